//! Applying a message to the model: what each of the user's intents does.

use super::*;

/// Applies a message. Returns false when nothing visible changed (no re-render).
pub(super) fn update(m: &mut Model, msg: Msg) -> bool {
    // A command of the folded menu closes it (the view's toggles keep it open for the next).
    if matches!(
        msg,
        Msg::Gallery(true)
            | Msg::NewGame
            | Msg::OpenEditor(_)
            | Msg::OpenFinder
            | Msg::Share(_)
            | Msg::Compare
            | Msg::Sessions(crate::model::sessions::Msg::Panel(true))
    ) {
        m.menu_open = false;
    }
    let Some(msg) = resolve_keys(m, msg) else { return false };
    if !matches!(msg, Msg::Inspect(_)) {
        m.table.refused = None;
    }
    match msg {
        Msg::CardClick(id) => {
            if m.candidates().contains(&id) {
                m.toggle_choice(id);
                m.table.inspect = Some(id);
            } else if let Some(p) = m.table.picked.filter(|&p| p != id) {
                let _ = m.drop_card(p, Target::Card(id));
            } else {
                m.pick(id);
            }
        }
        Msg::ZoneClick(z) => match m.table.picked {
            Some(p) => {
                let _ = m.drop_card(p, Target::Zone(z));
            }
            None => return false,
        },
        Msg::StandbyClick => match m.table.picked {
            Some(p) => {
                let _ = m.drop_card(p, Target::Standby);
            }
            None => return false,
        },
        Msg::Inspect(id) => {
            if m.table.inspect == Some(id) {
                return false;
            }
            m.table.inspect = Some(id);
        }
        Msg::DragStart(id) => {
            m.table.dragging = Some(id);
            m.table.picked = None;
            m.table.inspect = Some(id);
            m.notices.notice = None;
        }
        Msg::Drop(id, t) => {
            let _ = m.drop_card(id, t);
        }
        Msg::Cancel => {
            m.table.dragging = None;
            // Escape first puts down a picked card, then closes a message.
            if m.table.picked.take().is_none() {
                m.notices.notice = None;
            }
        }
        Msg::DismissNotice => m.notices.notice = None,
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
        Msg::Undo => m.undo(),
        Msg::Redo => m.redo(),
        Msg::GoTo(n) => m.go_to(n),
        Msg::GoToEvent(i) => m.go_to_event(i),
        Msg::Step(cmd) => m.step(cmd),
        Msg::StepInto(on) => m.stepping.into = on,
        Msg::ToggleAbout => m.rulings.about_open = !m.rulings.about_open,
        Msg::ToggleMenu => m.menu_open = !m.menu_open,
        Msg::Branch(i) => m.switch_branch(i),
        Msg::NextStep => m.next_step(),
        Msg::Restart => m.restart_scenario(),
        Msg::Gallery(open) => m.rulings.gallery.open = open,
        Msg::RulingsArrived(arrived) => m.rulings_arrived(arrived),
        Msg::BoardRulingsArrived(board, arrived) => m.board_rulings_arrived(board, arrived),
        Msg::RetryRulings => m.retry_rulings(),
        Msg::Online => m.back_online(),
        Msg::Query(q) => m.rulings.gallery.query = q,
        Msg::OpenScenario(i) => m.open_scenario(i),
        Msg::Toggle(c) => m.toggle_choice(c),
        Msg::ConfirmChoice => m.confirm_choice(),
        Msg::Auto => m.auto_answer(),
        Msg::OrderMove(i, up) => m.move_in_order(i, up),
        Msg::OrderGrab(i) => m.inspector.order_grab = Some(i),
        Msg::OrderDrop(to) => {
            if let (Some(from), Some(to)) = (m.inspector.order_grab.take(), to) {
                m.place_in_order(from, to);
            }
        }
        Msg::ConfirmOrder => m.confirm_order(),
        Msg::Explore => m.explore(),
        Msg::StopWork => crate::worker::cancel(),
        Msg::Compare => m.compare(),
        Msg::NewGame => m.new_game(js_sys::Date::now() as u64),
        Msg::OpenEditor(from) => m.open_editor(from),
        Msg::OpenFinder => m.library.finder = Some(crate::model::FinderOpen::default()),
        Msg::PoolArrived(arrived) => m.pool_arrived(arrived),
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
        Msg::Editor(out) => {
            match out {
                EditorOut::Close => {
                    // The module shows the editor, else the Share panel, else the finder, else
                    // the sessions: close what it shows.
                    if m.library.editor.take().is_none()
                        && m.share.panel.take().is_none()
                        && m.library.finder.take().is_none()
                    {
                        m.shelf.open = false;
                    }
                }
                EditorOut::Session(ask) => {
                    return update(m, Msg::Sessions(crate::model::sessions::Msg::Ask(ask)))
                }
                EditorOut::PutPool { card, to, count } => {
                    let _ = m.put_pool(card, to, count);
                }
                EditorOut::VariantOf(card) => {
                    if horyu_engine::card::pool::installed().is_some() {
                        m.library.finder = None;
                        m.open_editor(Some(card));
                    } else {
                        m.library.pool_load.want(crate::model::pool_load::PoolWait::Variant(card));
                    }
                }
                EditorOut::OpenSession(text) => {
                    let _ = m.import(&text);
                }
                EditorOut::Put(card, to) => {
                    let _ = m.put_custom(*card, to);
                }
                EditorOut::Update(card) => {
                    let _ = m.update_custom(*card);
                }
                EditorOut::Save(card) => {
                    let _ = m.save_to_library(*card);
                }
                EditorOut::Delete(id) => m.delete_from_library(id),
                EditorOut::Import(text) => m.import_cards(&text),
                EditorOut::Export => m.ask_file(crate::model::offload::File::Cards),
            }
            save_library(m);
        }
        Msg::Sessions(s) => {
            use crate::model::sessions::Msg as S;
            match s {
                S::Panel(open) => m.shelf.open = open,
                S::Ask(SessionAsk::Open(id)) => m.open_kept(id),
                S::Ask(SessionAsk::Rename(id, name)) => return m.shelf.rename(id, &name),
                S::Ask(SessionAsk::Delete(id)) => {
                    m.shelf.delete(id);
                }
                S::Ask(SessionAsk::UndoDelete) => {
                    m.shelf.undo_delete();
                }
            }
        }
        Msg::WholeTable => match &mut m.embed {
            Some(e) => e.whole = !e.whole,
            None => return false,
        },
        Msg::CloseCompare => {
            m.inspector.comparison = None;
            m.inspector.comparing = None;
        }
        Msg::OpenLink(text) => {
            let _ = m.open_shared(&text);
        }
        Msg::RestoreOwn => m.restore_own(),
        Msg::DismissRestore => m.notices.restore = None,
        Msg::DismissBanner => m.notices.banner = None,
        Msg::GoOnOpening => m.go_on_opening(),
        Msg::CancelOpening => m.cancel_opening(),
        Msg::Share(moment) => m.open_share(moment),
        Msg::CloseShare => m.share.panel = None,
    }
    m.refresh_share();
    true
}
