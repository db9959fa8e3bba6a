// Embeds you can read (issue #42, part 5): on three rulings' boards, embedded at 560×420 and
// 320×240, after the ruling's last step, the bar says the line that answers the question with
// its rule chip, and every card the answer names is inside the frame, its name level even when
// the card is tapped, whole (no letter cut, no word broken across lines), 9 px or more, and not
// covered: the mouse rests where the last Next step was, and no rule's summary opens under it
// (it did at 320×240, over the board). The frame does not scroll. The name sizes are printed:
// at 560×420 they are 9.5–10.6 px (embedded cards are wider, 62 px, with a 10 px name and no
// type label; 7.9–8.8 px before, when a larger font alone broke names mid-word in the 42 px
// cards). A frame under 300 px high has a one-row bar and draws only the zones holding a card
// the answer names (style.css): 11.9–19.3 px at 320×240 (5.0 px before: the bar took half the
// frame, the board was drawn at half size and the frame scrolled). There, the answer opens
// whole on a click, and Whole table shows every zone again.
// Screenshots: tests/e2e/screenshots/embed-read-*.png.
import { join } from 'node:path';
import { test, expect, openBoard, screenshotDir } from './fixtures.mjs';

const RULINGS = [
  '409.1c-ogrist-vhal-energy-stream',
  '400.5-returned-creature-is-a-new-card',
  '605.2b-one-of-the-chosen-cards-is-a-choice-among-them',
];
const FRAMES = [
  { width: 560, height: 420 },
  // A short frame (under 300 px high): the one-row bar and the named zones (style.css).
  { width: 320, height: 240 },
];
// The smallest name a reader is asked to read, in CSS pixels, in either frame.
const SMALLEST = 9;

async function rulingLink(page, name) {
  await page.locator('[data-action="rulings"]').click();
  await page.locator(`[data-scenario="${name}"]`).click();
  await page.locator('[data-action="share"]').click();
  const link = await page.locator('[data-share="link"]').inputValue();
  await page.keyboard.press('Escape');
  return link;
}

test('three rulings embedded at 560×420 and 320×240 answer in their bar and show the cards they name, readable', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await openBoard(page);
  const links = [];
  for (const name of RULINGS) links.push({ name, link: await rulingLink(page, name) });
  const report = [];
  for (const { width, height } of FRAMES) {
    await page.setViewportSize({ width: width + 40, height: height + 40 });
    for (const { name, link } of links) {
      await page.setContent(
        `<body style="margin:0"><iframe src="${link.replace('/#', '/?embed#')}" width="${width}" height="${height}" style="border:0;display:block"></iframe></body>`,
      );
      const f = page.frameLocator('iframe');
      await expect(f.locator('[data-panel="board"]')).toBeVisible();
      const next = f.locator('[data-action="next-step"]');
      // The ruling's file arrives a moment after the board: then its steps, to the last.
      await expect(next).toBeVisible();
      while ((await next.count()) > 0) {
        const bar = f.locator('[data-panel="embed"]');
        const before = await bar.getAttribute('data-ruling-step');
        await next.click();
        await expect(bar).not.toHaveAttribute('data-ruling-step', before);
      }
      const frame = page.frames().find((x) => x !== page.mainFrame());
      await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      // The cards' moves played to their end, so the screenshots show the board settled.
      await frame.evaluate(() =>
        Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => {}))),
      );
      const answer = f.locator('[data-answer]');
      await expect(answer).toBeVisible();
      await expect(answer.locator('.cite').first()).toBeVisible();
      const seen = await frame.evaluate(() => {
        const text = document.querySelector('[data-answer]').textContent;
        const board = document.querySelector('[data-panel="board"]');
        const zoom = Number(board.getAttribute('data-scale') ?? '1');
        const named = [...document.querySelectorAll('[data-zone] [data-name]')].filter(
          (c) => text.includes(c.dataset.name) && c.querySelector('.card__name'),
        );
        return {
          zoom,
          // The zones drawn (a short frame hides those holding no card the answer names).
          zones: [...document.querySelectorAll('[data-zone]')].filter((z) => z.getClientRects().length).length,
          cards: named.map((c) => {
            const r = c.getBoundingClientRect();
            const n = c.querySelector('.card__name').getBoundingClientRect();
            return {
              name: c.dataset.name,
              px: parseFloat(getComputedStyle(c.querySelector('.card__name')).fontSize) * zoom,
              inside: r.left >= -1 && r.top >= -1 && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1,
              // Nothing over its name (a rule's summary, the answer opened over the board): what lies
              // there is this card or one on it in its zone (a pile's top card).
              covered:
                document.elementFromPoint(n.left + n.width / 2, n.top + n.height / 2)?.closest('[data-zone]') !==
                c.closest('[data-zone]'),
              // A tapped card lies on its side: its name must still run left to right.
              level: !c.dataset.tapped || n.width >= n.height,
              // Every letter shown, no word broken: not cut at the card's edge, no line clamped away (a card
              // under another in a pile shows only its edge: not checked).
              whole: (() => {
                const e = c.querySelector('.card__name');
                const top = document.elementFromPoint(n.left + n.width / 2, n.top + n.height / 2)?.closest('[data-card]') === c;
                if (!top) return true;
                // No word broken across lines ("Bolshac-k"): each word's letters on one line.
                // (A hyphen is a place to break: "Bronze-/Arm".)
                const text = e.firstChild;
                for (const word of e.textContent.matchAll(/[^\s-]+/g)) {
                  const r = document.createRange();
                  r.setStart(text, word.index);
                  r.setEnd(text, word.index + word[0].length);
                  const lines = new Set([...r.getClientRects()].map((q) => Math.round(q.top)));
                  if (lines.size > 1) return false;
                }
                return e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1;
              })(),
            };
          }),
        };
      });
      await page.screenshot({ path: join(screenshotDir, `embed-read-${width}x${height}-${name.split('-')[0]}.png`) });
      report.push(`${width}×${height} ${name}: zoom ${seen.zoom}, ${seen.zones} zones, ${seen.cards.map((c) => `${c.name} ${c.px.toFixed(1)}px${c.whole ? '' : ' (cut)'}`).join(', ')}`);
      expect(seen.cards.length, `${name}: the answer names a card on the board`).toBeGreaterThan(0);
      // The mouse still rests where the last Next step was: the bar moved under it, and no rule's
      // summary opened (a summary opens when the mouse moves over its chip, cite.rs).
      await expect(f.locator('.cite__pop'), `${name} at ${width}×${height}: no summary opened by itself`).toHaveCount(0);
      expect(await frame.evaluate(() => document.documentElement.scrollHeight), `${name} at ${width}×${height}: the frame does not scroll`).toBeLessThanOrEqual(height + 1);
      for (const c of seen.cards) {
        expect(c.inside, `${name} at ${width}×${height}: ${c.name} inside the frame`).toBe(true);
        expect(c.covered, `${name} at ${width}×${height}: ${c.name} not covered`).toBe(false);
        expect(c.level, `${name} at ${width}×${height}: ${c.name}'s name reads level`).toBe(true);
        expect(c.whole, `${name} at ${width}×${height}: ${c.name}'s name shows whole`).toBe(true);
        expect(c.px, `${name} at ${width}×${height}: ${c.name}'s name size`).toBeGreaterThanOrEqual(SMALLEST);
      }
      if (height < 300) {
        // A short frame: the bar is one row, the board only the zones holding a named card; the
        // answer opens whole on a click, and Whole table shows every zone again.
        expect(await frame.evaluate(() => document.querySelector('[data-panel="embed"]').getBoundingClientRect().height)).toBeLessThanOrEqual(40);
        await answer.click({ position: { x: 150, y: 20 } });
        await expect(answer).toBeFocused();
        expect(await frame.evaluate(() => { const a = document.querySelector('[data-answer]'); return a.scrollHeight <= a.clientHeight + 1; }), `${name}: the answer shows whole when opened`).toBe(true);
        await page.screenshot({ path: join(screenshotDir, `embed-read-${width}x${height}-${name.split('-')[0]}-answer.png`) });
        const shown = seen.zones;
        await f.locator('[data-action="whole-table"]').click();
        await expect(f.locator('[data-action="whole-table"]')).toHaveAttribute('aria-pressed', 'true');
        expect(await frame.evaluate(() => [...document.querySelectorAll('[data-zone]')].filter((z) => z.getClientRects().length).length)).toBeGreaterThan(shown);
        // The mouse moved onto a chip: its summary opens, as anywhere else.
        await answer.locator('.cite').first().hover();
        await expect(f.locator('.cite__pop')).toHaveCount(1);
      }
    }
  }
  console.log(report.join('\n'));
});
