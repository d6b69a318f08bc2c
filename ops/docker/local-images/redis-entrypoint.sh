#!/bin/sh
# As the official redis image's entrypoint: flags alone run redis-server; started as root it steps
# down to user redis. Debian's redis-server starts in protected mode (refusing every client but
# loopback without a password), which the official image builds out: off here, before the caller's
# own options, which may turn it on again.
set -e
if [ "${1#-}" != "$1" ] || [ "${1%.conf}" != "$1" ]; then
  set -- redis-server "$@"
fi
if [ "$1" = 'redis-server' ]; then
  shift
  if [ "${1%.conf}" != "${1:-}" ]; then
    conf=$1
    shift
    set -- redis-server "$conf" --protected-mode no "$@"
  else
    set -- redis-server --protected-mode no "$@"
  fi
  if [ "$(id -u)" = '0' ]; then
    find . \! -user redis -exec chown redis '{}' +
    exec setpriv --reuid=redis --regid=redis --init-groups "$@"
  fi
fi
umask 0077
exec "$@"
