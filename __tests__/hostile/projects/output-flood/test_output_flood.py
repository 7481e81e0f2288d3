# 300 MiB to stdout, straight to fd 1 (-s: no capture), then passes. Short
# writes are retried (gVisor's pipes accept part of a large write at a time).
import os

LINE = b"x" * 1023 + b"\n"


def write_all(data):
    view = memoryview(data)
    while view:
        view = view[os.write(1, view):]


def test_flood():
    block = LINE * 1024  # 1 MiB
    for _ in range(300):
        write_all(block)


def test_after_the_flood():
    pass
