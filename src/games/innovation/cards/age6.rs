//! Age 6 (cards 55–64): one function per effect, each with the effect in our
//! own words above it, and a row per card in `EFFECTS`.

use super::CardEffects;

/// The effects of the age-6 cards, by card number. Cards not listed here cannot be
/// dealt yet (setup refuses a deck holding them).
pub const EFFECTS: &[CardEffects] = &[];
