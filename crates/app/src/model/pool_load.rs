//! The card pool on the page (issue #39). The pool is 1,152 cards: the first load never carries
//! it. The page fetches `pool.bin` the first time it needs a pool card (a link naming one, the
//! finder's "Add" or "Make a variant"), installs it for its engine and its worker's, and then
//! does what waited. The finder (finder_panel.rs, in the module loaded on demand) fetches the
//! same file for itself, revalidated from the browser's cache.

use horyu_engine::action::{Action, Manual};
use horyu_engine::card::pool::{self, Pool};
use horyu_engine::session::Session;
use horyu_engine::{CardDefId, ZoneRef};

use crate::model::Model;

/// What waits for the pool.
#[derive(Clone, Debug, PartialEq)]
pub enum PoolWait {
    /// A link naming pool cards, with what opening it does then (share.rs).
    Link {
        text: String,
        restore: Option<String>,
        kept: Option<u64>,
    },
    Put {
        card: CardDefId,
        to: ZoneRef,
        count: u32,
    },
    Variant(CardDefId),
}

/// The page's state of the pool: asked for, being fetched, and what waits for it.
#[derive(Debug, Default, PartialEq)]
pub struct PoolLoad {
    wanted: bool,
    fetching: bool,
    pub waiting: Vec<PoolWait>,
}

impl PoolLoad {
    /// Waits for the pool, asking for it unless it is on its way.
    pub fn want(&mut self, wait: PoolWait) {
        self.waiting.push(wait);
        if !self.fetching {
            self.wanted = true;
        }
    }

    /// Whether to start fetching now (once: it is then on its way).
    pub fn take_request(&mut self) -> bool {
        let start = self.wanted && !self.fetching;
        if start {
            self.wanted = false;
            self.fetching = true;
        }
        start
    }
}

impl Model {
    /// The finder's "Add": `count` new copies of a pool card into a zone, as recorded sandbox
    /// edits (one action each, so each can be stepped back). Before the pool has arrived it waits.
    pub fn put_pool(&mut self, card: CardDefId, to: ZoneRef, count: u32) -> Result<(), String> {
        if pool::installed().is_none() {
            self.library.pool_load.want(PoolWait::Put { card, to, count });
            return Ok(());
        }
        // A card whose words the first-load module leaves out: the whole module adds it.
        if pool::installed().is_some_and(|p| p.beyond(card))
            && self.load_whole(crate::model::whole::LoadWhole::Put { card, to, count })
        {
            return Ok(());
        }
        self.know_pool();
        let name = self.game().db().get(card).map(|d| d.full_name()).unwrap_or_default();
        for _ in 0..count.max(1) {
            if let Err(e) = self.act(Action::Manual(Manual::Create { card, to })) {
                self.finder_says(e.clone(), true);
                return Err(e);
            }
        }
        self.table.inspect = self.game().cards().last().map(|c| c.id);
        let text = crate::i18n::trf(self.lang, "Added {0} × {1}.", &[&count, &name]);
        self.finder_says(text, false);
        Ok(())
    }

    /// The session's cards made anew once the pool is installed, so its database names pool
    /// cards (a database made before looks only at the built-in set).
    fn know_pool(&mut self) {
        let Some(pool) = pool::installed() else { return };
        let knows = pool.db().iter().next().is_none_or(|c| self.game().db().get(c.id).is_some());
        if !knows {
            if let Ok(session) = Session::from_history(self.session.history().clone()) {
                self.replace_session(session);
            }
        }
    }

    pub(crate) fn finder_says(&mut self, text: String, error: bool) {
        if let Some(f) = &mut self.library.finder {
            f.status = Some((text, error));
        }
    }

    /// `pool.bin` arrived (or could not be fetched): install it here and in the worker, then do
    /// what waited. A pool that can't be read leaves everything as it was and says why.
    pub fn pool_arrived(&mut self, arrived: Result<Vec<u8>, String>) {
        self.library.pool_load.fetching = false;
        let waiting = std::mem::take(&mut self.library.pool_load.waiting);
        let installed = arrived.and_then(|bytes| {
            let pool = Pool::from_bytes(&bytes).map_err(|e| format!("pool.bin: {e}"))?;
            pool::install(pool);
            self.ask(
                crate::model::offload::Errand::InstallPool,
                horyu_engine::offload::Work::InstallPool(bytes),
            );
            Ok(())
        });
        if let Err(why) = installed {
            self.share.relinking = false;
            let text = crate::i18n::labelled(self.lang, "The cards can't be loaded", why);
            self.finder_says(text.clone(), true);
            let _ = self.refuse(text);
            return;
        }
        for wait in waiting {
            match wait {
                PoolWait::Link { text, restore, kept } => {
                    self.share.relinking = false;
                    let _ = self.open_link_or_relink(&text, restore, kept);
                }
                PoolWait::Put { card, to, count } => {
                    let _ = self.put_pool(card, to, count);
                }
                PoolWait::Variant(card) => {
                    self.know_pool();
                    self.library.finder = None;
                    self.open_editor(Some(card));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use horyu_engine::codec::{self, Snapshot};
    use horyu_engine::session::History;
    use horyu_engine::setup::{CardSetup, Setup};
    use horyu_engine::{PlayerId, Zone};

    /// A pool of one card, in the binary the page fetches.
    fn small_pool() -> Vec<u8> {
        let text = "[[card]]\nid = 1001\nset = \"DM-01\"\nnumber = \"1/110\"\nname = \"Pool Pup\"\ntype = \"creature\"\ncivilizations = [\"fire\"]\ncost = 2\npower = 2000\n";
        let file = pool::parse_pool_file("test.toml", text);
        assert!(file.errors.is_empty(), "{:?}", file.errors);
        pool::PoolFile::into_pool(vec![file]).unwrap().to_bytes()
    }

    /// A link naming the pool's card (format v8), made without the pool: writing needs none.
    fn pool_link() -> String {
        let mut setup = Setup::default();
        setup.players.p1.battle.push(CardSetup::new(CardDefId(1001)));
        let history = History { setup, actions: Vec::new(), cursor: 0, branches: Vec::new() };
        codec::encode(&Snapshot::new(history, None))
    }

    /// One test, since installing the pool is once per process. Built alone (`cargo test -p
    /// horyu-app`), the page has no pool, as in the browser: the link waits for `pool.bin`.
    /// In the workspace's build, the CLI's `pool` feature compiles the whole pool into every
    /// crate, so the pool is there from the start: the link opens at once (the browser test
    /// `finder.spec.mjs` opens such a link in a fresh page, which fetches the pool).
    #[test]
    fn a_link_of_pool_cards_opens_once_the_pool_has_arrived_and_the_finder_adds_copies() {
        let mut m = Model::new(crate::i18n::Lang::En);
        let link = pool_link();
        assert!(link.starts_with("SFkI"), "format v8");
        if pool::installed().is_some() {
            // The workspace's build: the compiled-in pool names 1001 (DM-01's first card).
            assert_eq!(m.open_link(&link), Ok(()));
            assert!(!m.library.pool_load.take_request(), "nothing to fetch");
            assert_eq!(m.game().zone_cards(PlayerId::P1, Zone::Battle).len(), 1);
            m.library.finder = Some(crate::model::FinderOpen::default());
            assert_eq!(m.put_pool(CardDefId(1001), ZoneRef::new(PlayerId::P1, Zone::Battle), 2), Ok(()));
            assert_eq!(m.game().zone_cards(PlayerId::P1, Zone::Battle).len(), 3);
            return;
        }
        // Before the pool: the board stays, the link waits for the pool, which is asked for once.
        let before = m.session.history().clone();
        assert_eq!(m.open_link(&link), Ok(()));
        assert_eq!(m.session.history(), &before);
        assert!(m.library.pool_load.take_request());
        assert!(matches!(m.library.pool_load.waiting[..], [PoolWait::Link { .. }]));
        // A damaged pool: nothing changes and the page says why.
        m.pool_arrived(Ok(vec![1, 2, 3]));
        assert_eq!(m.session.history(), &before);
        assert!(
            m.notices.banner.as_deref().is_some_and(|b| b.starts_with("The cards can't be loaded: pool.bin")),
            "{:?}",
            m.notices.banner
        );
        // Asked again, the pool arrives: the link opens, and the worker gets the pool too.
        assert_eq!(m.open_link(&link), Ok(()));
        assert!(m.library.pool_load.take_request());
        m.pool_arrived(Ok(small_pool()));
        assert!(m.library.pool_load.waiting.is_empty());
        assert!(m.outbox.iter().any(|(e, _)| *e == crate::model::offload::Errand::InstallPool));
        let battle = |m: &Model| m.game().zone_cards(PlayerId::P1, Zone::Battle).len();
        assert_eq!(battle(&m), 1);
        // The finder's "Add": two copies, each its own action.
        m.library.finder = Some(crate::model::FinderOpen::default());
        let actions = m.session.len();
        assert_eq!(m.put_pool(CardDefId(1001), ZoneRef::new(PlayerId::P1, Zone::Battle), 2), Ok(()));
        assert_eq!(battle(&m), 3);
        assert_eq!(m.session.len(), actions + 2);
        assert_eq!(m.library.finder.as_ref().unwrap().status, Some(("Added 2 × Pool Pup.".into(), false)));
    }

    #[test]
    fn the_pool_is_asked_for_once_however_many_wait() {
        let mut load = PoolLoad::default();
        assert!(!load.take_request());
        load.want(PoolWait::Variant(CardDefId(1001)));
        load.want(PoolWait::Variant(CardDefId(1002)));
        assert!(load.take_request());
        assert!(!load.take_request(), "on its way");
        load.want(PoolWait::Variant(CardDefId(1003)));
        assert!(!load.take_request());
        assert_eq!(load.waiting.len(), 3);
    }
}
