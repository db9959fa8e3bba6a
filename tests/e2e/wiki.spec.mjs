// Boards where the wikis are (issue #42): Horyu's PukiWiki plugin and MediaWiki extension (wiki/),
// on the real engines — PukiWiki 1.5.4 and Debian's MediaWiki, served by `php -S` — in Chromium.
// wiki/serve-wikis.mjs prepares throwaway wikis with the test pages; if an engine can't be started
// the tests fail and say why (run `cargo xtask setup`), they never skip.
import { join } from 'node:path';
import { test, expect, screenshotDir } from './fixtures.mjs';
import { startWikis, pageUrl, names, boardUrl, horyuBase, link, alt, shared } from './wiki/serve-wikis.mjs';

const ENGINES = { pukiwiki: 'PukiWiki', mediawiki: 'MediaWiki' };
/** The hostile pages' arguments that are refused (each shows an error); one more (alt=) is a board. */
const REFUSED = { pukiwiki: 8, mediawiki: 7 };
/** The longest an evaluate round-trip to the wiki page may take while its frames load (ms). */
const RESPONSIVE_MS = 1500;

let wikis;
test.beforeAll(async ({ browser }) => {
  // About 9 s: MediaWiki's install on SQLite, the picture (`horyu render`, built by the ruling
  // stage of `cargo xtask test`; run alone on a fresh clone, cargo builds it first: minutes).
  test.setTimeout(600_000);
  const start = Date.now();
  wikis = await startWikis(browser);
  console.log(`wikis ready in ${((Date.now() - start) / 1000).toFixed(1)} s`);
});
test.afterAll(async () => {
  await wikis?.stop();
});

for (const [engine, Engine] of Object.entries(ENGINES)) {
  const url = (what) => pageUrl[engine](names[engine][what]);
  const frames = (page) => page.locator('.horyu iframe');
  const frame = (page, i = 0) => page.frameLocator('.horyu iframe').nth(i);

  test(`${Engine}: a page with the plugin shows the board, and a reader steps through it`, async ({ page }) => {
    await page.goto(url('board'));
    const iframe = frames(page).first();
    await expect(iframe).toHaveAttribute('src', `${horyuBase}?embed#link=${link}`);
    await expect(iframe).toHaveAttribute('loading', 'lazy');
    await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    await expect(iframe).toHaveAttribute('title', alt);
    const board = frame(page);
    await expect(board.locator('[data-panel="board"]')).toBeVisible();
    await expect(board.locator('[data-card]').first()).toBeVisible();
    const moment = board.locator('[data-moment]');
    await expect(moment).toHaveAttribute('data-moment', '6/13');
    await board.locator('[data-action="forward"]').click();
    await expect(moment).toHaveAttribute('data-moment', '7/13');
    await board.locator('[data-action="back"]').click();
    await expect(moment).toHaveAttribute('data-moment', '6/13');
    // For a reader without scripts: the picture, linking to the whole page.
    const noscript = await page.locator('.horyu noscript').first().evaluate((n) => n.textContent);
    expect(noscript).toContain(`href="${boardUrl}"`);
    expect(noscript).toMatch(/<img [^>]*alt="Horyu board: moment 6 of 13, Player 2 view"/);
    if (engine === 'pukiwiki') {
      // Inline, a link in the sentence (with the picture when asked).
      const inline = page.locator('p a.horyu-link');
      await expect(inline).toHaveCount(2);
      await expect(inline.first()).toHaveText('open the board');
      await expect(inline.first()).toHaveAttribute('href', boardUrl);
      await expect(inline.nth(1).locator('img')).toHaveAttribute('alt', alt);
    }
    await iframe.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotDir, `wiki-${engine}-board.png`) });
  });

  test(`${Engine}: options: zones, language, sizes kept to 240–2000, a pasted embed address; view and moment are the link's`, async ({ page }) => {
    await page.goto(url('options'));
    await expect(frames(page)).toHaveCount(2);
    await expect(frames(page).nth(0)).toHaveAttribute('src', `${horyuBase}?embed&zones=battle,graveyard&lang=ja#link=${link}`);
    await expect(frames(page).nth(0)).toHaveAttribute('width', '240');
    await expect(frames(page).nth(0)).toHaveAttribute('height', '2000');
    // The pasted address gives its zones and language; its host gives way to the admin's.
    await expect(frames(page).nth(1)).toHaveAttribute('src', `${horyuBase}?embed&zones=battle,mana&lang=en#link=${link}`);
    const errors = page.locator('.horyu-error');
    await expect(errors).toHaveCount(3);
    await expect(errors.nth(0)).toContainText(/view=?: the link itself holds the moment shown and whose view it is/);
    await expect(errors.nth(1)).toContainText('moment');
    await expect(errors.nth(2)).toContainText('size');
    await expect(frame(page).locator('[data-card]').first()).toBeVisible();
  });

  test(`${Engine}: hostile arguments stay text and run no script`, async ({ page }) => {
    const dialogs = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      d.dismiss();
    });
    await page.goto(url('hostile'));
    const errors = page.locator('.horyu-error');
    await expect(errors).toHaveCount(REFUSED[engine]);
    await expect(errors.first()).toContainText('<script>window.horyuPwned=1</script>');
    for (const text of await errors.allTextContents()) expect(text).toMatch(/^(#horyu\(\)|&horyu\(\)|<horyu>): /);
    // The one accepted argument, alt=, is the frame's title, as text.
    await expect(frames(page)).toHaveCount(1);
    await expect(frames(page)).toHaveAttribute('title', '"><img src=x onerror="window.horyuPwned=1">');
    await expect(frame(page).locator('[data-card]').first()).toBeVisible();
    const found = await page.evaluate(() => ({
      pwned: window.horyuPwned,
      injected: [...document.querySelectorAll('img[src="x"], [onerror], [onload], svg')].map((e) => e.outerHTML.slice(0, 80)),
      srcs: [...document.querySelectorAll('iframe')].map((f) => f.getAttribute('src')),
    }));
    expect(found.pwned).toBeUndefined();
    expect(found.injected).toEqual([]);
    for (const src of found.srcs) expect(src.startsWith(`${horyuBase}?embed`)).toBe(true);
    expect(dialogs).toEqual([]);
  });

  test(`${Engine}: ten boards load lazily, fetch the module once, and the page stays responsive`, async ({ page }) => {
    test.setTimeout(120_000);
    wikis.requests.clear();
    const embeds = () => wikis.requests.get('/') ?? 0;
    await page.goto(url('ten'));
    await expect(frames(page)).toHaveCount(10);
    await expect(frame(page, 0).locator('[data-card]').first()).toBeVisible();
    await page.waitForTimeout(1000);
    const early = embeds();
    // The frames far below the fold are not loaded yet.
    expect(early).toBeGreaterThanOrEqual(1);
    expect(early).toBeLessThanOrEqual(2);

    // While each frame loads, the wiki page answers (same-site frames share its main thread).
    const rounds = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const t = performance.now();
        await page.evaluate(() => document.title);
        rounds.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    for (let i = 0; i < 10; i++) {
      await frames(page).nth(i).scrollIntoViewIfNeeded();
      await expect(frame(page, i).locator('[data-card]').first()).toBeVisible();
    }
    sampling = false;
    await sampler;
    expect(embeds()).toBe(10);
    const wasm = [...wikis.requests].filter(([path]) => path.endsWith('.wasm'));
    expect(wasm.length, 'the page module').toBeGreaterThanOrEqual(1);
    for (const [path, count] of wasm) expect(count, `${path} fetched`).toBe(1);
    const slowest = Math.max(...rounds);
    console.log(`${Engine}: ${early} of 10 frames loaded before scrolling; ${rounds.length} round-trips while they loaded, slowest ${slowest.toFixed(0)} ms`);
    expect(slowest).toBeLessThan(RESPONSIVE_MS);
    // The page is tens of thousands of pixels tall: leave a small one for the fixture's screenshot.
    await page.setContent('<p>ten boards: done</p>');
  });

  test(`${Engine}: a page without the plugin shows the board's picture, which links to the board`, async ({ page }) => {
    await page.goto(url('picture'));
    // The picture as it is, then 640 pixels wide: both link to the board.
    const pictures = page.locator(`a[href="${boardUrl}"] img`);
    await expect(pictures).toHaveCount(2);
    for (const img of await pictures.all()) {
      await expect(img).toHaveAttribute('alt', alt);
      expect(await img.evaluate((i) => i.naturalWidth)).toBeGreaterThan(640);
    }
    expect(await pictures.nth(1).evaluate((i) => i.getBoundingClientRect().width)).toBe(640);
    const img = pictures.nth(1);
    await img.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotDir, `wiki-${engine}-picture.png`) });
    await img.click();
    await expect(page.locator('[data-panel="board"]')).toBeVisible();
    await expect(page.locator('[data-card]').first()).toBeVisible();
  });

  test(`${Engine}: the picture and markup from Horyu's Share → For a wiki show on the page and link to the board`, async ({ page }) => {
    const s = shared();
    await page.goto(url('shared'));
    const img = page.locator(`a[href="${s.url}"] img`);
    await expect(img).toHaveCount(1);
    // The text alternative as the markup carries it: the characters the syntax gives a meaning
    // to were replaced by spaces, nothing else.
    const expected = engine === 'pukiwiki' ? s.alt.replace(/[>[\];\n]/g, ' ') : s.alt.replace(/[|[\]{}\n]/g, ' ');
    await expect(img).toHaveAttribute('alt', expected);
    expect(await img.evaluate((i) => i.naturalWidth)).toBe(s.width);
    expect(await img.evaluate((i) => Math.round(i.getBoundingClientRect().width))).toBe(s.width);
    await img.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotDir, `wiki-${engine}-shared.png`) });
    await img.click();
    await expect(page.locator('[data-panel="board"]')).toBeVisible();
    await expect(page.locator('[data-card]').first()).toBeVisible();
  });

  test(`${Engine}: without scripts, the plugin's board is its picture, which links to the board`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url('board'));
    await expect(frames(page).first()).toBeHidden();
    const img = page.locator('.horyu a.horyu-link img').first();
    await expect(img).toBeVisible();
    await expect(img).toHaveAttribute('alt', alt);
    await expect(page.locator('.horyu a.horyu-link').first()).toHaveAttribute('href', boardUrl);
    await page.screenshot({ path: join(screenshotDir, `wiki-${engine}-noscript.png`) });
    await context.close();
  });
}
