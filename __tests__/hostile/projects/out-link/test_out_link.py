# Hostile case 35: the results folder the run was given (--out) lies under a folder that
# does not exist yet, in a folder everyone may write (/tmp). The test makes that folder
# first, as a link to a folder of the host's (both paths in plant.txt, beside this
# file), so that testcage, writing its results after the run, writes them there. What
# the attempt met is printed for the host to read.
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def test_plant_link():
    with open(os.path.join(HERE, "plant.txt")) as f:
        link, target = f.read().split()
    try:
        os.symlink(target, link)
        print("ATTACK link: planted")
    except OSError as e:
        print(f"ATTACK link: refused ({e.__class__.__name__} {e.errno})")
