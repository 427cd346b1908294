# syntax=docker/dockerfile:1
# One container: the site and its embedded PocketBase, data in the /data volume.

# 1. PocketBase, built from the official module at the pinned version.
FROM golang:1.25-bookworm AS pocketbase
ARG PB_VERSION=0.39.11
# timetzdata: the zone database inside the binary, so the reservations' "today in São Paulo" holds
# in the slim runtime image, which may have no /usr/share/zoneinfo.
RUN CGO_ENABLED=0 GOBIN=/out go install -tags timetzdata \
      -ldflags "-s -w -X github.com/pocketbase/pocketbase.Version=${PB_VERSION}" \
      github.com/pocketbase/pocketbase/examples/base@v${PB_VERSION} \
 && mv /out/base /out/pocketbase

# 2. The site.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# 3. Runtime: slim Node 22 LTS, non-root, the same start script as `npm start`.
FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    DEMO=0 \
    PORT=3000 \
    HOST=0.0.0.0 \
    PB_HTTP=127.0.0.1:8090 \
    PB_DATA_DIR=/data/pb_data \
    SITE_DATA_DIR=/data/site \
    POCKETBASE_BIN=/usr/local/bin/pocketbase
WORKDIR /app
COPY --from=pocketbase /out/pocketbase /usr/local/bin/pocketbase
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# The shared rules: the site loads them through node_modules/@veteranos/domain, the hooks by path.
COPY --from=build /app/app/domain ./app/domain
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/server ./server
COPY --from=build /app/config ./config
COPY --from=build /app/pocketbase/pb_migrations ./pocketbase/pb_migrations
COPY --from=build /app/pocketbase/pb_hooks ./pocketbase/pb_hooks
COPY --from=build /app/pocketbase/seed ./pocketbase/seed
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthcheck').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/start.mjs"]
