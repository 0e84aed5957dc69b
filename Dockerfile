# The product: the built site and the API from one Node process (server/), on PostgreSQL (DATABASE_URL) or the
# embedded database under /data. See docs/deploy.md.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build --outDir dist

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data SITE_DIR=/app/dist
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: the `prepare` script (Panda codegen) is a build step, done in the build stage.
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-ssr ./dist-ssr
COPY server ./server
# What the server stands on (docs/decisions/019): the base layer only. It never imports src/: the app's words come
# from the built renderer (dist-ssr).
COPY domain ./domain
COPY tsconfig.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Liveness only (/healthz: the process answers): a restart cures neither a database nor a storage that is down, so
# their state is /readyz's, for the load balancer (docs/deploy.md).
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "server/main.ts"]
