//! Age 4 (cards 35–44): one function per effect, each with the effect in our
//! own words above it, and a row per card in `EFFECTS`.

use super::CardEffects;

/// The effects of the age-4 cards, by card number. Cards not listed here cannot be
/// dealt yet (setup refuses a deck holding them).
pub const EFFECTS: &[CardEffects] = &[];
