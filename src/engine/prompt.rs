//! The closed vocabulary of decisions. A game never asks for free text, so forms,
//! mail links, the CLI, bots, the random player and the fuzzer are written once.

use super::text::Str;
use super::{Seat, Text};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// An open decision for one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prompt {
    pub seat: Seat,
    /// The question, e.g. "Choose an Action to play".
    pub text: Text,
    pub choice: Choice,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Choice {
    /// Pick exactly one (also yes/no).
    One { options: Vec<Opt> },
    /// Pick a subset of `min..=max` distinct options.
    Many { options: Vec<Opt>, min: usize, max: usize },
    /// Put all items in an order (first = first in the answer).
    Order { items: Vec<Opt> },
    /// Pick a whole number in `min..=max`.
    Number { min: i64, max: i64 },
}

/// One option of a prompt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Opt {
    /// Stable within the prompt; what an answer names. Mostly a literal, and
    /// prompts are built after every answer, so a literal key must not allocate.
    pub key: Str,
    pub label: Text,
    /// The board element this option belongs to, so the board can make it clickable.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<Str>,
    /// Why this legal option is almost never wanted (buying a Curse): pages ask
    /// "are you sure?" before making it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warning: Option<Text>,
    /// What choosing it does, costs or gives up, shown beside it on every
    /// surface ("replaces your starting agenda"), so no consequence is hidden.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<Text>,
}

impl Opt {
    pub fn new(key: impl Into<Str>, label: Text) -> Opt {
        Opt { key: key.into(), label, target: None, warning: None, note: None }
    }

    pub fn with_warning(mut self, warning: Text) -> Opt {
        self.warning = Some(warning);
        self
    }

    pub fn with_note(mut self, note: Text) -> Opt {
        self.note = Some(note);
        self
    }

    pub fn with_target(mut self, target: impl Into<Str>) -> Opt {
        self.target = Some(target.into());
        self
    }
}

/// An answer, mirroring the [`Choice`] shapes. On the wire: `{"one":"key"}`,
/// `{"many":["a","b"]}`, `{"order":["b","a"]}`, `{"number":3}`; and, answering no
/// prompt, a change of standing order: `{"standing":{"order":"moat","choice":"ask"}}`,
/// or taking back the seat's last decision: `"take_back"`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Answer {
    One(String),
    Many(Vec<String>),
    Order(Vec<String>),
    Number(i64),
    /// Not an answer to a prompt: the seat sets one of its standing orders (see
    /// [`super::StandingOrder`]), which the seat may do at any time.
    Standing {
        order: String,
        choice: String,
    },
    /// Not an answer to a prompt either: the seat takes back its last decision of
    /// this turn, which the platform allows only while that decision prompted no
    /// one else and revealed nothing hidden or random (see [`super::Match::may_take_back`]).
    TakeBack,
}

impl Answer {
    pub fn one(key: impl Into<String>) -> Answer {
        Answer::One(key.into())
    }

    pub fn many<I: IntoIterator<Item = S>, S: Into<String>>(keys: I) -> Answer {
        Answer::Many(keys.into_iter().map(Into::into).collect())
    }

    pub fn order<I: IntoIterator<Item = S>, S: Into<String>>(keys: I) -> Answer {
        Answer::Order(keys.into_iter().map(Into::into).collect())
    }
}

impl Choice {
    /// The only possible answer, when there is exactly one: the platform answers
    /// such prompts itself so nobody is mailed to click the only button.
    pub fn forced_answer(&self) -> Option<Answer> {
        match self {
            Choice::One { options } if options.len() == 1 => Some(Answer::One(options[0].key.to_string())),
            Choice::Many { options, min, max } if *max == 0 || (*min == options.len() && *max >= *min) => {
                Some(Answer::Many(if *max == 0 { vec![] } else { keys(options) }))
            }
            Choice::Order { items } if items.len() <= 1 => Some(Answer::Order(keys(items))),
            Choice::Number { min, max } if min == max => Some(Answer::Number(*min)),
            _ => None,
        }
    }

    /// Check an answer's shape and membership. The message names only keys the
    /// answering seat was offered, so it never leaks anything.
    pub fn check(&self, answer: &Answer) -> Result<(), String> {
        match (self, answer) {
            (Choice::One { options }, Answer::One(k)) => {
                if options.iter().any(|o| &o.key == k) {
                    Ok(())
                } else {
                    Err(format!("{k:?} is not one of the options"))
                }
            }
            (Choice::Many { options, min, max }, Answer::Many(ks)) => {
                distinct_members(options, ks)?;
                if ks.len() < *min || ks.len() > *max {
                    Err(if min == max {
                        format!("choose exactly {min}")
                    } else {
                        format!("choose between {min} and {max}")
                    })
                } else {
                    Ok(())
                }
            }
            (Choice::Order { items }, Answer::Order(ks)) => {
                distinct_members(items, ks)?;
                if ks.len() == items.len() { Ok(()) } else { Err(format!("put all {} items in order", items.len())) }
            }
            (Choice::Number { min, max }, Answer::Number(n)) => {
                if n < min || n > max {
                    Err(format!("choose a number from {min} to {max}"))
                } else {
                    Ok(())
                }
            }
            (_, Answer::Standing { .. }) => Err("a standing order is not an answer to a decision".to_string()),
            (_, Answer::TakeBack) => Err("taking back a decision is not an answer to one".to_string()),
            (c, _) => Err(format!("this decision needs a {} answer", c.shape())),
        }
    }

    pub fn shape(&self) -> &'static str {
        match self {
            Choice::One { .. } => "one",
            Choice::Many { .. } => "many",
            Choice::Order { .. } => "order",
            Choice::Number { .. } => "number",
        }
    }

    /// Options offered, in order (none for `Number`).
    pub fn options(&self) -> &[Opt] {
        match self {
            Choice::One { options } | Choice::Many { options, .. } => options,
            Choice::Order { items } => items,
            Choice::Number { .. } => &[],
        }
    }
}

fn keys(opts: &[Opt]) -> Vec<String> {
    opts.iter().map(|o| o.key.to_string()).collect()
}

fn distinct_members(opts: &[Opt], ks: &[String]) -> Result<(), String> {
    let mut seen = BTreeSet::new();
    for k in ks {
        if !opts.iter().any(|o| &o.key == k) {
            return Err(format!("{k:?} is not one of the options"));
        }
        if !seen.insert(k) {
            return Err(format!("{k:?} is chosen twice"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(keys: &[&str]) -> Vec<Opt> {
        keys.iter().map(|k| Opt::new(k.to_string(), Text::key("x"))).collect()
    }

    #[test]
    fn answers_have_a_stable_wire_form() {
        assert_eq!(serde_json::to_string(&Answer::one("a")).unwrap(), r#"{"one":"a"}"#);
        assert_eq!(serde_json::to_string(&Answer::many(["a", "b"])).unwrap(), r#"{"many":["a","b"]}"#);
        assert_eq!(serde_json::to_string(&Answer::Number(3)).unwrap(), r#"{"number":3}"#);
        assert_eq!(serde_json::to_string(&Answer::TakeBack).unwrap(), r#""take_back""#);
        assert_eq!(serde_json::from_str::<Answer>(r#""take_back""#).unwrap(), Answer::TakeBack);
        assert!(serde_json::from_str::<Answer>(r#"{"one":"a","many":[]}"#).is_err());
    }

    #[test]
    fn check_rejects_wrong_shapes_and_members() {
        let many = Choice::Many { options: opts(&["a", "b", "c"]), min: 1, max: 2 };
        assert!(many.check(&Answer::many(["a"])).is_ok());
        assert!(many.check(&Answer::many(Vec::<String>::new())).is_err());
        assert!(many.check(&Answer::many(["a", "a"])).is_err());
        assert!(many.check(&Answer::many(["a", "b", "c"])).is_err());
        assert!(many.check(&Answer::many(["z"])).is_err());
        assert!(many.check(&Answer::one("a")).is_err());
        let order = Choice::Order { items: opts(&["a", "b"]) };
        assert!(order.check(&Answer::order(["b", "a"])).is_ok());
        assert!(order.check(&Answer::order(["b"])).is_err());
        let num = Choice::Number { min: -1, max: 2 };
        assert!(num.check(&Answer::Number(-1)).is_ok());
        assert!(num.check(&Answer::Number(3)).is_err());
    }

    #[test]
    fn forced_answers() {
        assert_eq!(Choice::One { options: opts(&["a"]) }.forced_answer(), Some(Answer::one("a")));
        assert_eq!(Choice::One { options: opts(&["a", "b"]) }.forced_answer(), None);
        assert_eq!(
            Choice::Many { options: opts(&["a", "b"]), min: 2, max: 2 }.forced_answer(),
            Some(Answer::many(["a", "b"]))
        );
        assert_eq!(
            Choice::Many { options: opts(&["a", "b"]), min: 0, max: 0 }.forced_answer(),
            Some(Answer::Many(vec![]))
        );
        assert_eq!(Choice::Many { options: opts(&["a", "b"]), min: 0, max: 1 }.forced_answer(), None);
        assert_eq!(Choice::Number { min: 2, max: 2 }.forced_answer(), Some(Answer::Number(2)));
    }
}
