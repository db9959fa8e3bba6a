//! The page's whole module (docs/bundle.md, "The whole vocabulary on demand"): the page of
//! `src/main.rs` as it is, built with the whole vocabulary (`--features whole`, index.html). A
//! binary of its own so that Trunk's wasm-bindgen output, named after the binary, is never the
//! first-load module's.

include!("../page.rs");
