//! The game's content, as data files under `data/`: parsed and validated once,
//! then shared read-only. Every row names its `source`: `seed` (the rulebook), `release` or `ours`.
//! Tuning the game is a change to those files, never to code.

use super::verbs::{Action, Count, Verb};
use super::{AgendaKind, Guild, Installation, Model, Resource, Track};
use serde::Deserialize;
use std::collections::BTreeSet;
use std::sync::OnceLock;

const FOCUS: &str = include_str!("data/focus.toml");
const TECHS: &str = include_str!("data/techs.toml");
const HOUSES: &str = include_str!("data/houses.toml");
const AGENDAS: &str = include_str!("data/agendas.toml");
const EVENTS: &str = include_str!("data/events.toml");
const BOARD: &str = include_str!("data/board.toml");
const MAPS: &str = include_str!("data/maps.toml");
const FLEETS: &str = include_str!("data/fleets.toml");

#[derive(Debug, Deserialize)]
pub struct FocusCard {
    pub id: String,
    pub time: u32,
    #[serde(default = "cycle_one")]
    pub in_hand_from_cycle: u8,
    #[serde(default)]
    pub copy_restricted: bool,
    pub actions: Vec<Action>,
    pub source: String,
}

fn cycle_one() -> u8 {
    1
}

#[derive(Debug, Deserialize)]
pub struct AgendaAction {
    pub kind: AgendaKind,
    pub action: Action,
    pub source: String,
}

#[derive(Debug, Deserialize)]
struct FocusFile {
    focus: Vec<FocusCard>,
    agenda_action: Vec<AgendaAction>,
}

#[derive(Debug, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Ability {
    /// Acts only in combat: its numbers are the `combat` table.
    Combat,
    /// Fleets of this model may be deployed, holding up to `cap` power each.
    Unlock { model: Model, cap: u8 },
    /// Planetary bases may be built, up to `per_sector` in one sector.
    Base {
        #[serde(default = "one")]
        per_sector: u8,
    },
    /// Once per turn, while resolving one of these focuses, the bonus may be used.
    FocusBonus { focuses: Vec<String>, bonus: Action },
    /// Each guild of this type raises the production level of `res` by `n`.
    LevelPerGuild { guild: Guild, res: Resource, n: i32 },
    /// Each installation of this type raises the production level of `res` by `n`.
    LevelPerInstallation { installation: Installation, res: Resource, n: i32 },
    /// Each sector with a shipyard musters one more power.
    MusterExtra,
    /// Once per turn, while resolving one of these focuses, one of its actions
    /// already resolved this turn may be resolved again, paying its cost again.
    RepeatAction { focuses: Vec<String> },
    /// Each time you raise the population of a pure sector, `action` follows.
    OnRaisePopulation { action: Action },
    /// Each time you raise a pure population, gain one unit of each guild's
    /// resource in that sector.
    RaiseHarvest,
    /// Each time you establish a guild, gain `n` of its resource.
    OnEstablish { n: u8 },
    /// Demilitarization thresholds cost no fleet power.
    FreeDemilitarization,
    /// This card holds up to `max` corruption markers, as a place to gain them.
    CorruptionStore { max: u8 },
    /// Each corruption removed elsewhere also removes one held on this card.
    ExtraRemoval,
    /// Each invasion may start with a regroup.
    RegroupBeforeInvade,
    /// Voidstorms do not block your invasions and regroups.
    IgnoreStorms,
    /// Your home sector has `n` more guild spaces.
    HomeGuildSpaces { n: u8 },
    /// One more agenda slot, for an agenda of a type not already in play.
    ExtraAgendaSlot,
    /// A trade token's windfall may come from any space up to the one right of it.
    WideWindfall,
    /// The first time in a turn or phase step a gain goes over the cap, `action`
    /// follows.
    OverflowReward { action: Action },
    /// A sector with your carrier power counts as a shipyard for deploying.
    CarrierYard,
    /// Sectors with sector defenses cost no upkeep.
    FreeDefenseUpkeep,
    /// At evaluation each credit pays `n` upkeep.
    CreditUpkeep { n: u8 },
    /// An installation build may become a sentry deploy in that sector; with
    /// `both`, also build and deploy in one sector, or deploy in any sector.
    InstallationSentry {
        #[serde(default)]
        both: bool,
    },
}

fn one() -> u8 {
    1
}

/// One side of a technology card: one ability or several.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum OneOrMany {
    One(Ability),
    Many(Vec<Ability>),
}

fn one_or_many<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<Ability>, D::Error> {
    Ok(match OneOrMany::deserialize(d)? {
        OneOrMany::One(a) => vec![a],
        OneOrMany::Many(v) => v,
    })
}

/// Combat numbers of one side of a technology, read by the combat rules. Every
/// field is optional; `needs` makes the others count only while the holder has
/// power of that fleet model in the battle.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CombatSide {
    pub initiative: i32,
    /// Always deal salvo damage first.
    pub strike_first: bool,
    pub approach_damage: u32,
    /// Approach damage as defender, once at least one is dealt.
    pub defender_extra_approach: u32,
    /// Approach damage per adjacent sector of yours with a shipyard or base, up to
    /// `approach_per_yard_max`, paying `approach_energy` energy when invading.
    pub approach_per_yard: u32,
    pub approach_per_yard_max: u32,
    pub approach_energy: u32,
    pub approach_absorb: u32,
    pub salvo_absorb: u32,
    pub first_salvo_damage: u32,
    pub every_salvo_damage: u32,
    /// Combat recalls may go to the home sector: once per combat, or always.
    pub recall_home_once: bool,
    pub recall_home_always: bool,
    /// The bonus costs one trade token returned when invading.
    pub costs_trade_token: bool,
    pub needs: Option<Model>,
    /// A reclaim token may be put on the Voidborn target before combat (also on
    /// corrupt targets with `on_corrupt`).
    pub reclaim_before_combat: bool,
    pub reclaim_on_corrupt: bool,
    /// After a won invasion: a bounty token, keep the installations, remove a
    /// corruption; after a won or tied one: deploy this much power there.
    pub bounty_after_win: bool,
    pub keep_installations: bool,
    pub remove_corruption_after_win: bool,
    pub deploy_after: u32,
    /// The last Voidborn fleet of a sector may be eliminated.
    pub eliminate_last_voidborn: bool,
}

/// The combat hook of a technology: its numbers for each side of the card.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CombatHooks {
    pub basic: CombatSide,
    pub improved: CombatSide,
}

/// A fleet model (or the Voidborn fleet) and its combat numbers per power.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FleetModelDef {
    pub id: String,
    /// Power per fleet unless the unlocking technology says otherwise.
    pub cap: u8,
    /// The technology whose unlock enables the model ("" = always available).
    pub tech: String,
    pub initiative_invading: u32,
    pub initiative_defending: u32,
    #[serde(default)]
    pub flat_initiative: u32,
    #[serde(default)]
    pub approach_defending: u32,
    #[serde(default)]
    pub approach_absorb_invading: u32,
    #[serde(default)]
    pub salvo_absorb_defending: u32,
    /// Corvette power brought from the reserve per power when invading.
    #[serde(default)]
    pub launch_invading: u32,
    pub source: String,
}

#[derive(Debug, Deserialize)]
struct FleetFile {
    model: Vec<FleetModelDef>,
}

/// The Voidborn fleet's row in [`Content::fleets`], after the five models.
pub const VOIDBORN_UNIT: usize = 5;

#[derive(Debug, Deserialize)]
pub struct TechDef {
    pub id: String,
    pub upkeep: u32,
    #[serde(default)]
    pub trade_slot: bool,
    pub on_gain: Action,
    #[serde(deserialize_with = "one_or_many")]
    pub basic: Vec<Ability>,
    #[serde(deserialize_with = "one_or_many")]
    pub improved: Vec<Ability>,
    /// Release category (production, combat, …), for the display and reports.
    #[serde(default)]
    pub category: Option<String>,
    /// Numbers the combat rules read (Combat-category technologies).
    #[serde(default)]
    pub combat: CombatHooks,
    pub source: String,
}

impl TechDef {
    pub fn side(&self, improved: bool) -> &[Ability] {
        if improved { &self.improved } else { &self.basic }
    }

    /// The action a turn's menu offers for this side (a focus bonus), if any.
    pub fn bonus(&self, improved: bool) -> Option<(&[String], &Action)> {
        self.side(improved).iter().find_map(|a| match a {
            Ability::FocusBonus { focuses, bonus } => Some((focuses.as_slice(), bonus)),
            _ => None,
        })
    }

    /// The action a triggered ability of this side resolves, if any.
    pub fn trigger(&self, improved: bool) -> Option<&Action> {
        self.side(improved).iter().find_map(|a| match a {
            Ability::OnRaisePopulation { action } | Ability::OverflowReward { action } => Some(action),
            _ => None,
        })
    }
}

#[derive(Debug, Deserialize)]
pub struct Scenario {
    pub id: String,
    pub techs: Vec<String>,
    pub houses: Vec<String>,
    pub source: String,
}

#[derive(Debug, Deserialize)]
struct TechFile {
    tech: Vec<TechDef>,
    scenario: Scenario,
}

#[derive(Debug, Deserialize)]
pub struct HouseDef {
    pub id: String,
    pub source: String,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Condition {
    pub count: Count,
    pub at_least: u32,
    pub influence: u32,
}

#[derive(Debug, Deserialize)]
pub struct Storage {
    pub food: u8,
    pub energy: u8,
    pub materials: u8,
    pub credits: u8,
    pub science: u8,
}

impl Storage {
    pub fn by_res(&self) -> [u8; 5] {
        let mut out = [0; 5];
        out[Resource::Food as usize] = self.food;
        out[Resource::Materials as usize] = self.materials;
        out[Resource::Energy as usize] = self.energy;
        out[Resource::Science as usize] = self.science;
        out[Resource::Credits as usize] = self.credits;
        out
    }
}

#[derive(Debug, Deserialize)]
pub struct OriginDef {
    pub id: String,
    pub house: String,
    pub tech: String,
    pub home_population: u8,
    pub outpost_population: u8,
    pub home_corvettes: u8,
    pub outpost_corvettes: u8,
    pub reserve: u8,
    pub storage: Storage,
    pub home_guilds: Vec<Guild>,
    pub outpost_guilds: Vec<Guild>,
    pub outpost_installations: Vec<Installation>,
    #[serde(default)]
    pub production_bonus: Option<Resource>,
    pub trade_token: bool,
    pub start_agenda: Vec<Condition>,
    pub source: String,
}

/// A Fallen House card (GAP-14): a released House that fell to the Voidborn,
/// holding a sector with its population, a corruption and its sector defenses.
#[derive(Debug, Deserialize)]
pub struct FallenDef {
    pub id: String,
    /// Its House's Origin techs: the card is of a game showing one of them.
    pub techs: Vec<String>,
    pub population: u8,
    /// Sector defenses on the card: its whole strength in combat.
    pub defenses: u8,
    pub source: String,
}

#[derive(Debug, Deserialize)]
struct HouseFile {
    house: Vec<HouseDef>,
    origin: Vec<OriginDef>,
    fallen: Vec<FallenDef>,
}

#[derive(Debug, Deserialize)]
pub struct Bottom {
    pub count: Count,
    pub per: u32,
}

#[derive(Debug, Deserialize)]
pub struct AgendaDef {
    pub id: String,
    pub kind: AgendaKind,
    pub focus: String,
    pub top: Condition,
    pub bottom: Bottom,
    #[serde(default)]
    pub corrupt_counts: bool,
    pub source: String,
}

#[derive(Debug, Deserialize)]
struct AgendaFile {
    agenda: Vec<AgendaDef>,
}

#[derive(Debug, Deserialize)]
pub struct EventDef {
    pub id: String,
    pub cycle: u8,
    pub rounds: u8,
    pub absorption: u8,
    /// Items acting once on the galactic board, before the Voidborn items.
    #[serde(default)]
    pub board: Vec<Verb>,
    pub voidborn: Vec<Verb>,
    pub general: Action,
    pub objectives: Vec<Condition>,
    pub aid: Action,
    pub source: String,
}

#[derive(Debug, Deserialize)]
struct EventFile {
    event: Vec<EventDef>,
}

#[derive(Debug, Deserialize)]
pub struct Rules {
    pub storage_cap: u8,
    pub contamination_cap: u8,
    pub start_influence: u32,
    pub fleet_markers: u8,
    pub tech_slots: usize,
    pub agenda_slots: usize,
    pub cycles: u8,
    pub turmoil_time: u32,
    pub unpaid_upkeep_influence: u32,
    pub source: String,
}

#[derive(Debug, Deserialize)]
pub struct Upkeep {
    pub capital_fleet: u32,
    pub defended_sector: u32,
    pub shipyard: u32,
    pub bankers: u32,
    pub planetary_base: u32,
    pub contamination: u32,
    pub agenda: u32,
    pub source: String,
}

#[derive(Debug, Deserialize)]
pub struct PlayerCount {
    pub count: usize,
    pub trade_space_1: u8,
    pub trade_spaces_2_to_6: u8,
    pub trade_drain: u8,
    pub priority_revealed: usize,
    pub cycle3_influence: Vec<u32>,
    pub source: String,
}

#[derive(Debug, Deserialize)]
pub struct TradeSpace {
    pub windfall: Action,
    pub source: String,
}

#[derive(Debug, Deserialize)]
pub struct MarketSlot {
    pub influence: u32,
    pub source: String,
}

#[derive(Debug, Deserialize)]
pub struct Dial {
    pub supplies: Vec<u32>,
    pub credits: Vec<u32>,
    pub source: String,
}

#[derive(Debug, Deserialize)]
pub struct TrackRules {
    /// A threshold after space n lies between spaces n and n + 1.
    pub thresholds: Vec<u8>,
    /// Fleet power spent to cross each threshold.
    pub demilitarization: Vec<u8>,
    pub source: String,
}

#[derive(Debug, Deserialize)]
pub struct TrackSpaces {
    pub track: Track,
    pub spaces: Vec<Action>,
    pub source: String,
}

#[derive(Debug, Deserialize)]
pub struct PriorityCard {
    pub number: u8,
    pub card: Action,
    pub source: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Deserialize, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenKind {
    Bounty,
    Reclaim,
}

#[derive(Debug, Deserialize)]
pub struct TokenDef {
    pub kind: TokenKind,
    pub copies: u8,
    pub reward: Action,
    pub source: String,
}

/// The training solo mode's numbers.
#[derive(Debug, Deserialize)]
pub struct Training {
    pub rift_influence: u32,
    pub ready_at: u32,
    pub priority_removed: Vec<u8>,
    pub priority_hand: usize,
    pub credit_copies: usize,
    pub source: String,
}

#[derive(Debug, Deserialize)]
struct BoardFile {
    rules: Rules,
    upkeep: Upkeep,
    players: Vec<PlayerCount>,
    trade_space: Vec<TradeSpace>,
    market_slot: Vec<MarketSlot>,
    dial: Dial,
    track: TrackRules,
    track_space: Vec<TrackSpaces>,
    priority: Vec<PriorityCard>,
    token: Vec<TokenDef>,
    training: Training,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SectorKind {
    Home,
    Outpost,
    Voidborn,
    Uncontrolled,
    /// Training solo's target: no population, no corruption.
    Rift,
}

#[derive(Debug, Deserialize)]
pub struct SectorDef {
    pub id: String,
    pub q: i32,
    pub r: i32,
    pub kind: SectorKind,
    /// For homes and outposts: the seat it belongs to.
    #[serde(default)]
    pub seat: Option<usize>,
    #[serde(default)]
    pub population: u8,
    #[serde(default)]
    pub fixed_population: bool,
    #[serde(default)]
    pub voidborn: u8,
    #[serde(default)]
    pub defenses: u8,
    #[serde(default = "three")]
    pub guild_spaces: u8,
    #[serde(default = "four")]
    pub installation_spaces: u8,
    #[serde(default)]
    pub tokens: Vec<TokenKind>,
    /// With the Fallen Houses option a Fallen House card goes here.
    #[serde(default)]
    pub fallen_house: bool,
}

fn three() -> u8 {
    3
}

fn four() -> u8 {
    4
}

#[derive(Debug, Deserialize)]
pub struct Storm {
    pub between: [String; 2],
}

#[derive(Debug, Deserialize)]
pub struct Link {
    pub between: [String; 2],
}

#[derive(Debug, Deserialize)]
pub struct MapDef {
    pub players: usize,
    pub sector: Vec<SectorDef>,
    #[serde(default)]
    pub storm: Vec<Storm>,
    #[serde(default)]
    pub link: Vec<Link>,
    pub source: String,
    #[serde(skip)]
    pub adjacency: Option<engine::hex::Adjacency>,
}

#[derive(Debug, Deserialize)]
struct MapFile {
    map: Vec<MapDef>,
}

/// All content, validated.
#[derive(Debug)]
pub struct Content {
    pub focus: Vec<FocusCard>,
    pub agenda_actions: Vec<AgendaAction>,
    pub techs: Vec<TechDef>,
    pub scenario: Scenario,
    pub houses: Vec<HouseDef>,
    pub origins: Vec<OriginDef>,
    pub fallen: Vec<FallenDef>,
    pub agendas: Vec<AgendaDef>,
    pub events: Vec<EventDef>,
    pub rules: Rules,
    pub upkeep: Upkeep,
    pub players: Vec<PlayerCount>,
    pub trade_spaces: Vec<TradeSpace>,
    pub market_slots: Vec<MarketSlot>,
    pub dial: Dial,
    pub track: TrackRules,
    pub track_spaces: Vec<TrackSpaces>,
    pub priority: Vec<PriorityCard>,
    pub tokens: Vec<TokenDef>,
    pub training: Training,
    pub maps: Vec<MapDef>,
    /// The five fleet models in [`Model::ALL`] order, then the Voidborn fleet.
    pub fleets: Vec<FleetModelDef>,
}

fn parse<T: for<'de> Deserialize<'de>>(name: &str, src: &str) -> Result<T, String> {
    toml::from_str(src).map_err(|e| format!("{name}: {e}"))
}

/// The content; validated by the data lint test, so a broken file fails the tests
/// rather than a game.
pub fn content() -> &'static Content {
    static CONTENT: OnceLock<Content> = OnceLock::new();
    CONTENT.get_or_init(|| Content::load().unwrap_or_else(|e| panic!("voidfall data: {e}")))
}

impl Content {
    pub fn load() -> Result<Content, String> {
        let focus: FocusFile = parse("focus.toml", FOCUS)?;
        let techs: TechFile = parse("techs.toml", TECHS)?;
        let houses: HouseFile = parse("houses.toml", HOUSES)?;
        let agendas: AgendaFile = parse("agendas.toml", AGENDAS)?;
        let events: EventFile = parse("events.toml", EVENTS)?;
        let board: BoardFile = parse("board.toml", BOARD)?;
        let mut maps: MapFile = parse("maps.toml", MAPS)?;
        let fleets: FleetFile = parse("fleets.toml", FLEETS)?;
        let fleets = fleet_rows(fleets.model)?;
        for m in &mut maps.map {
            m.adjacency = Some(map_adjacency(m)?);
        }
        let c = Content {
            focus: focus.focus,
            agenda_actions: focus.agenda_action,
            techs: techs.tech,
            scenario: techs.scenario,
            houses: houses.house,
            origins: houses.origin,
            fallen: houses.fallen,
            agendas: agendas.agenda,
            events: events.event,
            rules: board.rules,
            upkeep: board.upkeep,
            players: board.players,
            trade_spaces: board.trade_space,
            market_slots: board.market_slot,
            dial: board.dial,
            track: board.track,
            track_spaces: board.track_space,
            priority: board.priority,
            tokens: board.token,
            training: board.training,
            maps: maps.map,
            fleets,
        };
        c.validate()?;
        Ok(c)
    }

    /// Every referenced id exists, every row has a source, the numbers fit together.
    fn validate(&self) -> Result<(), String> {
        let mut sources: Vec<(String, &str)> = Vec::new();
        sources.extend(self.focus.iter().map(|f| (format!("focus {}", f.id), f.source.as_str())));
        sources.extend(self.agenda_actions.iter().map(|a| (format!("agenda action {:?}", a.kind), a.source.as_str())));
        sources.extend(self.techs.iter().map(|t| (format!("tech {}", t.id), t.source.as_str())));
        sources.push(("scenario".into(), &self.scenario.source));
        sources.extend(self.houses.iter().map(|h| (format!("house {}", h.id), h.source.as_str())));
        sources.extend(self.origins.iter().map(|o| (format!("origin {}", o.id), o.source.as_str())));
        sources.extend(self.fallen.iter().map(|f| (format!("fallen house {}", f.id), f.source.as_str())));
        sources.extend(self.agendas.iter().map(|a| (format!("agenda {}", a.id), a.source.as_str())));
        sources.extend(self.events.iter().map(|e| (format!("event {}", e.id), e.source.as_str())));
        sources.push(("rules".into(), &self.rules.source));
        sources.push(("upkeep".into(), &self.upkeep.source));
        sources.extend(self.players.iter().map(|p| (format!("players {}", p.count), p.source.as_str())));
        sources.extend(self.trade_spaces.iter().map(|t| ("trade space".to_string(), t.source.as_str())));
        sources.extend(self.market_slots.iter().map(|t| ("market slot".to_string(), t.source.as_str())));
        sources.push(("dial".into(), &self.dial.source));
        sources.push(("track".into(), &self.track.source));
        sources.extend(self.track_spaces.iter().map(|t| (format!("track {:?}", t.track), t.source.as_str())));
        sources.extend(self.priority.iter().map(|p| (format!("priority {}", p.number), p.source.as_str())));
        sources.extend(self.tokens.iter().map(|t| (format!("token {:?}", t.kind), t.source.as_str())));
        sources.push(("training".into(), &self.training.source));
        sources.extend(self.maps.iter().map(|m| (format!("map {}", m.players), m.source.as_str())));
        sources.extend(self.fleets.iter().map(|f| (format!("fleet model {}", f.id), f.source.as_str())));
        for (what, source) in sources {
            if !["seed", "release", "ours"].iter().any(|s| source.starts_with(s)) {
                return Err(format!("{what}: source must start with seed, release or ours, not {source:?}"));
            }
        }
        unique("focus", self.focus.iter().map(|f| &f.id))?;
        unique("tech", self.techs.iter().map(|t| &t.id))?;
        unique("house", self.houses.iter().map(|h| &h.id))?;
        unique("origin", self.origins.iter().map(|o| &o.id))?;
        unique("fallen house", self.fallen.iter().map(|f| &f.id))?;
        unique("agenda", self.agendas.iter().map(|a| &a.id))?;
        unique("event", self.events.iter().map(|e| &e.id))?;
        let focus_ids: BTreeSet<&str> = self.focus.iter().map(|f| f.id.as_str()).collect();
        let tech_ids: BTreeSet<&str> = self.techs.iter().map(|t| t.id.as_str()).collect();
        for f in &self.focus {
            if f.actions.len() != 3 {
                return Err(format!("focus {} has {} actions, not 3", f.id, f.actions.len()));
            }
        }
        for t in &self.techs {
            for improved in [false, true] {
                let side = t.side(improved);
                let menu =
                    side.iter().filter(|a| matches!(a, Ability::FocusBonus { .. } | Ability::RepeatAction { .. }));
                let triggers = side
                    .iter()
                    .filter(|a| matches!(a, Ability::OnRaisePopulation { .. } | Ability::OverflowReward { .. }));
                if side.is_empty() || menu.count() > 1 || triggers.count() > 1 {
                    return Err(format!(
                        "tech {}: each side needs an ability, at most one menu bonus and one trigger",
                        t.id
                    ));
                }
                for ab in side {
                    if let Ability::FocusBonus { focuses, .. } | Ability::RepeatAction { focuses } = ab {
                        for f in focuses {
                            known(&focus_ids, f, &format!("tech {}", t.id))?;
                        }
                    }
                }
            }
        }
        const CATEGORIES: [&str; 11] = [
            "combat",
            "deployment",
            "production",
            "development",
            "corruption",
            "action",
            "movement",
            "civilization",
            "politics",
            "invasion",
            "commerce",
        ];
        for t in &self.techs {
            if t.category.as_deref().is_some_and(|k| !CATEGORIES.contains(&k)) {
                return Err(format!("tech {}: unknown category {:?}", t.id, t.category));
            }
            for side in [&t.combat.basic, &t.combat.improved] {
                if (side.approach_per_yard > 0) != (side.approach_per_yard_max > 0)
                    || (side.recall_home_once && side.recall_home_always)
                {
                    return Err(format!("tech {}: combat numbers that do not fit together", t.id));
                }
            }
        }
        for (unit, f) in self.fleets.iter().enumerate() {
            let model = Model::ALL.get(unit).copied();
            let escort = model.is_some_and(|m| !m.is_capital());
            let cap_ok = match model {
                Some(_) => f.cap == if escort { 3 } else { 2 },
                None => f.cap == 1,
            };
            if !cap_ok {
                return Err(format!("fleet model {}: escorts hold 3, capital ships 2, a Voidborn fleet 1", f.id));
            }
            if f.tech.is_empty() != (model.is_none() || model == Some(Model::Corvette)) {
                return Err(format!("fleet model {}: only corvettes and the Voidborn need no technology", f.id));
            }
            if let Some(m) = model.filter(|_| !f.tech.is_empty()) {
                known(&tech_ids, &f.tech, &format!("fleet model {}", f.id))?;
                let def = &self.techs[self.tech_index(&f.tech).expect("known")];
                let unlocks = [false, true].iter().all(|&imp| {
                    def.side(imp).iter().any(|a| matches!(a, Ability::Unlock { model, .. } if *model == m))
                });
                if !unlocks {
                    return Err(format!("fleet model {}: tech {} does not unlock it", f.id, f.tech));
                }
            }
            if model.is_none()
                && (f.flat_initiative
                    + f.approach_defending
                    + f.approach_absorb_invading
                    + f.salvo_absorb_defending
                    + f.launch_invading)
                    > 0
            {
                return Err("the Voidborn fleet fights like a corvette: no other numbers".into());
            }
        }
        for t in &self.scenario.techs {
            known(&tech_ids, t, "scenario")?;
        }
        if self.scenario.techs.len() != 8 {
            return Err("the scenario must name 8 technologies".into());
        }
        let house_ids: BTreeSet<&str> = self.houses.iter().map(|h| h.id.as_str()).collect();
        for h in &self.scenario.houses {
            known(&house_ids, h, "scenario")?;
        }
        for o in &self.origins {
            known(&house_ids, &o.house, &format!("origin {}", o.id))?;
            known(&tech_ids, &o.tech, &format!("origin {}", o.id))?;
            if self.scenario.techs.contains(&o.tech) {
                return Err(format!("origin {}: its tech is also in the scenario display", o.id));
            }
        }
        for h in &self.houses {
            if self.origins.iter().filter(|o| o.house == h.id).count() != 2 {
                return Err(format!("house {} needs exactly two origins", h.id));
            }
        }
        for f in &self.fallen {
            let what = format!("fallen house {}", f.id);
            for t in &f.techs {
                known(&tech_ids, t, &what)?;
            }
            if f.techs.is_empty() || !(1..=6).contains(&f.population) || !(1..=4).contains(&f.defenses) {
                return Err(format!("{what}: needs a tech, a population 1..6 and 1..4 sector defenses"));
            }
        }
        for a in &self.agendas {
            known(&focus_ids, &a.focus, &format!("agenda {}", a.id))?;
        }
        for &k in AgendaKind::ALL {
            if self.agendas.iter().filter(|a| a.kind == k).count() < 8 {
                return Err(format!("fewer than 8 agendas of type {k:?}"));
            }
            if self.agenda_actions.iter().filter(|a| a.kind == k).count() != 1 {
                return Err(format!("agenda type {k:?} needs exactly one action"));
            }
        }
        for c in 1..=self.rules.cycles {
            if self.events.iter().filter(|e| e.cycle == c).count() < 2 {
                return Err(format!("cycle {c} needs at least 2 events"));
            }
        }
        for e in &self.events {
            if e.objectives.len() != 2 {
                return Err(format!("event {} needs 2 objectives", e.id));
            }
            if e.absorption > 2 || e.rounds == 0 {
                return Err(format!("event {}: absorption 0..2 and at least one round", e.id));
            }
            for v in &e.voidborn {
                if !v.is_voidborn_item() {
                    return Err(format!("event {}: {v:?} is not a Voidborn item", e.id));
                }
            }
            for v in &e.board {
                if !v.is_board_item() {
                    return Err(format!("event {}: {v:?} is not a board item", e.id));
                }
            }
        }
        for n in 1..=4 {
            let p = self.players.iter().find(|p| p.count == n).ok_or(format!("no row for {n} players"))?;
            // Training solo holds its priority cards instead of a row.
            let row = if n == 1 { 0 } else { n };
            if p.cycle3_influence.len() != n || p.priority_revealed != row {
                return Err(format!("{n} players: one cycle-3 value and one priority card per player"));
            }
            let m = self.maps.iter().find(|m| m.players == n).ok_or(format!("no map for {n} players"))?;
            if m.sector.iter().filter(|s| s.fallen_house).count() > 4 {
                return Err(format!("map {n}: at most 4 Fallen House sectors"));
            }
            for seat in 0..n {
                for kind in [SectorKind::Home, SectorKind::Outpost] {
                    if m.sector.iter().filter(|s| s.kind == kind && s.seat == Some(seat)).count() != 1 {
                        return Err(format!("map {n}: seat {seat} needs one {kind:?}"));
                    }
                }
            }
            for s in &m.sector {
                if s.population > 6 || s.guild_spaces > 3 || s.defenses > s.installation_spaces {
                    return Err(format!("map {n}: sector {} out of range", s.id));
                }
                if s.kind == SectorKind::Rift && (s.population > 0 || s.fixed_population) {
                    return Err(format!("map {n}: rift {} with a population", s.id));
                }
                let open = matches!(s.kind, SectorKind::Voidborn | SectorKind::Uncontrolled);
                if s.fallen_house && !open {
                    return Err(format!(
                        "map {n}: Fallen House sector {} must be a Voidborn or uncontrolled one",
                        s.id
                    ));
                }
                if s.kind == SectorKind::Voidborn && s.voidborn == 0 {
                    return Err(format!("map {n}: Voidborn sector {} without a fleet", s.id));
                }
                // A fixed population is printed on the map: it needs a value, and
                // homes and outposts take theirs from the Origin instead.
                let printed = !matches!(s.kind, SectorKind::Home | SectorKind::Outpost);
                if s.fixed_population && (s.population == 0 || !printed) {
                    return Err(format!("map {n}: sector {} cannot have a fixed population", s.id));
                }
            }
        }
        let t = &self.training;
        let kept = self.priority.iter().filter(|p| !t.priority_removed.contains(&p.number)).count();
        if kept < t.priority_hand || t.credit_copies > self.scenario.techs.len() {
            return Err("training: more priority cards dealt or credit copies than there are".into());
        }
        if self.priority.len() < 4 || self.priority.iter().enumerate().any(|(i, p)| p.number as usize != i + 1) {
            return Err("priority cards are numbered 1, 2, 3, … in order".into());
        }
        if self.trade_spaces.len() != 6 || self.market_slots.len() != 4 {
            return Err("6 trade spaces and 4 market slots".into());
        }
        if self.dial.supplies.len() != self.dial.credits.len() || self.dial.supplies.is_empty() {
            return Err("the dial needs a yield per level for both rows".into());
        }
        if self.track.thresholds.len() != 4 || self.track.demilitarization.len() != 4 {
            return Err("four era thresholds".into());
        }
        for &t in Track::ALL {
            let spaces = self.track_spaces.iter().find(|s| s.track == t).ok_or(format!("no spaces for {t:?}"))?;
            if spaces.spaces.len() <= *self.track.thresholds.last().unwrap_or(&0) as usize {
                return Err(format!("track {t:?} ends before its last threshold"));
            }
        }
        for k in [TokenKind::Bounty, TokenKind::Reclaim] {
            if !self.tokens.iter().any(|t| t.kind == k) {
                return Err(format!("no {k:?} tokens"));
            }
        }
        for a in self.all_actions() {
            a.validate()?;
        }
        Ok(())
    }

    /// Every action any row holds, for checks.
    pub fn all_actions(&self) -> Vec<&Action> {
        let mut out: Vec<&Action> = self.focus.iter().flat_map(|f| &f.actions).collect();
        out.extend(self.agenda_actions.iter().map(|a| &a.action));
        for t in &self.techs {
            out.push(&t.on_gain);
            for improved in [false, true] {
                out.extend(t.bonus(improved).map(|(_, a)| a));
                out.extend(t.trigger(improved));
            }
        }
        for e in &self.events {
            out.push(&e.general);
            out.push(&e.aid);
        }
        out.extend(self.trade_spaces.iter().map(|t| &t.windfall));
        out.extend(self.track_spaces.iter().flat_map(|t| &t.spaces));
        out.extend(self.priority.iter().map(|p| &p.card));
        out.extend(self.tokens.iter().map(|t| &t.reward));
        out
    }

    pub fn tech_index(&self, id: &str) -> Option<usize> {
        self.techs.iter().position(|t| t.id == id)
    }

    pub fn map(&self, players: usize) -> &MapDef {
        self.maps.iter().find(|m| m.players == players).expect("validated: a map per player count")
    }

    pub fn count_row(&self, players: usize) -> &PlayerCount {
        self.players.iter().find(|p| p.count == players).expect("validated: a row per player count")
    }

    pub fn agenda_action(&self, kind: AgendaKind) -> &Action {
        &self.agenda_actions.iter().find(|a| a.kind == kind).expect("validated: one action per type").action
    }

    pub fn track_action(&self, track: Track, space: usize) -> &Action {
        &self.track_spaces.iter().find(|s| s.track == track).expect("validated").spaces[space]
    }

    /// Yield of a production level (capped at the top of the dial).
    pub fn yield_of(&self, res: Resource, level: i32) -> u32 {
        let row = if res == Resource::Credits { &self.dial.credits } else { &self.dial.supplies };
        row[(level.max(0) as usize).min(row.len() - 1)]
    }

    pub fn dial_top(&self) -> i32 {
        self.dial.supplies.len() as i32 - 1
    }
}

/// The fleet rows in [`Model::ALL`] order, then the Voidborn fleet; every one
/// present exactly once.
fn fleet_rows(mut rows: Vec<FleetModelDef>) -> Result<Vec<FleetModelDef>, String> {
    let ids: Vec<&str> = Model::ALL.iter().map(|m| m.id()).chain(["voidborn"]).collect();
    unique("fleet model", rows.iter().map(|r| &r.id))?;
    if rows.len() != ids.len() {
        return Err(format!("fleets.toml needs exactly the rows {ids:?}"));
    }
    let mut out = Vec::new();
    for id in ids {
        let i = rows.iter().position(|r| r.id == id).ok_or(format!("fleets.toml: no row {id}"))?;
        out.push(rows.remove(i));
    }
    Ok(out)
}

fn map_adjacency(m: &MapDef) -> Result<engine::hex::Adjacency, String> {
    use engine::hex::{Adjacency, Hex};
    let cells: Vec<Hex> = m.sector.iter().map(|s| Hex::new(s.q, s.r)).collect();
    let index = |id: &str| m.sector.iter().position(|s| s.id == id).ok_or(format!("map {}: no sector {id}", m.players));
    let mut blocked = Vec::new();
    for s in &m.storm {
        let (a, b) = (index(&s.between[0])?, index(&s.between[1])?);
        if !cells[a].touches(cells[b]) {
            return Err(format!(
                "map {}: storm between {} and {} that do not touch",
                m.players, s.between[0], s.between[1]
            ));
        }
        blocked.push((a, b));
    }
    let mut links = Vec::new();
    for l in &m.link {
        links.push((index(&l.between[0])?, index(&l.between[1])?));
    }
    unique(&format!("map {} sector", m.players), m.sector.iter().map(|s| &s.id))?;
    let mut seen = BTreeSet::new();
    for c in &cells {
        if !seen.insert(*c) {
            return Err(format!("map {}: two sectors at {c:?}", m.players));
        }
    }
    Ok(Adjacency::new(&cells, &blocked, &links))
}

fn unique<'a>(what: &str, ids: impl Iterator<Item = &'a String>) -> Result<(), String> {
    let mut seen = BTreeSet::new();
    for id in ids {
        if !seen.insert(id) {
            return Err(format!("{what} {id} appears twice"));
        }
    }
    Ok(())
}

fn known(ids: &BTreeSet<&str>, id: &str, what: &str) -> Result<(), String> {
    if ids.contains(id) { Ok(()) } else { Err(format!("{what}: unknown id {id}")) }
}
