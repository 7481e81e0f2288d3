# The service sandbox's variant of fs-write: the tests run by docker exec as
# their own uid in a long-lived container, with a private work folder under
# /tmp and the harness folder owned by another uid. Writes outside the work
# folder and /tmp must fail; the harness can be read but neither changed,
# renamed, removed nor re-permissioned; the project copy is the tests' to
# tamper with, and the host checks afterwards that its own folder is unchanged.
import errno
import os
import pwd

import pytest

PROJECT = os.getcwd()
RUN_DIR = os.path.dirname(PROJECT)
HARNESS = "/tmp/testcage-harness"
IMAGE_USER_HOME = pwd.getpwuid(10001).pw_dir
TARGETS = ["/", "/etc", "/usr", "/usr/local/lib", "/var", "/opt", "/home", IMAGE_USER_HOME, HARNESS]
DENIED = (errno.EROFS, errno.EACCES, errno.EPERM)


@pytest.mark.parametrize("directory", TARGETS)
def test_cannot_create_a_file(directory):
    with pytest.raises(OSError) as info:
        with open(os.path.join(directory, "testcage-hostile-planted"), "w") as f:
            f.write("planted")
    assert info.value.errno in DENIED, info.value


@pytest.mark.parametrize("path", ["/etc/passwd", "/etc/hosts", "/usr/bin/python3", "/bin/sh"])
def test_cannot_modify_system_files(path):
    with pytest.raises(OSError):
        with open(path, "a") as f:
            f.write("planted\n")


def test_runs_as_its_own_uid_not_the_harness_owner():
    st = os.stat(HARNESS)
    assert os.getuid() not in (0, 10001, st.st_uid), (os.getuid(), st.st_uid)
    assert st.st_mode & 0o222 == 0, oct(st.st_mode)


def test_cannot_change_the_harness():
    with pytest.raises(OSError) as info:
        os.chmod(HARNESS, 0o777)
    assert info.value.errno in DENIED
    with pytest.raises(OSError):
        os.rename(HARNESS, HARNESS + "-moved")
    with pytest.raises(OSError):
        os.rmdir(HARNESS)
    with pytest.raises(OSError):
        os.mkdir(os.path.join(HARNESS, "planted"))
    for name in os.listdir(HARNESS):
        path = os.path.join(HARNESS, name)
        with pytest.raises(OSError):
            open(path, "a").close()
        with pytest.raises(OSError):
            os.chmod(path, 0o666)
        with pytest.raises(OSError):
            os.remove(path)


def test_cannot_touch_other_folders_in_tmp():
    for name in os.listdir("/tmp"):
        path = os.path.join("/tmp", name)
        if path in (RUN_DIR, HARNESS) or os.stat(path).st_uid == os.getuid():
            continue
        with pytest.raises(OSError):
            os.rename(path, path + "-moved")


def test_work_folder_and_tmp_are_writable():
    for d in [PROJECT, os.environ["HOME"], os.environ["TMPDIR"], "/tmp"]:
        with open(os.path.join(d, "hostile-ok"), "w") as f:
            f.write("ok")
        os.remove(os.path.join(d, "hostile-ok"))


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
