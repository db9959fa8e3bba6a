// Stepping into an action, like a debugger (crates/app/src/stepping.rs): the standby tray and
// the resolution inspector show each processing step live; the log scrubs to any event; a
// link keeps a moment inside an action; an embed steps too.
import { join } from 'node:path';
import { test, expect, settleAnimations, openBoard, embedInWikiPage, screenshotDir } from './fixtures.mjs';

test.afterEach(async ({ page }) => settleAnimations(page));

const log = (page) => page.locator('[data-panel="log"]');
const stepper = (page) => page.locator('.main > .stepper');
const tray = (page) => page.locator('[data-zone="standby"]');
const inspector = (page) => page.locator('[data-panel="resolution"]');
async function shareLink(page) {
  await page.locator('[data-action="share"]').click();
  const link = await page.locator('[data-share="link"]').inputValue();
  await page.locator('[data-panel="share"]').getByRole('button', { name: 'Close' }).click();
  return link;
}
/** Opens the gallery's first ruling that the search `words` finds. */
async function openRuling(page, words) {
  await page.locator('[data-action="rulings"]').click();
  await page.locator('[data-panel="gallery"] input').fill(words);
  await page.locator('[data-scenario]').first().click();
}
const nextStep = (page) => page.locator('[data-panel="scenario"]').getByRole('button', { name: /Next step/ });

test('a spell can be watched in standby, step by step, while Ogrist Vhal is destroyed', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 1400 });
  await openBoard(page);
  await stepper(page).getByRole('checkbox', { name: 'Step into actions' }).check();
  await nextStep(page).click(); // the board's check
  await nextStep(page).click(); // Player 1 casts Energy Stream
  // Step 1: declared, in standby, still in the hand but not counted (409.1c).
  const where = stepper(page).locator('[data-inside]');
  await expect(where).toHaveText(/Inside action 1: step 1 of \d+/);
  const total = Number((await where.getAttribute('data-inside')).split('/')[1]);
  expect(total).toBeGreaterThanOrEqual(5);
  await expect(tray(page).locator('[data-name="Energy Stream"]')).toBeVisible();
  await expect(tray(page).locator('[data-stage]')).toContainText('Using Energy Stream: declared, in standby');
  await expect(page.locator('[data-zone="p1.hand"]')).toHaveAttribute('aria-label', 'Player 1 Hand, 0 cards');
  await expect(page.locator('[data-zone="p1.battle"] [data-name="Magmadragon Ogrist Vhal"]')).toBeVisible();
  await expect(inspector(page).locator('.processing')).toContainText('Using Energy Stream');
  // No action can be taken inside an action: the possible actions are gone.
  await expect(inspector(page).locator('.answers')).toHaveCount(0);

  // Step 2: Ogrist Vhal is destroyed (703.4c) while the spell still waits.
  await stepper(page).locator('[data-step="step"]').click();
  await expect(where).toHaveText(`Inside action 1: step 2 of ${total}`);
  await expect(page.locator('[data-zone="p1.graveyard"] [data-name="Magmadragon Ogrist Vhal"]')).toBeVisible();
  await expect(tray(page).locator('[data-name="Energy Stream"]')).toBeVisible();
  await expect(inspector(page).locator('.trail__item--now')).toContainText('destroyed');
  await expect(log(page).locator('.log__entry--now')).toContainText('destroyed');
  await expect(log(page).locator('.log__entry--future').first()).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'stepping-ogrist-vhal-destroyed-while-the-spell-waits.png') });

  // Step on while it resolves: the stack shows the resolution and its progress.
  await stepper(page).locator('[data-step="step"]').click();
  await stepper(page).locator('[data-step="step"]').click();
  await stepper(page).locator('[data-step="step"]').click();
  await expect(inspector(page).locator('.processing')).toContainText(/Resolving .*steps done/);

  // Step over: the action's end; the spell is in the graveyard.
  await stepper(page).locator('[data-step="over"]').click();
  await expect(stepper(page).locator('[data-inside]')).toHaveCount(0);
  await expect(page.locator('[data-zone="p1.graveyard"] [data-name="Energy Stream"]')).toBeVisible();

  // Scrub the log: the destruction's line opens its step again.
  await log(page).locator('.log__btn', { hasText: 'destroyed' }).click();
  await expect(where).toHaveText(`Inside action 1: step 2 of ${total}`);

  // Share this moment: the link opens at the same step, in a new page.
  const link = await shareLink(page);
  // Format 10 ("SFkK"): v3's moment inside an action, in a history played since issue #41.
  expect(link).toContain('link=SFkK');
  const other = await page.context().newPage();
  await other.goto(`/#${link.split('#')[1]}`);
  await expect(other.locator('.main > .stepper [data-inside]')).toHaveText(`Inside action 1: step 2 of ${total}`);
  await expect(other.locator('[data-zone="p1.graveyard"] [data-name="Magmadragon Ogrist Vhal"]')).toBeVisible();
  await other.close();
});

test('an embed steps through the action too', async ({ page, baseURL }) => {
  await openBoard(page);
  await nextStep(page).click();
  await nextStep(page).click();
  await log(page).locator('.log__btn', { hasText: 'entered the standby state' }).first().click();
  const link = await shareLink(page);
  await embedInWikiPage(page, baseURL, `${baseURL}/?embed#${link.split('#')[1]}`);
  const frame = page.frameLocator('#horyu');
  const bar = frame.locator('[data-panel="embed"]');
  await expect(bar.locator('[data-inside]')).toHaveText(/step 1 of/);
  await expect(frame.locator('[data-zone="standby"] [data-name="Energy Stream"]')).toBeVisible();
  await bar.locator('[data-step="step"]').click();
  await expect(bar.locator('[data-inside]')).toHaveText(/step 2 of/);
});

test("a deck's top card lies on its pile, and a revealed one lies face up there until the effect ends", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 1400 });
  await openBoard(page);
  await openRuling(page, 'deck keeps its order');
  // The pile's uppermost card is the deck's top card (the one drawn first), face down.
  const top = page.locator('[data-zone="p1.deck"] [data-card]').last();
  await expect(top).toHaveAttribute('data-name', 'Aqua Hulcus');
  await expect(top).toHaveClass(/card--back/);

  // Into Kenzan Charger's use, to the moment it reveals that card (701.9a): face up, on top.
  await stepper(page).getByRole('checkbox', { name: 'Step into actions' }).check();
  await nextStep(page).click(); // Player 1 casts Kenzan Charger
  await expect(stepper(page).locator('[data-inside]')).toHaveText(/Inside action 1: step 1 of \d+/);
  const now = log(page).locator('.log__entry--now');
  for (let i = 0; i < 12 && !(await now.allTextContents()).join().includes('Revealed'); i++) {
    await stepper(page).locator('[data-step="step"]').click();
  }
  await expect(now.filter({ hasText: 'Revealed' })).toContainText('Revealed: Aqua Hulcus');
  await expect(top).toHaveAttribute('data-name', 'Aqua Hulcus');
  await expect(top).not.toHaveClass(/card--back/);
  // Revealed to both players: the opponent, Player 2, sees it face up too.
  await page.locator('[data-control="view"] [role="radio"]', { hasText: 'Player 2' }).click();
  await expect(page.locator('[data-zone="p1.deck"] [data-card]').last()).not.toHaveClass(/card--back/);
  await page.screenshot({ path: join(screenshotDir, 'stepping-a-revealed-deck-card-lies-face-up.png') });
  await page.locator('[data-control="view"] [role="radio"]', { hasText: 'Judge' }).click();

  // At the action's end it is at the bottom of the deck, face down again.
  await stepper(page).locator('[data-step="over"]').click();
  const pile = page.locator('[data-zone="p1.deck"] [data-card]');
  await expect(pile.first()).toHaveAttribute('data-name', 'Aqua Hulcus');
  await expect(pile.first()).toHaveClass(/card--back/);
  await expect(log(page).locator('.log__entry').filter({ hasText: 'Aqua Hulcus was put at the bottom of Player 1' })).toHaveCount(1);
});

test('a shield put face up lies face up in every view', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 1000 });
  await openBoard(page);
  await openRuling(page, 'Bouken MAX');
  while (await nextStep(page).isEnabled()) await nextStep(page).click();
  for (const view of ['Judge', 'Player 1', 'Player 2']) {
    await page.locator('[data-control="view"] [role="radio"]', { hasText: view }).click();
    const shield = page.locator('[data-zone="p2.shields"] [data-name="Five Thousand Sentry"]');
    await expect(shield).toBeVisible();
    await expect(shield).not.toHaveClass(/card--back/);
    // The other shield stays face down.
    await expect(page.locator('[data-zone="p2.shields"] .card--back')).toHaveCount(1);
  }
});
