#!/usr/bin/env bash
# Brings up a local Docker engine for the container sandboxes, idempotently and
# quickly when everything is already there (docs/architecture.md §4):
#   - installs Debian's docker.io, runsc (gVisor), debootstrap and sudo if missing;
#   - configures dockerd with no bridge network and no iptables (so no
#     private-range addresses exist) and the runsc runtime;
#   - starts dockerd if it is not answering;
#   - builds the base image from debootstrap (no registry is reachable here)
#     and the runner images (runner-images/build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

log() { echo "docker-up: $*"; }

missing=()
command -v dockerd >/dev/null || missing+=(docker.io)
command -v runsc >/dev/null || missing+=(runsc)
command -v debootstrap >/dev/null || missing+=(debootstrap)
# sudo: the disk-cap test runs the CLI as a non-root user that mounts through
# `sudo -n`, as the action does on GitHub's hosted runners.
command -v sudo >/dev/null || missing+=(sudo)
if [ ${#missing[@]} -gt 0 ]; then
  log "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Debian's docker.io puts its client in /usr/bin; use it over any other client on PATH
# so client and engine versions match.
DOCKER=/usr/bin/docker
[ -x "$DOCKER" ] || DOCKER=$(command -v docker)

want_config='{
  "bridge": "none",
  "iptables": false,
  "ip6tables": false,
  "ip-forward": false,
  "ip-masq": false,
  "runtimes": {
    "runsc": { "path": "/usr/bin/runsc", "runtimeArgs": ["--platform=ptrace", "--network=none"] }
  }
}'
mkdir -p /etc/docker
if [ "$(cat /etc/docker/daemon.json 2>/dev/null)" != "$want_config" ]; then
  log "writing /etc/docker/daemon.json"
  echo "$want_config" > /etc/docker/daemon.json
  if "$DOCKER" info >/dev/null 2>&1; then
    log "restarting dockerd for the new configuration"
    pkill -x dockerd || true
    for _ in $(seq 1 30); do pgrep -x dockerd >/dev/null || break; sleep 1; done
  fi
fi

if ! "$DOCKER" info >/dev/null 2>&1; then
  log "starting dockerd"
  # No systemd here: run it detached, its log beside the other daemons'.
  nohup dockerd >/var/log/testcage-dockerd.log 2>&1 &
  for _ in $(seq 1 60); do
    "$DOCKER" info >/dev/null 2>&1 && break
    sleep 1
  done
  "$DOCKER" info >/dev/null 2>&1 || { tail -n 30 /var/log/testcage-dockerd.log >&2; log "dockerd did not start"; exit 1; }
fi
"$DOCKER" info --format 'docker-up: engine {{.ServerVersion}}, runtimes: {{range $k, $v := .Runtimes}}{{$k}} {{end}}'

bash runner-images/build.sh
