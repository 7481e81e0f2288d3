# Leaves a file named planted-<HOSTILE_MARK> in every place it can write to,
# including caches shared between runs and the lock folders, and SysV and POSIX
# IPC objects named after the mark. persist-probe, run next as another project,
# must find none of them: nothing a run writes may reach a later run.
import ctypes
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
    "/run/lock",
    "/var/lock",
    "/var/tmp",
    "/work/reports",
    "/work",
    "/work/project",
    "/testcage/harness",
    os.path.expanduser("~"),
]
# The probe derives the same keys and names from the mark.
KEY = int(MARK[3:10], 16)
IPC_CREAT = 0o1000
O_CREAT_RDWR = os.O_CREAT | os.O_RDWR


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


def test_plant_ipc():
    libc = ctypes.CDLL("libc.so.6", use_errno=True)
    libc.mq_open.restype = ctypes.c_int
    made = {
        "shm": libc.shmget(KEY, 4096, IPC_CREAT | 0o600),
        "msg": libc.msgget(KEY + 1, IPC_CREAT | 0o600),
        "sem": libc.semget(KEY + 2, 1, IPC_CREAT | 0o600),
        "mqueue": libc.mq_open(f"/planted-{MARK}".encode(), O_CREAT_RDWR, 0o600, None),
    }
    print("HOSTILE-PLANTED-IPC", made)
    # Every sandbox allows these calls: a failure would make the probe prove nothing.
    assert all(v >= 0 for v in made.values()), made
