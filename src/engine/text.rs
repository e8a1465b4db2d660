//! Structured text: a message-catalog key plus typed arguments, so one log entry
//! renders as HTML, plain-text mail or JSON, in the reader's language.

use super::Seat;
use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::borrow::Cow;
use std::fmt;

/// A static or owned string: most keys and card ids are literals, and a log entry
/// is built on every event of every fold, so literals must not allocate.
pub type Str = Cow<'static, str>;

/// A catalog message (`key`) with named arguments. Keys of a game start with the
/// game's slug (`dominion-...`); keys shared by all games start with `letterbox-`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Text {
    pub key: Str,
    #[serde(default, skip_serializing_if = "Args::is_empty")]
    pub args: Args,
}

/// Named arguments, kept sorted by name; on the wire a JSON object. Borrowed when
/// they are fixed in a table (see [`Text::with_static_args`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Args(Cow<'static, [(Str, Arg)]>);

impl Args {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &Arg)> {
        self.0.iter().map(|(n, a)| (n.as_ref(), a))
    }

    pub fn values(&self) -> impl Iterator<Item = &Arg> {
        self.0.iter().map(|(_, a)| a)
    }

    #[inline]
    fn insert(&mut self, name: Str, arg: Arg) {
        let args = self.0.to_mut();
        // Texts are mostly built with their arguments in name order: those are
        // appended without a search.
        if args.last().is_none_or(|(last, _)| last.as_ref() < name.as_ref()) {
            args.push((name, arg));
            return;
        }
        match args.binary_search_by(|(n, _)| n.as_ref().cmp(name.as_ref())) {
            Ok(i) => args[i].1 = arg,
            Err(i) => args.insert(i, (name, arg)),
        }
    }
}

/// Like a map: `args["n"]`, panicking when the argument is absent (for tests).
impl std::ops::Index<&str> for Args {
    type Output = Arg;
    fn index(&self, name: &str) -> &Arg {
        self.get(name).unwrap_or_else(|| panic!("no argument {name:?}"))
    }
}

impl<'a> IntoIterator for &'a Args {
    type Item = (&'a str, &'a Arg);
    type IntoIter = std::iter::Map<std::slice::Iter<'a, (Str, Arg)>, fn(&'a (Str, Arg)) -> (&'a str, &'a Arg)>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter().map(|(n, a)| (n.as_ref(), a))
    }
}

impl Serialize for Args {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (n, a) in self.0.iter() {
            map.serialize_entry(n.as_ref(), a)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Args {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct ArgsVisitor;
        impl<'de> Visitor<'de> for ArgsVisitor {
            type Value = Args;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a map of named arguments")
            }
            fn visit_map<M: MapAccess<'de>>(self, mut m: M) -> Result<Args, M::Error> {
                let mut args = Args::default();
                while let Some((n, a)) = m.next_entry::<String, Arg>()? {
                    args.insert(n.into(), a);
                }
                Ok(args)
            }
        }
        d.deserialize_map(ArgsVisitor)
    }
}

/// A typed argument of a [`Text`]; the renderer turns each into words or markup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    /// A seat, rendered as that player's display name.
    Player(Seat),
    /// A card (or other component) by its id; the catalog names it.
    Card(Str),
    /// Several cards, rendered as a list.
    Cards(Vec<Str>),
    Number(i64),
    /// A symbol by id (an icon, a resource, a role).
    Icon(Str),
    /// A nested message.
    Text(Box<Text>),
    /// Literal text that is not in any catalog (a technical detail); always escaped.
    Plain(String),
}

impl Arg {
    /// A count: counts in games are small, so an absurd one saturates rather
    /// than fails.
    pub fn number(n: impl TryInto<i64>) -> Arg {
        Arg::Number(n.try_into().unwrap_or(i64::MAX))
    }

    pub fn cards<I: IntoIterator<Item = S>, S: Into<Str>>(ids: I) -> Arg {
        Arg::Cards(ids.into_iter().map(Into::into).collect())
    }
}

impl Text {
    pub fn key(key: impl Into<Str>) -> Text {
        Text { key: key.into(), args: Args::default() }
    }

    /// A message and all its arguments at once, for texts built on every prompt
    /// (each option's label): arguments given in name order take one allocation
    /// of their exact size and no search.
    #[inline]
    pub fn with_args<const N: usize>(key: impl Into<Str>, args: [(&'static str, Arg); N]) -> Text {
        if args.is_sorted_by(|(a, _), (b, _)| a < b) {
            let args = Vec::from(args.map(|(name, arg)| (Cow::Borrowed(name), arg)));
            return Text { key: key.into(), args: Args(Cow::Owned(args)) };
        }
        args.into_iter().fold(Text::key(key), |t, (name, arg)| t.arg(name, arg))
    }

    /// A message whose arguments are fixed in a table, in name order (a card's
    /// label on every prompt): nothing is allocated, copied or dropped.
    pub fn with_static_args(key: impl Into<Str>, args: &'static [(Str, Arg)]) -> Text {
        debug_assert!(args.is_sorted_by(|(a, _), (b, _)| a < b), "arguments in name order: {args:?}");
        Text { key: key.into(), args: Args(Cow::Borrowed(args)) }
    }

    pub fn arg(mut self, name: &'static str, arg: Arg) -> Text {
        self.args.insert(Cow::Borrowed(name), arg);
        self
    }

    pub fn player(self, name: &'static str, seat: Seat) -> Text {
        self.arg(name, Arg::Player(seat))
    }

    pub fn card(self, name: &'static str, id: impl Into<Str>) -> Text {
        self.arg(name, Arg::Card(id.into()))
    }

    pub fn cards<I: IntoIterator<Item = S>, S: Into<Str>>(self, name: &'static str, ids: I) -> Text {
        self.arg(name, Arg::cards(ids))
    }

    pub fn num(self, name: &'static str, n: impl TryInto<i64>) -> Text {
        self.arg(name, Arg::number(n))
    }

    pub fn icon(self, name: &'static str, id: impl Into<Str>) -> Text {
        self.arg(name, Arg::Icon(id.into()))
    }

    pub fn plain(self, name: &'static str, s: impl Into<String>) -> Text {
        self.arg(name, Arg::Plain(s.into()))
    }

    pub fn text(self, name: &'static str, t: Text) -> Text {
        self.arg(name, Arg::Text(Box::new(t)))
    }

    /// Every catalog key this text needs, nested ones included (for catalog tests).
    pub fn keys(&self) -> Vec<String> {
        let mut out = vec![self.key.to_string()];
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
                    Arg::Card(c) | Arg::Icon(c) => write!(f, "{k}={c}")?,
                    Arg::Plain(c) => write!(f, "{k}={c}")?,
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
    Seats(SeatSet),
    /// Everyone except these seats, spectators included: the public half of an
    /// entry whose private half goes to `Seats`.
    Except(SeatSet),
}

/// A set of seats, as bits: a private log entry is made on every draw of every
/// fold, and a list would be an allocation each time. On the wire, the seats in
/// order. Seats from 64 up have no bit and are never in a set: no game seats that
/// many, and an entry for `Seats` then reaches fewer readers, never more.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeatSet(u64);

impl SeatSet {
    pub fn of(seat: Seat) -> SeatSet {
        SeatSet(1u64.checked_shl(seat as u32).unwrap_or(0))
    }

    pub fn contains(self, seat: Seat) -> bool {
        SeatSet::of(seat).0 & self.0 != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..64).filter(move |s| self.contains(*s))
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(seats: I) -> SeatSet {
        SeatSet(seats.into_iter().fold(0, |bits, s| bits | SeatSet::of(s).0))
    }
}

impl Serialize for SeatSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for SeatSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let seats = Vec::<Seat>::deserialize(d)?;
        match seats.iter().find(|s| **s >= 64) {
            Some(s) => Err(serde::de::Error::custom(format!("seat {s} is out of range"))),
            None => Ok(seats.into_iter().collect()),
        }
    }
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
        LogEntry { to: Audience::Seats(SeatSet::of(seat)), text }
    }

    /// The usual pair: the full story to `seat`, a redacted one to everyone else
    /// ("Alice draws Gold, Silver" / "Alice draws 2 cards").
    pub fn split(seat: Seat, private: Text, public: Text) -> [LogEntry; 2] {
        [
            LogEntry { to: Audience::Seats(SeatSet::of(seat)), text: private },
            LogEntry { to: Audience::Except(SeatSet::of(seat)), text: public },
        ]
    }

    pub fn visible_to(&self, viewer: super::Viewer) -> bool {
        use super::Viewer;
        match (&self.to, viewer) {
            (_, Viewer::Omniscient) | (Audience::All, _) => true,
            (Audience::Seats(seats), Viewer::Seat(s)) => seats.contains(s),
            (Audience::Seats(_), Viewer::Spectator) => false,
            (Audience::Except(seats), Viewer::Seat(s)) => !seats.contains(s),
            (Audience::Except(_), Viewer::Spectator) => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Viewer;

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
    fn args_at_once_are_args_one_by_one() {
        let chained = Text::key("k").card("card", "gold").num("cost", 6);
        assert_eq!(Text::with_args("k", [("card", Arg::Card("gold".into())), ("cost", Arg::Number(6))]), chained);
        // Out of order (or named twice) they are sorted as one by one.
        assert_eq!(Text::with_args("k", [("cost", Arg::Number(6)), ("card", Arg::Card("gold".into()))]), chained);
        let twice = Text::with_args("k", [("n", Arg::Number(1)), ("n", Arg::Number(2))]);
        assert_eq!(twice, Text::key("k").num("n", 1).num("n", 2));
    }

    #[test]
    fn seat_sets_are_lists_on_the_wire() {
        let entry = LogEntry { to: Audience::Except([2, 0].into_iter().collect()), text: Text::key("k") };
        let json = serde_json::to_string(&entry).unwrap();
        assert_eq!(json, r#"{"to":{"except":[0,2]},"text":{"key":"k"}}"#);
        assert_eq!(serde_json::from_str::<LogEntry>(&json).unwrap(), entry);
        assert!(serde_json::from_str::<Audience>(r#"{"seats":[64]}"#).is_err());
        // A seat without a bit is in no set: a private entry reaches no one more.
        assert!(!SeatSet::of(64).contains(64));
        assert!(!LogEntry { to: Audience::Seats(SeatSet::of(64)), text: Text::key("k") }.visible_to(Viewer::Seat(64)));
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
