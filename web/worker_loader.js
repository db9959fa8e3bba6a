// Starts the worker module (crates/worker) in the worker that crates/app/src/worker.rs creates.
// Trunk writes worker.js and worker_bg.wasm next to this file. Instead of Trunk's loader shim:
// a module that can't be fetched or compiled rejects a promise, which a worker would keep to
// itself; this tells the page, which then says why instead of waiting for ever.
// The page asks for this file with `?v=<a fingerprint of the worker's sources>` (crates/app/
// build.rs); its own files are asked for with the same, so a browser's cache never pairs an old
// worker with a new page.
const version = self.location.search;
importScripts(`./worker.js${version}`);
wasm_bindgen({ module_or_path: `./worker_bg.wasm${version}` }).catch((e) => postMessage(`failed: ${e}`));
