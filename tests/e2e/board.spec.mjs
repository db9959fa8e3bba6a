import { test, expect, openBoard } from './fixtures.mjs';

const zones = ['deck', 'hand', 'battle', 'mana', 'shields', 'graveyard', 'hyperspatial', 'gr'];

test('board loads without errors', async ({ page }) => {
  await openBoard(page);
  await expect(page).toHaveTitle(/Horyu/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Horyu');
  await page.waitForLoadState('networkidle');
});

test('every zone and panel is present and labelled', async ({ page }) => {
  await openBoard(page);
  for (const seat of ['p1', 'p2']) {
    for (const zone of zones) {
      const el = page.locator(`[data-zone="${seat}.${zone}"]`);
      await expect(el, `${seat}.${zone}`).toHaveCount(1);
      await expect(el).toHaveAttribute('role', 'group');
      await expect(el).toHaveAttribute('aria-label', /^Player [12] .+, \d+ cards?$/);
    }
  }
  await expect(page.getByRole('group', { name: /^Player 1 Hand/ })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Player 2 Battle Zone/ })).toBeVisible();
  await expect(page.locator('[data-zone="standby"]')).toHaveAttribute('aria-label', /409/);
  await expect(page.locator('[data-panel="resolution"]')).toContainText('605');
  await expect(page.locator('[data-panel="log"]')).toHaveAttribute('role', 'log');
});

test('fits a 320 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openBoard(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await expect(page.locator('[data-zone="p2.battle"]')).toBeVisible();
  await expect(page.locator('[data-panel="resolution"]')).toBeVisible();
});
