"""The brand list: how NSI's names are reduced, and what the shipped file holds."""

from __future__ import annotations

import json
from pathlib import Path

from tools.lexicons.build import brand_core, brand_names
from vtt_py.lexicons.brands import brand_table


def test_a_brand_is_its_words_in_small_letters() -> None:
    assert brand_core("The Home Depot") == ("home", "depot")
    assert brand_core("Stop & Shop") == ("stop", "and", "shop")
    assert brand_core("Friendly's") == ("friendlys",)
    assert brand_core("Baptist Health (Alabama)") == ("baptist", "health")


def test_names_with_digits_or_other_scripts_give_nothing() -> None:
    assert brand_core("7-Eleven") == ()
    assert brand_core("Café Nero") == ()
    assert brand_core("") == ()


def _nsi(folder: Path) -> Path:
    items = {
        "brands/shop/supermarket": [
            {
                "displayName": "Market Basket",
                "locationSet": {"include": ["us-ma.geojson"]},
                "matchNames": ["demoulas market basket"],
                "tags": {"brand": "Market Basket", "name": "Market Basket"},
            },
            {
                "displayName": "Far Away Mart",
                "locationSet": {"include": ["dk"]},
                "tags": {"name": "Far Away Mart"},
            },
        ],
        "operators/healthcare/dialysis": [
            {
                "displayName": "DaVita Dialysis",
                "locationSet": {"include": ["us"]},
                "tags": {"operator": "DaVita"},
            }
        ],
        "transit/route/bus": [
            {
                "displayName": "Route Nine",
                "locationSet": {"include": ["001"]},
                "tags": {"name": "Route Nine"},
            }
        ],
    }
    path = folder / "nsi.json"
    path.write_text(json.dumps({"nsi": {k: {"items": v} for k, v in items.items()}}))
    return path


def test_us_brands_and_operators_are_listed_with_their_kind(tmp_path: Path) -> None:
    assert brand_names(_nsi(tmp_path)) == {
        "market basket": "b",
        "demoulas market basket": "b",
        "davita dialysis": "h",
        "davita": "h",
    }


def test_the_shipped_list_holds_chains_and_health_operators() -> None:
    kinds = brand_table().kinds
    assert kinds[("market", "basket")] == "b"
    assert kinds[("walmart",)] == "b"
    assert kinds[("davita", "dialysis")] == "h"
    # the longest first: "bank of new hampshire" is tried before "bank of america"
    assert brand_table().lengths["bank"][0] == 4
