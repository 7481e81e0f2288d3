#!/usr/bin/env bash
# PHPUnit samples need PHP and PHPUnit on the machine: Debian's php-cli and
# phpunit packages (Packagist is not used; the samples have no Composer deps), and
# php-pcov, the coverage driver the coverage sample needs.
set -euo pipefail
if command -v php >/dev/null 2>&1 && command -v phpunit >/dev/null 2>&1 && php -m | grep -qi '^dom$' &&
  php -m | grep -qi '^pcov$'; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "phpunit samples: install PHP 8, PHPUnit 9.4+ (phpunit on PATH) and the pcov extension, and re-run" >&2
  exit 1
fi
SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends php-cli php-xml php-mbstring php-pcov phpunit >/dev/null
phpunit --version
