//! The order of play: setup choices, the three phases of each cycle, the focus
//! turn, and the open questions. Work to do is a stack of [`Step`]s; a step that
//! needs a decision opens an [`Ask`], and play waits until every open ask is
//! answered. Options are recomputed from the state whenever they are shown or
//! answered, so they never go stale.
//!
//! The modules follow a game's course: `setup`, then each cycle's
//! `preparation`, `turn`s and `evaluation`; `actions` runs any action (costs,
//! then effects) and `agendas` takes agenda cards. A question's options come
//! from `options`, are keyed and labelled in `picks`, shown by `prompt`, and
//! its answer is checked and applied in `answers`.

mod actions;
mod agendas;
mod answers;
mod evaluation;
mod notes;
mod options;
mod picks;
mod preparation;
mod prompt;
mod setup;
mod turn;

pub(crate) use notes::priority_text;
pub use picks::{Pick, action_card};
pub use prompt::verb_text;
pub use setup::setup;

use super::data::{SectorKind, TokenKind, content};
use super::verbs::{Action, Cost, Mode};
use super::{
    Affliction, AgendaKind, AgendaSlot, Answer, Built, Deserialize, FallenHouse, GameRng, Guild, HeldTech,
    Installation, LogEntry, MapToken, Model, Player, Prompt, Resource, RuleError, Seat, Sector, Serialize, SlotAgenda,
    TechCopy, Text, Track, Voidfall, VoidfallOptions, balance, data, invasion, sector_from, token_pool, verbs,
};
use engine::{Choice, Opt};

/// Where an action comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionRef {
    /// Focus card, action slot.
    Focus(usize, usize),
    Agenda(AgendaKind),
    TechGain(usize),
    /// Tech, improved side.
    TechBonus(usize, bool),
    EventGeneral(usize),
    EventAid(usize),
    Trade(usize),
    Track(Track, usize),
    Priority(u8),
    Token(usize),
    /// The triggered action of a tech side (Cloning, Trade Nexus).
    TechTrigger(usize, bool),
}

impl ActionRef {
    pub fn action(self) -> &'static Action {
        let c = content();
        match self {
            ActionRef::Focus(f, a) => &c.focus[f].actions[a],
            ActionRef::Agenda(k) => c.agenda_action(k),
            ActionRef::TechGain(t) => &c.techs[t].on_gain,
            ActionRef::TechBonus(t, improved) => c.techs[t].bonus(improved).map_or(&c.techs[t].on_gain, |(_, a)| a),
            ActionRef::TechTrigger(t, improved) => c.techs[t].trigger(improved).unwrap_or(&c.techs[t].on_gain),
            ActionRef::EventGeneral(e) => &c.events[e].general,
            ActionRef::EventAid(e) => &c.events[e].aid,
            ActionRef::Trade(i) => &c.trade_spaces[i].windfall,
            ActionRef::Track(t, i) => c.track_action(t, i),
            ActionRef::Priority(n) => &c.priority[n as usize - 1].card,
            ActionRef::Token(d) => &c.tokens[d].reward,
        }
    }

    /// Actions the player picked from the turn's menu (focus, agenda, tech
    /// bonus, copies) were chosen already; any other action with a cost (a tech
    /// gained, an event item, a reward) asks first, because every effect is
    /// optional and a cost is paid only for effects one wants.
    pub(super) fn chosen_already(self) -> bool {
        matches!(self, ActionRef::Focus(..) | ActionRef::Agenda(_) | ActionRef::TechBonus(..))
    }
}

/// An action slot resolved this turn (each at most once, D-9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Done {
    Focus(usize, usize),
    Agenda,
    Bonus(usize),
}

/// Where a trade token sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TokenAt {
    Slot(usize),
    Tech(usize),
}

/// Where a corruption marker may go or come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Place {
    Sector(usize),
    Slot(usize),
    Affliction(Affliction),
    /// A technology holding corruption (Decontamination Chambers), by tech slot.
    Tech(usize),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TurnState {
    pub seat: Seat,
    pub focus: usize,
    pub agenda: Option<usize>,
    pub flipped: Option<TokenAt>,
    pub done: Vec<Done>,
    /// Focus actions resolved (copies included).
    pub focus_actions: u8,
    /// Trade tokens gained this turn, placed at cleanup.
    pub gained_tokens: u8,
}

/// A fleet move of a regroup: (to, model, power).
pub type Moved = Vec<(usize, Model, u8)>;

/// An open question.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Q {
    House,
    Origin,
    Marker,
    KeepEvent,
    Focus,
    AdvancedFocus,
    PlayAgenda,
    Flip,
    Menu,
    Pay {
        action: ActionRef,
    },
    Effects {
        action: ActionRef,
        sector: Option<usize>,
    },
    GainOne {
        supplies: bool,
        left: u8,
    },
    ProduceChoice,
    GuildSector {
        guild: Option<Guild>,
        sector: Option<usize>,
    },
    GuildType {
        sector: usize,
    },
    InstallationSector {
        kind: Option<Installation>,
        sector: Option<usize>,
    },
    InstallationType {
        sector: usize,
    },
    RaisePopulation {
        sector: Option<usize>,
    },
    RemoveCorruption {
        sector: Option<usize>,
    },
    MoveCorruptionFrom,
    MoveCorruptionTo {
        from: Place,
    },
    Corruption {
        as_cost: bool,
    },
    AgendaKind,
    AgendaHow {
        kind: AgendaKind,
    },
    AgendaKeep,
    Tech,
    Windfall {
        space: usize,
    },
    TokenPlace,
    AgendaPlace,
    Battlegroup {
        sector: usize,
    },
    Recall {
        left: u8,
        spend: bool,
    },
    RegroupFrom {
        left: u8,
        moved: Moved,
    },
    RegroupTo {
        left: u8,
        moved: Moved,
        from: usize,
        model: Model,
    },
    RegroupAmount {
        left: u8,
        moved: Moved,
        from: usize,
        model: Model,
        to: usize,
    },
    InvadeTarget,
    InvadeForces {
        target: usize,
    },
    /// The invader sees the combat's outcome before fighting it.
    InvadeConfirm {
        target: usize,
        moving: Moved,
    },
    DeployModel {
        sector: usize,
        left: u8,
    },
    TrackChoice,
    VoidbornTarget,
    TokenTarget {
        kind: TokenKind,
    },
    Upkeep,
    /// Resolve an optional action with a cost, or let it pass.
    Confirm {
        action: ActionRef,
        at: Option<usize>,
    },
    /// Which trade token to spend for a cost.
    SpendToken {
        left: u8,
    },
    CopyCard {
        n: u8,
    },
    CopyActions {
        focus: usize,
        n: u8,
    },
    ScoreAgenda,
    /// Augmentation: an agenda from hand, whatever its focus.
    PlayAgendaAny,
    Eradicate,
    ReclaimTarget,
    LowerPopulation,
    /// Robotics: an action of the active focus to resolve again.
    Repeat,
    /// Training solo: the priority card played this cycle.
    PriorityCard,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ask {
    pub seat: Seat,
    pub q: Q,
}

/// Work still to do, most recent on top.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Step {
    Ask(Ask),
    HousePicks(Vec<Seat>),
    OriginPicks,
    RevealOrigins,
    Markers(Vec<Seat>),
    Cycle(u8),
    Drain,
    Market,
    Priority(Vec<Seat>),
    DrawEvents,
    /// The event's board items, resolved once.
    BoardItems,
    VoidbornItems(Vec<Seat>),
    GeneralItems(Vec<Seat>),
    Innovation,
    Round(u8),
    AdvancedPicks,
    Turn(Seat),
    Cleanup(Seat),
    Battlegroup(Seat),
    FinishTurn(Seat),
    Upkeep,
    Objectives(Vec<Seat>),
    ScoreAgendas,
    Retreat,
    TurnOrder,
    ReturnFocus,
    End,
    /// Overflow influence for everybody at the end of a phase step (D-10).
    Settle,
    Run {
        seat: Seat,
        action: ActionRef,
        at: Option<usize>,
    },
    Costs {
        seat: Seat,
        action: ActionRef,
    },
    Effects {
        seat: Seat,
        action: ActionRef,
        at: bool,
    },
    Verb {
        seat: Seat,
        action: ActionRef,
        effect: usize,
        sector: Option<usize>,
    },
    Spend {
        seat: Seat,
        n: u8,
    },
    Deploy {
        seat: Seat,
        sector: usize,
        n: u8,
    },
    AdvanceBenefit {
        seat: Seat,
        track: Track,
    },
    VoidbornDeploy(Seat),
    HiddenToken {
        seat: Seat,
        kind: TokenKind,
    },
}

impl Voidfall {
    pub(super) fn proceed(&mut self, rng: &mut GameRng) {
        while self.asks.is_empty() && !self.finished {
            let Some(step) = self.todo.pop() else {
                // Nothing left: the game is over (End always runs last).
                self.finished = true;
                break;
            };
            self.exec(step, rng);
        }
    }

    fn push(&mut self, steps: impl IntoIterator<Item = Step, IntoIter: DoubleEndedIterator>) {
        // Given in the order they should happen.
        self.todo.extend(steps.into_iter().rev());
    }

    pub(super) fn push_ask(&mut self, seat: Seat, q: Q) {
        self.todo.push(Step::Ask(Ask { seat, q }));
    }

    /// Open a question if it has options; otherwise it lapses.
    fn open(&mut self, ask: Ask) {
        if self.has_picks(ask.seat, &ask.q) {
            self.asks.push(ask);
        } else if let Q::Corruption { as_cost: false } = ask.q {
            self.say(Text::key("voidfall-log-corruption-lost").player("player", ask.seat));
        }
    }

    fn exec(&mut self, step: Step, rng: &mut GameRng) {
        match step {
            Step::Ask(a) => self.open(a),
            Step::HousePicks(order) => self.ask_houses_in_turn(order),
            Step::OriginPicks => self.ask_origins(),
            Step::RevealOrigins => self.reveal_origins(),
            Step::Markers(order) => self.ask_markers_in_turn(order),
            Step::Cycle(n) => self.start_cycle(n),
            Step::Drain => self.drain_trade(),
            Step::Market => self.refill_market(),
            Step::Priority(order) => self.resolve_priority_cards(order),
            Step::DrawEvents => self.draw_events(),
            Step::BoardItems => self.event_board_items(),
            Step::VoidbornItems(order) => self.event_voidborn_items(order),
            Step::GeneralItems(order) => self.event_general_items(order),
            Step::Innovation => self.take_up_new_focus_cards(),
            Step::Round(r) => self.start_round(r),
            Step::AdvancedPicks => self.ask_advanced_focus(),
            Step::Turn(seat) => self.take_turn(seat),
            Step::Cleanup(seat) => self.clean_up_turn(seat),
            Step::Battlegroup(seat) => self.ask_battlegroup_limit(seat),
            Step::FinishTurn(seat) => self.finish_turn(seat),
            Step::Upkeep => self.start_upkeep(),
            Step::Objectives(order) => self.score_objectives_in_turn(order),
            Step::ScoreAgendas => self.score_all_agendas(),
            Step::Retreat => self.voidborn_retreat(),
            Step::TurnOrder => self.turn_order(),
            Step::ReturnFocus => self.return_focus_cards(),
            Step::End => self.end_game(),
            Step::Settle => self.settle_all(),
            Step::Run { seat, action, at } => self.run_action(seat, action, at),
            Step::Costs { seat, action } => self.pay_costs(seat, action),
            Step::Effects { seat, action, at } => self.choose_effects(seat, action, at),
            Step::Verb { seat, action, effect, sector } => self.resolve_effect(seat, action, effect, sector),
            Step::Spend { seat, n } => self.spend_fleet_power(seat, n),
            Step::Deploy { seat, sector, n } => self.ask_deploy(seat, sector, n),
            Step::AdvanceBenefit { seat, track } => self.advance_benefit(seat, track),
            Step::VoidbornDeploy(seat) => self.voidborn_deploy(seat),
            Step::HiddenToken { seat, kind } => self.hidden_token(seat, kind, rng),
        }
    }
}
