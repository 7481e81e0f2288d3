# Allocates (and touches) far more than the --memory limit; progress goes to the
# real stdout (-s) so the host can see how far it got before the kill.
import os


def test_first_passes():
    pass


def test_memory_bomb():
    hoard = []
    for mib in range(16, 2049, 16):
        hoard.append(bytearray(b"\x01") * (16 * 1024 * 1024))
        os.write(1, f"HOSTILE-ALLOCATED {mib} MiB\n".encode())
    raise AssertionError("allocated 2 GiB under a 256m limit")
