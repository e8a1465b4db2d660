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

/// Every card by name, so code says `Card::OARS` where it means Oars. Written once
/// from `CARDS` (each constant is the card's English name in capitals, words joined
/// by `_`, dots dropped); a test checks each against the card data.
impl Card {
    // Age 1.
    pub const POTTERY: Card = Card(0);
    pub const TOOLS: Card = Card(1);
    pub const WRITING: Card = Card(2);
    pub const ARCHERY: Card = Card(3);
    pub const METALWORKING: Card = Card(4);
    pub const OARS: Card = Card(5);
    pub const CLOTHING: Card = Card(6);
    pub const SAILING: Card = Card(7);
    pub const THE_WHEEL: Card = Card(8);
    pub const AGRICULTURE: Card = Card(9);
    pub const DOMESTICATION: Card = Card(10);
    pub const MASONRY: Card = Card(11);
    pub const CITY_STATES: Card = Card(12);
    pub const CODE_OF_LAWS: Card = Card(13);
    pub const MYSTICISM: Card = Card(14);

    // Age 2.
    pub const CALENDAR: Card = Card(15);
    pub const MATHEMATICS: Card = Card(16);
    pub const CONSTRUCTION: Card = Card(17);
    pub const ROAD_BUILDING: Card = Card(18);
    pub const CURRENCY: Card = Card(19);
    pub const MAPMAKING: Card = Card(20);
    pub const CANAL_BUILDING: Card = Card(21);
    pub const FERMENTING: Card = Card(22);
    pub const MONOTHEISM: Card = Card(23);
    pub const PHILOSOPHY: Card = Card(24);

    // Age 3.
    pub const ALCHEMY: Card = Card(25);
    pub const TRANSLATION: Card = Card(26);
    pub const ENGINEERING: Card = Card(27);
    pub const OPTICS: Card = Card(28);
    pub const COMPASS: Card = Card(29);
    pub const PAPER: Card = Card(30);
    pub const MACHINERY: Card = Card(31);
    pub const MEDICINE: Card = Card(32);
    pub const EDUCATION: Card = Card(33);
    pub const FEUDALISM: Card = Card(34);

    // Age 4.
    pub const EXPERIMENTATION: Card = Card(35);
    pub const PRINTING_PRESS: Card = Card(36);
    pub const COLONIALISM: Card = Card(37);
    pub const GUNPOWDER: Card = Card(38);
    pub const INVENTION: Card = Card(39);
    pub const NAVIGATION: Card = Card(40);
    pub const ANATOMY: Card = Card(41);
    pub const PERSPECTIVE: Card = Card(42);
    pub const ENTERPRISE: Card = Card(43);
    pub const REFORMATION: Card = Card(44);

    // Age 5.
    pub const CHEMISTRY: Card = Card(45);
    pub const PHYSICS: Card = Card(46);
    pub const COAL: Card = Card(47);
    pub const THE_PIRATE_CODE: Card = Card(48);
    pub const BANKING: Card = Card(49);
    pub const MEASUREMENT: Card = Card(50);
    pub const STATISTICS: Card = Card(51);
    pub const STEAM_ENGINE: Card = Card(52);
    pub const ASTRONOMY: Card = Card(53);
    pub const SOCIETIES: Card = Card(54);

    // Age 6.
    pub const ATOMIC_THEORY: Card = Card(55);
    pub const ENCYCLOPEDIA: Card = Card(56);
    pub const INDUSTRIALIZATION: Card = Card(57);
    pub const MACHINE_TOOLS: Card = Card(58);
    pub const CLASSIFICATION: Card = Card(59);
    pub const METRIC_SYSTEM: Card = Card(60);
    pub const CANNING: Card = Card(61);
    pub const VACCINATION: Card = Card(62);
    pub const DEMOCRACY: Card = Card(63);
    pub const EMANCIPATION: Card = Card(64);

    // Age 7.
    pub const EVOLUTION: Card = Card(65);
    pub const PUBLICATIONS: Card = Card(66);
    pub const COMBUSTION: Card = Card(67);
    pub const EXPLOSIVES: Card = Card(68);
    pub const BICYCLE: Card = Card(69);
    pub const ELECTRICITY: Card = Card(70);
    pub const REFRIGERATION: Card = Card(71);
    pub const SANITATION: Card = Card(72);
    pub const LIGHTING: Card = Card(73);
    pub const RAILROAD: Card = Card(74);

    // Age 8.
    pub const QUANTUM_THEORY: Card = Card(75);
    pub const ROCKETRY: Card = Card(76);
    pub const FLIGHT: Card = Card(77);
    pub const MOBILITY: Card = Card(78);
    pub const CORPORATIONS: Card = Card(79);
    pub const MASS_MEDIA: Card = Card(80);
    pub const ANTIBIOTICS: Card = Card(81);
    pub const SKYSCRAPERS: Card = Card(82);
    pub const EMPIRICISM: Card = Card(83);
    pub const SOCIALISM: Card = Card(84);

    // Age 9.
    pub const COMPUTERS: Card = Card(85);
    pub const GENETICS: Card = Card(86);
    pub const COMPOSITES: Card = Card(87);
    pub const FISSION: Card = Card(88);
    pub const COLLABORATION: Card = Card(89);
    pub const SATELLITES: Card = Card(90);
    pub const ECOLOGY: Card = Card(91);
    pub const SUBURBIA: Card = Card(92);
    pub const SERVICES: Card = Card(93);
    pub const SPECIALIZATION: Card = Card(94);

    // Age 10.
    pub const BIOENGINEERING: Card = Card(95);
    pub const SOFTWARE: Card = Card(96);
    pub const MINIATURIZATION: Card = Card(97);
    pub const ROBOTICS: Card = Card(98);
    pub const DATABASES: Card = Card(99);
    pub const SELF_SERVICE: Card = Card(100);
    pub const GLOBALIZATION: Card = Card(101);
    pub const STEM_CELLS: Card = Card(102);
    pub const AI: Card = Card(103);
    pub const THE_INTERNET: Card = Card(104);
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.info().name)
    }
}

/// Card numbers as text: an id is written into log entries on every event of
/// every fold, and a literal needs no allocation.
static CARD_IDS: [&str; CARD_COUNT] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20",
    "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32", "33", "34", "35", "36", "37", "38", "39",
    "40", "41", "42", "43", "44", "45", "46", "47", "48", "49", "50", "51", "52", "53", "54", "55", "56", "57", "58",
    "59", "60", "61", "62", "63", "64", "65", "66", "67", "68", "69", "70", "71", "72", "73", "74", "75", "76", "77",
    "78", "79", "80", "81", "82", "83", "84", "85", "86", "87", "88", "89", "90", "91", "92", "93", "94", "95", "96",
    "97", "98", "99", "100", "101", "102", "103", "104",
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
