//! War in the creation area: strength, public morale bids in turn, elation,
//! dice, the winner (ties to the start player's side), then the losers' and the
//! winner's results.

use super::data::{Resource, Skill};
use super::flow::Step;
use super::map::{Map, Space};
use super::{QuoVadis, Source, rule};
use engine::dice::Die;
use engine::{Answer, Choice, GameRng, Opt, Prompt, RuleError, Seat, Text};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WarStage {
    /// Waiting for the bid of `participants[bids.len()]`.
    Bids,
    /// Offering Second Chance to `participants[i]` and later ones.
    Reroll(usize),
    /// Resolving the losers in bid order; `participants[i]` is next.
    Losses(usize, LossStep),
    /// The winner chooses a resource for each of `left` towns.
    Rewards {
        left: u32,
    },
    Done,
}

/// A loser's results, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LossStep {
    Start,
    /// Mountain Fastness: which worker stays.
    Fastness,
    /// Refugees: a returned worker may step to a rim space.
    Refugees,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct War {
    /// In bidding order: the turn player (or the first participant after them) first.
    pub participants: Vec<Seat>,
    /// Strength before morale and dice.
    pub strength: Vec<u32>,
    pub bids: Vec<u32>,
    pub dice: Vec<Die>,
    /// Every roll of each participant's die (two when elated).
    pub rolls: Vec<Vec<u32>>,
    pub kept: Vec<u32>,
    pub elated: Option<Seat>,
    pub winner: Option<Seat>,
    /// Intact towns of other participants in the area when the winner was known.
    pub reward_towns: u32,
    pub stage: WarStage,
}

impl War {
    /// A war starts when one space of the creation area holds pieces (workers or
    /// intact towns) of two or more players.
    pub fn start(g: &QuoVadis) -> Option<War> {
        let area = g.turn.area;
        let spaces = Map::spaces_of(area);
        let present = |s: Seat, sp: Space| g.workers_on(s, sp) > 0 || g.intact_town_of(s, sp);
        let contested = spaces.iter().any(|&sp| (0..g.seats()).filter(|&s| present(s, sp)).count() >= 2);
        if !contested {
            return None;
        }
        let n = g.seats();
        let participants: Vec<Seat> =
            (0..n).map(|i| (g.turn.seat + i) % n).filter(|&s| spaces.iter().any(|&sp| present(s, sp))).collect();
        let strength = participants.iter().map(|&s| strength_parts(g, s).total()).collect();
        let dice = participants
            .iter()
            .map(|&s| {
                let affinity = spaces.iter().any(|&sp| g.map.terrain(g.v(), sp) == g.affinity(s));
                if affinity || g.has(s, Skill::S14) { Die::D8 } else { Die::D6 }
            })
            .collect();
        Some(War {
            participants,
            strength,
            bids: Vec::new(),
            dice,
            rolls: Vec::new(),
            kept: Vec::new(),
            elated: None,
            winner: None,
            reward_towns: 0,
            stage: WarStage::Bids,
        })
    }

    /// Strength with bids and dice (War Drums doubles morale).
    pub fn total(&self, g: &QuoVadis, i: usize) -> u32 {
        let s = self.participants[i];
        self.strength[i]
            + bid_strength(g, s, self.bids.get(i).copied().unwrap_or(0))
            + self.kept.get(i).copied().unwrap_or(0)
    }

    pub fn prompts(&self, g: &QuoVadis) -> Vec<Prompt> {
        match &self.stage {
            WarStage::Bids => {
                let s = self.participants[self.bids.len()];
                let morale = g.players[s].resources[Resource::Morale.index()];
                vec![Prompt {
                    seat: s,
                    text: Text::key("quo-vadis-ask-bid")
                        .plain("area", g.map.area_id(g.v(), g.turn.area))
                        .num("strength", self.strength[self.bids.len()])
                        .num("per", bid_strength(g, s, 1))
                        .num("morale", morale),
                    choice: Choice::Number { min: 0, max: morale as i64 },
                }]
            }
            WarStage::Reroll(i) => vec![Prompt {
                seat: self.participants[*i],
                text: Text::key("quo-vadis-ask-reroll").num("roll", self.kept[*i]),
                choice: Choice::One {
                    options: vec![
                        Opt::new("yes", Text::key("quo-vadis-opt-reroll"))
                            .with_note(Text::key("quo-vadis-note-reroll").card("skill", Skill::S25.id())),
                        Opt::new("no", Text::key("quo-vadis-opt-keep")),
                    ],
                },
            }],
            WarStage::Losses(i, LossStep::Fastness) => {
                let s = self.participants[*i];
                let options = Map::spaces_of(g.turn.area)
                    .into_iter()
                    .filter(|&sp| g.workers_on(s, sp) > 0)
                    .map(|sp| {
                        let id = g.map.space_id(g.v(), sp);
                        Opt::new(id.clone(), Text::key("quo-vadis-opt-space").plain("space", id.clone()))
                            .with_target(format!("space-{id}"))
                            .with_note(Text::key("quo-vadis-note-fastness"))
                    })
                    .collect();
                vec![Prompt { seat: s, text: Text::key("quo-vadis-ask-fastness"), choice: Choice::One { options } }]
            }
            WarStage::Losses(i, LossStep::Refugees) => {
                let s = self.participants[*i];
                let mut options: Vec<Opt> = refugee_spaces(g, s)
                    .into_iter()
                    .map(|sp| {
                        let id = g.map.space_id(g.v(), sp);
                        Opt::new(id.clone(), Text::key("quo-vadis-opt-space").plain("space", id.clone()))
                            .with_target(format!("space-{id}"))
                    })
                    .collect();
                options.push(Opt::new("no", Text::key("quo-vadis-opt-no")));
                vec![Prompt { seat: s, text: Text::key("quo-vadis-ask-refugees"), choice: Choice::One { options } }]
            }
            WarStage::Rewards { left } => {
                let options = Resource::ALL
                    .iter()
                    .map(|r| Opt::new(r.id(), Text::key("quo-vadis-opt-resource").icon("resource", r.id())))
                    .collect();
                self.winner
                    .map(|w| Prompt {
                        seat: w,
                        text: Text::key("quo-vadis-ask-war-resource").num("n", *left),
                        choice: Choice::One { options },
                    })
                    .into_iter()
                    .collect()
            }
            WarStage::Losses(_, LossStep::Start) | WarStage::Done => Vec::new(),
        }
    }
}

/// What a participant's strength before morale and dice is made of.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct StrengthParts {
    /// One per own worker in the creation area.
    pub workers: u32,
    /// Own intact towns there (two each with Stone Walls).
    pub towns: u32,
    /// Areas next to the creation area that the participant dominates.
    pub areas: u32,
    /// Veterans, Ambush and Conquerors.
    pub skills: u32,
}

impl StrengthParts {
    pub fn total(self) -> u32 {
        self.workers + self.towns + self.areas + self.skills
    }
}

/// Workers and intact towns in the creation area, plus adjacent areas dominated,
/// plus strength skills, as they stand now.
pub fn strength_parts(g: &QuoVadis, s: Seat) -> StrengthParts {
    let area = g.turn.area;
    let per_town = if g.has(s, Skill::B03) { g.amount(Skill::B03) } else { 1 };
    let spaces = Map::spaces_of(area);
    let mut skills = 0;
    if g.has(s, Skill::S11) {
        skills += g.amount(Skill::S11);
    }
    if s != g.turn.seat && g.has(s, Skill::S12) {
        skills += g.amount(Skill::S12);
    }
    if s == g.turn.seat && g.has(s, Skill::S13) {
        skills += g.amount(Skill::S13);
    }
    StrengthParts {
        workers: spaces.iter().map(|&sp| g.workers_on(s, sp)).sum(),
        towns: spaces.iter().filter(|&&sp| g.intact_town_of(s, sp)).count() as u32 * per_town,
        areas: g.map.adjacent_areas(area).into_iter().filter(|&a| g.dominates(s, a)).count() as u32,
        skills,
    }
}

/// Morale a bid adds to strength (War Drums doubles it).
pub fn bid_strength(g: &QuoVadis, s: Seat, bid: u32) -> u32 {
    bid * if g.has(s, Skill::S15) { g.amount(Skill::S15) } else { 1 }
}

/// Rim spaces holding none of the player's pieces (Refugees).
fn refugee_spaces(g: &QuoVadis, s: Seat) -> Vec<Space> {
    g.map.rim(g.turn.area).into_iter().filter(|&sp| !g.has_piece_on(s, sp)).collect()
}

impl QuoVadis {
    /// Say who fights, with what, in the order they bid.
    pub(super) fn announce_war(&mut self, w: &War) {
        let area = self.map.area_id(self.v(), self.turn.area).to_string();
        self.say(Text::key("quo-vadis-log-war").plain("area", area));
        for (i, &s) in w.participants.iter().enumerate() {
            let parts = strength_parts(self, s);
            self.say(
                Text::key("quo-vadis-log-war-side")
                    .player("player", s)
                    .num("n", w.strength[i])
                    .num("workers", parts.workers)
                    .num("towns", parts.towns)
                    .num("areas", parts.areas)
                    .num("skills", parts.skills)
                    .icon("die", w.dice[i].id()),
            );
        }
    }

    fn war(&self) -> Option<&War> {
        match &self.step {
            Step::War(w) => Some(w),
            _ => None,
        }
    }

    fn war_mut(&mut self) -> &mut War {
        match &mut self.step {
            Step::War(w) => w,
            _ => unreachable!("war_mut outside a war"),
        }
    }

    /// Run the war's automatic parts; false when someone must answer.
    pub(super) fn advance_war(&mut self, rng: &mut GameRng) -> bool {
        // Read in place, not cloned: this runs on every answer of a war.
        let Some(w) = self.war() else { return true };
        match w.stage.clone() {
            WarStage::Bids if w.bids.len() < w.participants.len() => false,
            WarStage::Bids => {
                self.roll_dice(rng);
                self.war_mut().stage = WarStage::Reroll(0);
                true
            }
            WarStage::Reroll(i) => {
                let next = (i..w.participants.len()).find(|&j| {
                    let s = w.participants[j];
                    self.has(s, Skill::S25) && !self.players[s].used.contains(&Skill::S25)
                });
                match next {
                    Some(j) => {
                        self.war_mut().stage = WarStage::Reroll(j);
                        false
                    }
                    None => {
                        self.decide_winner();
                        true
                    }
                }
            }
            WarStage::Losses(i, LossStep::Start) => {
                if i >= w.participants.len() {
                    self.pay_winner();
                } else if Some(w.participants[i]) == w.winner {
                    self.war_mut().stage = WarStage::Losses(i + 1, LossStep::Start);
                } else {
                    self.lose(i);
                }
                true
            }
            WarStage::Losses(..) => false,
            WarStage::Rewards { left } => {
                if left == 0 {
                    self.war_mut().stage = WarStage::Done;
                    true
                } else {
                    false
                }
            }
            WarStage::Done => {
                self.enter_construction();
                true
            }
        }
    }

    fn roll_dice(&mut self, rng: &mut GameRng) {
        let mut w = self.war().cloned().expect("in a war");
        let top = w.bids.iter().copied().max().unwrap_or(0);
        let elated = (w.bids.iter().filter(|&&b| b == top).count() == 1).then(|| {
            let i = w.bids.iter().position(|&b| b == top).unwrap_or(0);
            w.participants[i]
        });
        w.elated = elated;
        if let Some(e) = elated {
            self.say(Text::key("quo-vadis-log-elated").player("player", e));
        }
        for (i, &s) in w.participants.iter().enumerate() {
            let (kept, rolls) = w.dice[i].roll_keep_best(if Some(s) == elated { 2 } else { 1 }, rng);
            w.rolls.push(rolls.clone());
            w.kept.push(kept);
            self.say(
                Text::key("quo-vadis-log-roll")
                    .player("player", s)
                    .icon("die", w.dice[i].id())
                    .plain("rolls", rolls.iter().map(u32::to_string).collect::<Vec<_>>().join(", "))
                    .num("kept", kept),
            );
        }
        self.step = Step::War(w);
    }

    fn decide_winner(&mut self) {
        let w = self.war().cloned().expect("in a war");
        let totals: Vec<u32> = (0..w.participants.len()).map(|i| w.total(self, i)).collect();
        let best = totals.iter().copied().max().unwrap_or(0);
        // Ties: first clockwise from the start player.
        let winner = self
            .seats_from_start()
            .into_iter()
            .find(|s| w.participants.iter().position(|p| p == s).is_some_and(|i| totals[i] == best));
        let area = self.turn.area;
        let reward_towns = winner.map_or(0, |win| {
            Map::spaces_of(area)
                .into_iter()
                .filter(|&sp| {
                    self.spaces[sp]
                        .town
                        .as_ref()
                        .is_some_and(|t| t.intact() && t.owner != win && w.participants.contains(&t.owner))
                })
                .count() as u32
        });
        for (i, &s) in w.participants.iter().enumerate() {
            let morale = bid_strength(self, s, w.bids.get(i).copied().unwrap_or(0));
            self.say(
                Text::key("quo-vadis-log-strength")
                    .player("player", s)
                    .num("base", w.strength[i])
                    .num("morale", morale)
                    .num("roll", w.kept.get(i).copied().unwrap_or(0))
                    .num("n", totals[i]),
            );
        }
        if let Some(win) = winner {
            self.say(Text::key("quo-vadis-log-war-won").player("player", win));
        }
        let war = self.war_mut();
        war.winner = winner;
        war.reward_towns = reward_towns;
        war.stage = WarStage::Losses(0, LossStep::Start);
    }

    /// A loser's results: wrath, town losses, Martyrs, then their workers return
    /// (Mountain Fastness and Refugees may ask).
    fn lose(&mut self, i: usize) {
        let w = self.war().cloned().expect("in a war");
        let s = w.participants[i];
        let winner = w.winner.unwrap_or(s);
        let n = &self.v().numbers;
        self.gain_wrath(s, n.war_loss_wrath);
        self.players[s].win_streak = 0;
        if self.stats.first_loss[s].is_none() {
            self.stats.first_loss[s] = Some(self.round);
        }
        self.stats.last_beaten_by[s] = Some(winner);
        if !self.has(s, Skill::S18) {
            let loss = if self.has(winner, Skill::S16) { self.amount(Skill::S16) } else { n.war_loss_population };
            for sp in Map::spaces_of(self.turn.area) {
                if self.intact_town_of(s, sp) {
                    self.reduce_town(sp, loss);
                }
            }
        }
        if self.has(s, Skill::S17) {
            self.score(s, self.amount(Skill::S17), Source::Skills);
        }
        let has_workers = Map::spaces_of(self.turn.area).into_iter().any(|sp| self.workers_on(s, sp) > 0);
        self.war_mut().stage = if has_workers && self.has(s, Skill::B04) {
            WarStage::Losses(i, LossStep::Fastness)
        } else {
            let back = self.return_loser_workers(s, None);
            self.after_return(i, back > 0)
        };
    }

    /// Returns how many went back.
    fn return_loser_workers(&mut self, s: Seat, stays: Option<Space>) -> u32 {
        let mut back = 0;
        for sp in Map::spaces_of(self.turn.area) {
            let n = self.workers_on(s, sp) - u32::from(stays == Some(sp));
            self.return_workers(s, sp, n);
            back += n;
        }
        if back > 0 {
            self.say(Text::key("quo-vadis-log-workers-return").player("player", s).num("n", back));
        }
        back
    }

    fn after_return(&self, i: usize, returned: bool) -> WarStage {
        let s = self.war().map_or(0, |w| w.participants[i]);
        if returned && self.has(s, Skill::S23) && !refugee_spaces(self, s).is_empty() {
            WarStage::Losses(i, LossStep::Refugees)
        } else {
            WarStage::Losses(i + 1, LossStep::Start)
        }
    }

    /// The winner's VP (with Hymn of Victory and a variant's streak bonus); the
    /// resource choices follow.
    fn pay_winner(&mut self) {
        let w = self.war().cloned().expect("in a war");
        let Some(win) = w.winner else {
            self.war_mut().stage = WarStage::Done;
            return;
        };
        let n = &self.v().numbers;
        let streak = self.players[win].win_streak.min(n.war_streak_cap);
        self.score(win, n.war_win_vp + streak * n.war_streak_bonus, Source::War);
        if self.has(win, Skill::B02) {
            self.score(win, self.amount(Skill::B02), Source::Skills);
        }
        self.players[win].win_streak += 1;
        self.war_mut().stage = WarStage::Rewards { left: w.reward_towns * n.war_town_resources };
    }

    pub(super) fn answer_war(&mut self, seat: Seat, a: &Answer, rng: &mut GameRng) -> Result<(), RuleError> {
        let w = self.war().cloned().ok_or(rule("quo-vadis-error-not-now"))?;
        let v = self.v();
        match (&w.stage, a) {
            (WarStage::Bids, Answer::Number(n)) => {
                let morale = &mut self.players[seat].resources[Resource::Morale.index()];
                let n = u32::try_from(*n).ok().filter(|n| n <= morale).ok_or(rule("quo-vadis-error-answer"))?;
                *morale -= n;
                self.say(Text::key("quo-vadis-log-bid").player("player", seat).num("n", n));
                self.war_mut().bids.push(n);
            }
            (WarStage::Reroll(i), Answer::One(k)) => {
                let i = *i;
                if k == "yes" {
                    self.players[seat].used.push(Skill::S25);
                    let times = if w.elated == Some(seat) { 2 } else { 1 };
                    let (kept, rolls) = w.dice[i].roll_keep_best(times, rng);
                    self.say(
                        Text::key("quo-vadis-log-reroll")
                            .player("player", seat)
                            .plain("rolls", rolls.iter().map(u32::to_string).collect::<Vec<_>>().join(", "))
                            .num("kept", kept),
                    );
                    let war = self.war_mut();
                    war.rolls[i] = rolls;
                    war.kept[i] = kept;
                }
                self.war_mut().stage = WarStage::Reroll(i + 1);
            }
            (WarStage::Losses(i, LossStep::Fastness), Answer::One(k)) => {
                let i = *i;
                let sp = self.map.space_named(v, k).ok_or(rule("quo-vadis-error-answer"))?;
                if Map::area_of(sp) != self.turn.area || self.workers_on(seat, sp) == 0 {
                    return Err(rule("quo-vadis-error-answer"));
                }
                let back = self.return_loser_workers(seat, Some(sp));
                let next = self.after_return(i, back > 0);
                self.war_mut().stage = next;
            }
            (WarStage::Losses(i, LossStep::Refugees), Answer::One(k)) => {
                let i = *i;
                if k != "no" {
                    let sp = self.map.space_named(v, k).ok_or(rule("quo-vadis-error-answer"))?;
                    if !refugee_spaces(self, seat).contains(&sp) || self.players[seat].workers == 0 {
                        return Err(rule("quo-vadis-error-answer"));
                    }
                    self.put_worker(seat, sp);
                    let id = self.map.space_id(v, sp);
                    self.say(Text::key("quo-vadis-log-refugees").player("player", seat).plain("space", id));
                }
                self.war_mut().stage = WarStage::Losses(i + 1, LossStep::Start);
            }
            (WarStage::Rewards { left }, Answer::One(k)) => {
                let left = *left;
                let r = Resource::from_id(k).ok_or(rule("quo-vadis-error-answer"))?;
                self.gain(seat, r, 1);
                self.war_mut().stage = WarStage::Rewards { left: left - 1 };
            }
            _ => return Err(rule("quo-vadis-error-answer")),
        }
        Ok(())
    }
}
