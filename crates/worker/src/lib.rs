//! The work of the playground's worker module ([`horyu_engine::offload`]): card text, JSON and
//! scenario files, which the first load is built without. Plain Rust: `main.rs` is the web
//! worker around it, and the app's native tests call [`serve`] directly.
//!
//! ```
//! use horyu_engine::offload::{Done, Work};
//! let card = horyu_engine::CardDb::builtin().find("Aqua Hulcus").unwrap().clone();
//! let Ok(Done::CardText { text, error: None }) = horyu_worker::serve(Work::WriteCard(card.clone())) else { panic!() };
//! assert_eq!(horyu_worker::serve(Work::ReadCard(text)), Ok(Done::Card(card)));
//! ```

use horyu_engine::card::db::parse_cards;
use horyu_engine::card::text::{card_toml, cards_toml, parse_card};
use horyu_engine::codec;
use horyu_engine::offload::{Done, Failure, Reply, Request, Work};

/// Does one piece of work.
pub fn serve(work: Work) -> Result<Done, Failure> {
    let said = |e: &dyn std::fmt::Display| Failure::Message(e.to_string());
    match work {
        Work::ReadCard(text) => parse_card(&text).map(Done::Card).map_err(Failure::Text),
        Work::WriteCard(card) => {
            let text = card_toml(&card);
            let error = parse_card(&text).err();
            Ok(Done::CardText { text, error })
        }
        Work::ReadCards(text) => parse_cards(&text).map(Done::Cards).map_err(|e| said(&e)),
        Work::WriteCards(cards) => Ok(Done::Text(cards_toml(&cards))),
        Work::ReadJson(text) => {
            horyu_json::from_json(&text).map(|s| Done::Link(codec::encode(&s))).map_err(|e| said(&e))
        }
        Work::WriteJson(link) => {
            codec::decode(&link).map(|s| Done::Text(horyu_json::to_json(&s))).map_err(|e| said(&e))
        }
        Work::WriteScenario { link, title } => codec::decode(&link)
            .map(|s| Done::Text(horyu_engine::scenario::export(&s.history, &title)))
            .map_err(|e| said(&e)),
        Work::Relink(link) => {
            codec::decode(&link).map(|s| Done::Link(codec::encode(&s))).map_err(|e| said(&e))
        }
    }
}

/// A request as the app sends it (JSON text) → the reply as JSON text. A message that is not a
/// request is answered with id 0 and says why (the app never sends one).
pub fn serve_json(message: &str) -> String {
    let reply = match serde_json::from_str::<Request>(message) {
        Ok(Request { id, work }) => Reply { id, result: serve(work) },
        Err(e) => Reply {
            id: 0,
            result: Err(Failure::Message(format!("the worker got a message it can't read: {e}"))),
        },
    };
    serde_json::to_string(&reply).unwrap_or_default()
}
