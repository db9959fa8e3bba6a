// Browser figures for `cargo xtask bench`, measured in Debian's headless Chromium against
// the release bundle in dist/ (served by serve.mjs). Prints `name: value unit` lines:
//   app.first_render.median   time from navigation to the rendered board (ms)
//   app.action_render.p50/p95 one action applied and re-rendered on an 80-card board (ms)
//   firstload.link.gzip       bytes a reader downloads before a shared link's board shows
//   firstload.embed.gzip      the same with ?embed (issue #15: at most 300,000 each)
//   firstload.link.brotli     the link's first load as a host serving brotli sends it (no goal)
//   ruling.embed.gzip         what an embedded ruling's reader downloads until its ruling (title,
//                             steps) shows: the first load and the board's own rulings file
// The app's `window.__horyu` hook: firstRender, renders, renderedAt, bench(), act().
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from './chromium.mjs';
import { golden } from './golden.mjs';
import { weigh } from './weigh.mjs';

const port = Number(process.env.HORYU_BENCH_PORT ?? 4190);
const here = fileURLToPath(new URL('.', import.meta.url));
const server = spawn(process.execPath, ['serve.mjs'], {
  cwd: here,
  env: { ...process.env, HORYU_E2E_PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.once('data', resolve);
  server.once('exit', (code) => reject(new Error(`serve.mjs exited (${code})`)));
});

const browser = await chromium.launch(chromiumLaunch);
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
try {
  const url = `http://127.0.0.1:${port}/`;
  const midgame = golden('midgame');
  const asLink = await weigh(browser, `${url}#link=${midgame}`);
  const asEmbed = await weigh(browser, `${url}?embed#link=${midgame}`);
  const ruling = golden('ogrist-vhal-legacy');
  const rulingEmbed = await weigh(browser, `${url}?embed#link=${ruling}`, '[data-ruling-step]');
  console.error(`first load fetched: ${asLink.files.join(', ')}`);
  const firsts = [];
  for (let i = 0; i < 7; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await page.waitForSelector('[data-card]');
    firsts.push(await page.evaluate(() => window.__horyu.firstRender));
    await page.close();
  }
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForSelector('[data-card]');
  const times = await page.evaluate(async () => {
    const h = window.__horyu;
    const settle = async (n) => {
      while (h.renders === n) await new Promise((r) => setTimeout(r, 0));
    };
    let n = h.renders;
    h.bench();
    await settle(n);
    if (document.querySelectorAll('[data-card]').length < 80) throw new Error('the bench board is not drawn');
    const out = [];
    for (let i = 0; i < 220; i++) {
      n = h.renders;
      const t0 = performance.now();
      if (!h.act()) throw new Error('the bench action was refused');
      await settle(n);
      if (i >= 20) out.push(h.renderedAt - t0);
    }
    return out;
  });
  if (errors.length) throw new Error(`console errors: ${errors.join('; ')}`);
  console.log(`firstload.link.gzip: ${asLink.gzip} bytes`);
  console.log(`firstload.embed.gzip: ${asEmbed.gzip} bytes`);
  console.log(`firstload.link.brotli: ${asLink.brotli} bytes`);
  console.log(`ruling.embed.gzip: ${rulingEmbed.gzip} bytes`);
  console.log(`app.first_render.median: ${Math.round(quantile(firsts, 0.5))} ms`);
  console.log(`app.action_render.p50: ${quantile(times, 0.5).toFixed(2)} ms`);
  console.log(`app.action_render.p95: ${quantile(times, 0.95).toFixed(2)} ms`);
} finally {
  await browser.close();
  server.kill();
}
