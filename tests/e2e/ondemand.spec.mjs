// Issue #15: what a reader doesn't use is not in the first load. The card editor's module, the
// worker module (card text, JSON, scenario files, the order explorer) and the rulings gallery are
// fetched when first needed, and everything they serve still works then. The explorer runs in the worker: the board
// answers while it works, and it can be stopped.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test, expect, settleAnimations, screenshotDir, wholeStep } from './fixtures.mjs';
import { golden } from './golden.mjs';


/** The file names the page requests from now on (`queries` gets each worker file's query). */
function requests(page, queries = []) {
  const seen = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    const name = url.pathname.split('/').pop();
    seen.push(name);
    if (name.startsWith('worker')) queries.push(url.search);
  });
  return seen;
}
const worker = (seen) => seen.filter((f) => f.startsWith('worker'));
const editorModule = (seen) => seen.filter((f) => f.startsWith('editor'));

test.afterEach(async ({ page }) => settleAnimations(page));

test('the editor, JSON, downloads and the gallery work once their modules load on demand', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  const queries = [];
  const seen = requests(page, queries);
  await page.goto(`/#link=${golden('midgame')}`);
  await expect(page.locator('[data-card]').first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(worker(seen), 'the worker before anything needed it').toEqual([]);
  expect(editorModule(seen), 'the editor module before the editor opened').toEqual([]);
  expect(seen.filter((f) => f === 'gallery.bin')).toEqual([]);

  // The card editor: the worker writes the card's TOML, and reads what is typed there. While
  // its module loads (held back here), the editor says so and no card can leave it.
  let release;
  const held = new Promise((r) => (release = r));
  await page.route('**/worker_bg.wasm*', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('[data-action="card-editor"]').click();
  const editor = page.locator('[data-panel="editor"]');
  const toml = editor.locator('[data-field="toml"]');
  await expect(editor.locator('[data-editor-loading]')).toBeVisible();
  await expect(editor.locator('[data-action="put-card"]')).toBeDisabled();
  release();
  await expect(toml).toHaveValue(/^\[\[card\]\]\nid = \d+\nname = "New Creature"/);
  await expect(editor.locator('[data-editor-loading]')).toHaveCount(0);
  await page.unroute('**/worker_bg.wasm*');
  expect(worker(seen)).toEqual(expect.arrayContaining(['worker_loader.js', 'worker.js', 'worker_bg.wasm']));
  // The editor is a module of its own, fetched as it opened; it lives in <body> beside the
  // page's app, never inside it (two Yew apps must not nest).
  expect(editorModule(seen)).toEqual(['editor_loader.js', 'editor.js', 'editor_bg.wasm']);
  expect(await editor.evaluate((e) => [!!e.closest('body'), !!e.closest('.app-root')])).toEqual([true, false]);
  // Each worker file is asked for with the fingerprint of the worker's sources, so no cache
  // pairs an old worker with this page.
  expect(new Set(queries).size, queries.join(' ')).toBe(1);
  expect(queries[0]).toMatch(/^\?v=[0-9a-f]{8}$/);
  await toml.fill((await toml.inputValue()).replace('cost = 2', 'cost = "two"'));
  await expect(editor.locator('[data-editor-error]')).toContainText(/Line \d+, column \d+: invalid type: string "two"/);
  await toml.fill((await toml.inputValue()).replace('cost = "two"', 'cost = 4').replace('"New Creature"', '"Tide Scout"'));
  await expect(editor.locator('[data-editor-ok]')).toBeVisible();
  await expect(editor.locator('[data-field="name"]')).toHaveValue('Tide Scout');
  await expect(editor.locator('[data-field="cost"]')).toHaveValue('4');
  await editor.locator('[data-action="put-card"]').click();
  await expect(page.locator('[data-zone="p1.hand"] [data-name="Tide Scout"]')).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'ondemand-editor.png') });
  // The editor stays open for another copy; Close closes it.
  await expect(editor.locator('[data-editor-status]')).toContainText('Tide Scout');
  await editor.locator('[data-action="editor-close"]').click();
  await expect(editor).toHaveCount(0);

  // JSON out and back in, through the worker; bad JSON says where and keeps the board.
  await page.locator('[data-action="share"]').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-action="download-json"]').click(),
  ]);
  const json = await readFile(await download.path(), 'utf8');
  expect(JSON.parse(json).link).toMatch(/^SFkH/);
  await page.locator('[data-share="import"]').fill('{"history": 3}');
  await page.locator('[data-action="import"]').click();
  await expect(page.locator('[data-banner]')).toContainText("This JSON can't be opened");
  await expect(page.locator('[data-panel="share"]')).toBeVisible();
  await page.locator('[data-share="import"]').fill(json);
  await page.locator('[data-action="import"]').click();
  await expect(page.locator('[data-panel="share"]')).toHaveCount(0);
  await expect(page.locator('[data-zone="p1.hand"] [data-name="Tide Scout"]')).toBeVisible();
  // One worker served all of it.
  expect(worker(seen).filter((f) => f === 'worker_bg.wasm')).toHaveLength(1);

  // The gallery: fetched when it opens.
  await page.getByRole('button', { name: 'Rulings' }).click();
  await expect(page.locator('[data-panel="gallery"] .gallery__item').first()).toBeVisible();
  expect(seen.filter((f) => f === 'gallery.bin')).toHaveLength(1);
});

test('an old link with custom cards opens through the worker', async ({ page }) => {
  const seen = requests(page);
  const old = golden('heavens-gate-custom-blockers');
  expect(old).not.toMatch(/^SFkH/);
  await page.goto(`/#link=${old}`);
  // Said while the worker reads its cards; then its custom creature, as the golden file says
  // the board is (tests/links).
  await expect(page.locator('[data-opening]')).toHaveCount(0);
  await expect(page.locator('[data-zone="p1.battle"] [data-name="Dusk Sentinel"]')).toBeVisible();
  await expect(page.locator('[data-zone="p2.battle"] [data-name="Yadoc, Beast Army"]')).toBeVisible();
  await expect(page.locator('[data-banner]')).toHaveCount(0);
  expect(worker(seen)).toContain('worker_bg.wasm');
  // Kept as this build writes it: a format-5 link, which opens without the worker.
  expect(await page.evaluate(() => localStorage.getItem('horyu.session'))).toMatch(/^SFkH/);
});

test('a format-4 link (custom cards as JSON) opens through the worker too', async ({ page }) => {
  const seen = requests(page);
  await page.goto(`/#link=${golden('returned-creature-custom-cards-v4')}`);
  await expect(page.locator('[data-opening]')).toHaveCount(0);
  await expect(page.locator('[data-zone="p1.battle"] [data-name="Brawler Zyler"]')).toBeVisible();
  await expect(page.locator('[data-banner]')).toHaveCount(0);
  expect(worker(seen)).toContain('worker_bg.wasm');
  expect(await page.evaluate(() => localStorage.getItem('horyu.session'))).toMatch(/^SFkH/);
});

test('once the page has loaded, links with custom cards open offline', async ({ page, context, problems }) => {
  const seen = requests(page);
  const open = (name) => page.evaluate((link) => { location.hash = `link=${link}`; }, golden(name));
  // Online: an old link's custom cards (format 1) are read by the worker, which loads.
  await page.goto(`/#link=${golden('heavens-gate-custom-blockers')}`);
  await expect(page.locator('[data-zone="p1.battle"] [data-name="Dusk Sentinel"]')).toBeVisible();
  expect(worker(seen)).toContain('worker_bg.wasm');

  await context.setOffline(true);
  const before = seen.length;
  // This build's links carry their custom cards in binary, which the page reads itself. The
  // board is a ruling's: only its panel needs a file, and says it can't be fetched.
  await open('returned-creature-custom-cards-v5');
  await expect(page.locator('[data-zone="p1.graveyard"] [data-name="Battle Cry"]')).toBeVisible();
  await expect(page.locator('[data-banner]')).toContainText("can't be fetched");
  // An old link again, through the worker already loaded.
  await open('created-custom-card');
  await expect(page.locator('[data-zone="p2.battle"] [data-name="Dawn Sentinel"]')).toBeVisible();
  await expect(page.locator('[data-banner]')).toHaveCount(0);
  const offline = seen.slice(before);
  expect(offline.filter((f) => !/^[0-9a-f]{8}\.bin$/.test(f)), 'fetched offline, beside the ruling’s file').toEqual([]);
  await context.setOffline(false);
  const caused = (p) => /rulings\/|ERR_INTERNET_DISCONNECTED/.test(p);
  problems.splice(0, problems.length, ...problems.filter((p) => !caused(p)));
});

test('the explorer works in the worker: the board answers meanwhile, and Stop stops it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1500 });
  await page.goto('/');
  await page.getByRole('button', { name: /Rulings/ }).click();
  await page.getByRole('searchbox', { name: 'Search rulings' }).fill('Mist Rias Bronze');
  await page.locator('[data-scenario*="mist-rias-bronze-arm"]').click();
  await wholeStep(page);
  const inspector = page.locator('[data-panel="resolution"]');
  await expect(inspector.locator('[data-decision="next_pending"]')).toBeVisible();

  // The worker's module arrives only after 3 s: the exploration waits that long.
  let release;
  const held = new Promise((r) => (release = r));
  await page.route('**/worker_bg.wasm*', async (route) => {
    await held;
    await route.continue();
  });
  await inspector.getByRole('button', { name: 'Explore orders' }).click();
  const busy = inspector.locator('[data-exploring]');
  await expect(busy).toBeVisible();
  await expect(busy).toContainText('Exploring every order');

  // Meanwhile a card is dragged: its ghost follows the pointer at once.
  const card = page.locator('[data-zone="p1.battle"] [data-card]').first();
  const box = await card.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 3, box.y + box.height / 2 + 2);
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 - 80, { steps: 6 });
  const ghost = page.locator('.card--ghost');
  await expect(ghost).toBeVisible();
  const g = await ghost.boundingBox();
  expect(Math.abs(g.x + g.width / 2 - (box.x + box.width / 2 + 120))).toBeLessThan(40);
  // Dropped on no zone (the inspector's title): nothing is played, the exploration goes on.
  const title = await inspector.locator('.panel__title').first().boundingBox();
  await page.mouse.move(title.x + 20, title.y + title.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(ghost).toHaveCount(0);
  await expect(busy).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'ondemand-exploring.png') });

  // Stop: the line goes, no outcome comes.
  await busy.getByRole('button', { name: 'Stop' }).click();
  await expect(busy).toHaveCount(0);
  release();
  await page.waitForTimeout(500);
  await expect(inspector.locator('.explore__outcome')).toHaveCount(0);

  // Asked again, a new worker answers.
  await page.unroute('**/worker_bg.wasm*');
  await inspector.getByRole('button', { name: 'Explore orders' }).click();
  await expect(inspector.locator('.explore__outcome')).toHaveCount(2);
  await expect(busy).toHaveCount(0);
});

test('a worker module that cannot be loaded is said, and the next try loads it', async ({ page }) => {
  await page.goto(`/#link=${golden('midgame')}`);
  await expect(page.locator('[data-card]').first()).toBeVisible();
  // A damaged file (a 404 would fail the test's own request check): it does not compile.
  await page.route('**/worker_bg.wasm*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/wasm', body: 'not wasm' }),
  );
  await page.locator('[data-action="card-editor"]').click();
  const editor = page.locator('[data-panel="editor"]');
  await expect(editor.locator('[data-editor-error]')).toContainText('is not available: its module could not be loaded');
  await expect(editor.locator('[data-action="put-card"]')).toBeDisabled();
  await page.unroute('**/worker_bg.wasm*');
  // A change asks again: a new worker starts and answers.
  await editor.locator('[data-field="name"]').fill('Tide Scout');
  await expect(editor.locator('[data-field="toml"]')).toHaveValue(/name = "Tide Scout"/);
  await expect(editor.locator('[data-editor-ok]')).toBeVisible();
});

test('an editor module that cannot be loaded is said, and opening the editor again loads it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const seen = requests(page);
  await page.goto(`/#link=${golden('midgame')}`);
  await expect(page.locator('[data-card]').first()).toBeVisible();
  // A damaged file: it does not compile. The dialog says so in the page's words, with the
  // browser's own after them.
  await page.route('**/editor_bg.wasm*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/wasm', body: 'not wasm' }),
  );
  await page.locator('[data-action="card-editor"]').click();
  const loading = page.locator('[data-panel="editor-loading"]');
  const alert = loading.getByRole('alert');
  await expect(alert).toContainText('The card editor could not be loaded.');
  await expect(alert).toContainText('arrived damaged or from another version of the site');
  await expect(alert.locator('code')).toContainText(/\S/);
  await expect(alert).toContainText('The browser said: ');
  // Trying again while it is still damaged fails again, and says so again.
  await loading.locator('[data-action="editor-retry"]').click();
  await expect(alert).toContainText('arrived damaged');
  await page.screenshot({ path: join(screenshotDir, 'ondemand-editor-damaged.png') });
  // The board is as it was, and Escape closes the dialog as it closes the editor.
  await expect(page.locator('[data-card]').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(loading).toHaveCount(0);
  await page.unroute('**/editor_bg.wasm*');

  // Opened again, the module loads and the editor works.
  await page.locator('[data-action="card-editor"]').click();
  const editor = page.locator('[data-panel="editor"]');
  await editor.locator('[data-field="name"]').fill('Tide Scout');
  await expect(editor.locator('[data-field="toml"]')).toHaveValue(/name = "Tide Scout"/);
  await expect(loading).toHaveCount(0);
  // Closed and opened once more: nothing is fetched again, and it starts from a new card.
  await editor.locator('[data-action="editor-close"]').click();
  await expect(editor).toHaveCount(0);
  await page.locator('[data-action="card-editor"]').click();
  await expect(editor.locator('[data-field="toml"]')).toHaveValue(/name = "/);
  expect(editorModule(seen).filter((f) => f === 'editor.js')).toHaveLength(1);
  expect(editorModule(seen).filter((f) => f === 'editor_bg.wasm')).toHaveLength(3);
});

test('an editor that cannot be fetched (offline) says so in Japanese too, and Try again loads it', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/#link=${golden('midgame')}`);
  await expect(page.locator('[data-card]').first()).toBeVisible();
  await page.locator('[data-control="lang"] [role="radio"]', { hasText: '日本語' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route('**/editor.js*', (route) => route.abort('internetdisconnected'));
  await page.locator('[data-action="menu"]').click();
  await page.locator('[data-action="card-editor"]').click();
  const loading = page.locator('[data-panel="editor-loading"]');
  const alert = loading.getByRole('alert');
  await expect(alert).toContainText('カードエディターを読み込めませんでした。');
  await expect(alert).toContainText('接続を確かめて');
  // A script that fails to load gives no message of the browser's to show.
  await expect(alert).not.toContainText('ブラウザー');
  await page.screenshot({ path: join(screenshotDir, 'ondemand-editor-offline-ja.png') });
  // Back online: Try again shows the editor in place of the dialog.
  await page.unroute('**/editor.js*');
  await loading.locator('[data-action="editor-retry"]').click();
  await expect(page.locator('[data-panel="editor"] [data-field="name"]')).toBeVisible();
  await expect(loading).toHaveCount(0);
  // The aborted request is this test's doing, not a problem of the page's.
  const expected = (p) => /editor\.js|ERR_INTERNET_DISCONNECTED/.test(p);
  expect(problems.filter(expected).length).toBeGreaterThan(0);
  problems.splice(0, problems.length, ...problems.filter((p) => !expected(p)));
});
