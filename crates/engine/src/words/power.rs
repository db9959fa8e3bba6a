//! Why each part of a creature's power is there, worded for its explanation
//! ([`crate::Game::power_parts`]).

use super::Lang::{self, En, Ja};
use crate::rules::query::PowerWhy;
use crate::state::Game;

/// A part of a power's reason in `lang`.
pub(crate) fn part(g: &Game, why: PowerWhy, l: Lang) -> String {
    match (why, l) {
        (PowerWhy::Printed, En) => "printed power".to_string(),
        (PowerWhy::Printed, Ja) => "元のパワー".to_string(),
        (PowerWhy::Aura { aura, bonus }, En) => format!("{bonus:+} from the aura {}", g.name(aura)),
        (PowerWhy::Aura { aura, bonus }, Ja) => format!("オーラ{}による{bonus:+}", g.name_in(aura, l)),
        (PowerWhy::StaticPer { source, amount, count }, En) => {
            format!("{amount:+} × {count} from {}", g.name(source))
        }
        (PowerWhy::StaticPer { source, amount, count }, Ja) => {
            format!("{}による{amount:+} × {count}", g.name_in(source, l))
        }
        (PowerWhy::Static { source, amount } | PowerWhy::Effect { source, amount }, En) => {
            format!("{amount:+} from {}", g.name(source))
        }
        (PowerWhy::Static { source, amount } | PowerWhy::Effect { source, amount }, Ja) => {
            format!("{}による{amount:+}", g.name_in(source, l))
        }
        (PowerWhy::PowerAttacker { amount, given_by: None }, En) => format!("power attacker {amount:+}"),
        (PowerWhy::PowerAttacker { amount, given_by: None }, Ja) => format!("パワーアタッカー{amount:+}"),
        (PowerWhy::PowerAttacker { amount, given_by: Some(s) }, En) => {
            format!("power attacker {amount:+} given by {}", g.name(s))
        }
        (PowerWhy::PowerAttacker { amount, given_by: Some(s) }, Ja) => {
            format!("{}が与えたパワーアタッカー{amount:+}", g.name_in(s, l))
        }
        #[cfg(whole_vocabulary)]
        (PowerWhy::Multiplied { source, factor, amount }, En) => {
            format!("{amount:+}: × {factor} from {}", g.name(source))
        }
        #[cfg(whole_vocabulary)]
        (PowerWhy::Multiplied { source, factor, amount }, Ja) => {
            format!("{}による{factor}倍（{amount:+}）", g.name_in(source, l))
        }
    }
}
