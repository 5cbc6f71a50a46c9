"""MIMIC-shaped test data: placeholder CSVs from the sample gold, and large synthetic ones."""
