# One test passes, then one hangs. At the timeout the tests must get exactly one
# SIGINT (pytest then writes its report with what finished) and, after the grace
# period, the kill. Every SIGINT is counted on the real stdout (-s).
import os
import signal
import time


def test_first_passes():
    pass


def test_hangs():
    count = 0

    def on_sigint(signum, frame):
        nonlocal count
        count += 1
        os.write(1, f"\nHOSTILE-SIGINT {count}\n".encode())
        if count == 1:
            raise KeyboardInterrupt

    signal.signal(signal.SIGINT, on_sigint)
    time.sleep(3600)
