// Rules you can read (issue #16, point 4): every rule citation shows, on hover, keyboard focus
// or tap, its number, its title and a short summary in the interface's language, with a link
// to the official rules (crates/app/src/cite.rs; the words are the engine's, words/rules.rs).
import { join } from 'node:path';
import { test, expect, settleAnimations, openBoard, screenshotDir, wholeStep } from './fixtures.mjs';

test.afterEach(async ({ page }) => settleAnimations(page));

const OFFICIAL = 'https://dm.takaratomy.co.jp/rule/rulechange/';
const log = (page) => page.locator('[data-panel="log"]');
const popover = (page) => page.locator('.cite__pop');
const nextStep = (page) => page.locator('[data-panel="scenario"]').getByRole('button', { name: /Next step/ });

/** The default ruling to the cast of Energy Stream: its log lines cite 601, 409, 703 and more. */
async function castTheSpell(page) {
  await openBoard(page);
  await wholeStep(page); // the board's check
  await wholeStep(page); // Player 1 casts Energy Stream
  await expect(log(page).locator('button.cite[data-rule="409.1b"]').first()).toBeVisible();
}

/** The popover lies wholly inside the viewport. */
async function expectInViewport(page, box) {
  const { width, height } = page.viewportSize();
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.y, 'top edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width);
  expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(height);
}

test('a citation in the log shows its rule on hover and on keyboard focus, in English and Japanese', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await castTheSpell(page);
  const moment = await log(page).locator('.log__moment').textContent();
  // The line "Energy Stream entered the standby state (409.1, 409.1b, 601.1b)".
  const line = log(page).locator('.log__entry').filter({ has: page.locator('button.cite[data-rule="409.1b"]') }).first();
  await expect(line).toContainText('entered the standby state');
  const chip = line.locator('button.cite[data-rule="409.1b"]');
  await chip.scrollIntoViewIfNeeded();

  // Nothing is shown, and nothing catches the pointer, until asked.
  await expect(popover(page)).toHaveCount(0);
  await expect(chip).toHaveAttribute('aria-expanded', 'false');

  // Hover: number, title, summary (the engine's words) and the official rules.
  await chip.hover();
  await expect(popover(page)).toBeVisible();
  await expect(popover(page).locator('.cite__number')).toHaveText('409.1b');
  await expect(popover(page).locator('.cite__title')).toHaveText('Standby: spells');
  await expect(popover(page).locator('.cite__summary')).toContainText('in standby from the moment it is cast');
  const link = popover(page).getByRole('link', { name: /Official rules/ });
  await expect(link).toHaveAttribute('href', OFFICIAL);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  // A screen reader reads the title and the summary as the chip's description.
  await expect(chip).toHaveAttribute('aria-expanded', 'true');
  await expect(chip).toHaveAccessibleName('Rule 409.1b');
  await expect(chip).toHaveAccessibleDescription(/Standby: spells.*in standby from the moment it is cast/);
  await expectInViewport(page, await popover(page).boundingBox());
  await page.screenshot({ path: join(screenshotDir, 'rules-citation-popover-1366x768.png') });

  // Leaving the chip closes it.
  await page.mouse.move(5, 5);
  await expect(popover(page)).toHaveCount(0);

  // A click pins it open and does not open the line's step (the line's own click).
  await chip.click();
  await expect(popover(page)).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(popover(page)).toBeVisible();
  await expect(log(page).locator('.log__moment')).toHaveText(moment);
  await expect(log(page).locator('[data-inside]')).toHaveCount(0);
  // A press elsewhere closes it.
  await page.mouse.click(5, 400);
  await expect(popover(page)).toHaveCount(0);

  // Keyboard: Tab from the line's button to its first chip shows the summary; Tab goes on
  // into the link, and Escape closes the summary and gives the focus back to the chip.
  await line.locator('.log__btn').focus();
  await page.keyboard.press('Tab');
  const first = line.locator('button.cite').first();
  await expect(first).toBeFocused();
  await expect(popover(page)).toBeVisible();
  await expect(popover(page).locator('.cite__number')).toHaveText(await first.getAttribute('data-rule'));
  await page.keyboard.press('Tab');
  await expect(popover(page).getByRole('link')).toBeFocused();
  await expect(popover(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover(page)).toHaveCount(0);
  await expect(first).toBeFocused();

  // Japanese: the same rule, worded in Japanese.
  await page.getByRole('radio', { name: '日本語' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await chip.hover();
  await expect(popover(page).locator('.cite__title')).toHaveText('保留状態：呪文');
  await expect(popover(page).locator('.cite__summary')).toContainText('唱えた時から効果の解決が終わるまで保留状態');
  await expect(popover(page).getByRole('link')).toContainText('公式の総合ゲームルール');
  await expect(popover(page)).toHaveAttribute('lang', 'ja');
  await page.screenshot({ path: join(screenshotDir, 'rules-citation-popover-japanese-1366x768.png') });
});

test('in the rulings gallery, Escape closes a summary before the gallery', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openBoard(page);
  await page.getByRole('button', { name: /Rulings/ }).click();
  const item = page.locator('.gallery__entry', { has: page.locator('[data-scenario="409.1c-emergency-typhoon-cant-discard-itself"]') });
  const chip = item.locator('button.cite[data-rule="409.1c"]');
  await chip.scrollIntoViewIfNeeded();
  await chip.hover();
  await expect(popover(page).locator('.cite__title')).toHaveText('Standby: not counted in its zone');
  await expectInViewport(page, await popover(page).boundingBox());
  await page.screenshot({ path: join(screenshotDir, 'rules-citation-popover-gallery-1366x768.png') });
  // A click on the chip does not open the ruling.
  await chip.click();
  await expect(page.locator('.gallery')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover(page)).toHaveCount(0);
  await expect(page.locator('.gallery')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.gallery')).toHaveCount(0);
});

test.describe('phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tapped citation opens inside a 390 px screen, and Escape closes it', async ({ page }) => {
    await castTheSpell(page);
    const moment = await log(page).locator('.log__moment').textContent();
    // Every chip of the log, wherever it sits on its line, opens wholly on screen.
    const chips = log(page).locator('button.cite');
    const n = await chips.count();
    expect(n).toBeGreaterThan(5);
    let rightmost = null;
    let right = 0;
    for (let i = 0; i < n; i++) {
      const chip = chips.nth(i);
      await chip.scrollIntoViewIfNeeded();
      await chip.tap();
      await expect(popover(page)).toBeVisible();
      await expect(popover(page).locator('.cite__number')).toHaveText(await chip.getAttribute('data-rule'));
      await expectInViewport(page, await popover(page).boundingBox());
      // A second tap closes it.
      await chip.tap();
      await expect(popover(page)).toHaveCount(0);
      const box = await chip.boundingBox();
      if (box.x + box.width > right) [right, rightmost] = [box.x + box.width, chip];
    }
    // Tapping never opened a log line's step.
    await expect(log(page).locator('.log__moment')).toHaveText(moment);

    // The chip furthest right: its summary is moved left to stay on screen.
    await rightmost.scrollIntoViewIfNeeded();
    await rightmost.tap();
    await expect(popover(page)).toBeVisible();
    await expectInViewport(page, await popover(page).boundingBox());
    await page.screenshot({ path: join(screenshotDir, 'rules-citation-popover-390x844.png') });
    await page.keyboard.press('Escape');
    await expect(popover(page)).toHaveCount(0);
    // A tap elsewhere closes it too.
    await rightmost.tap();
    await expect(popover(page)).toBeVisible();
    await page.locator('[data-panel="log"] .panel__title').tap();
    await expect(popover(page)).toHaveCount(0);
  });
});
