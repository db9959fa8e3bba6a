//! The banner of a shared board or an embed: a link that could not be opened, one opening, the
//! session kept aside. (The Share panel itself is in the module loaded on demand: share_panel.rs.)

use super::*;

/// A link or an import that could not be opened: the reason, until dismissed.
pub fn banner(ctx: &ViewCtx) -> Html {
    let lang = ctx.lang;
    let send = &ctx.send;
    html! {
        <>
            if let Some(text) = &ctx.m.notices.banner {
                <div class="banner" role="alert" data-banner="">
                    <span class="banner__text">{ text }</span>
                    <button class="btn btn--ghost banner__close" data-action="dismiss" onclick={send.reform(|_| Msg::Notices(NoticeMsg::DismissBanner))}>{ tr(lang, "Dismiss") }</button>
                </div>
            }
            if let Some((done, total)) = ctx.m.opening_progress() {
                <div class="banner banner--info banner--opening" role="status" data-opening-link="">
                    <span class="banner__text">
                        { tr(lang, "Opening the link: its board's setup is shown while its actions replay") }
                        { crate::i18n::colon(lang) }{ format!("{done} / {total}") }
                    </span>
                    <progress max={total.to_string()} value={done.to_string()} aria-label={tr(lang, "Actions replayed")}></progress>
                    <button class="btn btn--ghost" data-action="cancel-opening" onclick={send.reform(|_| Msg::Share(ShareMsg::CancelOpening))}>{ tr(lang, "Cancel") }</button>
                </div>
            }
            if ctx.m.share.relinking {
                <div class="banner banner--info" role="status" data-opening="">
                    <span class="banner__text">{ tr(lang, "Opening the link…") }</span>
                </div>
            }
            if ctx.m.notices.restore.is_some() && ctx.m.embed.is_none() {
                <div class="banner banner--info" role="status" data-restore="">
                    <span class="banner__text">{ tr(lang, "A shared link opened. Your own session is kept aside.") }</span>
                    <span class="banner__actions">
                        <button class="btn" data-action="restore" onclick={send.reform(|_| Msg::Notices(NoticeMsg::RestoreOwn))}>{ tr(lang, "Back to my session") }</button>
                        <button class="btn btn--ghost" onclick={send.reform(|_| Msg::Notices(NoticeMsg::DismissRestore))}>{ tr(lang, "Dismiss") }</button>
                    </span>
                </div>
            }
        </>
    }
}
