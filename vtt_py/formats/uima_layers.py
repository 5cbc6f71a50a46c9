"""Which UIMA annotation type and feature hold the PHI label (``--uima-type``, ``--uima-feature``).

INCEpTION keeps named entities in DKPro's ``NamedEntity`` layer (feature
``value``) and a project's own layers as ``webanno.custom.*`` types. Without
options the NamedEntity layer is read, unless the corpus has annotations only
in one custom span layer, which is then read (and said). When several layers
could hold the labels, the conversion stops and lists them, so the user
chooses: guessing would silently read the wrong one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from vtt_py.errors import UsageError
from vtt_py.formats.registry import FormatContext

NAMED_ENTITY = "de.tudarmstadt.ukp.dkpro.core.api.ner.type.NamedEntity"
NAMED_ENTITY_FEATURE = "value"

#: Namespaces of framework types (segmentation, POS, metadata...), never PHI layers.
FRAMEWORK_PREFIXES = (
    "uima.",
    "de.tudarmstadt.ukp.dkpro.core.api.",
    "org.dkpro.core.api.",
    "de.tudarmstadt.ukp.clarin.webanno.api.",
    "de.tudarmstadt.ukp.inception.",
    "org.apache.uima.",
)


@dataclass(frozen=True)
class Layer:
    """An annotation type found in a document: its string features and how many annotations."""

    type_name: str
    features: tuple[str, ...]
    count: int


def is_candidate(type_name: str) -> bool:
    """Whether a type could be a project's PHI layer (NamedEntity or a non-framework type)."""
    return type_name == NAMED_ENTITY or not type_name.startswith(FRAMEWORK_PREFIXES)


def short_name(type_name: str) -> str:
    """The last part of a type name (``webanno.custom.PHI`` -> ``PHI``)."""
    return type_name.rsplit(".", 1)[-1]


def _listing(layers: Sequence[Layer]) -> str:
    return "; ".join(
        f"{layer.type_name} ({layer.count} annotations; features: "
        f"{', '.join(layer.features) or 'none'})"
        for layer in layers
    )


class LayerChoice:
    """The (type, feature) a corpus is read with, fixed at its first document.

    Args:
        ctx: the conversion context; ``ctx.options`` may hold ``uima_type``
            and ``uima_feature`` from the command line.
        source: where the layers came from, for messages (``XMI``, ``WebAnno TSV``).
    """

    def __init__(self, ctx: FormatContext, source: str) -> None:
        self.ctx = ctx
        self.source = source
        given_type = ctx.options.get("uima_type")
        given_feature = ctx.options.get("uima_feature")
        self.type_name = str(given_type) if given_type else None
        self.feature = str(given_feature) if given_feature else None
        self.fixed = self.type_name is not None

    def choose(self, layers: Mapping[str, Layer]) -> tuple[str, str | None]:
        """The type and label feature to read, given one document's layers.

        Returns:
            ``(type name, feature)``; the feature is None for a layer
            without string features (every annotation gets the type's short
            name as its tag).

        Raises:
            UsageError: the given type has no such feature, or several
                layers could hold the labels and none was given.
        """
        if not self.fixed:
            self._infer(layers)
        if self.type_name is None:  # no annotations yet: a later document decides
            return NAMED_ENTITY, None
        layer = layers.get(self.type_name)
        if self.feature is None and layer is not None:
            self.feature = self._only_feature(layer)
        if (
            layer is not None
            and self.feature is not None
            and self.feature not in layer.features
        ):
            raise UsageError(
                f"{self.source} type {self.type_name} has no string feature "
                f"{self.feature!r} (features: {', '.join(layer.features) or 'none'})"
            )
        for other in layers.values():
            if other.type_name != self.type_name and other.count:
                self.ctx.warn(
                    f"annotations of type {other.type_name} not converted "
                    "(choose the layer with --uima-type)",
                    other.count,
                )
        return self.type_name, self.feature

    def _infer(self, layers: Mapping[str, Layer]) -> None:
        used = [layer for layer in layers.values() if layer.count]
        custom = [layer for layer in used if layer.type_name != NAMED_ENTITY]
        if not used:
            return  # nothing to read in this document; decide on a later one
        if not custom:
            self.type_name, self.feature = NAMED_ENTITY, NAMED_ENTITY_FEATURE
        elif len(used) == 1:
            self.type_name = custom[0].type_name
            self.ctx.warn(
                f"labels read from {self.type_name}, the only span layer with "
                "annotations (give --uima-type to choose another)"
            )
        else:
            raise UsageError(
                f"several {self.source} annotation layers could hold the labels: "
                f"{_listing(used)}. Choose one with --uima-type TYPE "
                "[--uima-feature FEATURE]"
            )
        self.fixed = True

    def _only_feature(self, layer: Layer) -> str | None:
        if self.type_name == NAMED_ENTITY and NAMED_ENTITY_FEATURE in layer.features:
            return NAMED_ENTITY_FEATURE
        if len(layer.features) <= 1:
            return layer.features[0] if layer.features else None
        raise UsageError(
            f"{self.source} type {layer.type_name} has several string features "
            f"({', '.join(layer.features)}); choose the label with --uima-feature"
        )

    def resolved(self) -> tuple[str, str | None]:
        """The choice so far, or the NamedEntity default when no document decided."""
        if self.type_name is None:
            self.type_name, self.feature = NAMED_ENTITY, NAMED_ENTITY_FEATURE
            self.fixed = True
        return self.type_name, self.feature
