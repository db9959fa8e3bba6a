// Embeds show the point (issue #16, part 3): an embedded board fits its frame. Empty zones are
// labelled counts on one line, the board scales to the frame's height (fit.rs), and the
// Share panel's snippet carries the height and the zones the editor picks.
import { join } from 'node:path';
import { test, expect, openBoard, screenshotDir, outOfViewport } from './fixtures.mjs';

const tall = { width: 1280, height: 1700 };
const frame = { width: 560, height: 420 };

/** Every gallery ruling's link, from the Share panel (the page's own codec writes them). */
async function rulingLinks(page) {
  await page.locator('[data-action="rulings"]').click();
  // The gallery's file arrives after the panel opens: wait for its list before reading it.
  await expect(page.locator('[data-scenario]').first()).toBeVisible();
  const names = await page.locator('[data-scenario]').evaluateAll((els) => els.map((e) => e.getAttribute('data-scenario')));
  await page.keyboard.press('Escape');
  const links = [];
  for (const name of names) {
    await page.locator('[data-action="rulings"]').click();
    await page.locator(`[data-scenario="${name}"]`).click();
    await page.locator('[data-action="share"]').click();
    links.push({ name, link: await page.locator('[data-share="link"]').inputValue() });
    await page.keyboard.press('Escape');
  }
  return links;
}

/** A page of another site with the app in an iframe of the frame's size. */
async function embedAt(page, src, size = frame) {
  await page.setContent(
    `<body style="margin:0"><iframe src="${src}" width="${size.width}" height="${size.height}" style="border:0;display:block"></iframe></body>`,
  );
  const f = page.frameLocator('iframe');
  await expect(f.locator('[data-panel="board"]')).toBeVisible();
  return f;
}

/** The cards (and the Next step button) that are not wholly inside the frame's viewport. */
async function outside(page) {
  const f = page.frames().find((x) => x !== page.mainFrame());
  // As the next frame is drawn: the board is fitted just before it (fit.rs).
  await f.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const out = await f.evaluate(outOfViewport, { also: [['[data-action="next-step"]', 'Next step']] });
  const { scale, scrolls } = await f.evaluate(() => ({
    scale: Number(document.querySelector('[data-panel="board"]').getAttribute('data-scale') ?? '1'),
    scrolls: document.documentElement.scrollHeight > window.innerHeight + 1,
  }));
  return { out, scale, scrolls };
}

test('every gallery ruling, embedded in a 560×420 frame, has all its cards inside the frame at every step', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize(tall);
  await openBoard(page);
  const links = await rulingLinks(page);
  expect(links.length).toBeGreaterThan(50);
  await page.setViewportSize({ width: 600, height: 460 });
  const problems = [];
  let smallest = 1;
  for (const { name, link } of links) {
    const f = await embedAt(page, link.replace('/#', '/?embed#'));
    for (let step = 0; ; step++) {
      const { out, scale, scrolls } = await outside(page);
      smallest = Math.min(smallest, scale);
      if (out.length || scrolls) problems.push(`${name}, step ${step}: ${scrolls ? 'the frame scrolls; ' : ''}${out.join('; ')}`);
      const next = f.locator('[data-action="next-step"]');
      if ((await next.count()) === 0) break;
      const bar = f.locator('[data-panel="embed"]');
      const before = await bar.getAttribute('data-ruling-step');
      await next.click();
      await expect(bar).not.toHaveAttribute('data-ruling-step', before);
    }
  }
  test.info().annotations.push({ type: 'smallest scale', description: String(smallest) });
  expect(problems).toEqual([]);
});

test('an embed shows the zones its address names, and says which names it does not know', async ({ page }) => {
  await page.setViewportSize(tall);
  await openBoard(page);
  await page.locator('[data-action="share"]').click();
  // The snippet's height and zones, picked in the Share panel.
  const snippet = page.locator('[data-share="embed"]');
  await expect(snippet).toHaveValue(/height="420"/);
  await page.locator('[data-share="embed-height"]').fill('600');
  await page.locator('[data-share="embed-height"]').press('Enter');
  await expect(snippet).toHaveValue(/height="600"/);
  await page.locator('[data-share="embed-choose"]').check();
  for (const z of ['deck', 'hand', 'graveyard', 'hyperspatial', 'gr']) {
    await page.locator(`[data-embed-zone="${z}"]`).uncheck();
  }
  await expect(snippet).toHaveValue(/\?embed&zones=battle,mana,shields#link=/);
  const src = (await snippet.inputValue()).match(/src="([^"]+)"/)[1];
  await page.screenshot({ path: join(screenshotDir, 'embed-snippet-options.png') });

  const f = await embedAt(page, src, { width: 560, height: 600 });
  for (const p of ['p1', 'p2']) {
    for (const z of ['battle', 'mana', 'shields']) await expect(f.locator(`[data-zone="${p}.${z}"]`)).toHaveCount(1);
    for (const z of ['deck', 'hand', 'graveyard']) await expect(f.locator(`[data-zone="${p}.${z}"]`)).toHaveCount(0);
  }
  await page.setViewportSize({ width: 560, height: 600 });
  await page.screenshot({ path: join(screenshotDir, 'embed-three-zones-560x600.png') });

  // The frame's language: each reader's unless the snippet names one.
  await page.setViewportSize(tall);
  await page.goto('/');
  await page.locator('[data-action="share"]').click();
  await page.locator('[data-share="embed-lang"]').selectOption({ label: '日本語' });
  await expect(snippet).toHaveValue(/\?embed&lang=ja#link=/);
  const ja = await embedAt(page, (await snippet.inputValue()).match(/src="([^"]+)"/)[1], frame);
  await expect(ja.locator('[data-action="back"]')).toContainText('戻る');
  await expect(ja.locator('html')).toHaveAttribute('lang', 'ja');
  // An embed never writes the reader's choice.
  await page.goto('/');
  expect(await page.evaluate(() => localStorage.getItem('horyu.lang'))).toBeNull();

  // A name it does not know: left out, and named with the known ones.
  const g = await embedAt(page, src.replace('zones=battle', 'zones=bench,battle'), { width: 560, height: 600 });
  await expect(g.locator('[data-banner]')).toContainText('unknown zone bench (known: all, deck, hand, battle');
  await expect(g.locator('[data-zone="p1.battle"]')).toHaveCount(1);
});
