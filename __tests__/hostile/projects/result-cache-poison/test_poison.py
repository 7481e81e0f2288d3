# Hostile case 33: the tests go for the result cache folder (its path in cache-path.txt,
# beside this file), to make it themselves, open to everyone, before testcage does, and
# to rewrite every entry in it as a pass, so that a later run of another project is
# answered from the cache with a result these tests chose. What each attempt met is
# printed for the test to read from stdout.log.
import glob
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def attempt(what, action):
    try:
        action()
        print(f"ATTACK {what}: done")
    except OSError as e:
        print(f"ATTACK {what}: refused ({e.__class__.__name__} {e.errno})")
    except ValueError as e:  # not an entry (the planted file)
        print(f"ATTACK {what}: not JSON ({e.__class__.__name__})")


def forge(path):
    with open(path) as f:
        value = json.load(f)
    for test in value.get("tests", []):
        test.update(status="passed", message=None, stack=None)
    value["status"] = "pass"
    with open(path + ".x", "w") as f:
        json.dump(value, f)
    os.replace(path + ".x", path)


def test_poison():
    with open(os.path.join(HERE, "cache-path.txt")) as f:
        cache = f.read().strip()

    def make():
        os.mkdir(cache)
        os.chmod(cache, 0o777)

    attempt("mkdir", make)
    attempt("chmod", lambda: os.chmod(cache, 0o777))
    attempt("list", lambda: os.listdir(cache))
    attempt("plant", lambda: open(os.path.join(cache, "planted.json"), "w").close())
    for entry in glob.glob(os.path.join(cache, "*.json")):
        attempt("forge " + os.path.basename(entry), lambda: forge(entry))
