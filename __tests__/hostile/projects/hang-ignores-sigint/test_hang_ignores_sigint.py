# Ignores SIGINT and SIGTERM and hangs: only the kill after the grace period ends
# it. It carries HOSTILE_MARK as its name so the host can look for it afterwards.
import ctypes
import os
import signal
import time


def test_first_passes():
    pass


def test_hangs_deaf():
    ctypes.CDLL(None).prctl(15, os.environ["HOSTILE_MARK"].encode(), 0, 0, 0)  # PR_SET_NAME
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    while True:
        time.sleep(1)
