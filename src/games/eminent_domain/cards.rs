//! The vocabulary of the game: role symbols, resource types, planet types, the
//! role stacks and the cards of a player's deck.

use super::techs::{TECHS, TechId};
use serde::{Deserialize, Serialize};

/// A role symbol. The leader picks one of these six roles; cards and face-up
/// planets show them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Icon {
    Survey,
    Warfare,
    Colonize,
    Produce,
    Trade,
    Research,
}

impl Icon {
    pub const ALL: [Icon; 6] =
        [Icon::Survey, Icon::Warfare, Icon::Colonize, Icon::Produce, Icon::Trade, Icon::Research];

    pub fn id(self) -> &'static str {
        match self {
            Icon::Survey => "survey",
            Icon::Warfare => "warfare",
            Icon::Colonize => "colonize",
            Icon::Produce => "produce",
            Icon::Trade => "trade",
            Icon::Research => "research",
        }
    }

    pub fn from_id(id: &str) -> Option<Icon> {
        Icon::ALL.into_iter().find(|i| i.id() == id)
    }

    /// The stack a leader takes a role card from when choosing this role.
    pub fn stack(self) -> Stack {
        match self {
            Icon::Survey => Stack::Survey,
            Icon::Warfare => Stack::Warfare,
            Icon::Colonize => Stack::Colonize,
            Icon::Produce | Icon::Trade => Stack::ProduceTrade,
            Icon::Research => Stack::Research,
        }
    }
}

/// The five stacks of role cards in the middle of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stack {
    Survey,
    Warfare,
    Colonize,
    ProduceTrade,
    Research,
}

impl Stack {
    pub const ALL: [Stack; 5] = [Stack::Survey, Stack::Warfare, Stack::Colonize, Stack::ProduceTrade, Stack::Research];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn id(self) -> &'static str {
        match self {
            Stack::Survey => "survey",
            Stack::Warfare => "warfare",
            Stack::Colonize => "colonize",
            Stack::ProduceTrade => "produce-trade",
            Stack::Research => "research",
        }
    }

    pub fn from_id(id: &str) -> Option<Stack> {
        Stack::ALL.into_iter().find(|s| s.id() == id)
    }

    pub fn card(self) -> Card {
        match self {
            Stack::Survey => Card::Survey,
            Stack::Warfare => Card::Warfare,
            Stack::Colonize => Card::Colonize,
            Stack::ProduceTrade => Card::ProduceTrade,
            Stack::Research => Card::Research,
        }
    }
}

/// What a resource slot holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    Silicon,
    Water,
    Food,
    Iron,
}

impl Resource {
    pub const ALL: [Resource; 4] = [Resource::Silicon, Resource::Water, Resource::Food, Resource::Iron];

    pub fn id(self) -> &'static str {
        match self {
            Resource::Silicon => "silicon",
            Resource::Water => "water",
            Resource::Food => "food",
            Resource::Iron => "iron",
        }
    }

    pub fn from_id(id: &str) -> Option<Resource> {
        Resource::ALL.into_iter().find(|r| r.id() == id)
    }
}

/// The three kinds of planet; technologies require face-up planets of a kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlanetType {
    Advanced,
    Fertile,
    Metallic,
}

impl PlanetType {
    pub fn id(self) -> &'static str {
        match self {
            PlanetType::Advanced => "advanced",
            PlanetType::Fertile => "fertile",
            PlanetType::Metallic => "metallic",
        }
    }
}

/// A card of a player's deck. Role cards are identical within a role, so a card
/// is its kind; technologies are named by their face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Card {
    Politics,
    Survey,
    Warfare,
    Colonize,
    ProduceTrade,
    Research,
    Tech(TechId),
}

impl Card {
    /// The card's catalog id (`eminent-domain-card-<id>`).
    pub fn id(self) -> String {
        match self {
            Card::Politics => "politics".into(),
            Card::Survey => "survey".into(),
            Card::Warfare => "warfare".into(),
            Card::Colonize => "colonize".into(),
            Card::ProduceTrade => "produce-trade".into(),
            Card::Research => "research".into(),
            Card::Tech(t) => t.id().into(),
        }
    }

    pub fn from_id(id: &str) -> Option<Card> {
        Some(match id {
            "politics" => Card::Politics,
            "survey" => Card::Survey,
            "warfare" => Card::Warfare,
            "colonize" => Card::Colonize,
            "produce-trade" => Card::ProduceTrade,
            "research" => Card::Research,
            other => Card::Tech(TechId::from_id(other)?),
        })
    }

    /// How many `icon` symbols this card shows when played for a role. With
    /// Adaptability a Research role card counts as one symbol of any role.
    pub fn icons(self, icon: Icon, adaptable: bool) -> u32 {
        match (self, icon) {
            (Card::Politics, _) => 0,
            (Card::Survey, Icon::Survey)
            | (Card::Warfare, Icon::Warfare)
            | (Card::Colonize, Icon::Colonize)
            | (Card::ProduceTrade, Icon::Produce | Icon::Trade)
            | (Card::Research, Icon::Research) => 1,
            (Card::Research, _) if adaptable => 1,
            (Card::Tech(t), _) => TECHS[t.index()].icons.iter().filter(|i| **i == icon).count() as u32,
            _ => 0,
        }
    }

    pub fn tech(self) -> Option<TechId> {
        match self {
            Card::Tech(t) => Some(t),
            _ => None,
        }
    }
}

impl From<Card> for String {
    fn from(c: Card) -> String {
        c.id()
    }
}

impl TryFrom<String> for Card {
    type Error = String;
    fn try_from(s: String) -> Result<Card, String> {
        Card::from_id(&s).ok_or_else(|| format!("unknown card {s:?}"))
    }
}
