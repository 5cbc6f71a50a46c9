"""A limited data set keeps what the tag set's ``limited`` property lists."""

from __future__ import annotations

from vtt_py.export.phi import PhiRule
from vtt_py.formats.tagsets import load_tagset


def test_limited_data_set_follows_the_tag_set_list() -> None:
    rule = PhiRule(load_tagset("nlm-scrubber"), "phi", limited=True)
    assert not rule.is_phi("Date", "Patient")
    assert not rule.is_phi("City")
    assert not rule.is_phi("Age-PII", "Patient")
    assert rule.is_phi("Name", "Patient")
    assert rule.is_phi("Street")
    assert rule.is_phi("County")
    i2b2 = PhiRule(load_tagset("i2b2-2014"), "phi", limited=True)
    assert not i2b2.is_phi("LOCATION", "ZIP")
    assert i2b2.is_phi("LOCATION", "STREET")
