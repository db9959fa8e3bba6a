//! A loop no player can stop (選択肢のないループ): processing that comes back to the same
//! position with no choice asked in between would repeat for ever, since nothing in it can
//! change. The General Game Rules don't cover it; the publisher's event rules (競技イベント運営
//! ルール) have the head judge declare such a game void (無効試合), and the engine ends it so
//! ([`Game::end_void`]) as soon as the position has repeated, instead of running until a step
//! limit (a million steps and hundreds of megabytes, for a link of 224 characters).
//!
//! "The same position" is [`Game::position_hash`] up to numbering: each zone change makes a card
//! a new rules object with a new number (400.5) and each trigger a pending effect with a new
//! number, so a loop never repeats its numbers. [`Game::loop_hash`] hashes the numbers of live
//! objects and pending effects by their rank instead (their order is all the rules can tell
//! apart), and those of objects that are gone as one "gone" number.

use std::cell::RefCell;
use std::hash::Hasher;

use super::Game;
use crate::rules::task::Task;

/// Forced steps in one run of the processing loop before positions are watched: most actions
/// take far fewer, so they never pay for a hash.
pub(crate) const WATCH_AFTER: u32 = 64;

/// Forced steps after which positions are no longer watched: a loop of period up to about 500
/// steps has been seen by then, and a position that keeps growing (an effect added each time
/// round) would cost a hash of all of it every step; [`FORCED_STEP_LIMIT`] ends those.
pub(crate) const WATCH_UNTIL: u32 = 2_048;

/// Steps with no choice for either player after which processing is taken for a loop that
/// never repeats exactly (each time round a power grows): no action of the rulings or of random
/// games with the whole vocabulary takes over 300 steps, a board of hundreds of creatures each
/// with a trigger a few thousand.
pub(crate) const FORCED_STEP_LIMIT: u32 = 4_000;

/// The rank of each live number while [`Game::loop_hash`] hashes; `None` the rest of the time.
struct Renumbering {
    objects: Vec<u32>,
    pending: Vec<u32>,
}

thread_local! {
    static RENUMBERING: RefCell<Option<Renumbering>> = const { RefCell::new(None) };
}

/// A gone number: objects that left their zone and effects that finished are all alike.
const GONE: u32 = u32::MAX;

fn rank(live: &[u32], n: u32) -> u32 {
    live.binary_search(&n).map_or(GONE, |i| i as u32)
}

/// How a rules object number (400.5) is hashed: itself, or its rank in a loop hash.
pub(crate) fn object_number(n: u32) -> u32 {
    RENUMBERING.with(|r| r.borrow().as_ref().map_or(n, |m| rank(&m.objects, n)))
}

/// How a pending effect's number is hashed: itself, or its rank in a loop hash.
pub(crate) fn pending_number(n: u32) -> u32 {
    RENUMBERING.with(|r| r.borrow().as_ref().map_or(n, |m| rank(&m.pending, n)))
}

impl Game {
    /// [`Game::position_hash`] with object and pending-effect numbers hashed by rank, and the
    /// counters that hand out new numbers left out: equal for two positions that differ only
    /// in how their objects are numbered.
    pub(crate) fn loop_hash(&self) -> u64 {
        let mut objects: Vec<u32> = self.cards.iter().map(|c| c.object).collect();
        objects.sort_unstable();
        let frames = self.tasks.iter().filter_map(|t| match t {
            Task::Effect(f) => f.pending,
            _ => None,
        });
        let mut pending: Vec<u32> = (self.pending.iter().chain(&self.to_declare).map(|p| p.id))
            .chain(self.delayed.iter().filter_map(|d| d.fired))
            .chain(frames)
            .chain(self.replacing.iter().filter_map(|t| match t {
                Task::Effect(f) => f.pending,
                _ => None,
            }))
            .collect();
        pending.sort_unstable();
        pending.dedup();
        RENUMBERING.with(|r| *r.borrow_mut() = Some(Renumbering { objects, pending }));
        let hash = self.hash_position(true);
        RENUMBERING.with(|r| *r.borrow_mut() = None);
        hash
    }
}

/// Brent's cycle detection over the positions one run of the processing loop passes through:
/// one saved position, renewed at powers of two, so a loop of period λ entered after μ steps
/// is seen within about 2(μ + λ) steps, with one hash a step and nothing kept per step. A repeat
/// is confirmed once more, a period later, so a hash collision can't end a game.
#[derive(Default)]
pub(crate) struct LoopWatch {
    saved: Option<u64>,
    power: u32,
    since: u32,
    /// A repeat seen after `period` steps, waiting to be seen again.
    candidate: Option<(u64, u32)>,
}

impl LoopWatch {
    /// Sees one more position; true once it has come back twice with the same period.
    pub(crate) fn repeats(&mut self, hash: u64) -> bool {
        self.since += 1;
        if let Some((first, period)) = self.candidate {
            if self.since == period {
                if hash == first {
                    return true;
                }
                self.candidate = None;
            } else {
                return false;
            }
        } else if self.saved == Some(hash) {
            self.candidate = Some((hash, self.since));
            self.since = 0;
            return false;
        }
        if self.saved.is_none() || self.since >= self.power.max(1) {
            self.saved = Some(hash);
            self.power = self.power.max(1) * 2;
            self.since = 0;
        }
        false
    }
}

/// FNV-1a over the bytes `Hash` writes, with lengths and `usize` widened to 64 bits so wasm32
/// and 64-bit targets hash alike.
pub(crate) struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= u64::from(*b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }

    fn write_isize(&mut self, i: isize) {
        self.write_i64(i as i64);
    }
}

#[cfg(test)]
mod tests {
    use super::LoopWatch;

    /// Positions 0, 1, …: a tail of `tail`, then a cycle of `period`.
    fn first_repeat(tail: u64, period: u64) -> Option<u64> {
        let mut w = LoopWatch::default();
        (0..10_000u64).find(|&i| {
            let pos = if i < tail { 1000 + i } else { (i - tail) % period };
            w.repeats(pos)
        })
    }

    #[test]
    fn a_cycle_is_seen_within_a_few_periods() {
        for (tail, period) in [(0, 1), (0, 2), (5, 3), (64, 8), (100, 37), (3, 500)] {
            let at = first_repeat(tail, period).expect("a cycle is found");
            assert!(at <= 2 * (tail + period) + 2 * period + 4, "tail {tail} period {period}: found at {at}");
        }
    }

    #[test]
    fn a_position_seen_once_again_is_not_a_loop() {
        // 7 comes back once, then never: not confirmed.
        let mut w = LoopWatch::default();
        let seq: Vec<u64> = (0..50).chain([7]).chain(100..2000).collect();
        assert!(!seq.iter().any(|&p| w.repeats(p)));
    }
}
