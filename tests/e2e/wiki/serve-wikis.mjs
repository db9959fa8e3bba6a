// Throwaway wikis for the wiki browser tests (wiki.spec.mjs): real PukiWiki 1.5.4 and Debian's
// MediaWiki, each with Horyu's plugin (wiki/), its test pages and the board's picture, served by
// `php -S` on 127.0.0.1; and dist/ served as a real host serves it (Trunk's hashed files cached for
// good), which the plugins' frames show. Nothing is written in the repository: all goes to a
// temporary folder, removed when the wikis stop.
//
//   import { startWikis } from './wiki/serve-wikis.mjs';  // from a test (wiki.spec.mjs)
//   node tests/e2e/wiki/serve-wikis.mjs                   // by hand: serves until Ctrl+C
//
// PukiWiki comes from ../shared/wikis/pukiwiki beside the repository (shared/README.md: reference
// material for developers and CI), or from $HORYU_SHARED/wikis/pukiwiki. PHP and MediaWiki are
// installed by `cargo xtask setup`. If anything is missing, startWikis throws and says what.
import { execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const dist = join(repo, 'dist');
const MEDIAWIKI = '/usr/share/mediawiki';

export const ports = {
  horyu: Number(process.env.HORYU_WIKI_HORYU_PORT ?? 4183),
  pukiwiki: Number(process.env.HORYU_WIKI_PUKIWIKI_PORT ?? 4181),
  mediawiki: Number(process.env.HORYU_WIKI_MEDIAWIKI_PORT ?? 4182),
};
export const horyuBase = `http://127.0.0.1:${ports.horyu}/`;

/** The board every page shows: a golden link (tests/links/README.md: it never changes), 13 actions shown at 6, Player 2's view. */
export const link = JSON.parse(readFileSync(join(repo, 'tests/links/midgame-branch.json'), 'utf8')).link;
export const boardUrl = `${horyuBase}#link=${link}`;
export const alt = 'Horyu board: moment 6 of 13, Player 2 view';
/** The picture's file name, attached to PukiWiki's pages and uploaded to MediaWiki. */
export const picture = 'Board.png';

/**
 * What Horyu's own Share → For a wiki gives for the board (set by startWikis before the pages
 * are written): { url, alt, width, height, image (PNG 1×), pukiwiki, mediawiki } — the markup
 * exactly as a wiki editor copies it, for a picture attached as `sharedFile`.
 */
let fromShare = null;
export const sharedFile = 'Shared.png';
export const shared = () => fromShare;

/** Hostile arguments: each must end up as text (an error message), never as markup. */
const evil = 'window.horyuPwned=1';

/** The pages, by engine: name → wikitext. */
function pages() {
  const filler = (n) => Array.from({ length: n }, (_, i) => `Filler paragraph ${i + 1}: text between the boards.`).join('\n\n');
  const GAP = 320; // paragraphs between two boards: far more than Chromium's lazy-loading distance
  const pukiwiki = {
    FrontPage: 'Horyu wiki tests.\n',
    HoryuBoard: [
      '* A board',
      `#horyu(${boardUrl},picture=${picture},alt=${alt})`,
      '',
      `In a sentence: &horyu(#link=${link}){open the board}; and with its picture &horyu(link=${link},picture=${picture},alt=${alt});.`,
      '',
    ].join('\n'),
    HoryuHostile: [
      '* Hostile arguments',
      `#horyu("><script>${evil}</script>)`,
      `#horyu(javascript:${evil}//#link=${link})`,
      `#horyu(${link},alt="><img src=x onerror="${evil}">)`,
      `#horyu(${link},zones=battle" onload="${evil})`,
      `#horyu(${link},picture=x.png" onerror="${evil})`,
      `#horyu(${link},lang=ja"><script>${evil}</script>)`,
      `#horyu(${link},width=100%;position:fixed)`,
      `#horyu(https://evil.example/?embed#link=SFk<svg onload=${evil}>)`,
      `Inline: &horyu("><svg onload=${evil}>);`,
      '',
    ].join('\n'),
    HoryuOptions: [
      `#horyu(#link=${link},zones=battle,graveyard,lang=ja,width=100,height=5000)`,
      `#horyu(http://h.example/?embed&zones=battle,mana&lang=en#link=${link})`,
      `#horyu(${link},zones=battle+shields,view=p1)`,
      `#horyu(${link},moment=3)`,
      `#horyu(${link},size=3)`,
      '',
    ].join('\n'),
    HoryuTen: Array.from({ length: 10 }, (_, i) => `** Board ${i + 1}\n#horyu(${link},height=300,alt=Board ${i + 1})\n\n${filler(GAP)}\n`).join('\n'),
    // No plugin: what any editor can write (issue #42: a picture and a link for every wiki).
    // The second at 640 pixels wide (&ref's `640x`: the height follows).
    HoryuShared: `* Shared from Horyu\n${fromShare?.pukiwiki ?? ''}\n`,
    HoryuPicture: `* The board as a picture\n[[&ref(${picture},nolink,${alt});>${boardUrl}]]\n\n[[&ref(${picture},nolink,640x,${alt});>${boardUrl}]]\n`,
  };
  const mediawiki = {
    'Horyu board': [
      '== A board ==',
      `<horyu link="${boardUrl}" picture="${picture}" alt="${alt}" />`,
      '',
    ].join('\n'),
    'Horyu hostile': [
      '== Hostile arguments ==',
      `<horyu link="&quot;&gt;&lt;script&gt;${evil}&lt;/script&gt;" />`,
      `<horyu link="javascript:${evil}//#link=${link}" />`,
      `<horyu link="${link}" alt="&quot;&gt;&lt;img src=x onerror=&quot;${evil}&quot;&gt;" />`,
      `<horyu link="${link}" zones="battle&quot; onload=&quot;${evil}" />`,
      `<horyu link="${link}" picture="x.png&quot; onerror=&quot;${evil}" />`,
      `<horyu link="${link}" lang="ja&quot;&gt;&lt;script&gt;${evil}&lt;/script&gt;" />`,
      `<horyu link="${link}" width="100%;position:fixed" />`,
      `<horyu>https://evil.example/?embed#link=SFk<svg onload=${evil}></horyu>`,
      '',
    ].join('\n'),
    'Horyu options': [
      `<horyu link="#link=${link}" zones="battle, graveyard" lang="ja" width="100" height="5000" />`,
      `<horyu>http://h.example/?embed&zones=battle,mana&lang=en#link=${link}</horyu>`,
      `<horyu link="${link}" zones="battle shields" view="p1" />`,
      `<horyu link="${link}" moment="3" />`,
      `<horyu link="${link}" size="3" />`,
      '',
    ].join('\n'),
    // Every other board with the link as the tag's content.
    'Horyu ten': Array.from({ length: 10 }, (_, i) =>
      `=== Board ${i + 1} ===\n${i % 2 ? `<horyu height="300" alt="Board ${i + 1}">#link=${link}</horyu>` : `<horyu link="${link}" height="300" alt="Board ${i + 1}" />`}\n\n${filler(GAP)}\n`,
    ).join('\n'),
    'Horyu shared': `== Shared from Horyu ==\n${fromShare?.mediawiki ?? ''}\n`,
    'Horyu picture': `== The board as a picture ==\n[[File:${picture}|link=${boardUrl}|alt=${alt}]]\n\n[[File:${picture}|640px|link=${boardUrl}|alt=${alt}]]\n`,
  };
  return { pukiwiki, mediawiki };
}

/** A page's address on each engine. */
export const pageUrl = {
  pukiwiki: (name) => `http://127.0.0.1:${ports.pukiwiki}/?${encodeURIComponent(name)}`,
  mediawiki: (title) => `http://127.0.0.1:${ports.mediawiki}/index.php?title=${encodeURIComponent(title.replace(/ /g, '_'))}`,
};

/** The test pages' names on each engine, by what they hold. */
export const names = {
  pukiwiki: { board: 'HoryuBoard', options: 'HoryuOptions', hostile: 'HoryuHostile', ten: 'HoryuTen', picture: 'HoryuPicture', shared: 'HoryuShared' },
  mediawiki: { board: 'Horyu board', options: 'Horyu options', hostile: 'Horyu hostile', ten: 'Horyu ten', picture: 'Horyu picture', shared: 'Horyu shared' },
};

/** PukiWiki's file name for a page or an attachment: the upper-case hex of its UTF-8 bytes. */
const hex = (s) => Buffer.from(s, 'utf8').toString('hex').toUpperCase();

function fail(what) {
  throw new Error(`wiki tests: ${what}`);
}

async function check() {
  if (!existsSync(join(dist, 'index.html'))) fail(`${dist}/index.html is missing: build it with \`cargo xtask dist\``);
  const php = await run('php', ['-m']).catch((e) => fail(`\`php -m\` does not run (${e.message.split('\n')[0]}): run \`cargo xtask setup\` (it installs PHP and MediaWiki)`));
  const modules = php.stdout.split('\n').map((l) => l.trim());
  const missing = ['mbstring', 'pdo_sqlite', 'intl', 'dom'].filter((m) => !modules.includes(m));
  if (missing.length) fail(`PHP lacks ${missing.join(', ')}: run \`cargo xtask setup\``);
  if (!existsSync(join(MEDIAWIKI, 'maintenance/install.php'))) fail(`${MEDIAWIKI} is missing: run \`cargo xtask setup\` (Debian's mediawiki package)`);
  const shared = process.env.HORYU_SHARED ?? resolve(repo, '../shared');
  const pukiwiki = join(shared, 'wikis/pukiwiki');
  if (!existsSync(join(pukiwiki, 'index.php'))) fail(`PukiWiki is not at ${pukiwiki} (shared/wikis/pukiwiki beside the repository, or set HORYU_SHARED)`);
  return pukiwiki;
}

/** The board's picture: `horyu render` draws the diagram as SVG, Chromium makes it a PNG. */
async function boardPicture(browser, dir) {
  const svg = join(dir, 'board.svg');
  await run('cargo', ['run', '--release', '--quiet', '-p', 'horyu-cli', '--', 'render', link, '-o', svg], { cwd: repo, maxBuffer: 1 << 24 })
    .catch((e) => fail(`\`horyu render\` failed: ${e.stderr || e.message}`));
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  try {
    await page.setContent(`<body style="margin:0;background:#fff">${readFileSync(svg, 'utf8')}</body>`);
    return await page.locator('svg').first().screenshot();
  } finally {
    await page.close();
  }
}

/**
 * The board shared for a wiki as an editor does it: Horyu (dist/, served here) opens the link,
 * Share → Picture for a wiki…, the file name `sharedFile`, the PukiWiki and the MediaWiki
 * markup copied from the panel, and its PNG downloaded.
 */
async function shareForAWiki(browser) {
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${horyuBase}#link=${link}`);
    await page.locator('[data-zone="p1.battle"]').waitFor();
    await page.locator('[data-action="share"]').click();
    const url = await page.locator('[data-share="link"]').inputValue();
    await page.locator('[data-action="wiki-picture"]').click();
    const img = page.locator('[data-panel="wiki"] [data-wiki-picture]');
    await img.waitFor({ timeout: 30_000 });
    await page.locator('[data-share="wiki-file"]').fill(sharedFile);
    const markup = page.locator('[data-share="wiki-markup"]');
    const pukiwiki = await markup.inputValue();
    await page.locator('[data-share="wiki-kind"]').selectOption('MediaWiki');
    const mediawiki = await markup.inputValue();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="wiki-png-1"]').click()]);
    const image = await readFile(await download.path());
    const [alt, width, height] = await Promise.all(['alt', 'width', 'height'].map((a) => img.getAttribute(a)));
    if (!pukiwiki.includes(sharedFile) || !mediawiki.includes(sharedFile)) fail(`the panel's markup names no ${sharedFile}: ${pukiwiki} ${mediawiki}`);
    return { url, alt, width: Number(width), height: Number(height), image, pukiwiki, mediawiki };
  } finally {
    await context.close();
  }
}

/** A server: waits until `url` answers, or fails with what it printed. */
async function serve(name, command, args, options, url) {
  // A server left from another run would answer in place of this one.
  if (await fetch(url).then(() => true, () => false)) fail(`${url} already answers: stop what serves it before the wiki tests`);
  // In a group of its own: with PHP_CLI_SERVER_WORKERS, `php -S` forks workers that keep the
  // port unless the whole group is stopped.
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const kill = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', kill);
  let output = '';
  child.stdout.on('data', (d) => (output = (output + d).slice(-4000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-4000)));
  const ready = async () => {
    for (let i = 0; i < 150; i++) {
      if (child.exitCode !== null) break;
      const ok = await fetch(url).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    kill();
    fail(`${name} did not start (${command} ${args.join(' ')}), it printed:\n${output}`);
  };
  return { kill, ready };
}

async function pukiwikiUp(source, dir, image) {
  const root = join(dir, 'pukiwiki');
  cpSync(source, root, { recursive: true });
  // The shared copy is read-only; PukiWiki writes its pages, caches and counters.
  await run('chmod', ['-R', 'u+w', root]);
  for (const d of ['wiki', 'diff', 'backup', 'cache', 'attach', 'counter']) mkdirSync(join(root, d), { recursive: true });
  // Chromium asks every site for /favicon.ico, and the tests fail on a 404: PukiWiki's own logo.
  cpSync(join(root, 'image/pukiwiki.png'), join(root, 'favicon.ico'));
  // The admin's one setting, as wiki/README.md says to make it.
  const plugin = readFileSync(join(repo, 'wiki/pukiwiki/horyu.inc.php'), 'utf8');
  const setting = "define('PLUGIN_HORYU_BASE', '')";
  if (!plugin.includes(setting)) fail(`wiki/pukiwiki/horyu.inc.php has no ${setting}`);
  writeFileSync(join(root, 'plugin/horyu.inc.php'), plugin.replace(setting, `define('PLUGIN_HORYU_BASE', '${horyuBase}')`));
  for (const [name, text] of Object.entries(pages().pukiwiki)) {
    writeFileSync(join(root, 'wiki', `${hex(name)}.txt`), text);
    // Attached as PukiWiki's attach plugin stores a file: attach/<page>_<file name>.
    if (text.includes(picture)) writeFileSync(join(root, 'attach', `${hex(name)}_${hex(picture)}`), image);
    if (text.includes(sharedFile)) writeFileSync(join(root, 'attach', `${hex(name)}_${hex(sharedFile)}`), fromShare.image);
  }
  return serve('PukiWiki', 'php', ['-S', `127.0.0.1:${ports.pukiwiki}`], { cwd: root, env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' } }, pageUrl.pukiwiki('FrontPage'));
}

async function mediawikiUp(dir, image) {
  const root = join(dir, 'mediawiki');
  mkdirSync(join(root, 'images'), { recursive: true });
  // The package's tree is used in place (284 MB): LocalSettings.php is ours, named by MW_CONFIG_FILE.
  const settings = join(root, 'LocalSettings.php');
  const env = { ...process.env, MW_CONFIG_FILE: settings };
  await run('php', [
    join(MEDIAWIKI, 'maintenance/install.php'), '--dbtype=sqlite', `--dbpath=${join(root, 'db')}`,
    `--server=http://127.0.0.1:${ports.mediawiki}`, '--scriptpath=', '--pass=HoryuWikiTest-2026', `--confpath=${root}`,
    'Horyu test wiki', 'Admin',
  ], { env, maxBuffer: 1 << 24 }).catch((e) => fail(`MediaWiki's install.php failed: ${e.stdout}\n${e.stderr}`));
  writeFileSync(settings, `${readFileSync(settings, 'utf8')}
# Horyu's wiki tests (tests/e2e/wiki/serve-wikis.mjs)
wfLoadExtension( 'Horyu', ${JSON.stringify(join(repo, 'wiki/mediawiki/Horyu/extension.json'))} );
$wgHoryuBase = '${horyuBase}';
$wgEnableUploads = true;
$wgUseInstantCommons = false;
$wgUploadDirectory = ${JSON.stringify(join(root, 'images'))};
$wgUploadPath = '/horyu-images';
$wgMainCacheType = CACHE_NONE;
# No image scaler here (a real wiki has one): the browser scales [[File:…|640px]] itself.
$wgUseImageMagick = false;
$wgUseImageResize = false;
$wgShowExceptionDetails = true;
`);
  // php -S serves the package's own files; uploads live in our folder, served by this router.
  writeFileSync(join(root, 'router.php'), `<?php
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if ($path === '/favicon.ico') {
	// Chromium asks every site for it, and the tests fail on a 404: MediaWiki's own logo.
	header('Content-Type: image/png');
	readfile(${JSON.stringify(join(MEDIAWIKI, 'resources/assets/mediawiki.png'))});
	return true;
}
if (strncmp($path, '/horyu-images/', 14) === 0) {
	$file = realpath(${JSON.stringify(join(root, 'images'))} . '/' . rawurldecode(substr($path, 14)));
	if ($file === false || strncmp($file, ${JSON.stringify(join(root, 'images') + '/')}, ${join(root, 'images').length + 1}) !== 0 || !is_file($file)) {
		http_response_code(404);
		return true;
	}
	header('Content-Type: ' . mime_content_type($file));
	readfile($file);
	return true;
}
return false;
`);
  const upload = join(dir, 'upload');
  mkdirSync(upload);
  writeFileSync(join(upload, picture), image);
  writeFileSync(join(upload, sharedFile), fromShare.image);
  await run('php', [join(MEDIAWIKI, 'maintenance/importImages.php'), '--extensions=png', '--user=Admin', upload], { env })
    .catch((e) => fail(`MediaWiki's importImages.php failed: ${e.stdout}\n${e.stderr}`));
  for (const [title, text] of Object.entries(pages().mediawiki)) {
    await new Promise((ok, no) => {
      const edit = spawn('php', [join(MEDIAWIKI, 'maintenance/edit.php'), '--user', 'Admin', title], { env, stdio: ['pipe', 'pipe', 'pipe'] });
      let out = '';
      edit.stdout.on('data', (d) => (out += d));
      edit.stderr.on('data', (d) => (out += d));
      edit.on('close', (code) => (code === 0 ? ok() : no(new Error(`wiki tests: MediaWiki's edit.php failed on "${title}": ${out}`))));
      edit.stdin.end(text);
    });
  }
  return serve('MediaWiki', 'php', ['-S', `127.0.0.1:${ports.mediawiki}`, '-t', MEDIAWIKI, join(root, 'router.php')],
    { env: { ...env, PHP_CLI_SERVER_WORKERS: '4' } }, pageUrl.mediawiki('Main Page'));
}

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.ico': 'image/x-icon', '.bin': 'application/octet-stream', '.txt': 'text/plain; charset=utf-8',
};

/**
 * dist/ as a host would serve it: Trunk's file names carry a hash of the content, so those are
 * cached for good (a reader's second frame fetches nothing again); the rest is revalidated.
 * Counts the requests by path.
 */
function horyuUp() {
  const requests = new Map();
  const server = createServer(async (req, res) => {
    const path = new URL(req.url, 'http://localhost').pathname;
    requests.set(path, (requests.get(path) ?? 0) + 1);
    const rel = normalize(decodeURIComponent(path)).replace(/^([/\\])+/, '');
    let file = join(dist, rel);
    if (!file.startsWith(dist)) return res.writeHead(404).end();
    const info = await stat(file).catch(() => null);
    if (info?.isDirectory()) file = join(file, 'index.html');
    const body = await readFile(file).catch(() => null);
    if (!body) {
      console.error(`dist server: not found: ${req.url}`);
      return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
    }
    // Trunk writes the hash as a 64-bit number in hex without leading zeros: 1 to 16 digits
    // (one build in 16 has 15, which a fixed 16 took for an unhashed file).
    const hashed = /-[0-9a-f]{1,16}(_bg)?\.[a-z]+$/.test(file);
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((ok, no) => {
    server.once('error', (e) => no(new Error(`wiki tests: cannot serve dist/ on port ${ports.horyu}: ${e.message}`)));
    server.listen(ports.horyu, '127.0.0.1', () => ok({ server, requests }));
  });
}

/**
 * Prepares and starts everything. `browser` (Playwright's) rasterizes the board's picture.
 * Returns { requests: Map(path → count) of dist/'s server, stop() }.
 */
export async function startWikis(browser) {
  const source = await check();
  const dir = mkdtempSync(join(tmpdir(), 'horyu-wikis-'));
  const children = [];
  let horyu;
  const stop = async () => {
    for (const c of children) c.kill();
    if (horyu) await new Promise((r) => horyu.server.close(r));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    horyu = await horyuUp();
    fromShare = await shareForAWiki(browser);
    const image = await boardPicture(browser, dir);
    const puki = await pukiwikiUp(source, dir, image);
    children.push(puki);
    await puki.ready();
    const media = await mediawikiUp(dir, image);
    children.push(media);
    await media.ready();
  } catch (e) {
    await stop();
    throw e;
  }
  return { dir, requests: horyu.requests, stop };
}

// By hand: serve until Ctrl+C.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { chromium } = await import('@playwright/test');
  const { chromiumLaunch } = await import('../chromium.mjs');
  const browser = await chromium.launch(chromiumLaunch);
  const wikis = await startWikis(browser);
  await browser.close();
  console.log(`PukiWiki: ${pageUrl.pukiwiki(names.pukiwiki.board)}\nMediaWiki: ${pageUrl.mediawiki(names.mediawiki.board)}\nHoryu: ${horyuBase}\n(${wikis.dir})`);
  const quit = () => wikis.stop().then(() => process.exit(0));
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
}
