//! What the page's parts send to `app::update` (issue #43: the message in a module of its own,
//! so the views and the app both name it and neither imports the other). Each part of the page
//! that owns state has its own message type beside its state in `model/`; `update` hands each
//! to its part. What is left here acts on the session or the page as a whole.

use horyu_engine::{Action, PlayerId, Ruleset};

use crate::i18n::Lang;
use crate::model::Mode;

pub use crate::model::gallery::RulingsMsg;
pub use crate::model::inspector::InspectorMsg;
pub use crate::model::library::LibraryMsg;
pub use crate::model::notices::NoticeMsg;
pub use crate::model::share::ShareMsg;
pub use crate::model::stepping::StepMsg;
pub use crate::model::table::TableMsg;

pub enum Msg {
    /// The table's gestures (model/table.rs).
    Table(TableMsg),
    /// The ruling shown and the gallery (model/gallery.rs).
    Rulings(RulingsMsg),
    /// The resolution inspector (model/inspector.rs).
    Inspector(InspectorMsg),
    /// The page's messages (model/notices.rs).
    Notices(NoticeMsg),
    /// Links in and out (model/share.rs).
    Share(ShareMsg),
    /// The card editor, finder and library (model/library.rs).
    Library(LibraryMsg),
    /// Moving in time (model/stepping.rs).
    Step(StepMsg),
    /// The kept sessions (model/sessions.rs).
    Sessions(crate::model::sessions::Msg),
    Act(Action),
    Mode(Mode),
    Perspective(Option<PlayerId>),
    Ruleset(Ruleset),
    Lang(Lang),
    /// The top bar's controls on a narrow screen.
    ToggleMenu,
    /// A new game of the two starter decks (103).
    NewGame,
    /// The browser is online again (its `online` event): files that failed are asked again.
    Online,
    /// The interface's Japanese words (i18n.rs), fetched on a switch to Japanese: `None` if
    /// they could not be fetched (the interface stays in English).
    JapaneseWords(Option<String>),
    /// Embedded: the whole table, or back to the zones the moment is about.
    WholeTable,
    /// The worker module's answer to an errand (offload.rs).
    Done(
        crate::model::offload::Errand,
        Box<Result<horyu_engine::offload::Done, horyu_engine::offload::Failure>>,
    ),
}
