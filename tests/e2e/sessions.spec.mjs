// Nothing lost (issue #16, part 6): every session the user plays is kept in this browser's
// list. New game, reading a ruling, opening a link and a reload never discard one; entries can
// be opened, renamed and deleted (with an undo).
import { join } from 'node:path';
import { test, expect, settleAnimations, openBoard, screenshotDir, wholeStep } from './fixtures.mjs';
import { golden } from './golden.mjs';

const tall = { width: 1280, height: 1700 };

test.afterEach(async ({ page }) => settleAnimations(page));

const zone = (page, key) => page.locator(`[data-zone="${key}"]`);
const panel = (page) => page.locator('[data-panel="sessions"]');

/** Charges the first card of player 1's hand: pick it, then click the mana zone. */
async function charge(page) {
  const before = await zone(page, 'p1.mana').locator('[data-card]').count();
  await zone(page, 'p1.hand').locator('[data-card]').first().click({ position: { x: 8, y: 20 } });
  await zone(page, 'p1.mana').click({ position: { x: 4, y: 4 } });
  await expect(zone(page, 'p1.mana').locator('[data-card]')).toHaveCount(before + 1);
}

/** The cards of every zone (ids), the moment shown: what must come back. */
async function boardOf(page) {
  const zones = await page.$$eval('[data-zone]', (els) =>
    els.map((e) => `${e.dataset.zone}: ${[...e.querySelectorAll('[data-card]')].map((c) => c.dataset.card).join(',')}`),
  );
  const moment = await page.locator('[data-panel="log"] .log__moment').textContent();
  return { zones, moment };
}

async function openSessions(page) {
  await page.locator('[data-action="sessions"]').click();
  await expect(panel(page)).toBeVisible();
}

test('New game, a ruling and a reload keep every session; one opens, renames and deletes with undo', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(zone(page, 'p1.battle')).toBeVisible();

  // Reading the default ruling keeps nothing: it is not the user's session.
  await openSessions(page);
  await expect(panel(page).locator('[data-session]')).toHaveCount(0);
  await expect(panel(page)).toContainText('No sessions yet');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);

  // A first game, two cards charged (one in each player's turn is not needed: Sandbox-free).
  await page.locator('[data-action="new-game"]').click();
  await charge(page);
  const first = await boardOf(page);

  // A second game replaces the board, not the first session.
  await page.locator('[data-action="new-game"]').click();
  await charge(page);
  const second = await boardOf(page);
  expect(second.zones).not.toEqual(first.zones);

  // Reading a ruling and stepping through it adds nothing and overwrites nothing.
  await page.getByRole('button', { name: /Rulings/ }).click();
  await page.locator('[data-scenario="409.1c-ogrist-vhal-energy-stream"]').click();
  await wholeStep(page);

  await openSessions(page);
  const rows = panel(page).locator('[data-session]');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('1 action');
  await expect(rows.nth(1)).toContainText('1 action');
  await expect(rows.locator('.sessions__shown')).toHaveCount(0);
  // Each is named by what it shows (issue #43: not "New game" every time): the turn, and the
  // creatures in the battle zones when there are any.
  await expect(rows.nth(0).locator('.sessions__name')).toHaveValue('Turn 1');

  // Rename the older one; the name survives a reload. (The panel lives in the module loaded
  // on demand; its message reaches the page on the next turn of the event loop, so the test
  // waits for the list in storage before reloading, as no person could reload sooner.)
  await rows.nth(1).locator('.sessions__name').fill('My first game');
  await rows.nth(1).locator('.sessions__name').press('Enter');
  await expect
    .poll(() => page.evaluate(() => atob(localStorage.getItem('horyu.kept').replace(/-/g, '+').replace(/_/g, '/'))))
    .toContain('My first game');
  await page.reload();
  await expect(zone(page, 'p1.battle')).toBeVisible();
  // The reload shows the ruling as it was left.
  await expect(page.locator('[data-panel="scenario"]')).toContainText('Ogrist Vhal');
  await openSessions(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).locator('.sessions__name')).toHaveValue('My first game');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: join(screenshotDir, 'sessions-panel-1366x768.png') });
  await page.setViewportSize(tall);

  // Open it: the board comes back as it was, and it is the one shown.
  await rows.nth(1).getByRole('button', { name: 'Open' }).click();
  await expect(panel(page)).toHaveCount(0);
  // The session opens by a message from the panel's module: wait for the board it draws.
  await expect.poll(() => boardOf(page)).toEqual(first);

  // Playing on saves into the same entry (no copy) and brings it first.
  await page.locator('[data-panel="log"]').getByRole('button', { name: /Undo/ }).click();
  await openSessions(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).locator('.sessions__name')).toHaveValue('My first game');
  await expect(rows.nth(0)).toContainText('shown now');

  // Delete the other one, and undo.
  await rows.nth(1).getByRole('button', { name: /^Delete/ }).click();
  await expect(rows).toHaveCount(1);
  await expect(panel(page)).toContainText('Deleted “Turn 1”');
  await panel(page).locator('[data-action="undo-delete"]').click();
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole('button', { name: 'Open' }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect.poll(() => boardOf(page)).toEqual(second);
});

test('a damaged list of sessions is set aside with a message, never overwritten', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  await page.evaluate(() => localStorage.setItem('horyu.kept', 'oops!'));
  await page.reload();
  await expect(page.locator('[data-banner]')).toContainText('The kept sessions could not be read');
  expect(await page.evaluate(() => localStorage.getItem('horyu.kept.damaged'))).toBe('oops!');
  // The page works on: a new game played is kept in a new list.
  await page.locator('[data-action="new-game"]').click();
  await charge(page);
  await openSessions(page);
  await expect(panel(page).locator('[data-session]')).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('horyu.kept.damaged'))).toBe('oops!');
});

test('the list an earlier build kept as JSON is read once by the worker and kept on', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  const link = golden('midgame');
  const old = JSON.stringify({ kept: [{ id: 4, name: 'Before the update', link, saved: 1733212345678.0, actions: 20 }] });
  await page.evaluate((old) => {
    localStorage.clear();
    localStorage.setItem('horyu.sessions', old);
  }, old);
  await page.reload();
  await openSessions(page);
  await expect(panel(page).locator('[data-session] .sessions__name')).toHaveValue('Before the update');
  // Kept in this build's list; the old one is gone once it is.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('horyu.sessions'))).toBeNull();
  await page.reload();
  await openSessions(page);
  await expect(panel(page).locator('[data-session] .sessions__name')).toHaveValue('Before the update');
  // A damaged old list stays where it is and is said.
  await page.evaluate(() => localStorage.setItem('horyu.sessions', '{"kept": [oops'));
  await page.reload();
  await expect(page.locator('[data-banner]')).toContainText('The kept sessions could not be read');
  expect(await page.evaluate(() => localStorage.getItem('horyu.sessions'))).toBe('{"kept": [oops');
});
