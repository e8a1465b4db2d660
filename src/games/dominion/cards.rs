//! The card table: every card's cost, types and printed values, the kingdom cards
//! and the published recommended kingdoms. Effects live in `effects.rs`; each
//! card's wording (our own) is in the catalog as `dominion-card-<id>.text`.

use engine::Arg;
use engine::text::Str;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// A card, by kind. Cards of one kind are interchangeable, so zones hold kinds and
/// no card ever carries an identity a player could track through a shuffle.
/// Declaration order is the display order of a hand: basic cards first, then the
/// kingdom cards alphabetically.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Card {
    Copper,
    Silver,
    Gold,
    Estate,
    Duchy,
    Province,
    Curse,
    Artisan,
    Bandit,
    Bureaucrat,
    Cellar,
    Chapel,
    CouncilRoom,
    Festival,
    Gardens,
    Harbinger,
    Laboratory,
    Library,
    Market,
    Merchant,
    Militia,
    Mine,
    Moat,
    Moneylender,
    Poacher,
    Remodel,
    Sentry,
    Smithy,
    ThroneRoom,
    Vassal,
    Village,
    Witch,
    Workshop,
    Astrolabe,
    Bazaar,
    Blockade,
    Caravan,
    Corsair,
    Cutpurse,
    FishingVillage,
    Haven,
    Island,
    Lighthouse,
    Lookout,
    MerchantShip,
    Monkey,
    NativeVillage,
    Outpost,
    Pirate,
    Sailor,
    Salvager,
    SeaChart,
    SeaWitch,
    Smugglers,
    Tactician,
    TidePools,
    TreasureMap,
    Treasury,
    Warehouse,
    Wharf,
    Berserker,
    BorderVillage,
    Cartographer,
    Cauldron,
    Crossroads,
    Develop,
    Farmland,
    FoolsGold,
    GuardDog,
    Haggler,
    Highway,
    Inn,
    JackOfAllTrades,
    Margrave,
    Nomads,
    Oasis,
    Scheme,
    Souk,
    SpiceMerchant,
    Stables,
    Trader,
    Trail,
    Tunnel,
    Weaver,
    Wheelwright,
    WitchsHut,
}

/// A card type. A card may have several (Moat is an Action and a Reaction) and
/// counts as each of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardType {
    Action,
    Treasure,
    Victory,
    Curse,
    Attack,
    Reaction,
    /// Stays in play while it still has something to do on a later turn.
    Duration,
}

/// What is printed on a card besides its effect.
#[derive(Debug)]
pub struct CardInfo {
    /// The id used in option keys, catalog keys and on the wire.
    pub id: &'static str,
    pub cost: u32,
    pub types: &'static [CardType],
    /// Coins a Treasure makes when played.
    pub coins: u32,
    /// Fixed victory points (Gardens' points depend on the deck: see `victory_points`).
    pub vp: i64,
    /// The turn prompt's option keys and board targets for this card, written
    /// out once here rather than built on every prompt.
    pub play_key: &'static str,
    pub buy_key: &'static str,
    pub hand_target: &'static str,
    pub supply_target: &'static str,
    /// The arguments of its labels on the turn prompt, "Play Gold" and "Buy Gold
    /// (6)" (at the printed cost), so that an option's label allocates nothing.
    pub card_args: &'static [(Str, Arg)],
    pub buy_args: &'static [(Str, Arg)],
    /// The card's name in the catalogs (the options form lists every card).
    pub name_key: &'static str,
}

use CardType::{Action, Attack, Duration, Reaction, Treasure, Victory};

/// A row of the table: the id, cost and types (keys and targets follow from the id).
macro_rules! info {
    ($id:literal, $cost:expr, $types:expr) => {
        CardInfo {
            id: $id,
            cost: $cost,
            types: $types,
            coins: 0,
            vp: 0,
            play_key: concat!("play:", $id),
            buy_key: concat!("buy:", $id),
            hand_target: concat!("hand-", $id),
            supply_target: concat!("supply-", $id),
            card_args: {
                const ARGS: &[(Str, Arg)] = &[(Cow::Borrowed("card"), Arg::Card(Cow::Borrowed($id)))];
                ARGS
            },
            buy_args: {
                const ARGS: &[(Str, Arg)] = &[
                    (Cow::Borrowed("card"), Arg::Card(Cow::Borrowed($id))),
                    (Cow::Borrowed("cost"), Arg::Number($cost)),
                ];
                ARGS
            },
            name_key: concat!("dominion-card-", $id),
        }
    };
}

/// Indexed by `Card as usize`, in declaration order.
const TABLE: [CardInfo; 86] = [
    CardInfo { coins: 1, ..info!("copper", 0, &[Treasure]) },
    CardInfo { coins: 2, ..info!("silver", 3, &[Treasure]) },
    CardInfo { coins: 3, ..info!("gold", 6, &[Treasure]) },
    CardInfo { vp: 1, ..info!("estate", 2, &[Victory]) },
    CardInfo { vp: 3, ..info!("duchy", 5, &[Victory]) },
    CardInfo { vp: 6, ..info!("province", 8, &[Victory]) },
    CardInfo { vp: -1, ..info!("curse", 0, &[CardType::Curse]) },
    info!("artisan", 6, &[Action]),
    info!("bandit", 5, &[Action, Attack]),
    info!("bureaucrat", 4, &[Action, Attack]),
    info!("cellar", 2, &[Action]),
    info!("chapel", 2, &[Action]),
    info!("council-room", 5, &[Action]),
    info!("festival", 5, &[Action]),
    info!("gardens", 4, &[Victory]),
    info!("harbinger", 3, &[Action]),
    info!("laboratory", 5, &[Action]),
    info!("library", 5, &[Action]),
    info!("market", 5, &[Action]),
    info!("merchant", 3, &[Action]),
    info!("militia", 4, &[Action, Attack]),
    info!("mine", 5, &[Action]),
    info!("moat", 2, &[Action, Reaction]),
    info!("moneylender", 4, &[Action]),
    info!("poacher", 4, &[Action]),
    info!("remodel", 4, &[Action]),
    info!("sentry", 5, &[Action]),
    info!("smithy", 4, &[Action]),
    info!("throne-room", 4, &[Action]),
    info!("vassal", 3, &[Action]),
    info!("village", 3, &[Action]),
    info!("witch", 5, &[Action, Attack]),
    info!("workshop", 3, &[Action]),
    CardInfo { coins: 1, ..info!("astrolabe", 3, &[Treasure, Duration]) },
    info!("bazaar", 5, &[Action]),
    info!("blockade", 4, &[Action, Duration, Attack]),
    info!("caravan", 4, &[Action, Duration]),
    info!("corsair", 5, &[Action, Duration, Attack]),
    info!("cutpurse", 4, &[Action, Attack]),
    info!("fishing-village", 3, &[Action, Duration]),
    info!("haven", 2, &[Action, Duration]),
    CardInfo { vp: 2, ..info!("island", 4, &[Action, Victory]) },
    info!("lighthouse", 2, &[Action, Duration]),
    info!("lookout", 3, &[Action]),
    info!("merchant-ship", 5, &[Action, Duration]),
    info!("monkey", 3, &[Action, Duration]),
    info!("native-village", 2, &[Action]),
    info!("outpost", 5, &[Action, Duration]),
    info!("pirate", 5, &[Action, Duration, Reaction]),
    info!("sailor", 4, &[Action, Duration]),
    info!("salvager", 4, &[Action]),
    info!("sea-chart", 3, &[Action]),
    info!("sea-witch", 5, &[Action, Duration, Attack]),
    info!("smugglers", 3, &[Action]),
    info!("tactician", 5, &[Action, Duration]),
    info!("tide-pools", 4, &[Action, Duration]),
    info!("treasure-map", 4, &[Action]),
    info!("treasury", 5, &[Action]),
    info!("warehouse", 3, &[Action]),
    info!("wharf", 5, &[Action, Duration]),
    info!("berserker", 5, &[Action, Attack]),
    info!("border-village", 6, &[Action]),
    info!("cartographer", 5, &[Action]),
    CardInfo { coins: 2, ..info!("cauldron", 5, &[Treasure, Attack]) },
    info!("crossroads", 2, &[Action]),
    info!("develop", 3, &[Action]),
    CardInfo { vp: 2, ..info!("farmland", 6, &[Victory]) },
    CardInfo { coins: 1, ..info!("fools-gold", 2, &[Treasure, Reaction]) },
    info!("guard-dog", 3, &[Action, Reaction]),
    info!("haggler", 5, &[Action]),
    info!("highway", 5, &[Action]),
    info!("inn", 5, &[Action]),
    info!("jack-of-all-trades", 4, &[Action]),
    info!("margrave", 5, &[Action, Attack]),
    info!("nomads", 4, &[Action]),
    info!("oasis", 3, &[Action]),
    info!("scheme", 3, &[Action]),
    info!("souk", 5, &[Action]),
    info!("spice-merchant", 4, &[Action]),
    info!("stables", 5, &[Action]),
    info!("trader", 4, &[Action, Reaction]),
    info!("trail", 4, &[Action, Reaction]),
    CardInfo { vp: 2, ..info!("tunnel", 3, &[Victory, Reaction]) },
    info!("weaver", 4, &[Action, Reaction]),
    info!("wheelwright", 5, &[Action]),
    info!("witchs-hut", 5, &[Action, Attack]),
];

/// Every card, in declaration order: the basic cards, then each set's kingdom cards.
pub const ALL: [Card; 86] = {
    let mut all = [Card::Copper; 86];
    let mut i = 0;
    while i < all.len() {
        all[i] = if i < BASIC.len() {
            BASIC[i]
        } else if i < BASIC.len() + KINGDOM.len() {
            KINGDOM[i - BASIC.len()]
        } else if i < BASIC.len() + KINGDOM.len() + SEASIDE.len() {
            SEASIDE[i - BASIC.len() - KINGDOM.len()]
        } else {
            HINTERLANDS[i - BASIC.len() - KINGDOM.len() - SEASIDE.len()]
        };
        i += 1;
    }
    all
};

/// The basic cards, in every game's supply.
pub const BASIC: [Card; 7] =
    [Card::Copper, Card::Silver, Card::Gold, Card::Estate, Card::Duchy, Card::Province, Card::Curse];

/// The 26 kingdom cards of the base set, 2nd edition.
pub const KINGDOM: [Card; 26] = [
    Card::Artisan,
    Card::Bandit,
    Card::Bureaucrat,
    Card::Cellar,
    Card::Chapel,
    Card::CouncilRoom,
    Card::Festival,
    Card::Gardens,
    Card::Harbinger,
    Card::Laboratory,
    Card::Library,
    Card::Market,
    Card::Merchant,
    Card::Militia,
    Card::Mine,
    Card::Moat,
    Card::Moneylender,
    Card::Poacher,
    Card::Remodel,
    Card::Sentry,
    Card::Smithy,
    Card::ThroneRoom,
    Card::Vassal,
    Card::Village,
    Card::Witch,
    Card::Workshop,
];

/// The 27 kingdom cards of Seaside, 2nd edition.
pub const SEASIDE: [Card; 27] = [
    Card::Astrolabe,
    Card::Bazaar,
    Card::Blockade,
    Card::Caravan,
    Card::Corsair,
    Card::Cutpurse,
    Card::FishingVillage,
    Card::Haven,
    Card::Island,
    Card::Lighthouse,
    Card::Lookout,
    Card::MerchantShip,
    Card::Monkey,
    Card::NativeVillage,
    Card::Outpost,
    Card::Pirate,
    Card::Sailor,
    Card::Salvager,
    Card::SeaChart,
    Card::SeaWitch,
    Card::Smugglers,
    Card::Tactician,
    Card::TidePools,
    Card::TreasureMap,
    Card::Treasury,
    Card::Warehouse,
    Card::Wharf,
];

/// The 26 kingdom cards of Hinterlands, 2nd edition.
pub const HINTERLANDS: [Card; 26] = [
    Card::Berserker,
    Card::BorderVillage,
    Card::Cartographer,
    Card::Cauldron,
    Card::Crossroads,
    Card::Develop,
    Card::Farmland,
    Card::FoolsGold,
    Card::GuardDog,
    Card::Haggler,
    Card::Highway,
    Card::Inn,
    Card::JackOfAllTrades,
    Card::Margrave,
    Card::Nomads,
    Card::Oasis,
    Card::Scheme,
    Card::Souk,
    Card::SpiceMerchant,
    Card::Stables,
    Card::Trader,
    Card::Trail,
    Card::Tunnel,
    Card::Weaver,
    Card::Wheelwright,
    Card::WitchsHut,
];

/// The cards that may respond to a gain, in the order their responses are
/// offered to a player (each declares its response beside its effect).
pub const GAIN_RESPONDERS: [Card; 14] = [
    Card::Monkey,
    Card::Blockade,
    Card::Pirate,
    Card::Sailor,
    Card::BorderVillage,
    Card::Inn,
    Card::Souk,
    Card::Nomads,
    Card::Berserker,
    Card::Trail,
    Card::Trader,
    Card::Haggler,
    Card::Cauldron,
    Card::FoolsGold,
];

/// Likewise for a buy, a trash and a discard.
pub const BUY_RESPONDERS: [Card; 1] = [Card::Farmland];
pub const TRASH_RESPONDERS: [Card; 2] = [Card::Nomads, Card::Trail];
pub const DISCARD_RESPONDERS: [Card; 3] = [Card::Tunnel, Card::Trail, Card::Weaver];

/// The cards that take note of every Treasure played, in the order they do.
pub const TREASURE_WATCHERS: [Card; 2] = [Card::Merchant, Card::Corsair];

/// The cards that take note of every gain.
pub const GAIN_WATCHERS: [Card; 1] = [Card::Treasury];

/// The cards that answer an Attack from the hand, in the order a player is
/// offered them; and those whose lasting effect keeps their owner out of Attacks.
pub const ATTACK_REACTIONS: [Card; 2] = [Card::Moat, Card::GuardDog];
pub const ATTACK_SHIELDS: [Card; 1] = [Card::Lighthouse];

/// The cards that take note of a turn as it ends.
pub const END_OF_TURN: [Card; 1] = [Card::Smugglers];

/// The cards with a step at the end of the Buy phase, and at the start of Cleanup.
pub const END_OF_BUY: [Card; 1] = [Card::Treasury];
pub const AT_CLEANUP: [Card; 1] = [Card::Scheme];

/// A published set of kingdom cards; a game may draw its kingdom from several.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Set {
    Base,
    Seaside,
    Hinterlands,
}

impl Set {
    pub const ALL: [Set; 3] = [Set::Base, Set::Seaside, Set::Hinterlands];

    pub fn key(self) -> &'static str {
        match self {
            Set::Base => "base",
            Set::Seaside => "seaside",
            Set::Hinterlands => "hinterlands",
        }
    }

    pub fn from_key(key: &str) -> Option<Set> {
        Set::ALL.into_iter().find(|s| s.key() == key)
    }

    pub fn kingdom(self) -> &'static [Card] {
        match self {
            Set::Base => &KINGDOM,
            Set::Seaside => &SEASIDE,
            Set::Hinterlands => &HINTERLANDS,
        }
    }
}

/// A published recommended kingdom (the sets of 10 printed in the base set's and
/// the expansions' 2nd-edition rulebooks): option key and cards.
pub struct Recommended {
    pub key: &'static str,
    pub cards: [Card; 10],
}

pub const RECOMMENDED: [Recommended; 16] = [
    Recommended {
        key: "first-game",
        cards: [
            Card::Cellar,
            Card::Market,
            Card::Merchant,
            Card::Militia,
            Card::Mine,
            Card::Moat,
            Card::Remodel,
            Card::Smithy,
            Card::Village,
            Card::Workshop,
        ],
    },
    Recommended {
        key: "size-distortion",
        cards: [
            Card::Artisan,
            Card::Bandit,
            Card::Bureaucrat,
            Card::Chapel,
            Card::Festival,
            Card::Gardens,
            Card::Sentry,
            Card::ThroneRoom,
            Card::Witch,
            Card::Workshop,
        ],
    },
    Recommended {
        key: "deck-top",
        cards: [
            Card::Artisan,
            Card::Bureaucrat,
            Card::CouncilRoom,
            Card::Festival,
            Card::Harbinger,
            Card::Laboratory,
            Card::Moneylender,
            Card::Sentry,
            Card::Vassal,
            Card::Village,
        ],
    },
    Recommended {
        key: "sleight-of-hand",
        cards: [
            Card::Cellar,
            Card::CouncilRoom,
            Card::Festival,
            Card::Gardens,
            Card::Harbinger,
            Card::Library,
            Card::Militia,
            Card::Poacher,
            Card::Smithy,
            Card::ThroneRoom,
        ],
    },
    Recommended {
        key: "improvements",
        cards: [
            Card::Artisan,
            Card::Cellar,
            Card::Market,
            Card::Merchant,
            Card::Mine,
            Card::Moat,
            Card::Moneylender,
            Card::Poacher,
            Card::Remodel,
            Card::Witch,
        ],
    },
    Recommended {
        key: "silver-and-gold",
        cards: [
            Card::Bandit,
            Card::Bureaucrat,
            Card::Chapel,
            Card::Harbinger,
            Card::Laboratory,
            Card::Merchant,
            Card::Mine,
            Card::Moneylender,
            Card::ThroneRoom,
            Card::Vassal,
        ],
    },
    // Seaside, 2nd edition: Seaside alone, then Seaside with the base set.
    Recommended {
        key: "high-seas",
        cards: [
            Card::Bazaar,
            Card::Blockade,
            Card::Caravan,
            Card::Corsair,
            Card::Haven,
            Card::Island,
            Card::Lookout,
            Card::Pirate,
            Card::Warehouse,
            Card::Wharf,
        ],
    },
    Recommended {
        key: "buried-treasure",
        cards: [
            Card::Astrolabe,
            Card::Cutpurse,
            Card::FishingVillage,
            Card::Lighthouse,
            Card::Monkey,
            Card::Outpost,
            Card::Sailor,
            Card::SeaChart,
            Card::Tactician,
            Card::TreasureMap,
        ],
    },
    Recommended {
        key: "reach-for-tomorrow",
        cards: [
            Card::Artisan,
            Card::Cellar,
            Card::CouncilRoom,
            Card::Vassal,
            Card::Village,
            Card::Cutpurse,
            Card::Lookout,
            Card::Monkey,
            Card::SeaWitch,
            Card::TreasureMap,
        ],
    },
    Recommended {
        key: "repetition",
        cards: [
            Card::Festival,
            Card::Harbinger,
            Card::Militia,
            Card::Remodel,
            Card::Workshop,
            Card::Caravan,
            Card::Outpost,
            Card::Pirate,
            Card::SeaChart,
            Card::Treasury,
        ],
    },
    // Hinterlands, 2nd edition: alone, with the base set, then with Seaside.
    Recommended {
        key: "introduction",
        cards: [
            Card::Cartographer,
            Card::Crossroads,
            Card::Develop,
            Card::JackOfAllTrades,
            Card::Margrave,
            Card::Nomads,
            Card::Oasis,
            Card::SpiceMerchant,
            Card::Stables,
            Card::Weaver,
        ],
    },
    Recommended {
        key: "bargains",
        cards: [
            Card::BorderVillage,
            Card::Cauldron,
            Card::FoolsGold,
            Card::Haggler,
            Card::Highway,
            Card::Scheme,
            Card::Souk,
            Card::Trader,
            Card::Trail,
            Card::Wheelwright,
        ],
    },
    Recommended {
        key: "highway-robbery",
        cards: [
            Card::Cellar,
            Card::Library,
            Card::Moneylender,
            Card::ThroneRoom,
            Card::Workshop,
            Card::Berserker,
            Card::Highway,
            Card::Nomads,
            Card::Oasis,
            Card::Trail,
        ],
    },
    Recommended {
        key: "adventures-abroad",
        cards: [
            Card::Festival,
            Card::Laboratory,
            Card::Remodel,
            Card::Sentry,
            Card::Vassal,
            Card::Crossroads,
            Card::FoolsGold,
            Card::GuardDog,
            Card::Souk,
            Card::WitchsHut,
        ],
    },
    Recommended {
        key: "travelers",
        cards: [
            Card::Cutpurse,
            Card::Island,
            Card::Lookout,
            Card::MerchantShip,
            Card::Warehouse,
            Card::Cartographer,
            Card::Crossroads,
            Card::Farmland,
            Card::Souk,
            Card::Stables,
        ],
    },
    Recommended {
        key: "runners",
        cards: [
            Card::Bazaar,
            Card::Blockade,
            Card::Caravan,
            Card::Smugglers,
            Card::Sailor,
            Card::Berserker,
            Card::Cauldron,
            Card::GuardDog,
            Card::Nomads,
            Card::Wheelwright,
        ],
    },
];

impl Card {
    pub fn info(self) -> &'static CardInfo {
        &TABLE[self as usize]
    }

    pub fn id(self) -> &'static str {
        self.info().id
    }

    pub fn from_id(id: &str) -> Option<Card> {
        ALL.iter().copied().find(|c| c.id() == id)
    }

    pub fn cost(self) -> u32 {
        self.info().cost
    }

    pub fn is(self, t: CardType) -> bool {
        self.info().types.contains(&t)
    }

    pub fn is_action(self) -> bool {
        self.is(CardType::Action)
    }

    pub fn is_treasure(self) -> bool {
        self.is(CardType::Treasure)
    }

    pub fn is_victory(self) -> bool {
        self.is(CardType::Victory)
    }

    pub fn is_attack(self) -> bool {
        self.is(CardType::Attack)
    }

    /// The set the card belongs to (the basic cards count as the base set's).
    pub fn set(self) -> Set {
        if SEASIDE.contains(&self) {
            Set::Seaside
        } else if HINTERLANDS.contains(&self) {
            Set::Hinterlands
        } else {
            Set::Base
        }
    }

    pub fn is_duration(self) -> bool {
        self.is(CardType::Duration)
    }

    pub fn is_kingdom(self) -> bool {
        Set::ALL.iter().any(|s| s.kingdom().contains(&self))
    }
}

/// How many copies of `card` the supply starts with for `seats` players (after
/// the starting decks are dealt).
pub fn pile_size(card: Card, seats: usize) -> u32 {
    let big = seats >= 5;
    // Five or six players combine two sets of basic Treasures (the rulebook's
    // larger-game setup); the starting Coppers come out of the Copper pile.
    match card {
        Card::Copper => (if big { 120 } else { 60 }) - 7 * seats as u32,
        Card::Silver => {
            if big {
                80
            } else {
                40
            }
        }
        Card::Gold => {
            if big {
                60
            } else {
                30
            }
        }
        Card::Province => match seats {
            2 => 8,
            5 => 15,
            6 => 18,
            _ => 12,
        },
        Card::Curse => 10 * (seats as u32 - 1),
        c if c.is_victory() => {
            if seats == 2 {
                8
            } else {
                12
            }
        }
        _ => 10,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Text;

    #[test]
    fn label_arguments_in_the_table_are_the_ones_built_one_by_one() {
        for card in ALL {
            let (info, key) = (card.info(), "dominion-opt-buy");
            assert_eq!(Text::with_static_args(key, info.card_args), Text::key(key).card("card", card.id()));
            let (buy, table) = (Text::key(key).card("card", card.id()).num("cost", card.cost()), info.buy_args);
            assert_eq!(Text::with_static_args(key, table), buy);
            let json = |t: &Text| serde_json::to_string(t).unwrap();
            assert_eq!(json(&Text::with_static_args(key, table)), json(&buy), "the same wire form, in order");
        }
    }

    #[test]
    fn the_table_is_in_declaration_order_and_ids_round_trip() {
        for (i, c) in ALL.iter().enumerate() {
            assert_eq!(*c as usize, i);
            assert_eq!(Card::from_id(c.id()), Some(*c));
            assert_eq!(serde_json::to_value(c).unwrap(), serde_json::Value::String(c.id().to_string()));
        }
        assert_eq!(Card::from_id("woodcutter"), None);
    }

    #[test]
    fn recommended_kingdoms_are_ten_distinct_kingdom_cards() {
        for r in &RECOMMENDED {
            let mut cards = r.cards.to_vec();
            cards.sort();
            cards.dedup();
            assert_eq!(cards.len(), 10, "{}", r.key);
            assert!(cards.iter().all(|c| c.is_kingdom()), "{}", r.key);
        }
    }

    #[test]
    fn costs_and_types_match_the_published_cards() {
        let expect = [
            ("artisan", 6, "action"),
            ("bandit", 5, "action attack"),
            ("bureaucrat", 4, "action attack"),
            ("cellar", 2, "action"),
            ("chapel", 2, "action"),
            ("council-room", 5, "action"),
            ("festival", 5, "action"),
            ("gardens", 4, "victory"),
            ("harbinger", 3, "action"),
            ("laboratory", 5, "action"),
            ("library", 5, "action"),
            ("market", 5, "action"),
            ("merchant", 3, "action"),
            ("militia", 4, "action attack"),
            ("mine", 5, "action"),
            ("moat", 2, "action reaction"),
            ("moneylender", 4, "action"),
            ("poacher", 4, "action"),
            ("remodel", 4, "action"),
            ("sentry", 5, "action"),
            ("smithy", 4, "action"),
            ("throne-room", 4, "action"),
            ("vassal", 3, "action"),
            ("village", 3, "action"),
            ("witch", 5, "action attack"),
            ("workshop", 3, "action"),
            ("copper", 0, "treasure"),
            ("silver", 3, "treasure"),
            ("gold", 6, "treasure"),
            ("estate", 2, "victory"),
            ("duchy", 5, "victory"),
            ("province", 8, "victory"),
            ("curse", 0, "curse"),
            ("astrolabe", 3, "treasure duration"),
            ("bazaar", 5, "action"),
            ("blockade", 4, "action duration attack"),
            ("caravan", 4, "action duration"),
            ("corsair", 5, "action duration attack"),
            ("cutpurse", 4, "action attack"),
            ("fishing-village", 3, "action duration"),
            ("haven", 2, "action duration"),
            ("island", 4, "action victory"),
            ("lighthouse", 2, "action duration"),
            ("lookout", 3, "action"),
            ("merchant-ship", 5, "action duration"),
            ("monkey", 3, "action duration"),
            ("native-village", 2, "action"),
            ("outpost", 5, "action duration"),
            ("pirate", 5, "action duration reaction"),
            ("sailor", 4, "action duration"),
            ("salvager", 4, "action"),
            ("sea-chart", 3, "action"),
            ("sea-witch", 5, "action duration attack"),
            ("smugglers", 3, "action"),
            ("tactician", 5, "action duration"),
            ("tide-pools", 4, "action duration"),
            ("treasure-map", 4, "action"),
            ("treasury", 5, "action"),
            ("warehouse", 3, "action"),
            ("wharf", 5, "action duration"),
            ("berserker", 5, "action attack"),
            ("border-village", 6, "action"),
            ("cartographer", 5, "action"),
            ("cauldron", 5, "treasure attack"),
            ("crossroads", 2, "action"),
            ("develop", 3, "action"),
            ("farmland", 6, "victory"),
            ("fools-gold", 2, "treasure reaction"),
            ("guard-dog", 3, "action reaction"),
            ("haggler", 5, "action"),
            ("highway", 5, "action"),
            ("inn", 5, "action"),
            ("jack-of-all-trades", 4, "action"),
            ("margrave", 5, "action attack"),
            ("nomads", 4, "action"),
            ("oasis", 3, "action"),
            ("scheme", 3, "action"),
            ("souk", 5, "action"),
            ("spice-merchant", 4, "action"),
            ("stables", 5, "action"),
            ("trader", 4, "action reaction"),
            ("trail", 4, "action reaction"),
            ("tunnel", 3, "victory reaction"),
            ("weaver", 4, "action reaction"),
            ("wheelwright", 5, "action"),
            ("witchs-hut", 5, "action attack"),
        ];
        assert_eq!(expect.len(), ALL.len());
        for (id, cost, types) in expect {
            let c = Card::from_id(id).unwrap();
            assert_eq!(c.cost(), cost, "{id}");
            let names: Vec<String> =
                c.info().types.iter().map(|t| serde_json::to_value(t).unwrap().as_str().unwrap().to_string()).collect();
            assert_eq!(names.join(" "), types, "{id}");
        }
    }

    #[test]
    fn pile_sizes_follow_the_player_count() {
        assert_eq!(pile_size(Card::Copper, 2), 46);
        assert_eq!(pile_size(Card::Copper, 4), 32);
        assert_eq!(pile_size(Card::Copper, 6), 78);
        assert_eq!(pile_size(Card::Silver, 5), 80);
        assert_eq!(pile_size(Card::Gold, 3), 30);
        assert_eq!([2, 3, 4, 5, 6].map(|n| pile_size(Card::Province, n)), [8, 12, 12, 15, 18]);
        assert_eq!([2, 3, 4, 5, 6].map(|n| pile_size(Card::Estate, n)), [8, 12, 12, 12, 12]);
        assert_eq!([2, 3, 4, 5, 6].map(|n| pile_size(Card::Duchy, n)), [8, 12, 12, 12, 12]);
        assert_eq!([2, 3, 4, 5, 6].map(|n| pile_size(Card::Gardens, n)), [8, 12, 12, 12, 12]);
        assert_eq!([2, 3, 4, 5, 6].map(|n| pile_size(Card::Curse, n)), [10, 20, 30, 40, 50]);
        assert_eq!(pile_size(Card::Smithy, 6), 10);
    }
}
