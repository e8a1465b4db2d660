//! Signed links in mail: a move link names (user, game, seq, option, expiry)
//! under an HMAC; an unsubscribe link names the user. Mail writes them, the web
//! checks them.

use super::keys::Keys;
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
