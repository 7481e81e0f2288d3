# Fills every writable folder of the run that is not a tmpfs: the project copy,
# the reports folder next to it and the run's cache. Writing must stop at the
# run's disk cap (ENOSPC from the capped file system, EFBIG from the per-file
# limit, or the run being stopped), never fill the host's disk. Each test
# removes what it wrote so the next one starts from the same point; then many
# small files (only their total is over the cap); the last one leaves the disk
# full, which results.json must report (disk-limit).
import errno
import os

MIB = 1024 * 1024
PROJECT = os.getcwd()
LIMIT_MIB = int(os.environ.get("HOSTILE_DISK_LIMIT_MIB", "256"))


def cache_dir():
    # docker: /testcage/cache; service: the run folder's cache next to the project.
    for d in ["/testcage/cache", os.path.join(os.path.dirname(PROJECT), "cache")]:
        if os.path.isdir(d) and os.access(d, os.W_OK):
            return d
    raise AssertionError("no writable cache folder")


TARGETS = {
    "project": lambda: PROJECT,
    "reports": lambda: os.path.join(os.path.dirname(PROJECT), "reports"),
    "cache": cache_dir,
}


def fill(path, keep=False):
    written = 0
    error = None
    chunk = b"\xff" * MIB
    try:
        with open(path, "wb") as f:
            for _ in range(LIMIT_MIB):
                f.write(chunk)
                f.flush()
                written += MIB
    except OSError as e:
        error = e
    if not keep:
        os.remove(path)
    return written // MIB, error


def check(target, keep=False):
    written, error = fill(os.path.join(TARGETS[target](), "hostile-fill.bin"), keep)
    print(f"HOSTILE-WRITTEN {target} {written} MiB: {error!r}", flush=True)
    assert error is not None and error.errno in (errno.ENOSPC, errno.EFBIG, errno.EDQUOT), error
    assert written < LIMIT_MIB


def test_a_project_copy():
    check("project")


def test_b_reports_folder():
    check("reports")


def test_c_cache():
    check("cache")


def test_y_many_files():
    # Each file under any per-file limit; only the total is over the cap.
    paths, written, error = [], 0, None
    try:
        for i in range(LIMIT_MIB // 4):
            paths.append(os.path.join(PROJECT, f"hostile-part-{i}.bin"))
            with open(paths[-1], "wb") as f:
                for _ in range(4):
                    f.write(b"\xff" * MIB)
                    f.flush()
                    written += MIB
    except OSError as e:
        error = e
    for p in paths:
        os.remove(p)
    print(f"HOSTILE-WRITTEN files {written // MIB} MiB: {error!r}", flush=True)
    assert error is not None and error.errno == errno.ENOSPC, error


def test_z_leave_it_full():
    check("project", keep=True)
