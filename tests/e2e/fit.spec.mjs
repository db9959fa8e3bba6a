// The board fits the screen (issue #16): at 1366×768 and on a 390×844 phone, both players'
// cards, the standby tray, the current prompt and the next-step control are in view without
// scrolling, for every ruling of the gallery (at its start and after each step) and for every
// golden link (tests/links: mid-game boards, seals, custom cards).
//
// Where the board is taller than the room under the ruling's panel, the page draws it smaller
// (crates/app/src/fit.rs, never below 0.6). test-results/fit-<screen>.txt lists what is out of
// view, and how many moments were drawn smaller, and how small.
import { test, expect, openBoard, outOfViewport, screenshotDir } from './fixtures.mjs';
import { join } from 'node:path';
import { readFileSync, readdirSync } from 'node:fs';
import { writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const screens = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

const linksDir = new URL('../links/', import.meta.url);
const goldenLinks = readdirSync(linksDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(new URL(f, linksDir), 'utf8')).link]);

/** The board's scale at this moment (1 when drawn at full size). */
const scaleOf = (page) =>
  page.evaluate(() => Number(document.querySelector('.shell .board')?.getAttribute('data-scale') ?? 1));

/** What must be in view, and what is not: a list of "what (where)" strings. */
async function outOfView(page) {
  // On a phone the prompt is a sheet fixed at the bottom: what lies under it is not in view.
  const sheet = await page.evaluate(() => {
    const el = document.querySelector('.panel--resolution .decision');
    const fixed = el && getComputedStyle(el).position === 'fixed';
    const prompt = document.querySelector('.decision__who');
    return {
      bottom: fixed ? el.getBoundingClientRect().top : null,
      promptBelow: !!(fixed && prompt && prompt.getBoundingClientRect().bottom > window.innerHeight + 1),
    };
  });
  const also = [
    ['[data-zone="standby"] .standby__title', 'the standby tray'],
    ...(sheet.bottom === null ? [['.decision__who', 'the prompt']] : []),
    ['[data-panel="scenario"] .btn--primary', 'Next step'],
  ];
  const out = await page.evaluate(outOfViewport, { also, bottom: sheet.bottom });
  if (sheet.promptBelow) out.push('the prompt');
  return out;
}

for (const screen of screens) {
  test(`every ruling fits a ${screen.name} screen (${screen.width}×${screen.height})`, async ({ page }) => {
    // Some 700 moments: each use is measured at its standby moment too (issue #43).
    test.setTimeout(900_000);
    await page.setViewportSize({ width: screen.width, height: screen.height });
    // Measured with motion reduced: a card still sliding into place would be measured mid-way.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openBoard(page);
    // Only on a phone do the top bar's controls fold into a menu.
    if (screen.width < 640) await expect(page.locator('[data-action="menu"]')).toBeVisible();
    else await expect(page.locator('[data-action="menu"]')).toBeHidden();
    const rulingsButton = async () => {
      if (await page.locator('[data-action="menu"]').isVisible()) await page.locator('[data-action="menu"]').click();
      await page.locator('[data-action="rulings"]').click();
    };
    await rulingsButton();
    // The gallery is fetched when it first opens: read its list once it has arrived.
    await expect(page.locator('[data-scenario]').first()).toBeVisible();
    const rulings = await page.locator('[data-scenario]').evaluateAll((els) => els.map((e) => e.getAttribute('data-scenario')));
    await page.keyboard.press('Escape');
    expect(rulings.length).toBeGreaterThan(50);
    const problems = [];
    const scales = [];
    let moments = 0;
    for (const name of rulings) {
      await rulingsButton();
      await page.locator(`[data-scenario="${name}"]`).click();
      await expect(page.locator('[data-panel="gallery"]')).toHaveCount(0);
      await expect(page.locator('[data-panel="scenario"]')).toHaveAttribute('aria-label', /./);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const next = page.locator('[data-panel="scenario"] .btn--primary');
      for (let step = 0; ; step++) {
        await page.evaluate(() => window.scrollTo(0, 0));
        moments++;
        scales.push(await scaleOf(page));
        for (const p of await outOfView(page)) problems.push(`${name}, step ${step}: ${p}`);
        // The most crowded moment (seven cards in standby at once), as the screen shows it.
        if (name.startsWith('409.1e-dueland') && step === 2) {
          await page.screenshot({ path: join(screenshotDir, `fit-crowded-${screen.width}x${screen.height}.png`) });
        }
        if (await next.isDisabled()) {
          // Every ruling plays to its end on the page (its steps' checks are the corpus's job:
          // an expected-to-fail ruling may fail one, but none may stop early).
          const progress = await page.locator('.scenario__progress').textContent();
          const [, done, total] = progress.match(/(\d+)\D+(\d+)/);
          if (done !== total) problems.push(`${name}: stopped early at ${progress}`);
          break;
        }
        const done = await page.locator('.scenario__progress').getAttribute('data-step');
        // A step that uses a card stops inside it first (its standby moment, issue #43), and
        // the next press shows the step's end: both moments are measured.
        const inside = page.locator('.main > .stepper [data-inside]');
        const wasInside = (await inside.count()) > 0;
        await next.click();
        // Measure the new board, not the old one: wait for the step count (or the step's end),
        // then two frames.
        if (wasInside) await expect(inside).toHaveCount(0);
        else await expect(page.locator('.scenario__progress')).not.toHaveAttribute('data-step', done);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      }
    }
    const out = [...new Set(problems.map((p) => p.split(':')[0]))];
    await mkdir(fileURLToPath(new URL('./test-results/', import.meta.url)), { recursive: true });
    const smaller = scales.filter((x) => x < 1);
    await writeFile(
      fileURLToPath(new URL(`./test-results/fit-${screen.name}.txt`, import.meta.url)),
      `${out.length} of ${moments} moments have something out of view\n` +
        `${smaller.length} drawn smaller, the smallest at ${Math.min(1, ...scales).toFixed(2)}\n` +
        `${problems.join('\n')}\n`,
    );
    expect(problems, `${out.length} of ${moments} moments have something out of view`).toEqual([]);
  });
}

for (const screen of screens) {
  test(`every golden link fits a ${screen.name} screen (${screen.width}×${screen.height})`, async ({ page }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(goldenLinks.length).toBeGreaterThan(5);
    const problems = [];
    for (const [name, link] of goldenLinks) {
      await page.goto('about:blank');
      await page.goto(`/#link=${link}`);
      await expect(page.locator('[data-panel="board"] [data-card]').first()).toBeVisible();
      // A link from before format v4 with custom cards opens once the worker has read them.
      await expect(page.locator('[data-opening]')).toHaveCount(0);
      // A link of pool cards opens once pool.bin has arrived.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const p of await outOfView(page)) problems.push(`${name}: ${p}`);
      // The board still answers the pointer where it is drawn smaller: a card is hit where it is seen.
      const box = await page.locator('[data-panel="board"] [data-card]').last().boundingBox();
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[data-card]') !== null, [box.x + box.width / 2, box.y + box.height / 2]);
      if (!hit) problems.push(`${name}: the last card is not under the pointer where it is drawn`);
    }
    expect(problems).toEqual([]);
  });
}
