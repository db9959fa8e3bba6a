//! The work of the playground's worker module ([`horyu_engine::offload`]): card text, JSON and
//! scenario files, which the first load is built without. Plain Rust: `main.rs` is the web
//! worker around it, and the app's native tests call [`serve`] directly.
//!
//! ```
//! use horyu_engine::offload::{Done, Work};
//! let mut card = horyu_engine::CardDb::builtin().find("Aqua Hulcus").unwrap().clone();
//! card.id = horyu_engine::CardDefId(horyu_engine::card::CUSTOM_ID_BASE);
//! let Ok(Done::CardText { text, error: None }) = horyu_worker::serve(Work::WriteCard(Box::new(card.clone()))) else { panic!() };
//! assert_eq!(horyu_worker::serve(Work::ReadCard(text)), Ok(Done::Card(Box::new(card))));
//! ```

use horyu_engine::card::db::{cards_from_json, parse_cards};
use horyu_engine::card::text::{card_toml, cards_toml, parse_card};
use horyu_engine::offload::{Done, Failure, Reply, Request, Work};
use horyu_engine::{codec, diagram};

/// Does one piece of work.
pub fn serve(work: Work) -> Result<Done, Failure> {
    let said = |e: &dyn std::fmt::Display| Failure::Message(e.to_string());
    match work {
        Work::ReadCard(text) => parse_card(&text).map(|c| Done::Card(Box::new(c))).map_err(Failure::Text),
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
        Work::DrawBoard(link) => {
            let opened = codec::open(&link).map_err(|e| said(&e))?;
            let (cursor, len) = (opened.session.cursor(), opened.session.len());
            Ok(Done::Text(diagram::board_svg(&opened.game(), opened.perspective, cursor, len)))
        }
        Work::DrawPicture { link, options } => {
            let opened = codec::open(&link).map_err(|e| said(&e))?;
            let (cursor, len) = (opened.session.cursor(), opened.session.len());
            Ok(Done::Picture(diagram::picture(&opened.game(), opened.perspective, cursor, len, &options)))
        }
        Work::Explore(link) => {
            let opened = codec::open(&link).map_err(|e| said(&e))?;
            opened.game().sight(opened.perspective).explore().map(Done::Exploration).map_err(Failure::Message)
        }
        Work::Compare(link) => {
            let opened = codec::open(&link).map_err(|e| said(&e))?;
            Ok(Done::Comparison(opened.session.compare_as(opened.perspective)))
        }
        Work::InstallPool(bytes) => {
            let pool = horyu_engine::card::pool::Pool::from_bytes(&bytes).map_err(|e| said(&e))?;
            horyu_engine::card::pool::install(pool);
            Ok(Done::PoolInstalled)
        }
        Work::ReadCardsJson(json) => cards_from_json(&json).map(Done::Cards).map_err(|e| said(&e)),
        Work::ReadKeptJson(json) => {
            #[derive(serde::Deserialize)]
            struct Shelf {
                kept: Vec<horyu_engine::offload::KeptSession>,
            }
            // A byte-order mark is read past, as everywhere text is read.
            let json = json.strip_prefix('\u{feff}').unwrap_or(&json);
            serde_json::from_str::<Shelf>(json).map(|s| Done::Kept(s.kept)).map_err(|e| said(&e))
        }
    }
}

/// A request as the app sends it (binary, [`Request::to_bytes`]) → the reply in binary. A
/// message that is not a request is answered with id 0 and says why (the app never sends one).
pub fn serve_bytes(message: &[u8]) -> Vec<u8> {
    let reply = match Request::from_bytes(message) {
        Ok(Request { id, work }) => Reply { id, result: serve(work) },
        Err(e) => Reply {
            id: 0,
            result: Err(Failure::Message(format!("the worker got a message it can't read: {e}"))),
        },
    };
    reply.to_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;
    use horyu_engine::session::Session;

    fn golden(name: &str) -> String {
        let path = format!("{}/../../tests/links/{name}.json", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let json: serde_json::Value = serde_json::from_str(&text).unwrap();
        json["link"].as_str().unwrap().to_string()
    }

    #[test]
    fn an_old_link_with_custom_cards_is_written_again_as_format_7() {
        for name in ["heavens-gate-custom-blockers", "returned-creature-custom-cards-v4"] {
            let old = golden(name);
            assert!(!old.starts_with("SFkH"));
            let Ok(Done::Link(new)) = serve(Work::Relink(old.clone())) else { panic!("no link") };
            assert!(new.starts_with("SFkH"), "{new}");
            assert_eq!(codec::decode(&new).unwrap(), codec::decode(&old).unwrap());
        }
    }

    #[test]
    fn json_with_a_byte_order_mark_is_read_by_every_errand_that_reads_json() {
        let bom = |t: &str| format!("\u{feff}{t}");
        let kept = r#"{"kept":[{"id":1,"name":"A","link":"L1","saved":1.0,"actions":0}]}"#;
        assert!(matches!(serve(Work::ReadKeptJson(bom(kept))), Ok(Done::Kept(k)) if k.len() == 1));
        let cards = r#"{"card":[{"id":100000,"name":"X","type":"creature","civilizations":["fire"],"cost":2,"power":1000}]}"#;
        assert!(matches!(serve(Work::ReadCardsJson(bom(cards))), Ok(Done::Cards(c)) if c.len() == 1));
        let (snap, _) = codec::midgame_example(1);
        assert!(matches!(serve(Work::ReadJson(bom(&horyu_json::to_json(&snap)))), Ok(Done::Link(_))));
    }

    #[test]
    fn a_sessions_list_kept_as_json_reads_whole_and_float_times_too() {
        let json = r#"{"kept":[{"id":2,"name":"B","link":"L2","saved":1733212345678,"actions":3},
            {"id":1,"name":"A","link":"L1","saved":1733212345000.0,"actions":0}]}"#;
        let Ok(Done::Kept(kept)) = serve(Work::ReadKeptJson(json.into())) else { panic!() };
        assert_eq!(
            kept.iter().map(|k| (k.id, k.saved)).collect::<Vec<_>>(),
            [(2, 1733212345678.0), (1, 1733212345000.0)]
        );
        assert!(matches!(serve(Work::ReadKeptJson("{\"kept\": [oops".into())), Err(Failure::Message(_))));
    }

    #[test]
    fn a_library_kept_as_json_reads_as_cards() {
        let cards = vec![horyu_engine::CardDb::builtin().find("Aqua Hulcus").unwrap().clone()];
        let json = horyu_engine::card::db::cards_to_json(&cards);
        assert_eq!(serve(Work::ReadCardsJson(json)), Ok(Done::Cards(cards)));
        assert!(matches!(serve(Work::ReadCardsJson("{\"card\": 3}".into())), Err(Failure::Message(_))));
    }

    #[test]
    fn json_goes_both_ways_and_a_bad_file_says_where() {
        let link = golden("midgame");
        let Ok(Done::Text(json)) = serve(Work::WriteJson(link.clone())) else { panic!("no JSON") };
        assert_eq!(serve(Work::ReadJson(json)), Ok(Done::Link(link)));
        let Err(Failure::Message(e)) = serve(Work::ReadJson("{\"history\": 3}".into())) else { panic!() };
        assert!(e.contains("in `history`"), "{e}");
    }

    #[test]
    fn the_explorer_answers_as_the_page_would_explore() {
        let sc = horyu_engine::scenario::Scenario::parse(&horyu_engine::bench::pending_board(4)).unwrap();
        let session = Session::from_history(sc.run().history(&sc.setup)).unwrap();
        let link = codec::encode(&codec::Snapshot::new(session.history().clone(), None));
        let Ok(Done::Exploration(x)) = serve(Work::Explore(link)) else { panic!("no exploration") };
        assert_eq!(x, session.game().sight(None).explore().unwrap());
        assert_eq!(x.orders, 24);
    }

    #[test]
    fn the_comparison_answers_as_the_page_would_compare() {
        let link = golden("midgame");
        let opened = codec::open(&link).unwrap();
        let Ok(Done::Comparison(c)) = serve(Work::Compare(link)) else { panic!("no comparison") };
        assert_eq!(c, opened.session.compare_as(opened.perspective));
    }

    #[test]
    fn a_message_that_is_not_a_request_is_answered_with_why() {
        let reply = Reply::from_bytes(&serve_bytes(b"hello")).unwrap();
        assert_eq!(reply.id, 0);
        assert!(matches!(reply.result, Err(Failure::Message(m)) if m.contains("can't read")));
        let card = Request { id: 7, work: Work::ReadCard("[[card]]\nid = ".into()) };
        let reply = Reply::from_bytes(&serve_bytes(&card.to_bytes())).unwrap();
        assert_eq!(reply.id, 7);
        assert!(matches!(reply.result, Err(Failure::Text(e)) if e.line == 2));
    }
}
