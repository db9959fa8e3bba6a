// Starts the worker module (crates/worker) in the worker that crates/app/src/worker.rs creates.
// Trunk writes worker.js and worker_bg.wasm next to this file. Instead of Trunk's loader shim:
// a module that can't be fetched or compiled rejects a promise, which a worker would keep to
// itself; this tells the page, which then says why instead of waiting for ever.
importScripts('./worker.js');
wasm_bindgen({ module_or_path: './worker_bg.wasm' }).catch((e) => postMessage(`failed: ${e}`));
