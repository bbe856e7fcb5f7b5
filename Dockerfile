# The production server, built once and run as a non-root user. With DATABASE_URL it serves from a PostgreSQL
# server (run several of these behind a reverse proxy); without it, from the embedded database in /data (one
# container only, with /data on a volume).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN SKIP_BUILD_TYPECHECK=1 npx next build
# The image runs the server with the production dependencies only (tsx runs it; Next serves the build above):
# Playwright, Vitest, the HTML checker and the build tools stay here, and so does Next's build cache.
RUN npm prune --omit=dev --no-audit --no-fund && rm -rf .next/cache

FROM node:24-bookworm-slim
# The server's memory (scripts/support/serve.ts SERVER_RUNTIME): glibc's two arenas and a 512 MB old space keep it under 1 GB resident.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# server/main.ts applies migrations, serves the build made above (--no-build) and stops cleanly on SIGTERM.
CMD ["node", "--max-old-space-size=512", "--import", "tsx", "--import", "./scripts/support/register.mjs", "server/main.ts", "--no-build"]
