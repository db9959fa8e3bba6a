//! The page's side of the worker module (`crates/worker`): card text, JSON and scenario files,
//! which the first load leaves out (issue #15). The worker starts on the first request, so a
//! reader who never opens the card editor, imports JSON or downloads a file never fetches it;
//! once loaded it stays for the page's life. Requests wait until it says it is ready (it
//! can't hear messages sent while its module is still loading).
//!
//! The card editor's module (src/bin/editor.rs) asks the page's worker too, rather than
//! starting a second one: its requests cross to the page as bytes ([`through_page`]), the
//! page posts them as they are ([`forward`]) and hands the replies back unread.

use std::cell::RefCell;

use horyu_engine::offload::{Done, Failure, Reply, Request, Work};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

include!(concat!(env!("OUT_DIR"), "/worker_version.rs"));

/// The worker's loader (web/worker_loader.js, copied by Trunk beside the worker's wasm-bindgen
/// script), relative to the page, so a copy served from any folder finds it. Its address
/// carries a fingerprint of the worker's sources ([`WORKER_VERSION`]), which the loader passes
/// on to the worker's own files: Trunk names them without a hash, and a browser must not pair
/// a cached worker of an older deployment with this page (one whose explorer plays older rules).
fn script() -> String {
    format!("./worker_loader.js?v={WORKER_VERSION:08x}")
}

type Answer = Box<dyn FnOnce(Result<Done, Failure>)>;

/// Requests by id, waiting for their replies: a few at a time, so a list (a hash map's code
/// was 4 KB of the page's module).
struct Ids<T>(Vec<(u32, T)>);

impl<T> Default for Ids<T> {
    fn default() -> Self {
        Ids(Vec::new())
    }
}

impl<T> Ids<T> {
    fn insert(&mut self, id: u32, value: T) {
        self.remove(&id);
        self.0.push((id, value));
    }

    fn remove(&mut self, id: &u32) -> Option<T> {
        let at = self.0.iter().position(|(i, _)| i == id)?;
        Some(self.0.swap_remove(at).1)
    }
}

impl<T> IntoIterator for Ids<T> {
    type Item = (u32, T);
    type IntoIter = std::vec::IntoIter<(u32, T)>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

/// Where a forwarded request's reply goes: the reply's bytes, or why there is none (`None`:
/// cancelled).
pub type Forwarded = Box<dyn FnOnce(Result<Vec<u8>, Option<String>>)>;

struct Client {
    worker: web_sys::Worker,
    ready: bool,
    /// Requests made before the worker was ready, as the bytes it will read.
    queue: Vec<Vec<u8>>,
    next: u32,
    waiting: Ids<Answer>,
    /// The editor module's requests, by their ids.
    forwarded: Ids<Forwarded>,
}

impl Client {
    /// Posts a request, or keeps it until the worker says it is ready.
    fn send(&mut self, bytes: Vec<u8>) {
        if self.ready {
            post(&self.worker, &bytes);
        } else {
            self.queue.push(bytes);
        }
    }
}

/// The editor module's way to the page's worker.
struct Bridge {
    /// The page's `ask(id, bytes)`.
    ask: js_sys::Function,
    next: u32,
    waiting: Ids<Answer>,
}

/// The editor module numbers its requests from here, apart from the page's.
const BRIDGE_IDS: u32 = 1 << 31;

thread_local! {
    static CLIENT: RefCell<Option<Client>> = const { RefCell::new(None) };
    static BRIDGE: RefCell<Option<Bridge>> = const { RefCell::new(None) };
}

/// Asks the worker; `then` gets its answer (or why there is none) later, never during the call.
pub fn call(work: Work, then: impl FnOnce(Result<Done, Failure>) + 'static) {
    if BRIDGE.with_borrow(Option::is_some) {
        return call_through_page(work, then);
    }
    let started = CLIENT.with_borrow(Option::is_some) || start().is_ok();
    if !started {
        // Said on the next turn of the event loop, as an answer would be.
        later(move || then(Err(unavailable("it could not be started"))));
        return;
    }
    CLIENT.with_borrow_mut(|c| {
        let Some(c) = c else { return };
        c.next += 1;
        let id = c.next;
        c.waiting.insert(id, Box::new(then));
        c.send(Request { id, work }.to_bytes());
    });
}

/// The page's side of a request the editor module makes: `bytes` (a [`Request`] numbered
/// `id`) is posted as it is, and `then` gets the reply's bytes.
pub fn forward(id: u32, bytes: Vec<u8>, then: Forwarded) {
    let started = CLIENT.with_borrow(Option::is_some) || start().is_ok();
    if !started {
        later(move || then(Err(Some(unavailable("it could not be started").to_string()))));
        return;
    }
    CLIENT.with_borrow_mut(|c| {
        let Some(c) = c else { return };
        c.forwarded.insert(id, then);
        c.send(bytes);
    });
}

/// From now on, [`call`] asks through the page: `ask(id, bytes)` is the page's way to
/// [`forward`], and the page hands each reply to [`answer`] (or [`fail`]).
pub fn through_page(ask: js_sys::Function) {
    BRIDGE.set(Some(Bridge { ask, next: BRIDGE_IDS, waiting: Ids::default() }));
}

fn call_through_page(work: Work, then: impl FnOnce(Result<Done, Failure>) + 'static) {
    let asked = BRIDGE.with_borrow_mut(|b| {
        let b = b.as_mut()?;
        b.next = b.next.wrapping_add(1) | BRIDGE_IDS;
        let id = b.next;
        b.waiting.insert(id, Box::new(then));
        let bytes = js_sys::Uint8Array::from(&Request { id, work }.to_bytes()[..]);
        Some(b.ask.call2(&JsValue::NULL, &id.into(), &bytes).map(drop).map_err(|_| id))
    });
    if let Some(Err(id)) = asked {
        // Said on the next turn of the event loop, as an answer would be.
        later(move || fail(id, Some("the page did not take the request".into())));
    }
}

/// A reply the page handed back (the bytes the worker sent).
pub fn answer(bytes: &[u8]) {
    let reply = match Reply::from_bytes(bytes) {
        Ok(reply) => reply,
        Err(why) => {
            // Which request it answers can't be told: every one waiting is answered.
            let waiting = BRIDGE.with_borrow_mut(|b| b.as_mut().map(|b| std::mem::take(&mut b.waiting)));
            for (_, answer) in waiting.into_iter().flatten() {
                answer(Err(unavailable(&format!("its answer can't be read: {why}"))));
            }
            return;
        }
    };
    let answer = BRIDGE.with_borrow_mut(|b| b.as_mut().and_then(|b| b.waiting.remove(&reply.id)));
    if let Some(answer) = answer {
        answer(reply.result);
    }
}

/// The page could not get request `id` answered: why (`None`: it was cancelled).
pub fn fail(id: u32, why: Option<String>) {
    let answer = BRIDGE.with_borrow_mut(|b| b.as_mut().and_then(|b| b.waiting.remove(&id)));
    if let Some(answer) = answer {
        answer(Err(why.map_or(Failure::Cancelled, Failure::Message)));
    }
}

/// Stops whatever the worker is doing (the order explorer, say): the worker is ended, every
/// request waiting is answered [`Failure::Cancelled`], and the next request starts a new one
/// (its module is in the browser's cache by then).
pub fn cancel() {
    if let Some(c) = CLIENT.with_borrow_mut(Option::take) {
        c.worker.terminate();
        // Answered on the next turn of the event loop: the page is still handling the click.
        let (waiting, forwarded) = (c.waiting, c.forwarded);
        later(move || {
            for (_, answer) in waiting {
                answer(Err(Failure::Cancelled));
            }
            for (_, then) in forwarded {
                then(Err(None));
            }
        });
    }
}

/// Ends the worker and fails every request waiting, saying why; the next request starts a
/// new worker.
fn fail_all(why: &str) {
    if let Some(c) = CLIENT.with_borrow_mut(Option::take) {
        c.worker.terminate();
        for (_, answer) in c.waiting {
            answer(Err(unavailable(why)));
        }
        for (_, then) in c.forwarded {
            then(Err(Some(unavailable(why).to_string())));
        }
    }
}

/// Runs `f` on the next turn of the event loop (never inside the caller's own update).
pub fn later(f: impl FnOnce() + 'static) {
    let f = Closure::once_into_js(f);
    if let Some(w) = web_sys::window() {
        let _ = w.set_timeout_with_callback(f.unchecked_ref());
    }
}

fn post(worker: &web_sys::Worker, bytes: &[u8]) {
    let _ = worker.post_message(&js_sys::Uint8Array::from(bytes));
}

fn unavailable(why: &str) -> Failure {
    Failure::Message(format!("the part of Horyu that reads and writes text is not available: {why}"))
}

fn start() -> Result<(), JsValue> {
    let worker = web_sys::Worker::new(&script())?;
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
        // The loader's words ("ready", "failed: …") are text; the worker's replies are bytes.
        let data = e.data();
        let text = data.as_string().unwrap_or_default();
        if let Some(why) = text.strip_prefix("failed: ") {
            // The loader could not fetch or compile the module.
            fail_all(&format!("its module could not be loaded ({why})"));
            return;
        }
        if text == "ready" {
            CLIENT.with_borrow_mut(|c| {
                if let Some(c) = c {
                    c.ready = true;
                    for message in c.queue.drain(..) {
                        post(&c.worker, &message);
                    }
                }
            });
            return;
        }
        let bytes = data.dyn_ref::<js_sys::Uint8Array>().map(js_sys::Uint8Array::to_vec);
        let reply = bytes.as_deref().map(Reply::from_bytes);
        // Taken out before it runs: an answer may ask the worker again.
        let take = |id: u32| {
            CLIENT.with_borrow_mut(|c| match c {
                Some(c) => (c.waiting.remove(&id), c.forwarded.remove(&id)),
                None => (None, None),
            })
        };
        let reply = match reply {
            Some(Ok(reply)) => reply,
            // A reply the page can't read whole but whose request it can tell: one it only
            // forwards (the tools module reads every word), or one of its own that holds a
            // card of the whole vocabulary, which the first-load module leaves out
            // (model/whole.rs): only that request fails.
            Some(Err(why)) if bytes.as_deref().and_then(Reply::id_of).is_some() => {
                let Some(bytes) = bytes else { return };
                let id = Reply::id_of(&bytes).unwrap_or_default();
                match take(id) {
                    (_, Some(then)) => then(Ok(bytes)),
                    (Some(answer), None) => {
                        answer(Err(unavailable(&format!("its answer can't be read: {why}"))))
                    }
                    (None, None) => {}
                }
                return;
            }
            // A worker of another version (refused by its fingerprint), or not a reply at all.
            Some(Err(why)) => return fail_all(&format!("its answer can't be read: {why}")),
            None => return fail_all("its answer can't be read"),
        };
        let (answer, forwarded) = take(reply.id);
        if let Some(answer) = answer {
            answer(reply.result);
        } else if let (Some(then), Some(bytes)) = (forwarded, bytes) {
            then(Ok(bytes));
        }
    });
    // A worker that fails to load (offline before it was ever fetched, a missing file) fails
    // every request waiting, and the next request tries again.
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(|_: web_sys::Event| {
        fail_all("its module could not be loaded")
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    // They live as long as the worker, which lives as long as the page.
    on_message.forget();
    on_error.forget();
    CLIENT.with_borrow_mut(|c| {
        *c = Some(Client {
            worker,
            ready: false,
            queue: Vec::new(),
            next: 0,
            waiting: Ids::default(),
            forwarded: Ids::default(),
        })
    });
    Ok(())
}
