# nginx from Debian's nginx-light, started as the official nginx image starts: in the foreground,
# logs to the container's output, stopped gracefully by SIGQUIT; wget for health checks, as busybox
# gives the official Alpine image (make-local-images.sh).
ARG BASE=taxi-local/debian:bookworm
FROM ${BASE}
RUN apt-get update && apt-get install -y --no-install-recommends nginx-light wget && rm -rf /var/lib/apt/lists/* \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
