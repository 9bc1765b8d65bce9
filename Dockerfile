# The platform's image: one image for the web instances and the job worker (compose.yaml runs both).
# Build: docker build -t dealer-platform .   Run: see compose.yaml and README "Past one machine".
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# Dependencies first, so a code change reuses this layer. `npm ci` refuses the lock file on some
# registries (it lacks other platforms' SWC packages), as in .ci/run.
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 DATA_DIR=/app/.data
# The built app with its dependencies (tsx runs the start scripts and the worker).
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/.data/media && chown -R node:node /app/.data
USER node
EXPOSE 3000
# Waits for nothing but the database: migrations run under a lock, so instances may start together.
CMD ["npm", "start"]
