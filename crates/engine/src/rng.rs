//! Seeded randomness inside the state: the same seed and actions give the same game on every
//! platform (ChaCha8 is specified bit for bit).

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

pub(crate) fn from_seed(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// A uniform index below `n` (rejection sampling: no modulo bias).
pub(crate) fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    assert!(n > 0);
    let n = n as u64;
    let zone = u64::MAX - (u64::MAX % n);
    loop {
        let x = rng.next_u64();
        if x < zone {
            return (x % n) as usize;
        }
    }
}

/// Fisher–Yates.
pub(crate) fn shuffle<T>(rng: &mut ChaCha8Rng, v: &mut [T]) {
    for i in (1..v.len()).rev() {
        let j = below(rng, i + 1);
        v.swap(i, j);
    }
}
