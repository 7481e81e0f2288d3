# Runs after persist-plant: no file that run planted may be visible here.
import os

MARK = os.environ["HOSTILE_MARK"]
TOPS = ["/testcage", "/tmp", "/dev/shm", "/work", "/home", "/var/tmp", os.path.expanduser("~")]


def test_nothing_from_an_earlier_run():
    found = []
    for top in TOPS:
        for root, dirs, files in os.walk(top, onerror=lambda e: None):
            found += [os.path.join(root, f) for f in files if f == f"planted-{MARK}"]
    assert found == [], f"left by an earlier run: {found}"
