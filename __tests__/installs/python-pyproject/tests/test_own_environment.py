# Python started again with an environment of its own still finds what the project
# installed, as in a virtualenv: a subprocess given env={}, and one whose PYTHONPATH a
# tool set itself (pytest-mypy-plugins does that for mypy).
import os
import subprocess
import sys


def test_subprocess_with_its_own_environment():
    for env in ({}, {**os.environ, "PYTHONPATH": os.path.dirname(__file__)}):
        subprocess.run([sys.executable, "-c", "import calcpkg, humanize, inflection"], env=env, check=True)
