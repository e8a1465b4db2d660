//! Voidfall, versus for 2–4 players: Houses rebuild a fallen galaxy over three
//! cycles of Preparation, Focus rounds and Evaluation, growing sectors, guilds,
//! fleets, technologies and agendas while corruption and the Voidborn press in.
//!
//! Rules as the project's specification decides them from the pre-release
//! rulebook; content the rulebook lacks is data under `data/` (each row with its
//! source). Every technology of the data set is a row of `data/techs.toml`;
//! `combat.rs` fights invasions with their combat numbers and the fleet models of
//! `data/fleets.toml`; each player's standing casualty order settles the
//! defender's losses, so nobody waits on a defender. One player plays
//! the training solo mode (`solo.rs`); `balance.rs` plays bot games and reports
//! where influence comes from.

pub mod balance;
mod combat;
mod data;
mod effects;
mod flow;
mod invasion;
mod kinds;
pub mod sitter;
mod solo;
mod techs;
#[cfg(test)]
mod tests;
mod verbs;
mod view;

use data::{SectorKind, TokenKind, content};
use engine::{
    Answer, Game, GameMeta, GameRng, LogEntry, Opt, OptionKind, OptionSpec, Outcome, Prompt, RuleError, ScoreSheet,
    Seat, SetupError, StandingOrder, Text, Viewer,
};
use flow::{Ask, Step, TurnState};
use serde::{Deserialize, Serialize};

pub use kinds::{Affliction, AgendaKind, Guild, Installation, Model, Resource, Track};
pub use view::{SectorView, VoidfallView};

pub const SLUG: &str = "voidfall";

/// The rules this build plays for new games (see [`GameMeta::rules_version`]).
pub const RULES_VERSION: u32 = 6;

/// The version of every state stored before the `rules` field existed.
const RULES_BEFORE_THE_FIELD: u32 = 5;

fn rules_before_the_field() -> u32 {
    RULES_BEFORE_THE_FIELD
}

fn is_rules_before_the_field(v: &u32) -> bool {
    *v == RULES_BEFORE_THE_FIELD
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct VoidfallOptions {
    /// The Advanced focus variant: every round all players choose their focus
    /// face down at once, revealing it on their turn.
    pub advanced_focus: bool,
    /// The tech display: 8 technologies drawn at random from every one that is no
    /// House's Origin tech, instead of the first scenario's (so that every
    /// technology of the data set can come up).
    pub random_techs: bool,
    /// Fallen House cards on the map's Fallen House sectors (a later scenario's
    /// rule, offered as an option).
    pub fallen_houses: bool,
}

/// A guild or installation token on a sector; printed ones can never be removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Built<T> {
    pub kind: T,
    pub printed: bool,
}

/// A bounty or reclaim token on a sector.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MapToken {
    /// Index into the token table.
    pub def: usize,
    pub face_up: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sector {
    /// 0 = no population.
    pub population: u8,
    pub fixed_population: bool,
    pub corrupt: bool,
    pub home_of: Option<Seat>,
    pub guild_spaces: u8,
    pub installation_spaces: u8,
    pub guilds: Vec<Built<Guild>>,
    pub installations: Vec<Built<Installation>>,
    /// Fleet power per seat, per model (in [`Model::ALL`] order). Fleets are
    /// derived: the fewest fleets that hold the power (D-14).
    pub power: Vec<[u8; 5]>,
    pub voidborn: u8,
    pub tokens: Vec<MapToken>,
    /// A sector once controlled never becomes uncontrolled again.
    pub ever_controlled: bool,
    /// The Fallen House card holding the sector, until an invader liberates it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fallen: Option<FallenHouse>,
}

/// A Fallen House card on a sector and the tech whose improved card liberating
/// it gives (one of the game's techs the card names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FallenHouse {
    /// Index into the Fallen House table.
    pub card: usize,
    pub tech: usize,
}

/// Who holds a sector (spec §5.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    Player(Seat),
    Voidborn,
    /// A Fallen House card and a corruption: invadable, never regrouped into,
    /// never chosen for a Voidborn deployment.
    Fallen,
    Uncontrolled,
}

impl Sector {
    pub fn control(&self) -> Control {
        if let Some(s) = self.home_of {
            return Control::Player(s);
        }
        if let Some(s) = self.power.iter().position(|p| p.iter().any(|n| *n > 0)) {
            return Control::Player(s);
        }
        if self.fallen.is_some() {
            return Control::Fallen;
        }
        if self.voidborn > 0 || self.corrupt || self.ever_controlled {
            Control::Voidborn
        } else {
            Control::Uncontrolled
        }
    }

    pub fn power_of(&self, seat: Seat) -> u32 {
        self.power[seat].iter().map(|n| *n as u32).sum()
    }

    pub fn count_installation(&self, kind: Installation) -> usize {
        self.installations.iter().filter(|b| b.kind == kind).count()
    }

    /// Shipyards, a planetary base counting as one (D-13).
    pub fn shipyards(&self) -> usize {
        self.count_installation(Installation::Shipyard) + self.count_installation(Installation::Base)
    }

    /// Sector defenses, a planetary base counting as one, and those on a Fallen
    /// House card.
    pub fn defenses(&self) -> usize {
        let card = self.fallen.map_or(0, |f| content().fallen[f.card].defenses as usize);
        self.count_installation(Installation::Defense) + self.count_installation(Installation::Base) + card
    }
}

/// A technology card in a slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldTech {
    pub tech: usize,
    pub improved: bool,
    /// The basic copy printing 3 influence (scored every evaluation, D-35).
    pub influence_copy: bool,
    pub token: bool,
    /// Corruption markers held on the card (Decontamination Chambers).
    #[serde(default)]
    pub corruption: u8,
}

/// A copy of a basic tech card in a display stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TechCopy {
    pub tech: usize,
    /// True for the copy printing 3 influence; false for the copy costing 1 credit.
    pub influence: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SlotAgenda {
    /// The Origin's back.
    Start,
    Card(usize),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AgendaSlot {
    pub agenda: Option<SlotAgenda>,
    pub corrupt: bool,
    pub token: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Player {
    pub house: Option<usize>,
    pub origin: Option<usize>,
    /// The Origin chosen but not yet revealed (hidden from the others).
    pub origin_pick: Option<usize>,
    pub influence: u32,
    pub storage: [u8; 5],
    /// Production levels not explained by guilds (Origin steps, "+n production").
    pub production_bonus: [i32; 5],
    /// Fleet power markers not yet usable.
    pub supply_power: u8,
    pub reserve: u8,
    pub tracks: [u8; 3],
    pub techs: Vec<HeldTech>,
    /// Improved cards in hand (the starting tech's).
    pub improved_hand: Vec<usize>,
    pub slots: Vec<AgendaSlot>,
    pub agenda_hand: Vec<usize>,
    /// Cards drawn by "draw 2, keep 1", seen by this player only.
    pub agenda_drawn: Vec<usize>,
    pub afflictions: [bool; 3],
    pub focus_hand: Vec<usize>,
    pub focus_discard: Vec<usize>,
    /// Innovation until cycle 2.
    pub focus_aside: Vec<usize>,
    /// Advanced variant: the focus put face down this round.
    pub advanced_pick: Option<usize>,
    /// Storage units lost over the cap during this turn or step.
    pub overflow: u32,
    /// Training solo: priority cards in hand, one played each cycle (hidden).
    #[serde(default)]
    pub priority_hand: Vec<u8>,
    /// Standing casualty order (D-48): the model that loses power first in
    /// combat and Turmoil recalls; then escorts before capital ships. Private.
    #[serde(default = "first_casualty")]
    pub casualty_first: Model,
}

fn first_casualty() -> Model {
    Model::Corvette
}

impl Player {
    /// The casualty order as combat units: the chosen model, then the others.
    pub fn casualty_order(&self) -> Vec<usize> {
        let first = self.casualty_first;
        std::iter::once(first).chain(Model::ALL.iter().copied().filter(|m| *m != first)).map(|m| m as usize).collect()
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Voidfall {
    seats: usize,
    advanced: bool,
    sectors: Vec<Sector>,
    /// Trade tokens on spaces 1..6 (left to right).
    trade: [u8; 6],
    /// Face-up priority cards, ascending; one turn-order space above each.
    priority_row: Vec<u8>,
    markers: Vec<Option<Seat>>,
    /// Hidden order.
    priority_deck: Vec<u8>,
    /// Hidden; the top is the end: the current cycle's two events.
    event_deck: Vec<usize>,
    /// Events never seen by anybody.
    event_box: Vec<usize>,
    /// The two events the first player is choosing from.
    event_drawn: Vec<usize>,
    /// Rejected events with who saw them (D-6).
    event_rejected: Vec<(usize, Seat)>,
    event: Option<usize>,
    /// Display stacks; the top copy is the last.
    display: Vec<Vec<TechCopy>>,
    market: Vec<Option<usize>>,
    /// Face-down improved cards.
    improved_deck: Vec<usize>,
    /// Hidden; the top is the end.
    agenda_decks: [Vec<usize>; 3],
    agenda_offer: [Option<usize>; 3],
    /// Corruption markers on each face-up agenda (any number; taken with it).
    agenda_offer_corruption: [u8; 3],
    /// Face-up token pools (token table indices); the top is the end.
    bounty_pool: Vec<usize>,
    reclaim_pool: Vec<usize>,
    players: Vec<Player>,
    cycle: u8,
    round: u8,
    todo: Vec<Step>,
    asks: Vec<Ask>,
    turn: Option<TurnState>,
    /// The sector the current action's recalled fleet power left.
    action_sector: Option<usize>,
    finished: bool,
    /// The rules version the game was created under: a game keeps the rules it
    /// began with (absent in states from before version 6, hence 5).
    #[serde(default = "rules_before_the_field", skip_serializing_if = "is_rules_before_the_field")]
    rules: u32,
    /// Entries of the answer being applied; never part of the state.
    #[serde(skip)]
    log: Vec<LogEntry>,
    /// Influence by source and by cycle, for the balance report; never part of
    /// the state.
    #[serde(skip)]
    ledger: balance::Ledger,
}

impl Voidfall {
    /// A new game played under rules version `rules` (5 or [`RULES_VERSION`]).
    fn setup_with_rules(
        seats: usize,
        opts: &VoidfallOptions,
        rules: u32,
        rng: &mut GameRng,
    ) -> Result<Self, SetupError> {
        if !(1..=4).contains(&seats) {
            return Err(SetupError(Text::key("letterbox-error-seats").num("min", 1).num("max", 4)));
        }
        if !(RULES_BEFORE_THE_FIELD..=RULES_VERSION).contains(&rules) {
            return Err(SetupError(Text::key("voidfall-error-rules-version").num("version", rules)));
        }
        let mut game = flow::setup(seats, opts, rules, rng);
        game.proceed(rng);
        game.log.clear();
        Ok(game)
    }

    /// Version 6 fixed two rules (F1: Voidborn defenses below the cycle number;
    /// F11: credits only in action costs); a game begun under 5 keeps the old ones.
    fn rules_at_least(&self, version: u32) -> bool {
        self.rules >= version
    }

    fn seats(&self) -> usize {
        self.seats
    }

    fn say(&mut self, text: Text) {
        self.log.push(LogEntry::all(text));
    }

    /// Seats in turn order: left to right by turn-order marker.
    fn order(&self) -> Vec<Seat> {
        let mut out: Vec<Seat> = self.markers.iter().flatten().copied().collect();
        for s in 0..self.seats() {
            if !out.contains(&s) {
                out.push(s);
            }
        }
        out
    }

    fn first_player(&self) -> Seat {
        self.order()[0]
    }

    /// Influence plus nothing else: influence is the score (rulebook).
    fn score(&self, seat: Seat) -> u32 {
        self.players[seat].influence
    }

    /// The tie-break: fewer corruption markers on the player board and in the
    /// sectors the player controls.
    fn corruption_count(&self, seat: Seat) -> u32 {
        let p = &self.players[seat];
        let board = p.afflictions.iter().filter(|a| **a).count()
            + p.slots.iter().filter(|s| s.corrupt).count()
            + p.techs.iter().map(|t| t.corruption as usize).sum::<usize>();
        let sectors = self.sectors.iter().filter(|s| s.corrupt && s.control() == Control::Player(seat)).count();
        (board + sectors) as u32
    }
}

impl Game for Voidfall {
    type Options = VoidfallOptions;
    type View = VoidfallView;
    const SLUG: &'static str = SLUG;

    fn meta() -> GameMeta {
        GameMeta {
            slug: SLUG,
            // One seat is the training solo mode.
            min_seats: 1,
            max_seats: 4,
            // 2: corruption on offered agendas, fixed-population sectors, trade
            // tokens spent as a cost, a choice before paying for an optional
            // action, and the 30 released events: version-1 logs fold differently.
            // 3: every technology, Base per sector, training solo, new state
            // fields (corruption on techs, priority hands).
            // 4: combat (Voidborn and opponent sectors may be invaded), casualty
            // orders.
            // 5: Data Harvesting's improved card lets credits pay upkeep and
            // Sentries may swap a build for a sentry deploy (both change the
            // options of games holding them); Fallen Houses (an option).
            rules_version: RULES_VERSION,
            options: vec![
                OptionSpec {
                    key: "advanced_focus",
                    label: Text::key("voidfall-option-advanced-focus"),
                    kind: OptionKind::Bool { default: false },
                },
                OptionSpec {
                    key: "random_techs",
                    label: Text::key("voidfall-option-random-techs"),
                    kind: OptionKind::Bool { default: false },
                },
                OptionSpec {
                    key: "fallen_houses",
                    label: Text::key("voidfall-option-fallen-houses"),
                    kind: OptionKind::Bool { default: false },
                },
            ],
            catalogs: &[("en", include_str!("en.ftl")), ("ja", include_str!("ja.ftl"))],
        }
    }

    /// Version 5 is kept: games begun under it keep its Voidborn defenses and
    /// credits (see [`Voidfall::rules_at_least`]).
    const KEPT_RULES_VERSIONS: &'static [u32] = &[RULES_BEFORE_THE_FIELD];

    fn setup(seats: usize, opts: &VoidfallOptions, rng: &mut GameRng) -> Result<Self, SetupError> {
        Voidfall::setup_with_rules(seats, opts, RULES_VERSION, rng)
    }

    fn setup_under(version: u32, seats: usize, opts: &VoidfallOptions, rng: &mut GameRng) -> Result<Self, SetupError> {
        Voidfall::setup_with_rules(seats, opts, version, rng)
    }

    fn prompts(&self) -> Vec<Prompt> {
        if self.finished {
            return Vec::new();
        }
        self.asks.iter().map(|a| self.prompt(a)).collect()
    }

    fn apply(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        self.log.clear();
        self.answer(seat, answer, rng)?;
        self.proceed(rng);
        Ok(std::mem::take(&mut self.log))
    }

    fn view(&self, viewer: Viewer) -> VoidfallView {
        view::view(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.finished {
            return None;
        }
        let n = self.seats();
        let scores: Vec<i64> = (0..n).map(|s| self.score(s) as i64).collect();
        // Higher is better: influence, then fewer corruption markers.
        let keys: Vec<(i64, i64)> = (0..n).map(|s| (scores[s], -(self.corruption_count(s) as i64))).collect();
        Some(Outcome {
            places: Outcome::places_from_keys(&keys),
            summary: if n == 1 { self.training_summary() } else { Text::key("voidfall-outcome") },
            scores,
        })
    }

    fn scores(&self) -> Option<Vec<i64>> {
        Some((0..self.seats()).map(|s| self.score(s) as i64).collect())
    }

    /// Influence is public, so the sheet is live for everyone: the starting
    /// influence, then each source as the game's ledger counted it. The ledger
    /// is not state: a game read back from a snapshot counts only what it
    /// folded since, and the rest shows as gains not broken down, so the
    /// totals are always the influence.
    fn score_sheet(&self, _viewer: Viewer) -> Option<ScoreSheet> {
        let seats = self.seats();
        let start = i64::from(content().rules.start_influence);
        let by = |s: Seat, k: usize| self.ledger.by_source.get(s).map_or(0, |row| row[k]);
        let mut sheet = ScoreSheet::new(Text::key("voidfall-score-measure"));
        sheet.row(Text::key("voidfall-source-start"), vec![start; seats]);
        for (k, source) in balance::Source::ALL.iter().enumerate() {
            if (0..seats).any(|s| by(s, k) != 0) {
                sheet.row(Text::key(source.key()), (0..seats).map(|s| by(s, k)));
            }
        }
        let other: Vec<i64> = (0..seats)
            .map(|s| {
                let itemized: i64 = (0..balance::Source::ALL.len()).map(|k| by(s, k)).sum();
                i64::from(self.players[s].influence) - start - itemized
            })
            .collect();
        if other.iter().any(|n| *n != 0) {
            sheet.row(Text::key("voidfall-source-other"), other);
        }
        Some(sheet)
    }

    /// Stopped early: the end's own ranking, points then less corruption.
    fn places_now(&self) -> Option<Vec<usize>> {
        let keys: Vec<(i64, i64)> =
            (0..self.seats()).map(|s| (self.score(s) as i64, -(self.corruption_count(s) as i64))).collect();
        Some(Outcome::places_from_keys(&keys))
    }

    /// The planning sitter (see [`sitter`]): it values what a position will
    /// still give over the remaining rounds and plays its own invasions and
    /// regroups through before choosing.
    fn sitter_imagined(seen: &Self, prompt: &Prompt, rng: &mut GameRng) -> Option<Answer> {
        sitter::planned(seen, prompt, rng, sitter::Picks::Valued)
    }

    fn scramble_hidden(&mut self, viewer: Viewer, rng: &mut GameRng) {
        view::scramble(self, viewer, rng);
    }

    /// The casualty order (D-48): which model loses power first when this
    /// player's battlegroup takes damage, so an invasion never waits on them.
    fn standing_orders(&self, seat: Seat) -> Vec<StandingOrder> {
        if self.finished || seat >= self.seats() {
            return Vec::new();
        }
        let chosen = self.players[seat].casualty_first;
        vec![StandingOrder {
            key: CASUALTY_ORDER.into(),
            text: Text::key("voidfall-standing-casualties"),
            options: Model::ALL
                .iter()
                .map(|m| Opt::new(m.id(), Text::key("voidfall-standing-casualties-first").icon("model", m.id())))
                .collect(),
            chosen: chosen.id().into(),
            note: Some(Text::key("voidfall-standing-casualties-note")),
        }]
    }

    fn set_standing_order(&mut self, seat: Seat, order: &str, choice: &str) -> Result<Vec<LogEntry>, RuleError> {
        let model = Model::from_id(choice)
            .filter(|_| order == CASUALTY_ORDER && seat < self.seats())
            .ok_or_else(|| RuleError(Text::key("voidfall-error-no-option")))?;
        self.players[seat].casualty_first = model;
        Ok(vec![LogEntry::only(seat, Text::key("voidfall-log-casualties").icon("model", model.id()))])
    }
}

/// The key of the casualty-order standing order.
const CASUALTY_ORDER: &str = "casualty-order";

/// Token pools at setup: every token definition's copies, shuffled, by kind.
fn token_pool(kind: TokenKind, rng: &mut GameRng) -> Vec<usize> {
    let mut pool: Vec<usize> = content()
        .tokens
        .iter()
        .enumerate()
        .filter(|(_, t)| t.kind == kind)
        .flat_map(|(i, t)| std::iter::repeat_n(i, t.copies as usize))
        .collect();
    rng.shuffle(&mut pool);
    pool
}

fn sector_from(def: &data::SectorDef, seats: usize) -> Sector {
    let installations =
        std::iter::repeat_n(Built { kind: Installation::Defense, printed: false }, def.defenses as usize);
    Sector {
        population: def.population,
        fixed_population: def.fixed_population,
        // A rift is Voidborn without corruption; training solo's rifts hold no fleet.
        corrupt: def.kind == SectorKind::Voidborn,
        home_of: if def.kind == SectorKind::Home { def.seat } else { None },
        guild_spaces: def.guild_spaces,
        installation_spaces: def.installation_spaces,
        guilds: Vec::new(),
        installations: installations.collect(),
        power: vec![[0; 5]; seats],
        voidborn: def.voidborn,
        tokens: Vec::new(),
        fallen: None,
        // Outposts become their owner's when the Origins are revealed.
        ever_controlled: matches!(def.kind, SectorKind::Home | SectorKind::Voidborn),
    }
}
