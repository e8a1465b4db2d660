//! The small closed sets of the game: resources, guilds, installations, fleet
//! models, civilization tracks, agenda types and afflictions.

use serde::{Deserialize, Serialize};

macro_rules! closed_set {
    ($(#[$m:meta])* $name:ident { $($v:ident = $id:literal),* $(,)? }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum $name { $($v),* }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$v),*];

            pub fn id(self) -> &'static str {
                match self { $($name::$v => $id),* }
            }

            pub fn from_id(id: &str) -> Option<$name> {
                match id { $($id => Some($name::$v),)* _ => None }
            }
        }
    };
}

closed_set!(
    /// The five resources; the first three are the supplies.
    Resource { Food = "food", Materials = "materials", Energy = "energy", Science = "science", Credits = "credits" }
);

impl Resource {
    pub const SUPPLIES: [Resource; 3] = [Resource::Food, Resource::Materials, Resource::Energy];

    pub fn is_supply(self) -> bool {
        Resource::SUPPLIES.contains(&self)
    }
}

closed_set!(
    /// Guilds, each producing one resource.
    Guild { Farmers = "farmers", Miners = "miners", Engineers = "engineers", Scientists = "scientists", Bankers = "bankers" }
);

impl Guild {
    pub fn res(self) -> Resource {
        match self {
            Guild::Farmers => Resource::Food,
            Guild::Miners => Resource::Materials,
            Guild::Engineers => Resource::Energy,
            Guild::Scientists => Resource::Science,
            Guild::Bankers => Resource::Credits,
        }
    }
}

closed_set!(
    /// Installations; a planetary base counts as a shipyard and a sector defense.
    Installation { Shipyard = "shipyard", Defense = "defense", Base = "base" }
);

closed_set!(
    /// Fleet models: escorts hold 3 power per fleet, capital ships 2.
    Model { Corvette = "corvette", Sentry = "sentry", Destroyer = "destroyer", Dreadnought = "dreadnought", Carrier = "carrier" }
);

impl Model {
    pub fn is_capital(self) -> bool {
        matches!(self, Model::Destroyer | Model::Dreadnought | Model::Carrier)
    }
}

closed_set!(
    /// The three civilization tracks.
    Track { Society = "society", Statecraft = "statecraft", Economy = "economy" }
);

closed_set!(
    /// Agenda types (our names for the rulebook's three).
    AgendaKind { Scheme = "scheme", Growth = "growth", Expansion = "expansion" }
);

closed_set!(
    /// The three afflictions, top to bottom.
    Affliction { Despair = "despair", Turmoil = "turmoil", Contamination = "contamination" }
);
