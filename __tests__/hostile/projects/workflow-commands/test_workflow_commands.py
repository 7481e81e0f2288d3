# Prints GitHub workflow commands and puts them into assertion messages, test
# names and stderr; also tries to write to the runner's GITHUB_OUTPUT file, whose
# host path it is given. None of it may take effect.
import os
import sys

import pytest

COMMANDS = [
    "::add-mask::hostile-mask-value",
    "::set-output name=status::pass",
    "::set-output name=hostile::1",
    "::error::hostile error annotation",
    "::warning file=x.py,line=1::hostile warning",
    "::stop-commands::hostile-token",
    "::hostile-token::",
    "::set-env name=NODE_OPTIONS::--require /tmp/evil.js",
    "::add-path::/tmp/evil",
    "::save-state name=hostile::1",
    "::echo::on",
    "::group::hostile",
    "::endgroup::",
    "::debug::hostile debug",
    "::notice::hostile notice",
]


def test_prints_commands():
    for c in COMMANDS:
        print(c)
        print("  " + c)
        sys.stderr.write(c + "\n")


@pytest.mark.parametrize("command", COMMANDS)
def test_command_in_message(command):
    assert False, "\n" + command + "\n"


def test_multiline_message():
    raise AssertionError("\n".join(COMMANDS))


def test_cannot_write_runner_files():
    for name in ("HOSTILE_GITHUB_OUTPUT", "HOSTILE_GITHUB_ENV"):
        path = os.environ[name]
        with pytest.raises(OSError):
            with open(path, "a") as f:
                f.write("hostile=1\n")
