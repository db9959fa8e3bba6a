// The judge's table (issue #43), tried as a new user with a keyboard would: a dialog takes the
// focus and keeps it until it closes, then gives it back; the stepping controls have keys; the
// language choice says its languages' own names.
import { test, expect, settleAnimations, openBoard } from './fixtures.mjs';

test.afterEach(async ({ page }) => settleAnimations(page));

/** Whether the focus is inside the open modal dialog. */
const focusInDialog = (page) =>
  page.evaluate(() => {
    const all = document.querySelectorAll('[aria-modal="true"]');
    const dialog = all[all.length - 1];
    return !!dialog && dialog.contains(document.activeElement);
  });

// Sessions and Share live in the module loaded on demand, the rulings gallery on the page.
for (const [name, opener, panel] of [
  ['Sessions', '[data-action="sessions"]', '[data-panel="sessions"]'],
  ['Rulings', '[data-action="rulings"]', '[data-panel="gallery"]'],
  ['Share', '[data-action="share"]', '[data-panel="share"]'],
]) {
  test(`the ${name} dialog takes the focus, keeps it on Tab and Shift+Tab, and gives it back on Escape`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openBoard(page);
    await page.locator(opener).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(panel)).toBeVisible();
    await expect.poll(() => focusInDialog(page)).toBe(true);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect(await focusInDialog(page), `after ${i + 1} presses`).toBe(true);
    }
    // (On a rule chip, the first Escape closes the rule's summary, the next the dialog.)
    await page.keyboard.press('Escape');
    if (await page.evaluate(() => !!document.activeElement?.closest('.cite-wrap'))) await page.keyboard.press('Escape');
    await expect(page.locator(panel)).toHaveCount(0);
    await expect.poll(() => page.evaluate((sel) => document.activeElement?.matches(sel), opener)).toBe(true);
  });
}

test('the stepping controls have keys: B steps back into an action, S steps, O steps over it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openBoard(page);
  const stepper = page.locator('[data-panel="log"] .stepper');
  await expect(stepper.locator('[data-step="step"]')).toHaveAttribute('aria-keyshortcuts', 'S');
  const nextStep = page.locator('[data-panel="scenario"]').getByRole('button', { name: /Next step/ });
  await nextStep.click(); // the board's check
  await nextStep.click(); // Player 1 casts Energy Stream
  const where = stepper.locator('[data-inside]');
  await expect(where).toHaveCount(0);
  // By keys only, the focus on the board (not in a field).
  await page.locator('[data-panel="board"]').focus();
  await page.keyboard.press('b');
  await expect(where).toHaveText(/Inside action 1: step \d+ of \d+/);
  await page.keyboard.press('b');
  const back = await where.textContent();
  await page.keyboard.press('s');
  await expect(where).toHaveText(/Inside action 1: step \d+ of \d+/);
  await expect(where).not.toHaveText(back);
  await page.keyboard.press('o');
  await expect(where).toHaveCount(0);
  // Typed into a field, the letters stay letters.
  await page.locator('[data-action="rulings"]').click();
  await page.locator('[data-panel="gallery"] input').fill('bus');
  await expect(page.locator('[data-panel="gallery"] input')).toHaveValue('bus');
});

test('the language choice names each language in its own words', async ({ page }) => {
  await openBoard(page);
  const choice = page.locator('[data-control="lang"] [role="radio"]');
  await expect(choice).toHaveText(['English', '日本語']);
});
