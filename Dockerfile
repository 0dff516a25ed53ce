# syntax=docker/dockerfile:1
# The portal's image (docs/operations.md#the-container-and-compose): built from the tracked files,
# run as the image's `node` user with its data on the /data volume. `.ci/container-check` does the
# same steps without Docker.

# bookworm's postgresql-client is 15: pg_dump refuses a newer server, so with PostgreSQL 16 or 17
# build with --build-arg NODE_IMAGE=node:22-trixie-slim (client 17).
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The dependencies first: this layer is reused until package.json or the lock file changes.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM ${NODE_IMAGE}
# pg_dump and pg_restore, for `npm run backup` and `npm run restore` with DATABASE_URL.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  DATA_DIR=/data \
  PORT=3000 \
  NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# Owned by root: the user the portal runs as may read its code, not change it.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# npm hands the process over to node (`exec` in the serve script) and passes SIGTERM on
# (docs/operations.md#stopping); run with --init (compose: `init: true`) so zombies are reaped.
CMD ["npm", "run", "serve"]
