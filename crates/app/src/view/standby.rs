//! The standby tray (保留状態, 409): the cards being used, still in their zone but not
//! counted there, and what each is waiting for.

use super::*;

pub(super) fn standby(ctx: &ViewCtx, view: &BoardView) -> Html {
    let lang = ctx.lang;
    let legal = ctx.dests.contains(&Target::Standby);
    let now: Vec<(ZoneRef, &CardView)> = view.cards().filter(|(_, c)| c.standby.is_some()).collect();
    let trace: Vec<_> = ctx.m.standby_trace().into_iter().filter(|t| t.now.is_some()).collect();
    let frames = ctx.sight.processing();
    // Cards waiting in standby for the same reason, from the same zone and going to the same
    // place share one set of facts (409.1e: seven cards at once); a card at a processing stage
    // of its own stands alone.
    let mut groups: Vec<(ZoneRef, horyu_engine::state::Standby, Option<&_>, Vec<&CardView>)> = Vec::new();
    for (z, cv) in &now {
        let sb = cv.standby.expect("filtered");
        let frame = frames.iter().find(|f| f.card == Some(cv.id));
        match groups.iter_mut().find(|g| frame.is_none() && g.2.is_none() && g.0 == *z && g.1 == sb) {
            Some(g) => g.3.push(cv),
            None => groups.push((*z, sb, frame, vec![cv])),
        }
    }
    let send = ctx.send.clone();
    let onclick = Callback::from(move |_: MouseEvent| send.emit(Msg::Table(TableMsg::StandbyClick)));
    html! {
        <section
            class={classes!("standby", legal.then_some("zone--legal"), (!now.is_empty()).then_some("standby--busy"))}
            data-zone="standby"
            data-drop={legal.then_some("legal")}
            role="region"
            aria-label={tr(lang, "Standby: cards being used and abilities waiting (rule 409)")}
            tabindex="-1"
            onclick={onclick}
        >
            <header class="standby__title">
                <span>{ tr(lang, "Standby") }</span>
                { cites(lang, &["409"]) }
                <span class="standby__hint">{ tr(lang, "a card in standby still belongs to its zone but is not counted there") }{ cites(lang, &["409.1c"]) }</span>
            </header>
            <div class="standby__cards">
                { for groups.iter().map(|(z, sb, frame, cards)| {
                    let sb = *sb;
                    html! {
                        <div class="standby__item" key={format!("now{}", cards[0].id.0)}>
                            <div class="standby__group" style={format!("--n:{}", cards.len())}>
                                { for cards.iter().map(|cv| card(ctx, cv, *z, true, classes!("card--standby"))) }
                            </div>
                            <dl class="standby__facts">
                                <dt>{ tr(lang, "still belongs to") }</dt>
                                <dd>{ format!("{} {}", player_label(lang, z.player), zone_label(lang, z.zone)) }{ cites(lang, &["409.1c"]) }</dd>
                                <dt>{ tr(lang, "why") }</dt>
                                <dd>{ words::standby_reason(sb.reason, lang) }</dd>
                                <dt>{ tr(lang, "next") }</dt>
                                <dd>{ format!("→ {}", zone_label(lang, sb.destination)) }</dd>
                                if let Some(f) = frame {
                                    <dt>{ tr(lang, "stage") }</dt>
                                    <dd data-stage="">{ f.words.get(lang) }{ cites(lang, &f.rules) }</dd>
                                }
                            </dl>
                        </div>
                    }
                }) }
                { for trace.iter().map(|t| {
                    let name = ctx.sight.name(t.card, lang);
                    let owner = t.owner;
                    let key = ctx.sight.key(t.card);
                    let def = ctx.sight.sees(t.card).then_some(t.def);
                    html! {
                        <div class="standby__item standby__item--past" key={format!("past{}", key.0)} data-trace={key.0.to_string()}>
                            <div class="card card--echo" style={civ_style_of(ctx.m, def)}>
                                <span class="card__name">{ name.clone() }</span>
                            </div>
                            <dl class="standby__facts">
                                <dt>{ tr(lang, "during the last action") }</dt>
                                <dd>{ words::aside(tr(lang, "in standby"), t.reason, lang) }</dd>
                                <dt>{ tr(lang, "still belongs to") }</dt>
                                <dd>{ format!("{} {}", player_label(lang, owner), zone_label(lang, t.zone)) }{ " — " }{ tr(lang, "not counted") }{ cites(lang, &["409.1c"]) }</dd>
                                <dt class="standby__now">{ tr(lang, "now") }</dt>
                                <dd>{ format!("→ {}", t.now.map(|z| zone_label(lang, z)).unwrap_or_default()) }</dd>
                            </dl>
                        </div>
                    }
                }) }
            </div>
        </section>
    }
}
