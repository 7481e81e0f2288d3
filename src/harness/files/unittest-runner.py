# testcage: runs unittest discovery and writes a JSON report; written by testcage.
# Standard library only, Python 3.8 and later.
#
#   python3 testcage_unittest.py REPORT [--start DIR] [--pattern GLOB] [ID ...]
#
# Runs from the project folder. IDs are unittest names (pkg.module.Class.test);
# without them every test discovery finds runs. Prints unittest's usual verbose
# text on stdout (for live counts) and writes, per test: module file, definition line, failing
# line (the deepest traceback frame in the test's own file), outcome, message,
# traceback, subtests and the output it wrote. Modules that fail to import are
# listed apart, as collection errors. The report is written as JSON lines as the
# run goes, so a timeout keeps what ran. Exit: 0 all passed, 1 something failed, 5 no tests.

import os
import sys

# Nothing of the project's runs as this harness: while it imports, every sys.path
# entry inside the project folder (the packages the project's install brought, on
# PYTHONPATH) is left out, so a unittest/, json.py or coverage/ the project ships is
# never what runs the tests; the tests then see sys.path as it was (main adds the
# project folder first, as `python -m unittest` does).
PROJECT_ROOT = os.path.realpath(os.getcwd())
STARTUP_PATH = list(sys.path)


def inside_project(entry):
    path = os.path.realpath(entry or os.curdir)
    return path == PROJECT_ROOT or path.startswith(PROJECT_ROOT.rstrip(os.sep) + os.sep)


sys.path[:] = [p for p in STARTUP_PATH if not inside_project(p)]
import inspect  # noqa: E402
import io  # noqa: E402
import json  # noqa: E402
import re  # noqa: E402
import time  # noqa: E402
import traceback  # noqa: E402
import unittest  # noqa: E402

# What unittest imports only on the way: assertLogs (logging), IsolatedAsyncioTestCase (asyncio).
for _later in ("unittest._log", "logging", "unittest.async_case"):
    try:
        __import__(_later)
    except ImportError:
        pass
sys.path[:] = STARTUP_PATH

MAX_TEXT = 64 * 1024
MAX_OUTPUT = 256 * 1024
FORMAT = "testcage-unittest/1"


def text(value, limit=MAX_TEXT):
    try:
        s = value if isinstance(value, str) else str(value)
    except Exception:  # a hostile __str__
        s = "<unprintable>"
    return s[:limit]


def rel(path):
    if not path:
        return None
    try:
        r = os.path.relpath(os.path.abspath(path), os.getcwd())
    except ValueError:
        return None
    return None if r.startswith("..") else r.replace(os.sep, "/")


def test_file_and_line(test):
    method = getattr(test, "_testMethodName", None)
    fn = getattr(type(test), method, None) if method else None
    fn = inspect.unwrap(fn) if fn is not None else None
    try:
        path = inspect.getsourcefile(fn) if fn is not None else inspect.getsourcefile(type(test))
    except (TypeError, OSError):
        path = None
    line = None
    if fn is not None:
        code = getattr(fn, "__code__", None)
        line = code.co_firstlineno if code is not None else None
    return rel(path), line


def failing_line(tb, file):
    found = None
    for frame in traceback.extract_tb(tb):
        if file and rel(frame.filename) == file:
            found = frame.lineno
    return found


def format_error(err):
    exc_type, exc, tb = err
    # Drop unittest's own frames, as unittest itself does.
    while tb is not None and "__unittest" in tb.tb_frame.f_globals:
        tb = tb.tb_next
    return exc_type, exc, tb, text("".join(traceback.format_exception(exc_type, exc, tb)))


def message_of(exc_type, exc):
    msg = text(exc)
    name = getattr(exc_type, "__name__", "Exception")
    if exc_type is AssertionError or (isinstance(exc_type, type) and issubclass(exc_type, AssertionError)):
        return msg or name
    return f"{name}: {msg}" if msg else name


class Tee(io.TextIOBase):
    def __init__(self, real):
        self.real = real
        self.buf = []
        self.size = 0

    def write(self, s):
        if self.size < MAX_OUTPUT:
            piece = s[: MAX_OUTPUT - self.size]
            self.buf.append(piece)
            self.size += len(piece)
        return self.real.write(s)

    def flush(self):
        self.real.flush()

    def isatty(self):
        return False

    def value(self):
        return "".join(self.buf)


class Report:
    """One JSON line per event, flushed as it happens: a killed run keeps what ran."""

    def __init__(self, path):
        self.file = open(path, "a", encoding="utf-8")
        self.add({"type": "start", "format": FORMAT})

    def add(self, record):
        try:
            self.file.write(json.dumps(record) + "\n")
            self.file.flush()
        except (OSError, ValueError):
            pass  # a full disk must not stop the tests


def module_file(name):
    base = name.replace(".", "/")
    for candidate in (base + ".py", base + "/__init__.py"):
        if os.path.isfile(candidate):
            return candidate
    return base + ".py"


class Result(unittest.TextTestResult):
    def __init__(self, report, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.report = report
        self.current = None
        self.collection = 0

    # Output of each test, captured while it runs and still shown in the log.
    def startTest(self, test):
        super().startTest(test)
        self._real = (sys.stdout, sys.stderr)
        self._tees = (Tee(sys.stdout), Tee(sys.stderr))
        sys.stdout, sys.stderr = self._tees
        self._started = time.monotonic()
        file, line = test_file_and_line(test)
        self.current = {
            "id": text(test.id()),
            "class": text(type(test).__qualname__),
            "module": text(type(test).__module__),
            "method": text(getattr(test, "_testMethodName", "")),
            "file": file,
            "line": line,
            "outcome": None,
            "subtests": [],
        }

    def stopTest(self, test):
        if getattr(self, "_real", None):
            sys.stdout, sys.stderr = self._real
            self.current["stdout"] = self._tees[0].value()
            self.current["stderr"] = self._tees[1].value()
            self.current["duration"] = round((time.monotonic() - self._started) * 1000, 3)
            self._real = None
        super().stopTest(test)
        if self.current is not None and type(test).__name__ != "_FailedTest":
            self.report.add({"type": "test", **self.current})
        self.current = None

    def _outcome(self, test, kind, err=None, reason=None):
        entry = self.current
        if entry is None or entry["id"] != text(test.id()):
            # Not a running test: a class or module fixture (setUpClass, setUpModule) failing.
            self._fixture(test, kind, err)
            return
        data = {"kind": kind}
        if err is not None:
            exc_type, exc, tb, formatted = format_error(err)
            data.update(
                {
                    "type": text(getattr(exc_type, "__name__", "")),
                    "message": message_of(exc_type, exc),
                    "traceback": formatted,
                    "failing_line": failing_line(tb, entry["file"]),
                }
            )
        if reason is not None:
            data["message"] = text(reason)
        # A test that failed and then errored in tearDown keeps its first outcome; the second is kept too.
        if entry["outcome"] is None:
            entry["outcome"] = data
        else:
            entry.setdefault("more", []).append(data)

    def _fixture(self, test, kind, err):
        # unittest names these "setUpClass (pkg.mod.Class)" or "setUpModule (pkg.mod)".
        desc = text(getattr(test, "description", None) or test.id())
        m = re.match(r"^(\w+) \((.+)\)$", desc)
        fixture, target = (m.group(1), m.group(2)) if m else (desc, "")
        module, cls = (target.rpartition(".")[0], target.rpartition(".")[2]) if "Class" in fixture else (target, "")
        file = rel(getattr(sys.modules.get(module), "__file__", None))
        message, formatted, line = "", "", None
        if err is not None:
            exc_type, exc, tb, formatted = format_error(err)
            message = message_of(exc_type, exc)
            line = failing_line(tb, file)
        self.report.add(
            {
                "type": "fixture",
                "fixture": fixture,
                "module": module,
                "class": cls,
                "file": file,
                "line": line,
                "kind": kind,
                "message": message,
                "traceback": formatted,
            }
        )

    def addSuccess(self, test):
        super().addSuccess(test)
        self._outcome(test, "passed")

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._outcome(test, "failed", err)

    def addError(self, test, err):
        super().addError(test, err)
        if type(test).__name__ == "_FailedTest":
            self._import_error(test, err)
        else:
            self._outcome(test, "error", err)

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self._outcome(test, "skipped", reason=reason)

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self._outcome(test, "xfail", err)

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self._outcome(test, "xpass")

    def addSubTest(self, test, subtest, err):
        super().addSubTest(test, subtest, err)
        if self.current is None or err is None:
            return
        exc_type, exc, tb, formatted = format_error(err)
        failed = isinstance(exc_type, type) and issubclass(exc_type, test.failureException)
        self.current["subtests"].append(
            {
                "params": text(subtest._subDescription()),
                "kind": "failed" if failed else "error",
                "type": text(getattr(exc_type, "__name__", "")),
                "message": message_of(exc_type, exc),
                "traceback": formatted,
                "failing_line": failing_line(tb, self.current["file"]),
            }
        )

    def _import_error(self, test, err):
        # The loader's stand-in for a module that did not import: the module name is the method name,
        # and the import's own traceback is only text in the ImportError's message.
        name = text(getattr(test, "_testMethodName", ""))
        exc_type, exc, tb, formatted = format_error(err)
        file = module_file(name)
        said = text(exc)
        line = None
        for m in re.finditer(r'File "([^"]+)", line (\d+)', said):
            if rel(m.group(1)) == file:
                line = int(m.group(2))
        last = [row for row in said.splitlines() if row.strip()]
        self.collection += 1
        self.report.add(
            {
                "type": "collection",
                "module": name,
                "file": file,
                "line": line,
                "message": last[-1].strip() if last else message_of(exc_type, exc),
                "traceback": formatted,
            }
        )


def start_coverage():
    """coverage.py around discovery and run, when testcage asks for it (TESTCAGE_UNITTEST_COVERAGE)."""
    target = os.environ.get("TESTCAGE_UNITTEST_COVERAGE")
    if not target:
        return None
    # Trusted tests (TESTCAGE_UNITTEST_TRUSTED): coverage.py from the installation only, never the project's.
    if os.environ.get("TESTCAGE_UNITTEST_TRUSTED"):
        sys.path[:] = [p for p in STARTUP_PATH if not inside_project(p)]
    try:
        import coverage
    except ImportError:
        sys.path[:] = STARTUP_PATH
        with open(os.environ.get("TESTCAGE_UNITTEST_COVERAGE_PROBLEM", target + ".problem"), "w") as f:
            f.write("coverage.py is not installed for this Python: pip install coverage\n")
        return None
    sys.path[:] = STARTUP_PATH
    cov = coverage.Coverage(branch=True, source=[os.getcwd()], data_file=None)
    cov.start()
    return cov, target


def finish_coverage(started):
    if started is None:
        return
    cov, target = started
    cov.stop()
    cov.json_report(outfile=target)
    # coverage.py's own table (with its TOTAL row), as 'coverage report' prints it.
    cov.report(file=sys.stdout)


def main(argv):
    report = Report(argv[0])
    coverage_run = start_coverage()
    start, pattern, ids = ".", "test*.py", []
    rest = argv[1:]
    while rest:
        a = rest.pop(0)
        if a == "--start" and rest:
            start = rest.pop(0)
        elif a == "--pattern" and rest:
            pattern = rest.pop(0)
        else:
            ids.append(a)
    sys.path.insert(0, os.getcwd())
    loader = unittest.TestLoader()
    if ids:
        suite = loader.loadTestsFromNames(ids)
    else:
        suite = loader.discover(start, pattern=pattern, top_level_dir=os.getcwd())
    runner = unittest.TextTestRunner(
        stream=sys.stdout,
        verbosity=2,
        resultclass=lambda *a, **k: Result(report, *a, **k),
    )
    result = runner.run(suite)
    finish_coverage(coverage_run)
    report.add({"type": "end", "testsRun": result.testsRun})
    if result.testsRun == 0:
        return 5
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
