//! What the page tells the user until it is dismissed: the answer to the last action (a refusal
//! or a notice), a link or file that could not be opened, and the session a link replaced.

/// A message about the last action: an error (a refusal) or a notice.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub text: String,
    pub error: bool,
}

/// What the user answers to the page's messages.
pub enum NoticeMsg {
    /// Closes the message of the last refusal or notice.
    DismissNotice,
    DismissBanner,
    /// Back to the session a link from the URL replaced, or forget it.
    RestoreOwn,
    DismissRestore,
}

/// The page's messages, each until dismissed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Notices {
    /// The answer to the last action; the next action or gesture replaces it.
    pub notice: Option<Notice>,
    /// A link or an import that could not be opened: the reason. The board shown is the one
    /// from before.
    pub banner: Option<String>,
    /// The session the user had before a link from the URL replaced it (as a link), offered
    /// back.
    pub restore: Option<String>,
}

impl crate::model::Model {
    /// What the user answers to the page's messages.
    pub fn on_notices(&mut self, msg: NoticeMsg) {
        match msg {
            NoticeMsg::DismissNotice => self.notices.notice = None,
            NoticeMsg::DismissBanner => self.notices.banner = None,
            NoticeMsg::RestoreOwn => self.restore_own(),
            NoticeMsg::DismissRestore => self.notices.restore = None,
        }
    }
}
