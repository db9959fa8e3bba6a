// Accessibility (issue #16, part 7): axe-core finds no serious or critical violation on the
// playground's screens, a skip link leads to the board, and each toggle group is one Tab stop
// with the arrow keys moving inside it (WAI-ARIA radio group).
import AxeBuilder from '@axe-core/playwright';
import { test, expect, openBoard, wholeStep } from './fixtures.mjs';

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
  await page.locator('[data-control="lang"] [role="radio"]', { hasText: '日本語' }).click();
  found.push(...(await violations(page, 'board in Japanese')));
  await page.setViewportSize({ width: 390, height: 844 });
  found.push(...(await violations(page, 'phone')));
  await page.goto(link.replace('/#', '/?embed#'));
  await expect(page.locator('[data-panel="embed"]')).toBeVisible();
  found.push(...(await violations(page, 'embed')));
  expect(found).toEqual([]);
});

test('each step is announced in one short sentence; the tray is not read whole at every change', async ({ page }) => {
  await page.setViewportSize(laptop);
  await openBoard(page);
  const announce = page.locator('[data-announce]');
  await expect(announce).toHaveAttribute('role', 'status');
  await expect(announce).toHaveAttribute('aria-live', 'polite');
  // Heard, not seen: one pixel at most.
  const box = await announce.boundingBox();
  expect(box.width * box.height).toBeLessThanOrEqual(1);
  await wholeStep(page); // the board's check
  await wholeStep(page); // Energy Stream: Ogrist Vhal is destroyed
  // The sentence is the log's last line for that action, and short.
  const last = (await page.locator('[data-panel="log"] li').last().innerText()).trim();
  const said = (await announce.innerText()).trim();
  expect(said.length).toBeGreaterThan(0);
  expect(said.length).toBeLessThan(200);
  expect(last).toContain(said.slice(0, 30));
  // No other live region re-reads a whole panel.
  await expect(page.locator('[data-zone="standby"][aria-live]')).toHaveCount(0);
  await expect(page.locator('[data-panel="log"]')).toHaveAttribute('aria-live', 'off');
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
