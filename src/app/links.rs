//! Signed links in mail: a move link names (user, game, seq, option, expiry)
//! under an HMAC, a decide link (user, game, seq, proposed answer or none,
//! expiry); an unsubscribe link names the user. Mail and the link pages write
//! them, the web checks them.

use super::keys::Keys;
use engine::{Answer, Choice, Opt, Prompt};
use serde::Deserialize;

#[derive(Clone, Debug, Deserialize)]
pub struct MoveLink {
    /// Game.
    pub g: i64,
    /// User the mail went to.
    pub u: i64,
    /// The game's seq when the mail was written.
    pub q: u64,
    /// The option's key.
    pub o: String,
    /// Expiry, Unix seconds.
    pub e: i64,
    pub s: String,
}

impl MoveLink {
    fn parts(&self) -> [String; 6] {
        ["move".into(), self.g.to_string(), self.u.to_string(), self.q.to_string(), self.o.clone(), self.e.to_string()]
    }

    pub fn new(keys: &Keys, game: i64, user: i64, seq: u64, option: &str, expires: i64) -> MoveLink {
        let mut link = MoveLink { g: game, u: user, q: seq, o: option.to_string(), e: expires, s: String::new() };
        link.s = keys.sign(&link.parts().each_ref().map(String::as_str));
        link
    }

    /// Whether the signature is genuine (the expiry is the caller's to check).
    pub fn verify(&self, keys: &Keys) -> bool {
        keys.verify(&self.parts().each_ref().map(String::as_str), &self.s)
    }

    pub fn path(&self) -> String {
        let query = form_urlencoded::Serializer::new(String::new())
            .append_pair("g", &self.g.to_string())
            .append_pair("u", &self.u.to_string())
            .append_pair("q", &self.q.to_string())
            .append_pair("o", &self.o)
            .append_pair("e", &self.e.to_string())
            .append_pair("s", &self.s)
            .finish();
        format!("/link/move?{query}")
    }
}

/// Unsubscribe links (`List-Unsubscribe`): signed over the user id.
#[derive(Clone, Debug, Deserialize)]
pub struct UnsubscribeLink {
    pub u: i64,
    pub s: String,
}

impl UnsubscribeLink {
    pub fn new(keys: &Keys, user: i64) -> UnsubscribeLink {
        UnsubscribeLink { u: user, s: keys.sign(&["unsubscribe", &user.to_string()]) }
    }

    pub fn path(&self) -> String {
        format!("/unsubscribe?u={}&s={}", self.u, self.s)
    }

    pub fn verify(&self, keys: &Keys) -> bool {
        keys.verify(&["unsubscribe", &self.u.to_string()], &self.s)
    }
}

/// A signed link to one decision of any kind: `/link/decide?g&u&q&a&e&s`. With an
/// answer `a` (the answer's JSON) it proposes that answer on a confirm page ("discard
/// none"); without one it opens a small form where the seat makes the choice and
/// confirms it. Like [`MoveLink`] it is bound to the seq it was made at.
#[derive(Clone, Debug, Deserialize)]
pub struct DecideLink {
    pub g: i64,
    pub u: i64,
    pub q: u64,
    /// The proposed answer as JSON, or empty for the form.
    #[serde(default)]
    pub a: String,
    pub e: i64,
    pub s: String,
}

impl DecideLink {
    fn parts(&self) -> [String; 6] {
        [
            "decide".into(),
            self.g.to_string(),
            self.u.to_string(),
            self.q.to_string(),
            self.a.clone(),
            self.e.to_string(),
        ]
    }

    pub fn new(keys: &Keys, game: i64, user: i64, seq: u64, answer: Option<&Answer>, expires: i64) -> DecideLink {
        let a = answer.map(|a| serde_json::to_string(a).expect("answers serialize")).unwrap_or_default();
        let mut link = DecideLink { g: game, u: user, q: seq, a, e: expires, s: String::new() };
        link.s = keys.sign(&link.parts().each_ref().map(String::as_str));
        link
    }

    pub fn verify(&self, keys: &Keys) -> bool {
        keys.verify(&self.parts().each_ref().map(String::as_str), &self.s)
    }

    /// The proposed answer, if the link carries one (a genuine link's always parses).
    pub fn answer(&self) -> Option<Answer> {
        if self.a.is_empty() { None } else { serde_json::from_str(&self.a).ok() }
    }

    /// The signed fields, as the hidden inputs of the page's form carry them.
    pub fn fields(&self) -> Vec<(&'static str, String)> {
        vec![
            ("g", self.g.to_string()),
            ("u", self.u.to_string()),
            ("q", self.q.to_string()),
            ("a", self.a.clone()),
            ("e", self.e.to_string()),
            ("s", self.s.clone()),
        ]
    }

    pub fn path(&self) -> String {
        let mut query = form_urlencoded::Serializer::new(String::new());
        for (k, v) in self.fields() {
            if k != "a" || !v.is_empty() {
                query.append_pair(k, &v);
            }
        }
        format!("/link/decide?{}", query.finish())
    }
}

/// A `One` prompt with at most this many options gets one link per option; a
/// `Many` prompt with at most this many options gets a link per single option.
pub const MAX_LINKS: usize = 12;

/// What a decision link says, for the mail or page to put in words.
pub enum LinkLabel {
    /// One option (its label, and its note and cards' texts beside it).
    Option(Opt),
    /// Choose none of the options.
    None,
    /// Choose all of them.
    All,
    /// Open the form to choose.
    Form,
}

pub struct DecisionLink {
    pub label: LinkLabel,
    pub path: String,
}

/// Every signed link for `user`'s decision `prompt` at `seq`: one per option of a
/// small `One` prompt; for other kinds the common answers of a small `Many`
/// (none, each single option, all) and a link to the form.
pub fn decision_links(keys: &Keys, game: i64, user: i64, seq: u64, prompt: &Prompt, expires: i64) -> Vec<DecisionLink> {
    let preset = |label: LinkLabel, answer: Answer| DecisionLink {
        label,
        path: DecideLink::new(keys, game, user, seq, Some(&answer), expires).path(),
    };
    let mut links = Vec::new();
    match &prompt.choice {
        Choice::One { options } if options.len() <= MAX_LINKS => {
            return options
                .iter()
                .map(|o| DecisionLink {
                    label: LinkLabel::Option(o.clone()),
                    path: MoveLink::new(keys, game, user, seq, &o.key, expires).path(),
                })
                .collect();
        }
        Choice::Many { options, min, max } if options.len() <= MAX_LINKS => {
            if *min == 0 {
                links.push(preset(LinkLabel::None, Answer::Many(vec![])));
            }
            if *min <= 1 && *max >= 1 && options.len() > 1 {
                for o in options {
                    links.push(preset(LinkLabel::Option(o.clone()), Answer::many([o.key.as_ref()])));
                }
            }
            if *max >= options.len() && *min <= options.len() && options.len() > 1 {
                links.push(preset(LinkLabel::All, Answer::Many(options.iter().map(|o| o.key.to_string()).collect())));
            }
        }
        _ => {}
    }
    links.push(DecisionLink {
        label: LinkLabel::Form,
        path: DecideLink::new(keys, game, user, seq, None, expires).path(),
    });
    links
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Text;

    fn prompt(choice: Choice) -> Prompt {
        Prompt { seat: 0, text: Text::key("t"), choice }
    }

    fn opts(n: usize) -> Vec<Opt> {
        (0..n).map(|i| Opt::new(format!("k{i}"), Text::key("o"))).collect()
    }

    #[test]
    fn decide_links_verify_and_carry_their_answer() {
        let keys = Keys::from_hex(&"ab".repeat(64)).unwrap();
        let link = DecideLink::new(&keys, 3, 4, 5, Some(&Answer::Many(vec![])), 99);
        assert!(link.verify(&keys));
        assert_eq!(link.answer(), Some(Answer::Many(vec![])));
        let other = DecideLink { a: r#"{"many":["k0"]}"#.into(), ..link.clone() };
        assert!(!other.verify(&keys), "the answer is signed");
        let form = DecideLink::new(&keys, 3, 4, 5, None, 99);
        assert!(form.verify(&keys) && form.answer().is_none() && !form.path().contains("&a="));
    }

    #[test]
    fn every_kind_of_decision_gets_links() {
        let keys = Keys::from_hex(&"ab".repeat(64)).unwrap();
        let kinds = |c: Choice| {
            decision_links(&keys, 1, 1, 1, &prompt(c), 9)
                .iter()
                .map(|l| match l.label {
                    LinkLabel::Option(_) => 'o',
                    LinkLabel::None => 'n',
                    LinkLabel::All => 'a',
                    LinkLabel::Form => 'f',
                })
                .collect::<String>()
        };
        assert_eq!(kinds(Choice::One { options: opts(3) }), "ooo");
        assert_eq!(kinds(Choice::One { options: opts(MAX_LINKS + 1) }), "f");
        assert_eq!(kinds(Choice::Many { options: opts(2), min: 0, max: 2 }), "nooaf");
        assert_eq!(kinds(Choice::Many { options: opts(5), min: 2, max: 2 }), "f", "Militia: no common answer");
        assert_eq!(kinds(Choice::Many { options: opts(3), min: 0, max: 1 }), "nooof");
        assert_eq!(kinds(Choice::Order { items: opts(3) }), "f");
        assert_eq!(kinds(Choice::Number { min: 0, max: 4 }), "f");
    }
}
