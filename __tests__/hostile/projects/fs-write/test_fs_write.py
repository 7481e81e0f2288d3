# Writes outside /tmp and the project copy must fail (read-only root, read-only
# harness); writes to the project copy must stay in the copy: the host checks
# that its own project folder is byte-for-byte unchanged afterwards.
import errno
import os
import pwd

import pytest

HOME = pwd.getpwuid(os.getuid()).pw_dir
PROJECT = os.getcwd()
TARGETS = ["/", "/etc", "/usr", "/usr/local/lib", "/var", "/opt", "/work", "/testcage", "/testcage/harness", HOME]


@pytest.mark.parametrize("directory", TARGETS)
def test_cannot_create_a_file(directory):
    path = os.path.join(directory, "testcage-hostile-planted")
    with pytest.raises(OSError) as info:
        with open(path, "w") as f:
            f.write("planted")
    assert info.value.errno in (errno.EROFS, errno.EACCES, errno.EPERM), info.value


def test_home_is_not_under_tmp():
    assert not HOME.startswith("/tmp"), HOME


@pytest.mark.parametrize("path", ["/etc/passwd", "/etc/hosts", "/usr/bin/python3", "/bin/sh"])
def test_cannot_modify_system_files(path):
    with pytest.raises(OSError):
        with open(path, "a") as f:
            f.write("planted\n")


def test_cannot_make_directories_outside():
    for d in ["/planted", "/etc/planted", "/usr/planted", os.path.join(HOME, "planted")]:
        with pytest.raises(OSError):
            os.mkdir(d)


def test_tmp_is_writable():
    with open("/tmp/hostile-ok", "w") as f:
        f.write("ok")
    os.remove("/tmp/hostile-ok")


def test_zz_tamper_with_the_project_copy():
    # Last test (zz): change, add and remove files in the copy. The host's copy must not change.
    for root, dirs, files in os.walk(PROJECT):
        for name in files:
            with open(os.path.join(root, name), "a") as f:
                f.write("\n# tampered by the sandbox\n")
            os.chmod(os.path.join(root, name), 0o777)
    with open(os.path.join(PROJECT, "planted.txt"), "w") as f:
        f.write("planted")
    os.mkdir(os.path.join(PROJECT, "planted-dir"))
    os.symlink("/etc/shadow", os.path.join(PROJECT, "planted-link"))
    os.remove(os.path.join(PROJECT, "pytest.ini"))
    os.chmod(PROJECT, 0o777)
