# testcage: starts pytest in trusted-tests mode; written by testcage.
# Standard library only, Python 3.8 and later.
#
#   python3 testcage_pytest.py PYTEST-ARGS...
#
# Runs from the project folder, like `python3 -m pytest PYTEST-ARGS...`, with one
# difference: pytest, its dependencies, the plugins the run loads and the modules
# pytest imports later on are imported first from the interpreter's installation,
# with every sys.path entry inside the project folder (the folder itself, the
# packages the project's install brought) left out, so a `pytest/`, `_pytest/`,
# `pluggy/`, `py.py` or `iniconfig/` the project ships is never what runs the tests.
# Then sys.path is what `python3 -m pytest` gives (the project folder first), so
# the tests import what they would natively. Exit: pytest's own, or 4 (with "No
# module named pytest" on stderr) when the interpreter has no pytest of its own.

import importlib
import os
import sys

# Imported by pytest and its plugins after start-up, some only on the way
# (a failed comparison's diff, a doctest, --pdb, a minversion check).
LATER = (
    "difflib",
    "doctest",
    "exceptiongroup",
    "faulthandler",
    "getpass",
    "grp",
    "hashlib",
    "importlib.metadata",
    "logging",
    "packaging.requirements",
    "packaging.version",
    "pdb",
    "pickle",
    "pkgutil",
    "pprint",
    "pwd",
    "py",
    "shutil",
    "subprocess",
    "tempfile",
    "tomli",
    "tomllib",
    "tracemalloc",
    "typing_extensions",
    "unittest",
    "warnings",
)


def inside(entry, root):
    path = os.path.realpath(entry or os.curdir)
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


def requested_plugins(args):
    """The modules named by -p (not -p no:NAME), on the command line or in PYTEST_PLUGINS."""
    names = [p.strip() for p in os.environ.get("PYTEST_PLUGINS", "").split(",") if p.strip()]
    for i, a in enumerate(args):
        if a == "-p" and i + 1 < len(args):
            names.append(args[i + 1])
        elif a.startswith("-p") and len(a) > 2:
            names.append(a[2:].lstrip("="))
    return [n for n in names if n and not n.startswith("no:")]


def plugin_modules(requested):
    """pytest11 entry points: all of them when pytest autoloads plugins, else those of the -p packages."""
    try:
        from importlib.metadata import entry_points

        found = entry_points()
        eps = found.select(group="pytest11") if hasattr(found, "select") else found.get("pytest11", [])
    except Exception:  # a broken installed distribution: pytest itself will say so
        return []
    autoload = not os.environ.get("PYTEST_DISABLE_PLUGIN_AUTOLOAD")
    tops = {r.split(".")[0] for r in requested}
    return [ep.value.split(":")[0] for ep in eps if autoload or ep.value.split(".")[0].split(":")[0] in tops]


def import_installed(args):
    """Imports pytest and what it will load from the installation; returns the pytest module."""
    import pytest
    import _pytest.config

    for name in getattr(_pytest.config, "default_plugins", ()):
        try:
            importlib.import_module("_pytest." + name)
        except ImportError:
            pass
    requested = requested_plugins(args)
    for name in requested + plugin_modules(requested) + list(LATER):
        try:
            importlib.import_module(name)
        except Exception:  # missing here: pytest reports a missing plugin itself
            pass
    return pytest


def main():
    root = os.path.realpath(os.getcwd())
    # sys.path[0] is this file's folder, the harness (testcage's, not the project's).
    here = os.path.dirname(os.path.abspath(__file__))
    installed = sys.path[1:] if sys.path and os.path.abspath(sys.path[0] or os.curdir) == here else sys.path[:]
    sys.path[:] = [p for p in installed if not inside(p, root)]
    try:
        pytest = import_installed(sys.argv[1:])
    except ImportError as err:
        sys.stderr.write(
            f"testcage: No module named pytest outside the project for {sys.executable} ({err}); trusted "
            "tests run the interpreter's own pytest, never one the project brings\n"
        )
        return 4
    # As `python3 -m pytest`: the project folder first, then PYTHONPATH and the installation.
    sys.path[:] = [os.getcwd()] + installed
    sys.argv[0] = os.path.join(os.path.dirname(pytest.__file__), "__main__.py")
    return pytest.console_main()


if __name__ == "__main__":
    sys.exit(main())
