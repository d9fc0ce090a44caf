# The recruiting service as an image: compiled in a build stage with every dependency, run by
# `node dist/server.js` with production dependencies only, as the unprivileged `node` user.
#
#   docker build -t recruiting-service .
#   docker run -p 3000:3000 -e DATABASE_URL=… -e JWT_SECRET=… recruiting-service
#   docker run --rm -e DATABASE_URL=… recruiting-service node dist/migrate.js   # the release step
#
# Node.js 22: the service runs on 20.10+, but Kysely and cookie declare 22 as their minimum.
# NODE_IMAGE may name another Debian-based Node.js image (a mirror, or one built offline).
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Dependencies first, so that a change to the source reuses this layer.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# DATA_DIR holds the embedded database (when DATABASE_URL is unset), mail files without SMTP,
# and uploads without S3: writable by the service and nothing else.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Ready means the service can serve: its database (and Redis, when configured) answer.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server.js"]
