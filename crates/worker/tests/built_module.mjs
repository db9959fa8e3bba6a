// Runs the worker module as the release bundle has it (dist/worker.js and worker_bg.wasm) in
// Node, as web/worker_loader.js starts it in a web worker, and answers requests from files:
//
//   node built_module.mjs <dist dir> <requests dir>
//
// Each `<name>.request` (in name order) is posted to the module; its reply is written to
// `<name>.reply`. Prints one JSON line per request: its name, the trap if the module trapped
// instead of answering, and how many bytes of its stack the request used (the highest point
// the shadow stack reached; null if the module's memory is not laid out stack first).
// crates/worker/tests/built_module.rs writes the requests and reads what this says.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';

const [dist, dir] = process.argv.slice(2);
const wasmBytes = readFileSync(join(dist, 'worker_bg.wasm'));

const posted = [];
// The worker's scope, as far as the module uses it: it listens with `onmessage` and answers
// with `postMessage`.
globalThis.self = globalThis;
globalThis.postMessage = (message) => posted.push(message);
vm.runInThisContext(`${readFileSync(join(dist, 'worker.js'), 'utf8')}\n;globalThis.wasm_bindgen = wasm_bindgen;`);
const exports = await globalThis.wasm_bindgen({ module_or_path: wasmBytes });
if (posted.shift() !== 'ready') throw new Error('the worker module did not say it was ready');

const top = stackTop(wasmBytes);
for (const name of readdirSync(dir).filter((f) => f.endsWith('.request')).sort()) {
  const request = new Uint8Array(readFileSync(join(dir, name)));
  // The stack is memory [0, top) and grows down: what a request leaves changed is what it used.
  if (top !== null) new Uint8Array(exports.memory.buffer).fill(0xaa, 0, top);
  let trap = null;
  try {
    globalThis.onmessage({ data: request });
  } catch (e) {
    trap = String(e);
  }
  let stack = null;
  if (top !== null) {
    const memory = new Uint8Array(exports.memory.buffer);
    let low = 0;
    while (low < top && memory[low] === 0xaa) low++;
    stack = top - low;
  }
  const reply = posted.shift();
  if (reply !== undefined) writeFileSync(join(dir, name.replace(/\.request$/, '.reply')), reply);
  console.log(JSON.stringify({ name, trap, stack }));
}

/** The top of the shadow stack when the linker put it first in memory (rustc's default for
 *  wasm32-unknown-unknown, `--stack-first`): a mutable i32 global starting where the data
 *  does. null for any other layout, where filling [0, top) would overwrite data. */
function stackTop(bytes) {
  let at = 8;
  const leb = () => {
    let value = 0;
    let shift = 0;
    let byte;
    do {
      byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
  // An i32.const expression (0x41, then a signed LEB: addresses here are below 2^31).
  const constExpr = () => {
    if (bytes[at++] !== 0x41) return null;
    const value = leb();
    return bytes[at++] === 0x0b ? value : null;
  };
  const starts = [];
  let dataStart = Infinity;
  while (at < bytes.length) {
    const id = bytes[at++];
    const size = leb();
    const end = at + size;
    if (id === 6) {
      for (let n = leb(); n > 0; n--) {
        const type = bytes[at++];
        const mutable = bytes[at++] === 1;
        const value = constExpr();
        if (value === null) return null;
        if (type === 0x7f && mutable) starts.push(value);
      }
    } else if (id === 11) {
      for (let n = leb(); n > 0; n--) {
        const flags = leb();
        if (flags === 1) {
          const size = leb(); // passive: no address
          at += size;
          continue;
        }
        if (flags === 2) leb(); // memory index
        const offset = constExpr();
        if (offset === null) return null;
        dataStart = Math.min(dataStart, offset);
        const size = leb(); // (`at += leb()` would add to `at` as it was before the size)
        at += size;
      }
    }
    at = end;
  }
  return starts.includes(dataStart) ? dataStart : null;
}
