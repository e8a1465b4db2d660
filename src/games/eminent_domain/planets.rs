//! The planets: 27 regular planets (nine of each type) and 6 start planets.
//! Facts only; names are in the catalog (`eminent-domain-card-<id>`).

use super::cards::{Icon, PlanetType, Resource};
use serde::{Deserialize, Serialize};

pub struct Planet {
    pub id: &'static str,
    /// A start planet: one is dealt face down to each player at setup.
    pub start: bool,
    pub kind: PlanetType,
    /// Role symbols a face-up planet adds to its owner's roles.
    pub icons: &'static [Icon],
    pub slots: &'static [Resource],
    pub influence: u32,
    /// Fighters to return to attack it.
    pub warfare_cost: u32,
    /// Colonies needed to settle it.
    pub colonize_cost: u32,
    /// Extra cards in hand while it is face up.
    pub hand_bonus: u32,
}

/// A planet, by its position in [`PLANETS`]; on the wire its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct PlanetId(pub u8);

impl PlanetId {
    pub fn get(self) -> &'static Planet {
        &PLANETS[self.0 as usize]
    }

    pub fn id(self) -> &'static str {
        self.get().id
    }

    pub fn from_id(id: &str) -> Option<PlanetId> {
        PLANETS.iter().position(|p| p.id == id).map(|i| PlanetId(i as u8))
    }

    pub fn all() -> impl Iterator<Item = PlanetId> {
        (0..PLANETS.len()).map(|i| PlanetId(i as u8))
    }
}

impl From<PlanetId> for String {
    fn from(p: PlanetId) -> String {
        p.id().to_string()
    }
}

impl TryFrom<String> for PlanetId {
    type Error = String;
    fn try_from(s: String) -> Result<PlanetId, String> {
        PlanetId::from_id(&s).ok_or_else(|| format!("unknown planet {s:?}"))
    }
}

/// The advanced planets with a research symbol, left out of the learning game.
pub const LEARNING_LEFT_OUT: [&str; 3] = ["planet-1-1", "planet-1-2", "planet-1-3"];

#[rustfmt::skip]
pub const PLANETS: [Planet; 33] = [
    Planet { id: "planet-1-1", start: false, kind: PlanetType::Advanced, icons: &[Icon::Research], slots: &[Resource::Silicon], influence: 3, warfare_cost: 5, colonize_cost: 4, hand_bonus: 0 },
    Planet { id: "planet-1-2", start: false, kind: PlanetType::Advanced, icons: &[Icon::Research], slots: &[Resource::Silicon], influence: 3, warfare_cost: 4, colonize_cost: 5, hand_bonus: 0 },
    Planet { id: "planet-1-3", start: false, kind: PlanetType::Advanced, icons: &[Icon::Research], slots: &[], influence: 4, warfare_cost: 6, colonize_cost: 3, hand_bonus: 0 },
    Planet { id: "planet-1-4", start: false, kind: PlanetType::Advanced, icons: &[Icon::Trade], slots: &[Resource::Silicon], influence: 3, warfare_cost: 5, colonize_cost: 4, hand_bonus: 0 },
    Planet { id: "planet-1-5", start: false, kind: PlanetType::Advanced, icons: &[Icon::Trade], slots: &[Resource::Silicon], influence: 3, warfare_cost: 4, colonize_cost: 5, hand_bonus: 0 },
    Planet { id: "planet-1-6", start: false, kind: PlanetType::Advanced, icons: &[Icon::Trade], slots: &[], influence: 4, warfare_cost: 6, colonize_cost: 3, hand_bonus: 0 },
    Planet { id: "planet-1-7", start: false, kind: PlanetType::Advanced, icons: &[], slots: &[Resource::Silicon], influence: 2, warfare_cost: 5, colonize_cost: 4, hand_bonus: 1 },
    Planet { id: "planet-1-8", start: false, kind: PlanetType::Advanced, icons: &[], slots: &[Resource::Silicon], influence: 2, warfare_cost: 4, colonize_cost: 5, hand_bonus: 1 },
    Planet { id: "planet-1-9", start: false, kind: PlanetType::Advanced, icons: &[], slots: &[Resource::Silicon], influence: 4, warfare_cost: 6, colonize_cost: 3, hand_bonus: 0 },
    Planet { id: "planet-2-1", start: false, kind: PlanetType::Fertile, icons: &[Icon::Colonize], slots: &[Resource::Water], influence: 3, warfare_cost: 5, colonize_cost: 4, hand_bonus: 0 },
    Planet { id: "planet-2-2", start: false, kind: PlanetType::Fertile, icons: &[Icon::Colonize], slots: &[Resource::Food], influence: 3, warfare_cost: 4, colonize_cost: 5, hand_bonus: 0 },
    Planet { id: "planet-2-3", start: false, kind: PlanetType::Fertile, icons: &[Icon::Colonize], slots: &[Resource::Food, Resource::Water], influence: 2, warfare_cost: 6, colonize_cost: 3, hand_bonus: 0 },
    Planet { id: "planet-2-4", start: false, kind: PlanetType::Fertile, icons: &[Icon::Produce], slots: &[Resource::Water], influence: 3, warfare_cost: 5, colonize_cost: 4, hand_bonus: 0 },
    Planet { id: "planet-2-5", start: false, kind: PlanetType::Fertile, icons: &[Icon::Produce], slots: &[Resource::Food], influence: 3, warfare_cost: 4, colonize_cost: 5, hand_bonus: 0 },
    Planet { id: "planet-2-6", start: false, kind: PlanetType::Fertile, icons: &[Icon::Produce], slots: &[Resource::Food, Resource::Water], influence: 2, warfare_cost: 6, colonize_cost: 3, hand_bonus: 0 },
    Planet { id: "planet-2-7", start: false, kind: PlanetType::Fertile, icons: &[], slots: &[Resource::Water], influence: 2, warfare_cost: 5, colonize_cost: 4, hand_bonus: 1 },
    Planet { id: "planet-2-8", start: false, kind: PlanetType::Fertile, icons: &[], slots: &[Resource::Food], influence: 2, warfare_cost: 4, colonize_cost: 5, hand_bonus: 1 },
    Planet { id: "planet-2-9", start: false, kind: PlanetType::Fertile, icons: &[], slots: &[Resource::Food, Resource::Water], influence: 3, warfare_cost: 6, colonize_cost: 3, hand_bonus: 0 },
    Planet { id: "planet-3-1", start: false, kind: PlanetType::Metallic, icons: &[Icon::Survey], slots: &[Resource::Iron], influence: 3, warfare_cost: 5, colonize_cost: 4, hand_bonus: 0 },
    Planet { id: "planet-3-2", start: false, kind: PlanetType::Metallic, icons: &[Icon::Survey], slots: &[Resource::Iron], influence: 3, warfare_cost: 4, colonize_cost: 5, hand_bonus: 0 },
    Planet { id: "planet-3-3", start: false, kind: PlanetType::Metallic, icons: &[Icon::Survey], slots: &[], influence: 4, warfare_cost: 6, colonize_cost: 3, hand_bonus: 0 },
    Planet { id: "planet-3-4", start: false, kind: PlanetType::Metallic, icons: &[Icon::Warfare], slots: &[Resource::Iron], influence: 3, warfare_cost: 5, colonize_cost: 4, hand_bonus: 0 },
    Planet { id: "planet-3-5", start: false, kind: PlanetType::Metallic, icons: &[Icon::Warfare], slots: &[Resource::Iron], influence: 3, warfare_cost: 4, colonize_cost: 5, hand_bonus: 0 },
    Planet { id: "planet-3-6", start: false, kind: PlanetType::Metallic, icons: &[Icon::Warfare], slots: &[], influence: 4, warfare_cost: 6, colonize_cost: 3, hand_bonus: 0 },
    Planet { id: "planet-3-7", start: false, kind: PlanetType::Metallic, icons: &[], slots: &[], influence: 3, warfare_cost: 5, colonize_cost: 4, hand_bonus: 1 },
    Planet { id: "planet-3-8", start: false, kind: PlanetType::Metallic, icons: &[], slots: &[Resource::Iron], influence: 2, warfare_cost: 4, colonize_cost: 5, hand_bonus: 1 },
    Planet { id: "planet-3-9", start: false, kind: PlanetType::Metallic, icons: &[], slots: &[], influence: 5, warfare_cost: 6, colonize_cost: 3, hand_bonus: 0 },
    Planet { id: "planet-0-1", start: true, kind: PlanetType::Advanced, icons: &[], slots: &[Resource::Silicon], influence: 2, warfare_cost: 2, colonize_cost: 2, hand_bonus: 0 },
    Planet { id: "planet-0-2", start: true, kind: PlanetType::Fertile, icons: &[], slots: &[Resource::Food], influence: 2, warfare_cost: 2, colonize_cost: 2, hand_bonus: 0 },
    Planet { id: "planet-0-3", start: true, kind: PlanetType::Metallic, icons: &[], slots: &[Resource::Iron], influence: 2, warfare_cost: 2, colonize_cost: 2, hand_bonus: 0 },
    Planet { id: "planet-0-4", start: true, kind: PlanetType::Fertile, icons: &[], slots: &[Resource::Water], influence: 2, warfare_cost: 2, colonize_cost: 2, hand_bonus: 0 },
    Planet { id: "planet-0-5", start: true, kind: PlanetType::Metallic, icons: &[], slots: &[Resource::Iron], influence: 2, warfare_cost: 2, colonize_cost: 2, hand_bonus: 0 },
    Planet { id: "planet-0-6", start: true, kind: PlanetType::Advanced, icons: &[], slots: &[Resource::Silicon], influence: 2, warfare_cost: 2, colonize_cost: 2, hand_bonus: 0 },
];
