# Outbound network from the test phase: every connection must fail. The run
# passes only when contained. HOSTILE_PORT is a TCP server on the HOST's
# 127.0.0.1 and HOSTILE_ABSTRACT an abstract unix socket in the host's network
# namespace; the host checks that neither saw a connection.
import errno
import os
import socket

import pytest

PORT = int(os.environ["HOSTILE_PORT"])
ABSTRACT = os.environ["HOSTILE_ABSTRACT"]


@pytest.mark.parametrize(
    "host,port",
    [("1.1.1.1", 53), ("1.1.1.1", 80), ("127.0.0.1", PORT), ("localhost", PORT)],
)
def test_tcp_connect_fails(host, port):
    with pytest.raises(OSError) as info:
        socket.create_connection((host, port), timeout=3).close()
    print(f"connect {host}:{port}: {info.value!r}")


def test_udp_send_to_the_internet_fails():
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        with pytest.raises(OSError) as info:
            s.sendto(b"\0" * 12, ("1.1.1.1", 53))
        assert info.value.errno in (errno.ENETUNREACH, errno.EHOSTUNREACH, errno.EPERM), info.value
    finally:
        s.close()


def test_host_abstract_unix_socket_unreachable():
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        with pytest.raises(OSError):
            s.connect("\0" + ABSTRACT)
    finally:
        s.close()


def test_only_loopback_interface():
    names = {name for _, name in socket.if_nameindex()}
    assert names <= {"lo"}, names
