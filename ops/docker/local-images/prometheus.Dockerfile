# Prometheus from Debian's package, started as the official prom/prometheus image starts: user nobody,
# /prometheus its working directory and volume, the same entrypoint and arguments; wget for health
# checks, as busybox gives the official image (make-local-images.sh).
ARG BASE=taxi-local/debian:bookworm
FROM ${BASE}
RUN apt-get update && apt-get install -y --no-install-recommends prometheus wget && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /prometheus && chown nobody:nogroup /prometheus
USER nobody
EXPOSE 9090
VOLUME ["/prometheus"]
WORKDIR /prometheus
ENTRYPOINT ["/usr/bin/prometheus"]
CMD ["--config.file=/etc/prometheus/prometheus.yml", "--storage.tsdb.path=/prometheus"]
