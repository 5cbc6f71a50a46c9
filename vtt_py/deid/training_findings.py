"""Rule findings as the CRF is trained on them: some sure finds of places and dates shown as weak.

Rules are written against a corpus, and find its PHI surely: 496 of the 505
PHI of development-train have a strong finding, and the CRF trained there
sees a weak finding (an ambiguous shape: ``3/3``, a capitalised word after
``to``) almost only on words that are no PHI, so it learns to give a weak
finding little probability. On other patients' notes more of the places
and dates are found only by a weak rule, and every PHI the combination of
rules and CRF lost, on development-test as on the tuning proxy, was such a
weak finding the CRF gave less than the candidate score
(``python -m benchmarks deid``, "where"). Showing the CRF a share of the
sure finds on a training note's places and dates as weak ones teaches it
to weigh a weak finding by its context instead.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Sequence

from vtt_py.deid import kinds
from vtt_py.deid.kinds import Finding

#: Share of the strong findings on a training note's places and dates shown
#: as weak. Chosen on the tuning proxy (development-train 5-fold CV, plain and
#: re-surrogated: docs/deid-readings.md, session 53): against 2,489 of 2,525
#: PHI found and 79 false marks, 0.05, 0.1 and 0.2 each found 5 more for 25
#: to 31 more false marks, 0.3 as many for 50 more; names demoted too made
#: the CRF lift capitalised words (``THICK GOLDEN TAN``): 86 more.
DEMOTED_SHARE = 0.2
#: Families whose sure finds may be shown as weak.
DEMOTED_FAMILIES = frozenset({"DATE", "PLACE"})


def training_findings(
    text: str,
    findings: list[Finding],
    gold: Sequence[tuple[int, int, str]],
    share: float = DEMOTED_SHARE,
) -> list[Finding]:
    """``findings`` with about ``share`` of the strong ones on gold places and dates made weak.

    Which ones follows from the text alone (a seed from its checksum), so a
    corpus always gives the same training data.

    Args:
        text: the note's text.
        findings: its rule findings.
        gold: its gold PHI spans ``(start, end, label)``, sorted by start.
        share: the share to demote (0: ``findings`` unchanged).
    """
    if share <= 0 or not gold:
        return findings
    rng = random.Random(zlib.crc32(text.encode("utf-8", "surrogatepass")))
    return [
        f._replace(strong=False)
        if f.strong
        and kinds.family(f.kind) in DEMOTED_FAMILIES
        and _on_gold(f, gold)
        and rng.random() < share
        else f
        for f in findings
    ]


def _on_gold(finding: Finding, gold: Sequence[tuple[int, int, str]]) -> bool:
    """Whether the finding overlaps a gold span."""
    return any(s < finding.end and finding.start < e for s, e, _ in gold)
