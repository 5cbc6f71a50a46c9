"""The CRF recogniser: training, tagging and the model file (the only sklearn-crfsuite user).

``python-crfsuite`` (installed by and wrapped in ``sklearn-crfsuite``) is
imported inside functions only, so ``import vtt_py.deid`` stays light. A
model file is a zip archive holding ``model.crfsuite`` (crfsuite's own binary
model) and ``meta.json`` (format version, feature version, tag set, labels,
training parameters and a summary of the training data); nothing is pickled.
"""

from __future__ import annotations

import hashlib
import io
import itertools
import json
import operator
import os
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from vtt_py.deid.crfsuite_direct import DirectTagger, open_direct
from vtt_py.deid.crfsuite_file import HEADER, attribute_names
from vtt_py.deid.features import FEATURE_VERSION
from vtt_py.deid.known_features import KnownFeatures
from vtt_py.errors import VttError
from vtt_py.formats.atomic import atomic_write_bytes

MODEL_FORMAT = "vtt_py-crf"
MODEL_FORMAT_VERSION = 1
#: How tokens are labelled: ``IO`` (``I-X`` on every token of an entity, ``O``
#: outside) or ``BIO`` (``B-X`` on an entity's first token). IO has about half
#: the labels, so crfsuite's label-squared passes (Viterbi, forward-backward)
#: cost about a third; two entities of one label with no token between them
#: become one. Models made before this was recorded are BIO; both are read.
LABEL_ENCODINGS = ("IO", "BIO")
#: The encoding new models are trained with.
LABEL_ENCODING = "IO"
_MODEL_MEMBER = "model.crfsuite"
_META_MEMBER = "meta.json"
_VOCABULARY_MEMBER = "vocabulary.txt"
#: The meta.json entry with the size and SHA-256 of the crfsuite data.
_CHECK_KEY = "crfsuite_data"
#: L-BFGS with elastic-net regularisation, as most de-identification CRFs use;
#: the L2 weight ``c2`` is set by :func:`l2_for` unless a caller gives one.
DEFAULT_PARAMS: dict[str, Any] = {
    "c1": 0.05,
    "max_iterations": 60,
    "feature.possible_transitions": True,
    "feature.minfreq": 2,
}
#: A strong L2 keeps the CRF from being sure of notes unlike its training
#: ones, so it rejects fewer of the weak rule findings new patients' notes
#: need. On development-train CV with re-surrogated held-out notes (the
#: tuning proxy; about 1,570 training sequences a fold), c2 0.01 -> 0.1 ->
#: 0.5 -> 1.0 found 1,925 -> 1,931 -> 1,938 -> 1,937 of 2,020 PHI at 107 ->
#: 144 -> 188 -> 213 false marks. crfsuite does not divide the L2 by the
#: number of sequences, so a fixed weight counts for more the less there is
#: to learn from: trained on 30 or 100 notes, c2 0.5 doubled the false marks
#: of c2 0.01 and found nothing more. Hence 0.5 for 1,570 sequences and more,
#: proportionally less below, and never under 0.01.
L2_PER_SEQUENCE = 0.5 / 1570
L2_RANGE = (0.01, 0.5)


def l2_for(sequences: int) -> float:
    """The L2 weight (crfsuite's ``c2``) for a training set of ``sequences`` documents."""
    low, high = L2_RANGE
    return min(high, max(low, L2_PER_SEQUENCE * sequences))


Sequence = tuple[list[list[str]], list[str]]
#: Rounding allowance when the path probability stands for every token's.
_MARGIN = 1e-9


class ModelError(VttError):
    """A model file is missing, unreadable, or was made for other features."""


@dataclass
class CrfModel:
    """A trained CRF and its description.

    Attributes:
        data: crfsuite's binary model.
        meta: the description stored beside it (``tagset``, ``labels``,
            ``feature_version``, ``training`` summary...).
        vocabulary: the words the training gold uses outside PHI (the
            ``oov`` feature, :mod:`vtt_py.deid.vocabulary`), or None.
    """

    data: bytes
    meta: dict[str, Any] = field(default_factory=dict)
    vocabulary: frozenset[str] | None = None
    _tagger: Any = field(default=None, repr=False, compare=False)
    _known: KnownFeatures | None = field(default=None, repr=False, compare=False)
    _names: dict[frozenset[str], list[tuple[str, str]]] = field(
        default_factory=dict, repr=False, compare=False
    )
    _phi: tuple[list[str], dict[str, int]] | None = field(
        default=None, repr=False, compare=False
    )
    #: Whether the model has an ``O`` label (asked once).
    _outside: bool | None = field(default=None, repr=False, compare=False)
    #: crfsuite's tagger called directly (False: it cannot be here).
    _direct: DirectTagger | bool | None = field(default=None, repr=False, compare=False)
    #: The feature builder :meth:`tag` reads fastest.
    _tagging: KnownFeatures | None = field(default=None, repr=False, compare=False)
    #: Each attribute's id (:meth:`_attribute_ids`).
    _ids: dict[str, int] | None = field(default=None, repr=False, compare=False)
    #: The tagger that tagged last (the one asked for marginals).
    _last: Any = field(default=None, repr=False, compare=False)

    @property
    def tagset(self) -> str:
        """Name of the tag set the model's labels belong to (may be empty)."""
        return str(self.meta.get("tagset", ""))

    @property
    def label_encoding(self) -> str:
        """``IO`` or ``BIO`` (see :data:`LABEL_ENCODINGS`; BIO before it was recorded)."""
        return str(self.meta.get("label_encoding", "BIO"))

    @property
    def labels(self) -> list[str]:
        """The entity labels (``Name|Patient``...) the model predicts."""
        return list(self.meta.get("labels", []))

    def tagger(self) -> Any:
        """The crfsuite tagger, opened on first use."""
        if self._tagger is None:
            import pycrfsuite  # heavy native module: only when a model is used

            tagger = pycrfsuite.Tagger()
            try:
                tagger.open_inmemory(self.data)
            except ValueError as exc:  # crfsuite refuses what it cannot read
                raise ModelError("the model's crfsuite data cannot be read") from exc
            self._tagger = tagger
        return self._tagger

    def known_features(self) -> KnownFeatures:
        """The feature builder restricted to this model's attributes (made on first use)."""
        if self._known is None:
            names = attribute_names(self.data)
            if names is None:  # another crfsuite layout: ask crfsuite (slower)
                names = list(self.tagger().info().attributes)
            self._known = KnownFeatures(names, self.vocabulary)
        return self._known

    def direct_tagger(self) -> DirectTagger | None:
        """crfsuite's tagger called without python-crfsuite's conversions, where it can be.

        None where the library does not export crfsuite's C interface or
        the model's attributes cannot be read in id order.
        """
        if self._direct is None:
            ids = self._attribute_ids()
            direct = ids and open_direct(self.data, self.tagger(), ids)
            self._direct = direct or False
        return self._direct if isinstance(self._direct, DirectTagger) else None

    def tagging_features(self) -> KnownFeatures:
        """The feature builder to tag with: packed for :meth:`direct_tagger` where it opens.

        Its rows go to :meth:`tag` with ``packed`` set to its ``packed``.
        """
        if self._tagging is None:
            if self.direct_tagger() is not None:
                ids = self._attribute_ids()
                self._tagging = KnownFeatures(ids, self.vocabulary, ids)
            else:
                self._tagging = self.known_features()
        return self._tagging

    def _attribute_ids(self) -> dict[str, int]:
        """Each attribute's id in the crfsuite data (read once; empty if unreadable)."""
        if self._ids is None:
            names = attribute_names(self.data) or []
            self._ids = {name: i for i, name in enumerate(names)}
        return self._ids

    def tag(
        self,
        xseq: list[list[str]] | list[list[bytes]] | Iterable[tuple[bytes, ...] | bytes],
        threshold: float = 0.0,
        liftable: list[bool] | Callable[[], list[bool]] | None = None,
        packed: bool = False,
    ) -> tuple[list[str], list[float]]:
        """Labels of a token sequence (:attr:`label_encoding`) with the marginal of each.

        Only tokens whose label matters are asked for their probability: PHI
        tokens, and ``O`` tokens that could be lifted; the others get 1.0.

        Args:
            xseq: one feature list per token (strings, or UTF-8 bytes as
                :meth:`KnownFeatures.sequence` builds them, or an iterator
                of them as :meth:`KnownFeatures.rows` makes them: read once).
            threshold: a token Viterbi left outside (``O``) whose probability
                of being outside is below this gets its likeliest PHI label
                instead (0 keeps the Viterbi path): trades precision for recall.
            liftable: which tokens may be lifted (default: every token), or
                a function saying so, called only if some token could be
                lifted; the others are not even asked about.
            packed: the rows are packed records (:meth:`tagging_features`
                made them) for :meth:`direct_tagger`.

        Returns:
            ``(labels, probabilities)``, one each per token.
        """
        if not xseq:
            return [], []
        tagger: Any = self.direct_tagger() if packed else self.tagger()
        if tagger is None:
            raise ModelError("packed rows, but no direct tagger to read them")
        self._last = tagger
        labels = tagger.tag(xseq)
        marginal = tagger.marginal
        # A token's probability of its Viterbi label is at least that of the
        # whole path; when the path itself is that likely, no token on it can
        # fall below the threshold, and only PHI tokens need their marginal
        # (for their score). That is most notes: one call instead of a hundred.
        sure = threshold <= 0 or tagger.probability(labels) >= threshold + _MARGIN
        if sure:  # only the PHI tokens' probabilities are asked for
            probs = [1.0] * len(labels)
            # (``operator.ne`` is called faster than the method ``"O".__ne__``.)
            phi = map(operator.ne, labels, itertools.repeat("O"))
            for i in itertools.compress(range(len(labels)), phi):
                probs[i] = marginal(labels[i], i)
            return labels, probs
        if liftable is None:
            liftable = [True] * len(labels)
        elif callable(liftable):
            liftable = liftable()
        probs = [
            marginal(label, i) if label != "O" or liftable[i] else 1.0
            for i, label in enumerate(labels)
        ]
        self._lift(tagger, labels, probs, threshold)
        return labels, probs

    def phi_mass(self, tokens: Iterable[int]) -> float:
        """The largest probability of being PHI (any label but ``O``) of any of ``tokens``.

        For the last tagged sequence. No label's :meth:`phi_probability` on
        these tokens exceeds it (but for rounding): one question per token
        where the labels of a family are several each. 1.0 for a model
        without an ``O`` label (nothing is bounded then).
        """
        tagger = self._tagged()
        if self._outside is None:
            self._outside = "O" in tagger.labels()
        if not self._outside:
            return 1.0
        marginal = tagger.marginal
        return max((1.0 - marginal("O", i) for i in tokens), default=0.0)

    def phi_probability(
        self, tokens: Iterable[int], labels: frozenset[str]
    ) -> tuple[float, str]:
        """The most probable of ``labels`` on any of ``tokens``, for the last tagged sequence.

        Args:
            tokens: token positions in the sequence :meth:`tag` saw last.
            labels: entity labels (without ``B-``/``I-``) to sum over.

        Returns:
            ``(probability, label)``: the largest summed marginal of ``B-`` and
            ``I-`` (IO: ``I-`` alone) of one label over the tokens, and that
            label ("" if none).
        """
        marginal = self._tagged().marginal
        names = self._entity_names(labels)
        best, best_label = 0.0, ""
        for i in tokens:
            totals: dict[str, float] = {}
            for y, name in names:
                totals[name] = totals.get(name, 0.0) + marginal(y, i)
            for label, p in totals.items():
                if p > best:
                    best, best_label = p, label
        return best, best_label

    def _tagged(self) -> Any:
        """The tagger that tagged the last sequence (both kinds share their labels' order)."""
        return self._last or self.tagger()

    def _entity_names(self, labels: frozenset[str]) -> list[tuple[str, str]]:
        """``(B-/I- label, entity label)`` of the model's labels among ``labels`` (cached)."""
        if labels not in self._names:
            self._names[labels] = [
                (y, y[2:])
                for y in self.tagger().labels()
                if y != "O" and y[2:] in labels
            ]
        return self._names[labels]

    def _phi_labels(self, tagger: Any) -> tuple[list[str], dict[str, int]]:
        """The model's labels but ``O``, in its order, and each one's place (made once)."""
        if self._phi is None:
            labels = [label for label in tagger.labels() if label != "O"]
            self._phi = labels, {label: k for k, label in enumerate(labels)}
        return self._phi

    def _lift(
        self, tagger: Any, labels: list[str], probs: list[float], threshold: float
    ) -> None:
        phi_labels, rank = self._phi_labels(tagger)
        # Asked the label picked last first: lifted tokens come in runs of one
        # kind (a roster's wards, its towns), and once the first label asked
        # holds most of the mass no other is asked.
        order = phi_labels[:]
        bio = self.label_encoding == "BIO"
        for i, label in enumerate(labels):
            if label != "O" or probs[i] >= threshold:
                continue
            best = _likeliest(tagger.marginal, order, i, 1.0 - probs[i], rank)
            if best != order[0]:
                order.remove(best)
                order.insert(0, best)
            name = best[2:]
            inside = i and labels[i - 1] != "O" and labels[i - 1][2:] == name
            labels[i] = ("I-" if inside or not bio else "B-") + name
            probs[i] = 1.0 - probs[i]

    def __getstate__(self) -> dict[str, Any]:
        # Sent to worker processes without the native tagger.
        return {
            "data": self.data,
            "meta": self.meta,
            "vocabulary": self.vocabulary,
            "_tagger": None,
            "_known": None,
            "_names": {},
            "_phi": None,
            "_outside": None,
            "_direct": None,
            "_tagging": None,
            "_ids": None,
            "_last": None,
        }


def _likeliest(
    marginal: Callable[[str, int], float],
    labels: list[str],
    i: int,
    mass: float,
    rank: dict[str, int] | None = None,
) -> str:
    """The label with the largest marginal at token ``i``, the first such as ``max`` picks it.

    ``mass`` is the probability the labels share (1 - P(O)). Once the best so
    far exceeds what the labels not yet asked can hold together, none of them
    can reach it and they are not asked: on text dense with PHI thousands of
    tokens are lifted, and one or two labels hold nearly all of each one's mass.
    ``rank`` gives each label's place in the model's order when ``labels``
    come in another: among equally likely labels the model's first wins.
    """
    best, best_p = labels[0], marginal(labels[0], i)
    left = mass - best_p
    for y in labels[1:]:
        if best_p > left + _MARGIN:
            break
        p = marginal(y, i)
        left -= p
        if p > best_p or (p == best_p and rank is not None and rank[y] < rank[best]):
            best, best_p = y, p
    return best


#: Told each finished L-BFGS iteration and the most there can be; may raise to stop.
IterationProgress = Callable[[int, int], None]


def train(
    sequences: Iterable[Sequence],
    *,
    params: dict[str, Any] | None = None,
    progress: IterationProgress | None = None,
) -> tuple[bytes, dict[str, Any]]:
    """Train a CRF on labelled sequences and return crfsuite's binary model.

    Args:
        sequences: ``(features, labels)`` per document, labels as
            :func:`vtt_py.deid.training.token_labels` gives them.
        params: crfsuite L-BFGS parameters (default :data:`DEFAULT_PARAMS`,
            and ``c2`` from :func:`l2_for`).
        progress: called after each iteration; an exception it raises stops
            the training and propagates.

    Returns:
        The model bytes, and the parameters it was trained with.
    """
    import pycrfsuite  # heavy native module: only when training

    settings = {**DEFAULT_PARAMS, **(params or {})}
    most = int(settings.get("max_iterations", 0))

    class _Trainer(pycrfsuite.Trainer):
        # crfsuite reports through log lines; its parser says when an
        # iteration ends. Nothing is printed.
        def message(self, message: str) -> None:
            if self.logparser.feed(message) == "iteration" and progress is not None:
                progress(int(self.logparser.last_iteration["num"]), most)

    trainer = _Trainer(verbose=False)
    count = 0
    for xseq, yseq in sequences:
        if xseq:
            trainer.append(xseq, yseq)
            count += 1
    settings.setdefault("c2", l2_for(count))
    trainer.select("lbfgs", "crf1d")
    trainer.set_params(settings)
    handle, name = tempfile.mkstemp(suffix=".crfsuite")
    os.close(handle)
    try:
        trainer.train(name)
        return Path(name).read_bytes(), settings
    finally:
        os.unlink(name)


def save_model(model: CrfModel, path: str | Path) -> None:
    """Write a model file (zip of the crfsuite model and ``meta.json``), atomically.

    The file is owner-only (0600): a model holds words of the notes it was
    trained on (its vocabulary, its weights' features), which is PHI.

    Args:
        model: the model and its description.
        path: the file to write.
    """
    meta = {
        "format": MODEL_FORMAT,
        "format_version": MODEL_FORMAT_VERSION,
        "feature_version": FEATURE_VERSION,
        **model.meta,
        # Checked on loading: crfsuite crashes the process on a damaged model.
        _CHECK_KEY: {
            "bytes": len(model.data),
            "sha256": hashlib.sha256(model.data).hexdigest(),
        },
    }
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(_META_MEMBER, json.dumps(meta, indent=2, sort_keys=True))
        archive.writestr(_MODEL_MEMBER, model.data)
        if model.vocabulary is not None:
            archive.writestr(_VOCABULARY_MEMBER, "\n".join(sorted(model.vocabulary)))
    atomic_write_bytes(path, buffer.getvalue(), private=True)


def verify_model_data(data: bytes, meta: dict[str, Any], path: Path) -> None:
    """Check crfsuite's model bytes before crfsuite sees them.

    crfsuite trusts its input: truncated data crashes the process (SIGSEGV).
    The size and SHA-256 recorded at training and crfsuite's own header
    (magic, type, the size it claims and its section offsets) must agree. A
    model from before checksums were recorded is tried in a child process
    instead (about 0.1 s), where a crash is only a failed check.

    Raises:
        ModelError: the data is damaged, truncated or not a crfsuite model.
    """
    check = meta.get(_CHECK_KEY)
    if isinstance(check, dict):
        if check.get("bytes") != len(data):
            raise ModelError(
                f"{path}: the model is damaged (crfsuite data has {len(data)} bytes, "
                f"{check.get('bytes')} when it was trained); train it again"
            )
        if check.get("sha256") != hashlib.sha256(data).hexdigest():
            raise ModelError(
                f"{path}: the model is damaged (its checksum does not match); "
                "train it again"
            )
    if len(data) < HEADER.size:
        raise ModelError(f"{path}: the model's crfsuite data is truncated")
    magic, size, kind, _version, *counts_offsets = HEADER.unpack_from(data)
    offsets = counts_offsets[4:]
    if magic != b"lCRF" or kind != b"FOMC":
        raise ModelError(f"{path}: the model holds no crfsuite CRF")
    if size != len(data) or any(o > size for o in offsets):
        raise ModelError(
            f"{path}: the model's crfsuite data is truncated or damaged; train it again"
        )
    if not isinstance(check, dict):
        _probe(data, path)


#: Opens a model and tags with it, in a child process that may crash safely.
_PROBE = (
    "import sys, pycrfsuite\n"
    "t = pycrfsuite.Tagger()\n"
    # crfsuite reads the bytes in place: they must outlive the call.
    "data = sys.stdin.buffer.read()\n"
    "t.open_inmemory(data)\n"
    "t.labels()\n"
    "t.tag([['w=the', 'bias'], ['w=patient', 'shape=Xx'], ['w=1', 'digit']])\n"
)


#: SHA-256 of the model data this process has already probed and found good.
_PROBED: set[str] = set()


def _probe(data: bytes, path: Path) -> None:
    """Try a model with no recorded checksum (made before they were) in a child process."""
    digest = hashlib.sha256(data).hexdigest()
    if digest in _PROBED:
        return
    try:
        result = subprocess.run(
            [sys.executable, "-c", _PROBE], input=data, capture_output=True, timeout=60
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise ModelError(f"{path}: the model could not be checked") from exc
    if result.returncode != 0:
        raise ModelError(
            f"{path}: the model's crfsuite data is damaged (crfsuite fails on it); "
            "train it again"
        )
    _PROBED.add(digest)


def load_model(path: str | Path) -> CrfModel:
    """Read a model file written by :func:`save_model`.

    Args:
        path: the model file.

    Returns:
        The model (the tagger opens on first use).

    Raises:
        ModelError: the file is missing, not a model file, or was trained with
            another feature version.
    """
    path = Path(path)
    if not path.is_file():
        raise ModelError(f"{path}: no such model file (train one with `vtt-py train`)")
    try:
        with zipfile.ZipFile(path) as archive:
            meta = json.loads(archive.read(_META_MEMBER))
            data = archive.read(_MODEL_MEMBER)
            vocabulary = None
            if _VOCABULARY_MEMBER in archive.namelist():
                raw = archive.read(_VOCABULARY_MEMBER).decode("utf-8")
                vocabulary = frozenset(raw.split("\n")) if raw else frozenset()
    except (OSError, KeyError, ValueError, zipfile.BadZipFile) as exc:
        raise ModelError(
            f"{path}: not a vtt-py model file ({type(exc).__name__})"
        ) from exc
    if not isinstance(meta, dict) or meta.get("format") != MODEL_FORMAT:
        raise ModelError(f"{path}: not a vtt-py model file")
    verify_model_data(data, meta, path)
    if meta.get("label_encoding", "BIO") not in LABEL_ENCODINGS:
        raise ModelError(
            f"{path}: labels encoded as {meta.get('label_encoding')}, which this "
            "vtt-py cannot read; retrain it with `vtt-py train`"
        )
    if meta.get("feature_version") != FEATURE_VERSION:
        raise ModelError(
            f"{path}: trained with feature version {meta.get('feature_version')}, "
            f"this vtt-py uses {FEATURE_VERSION}; retrain it with `vtt-py train`"
        )
    model = CrfModel(data, meta, vocabulary)
    try:
        model.tagger()  # now, so that a bad model fails here, with its path
    except ModelError as exc:
        raise ModelError(f"{path}: {exc}; train it again") from exc
    return model
