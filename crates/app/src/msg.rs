//! What the page's parts send to `app::update` (issue #43: the message in a module of its own,
//! so the views and the app both name it and neither imports the other).

use horyu_app::editor_link::EditorOut;
use horyu_engine::{Action, CardDefId, CardId, PlayerId, Ruleset, ZoneRef};

use crate::i18n::Lang;
use crate::model::{Mode, Target};

pub enum Msg {
    CardClick(CardId),
    ZoneClick(ZoneRef),
    StandbyClick,
    Inspect(CardId),
    DragStart(CardId),
    Drop(CardId, Target),
    Cancel,
    Act(Action),
    Mode(Mode),
    Perspective(Option<PlayerId>),
    Ruleset(Ruleset),
    Lang(Lang),
    Undo,
    Redo,
    GoTo(usize),
    /// Scrubs the log: the step of its event `i` (stepping.rs).
    GoToEvent(usize),
    Step(crate::model::stepping::Stepping),
    /// The ruling's description in full, or clamped to two lines.
    ToggleAbout,
    /// The top bar's controls on a narrow screen.
    ToggleMenu,
    /// Closes the message of the last refusal or notice.
    DismissNotice,
    /// Actions played are shown from their first processing step, or not.
    StepInto(bool),
    Branch(usize),
    NextStep,
    Restart,
    Gallery(bool),
    /// The gallery's data arrived, or could not be fetched or read (rulings.rs).
    RulingsArrived(Result<crate::model::Gallery, String>),
    /// The rulings of a board shown (its fingerprint) arrived, or could not be fetched or read.
    BoardRulingsArrived(u32, Result<crate::model::Gallery, String>),
    /// The browser is online again (its `online` event): files that failed are asked again.
    Online,
    RetryRulings,
    Query(String),
    OpenScenario(usize),
    Toggle(CardId),
    ConfirmChoice,
    Auto,
    OrderMove(usize, bool),
    OrderGrab(usize),
    OrderDrop(Option<usize>),
    ConfirmOrder,
    Explore,
    /// Stops the explorer or a comparison of rulesets (worker.rs ends the worker).
    StopWork,
    /// The next slice of a link being opened (`Model::go_on_opening`).
    GoOnOpening,
    CancelOpening,
    Compare,
    CloseCompare,
    /// A new game of the two starter decks (103).
    NewGame,
    /// Opens a link from the URL (a fragment pasted into the address bar).
    OpenLink(String),
    /// Back to the session a link from the URL replaced, or forget it.
    RestoreOwn,
    DismissRestore,
    DismissBanner,
    /// Opens the share panel: the moment shown (`None`) or a moment of the log.
    Share(Option<usize>),
    CloseShare,
    /// Opens the card editor: a new card, or a card of the board to edit or make a variant of.
    OpenEditor(Option<CardDefId>),
    /// Opens the card finder (finder_panel.rs).
    OpenFinder,
    /// The card pool's file, or why it could not be fetched (pool_load.rs).
    PoolArrived(Result<Vec<u8>, String>),
    /// The interface's Japanese words (i18n.rs), fetched on a switch to Japanese: `None` if
    /// they could not be fetched (the interface stays in English).
    JapaneseWords(Option<String>),
    Editor(EditorOut),
    /// The kept sessions (sessions.rs).
    Sessions(crate::model::sessions::Msg),
    /// Embedded: the whole table, or back to the zones the moment is about.
    WholeTable,
    /// The worker module's answer to an errand (offload.rs).
    Done(
        crate::model::offload::Errand,
        Box<Result<horyu_engine::offload::Done, horyu_engine::offload::Failure>>,
    ),
}
