# Leaves a file named planted-<HOSTILE_MARK> in every place it can write to,
# including caches shared between runs. persist-probe, run next as another
# project, must find none of them: nothing a run writes may reach a later run.
import os

MARK = os.environ["HOSTILE_MARK"]
PLACES = [
    "/testcage/cache",
    "/testcage/cache/go-build",
    "/testcage/cache/jest",
    "/tmp/testcage-cache",
    "/tmp",
    "/tmp/home",
    "/dev/shm",
    "/work/reports",
    "/work",
    "/work/project",
    "/testcage/harness",
    os.path.expanduser("~"),
]


def test_plant():
    planted = []
    for place in PLACES:
        try:
            os.makedirs(place, exist_ok=True)
            with open(os.path.join(place, f"planted-{MARK}"), "w") as f:
                f.write("planted by an earlier run")
            planted.append(place)
        except OSError:
            pass
    print("HOSTILE-PLANTED", planted)
    assert planted, "could write nowhere, not even /tmp"
