// A link can't hurt its reader (issue #41): a long, legal link opens a slice at a time, so the
// page (and an embed's frame) draws and takes input while its line replays; the reader sees
// the board's setup and how far the replay is, and may cancel, which puts back the board before.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { test, expect, openBoard, screenshotDir, embedInWikiPage } from './fixtures.mjs';

/** 10,000 legal actions from the starter decks (crates/engine/examples/long_link.rs). */
const longLink = (await readFile(fileURLToPath(new URL('./long-line.link', import.meta.url)), 'utf8')).trim();

const replayed = async (banner) => Number(await banner.locator('progress').getAttribute('value'));


test('a link of 10,000 actions in an embed shows its setup and the progress, then opens and answers its host', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  // The whole table (zones=all): the embed's default framing follows the moment, and this
  // test watches the setup's hand while the line replays.
  await embedInWikiPage(page, baseURL, `${baseURL}/?embed&zones=all#link=${longLink}`);
  const frame = page.frameLocator('#horyu');
  const banner = frame.locator('[data-opening-link]');
  await expect(banner).toBeVisible();
  await expect(frame.locator('[data-zone="p1.hand"]')).toBeVisible();
  // Drawn part-way: the first slice replayed some of the line, not all of it.
  expect(await replayed(banner)).toBeLessThan(10_000);
  await page.screenshot({ path: join(screenshotDir, 'hostile-long-link-opening.png') });
  await expect(banner).toBeHidden({ timeout: 150_000 });
  // The frame answers its host (its message handler ran between slices or after).
  await page.waitForFunction(() => window.ready === true);
  const after = await page.evaluate(() => window.ask('state'));
  expect(after.length).toBe(10_000);
  expect(after.cursor).toBe(10_000);
});

test('Cancel stops a long link opening and the board shown before comes back', async ({ page }) => {
  test.setTimeout(120_000);
  await openBoard(page);
  // A slow machine's pace (a phone's), so the replay is still going when Cancel is pressed.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  const before = await page.locator('[data-zone="p1.battle"]').textContent();
  await page.evaluate((link) => {
    location.hash = `link=${link}`;
  }, longLink);
  const banner = page.locator('[data-opening-link]');
  await expect(banner).toBeVisible();
  await banner.locator('[data-action="cancel-opening"]').click();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(banner).toBeHidden();
  await expect(page.locator('[data-banner]')).toContainText('cancelled');
  await expect(page.locator('[data-zone="p1.battle"]')).toHaveText(before);
  await page.screenshot({ path: join(screenshotDir, 'hostile-long-link-cancelled.png') });
});
