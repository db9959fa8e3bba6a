// The card finder (issue #39): every card of the English sets, found by words of its name and
// by filters, added to either player's zones, with what Horyu does not model of it; the pool
// is fetched when it is first needed, never by the first load; a board of pool cards travels
// in a link that opens in a fresh page. Every test fails on a console error.
import { join } from 'node:path';
import { test, expect, settleAnimations, openBoard, screenshotDir } from './fixtures.mjs';

test.afterEach(async ({ page }) => settleAnimations(page));

const pools = (requests) => requests.filter((p) => p.endsWith('/pool.bin')).length;

async function openFinder(page) {
  const toggle = page.locator('[data-action="menu"]');
  if (await toggle.isVisible()) await toggle.click();
  await page.locator('[data-action="find-cards"]').click();
  await expect(page.locator('[data-panel="finder"]')).toBeVisible();
  await expect(page.locator('[data-finder="results"] > li').first()).toBeVisible();
}

/** Sets the finder's "Add to" controls. */
async function addTo(page, player, zone, count) {
  await page.locator('[data-finder="player"]').selectOption(player);
  await page.locator('[data-finder="zone"]').selectOption(zone);
  await page.locator('[data-finder="count"]').fill(String(count));
  await page.locator('[data-finder="count"]').press('Tab');
}

const zoneNames = (page, zone) => page.locator(`[data-zone="${zone}"] .card__name`);

test('a card found by part of its name goes into a zone, the pool fetched only then', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const requests = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await openBoard(page);
  await page.locator('[data-control="mode"]').getByRole('radio', { name: 'Sandbox' }).click();
  expect(pools(requests), 'the first load fetches no pool').toBe(0);
  await openFinder(page);
  expect(pools(requests)).toBe(1);
  await expect(page.locator('[data-finder="summary"]')).toContainText('1152 cards of the English sets');
  // Case, spaces and part of a word: "AQUA knig".
  await page.locator('[data-finder="search"]').fill('AQUA knig');
  const first = page.locator('[data-finder="results"] > li').first();
  await expect(first.locator('.finder__en')).toHaveText('Aqua Knight');
  await addTo(page, 'p1', 'hand', 2);
  await first.locator('[data-action="finder-add"]').click();
  await expect(page.locator('[data-finder="status"]')).toHaveText('Added 2 × Aqua Knight.');
  await page.screenshot({ path: join(screenshotDir, 'finder-1366.png') });
  await page.locator('[data-action="finder-close"]').click();
  await expect(page.locator('[data-panel="finder"]')).toHaveCount(0);
  await expect(zoneNames(page, 'p1.hand').filter({ hasText: 'Aqua Knight' })).toHaveCount(2);
  // Filters: water spells of cost 2 or less.
  // The page fetched it too as the first pool card was added (the finder is a module of its
  // own); opening the finder again fetches nothing.
  expect(pools(requests)).toBe(2);
  await openFinder(page);
  expect(pools(requests), 'fetched once a module').toBe(2);
  await page.locator('[data-civ="water"]').check();
  await page.locator('[data-finder="type"]').selectOption('Spell');
  await page.locator('[data-finder="cost-max"]').fill('2');
  await page.locator('[data-finder="cost-max"]').press('Tab');
  const kinds = await page.locator('[data-finder="results"] .finder__kind').allTextContents();
  expect(kinds.length).toBeGreaterThan(0);
  for (const k of kinds) expect(k).toContain('Spell');
  const costs = await page.locator('[data-finder="results"] .finder__cost').allTextContents();
  for (const c of costs) expect(Number(c)).toBeLessThanOrEqual(2);
});

test('what a card does not model yet is said, in the finder and on the board', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openBoard(page);
  await page.locator('[data-control="mode"]').getByRole('radio', { name: 'Sandbox' }).click();
  await openFinder(page);
  await page.locator('[data-finder="search"]').fill('Dejiron');
  const card = page.locator('[data-finder="results"] > li').first();
  await expect(card).toHaveAttribute('data-modelled', 'false');
  await expect(card.locator('.finder__partly')).toBeVisible();
  await card.locator('.finder__name').click();
  await expect(card.locator('[data-finder="lacks"]')).toContainText('Not modelled:');
  await addTo(page, 'p2', 'battle', 1);
  await card.locator('[data-action="finder-add"]').click();
  await page.locator('[data-action="finder-close"]').click();
  const dejiron = page.locator('[data-zone="p2.battle"] [data-card]').filter({ hasText: 'Dejiron' });
  await dejiron.click();
  await expect(page.locator('[data-detail="lacks"]')).toContainText('Not modelled:');
  await expect(page.locator('[data-detail="printing"]')).toHaveText('DM-14 20/110');
});

test('a board of pool cards travels in a link and opens in a fresh page', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openBoard(page);
  await page.locator('[data-control="mode"]').getByRole('radio', { name: 'Sandbox' }).click();
  await openFinder(page);
  await page.locator('[data-finder="search"]').fill('Chilias');
  await addTo(page, 'p1', 'battle', 1);
  await page.locator('[data-finder="results"] > li').first().locator('[data-action="finder-add"]').click();
  await expect(page.locator('[data-finder="status"]')).toHaveText('Added 1 × Chilias, the Oracle.');
  await page.locator('[data-action="finder-close"]').click();
  await page.locator('[data-action="share"]').click();
  const url = await page.locator('[data-share="link"]').inputValue();
  // The pool is named from format 8 on; a game played since issue #41 is format 10 ("SFkK").
  expect(url, 'format v10: the pool is named').toMatch(/#link=SFkK/);
  const context = await browser.newContext();
  const fresh = await context.newPage();
  const problems = [];
  fresh.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  fresh.on('pageerror', (e) => problems.push(e.message));
  await fresh.goto(url);
  await expect(zoneNames(fresh, 'p1.battle').filter({ hasText: 'Chilias, the Oracle' })).toHaveCount(1);
  expect(problems).toEqual([]);
  await context.close();
});

test('Japanese names and full-width letters find cards', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openBoard(page);
  await page.locator('[data-control="lang"]').getByRole('radio').nth(1).click();
  await openFinder(page);
  await expect(page.locator('[data-finder="summary"]')).toContainText('英語版の全1152枚');
  await page.locator('[data-finder="search"]').fill('ボルシャック');
  await expect(page.locator('[data-finder="results"] > li').first().locator('.finder__en')).toHaveText('Bolshack Dragon');
  await page.locator('[data-finder="search"]').fill('ＡＱＵＡ　ＫＮＩＧＨＴ');
  await expect(page.locator('[data-finder="results"] > li').first().locator('.finder__en')).toHaveText('Aqua Knight');
  await page.screenshot({ path: join(screenshotDir, 'finder-ja.png') });
});

test('on a phone the finder fits the screen and adds a card', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBoard(page);
  await openFinder(page);
  await page.locator('[data-finder="search"]').fill('bolshack');
  const first = page.locator('[data-finder="results"] > li').first();
  await expect(first.locator('[data-action="finder-add"]')).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(screenshotDir, 'finder-390.png') });
});

/** Drags the first found card by its grip onto the centre of `zone`, in small steps. */
async function dragOnto(page, zone, shot) {
  const grip = page.locator('[data-finder="results"] > li').first().locator('[data-finder="grip"]');
  const from = await grip.boundingBox();
  const to = await page.locator(`[data-zone="${zone}"]`).boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const [tx, ty] = [to.x + to.width / 2, to.y + to.height / 2];
  await page.mouse.move(tx, ty, { steps: 12 });
  // Mid-drag: the finder is out of the way and the zone under the pointer is marked.
  await expect(page.locator('[data-panel="finder"]')).toHaveClass(/finder--dragging/);
  await expect(page.locator(`[data-zone="${zone}"]`)).toHaveClass(/is-over/);
  if (shot) await page.screenshot({ path: join(screenshotDir, shot) });
  await page.mouse.up();
  await expect(page.locator('[data-panel="finder"]')).not.toHaveClass(/finder--dragging/);
  await expect(page.locator('.finder__ghost')).toHaveCount(0);
}

for (const [w, h] of [[1366, 768], [390, 844]]) {
  test(`a found card dragged by its grip onto a zone of either player is put there at ${w}x${h}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await openBoard(page);
    await openFinder(page);
    await page.locator('[data-finder="search"]').fill('aqua knight');
    await expect(page.locator('[data-finder="results"] > li').first().locator('.finder__en')).toHaveText('Aqua Knight');
    const before = await zoneNames(page, 'p2.mana').count();
    await dragOnto(page, 'p2.mana', `finder-drag-${w}.png`);
    await expect(page.locator('[data-finder="status"]')).toHaveText('Added 1 × Aqua Knight.');
    // A drop outside any zone puts nothing anywhere.
    const grip = page.locator('[data-finder="results"] > li').first().locator('[data-finder="grip"]');
    const g = await grip.boundingBox();
    await page.mouse.move(g.x + 4, g.y + 4);
    await page.mouse.down();
    await page.mouse.move(g.x + 4, 2, { steps: 6 });
    await page.mouse.up();
    await expect(page.locator('[data-finder="status"]')).toHaveText('Added 1 × Aqua Knight.');
    await page.locator('[data-action="finder-close"]').click();
    await expect(zoneNames(page, 'p2.mana').filter({ hasText: 'Aqua Knight' })).toHaveCount(1);
    expect(await zoneNames(page, 'p2.mana').count()).toBe(before + 1);
  });
}
