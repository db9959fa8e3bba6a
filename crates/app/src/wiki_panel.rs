//! Share → For a wiki (share_panel.rs, in the module the page loads on demand): the picture of
//! the board at the moment shared, drawn by the worker (`diagram::picture`), as PNG (1× and 2×)
//! and SVG, its text alternative, and the markup that links it to the board (wiki.rs). It owns
//! its state; the share panel tells it the board, the zones and the language.

use std::rc::Rc;

use horyu_app::wiki::{self, Markup};
use horyu_engine::diagram::{Picture, PictureOptions};
use horyu_engine::offload::{Done, Work};
use horyu_engine::words::Lang;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What the picture is drawn of.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    /// The link as a URL fragment (`#link=…`), at the moment shared.
    pub fragment: String,
    pub lang: Lang,
    /// The zones the embed shows (`None`: those that matter).
    pub zones: Option<Vec<horyu_engine::Zone>>,
    /// The line that answers the question, when the page knows it (a ruling's expectation).
    pub caption: Option<String>,
}

#[derive(Properties, PartialEq)]
pub struct WikiProps {
    pub board: Rc<Board>,
}

/// What a download or the clipboard said, for the status line.
#[derive(Clone, Copy, PartialEq)]
enum Said {
    Nothing,
    Copied,
    NoClipboard,
    PngFailed,
}

#[function_component(WikiPanel)]
pub fn wiki_panel(p: &WikiProps) -> Html {
    let init = p.board.clone();
    let lang = init.lang;
    let t = move |en: &'static str, ja: &'static str| lang.or_english(en, ja);
    let picture = use_state(|| None::<Result<Picture, String>>);
    let markup = use_state(Markup::default);
    let file = use_state(|| "horyu-board.png".to_string());
    let said = use_state(|| Said::Nothing);
    {
        let picture = picture.clone();
        use_effect_with(init.clone(), move |init| {
            picture.set(None);
            let options =
                PictureOptions { lang: init.lang, zones: init.zones.clone(), caption: init.caption.clone() };
            let work = Work::DrawPicture { link: init.fragment.clone(), options };
            crate::worker::call(work, move |result| {
                picture.set(Some(match result {
                    Ok(Done::Picture(p)) => Ok(p),
                    Ok(other) => Err(format!("the worker answered with {}", other.kind())),
                    Err(e) => Err(e.to_string()),
                }))
            });
        });
    }
    let body = match &*picture {
        None => {
            html! { <p role="status" data-wiki-status="">{ t("Drawing the picture…", "画像を作っています…") }</p> }
        }
        Some(Err(e)) => html! {
            <p role="alert" data-wiki-status="">{ format!("{}{}{e}", t("The picture could not be drawn", "画像を作れませんでした"), lang.or_english(": ", "：")) }</p>
        },
        Some(Ok(pic)) => {
            let pic = Rc::new(pic.clone());
            let url = page_url() + &init.fragment;
            let name =
                if file.trim().is_empty() { "horyu-board.png".to_string() } else { file.trim().to_string() };
            let text = markup.write(&name, &url, &pic.alt, (pic.width, pic.height));
            let src = format!("data:image/svg+xml;charset=utf-8,{}", js_sys::encode_uri_component(&pic.svg));
            let png = |scale: u32| {
                let (pic, file, said) = (pic.clone(), file.clone(), said.clone());
                Callback::from(move |_: MouseEvent| {
                    let name = wiki::file_name(&file, if scale > 1 { "@2x.png" } else { ".png" });
                    let said = said.clone();
                    horyu_app::files::download_png(
                        &pic.svg,
                        (pic.width * scale, pic.height * scale),
                        &name,
                        move |ok| {
                            if !ok {
                                said.set(Said::PngFailed);
                            }
                        },
                    );
                })
            };
            let svg = {
                let (pic, file) = (pic.clone(), file.clone());
                Callback::from(move |_: MouseEvent| {
                    horyu_app::files::download_text(
                        &wiki::file_name(&file, ".svg"),
                        "image/svg+xml",
                        &pic.svg,
                    )
                })
            };
            let copy = {
                let (text, said) = (text.clone(), said.clone());
                Callback::from(move |_: MouseEvent| copy_text(&text, said.clone()))
            };
            let on_file = {
                let file = file.clone();
                Callback::from(move |e: InputEvent| {
                    if let Some(i) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                        file.set(i.value());
                    }
                })
            };
            let on_markup = {
                let markup = markup.clone();
                Callback::from(move |e: Event| {
                    if let Some(s) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
                    {
                        markup.set(
                            Markup::ALL.get(s.selected_index().max(0) as usize).copied().unwrap_or_default(),
                        );
                    }
                })
            };
            let status = match *said {
                Said::Nothing => "",
                Said::Copied => t("Copied.", "コピーしました。"),
                Said::NoClipboard => t(
                    "The clipboard is not available: the text is selected, copy it with Ctrl+C.",
                    "クリップボードを使えません。テキストを選択したので Ctrl+C でコピーしてください。",
                ),
                Said::PngFailed => t(
                    "This browser could not write the PNG; the SVG is the same picture.",
                    "このブラウザではPNGを書き出せませんでした。SVGは同じ画像です。",
                ),
            };
            html! {
                <>
                    <img class="share__picture" src={src} alt={pic.alt.clone()} width={pic.width.to_string()} height={pic.height.to_string()} data-wiki-picture="" />
                    <div class="share__row share__downloads">
                        <button class="btn" data-action="wiki-png-1" onclick={png(1)}>{ "PNG" }</button>
                        <button class="btn" data-action="wiki-png-2" onclick={png(2)}>{ t("PNG (2×, sharp on fine screens)", "PNG（2倍、高精細画面向け）") }</button>
                        <button class="btn" data-action="wiki-svg" onclick={svg}>{ "SVG" }</button>
                    </div>
                    <label class="share__label">{ t("Text alternative", "代替テキスト") }
                        <textarea class="share__field share__code" readonly=true rows="4" data-share="alt" value={pic.alt.clone()} onfocus={Callback::from(select_all)} />
                    </label>
                    <div class="share__row">
                        <label class="share__label">{ t("The picture's file name on the wiki", "Wikiに添付する画像のファイル名") }
                            <input class="share__field" type="text" data-share="wiki-file" value={(*file).clone()} oninput={on_file} />
                        </label>
                        <label class="share__label">{ t("Markup", "マークアップ") }
                            <select data-share="wiki-kind" onchange={on_markup}>
                                { for Markup::ALL.iter().map(|&k| html! { <option selected={k == *markup}>{ k.name() }</option> }) }
                            </select>
                        </label>
                    </div>
                    <div class="share__row">
                        <textarea class="share__field share__code" readonly=true rows="3" data-share="wiki-markup" aria-label={t("Markup", "マークアップ")} value={text} onfocus={Callback::from(select_all)} />
                        <button class="btn" data-action="copy-wiki" onclick={copy}>{ t("Copy", "コピー") }</button>
                    </div>
                    <p class="share__status" aria-live="polite" data-copied={(*said == Said::Copied).then_some("true")}>{ status }</p>
                </>
            }
        }
    };
    html! {
        <section class="share__wiki" data-share-wiki="" data-panel="wiki">
            <p class="share__hint">{ t(
                "For a wiki page that takes no embed: attach the picture to the page under the file name below, then paste the markup. The picture links to this board; its text alternative says the position in words.",
                "埋め込みを使えないWikiのページ用：下のファイル名で画像をページに添付し、マークアップを貼り付けてください。画像からこの盤面へリンクし、代替テキストが局面を文章で伝えます。",
            ) }</p>
            { body }
        </section>
    }
}

/// The page's address without its query and fragment: where the link opens the board.
pub fn page_url() -> String {
    let Some(l) = web_sys::window().map(|w| w.location()) else { return String::new() };
    format!("{}{}", l.origin().unwrap_or_default(), l.pathname().unwrap_or_default())
}

/// A field's whole text selected when it takes focus, to copy by hand.
pub fn select_all(e: FocusEvent) {
    let Some(t) = e.target() else { return };
    if let Some(a) = t.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        a.select();
    } else if let Some(i) = t.dyn_ref::<web_sys::HtmlInputElement>() {
        i.select();
    }
}

/// Copies with the Clipboard API; where there is none or it refuses, the markup stays to be
/// selected and copied by hand, and the status says so.
fn copy_text(text: &str, said: UseStateHandle<Said>) {
    let ok = said.clone();
    copy(text, move |copied| if copied { ok.set(Said::Copied) } else { said.set(Said::NoClipboard) });
}

/// Copies with the Clipboard API and tells `done` whether it did.
pub fn copy(text: &str, done: impl Fn(bool) + 'static) {
    let clipboard = web_sys::window()
        .map(|w| w.navigator())
        .and_then(|n| js_sys::Reflect::get(&n, &"clipboard".into()).ok())
        .filter(|c| !c.is_undefined());
    let write = clipboard.as_ref().and_then(|c| {
        let f = js_sys::Reflect::get(c, &"writeText".into()).ok()?.dyn_into::<js_sys::Function>().ok()?;
        f.call1(c, &text.into()).ok()?.dyn_into::<js_sys::Promise>().ok()
    });
    let Some(promise) = write else { return done(false) };
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsValue;
    let done = Rc::new(done);
    let refused = done.clone();
    let ok = Closure::once(move |_: JsValue| done(true));
    let no = Closure::once(move |_: JsValue| refused(false));
    let _ = promise.then2(&ok, &no);
    // One pair of small closures per copy.
    ok.forget();
    no.forget();
}
