//! Mail: the outbox worker, the transports and the mails themselves.
//!
//! Mail is composed when it is queued (in the recipient's language, inside the
//! transaction of the move that caused it) and stored in the outbox as JSON; the
//! worker only wraps it in headers and sends it. Message-IDs derive from the outbox
//! id, and every mail of a game refers to the game's root id, so a game is one
//! thread in the reader's mailbox.

pub mod alarms;
pub mod compose;
pub mod endings;
pub mod markup;
pub mod sat;
pub mod worker;

use app::MailHooks;
use lettre::Message;
use lettre::message::{Body, Mailbox, MultiPart, SinglePart, header};
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
    on_life: endings::on_life,
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

/// The links of a mail shown on the console, the rest left to the mail.
const CONSOLE_LINKS: usize = 3;

/// A mail as the console announces it when mail goes to files: recipient and
/// subject, its first links, and where to read the whole mail.
pub fn console_block(mail: &Composed, shown_at: &str) -> String {
    use std::fmt::Write as _;
    let mut links: Vec<&str> = Vec::new();
    for word in mail.text.split_whitespace() {
        let word = word.trim_start_matches(['<', '(']).trim_end_matches(['>', ')', ',', '.']);
        if (word.starts_with("http://") || word.starts_with("https://")) && !links.contains(&word) {
            links.push(word);
        }
    }
    let mut out = format!("mail to {} <{}>: {}\n", mail.to_name, mail.to, mail.subject);
    for link in links.iter().take(CONSOLE_LINKS) {
        let _ = writeln!(out, "  {link}");
    }
    if links.len() > CONSOLE_LINKS {
        let _ = writeln!(out, "  (and {} more in the mail)", links.len() - CONSOLE_LINKS);
    }
    out + &format!("  the whole mail: {shown_at}")
}

/// The domain part of Message-IDs: the sender's.
fn id_domain(from: &Mailbox) -> &str {
    from.email.domain()
}

/// What the relay carries in a body: 7-bit lines only, or also 8-bit ones (it
/// announces 8BITMIME; `mail.eight_bit`). lettre refuses a mail with 8-bit
/// bytes for a relay that does not announce it, so this is the operator's word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relay {
    SevenBit,
    EightBit,
}

impl Relay {
    pub fn of(cfg: &app::config::MailConfig) -> Relay {
        if cfg.eight_bit { Relay::EightBit } else { Relay::SevenBit }
    }
}

/// Wrap a composed mail in headers: ids for threading, text and HTML parts,
/// `List-Unsubscribe` when the mail can be turned off.
pub fn build(
    from: &str,
    relay: Relay,
    outbox_id: i64,
    game_id: Option<i64>,
    mail: &Composed,
) -> Result<Message, String> {
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
            .singlepart(
                SinglePart::builder().header(header::ContentType::TEXT_PLAIN).body(text_body(&mail.text, relay)),
            )
            .singlepart(
                SinglePart::builder().header(header::ContentType::TEXT_HTML).body(text_body(&mail.html, relay)),
            ),
    )
    .map_err(|e| e.to_string())
}

/// The longest line a mail may carry, without its CRLF (RFC 5322).
const MAX_LINE: usize = 998;

/// A text part's body in the encoding that keeps it smallest: its lines as
/// they are where the relay carries them (7bit for ASCII, 8bit for the rest
/// when the relay takes 8-bit bytes), else quoted-printable or base64,
/// whichever is shorter: quoted-printable for text that is mostly ASCII,
/// base64 for text that is mostly not (Japanese is three bytes a character,
/// nine in quoted-printable, four in base64). Lines end in CRLF, as a text
/// body's canonical form asks. lettre would choose by its own rules, but it
/// puts in each CR by moving the rest of the text along and encodes a byte at
/// a time: together a third of the outbox worker's time for a turn mail.
fn text_body(text: &str, relay: Relay) -> Body {
    let lines = || text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l).as_bytes());
    // A line as it is: short enough, and no CR or NUL of its own.
    let as_is = lines().all(|l| l.len() <= MAX_LINE && !l.contains(&b'\r') && !l.contains(&0));
    if as_is && (text.is_ascii() || relay == Relay::EightBit) {
        let mut out = Vec::with_capacity(text.len() + text.len() / 32);
        for (i, line) in lines().enumerate() {
            if i > 0 {
                out.extend_from_slice(b"\r\n");
            }
            out.extend_from_slice(line);
        }
        let encoding = if text.is_ascii() {
            header::ContentTransferEncoding::SevenBit
        } else {
            header::ContentTransferEncoding::EightBit
        };
        return Body::dangerous_pre_encoded(out, encoding);
    }
    let qp = quoted_printable(lines());
    // The text with CRLF line ends, and its base64 length: four characters per
    // three bytes, a CRLF after every 76.
    let canonical = lines().map(<[u8]>::len).sum::<usize>() + 2 * (lines().count() - 1);
    let base64_chars = canonical.div_ceil(3) * 4;
    if base64_chars + 2 * base64_chars.div_ceil(76).saturating_sub(1) < qp.len() {
        return Body::dangerous_pre_encoded(base64_lines(lines()), header::ContentTransferEncoding::Base64);
    }
    Body::dangerous_pre_encoded(qp, header::ContentTransferEncoding::QuotedPrintable)
}

/// Lines as quoted-printable (RFC 2045), each line within 76 characters.
fn quoted_printable<'t>(lines: impl Iterator<Item = &'t [u8]>) -> Vec<u8> {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    // Printable ASCII but `=` stands for itself, and so do spaces and tabs but at
    // the end of a line (where transports may drop them).
    let stands_for_itself = |b: u8| matches!(b, b'!'..=b'<' | b'>'..=b'~' | b' ' | b'\t');
    let mut out = Vec::new();
    for (i, line) in lines.enumerate() {
        if i > 0 {
            out.extend_from_slice(b"\r\n");
        }
        let mut width = 0;
        let mut rest = line;
        while !rest.is_empty() {
            // The bytes up to the next one to encode are copied as they are.
            let mut run = rest.iter().position(|&b| !stands_for_itself(b)).unwrap_or(rest.len());
            if run == rest.len() && matches!(rest.last(), Some(b' ' | b'\t')) {
                run -= 1;
            }
            let (mut literal, encoded) = rest.split_at(run);
            while !literal.is_empty() {
                // A soft line break (`=`) keeps each line within 76 characters.
                if width == 75 {
                    out.extend_from_slice(b"=\r\n");
                    width = 0;
                }
                let n = literal.len().min(75 - width);
                out.extend_from_slice(&literal[..n]);
                width += n;
                literal = &literal[n..];
            }
            let Some((&b, after)) = encoded.split_first() else { break };
            if width + 3 > 75 {
                out.extend_from_slice(b"=\r\n");
                width = 0;
            }
            out.extend_from_slice(&[b'=', HEX[usize::from(b >> 4)], HEX[usize::from(b & 15)]]);
            width += 3;
            rest = after;
        }
    }
    out
}

/// Lines joined by CRLF, in base64 lines of 76 characters (57 bytes each).
fn base64_lines<'t>(lines: impl Iterator<Item = &'t [u8]>) -> Vec<u8> {
    use ::base64::Engine as _;
    let mut canonical = Vec::new();
    for (i, line) in lines.enumerate() {
        if i > 0 {
            canonical.extend_from_slice(b"\r\n");
        }
        canonical.extend_from_slice(line);
    }
    let mut out = String::with_capacity(canonical.len() / 57 * 78 + 78);
    for (i, chunk) in canonical.chunks(57).enumerate() {
        if i > 0 {
            out.push_str("\r\n");
        }
        ::base64::engine::general_purpose::STANDARD.encode_string(chunk, &mut out);
    }
    out.into_bytes()
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

#[cfg(test)]
mod tests {
    use super::*;

    fn composed(text: &str, html: &str) -> Composed {
        Composed {
            to: "ann@example.org".into(),
            to_name: "Ann".into(),
            subject: "Dominion #3".into(),
            text: text.into(),
            html: html.into(),
            unsubscribe: None,
        }
    }

    /// A mail as sent and as a reader's program decodes it: (raw, text part,
    /// HTML part), line ends as the composed mail's.
    fn sent(mail: &Composed, relay: Relay) -> (String, String, String) {
        let raw = build("Letterbox <play@example.org>", relay, 7, Some(3), mail).unwrap().formatted();
        let parsed = mail_parser::MessageParser::default().parse(&raw[..]).unwrap();
        let unix = |s: Option<std::borrow::Cow<str>>| s.unwrap().replace("\r\n", "\n");
        let (text, html) = (unix(parsed.body_text(0)), unix(parsed.body_html(0)));
        (String::from_utf8(raw).unwrap(), text, html)
    }

    /// The Content-Transfer-Encoding of each part, in order.
    fn encodings(raw: &str) -> Vec<&str> {
        const HEADER: &str = "Content-Transfer-Encoding: ";
        raw.split(HEADER).skip(1).map(|r| r.split("\r\n").next().unwrap()).collect()
    }

    /// Every line ends in CRLF and none is longer than `limit` bytes.
    fn assert_lines(raw: &str, limit: usize) {
        for line in raw.split("\r\n") {
            assert!(line.len() <= limit && !line.contains(['\r', '\n']), "{} bytes: {line:?}", line.len());
        }
    }

    const JAPANESE: &str =
        "アンさん、\n\nあなたの番です。カードを一枚選んでください。\r\n\n\t\n最後の行は改行で終わらない";

    /// Each text goes in the encoding named beside it, for a relay of 7-bit
    /// lines and for one that takes 8-bit bytes, and reads back as composed.
    #[test]
    fn each_part_goes_in_its_smallest_encoding_and_reads_back_as_composed() {
        let long_ascii = "A line longer than a mail line should be, with = signs, a tab\tand spaces   ".repeat(4);
        let overlong_ascii = "a few words ".repeat(100);
        let mostly_ascii = format!("{long_ascii}\nOne dash – here.\n");
        let overlong_japanese = "日本語".repeat(120);
        let cases: [(&str, &str, &str); 6] = [
            ("Hello Ann,\n\nIt is your turn.\n", "7bit", "7bit"),
            (&long_ascii, "7bit", "7bit"),
            (&overlong_ascii, "quoted-printable", "quoted-printable"),
            (&mostly_ascii, "quoted-printable", "8bit"),
            (JAPANESE, "base64", "8bit"),
            (&overlong_japanese, "base64", "base64"),
        ];
        for (text, seven, eight) in cases {
            for (relay, want) in [(Relay::SevenBit, seven), (Relay::EightBit, eight)] {
                let (raw, plain, html) = sent(&composed(text, text), relay);
                assert_eq!(encodings(&raw), [want, want], "{relay:?}: {text:?}");
                let composed_text = text.replace("\r\n", "\n");
                assert_eq!((plain.as_str(), html.as_str()), (composed_text.as_str(), composed_text.as_str()));
                match want {
                    "7bit" | "8bit" => assert_lines(&raw, MAX_LINE),
                    _ => assert_lines(&raw, 76),
                }
                if relay == Relay::SevenBit {
                    assert!(raw.is_ascii(), "{raw}");
                }
            }
        }
        let (raw, _, _) = sent(&composed("short\nlines\n", "<p>x</p>"), Relay::SevenBit);
        assert!(raw.contains("Content-Transfer-Encoding: 7bit\r\n\r\nshort\r\nlines\r\n"), "{raw}");
    }

    /// The console names the recipient and subject, the first links (each
    /// once) and where the whole mail is.
    #[test]
    fn the_console_block_names_the_mail_and_its_first_links() {
        let text = "Hello Ann,\n\nA: http://h/link/move?o=1\nB: http://h/link/move?o=2 (or\n<http://h/link/move?o=1>)\n\
                    C: https://h/link/move?o=3.\nGame: http://h/games/3\n";
        let block = console_block(&composed(text, ""), "http://h/mailbox/ab-12");
        assert_eq!(
            block,
            "mail to Ann <ann@example.org>: Dominion #3\n  http://h/link/move?o=1\n  http://h/link/move?o=2\n  \
             https://h/link/move?o=3\n  (and 1 more in the mail)\n  the whole mail: http://h/mailbox/ab-12"
        );
    }

    /// A CR or NUL inside a line cannot go as it is: the part is encoded, and
    /// reads back with it.
    #[test]
    fn a_bare_cr_or_nul_is_encoded() {
        for text in ["one\rline", "a nul \0 byte"] {
            let (raw, plain, _) = sent(&composed(text, "<p>x</p>"), Relay::EightBit);
            assert_eq!(encodings(&raw)[0], "quoted-printable");
            assert_eq!(plain, text);
        }
    }

    /// Japanese costs four bytes in base64 for every three it has, not nine:
    /// a Japanese turn mail's parts shrink to under half of quoted-printable's.
    #[test]
    fn japanese_in_base64_is_less_than_half_its_quoted_printable() {
        let text = JAPANESE.repeat(50);
        let lines = || text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l).as_bytes());
        let qp = quoted_printable(lines()).len();
        let sent = text_body(&text, Relay::SevenBit);
        assert_eq!(sent.encoding(), header::ContentTransferEncoding::Base64);
        assert!(sent.len() * 2 < qp, "base64 {} against quoted-printable {qp}", sent.len());
        assert!(sent.len() < text.len() * 3 / 2, "{} for {} bytes", sent.len(), text.len());
    }
}
