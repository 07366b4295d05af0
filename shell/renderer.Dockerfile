# syntax=docker/dockerfile:1
# The shell's renderer: every page of the site as complete HTML (shell/renderer/), behind the
# shell's static host (deploy/static-app.Dockerfile with APP=shell, and RENDERER_URL), which
# serves the page rendered in the browser when this one does not answer. Build from the
# repository root:
#   docker build -f shell/renderer.Dockerfile -t site/shell-renderer .
# Settings are the environment (README, "Server rendering"): SITE_URL, REMOTES_URL and, inside
# a container network, INTERNAL_ORIGINS.

# ---- build: the shell's browser and server builds, and the renderer in one file ----
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shell/package.json shell/
COPY packages/build/package.json packages/build/
COPY packages/contracts/package.json packages/contracts/
COPY packages/runtime-config/package.json packages/runtime-config/
COPY packages/settings/package.json packages/settings/
COPY packages/ui/package.json packages/ui/
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
  npm ci --workspace @site/shell \
  --workspace @site/build \
  --include-workspace-root --no-audit --no-fund
COPY tsconfig.json ./
COPY packages/build packages/build
COPY packages/contracts packages/contracts
COPY packages/runtime-config packages/runtime-config
COPY packages/settings packages/settings
COPY packages/ui packages/ui
COPY shell shell
RUN npm run build --workspace @site/shell
# The HTTP side and its dependencies in one file; the render threads run dist-server/. The share
# images' native drawing (resvg, sharp with its libvips, this platform's builds) and the font's
# WOFF files and licence stay beside it in node_modules (decision 043).
RUN npx esbuild shell/renderer/main.ts \
    --bundle --platform=node --target=node24 --format=cjs --log-level=warning \
    --external:@resvg/resvg-js --external:sharp \
    --outfile=runtime/renderer.js \
  && mkdir -p runtime/node_modules/@fontsource/noto-sans/files \
  && cp -r node_modules/@resvg node_modules/@img node_modules/sharp node_modules/detect-libc \
    runtime/node_modules/ \
  && cp node_modules/@fontsource/noto-sans/package.json node_modules/@fontsource/noto-sans/LICENSE \
    runtime/node_modules/@fontsource/noto-sans/ \
  && cp node_modules/@fontsource/noto-sans/files/noto-sans-latin*-[47]00-normal.woff \
    runtime/node_modules/@fontsource/noto-sans/files/ \
  && mkdir -p runtime/shell \
  && cp shell/dist/index.html runtime/shell/index.html \
  && cp -r shell/dist-server runtime/shell/dist-server

# ---- runtime: Node, three files and the share images' drawing ----
FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production \
    RENDERER_HOST=0.0.0.0 \
    RENDERER_PORT=3010 \
    SHELL_DIST=/app/shell \
    SHELL_SERVER_BUILD=/app/shell/dist-server
WORKDIR /app
COPY --from=build /app/runtime ./
USER node
EXPOSE 3010
# /readyz: a render thread is running with the remotes' releases.
HEALTHCHECK --interval=10s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.RENDERER_PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "renderer.js"]
