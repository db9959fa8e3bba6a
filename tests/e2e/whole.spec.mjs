// The page's two modules (docs/bundle.md, "The whole vocabulary on demand"): a link of built-in
// cards loads the first-load module alone; a board with a card that uses a word of the whole
// vocabulary loads the whole module, at once when its link says so (`words=all`, which Share
// writes) or once the first-load module finds out; a pool card the finder adds and the card
// editor hand over the same way; and a browser that needed the whole module loads it from then
// on. Every test fails on a console error.
import { join } from 'node:path';
import { test, expect, openBoard, screenshotDir } from './fixtures.mjs';
import { golden } from './golden.mjs';

// tests/rulings/pool/dm-06-bolmeteus-steel-dragon-puts-the-shields-it-breaks-into-the-graveyard.toml
// as `horyu link encode` writes it (pool version 4): Bolmeteus's "the shields it breaks go to
// the graveyard instead" is a `breaks` replacement, a word of the whole vocabulary.
const BOLMETEUS = 'SFkKq-oJUEXIwQkAIBADwRCPaAkWEbFFa7USQcTb17CrQyHbALgnsjcvxycZRawNBw';

/** The page modules the page fetched (not the worker's or the tools'). */
function pageModules(page) {
  const seen = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/(app-[0-9a-f]+|whole)_bg\.wasm$/.test(path)) seen.push(path.startsWith('/whole') ? 'whole' : 'first');
  });
  return seen;
}

const bolmeteusPlayed = async (page) => {
  await expect(page.locator('[data-zone="p1.battle"] [data-name="Bolmeteus Steel Dragon"]')).toBeVisible();
  // The replacement ran: the broken shields are in the graveyard, never in the hand.
  await expect(page.locator('[data-zone="p2.graveyard"] [data-name="Holy Awe"]')).toBeVisible();
  await expect(page.locator('[data-zone="p2.hand"] [data-card]')).toHaveCount(0);
};

test('a link of built-in cards loads the first-load module alone', async ({ page }) => {
  const modules = pageModules(page);
  await page.goto(`/#link=${golden('midgame')}`);
  await expect(page.locator('[data-zone="p1.battle"] [data-card]').first()).toBeVisible();
  expect(modules).toEqual(['first']);
});

test('a link that says words=all loads the whole module alone, and Share says it again', async ({ page }) => {
  const modules = pageModules(page);
  await page.goto(`/#link=${BOLMETEUS}&words=all`);
  await bolmeteusPlayed(page);
  expect(modules).toEqual(['whole']);
  await page.locator('[data-action="share"]').click();
  await expect(page.locator('[data-share="link"]')).toHaveValue(/#link=SFk[^&]+&words=all$/);
  await expect(page.locator('[data-share="embed"]')).toHaveValue(/&words=all"/);
});

test('a link that needs the whole module without saying so opens once the first-load module hands over, and the browser keeps it', async ({ page }) => {
  const modules = pageModules(page);
  await page.goto(`/#link=${BOLMETEUS}`);
  await bolmeteusPlayed(page);
  expect(modules).toEqual(['first', 'whole']);
  await page.screenshot({ path: join(screenshotDir, 'whole-handed-over.png') });
  // This browser needed it: the next page loads it at once, even for built-in cards (a new
  // document: a query, not only a fragment, changes).
  await page.goto(`/?from=test#link=${golden('midgame')}`);
  await expect(page.locator('[data-zone="p1.battle"] [data-card]').first()).toBeVisible();
  expect(modules).toEqual(['first', 'whole', 'whole']);
});

test('the finder adds a card of the whole vocabulary through the whole module, and stays open', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const modules = pageModules(page);
  await openBoard(page);
  await page.locator('[data-control="mode"]').getByRole('radio', { name: 'Sandbox' }).click();
  await page.locator('[data-action="find-cards"]').click();
  const finder = page.locator('[data-panel="finder"]');
  // A card of the first-load module's pool is added where it is.
  await finder.locator('[data-finder="search"]').fill('aqua knight');
  await finder.locator('[data-finder="player"]').selectOption('p1');
  await finder.locator('[data-finder="zone"]').selectOption('hand');
  await finder.locator('[data-finder="results"] > li').first().locator('[data-action="finder-add"]').click();
  await expect(finder.locator('[data-finder="status"]')).toHaveText('Added 1 × Aqua Knight.');
  expect(modules).toEqual(['first']);
  // Bolmeteus uses a word the first-load module leaves out: the whole module adds it.
  await finder.locator('[data-finder="search"]').fill('bolmeteus steel');
  await finder.locator('[data-finder="player"]').selectOption('p1');
  await finder.locator('[data-finder="zone"]').selectOption('battle');
  await finder.locator('[data-finder="results"] > li').first().locator('[data-action="finder-add"]').click();
  await expect(page.locator('[data-panel="finder"] [data-finder="status"]')).toHaveText('Added 1 × Bolmeteus Steel Dragon.');
  await expect(page.locator('[data-zone="p1.battle"] [data-name="Bolmeteus Steel Dragon"]')).toBeVisible();
  // The board before it came along.
  await expect(page.locator('[data-zone="p1.hand"] [data-name="Aqua Knight"]')).toBeVisible();
  expect(modules).toEqual(['first', 'whole']);
  await page.screenshot({ path: join(screenshotDir, 'whole-finder-1366.png') });
});

test('a card made in the editor with a word of the whole vocabulary is put into the game through the whole module', async ({ page }) => {
  const modules = pageModules(page);
  await openBoard(page);
  await page.locator('[data-action="card-editor"]').click();
  const editor = page.locator('[data-panel="editor"]');
  const toml = editor.locator('[data-field="toml"]');
  await expect(toml).toHaveValue(/name = "/);
  // The editor is the tools module's, which has every word; the page is the first-load module.
  expect(modules).toEqual(['first']);
  const card = (await toml.inputValue())
    .replace(/^name = .*$/m, 'name = "Iron Duelist"')
    .replace(/^power = .*$/m, '$&\nkeywords = ["wins_all_battles"]');
  await toml.fill(card);
  await expect(editor.locator('[data-editor-ok]')).toBeVisible();
  await editor.locator('[data-action="put-card"]').click();
  // The first-load module can't read the card: the whole module puts it, and the editor is
  // open again with it.
  await expect(page.locator('[data-zone="p1.hand"] [data-name="Iron Duelist"]')).toHaveCount(1);
  await expect(page.locator('[data-panel="editor"] [data-field="toml"]')).toHaveValue(/wins_all_battles/);
  expect(modules).toEqual(['first', 'whole']);
});
