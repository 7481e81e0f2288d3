#!/usr/bin/env bash
# Installs what the sample projects need to run natively (their frameworks), by
# running each framework's own __tests__/samples/<fw>/setup.sh. Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
for setup in __tests__/samples/*/setup.sh; do
  [ -f "$setup" ] || continue
  echo "samples: $(dirname "$setup")"
  bash "$setup"
done
# Exercism's JavaScript runner goldens run with the jest and babel its image brings.
echo "samples: __tests__/exercism/javascript"
bash __tests__/exercism/javascript/setup.sh
# The bundle is also tested under Node 24, GitHub's action runtime.
bash scripts/ensure-node24.sh
# promptfoo, for the test that runs `promptfoo eval` over the provider bundle (docs/promptfoo.md); needs Node 24.
bash scripts/setup-promptfoo.sh
