# One test fails for real; after pytest wrote its report, overwrite it with a
# report in which every test passed. pytest still exits 1: the host must trust
# the exit code over the report. HOSTILE_SPOOF=exit makes it exit 3 outright.
import os

FAKE = """<?xml version="1.0" encoding="utf-8"?>
<testsuites><testsuite name="pytest" errors="0" failures="0" skipped="0" tests="2" time="0.01">
<testcase classname="test_spoofed" name="test_passes" file="test_spoofed.py" line="0" time="0.001" />
<testcase classname="test_spoofed" name="test_fails" file="test_spoofed.py" line="4" time="0.001" />
</testsuite></testsuites>
"""


def pytest_unconfigure(config):
    path = config.option.xmlpath
    if path:
        with open(path, "w") as f:
            f.write(FAKE)
    if os.environ.get("HOSTILE_SPOOF") == "exit":
        os._exit(3)
