//! How the rules process the game: each module is one part of the General Game Rules.

pub(crate) mod activated;
pub mod apply;
pub mod combat;
pub(crate) mod cross;
pub mod effects;
#[cfg(whole_vocabulary)]
pub(crate) mod ex_life;
#[cfg(whole_vocabulary)]
mod g_strike;
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
#[cfg(whole_vocabulary)]
mod s_back;
mod sba;
#[cfg(whole_vocabulary)]
mod shields;
#[cfg(whole_vocabulary)]
mod tap_cost;
pub(crate) mod task;
pub(crate) mod triggers;
mod turn;
pub(crate) mod using;
#[cfg(whole_vocabulary)]
mod vortex;
