# Tries, as root would, to change the host's settings and read its secrets from
# the process sandbox. Each write puts back the value already there (or removes
# what it made), so even an uncontained run changes nothing; the test fails when
# the write went through. Where a sandbox runs the tests as root, these pass only
# if something other than file permissions stops them.
import os
import shutil
import subprocess

MARK = os.environ["HOSTILE_MARK"]


def status(field):
    with open("/proc/self/status") as f:
        return next(line.split(":", 1)[1].strip() for line in f if line.startswith(field + ":"))


def test_not_root_no_capabilities_no_new_privs():
    assert os.getuid() != 0 and os.geteuid() != 0
    assert int(status("CapEff"), 16) == 0
    assert status("NoNewPrivs") == "1"


def test_cannot_write_core_pattern():
    with open("/proc/sys/kernel/core_pattern") as f:
        value = f.read()
    try:
        with open("/proc/sys/kernel/core_pattern", "w") as f:
            f.write(value)
    except OSError as e:
        print("HOSTILE-DENIED core_pattern", e)
        return
    raise AssertionError("wrote /proc/sys/kernel/core_pattern")


def test_cannot_write_cgroups():
    made = os.path.join("/sys/fs/cgroup", f"hostile-{MARK}")
    try:
        os.mkdir(made)
    except OSError as e:
        print("HOSTILE-DENIED cgroup mkdir", e)
    else:
        os.rmdir(made)
        raise AssertionError(f"made {made}")
    written = []
    for root, dirs, files in os.walk("/sys/fs/cgroup"):
        for name in files:
            path = os.path.join(root, name)
            if name in ("cgroup.procs", "cgroup.subtree_control", "memory.max", "pids.max", "tasks"):
                try:
                    with open(path) as f:
                        value = f.read()
                    with open(path, "w") as f:
                        f.write(value.split("\n")[0] or "\n")
                    written.append(path)
                except OSError:
                    pass
        if len(written) > 0 or root.count("/") > 5:
            dirs[:] = []
    assert written == [], f"wrote {written}"


def test_cannot_read_shadow():
    try:
        with open("/etc/shadow") as f:
            lines = f.read()
    except OSError as e:
        print("HOSTILE-DENIED shadow", e)
        return
    raise AssertionError(f"read /etc/shadow: {len(lines)} bytes")


def test_sudo_cannot_raise():
    sudo = shutil.which("sudo") or "/usr/bin/sudo"
    if not os.path.exists(sudo):
        print("HOSTILE-DENIED no sudo")
        return
    r = subprocess.run([sudo, "-n", "id", "-u"], capture_output=True, text=True)
    print("HOSTILE-SUDO", r.returncode, r.stdout.strip(), r.stderr.strip())
    assert r.returncode != 0 or r.stdout.strip() != "0", "sudo -n gave root"
