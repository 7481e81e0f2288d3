#!/usr/bin/env bash
# pytest samples need pytest in the machine's Python, and pytest-cov for the
# coverage runs (the python runner image has both).
set -euo pipefail
python3 -m pytest --version >/dev/null 2>&1 || python3 -m pip install --quiet 'pytest>=8'
python3 -c 'import pytest_cov' >/dev/null 2>&1 || python3 -m pip install --quiet 'pytest-cov>=5'
