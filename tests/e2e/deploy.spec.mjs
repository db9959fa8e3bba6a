// Horyu is static files: a copy served from any folder works, not only from a site's root
// (Trunk's public_url is "./", so index.html names its files relatively). serve.mjs serves
// dist/ also under /horyu/.
import { test, expect, wholeStep } from './fixtures.mjs';
import { golden } from './golden.mjs';

test('the playground works served from a sub-path', async ({ page }) => {
  const requests = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/horyu/');
  await expect(page.locator('[data-zone="p1.battle"] [data-name="Magmadragon Ogrist Vhal"]')).toBeVisible();
  // Every file came from the folder, none from the site's root.
  const files = requests.filter((p) => p !== '/horyu/');
  expect(files.length).toBeGreaterThan(1);
  for (const p of files) expect(p, `${p} was requested outside /horyu/`).toMatch(/^\/horyu\//);
  // The gallery, fetched on demand, comes from the folder too.
  await page.locator('[data-action="rulings"]').click();
  await expect(page.locator('[data-panel="gallery"] .gallery__item').first()).toBeVisible();
  expect(requests).toContain('/horyu/gallery.bin');
  await page.keyboard.press('Escape');
  // So do the rules' words, fetched when a citation is first read.
  await page.locator('button.cite').first().focus();
  await expect(page.locator('.cite__title')).not.toBeEmpty();
  expect(requests).toContain('/horyu/rules.bin');
  await page.keyboard.press('Escape');
  // And the card editor's module, with the worker it asks for the card's text.
  await page.locator('[data-action="card-editor"]').click();
  await expect(page.locator('[data-panel="editor"] [data-field="toml"]')).toHaveValue(/name = "/);
  expect(requests).toEqual(expect.arrayContaining(['/horyu/editor_bg.wasm', '/horyu/worker_bg.wasm']));
  await page.keyboard.press('Escape');
  for (const p of requests.filter((p) => p !== '/horyu/')) expect(p, `${p} was requested outside /horyu/`).toMatch(/^\/horyu\//);
  // A shared link opens there too, and its share link points back into the folder.
  await wholeStep(page); // the board's check
  await wholeStep(page); // Energy Stream: Ogrist Vhal is destroyed
  await page.locator('[data-action="share"]').click();
  const link = await page.locator('[data-share="link"]').inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/horyu\/#link=SFk/);
  const other = await page.context().newPage();
  await other.goto(link);
  await expect(other.locator('[data-zone="p1.graveyard"] [data-name="Magmadragon Ogrist Vhal"]')).toBeVisible();
  await other.close();
  // A ruling's board fetches its rulings' file (rulings/) from the folder as well.
  const legacy = golden('ogrist-vhal-legacy');
  await page.goto(`/horyu/?embed#link=${legacy}`);
  await expect(page.locator('[data-panel="embed"] .embed__title')).toContainText('Legacy rules');
  expect(requests.filter((p) => p.includes('/rulings/'))).toEqual([expect.stringMatching(/^\/horyu\/rulings\/[0-9a-f]{8}\.bin$/)]);
});
