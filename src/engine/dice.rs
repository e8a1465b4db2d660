//! Dice, rolled by the game from its [`GameRng`] (never by players), so every roll
//! is part of the deterministic event stream and can be logged publicly.

use super::GameRng;
use serde::{Deserialize, Serialize};

/// A die by its number of faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Die {
    D6,
    D8,
}

impl Die {
    pub fn faces(self) -> u32 {
        match self {
            Die::D6 => 6,
            Die::D8 => 8,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Die::D6 => "d6",
            Die::D8 => "d8",
        }
    }

    /// One roll, uniform in `1..=faces`.
    pub fn roll(self, rng: &mut GameRng) -> u32 {
        rng.roll(self.faces())
    }

    /// Roll `times` (at least once) and keep the best; returns every roll too.
    pub fn roll_keep_best(self, times: usize, rng: &mut GameRng) -> (u32, Vec<u32>) {
        let rolls: Vec<u32> = (0..times.max(1)).map(|_| self.roll(rng)).collect();
        (rolls.iter().copied().max().unwrap_or(1), rolls)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rolls_stay_on_the_faces_and_keep_the_best() {
        let mut rng = GameRng::from_u64(3);
        let mut seen = [false; 9];
        for _ in 0..400 {
            let r = Die::D8.roll(&mut rng);
            assert!((1..=8).contains(&r));
            seen[r as usize] = true;
        }
        assert!(seen[1..=8].iter().all(|s| *s));
        for _ in 0..50 {
            let (best, rolls) = Die::D6.roll_keep_best(2, &mut rng);
            assert_eq!(rolls.len(), 2);
            assert_eq!(best, *rolls.iter().max().unwrap());
            assert!(rolls.iter().all(|r| (1..=6).contains(r)));
        }
    }
}
