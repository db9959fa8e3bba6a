// Nothing leaked (400.2): in a player's view the page never names a card that player can't
// see, nor carries its id — in the board, the shield choice, the inspector, the explorer, the
// log, the card panel, the embed's state message and the SVG. The judge still sees everything.
import { join } from 'node:path';
import { test, expect, settleAnimations, embedInWikiPage, screenshotDir, wholeStep } from './fixtures.mjs';

test.afterEach(async ({ page }) => settleAnimations(page));

// tests/e2e/boards/hidden-cards.toml after its one step: Player 1's Brawler Zyler attacks and
// Player 1 must choose which of Player 2's three face-down shields to break.
// Regenerate: cargo run -p horyu-cli -- link encode tests/e2e/boards/hidden-cards.toml
const LINK =
  'SFkBR-PUHS3JMQ5AQBRF0Ts_zwtCvkYyMbWKgsT-16bgtIeKvWwTiou4cWai2Xzcjw_aV-JEreGjDn-Voo4X';

const view = (page, name) =>
  page.locator('[data-control="view"]').getByRole('radio', { name, exact: true }).click();

/** Every card of a zone in the judge view: its id and name. */
async function cardsOf(page, zone) {
  return page
    .locator(`[data-zone="${zone}"] [data-card]`)
    .evaluateAll((els) => els.map((e) => ({ id: e.dataset.card, name: e.dataset.name })));
}

/** All the page says: its text, every attribute value, and the embed state message. */
async function everything(page) {
  return page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll('*')) {
      for (const a of el.attributes) parts.push(`${a.name}=${a.value}`);
    }
    return parts.join('\n');
  });
}

/** Names and ids each perspective must not be shown: the judge's cards of its hidden zones. */
async function secretsFor(page, player) {
  const other = player === 'p1' ? 'p2' : 'p1';
  const hidden = [`${other}.hand`, 'p1.deck', 'p2.deck', 'p1.shields', 'p2.shields'];
  const shown = [`${player}.hand`, 'p1.battle', 'p2.battle', 'p1.mana', 'p2.mana', 'p1.graveyard', 'p2.graveyard'];
  const visibleNames = new Set();
  for (const z of shown) for (const c of await cardsOf(page, z)) visibleNames.add(c.name);
  const secrets = [];
  for (const z of hidden) {
    for (const c of await cardsOf(page, z)) {
      if (!visibleNames.has(c.name)) secrets.push(c);
    }
  }
  return secrets;
}

async function expectNothingOf(page, secrets, where) {
  const all = await everything(page);
  for (const s of secrets) {
    expect(all, `${where} names ${s.name}`).not.toContain(s.name);
    expect(all, `${where} carries the id of ${s.name}`).not.toContain(`data-card="${s.id}"`);
    const ids = await page.locator('[data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
    expect(ids, `${where} carries the id of ${s.name}`).not.toContain(s.id);
  }
}

test("nothing hidden is named in a player's view", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 1700 });
  await page.goto(`/#link=${LINK}`);
  await expect(page.locator('[data-decision="cards"]')).toBeVisible();

  // The judge sees every card, the shields by name among the options.
  await view(page, 'Judge');
  const secrets = { p1: await secretsFor(page, 'p1'), p2: await secretsFor(page, 'p2') };
  expect(secrets.p1.map((c) => c.name)).toEqual(
    expect.arrayContaining(['Bolshack Dragon', 'Positron Sign', 'Azami, Heavy Baby', 'Lucky Dart']),
  );
  const inspector = page.locator('[data-panel="resolution"]');
  await expect(inspector).toContainText('Bolshack Dragon');

  for (const [name, p] of [['Player 1', 'p1'], ['Player 2', 'p2']]) {
    await view(page, name);
    await expect(page.locator('[data-control="view"] [aria-checked="true"]')).toHaveText(name);
    await expectNothingOf(page, secrets[p], `${name}'s view`);
    // Point at every face-down card: the card panel shows nothing hidden either.
    const detail = page.locator('[data-panel="detail"]');
    for (const card of await page.locator('[data-panel="board"] .card--back').all()) {
      await card.dispatchEvent('pointerenter');
      const text = await detail.innerText();
      for (const s of secrets[p]) expect(text, `${name}'s card panel names ${s.name}`).not.toContain(s.name);
    }
  }

  // Player 1 chooses among Player 2's shields by number, never by name, and breaking one works.
  await view(page, 'Player 1');
  const chips = inspector.locator('.btn--chip');
  await expect(chips).toHaveCount(3);
  await expect(chips).toHaveText(["Player 2's shield 1", "Player 2's shield 2", "Player 2's shield 3"]);
  await page.screenshot({ path: join(screenshotDir, 'player-1-chooses-a-shield-to-break.png') });
  await chips.nth(1).click();
  await inspector.getByRole('button', { name: /Confirm/ }).click();
  await expect(page.locator('[data-zone="p2.shields"]')).toHaveAttribute('aria-label', /2 cards/);
  // The broken shield waits in standby for Player 2's S-Trigger declarations (113.6a): Player 2
  // looks at it, Player 1 sees only that a card waits.
  const log = page.locator('[data-panel="log"]');
  await expect(log).toContainText('A card entered the standby state (broken');
  await expectNothingOf(page, secrets.p1, "Player 1's view after the break");

  // A link shared from Player 1's view opens embedded in Player 1's view: the embed API's
  // state message describes the board as Player 1 sees it.
  await page.locator('[data-action="share"]').click();
  const shared = await page.locator('[data-share="link"]').inputValue();
  await page.locator('[data-panel="share"]').getByRole('button', { name: 'Close' }).click();
  await view(page, 'Judge');
  await expect(log).toContainText('Positron Sign entered the standby state (broken');

  await embedInWikiPage(page, baseURL, `${baseURL}/?embed#${shared.split('#')[1]}`);
  const frame = page.frameLocator('#horyu');
  await expect(frame.locator('[data-zone="p2.shields"]')).toBeVisible();
  await page.waitForFunction(() => window.ready === true);
  const state = JSON.stringify(await page.evaluate(() => window.ask('state')));
  expect(state).toContain('p2.hand');
  for (const s of secrets.p1) expect(state, `the state message names ${s.name}`).not.toContain(s.name);
  const framed = page.frames().find((f) => f.url().startsWith('http://horyu.test/'));
  await expectNothingOf(framed, secrets.p1, "Player 1's embed");
});

test("the order explorer tells a player nothing of the deck's order", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1700 });
  await page.goto('/');
  await page.getByRole('button', { name: /Rulings/ }).click();
  await page.getByRole('searchbox', { name: 'Search rulings' }).fill('Mist Rias Bronze');
  await page.getByRole('dialog').locator('[data-scenario*="mist-rias-bronze-arm"]').click();
  await wholeStep(page);
  const inspector = page.locator('[data-panel="resolution"]');
  await expect(inspector.locator('[data-decision="next_pending"]')).toBeVisible();

  // The judge's explorer tells the orders apart by the deck's top card (Energy Stream).
  await view(page, 'Judge');
  await inspector.getByRole('button', { name: 'Explore orders' }).click();
  await expect(inspector.locator('[data-explore]')).toContainText('Energy Stream');

  for (const name of ['Player 1', 'Player 2']) {
    await view(page, name);
    await inspector.getByRole('button', { name: 'Explore orders' }).click();
    await expect(inspector.locator('[data-explore]')).toContainText('Outcomes');
    await expect(inspector.locator('[data-explore]')).not.toContainText('Energy Stream');
    await expect(inspector.locator('[data-explore]')).not.toContainText('Holy Awe');
    await expectNothingOf(page, [{ name: 'Energy Stream', id: '-' }, { name: 'Holy Awe', id: '-' }], name);
  }
});
