//! A rule citation you can read (issue #16): a chip "§409.1c" that shows, on hover, keyboard
//! focus or tap, the rule's number, title and summary in the interface's language, and a link
//! to the official rules. The words are the engine's (`horyu_engine::words::rules`); the app
//! holds no rules of its own, and fetches those words when the first summary is opened
//! (`rule_text.rs`).
//!
//! The summary is in the page only while it is shown, so a long log stays light and its lines'
//! text stays theirs. It is shown in the top layer (a manual popover) at coordinates measured
//! from the chip, inside the viewport, so a scrolling list or a phone's edge never cuts it off. Escape, a tap elsewhere or
//! leaving the chip closes it; a click on the chip pins it open or closes it, and never reaches
//! the line around it (a log line opens its step when clicked).

use std::cell::{Cell, RefCell};

use horyu_engine::words::rules::OFFICIAL_RULES_URL;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

use crate::css::decimal;
use crate::i18n::{tr, Lang};

#[derive(Properties, PartialEq)]
pub struct CiteProps {
    /// A rule with a summary, as `rule_text::known` gives it.
    pub rule: &'static str,
    pub lang: Lang,
}

thread_local! {
    static NEXT_ID: Cell<u32> = const { Cell::new(0) };
    /// Closes the summary shown now, so that only one is open at a time.
    static SHOWN: RefCell<Option<(u32, Callback<()>)>> = const { RefCell::new(None) };
}

/// Margin kept between a summary and the viewport's edges, and between it and its chip.
const MARGIN: f64 = 8.0;
const GAP: f64 = 4.0;

#[function_component(Cite)]
pub fn cite(p: &CiteProps) -> Html {
    let id = *use_memo((), |_| {
        NEXT_ID.with(|n| {
            n.set(n.get() + 1);
            n.get()
        })
    });
    let open = use_state_eq(|| false);
    let pinned = use_mut_ref(bool::default);
    // Drawn again when the rules' words arrive.
    let redraw = use_force_update();
    let words = crate::rule_text::words(p.rule);
    let wrap = use_node_ref();
    let chip = use_node_ref();
    let pop = use_node_ref();

    let close = {
        let open = open.clone();
        let pinned = pinned.clone();
        Callback::from(move |()| {
            *pinned.borrow_mut() = false;
            open.set(false);
        })
    };
    let show = {
        let open = open.clone();
        let close = close.clone();
        Callback::from(move |()| {
            let redraw = redraw.clone();
            crate::rule_text::request(Callback::from(move |()| redraw.force_update()));
            SHOWN.with(|s| {
                let previous = s.borrow_mut().replace((id, close.clone()));
                if let Some((_, close_other)) = previous.filter(|(other, _)| *other != id) {
                    close_other.emit(());
                }
            });
            open.set(true);
        })
    };

    // While shown: placed in the viewport (again on scroll and resize), closed by Escape or by a
    // press outside.
    {
        let (wrap, chip, pop, close) = (wrap.clone(), chip.clone(), pop.clone(), close.clone());
        // Placed again when the words arrive: the summary grows.
        let arrived = std::mem::discriminant(&words);
        use_effect_with((*open, p.lang, arrived), move |&(shown, _, _)| {
            let mut listeners = Vec::new();
            if shown {
                // The top layer: above every panel, and out of reach of an ancestor's opacity
                // (a future log line is dimmed) or clipping. A browser without popovers shows it
                // as a plain fixed box.
                if let Some(el) = pop.cast::<HtmlElement>() {
                    let _ = el.show_popover();
                }
                place(&chip, &pop);
                let (c, p) = (chip.clone(), pop.clone());
                let replace = move |_: web_sys::Event| place(&c, &p);
                listeners.push(Listener::new("scroll", true, replace.clone()));
                listeners.push(Listener::new("resize", false, replace));
                let (w, c, close_esc) = (wrap.clone(), chip.clone(), close.clone());
                listeners.push(Listener::new("keydown", true, move |e: web_sys::Event| {
                    let Some(k) = e.dyn_ref::<web_sys::KeyboardEvent>() else { return };
                    if k.key() != "Escape" {
                        return;
                    }
                    // This Escape is the summary's: it does not also close a panel or put a card down.
                    e.stop_propagation();
                    e.prevent_default();
                    if contains(&w, active_element().as_ref()) {
                        if let Some(b) = c.cast::<HtmlElement>() {
                            let _ = b.focus();
                        }
                    }
                    close_esc.emit(());
                }));
                let (w, close_out) = (wrap.clone(), close.clone());
                listeners.push(Listener::new("pointerdown", true, move |e: web_sys::Event| {
                    let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
                    if !contains(&w, target.as_ref()) {
                        close_out.emit(());
                    }
                }));
            } else {
                SHOWN.with(|s| {
                    let mut s = s.borrow_mut();
                    if s.as_ref().is_some_and(|(shown_id, _)| *shown_id == id) {
                        *s = None;
                    }
                });
            }
            move || drop(listeners)
        });
    }

    // Shown when the mouse moves over the chip, once until it leaves (closed by Escape, it stays
    // closed while the mouse is still there), not when the chip comes under a mouse at rest: a
    // click that changes the layout (an embed's last Next step) would otherwise open a summary
    // over the board where the pointer happens to lie (Chromium then sends pointerenter, and no
    // pointermove).
    let hovered = use_mut_ref(bool::default);
    let onpointermove = {
        let (show, hovered) = (show.clone(), hovered.clone());
        Callback::from(move |e: PointerEvent| {
            if e.pointer_type() == "mouse" && !hovered.replace(true) {
                show.emit(());
            }
        })
    };
    let onpointerleave = {
        let (pinned, wrap, close) = (pinned.clone(), wrap.clone(), close.clone());
        Callback::from(move |e: PointerEvent| {
            *hovered.borrow_mut() = false;
            if e.pointer_type() == "mouse" && !*pinned.borrow() && !contains(&wrap, active_element().as_ref())
            {
                close.emit(());
            }
        })
    };
    let onfocusin = {
        let show = show.clone();
        Callback::from(move |_: FocusEvent| show.emit(()))
    };
    let onfocusout = {
        let (wrap, close) = (wrap.clone(), close.clone());
        Callback::from(move |e: FocusEvent| {
            let to = e.related_target().and_then(|t| t.dyn_into::<Element>().ok());
            // A press on the summary's text moves the focus nowhere: the pointer is still over it.
            let hovered = wrap.cast::<Element>().is_some_and(|w| w.matches(":hover").unwrap_or(false));
            let stays = contains(&wrap, to.as_ref()) || (to.is_none() && hovered);
            if !stays {
                close.emit(());
            }
        })
    };
    // The chip's click pins the summary open, or closes it; no click inside reaches the line
    // around it.
    let onclick_chip = {
        let (pinned, show, close) = (pinned.clone(), show.clone(), close.clone());
        Callback::from(move |e: MouseEvent| {
            e.stop_propagation();
            if *pinned.borrow() {
                close.emit(());
            } else {
                show.emit(());
                *pinned.borrow_mut() = true;
            }
        })
    };
    let onclick_wrap = Callback::from(|e: MouseEvent| e.stop_propagation());

    let lang = p.lang;
    let rule = p.rule;
    let pop_id = format!("cite-{id}");
    let shown = *open;
    let (title, summary) = match words {
        crate::rule_text::Words::Ready(r) => {
            (r.title(lang).to_string(), html! { r.summary(lang).to_string() })
        }
        crate::rule_text::Words::Loading => {
            (String::new(), html! { <span class="cite__wait">{ tr(lang, "Loading the rule…") }</span> })
        }
        crate::rule_text::Words::Failed(why) => (
            String::new(),
            html! { <span class="cite__failed" role="alert">{ crate::i18n::labelled(lang, "The rule's summary can't be loaded", why.say(lang)) }</span> },
        ),
    };
    html! {
        <span class="cite-wrap" ref={wrap} {onpointermove} {onpointerleave} {onfocusin} {onfocusout} onclick={onclick_wrap}>
            <button
                type="button"
                class="cite"
                ref={chip}
                data-rule={rule}
                aria-label={format!("{} {}", tr(lang, "Rule"), rule)}
                aria-expanded={shown.to_string()}
                aria-describedby={shown.then(|| format!("{pop_id}-title {pop_id}-summary"))}
                onclick={onclick_chip}
            >{ rule }</button>
            if shown {
                <span class="cite__pop" id={pop_id.clone()} ref={pop} lang={lang.tag()} popover="manual">
                    <span class="cite__head">
                        <span class="cite__number">{ rule }</span>
                        <span class="cite__title" id={format!("{pop_id}-title")}>{ title }</span>
                    </span>
                    <span class="cite__summary" id={format!("{pop_id}-summary")} aria-live="polite">{ summary }</span>
                    <a class="cite__link" href={OFFICIAL_RULES_URL} target="_blank" rel="noopener">{ tr(lang, "Official rules") }{ " ↗" }</a>
                </span>
            }
        </span>
    }
}

/// Puts the summary under its chip (above it when there is no room below), inside the viewport.
fn place(chip: &NodeRef, pop: &NodeRef) {
    let (Some(chip), Some(pop)) = (chip.cast::<Element>(), pop.cast::<HtmlElement>()) else { return };
    let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) else {
        return;
    };
    // The viewport without its scroll bars.
    let (vw, vh) = (f64::from(root.client_width()), f64::from(root.client_height()));
    let style = pop.style();
    let _ = style.set_property("left", "0px");
    let _ = style.set_property("top", "0px");
    // Where (0, 0) lands: the viewport's corner, unless an ancestor is the fixed box's frame.
    let origin = pop.get_bounding_client_rect();
    let (w, h) = (origin.width(), origin.height());
    let a = chip.get_bounding_client_rect();
    let left = a.left().min(vw - w - MARGIN).max(MARGIN);
    let below = a.bottom() + GAP;
    let above = a.top() - GAP - h;
    let top = if below + h <= vh - MARGIN || above < MARGIN {
        below.min(vh - h - MARGIN).max(MARGIN)
    } else {
        above
    };
    let _ = style.set_property("left", &format!("{}px", decimal(left - origin.left(), 1)));
    let _ = style.set_property("top", &format!("{}px", decimal(top - origin.top(), 1)));
}

fn active_element() -> Option<Element> {
    web_sys::window()?.document()?.active_element()
}

/// Whether `node` is the element of `wrap` or inside it.
fn contains(wrap: &NodeRef, node: Option<&Element>) -> bool {
    match (wrap.cast::<Element>(), node) {
        (Some(w), Some(n)) => w.contains(Some(n)),
        _ => false,
    }
}

/// A listener on the window, removed when dropped.
struct Listener {
    kind: &'static str,
    capture: bool,
    callback: Closure<dyn Fn(web_sys::Event)>,
}

impl Listener {
    fn new(kind: &'static str, capture: bool, f: impl Fn(web_sys::Event) + 'static) -> Listener {
        let callback = Closure::<dyn Fn(web_sys::Event)>::new(f);
        if let Some(w) = web_sys::window() {
            let _ =
                w.add_event_listener_with_callback_and_bool(kind, callback.as_ref().unchecked_ref(), capture);
        }
        Listener { kind, capture, callback }
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        if let Some(w) = web_sys::window() {
            let _ = w.remove_event_listener_with_callback_and_bool(
                self.kind,
                self.callback.as_ref().unchecked_ref(),
                self.capture,
            );
        }
    }
}

/// Rule citations as chips: a cited rule with a summary can be read; any other number (a
/// scenario file may cite one the engine does not) stays a plain chip.
pub fn cites(lang: Lang, rules: &[impl AsRef<str>]) -> Html {
    html! {
        <>{ for rules.iter().map(|r| match crate::rule_text::known(r.as_ref()) {
            Some(rule) => html! { <Cite {rule} {lang} /> },
            None => html! { <span class="cite">{ r.as_ref().to_string() }</span> },
        }) }</>
    }
}

/// A rule number as the engine writes one: "409", "409.1", "409.1c".
fn is_rule(s: &str) -> bool {
    let mut it = s.splitn(2, '.');
    let head = it.next().unwrap_or_default();
    let ok_head = head.len() == 3 && head.bytes().all(|b| b.is_ascii_digit());
    ok_head
        && it.next().is_none_or(|t| {
            let digits = t.trim_end_matches(|c: char| c.is_ascii_lowercase());
            !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
        })
}

/// Splits the rule numbers off the end of a sentence ("… (112.2a, 601.1d)", "…（409.1c）"), so
/// a refusal or a notice cites its rules as chips, as the log does. Other words inside the
/// parentheses stay in the text.
pub fn split_citations(text: &str) -> (String, Vec<String>) {
    let t = text.trim_end();
    let (open, close) = if t.ends_with(')') {
        ('(', ')')
    } else if t.ends_with('）') {
        ('（', '）')
    } else {
        return (text.to_string(), Vec::new());
    };
    let Some(at) = t.rfind(open) else { return (text.to_string(), Vec::new()) };
    let inner = &t[at + open.len_utf8()..t.len() - close.len_utf8()];
    let (rules, rest): (Vec<&str>, Vec<&str>) =
        inner.split([',', ';', '、']).map(str::trim).filter(|p| !p.is_empty()).partition(|p| is_rule(p));
    if rules.is_empty() {
        return (text.to_string(), Vec::new());
    }
    let mut out = t[..at].trim_end().to_string();
    if !rest.is_empty() {
        out.push_str(&format!(" {open}{}{close}", rest.join(", ")));
    }
    (out, rules.into_iter().map(str::to_string).collect())
}

#[cfg(test)]
mod split_tests {
    use super::split_citations;

    #[test]
    fn trailing_rule_numbers_become_citations() {
        let s = |t: &str| split_citations(t);
        assert_eq!(
            s("only one card may be charged each turn (503.2)"),
            ("only one card may be charged each turn".into(), vec!["503.2".into()])
        );
        assert_eq!(s("X costs 4 and Player 1 has 3 untapped mana (112.2a, 601.1d)").1, ["112.2a", "601.1d"]);
        assert_eq!(
            s("pending effect #3 is not one Player 1 may resolve now (options: #1, #2; 101.4)"),
            (
                "pending effect #3 is not one Player 1 may resolve now (options: #1, #2)".into(),
                vec!["101.4".into()]
            )
        );
        assert_eq!(
            s("保留状態のカードは数えない（409.1c）"),
            ("保留状態のカードは数えない".into(), vec!["409.1c".into()])
        );
        assert_eq!(s("a board holds at most 200 cards").1, Vec::<String>::new());
        assert_eq!(s("Bolshack Dragon (tapped)").0, "Bolshack Dragon (tapped)");
    }
}
