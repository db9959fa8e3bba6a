// The playground over the engine: dragging in both modes (pointer and keyboard), the
// standby tray and the resolution inspector at work, ordering pending effects, undo/redo,
// perspective, ruleset and language. Every test fails on a console error (fixtures.mjs).
import { test, expect, settleAnimations, openBoard, wholeStep } from './fixtures.mjs';

const tall = { width: 1280, height: 1700 };

// Runs before the fixture's screenshot: let finite CSS animations (cards arriving, the
// standby tray's trace) end so the screenshot shows the settled board.
test.afterEach(async ({ page }) => settleAnimations(page));

/** A point where the pointer lands on `el` itself: cards in a full row overlap, so the
 * centre of a card may be under the next one; its visible part is to the left. */
async function grabPoint(el) {
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const y = r.top + r.height / 2;
    for (let x = r.left + r.width / 2; x > r.left; x -= 4) {
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === node || node.contains(hit))) return { x, y };
    }
    return { x: r.left + r.width / 2, y };
  });
}

async function drag(page, from, to, { dx = 0, dy = 0 } = {}) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  const p = await grabPoint(from);
  a.x = p.x - a.width / 2;
  a.y = p.y - a.height / 2;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  // A few pixels first: the drag starts only past the threshold.
  await page.mouse.move(a.x + a.width / 2 + 3, a.y + a.height / 2 + 2);
  await page.mouse.move(b.x + b.width / 2 + dx, b.y + b.height / 2 + dy, { steps: 12 });
  await page.mouse.up();
}

const zone = (page, id) => page.locator(`[data-zone="${id}"]`);
const handStream = (page) => zone(page, 'p1.hand').locator('[data-name="Energy Stream"]');
const vhal = (page) => page.locator('[data-name="Magmadragon Ogrist Vhal"]');

test('the default board is the Ogrist Vhal ruling, drawn as a table', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  await expect(page.locator('[data-panel="scenario"]')).toContainText('Ogrist Vhal');
  await expect(zone(page, 'p1.battle').locator('[data-card]')).toHaveCount(1);
  await expect(zone(page, 'p1.mana').locator('[data-name="Energy Stream"]')).toHaveCount(3);
  await expect(zone(page, 'p1.deck')).toHaveAttribute('aria-label', 'Player 1 Deck, 3 cards');
  await expect(zone(page, 'p1.hand')).toHaveAttribute('aria-label', 'Player 1 Hand, 1 card');
  // Deck cards lie face down; the creature shows its current power.
  await expect(zone(page, 'p1.deck').locator('.card--back')).toHaveCount(3);
  await expect(vhal(page).locator('.card__power')).toHaveText('3000');
  await expect(vhal(page)).toHaveAttribute('role', 'button');
  // Touch dragging never scrolls the page.
  expect(await vhal(page).evaluate((el) => getComputedStyle(el).touchAction)).toBe('none');
  // The detail panel: both names, abilities and every part of the power.
  await vhal(page).hover();
  const detail = page.locator('[data-panel="detail"]');
  await expect(detail).toContainText('Magmadragon Ogrist Vhal');
  await expect(detail).toContainText('printed power');
  await expect(detail.locator('.detail__ja')).not.toHaveText('');
  await page.locator('[data-panel="scenario"]').getByRole('button', { name: /Next step/ }).click();
  await expect(page.locator('[data-panel="scenario"]')).toContainText('Step 1 of 3');
});

test('casting Energy Stream by drag shows 409.1c in the standby tray and the inspector', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  const a = await handStream(page).boundingBox();
  await page.mouse.move(a.x + 20, a.y + 20);
  await page.mouse.down();
  await page.mouse.move(a.x + 30, a.y - 40, { steps: 4 });
  // While dragging: a ghost follows the pointer and the legal destinations light up.
  await expect(page.locator('.card--ghost')).toHaveCount(1);
  await expect(zone(page, 'p1.battle')).toHaveClass(/zone--legal/);
  await expect(zone(page, 'standby')).toHaveClass(/zone--legal/);
  await expect(zone(page, 'p2.battle')).not.toHaveClass(/zone--legal/);
  const b = await zone(page, 'p1.battle').boundingBox();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(page.locator('.card--ghost')).toHaveCount(0);

  const tray = zone(page, 'standby');
  await expect(tray.locator('.standby__item--past')).toHaveCount(1);
  await expect(tray).toContainText('Energy Stream');
  await expect(tray).toContainText('being cast');
  await expect(tray).toContainText('409.1c');
  await expect(tray).toContainText('Graveyard');
  const inspector = page.locator('[data-panel="resolution"]');
  await expect(inspector).toContainText('409.1c');
  await expect(inspector).toContainText('703.4c');
  await expect(inspector).toContainText('does not count as a card in Player 1\'s hand');
  await expect(zone(page, 'p1.graveyard')).toHaveAttribute('aria-label', 'Player 1 Graveyard, 2 cards');
  await expect(zone(page, 'p1.hand').locator('[data-name="Aqua Hulcus"]')).toHaveCount(2);
  await expect(page.locator('[data-panel="log"]')).toContainText('entered the standby state');
});

test('an illegal drop snaps back with the engine reason', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  await drag(page, vhal(page), zone(page, 'p2.battle'));
  await expect(page.locator('[data-notice]')).toContainText('attack step');
  await expect(zone(page, 'p1.battle').locator('[data-name="Magmadragon Ogrist Vhal"]')).toHaveCount(1);
  await expect(page.locator('[data-panel="log"]')).toContainText('Moment 0/0');
  // A spell charged outside the charge step: the engine says why not.
  await drag(page, handStream(page), zone(page, 'p1.mana'));
  await expect(page.locator('[data-notice]')).toBeVisible();
  await expect(zone(page, 'p1.hand').locator('[data-card]')).toHaveCount(1);
  // The message never catches the pointer (only its close button does), and Escape closes it.
  expect(await page.locator('[data-notice]').evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-notice]')).toHaveCount(0);
  // So does its close button.
  await drag(page, vhal(page), zone(page, 'p2.battle'));
  await page.locator('[data-notice]').getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('[data-notice]')).toHaveCount(0);
});

test('sandbox drags are manual moves, by pointer and by click', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  await page.getByRole('radio', { name: 'Sandbox' }).click();
  await expect(page.getByRole('radio', { name: 'Sandbox' })).toHaveAttribute('aria-checked', 'true');
  await drag(page, vhal(page), zone(page, 'p2.graveyard'));
  await expect(zone(page, 'p1.graveyard').locator('[data-name="Magmadragon Ogrist Vhal"]')).toHaveCount(1);
  await expect(page.locator('[data-panel="log"]')).toContainText('moved by hand');
  // Click to pick, click a zone to drop.
  await zone(page, 'p1.mana').locator('[data-card]').first().click();
  await expect(zone(page, 'p1.shields')).toHaveClass(/zone--legal/);
  // An empty zone is its labelled count, still a drop target.
  await zone(page, 'p1.shields').click();
  await expect(zone(page, 'p1.shields').locator('[data-card]')).toHaveCount(1);
  await expect(zone(page, 'p1.mana')).toHaveAttribute('aria-label', 'Player 1 Mana Zone, 2 cards');
});

test('keyboard: arrows move between cards, Enter picks up and drops, Escape cancels', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  const stream = handStream(page);
  await vhal(page).focus();
  await page.keyboard.press('ArrowRight');
  const focusedName = await page.evaluate(() => document.activeElement.getAttribute('data-card'));
  expect(focusedName).not.toBeNull();
  // Escape cancels a pick.
  await stream.focus();
  await page.keyboard.press('Enter');
  await expect(stream).toHaveClass(/card--picked/);
  await page.keyboard.press('Escape');
  await expect(stream).not.toHaveClass(/card--picked/);
  // Enter picks up; focus goes to a legal destination; arrows cycle them; Enter drops.
  await stream.focus();
  await page.keyboard.press('Enter');
  const focused = () => page.evaluate(() => document.activeElement.getAttribute('data-zone'));
  // Focus moves once the page has drawn the pick: wait for it rather than read it at once.
  const legal = /^(p1\.battle|standby)$/;
  await expect.poll(focused).toMatch(legal);
  await page.keyboard.press('ArrowRight');
  await expect.poll(focused).toMatch(legal);
  await page.keyboard.press('Enter');
  await expect(zone(page, 'standby').locator('.standby__item--past')).toHaveCount(1);
  await expect(zone(page, 'p1.graveyard')).toHaveAttribute('aria-label', 'Player 1 Graveyard, 2 cards');

  // Sandbox by keyboard: a mana card to the graveyard.
  await page.getByRole('radio', { name: 'Sandbox' }).click();
  const mana = zone(page, 'p1.mana').locator('[data-card]').first();
  await mana.focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 20; i++) {
    if ((await focused()) === 'p1.graveyard') break;
    await page.keyboard.press('ArrowDown');
  }
  expect(await focused()).toBe('p1.graveyard');
  await page.keyboard.press('Enter');
  await expect(zone(page, 'p1.graveyard')).toHaveAttribute('aria-label', 'Player 1 Graveyard, 3 cards');
});

test('ordering two pending effects: Mist Rias and Bronze-Arm Tribe', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  await page.getByRole('button', { name: /Rulings/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search rulings' }).fill('Mist Rias Bronze');
  await dialog.locator('[data-scenario*="mist-rias-bronze-arm"]').click();
  await expect(dialog).toHaveCount(0);
  await wholeStep(page);

  const inspector = page.locator('[data-panel="resolution"]');
  await expect(inspector.locator('[data-decision="next_pending"]')).toBeVisible();
  const items = inspector.locator('.order__item');
  await expect(items).toHaveCount(2);
  const first = await items.nth(0).getAttribute('data-pending');
  const second = await items.nth(1).getAttribute('data-pending');
  // S-Triggers first, then the turn player's, then the other player's: player 2's waits.
  await expect(inspector.locator('.group')).toHaveCount(2);
  await expect(inspector.locator('.group--next')).toContainText('Player 1');

  await inspector.getByRole('button', { name: 'Explore orders' }).click();
  await expect(inspector.locator('[data-explore]')).toContainText('Outcomes');
  await expect(inspector.locator('.explore__outcome')).toHaveCount(2);

  // Drag the second effect above the first, and back.
  await drag(page, items.nth(1).locator('.order__grip'), items.nth(0));
  await expect(items.nth(0)).toHaveAttribute('data-pending', second);
  await drag(page, items.nth(1).locator('.order__grip'), items.nth(0));
  await expect(items.nth(0)).toHaveAttribute('data-pending', first);
  // And with the arrow buttons.
  await inspector.getByRole('button', { name: `Move down #${first}` }).click();
  await expect(items.nth(0)).toHaveAttribute('data-pending', second);
  await inspector.getByRole('button', { name: `Move up #${first}` }).click();
  await expect(items.nth(0)).toHaveAttribute('data-pending', first);
  // Bronze-Arm Tribe's first (as the ruling does).
  const bat = inspector.locator('.order__item', { hasText: 'Bronze-Arm Tribe' });
  const batId = await bat.getAttribute('data-pending');
  if ((await items.nth(0).getAttribute('data-pending')) !== batId) {
    await inspector.getByRole('button', { name: `Move up #${batId}` }).click();
  }
  await inspector.getByRole('button', { name: 'Resolve in this order' }).click();
  await expect(zone(page, 'p1.mana')).toHaveAttribute('aria-label', 'Player 1 Mana Zone, 4 cards');
  await expect(inspector.locator('[data-decision="yes_no"]')).toBeVisible();
  await inspector.getByRole('button', { name: 'Yes' }).click();
  await expect(zone(page, 'p1.hand')).toHaveAttribute('aria-label', 'Player 1 Hand, 1 card');
  await expect(inspector.locator('.decision__badge')).toHaveText('Player 2');
  await inspector.getByRole('button', { name: 'Yes' }).click();
  await expect(zone(page, 'p2.hand')).toHaveAttribute('aria-label', 'Player 2 Hand, 1 card');
  await expect(inspector).toContainText('Nothing is waiting to resolve.');
});

test('undo, redo, the log as a timeline and branches', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  const log = page.locator('[data-panel="log"]');
  await drag(page, handStream(page), zone(page, 'p1.battle'));
  await expect(log).toContainText('Moment 1/1');
  await log.getByRole('button', { name: /Undo/ }).click();
  await expect(log).toContainText('Moment 0/1');
  await expect(zone(page, 'p1.battle').locator('[data-card]')).toHaveCount(1);
  await log.getByRole('button', { name: /Redo/ }).click();
  await expect(log).toContainText('Moment 1/1');
  await page.keyboard.press('Control+z');
  await expect(log).toContainText('Moment 0/1');
  await page.keyboard.press('Control+Shift+z');
  await expect(log).toContainText('Moment 1/1');
  await expect(zone(page, 'p1.battle').locator('[data-card]')).toHaveCount(0);
  // Clicking an entry shows the board at that moment.
  await log.locator('[data-action="0"]').first().click();
  await expect(log).toContainText('Moment 0/1');
  await expect(log.locator('.log__entry--future').first()).toBeVisible();
  // Acting from the past starts a new branch; the old line is kept.
  await page.getByRole('radio', { name: 'Sandbox' }).click();
  await drag(page, vhal(page), zone(page, 'p1.mana'));
  await expect(log.locator('[data-branches="1"]')).toBeVisible();
  await log.getByRole('button', { name: 'Switch' }).click();
  await expect(log).toContainText('Moment 1/1');
  await expect(zone(page, 'p1.graveyard')).toHaveAttribute('aria-label', 'Player 1 Graveyard, 2 cards');
});

test('perspective, ruleset, compare and language', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  await page.getByRole('radio', { name: 'Player 2' }).click();
  await expect(zone(page, 'p1.hand').locator('.card--back')).toHaveCount(1);
  await expect(zone(page, 'p1.hand').locator('[data-name]')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Judge' }).click();
  await expect(zone(page, 'p1.hand').locator('[data-name="Energy Stream"]')).toHaveCount(1);

  await drag(page, handStream(page), zone(page, 'p1.battle'));
  await page.getByRole('radio', { name: 'Legacy rules' }).click();
  await expect(page.getByRole('radio', { name: 'Legacy rules' })).toHaveAttribute('aria-checked', 'true');
  // The same line replayed under the legacy rules: the spell waits in the anywhere zone.
  await expect(page.locator('[data-panel="log"]')).toContainText('anywhere zone');
  await expect(page.locator('[data-panel="log"]')).toContainText('Moment 1/1');
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.locator('[data-panel="compare"]')).toContainText('No difference.');
  await page.locator('[data-panel="compare"]').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('radio', { name: 'Current rules' }).click();

  // Yadoc and The Verde with four mana: the two rulesets part at the first action.
  await page.getByRole('button', { name: /Rulings/ }).click();
  await page.getByRole('searchbox').fill('409.1c Verde');
  await page.locator('[data-scenario="409.1c-yadoc-the-verde-four-mana"]').click();
  const next = page.locator('[data-panel="scenario"]').getByRole('button', { name: /Next step/ });
  while (await next.isEnabled()) await next.click();
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.locator('[data-panel="compare"]')).toContainText('Differs first at moment 1');
  await expect(page.locator('.compare__table tbody tr').first()).toBeVisible();

  await page.getByRole('radio', { name: '日本語' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(zone(page, 'p1.hand')).toHaveAttribute('aria-label', /手札/);
  await expect(page.locator('[data-panel="scenario"]')).toContainText('次のステップ');
  // The engine's own words follow: the log is worded again in Japanese, with the official
  // terms and the cards' Japanese names.
  const log = page.locator('[data-panel="log"]');
  await expect(log).toContainText('保留状態になる');
  await expect(log).toContainText('プレイヤー1');
  await expect(log).not.toContainText('standby state');
  await expect(page.locator('[data-panel="resolution"] .decision__who')).not.toContainText('Player 1');
});

// Every ruling opening and playing to its end is checked by fit.spec.mjs, which steps through
// them all at two screen sizes anyway.
test.describe('touch', () => {
  test.use({ hasTouch: true, viewport: { width: 800, height: 1000 } });

  test('a touch drag casts the spell and never scrolls the page', async ({ page }) => {
    await openBoard(page);
    const card = handStream(page);
    // The battle zone just below the sticky top bar, the hand further down.
    const top = await zone(page, 'p1.battle').evaluate((el) => el.getBoundingClientRect().top);
    await page.evaluate((dy) => window.scrollBy(0, dy), top - 160);
    const before = await page.evaluate(() => window.scrollY);
    const a = await card.boundingBox();
    const b = await zone(page, 'p1.battle').boundingBox();
    const cdp = await page.context().newCDPSession(page);
    const touch = (type, x, y) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
      });
    const [x0, y0] = [a.x + a.width / 2, a.y + a.height / 2];
    const [x1, y1] = [b.x + b.width / 2, b.y + Math.min(b.height / 2, 40)];
    await touch('touchStart', x0, y0);
    for (let i = 1; i <= 12; i++) await touch('touchMove', x0 + ((x1 - x0) * i) / 12, y0 + ((y1 - y0) * i) / 12);
    await touch('touchEnd', x1, y1);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await expect(zone(page, 'standby').locator('.standby__item--past')).toHaveCount(1);
    await expect(zone(page, 'p1.graveyard')).toHaveAttribute('aria-label', 'Player 1 Graveyard, 2 cards');
  });
});

test('attacking by drag: an untapped creature is refused, the player is attacked', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  await page.getByRole('button', { name: /Rulings/ }).click();
  await page.getByRole('searchbox').fill('703.4a');
  await page.locator('[data-scenario="703.4a-direct-attack-with-no-shields-wins"]').click();
  await wholeStep(page);
  const hulcus = zone(page, 'p1.battle').locator('[data-name="Aqua Hulcus"]');
  const theirs = zone(page, 'p2.battle').locator('[data-name="Bronze-Arm Tribe"]');
  // While dragging, the opponent's side lights up; their untapped creature is no target.
  const a = await hulcus.boundingBox();
  await page.mouse.move(a.x + 20, a.y + 20);
  await page.mouse.down();
  await page.mouse.move(a.x + 20, a.y - 30, { steps: 4 });
  await expect(zone(page, 'p2.shields')).toHaveClass(/zone--legal/);
  await expect(theirs).not.toHaveClass(/card--target/);
  const t = await theirs.boundingBox();
  await page.mouse.move(t.x + t.width / 2, t.y + t.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(page.locator('[data-notice]')).toContainText(/untapped|tapped/);
  await expect(page.locator('[data-panel="log"]')).not.toContainText('attacks');
  // Onto the opponent's shield zone: an attack on the player, a direct attack, a win.
  await drag(page, hulcus, zone(page, 'p2.shields'));
  await expect(page.locator('[data-panel="log"]')).toContainText('Aqua Hulcus attacks the opponent');
  await expect(page.locator('[data-seat="p1"] .side__tag--win')).toBeVisible();
  await expect(hulcus).toHaveAttribute('data-tapped', 'tapped');
});

test('paying mana by clicking the cards on the board while the card waits in standby', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  await page.getByRole('button', { name: /Rulings/ }).click();
  await page.getByRole('searchbox').fill('Verde five');
  await page.locator('[data-scenario="409.1c-yadoc-the-verde-five-mana"]').click();
  const verde = page.locator('[data-name^="The Verde"]');
  await drag(page, verde, zone(page, 'p1.battle'));
  const inspector = page.locator('[data-panel="resolution"]');
  await expect(inspector.locator('[data-decision="mana"]')).toBeVisible();
  // The Verde waits in standby: still in the mana zone, not counted there (409.1c).
  const tray = zone(page, 'standby');
  await expect(tray.locator('.standby__item:not(.standby__item--past)')).toContainText('Mana Zone');
  await expect(tray.locator('[data-name^="The Verde"]')).toHaveClass(/card--candidate/);
  await expect(zone(page, 'p1.mana')).toHaveAttribute('aria-label', 'Player 1 Mana Zone, 4 cards');
  await expect(zone(page, 'p1.mana').locator('.card--placeholder')).toHaveCount(1);
  // Tap The Verde itself (601.1c) and three others: click them on the board.
  await tray.locator('[data-name^="The Verde"]').click();
  const tribes = zone(page, 'p1.mana').locator('[data-name="Bronze-Arm Tribe"]');
  // (Cards of a full row overlap: click each on its visible left part.)
  for (let i = 0; i < 3; i++) await tribes.nth(i).click({ position: { x: 8, y: 20 } });
  await expect(zone(page, 'p1.mana').locator('.card--chosen')).toHaveCount(3);
  await inspector.getByRole('button', { name: /Confirm \(4\)/ }).click();
  await expect(zone(page, 'p1.battle').locator('[data-name^="The Verde"]')).toHaveCount(1);
  await expect(tray.locator('.standby__item--past')).toContainText('Battle Zone');
  await expect(page.locator('[data-panel="log"]')).toContainText('601.1c');
});

test('a new game deals five shields and five cards to each player, and a card can be charged', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  await page.locator('[data-action="new-game"]').click();
  await expect(page.locator('[data-panel="scenario"]')).toHaveCount(0);
  for (const p of ['p1', 'p2']) {
    await expect(zone(page, `${p}.shields`).locator('[data-card]')).toHaveCount(5);
    await expect(zone(page, `${p}.deck`)).toHaveAttribute('aria-label', new RegExp(`Deck, 30 cards`));
  }
  await expect(zone(page, 'p1.hand').locator('[data-card]')).toHaveCount(5);
  // Player 1's first turn begins in the mana charge step (the first player does not draw).
  const card = zone(page, 'p1.hand').locator('[data-card]').first();
  await drag(page, card, zone(page, 'p1.mana'));
  await expect(zone(page, 'p1.mana').locator('[data-card]')).toHaveCount(1);
  await expect(zone(page, 'p1.hand').locator('[data-card]')).toHaveCount(4);
});

test("a card's effects say how long they last, in the reader's words", async ({ page }) => {
  // 400.5's ruling: Battle Cry gives Brawler Zyler +3000 power until the end of the turn.
  await page.goto('/');
  await page.getByRole('button', { name: /Rulings/ }).click();
  await page.getByRole('searchbox').fill('400.5');
  await page.locator('[data-scenario="400.5-returned-creature-is-a-new-card"]').click();
  await wholeStep(page);
  const zyler = page.locator('[data-zone="p1.battle"] [data-card]').first();
  await expect(zyler.locator('.card__power')).toHaveText('4000');
  await zyler.hover();
  const effects = page.locator('[data-panel="detail"] [data-detail="effects"]');
  await expect(effects).toContainText('+3000 power (until the end of the turn)');
  await page.getByRole('radio', { name: '日本語' }).click();
  await zyler.hover();
  await expect(effects).toContainText('パワー+3000（ターンの終わりまで）');
  // Japanese text takes full-width parentheses, in the standby tray too.
  await expect(page.locator('[data-zone="standby"] .standby__facts')).toContainText('保留中（唱えている途中）');
});
