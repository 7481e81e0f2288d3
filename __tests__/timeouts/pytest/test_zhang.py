import time


def test_hangs():
    time.sleep(600)  # HANG
