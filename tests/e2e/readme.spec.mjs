// README's screenshot (docs/screenshot.png) is taken here: the step-into view at 1366×768, a
// spell waiting in the standby tray while Ogrist Vhal is destroyed, with the card panel showing
// the card's Japanese name (the CJK font `cargo xtask setup` installs draws it). After a change
// to the look, copy tests/e2e/screenshots/readme-step-into-1366x768.png to docs/screenshot.png.
import { join } from 'node:path';
import { test, expect, openBoard, settleAnimations, screenshotDir } from './fixtures.mjs';

test('the step-into view for the README: a spell in standby while Ogrist Vhal is destroyed', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openBoard(page);
  const log = page.locator('[data-panel="log"]');
  // A ruling's Next step stops in the action, at its standby moment.
  const stepper = page.locator('.main > .stepper');
  const next = page.locator('[data-panel="scenario"]').getByRole('button', { name: /Next step/ });
  await next.click(); // the board's check
  await next.click(); // Player 1 casts Energy Stream: step 1, declared, in standby
  await stepper.locator('[data-step="step"]').click(); // step 2: Ogrist Vhal is destroyed
  await expect(log.locator('.log__entry--now')).toContainText('destroyed');
  const spell = page.locator('[data-zone="standby"] [data-name="Energy Stream"]');
  await spell.hover();
  const card = page.locator('[data-panel="detail"]');
  await expect(card).toContainText('エナジー・ライト');
  await settleAnimations(page);
  await page.screenshot({ path: join(screenshotDir, 'readme-step-into-1366x768.png') });
});
