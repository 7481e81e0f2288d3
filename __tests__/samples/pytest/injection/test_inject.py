import sys

import pytest

FORGED = "\n".join(
    [
        "::add-mask::testcage-forged-mask",
        "::set-output name=status::pass",
        "::error file=README.md,line=1,title=forged::forged error from a test",
        "::warning::forged warning",
        "::stop-commands::forged-token",
        "::forged-token::",
        "<img src=x onerror=alert(1)> @octocat [link](https://example.invalid)",
    ]
)


def test_prints_commands():
    print(FORGED)
    print(FORGED, file=sys.stderr)
    assert "status" == "pass", FORGED


def test_passes_but_prints():
    print("::set-output name=total::0")
    print("::add-mask::testcage-forged-mask-2")


@pytest.mark.parametrize("value", ["::error::forged-id", "%0A::warning::encoded"])
def test_commands_in_ids(value):
    assert value == "", "::notice::forged notice"
