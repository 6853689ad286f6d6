# The site as one image: the production server serving the built SPA. The same image runs the
# mock upstream in docker-compose (command: node dist/mock-upstream/index.js).
# No `# syntax` line: nothing here needs a newer Dockerfile frontend, and fetching one needs the
# public image registry. Every stage installs with --ignore-scripts, so no package downloads or
# compiles anything at install time (isolated-vm, pulled in by the page-builder SDK, would try
# both); esbuild and rolldown find their platform binaries as optional dependencies without
# scripts.

# 1. Build: all dependencies, then the client, server and mock bundles.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# The source commit /healthz and site_build_info name (the build context has no .git):
# docker build --build-arg BUILD_COMMIT=$(git rev-parse --short=12 HEAD) .
ARG BUILD_COMMIT=unknown
RUN npm run build

# 2. Production dependencies only (the bundles keep their npm dependencies external): exactly the
#    packages the server and mock bundles import (package.json's `dependencies`; the client's
#    libraries, such as Lingui, are bundled into dist/client at build time and are dev
#    dependencies). So no build tooling reaches the final stage: no Babel, no Lingui macros or
#    config loader, no bundler, no TypeScript.
FROM node:24-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

# 3. Runtime: no build tools, no dev dependencies, not root.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json ./
USER node
EXPOSE 3000
# The probe is bash's /dev/tcp, not a node process: starting node for every check costs a core
# for a second or more, which on a busy host made the checks time out and healthy replicas be
# replaced.
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${PORT:-3000} && printf 'GET /healthz HTTP/1.0\\r\\n\\r\\n' >&3 && grep -q ' 200 ' <&3"]
# node directly (not npm, no shell) so SIGTERM reaches the server and it drains gracefully.
# The young-generation cap keeps RSS near 200 MB under load (scripts/server-node-flags.ts says why).
CMD ["node", "--max-semi-space-size=8", "--v8-pool-size=1", "--no-allocation-site-pretenuring", "dist/server/index.js"]
