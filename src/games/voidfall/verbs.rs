//! The engine verbs data files are written in: costs, effects and counted
//! targets, each parsed from a short string such as `"gain:food:2"`. A string
//! that does not parse is a data error, caught when the content loads.

use super::data::TokenKind;
use super::{AgendaKind, Guild, Installation, Model, Resource, Track};
use serde::Deserialize;

/// How an action's effects combine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Exactly one of them (a red line).
    One,
    /// Any of them, in the listed order (a green line).
    Any,
}

/// A cost, paid in full before any effect.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub enum Cost {
    Pay(Resource, u8),
    /// Spend fleet power from the reserve (recalling first if it is empty).
    SpendFleet(u8),
    /// Recall fleet power from the map; effects "in the sector it left" use it.
    Recall(u8),
    Corruption,
    /// A Voidborn deployment next to your sectors.
    Voidborn,
    /// Spend trade tokens you hold: each returns to the galactic board at once
    /// (rulebook, trade tokens).
    TradeToken(u8),
    /// Lower the population of one of your pure sectors by 1 (never below 1).
    LowerPopulation,
}

/// One effect. Every effect is optional; a target that does not exist makes it
/// do nothing.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub enum Verb {
    Gain(Resource, u8),
    /// Resources of your choice, one at a time.
    GainAny(u8),
    /// Supplies of your choice, one at a time.
    GainSupplies(u8),
    Produce(Resource),
    ProduceChoice,
    Influence(u32),
    /// Influence per pure guild of these types in your sectors.
    InfluencePerGuild(Vec<Guild>, u32),
    FleetPower(u8),
    DeployHome(Model),
    /// One power at each shipyard of yours.
    DeployShipyards,
    Regroup,
    Invade,
    Guild(Option<Guild>),
    Installation(Option<Installation>),
    RaisePopulation,
    RemoveCorruption,
    MoveCorruption,
    Agenda,
    Tech,
    TradeToken,
    Advance(Option<Track>),
    /// Copy up to n different actions of one card in your discard pile.
    CopyDiscard(u8),
    /// Score one pure agenda in play now (not the starting one).
    ScoreAgenda,
    /// Take the top bounty token of the pool and resolve it.
    Bounty,
    /// Voidborn event items, resolved for one player.
    VoidbornDeploy,
    HiddenToken(TokenKind),
    /// An event's board item, resolved once: a corruption on the face-up agenda
    /// of this type, or (`None`) on each face-up agenda that carries none yet.
    /// Whoever takes that card gains all its corruption (rulebook, gaining agendas).
    OfferCorruption(Option<AgendaKind>),
    /// Play an agenda from hand whatever its focus and resolve its action (once
    /// per turn, while no agenda was played).
    PlayAgenda,
    /// Remove the last Voidborn fleet of a sector next to one of yours.
    Eradicate,
    /// A reclaim token from the pool, face up, on a Voidborn sector next to yours.
    ReclaimToken,
    RaiseHomePopulation,
}

/// Something counted by agendas, objectives and starting agendas.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub enum Count {
    Sectors,
    PureSectors,
    CorruptSectors,
    /// Population of your pure sectors.
    Population,
    Guilds(Option<Guild>),
    Installations,
    Shipyards,
    Defenses,
    FleetPower,
    Techs,
    ImprovedTechs,
    TrackSteps,
    Production(Resource),
    TradeTokens,
    Agendas,
}

/// An action: a cost and effects, on a focus card, an agenda type, a tech, an
/// event, a track space, a priority card, a trade space or a token.
#[derive(Clone, Debug, Deserialize)]
pub struct Action {
    /// Focus actions are named (the catalog has their names and texts).
    #[serde(default)]
    pub id: Option<String>,
    pub cost: Vec<Cost>,
    pub mode: Mode,
    pub effects: Vec<Verb>,
    /// Effects act on the sector the recalled fleet power left.
    #[serde(default)]
    pub in_recalled_sector: bool,
}

impl Action {
    pub fn validate(&self) -> Result<(), String> {
        let recalls = self.cost.iter().any(|k| matches!(k, Cost::Recall(_)));
        if self.in_recalled_sector && !recalls {
            return Err(format!("action {:?}: acts in the recalled sector but recalls nothing", self.id));
        }
        for v in &self.effects {
            if v.is_voidborn_item() || v.is_board_item() {
                return Err(format!("action {:?}: {v:?} is only an event item", self.id));
            }
            if let Verb::CopyDiscard(0) = v {
                return Err("copy at least one action".into());
            }
        }
        if self.cost.iter().any(|k| matches!(k, Cost::TradeToken(0))) {
            return Err(format!("action {:?}: spend at least one trade token", self.id));
        }
        if self.mode == Mode::One && self.effects.len() < 2 {
            return Err(format!("action {:?}: a choice needs two effects", self.id));
        }
        Ok(())
    }
}

impl Verb {
    pub fn is_voidborn_item(&self) -> bool {
        matches!(self, Verb::VoidbornDeploy | Verb::HiddenToken(_))
    }

    /// Items that act on the galactic board once, not for each player.
    pub fn is_board_item(&self) -> bool {
        matches!(self, Verb::OfferCorruption(_))
    }
}

fn num<T: std::str::FromStr>(s: Option<&str>, what: &str) -> Result<T, String> {
    s.ok_or(format!("{what}: missing number"))?.parse().map_err(|_| format!("{what}: not a number"))
}

fn res(s: Option<&str>, what: &str) -> Result<Resource, String> {
    s.and_then(Resource::from_id).ok_or(format!("{what}: unknown resource"))
}

impl TryFrom<String> for Cost {
    type Error = String;
    fn try_from(s: String) -> Result<Cost, String> {
        let mut p = s.split(':');
        let head = p.next().unwrap_or("");
        Ok(match head {
            "spend_fleet" => Cost::SpendFleet(num(p.next(), &s)?),
            "recall" => Cost::Recall(num(p.next(), &s)?),
            "corruption" => Cost::Corruption,
            "voidborn" => Cost::Voidborn,
            "trade_token" => Cost::TradeToken(num(p.next(), &s)?),
            "lower_population" => Cost::LowerPopulation,
            r => Cost::Pay(res(Some(r), &s)?, num(p.next(), &s)?),
        })
    }
}

impl TryFrom<String> for Verb {
    type Error = String;
    fn try_from(s: String) -> Result<Verb, String> {
        let parts: Vec<&str> = s.split(':').collect();
        let arity = match parts[0] {
            "gain" | "influence_per_guild" => 3,
            "gain_any" | "gain_supplies" | "produce" | "influence" | "fleet_power" | "deploy_home" | "advance"
            | "copy_discard" | "offer_corruption" => 2,
            "guild" | "installation" => parts.len().clamp(1, 2),
            _ => 1,
        };
        if parts.len() != arity {
            return Err(format!("{s}: expected {arity} parts"));
        }
        let mut p = parts.into_iter();
        let head = p.next().unwrap_or("");
        let arg = p.next();
        let v = match head {
            "gain" => Verb::Gain(res(arg, &s)?, num(p.next(), &s)?),
            "gain_any" => Verb::GainAny(num(arg, &s)?),
            "gain_supplies" => Verb::GainSupplies(num(arg, &s)?),
            "produce" => Verb::Produce(res(arg, &s)?),
            "produce_choice" => Verb::ProduceChoice,
            "influence" => Verb::Influence(num(arg, &s)?),
            "influence_per_guild" => {
                let guilds = arg
                    .ok_or(format!("{s}: guild list"))?
                    .split('+')
                    .map(|g| Guild::from_id(g).ok_or(format!("{s}: unknown guild {g}")))
                    .collect::<Result<Vec<_>, _>>()?;
                Verb::InfluencePerGuild(guilds, num(p.next(), &s)?)
            }
            "fleet_power" => Verb::FleetPower(num(arg, &s)?),
            "deploy_home" => Verb::DeployHome(arg.and_then(Model::from_id).ok_or(format!("{s}: unknown model"))?),
            "deploy_shipyards" => Verb::DeployShipyards,
            "regroup" => Verb::Regroup,
            "invade" => Verb::Invade,
            "guild" => Verb::Guild(match arg {
                Some(g) => Some(Guild::from_id(g).ok_or(format!("{s}: unknown guild"))?),
                None => None,
            }),
            "installation" => Verb::Installation(match arg {
                Some(i) => Some(Installation::from_id(i).ok_or(format!("{s}: unknown installation"))?),
                None => None,
            }),
            "defense" => Verb::Installation(Some(Installation::Defense)),
            "raise_population" => Verb::RaisePopulation,
            "remove_corruption" => Verb::RemoveCorruption,
            "move_corruption" => Verb::MoveCorruption,
            "agenda" => Verb::Agenda,
            "tech" => Verb::Tech,
            "trade_token" => Verb::TradeToken,
            "advance" => Verb::Advance(Some(arg.and_then(Track::from_id).ok_or(format!("{s}: unknown track"))?)),
            "advance_any" => Verb::Advance(None),
            "copy_discard" => Verb::CopyDiscard(num(arg, &s)?),
            "score_agenda" => Verb::ScoreAgenda,
            "bounty" => Verb::Bounty,
            "voidborn_deploy" => Verb::VoidbornDeploy,
            "hidden_bounty" => Verb::HiddenToken(TokenKind::Bounty),
            "hidden_reclaim" => Verb::HiddenToken(TokenKind::Reclaim),
            "offer_corruption" => Verb::OfferCorruption(match arg {
                Some("each") => None,
                a => Some(a.and_then(AgendaKind::from_id).ok_or(format!("{s}: unknown agenda type"))?),
            }),
            "play_agenda" => Verb::PlayAgenda,
            "eradicate" => Verb::Eradicate,
            "reclaim_token" => Verb::ReclaimToken,
            "raise_home_population" => Verb::RaiseHomePopulation,
            _ => return Err(format!("unknown verb {s:?}")),
        };
        Ok(v)
    }
}

impl TryFrom<String> for Count {
    type Error = String;
    fn try_from(s: String) -> Result<Count, String> {
        let mut p = s.split(':');
        let head = p.next().unwrap_or("");
        let arg = p.next();
        Ok(match head {
            "sectors" => Count::Sectors,
            "pure_sectors" => Count::PureSectors,
            "corrupt_sectors" => Count::CorruptSectors,
            "population" => Count::Population,
            "guilds" => Count::Guilds(match arg {
                Some(g) => Some(Guild::from_id(g).ok_or(format!("{s}: unknown guild"))?),
                None => None,
            }),
            "installations" => Count::Installations,
            "shipyards" => Count::Shipyards,
            "defenses" => Count::Defenses,
            "fleet_power" => Count::FleetPower,
            "techs" => Count::Techs,
            "improved_techs" => Count::ImprovedTechs,
            "track_steps" => Count::TrackSteps,
            "production" => Count::Production(res(arg, &s)?),
            "trade_tokens" => Count::TradeTokens,
            "agendas" => Count::Agendas,
            _ => return Err(format!("unknown count {s:?}")),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verbs_parse_and_reject_typos() {
        assert_eq!(Verb::try_from("gain:food:2".to_string()), Ok(Verb::Gain(Resource::Food, 2)));
        assert_eq!(
            Verb::try_from("influence_per_guild:farmers+bankers:1".to_string()),
            Ok(Verb::InfluencePerGuild(vec![Guild::Farmers, Guild::Bankers], 1))
        );
        assert!(Verb::try_from("gain:gold:2".to_string()).is_err());
        assert!(Verb::try_from("teleport".to_string()).is_err());
        assert!(Verb::try_from("regroup:3".to_string()).is_err());
        assert!(Verb::try_from("gain:food".to_string()).is_err());
        assert_eq!(Cost::try_from("recall:1".to_string()), Ok(Cost::Recall(1)));
        assert_eq!(Cost::try_from("trade_token:1".to_string()), Ok(Cost::TradeToken(1)));
        assert!(Cost::try_from("trade_token".to_string()).is_err());
        assert_eq!(
            Verb::try_from("offer_corruption:growth".to_string()),
            Ok(Verb::OfferCorruption(Some(AgendaKind::Growth)))
        );
        assert_eq!(Verb::try_from("offer_corruption:each".to_string()), Ok(Verb::OfferCorruption(None)));
        assert!(Verb::try_from("offer_corruption:intrigue".to_string()).is_err());
        assert!(Count::try_from("guilds:pirates".to_string()).is_err());
    }
}
