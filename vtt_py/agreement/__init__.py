"""Inter-annotator agreement and system evaluation over VTT documents."""
