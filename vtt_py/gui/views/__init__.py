"""Widgets and dialogs: they show the models and send user intent to commands."""
