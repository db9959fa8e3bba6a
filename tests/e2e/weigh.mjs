// What a reader downloads before a page shows (issue #15), shared by `cargo xtask bench`
// (bench.mjs prints it) and the first-load budget test (firstload.spec.mjs guards it).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * The bytes a reader pays before `url` shows `shownWhen`: `gzip -9` of every file a fresh
 * browser context actually requested from the server until then (each once), and brotli at
 * its best quality, as a host serving precompressed files sends them. `files` lists the paths.
 */
export async function weigh(browser, url, shownWhen = '[data-card]') {
  const origin = new URL(url).origin;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const fetched = new Set();
  let shown = false;
  try {
    const page = await context.newPage();
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.origin === origin && !shown) fetched.add(decodeURIComponent(u.pathname));
    });
    await page.goto(url);
    await page.waitForSelector(shownWhen);
    shown = true;
  } finally {
    await context.close();
  }
  let gzip = 0;
  let brotli = 0;
  for (const path of fetched) {
    const file = readFileSync(dist + (path.endsWith('/') ? `${path}index.html` : path).slice(1));
    gzip += gzipSync(file, { level: 9 }).length;
    brotli += brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { gzip, brotli, files: [...fetched].sort() };
}
