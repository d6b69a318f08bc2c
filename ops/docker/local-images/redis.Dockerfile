# Redis from Debian's redis-server, started as the official redis image starts: user redis, /data its
# working directory and volume, the entrypoint that turns protected mode off (make-local-images.sh).
ARG BASE=taxi-local/debian:bookworm
FROM ${BASE}
RUN apt-get update && apt-get install -y --no-install-recommends redis-server && rm -rf /var/lib/apt/lists/* \
 && mkdir /data && chown redis:redis /data
COPY redis-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
VOLUME /data
WORKDIR /data
EXPOSE 6379
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["redis-server"]
