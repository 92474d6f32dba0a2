# Kea FX: one image for the api (which also serves the web app) and the report workers.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY api/package.json api/
COPY web/package.json web/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim
# Chromium renders PDF reports; fonts give them text.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-dejavu-core ca-certificates \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production CHROME_PATH=/usr/bin/chromium PORT=8001
COPY --from=build /app /app
USER node
EXPOSE 8001
CMD ["node", "api/dist/main.js"]
