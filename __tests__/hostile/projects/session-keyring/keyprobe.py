# Hostile case 36's probe, run by the install (probe.js) and by the tests: every key this
# process can reach through its session, user and user-session keyrings, with what
# reading it gave; then it tries to plant a key in the session keyring and to rewrite
# the keys it found, for a later step of the job to find.
import ctypes
import platform
import sys

ARM = platform.machine() in ("aarch64", "arm64")
SYS_ADD_KEY, SYS_KEYCTL = (217, 219) if ARM else (248, 250)
KEYCTL_GET_KEYRING_ID, KEYCTL_UPDATE, KEYCTL_DESCRIBE, KEYCTL_READ = 0, 2, 6, 11
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long


def call(*args):
    r = libc.syscall(*args)
    return r if r >= 0 else -ctypes.get_errno()


def read(key):
    buf = ctypes.create_string_buffer(4096)
    n = call(SYS_KEYCTL, KEYCTL_READ, ctypes.c_int(key), buf, 4096)
    return buf.raw[:n] if n >= 0 else n


def describe(key):
    buf = ctypes.create_string_buffer(512)
    n = call(SYS_KEYCTL, KEYCTL_DESCRIBE, ctypes.c_int(key), buf, 512)
    return buf.value.decode() if n >= 0 else f"error {n}"


phase = sys.argv[1] if len(sys.argv) > 1 else "tests"
for spec, name in ((-3, "@s"), (-4, "@u"), (-5, "@us")):
    ring = call(SYS_KEYCTL, KEYCTL_GET_KEYRING_ID, ctypes.c_int(spec), 0)
    print(f"KEYPROBE {phase} {name} {describe(spec)}")
    ids = read(spec)
    if isinstance(ids, int):
        continue
    for i in range(0, len(ids), 4):
        key = int.from_bytes(ids[i : i + 4], sys.byteorder)
        value = read(key)
        print(f"KEYPROBE {phase} key {describe(key)} read {value!r}")
        payload = b"REWRITTEN-BY-THE-TESTS"
        print(f"KEYPROBE {phase} update {call(SYS_KEYCTL, KEYCTL_UPDATE, ctypes.c_int(key), payload, len(payload))}")
payload = b"PLANTED-BY-THE-TESTS"
planted = call(SYS_ADD_KEY, b"user", b"tc-hostile-planted", payload, len(payload), ctypes.c_int(-3))
print(f"KEYPROBE {phase} plant {'done' if planted >= 0 else planted}")
