#!/usr/bin/env bash
# Checks that a built gateway image really runs: scripts/check-image.sh <image> (e.g. taxi-gateway:latest).
# Needs only bash and a Docker engine (no curl, no Node on the host; HTTP to the published port goes
# through bash's /dev/tcp). Runs the image as compose does (read-only, no capabilities, 256 MiB), then:
# health check healthy, /readyz ready, admin login, the basemap and the API docs' assets with that
# session, JSON logs, /metrics absent from the published port but served inside the container with
# METRICS_PORT, the SPA, and mock mode with --network none; prints the image size, the runtime
# node_modules size and the memory in use. Removes its containers whatever happens. Exit 0 = all passed.
# CHECK_TIMEOUT: seconds to wait for a container to turn healthy (default 120).
set -uo pipefail

image=${1:?usage: scripts/check-image.sh <image>}
timeout=${CHECK_TIMEOUT:-120}
suffix="$$-$RANDOM"
main="taxi-check-$suffix"
offline="taxi-check-offline-$suffix"
passed=0
failed=0

cleanup() { docker rm -f "$main" "$offline" >/dev/null 2>&1 || true; }
trap cleanup EXIT
trap 'exit 130' INT TERM

ok() { passed=$((passed + 1)); printf 'ok    %s\n' "$*"; }
fail() { failed=$((failed + 1)); printf 'FAIL  %s\n' "$*"; }
check() { # check NAME COMMAND...: passes when the command succeeds
  local name=$1
  shift
  if "$@"; then ok "$name"; else fail "$name"; fi
}

# The same hardening as docker-compose.yml; METRICS_HOST=0.0.0.0 as there (the port is never published).
run() { # run NAME [docker run options...]
  local name=$1
  shift
  docker run -d --name "$name" --read-only --tmpfs /tmp --cap-drop ALL \
    --security-opt no-new-privileges:true --memory 256m \
    -e METRICS_PORT=9464 -e METRICS_HOST=0.0.0.0 "$@" "$image" >/dev/null
}

healthy() { # healthy NAME: waits for the image's HEALTHCHECK to pass
  local status
  for _ in $(seq "$timeout"); do
    status=$(docker inspect -f '{{.State.Health.Status}}' "$1" 2>/dev/null) || return 1
    case $status in
      healthy) return 0 ;;
      unhealthy) return 1 ;;
    esac
    sleep 1
  done
  return 1
}

# http METHOD PATH [JSON BODY] [COOKIE]: the raw response (status line, headers, body) from the published port.
http() {
  local method=$1 path=$2 body=${3:-} cookie=${4:-}
  exec 3<>"/dev/tcp/$host/$port" || return 1
  {
    printf '%s %s HTTP/1.1\r\nHost: %s:%s\r\nConnection: close\r\n' "$method" "$path" "$host" "$port"
    if [ -n "$cookie" ]; then printf 'Cookie: %s\r\n' "$cookie"; fi
    if [ -n "$body" ]; then printf 'Content-Type: application/json\r\nContent-Length: %s\r\n' "${#body}"; fi
    printf '\r\n%s' "$body"
  } >&3
  timeout 20 cat <&3 | tr -d '\r'
  exec 3<&-
}
status() { head -n 1 | cut -d ' ' -f 2; } # the status code of a raw response

# inside NAME URL: the status code and body of a GET made inside the container (its own loopback).
inside() {
  docker exec "$1" node -e 'fetch(process.argv[1]).then(async (r) => console.log(r.status, await r.text()), () => console.log(0))' "$2"
}
# login_inside NAME: the status code of admin/admin's login made inside the container.
login_inside() {
  docker exec "$1" node -e "fetch('http://127.0.0.1:3000/api/admins/login', { method: 'POST',
    headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin' }) })
    .then((r) => console.log(r.status), () => console.log(0))"
}

echo "Checking $image"
docker image inspect "$image" >/dev/null || exit 1

# --- the image as compose runs it, port published on 127.0.0.1 (a free one) ---
run "$main" -p 127.0.0.1::3000
started=$(date +%s)
if healthy "$main"; then
  ok "health check healthy after $(($(date +%s) - started)) s"
else
  fail "health check healthy (status $(docker inspect -f '{{.State.Health.Status}}' "$main" 2>&1))"
  docker logs --tail 20 "$main" 2>&1
  exit 1
fi
published=$(docker port "$main" 3000/tcp | head -n 1)
host=${published%:*}
port=${published##*:}

readyz=$(http GET /readyz)
check "/readyz 200 ready: $(echo "$readyz" | tail -n 1)" \
  test "$(status <<<"$readyz")" = 200 -a -n "$(echo "$readyz" | grep '"status":"ready"')"

login=$(http POST /api/admins/login '{"username":"admin","password":"admin"}')
cookie=$(echo "$login" | sed -n 's/^[Ss]et-[Cc]ookie: \([^;]*\);.*/\1/p' | paste -sd ';' - | sed 's/;/; /g')
check "POST /api/admins/login admin/admin: $(status <<<"$login")" test "$(status <<<"$login")" = 200
for path in /api/geo/basemap /api/docs /api/docs/assets/swagger-ui-bundle.js /api/docs/assets/swagger-ui.css; do
  code=$(http GET "$path" '' "$cookie" | status)
  check "GET $path with the session: $code" test "$code" = 200
done
code=$(http GET /admin/dashboard | status)
check "GET /admin/dashboard (the SPA): $code" test "$code" = 200

code=$(http GET /metrics | status)
check "/metrics not on the published port: $code" test "$code" != 200
check "only port 3000 published: $(docker port "$main" | paste -sd ' ' -)" \
  test "$(docker port "$main" | grep -vc '^3000/tcp')" = 0
metrics=$(inside "$main" http://127.0.0.1:9464/metrics)
check "METRICS_PORT=9464 inside the container: ${metrics%% *}" \
  test "${metrics%% *}" = 200 -a -n "$(echo "$metrics" | grep '^# HELP')"

logs=$(docker logs "$main" 2>&1)
bad=$(echo "$logs" | docker exec -i "$main" node -e '
  let text = ""; process.stdin.on("data", (d) => (text += d)).on("end", () => {
    const lines = text.split("\n").filter(Boolean);
    const bad = lines.filter((line) => { try { return typeof JSON.parse(line) !== "object"; } catch { return true; } });
    console.log(`${lines.length} ${bad.length} ${bad[0] ?? ""}`);
  });')
check "logs are JSON (lines, not JSON, first bad: $bad)" test "$(echo "$bad" | cut -d ' ' -f 2)" = 0

# --- no network at all: mock mode needs none ---
run "$offline" --network none
if healthy "$offline"; then
  ready=$(inside "$offline" http://127.0.0.1:3000/readyz)
  check "--network none: /readyz ${ready%% *}" test "${ready%% *}" = 200
  code=$(login_inside "$offline")
  check "--network none: login $code" test "$code" = 200
else
  fail "--network none: health check healthy"
fi

# --- figures ---
echo "image size: $(($(docker image inspect -f '{{.Size}}' "$image") / 1000000)) MB"
echo "runtime node_modules: $(docker exec "$main" du -sh --apparent-size /app/node_modules | cut -f 1)" \
  "($(docker exec "$main" du -sh /app/node_modules | cut -f 1) on disk, $(docker exec "$main" find /app/node_modules -type f | wc -l) files)"
echo "memory after the checks: $(docker stats --no-stream --format '{{.MemUsage}}' "$main")"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
