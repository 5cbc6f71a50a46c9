"""Project tools that are not part of the installed package (the sample corpus generator)."""
