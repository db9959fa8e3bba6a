// The card editor (issue #9): a creature made from the pickers is put into the game, summoned
// in Rules mode, its abilities wait in the inspector and resolve; its link opens the same card
// in a fresh page; a card named like HTML stays text; the library survives a reload and travels
// as a file. Every test fails on a console error (fixtures.mjs).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test, expect, settleAnimations, openBoard, screenshotDir } from './fixtures.mjs';

const tall = { width: 1280, height: 1700 };

test.afterEach(async ({ page }) => settleAnimations(page));

const zone = (page, id) => page.locator(`[data-zone="${id}"]`);

async function drag(page, from, to) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 3, a.y + a.height / 2 + 2);
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

async function openEditor(page) {
  await page.locator('[data-action="card-editor"]').click();
  const editor = page.locator('[data-panel="editor"]');
  await expect(editor).toBeVisible();
  return editor;
}

// The picker lists' order (crates/cards/src/catalog.rs): effect 0 draw, 9 power;
// target 0 this creature.
const EFFECT_POWER = '9';
const TARGET_THIS = '0';

test('a creature made in the editor is summoned, its abilities wait in the inspector and resolve, and its link carries it', async ({ page, browser }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  const editor = await openEditor(page);
  await editor.locator('[data-field="name"]').fill('Tide Scout');
  await editor.locator('[data-field="name_ja"]').fill('潮の斥候');
  await editor.locator('[data-field="cost"]').fill('2');
  await editor.locator('[data-field="power"]').fill('2000');
  await editor.locator('[data-field="races"]').fill('Liquid People');
  await expect(editor.locator('[data-preview] .card__name')).toHaveText('Tide Scout');

  // "When this creature is put into the battle zone, draw 1 card": the composer's defaults.
  const sentence = editor.locator('[data-sentence]');
  await expect(sentence).toHaveText('When this creature is put into the battle zone, draw 1 card.');
  await editor.locator('[data-action="add-ability"]').click();
  // A second ability, so both wait together: "this creature gets +1000 power".
  await editor.locator('select[data-pick="effect"]').selectOption(EFFECT_POWER);
  await editor.locator('select[data-pick="target"]').selectOption(TARGET_THIS);
  await editor.locator('input[data-pick="n"]').fill('1000');
  await expect(sentence).toHaveText(
    'When this creature is put into the battle zone, this creature gets +1000 power until the end of the turn.',
  );
  await editor.locator('[data-action="add-ability"]').click();
  await expect(editor.locator('[data-ability]')).toHaveCount(2);

  // The TOML beside the form is the same card, in the schema of docs/cards.md.
  const toml = editor.locator('[data-field="toml"]');
  await expect(toml).toHaveValue(/name = "Tide Scout"/);
  await expect(toml).toHaveValue(/when = \{ enters_battle = \{/);
  await expect(toml).toHaveValue(/effect = \[\{ draw = \{ count = 1/);
  await expect(editor.locator('[data-editor-ok]')).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'editor-open.png') });

  // An error as you type names its line and field, and the card can't leave the editor.
  const good = await toml.inputValue();
  await toml.fill(good.replace('power = 2000', 'power = "strong"'));
  const error = editor.locator('[data-editor-error]');
  await expect(error).toContainText('Line');
  await expect(error).toHaveAttribute('data-line', String(good.split('\n').findIndex((l) => l.startsWith('power =')) + 1));
  await expect(editor.locator('[data-action="put-card"]')).toBeDisabled();
  await toml.fill(good.replace('type = "creature"', 'type = "spell"'));
  await expect(editor.locator('[data-error-field="power"]')).toContainText('has no power');
  await toml.fill(good);
  await expect(editor.locator('[data-editor-ok]')).toBeVisible();

  // Put into player 1's hand (the default place), in Rules mode.
  await editor.locator('[data-action="put-card"]').click();
  // The editor stays open for another copy (issue #39) and says where the card went.
  await expect(editor.locator('[data-editor-status]')).toHaveText("Tide Scout is in Player 1's hand: put another, or close.");
  const scout = zone(page, 'p1.hand').locator('[data-name="Tide Scout"]');
  await expect(scout).toHaveCount(1);
  await editor.locator('[data-action="editor-close"]').click();
  await expect(editor).toHaveCount(0);
  await expect(page.locator('[data-panel="log"]')).toContainText('a new Tide Scout is put into Player 1\'s hand');
  const handBefore = await zone(page, 'p1.hand').locator('[data-card]').count();

  // Summon it by dragging it to the battle zone; pay with two water cards.
  await drag(page, scout, zone(page, 'p1.battle'));
  const inspector = page.locator('[data-panel="resolution"]');
  await expect(inspector.locator('[data-decision="mana"]')).toBeVisible();
  const water = zone(page, 'p1.mana').locator('[data-name="Energy Stream"]');
  await water.nth(0).click();
  await water.nth(1).click();
  await inspector.getByRole('button', { name: /Confirm \(2\)/ }).click();

  // Both abilities triggered and wait as pending effects; player 1 orders them.
  await expect(inspector.locator('[data-decision="next_pending"]')).toBeVisible();
  const items = inspector.locator('.order__item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Tide Scout');
  await expect(items.nth(1)).toContainText('Tide Scout');
  await expect(inspector).toContainText('draw 1 card');
  await settleAnimations(page);
  await page.screenshot({ path: join(screenshotDir, 'editor-card-pending.png'), fullPage: true });
  await inspector.getByRole('button', { name: 'Resolve in this order' }).click();
  await expect(inspector).toContainText('Nothing is waiting to resolve.');
  const inBattle = zone(page, 'p1.battle').locator('[data-name="Tide Scout"]');
  await expect(inBattle.locator('.card__power')).toHaveText('3000');
  // It left the hand and its draw put a card there.
  await expect(zone(page, 'p1.hand').locator('[data-card]')).toHaveCount(handBefore);
  await expect(page.locator('[data-panel="log"]')).toContainText('drew');

  // Edit the card in place: every copy follows (the history replays with the new definition).
  await inBattle.hover();
  await page.locator('[data-panel="detail"] [data-action="edit-card"]').click();
  const again = page.locator('[data-panel="editor"]');
  await expect(again.locator('[data-field="name"]')).toHaveValue('Tide Scout');
  await again.locator('[data-field="power"]').fill('2500');
  await again.locator('[data-action="update-card"]').click();
  await expect(again).toHaveCount(0);
  await expect(inBattle.locator('.card__power')).toHaveText('3500');

  // The link carries the card: a fresh page shows the same card with its abilities.
  await page.locator('[data-action="share"]').click();
  const url = await page.locator('[data-share="link"]').inputValue();
  // Custom cards travel in binary (format 7 on); a game played since issue #41 is format 10
  // ("SFkK"), which keeps that layout (docs/links.md).
  expect(url).toMatch(/#link=SFkK/);
  const context = await browser.newContext();
  const other = await context.newPage();
  const problems = [];
  other.on('pageerror', (e) => problems.push(e.message));
  other.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await other.setViewportSize(tall);
  await other.goto(url);
  const there = zone(other, 'p1.battle').locator('[data-name="Tide Scout"]');
  await expect(there).toHaveCount(1);
  await expect(there.locator('.card__power')).toHaveText('3500');
  await there.hover();
  const detail = other.locator('[data-panel="detail"]');
  await expect(detail).toContainText('When this creature is put into the battle zone, draw 1 card.');
  await expect(detail).toContainText('潮の斥候');
  await expect(detail.locator('[data-action="edit-card"]')).toHaveText('Edit this card');
  expect(problems).toEqual([]);
  await context.close();
});

test('a card named like HTML renders as inert text everywhere', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  const dialogs = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  const name = '<img src=x onerror="window.__pwned=1;alert(1)">';
  const editor = await openEditor(page);
  await editor.locator('[data-field="name"]').fill(name);
  await expect(editor.locator('[data-preview] .card__name')).toHaveText(name);
  await expect(editor.locator('[data-field="toml"]')).toHaveValue(/name = '<img src=x onerror="window.__pwned=1;alert\(1\)">'|name = "<img src=x onerror=\\"window.__pwned=1;alert\(1\)\\">"/);
  await editor.locator('[data-action="put-card"]').click();
  await editor.locator('[data-action="editor-close"]').click();
  const card = zone(page, 'p1.hand').locator('[data-card]').last();
  await expect(card).toHaveAttribute('data-name', name);
  await expect(card.locator('.card__name')).toHaveText(name);
  await card.hover();
  await expect(page.locator('[data-panel="detail"] .detail__name')).toHaveText(name);
  await expect(page.locator('[data-panel="log"]')).toContainText(name);
  expect(await page.locator('img').count()).toBe(0);
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('a built-in card becomes a variant; my cards survive a reload and travel as a file', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  await page.locator('[data-name="Magmadragon Ogrist Vhal"]').hover();
  await page.locator('[data-panel="detail"] [data-action="edit-card"]').click();
  const editor = page.locator('[data-panel="editor"]');
  await expect(editor.locator('[data-field="name"]')).toHaveValue('Magmadragon Ogrist Vhal (variant)');
  await expect(editor.locator('[data-field="toml"]')).toHaveValue(/id = 100\d{3}/);
  await editor.locator('[data-field="cost"]').fill('4');
  await editor.locator('[data-action="save-card"]').click();
  await expect(editor.locator('[data-editor-status]')).toContainText('Saved to my cards');
  await expect(editor.locator('[data-library-card]')).toHaveCount(1);

  await page.reload();
  await expect(page.locator('[data-panel="board"]')).toBeVisible();
  const again = await openEditor(page);
  await expect(again.locator('[data-library-card]')).toHaveCount(1);
  await again.locator('[data-library-card] button').first().click();
  await expect(again.locator('[data-field="cost"]')).toHaveValue('4');

  // Export the library as a card file, empty it, and import the file back.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    again.locator('[data-action="export-cards"]').click(),
  ]);
  expect(download.suggestedFilename()).toBe('horyu-cards.toml');
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toContain('[[card]]');
  expect(text).toContain('Magmadragon Ogrist Vhal (variant)');
  await again.locator('[data-library-card] button[aria-label="Remove"]').click();
  await expect(again.locator('[data-library-card]')).toHaveCount(0);
  await again.locator('[data-action="import-cards"]').setInputFiles({
    name: 'horyu-cards.toml',
    mimeType: 'text/plain',
    buffer: Buffer.from(text),
  });
  await expect(again.locator('[data-library-card]')).toHaveCount(1);
  await expect(again.locator('[data-editor-status]')).toContainText('Cards imported: 1');
  // A file that is not a card file says why and keeps the library.
  await again.locator('[data-action="import-cards"]').setInputFiles({
    name: 'bad.toml',
    mimeType: 'text/plain',
    buffer: Buffer.from('[[card]]\nname = 3\n'),
  });
  await expect(again.locator('[data-editor-status]')).toContainText("This file can't be read");
  await expect(again.locator('[data-library-card]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(again).toHaveCount(0);
});

test('a twinpact half, an evolution base and a back side are edited in the form', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  const editor = await openEditor(page);
  const toml = editor.locator('[data-field="toml"]');
  await editor.locator('[data-field="name"]').fill('Storm Caller');

  // A twinpact's other half: its own tab, its own fields, its own abilities (810).
  await editor.locator('[data-action="add-twin"]').click();
  await expect(editor.locator('[data-face="twin"]')).toHaveAttribute('aria-selected', 'true');
  await expect(editor.locator('[data-action="add-back"]')).toHaveCount(0);
  await editor.locator('[data-field="name"]').fill('Storm Call');
  await expect(editor.locator('[data-field="power"]')).toBeDisabled();
  await editor.locator('[data-action="add-ability"]').click();
  await expect(toml).toHaveValue(/\[card\.twin\]\nname = "Storm Call"/);
  await expect(toml).toHaveValue(/\[\[card\.twin\.abilities\]\]\ntext = "Draw 1 card\."/);
  // An error on this face is named with its face and marks the tab.
  await editor.locator('[data-civ="water"]').uncheck();
  await expect(editor.locator('[data-error-field="twin.civilizations"]')).toBeVisible();
  await expect(editor.locator('[data-face="twin"]')).toHaveAttribute('aria-invalid', 'true');
  await editor.locator('[data-civ="fire"]').check();
  await expect(editor.locator('[data-editor-ok]')).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'editor-twinpact.png') });

  // The front keeps its own fields; the card is put into the game as one twinpact.
  await editor.locator('[data-face="front"]').click();
  await expect(editor.locator('[data-field="name"]')).toHaveValue('Storm Caller');
  await editor.locator('[data-action="put-card"]').click();
  await expect(zone(page, 'p1.hand').locator('[data-name="Storm Caller / Storm Call"]')).toHaveCount(1);
  // Another copy, the editor still open.
  await editor.locator('[data-action="put-card"]').click();
  await expect(zone(page, 'p1.hand').locator('[data-name="Storm Caller / Storm Call"]')).toHaveCount(2);

  // An evolution creature says what it evolves from (801).
  await editor.locator('[data-action="editor-close"]').click();
  await expect(editor).toHaveCount(0);
  await openEditor(page);
  await editor.locator('[data-action="editor-new"]').click();
  await expect(editor.locator('[data-face="twin"]')).toHaveCount(0);
  await editor.locator('select[data-pick="type"]').selectOption({ label: 'Evolution creature' });
  await expect(editor.locator('[data-error-field="evolves_from"]')).toContainText('must say what it evolves from');
  await editor.locator('[data-field="evolves_from"]').fill('Liquid People');
  await expect(editor.locator('[data-editor-ok]')).toBeVisible();
  await expect(toml).toHaveValue(/evolves_from = \{ type = "creature", race = "Liquid People" \}/);

  // A psychic card's back side, and removing a face again.
  await editor.locator('select[data-pick="type"]').selectOption({ label: 'Psychic creature' });
  await editor.locator('[data-action="add-back"]').click();
  await expect(editor.locator('[data-face="back"]')).toHaveAttribute('aria-selected', 'true');
  // The back starts 2000 stronger than the front (a blank card's 2000).
  await expect(editor.locator('[data-field="power"]')).toHaveValue('4000');
  await expect(toml).toHaveValue(/\[card\.back\]\nname = "New Back Side"\nname_ja = ""\ntype = "psychic_creature"/);
  await expect(toml).not.toHaveValue(/evolves_from/);
  await expect(editor.locator('[data-editor-ok]')).toBeVisible();
  await editor.locator('[data-action="remove-face"]').click();
  await expect(editor.locator('[data-face="back"]')).toHaveCount(0);
  await expect(toml).not.toHaveValue(/card\.back/);
});
