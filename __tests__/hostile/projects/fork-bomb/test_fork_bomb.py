# A fork bomb: every process forks forever. --pids-limit must stop it from taking
# the host's process table; the timeout then ends the run. The processes carry
# HOSTILE_MARK as their name (inherited across fork) so the host can count them
# while the run lasts and look for survivors afterwards.
import ctypes
import os
import time


def test_first_passes():
    pass


def test_fork_bomb():
    ctypes.CDLL(None).prctl(15, os.environ["HOSTILE_MARK"].encode(), 0, 0, 0)  # PR_SET_NAME
    while True:
        try:
            os.fork()
        except OSError:
            time.sleep(0.01)
