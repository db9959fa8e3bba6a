// A golden link's body (tests/links/<name>.json), for the browser tests and the bench.
import { readFileSync } from 'node:fs';

export const golden = (name) =>
  JSON.parse(readFileSync(new URL(`../links/${name}.json`, import.meta.url), 'utf8')).link;
