//! Structured text: a message-catalog key plus typed arguments, so one log entry
//! renders as HTML, plain-text mail or JSON, in the reader's language.

use super::Seat;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// A catalog message (`key`) with named arguments. Keys of a game start with the
/// game's slug (`dominion-...`); keys shared by all games start with `letterbox-`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Text {
    pub key: String,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<String, Arg>,
}

/// A typed argument of a [`Text`]; the renderer turns each into words or markup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    /// A seat, rendered as that player's display name.
    Player(Seat),
    /// A card (or other component) by its id; the catalog names it.
    Card(String),
    /// Several cards, rendered as a list.
    Cards(Vec<String>),
    Number(i64),
    /// A symbol by id (an icon, a resource, a role).
    Icon(String),
    /// A nested message.
    Text(Box<Text>),
    /// Literal text that is not in any catalog (a technical detail); always escaped.
    Plain(String),
}

impl Text {
    pub fn key(key: impl Into<String>) -> Text {
        Text { key: key.into(), args: BTreeMap::new() }
    }

    pub fn arg(mut self, name: &str, arg: Arg) -> Text {
        self.args.insert(name.to_string(), arg);
        self
    }

    pub fn player(self, name: &str, seat: Seat) -> Text {
        self.arg(name, Arg::Player(seat))
    }

    pub fn card(self, name: &str, id: impl Into<String>) -> Text {
        self.arg(name, Arg::Card(id.into()))
    }

    pub fn cards<I: IntoIterator<Item = S>, S: Into<String>>(self, name: &str, ids: I) -> Text {
        self.arg(name, Arg::Cards(ids.into_iter().map(Into::into).collect()))
    }

    pub fn num(self, name: &str, n: impl TryInto<i64>) -> Text {
        // Counts in games are small; saturate rather than fail on absurd values.
        self.arg(name, Arg::Number(n.try_into().unwrap_or(i64::MAX)))
    }

    pub fn icon(self, name: &str, id: impl Into<String>) -> Text {
        self.arg(name, Arg::Icon(id.into()))
    }

    pub fn plain(self, name: &str, s: impl Into<String>) -> Text {
        self.arg(name, Arg::Plain(s.into()))
    }

    pub fn text(self, name: &str, t: Text) -> Text {
        self.arg(name, Arg::Text(Box::new(t)))
    }

    /// Every catalog key this text needs, nested ones included (for catalog tests).
    pub fn keys(&self) -> Vec<String> {
        let mut out = vec![self.key.clone()];
        for a in self.args.values() {
            if let Arg::Text(t) = a {
                out.extend(t.keys());
            }
        }
        out
    }
}

// For error messages in logs and the CLI; pages and mail render through the catalog.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.key)?;
        if !self.args.is_empty() {
            f.write_str("(")?;
            for (i, (k, v)) in self.args.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                match v {
                    Arg::Player(s) => write!(f, "{k}=seat {s}")?,
                    Arg::Card(c) | Arg::Icon(c) | Arg::Plain(c) => write!(f, "{k}={c}")?,
                    Arg::Cards(cs) => write!(f, "{k}=[{}]", cs.join(", "))?,
                    Arg::Number(n) => write!(f, "{k}={n}")?,
                    Arg::Text(t) => write!(f, "{k}={t}")?,
                }
            }
            f.write_str(")")?;
        }
        Ok(())
    }
}

/// Who may read a log entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Audience {
    /// Everyone, spectators included.
    All,
    /// Only these seats.
    Seats(Vec<Seat>),
    /// Everyone except these seats, spectators included: the public half of an
    /// entry whose private half goes to `Seats`.
    Except(Vec<Seat>),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    pub to: Audience,
    pub text: Text,
}

impl LogEntry {
    pub fn all(text: Text) -> LogEntry {
        LogEntry { to: Audience::All, text }
    }

    pub fn only(seat: Seat, text: Text) -> LogEntry {
        LogEntry { to: Audience::Seats(vec![seat]), text }
    }

    /// The usual pair: the full story to `seat`, a redacted one to everyone else
    /// ("Alice draws Gold, Silver" / "Alice draws 2 cards").
    pub fn split(seat: Seat, private: Text, public: Text) -> [LogEntry; 2] {
        [
            LogEntry { to: Audience::Seats(vec![seat]), text: private },
            LogEntry { to: Audience::Except(vec![seat]), text: public },
        ]
    }

    pub fn visible_to(&self, viewer: super::Viewer) -> bool {
        use super::Viewer;
        match (&self.to, viewer) {
            (_, Viewer::Omniscient) | (Audience::All, _) => true,
            (Audience::Seats(seats), Viewer::Seat(s)) => seats.contains(&s),
            (Audience::Seats(_), Viewer::Spectator) => false,
            (Audience::Except(seats), Viewer::Seat(s)) => !seats.contains(&s),
            (Audience::Except(_), Viewer::Spectator) => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Viewer;

    #[test]
    fn split_entries_reach_the_right_readers() {
        let [private, public] = LogEntry::split(0, Text::key("a"), Text::key("b"));
        assert!(private.visible_to(Viewer::Seat(0)));
        assert!(!private.visible_to(Viewer::Seat(1)));
        assert!(!private.visible_to(Viewer::Spectator));
        assert!(!public.visible_to(Viewer::Seat(0)));
        assert!(public.visible_to(Viewer::Seat(1)));
        assert!(public.visible_to(Viewer::Spectator));
    }

    #[test]
    fn text_wire_form() {
        let t = Text::key("dominion-draws").player("player", 1).num("n", 2);
        assert_eq!(
            serde_json::to_string(&t).unwrap(),
            r#"{"key":"dominion-draws","args":{"n":{"number":2},"player":{"player":1}}}"#
        );
    }
}
