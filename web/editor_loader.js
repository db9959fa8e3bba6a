// Starts the card editor's module (crates/app/src/bin/editor.rs) in the page, the first time the
// page opens the editor (crates/app/src/editor_host.rs). Trunk writes wasm-bindgen's script for
// it, editor.js, beside this file; that script declares `wasm_bindgen` with `let`, which other
// scripts see but the page's module can't reach as a property of `window`, so this script
// hands the started module to the page as the promise `horyuEditor`.
// The page asks for this file with `?v=<the editor's fingerprint>` and the editor's files are
// asked for with the same, so a browser's cache never pairs an old editor with a new page.
// A failed start can be tried again: the script is added once, the module started anew.
(() => {
  const version = new URL(document.currentScript.src).search;
  const start = () => wasm_bindgen({ module_or_path: `./editor_bg.wasm${version}` }).then(() => wasm_bindgen);
  globalThis.horyuEditor =
    typeof wasm_bindgen === 'function'
      ? start()
      : new Promise((resolve, reject) => {
          const script = document.createElement('script');
          script.src = `./editor.js${version}`;
          script.onload = () => start().then(resolve, reject);
          script.onerror = () => {
            script.remove();
            reject(new Error('its script could not be fetched'));
          };
          document.head.append(script);
        });
})();
