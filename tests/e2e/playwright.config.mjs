// Browser end-to-end tests: Debian's Chromium (no browser download) against the
// release bundle in dist/, served by serve.mjs. Run by `cargo xtask test`.
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './chromium.mjs';

const port = Number(process.env.HORYU_E2E_PORT ?? 4180);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.mjs',
  outputDir: './test-results',
  workers: 1,
  retries: 0,
  reporter: 'list',
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    launchOptions: chromiumLaunch,
  },
  webServer: {
    command: 'node serve.mjs',
    url: `http://127.0.0.1:${port}/`,
    env: { HORYU_E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 15_000,
  },
});
