//! The turn: action phase, role phase (lead, then follow or dissent), cleanup;
//! the open decisions of every seat, their prompts and their answers.

use super::cards::{Card, Icon, Resource, Stack};
use super::{EminentDomain, Follow};
use engine::{Answer, Choice, GameRng, Opt, Prompt, RuleError, Seat, Text};
use serde::{Deserialize, Serialize};

/// Where the active player's turn stands when nobody has anything to decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// The leader may play a card for its action (or skip).
    ActionChoose,
    /// An action card has resolved: it goes to the discard pile.
    ActionFinish,
    RoleChoose,
    Boost,
    LeaderResolve,
    /// Every other player follows or dissents.
    FollowDecide,
    FollowResolve,
    /// Followers decide and act one at a time, in turn order (`follow_queue`);
    /// once nobody is left to ask, the role phase ends.
    FollowInTurn,
    Cleanup,
    CleanupDiscard,
    CleanupDraw,
    EndTurn,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Turn {
    pub leader: Seat,
    /// Turns begun so far in the game, this one included.
    pub number: u32,
    pub stage: Stage,
    pub actions_left: u32,
    pub action_done: bool,
    pub role_done: bool,
    /// The card played for its action, until it is discarded, removed or tucked.
    pub action_card: Option<Card>,
    pub role: Option<Icon>,
    /// The leader found the role's stack empty (and took no card).
    pub stack_was_empty: bool,
    /// Mobilization: the leader may still attack once after a phase.
    pub mobilize: bool,
    pub diverse_markets: bool,
    pub genetic_engineering: bool,
    pub specialization: Option<Resource>,
    /// Resources the leader traded and produced this turn.
    pub traded: Vec<Resource>,
    pub produced: Vec<Resource>,
}

impl Turn {
    pub fn new(leader: Seat, number: u32, actions: u32) -> Turn {
        Turn {
            leader,
            number,
            stage: Stage::ActionChoose,
            actions_left: actions,
            action_done: false,
            role_done: false,
            action_card: None,
            role: None,
            stack_was_empty: false,
            mobilize: false,
            diverse_markets: false,
            genetic_engineering: false,
            specialization: None,
            traded: Vec::new(),
            produced: Vec::new(),
        }
    }
}

/// An open decision of one seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pending {
    pub seat: Seat,
    pub ask: Ask,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ask {
    /// Play a card for its action, or skip (or, with Logistics, lead first).
    Action,
    Role,
    Boost,
    /// Follow with matching cards, or dissent with none.
    Follow,
    /// Keep one of the planets looked at.
    Survey,
    /// Collect fighters, or attack a planet instead.
    Warfare {
        fighters: u32,
    },
    /// War Path: attack a planet, or stop.
    Attack {
        left: u32,
    },
    /// Mobilization: attack now, or not (yet).
    MobilizeAttack {
        last: bool,
    },
    /// Tuck the played Colonize cards under a planet, or (leader bonus) settle one.
    ColonizeRole {
        settle: bool,
    },
    /// Tuck the action card under a planet as a colony, or settle one.
    ColonizeAction,
    /// Improved Colonize: settle a planet first, or not.
    ImprovedSettle,
    Terraform,
    Produce {
        n: u32,
    },
    Trade {
        n: u32,
    },
    /// The Produce/Trade card's action: produce one or trade one.
    ProduceOrTrade,
    Research {
        symbols: u32,
    },
    /// Remove cards in hand (and maybe the action card) from the game.
    Remove {
        max: u32,
        with_action_card: bool,
    },
    TakeRole {
        left: u32,
    },
    Specialize,
    Discard,
}

/// An option naming a card: the card argument makes its text show beside it.
fn card_label(card: Card) -> Text {
    Text::key("eminent-domain-opt-card").card("card", card.id())
}

/// What leading each role does, beside the role's option.
fn role_note(role: Icon) -> Text {
    Text::key(format!("eminent-domain-note-role-{}", role.id()))
}

fn not_now() -> RuleError {
    RuleError(Text::key("eminent-domain-error-not-now"))
}

fn bad_option() -> RuleError {
    RuleError(Text::key("eminent-domain-error-option"))
}

/// The number after `prefix` in an option key.
fn index_after(key: &str, prefix: &str) -> Option<usize> {
    key.strip_prefix(prefix)?.parse().ok()
}

/// Two numbers `a-b` after `prefix` in an option key.
fn pair_after(key: &str, prefix: &str) -> Option<(usize, usize)> {
    let (a, b) = key.strip_prefix(prefix)?.split_once('-')?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

fn positions(keys: &[String]) -> Result<Vec<usize>, RuleError> {
    keys.iter().map(|k| index_after(k, "hand-").ok_or_else(bad_option)).collect()
}

impl EminentDomain {
    pub(super) fn ask(&mut self, seat: Seat, ask: Ask) {
        self.pending.push(Pending { seat, ask });
    }

    fn others(&self) -> Vec<Seat> {
        let n = self.seats();
        (1..n).map(|k| (self.turn.leader + k) % n).collect()
    }

    /// Run the turn on until somebody has to decide something or the game ends.
    pub(super) fn proceed(&mut self, rng: &mut GameRng) {
        while self.pending.is_empty() && !self.finished {
            let leader = self.turn.leader;
            match self.turn.stage {
                Stage::ActionChoose => {
                    if self.turn.actions_left > 0 && !self.players[leader].hand.is_empty() {
                        self.ask(leader, Ask::Action);
                    } else {
                        self.end_action_phase();
                    }
                }
                Stage::ActionFinish => {
                    if let Some(card) = self.turn.action_card.take() {
                        self.players[leader].discard.put_top(card);
                    }
                    self.turn.stage = Stage::ActionChoose;
                }
                Stage::RoleChoose => self.ask(leader, Ask::Role),
                Stage::Boost => {
                    self.turn.stage = Stage::LeaderResolve;
                    if self.matching_in_hand(leader) {
                        self.ask(leader, Ask::Boost);
                    }
                }
                Stage::LeaderResolve => {
                    self.turn.stage = Stage::FollowDecide;
                    self.resolve_role(leader, true, rng);
                }
                // The rules have followers act in turn order. Research and Survey
                // followers take from what everyone shares (the technology supply,
                // the planet deck and its face-up discards), so each one decides
                // and acts only after the one before has: a later follower knows
                // what is left before committing cards. Warfare, Colonize, Produce
                // and Trade touch only the follower's own empire (fighters and
                // resources are unlimited, influence never runs short), so those
                // followers decide at once, and their effects resolve in turn
                // order afterwards; a choice shows as soon as it is made.
                // Decision: a follower of Produce or Trade follows that same half
                // of the card, as the rules translation lists them as separate
                // roles followed only with their own symbol.
                Stage::FollowDecide => {
                    if matches!(self.turn.role, Some(Icon::Research | Icon::Survey)) {
                        self.turn.stage = Stage::FollowInTurn;
                        self.follow_queue = self.others();
                        continue;
                    }
                    self.turn.stage = Stage::FollowResolve;
                    for s in self.others() {
                        if self.matching_in_hand(s) {
                            self.players[s].follow = Some(Follow::Undecided);
                            self.ask(s, Ask::Follow);
                        } else {
                            self.dissent(s, rng);
                        }
                    }
                }
                Stage::FollowResolve => {
                    // Nobody is queued to act one at a time: the phase ends next.
                    self.turn.stage = Stage::FollowInTurn;
                    for s in self.others() {
                        if self.players[s].follow == Some(Follow::Followed) {
                            self.resolve_role(s, false, rng);
                        }
                    }
                }
                Stage::FollowInTurn => match self.follow_queue.first().copied() {
                    None => self.end_role_phase(),
                    Some(s) => match self.players[s].follow {
                        None | Some(Follow::Undecided) => {
                            if self.matching_in_hand(s) {
                                self.players[s].follow = Some(Follow::Undecided);
                                self.ask(s, Ask::Follow);
                            } else {
                                self.dissent(s, rng);
                            }
                        }
                        Some(Follow::Followed) => {
                            self.follow_queue.remove(0);
                            self.resolve_role(s, false, rng);
                        }
                        Some(Follow::Dissented) => {
                            self.follow_queue.remove(0);
                        }
                    },
                },
                Stage::Cleanup => {
                    self.turn.stage = Stage::CleanupDiscard;
                    self.cleanup_start();
                    let max = self.removals_at_cleanup(leader);
                    if max > 0 && !self.players[leader].hand.is_empty() {
                        self.ask(leader, Ask::Remove { max, with_action_card: false });
                    }
                }
                Stage::CleanupDiscard => {
                    self.turn.stage = Stage::CleanupDraw;
                    if !self.players[leader].hand.is_empty() {
                        self.ask(leader, Ask::Discard);
                    }
                }
                Stage::CleanupDraw => {
                    let limit = self.hand_limit(leader) as usize;
                    let have = self.players[leader].hand.len();
                    if have < limit {
                        self.draw_cards(leader, (limit - have) as u32, rng);
                    }
                    self.end_phase(Stage::EndTurn);
                }
                Stage::EndTurn => self.end_turn(),
            }
        }
    }

    /// Move to the next phase. Mobilization lets the leader attack after any phase.
    fn end_phase(&mut self, next: Stage) {
        self.turn.stage = next;
        let leader = self.turn.leader;
        if self.turn.mobilize && !self.attackable(leader).is_empty() {
            self.ask(leader, Ask::MobilizeAttack { last: next == Stage::EndTurn });
        }
    }

    fn end_action_phase(&mut self) {
        self.turn.action_done = true;
        self.turn.actions_left = 0;
        let next = if self.turn.role_done { Stage::Cleanup } else { Stage::RoleChoose };
        self.end_phase(next);
    }

    fn end_role_phase(&mut self) {
        self.turn.role_done = true;
        for p in &mut self.players {
            p.follow = None;
        }
        let next = if self.turn.action_done { Stage::Cleanup } else { Stage::ActionChoose };
        self.end_phase(next);
    }

    /// End-of-turn technology bonuses, then every played card to its owner's
    /// discard pile.
    fn cleanup_start(&mut self) {
        let leader = self.turn.leader;
        self.diverse_markets_bonus(leader);
        self.specialization_bonus(leader);
        self.genetic_engineering_bonus(leader);
        for p in &mut self.players {
            for c in p.played.drain(..) {
                p.discard.put_top(c);
            }
        }
    }

    fn end_turn(&mut self) {
        let n = self.seats();
        let leader = self.turn.leader;
        if self.end_triggered() {
            if !self.final_round {
                self.final_round = true;
                self.say(Text::key("eminent-domain-log-final-round"));
            }
            if leader == (self.first + n - 1) % n {
                self.finished = true;
                self.say(Text::key("eminent-domain-log-game-over"));
                return;
            }
        }
        let next = (leader + 1) % n;
        self.turn = Turn::new(next, self.turn.number + 1, self.actions_per_turn(next));
        self.say(Text::key("eminent-domain-log-turn").player("player", next).num("turn", self.turn.number));
    }

    /// Whether a player holds a card that counts for the current role.
    fn matching_in_hand(&self, seat: Seat) -> bool {
        self.turn.role.is_some_and(|r| self.players[seat].hand.iter().any(|c| self.card_icons(seat, *c, r) > 0))
    }

    /// Symbols a player has for the current role: cards played, the empire's
    /// planets and permanents, and for a leader of Produce, Trade or Research
    /// whose stack was empty, one more.
    pub(super) fn symbols(&self, seat: Seat, leader: bool) -> u32 {
        let Some(role) = self.turn.role else { return 0 };
        let cards: u32 = self.players[seat].played.iter().map(|c| self.card_icons(seat, *c, role)).sum();
        let bonus = leader && self.turn.stack_was_empty && matches!(role, Icon::Produce | Icon::Trade | Icon::Research);
        cards + self.empire_icons(seat, role) + u32::from(bonus)
    }

    fn dissent(&mut self, seat: Seat, rng: &mut GameRng) {
        self.players[seat].follow = Some(Follow::Dissented);
        self.say(Text::key("eminent-domain-log-dissent").player("player", seat));
        let n = self.dissent_draws(seat);
        self.draw_cards(seat, n, rng);
    }

    // ----- prompts -----

    pub(super) fn prompt(&self, p: &Pending) -> Prompt {
        let seat = p.seat;
        let (text, choice) = match &p.ask {
            Ask::Action => {
                (Text::key("eminent-domain-prompt-action"), Choice::One { options: self.action_options(seat) })
            }
            Ask::Role => {
                let options = self
                    .roles_in_play()
                    .into_iter()
                    .map(|r| {
                        Opt::new(
                            r.id(),
                            Text::key("eminent-domain-opt-role")
                                .icon("role", r.id())
                                .num("left", self.stack_count(r.stack())),
                        )
                        .with_note(role_note(r))
                        .with_target(format!("role-{}", r.id()))
                    })
                    .collect();
                (Text::key("eminent-domain-prompt-role"), Choice::One { options })
            }
            Ask::Boost => {
                let options = self.matching_options(seat);
                let max = options.len();
                let role = self.turn.role.map_or("", Icon::id);
                (Text::key("eminent-domain-prompt-boost").icon("role", role), Choice::Many { options, min: 0, max })
            }
            Ask::Follow => {
                let options = self.matching_options(seat);
                let max = options.len();
                let role = self.turn.role.map_or("", Icon::id);
                let text = Text::key("eminent-domain-prompt-follow")
                    .player("leader", self.turn.leader)
                    .icon("role", role)
                    .num("n", self.dissent_draws(seat));
                (text, Choice::Many { options, min: 0, max })
            }
            Ask::Survey => {
                let looking = &self.players[seat].looking;
                let options = looking
                    .iter()
                    .enumerate()
                    .map(|(i, pl)| {
                        let keep =
                            Opt::new(format!("look-{i}"), Text::key("eminent-domain-opt-keep").card("planet", pl.id()))
                                .with_target(format!("look-{i}"));
                        // Keeping one discards the others.
                        if looking.len() > 1 { keep.with_note(Text::key("eminent-domain-note-keep")) } else { keep }
                    })
                    .collect();
                (Text::key("eminent-domain-prompt-survey"), Choice::One { options })
            }
            Ask::Warfare { fighters } => {
                let mut options =
                    vec![Opt::new("fighters", Text::key("eminent-domain-opt-collect").num("n", *fighters))];
                options.extend(self.attack_options(seat));
                (Text::key("eminent-domain-prompt-warfare"), Choice::One { options })
            }
            Ask::Attack { left } => {
                let mut options = self.attack_options(seat);
                options.push(Opt::new("stop", Text::key("eminent-domain-opt-stop")));
                (Text::key("eminent-domain-prompt-attack").num("n", *left), Choice::One { options })
            }
            Ask::MobilizeAttack { last } => {
                let mut options = self.attack_options(seat);
                let (key, label) =
                    if *last { ("skip", "eminent-domain-opt-skip") } else { ("wait", "eminent-domain-opt-wait") };
                options.push(Opt::new(key, Text::key(label)));
                (Text::key("eminent-domain-prompt-mobilize"), Choice::One { options })
            }
            Ask::ColonizeRole { settle } => {
                let colonies = self.played_colonies(seat);
                let mut options = if colonies > 0 { self.colony_options(seat, colonies) } else { Vec::new() };
                if *settle {
                    options.extend(self.settle_options(seat));
                }
                (Text::key("eminent-domain-prompt-colonize"), Choice::One { options })
            }
            Ask::ColonizeAction => {
                let mut options =
                    if self.turn.action_card.is_some() { self.colony_options(seat, 1) } else { Vec::new() };
                options.extend(self.settle_options(seat));
                (Text::key("eminent-domain-prompt-colonize"), Choice::One { options })
            }
            Ask::ImprovedSettle => {
                let mut options = self.settle_options(seat);
                // The card was played to settle: skipping while a planet can be
                // settled wastes it.
                let skip = Opt::new("skip", Text::key("eminent-domain-opt-skip"));
                options.push(if options.is_empty() {
                    skip
                } else {
                    skip.with_warning(Text::key("eminent-domain-warn-skip-settle"))
                });
                (Text::key("eminent-domain-prompt-settle"), Choice::One { options })
            }
            Ask::Terraform => {
                (Text::key("eminent-domain-prompt-terraform"), Choice::One { options: self.colony_options(seat, 2) })
            }
            Ask::Produce { n } => {
                let options = self.slot_options(seat, false, "slot-");
                let k = (*n as usize).min(options.len());
                (Text::key("eminent-domain-prompt-produce").num("n", k), Choice::Many { options, min: k, max: k })
            }
            Ask::Trade { n } => {
                let mut options = self.slot_options(seat, true, "slot-");
                let fighters = if self.may_trade_fighters(seat) {
                    (self.players[seat].fighters as usize).min(*n as usize)
                } else {
                    0
                };
                options.extend((0..fighters).map(|k| {
                    Opt::new(format!("fighter-{k}"), Text::key("eminent-domain-opt-trade-fighter"))
                        .with_note(Text::key("eminent-domain-note-trade-fighter"))
                        .with_target(format!("fighters-{seat}"))
                }));
                // Every trade symbol is used while anything is left to trade; with
                // Weapon Emporium fighters count as resources, so they are traded
                // too when the resources run short.
                let k = (*n as usize).min(options.len());
                (Text::key("eminent-domain-prompt-trade").num("n", k), Choice::Many { options, min: k, max: k })
            }
            Ask::ProduceOrTrade => {
                let mut options = self.slot_options(seat, false, "produce-");
                options.extend(self.slot_options(seat, true, "trade-"));
                if self.may_trade_fighters(seat) && self.players[seat].fighters > 0 {
                    options.push(
                        Opt::new("trade-fighter", Text::key("eminent-domain-opt-trade-fighter"))
                            .with_note(Text::key("eminent-domain-note-trade-fighter"))
                            .with_target(format!("fighters-{seat}")),
                    );
                }
                (Text::key("eminent-domain-prompt-produce-or-trade"), Choice::One { options })
            }
            Ask::Research { symbols } => {
                let mut options: Vec<Opt> = self
                    .affordable_techs(seat, *symbols)
                    .into_iter()
                    .map(|t| Opt::new(t.id(), card_label(Card::Tech(t))).with_target(format!("tech-{}", t.id())))
                    .collect();
                // Legal, and almost never wanted while a technology is within reach:
                // the role's research symbols are spent either way.
                let none = Opt::new("none", Text::key("eminent-domain-opt-no-tech"));
                options.push(if options.is_empty() {
                    none
                } else {
                    none.with_warning(Text::key("eminent-domain-warn-no-tech").num("n", options.len()))
                });
                (Text::key("eminent-domain-prompt-research").num("n", *symbols), Choice::One { options })
            }
            Ask::Remove { max, with_action_card } => {
                let mut options = Vec::new();
                if let (true, Some(card)) = (*with_action_card, self.turn.action_card) {
                    options.push(
                        Opt::new("this", Text::key("eminent-domain-opt-this-card").card("card", card.id()))
                            .with_note(Text::key("eminent-domain-note-remove")),
                    );
                }
                options.extend(
                    self.hand_options(seat, |_| true)
                        .into_iter()
                        .map(|o| o.with_note(Text::key("eminent-domain-note-remove"))),
                );
                let max = (*max as usize).min(options.len());
                (Text::key("eminent-domain-prompt-remove").num("n", max), Choice::Many { options, min: 0, max })
            }
            Ask::TakeRole { left } => {
                let options = self
                    .stacks_in_play()
                    .into_iter()
                    .filter(|s| self.stack_count(*s) > 0)
                    .map(|s| {
                        Opt::new(s.id(), card_label(s.card()))
                            .with_target(format!("role-{}", if s == Stack::ProduceTrade { "produce" } else { s.id() }))
                    })
                    .collect();
                (Text::key("eminent-domain-prompt-take-role").num("n", *left), Choice::One { options })
            }
            Ask::Specialize => {
                let options = Resource::ALL
                    .into_iter()
                    .map(|r| {
                        Opt::new(r.id(), Text::key(format!("eminent-domain-icon-{}", r.id())))
                            .with_note(Text::key("eminent-domain-note-specialize").icon("resource", r.id()))
                    })
                    .collect();
                (Text::key("eminent-domain-prompt-specialize"), Choice::One { options })
            }
            Ask::Discard => {
                let options: Vec<Opt> = self
                    .hand_options(seat, |_| true)
                    .into_iter()
                    .map(|o| o.with_note(Text::key("eminent-domain-note-discard")))
                    .collect();
                let limit = self.hand_limit(seat) as usize;
                let min = options.len().saturating_sub(limit);
                let max = options.len();
                (Text::key("eminent-domain-prompt-discard").num("limit", limit), Choice::Many { options, min, max })
            }
        };
        Prompt { seat, text, choice }
    }

    fn action_options(&self, seat: Seat) -> Vec<Opt> {
        let hand = &self.players[seat].hand;
        let mut options: Vec<Opt> = hand
            .iter()
            .enumerate()
            .filter(|(i, c)| *i == 0 || hand[i - 1] != **c)
            .map(|(i, c)| Opt::new(c.id(), card_label(*c)).with_target(format!("hand-{i}")))
            .collect();
        options.push(Opt::new("skip", Text::key("eminent-domain-opt-skip")));
        if self.may_lead_first(seat) && !self.turn.role_done {
            options.push(
                Opt::new("role-first", Text::key("eminent-domain-opt-role-first"))
                    .with_note(Text::key("eminent-domain-note-role-first")),
            );
        }
        options
    }

    fn hand_options(&self, seat: Seat, keep: impl Fn(Card) -> bool) -> Vec<Opt> {
        self.players[seat]
            .hand
            .iter()
            .enumerate()
            .filter(|(_, c)| keep(**c))
            .map(|(i, c)| Opt::new(format!("hand-{i}"), card_label(*c)).with_target(format!("hand-{i}")))
            .collect()
    }

    fn matching_options(&self, seat: Seat) -> Vec<Opt> {
        match self.turn.role {
            Some(role) => self.hand_options(seat, |c| self.card_icons(seat, c, role) > 0),
            None => Vec::new(),
        }
    }

    fn planet_target(seat: Seat, i: usize) -> String {
        format!("planet-{seat}-{i}")
    }

    fn attack_options(&self, seat: Seat) -> Vec<Opt> {
        self.attackable(seat)
            .into_iter()
            .map(|i| {
                let h = &self.players[seat].planets[i];
                Opt::new(
                    format!("attack-{i}"),
                    Text::key("eminent-domain-opt-attack")
                        .card("planet", h.planet.id())
                        .num("cost", self.attack_cost(seat, h.planet)),
                )
                .with_note(
                    Text::key("eminent-domain-note-attack")
                        .num("cost", self.attack_cost(seat, h.planet))
                        .num("influence", h.planet.get().influence)
                        .num("tucked", h.tucked.len()),
                )
                .with_target(Self::planet_target(seat, i))
            })
            .collect()
    }

    fn settle_options(&self, seat: Seat) -> Vec<Opt> {
        self.settleable(seat)
            .into_iter()
            .map(|i| {
                let h = &self.players[seat].planets[i];
                Opt::new(format!("settle-{i}"), Text::key("eminent-domain-opt-settle").card("planet", h.planet.id()))
                    .with_note(
                        Text::key("eminent-domain-note-settle")
                            .num("influence", h.planet.get().influence)
                            .num("tucked", h.tucked.len()),
                    )
                    .with_target(Self::planet_target(seat, i))
            })
            .collect()
    }

    fn colony_options(&self, seat: Seat, colonies: u32) -> Vec<Opt> {
        self.face_down(seat)
            .into_iter()
            .map(|i| {
                let h = &self.players[seat].planets[i];
                Opt::new(
                    format!("colony-{i}"),
                    Text::key("eminent-domain-opt-colony").card("planet", h.planet.id()).num("n", colonies),
                )
                .with_note(Text::key("eminent-domain-note-colony"))
                .with_target(Self::planet_target(seat, i))
            })
            .collect()
    }

    /// Empty (`filled == false`) or filled resource slots of face-up planets.
    fn slot_options(&self, seat: Seat, filled: bool, prefix: &str) -> Vec<Opt> {
        self.slots(seat, filled)
            .into_iter()
            .map(|(i, j)| {
                let h = &self.players[seat].planets[i];
                let key = if filled { "eminent-domain-opt-trade" } else { "eminent-domain-opt-produce" };
                let option = Opt::new(
                    format!("{prefix}{i}-{j}"),
                    Text::key(key).icon("resource", h.planet.get().slots[j].id()).card("planet", h.planet.id()),
                )
                .with_target(format!("slot-{seat}-{i}-{j}"));
                if filled { option.with_note(Text::key("eminent-domain-note-trade")) } else { option }
            })
            .collect()
    }

    // ----- answers -----

    /// Whether `answer` answers `seat`'s prompt: the seat is asked, and the
    /// answer has the prompt's shape and names only its options.
    pub(super) fn check(&self, seat: Seat, answer: &Answer) -> Result<(), RuleError> {
        let pending = self.pending.iter().find(|p| p.seat == seat).ok_or_else(not_now)?;
        self.prompt(pending).choice.check(answer).map_err(|_| bad_option())
    }

    /// Act on an answer that passed [`EminentDomain::check`].
    pub(super) fn answer(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<(), RuleError> {
        let idx = self.pending.iter().position(|p| p.seat == seat).ok_or_else(not_now)?;
        let ask = self.pending.remove(idx).ask;
        match (ask, answer) {
            (Ask::Action, Answer::One(k)) => self.answer_action(seat, k, rng),
            (Ask::Role, Answer::One(k)) => self.answer_role(seat, k),
            (Ask::Boost, Answer::Many(ks)) => {
                let cards = self.take_positions(seat, positions(ks)?)?;
                if !cards.is_empty() {
                    self.say(
                        Text::key("eminent-domain-log-boost")
                            .player("player", seat)
                            .cards("cards", cards.iter().map(|c| c.id())),
                    );
                }
                self.players[seat].played.extend(cards);
                Ok(())
            }
            (Ask::Follow, Answer::Many(ks)) => {
                if ks.is_empty() {
                    self.dissent(seat, rng);
                    return Ok(());
                }
                let cards = self.take_positions(seat, positions(ks)?)?;
                self.say(
                    Text::key("eminent-domain-log-follow")
                        .player("player", seat)
                        .cards("cards", cards.iter().map(|c| c.id())),
                );
                self.players[seat].played.extend(cards);
                self.players[seat].follow = Some(Follow::Followed);
                Ok(())
            }
            (Ask::Survey, Answer::One(k)) => {
                let i = index_after(k, "look-").ok_or_else(bad_option)?;
                self.keep_surveyed(seat, i)
            }
            (Ask::Warfare { fighters }, Answer::One(k)) => {
                if k == "fighters" {
                    self.gain_fighters(seat, fighters);
                    Ok(())
                } else {
                    self.attack(seat, index_after(k, "attack-").ok_or_else(bad_option)?)
                }
            }
            (Ask::Attack { left }, Answer::One(k)) => {
                if k == "stop" {
                    return Ok(());
                }
                self.attack(seat, index_after(k, "attack-").ok_or_else(bad_option)?)?;
                if left > 1 && !self.attackable(seat).is_empty() {
                    self.ask(seat, Ask::Attack { left: left - 1 });
                }
                Ok(())
            }
            (Ask::MobilizeAttack { last }, Answer::One(k)) => {
                if let Some(i) = index_after(k, "attack-") {
                    self.turn.mobilize = false;
                    self.attack(seat, i)
                } else {
                    self.turn.mobilize &= !last;
                    Ok(())
                }
            }
            (Ask::ColonizeRole { .. }, Answer::One(k)) => {
                if let Some(i) = index_after(k, "settle-") {
                    self.settle(seat, i)
                } else {
                    self.tuck_played(seat, index_after(k, "colony-").ok_or_else(bad_option)?)
                }
            }
            (Ask::ColonizeAction, Answer::One(k)) => {
                if let Some(i) = index_after(k, "settle-") {
                    self.settle(seat, i)
                } else {
                    self.tuck_action_card(seat, index_after(k, "colony-").ok_or_else(bad_option)?, 1)
                }
            }
            (Ask::ImprovedSettle, Answer::One(k)) => {
                if let Some(i) = index_after(k, "settle-") {
                    self.settle(seat, i)?;
                }
                self.colonize_action(seat);
                Ok(())
            }
            (Ask::Terraform, Answer::One(k)) => {
                self.terraform_planet(seat, index_after(k, "colony-").ok_or_else(bad_option)?)
            }
            (Ask::Produce { .. }, Answer::Many(ks)) => {
                for k in ks {
                    let (i, j) = pair_after(k, "slot-").ok_or_else(bad_option)?;
                    self.produce_at(seat, i, j)?;
                }
                Ok(())
            }
            (Ask::Trade { .. }, Answer::Many(ks)) => {
                for k in ks {
                    if k.starts_with("fighter-") {
                        self.trade_fighter(seat)?;
                    } else {
                        let (i, j) = pair_after(k, "slot-").ok_or_else(bad_option)?;
                        self.trade_at(seat, i, j)?;
                    }
                }
                Ok(())
            }
            (Ask::ProduceOrTrade, Answer::One(k)) => {
                if k == "trade-fighter" {
                    self.trade_fighter(seat)
                } else if let Some((i, j)) = pair_after(k, "produce-") {
                    self.produce_at(seat, i, j)
                } else {
                    let (i, j) = pair_after(k, "trade-").ok_or_else(bad_option)?;
                    self.trade_at(seat, i, j)
                }
            }
            (Ask::Research { .. }, Answer::One(k)) => {
                if k == "none" {
                    self.say(Text::key("eminent-domain-log-no-tech").player("player", seat));
                    return Ok(());
                }
                let tech = super::techs::TechId::from_id(k).ok_or_else(bad_option)?;
                self.gain_tech(seat, tech)
            }
            (Ask::Remove { .. }, Answer::Many(ks)) => {
                let mut removed = Vec::new();
                if ks.iter().any(|k| k == "this")
                    && let Some(card) = self.turn.action_card.take()
                {
                    removed.push(card);
                }
                let hand_keys: Vec<String> = ks.iter().filter(|k| *k != "this").cloned().collect();
                removed.extend(self.take_positions(seat, positions(&hand_keys)?)?);
                if !removed.is_empty() {
                    self.say(
                        Text::key("eminent-domain-log-remove")
                            .player("player", seat)
                            .cards("cards", removed.iter().map(|c| c.id())),
                    );
                }
                self.players[seat].removed.extend(removed);
                Ok(())
            }
            (Ask::TakeRole { left }, Answer::One(k)) => {
                let stack = Stack::from_id(k).ok_or_else(bad_option)?;
                if !self.take_role_card(seat, stack) {
                    return Err(bad_option());
                }
                if left > 1 && self.any_stack_left() {
                    self.ask(seat, Ask::TakeRole { left: left - 1 });
                }
                Ok(())
            }
            (Ask::Specialize, Answer::One(k)) => {
                let r = Resource::from_id(k).ok_or_else(bad_option)?;
                self.turn.specialization = Some(r);
                self.say(Text::key("eminent-domain-log-specialize").player("player", seat).icon("resource", r.id()));
                Ok(())
            }
            (Ask::Discard, Answer::Many(ks)) => {
                let cards = self.take_positions(seat, positions(ks)?)?;
                if !cards.is_empty() {
                    self.say(
                        Text::key("eminent-domain-log-discard")
                            .player("player", seat)
                            .cards("cards", cards.iter().map(|c| c.id())),
                    );
                }
                for c in cards {
                    self.players[seat].discard.put_top(c);
                }
                Ok(())
            }
            _ => Err(bad_option()),
        }
    }

    fn answer_action(&mut self, seat: Seat, key: &str, rng: &mut GameRng) -> Result<(), RuleError> {
        match key {
            "skip" => {
                self.end_action_phase();
                Ok(())
            }
            "role-first" => {
                self.say(Text::key("eminent-domain-log-role-first").player("player", seat));
                self.turn.stage = Stage::RoleChoose;
                Ok(())
            }
            id => {
                let card = Card::from_id(id).ok_or_else(bad_option)?;
                let pos = self.players[seat].hand.iter().position(|c| *c == card).ok_or_else(bad_option)?;
                self.players[seat].hand.remove(pos);
                self.turn.actions_left -= 1;
                self.turn.stage = Stage::ActionFinish;
                self.turn.action_card = Some(card);
                self.say(Text::key("eminent-domain-log-action").player("player", seat).card("card", card.id()));
                self.play_action(seat, card, rng)
            }
        }
    }

    fn answer_role(&mut self, seat: Seat, key: &str) -> Result<(), RuleError> {
        let role = Icon::from_id(key).filter(|r| self.roles_in_play().contains(r)).ok_or_else(bad_option)?;
        let stack = role.stack();
        self.turn.role = Some(role);
        self.turn.stage = Stage::Boost;
        if self.stack_count(stack) > 0 {
            self.stacks[stack.index()] -= 1;
            self.players[seat].played.push(stack.card());
            self.turn.stack_was_empty = false;
            self.say(Text::key("eminent-domain-log-lead").player("player", seat).icon("role", role.id()));
        } else {
            self.turn.stack_was_empty = true;
            self.say(Text::key("eminent-domain-log-lead-empty").player("player", seat).icon("role", role.id()));
        }
        Ok(())
    }
}
