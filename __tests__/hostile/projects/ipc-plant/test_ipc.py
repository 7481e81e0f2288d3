# Leaves what a later run of any project (its tests the same uid) could pick up
# outside the file system the run was given: a SysV shared memory segment and
# message queue, and a POSIX shared memory object (a file in /dev/shm). Each
# must be made, so the test fails when the call itself is refused; the host
# then looks for them after the run.
import ctypes
import os

MARK = os.environ["HOSTILE_MARK"]
KEY = int(MARK[3:11], 16)
IPC_CREAT = 0o1000
libc = ctypes.CDLL(None, use_errno=True)


def test_sysv_shared_memory():
    assert libc.shmget(KEY, 4096, IPC_CREAT | 0o666) >= 0, os.strerror(ctypes.get_errno())


def test_sysv_message_queue():
    assert libc.msgget(KEY, IPC_CREAT | 0o666) >= 0, os.strerror(ctypes.get_errno())


def test_posix_shared_memory():
    with open(f"/dev/shm/hostile-{MARK}", "w") as f:
        f.write("left for the next run")
