"""The shipped tag styles (issue 16): calm backgrounds, text readable over every one of them
(WCAG AA, 4.5:1), for markups and for pale suggestions in both themes."""

from __future__ import annotations

import colorsys

import pytest

from vtt_py.formats.tags_file import read_tags_file
from vtt_py.formats.tagsets import available_tagsets, load_tagset
from vtt_py.gui import theme
from vtt_py.gui.views.text_styles import PALE_ALPHA
from vtt_py.resources import tagsets_dir

pytestmark = pytest.mark.gui
WCAG_AA = 4.5
RGB = tuple[int, int, int]


def luminance(rgb: RGB) -> float:
    """WCAG 2 relative luminance."""

    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    """WCAG 2 contrast ratio of two colours."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def over(colour: RGB, base: RGB, alpha: int) -> RGB:
    """``colour`` at ``alpha`` (0-255) painted over ``base``."""
    a = alpha / 255
    return tuple(round(c * a + b * (1 - a)) for c, b in zip(colour, base, strict=True))


def test_contrast_formula_matches_wcag_examples():
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("name", available_tagsets())
def test_shipped_tags_text_is_readable_over_every_style(name):
    tagset = load_tagset(name)
    for tag in tagset.user_tags:
        ratio = contrast(tag.foreground, tag.background)
        assert ratio >= WCAG_AA, f"{name}: {tag.label} {ratio:.2f}"


@pytest.mark.parametrize("name", available_tagsets())
def test_shipped_tags_are_calm(name):
    """Light, moderately saturated backgrounds and no bold: readable all day."""
    for tag in load_tagset(name).user_tags:
        _, lightness, saturation = colorsys.rgb_to_hls(
            *(c / 255 for c in tag.background)
        )
        assert lightness >= 0.75 and saturation <= 0.8, tag.label
        assert not tag.bold, tag.label


@pytest.mark.parametrize("name", available_tagsets())
@pytest.mark.parametrize("which", [theme.LIGHT, theme.DARK])
def test_suggestions_stay_readable_in_both_themes(name, which, qapp):
    """A suggestion is the tag's background, pale, under the theme's own text colour."""
    from PySide6.QtGui import QPalette

    palette = theme.palette_for(which)
    base = palette.color(QPalette.ColorRole.Base).getRgb()[:3]
    text = palette.color(QPalette.ColorRole.Text).getRgb()[:3]
    for tag in load_tagset(name).user_tags:
        pale = over(tag.background, base, PALE_ALPHA)
        ratio = contrast(text, pale)
        assert ratio >= WCAG_AA, f"{which} {name}: {tag.label} {ratio:.2f}"


def test_shipped_tag_files_still_read_as_vtt_tags_files():
    for path in sorted(tagsets_dir().glob("*.tags")):
        tagset = read_tags_file(path)
        assert tagset.reserved.label == "Text/Clear" and tagset.user_tags
