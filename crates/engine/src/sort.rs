//! One small stable sort for the short lists the page sorts (a zone's names, extra turns, kept
//! sessions). The standard library's sorts are fast on long slices but each element type
//! instantiates its own copy (2–4 KB of wasm each, six of them were 24 KB of the page's first
//! load, docs/bundle.md); every list sorted here is bounded by the board's 1,000 cards, where an
//! insertion sort's quadratic worst case stays under a millisecond.

/// Sorts `v` stably by `less` (a strict "comes before"): equal elements keep their order.
pub fn sort_by<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && less(&v[j], &v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Sorts `v` stably in ascending order.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, |a, b| a < b);
}

// proptest is a native dev-dependency: the wasm32 test run leaves this out.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn sorts_as_the_standard_library_stable_sort_does(v in proptest::collection::vec((0u8..8, any::<u16>()), 0..200)) {
            let mut ours = v.clone();
            super::sort_by(&mut ours, |a, b| a.0 < b.0);
            let mut std = v;
            std.sort_by_key(|e| e.0);
            prop_assert_eq!(ours, std);
        }
    }
}
