//! The wasm modules' allocator: std's own (dlmalloc), with freeing and resizing kept out of
//! line (issue #43 item 5).
//!
//! dlmalloc checks every free and resize against the size it wrote in the chunk's header,
//! the word just before the pointer it handed out, and stops (`unreachable`) on a mismatch.
//! The bundle builds std from source with fat LTO, so that check can be inlined into the
//! code that allocated, and LLVM takes memory from `alloc_zeroed` to read as zero until
//! written, including a read before its start, which is outside the allocation and so, to
//! LLVM, cannot happen. Where both meet in one function, the header read folds to 0 and the
//! check fails on a valid free. It happened in the worker module (opt-level 3) once
//! `Game::from_setup_with` inlined `card_ids`, whose `vec![false; n]` is freed there: every
//! request that opened a link trapped. Behind a call the compiler may not inline, the
//! header is read in a function that knows nothing of where the pointer came from.
//! Allocating stays inline: only reading a header can fold.

use std::alloc::{GlobalAlloc, Layout, System};

struct OutOfLineFree;

// SAFETY: every method hands its arguments to `System`, whose contract is the same.
unsafe impl GlobalAlloc for OutOfLineFree {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller keeps `GlobalAlloc::alloc`'s contract, which `System`'s is.
        unsafe { System.alloc(layout) }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }

    #[inline(never)]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from this allocator, that is from `System`, with `layout`.
        unsafe { System.dealloc(ptr, layout) }
    }

    #[inline(never)]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: as `dealloc`, and the caller keeps `realloc`'s contract for `new_size`.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: OutOfLineFree = OutOfLineFree;
