//! The order of play: setup decisions, then each turn's named steps (area
//! selection, Wrath of God, population, worker placement, hand placement and its
//! card actions, war, construction, end phase). `proceed` runs every automatic
//! step until somebody has to decide; `prompts` asks; `answer` applies.
//! Each decision step is a module, by phase (`setup`, `area_selection`,
//! `wrath`, `placement`, `hand`, `construction`), holding its question
//! (`prompt`) beside the handling of its answer (`apply`), so that the two
//! are read and changed together.

use super::data::{Kind, Resource, Skill, Terrain};
use super::map::{Map, Space};
use super::war::War;
use super::{CreationCard, QuoVadis, Source, rule, scoring};
use engine::{Answer, Arg, Choice, GameRng, Opt, Prompt, RuleError, Seat, Text};
use serde::{Deserialize, Serialize};

mod area_selection;
mod construction;
mod hand;
mod placement;
mod setup;
mod wrath;

/// Where the game stands. Decision steps wait for an answer; the others are
/// run by `proceed`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Players still to pick a race, first to pick first.
    RacePick {
        order: Vec<Seat>,
    },
    /// A simultaneous pick round of the skill draft.
    Draft,
    /// Starting resources, one player at a time in turn order.
    StartSplit,
    /// The simultaneous, face-down choice of a basic skill.
    BasicSkill,
    Area,
    /// Several routes reach the chosen area: which cards, at what cost.
    Route {
        area: usize,
    },
    WrathOffer,
    WrathSpaces,
    /// No token of the terrain left: take one from another area.
    TokenSource {
        terrain: Terrain,
        area: usize,
        deluge: bool,
    },
    Deluge,
    Population,
    FirstWorker,
    MoreWorkers,
    SwiftFeet,
    Card,
    Mode,
    Devotion,
    Jubilee,
    Actions,
    /// Revelation moves left; `roaming` holds spaces of workers that left the
    /// area and may keep moving (Seafarers).
    Revelation {
        left: u32,
        roaming: Vec<Space>,
    },
    Prosperity {
        left: u32,
    },
    ChangeDiscard,
    WarCheck,
    War(War),
    TownSite,
    Masons,
    Rebuild,
    EndPhase,
    SkillSet,
    EndTurn,
    Over,
}

/// What the current turn has done so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: Seat,
    pub area: usize,
    /// The card placed (printed kind) and the kind it acts as this turn.
    pub card: Option<Kind>,
    pub acts_as: Option<Kind>,
    pub change: bool,
    /// Cards in the old generation, after a change.
    pub old_generation: usize,
    pub workers_placed: u32,
    /// Pilgrim Roads, Pioneers and Swift Feet are once per turn.
    pub pilgrim_used: bool,
    pub rim_used: bool,
    pub jubilee: bool,
    pub built: bool,
    /// Wrath paid for this turn's Wrath of God.
    pub wrath_paid: u32,
    /// Areas that received a token in this Wrath of God.
    pub fresh_tokens: Vec<usize>,
}

impl Turn {
    pub fn new(seat: Seat) -> Turn {
        Turn {
            seat,
            area: 0,
            card: None,
            acts_as: None,
            change: false,
            old_generation: 0,
            workers_placed: 0,
            pilgrim_used: false,
            rim_used: false,
            jubilee: false,
            built: false,
            wrath_paid: 0,
            fresh_tokens: Vec::new(),
        }
    }
}

/// One way to pick two creation cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub key: RouteKey,
    pub area: usize,
    pub cards: [CreationCard; 2],
    pub cost: u32,
}

/// The option key of a route: its two numbers, a free card's number after an
/// `f` ("1+2", "3+f4", "f1+f5"). Written out only where a prompt or the log
/// shows it: every prompt of a turn lists the routes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RouteKey {
    a: u8,
    b: u8,
    frees: u32,
}

impl std::fmt::Display for RouteKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (a, b) = (self.a, self.b);
        match self.frees {
            0 => write!(f, "{a}+{b}"),
            1 => write!(f, "{a}+f{b}"),
            _ => write!(f, "f{a}+f{b}"),
        }
    }
}

fn yes_no(yes: &'static str, no: &'static str) -> Vec<Opt> {
    vec![Opt::new("yes", Text::key(yes)), Opt::new("no", Text::key(no))]
}

fn ask(seat: Seat, key: &'static str, choice: Choice) -> Prompt {
    Prompt { seat, text: Text::key(key), choice }
}

fn one(options: Vec<Opt>) -> Choice {
    Choice::One { options }
}

fn answer_one(a: &Answer) -> Result<&str, RuleError> {
    match a {
        Answer::One(k) => Ok(k),
        _ => Err(rule("quo-vadis-error-answer")),
    }
}

impl QuoVadis {
    pub(super) fn proceed(&mut self, rng: &mut GameRng) {
        loop {
            // No arm reads the step's data: matched in place, not cloned (a war's step
            // holds several lists, and the loop runs on every answer of a war).
            match self.step {
                Step::Draft => {
                    if self.players.iter().all(|p| p.draft_hand.is_empty()) {
                        self.step = Step::StartSplit;
                    } else if self.players.iter().all(|p| p.draft_hand.len() == 1) {
                        for p in &mut self.players {
                            p.drafted.append(&mut p.draft_hand);
                        }
                        self.say(Text::key("quo-vadis-log-draft-last"));
                    } else if self.players.iter().all(|p| p.draft_done) {
                        self.pass_draft_hands();
                    } else {
                        return;
                    }
                }
                Step::StartSplit if self.players.iter().all(|p| p.starting_split_done) => {
                    self.step = Step::BasicSkill;
                }
                Step::BasicSkill if self.players.iter().all(|p| p.basic_choice.is_some()) => {
                    for s in 0..self.seats() {
                        if let Some(b) = self.players[s].basic_choice.take() {
                            self.players[s].skills.push(b);
                            self.say(Text::key("quo-vadis-log-basic-skill").player("player", s).card("skill", b.id()));
                        }
                    }
                    self.round = 1;
                    self.begin_turn(self.start);
                }
                Step::Population => {
                    self.population();
                    self.enter_placement();
                }
                Step::Actions => self.apply_card(),
                Step::WarCheck => {
                    if let Some(war) = War::start(self) {
                        self.stats.wars += 1;
                        self.announce_war(&war);
                        self.step = Step::War(war);
                    } else {
                        self.enter_construction();
                    }
                }
                Step::War(_) => {
                    if !self.advance_war(rng) {
                        return;
                    }
                }
                Step::Rebuild => {
                    self.rebuild();
                    self.step = Step::EndPhase;
                }
                Step::EndPhase => {
                    let seat = self.turn.seat;
                    self.refill(seat, rng);
                    self.sort_workers(seat);
                    if self.turn.change {
                        scoring::territory_bonus(self, seat);
                    }
                    self.step = if self.turn.change && !self.players[seat].drafted.is_empty() {
                        Step::SkillSet
                    } else {
                        Step::EndTurn
                    };
                }
                Step::EndTurn => self.end_turn(),
                Step::Over => return,
                _ => return,
            }
        }
    }

    fn pass_draft_hands(&mut self) {
        let n = self.seats();
        let hands: Vec<Vec<Skill>> = self.players.iter_mut().map(|p| std::mem::take(&mut p.draft_hand)).collect();
        for (s, h) in hands.into_iter().enumerate() {
            let left = (s + 1) % n;
            self.say(Text::key("quo-vadis-log-draft-pass").player("player", s).player("to", left).num("n", h.len()));
            self.players[left].draft_hand = h;
        }
        for p in &mut self.players {
            p.draft_done = false;
            p.draft_hand.sort_unstable();
        }
    }

    fn begin_turn(&mut self, seat: Seat) {
        self.turn = Turn::new(seat);
        self.step = Step::Area;
        // The log texts made on every turn of every fold take their arguments at
        // once, in name order: one allocation, no search.
        let args = [("player", Arg::Player(seat)), ("round", Arg::Number(self.round.into()))];
        self.say(Text::with_args("quo-vadis-log-turn", args));
    }

    fn end_turn(&mut self) {
        let next = (self.turn.seat + 1) % self.seats();
        if next == self.start {
            if self.round == 5 {
                self.stats.vp_after_half = self.players.iter().map(|p| p.vp).collect();
            }
            if self.round >= self.v().numbers.rounds {
                scoring::final_scoring(self);
                self.step = Step::Over;
                return;
            }
            self.round += 1;
        }
        self.begin_turn(next);
    }

    // ----- Area selection -----------------------------------------------------

    fn free_cost(&self, seat: Seat, frees: u32) -> u32 {
        let paid = if self.has(seat, Skill::B05) { frees.saturating_sub(1) } else { frees };
        paid * self.v().numbers.free_cost
    }

    /// Every legal pick of two creation cards, cheapest first per area.
    pub(super) fn routes(&self) -> Vec<Route> {
        let v = self.v();
        let seat = self.turn.seat;
        let faith = self.players[seat].resources[Resource::Faith.index()];
        let open: Vec<u8> = (1..=5).filter(|n| !self.markers.contains(&CreationCard::Number(*n))).collect();
        let mut out = Vec::new();
        // The cost depends only on the number of free cards: priced once, not per pair.
        let costs = [0, 1, 2].map(|frees| self.free_cost(seat, frees));
        let mut add = |a: u8, b: u8, cards: [CreationCard; 2], frees: u32| {
            let cost = costs[frees as usize];
            if cost <= faith
                && let Some(area) = self.map.area_named(v, a, b)
            {
                out.push(Route { key: RouteKey { a, b, frees }, area, cards, cost });
            }
        };
        for (i, &a) in open.iter().enumerate() {
            for &b in &open[i + 1..] {
                add(a, b, [CreationCard::Number(a), CreationCard::Number(b)], 0);
            }
        }
        for &a in &open {
            for x in 1..=5 {
                add(a, x, [CreationCard::Number(a), CreationCard::Free], 1);
            }
        }
        for x in 1..=5 {
            for y in x..=5 {
                add(x, y, [CreationCard::Free, CreationCard::Free], 2);
            }
        }
        out
    }

    fn choose_route(&mut self, r: Route) {
        let seat = self.turn.seat;
        self.players[seat].resources[Resource::Faith.index()] -= r.cost;
        self.markers = r.cards;
        self.turn.area = r.area;
        let id = self.map.area_id(self.v(), r.area).to_string();
        self.say(
            Text::key("quo-vadis-log-area")
                .player("player", seat)
                .plain("area", id)
                .num("faith", r.cost)
                .plain("cards", r.key.to_string().replace('f', "F")),
        );
        self.enter_wrath();
    }

    // ----- Wrath of God ---------------------------------------------------------

    /// Wrath of God levels count the paid wrath plus Divine Fury's bonus.
    fn wrath_bonus(&self, seat: Seat) -> u32 {
        if self.has(seat, Skill::S29) { self.amount(Skill::S29) } else { 0 }
    }

    /// The level reached by paying `paid`: (spaces, population lost).
    pub(super) fn wrath_level(&self, seat: Seat, paid: u32) -> Option<(usize, u32)> {
        let effective = paid + self.wrath_bonus(seat);
        self.v()
            .wrath_levels
            .iter()
            .rfind(|l| l.paid <= effective && (!l.custom_only || self.custom))
            .map(|l| (l.spaces, l.population))
    }

    fn can_invoke_wrath(&self, seat: Seat) -> bool {
        let w = self.players[seat].wrath;
        w > 0 && w + self.wrath_bonus(seat) >= self.v().numbers.wrath_minimum && self.wrath_level(seat, w).is_some()
    }

    pub(super) fn enter_wrath(&mut self) {
        self.step = if self.can_invoke_wrath(self.turn.seat) { Step::WrathOffer } else { Step::Population };
    }

    fn wrath_strike(&mut self, spaces: &[Space]) {
        let seat = self.turn.seat;
        let paid = self.players[seat].wrath;
        let (_, loss) = self.wrath_level(seat, paid).unwrap_or((1, 1));
        self.players[seat].wrath = 0;
        self.turn.wrath_paid = paid;
        let v = self.v();
        let names: Vec<String> = spaces.iter().map(|s| self.map.space_id(v, *s)).collect();
        self.say(
            Text::key("quo-vadis-log-wrath").player("player", seat).num("paid", paid).plain("spaces", names.join(", ")),
        );
        let mut hit = Vec::new();
        for &s in spaces {
            for o in 0..self.seats() {
                if self.spaces[s].workers[o] > 0
                    || self.spaces[s].town.as_ref().is_some_and(|t| t.owner == o && t.intact())
                {
                    hit.push(o);
                }
                let n = self.spaces[s].workers[o];
                self.return_workers(o, s, n);
            }
            self.reduce_town(s, loss);
        }
        hit.sort_unstable();
        hit.dedup();
        let beaten_by = self.stats.last_beaten_by[seat];
        let leader = (0..self.seats()).filter(|&o| o != seat).max_by_key(|&o| self.players[o].vp);
        self.stats.wraths.push((self.round, seat, hit, beaten_by, leader));
        let area = self.turn.area;
        self.place_token(area, self.affinity(seat), false);
    }

    /// Put a terrain token on an area (8.1.4–8.1.6), asking where to take it
    /// from when the supply has none.
    fn place_token(&mut self, area: usize, terrain: Terrain, deluge: bool) {
        if self.map.tiles[area].token == Some(terrain) {
            self.turn.fresh_tokens.push(area);
            self.after_token(deluge);
            return;
        }
        if self.tokens[terrain.index()] > 0 {
            self.tokens[terrain.index()] -= 1;
            self.set_token(area, terrain);
            self.after_token(deluge);
        } else if self.token_sources(terrain, area).is_empty() {
            self.after_token(deluge);
        } else {
            self.step = Step::TokenSource { terrain, area, deluge };
        }
    }

    fn set_token(&mut self, area: usize, terrain: Terrain) {
        if let Some(old) = self.map.tiles[area].token.replace(terrain) {
            self.tokens[old.index()] += 1;
        }
        self.turn.fresh_tokens.push(area);
        let id = self.map.area_id(self.v(), area).to_string();
        self.say(Text::key("quo-vadis-log-token").plain("area", id).icon("terrain", terrain.id()));
    }

    fn token_sources(&self, terrain: Terrain, area: usize) -> Vec<usize> {
        (0..self.map.areas())
            .filter(|&a| a != area && self.map.tiles[a].token == Some(terrain) && !self.turn.fresh_tokens.contains(&a))
            .collect()
    }

    fn after_token(&mut self, deluge: bool) {
        self.step = if !deluge && self.has(self.turn.seat, Skill::B09) { Step::Deluge } else { Step::Population };
    }

    // ----- Population and workers -------------------------------------------------

    fn population(&mut self) {
        let seat = self.turn.seat;
        let grow =
            if self.has(seat, Skill::S20) { self.amount(Skill::S20) } else { self.v().numbers.population_growth };
        for s in Map::spaces_of(self.turn.area) {
            if self.intact_town_of(seat, s) {
                if let Some(t) = self.spaces[s].town.as_mut() {
                    t.population += grow;
                }
                let id = self.map.space_id(self.v(), s);
                let args = [("n", Arg::Number(grow.into())), ("player", Arg::Player(seat)), ("space", Arg::Plain(id))];
                self.say(Text::with_args("quo-vadis-log-population", args));
            }
        }
    }

    /// Terrain food of a space for a player: 0 on plains or their affinity.
    pub(super) fn terrain_food(&self, seat: Seat, space: Space) -> u32 {
        let t = self.map.terrain(self.v(), space);
        if t == Terrain::Plains || t == self.affinity(seat) { 0 } else { self.v().numbers.terrain_food }
    }

    /// Food to place a worker on a space now.
    pub(super) fn placement_cost(&self, space: Space) -> u32 {
        let seat = self.turn.seat;
        let mut terrain = self.terrain_food(seat, space);
        if terrain > 0 && self.has(seat, Skill::B01) && !self.turn.pilgrim_used {
            terrain = 0;
        }
        let base = if self.turn.workers_placed == 0 || self.has(seat, Skill::S07) {
            0
        } else {
            self.v().numbers.additional_worker_food
        };
        terrain + base
    }

    /// Spaces a worker may go to now, with their cost.
    pub(super) fn placements(&self) -> Vec<(Space, u32)> {
        let seat = self.turn.seat;
        if self.players[seat].workers == 0 {
            return Vec::new();
        }
        let food = self.players[seat].resources[Resource::Food.index()];
        let mut spaces: Vec<Space> = Map::spaces_of(self.turn.area).to_vec();
        if self.has(seat, Skill::S08) && !self.turn.rim_used {
            spaces.extend(self.map.rim(self.turn.area));
        }
        spaces.into_iter().map(|s| (s, self.placement_cost(s))).filter(|(_, c)| *c <= food).collect()
    }

    fn enter_placement(&mut self) {
        self.step = if self.placements().is_empty() { Step::Card } else { Step::FirstWorker };
        if self.step == Step::Card {
            self.after_placement();
        }
    }

    fn place(&mut self, space: Space) {
        let seat = self.turn.seat;
        let cost = self.placement_cost(space);
        if self.terrain_food(seat, space) > 0 && self.has(seat, Skill::B01) {
            self.turn.pilgrim_used = true;
        }
        if Map::area_of(space) != self.turn.area {
            self.turn.rim_used = true;
        }
        self.players[seat].resources[Resource::Food.index()] -= cost;
        self.put_worker(seat, space);
        self.turn.workers_placed += 1;
        let id = self.map.space_id(self.v(), space);
        let args = [("food", Arg::Number(cost.into())), ("player", Arg::Player(seat)), ("space", Arg::Plain(id))];
        self.say(Text::with_args("quo-vadis-log-place", args));
        self.step = if self.placements().is_empty() { Step::Card } else { Step::MoreWorkers };
        if self.step == Step::Card {
            self.after_placement();
        }
    }

    /// Moves of one step from the spaces of the turn player's movable workers.
    fn moves_from(&self, from: &[Space]) -> Vec<(Space, Space)> {
        let mut out = Vec::new();
        for &f in from {
            for t in self.map.adjacent_spaces(f) {
                out.push((f, t));
            }
        }
        out
    }

    fn area_worker_spaces(&self) -> Vec<Space> {
        let seat = self.turn.seat;
        Map::spaces_of(self.turn.area).into_iter().filter(|&s| self.workers_on(seat, s) > 0).collect()
    }

    fn after_placement(&mut self) {
        let seat = self.turn.seat;
        self.step = if self.has(seat, Skill::S09) && !self.area_worker_spaces().is_empty() {
            Step::SwiftFeet
        } else if self.players[seat].hand.is_empty() {
            Step::WarCheck
        } else {
            Step::Card
        };
    }

    fn move_worker(&mut self, from: Space, to: Space) {
        let seat = self.turn.seat;
        self.spaces[from].workers[seat] -= 1;
        self.spaces[to].workers[seat] += 1;
        let v = self.v();
        let (f, t) = (self.map.space_id(v, from), self.map.space_id(v, to));
        let args = [("from", Arg::Plain(f)), ("player", Arg::Player(seat)), ("to", Arg::Plain(t))];
        self.say(Text::with_args("quo-vadis-log-move", args));
    }

    // ----- Hand placement ---------------------------------------------------------

    /// The city-construction conditions (D 14): a town in reserve and an own
    /// worker on a space holding no town.
    pub(super) fn can_build(&self, seat: Seat) -> bool {
        self.players[seat].towns > 0 && !self.town_sites(seat).is_empty()
    }

    pub(super) fn town_sites(&self, seat: Seat) -> Vec<Space> {
        (0..self.map.spaces()).filter(|&s| self.workers_on(seat, s) > 0 && self.spaces[s].town.is_none()).collect()
    }

    pub(super) fn can_change(&self, seat: Seat) -> bool {
        let p = &self.players[seat];
        !p.generations.is_empty() && p.generations.len() < self.v().numbers.generations && self.can_build(seat)
    }

    fn after_mode(&mut self) {
        let seat = self.turn.seat;
        let faith = self.players[seat].resources[Resource::Faith.index()];
        self.step = if self.devotion && faith >= self.v().numbers.devotion_cost {
            Step::Devotion
        } else {
            self.after_devotion()
        };
    }

    fn after_devotion(&self) -> Step {
        let seat = self.turn.seat;
        if self.has(seat, Skill::S30) && !self.players[seat].used.contains(&Skill::S30) {
            Step::Jubilee
        } else {
            Step::Actions
        }
    }

    /// Put the card into the generation row and apply its action N times.
    fn apply_card(&mut self) {
        let seat = self.turn.seat;
        let (Some(card), Some(kind)) = (self.turn.card, self.turn.acts_as) else {
            self.step = Step::WarCheck;
            return;
        };
        let p = &mut self.players[seat];
        if self.turn.change {
            self.turn.old_generation = p.current_generation_len();
            p.generations.push(vec![card]);
            self.stats.changes[seat].push(self.round);
        } else if let Some(g) = p.generations.last_mut() {
            g.push(card);
        } else {
            p.generations.push(vec![card]);
        }
        let in_generation = self.players[seat].current_generation_len() as u32;
        let mut n = in_generation;
        let bonus_skill = [Skill::S01, Skill::S02, Skill::S03, Skill::S04, Skill::S05][kind.index()];
        if self.has(seat, bonus_skill) {
            n += self.amount(bonus_skill);
        }
        if self.turn.jubilee {
            n *= 2;
        }
        self.say(
            Text::key(if self.turn.change { "quo-vadis-log-change" } else { "quo-vadis-log-continue" })
                .player("player", seat)
                .card("card", card.id())
                .card("kind", kind.id())
                .num("generation", self.players[seat].generations.len())
                .num("n", n),
        );
        if !self.turn.change && in_generation >= 3 && self.has(seat, Skill::B08) {
            self.score(seat, self.amount(Skill::B08), Source::Skills);
        }
        if kind == Kind::Miracle && self.has(seat, Skill::B06) {
            self.score(seat, self.amount(Skill::B06), Source::Skills);
        }
        match kind {
            Kind::Blessing => {
                self.gain(seat, Resource::Morale, n);
                self.gain_wrath(seat, self.v().numbers.blessing_wrath);
                self.finish_actions();
            }
            Kind::Labor => {
                self.gain(seat, Resource::Food, n);
                self.finish_actions();
            }
            Kind::Miracle => {
                self.gain(seat, Resource::Faith, n);
                self.finish_actions();
            }
            Kind::Revelation => {
                self.step = Step::Revelation { left: n, roaming: Vec::new() };
                self.after_actions_if_done();
            }
            Kind::Prosperity => {
                self.step = Step::Prosperity { left: n };
                self.after_actions_if_done();
            }
        }
    }

    /// Moves the Revelation prompt offers: workers in the area, and roaming ones.
    pub(super) fn revelation_moves(&self, roaming: &[Space]) -> Vec<(Space, Space)> {
        let mut from = self.area_worker_spaces();
        from.extend(roaming.iter().copied());
        from.sort_unstable();
        from.dedup();
        self.moves_from(&from)
    }

    fn after_actions_if_done(&mut self) {
        let done = match &self.step {
            Step::Revelation { left, roaming } => *left == 0 || self.revelation_moves(roaming).is_empty(),
            Step::Prosperity { left } => *left == 0,
            _ => false,
        };
        if done {
            self.finish_actions();
        }
    }

    /// After the card's actions: the change discard, or on to the war.
    fn finish_actions(&mut self) {
        let seat = self.turn.seat;
        self.step =
            if self.turn.change && !self.players[seat].hand.is_empty() { Step::ChangeDiscard } else { Step::WarCheck };
    }

    // ----- Construction and end phase ------------------------------------------

    pub(super) fn enter_construction(&mut self) {
        let seat = self.turn.seat;
        self.step = if self.turn.change && self.can_build(seat) {
            Step::TownSite
        } else {
            if self.turn.change {
                self.say(Text::key("quo-vadis-log-no-town").player("player", seat));
            }
            Step::Rebuild
        };
    }

    fn build(&mut self, space: Space) {
        let seat = self.turn.seat;
        self.return_workers(seat, space, 1);
        self.players[seat].towns -= 1;
        let population = self.town_population(seat);
        self.spaces[space].town = Some(super::Town { owner: seat, population });
        self.turn.built = true;
        let id = self.map.space_id(self.v(), space);
        self.say(Text::with_args("quo-vadis-log-build", [("player", Arg::Player(seat)), ("space", Arg::Plain(id))]));
        if self.has(seat, Skill::S22) {
            self.score(seat, self.amount(Skill::S22), Source::Skills);
        }
        self.step = if self.has(seat, Skill::S19) && !self.destroyed_towns(seat).is_empty() {
            Step::Masons
        } else {
            Step::Rebuild
        };
    }

    pub(super) fn destroyed_towns(&self, seat: Seat) -> Vec<Space> {
        (0..self.map.spaces())
            .filter(|&s| self.spaces[s].town.as_ref().is_some_and(|t| t.owner == seat && !t.intact()))
            .collect()
    }

    fn restore_town(&mut self, space: Space) {
        let seat = self.turn.seat;
        let population = self.town_population(seat);
        if let Some(t) = self.spaces[space].town.as_mut() {
            t.population = population;
        }
        let id = self.map.space_id(self.v(), space);
        self.say(Text::key("quo-vadis-log-rebuild").player("player", seat).plain("space", id));
    }

    /// Each own destroyed town with an own worker on its space is rebuilt; one of
    /// those workers returns.
    fn rebuild(&mut self) {
        let seat = self.turn.seat;
        for s in self.destroyed_towns(seat) {
            if self.workers_on(seat, s) > 0 {
                self.restore_town(s);
                self.return_workers(seat, s, 1);
            }
        }
    }

    /// On own intact towns all own workers return; elsewhere at most one stays.
    fn sort_workers(&mut self, seat: Seat) {
        for s in 0..self.map.spaces() {
            let n = self.workers_on(seat, s);
            if n == 0 {
                continue;
            }
            let back = if self.intact_town_of(seat, s) { n } else { n - 1 };
            self.return_workers(seat, s, back);
        }
    }

    // ----- Opts -------------------------------------------------------------

    fn space_opt(&self, space: Space, label: Text) -> Opt {
        let id = self.map.space_id(self.v(), space);
        Opt::new(id.clone(), label.plain("space", id.clone())).with_target(format!("space-{id}"))
    }

    fn move_opts(&self, moves: &[(Space, Space)]) -> Vec<Opt> {
        let v = self.v();
        moves
            .iter()
            .map(|(f, t)| {
                let (fi, ti) = (self.map.space_id(v, *f), self.map.space_id(v, *t));
                Opt::new(
                    format!("{fi}>{ti}"),
                    Text::key("quo-vadis-opt-move").plain("from", fi.clone()).plain("to", ti.clone()),
                )
                .with_target(format!("space-{ti}"))
            })
            .collect()
    }

    fn parse_move(&self, key: &str, moves: &[(Space, Space)]) -> Result<(Space, Space), RuleError> {
        let v = self.v();
        let (f, t) = key.split_once('>').ok_or(rule("quo-vadis-error-answer"))?;
        let m = (
            self.map.space_named(v, f).ok_or(rule("quo-vadis-error-answer"))?,
            self.map.space_named(v, t).ok_or(rule("quo-vadis-error-answer"))?,
        );
        if moves.contains(&m) { Ok(m) } else { Err(rule("quo-vadis-error-move")) }
    }

    fn kind_opts(kinds: &[Kind]) -> Vec<Opt> {
        let mut ks = kinds.to_vec();
        ks.dedup();
        ks.into_iter()
            .map(|k| {
                Opt::new(k.id(), Text::key("quo-vadis-opt-card").card("card", k.id()))
                    .with_target(format!("card-{}", k.id()))
            })
            .collect()
    }
}

/// The splits of `cubes` among morale, food and faith within the maxima.
pub(super) fn splits(cubes: u32, max: [u32; 4]) -> Vec<[u32; 3]> {
    let mut out = Vec::new();
    for m in 0..=max[0].min(cubes) {
        for f in 0..=max[1].min(cubes - m) {
            let fa = cubes - m - f;
            if fa <= max[2] {
                out.push([m, f, fa]);
            }
        }
    }
    out
}

pub fn prompts(g: &QuoVadis) -> Vec<Prompt> {
    match &g.step {
        Step::RacePick { order } => setup::race_pick::prompt(g, order),
        Step::Draft => setup::draft::prompt(g),
        Step::StartSplit => setup::start_split::prompt(g),
        Step::BasicSkill => setup::basic_skill::prompt(g),
        Step::Area => area_selection::area::prompt(g),
        Step::Route { area } => area_selection::route::prompt(g, *area),
        Step::WrathOffer => wrath::wrath_offer::prompt(g),
        Step::WrathSpaces => wrath::wrath_spaces::prompt(g),
        Step::TokenSource { terrain, area, .. } => wrath::token_source::prompt(g, *terrain, *area),
        Step::Deluge => wrath::deluge::prompt(g),
        Step::FirstWorker | Step::MoreWorkers => placement::workers::prompt(g),
        Step::SwiftFeet => placement::swift_feet::prompt(g),
        Step::Card => hand::card::prompt(g),
        Step::Mode => hand::mode::prompt(g),
        Step::Devotion => hand::devotion::prompt(g),
        Step::Jubilee => hand::jubilee::prompt(g),
        Step::Revelation { left, roaming } => hand::revelation::prompt(g, *left, roaming),
        Step::Prosperity { left } => hand::prosperity::prompt(g, *left),
        Step::ChangeDiscard => hand::change_discard::prompt(g),
        Step::War(war) => war.prompts(g),
        Step::TownSite => construction::town_site::prompt(g),
        Step::Masons => construction::masons::prompt(g),
        Step::SkillSet => construction::skill_set::prompt(g),
        Step::Population
        | Step::Actions
        | Step::WarCheck
        | Step::Rebuild
        | Step::EndPhase
        | Step::EndTurn
        | Step::Over => Vec::new(),
    }
}

/// Whether `a` answers `seat`'s prompt: the seat is asked, and the answer has
/// the prompt's shape and names only its options.
pub fn check(g: &QuoVadis, seat: Seat, a: &Answer) -> Result<(), RuleError> {
    let prompt = prompts(g).into_iter().find(|p| p.seat == seat).ok_or(rule("quo-vadis-error-not-now"))?;
    prompt.choice.check(a).map_err(|_| rule("quo-vadis-error-answer"))
}

/// Act on an answer that passed [`check`].
pub fn answer(g: &mut QuoVadis, seat: Seat, a: &Answer, rng: &mut GameRng) -> Result<(), RuleError> {
    match g.step.clone() {
        Step::RacePick { order } => setup::race_pick::apply(g, seat, a, order),
        Step::Draft => setup::draft::apply(g, seat, a),
        Step::StartSplit => setup::start_split::apply(g, seat, a),
        Step::BasicSkill => setup::basic_skill::apply(g, seat, a),
        Step::Area => area_selection::area::apply(g, a),
        Step::Route { area } => area_selection::route::apply(g, a, area),
        Step::WrathOffer => wrath::wrath_offer::apply(g, a),
        Step::WrathSpaces => wrath::wrath_spaces::apply(g, a),
        Step::TokenSource { terrain, area, deluge } => wrath::token_source::apply(g, a, terrain, area, deluge),
        Step::Deluge => wrath::deluge::apply(g, a),
        Step::FirstWorker | Step::MoreWorkers => placement::workers::apply(g, a),
        Step::SwiftFeet => placement::swift_feet::apply(g, seat, a),
        Step::Card => hand::card::apply(g, seat, a),
        Step::Mode => hand::mode::apply(g, seat, a),
        Step::Devotion => hand::devotion::apply(g, seat, a),
        Step::Jubilee => hand::jubilee::apply(g, seat, a),
        Step::Revelation { left, roaming } => hand::revelation::apply(g, seat, a, left, roaming),
        Step::Prosperity { left } => hand::prosperity::apply(g, seat, a, left),
        Step::ChangeDiscard => hand::change_discard::apply(g, seat, a),
        Step::War(_) => g.answer_war(seat, a, rng),
        Step::TownSite => construction::town_site::apply(g, seat, a),
        Step::Masons => construction::masons::apply(g, seat, a),
        Step::SkillSet => construction::skill_set::apply(g, seat, a),
        Step::Population
        | Step::Actions
        | Step::WarCheck
        | Step::Rebuild
        | Step::EndPhase
        | Step::EndTurn
        | Step::Over => Err(rule("quo-vadis-error-not-now")),
    }
}
