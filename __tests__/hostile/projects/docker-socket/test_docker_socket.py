# No way to the docker engine (or any container runtime) and no privileges.
import os
import stat

import pytest

SOCKETS = [
    "/var/run/docker.sock",
    "/run/docker.sock",
    "/run/containerd/containerd.sock",
    "/var/run/containerd/containerd.sock",
    "/run/docker/containerd/containerd.sock",
    "/run/podman/podman.sock",
]


@pytest.mark.parametrize("path", SOCKETS)
def test_no_runtime_socket(path):
    assert not os.path.lexists(path), f"{path} exists"


def test_no_socket_file_anywhere_reachable():
    found = []
    for top in ["/run", "/var/run", "/tmp", "/work", "/testcage", "/home", "/dev", "/mnt", "/srv"]:
        for root, dirs, files in os.walk(top, onerror=lambda e: None):
            for name in dirs + files:
                try:
                    if stat.S_ISSOCK(os.lstat(os.path.join(root, name)).st_mode):
                        found.append(os.path.join(root, name))
                except OSError:
                    pass
    assert found == []


def test_no_docker_variables():
    assert [k for k in os.environ if k.startswith("DOCKER")] == []


def test_no_socket_mount():
    with open("/proc/self/mountinfo") as f:
        mounts = f.read()
    assert "docker.sock" not in mounts and "containerd.sock" not in mounts, mounts


def test_not_root():
    assert os.getuid() != 0 and os.geteuid() != 0 and os.getgid() != 0


def test_cannot_become_root():
    with pytest.raises(PermissionError):
        os.setuid(0)


def test_no_capabilities():
    with open("/proc/self/status") as f:
        status = dict(line.rstrip("\n").split(":\t", 1) for line in f if ":\t" in line)
    for cap in ("CapInh", "CapPrm", "CapEff", "CapBnd", "CapAmb"):
        if cap in status:
            assert int(status[cap], 16) == 0, f"{cap}={status[cap]}"
    if "NoNewPrivs" in status:  # gVisor does not show it
        assert status["NoNewPrivs"].strip() == "1"
