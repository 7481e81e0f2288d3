# Runs after persist-plant: no file that run planted may be visible here, nor any
# of its IPC objects.
import ctypes
import errno
import os

MARK = os.environ["HOSTILE_MARK"]
TOPS = [
    "/testcage",
    "/tmp",
    "/dev/shm",
    "/dev/mqueue",
    "/run/lock",
    "/var/lock",
    "/work",
    "/home",
    "/var/tmp",
    os.path.expanduser("~"),
]
KEY = int(MARK[3:10], 16)


def test_nothing_from_an_earlier_run():
    found = []
    for top in TOPS:
        for root, dirs, files in os.walk(top, onerror=lambda e: None):
            found += [os.path.join(root, f) for f in files if f == f"planted-{MARK}"]
    assert found == [], f"left by an earlier run: {found}"


def test_no_ipc_object_from_an_earlier_run():
    libc = ctypes.CDLL("libc.so.6", use_errno=True)
    libc.mq_open.restype = ctypes.c_int

    def lookup(result):
        # Found (>= 0), or any error but "no such object" (EACCES: it exists), counts as seen.
        err = ctypes.get_errno()
        return None if result == -1 and err == errno.ENOENT else (result, errno.errorcode.get(err, err))

    seen = {
        "shm": lookup(libc.shmget(KEY, 0, 0)),
        "msg": lookup(libc.msgget(KEY + 1, 0)),
        "sem": lookup(libc.semget(KEY + 2, 0, 0)),
        "mqueue": lookup(libc.mq_open(f"/planted-{MARK}".encode(), os.O_RDONLY)),
    }
    assert {k: v for k, v in seen.items() if v is not None} == {}, f"left by an earlier run: {seen}"
