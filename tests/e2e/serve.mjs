// A tiny static server for dist/ (the release bundle), on 127.0.0.1 only.
// Used by playwright.config.mjs; no dependency beyond Node itself.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../dist/', import.meta.url));
const port = Number(process.env.HORYU_E2E_PORT ?? 4180);
const SUB = '/horyu/';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

async function resolve(urlPath) {
  const rel = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  let file = join(root, rel);
  if (file !== root.replace(/[/\\]$/, '') && !file.startsWith(root)) return null;
  const info = await stat(file).catch(() => null);
  if (info?.isDirectory()) file = join(file, 'index.html');
  else if (!info) return null;
  return file;
}

const server = createServer(async (req, res) => {
  try {
    // The same bundle also under a sub-path, as a site that hosts it in a folder would
    // (deploy.spec.mjs): /horyu/… is dist/…, and only that folder, not the site's root.
    const path = new URL(req.url, 'http://localhost').pathname;
    const file = await resolve(path.startsWith(SUB) ? path.slice(SUB.length - 1) : path);
    const body = file && (await readFile(file).catch(() => null));
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (err) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(`${err}\n`);
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`serving ${root.split(sep).join('/')} at http://127.0.0.1:${port}/`);
});
