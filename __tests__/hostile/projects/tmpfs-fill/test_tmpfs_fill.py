# Fills /tmp (a tmpfs capped by --tmpfs-size) and /dev/shm (docker's 64 MiB
# tmpfs): writing must stop with ENOSPC at about the cap, never spill onto the
# host's disk. pytest's own capture files live in /tmp too, so the file is
# removed before anything is printed.
import errno
import os

MIB = 1024 * 1024


def fill(path, limit_mib):
    written = 0
    error = None
    chunk = b"\xff" * MIB
    try:
        with open(path, "wb") as f:
            for _ in range(limit_mib):
                f.write(chunk)
                f.flush()
                written += MIB
    except OSError as e:
        error = e
    finally:
        try:
            os.remove(path)
        except OSError:
            pass
    return written // MIB, error


def test_filling_tmp_stops_with_enospc():
    cap = int(os.environ["HOSTILE_TMPFS_MIB"])
    written, error = fill("/tmp/fill.bin", cap * 4)
    print(f"HOSTILE-WRITTEN /tmp {written} MiB: {error!r}")
    assert error is not None and error.errno == errno.ENOSPC, error
    assert written <= cap


def test_filling_dev_shm_stops_with_enospc():
    written, error = fill("/dev/shm/fill.bin", 256)
    print(f"HOSTILE-WRITTEN /dev/shm {written} MiB: {error!r}")
    # The service sandbox limits every file to the disk cap (64m in the suite, the
    # size of /dev/shm too), so EFBIG may come first: stopped at the cap either way.
    assert error is not None and error.errno in (errno.ENOSPC, errno.EFBIG), error
    assert written <= 64
