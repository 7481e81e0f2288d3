# Runner credentials must not reach the tests. The tests dump everything they
# can see into their output and assertion messages, so a leak would show up in
# results.json and the logs, where the host looks for the secret values.
import os

# SOME_TOKEN: what a service container was started with (docker run -e).
NAMES = ["GITHUB_TOKEN", "ACTIONS_RUNTIME_TOKEN", "ACTIONS_ID_TOKEN_REQUEST_TOKEN", "SECRET", "SOME_TOKEN"]


def everything_visible():
    seen = {"environ": dict(os.environ)}
    for pid in os.listdir("/proc"):
        if pid.isdigit() or pid == "self":
            for part in ("environ", "cmdline"):
                try:
                    with open(f"/proc/{pid}/{part}", "rb") as f:
                        seen[f"/proc/{pid}/{part}"] = f.read().decode("utf8", "replace")
                except OSError:
                    pass
    return seen


def test_dump_environment():
    seen = everything_visible()
    print("HOSTILE-DUMP", seen)
    os.write(2, f"HOSTILE-DUMP {seen}\n".encode())


def test_no_runner_secret_in_environment():
    env = dict(os.environ)
    assert [n for n in NAMES if n in env] == [], f"environment: {env}"


def test_no_runner_secret_in_any_process():
    seen = everything_visible()
    leaked = [(where, n) for where, text in seen.items() for n in NAMES if n in str(text)]
    assert leaked == [], f"visible: {seen}"
