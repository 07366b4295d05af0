# syntax=docker/dockerfile:1
# One static bundle of the site, the shell or a remote: its production build, served by nginx
# with the site's caching, CORS and security rules (deploy/static/). APP is the app's folder,
# which is also its npm workspace. Build from the repository root, one image per team:
#   docker build -f deploy/static-app.Dockerfile --build-arg APP=shell -t site/shell .
#   docker build -f deploy/static-app.Dockerfile --build-arg APP=remote-marketing -t site/marketing .
#   docker build -f deploy/static-app.Dockerfile --build-arg APP=remote-blog -t site/blog .
#   docker build -f deploy/static-app.Dockerfile --build-arg APP=remote-contact -t site/contact .
# The same image runs in every environment: at start-up it reads its settings from the
# environment (the shell: its remotes' URLs; the blog and contact remotes: their config.json;
# every remote: ALLOWED_ORIGINS). See deploy/static/README.md.

# ---- build: the production webpack build of this one workspace, and nginx's configuration ----
FROM node:24.21.0-bookworm-slim AS build
ARG APP
RUN case "$APP" in shell | remote-marketing | remote-blog | remote-contact) ;; \
  *) echo "--build-arg APP= must be shell, remote-marketing, remote-blog or remote-contact" >&2 && exit 1 ;; \
  esac
WORKDIR /app
# Manifests first: the install layer is reused until a dependency changes.
COPY package.json package-lock.json ./
COPY ${APP}/package.json ${APP}/
COPY packages/bot-check/package.json packages/bot-check/
COPY packages/build/package.json packages/build/
COPY packages/contracts/package.json packages/contracts/
COPY packages/runtime-config/package.json packages/runtime-config/
COPY packages/static-server/package.json packages/static-server/
COPY packages/ui/package.json packages/ui/
# This workspace, @site/build and @site/runtime-config (builds import them), @site/static-server
# (the edge policy nginx's configuration is generated from), and the root's tool chain (webpack,
# ts-loader, swc, tsx). Downloads are cached between builds.
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
  npm ci --workspace ${APP} \
  --workspace @site/build \
  --workspace @site/runtime-config \
  --workspace @site/static-server \
  --include-workspace-root --no-audit --no-fund
COPY tsconfig.json ./
COPY packages/bot-check packages/bot-check
COPY packages/build packages/build
COPY packages/contracts packages/contracts
COPY packages/runtime-config packages/runtime-config
COPY packages/static-server packages/static-server
COPY packages/ui packages/ui
# nginx's configuration, generated from the edge policy (decision 031): the same for every app,
# so before the app's sources, which change more often.
COPY deploy/static/generate.ts deploy/static/settings.ts deploy/static/
RUN npx tsx deploy/static/generate.ts /app/nginx-site
COPY ${APP} ${APP}
RUN npm run build --workspace ${APP}

# ---- runtime: nginx as an unprivileged user, no Node ----
FROM nginxinc/nginx-unprivileged:1.28.3-alpine
ARG APP
COPY --chmod=755 deploy/static/entrypoint.sh /etc/nginx/site/entrypoint.sh
COPY --from=build /app/nginx-site/ /etc/nginx/site/nginx/
COPY --from=build /app/${APP}/dist/ /usr/share/nginx/html/
# Which bundle the entrypoint serves (it reads remote-blog as blog).
ENV APP=${APP}
# The base image's nginx user (uid 101).
USER 101
EXPOSE 8080
# What says the bundle is served: the shell's index.html, a remote's manifest.
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:8080/$(test "$APP" = shell && echo index.html || echo mf-manifest.json)"
ENTRYPOINT ["/etc/nginx/site/entrypoint.sh"]
