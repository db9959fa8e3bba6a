// Share → For a wiki (issue #42, part 1): a wiki page that takes no embed gets a picture of the
// board (PNG 1× and 2×, SVG) drawn from the engine's diagram, its text alternative in the
// page's language, and the markup that links the picture to the board. The panel lives in the
// module loaded on demand; the first load carries none of it (firstload.spec).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test, expect, openBoard, settleAnimations, screenshotDir, wholeStep } from './fixtures.mjs';

test.afterEach(async ({ page }) => settleAnimations(page));

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes) {
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function download(page, action) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator(`[data-action="${action}"]`).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

async function openWikiPanel(page, { shareOpen = false } = {}) {
  if (!shareOpen) await page.locator('[data-action="share"]').click();
  const fragment = new URL(await page.locator('[data-share="link"]').inputValue()).hash;
  await page.locator('[data-action="wiki-picture"]').click();
  const panel = page.locator('[data-panel="wiki"]');
  await expect(panel.locator('[data-wiki-picture]')).toBeVisible({ timeout: 20_000 });
  return { panel, fragment };
}

test('a ruling step shared for a wiki gives a picture in PNG 1× and 2×, its words and the markup', async ({ page, baseURL }) => {
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.setViewportSize({ width: 1366, height: 900 });
  await openBoard(page);
  for (let i = 0; i < 2; i++) await wholeStep(page);
  const { panel, fragment } = await openWikiPanel(page);
  const img = panel.locator('[data-wiki-picture]');
  const width = Number(await img.getAttribute('width'));
  const height = Number(await img.getAttribute('height'));
  expect(width).toBeGreaterThanOrEqual(900);
  const alt = await img.getAttribute('alt');
  expect(alt).toMatch(/^Horyu board, Turn \d+ · Player [12]'s .+ · moment [1-9]\d* of [1-9]\d* · judge view\. /);
  expect(alt).toContain('Player 1 — ');
  await expect(panel.locator('[data-share="alt"]')).toHaveValue(alt);

  const one = await download(page, 'wiki-png-1');
  expect(one.name).toBe('horyu-board.png');
  expect(pngSize(one.bytes)).toEqual({ width, height });
  const two = await download(page, 'wiki-png-2');
  expect(two.name).toBe('horyu-board@2x.png');
  expect(pngSize(two.bytes)).toEqual({ width: 2 * width, height: 2 * height });
  const svg = await download(page, 'wiki-svg');
  expect(svg.bytes.toString('utf8')).toContain('<desc>');

  // The markup links the picture, by the file name given, to this board at this moment.
  const markup = panel.locator('[data-share="wiki-markup"]');
  const link = `${baseURL}/${fragment}`;
  await expect(markup).toHaveValue(`[[&ref("horyu-board.png",nolink,${width}x${height},"${alt.replace(/[>[\];\n]/g, ' ').replaceAll('"', '""')}");>${link}]]`);
  await panel.locator('[data-share="wiki-file"]').fill('ruling.png');
  await panel.locator('[data-share="wiki-kind"]').selectOption('MediaWiki');
  await expect(markup).toHaveValue(new RegExp(`^\\[\\[File:ruling\\.png\\|${width}px\\|link=${link.replace(/[.?]/g, '\\$&')}\\|alt=`));
  await panel.screenshot({ path: join(screenshotDir, 'wiki-picture-panel.png') });
  await page.locator('[data-action="share-close"]').click();
  await expect(page.locator('[data-panel="share"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("the picture speaks the page's language and shows only the embed's zones", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/?lang=ja');
  await expect(page.locator('[data-zone="p1.battle"]')).toBeVisible();
  await page.locator('[data-action="share"]').click();
  // Only some zones: the battle zone and the graveyard.
  await page.locator('[data-share="embed-choose"]').check();
  for (const z of ['deck', 'hand', 'mana', 'shields', 'hyperspatial', 'gr']) {
    await page.locator(`[data-embed-zone="${z}"]`).uncheck();
  }
  const { panel } = await openWikiPanel(page, { shareOpen: true });
  const svg = await panel.locator('[data-wiki-picture]').getAttribute('src');
  const drawn = decodeURIComponent(svg).match(/data-zone="[^"]+"/g);
  expect(new Set(drawn)).toEqual(
    new Set(['p1.battle', 'p2.battle', 'p1.graveyard', 'p2.graveyard'].map((z) => `data-zone="${z}"`)),
  );
  const alt = await panel.locator('[data-wiki-picture]').getAttribute('alt');
  expect(alt).toMatch(/^Horyuの盤面、ターン\d+・/);
  await expect(page.locator('[data-panel="share"]')).toContainText('Wiki用');
  await expect(panel).toContainText('代替テキスト');
  await page.screenshot({ path: join(screenshotDir, 'wiki-picture-ja.png') });
});
