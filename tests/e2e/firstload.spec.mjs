// Issue #15: a reader of a shared link downloads only what shows the board. The rulings
// gallery (gallery.bin) is fetched on demand: when the gallery opens, or when the board shown
// is a ruling's (its panel then appears). The ruling the page opens on is in the first load.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, screenshotDir, wholeStep } from './fixtures.mjs';
import { golden } from './golden.mjs';
import { weigh } from './weigh.mjs';

/** The paths the page requests from now on. */
function requests(page) {
  const seen = [];
  page.on('request', (r) => seen.push(new URL(r.url()).pathname));
  return seen;
}

test('a shared link fetches no gallery until the reader opens it', async ({ page }) => {
  const seen = requests(page);
  await page.goto(`/#link=${golden('midgame')}`);
  await expect(page.locator('[data-card]').first()).toBeVisible();
  // The board answers: a card can be inspected, nothing more is fetched.
  await page.locator('[data-zone="p1.battle"] [data-card]').first().click();
  await page.waitForTimeout(200);
  expect(seen.filter((p) => p.endsWith('gallery.bin')), 'gallery.bin before the gallery opened').toEqual([]);
  // Nor the rules' words (a citation's summary, rules.spec.mjs).
  expect(seen.filter((p) => p.endsWith('rules.bin')), 'rules.bin before a citation was read').toEqual([]);
  // Nor the worker module (card text, JSON, the explorer: ondemand.spec.mjs).
  expect(seen.filter((p) => p.includes('/worker')), 'the worker module before it was needed').toEqual([]);
  // Nor the card editor's module (ondemand.spec.mjs).
  expect(seen.filter((p) => p.includes('/editor')), 'the editor module before the editor opened').toEqual([]);
  // A page that had opened nothing has no session of its own to offer back.
  await expect(page.locator('[data-restore]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Rulings' }).click();
  const gallery = page.locator('[data-panel="gallery"]');
  await expect(gallery.locator('.gallery__item').first()).toBeVisible();
  expect(seen.filter((p) => p.endsWith('gallery.bin'))).toHaveLength(1);
  await gallery.locator('.gallery__search').fill('ogrist');
  await gallery.locator('[data-scenario="409.1c-ogrist-vhal-energy-stream"]').click();
  await expect(page.locator('[data-panel="scenario"] h2')).toContainText('Ogrist Vhal');
});

test('the page opens on the default ruling and steps through it without the gallery', async ({ page }) => {
  const seen = requests(page);
  await page.goto('/');
  await expect(page.locator('[data-panel="scenario"] h2')).toContainText('Ogrist Vhal');
  await wholeStep(page);
  await wholeStep(page);
  await expect(page.locator('[data-zone="p1.graveyard"] [data-name="Magmadragon Ogrist Vhal"]')).toBeVisible();
  expect(seen.filter((p) => p.endsWith('gallery.bin'))).toEqual([]);
});

test('a link to a ruling shows the ruling panel from its board’s own small file, not the gallery', async ({ page }) => {
  const seen = requests(page);
  await page.goto(`/#link=${golden('ogrist-vhal-legacy')}`);
  await expect(page.locator('[data-panel="scenario"] h2')).toContainText('Ogrist Vhal');
  const boards = seen.filter((p) => /^\/rulings\/[0-9a-f]{8}\.bin$/.test(p));
  expect(boards).toHaveLength(1);
  expect(seen.filter((p) => p.endsWith('gallery.bin'))).toEqual([]);
  // With its steps, done up to the moment the link shows (its end).
  await expect(page.locator('[data-panel="scenario"] .scenario__step').first()).toContainText('Passed');
  // The gallery, opened, is fetched whole then, and lists the ruling.
  await page.getByRole('button', { name: 'Rulings' }).click();
  await expect(page.locator('[data-scenario="409.1c-ogrist-vhal-energy-stream"]')).toBeVisible();
  expect(seen.filter((p) => p.endsWith('gallery.bin'))).toHaveLength(1);
});

test('an embedded ruling shows its title and steps, fetching only its board’s file', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 420 });
  const seen = requests(page);
  await page.goto(`/?embed#link=${golden('ogrist-vhal-legacy')}`);
  const bar = page.locator('[data-panel="embed"]');
  await expect(bar.locator('.embed__title')).toContainText('Legacy rules: Ogrist Vhal');
  // The ruling's steps, all done at the moment the link shows.
  await expect(bar).toHaveAttribute('data-ruling-step', /^(\d+)\/\1$/);
  expect(seen.filter((p) => p.startsWith('/rulings/'))).toHaveLength(1);
  expect(seen.filter((p) => p.endsWith('gallery.bin'))).toEqual([]);
  await page.screenshot({ path: join(screenshotDir, 'embed-ruling-640x420.png') });
});

test('a board’s file that cannot be fetched says why and keeps the board', async ({ page, problems }) => {
  await page.route('**/rulings/*.bin', (route) => route.abort('internetdisconnected'));
  await page.goto(`/#link=${golden('ogrist-vhal-legacy')}`);
  await expect(page.locator('[data-banner]')).toContainText("can't be fetched");
  await expect(page.locator('[data-card]').first()).toBeVisible();
  await expect(page.locator('[data-panel="scenario"]')).toHaveCount(0);
  // Opening the gallery still gives the ruling's panel.
  await page.unroute('**/rulings/*.bin');
  await page.getByRole('button', { name: 'Rulings' }).click();
  await expect(page.locator('[data-panel="gallery"] .gallery__item').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-panel="scenario"] h2')).toContainText('Ogrist Vhal');
  await expect(page.locator('[data-banner]')).toHaveCount(0);
  // A long title on a laptop's screen is cut within the panel, not under the sidebar.
  const [panel, title] = await Promise.all(
    ['[data-panel="scenario"]', '[data-panel="scenario"] h2'].map((s) => page.locator(s).boundingBox()),
  );
  expect(title.x + title.width).toBeLessThanOrEqual(panel.x + panel.width);
  const caused = (p) => /rulings\/|ERR_INTERNET_DISCONNECTED/.test(p);
  expect(problems.filter(caused).length).toBeGreaterThan(0);
  problems.splice(0, problems.length, ...problems.filter((p) => !caused(p)));
});

test('in Japanese a board’s file that is not there says so in Japanese', async ({ page, problems }) => {
  await page.route('**/rulings/*.bin', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(`/?lang=ja#link=${golden('ogrist-vhal-legacy')}`);
  await expect(page.locator('[data-banner]')).toContainText(
    /この裁定のタイトルと手順を表示できません：rulings\/[0-9a-f]+\.binを取得できません：サーバーの応答は 404/,
  );
  await expect(page.locator('[data-card]').first()).toBeVisible();
  const caused = (p) => /HTTP 404: .*rulings\/|status of 404/.test(p);
  expect(problems.filter(caused).length).toBeGreaterThan(0);
  problems.splice(0, problems.length, ...problems.filter((p) => !caused(p)));
});

test('a board’s file missed offline comes by itself when the connection is back', async ({ page, context, problems }) => {
  await page.goto('/');
  await expect(page.locator('[data-card]').first()).toBeVisible();
  await context.setOffline(true);
  await page.evaluate((link) => { location.hash = `link=${link}`; }, golden('ogrist-vhal-legacy'));
  await expect(page.locator('[data-banner]')).toContainText("can't be fetched");
  await expect(page.locator('[data-panel="scenario"]')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.locator('[data-panel="scenario"] h2')).toContainText('Ogrist Vhal');
  await expect(page.locator('[data-banner]')).toHaveCount(0);
  const caused = (p) => /rulings\/|ERR_INTERNET_DISCONNECTED/.test(p);
  expect(problems.filter(caused).length).toBeGreaterThan(0);
  problems.splice(0, problems.length, ...problems.filter((p) => !caused(p)));
});

test('a gallery that cannot be read says why, keeps the board, and can be tried again', async ({ page }) => {
  await page.route('**/gallery.bin', (route) =>
    route.fulfill({ status: 200, contentType: 'application/octet-stream', body: Buffer.from([5, 1, 2]) }),
  );
  await page.goto(`/#link=${golden('midgame')}`);
  await expect(page.locator('[data-card]').first()).toBeVisible();
  const cards = await page.locator('[data-card]').count();
  expect(cards).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Rulings' }).click();
  const gallery = page.locator('[data-panel="gallery"]');
  await expect(gallery.getByRole('alert')).toContainText("gallery.bin can't be read");
  expect(await page.locator('[data-card]').count()).toBe(cards);
  await page.screenshot({ path: join(screenshotDir, 'gallery-unreadable-1280x720.png') });
  await page.unroute('**/gallery.bin');
  await gallery.getByRole('button', { name: 'Try again' }).click();
  await expect(gallery.locator('.gallery__item').first()).toBeVisible();
});

test('rules that cannot be read say why in the citation, keep the board, and are asked again', async ({ page }) => {
  const seen = requests(page);
  // A damaged file (a failed request would be the fixture's error too; the words are the same path).
  await page.route('**/rules.bin', (route) =>
    route.fulfill({ status: 200, contentType: 'application/octet-stream', body: Buffer.from([3, 6, 52, 48]) }),
  );
  await page.goto(`/#link=${golden('midgame')}`);
  await expect(page.locator('[data-card]').first()).toBeVisible();
  const cards = await page.locator('[data-card]').count();
  expect(cards).toBeGreaterThan(0);
  const chip = page.locator('[data-panel="log"] button.cite').first();
  await chip.focus();
  const pop = page.locator('.cite__pop');
  await expect(pop.getByRole('alert')).toContainText("rules.bin can't be read");
  // The number and the way to the official rules are still there.
  await expect(pop.locator('.cite__number')).toHaveText(await chip.getAttribute('data-rule'));
  await expect(pop.getByRole('link', { name: /Official rules/ })).toBeVisible();
  expect(await page.locator('[data-card]').count()).toBe(cards);
  await page.screenshot({ path: join(screenshotDir, 'rules-unreadable-1280x720.png') });
  await page.keyboard.press('Escape');
  // Opened again, the words are asked for again, and come.
  await page.unroute('**/rules.bin');
  await chip.blur();
  await chip.focus();
  await expect(pop.locator('.cite__title')).not.toBeEmpty();
  await expect(pop.locator('.cite__summary')).not.toBeEmpty();
  expect(seen.filter((p) => p.endsWith('rules.bin'))).toHaveLength(2);
});

test("the page's module prints no floats", () => {
  // Core's float printing (its "-NaNinf" table, grisu and dragon) is about 12 KB of the
  // first load; a float reaches it through a Debug form (a kept session's f64 in the worker's
  // reply did). The page words numbers itself (crates/app/src/css.rs).
  const dist = new URL('../../dist/', import.meta.url);
  const wasm = readdirSync(dist).filter((f) => f.startsWith('app-') && f.endsWith('_bg.wasm'));
  expect(wasm).toHaveLength(1);
  const bytes = readFileSync(new URL(wasm[0], dist));
  expect(bytes.includes(Buffer.from('NaNinf')), `${wasm[0]} holds core's float printing`).toBe(false);
});

// Every reader of a link or an embed pays the first load, so it may not grow by accident. The
// budget is the figure at 6f66f92 (404,144 bytes gzip, December 5, 2026) plus
// 2%: a change that needs more raises it here, deliberately, and says why in docs/bundle.md.
// Raised to 424,000 for issue #41 (422,259 measured): the page's module holds what keeps a
// hostile link harmless (docs/bundle.md, "Issue #41"). Lowered to 420,000 when the Share
// panel moved to the module loaded on demand (418,666 measured, issue #42); 412,000 is still
// the aim (docs/bundle.md says what is left to move).
// Raised to 440,000 for issue #39 (438,906 measured): the words the English sets needed, cross
// gear's crossing among them, which a board of real cards replays with (docs/bundle.md,
// "Issue #39"); 412,000 is still the aim. Raised again to 446,000 (444,262 measured) when more
// of the sets' words were merged (docs/bundle.md, "Sorts, the Sessions panel, and the English
// sets' words again", with what would pay it back). Lowered to 442,000 (441,452 measured) when
// the interface's Japanese words became a file a page in Japanese fetches (docs/bundle.md, "The
// interface's Japanese words as a file"), then 443,000 (442,393 measured) with readable embeds
// at 320x240 (+559, issue #42) and the S-Trigger declaration asked at every break (issue #41).
// Lowered to 434,000 (433,052 measured) when `cargo xtask minify` shortened wasm-bindgen's
// hashed glue names and minified the page's script (docs/bundle.md, "wasm-bindgen's names").
// Lowered to 432,000 (431,700 measured) when the engine's refusals became data worded in one
// place instead of closures in two languages at each check (docs/bundle.md, "Refusals as data"),
// then 432,500 (432,286 measured) for a filter's `or` and card schema versions (+586).
// Raised to 443,000 (442,887 measured, +10,601) for five vocabulary words that 63 pool cards
// needed (naming, four trigger words, abilities given by a static, extra breaks): a board of
// those cards replays on the page; docs/bundle.md, "Words for 63 cards", says what each cost
// and what would pay it back, and a number field (+639) their number decisions needed.
// Deliberate and against the aim: 412,000 is still the aim.
// Raised to 451,500 (451,270 measured, +8,319) for the words 41 more pool cards needed (battle
// filters, counting and ranking, shield and lasting replacements, prohibitions of use): the
// third raise for issue #39; docs/bundle.md, "Words for 41 more cards", says what each cost and
// proposes keeping the pool's words out of the first load altogether.
// Lowered to 447,000 (446,379 measured) when the words only pool cards use left the first-load
// module for the page's whole module, loaded when a board needs them (docs/bundle.md, "The
// whole vocabulary on demand"): no such word grows the first load again. 412,000 is still the
// aim, 34 KB away.
// Lowered to 446,500 (446,046 measured) when the fields only the whole vocabulary reads became
// placeholders of no size in the first-load module (`compact::Whole`), which also paid for the
// engine changes 53 more pool cards brought (docs/bundle.md, "Fields of the whole vocabulary").
// Kept at 446,500 (446,410 measured, December 7) after issue #40's S-Back, G-Strike, EX life and
// tapping-creatures words, all in the whole module: the 364 bytes are rules both modules must
// share (both decks at 0 together make both players lose, 703.3) and the S-Trigger declaration's
// split into a function of its own.
// Raised to 448,000 (447,480 measured, December 8), against the aim and the rule that nothing
// grows it: the seven pool cards' words and vortex evolution added 1,070 bytes (docs/bundle.md,
// "Over the aim again"), seen only in the closing test run. The next change lowers it.
// Issue #15's goal of 300,000 is not met; docs/bundle.md says why no view code can meet it.
const FIRST_LOAD_BUDGET = 448_000;
// What a first load may fetch: the page, its script, module and stylesheet. Anything else
// (the gallery, the rules' words, a worker, the editor) is fetched when a reader asks for it.
const FIRST_LOAD_FILES = [/^\/$/, /^\/app-[0-9a-f]+\.js$/, /^\/app-[0-9a-f]+_bg\.wasm$/, /^\/style-[0-9a-f]+\.css$/];

for (const [what, query] of [['a shared link', ''], ['an embed', '?embed']]) {
  test(`${what}'s first load fetches only the page's own files, within its budget`, async ({ browser, baseURL }) => {
    const load = await weigh(browser, `${baseURL}/${query}#link=${golden('midgame')}`);
    const extra = load.files.filter((path) => !FIRST_LOAD_FILES.some((file) => file.test(path)));
    expect(extra, 'files fetched before the board showed that the first load has no need of').toEqual([]);
    expect(load.files).toHaveLength(FIRST_LOAD_FILES.length);
    expect(
      load.gzip,
      `the first load is ${load.gzip} bytes gzip, over its budget of ${FIRST_LOAD_BUDGET}: ` +
        'every reader pays it; if the growth is worth it, raise FIRST_LOAD_BUDGET and record why in docs/bundle.md',
    ).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
  });
}

// The interface's Japanese words are a file (crates/app/src/i18n.rs): a reader in English never
// fetches it; a page in Japanese fetches it once, beside its module, and draws in Japanese from
// its first frame; a reader who switches to Japanese fetches it then.
test('the interface’s Japanese words are fetched by a page in Japanese only, once', async ({ page }) => {
  const seen = requests(page);
  const words = () => seen.filter((p) => p.endsWith('/interface-ja.tsv'));
  await page.goto(`/?lang=ja#link=${golden('midgame')}`);
  // The first frame the app draws is already in Japanese: the boot text gives way to it.
  await expect(page.locator('#boot')).toHaveCount(0);
  await expect(page.locator('[data-control="lang"] [aria-checked="true"]')).toHaveText('日本語');
  await expect(page.getByRole('radio', { name: 'ジャッジ' })).toBeVisible();
  expect(words()).toHaveLength(1);

  const english = [];
  page.on('request', (r) => english.push(new URL(r.url()).pathname));
  await page.goto(`/?lang=en#link=${golden('midgame')}`);
  await expect(page.getByRole('radio', { name: 'Judge' })).toBeVisible();
  expect(english.filter((p) => p.endsWith('/interface-ja.tsv')), 'a reader in English fetched them').toEqual([]);
  await page.getByRole('radio', { name: '日本語' }).click();
  await expect(page.getByRole('radio', { name: 'ジャッジ' })).toBeVisible();
  expect(english.filter((p) => p.endsWith('/interface-ja.tsv'))).toHaveLength(1);
});
