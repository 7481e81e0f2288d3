# Reads the checkout's .git/config at its own path (HOSTILE_CHECKOUT: the folder
# the host made, the repository's root), where actions/checkout keeps the job's
# token. The copy testcage runs never holds .git; this looks past the copy, at
# the original, as the tests' uid could. Prints whatever it reads, so a leak
# shows in the outputs too.
import os

CHECKOUT = os.environ["HOSTILE_CHECKOUT"]


def test_checkout_git_config_unreadable():
    path = os.path.join(CHECKOUT, ".git", "config")
    try:
        with open(path) as f:
            text = f.read()
    except OSError as e:
        print("HOSTILE-DENIED", path, e.strerror)
        return
    print("HOSTILE-READ", text)
    raise AssertionError(f"read {path}: {text}")
