//! Quo Vadis (draft 30): 3–5 races spread over a map of three-space areas for
//! ten rounds. Each turn the player picks an area with two creation cards, may
//! call the Wrath of God on it, grows their towns there, places workers, and
//! plays an epic card into their generation row — continuing the current
//! generation (more actions) or opening the next (a town, a territory bonus and a
//! new skill). Mixed pieces on one space of the area start a war of strength,
//! morale bids and dice. At the end: cities, population and the style of the
//! generation row.
//!
//! Rules as in the project's specification of the designer's draft 30, with its
//! numbered decisions; every tunable number is data (`data.rs`, one file per
//! variant in `variants/`).

mod bot;
mod data;
mod flow;
pub mod lab;
mod map;
mod scoring;
#[cfg(test)]
mod tests;
mod view;
mod war;

use data::{Kind, Resource, Skill, Terrain, Variant};
use engine::piles::draw;
use engine::{
    Answer, Arg, Game, GameMeta, GameRng, LogEntry, Opt, OptionKind, OptionSpec, Outcome, Pile, Prompt, RuleError,
    ScoreSheet, Seat, SetupError, Text, Viewer,
};
use flow::{Step, Turn};
use map::{Map, Space};
use serde::{Deserialize, Serialize};

pub use view::{FighterView, QuoVadisView, SpaceView, TileView, WarView};
pub use war::StrengthParts;

pub const SLUG: &str = "quo-vadis";

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Boards {
    /// Every race has the same maxima.
    #[default]
    Standard,
    /// Per-race maxima; unlocks the sixth Wrath of God level.
    Custom,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RaceAssignment {
    #[default]
    Random,
    /// Players pick one at a time, in a random order.
    Pick,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct QuoVadisOptions {
    pub boards: Boards,
    pub devotion: bool,
    pub races: RaceAssignment,
    /// The data variant (tables and numbers) the game is played with.
    pub variant: String,
}

impl Default for QuoVadisOptions {
    fn default() -> Self {
        QuoVadisOptions {
            boards: Boards::Standard,
            devotion: true,
            races: RaceAssignment::Random,
            variant: data::DEFAULT_VARIANT.into(),
        }
    }
}

/// Where a player's VP came from (for the outcome page and the playtest lab).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    Territory,
    War,
    Prosperity,
    City,
    Population,
    Style,
    Skills,
}

impl Source {
    pub const ALL: [Source; 7] = [
        Source::Territory,
        Source::War,
        Source::Prosperity,
        Source::City,
        Source::Population,
        Source::Style,
        Source::Skills,
    ];

    pub fn id(self) -> &'static str {
        ["territory", "war", "prosperity", "city", "population", "style", "skills"][self as usize]
    }
}

/// A creation card: a number 1–5, or Free.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CreationCard {
    Number(u8),
    Free,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Town {
    pub owner: Seat,
    /// 0 exactly when destroyed (token face down).
    pub population: u32,
}

impl Town {
    pub fn intact(&self) -> bool {
        self.population > 0
    }
}

/// What stands on one space.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpaceState {
    /// Workers by seat.
    pub workers: Vec<u32>,
    pub town: Option<Town>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Row of the variant's race table; `None` until picked.
    pub race: Option<usize>,
    /// Morale, food, faith.
    pub resources: [u32; 3],
    pub wrath: u32,
    pub vp: u32,
    /// VP by [`Source`].
    pub vp_by: [u32; 7],
    pub workers: u32,
    pub towns: u32,
    /// Sorted by kind.
    pub hand: Vec<Kind>,
    /// The generation row: one list per opened generation, oldest first.
    pub generations: Vec<Vec<Kind>>,
    /// Revealed skills, in effect.
    pub skills: Vec<Skill>,
    /// Drafted skills still face down.
    pub drafted: Vec<Skill>,
    /// The draft hand being picked from.
    pub draft_hand: Vec<Skill>,
    /// Picked in the current draft round (its pick is among `drafted`).
    pub draft_done: bool,
    /// The basic skill chosen face down, until all have chosen.
    pub basic_choice: Option<Skill>,
    pub starting_split_done: bool,
    /// Once-per-game skills already used.
    pub used: Vec<Skill>,
    /// Wars won in a row (for a variant whose war reward grows).
    pub win_streak: u32,
}

impl Player {
    fn new(v: &Variant) -> Player {
        Player {
            race: None,
            resources: [0; 3],
            wrath: 0,
            vp: 0,
            vp_by: [0; 7],
            workers: v.numbers.workers,
            towns: v.numbers.towns,
            hand: Vec::new(),
            generations: Vec::new(),
            skills: Vec::new(),
            drafted: Vec::new(),
            draft_hand: Vec::new(),
            draft_done: false,
            basic_choice: None,
            starting_split_done: false,
            used: Vec::new(),
            win_streak: 0,
        }
    }

    pub fn has(&self, s: Skill) -> bool {
        self.skills.contains(&s)
    }

    /// Cards in the current (rightmost) generation.
    pub fn current_generation_len(&self) -> usize {
        self.generations.last().map_or(0, Vec::len)
    }
}

/// One Wrath of God: round, invoker, players whose pieces were hit, who last
/// beat the invoker, the leader among the others.
pub type WrathRecord = (u32, Seat, Vec<Seat>, Option<Seat>, Option<Seat>);

/// Public facts gathered for the playtest lab's report.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    pub wars: u32,
    /// (round, invoker, players whose pieces were hit, who last beat the
    /// invoker, the leader among the others).
    pub wraths: Vec<WrathRecord>,
    /// Rounds in which each player changed generation.
    pub changes: Vec<Vec<u32>>,
    /// The round of each player's first lost war.
    pub first_loss: Vec<Option<u32>>,
    /// VP of each player after round 5.
    pub vp_after_half: Vec<u32>,
    /// The last player to beat each player in a war.
    pub last_beaten_by: Vec<Option<Seat>>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct QuoVadis {
    variant: String,
    custom: bool,
    devotion: bool,
    map: Map,
    spaces: Vec<SpaceState>,
    /// Terrain tokens in the supply, in [`Terrain`] order.
    tokens: [u32; 5],
    /// The creation cards holding the two markers.
    markers: [CreationCard; 2],
    deck: Pile<Kind>,
    /// Face up.
    discard: Pile<Kind>,
    players: Vec<Player>,
    /// Extra skills nobody was dealt (out of the game, unseen).
    undealt: Vec<Skill>,
    start: Seat,
    round: u32,
    turn: Turn,
    step: Step,
    stats: Stats,
    /// Entries of the answer being applied; never part of the state.
    #[serde(skip)]
    log: Vec<LogEntry>,
}

fn rule(key: &'static str) -> RuleError {
    RuleError(Text::key(key))
}

impl QuoVadis {
    fn v(&self) -> &'static Variant {
        data::variant(&self.variant).expect("a game is only set up with a valid variant")
    }

    fn seats(&self) -> usize {
        self.players.len()
    }

    fn say(&mut self, text: Text) {
        self.log.push(LogEntry::all(text));
    }

    /// Seats in turn order from the start player.
    fn seats_from_start(&self) -> Vec<Seat> {
        (0..self.seats()).map(|i| (self.start + i) % self.seats()).collect()
    }

    /// Turn position (0 = start player) of a seat.
    fn position(&self, seat: Seat) -> usize {
        (seat + self.seats() - self.start) % self.seats()
    }

    fn race(&self, seat: Seat) -> &'static data::Race {
        let v = self.v();
        &v.races[self.players[seat].race.unwrap_or(0)]
    }

    fn affinity(&self, seat: Seat) -> Terrain {
        self.race(seat).affinity
    }

    fn has(&self, seat: Seat, s: Skill) -> bool {
        self.players[seat].has(s)
    }

    fn amount(&self, s: Skill) -> u32 {
        self.v().amount(s)
    }

    /// Maxima of morale, food, faith and wrath (board side, then S10 Storehouses).
    pub fn maxima(&self, seat: Seat) -> [u32; 4] {
        let r = self.race(seat);
        let mut m = if self.custom { r.custom } else { r.standard };
        if self.has(seat, Skill::S10) {
            for x in m.iter_mut().take(3) {
                *x += self.amount(Skill::S10);
            }
        }
        m
    }

    fn hand_limit(&self, seat: Seat) -> usize {
        if self.has(seat, Skill::S06) { self.amount(Skill::S06) as usize } else { self.v().numbers.hand_limit }
    }

    /// Add to a resource up to its maximum; the excess is lost.
    fn gain(&mut self, seat: Seat, r: Resource, n: u32) {
        if n == 0 {
            return;
        }
        let max = self.maxima(seat)[r.index()];
        let have = &mut self.players[seat].resources[r.index()];
        let got = n.min(max.saturating_sub(*have));
        *have += got;
        // Said on most turns of every fold: arguments at once, in name order.
        let args = [("n", Arg::Number(got.into())), ("player", Arg::Player(seat)), ("what", Arg::Icon(r.id().into()))];
        self.say(Text::with_args("quo-vadis-log-gain", args));
    }

    fn gain_wrath(&mut self, seat: Seat, n: u32) {
        if n == 0 {
            return;
        }
        let max = self.maxima(seat)[3];
        let w = &mut self.players[seat].wrath;
        let got = n.min(max.saturating_sub(*w));
        *w += got;
        let args = [("n", Arg::Number(got.into())), ("player", Arg::Player(seat)), ("what", Arg::Icon("wrath".into()))];
        self.say(Text::with_args("quo-vadis-log-gain", args));
    }

    fn score(&mut self, seat: Seat, n: u32, source: Source) {
        if n == 0 {
            return;
        }
        let p = &mut self.players[seat];
        p.vp += n;
        p.vp_by[source as usize] += n;
        let source = Arg::Icon(source.id().into());
        let args = [("n", Arg::Number(n.into())), ("player", Arg::Player(seat)), ("source", source)];
        self.say(Text::with_args("quo-vadis-log-vp", args));
    }

    fn workers_on(&self, seat: Seat, space: Space) -> u32 {
        self.spaces[space].workers[seat]
    }

    fn intact_town_of(&self, seat: Seat, space: Space) -> bool {
        self.spaces[space].town.as_ref().is_some_and(|t| t.owner == seat && t.intact())
    }

    /// Dominance: workers on 2+ different spaces of the area, or an intact town there.
    fn dominates(&self, seat: Seat, area: usize) -> bool {
        let spaces = Map::spaces_of(area);
        spaces.iter().any(|&s| self.intact_town_of(seat, s))
            || spaces.iter().filter(|&&s| self.workers_on(seat, s) > 0).count() >= 2
    }

    fn dominance_count(&self, seat: Seat) -> u32 {
        (0..self.map.areas()).filter(|&a| self.dominates(seat, a)).count() as u32
    }

    /// Whether the seat has any piece on the space (a worker or a town, any state).
    fn has_piece_on(&self, seat: Seat, space: Space) -> bool {
        self.workers_on(seat, space) > 0 || self.spaces[space].town.as_ref().is_some_and(|t| t.owner == seat)
    }

    fn put_worker(&mut self, seat: Seat, space: Space) {
        self.players[seat].workers -= 1;
        self.spaces[space].workers[seat] += 1;
    }

    fn return_workers(&mut self, seat: Seat, space: Space, n: u32) {
        let n = n.min(self.spaces[space].workers[seat]);
        self.spaces[space].workers[seat] -= n;
        self.players[seat].workers += n;
    }

    /// Take population from the intact town on a space; 0 destroys it.
    fn reduce_town(&mut self, space: Space, n: u32) {
        let Some(town) = self.spaces[space].town.as_mut().filter(|t| t.intact()) else {
            return;
        };
        town.population = town.population.saturating_sub(n);
        let (owner, destroyed) = (town.owner, town.population == 0);
        let id = self.map.space_id(self.v(), space);
        self.say(
            Text::key(if destroyed { "quo-vadis-log-town-destroyed" } else { "quo-vadis-log-town-loses" })
                .player("player", owner)
                .num("n", n)
                .plain("space", id),
        );
    }

    fn town_population(&self, seat: Seat) -> u32 {
        self.v().numbers.town_population + if self.has(seat, Skill::B07) { self.amount(Skill::B07) - 1 } else { 0 }
    }

    /// Draw up to the hand limit, reshuffling the discard pile if the deck runs out.
    fn refill(&mut self, seat: Seat, rng: &mut GameRng) {
        let limit = self.hand_limit(seat);
        let mut drawn = Vec::new();
        while self.players[seat].hand.len() + drawn.len() < limit {
            let d = draw(&mut self.deck, &mut self.discard, rng);
            if d.reshuffled {
                self.say(Text::key("quo-vadis-log-reshuffle"));
            }
            match d.card {
                Some(c) => drawn.push(c),
                None => break,
            }
        }
        if drawn.is_empty() {
            return;
        }
        self.log.extend(LogEntry::split(
            seat,
            Text::key("quo-vadis-log-draw-cards").player("player", seat).cards("cards", drawn.iter().map(|k| k.id())),
            Text::key("quo-vadis-log-draw").player("player", seat).num("n", drawn.len()),
        ));
        self.players[seat].hand.extend(drawn);
        self.players[seat].hand.sort_unstable();
    }

    /// VP as they stand now plus the final scoring if the game ended now.
    fn projected(&self, seat: Seat) -> u32 {
        self.players[seat].vp + scoring::final_score(self, seat).iter().map(|(_, n)| n).sum::<u32>()
    }
}

impl Game for QuoVadis {
    type Options = QuoVadisOptions;
    type View = QuoVadisView;
    const SLUG: &'static str = SLUG;

    fn meta() -> GameMeta {
        GameMeta {
            slug: SLUG,
            min_seats: 3,
            max_seats: 5,
            rules_version: 1,
            options: vec![
                OptionSpec {
                    key: "boards",
                    label: Text::key("quo-vadis-option-boards"),
                    kind: OptionKind::One {
                        choices: vec![
                            Opt::new("standard", Text::key("quo-vadis-option-boards-standard")),
                            Opt::new("custom", Text::key("quo-vadis-option-boards-custom")),
                        ],
                        default: "standard".into(),
                    },
                },
                OptionSpec {
                    key: "devotion",
                    label: Text::key("quo-vadis-option-devotion"),
                    kind: OptionKind::Bool { default: true },
                },
                OptionSpec {
                    key: "races",
                    label: Text::key("quo-vadis-option-races"),
                    kind: OptionKind::One {
                        choices: vec![
                            Opt::new("random", Text::key("quo-vadis-option-races-random")),
                            Opt::new("pick", Text::key("quo-vadis-option-races-pick")),
                        ],
                        default: "random".into(),
                    },
                },
                OptionSpec {
                    key: "variant",
                    label: Text::key("quo-vadis-option-variant"),
                    kind: OptionKind::One {
                        choices: data::shipped_names()
                            .map(|n| Opt::new(n, Text::key("quo-vadis-variant").plain("name", n)))
                            .collect(),
                        default: data::DEFAULT_VARIANT.into(),
                    },
                },
            ],
            catalogs: &[("en", include_str!("en.ftl")), ("ja", include_str!("ja.ftl"))],
        }
    }

    /// Randomness, in order: race assignment (or the pick order); the map
    /// (`Map::deal`); the extra-skill shuffle and deal; the epic shuffle and
    /// deal; the start player.
    fn setup(seats: usize, opts: &QuoVadisOptions, rng: &mut GameRng) -> Result<Self, SetupError> {
        if !(3..=5).contains(&seats) {
            return Err(SetupError(Text::key("letterbox-error-seats").num("min", 3).num("max", 5)));
        }
        let v = data::variant(&opts.variant).map_err(|e| {
            SetupError(Text::key("quo-vadis-error-variant").plain("name", opts.variant.clone()).plain("detail", e))
        })?;
        let mut players: Vec<Player> = (0..seats).map(|_| Player::new(v)).collect();
        let mut race_pick_order = Vec::new();
        match opts.races {
            RaceAssignment::Random => {
                let mut races: Vec<usize> = (0..v.races.len()).collect();
                rng.shuffle(&mut races);
                for (p, r) in players.iter_mut().zip(races) {
                    p.race = Some(r);
                }
            }
            RaceAssignment::Pick => {
                race_pick_order = (0..seats).collect();
                rng.shuffle(&mut race_pick_order);
            }
        }
        let map = Map::deal(v, seats, rng);
        let mut extras: Vec<Skill> = v.skills.iter().filter(|s| !s.basic).map(|s| s.skill).collect();
        rng.shuffle(&mut extras);
        for p in &mut players {
            p.draft_hand = extras.split_off(extras.len() - v.numbers.draft_hand);
            p.draft_hand.sort_unstable();
        }
        let mut deck: Vec<Kind> = Kind::ALL.iter().flat_map(|k| std::iter::repeat_n(*k, v.epic[k.index()])).collect();
        rng.shuffle(&mut deck);
        let mut deck: Pile<Kind> = deck.into();
        for p in &mut players {
            p.hand = (0..v.numbers.hand_limit).filter_map(|_| deck.take_top()).collect();
            p.hand.sort_unstable();
        }
        let start = rng.below(seats);
        let spaces = vec![SpaceState { workers: vec![0; seats], town: None }; map.spaces()];
        extras.sort_unstable();
        let mut game = QuoVadis {
            variant: opts.variant.clone(),
            custom: opts.boards == Boards::Custom,
            devotion: opts.devotion,
            map,
            spaces,
            tokens: v.tokens,
            markers: [CreationCard::Free, CreationCard::Free],
            deck,
            discard: Pile::new(),
            players,
            undealt: extras,
            start,
            round: 0,
            turn: Turn::new(start),
            step: if race_pick_order.is_empty() { Step::Draft } else { Step::RacePick { order: race_pick_order } },
            stats: Stats {
                changes: vec![Vec::new(); seats],
                first_loss: vec![None; seats],
                last_beaten_by: vec![None; seats],
                ..Stats::default()
            },
            log: Vec::new(),
        };
        game.proceed(rng);
        game.log.clear();
        Ok(game)
    }

    fn prompts(&self) -> Vec<Prompt> {
        flow::prompts(self)
    }

    fn apply(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        flow::check(self, seat, answer)?;
        self.apply_checked(seat, answer, rng)
    }

    fn apply_checked(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        self.log.clear();
        flow::answer(self, seat, answer, rng)?;
        self.proceed(rng);
        Ok(std::mem::take(&mut self.log))
    }

    fn view(&self, viewer: Viewer) -> QuoVadisView {
        view::view(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.step != Step::Over {
            return None;
        }
        let n = self.seats();
        let scores: Vec<i64> = (0..n).map(|s| self.players[s].vp as i64).collect();
        // Ties go to the player first in turn order from the start player.
        let keys: Vec<(i64, usize)> = (0..n).map(|s| (scores[s], n - self.position(s))).collect();
        Some(Outcome {
            places: Outcome::places_from_keys(&keys),
            scores,
            summary: Text::key("quo-vadis-outcome").player("start", self.start),
        })
    }

    /// The sitter is the playtest lab's bot, playing on the game as the seat
    /// could imagine it (the platform has re-dealt what the seat cannot see).
    fn sitter_imagined(seen: &Self, prompt: &Prompt, rng: &mut GameRng) -> Option<Answer> {
        Some(bot::answer(seen, prompt, rng))
    }

    fn scores(&self) -> Option<Vec<i64>> {
        Some(
            (0..self.seats())
                .map(|s| if self.step == Step::Over { self.players[s].vp } else { self.projected(s) } as i64)
                .collect(),
        )
    }

    /// VP scored so far, by source: every VP is public the moment it is scored,
    /// and the final scoring adds its rows at the end.
    fn score_sheet(&self, _viewer: Viewer) -> Option<ScoreSheet> {
        let mut sheet = ScoreSheet::new(Text::key("quo-vadis-board-vp"));
        for source in Source::ALL {
            sheet.row(
                Text::key(format!("quo-vadis-icon-{}", source.id())),
                self.players.iter().map(|p| i64::from(p.vp_by[source as usize])),
            );
        }
        Some(sheet)
    }

    fn scramble_hidden(&mut self, viewer: Viewer, rng: &mut GameRng) {
        view::scramble(self, viewer, rng);
    }
}
