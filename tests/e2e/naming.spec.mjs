// Naming (宣言, docs/cards.md "name"): a link of pool cards stopped where a player must name a
// race or a number. The races offered are those the player knows of (202.2, 203.4); a number
// from a wide range is typed, not picked from a row of buttons. Both links are of pool
// version 4, made with `horyu link encode` from the pool scenarios cut before their answer.
import { join } from 'node:path';
import { test, expect, settleAnimations, screenshotDir } from './fixtures.mjs';

test.afterEach(async ({ page }) => settleAnimations(page));

// tests/rulings/pool/dm-09-impossible-tunnel-makes-the-named-race-unblockable.toml, step 1.
const TUNNEL = 'SFkKYVTfPVWI0Q0AEAwFn2qqMYCRzIUFDGQtA0gJibuvu5IgLE1N0MjgqjMgnrPvRV5T168N58hjAQ';
// tests/rulings/pool/dm-12-mechadragons-breath-destroys-every-creature-of-the-chosen-power.toml, step 1.
const BREATH = 'SFkKWxyln0XKsRFAERQF0eW_8W8g1p1ejKrkAtXIFGAExp50SyJYqDrwM2NdQ8Smh9v9wJrWz8s5_7EB';

const decision = (page) => page.locator('[data-panel="resolution"] [data-decision]');
const log = (page) => page.locator('[data-panel="log"]');

for (const [lang, query, prompt, race, named] of [
  ['en', '', 'Impossible Tunnel: name a race', 'Liquid People', 'names the race "Liquid People"'],
  ['ja', '?lang=ja', 'Impossible Tunnel：種族を1つ宣言する', 'リキッド・ピープル', '種族「リキッド・ピープル」を宣言する'],
]) {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ]) {
    test(`a race is named from the races its player knows of (${lang}, ${width}x${height})`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`/${query}#link=${TUNNEL}`);
      await expect(decision(page)).toHaveAttribute('data-decision', 'mode');
      await expect(decision(page)).toContainText(prompt);
      const options = decision(page).locator('[data-mode]');
      // Seamine's Fish, Lok's Initiate, and the Liquid People of Player 1's own cards; none
      // of Player 2's face-down shields adds a race Player 1 could not know of.
      await expect(options).toHaveCount(3);
      await decision(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(screenshotDir, `naming-race-${lang}-${width}x${height}.png`) });
      await options.filter({ hasText: race }).click();
      await expect(log(page)).toContainText(named);
      await expect(decision(page)).toHaveAttribute('data-decision', 'turn');
    });
  }
}

test('a number from a wide range is typed into a field', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/#link=${BREATH}`);
  await expect(decision(page)).toHaveAttribute('data-decision', 'number');
  const field = decision(page).getByRole('spinbutton', { name: 'Number' });
  await expect(field).toHaveAttribute('max', '6000');
  await field.fill('2000');
  await decision(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(screenshotDir, 'naming-number-390x844.png') });
  await field.press('Enter');
  await expect(log(page)).toContainText('names the number (a power) "2000"');
  // Burning Mane and Immortal Baron, Vorg (2000 each) are destroyed; Fear Fang and Lok stay.
  await expect(page.locator('[data-zone="p1.battle"] [data-name="Burning Mane"]')).toHaveCount(0);
  await expect(page.locator('[data-zone="p2.battle"] [data-name="Immortal Baron, Vorg"]')).toHaveCount(0);
  await expect(page.locator('[data-zone="p1.battle"] [data-name="Fear Fang"]')).toHaveCount(1);
  await expect(page.locator('[data-zone="p2.battle"] [data-name="Lok, Vizier of Hunting"]')).toHaveCount(1);
});
