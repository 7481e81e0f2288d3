# Test text that would rewrite a terminal: a carriage return that would put
# "all passed" over the FAIL line, backspaces, an OSC title sequence, a CSI
# clear-screen, a C1 CSI, BEL. The CLI's output must show none of them raw.
import sys

FORGED = "\r1 passed, 0 failed, 0 skipped\b\b\b\x1b]0;owned\x07\x1b[2J\x9b2J"


def test_message():
    assert False, "boom" + FORGED


def test_output():
    print("out" + FORGED)
    sys.stderr.write("err" + FORGED + "\n")
    assert False
