//! The share panel (a link, an embed's snippet, JSON, files) and the banner of a shared board
//! or an embed.

use super::*;

/// A link or an import that could not be opened: the reason, until dismissed.
pub fn banner(ctx: &Ctx) -> Html {
    let lang = ctx.lang;
    let send = &ctx.send;
    html! {
        <>
            if let Some(text) = &ctx.m.banner {
                <div class="banner" role="alert" data-banner="">
                    <span class="banner__text">{ text }</span>
                    <button class="btn btn--ghost banner__close" data-action="dismiss" onclick={send.reform(|_| Msg::DismissBanner)}>{ tr(lang, "Dismiss") }</button>
                </div>
            }
            if let Some((done, total)) = ctx.m.opening_progress() {
                <div class="banner banner--info banner--opening" role="status" data-opening-link="">
                    <span class="banner__text">
                        { tr(lang, "Opening the link: its board's setup is shown while its actions replay") }
                        { crate::i18n::colon(lang) }{ format!("{done} / {total}") }
                    </span>
                    <progress max={total.to_string()} value={done.to_string()} aria-label={tr(lang, "Actions replayed")}></progress>
                    <button class="btn btn--ghost" data-action="cancel-opening" onclick={send.reform(|_| Msg::CancelOpening)}>{ tr(lang, "Cancel") }</button>
                </div>
            }
            if ctx.m.opening {
                <div class="banner banner--info" role="status" data-opening="">
                    <span class="banner__text">{ tr(lang, "Opening the link…") }</span>
                </div>
            }
            if ctx.m.restore.is_some() && ctx.m.embed.is_none() {
                <div class="banner banner--info" role="status" data-restore="">
                    <span class="banner__text">{ tr(lang, "A shared link opened. Your own session is kept aside.") }</span>
                    <span class="banner__actions">
                        <button class="btn" data-action="restore" onclick={send.reform(|_| Msg::RestoreOwn)}>{ tr(lang, "Back to my session") }</button>
                        <button class="btn btn--ghost" onclick={send.reform(|_| Msg::DismissRestore)}>{ tr(lang, "Dismiss") }</button>
                    </span>
                </div>
            }
        </>
    }
}

pub(super) fn select_all(e: FocusEvent) {
    if let Some(t) = e.target() {
        if let Ok(i) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t.clone()) {
            i.select();
        } else if let Ok(a) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlTextAreaElement>(t) {
            a.select();
        }
    }
}

/// The share panel: the link (copied, or selected to copy), the embed snippet, and a box to
/// open a link (the link is the export format; the CLI converts it to and from JSON).
pub fn share(ctx: &Ctx) -> Html {
    let lang = ctx.lang;
    let send = &ctx.send;
    let Some(p) = &ctx.m.share else { return html! {} };
    let url = format!("{}{}", ctx.page, p.fragment);
    let snippet = p.snippet.html(&ctx.page, &p.fragment);
    let copy = {
        let copy = ctx.copy.clone();
        let url = url.clone();
        Callback::from(move |_: MouseEvent| copy.emit((url.clone(), "[data-share=\"link\"]")))
    };
    let copy_snippet = {
        let copy = ctx.copy.clone();
        let snippet = snippet.clone();
        Callback::from(move |_: MouseEvent| copy.emit((snippet.clone(), "[data-share=\"embed\"]")))
    };
    let status = match p.copied {
        Some(true) => tr(lang, "Copied."),
        Some(false) => tr(lang, "The clipboard is not available: the text is selected, copy it with Ctrl+C."),
        None => "",
    };
    let title = match p.moment {
        Some(n) => format!("{} {n}", tr(lang, "Share this moment")),
        None => tr(lang, "Share").to_string(),
    };
    let oninput = send.reform(|e: InputEvent| {
        let v = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlTextAreaElement>(t).ok())
            .map(|i| i.value())
            .unwrap_or_default();
        Msg::ImportText(v)
    });
    html! {
        <div class="gallery share" role="dialog" aria-modal="true" aria-labelledby="share-title" data-panel="share">
            <div class="gallery__box share__box">
                <header class="gallery__head">
                    <h2 id="share-title">{ title }</h2>
                    <button class="btn btn--ghost" onclick={send.reform(|_| Msg::CloseShare)}>{ tr(lang, "Close") }</button>
                </header>
                <p class="panel__sub">{ tr(lang, "Link") }<span class="share__len">{ format!(" · {} {}", p.fragment.len(), tr(lang, "characters")) }</span></p>
                <div class="share__row">
                    <input class="share__field" type="text" readonly=true value={url} data-share="link" aria-label={tr(lang, "Link")} onfocus={Callback::from(select_all)} />
                    <button class="btn btn--primary" data-action="copy" onclick={copy}>{ tr(lang, "Copy") }</button>
                </div>
                <p class="share__status" data-copied={p.copied.map(|c| c.to_string())} aria-live="polite">{ status }</p>
                <p class="panel__sub">{ tr(lang, "Embed") }</p>
                <div class="share__row">
                    <textarea class="share__field share__code" readonly=true rows="3" data-share="embed" aria-label={tr(lang, "Embed")} value={snippet} onfocus={Callback::from(select_all)} />
                    <button class="btn" data-action="copy-embed" onclick={copy_snippet}>{ tr(lang, "Copy") }</button>
                </div>
                { crate::embed::snippet_controls(ctx, &p.snippet) }
                <p class="panel__sub">{ tr(lang, "For a wiki") }</p>
                <div class="share__row">
                    <button class="btn" data-action="wiki-picture" onclick={send.reform(|_| Msg::OpenWiki)}>{ tr(lang, "Picture for a wiki…") }</button>
                </div>
                <p class="panel__sub">{ tr(lang, "Download") }</p>
                <div class="share__row share__downloads">
                    <button class="btn" data-action="download-svg" onclick={send.reform(|_| Msg::Download(Export::Svg))}>{ tr(lang, "SVG diagram") }</button>
                    <button class="btn" data-action="download-scenario" onclick={send.reform(|_| Msg::Download(Export::Scenario))}>{ tr(lang, "Scenario (.toml)") }</button>
                    <button class="btn" data-action="download-json" onclick={send.reform(|_| Msg::Download(Export::Json))}>{ tr(lang, "Session (.json)") }</button>
                </div>
                <p class="panel__sub">{ tr(lang, "Open a link or JSON") }</p>
                <textarea class="share__field share__code" rows="3" data-share="import" aria-label={tr(lang, "Open a link or JSON")} placeholder="https://…/#link=SFkB…  {\"history\": …}" value={p.import.clone()} oninput={oninput} />
                <div class="share__row">
                    <button class="btn btn--primary" data-action="import" onclick={send.reform(|_| Msg::Import)}>{ tr(lang, "Open") }</button>
                    <label class="btn editor__file">{ tr(lang, "Open a file") }
                        <input type="file" accept=".json,application/json,.txt" data-action="import-file" onchange={ctx.open_file.clone()} />
                    </label>
                </div>
            </div>
        </div>
    }
}
