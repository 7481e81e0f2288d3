# Hostile case 37: as root the tests run as nobody, who may write the host's /tmp (mode
# 1777) and read what others leave there. The tests read a file the runner left in /tmp
# and plant one for a later step (both names in names.txt, beside this file); writing to
# /tmp must still work, as the project's tests expect. What each attempt met is printed.
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def test_root_tmp():
    with open(os.path.join(HERE, "names.txt")) as f:
        runner_file, planted = f.read().split()
    try:
        with open(runner_file) as f:
            print(f"ATTACK read: {f.read()!r}")
    except OSError as e:
        print(f"ATTACK read: refused ({e.__class__.__name__} {e.errno})")
    with open(planted, "w") as f:
        f.write("planted by the tests\n")
    with open(planted) as f:
        print(f"ATTACK plant: wrote {f.read()!r}")
    print(f"ATTACK tmp holds: {sorted(os.listdir('/tmp'))!r}")
