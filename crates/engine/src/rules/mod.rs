//! How the rules process the game: each module is one part of the General Game Rules.

pub(crate) mod activated;
pub mod apply;
pub mod combat;
pub(crate) mod cross;
pub mod effects;
pub(crate) mod interp;
#[cfg(whole_vocabulary)]
pub(crate) mod lasting;
pub(crate) mod moves;
mod naming;
pub mod pending;
pub mod query;
pub mod refusal;
mod resolve;
pub use resolve::PendingGroup;
mod sba;
#[cfg(whole_vocabulary)]
mod shields;
#[cfg(whole_vocabulary)]
mod tap_cost;
pub(crate) mod task;
pub(crate) mod triggers;
mod turn;
pub(crate) mod using;
