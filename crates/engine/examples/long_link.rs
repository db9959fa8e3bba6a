//! Prints a link of a legal line of N actions (default 10,000) from the starter decks: the
//! browser tests' long link (tests/e2e/long-line.link), which a page must open without
//! freezing. `cargo run --release -p horyu-engine --example long_link -- 10000 > tests/e2e/long-line.link`

fn main() {
    let n = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(10_000);
    match horyu_engine::bench::long_history(7, n) {
        Ok(history) => {
            println!("{}", horyu_engine::codec::encode(&horyu_engine::codec::Snapshot::new(history, None)))
        }
        Err(e) => {
            eprintln!("long_link: {e}");
            std::process::exit(1);
        }
    }
}
