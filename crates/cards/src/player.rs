//! The two players and per-player data.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Index, IndexMut};

/// One of the two players. `P1` is the player who goes first unless a setup says otherwise.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayerId {
    P1,
    P2,
}

impl PlayerId {
    pub const BOTH: [PlayerId; 2] = [PlayerId::P1, PlayerId::P2];

    pub fn opponent(self) -> PlayerId {
        match self {
            PlayerId::P1 => PlayerId::P2,
            PlayerId::P2 => PlayerId::P1,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// The short name used in links, data attributes and scenario files.
    pub fn key(self) -> &'static str {
        match self {
            PlayerId::P1 => "p1",
            PlayerId::P2 => "p2",
        }
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PlayerId::P1 => "Player 1",
            PlayerId::P2 => "Player 2",
        })
    }
}

/// A value for each player, indexed by [`PlayerId`] (like shakmaty's `ByColor`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ByPlayer<T> {
    pub p1: T,
    pub p2: T,
}

impl<T> ByPlayer<T> {
    pub fn new(mut f: impl FnMut(PlayerId) -> T) -> Self {
        ByPlayer { p1: f(PlayerId::P1), p2: f(PlayerId::P2) }
    }

    pub fn iter(&self) -> impl Iterator<Item = (PlayerId, &T)> {
        [(PlayerId::P1, &self.p1), (PlayerId::P2, &self.p2)].into_iter()
    }

    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByPlayer<U> {
        ByPlayer { p1: f(self.p1), p2: f(self.p2) }
    }
}

impl<T> Index<PlayerId> for ByPlayer<T> {
    type Output = T;
    fn index(&self, p: PlayerId) -> &T {
        match p {
            PlayerId::P1 => &self.p1,
            PlayerId::P2 => &self.p2,
        }
    }
}

impl<T> IndexMut<PlayerId> for ByPlayer<T> {
    fn index_mut(&mut self, p: PlayerId) -> &mut T {
        match p {
            PlayerId::P1 => &mut self.p1,
            PlayerId::P2 => &mut self.p2,
        }
    }
}
