# Two process-sandbox runs at once, sharing the runner's TMPDIR, their tests the
# same user (nobody, when testcage runs as root). The victim holds still until the
# host releases it, then looks for anything planted in its copy. The attacker
# looks, beside its own workspace, for every other run's and tries to write into
# its copy, reports, HOME, TMP and egress folders (a conftest.py in a neighbour's
# copy would run as that run's tests). Only the suite's own shared folder is
# searched: nothing else on the machine is touched.
import os
import time

MARK = os.environ["HOSTILE_MARK"]
ROLE = os.environ["HOSTILE_ROLE"]


def test_neighbour():
    if ROLE == "victim":
        with open("hostile-ready", "w") as f:
            f.write(MARK)
        deadline = time.time() + 150
        while not os.path.exists("hostile-release"):
            assert time.time() < deadline, "the host never released the victim"
            time.sleep(0.1)
        planted = sorted(n for n in os.listdir(".") if n.startswith("hostile-planted") or n == "conftest.py")
        assert planted == [], f"a neighbour planted {planted}"
        return
    own = os.path.dirname(os.environ["TMPDIR"].rstrip("/"))
    shared = os.path.dirname(own)
    reached = []
    seen = []
    for name in sorted(os.listdir(shared)):
        ws = os.path.join(shared, name)
        if ws == own or not os.path.isdir(ws):
            continue
        seen.append(name)
        for sub in ("", "project", "reports", "home", "tmp", "egress", "cache", "harness"):
            target = os.path.join(ws, sub, f"hostile-planted-{MARK}")
            try:
                with open(target, "w") as f:
                    f.write("planted")
                reached.append(target)
            except OSError as e:
                print("HOSTILE-DENIED", target, e.strerror)
        try:
            with open(os.path.join(ws, "project", "conftest.py"), "w") as f:
                f.write("def pytest_collection_modifyitems(items):\n    items.clear()\n")
            reached.append(os.path.join(ws, "project", "conftest.py"))
        except OSError as e:
            print("HOSTILE-DENIED conftest.py", e.strerror)
    print("HOSTILE-NEIGHBOURS", seen)
    assert seen, "no neighbour workspace to attack: the victim was not running"
    assert reached == [], f"wrote into a neighbour run: {reached}"
