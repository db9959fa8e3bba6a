//! Applying a message to the model: what each of the user's intents does.

use super::*;

/// Applies a message. Returns false when nothing visible changed (no re-render).
pub(super) fn update(m: &mut Model, msg: Msg) -> bool {
    // A command of the folded menu closes it (the view's toggles keep it open for the next).
    if matches!(
        msg,
        Msg::Rulings(RulingsMsg::Gallery(true))
            | Msg::NewGame
            | Msg::Library(LibraryMsg::OpenEditor(_))
            | Msg::Library(LibraryMsg::OpenFinder)
            | Msg::Share(ShareMsg::Open(_))
            | Msg::Inspector(InspectorMsg::Compare)
            | Msg::Sessions(crate::model::sessions::Msg::Panel(true))
    ) {
        m.menu_open = false;
    }
    let Some(msg) = resolve_keys(m, msg) else { return false };
    if !matches!(msg, Msg::Table(TableMsg::Inspect(_))) {
        m.table.refused = None;
    }
    match msg {
        Msg::Table(t) => {
            if !m.on_table(t) {
                return false;
            }
        }
        Msg::Rulings(r) => m.on_rulings(r),
        Msg::Inspector(i) => {
            if matches!(i, InspectorMsg::StopWork) {
                crate::worker::cancel();
            }
            m.on_inspector(i);
        }
        Msg::Notices(n) => m.on_notices(n),
        Msg::Share(s) => m.on_share(s),
        Msg::Library(l) => {
            let changed = m.on_library(l);
            save_library(m);
            if !changed {
                return false;
            }
        }
        Msg::Step(s) => m.on_step(s),
        Msg::Sessions(s) => {
            if !m.on_sessions(s) {
                return false;
            }
        }
        Msg::Act(a) => {
            let _ = m.act(a);
        }
        Msg::Mode(x) => {
            m.mode = x;
            m.table.picked = None;
            m.notices.notice = None;
        }
        Msg::Perspective(p) => m.set_perspective(p),
        Msg::Ruleset(r) => m.set_ruleset(r),
        Msg::Lang(l) => {
            m.set_lang(l);
            remember_lang(m);
        }
        Msg::ToggleMenu => m.menu_open = !m.menu_open,
        Msg::Online => m.back_online(),
        Msg::NewGame => m.new_game(js_sys::Date::now() as u64),
        // Drawn again in Japanese; a file that could not be fetched or read is asked for
        // again on the next switch to Japanese.
        Msg::JapaneseWords(text) => {
            if text.is_none_or(|t| crate::i18n::install(t).is_err()) {
                crate::i18n::ask_again();
            }
        }
        Msg::Done(errand, result) => {
            let library = matches!(
                errand,
                crate::model::offload::Errand::ImportCards | crate::model::offload::Errand::LoadLibrary
            );
            if let Some((file, text)) = m.done(errand, *result) {
                let (name, mime) = file.name();
                download(name, mime, &text);
            }
            if library {
                save_library(m);
            }
        }
        Msg::WholeTable => match &mut m.embed {
            Some(e) => e.whole = !e.whole,
            None => return false,
        },
    }
    m.refresh_share();
    // What the first-load module can't do: the whole module does it (model/whole.rs).
    if let Some(why) = m.whole.clone() {
        load_whole(m, &why);
    }
    true
}
