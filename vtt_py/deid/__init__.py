"""The built-in de-identifier: rule recognisers plus a CRF (imports sklearn lazily)."""
