"""A src-layout package: its tests must import this copy, built by the install phase."""

import inflection


def title(text: str) -> str:
    return inflection.titleize(text)
