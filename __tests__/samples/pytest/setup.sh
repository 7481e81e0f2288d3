#!/usr/bin/env bash
# pytest samples need only pytest in the machine's Python.
set -euo pipefail
python3 -m pytest --version >/dev/null 2>&1 || python3 -m pip install --quiet 'pytest>=8'
