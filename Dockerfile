# Base: Node 26, the Active LTS line since 2026-10-28 (Node 20 reached end of life on 2026-04-30),
# pinned by version and digest. The digest is the one public projects pin for this tag; Docker Hub
# was not reachable when it was chosen, so it is unverified here: check it with
#   docker buildx imagetools inspect node:26.10.0-bookworm-slim
# and bump both together. 26.10.0 is the newest 26.x this project could test (README "Node versions").
ARG NODE_IMAGE=node:26.10.0-bookworm-slim@sha256:662933cf47f013bc8e4beb31a6116448427a82057ba7c42c97e4c5ba766504c2

# Build: install everything (no install scripts: nothing here needs them), build SPA + gateway bundle.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY contracts/package.json contracts/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --ignore-scripts --no-audit --no-fund
# Only what the build reads, so an edit to docs or tests does not rebuild the image.
COPY contracts/tsconfig.json contracts/
COPY contracts/src contracts/src
COPY gateway/build.mjs gateway/tsconfig.json gateway/
COPY gateway/src gateway/src
COPY web/index.html web/vite.config.ts web/vite-plugin-chunk-graph.ts web/tsconfig.json web/
COPY web/public web/public
COPY web/scripts web/scripts
COPY web/src web/src
RUN npm run build

# Runtime: only the gateway's production dependencies; contracts are bundled into main.js.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY ops/docker/prune-node-modules.mjs /tmp/
# The workspace manifests are needed by `npm ci` only; the link to contracts goes with them.
# --omit=optional too: the lock marks a dev dependency that is also an optional peer of a web dependency
# `devOptional` (@sinclair/typebox, 2.7 MB), and --omit=dev alone installs those.
# The prune (ops/docker/prune-node-modules.mjs) deletes what the gateway never loads, each removal with its
# reason, and fails the build if a file the gateway reads is gone; in this RUN, so the layer really shrinks.
RUN npm ci --omit=dev --omit=optional --workspace gateway --ignore-scripts --no-audit --no-fund \
  && rm -rf node_modules/@taxi contracts web \
  && node /tmp/prune-node-modules.mjs && rm /tmp/prune-node-modules.mjs \
  && npm cache clean --force
COPY --from=build /app/gateway/dist ./gateway/dist
COPY --from=build /app/web/dist ./web/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Source maps are shipped (main.js.map) and used: stack traces in the logs name the TypeScript lines.
CMD ["node", "--enable-source-maps", "gateway/dist/main.js"]
