# Runs argv in a new session keyring holding a "runner secret" key, as a runner whose
# credential helper or Kerberos ccache keeps its token in the session keyring would; after
# the child ends, writes what the keyring then holds (each key's description and
# payload) as JSON to the file named by $KEYRING_REPORT.
#   python3 with-session-keyring.py SECRET argv...
import ctypes
import json
import os
import platform
import subprocess
import sys

ARM = platform.machine() in ("aarch64", "arm64")
SYS_ADD_KEY, SYS_KEYCTL = (217, 219) if ARM else (248, 250)
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long


def check(r, what):
    if r < 0:
        raise OSError(ctypes.get_errno(), what)
    return r


def read(key):
    buf = ctypes.create_string_buffer(4096)
    n = check(libc.syscall(SYS_KEYCTL, 11, ctypes.c_int(key), buf, 4096), "keyctl read")
    return buf.raw[:n]


def describe(key):
    buf = ctypes.create_string_buffer(512)
    check(libc.syscall(SYS_KEYCTL, 6, ctypes.c_int(key), buf, 512), "keyctl describe")
    return buf.value.decode()


secret = sys.argv[1].encode()
check(libc.syscall(SYS_KEYCTL, 1, b"tc-hostile-runner-session"), "join session keyring")
check(libc.syscall(SYS_ADD_KEY, b"user", b"tc-hostile-runner-cred", secret, len(secret), ctypes.c_int(-3)), "add_key")
code = subprocess.call(sys.argv[2:])
ids = read(-3)
keys = []
for i in range(0, len(ids), 4):
    key = int.from_bytes(ids[i : i + 4], sys.byteorder)
    keys.append({"description": describe(key).split(";")[-1], "payload": read(key).decode(errors="replace")})
with open(os.environ["KEYRING_REPORT"], "w") as f:
    json.dump(keys, f)
sys.exit(code)
