//! Secrets: one master key from the configuration (or generated into the data
//! directory on first start) from which the cookie key, CSRF tokens and signed
//! links derive. Every app node with the same key accepts the same cookies and
//! links, so nodes stay stateless.

use actix_web::cookie::Key;
use hmac::{Hmac, KeyInit, Mac};
use sha2::{Digest, Sha256};
use std::path::Path;

type HmacSha256 = Hmac<Sha256>;

pub struct Keys {
    pub cookie: Key,
    mac: [u8; 32],
}

/// Random bytes from the operating system.
pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut b = [0u8; N];
    getrandom::fill(&mut b).expect("the operating system provides randomness");
    b
}

impl Keys {
    /// From 64 hex-encoded bytes or more.
    pub fn from_hex(hex_key: &str) -> Result<Keys, String> {
        let master = hex::decode(hex_key.trim()).map_err(|e| format!("secret_key: {e}"))?;
        if master.len() < 64 {
            return Err("secret_key: use at least 64 bytes (128 hex digits)".into());
        }
        let mac: [u8; 32] = Sha256::new_with_prefix(b"letterbox mac key\0").chain_update(&master).finalize().into();
        Ok(Keys { cookie: Key::derive_from(&master), mac })
    }

    /// The configured key, or the one in `data_dir/secret.key`, created on first
    /// use.
    pub fn load(configured: &str, data_dir: &Path) -> Result<Keys, String> {
        if !configured.trim().is_empty() {
            return Keys::from_hex(configured);
        }
        let path = data_dir.join("secret.key");
        match std::fs::read_to_string(&path) {
            Ok(text) => Keys::from_hex(&text),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                std::fs::create_dir_all(data_dir).map_err(|e| format!("{}: {e}", data_dir.display()))?;
                let key = hex::encode(random_bytes::<64>());
                write_private(&path, &key).map_err(|e| format!("{}: {e}", path.display()))?;
                Keys::from_hex(&key)
            }
            Err(e) => Err(format!("{}: {e}", path.display())),
        }
    }

    /// HMAC-SHA256 over the parts, each length-prefixed so no two part lists
    /// collide; hex.
    pub fn sign(&self, parts: &[&str]) -> String {
        hex::encode(self.mac(parts).finalize().into_bytes())
    }

    /// The first [`SHORT_HEX`] hex digits of [`Keys::sign`]: for links and form
    /// tokens, where 128 bits are plenty.
    pub fn sign_short(&self, parts: &[&str]) -> String {
        let mut signature = self.sign(parts);
        signature.truncate(SHORT_HEX);
        signature
    }

    /// Whether `signature` is the one [`Keys::sign`] makes for the parts, compared
    /// in constant time by the MAC itself.
    pub fn verify(&self, parts: &[&str], signature: &str) -> bool {
        lower_hex(signature).is_some_and(|tag| self.mac(parts).verify_slice(&tag).is_ok())
    }

    /// Whether `signature` is the one [`Keys::sign_short`] makes for the parts,
    /// compared in constant time by the MAC itself (its left-truncated check,
    /// given exactly [`SHORT_HEX`] digits: a shorter tag would be easier to guess).
    pub fn verify_short(&self, parts: &[&str], signature: &str) -> bool {
        signature.len() == SHORT_HEX
            && lower_hex(signature).is_some_and(|tag| self.mac(parts).verify_truncated_left(&tag).is_ok())
    }

    fn mac(&self, parts: &[&str]) -> HmacSha256 {
        let mut mac = <HmacSha256 as KeyInit>::new_from_slice(&self.mac).expect("HMAC takes any key length");
        for p in parts {
            mac.update(&(p.len() as u64).to_le_bytes());
            mac.update(p.as_bytes());
        }
        mac
    }
}

/// Hex digits of a short signature ([`Keys::sign_short`]): 16 bytes.
pub const SHORT_HEX: usize = 32;

/// The bytes of a signature as [`Keys::sign`] writes it, lowercase hex (any other
/// spelling was never a signature of ours, so it is refused as before).
fn lower_hex(signature: &str) -> Option<Vec<u8>> {
    signature.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')).then(|| hex::decode(signature).ok()).flatten()
}

fn write_private(path: &Path, contents: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut opts = std::fs::OpenOptions::new();
    opts.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.mode(0o600);
    }
    opts.open(path)?.write_all(contents.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_bind_every_part() {
        let k = Keys::from_hex(&"ab".repeat(64)).unwrap();
        let s = k.sign(&["move", "1", "2"]);
        assert!(k.verify(&["move", "1", "2"], &s));
        assert!(!k.verify(&["move", "12", ""], &s));
        assert!(!k.verify(&["move", "1", "3"], &s));
        let other = Keys::from_hex(&"cd".repeat(64)).unwrap();
        assert!(!other.verify(&["move", "1", "2"], &s));
        assert!(!k.verify(&["move", "1", "2"], &s.to_uppercase()), "only our own spelling");
        assert!(!k.verify(&["move", "1", "2"], &s[..62]), "a full signature is all of it");
        assert!(!k.verify(&["move", "1", "2"], &format!("{s}00")));
        assert!(!k.verify(&["move", "1", "2"], ""));
    }

    #[test]
    fn short_signatures_are_the_left_of_the_full_one_and_exactly_that_long() {
        let k = Keys::from_hex(&"ab".repeat(64)).unwrap();
        let parts = ["join", "7"];
        let short = k.sign_short(&parts);
        assert_eq!(short, k.sign(&parts)[..SHORT_HEX]);
        assert!(k.verify_short(&parts, &short));
        assert!(!k.verify_short(&["join", "8"], &short));
        assert!(!k.verify_short(&parts, &short[..SHORT_HEX - 2]), "a shorter prefix is refused");
        assert!(!k.verify_short(&parts, &short[..2]));
        assert!(!k.verify_short(&parts, ""));
        assert!(!k.verify_short(&parts, &k.sign(&parts)), "a full signature is not a short one");
        assert!(!k.verify_short(&parts, &short.to_uppercase()));
        let mut flipped = short.clone().into_bytes();
        flipped[SHORT_HEX - 1] = if flipped[SHORT_HEX - 1] == b'0' { b'1' } else { b'0' };
        assert!(!k.verify_short(&parts, std::str::from_utf8(&flipped).unwrap()));
        assert!(!k.verify(&parts, &short), "a short signature is not a full one");
    }
}
