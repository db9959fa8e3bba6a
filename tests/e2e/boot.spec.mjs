// What a reader sees before the page's module has loaded (a few seconds on a slow phone): the
// page says it is loading, in the reader's language, and the board replaces it; a module that
// can't be fetched or arrives damaged is said, with the browser's words and a Reload button
// (index.html's #boot, removed by the app's first render).
import { join } from 'node:path';
import { test, expect, screenshotDir } from './fixtures.mjs';
import { golden } from './golden.mjs';


const MODULE = '**/app-*_bg.wasm';

/** Holds the page's module back until `release()` is called. */
async function holdModule(page) {
  let release;
  const held = new Promise((r) => (release = r));
  await page.route(MODULE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Drops from `problems` the failures a test caused on purpose (and checks there were some). */
function expectCaused(problems, pattern) {
  const caused = (p) => pattern.test(p);
  expect(problems.filter(caused).length, `problems matching ${pattern}`).toBeGreaterThan(0);
  problems.splice(0, problems.length, ...problems.filter((p) => !caused(p)));
}

test('while the module loads the page says so, and the board replaces it', async ({ page }) => {
  const release = await holdModule(page);
  await page.goto(`/#link=${golden('midgame')}`);
  const boot = page.locator('#boot');
  await expect(boot).toBeVisible();
  await expect(boot).toHaveAttribute('role', 'status');
  await expect(boot).toContainText('Loading the board…');
  await expect(page.locator('[data-card]')).toHaveCount(0);
  await page.screenshot({ path: join(screenshotDir, 'boot-loading-1280x900.png') });
  release();
  await expect(page.locator('[data-card]').first()).toBeVisible();
  await expect(boot).toHaveCount(0);
});

test("the loading words follow the address's lang=, as the app's language does", async ({ page }) => {
  const release = await holdModule(page);
  await page.goto(`/?lang=ja#link=${golden('midgame')}`);
  await expect(page.locator('#boot')).toContainText('盤面を読み込んでいます…');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  release();
  await expect(page.locator('[data-control="lang"] [aria-checked="true"]')).toHaveText('日本語');
});

test('an embed on a phone says it is loading inside its frame', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 320 });
  const release = await holdModule(page);
  await page.goto(`/?embed#link=${golden('midgame')}`);
  const boot = page.locator('#boot');
  await expect(boot).toBeVisible();
  // Centred in the frame, not below it.
  const box = await page.locator('.boot__text').boundingBox();
  expect(box.y + box.height).toBeLessThan(320);
  await page.screenshot({ path: join(screenshotDir, 'boot-embed-390x320.png') });
  release();
  await expect(page.locator('[data-card]').first()).toBeVisible();
  await expect(boot).toHaveCount(0);
});

test('a module that cannot be fetched is said, and Reload opens the board', async ({ page, problems }) => {
  await page.route(MODULE, (route) => route.abort('internetdisconnected'));
  await page.goto(`/#link=${golden('midgame')}`);
  const boot = page.locator('#boot');
  await expect(boot).toHaveAttribute('data-boot', 'failed');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The playground could not load.');
  await expect(alert).toContainText('Check the connection');
  await expect(alert.locator('code')).toContainText('Failed to fetch');
  await page.screenshot({ path: join(screenshotDir, 'boot-offline-1280x900.png') });
  await page.unroute(MODULE);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.locator('[data-card]').first()).toBeVisible();
  await expect(boot).toHaveCount(0);
  expectCaused(problems, /_bg\.wasm|ERR_INTERNET_DISCONNECTED|Failed to fetch/);
});

test('an image failing while the page loads is not the page failing', async ({ page }) => {
  const release = await holdModule(page);
  await page.goto('/');
  const failed = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const img = document.createElement('img');
        img.onerror = () => setTimeout(() => resolve(true), 50);
        img.src = 'data:image/png;base64,AAAA';
        document.body.append(img);
      }),
  );
  expect(failed, 'the image fired its error').toBe(true);
  await expect(page.locator('#boot')).toHaveAttribute('data-boot', 'loading');
  release();
  await expect(page.locator('[data-card]').first()).toBeVisible();
});

test('a damaged module is said as damaged, with the browser’s words', async ({ page, problems }) => {
  await page.route(MODULE, (route) =>
    route.fulfill({ status: 200, contentType: 'application/wasm', body: Buffer.from([0, 0x61, 0x73]) }),
  );
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('arrived damaged or from another version');
  await expect(alert.locator('code')).toContainText('CompileError');
  expectCaused(problems, /instantiateStreaming/);
});

test('a module that fails as it starts says it did not start', async ({ page, problems }) => {
  // A module that loads and traps as it starts, as the app does when it panics: no imports,
  // a memory, and `__wbindgen_start`, whose body is `unreachable`.
  const trap = Buffer.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version
    0x01, 0x04, 0x01, 0x60, 0x00, 0x00, // types: () -> ()
    0x03, 0x02, 0x01, 0x00, // functions: one of type 0
    0x05, 0x03, 0x01, 0x00, 0x01, // memory: one page
    0x07, 0x1d, 0x02, // exports: two
    0x06, ...Buffer.from('memory'), 0x02, 0x00,
    0x10, ...Buffer.from('__wbindgen_start'), 0x00, 0x00,
    0x0a, 0x05, 0x01, 0x03, 0x00, 0x00, 0x0b, // code: unreachable
  ]);
  await page.route(MODULE, (route) => route.fulfill({ status: 200, contentType: 'application/wasm', body: trap }));
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('It did not start. Reload the page.');
  await expect(alert.locator('code')).toContainText('RuntimeError: unreachable');
  expectCaused(problems, /unreachable/);
});

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('the loading words and a failure are in Japanese on a phone', async ({ page, problems }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdModule(page);
    await page.goto(`/#link=${golden('midgame')}`);
    await expect(page.locator('#boot')).toContainText('盤面を読み込んでいます…');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    release();
    await expect(page.locator('[data-card]').first()).toBeVisible();

    await page.route(MODULE, (route) => route.abort('internetdisconnected'));
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('プレイグラウンドを読み込めませんでした。');
    await expect(alert).toContainText('接続を確かめて');
    await expect(alert.getByRole('button', { name: '再読み込み' })).toBeVisible();
    await page.screenshot({ path: join(screenshotDir, 'boot-offline-ja-390x844.png') });
    expectCaused(problems, /_bg\.wasm|ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page does not claim to be loading', async ({ page, problems }) => {
    await page.goto('/');
    // (Chromium's emulation of no JavaScript still parses <noscript> as text, so what it says
    // can't be seen here; the element is there.)
    await expect(page.locator('noscript')).toHaveCount(1);
    await expect(page.locator('#boot')).toBeHidden();
    // Chromium refuses the page's script preload when scripts are off: the test's doing.
    problems.splice(0, problems.length, ...problems.filter((p) => !/\.js \(csp\)$/.test(p)));
  });
});
