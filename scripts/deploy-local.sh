#!/usr/bin/env bash
# The scaled deployment of docs/deploy.md on this one machine: nginx in front of two shop processes
# on two ports (each standing in for a machine, with a DATA_DIR of its own), one PostgreSQL
# database, Redis, and an S3-compatible store (s3rver from npm, standing in for COS, OSS or Ceph).
#
#   scripts/deploy-local.sh start    a fresh database, bucket and Redis database, then everything up
#   scripts/deploy-local.sh stop     everything down (the data stays in DEPLOY_DIR until the next start)
#
# Needs the production build (npm run build), PostgreSQL at 127.0.0.1:5432, Redis and nginx (Debian's).
set -euo pipefail
cd "$(dirname "$0")/.."

DEPLOY_DIR=${DEPLOY_DIR:-/tmp/caigou-deploy}
DEPLOY_PORT=${DEPLOY_PORT:-8080}
WEB_A_PORT=${WEB_A_PORT:-3201}
WEB_B_PORT=${WEB_B_PORT:-3202}
S3_PORT=${S3_PORT:-4569}
DEPLOY_DATABASE=${DEPLOY_DATABASE:-caigou_deploy}
PG=${PG:-postgres://postgres@127.0.0.1:5432}
# Database 13 of the local Redis: apart from the tests' and anyone's default 0.
DEPLOY_REDIS_URL=${DEPLOY_REDIS_URL:-redis://127.0.0.1:6379/13}

pids=$DEPLOY_DIR/pids
logs=$DEPLOY_DIR/logs

stop() {
  if [ -f "$DEPLOY_DIR/nginx/nginx.pid" ]; then
    nginx -p "$DEPLOY_DIR/nginx" -e "$DEPLOY_DIR/nginx/error.log" -c "$DEPLOY_DIR/nginx/nginx.conf" -s stop 2>/dev/null || true
  fi
  for name in web-a web-b s3; do
    if [ -f "$pids/$name" ]; then
      kill "$(cat "$pids/$name")" 2>/dev/null || true
      rm -f "$pids/$name"
    fi
  done
}

# Polls a URL until it answers 200, or gives up naming the log to read.
wait_for() {
  local url=$1 log=$2
  for _ in $(seq 1 240); do
    if curl -fsS -o /dev/null "$url" 2>/dev/null; then return 0; fi
    sleep 0.5
  done
  echo "no answer from $url; its log:" >&2
  tail -n 40 "$log" >&2
  return 1
}

start() {
  stop
  if [ ! -f build/server/index.js ]; then npx react-router build; fi
  command -v nginx >/dev/null || { echo 'nginx is missing: apt-get install -y nginx' >&2; exit 1; }
  redis-cli -u "$DEPLOY_REDIS_URL" ping >/dev/null || { echo "no Redis at $DEPLOY_REDIS_URL" >&2; exit 1; }

  rm -rf "$DEPLOY_DIR"
  mkdir -p "$pids" "$logs" "$DEPLOY_DIR/s3" "$DEPLOY_DIR/web-a" "$DEPLOY_DIR/web-b" "$DEPLOY_DIR/nginx"

  # A fresh deployment: its own database, an empty bucket, an empty Redis database.
  psql -q "$PG/postgres" -c "drop database if exists $DEPLOY_DATABASE with (force)" -c "create database $DEPLOY_DATABASE"
  redis-cli -u "$DEPLOY_REDIS_URL" flushdb >/dev/null

  node_modules/.bin/s3rver -d "$DEPLOY_DIR/s3" -a 127.0.0.1 -p "$S3_PORT" --configure-bucket caigou --silent \
    >"$logs/s3.log" 2>&1 &
  echo $! >"$pids/s3"

  # What the two machines share; each has its own DATA_DIR, so nothing can pass between them on disk.
  export NODE_ENV=production
  export DATABASE_URL=$PG/$DEPLOY_DATABASE
  export REDIS_URL=$DEPLOY_REDIS_URL
  # s3rver's fixed credentials.
  export FILES_URL="s3://S3RVER:S3RVER@127.0.0.1:$S3_PORT/caigou?tls=0"
  export SESSION_SECRET=${SESSION_SECRET:-$(head -c 32 /dev/urandom | base64)}
  export TRUSTED_PROXIES=loopback
  export WEB_CONCURRENCY=1
  export SMS_LOG=0

  # Node itself, not the tsx launcher: the pid written is the process that serves.
  DATA_DIR=$DEPLOY_DIR/web-a PORT=$WEB_A_PORT node --import tsx server.ts >"$logs/web-a.log" 2>&1 &
  echo $! >"$pids/web-a"
  # The first to start migrates and seeds; the second then finds it done (it would wait for it anyway).
  wait_for "http://127.0.0.1:$WEB_A_PORT/" "$logs/web-a.log"
  DATA_DIR=$DEPLOY_DIR/web-b PORT=$WEB_B_PORT node --import tsx server.ts >"$logs/web-b.log" 2>&1 &
  echo $! >"$pids/web-b"
  wait_for "http://127.0.0.1:$WEB_B_PORT/" "$logs/web-b.log"

  sed -e "s#@PREFIX@#$DEPLOY_DIR/nginx#g" -e "s#@PORT@#$DEPLOY_PORT#g" \
    -e "s#@WEB_A@#$WEB_A_PORT#g" -e "s#@WEB_B@#$WEB_B_PORT#g" deploy/nginx.conf.template >"$DEPLOY_DIR/nginx/nginx.conf"
  nginx -p "$DEPLOY_DIR/nginx" -e "$DEPLOY_DIR/nginx/error.log" -c "$DEPLOY_DIR/nginx/nginx.conf"
  wait_for "http://127.0.0.1:$DEPLOY_PORT/" "$DEPLOY_DIR/nginx/error.log"
  echo "Caigou on http://127.0.0.1:$DEPLOY_PORT (machines on :$WEB_A_PORT and :$WEB_B_PORT; logs in $logs)"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
