// Ruling steps in people's words (issue #16, part 5): a step says what its players do and what
// it expects in sentences, in English and Japanese, with the file's TOML one click away; the
// gallery's rulings have Japanese titles, descriptions and step notes, and the Japanese search
// finds them.
import { join } from 'node:path';
import { test, expect, openBoard, screenshotDir, wholeStep } from './fixtures.mjs';

const laptop = { width: 1366, height: 768 };

test('a ruling step says what happens and what is expected in sentences, the TOML one click away', async ({ page }) => {
  await page.setViewportSize(laptop);
  await openBoard(page);
  const panel = page.locator('[data-panel="scenario"]');
  await expect(panel.locator('.scenario__upcoming')).toContainText('Check the board');
  await panel.getByRole('button', { name: /Next step/ }).click();
  await expect(panel.locator('.scenario__upcoming')).toContainText('Player 1: Use Energy Stream');
  await wholeStep(page);
  await wholeStep(page);
  const step = panel.locator('.scenario__step');
  await step.locator('summary').first().click();
  const expects = step.locator('.scenario__expects');
  await expect(expects).toContainText("Player 1's graveyard: Magmadragon Ogrist Vhal, Energy Stream");
  await expect(expects).toContainText("Player 1's battle zone: no cards");
  await expect(expects).toContainText('The log cites 703.4c for Magmadragon Ogrist Vhal');
  // The file's own lines, one click away.
  const toml = step.locator('.scenario__toml');
  await expect(toml.locator('pre')).toBeHidden();
  await toml.locator('summary').click();
  await expect(toml.locator('pre')).toContainText('expect.zones');
  await page.screenshot({ path: join(screenshotDir, 'ruling-step-in-words-1366x768.png') });

  // The same in Japanese: title, description, the step and what it expects.
  await page.locator('[data-control="lang"] [role="radio"]', { hasText: '日本語' }).click();
  await expect(panel.locator('.scenario__title')).toContainText('紅神龍オグリストヴァル');
  await expect(panel.locator('.scenario__desc')).toContainText('保留状態');
  await expect(expects).toContainText('プレイヤー1の墓地：');
  await panel.getByRole('button', { name: /最初から/ }).click();
  await panel.getByRole('button', { name: /次のステップ/ }).click();
  await expect(panel.locator('.scenario__upcoming')).toContainText('プレイヤー1：エナジー・ライトを使う');
  await page.screenshot({ path: join(screenshotDir, 'ruling-step-in-words-ja-1366x768.png') });
});

test('the Japanese gallery shows Japanese titles, and its search finds rulings by Japanese words', async ({ page }) => {
  await page.setViewportSize(laptop);
  await openBoard(page);
  await page.locator('[data-control="lang"] [role="radio"]', { hasText: '日本語' }).click();
  await page.locator('[data-action="rulings"]').click();
  const gallery = page.locator('[data-panel="gallery"]');
  await expect(gallery.locator('[data-scenario="409.1c-ogrist-vhal-energy-stream"]')).toContainText('紅神龍オグリストヴァル');
  await page.locator('#gallery-search').fill('保留状態 墓地');
  const found = await gallery.locator('[data-scenario]').count();
  expect(found).toBeGreaterThan(3);
  await page.locator('#gallery-search').fill('エナジー・ライトを使う');
  await expect(gallery.locator('[data-scenario="409.1c-ogrist-vhal-energy-stream"]')).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'gallery-japanese-1366x768.png') });
});

test("in Japanese a ruling's steps carry their author's notes in Japanese", async ({ page }) => {
  await page.setViewportSize(laptop);
  await openBoard(page);
  await page.locator('[data-control="lang"] [role="radio"]', { hasText: '日本語' }).click();
  await page.locator('[data-action="rulings"]').click();
  await page.locator('[data-scenario="409.1e-dueland-seven-cards-standby-then-one-at-a-time"]').click();
  const panel = page.locator('[data-panel="scenario"]');
  await expect(panel.locator('.scenario__upcoming')).toContainText('14マナを支払ってデュエランドを召喚する');
  await panel.getByRole('button', { name: /次のステップ/ }).click();
  await expect(panel.locator('.scenario__what')).toContainText('山札の上から7枚が墓地に置かれる');
  await expect(panel.locator('.scenario__what')).not.toContainText('the top 7 cards');
  // Back in English, the English note.
  await page.locator('[data-control="lang"] [role="radio"]', { hasText: 'English' }).click();
  await expect(panel.locator('.scenario__what')).toContainText('the top 7 cards go to the graveyard');
  await page.screenshot({ path: join(screenshotDir, 'ruling-step-note-ja-1366x768.png') });
});

test("in a player's view a step names no card that player can't see", async ({ page }) => {
  await page.setViewportSize(laptop);
  await openBoard(page);
  const panel = page.locator('[data-panel="scenario"]');
  await page.locator('[data-control="view"] [role="radio"]', { hasText: 'Player 2' }).click();
  await panel.getByRole('button', { name: /Next step/ }).click();
  // Energy Stream is still in player 1's hand: player 2 hears of a card, not its name.
  await expect(panel.locator('.scenario__upcoming')).toContainText('Player 1: Use');
  await expect(panel.locator('.scenario__upcoming')).not.toContainText('Energy Stream');
  await wholeStep(page);
  await wholeStep(page);
  const step = panel.locator('.scenario__step');
  await step.locator('summary').first().click();
  // The expectations name the cards player 1 drew: the Judge view shows them, player 2 doesn't.
  await expect(step).toContainText('the Judge view shows it');
  await expect(step).not.toContainText('Aqua Hulcus');
  await expect(step.locator('.scenario__toml')).toHaveCount(0);
  await page.locator('[data-control="view"] [role="radio"]', { hasText: 'Judge' }).click();
  await expect(step.locator('.scenario__expects')).toContainText('Aqua Hulcus');
});

test('actions worded alike are one button with a count', async ({ page }) => {
  await page.setViewportSize(laptop);
  await openBoard(page);
  await page.locator('[data-action="rulings"]').click();
  await page.locator('[data-scenario="409.1d-goemonkey-permission-lost-under-yadoc"]').click();
  // At the start, player 1 may use any of the six Bronze-Arm Tribes in the mana zone (Goemonkey's
  // permission is not there yet, so they are offered once Goemonkey is out): step to that moment.
  const panel = page.locator('[data-panel="scenario"]');
  const answers = page.locator('.answers');
  const tribe = answers.getByRole('button', { name: /Bronze-Arm Tribe/ });
  for (let i = 0; i < 3 && (await tribe.count()) === 0; i++) {
    await wholeStep(page);
  }
  await expect(tribe).toHaveCount(1);
  await expect(tribe).toContainText(/×[2-6]/);
  await page.screenshot({ path: join(screenshotDir, 'alike-actions-one-button-1366x768.png') });
});

test("the page's language: lang= in the address, then the reader's choice, kept for the next visit", async ({ page }) => {
  // The test browser's own language is English (en-US).
  await page.setViewportSize(laptop);
  const lang = page.locator('[data-control="lang"] [aria-checked="true"]');
  await page.goto('/?lang=ja');
  await expect(page.locator('[data-panel="board"]')).toBeVisible();
  await expect(lang).toHaveText('日本語');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('[data-panel="scenario"] .scenario__title')).toContainText('紅神龍オグリストヴァル');
  // The address asked for Japanese; it is not the reader's choice until they make one.
  expect(await page.evaluate(() => localStorage.getItem('horyu.lang'))).toBeNull();

  // Choosing English takes lang= out of the address, and the choice outlives a reload.
  await page.locator('[data-control="lang"] [role="radio"]', { hasText: 'English' }).click();
  await expect(lang).toHaveText('English');
  expect(new URL(page.url()).search).toBe('');
  await page.reload();
  await expect(lang).toHaveText('English');
  await page.locator('[data-control="lang"] [role="radio"]', { hasText: '日本語' }).click();
  // The interface's words arrive (a file, i18n.rs) before the reader reloads.
  await expect(page.getByRole('radio', { name: 'ジャッジ' })).toBeVisible();
  await page.reload();
  await expect(lang).toHaveText('日本語');
  await expect(page.locator('[data-panel="scenario"] .scenario__title')).toContainText('紅神龍オグリストヴァル');

  // A language the page does not know is named, and the reader's choice stays.
  await page.goto('/?lang=fr');
  await expect(page.locator('[data-banner]')).toContainText('?lang=: unknown language fr (known: en, ja)');
  await expect(lang).toHaveText('日本語');
});
