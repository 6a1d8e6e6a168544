"""The venue server: the tables' phones and the organiser's page, served by tablekeeper itself over the club's own
network, through the same service as the window and the command line.

A third edge beside :mod:`tablekeeper.ui` and :mod:`tablekeeper.cli`: it calls the service, never the store, and
words each refusal in its own request's language (:func:`tablekeeper.words.speaking`). Its pages come from the
installed package (``resources/web``): nothing from the internet, no build step.
"""
