//! The saved form of a turn. Snapshots hold it and recorded games hash it, so
//! it keeps the fields the turn has always been written with; the per-card
//! counts of [`TurnCounts`] are stored each in the field it once had.

use super::cards::Card;
use super::state::{Gained, Phase, Turn, TurnCounts};
use engine::Seat;
use serde::{Deserialize, Serialize};

pub fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// A turn as written: field order and omissions are part of the format.
#[derive(Serialize, Deserialize)]
pub struct StoredTurn {
    player: Seat,
    number: u32,
    phase: Phase,
    actions: u32,
    buys: u32,
    coins: u32,
    bought: bool,
    merchants: u32,
    silvers_played: u32,
    gained: Vec<Gained>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    extra: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    outpost: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    buy_over: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    victory_gained_in_buy: bool,
    #[serde(default, skip_serializing_if = "is_zero")]
    sailors: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    corsair_checked: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    crossroads: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    fools_gold: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    hagglers: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    schemes: u32,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    schemed: Vec<Card>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    cleanup_asked: bool,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    cauldrons: Vec<Vec<Seat>>,
}

/// Which card's count each stored counter field holds. Treasury's count is a
/// flag (a Victory card was gained in the Buy phase): 0 or 1.
const MERCHANTS: Card = Card::Merchant;
const SILVERS_PLAYED: Card = Card::Silver;
const VICTORY_GAINED_IN_BUY: Card = Card::Treasury;
const SAILORS: Card = Card::Sailor;
const CORSAIR_CHECKED: Card = Card::Corsair;
const CROSSROADS: Card = Card::Crossroads;
const FOOLS_GOLD: Card = Card::FoolsGold;
const HAGGLERS: Card = Card::Haggler;
const SCHEMES: Card = Card::Scheme;

impl From<&Turn> for StoredTurn {
    fn from(t: &Turn) -> StoredTurn {
        let n = |card| t.counts.get(card);
        StoredTurn {
            player: t.player,
            number: t.number,
            phase: t.phase,
            actions: t.actions,
            buys: t.buys,
            coins: t.coins,
            bought: t.bought,
            merchants: n(MERCHANTS),
            silvers_played: n(SILVERS_PLAYED),
            gained: t.gained.clone(),
            extra: t.extra,
            outpost: t.outpost,
            buy_over: t.buy_over,
            victory_gained_in_buy: n(VICTORY_GAINED_IN_BUY) > 0,
            sailors: n(SAILORS),
            corsair_checked: n(CORSAIR_CHECKED),
            crossroads: n(CROSSROADS),
            fools_gold: n(FOOLS_GOLD),
            hagglers: n(HAGGLERS),
            schemes: n(SCHEMES),
            schemed: t.schemed.clone(),
            cleanup_asked: t.cleanup_asked,
            cauldrons: t.cauldrons.clone(),
        }
    }
}

impl From<StoredTurn> for Turn {
    fn from(s: StoredTurn) -> Turn {
        let mut counts = TurnCounts::default();
        for (card, n) in [
            (MERCHANTS, s.merchants),
            (SILVERS_PLAYED, s.silvers_played),
            (VICTORY_GAINED_IN_BUY, u32::from(s.victory_gained_in_buy)),
            (SAILORS, s.sailors),
            (CORSAIR_CHECKED, s.corsair_checked),
            (CROSSROADS, s.crossroads),
            (FOOLS_GOLD, s.fools_gold),
            (HAGGLERS, s.hagglers),
            (SCHEMES, s.schemes),
        ] {
            counts.set(card, n);
        }
        Turn {
            player: s.player,
            number: s.number,
            phase: s.phase,
            actions: s.actions,
            buys: s.buys,
            coins: s.coins,
            bought: s.bought,
            gained: s.gained,
            extra: s.extra,
            outpost: s.outpost,
            buy_over: s.buy_over,
            counts,
            schemed: s.schemed,
            cleanup_asked: s.cleanup_asked,
            cauldrons: s.cauldrons,
        }
    }
}
