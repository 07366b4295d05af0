import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { e2eEnvironment, e2eStack } from './stack';

/** The specs that publish posts (the editors' command, the publish hook). */
const publishingSpecs = /(blog-publishing|publish-hook)\.spec\.ts$/;

/**
 * End-to-end tests of the composed site, served from the production build (`npm run build`)
 * exactly as `npm start` serves it, on ports of their own so a running `npm start` is no bother.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: e2eStack.shell.origin,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'site', testIgnore: publishingSpecs },
    // Specs that publish posts into the stack's one blog backend run once the rest have: the
    // others read the published posts (the newest, how many) and must not see them change.
    // Alone: `npx playwright test -c e2e/playwright.config.ts --no-deps <spec>`.
    { name: 'publishing', testMatch: publishingSpecs, dependencies: ['site'] },
  ],
  webServer: {
    command: 'npx tsx ../scripts/start.ts --no-build --reset-data',
    // Its renderer's readiness: it answers 200 once the remotes' code is loaded (decision 053).
    url: `http://${e2eStack.host}:${e2eStack.renderer.port}/readyz`,
    env: { ...(process.env as Record<string, string>), ...e2eEnvironment },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
