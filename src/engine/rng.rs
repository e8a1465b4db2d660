//! Deterministic randomness. Event `k` of a game draws from ChaCha20 seeded with
//! SHA-256(seed ‖ k) (k as 8 little-endian bytes; setup is k = 0). Uniform sampling
//! and shuffling are our own code so that a library upgrade can never change a deal.

use rand_chacha::ChaCha20Rng;
use rand_core::{Rng, SeedableRng};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use sha2::{Digest, Sha256};
use std::fmt;
use std::str::FromStr;

/// A game's secret 32-byte seed, written as 64 hex digits.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Seed(pub [u8; 32]);

impl Seed {
    /// A deterministic seed from any label (tests, benchmarks, the engine protocol).
    pub fn from_label(label: &str) -> Seed {
        Seed(sha256(label.as_bytes()))
    }

    /// SHA-256 of the seed, published from the start of a game.
    pub fn hash_hex(&self) -> String {
        hex::encode(sha256(&self.0))
    }

    pub fn to_hex(&self) -> String {
        hex::encode(self.0)
    }
}

// The seed is secret until the game ends: never print it by accident.
impl fmt::Debug for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Seed(..)")
    }
}

impl FromStr for Seed {
    type Err = String;
    fn from_str(s: &str) -> Result<Seed, String> {
        let bytes = hex::decode(s.trim()).map_err(|_| "a seed is 64 hex digits".to_string())?;
        let arr: [u8; 32] = bytes.try_into().map_err(|_| "a seed is 64 hex digits".to_string())?;
        Ok(Seed(arr))
    }
}

impl Serialize for Seed {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_hex())
    }
}

impl<'de> Deserialize<'de> for Seed {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

pub(crate) fn sha256(bytes: &[u8]) -> [u8; 32] {
    Sha256::digest(bytes).into()
}

/// Event `k`'s generator: ChaCha20 seeded with SHA-256(seed ‖ k).
fn stream(seed: &[u8; 32], k: u64) -> ChaCha20Rng {
    let mut h = Sha256::new();
    h.update(seed);
    h.update(k.to_le_bytes());
    ChaCha20Rng::from_seed(h.finalize().into())
}

/// The random source handed to `setup`, `apply` and `scramble_hidden`. Most
/// events draw nothing (a buy, a card played), so the generator is derived from
/// the seed only at the first draw: the same stream, without hashing per event.
pub struct GameRng {
    seed: [u8; 32],
    event: u64,
    inner: Option<ChaCha20Rng>,
    /// How many values have been drawn; `verify` reports it.
    draws: u64,
}

impl GameRng {
    pub fn for_event(seed: &Seed, k: u64) -> GameRng {
        GameRng { seed: seed.0, event: k, inner: None, draws: 0 }
    }

    /// A generator for tests and tools, from a plain number.
    pub fn from_u64(n: u64) -> GameRng {
        GameRng::for_event(&Seed::from_label("letterbox-test-rng"), n)
    }

    pub fn draws(&self) -> u64 {
        self.draws
    }

    pub fn next_u64(&mut self) -> u64 {
        self.draws += 1;
        let (seed, event) = (&self.seed, self.event);
        self.inner.get_or_insert_with(|| stream(seed, event)).next_u64()
    }

    /// Uniform in `0..n`, by rejection (no modulo bias). `n` must be positive.
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "GameRng::below(0)");
        let n = n as u64;
        // The largest multiple of n that fits; values at or above it are redrawn.
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let x = self.next_u64();
            if x < zone {
                return (x % n) as usize;
            }
        }
    }

    /// A die roll: uniform in `1..=sides`.
    pub fn roll(&mut self, sides: u32) -> u32 {
        self.below(sides as usize) as u32 + 1
    }

    /// True with probability `num/den`.
    pub fn chance(&mut self, num: usize, den: usize) -> bool {
        self.below(den) < num
    }

    /// Fisher–Yates, from the last position down.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    /// A uniformly chosen element.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() { None } else { Some(&items[self.below(items.len())]) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_and_event_give_the_same_stream() {
        let seed = Seed::from_label("x");
        let a: Vec<u64> = (0..4)
            .map({
                let mut r = GameRng::for_event(&seed, 3);
                move |_| r.next_u64()
            })
            .collect();
        let b: Vec<u64> = (0..4)
            .map({
                let mut r = GameRng::for_event(&seed, 3);
                move |_| r.next_u64()
            })
            .collect();
        let c: Vec<u64> = (0..4)
            .map({
                let mut r = GameRng::for_event(&seed, 4);
                move |_| r.next_u64()
            })
            .collect();
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn known_answer_pins_the_stream() {
        // If this changes, every recorded game deals differently: that is a rules break.
        let mut r = GameRng::for_event(&Seed([7; 32]), 1);
        let mut deck: Vec<u32> = (1..=10).collect();
        r.shuffle(&mut deck);
        let mut sorted = deck.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (1..=10).collect::<Vec<_>>());
        assert_eq!(deck, KNOWN_SHUFFLE);
    }
    const KNOWN_SHUFFLE: [u32; 10] = [3, 5, 4, 9, 1, 10, 6, 7, 8, 2];

    #[test]
    fn below_is_roughly_uniform() {
        let mut r = GameRng::from_u64(1);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[r.below(6)] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn seed_hex_round_trips_and_debug_hides_it() {
        let s = Seed::from_label("abc");
        assert_eq!(s.to_hex().parse::<Seed>().unwrap(), s);
        assert_eq!(format!("{s:?}"), "Seed(..)");
        assert!("zz".parse::<Seed>().is_err());
        assert_eq!(s.hash_hex().len(), 64);
    }
}
