//! Continuous effects created by resolving abilities (608.2), tied to one rules object.

use crate::card::{Keyword, Until};
use crate::event::Cause;
use crate::player::PlayerId;
use crate::state::ObjRef;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
pub struct ContinuousEffect {
    /// The object it applies to: when that card changes zones (400.5) or leaves the standby
    /// state (409.1d), the effect no longer applies.
    pub target: ObjRef,
    pub change: Change,
    pub until: Until,
    /// Whose effect it is (for "until the start of your next turn").
    pub controller: PlayerId,
    pub cause: Cause,
    /// A spell's effect: the half of the cause's card that was cast, for "ignore spells'
    /// effects" (110.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spell: Option<crate::card::Side>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Change {
    Power(i32),
    Grant(Keyword),
}
