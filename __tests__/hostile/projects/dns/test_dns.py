# Name resolution from the test phase must fail, both through the libc resolver
# and by asking the configured nameservers directly (they must be unreachable).
import socket
import struct

import pytest


@pytest.mark.parametrize("name", ["github.com", "example.com", "registry.npmjs.org", "pypi.org"])
def test_resolving_fails(name):
    with pytest.raises(socket.gaierror):
        socket.getaddrinfo(name, 443)


def nameservers():
    try:
        with open("/etc/resolv.conf") as f:
            return [l.split()[1] for l in f if l.startswith("nameserver") and len(l.split()) > 1]
    except OSError:
        return []


def test_configured_nameservers_do_not_answer():
    query = struct.pack(">HHHHHH", 0x1234, 0x0100, 1, 0, 0, 0) + b"\x06github\x03com\x00\x00\x01\x00\x01"
    for ns in nameservers() or ["127.0.0.11"]:
        family = socket.AF_INET6 if ":" in ns else socket.AF_INET
        s = socket.socket(family, socket.SOCK_DGRAM)
        s.settimeout(2)
        try:
            with pytest.raises(OSError):
                s.sendto(query, (ns, 53))
                s.recvfrom(512)
        finally:
            s.close()
