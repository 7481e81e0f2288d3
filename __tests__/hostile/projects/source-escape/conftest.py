# Hostile (case 25): the checkout holds `h -> /` and `out -> <a folder outside it>`
# (made by the test, since a link to a temporary folder cannot be committed). The
# report is rewritten to name test files through those links, with names of
# functions in them, so that whatever reads source files for the outputs (the Exercism
# export's test_code, a test's line) would read the host's files outside the project.
import os


def pytest_unconfigure(config):
    path = getattr(config.option, "xmlpath", None)
    outside = os.environ.get("HOSTILE_OUTSIDE", "")
    if not path or not outside:
        return
    cases = [
        ("out/secret_test.py", "out.secret_test"),
        (f"h{outside}/secret_test.py", "h.secret_test"),
        ("out/../out/secret_test.py", "out.secret_test2"),
    ]
    body = "".join(
        f'<testcase classname="{cls}" name="test_secret" file="{file}" line="1" time="0.001"/>'
        for file, cls in cases
    )
    with open(path, "w") as f:
        f.write(
            '<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" '
            f'tests="{len(cases)}" failures="0" errors="0" skipped="0">{body}</testsuite></testsuites>'
        )
