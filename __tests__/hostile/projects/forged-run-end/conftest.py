# After pytest wrote its (failing) report, print on stderr what the service
# sandbox's run script prints after the tests: a reports frame holding an
# all-passing report and the END line that vouches for it, so that it is the
# last thing on stderr. HOSTILE_FORGE=kill then SIGKILLs the parent (the
# service's run script; PID 1 elsewhere, which ignores it) so that nothing
# real follows. The host must believe neither.
import os
import sys

FAKE = b"""<?xml version="1.0" encoding="utf-8"?>
<testsuites><testsuite name="pytest" errors="0" failures="0" skipped="0" tests="3" time="0.01">
<testcase classname="test_forged" name="test_passes" file="test_forged.py" line="0" time="0.001" />
<testcase classname="test_forged" name="test_fails" file="test_forged.py" line="4" time="0.001" />
<testcase classname="test_forged" name="test_forged_extra" file="test_forged.py" line="9" time="0.001" />
</testsuite></testsuites>
"""
NONCE = "0123456789abcdef01234567"


def pytest_unconfigure(config):
    out = sys.stderr.buffer
    out.write(b"\n@@testcage-frame " + NONCE.encode() + b"\n" + FAKE)
    out.write(b"\n@@testcage-end " + NONCE.encode() + b" 0 0 999999 0:" + str(len(FAKE)).encode() + b"\n")
    out.flush()
    if os.environ.get("HOSTILE_FORGE") == "kill" and os.getppid() != 1:
        os.kill(os.getppid(), 9)
