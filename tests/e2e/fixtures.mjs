// Shared test setup: every test fails on a console error, an uncaught exception
// or a failed request, and saves a full-page screenshot to screenshots/<test name>.png.
import { test as base, expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export { expect };

export const screenshotDir = fileURLToPath(new URL('./screenshots/', import.meta.url));

/** "board loads, no errors" -> "board-loads-no-errors" */
export function fileName(title) {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export const test = base.extend({
  problems: [
    async ({ page }, use, testInfo) => {
      const problems = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`uncaught exception: ${err.message}`));
      page.on('requestfailed', (req) =>
        problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`),
      );
      page.on('response', (res) => {
        if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
      });

      await use(problems);

      await page.screenshot({
        path: join(screenshotDir, `${fileName(testInfo.title)}.png`),
        fullPage: true,
      });
      expect(problems, 'console errors, page errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

/** Opens the playground and waits until the app has rendered the board. */
export async function openBoard(page) {
  await page.goto('/');
  await expect(page.locator('[data-panel="board"]')).toBeVisible();
  await expect(page.locator('[data-zone="p1.battle"]')).toBeVisible();
}

/** Waits for finite CSS animations to end, so a screenshot shows the settled board. */
/**
 * A ruling's Next step played whole: on the page, a step that uses a card stops inside its
 * action, at the moment the card is in standby (stepping into actions is on in a ruling, issue
 * #43), and a second press shows the step's end. Returns once the page shows that end.
 */
export async function wholeStep(page) {
  const panel = page.locator('[data-panel="scenario"]');
  const next = panel.getByRole('button', { name: /Next step/ });
  const progress = panel.locator('.scenario__progress');
  const inside = page.locator('.main > .stepper [data-inside]');
  const before = await progress.getAttribute('data-step');
  await next.click();
  await expect(progress).not.toHaveAttribute('data-step', before);
  if ((await inside.count()) > 0) {
    await next.click();
    await expect(inside).toHaveCount(0);
  }
}

export async function settleAnimations(page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
}

/**
 * Opens the app at `src` (an address on `baseURL`) embedded in a wiki page of another origin:
 * the host page (embed-host.html) is served as http://wiki.test and the app as
 * http://horyu.test (a public page may not frame a loopback address in Chromium). Returns the
 * frame's address as embedded.
 */
export async function embedInWikiPage(page, baseURL, src, query = '') {
  const host = await readFile(fileURLToPath(new URL('./embed-host.html', import.meta.url)), 'utf8');
  await page.route('http://wiki.test/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: host }),
  );
  await page.route('http://horyu.test/**', async (route) => {
    const url = route.request().url().replace('http://horyu.test', baseURL);
    route.fulfill({ response: await route.fetch({ url }) });
  });
  const embedSrc = src.replace(baseURL, 'http://horyu.test');
  await page.goto(`http://wiki.test/embed-host.html?src=${encodeURIComponent(embedSrc)}${query}`);
  return embedSrc;
}

/**
 * Runs in the page (give it to `evaluate`): the board's cards, and the elements `also` names
 * (`[selector, label]` pairs), that are not wholly inside the viewport's width and above
 * `bottom` (default: the viewport's height). Returns "what at left,top–right,bottom" strings.
 */
export function outOfViewport({ also = [], bottom = null } = {}) {
  const vw = window.innerWidth;
  const vh = bottom ?? window.innerHeight;
  const out = [];
  const check = (el, what) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return;
    if (r.top < -1 || r.left < -1 || r.bottom > vh + 1 || r.right > vw + 1) {
      out.push(`${what} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
    }
  };
  for (const c of document.querySelectorAll('[data-panel="board"] [data-card]')) {
    check(c, `card ${c.getAttribute('data-name') ?? c.getAttribute('data-card')}`);
  }
  for (const [sel, what] of also) {
    const el = document.querySelector(sel);
    if (el) check(el, what);
  }
  return out;
}
