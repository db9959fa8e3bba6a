// Sharing (issue #8): links in the URL fragment, the Share panel (clipboard and its
// fallback), "this moment" from the log, autosave, the Open box, and embed mode in an
// iframe of another origin answering postMessage. Every test fails on a console error.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test, expect, settleAnimations, openBoard, screenshotDir, embedInWikiPage, wholeStep } from './fixtures.mjs';

const tall = { width: 1280, height: 1500 };

test.afterEach(async ({ page }) => settleAnimations(page));

/** What the board shows: every zone's cards (ids), the moment and the log's text. */
async function boardOf(page) {
  const zones = await page.$$eval('[data-zone]', (els) =>
    els.map(
      (e) =>
        `${e.getAttribute('data-zone')}: ${[...e.querySelectorAll('[data-card]')]
          .map((c) => `${c.dataset.card}${c.dataset.tapped ? 't' : ''}`)
          .join(',')}`,
    ),
  );
  const moment = await page.locator('[data-panel="log"] .log__moment').textContent();
  const log = await page.locator('[data-panel="log"]').locator('.log__list').textContent();
  return { zones, moment, log };
}

const nextStep = wholeStep;

/** Plays the default ruling's steps, views it as player 1 and returns the shared link. */
async function playAndShare(page) {
  await openBoard(page);
  await nextStep(page);
  await nextStep(page);
  await page.locator('[data-control="view"]').getByRole('radio', { name: 'Player 1' }).click();
  await page.locator('[data-action="share"]').click();
  const field = page.locator('[data-share="link"]');
  await expect(field).toBeVisible();
  const url = await field.inputValue();
  // Format 10 ("SFkK"): a game played since issue #41 (docs/links.md).
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#link=SFkK[A-Za-z0-9_-]+$/);
  return url;
}

/** A fresh browser context (no autosave) that also fails on console errors. */
async function freshPage(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  return { context, page, problems };
}

test('a shared link opened in a fresh page shows the same board, log and view', async ({ page, browser }) => {
  await page.setViewportSize(tall);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const url = await playAndShare(page);
  await page.locator('[data-action="copy"]').click();
  await expect(page.locator('.share__status')).toHaveAttribute('data-copied', 'true');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await page.locator('[data-panel="share"]').getByRole('button', { name: 'Close' }).click();
  const before = await boardOf(page);
  expect(before.moment).toBe('Moment 1/1');

  const fresh = await freshPage(browser);
  await fresh.page.setViewportSize(tall);
  await fresh.page.goto(url);
  await expect(fresh.page.locator('[data-zone="p1.battle"]')).toBeVisible();
  expect(await boardOf(fresh.page)).toEqual(before);
  await expect(fresh.page.locator('[data-control="view"] [aria-checked="true"]')).toHaveText('Player 1');
  await expect(fresh.page.locator('[data-panel="scenario"]')).toContainText('Ogrist Vhal');
  await expect(fresh.page.locator('[data-banner]')).toHaveCount(0);
  // The link moved to autosave: the address no longer carries it.
  expect(new URL(fresh.page.url()).hash).toBe('');
  expect(fresh.problems).toEqual([]);
  await fresh.context.close();
});

test('share this moment from the log, and the select-to-copy fallback without a clipboard', async ({ page, browser }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
  await page.setViewportSize(tall);
  await openBoard(page);
  await nextStep(page);
  await nextStep(page);
  await page.locator('[data-panel="log"] [data-share-moment="1"]').first().click();
  await expect(page.locator('#share-title')).toContainText('Share this moment 1');
  await page.locator('[data-action="copy"]').click();
  await expect(page.locator('.share__status')).toHaveAttribute('data-copied', 'false');
  await expect(page.locator('.share__status')).toContainText('copy it with Ctrl+C');
  const field = page.locator('[data-share="link"]');
  await expect(field).toBeFocused();
  const selected = await field.evaluate((el) => el.selectionEnd - el.selectionStart);
  const url = await field.inputValue();
  expect(selected).toBe(url.length);
  // The embed snippet names the same link.
  const snippet = await page.locator('[data-share="embed"]').inputValue();
  expect(snippet).toContain(`?embed#link=${url.split('#link=')[1]}`);

  const fresh = await freshPage(browser);
  await fresh.page.goto(url);
  await expect(fresh.page.locator('[data-panel="log"] .log__moment')).toHaveText('Moment 1/1');
  expect(fresh.problems).toEqual([]);
  await fresh.context.close();
});

test('a corrupted or truncated link says why and keeps the board', async ({ page }) => {
  await page.setViewportSize(tall);
  const url = await playAndShare(page);
  const link = url.split('#link=')[1];
  const corrupted = link.slice(0, 12) + (link[12] === 'A' ? 'B' : 'A') + link.slice(13);

  // A fresh load with a bad link: the banner, and the board the page had (its autosave).
  const saved = await page.evaluate(() => localStorage.getItem('horyu.session'));
  expect(saved).toBe(link);
  await page.goto(`/?again#link=${corrupted}`);
  const banner = page.locator('[data-banner]');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/This link can't be opened: the link is (corrupted|truncated)/);
  await expect(page.locator('[data-panel="log"] .log__moment')).toHaveText('Moment 1/1');
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);

  // A link pasted into the address bar (hashchange): truncated, then a newer version.
  await page.evaluate((l) => (location.hash = `link=${l}`), link.slice(0, link.length - 5));
  await expect(banner).toContainText('the link is truncated');
  await page.evaluate((l) => (location.hash = `link=SFk_${l.slice(4)}`), link);
  await expect(banner).toContainText('made by a newer version of Horyu');
  await page.evaluate(() => (location.hash = 'link=hello'));
  await expect(banner).toContainText('not a Horyu link');
  // A character outside base64url is named with its code point (the page has no Debug forms).
  await page.evaluate((l) => (location.hash = `link=${l.slice(0, 8)}!${l.slice(9)}`), link);
  await expect(banner).toContainText("character 9 ('!', U+0021) is not base64url");
  await expect(page.locator('[data-panel="log"] .log__moment')).toHaveText('Moment 1/1');
  await expect(page.locator('[data-panel="scenario"]')).toContainText('Ogrist Vhal');
});

test('a reload restores the session from autosave', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  await nextStep(page);
  await nextStep(page);
  await page.locator('[data-control="view"]').getByRole('radio', { name: 'Player 2' }).click();
  await page.locator('[data-panel="log"]').getByRole('button', { name: /Undo/ }).click();
  const before = await boardOf(page);
  expect(before.moment).toBe('Moment 0/1');
  await page.reload();
  await expect(page.locator('[data-zone="p1.battle"]')).toBeVisible();
  expect(await boardOf(page)).toEqual(before);
  await expect(page.locator('[data-control="view"] [aria-checked="true"]')).toHaveText('Player 2');
  await expect(page.locator('[data-panel="scenario"]')).toContainText('Ogrist Vhal');
});

test('following a link keeps the user\'s own session aside and offers it back', async ({ page }) => {
  await page.setViewportSize(tall);
  // A friend's link: the Mist Rias ruling after its first step.
  await openBoard(page);
  await page.getByRole('button', { name: /Rulings/ }).click();
  await page.locator('[data-scenario*="mist-rias-bronze-arm"]').click();
  await nextStep(page);
  await page.locator('[data-action="share"]').click();
  const friend = await page.locator('[data-share="link"]').inputValue();
  // My own session: the default ruling, played on.
  await page.locator('[data-panel="share"]').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: /Rulings/ }).click();
  await page.locator('[data-scenario="409.1c-ogrist-vhal-energy-stream"]').click();
  await nextStep(page);
  await nextStep(page);
  const mine = await boardOf(page);
  await page.goto(friend.replace('/#', '/?from=chat#'));
  await expect(page.locator('[data-panel="scenario"]')).toContainText(/Mist Rias/i);
  const restore = page.locator('[data-restore]');
  await expect(restore).toContainText('Your own session is kept aside');
  await restore.getByRole('button', { name: 'Back to my session' }).click();
  await expect(restore).toHaveCount(0);
  expect(await boardOf(page)).toEqual(mine);
  await page.reload();
  await expect(page.locator('[data-zone="p1.battle"]')).toBeVisible();
  expect(await boardOf(page)).toEqual(mine);
});

/** The default ruling two steps in, with the Share panel open; returns the board shown. */
async function sharedAfterTwoSteps(page) {
  await page.setViewportSize(tall);
  await openBoard(page);
  await nextStep(page);
  await nextStep(page);
  const board = await boardOf(page);
  await page.locator('[data-action="share"]').click();
  return board;
}

/** Closes the Share panel, restarts the ruling and opens the panel again. */
async function restartAndShare(page) {
  await page.locator('[data-panel="share"]').getByRole('button', { name: 'Close' }).click();
  await page.locator('[data-panel="scenario"]').getByRole('button', { name: 'Restart' }).click();
  await expect(page.locator('[data-panel="log"] .log__moment')).toHaveText('Moment 0/0');
  await page.locator('[data-action="share"]').click();
}

test('the Open box takes a pasted link or JSON; bad JSON says where and keeps the board', async ({ page }) => {
  const before = await sharedAfterTwoSteps(page);
  const url = await page.locator('[data-share="link"]').inputValue();
  await page.locator('[data-share="import"]').fill('{"setup": {}, "actions": []}');
  await page.locator('[data-action="import"]').click();
  await expect(page.locator('[data-banner]')).toContainText("This JSON can't be opened");
  await expect(page.locator('[data-banner]')).toContainText('expected one of `history`, `perspective`');
  expect(await boardOf(page)).toEqual(before);
  // Back to the start, then the pasted link brings the moment back.
  await restartAndShare(page);
  await page.locator('[data-share="import"]').fill(`  ${url}\n`);
  await page.locator('[data-action="import"]').click();
  await expect(page.locator('[data-panel="share"]')).toHaveCount(0);
  await expect(page.locator('[data-banner]')).toHaveCount(0);
  expect(await boardOf(page)).toEqual(before);
});

test('downloads: an SVG diagram, a scenario file and JSON that opens the same session', async ({ page }) => {
  const before = await sharedAfterTwoSteps(page);
  const get = async (action) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator(`[data-action="${action}"]`).click(),
    ]);
    return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
  };
  const svg = await get('download-svg');
  expect(svg.name).toBe('horyu-board.svg');
  expect(svg.text).toMatch(/^<svg|^<\?xml/);
  expect(svg.text).toContain('Ogrist Vhal');
  const scenario = await get('download-scenario');
  expect(scenario.name).toBe('horyu-scenario.toml');
  expect(scenario.text).toContain('[board.p1]');
  expect(scenario.text).toContain('[[step]]');
  const json = await get('download-json');
  expect(json.name).toBe('horyu-session.json');
  expect(JSON.parse(json.text).history.actions.length).toBeGreaterThan(0);
  // The JSON file opens back to the same moment, from the Open box's file picker.
  await restartAndShare(page);
  await page.locator('[data-action="import-file"]').setInputFiles({
    name: 'horyu-session.json',
    mimeType: 'application/json',
    buffer: Buffer.from(json.text),
  });
  await expect(page.locator('[data-panel="share"]')).toHaveCount(0);
  expect(await boardOf(page)).toEqual(before);
});

test('embedded in another site at 320 px, the board steps and answers postMessage', async ({ page, baseURL }) => {
  // Make the link in the app itself.
  await openBoard(page);
  await nextStep(page);
  await nextStep(page);
  await page.locator('[data-panel="log"]').getByRole('button', { name: /Undo/ }).click();
  await page.locator('[data-action="share"]').click();
  const snippet = await page.locator('[data-share="embed"]').inputValue();
  const src = snippet.match(/src="([^"]+)"/)[1];
  expect(src).toContain('?embed#link=SFkK');
  // The app's own autosave goes, so the embed's storage can be checked for writes.
  await page.evaluate(() => localStorage.clear());

  // A wiki page embeds the app, each on its own public origin: the test serves the host
  // page as http://wiki.test and the app (the bundle on 127.0.0.1) as http://horyu.test.
  // (A public page may not frame a loopback address in Chromium.)
  await page.setViewportSize({ width: 420, height: 820 });
  await embedInWikiPage(page, baseURL, src);
  const frame = page.frameLocator('#horyu');
  await expect(frame.locator('[data-panel="embed"]')).toBeVisible();
  await expect(frame.locator('[data-zone="p1.battle"]')).toBeVisible();
  // No app chrome: no top bar, no sidebar, no share button.
  await expect(frame.locator('.topbar')).toHaveCount(0);
  await expect(frame.locator('[data-panel="log"]')).toHaveCount(0);
  await expect(frame.locator('[data-action="share"]')).toHaveCount(0);
  // Nothing wider than the frame.
  const overflow = await frame.locator('body').evaluate((b) => b.scrollWidth - b.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.waitForFunction(() => window.ready === true);
  let s = await page.evaluate(() => window.ask('state'));
  expect(s).toMatchObject({ horyu: 'state', cursor: 0, length: 1, turn: expect.any(Number) });
  expect(s.board.some((l) => l.startsWith('p1.battle'))).toBe(true);
  s = await page.evaluate(() => window.ask('forward'));
  expect(s.cursor).toBe(1);
  await expect(frame.locator('[data-moment]')).toHaveAttribute('data-moment', '1/1');
  s = await page.evaluate(() => window.ask('back'));
  expect(s.cursor).toBe(0);
  // The frame's own buttons step too.
  await frame.locator('[data-action="forward"]').click();
  await expect(frame.locator('[data-moment]')).toHaveAttribute('data-moment', '1/1');
  s = await page.evaluate(() => window.ask('state'));
  expect(s.cursor).toBe(1);
  // The state names the ruling's step and the log's last line, and stepping into the action is
  // part of the API: back, then step, shows its first processing step.
  expect(s.ruling).toMatch(/^\d+\/3$/);
  expect(s.last).toContain('Energy Stream');
  expect(s.inside).toBeNull();
  await page.evaluate(() => window.ask('back'));
  s = await page.evaluate(() => window.ask('step'));
  expect(s.cursor).toBe(1);
  expect(s.inside).toMatch(/^1\/\d+$/);
  expect(s.last).toContain('standby');
  // A message the frame does not know is answered too, with the reason.
  s = await page.evaluate(() => window.ask('jump'));
  expect(s.error).toContain('unknown message "jump"');
  expect(s.cursor).toBe(1);
  // Embedded, the app writes nothing to storage (a third-party frame may not even read it:
  // the app goes on without) and leaves its address alone.
  const app = page.frames().find((f) => f.url().startsWith('http://horyu.test/'));
  const stored = await app.evaluate(() => {
    try {
      return localStorage.length;
    } catch {
      return 'denied';
    }
  });
  expect([0, 'denied']).toContain(stored);
  expect(app.url()).toContain('?embed#link=');
  await page.screenshot({ path: join(screenshotDir, 'embed-320-frame.png') });

  // Opened first-party, the embed page steps without writing to storage either.
  await page.goto(src);
  await page.locator('[data-action="forward"]').click();
  await expect(page.locator('[data-moment]')).toHaveAttribute('data-moment', '1/1');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(new URL(page.url()).hash).toContain('#link=');
});

// A link of an older card pool (issue #39 item 6, docs/links.md "Pool versions"): the page
// reads no pool history, so its worker writes the link again with each card that changed since
// as a custom card of what it was. The pool served is the one crates/engine/tests/pool_versions.rs
// writes with the link: "Versioned Knight" was a 2000 creature at version 1, a 6000 blocker at 2.
test('a link of an older card pool opens with the cards it was made with', async ({ page }) => {
  const fixture = JSON.parse(await readFile(join(import.meta.dirname, 'older-pool.json'), 'utf8'));
  const pool = Buffer.from(fixture.pool, 'base64');
  await page.route('**/pool.bin', (route) =>
    route.fulfill({ status: 200, contentType: 'application/octet-stream', body: pool }),
  );
  await page.setViewportSize(tall);
  await page.goto(`/#link=${fixture.link}`);
  const card = (name) => page.locator('[data-panel="board"] [data-card]').filter({ hasText: name });
  await expect(card('Versioned Knight')).toHaveCount(1);
  await expect(card('Versioned Knight').locator('.card__power')).toHaveText('2000');
  await expect(card('Steady Scout').locator('.card__power')).toHaveText('1000');
  await expect(page.locator('[data-banner]')).toHaveCount(0);
  await page.screenshot({ path: join(screenshotDir, 'older-pool-link.png') });

  // What it keeps and shares is a link of the pool as it is, which opens the same board again.
  const saved = await page.evaluate(() => localStorage.getItem('horyu.session'));
  expect(saved).not.toBe(fixture.link);
  await page.goto(`/?again#link=${saved}`);
  await expect(card('Versioned Knight').locator('.card__power')).toHaveText('2000');
  await expect(page.locator('[data-banner]')).toHaveCount(0);
});
