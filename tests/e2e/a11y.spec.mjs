// Accessibility (issue #16, part 7): axe-core finds no serious or critical violation on the
// playground's screens, a skip link leads to the board, and each toggle group is one Tab stop
// with the arrow keys moving inside it (WAI-ARIA radio group).
import AxeBuilder from '@axe-core/playwright';
import { test, expect, openBoard } from './fixtures.mjs';

const laptop = { width: 1366, height: 768 };

/** axe's serious and critical violations, each as "rule: target (summary)". */
async function violations(page, what) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.slice(0, 5).map((n) => `${what}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`));
}

test('axe finds no serious or critical violation on the board, the panels and the embed', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(laptop);
  await openBoard(page);
  const found = [];
  found.push(...(await violations(page, 'board')));
  await page.locator('[data-panel="scenario"]').getByRole('button', { name: /Next step/ }).click();
  found.push(...(await violations(page, 'board after a step')));
  await page.locator('[data-action="rulings"]').click();
  found.push(...(await violations(page, 'rulings gallery')));
  await page.keyboard.press('Escape');
  await page.locator('[data-action="share"]').click();
  found.push(...(await violations(page, 'share panel')));
  const link = await page.locator('[data-share="link"]').inputValue();
  await page.keyboard.press('Escape');
  await page.locator('[data-action="sessions"]').click();
  found.push(...(await violations(page, 'sessions panel')));
  await page.keyboard.press('Escape');
  await page.locator('[data-action="card-editor"]').click();
  found.push(...(await violations(page, 'card editor')));
  await page.keyboard.press('Escape');
  await page.locator('[data-control="lang"] [role="radio"]', { hasText: 'JA' }).click();
  found.push(...(await violations(page, 'board in Japanese')));
  await page.setViewportSize({ width: 390, height: 844 });
  found.push(...(await violations(page, 'phone')));
  await page.goto(link.replace('/#', '/?embed#'));
  await expect(page.locator('[data-panel="embed"]')).toBeVisible();
  found.push(...(await violations(page, 'embed')));
  expect(found).toEqual([]);
});

test('a skip link leads to the board, and a toggle group is one Tab stop with arrow keys inside', async ({ page }) => {
  await page.setViewportSize(laptop);
  await openBoard(page);
  // The first Tab reaches the skip link; following it puts focus on the board.
  await page.keyboard.press('Tab');
  const skip = page.locator('.skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-panel="board"]')).toBeFocused();

  // The view group: only the checked option is in the Tab order.
  const view = page.locator('[data-control="view"]');
  await expect(view.locator('[role="radio"][tabindex="0"]')).toHaveCount(1);
  await expect(view.locator('[role="radio"][tabindex="-1"]')).toHaveCount(2);
  await view.locator('[aria-checked="true"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(view.locator('[aria-checked="true"]')).toHaveText('Player 1');
  await expect(view.locator('[aria-checked="true"]')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(view.locator('[aria-checked="true"]')).toHaveText('Player 2');
  // It wraps around, both ways.
  await page.keyboard.press('ArrowRight');
  await expect(view.locator('[aria-checked="true"]')).toHaveText('Judge');
  await page.keyboard.press('ArrowLeft');
  await expect(view.locator('[aria-checked="true"]')).toHaveText('Player 2');
  // Tab leaves the group for the next control (one stop per group).
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-control="ruleset"] [aria-checked="true"]')).toBeFocused();
});
