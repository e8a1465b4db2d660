//! The 105 cards of the base game as data: name (English, used for the opening
//! order), age, colour, the four icon positions and the featured dogma icon, and
//! how many demand and non-demand effects each has. What the effects do is code,
//! in `cards/age1.rs` … `cards/age10.rs`.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A card of the base game, by its number (0–104, ages in order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Card(pub u8);

/// Number of cards in the base game.
pub const CARD_COUNT: usize = 105;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Color {
    Blue,
    Red,
    Green,
    Yellow,
    Purple,
}

impl Color {
    pub const ALL: [Color; 5] = [Color::Blue, Color::Red, Color::Green, Color::Yellow, Color::Purple];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The stable name used in option keys, board targets and catalog keys.
    pub fn id(self) -> &'static str {
        match self {
            Color::Blue => "blue",
            Color::Red => "red",
            Color::Green => "green",
            Color::Yellow => "yellow",
            Color::Purple => "purple",
        }
    }

    pub fn from_id(id: &str) -> Option<Color> {
        Color::ALL.into_iter().find(|c| c.id() == id)
    }

    /// The catalog key of its name, `innovation-color-<id>` (a literal: colours
    /// are named in log entries).
    pub fn key(self) -> &'static str {
        match self {
            Color::Blue => "innovation-color-blue",
            Color::Red => "innovation-color-red",
            Color::Green => "innovation-color-green",
            Color::Yellow => "innovation-color-yellow",
            Color::Purple => "innovation-color-purple",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Icon {
    Crown,
    Leaf,
    Lightbulb,
    Castle,
    Factory,
    Clock,
}

impl Icon {
    pub const ALL: [Icon; 6] = [Icon::Crown, Icon::Leaf, Icon::Lightbulb, Icon::Castle, Icon::Factory, Icon::Clock];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The stable name used in catalog keys (`innovation-icon-<id>`).
    pub fn id(self) -> &'static str {
        match self {
            Icon::Crown => "crown",
            Icon::Leaf => "leaf",
            Icon::Lightbulb => "lightbulb",
            Icon::Castle => "castle",
            Icon::Factory => "factory",
            Icon::Clock => "clock",
        }
    }
}

/// Static facts about one card.
#[derive(Clone, Copy, Debug)]
pub struct CardInfo {
    pub name: &'static str,
    pub age: u8,
    pub color: Color,
    /// Top-left, bottom-left, bottom-middle, bottom-right; `None` is the hexagon.
    pub icons: [Option<Icon>; 4],
    pub dogma: Icon,
    pub demands: u8,
    pub non_demands: u8,
}

impl Card {
    pub fn info(self) -> &'static CardInfo {
        &CARDS[self.0 as usize]
    }

    pub fn age(self) -> u8 {
        self.info().age
    }

    pub fn color(self) -> Color {
        self.info().color
    }

    /// How many times `icon` is printed on the card.
    pub fn icon_count(self, icon: Icon) -> u32 {
        self.info().icons.iter().filter(|i| **i == Some(icon)).count() as u32
    }

    pub fn has_icon(self, icon: Icon) -> bool {
        self.icon_count(icon) > 0
    }

    /// Every card of the base game, in number order.
    pub fn all() -> impl DoubleEndedIterator<Item = Card> {
        (0..CARD_COUNT as u8).map(Card)
    }

    /// A card by its English name, ignoring case (for tests and tools).
    pub fn named(name: &str) -> Option<Card> {
        Card::all().find(|c| c.info().name.eq_ignore_ascii_case(name))
    }

    /// The id used in catalog keys (`innovation-card-<id>`) and option keys: the
    /// number, as text.
    pub fn id(self) -> &'static str {
        CARD_IDS[self.0 as usize]
    }

    pub fn from_id(id: &str) -> Option<Card> {
        id.parse::<u8>().ok().filter(|&n| (n as usize) < CARD_COUNT).map(Card)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.info().name)
    }
}

/// Card numbers as text: an id is written into log entries on every event of
/// every fold, and a literal needs no allocation.
static CARD_IDS: [&str; CARD_COUNT] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19",
    "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32", "33", "34", "35", "36", "37",
    "38", "39", "40", "41", "42", "43", "44", "45", "46", "47", "48", "49", "50", "51", "52", "53", "54", "55",
    "56", "57", "58", "59", "60", "61", "62", "63", "64", "65", "66", "67", "68", "69", "70", "71", "72", "73",
    "74", "75", "76", "77", "78", "79", "80", "81", "82", "83", "84", "85", "86", "87", "88", "89", "90", "91",
    "92", "93", "94", "95", "96", "97", "98", "99", "100", "101", "102", "103", "104",
];

const fn info(
    name: &'static str,
    age: u8,
    color: Color,
    icons: [Option<Icon>; 4],
    dogma: Icon,
    demands: u8,
    non_demands: u8,
) -> CardInfo {
    CardInfo { name, age, color, icons, dogma, demands, non_demands }
}

use Color::{Blue, Green, Purple, Red, Yellow};
use Icon::{Castle, Clock, Crown, Factory, Leaf, Lightbulb};
const H: Option<Icon> = None;
const C: Option<Icon> = Some(Crown);
const L: Option<Icon> = Some(Leaf);
const B: Option<Icon> = Some(Lightbulb);
const K: Option<Icon> = Some(Castle);
const F: Option<Icon> = Some(Factory);
const T: Option<Icon> = Some(Clock);

/// Card facts by number. Icons: C crown, L leaf, B lightbulb, K castle, F factory,
/// T clock, H hexagon.
pub static CARDS: [CardInfo; CARD_COUNT] = [
    info("Pottery", 1, Blue, [H, L, L, L], Leaf, 0, 2),              // 0
    info("Tools", 1, Blue, [H, B, B, K], Lightbulb, 0, 2),           // 1
    info("Writing", 1, Blue, [H, B, B, C], Lightbulb, 0, 1),         // 2
    info("Archery", 1, Red, [K, B, H, K], Castle, 1, 0),             // 3
    info("Metalworking", 1, Red, [K, K, H, K], Castle, 0, 1),        // 4
    info("Oars", 1, Red, [K, C, H, K], Castle, 1, 1),                // 5
    info("Clothing", 1, Green, [H, C, L, L], Leaf, 0, 2),            // 6
    info("Sailing", 1, Green, [C, C, H, L], Crown, 0, 1),            // 7
    info("The wheel", 1, Green, [H, K, K, K], Castle, 0, 1),         // 8
    info("Agriculture", 1, Yellow, [H, L, L, L], Leaf, 0, 1),        // 9
    info("Domestication", 1, Yellow, [K, C, H, K], Castle, 0, 1),    // 10
    info("Masonry", 1, Yellow, [K, H, K, K], Castle, 0, 1),          // 11
    info("City states", 1, Purple, [H, C, C, K], Crown, 1, 0),       // 12
    info("Code of laws", 1, Purple, [H, C, C, L], Crown, 0, 1),      // 13
    info("Mysticism", 1, Purple, [H, K, K, K], Castle, 0, 1),        // 14
    info("Calendar", 2, Blue, [H, L, L, B], Leaf, 0, 1),             // 15
    info("Mathematics", 2, Blue, [H, B, C, B], Lightbulb, 0, 1),     // 16
    info("Construction", 2, Red, [K, H, K, K], Castle, 1, 1),        // 17
    info("Road building", 2, Red, [K, K, H, K], Castle, 0, 1),       // 18
    info("Currency", 2, Green, [L, C, H, C], Crown, 0, 1),           // 19
    info("Mapmaking", 2, Green, [H, C, C, K], Crown, 1, 1),          // 20
    info("Canal building", 2, Yellow, [H, C, L, C], Crown, 0, 1),    // 21
    info("Fermenting", 2, Yellow, [L, L, H, K], Leaf, 0, 1),         // 22
    info("Monotheism", 2, Purple, [H, K, K, K], Castle, 1, 1),       // 23
    info("Philosophy", 2, Purple, [H, B, B, B], Lightbulb, 0, 2),    // 24
    info("Alchemy", 3, Blue, [H, L, K, K], Castle, 0, 2),            // 25
    info("Translation", 3, Blue, [H, C, C, C], Crown, 0, 2),         // 26
    info("Engineering", 3, Red, [K, H, B, K], Castle, 1, 1),         // 27
    info("Optics", 3, Red, [C, C, C, H], Crown, 0, 1),               // 28
    info("Compass", 3, Green, [H, C, C, L], Crown, 1, 0),            // 29
    info("Paper", 3, Green, [H, B, B, C], Lightbulb, 0, 2),          // 30
    info("Machinery", 3, Yellow, [L, L, H, K], Leaf, 1, 1),          // 31
    info("Medicine", 3, Yellow, [C, L, L, H], Leaf, 1, 0),           // 32
    info("Education", 3, Purple, [B, B, B, H], Lightbulb, 0, 1),     // 33
    info("Feudalism", 3, Purple, [H, K, L, K], Castle, 1, 1),        // 34
    info("Experimentation", 4, Blue, [H, B, B, B], Lightbulb, 0, 1), // 35
    info("Printing press", 4, Blue, [H, B, B, C], Lightbulb, 0, 2),  // 36
    info("Colonialism", 4, Red, [H, F, B, F], Factory, 0, 1),        // 37
    info("Gunpowder", 4, Red, [H, F, C, F], Factory, 1, 1),          // 38
    info("Invention", 4, Green, [H, B, B, F], Lightbulb, 0, 2),      // 39
    info("Navigation", 4, Green, [H, C, C, C], Crown, 1, 0),         // 40
    info("Anatomy", 4, Yellow, [L, L, L, H], Leaf, 1, 0),            // 41
    info("Perspective", 4, Yellow, [H, B, B, L], Lightbulb, 0, 1),   // 42
    info("Enterprise", 4, Purple, [H, C, C, C], Crown, 1, 1),        // 43
    info("Reformation", 4, Purple, [L, L, H, L], Leaf, 0, 2),        // 44
    info("Chemistry", 5, Blue, [F, B, F, H], Factory, 0, 2),         // 45
    info("Physics", 5, Blue, [F, B, B, H], Lightbulb, 0, 1),         // 46
    info("Coal", 5, Red, [F, F, F, H], Factory, 0, 3),               // 47
    info("The pirate code", 5, Red, [C, F, C, H], Crown, 1, 1),      // 48
    info("Banking", 5, Green, [F, C, H, C], Crown, 1, 1),            // 49
    info("Measurement", 5, Green, [B, L, B, H], Lightbulb, 0, 1),    // 50
    info("Statistics", 5, Yellow, [L, B, L, H], Leaf, 1, 1),         // 51
    info("Steam engine", 5, Yellow, [H, F, C, F], Factory, 0, 1),    // 52
    info("Astronomy", 5, Purple, [C, B, B, H], Lightbulb, 0, 2),     // 53
    info("Societies", 5, Purple, [C, H, B, C], Crown, 1, 0),         // 54
    info("Atomic theory", 6, Blue, [B, B, B, H], Lightbulb, 0, 2),   // 55
    info("Encyclopedia", 6, Blue, [H, C, C, C], Crown, 0, 1),        // 56
    info("Industrialization", 6, Red, [C, F, F, H], Factory, 0, 2),  // 57
    info("Machine tools", 6, Red, [F, F, H, F], Factory, 0, 1),      // 58
    info("Classification", 6, Green, [B, B, B, H], Lightbulb, 0, 1), // 59
    info("Metric system", 6, Green, [H, F, C, C], Crown, 0, 2),      // 60
    info("Canning", 6, Yellow, [H, F, L, F], Factory, 0, 2),         // 61
    info("Vaccination", 6, Yellow, [L, F, L, H], Leaf, 1, 1),        // 62
    info("Democracy", 6, Purple, [C, B, B, H], Lightbulb, 0, 1),     // 63
    info("Emancipation", 6, Purple, [F, B, F, H], Factory, 1, 1),    // 64
    info("Evolution", 7, Blue, [B, B, B, H], Lightbulb, 0, 1),       // 65
    info("Publications", 7, Blue, [H, B, T, B], Lightbulb, 0, 2),    // 66
    info("Combustion", 7, Red, [C, C, F, H], Crown, 1, 1),           // 67
    info("Explosives", 7, Red, [H, F, F, F], Factory, 1, 0),         // 68
    info("Bicycle", 7, Green, [C, C, T, H], Crown, 0, 1),            // 69
    info("Electricity", 7, Green, [B, F, H, F], Factory, 0, 1),      // 70
    info("Refrigeration", 7, Yellow, [H, L, L, C], Leaf, 1, 1),      // 71
    info("Sanitation", 7, Yellow, [L, L, H, L], Leaf, 1, 0),         // 72
    info("Lighting", 7, Purple, [H, L, T, L], Leaf, 0, 1),           // 73
    info("Railroad", 7, Purple, [T, F, T, H], Clock, 0, 2),          // 74
    info("Quantum theory", 8, Blue, [T, T, T, H], Clock, 0, 1),      // 75
    info("Rocketry", 8, Blue, [T, T, T, H], Clock, 0, 1),            // 76
    info("Flight", 8, Red, [C, H, T, C], Crown, 0, 2),               // 77
    info("Mobility", 8, Red, [H, F, T, F], Factory, 1, 0),           // 78
    info("Corporations", 8, Green, [H, F, F, C], Factory, 1, 1),     // 79
    info("Mass media", 8, Green, [B, H, T, B], Lightbulb, 0, 2),     // 80
    info("Antibiotics", 8, Yellow, [L, L, L, H], Leaf, 0, 1),        // 81
    info("Skyscrapers", 8, Yellow, [H, F, C, C], Crown, 1, 0),       // 82
    info("Empiricism", 8, Purple, [B, B, B, H], Lightbulb, 0, 2),    // 83
    info("Socialism", 8, Purple, [L, H, L, L], Leaf, 0, 1),          // 84
    info("Computers", 9, Blue, [T, H, T, F], Clock, 0, 2),           // 85
    info("Genetics", 9, Blue, [B, B, B, H], Lightbulb, 0, 1),        // 86
    info("Composites", 9, Red, [F, F, H, F], Factory, 1, 0),         // 87
    info("Fission", 9, Red, [H, T, T, T], Clock, 1, 1),              // 88
    info("Collaboration", 9, Green, [H, C, T, C], Crown, 1, 1),      // 89
    info("Satellites", 9, Green, [H, T, T, T], Clock, 0, 3),         // 90
    info("Ecology", 9, Yellow, [L, B, B, H], Lightbulb, 0, 1),       // 91
    info("Suburbia", 9, Yellow, [H, C, L, L], Leaf, 0, 1),           // 92
    info("Services", 9, Purple, [H, L, L, L], Leaf, 1, 0),           // 93
    info("Specialization", 9, Purple, [H, F, L, F], Factory, 0, 2),  // 94
    info("Bioengineering", 10, Blue, [B, T, T, H], Clock, 0, 2),     // 95
    info("Software", 10, Blue, [T, T, T, H], Clock, 0, 2),           // 96
    info("Miniaturization", 10, Red, [H, B, T, B], Lightbulb, 0, 1), // 97
    info("Robotics", 10, Red, [H, F, T, F], Factory, 0, 1),          // 98
    info("Databases", 10, Green, [H, T, T, T], Clock, 1, 0),         // 99
    info("Self service", 10, Green, [H, C, C, C], Crown, 0, 2),      // 100
    info("Globalization", 10, Yellow, [H, F, F, F], Factory, 1, 1),  // 101
    info("Stem cells", 10, Yellow, [H, L, L, L], Leaf, 0, 1),        // 102
    info("A. I.", 10, Purple, [B, B, T, H], Lightbulb, 0, 2),        // 103
    info("The internet", 10, Purple, [H, T, T, B], Clock, 0, 3),     // 104
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ages_are_in_order_with_fifteen_then_ten_then_ten_per_age() {
        let mut per_age = [0usize; 10];
        let mut last = 1;
        for c in Card::all() {
            assert!(c.age() >= last, "{c} is out of age order");
            last = c.age();
            per_age[c.age() as usize - 1] += 1;
        }
        assert_eq!(per_age, [15, 10, 10, 10, 10, 10, 10, 10, 10, 10]);
    }

    #[test]
    fn every_card_has_one_hexagon_and_features_an_icon_it_shows() {
        for c in Card::all() {
            let info = c.info();
            assert_eq!(info.icons.iter().filter(|i| i.is_none()).count(), 1, "{c}");
            assert!(c.has_icon(info.dogma), "{c}");
            assert!(info.demands + info.non_demands >= 1, "{c}");
        }
    }

    #[test]
    fn names_are_unique_and_found() {
        for c in Card::all() {
            assert_eq!(Card::named(c.info().name), Some(c));
        }
        assert_eq!(Card::named("the WHEEL"), Some(Card(8)));
        assert_eq!(Card::from_id("104"), Some(Card(104)));
        assert_eq!(Card::from_id("105"), None);
        for c in Card::all() {
            assert_eq!(c.id(), c.0.to_string());
            assert_eq!(Card::from_id(c.id()), Some(c));
        }
    }
}
