//! Mail: the outbox worker, the transports and the mails themselves.
//!
//! Mail is composed when it is queued (in the recipient's language, inside the
//! transaction of the move that caused it) and stored in the outbox as JSON; the
//! worker only wraps it in headers and sends it. Message-IDs derive from the outbox
//! id, and every mail of a game refers to the game's root id, so a game is one
//! thread in the reader's mailbox.

pub mod alarms;
pub mod compose;
pub mod worker;

use crate::app::MailHooks;
use lettre::Message;
use lettre::message::{Mailbox, MultiPart, SinglePart, header};
use serde::{Deserialize, Serialize};

/// What the pages may ask of mail, handed to `App::open`.
pub const HOOKS: MailHooks = MailHooks {
    on_move: compose::on_move,
    on_start: compose::on_start,
    on_chat: compose::on_chat,
    invite: compose::enqueue_invite,
    reset: compose::enqueue_reset,
    verify: compose::enqueue_verify,
    sit_left: alarms::sit_for_left_seats,
};

/// A composed mail, as stored in the outbox.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Composed {
    pub to: String,
    pub to_name: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// The one-click unsubscribe URL, for `List-Unsubscribe`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unsubscribe: Option<String>,
}

/// The domain part of Message-IDs: the sender's.
fn id_domain(from: &Mailbox) -> &str {
    from.email.domain()
}

/// Wrap a composed mail in headers: ids for threading, text and HTML parts,
/// `List-Unsubscribe` when the mail can be turned off.
pub fn build(from: &str, outbox_id: i64, game_id: Option<i64>, mail: &Composed) -> Result<Message, String> {
    let from: Mailbox = from.parse().map_err(|e| format!("mail.from: {e}"))?;
    let name = (!mail.to_name.is_empty()).then(|| mail.to_name.clone());
    let to = Mailbox::new(name, mail.to.parse().map_err(|e| format!("{}: {e}", mail.to))?);
    let domain = id_domain(&from).to_string();
    let mut b = Message::builder()
        .from(from)
        .to(to)
        .subject(&mail.subject)
        .message_id(Some(format!("<mail-{outbox_id}@{domain}>")));
    if let Some(g) = game_id {
        let root = format!("<game-{g}@{domain}>");
        b = b.in_reply_to(root.clone()).references(root);
    }
    if let Some(url) = &mail.unsubscribe {
        b = b.header(ListUnsubscribe(format!("<{url}>"))).header(ListUnsubscribePost);
    }
    b.multipart(
        MultiPart::alternative()
            .singlepart(SinglePart::builder().header(header::ContentType::TEXT_PLAIN).body(mail.text.clone()))
            .singlepart(SinglePart::builder().header(header::ContentType::TEXT_HTML).body(mail.html.clone())),
    )
    .map_err(|e| e.to_string())
}

#[derive(Clone)]
struct ListUnsubscribe(String);

impl header::Header for ListUnsubscribe {
    fn name() -> header::HeaderName {
        header::HeaderName::new_from_ascii_str("List-Unsubscribe")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribe(s.to_string()))
    }

    fn display(&self) -> header::HeaderValue {
        header::HeaderValue::new(Self::name(), self.0.clone())
    }
}

/// RFC 8058: the unsubscribe URL accepts a one-click POST.
#[derive(Clone)]
struct ListUnsubscribePost;

impl header::Header for ListUnsubscribePost {
    fn name() -> header::HeaderName {
        header::HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribePost)
    }

    fn display(&self) -> header::HeaderValue {
        header::HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".to_string())
    }
}
