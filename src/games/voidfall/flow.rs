//! The order of play: setup choices, the three phases of each cycle, the focus
//! turn, and the open questions. Work to do is a stack of [`Step`]s; a step that
//! needs a decision opens an [`Ask`], and play waits until every open ask is
//! answered. Options are recomputed from the state whenever they are shown or
//! answered, so they never go stale.

use super::data::{SectorKind, TokenKind, content};
use super::verbs::{Action, Cost, Mode};
use super::*;
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
    fn chosen_already(self) -> bool {
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
    Pay { action: ActionRef },
    Effects { action: ActionRef, sector: Option<usize> },
    GainOne { supplies: bool, left: u8 },
    ProduceChoice,
    GuildSector { guild: Option<Guild>, sector: Option<usize> },
    GuildType { sector: usize },
    InstallationSector { kind: Option<Installation>, sector: Option<usize> },
    InstallationType { sector: usize },
    RaisePopulation { sector: Option<usize> },
    RemoveCorruption { sector: Option<usize> },
    MoveCorruptionFrom,
    MoveCorruptionTo { from: Place },
    Corruption { as_cost: bool },
    AgendaKind,
    AgendaHow { kind: AgendaKind },
    AgendaKeep,
    Tech,
    Windfall { space: usize },
    TokenPlace,
    AgendaPlace,
    Battlegroup { sector: usize },
    Recall { left: u8, spend: bool },
    RegroupFrom { left: u8, moved: Moved },
    RegroupTo { left: u8, moved: Moved, from: usize, model: Model },
    RegroupAmount { left: u8, moved: Moved, from: usize, model: Model, to: usize },
    InvadeTarget,
    InvadeForces { target: usize },
    /// The invader sees the combat's outcome before fighting it.
    InvadeConfirm { target: usize, moving: Moved },
    DeployModel { sector: usize, left: u8 },
    TrackChoice,
    VoidbornTarget,
    TokenTarget { kind: TokenKind },
    Upkeep,
    /// Resolve an optional action with a cost, or let it pass.
    Confirm { action: ActionRef, at: Option<usize> },
    /// Which trade token to spend for a cost.
    SpendToken { left: u8 },
    CopyCard { n: u8 },
    CopyActions { focus: usize, n: u8 },
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
    Run { seat: Seat, action: ActionRef, at: Option<usize> },
    Costs { seat: Seat, action: ActionRef },
    Effects { seat: Seat, action: ActionRef, at: bool },
    Verb { seat: Seat, action: ActionRef, effect: usize, sector: Option<usize> },
    Spend { seat: Seat, n: u8 },
    Deploy { seat: Seat, sector: usize, n: u8 },
    AdvanceBenefit { seat: Seat, track: Track },
    VoidbornDeploy(Seat),
    HiddenToken { seat: Seat, kind: TokenKind },
}

/// One option of a question.
#[derive(Clone, Debug, PartialEq)]
pub enum Pick {
    House(usize),
    Origin(usize),
    Space(usize),
    Event(usize),
    Focus(usize),
    HandAgenda(usize),
    Skip,
    Token(TokenAt),
    FocusAction(usize),
    AgendaAction,
    Bonus(usize),
    EndTurn,
    Credit(Option<Res>),
    Effect(usize),
    Res(Res),
    Sector(usize),
    Guild(Guild),
    Installation(Installation),
    /// Sentries: deploy a sentry in this sector instead of building.
    Sentry(usize),
    /// Sentries (improved): build in this sector and deploy a sentry there.
    BuildSentry(usize),
    Place(Place),
    Kind(AgendaKind),
    FaceUp,
    DrawTwo,
    Drawn(usize),
    Stack(usize),
    Improve(usize),
    Slot(usize),
    RemoveFromPlay,
    Return,
    Model(Model),
    Fleet(usize, Model),
    Amount(u8),
    Unit(usize, Model, u8),
    Track(Track),
    /// Food, materials, energy, credits.
    Upkeep([u8; 4]),
    Stop,
    Resolve,
    /// Go ahead with an invasion whose outcome was shown.
    Fight,
    /// A trade token gained this turn and not yet placed.
    GainedToken,
    Priority(u8),
}

fn sector_id(g: &Voidfall, s: usize) -> &'static str {
    content().map(g.seats()).sector[s].id.as_str()
}

impl Pick {
    fn key(&self, g: &Voidfall) -> String {
        let mut key = String::new();
        // Writing to a String does not fail.
        let _ = self.write_key(g, &mut key);
        key
    }

    /// Whether `key` is this pick's key, compared as it is written, without
    /// making a string: an answer is looked up among its options on every fold.
    fn has_key(&self, g: &Voidfall, key: &str) -> bool {
        struct Rest<'a>(&'a str);
        impl std::fmt::Write for Rest<'_> {
            fn write_str(&mut self, part: &str) -> std::fmt::Result {
                self.0 = self.0.strip_prefix(part).ok_or(std::fmt::Error)?;
                Ok(())
            }
        }
        let mut rest = Rest(key);
        self.write_key(g, &mut rest).is_ok() && rest.0.is_empty()
    }

    fn write_key(&self, g: &Voidfall, out: &mut impl std::fmt::Write) -> std::fmt::Result {
        let c = content();
        match self {
            Pick::House(h) => write!(out, "house-{}", c.houses[*h].id),
            Pick::Origin(o) => write!(out, "origin-{}", c.origins[*o].id),
            Pick::Space(i) => write!(out, "space-{}", i + 1),
            Pick::Event(i) => write!(out, "event-{i}"),
            Pick::Focus(f) => write!(out, "focus-{}", c.focus[*f].id),
            Pick::HandAgenda(i) => write!(out, "agenda-{i}"),
            Pick::Skip => out.write_str("skip"),
            Pick::Token(TokenAt::Slot(i)) => write!(out, "token-agenda-{}", i + 1),
            Pick::Token(TokenAt::Tech(i)) => write!(out, "token-tech-{}", i + 1),
            Pick::FocusAction(a) => write!(out, "action-{}", a + 1),
            Pick::AgendaAction => out.write_str("agenda-action"),
            Pick::Bonus(i) => write!(out, "bonus-{}", i + 1),
            Pick::EndTurn => out.write_str("end"),
            Pick::Credit(None) => out.write_str("no-credit"),
            Pick::Credit(Some(r)) => write!(out, "credit-for-{}", r.id()),
            Pick::Effect(i) => write!(out, "effect-{}", i + 1),
            Pick::Res(r) => out.write_str(r.id()),
            Pick::Sector(s) => write!(out, "sector-{}", sector_id(g, *s)),
            Pick::Guild(k) => write!(out, "guild-{}", k.id()),
            Pick::Installation(k) => write!(out, "installation-{}", k.id()),
            Pick::Sentry(s) => write!(out, "sentry-{}", sector_id(g, *s)),
            Pick::BuildSentry(s) => write!(out, "build-sentry-{}", sector_id(g, *s)),
            Pick::Place(Place::Sector(s)) => write!(out, "sector-{}", sector_id(g, *s)),
            Pick::Place(Place::Slot(i)) => write!(out, "agenda-slot-{}", i + 1),
            Pick::Place(Place::Affliction(a)) => write!(out, "affliction-{}", a.id()),
            Pick::Place(Place::Tech(i)) => write!(out, "tech-{}", i + 1),
            Pick::Kind(k) => write!(out, "type-{}", k.id()),
            Pick::FaceUp => out.write_str("face-up"),
            Pick::DrawTwo => out.write_str("draw-two"),
            Pick::Drawn(i) => write!(out, "drawn-{}", i + 1),
            Pick::Stack(i) => write!(out, "stack-{}", i + 1),
            Pick::Improve(i) => write!(out, "improve-{}", i + 1),
            Pick::Slot(i) => write!(out, "agenda-slot-{}", i + 1),
            Pick::RemoveFromPlay => out.write_str("remove"),
            Pick::Return => out.write_str("return"),
            Pick::Model(m) => out.write_str(m.id()),
            Pick::Fleet(s, m) => write!(out, "{}-{}", sector_id(g, *s), m.id()),
            Pick::Amount(n) => write!(out, "power-{n}"),
            Pick::Unit(s, m, k) => write!(out, "{}-{}-{}", sector_id(g, *s), m.id(), k),
            Pick::Track(t) => out.write_str(t.id()),
            // Credits appear only when they pay upkeep (Data Harvesting).
            Pick::Upkeep([f, m, e, 0]) => write!(out, "pay-{f}-{m}-{e}"),
            Pick::Upkeep([f, m, e, c]) => write!(out, "pay-{f}-{m}-{e}-{c}"),
            Pick::Stop => out.write_str("stop"),
            Pick::Resolve => out.write_str("resolve"),
            Pick::Fight => out.write_str("fight"),
            Pick::GainedToken => out.write_str("token-gained"),
            Pick::Priority(n) => write!(out, "priority-{n}"),
        }
    }

    fn label(&self, g: &Voidfall, seat: Seat) -> Text {
        let c = content();
        let sector = |s: usize| Text::key("voidfall-opt-sector").card("sector", format!("sector-{}", sector_id(g, s)));
        match self {
            Pick::House(h) => Text::key("voidfall-opt-card").card("card", format!("house-{}", c.houses[*h].id)),
            Pick::Origin(o) => Text::key("voidfall-opt-card").card("card", format!("origin-{}", c.origins[*o].id)),
            Pick::Space(i) => Text::key("voidfall-opt-space")
                .num("space", i + 1)
                .num("card", g.priority_row.get(*i).copied().unwrap_or(0)),
            Pick::Event(i) => Text::key("voidfall-opt-card")
                .card("card", format!("event-{}", c.events[g.event_drawn[*i]].id)),
            Pick::Focus(f) => Text::key("voidfall-opt-card").card("card", format!("focus-{}", c.focus[*f].id)),
            Pick::HandAgenda(i) => Text::key("voidfall-opt-card")
                .card("card", format!("agenda-{}", c.agendas[g.players[seat].agenda_hand[*i]].id)),
            Pick::Skip => Text::key("voidfall-opt-skip"),
            Pick::Token(TokenAt::Slot(i)) => Text::key("voidfall-opt-token-agenda").num("slot", i + 1),
            Pick::Token(TokenAt::Tech(i)) => Text::key("voidfall-opt-token-tech")
                .card("tech", format!("tech-{}", c.techs[g.players[seat].techs[*i].tech].id)),
            Pick::FocusAction(a) => {
                let f = g.turn.as_ref().map_or(0, |t| t.focus);
                Text::key("voidfall-opt-card").card("card", action_card(f, *a))
            }
            Pick::AgendaAction => Text::key("voidfall-opt-agenda-action"),
            Pick::Bonus(i) => Text::key("voidfall-opt-bonus")
                .card("tech", format!("tech-{}", c.techs[g.players[seat].techs[*i].tech].id)),
            Pick::EndTurn => Text::key("voidfall-opt-end-turn"),
            Pick::Credit(None) => Text::key("voidfall-opt-no-credit"),
            Pick::Credit(Some(r)) => Text::key("voidfall-opt-credit-for").icon("res", r.id()),
            Pick::Effect(i) => match &g.asks.iter().find(|a| a.seat == seat).map(|a| &a.q) {
                Some(Q::Effects { action, .. }) => verb_text(&action.action().effects[*i]),
                _ => Text::key("voidfall-opt-effect").num("n", i + 1),
            },
            Pick::Res(r) => Text::key("voidfall-opt-icon").icon("icon", r.id()),
            Pick::Sector(s) | Pick::Place(Place::Sector(s)) => sector(*s),
            Pick::Sentry(s) => Text::key("voidfall-opt-sentry-instead").text("sector", sector(*s)),
            Pick::BuildSentry(s) => Text::key("voidfall-opt-build-and-sentry").text("sector", sector(*s)),
            Pick::Guild(k) => Text::key("voidfall-opt-icon").icon("icon", k.id()),
            Pick::Installation(k) => Text::key("voidfall-opt-icon").icon("icon", k.id()),
            Pick::Place(Place::Slot(i)) | Pick::Slot(i) => Text::key("voidfall-opt-agenda-slot").num("slot", i + 1),
            Pick::Place(Place::Affliction(a)) => Text::key("voidfall-opt-icon").icon("icon", a.id()),
            Pick::Place(Place::Tech(i)) => Text::key("voidfall-opt-card")
                .card("card", format!("tech-{}", c.techs[g.players[seat].techs[*i].tech].id)),
            Pick::Kind(k) => Text::key("voidfall-opt-icon").icon("icon", k.id()),
            Pick::FaceUp => Text::key("voidfall-opt-face-up"),
            Pick::DrawTwo => Text::key("voidfall-opt-draw-two"),
            Pick::Drawn(i) => Text::key("voidfall-opt-card")
                .card("card", format!("agenda-{}", c.agendas[g.players[seat].agenda_drawn[*i]].id)),
            Pick::Stack(i) => {
                let top = g.display[*i].last().copied();
                let id = top.map_or(String::new(), |t| c.techs[t.tech].id.clone());
                let extra = top.is_some_and(|t| !t.influence);
                Text::key(if extra { "voidfall-opt-tech-credit" } else { "voidfall-opt-tech" })
                    .card("tech", format!("tech-{id}"))
            }
            Pick::Improve(i) => Text::key("voidfall-opt-improve")
                .card("tech", format!("tech-{}", c.techs[g.players[seat].techs[*i].tech].id)),
            Pick::RemoveFromPlay => Text::key("voidfall-opt-remove"),
            Pick::Return => Text::key("voidfall-opt-return"),
            Pick::Model(m) => Text::key("voidfall-opt-icon").icon("icon", m.id()),
            Pick::Fleet(s, m) => Text::key("voidfall-opt-fleet")
                .card("sector", format!("sector-{}", sector_id(g, *s)))
                .icon("model", m.id())
                .num("power", g.sectors[*s].power[seat][*m as usize]),
            Pick::Amount(n) => Text::key("voidfall-opt-power").num("n", *n),
            Pick::Unit(s, m, k) => Text::key("voidfall-opt-unit")
                .card("sector", format!("sector-{}", sector_id(g, *s)))
                .icon("model", m.id())
                .num("n", *k),
            Pick::Track(t) => Text::key("voidfall-opt-icon").icon("icon", t.id()),
            Pick::Upkeep([f, m, e, c]) => {
                let text = if *c > 0 { Text::key("voidfall-opt-upkeep-credits").num("credits", *c) } else { Text::key("voidfall-opt-upkeep") };
                text.num("food", *f).num("materials", *m).num("energy", *e)
            }
            Pick::Stop => Text::key("voidfall-opt-stop"),
            Pick::Resolve => Text::key("voidfall-opt-resolve"),
            Pick::Fight => Text::key("voidfall-opt-fight"),
            Pick::GainedToken => Text::key("voidfall-opt-token-gained"),
            Pick::Priority(n) => Text::key("voidfall-opt-priority").num("card", *n),
        }
    }

    fn target(&self, g: &Voidfall) -> Option<String> {
        match self {
            Pick::Sector(s) | Pick::Place(Place::Sector(s)) | Pick::Fleet(s, _) | Pick::Unit(s, _, _) => {
                Some(format!("sector-{}", sector_id(g, *s)))
            }
            _ => None,
        }
    }
}

/// The catalog id of a focus action: `focus-<card>-<action>`.
pub fn action_card(focus: usize, action: usize) -> String {
    let f = &content().focus[focus];
    format!("focus-{}-{}", f.id, f.actions[action].id.as_deref().unwrap_or("action"))
}

/// A new game, before any choice.
pub fn setup(seats: usize, opts: &VoidfallOptions, rng: &mut GameRng) -> Voidfall {
    let advanced = opts.advanced_focus;
    let c = content();
    let map = c.map(seats);
    let row = c.count_row(seats);
    let sectors: Vec<Sector> = map.sector.iter().map(|d| super::sector_from(d, seats)).collect();
    let mut bounty_pool = super::token_pool(TokenKind::Bounty, rng);
    let mut reclaim_pool = super::token_pool(TokenKind::Reclaim, rng);
    let mut game = Voidfall {
        seats,
        advanced,
        sectors,
        trade: [row.trade_space_1, row.trade_spaces_2_to_6, row.trade_spaces_2_to_6, row.trade_spaces_2_to_6, row.trade_spaces_2_to_6, row.trade_spaces_2_to_6],
        priority_row: Vec::new(),
        markers: Vec::new(),
        priority_deck: c.priority.iter().map(|p| p.number).collect(),
        event_deck: Vec::new(),
        event_box: Vec::new(),
        event_drawn: Vec::new(),
        event_rejected: Vec::new(),
        event: None,
        display: Vec::new(),
        market: vec![None; c.market_slots.len()],
        improved_deck: Vec::new(),
        agenda_decks: [Vec::new(), Vec::new(), Vec::new()],
        agenda_offer: [None; 3],
        agenda_offer_corruption: [0; 3],
        bounty_pool: Vec::new(),
        reclaim_pool: Vec::new(),
        players: Vec::new(),
        cycle: 1,
        round: 0,
        todo: Vec::new(),
        asks: Vec::new(),
        turn: None,
        action_sector: None,
        finished: false,
        log: Vec::new(),
        ledger: Default::default(),
    };
    // R1.5: face-up tokens on the sectors the map marks.
    for (i, d) in map.sector.iter().enumerate() {
        for kind in &d.tokens {
            let pool = if *kind == TokenKind::Bounty { &mut bounty_pool } else { &mut reclaim_pool };
            if let Some(def) = pool.pop() {
                game.sectors[i].tokens.push(MapToken { def, face_up: true });
            }
        }
    }
    game.bounty_pool = bounty_pool;
    game.reclaim_pool = reclaim_pool;
    // R1.1: agenda decks and the offer.
    for (k, kind) in AgendaKind::ALL.iter().enumerate() {
        let mut deck: Vec<usize> = (0..c.agendas.len()).filter(|&a| c.agendas[a].kind == *kind).collect();
        rng.shuffle(&mut deck);
        game.agenda_offer[k] = deck.pop();
        game.agenda_decks[k] = deck;
    }
    // R1.3: two random events per cycle, cycle 1 on top.
    for cycle in (1..=c.rules.cycles).rev() {
        let mut pool: Vec<usize> = (0..c.events.len()).filter(|&e| c.events[e].cycle == cycle).collect();
        rng.shuffle(&mut pool);
        game.event_deck.extend(pool.drain(..2));
        game.event_box.extend(pool);
    }
    rng.shuffle(&mut game.priority_deck);
    game.reveal_priority_row();
    game.ledger = super::balance::Ledger::new(seats);
    // R1.6: the scenario's techs: influence copy on top of the credit copy.
    let mut improved: Vec<usize> = Vec::new();
    let scenario: Vec<usize> = if opts.random_techs {
        let mut pool: Vec<usize> =
            (0..c.techs.len()).filter(|t| !c.origins.iter().any(|o| o.tech == c.techs[*t].id)).collect();
        rng.shuffle(&mut pool);
        pool.truncate(c.scenario.techs.len());
        pool
    } else {
        c.scenario.techs.iter().map(|id| c.tech_index(id).expect("validated")).collect()
    };
    for &t in &scenario {
        game.display.push(vec![TechCopy { tech: t, influence: false }, TechCopy { tech: t, influence: true }]);
        improved.push(t);
    }
    rng.shuffle(&mut improved);
    for slot in 0..game.market.len() {
        game.market[slot] = improved.pop();
    }
    game.improved_deck = improved;
    if opts.fallen_houses {
        game.place_fallen_houses(&scenario, rng);
    }
    for _ in 0..seats {
        game.players.push(new_player());
    }
    // R1.9–R1.10: Houses one at a time in random order, then Origins at once,
    // then start order at random (D-3, D-4).
    let mut order: Vec<Seat> = (0..seats).collect();
    rng.shuffle(&mut order);
    let mut start: Vec<Seat> = (0..seats).collect();
    rng.shuffle(&mut start);
    if seats == 1 {
        game.training_setup(rng);
    }
    game.todo = vec![Step::Cycle(1), Step::Markers(start), Step::RevealOrigins, Step::OriginPicks, Step::HousePicks(order)];
    game
}

impl Voidfall {
    /// R1.6, later scenarios: the Fallen House cards of the game's techs are
    /// shuffled and dealt one per marked sector, each setting its sector's
    /// population, a corruption and its sector defenses (no Voidborn there);
    /// the cards left over leave play, and a marked sector no card reaches
    /// keeps the map's contents. A card naming two of the game's techs belongs
    /// to the first of them in the display.
    fn place_fallen_houses(&mut self, techs: &[usize], rng: &mut GameRng) {
        let c = content();
        let mut cards: Vec<FallenHouse> = (0..c.fallen.len())
            .filter_map(|card| {
                let named = |t: &usize| c.fallen[card].techs.contains(&c.techs[*t].id);
                techs.iter().find(|t| named(t)).map(|&tech| FallenHouse { card, tech })
            })
            .collect();
        rng.shuffle(&mut cards);
        let marked = c.map(self.seats()).sector.iter().enumerate().filter(|(_, d)| d.fallen_house).map(|(i, _)| i);
        for (s, card) in marked.zip(cards) {
            let sec = &mut self.sectors[s];
            sec.fallen = Some(card);
            sec.population = c.fallen[card.card].population;
            sec.corrupt = true;
            sec.voidborn = 0;
            sec.installations.clear();
            sec.ever_controlled = true;
        }
    }
}

fn new_player() -> Player {
    let c = content();
    let mut focus_hand = Vec::new();
    let mut focus_aside = Vec::new();
    for (i, f) in c.focus.iter().enumerate() {
        if f.in_hand_from_cycle > 1 { focus_aside.push(i) } else { focus_hand.push(i) }
    }
    let mut slots = vec![AgendaSlot { agenda: None, corrupt: false, token: false }; c.rules.agenda_slots];
    // R1.9: one corruption on the bottom agenda slot.
    if let Some(last) = slots.last_mut() {
        last.corrupt = true;
    }
    Player {
        house: None,
        origin: None,
        origin_pick: None,
        influence: c.rules.start_influence,
        storage: [0; 5],
        production_bonus: [0; 5],
        supply_power: c.rules.fleet_markers,
        reserve: 0,
        tracks: [0; 3],
        techs: Vec::new(),
        improved_hand: Vec::new(),
        slots,
        agenda_hand: Vec::new(),
        agenda_drawn: Vec::new(),
        afflictions: [false; 3],
        focus_hand,
        focus_discard: Vec::new(),
        focus_aside,
        advanced_pick: None,
        overflow: 0,
        priority_hand: Vec::new(),
        casualty_first: Model::Corvette,
    }
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
        let c = content();
        match step {
            Step::Ask(a) => self.open(a),
            Step::HousePicks(mut order) => {
                if !order.is_empty() {
                    let seat = order.remove(0);
                    self.push([Step::Ask(Ask { seat, q: Q::House }), Step::HousePicks(order)]);
                }
            }
            Step::OriginPicks => {
                for seat in 0..self.seats() {
                    self.asks.push(Ask { seat, q: Q::Origin });
                }
            }
            Step::RevealOrigins => {
                for seat in 0..self.seats() {
                    if let Some(o) = self.players[seat].origin_pick.take() {
                        self.apply_origin(seat, o);
                    }
                }
            }
            Step::Markers(mut order) => {
                if !order.is_empty() {
                    let seat = order.remove(0);
                    self.push([Step::Ask(Ask { seat, q: Q::Marker }), Step::Markers(order)]);
                }
            }
            Step::Cycle(n) => {
                self.cycle = n;
                self.say(Text::key("voidfall-log-cycle").num("cycle", n));
                let order = self.order();
                let mut steps = Vec::new();
                if n > 1 {
                    steps.push(Step::Drain);
                }
                steps.extend([
                    Step::Market,
                    Step::Priority(order.clone()),
                    Step::Settle,
                    Step::DrawEvents,
                    Step::BoardItems,
                    Step::VoidbornItems(order.clone()),
                    Step::GeneralItems(order),
                    Step::Settle,
                    Step::Innovation,
                    Step::Round(1),
                    Step::Upkeep,
                    Step::Settle,
                    Step::Objectives(self.order()),
                    Step::Settle,
                    Step::ScoreAgendas,
                    Step::Retreat,
                    Step::TurnOrder,
                    Step::ReturnFocus,
                ]);
                steps.push(if n < c.rules.cycles { Step::Cycle(n + 1) } else { Step::End });
                self.push(steps);
            }
            Step::Drain => {
                let n = c.count_row(self.seats()).trade_drain.min(self.trade[0]);
                self.trade[0] -= n;
                if n > 0 {
                    self.say(Text::key("voidfall-log-drain").num("n", n));
                }
            }
            Step::Market => self.refill_market(),
            Step::Priority(mut order) => {
                if !order.is_empty() {
                    let seat = order.remove(0);
                    let space = self.markers.iter().position(|m| *m == Some(seat));
                    let card = space.and_then(|i| self.priority_row.get(i).copied());
                    self.push([Step::Priority(order)]);
                    if self.seats() == 1 {
                        self.push_ask(seat, Q::PriorityCard);
                    }
                    if let Some(n) = card {
                        self.say(Text::key("voidfall-log-priority").player("player", seat).num("card", n));
                        self.push([Step::Run { seat, action: ActionRef::Priority(n), at: None }]);
                    }
                }
            }
            Step::DrawEvents => {
                let first = self.first_player();
                self.event_drawn = (0..2).filter_map(|_| self.event_deck.pop()).collect();
                match self.event_drawn.len() {
                    0 => {}
                    1 => self.keep_event(first, 0),
                    _ => self.push_ask(first, Q::KeepEvent),
                }
            }
            Step::BoardItems => {
                if let Some(e) = self.event {
                    for v in &c.events[e].board {
                        if let verbs::Verb::OfferCorruption(kind) = v {
                            self.offer_corruption(*kind);
                        }
                    }
                }
            }
            Step::VoidbornItems(mut order) => {
                if let (false, Some(e)) = (order.is_empty(), self.event) {
                    let seat = order.remove(0);
                    let mut steps: Vec<Step> = c.events[e]
                        .voidborn
                        .iter()
                        .map(|v| match v {
                            verbs::Verb::HiddenToken(kind) => Step::HiddenToken { seat, kind: *kind },
                            _ => Step::VoidbornDeploy(seat),
                        })
                        .collect();
                    steps.push(Step::VoidbornItems(order));
                    self.push(steps);
                }
            }
            Step::GeneralItems(mut order) => {
                if let (false, Some(e)) = (order.is_empty(), self.event) {
                    let seat = order.remove(0);
                    self.push([Step::Run { seat, action: ActionRef::EventGeneral(e), at: None }, Step::GeneralItems(order)]);
                }
            }
            Step::Innovation => {
                for p in &mut self.players {
                    let (now, later): (Vec<usize>, Vec<usize>) =
                        p.focus_aside.iter().partition(|f| c.focus[**f].in_hand_from_cycle <= self.cycle);
                    p.focus_hand.extend(now);
                    p.focus_hand.sort_unstable();
                    p.focus_aside = later;
                }
            }
            Step::Round(r) => {
                let rounds = self.event.map_or(0, |e| c.events[e].rounds);
                if r <= rounds {
                    self.round = r;
                    self.say(Text::key("voidfall-log-round").num("round", r));
                    let mut steps = Vec::new();
                    if self.advanced {
                        steps.push(Step::AdvancedPicks);
                    }
                    steps.extend(self.order().into_iter().map(Step::Turn));
                    steps.push(Step::Round(r + 1));
                    self.push(steps);
                }
            }
            Step::AdvancedPicks => {
                for seat in self.order() {
                    if !self.players[seat].focus_hand.is_empty() {
                        self.asks.push(Ask { seat, q: Q::AdvancedFocus });
                    }
                }
            }
            Step::Turn(seat) => {
                if self.players[seat].focus_hand.is_empty() {
                    // D-7: no focus card left, the turn is skipped.
                    self.say(Text::key("voidfall-log-skip").player("player", seat));
                } else if let Some(f) = self.players[seat].advanced_pick.take() {
                    self.begin_turn(seat, f);
                } else {
                    self.push_ask(seat, Q::Focus);
                }
            }
            Step::Cleanup(seat) => {
                let mut steps = Vec::new();
                let t = self.turn.as_ref();
                if t.is_some_and(|t| t.agenda.is_some()) {
                    steps.push(Step::Ask(Ask { seat, q: Q::AgendaPlace }));
                }
                for _ in 0..t.map_or(0, |t| t.gained_tokens) {
                    steps.push(Step::Ask(Ask { seat, q: Q::TokenPlace }));
                }
                steps.push(Step::Battlegroup(seat));
                steps.push(Step::FinishTurn(seat));
                self.push(steps);
            }
            Step::Battlegroup(seat) => {
                if let Some(sector) = (0..self.sectors.len()).find(|&s| self.fleet_count(seat, s) > 2) {
                    self.push([Step::Ask(Ask { seat, q: Q::Battlegroup { sector } }), Step::Battlegroup(seat)]);
                }
            }
            Step::FinishTurn(seat) => {
                if let Some(t) = self.turn.take() {
                    self.players[seat].focus_discard.push(t.focus);
                    // A corruption may have displaced the flipped token already
                    // (sending it back); only a token still in place returns now.
                    if let Some(at) = t.flipped
                        && self.has_token(seat, at)
                    {
                        self.set_token(seat, at, false);
                        self.return_token();
                    }
                }
                self.settle(seat);
            }
            Step::Upkeep => self.start_upkeep(),
            Step::Objectives(mut order) => {
                if !order.is_empty() {
                    let seat = order.remove(0);
                    self.push([Step::Objectives(order)]);
                    self.objectives(seat);
                }
            }
            Step::ScoreAgendas => {
                for seat in 0..self.seats() {
                    self.score_agendas(seat);
                }
            }
            Step::Retreat => {
                for s in &mut self.sectors {
                    s.voidborn = s.voidborn.min(3);
                }
            }
            Step::TurnOrder => self.turn_order(),
            Step::ReturnFocus => {
                for p in &mut self.players {
                    let back = std::mem::take(&mut p.focus_discard);
                    p.focus_hand.extend(back);
                    p.focus_hand.sort_unstable();
                }
            }
            Step::End => {
                self.finished = true;
                self.say(Text::key("voidfall-log-end"));
            }
            Step::Settle => {
                for seat in 0..self.seats() {
                    self.settle(seat);
                }
            }
            Step::Run { seat, action, at } => {
                if !self.can_pay(seat, action.action()) {
                    // Only bonuses can come up unpayable (menus offer payable actions).
                    self.say(Text::key("voidfall-log-cannot-pay").player("player", seat));
                    return;
                }
                if !action.chosen_already() && !action.action().cost.is_empty() {
                    self.push_ask(seat, Q::Confirm { action, at });
                } else {
                    self.resolve(seat, action, at);
                }
            }
            Step::Costs { seat, action } => self.pay_costs(seat, action),
            Step::Effects { seat, action, at } => {
                let a = action.action();
                let sector = if at || a.in_recalled_sector { self.action_sector } else { None };
                if a.effects.len() == 1 {
                    self.push([Step::Verb { seat, action, effect: 0, sector }]);
                } else if !a.effects.is_empty() {
                    self.push_ask(seat, Q::Effects { action, sector });
                }
            }
            Step::Verb { seat, action, effect, sector } => {
                let v = &action.action().effects[effect];
                self.ledger.source = super::balance::Source::of(action);
                self.exec_verb(seat, v, sector);
            }
            Step::Spend { seat, n } => {
                if n > 0 {
                    if self.players[seat].reserve > 0 {
                        self.players[seat].reserve -= 1;
                        self.players[seat].supply_power += 1;
                        self.push([Step::Spend { seat, n: n - 1 }]);
                    } else if self.map_power(seat) > 0 {
                        // An empty reserve forces a recall first (§5.10).
                        self.push([Step::Ask(Ask { seat, q: Q::Recall { left: 1, spend: true } }), Step::Spend { seat, n: n - 1 }]);
                    }
                }
            }
            Step::Deploy { seat, sector, n } => {
                if n > 0 && self.players[seat].reserve > 0 {
                    self.push_ask(seat, Q::DeployModel { sector, left: n });
                }
            }
            Step::AdvanceBenefit { seat, track } => {
                let pos = self.players[seat].tracks[track as usize] as usize;
                self.players[seat].tracks[track as usize] += 1;
                self.say(Text::key("voidfall-log-advance").player("player", seat).icon("track", track.id()).num("space", pos + 1));
                self.push([Step::Run { seat, action: ActionRef::Track(track, pos), at: None }]);
            }
            Step::VoidbornDeploy(seat) => self.voidborn_deploy(seat),
            Step::HiddenToken { seat, kind } => self.hidden_token(seat, kind, rng),
        }
    }

    /// Pay an action's costs, then resolve its effects.
    fn resolve(&mut self, seat: Seat, action: ActionRef, at: Option<usize>) {
        self.action_sector = at;
        self.push([Step::Costs { seat, action }, Step::Effects { seat, action, at: at.is_some() }]);
    }

    fn refill_market(&mut self) {
        // Slide right to fill gaps, then reveal into the empty slots on the left.
        let cards: Vec<usize> = self.market.iter().flatten().copied().collect();
        let n = self.market.len();
        let mut slots = vec![None; n - cards.len()];
        slots.extend(cards.into_iter().map(Some));
        for slot in slots.iter_mut().rev() {
            if slot.is_none() {
                *slot = self.improved_deck.pop();
            }
        }
        // A deck that runs out leaves the leftmost slots empty.
        let filled: Vec<usize> = slots.iter().flatten().copied().collect();
        let mut out = vec![None; n - filled.len()];
        out.extend(filled.into_iter().map(Some));
        self.market = out;
    }

    pub(super) fn keep_event(&mut self, seat: Seat, i: usize) {
        let drawn = std::mem::take(&mut self.event_drawn);
        for (j, e) in drawn.into_iter().enumerate() {
            if j == i {
                self.event = Some(e);
                self.say(Text::key("voidfall-log-event").card("event", format!("event-{}", content().events[e].id)));
            } else {
                self.event_rejected.push((e, seat));
            }
        }
    }

    fn begin_turn(&mut self, seat: Seat, focus: usize) {
        self.players[seat].focus_hand.retain(|f| *f != focus);
        self.turn = Some(TurnState {
            seat,
            focus,
            agenda: None,
            flipped: None,
            done: Vec::new(),
            focus_actions: 0,
            gained_tokens: 0,
        });
        self.say(Text::key("voidfall-log-focus").player("player", seat).card("card", format!("focus-{}", content().focus[focus].id)));
        self.push([
            Step::Ask(Ask { seat, q: Q::PlayAgenda }),
            Step::Ask(Ask { seat, q: Q::Flip }),
            Step::Ask(Ask { seat, q: Q::Menu }),
        ]);
    }

    fn apply_origin(&mut self, seat: Seat, o: usize) {
        let c = content();
        let def = &c.origins[o];
        let map = c.map(self.seats());
        let home = map.sector.iter().position(|s| s.kind == SectorKind::Home && s.seat == Some(seat)).expect("validated");
        let outpost = map.sector.iter().position(|s| s.kind == SectorKind::Outpost && s.seat == Some(seat)).expect("validated");
        let tech = c.tech_index(&def.tech).expect("validated");
        let p = &mut self.players[seat];
        p.origin = Some(o);
        p.techs.push(HeldTech { tech, improved: false, influence_copy: true, token: false, corruption: 0 });
        p.improved_hand.push(tech);
        p.storage = def.storage.by_res();
        if let Some(r) = def.production_bonus {
            p.production_bonus[r as usize] += 1;
        }
        p.slots[0].agenda = Some(SlotAgenda::Start);
        // Fleet power comes from the personal supply.
        let used = def.home_corvettes + def.outpost_corvettes + def.reserve;
        p.supply_power -= used.min(p.supply_power);
        p.reserve = def.reserve;
        for (s, pop, corvettes, guilds) in
            [(home, def.home_population, def.home_corvettes, &def.home_guilds), (outpost, def.outpost_population, def.outpost_corvettes, &def.outpost_guilds)]
        {
            let sector = &mut self.sectors[s];
            sector.population = pop;
            sector.power[seat][Model::Corvette as usize] = corvettes;
            sector.ever_controlled = true;
            sector.guilds.extend(guilds.iter().map(|g| Built { kind: *g, printed: true }));
        }
        self.sectors[home].installations.push(Built { kind: Installation::Shipyard, printed: true });
        let outpost_inst = def.outpost_installations.iter().map(|k| Built { kind: *k, printed: true });
        self.sectors[outpost].installations.extend(outpost_inst);
        // The other basic copy: a single-card stack with 3–4 players, else the box.
        if self.seats() >= 3 {
            self.display.push(vec![TechCopy { tech, influence: false }]);
        }
        if def.trade_token {
            // The leftmost token, without windfall, onto the starting agenda.
            if let Some(i) = self.trade.iter().position(|n| *n > 0) {
                self.trade[i] -= 1;
                self.players[seat].slots[0].token = true;
            }
        }
        self.say(Text::key("voidfall-log-origin").player("player", seat).card("card", format!("origin-{}", def.id)));
    }

    /// The prompt of an open ask.
    pub(super) fn prompt(&self, ask: &Ask) -> Prompt {
        let picks = self.picks(ask.seat, &ask.q);
        let options: Vec<Opt> = picks
            .iter()
            .map(|p| {
                let o = Opt::new(p.key(self), p.label(self, ask.seat));
                match p.target(self) {
                    Some(t) => o.with_target(t),
                    None => o,
                }
            })
            .collect();
        let choice = match &ask.q {
            Q::Effects { action, .. } if action.action().mode == Mode::Any => {
                Choice::Many { max: options.len(), options, min: 0 }
            }
            Q::InvadeForces { .. } => Choice::Many { max: options.len(), options, min: 1 },
            Q::CopyActions { n, .. } => Choice::Many { max: (*n as usize).min(options.len()), options, min: 0 },
            _ => Choice::One { options },
        };
        Prompt { seat: ask.seat, text: self.ask_text(ask), choice }
    }

    fn ask_text(&self, ask: &Ask) -> Text {
        let c = content();
        let name = match &ask.q {
            Q::House => "house",
            Q::Origin => "origin",
            Q::Marker => "marker",
            Q::KeepEvent => "keep-event",
            Q::Focus | Q::AdvancedFocus => "focus",
            Q::PlayAgenda => "play-agenda",
            Q::Flip => "flip",
            Q::Menu => "menu",
            Q::Pay { .. } => "pay",
            Q::Effects { action, .. } => {
                return Text::key("voidfall-ask-effects").text("action", action_text(*action));
            }
            Q::GainOne { supplies: true, .. } => "gain-supply",
            Q::GainOne { supplies: false, .. } => "gain-resource",
            Q::ProduceChoice => "produce",
            Q::GuildSector { .. } => "guild-sector",
            Q::GuildType { .. } => "guild-type",
            Q::InstallationSector { .. } => "installation-sector",
            Q::InstallationType { .. } => "installation-type",
            Q::RaisePopulation { .. } => "raise-population",
            Q::RemoveCorruption { .. } => "remove-corruption",
            Q::MoveCorruptionFrom => "move-corruption-from",
            Q::MoveCorruptionTo { .. } => "move-corruption-to",
            Q::Corruption { .. } => "corruption",
            Q::AgendaKind => "agenda-type",
            Q::AgendaHow { .. } => "agenda-how",
            Q::AgendaKeep => "agenda-keep",
            Q::Tech => "tech",
            Q::Windfall { .. } => "windfall",
            Q::TokenPlace => "token-place",
            Q::AgendaPlace => "agenda-place",
            Q::Battlegroup { .. } => "battlegroup",
            Q::Recall { .. } => "recall",
            Q::RegroupFrom { .. } => "regroup-from",
            Q::RegroupTo { .. } => "regroup-to",
            Q::RegroupAmount { .. } => "regroup-amount",
            Q::InvadeTarget => "invade-target",
            Q::InvadeForces { .. } => "invade-forces",
            Q::InvadeConfirm { target, moving } => {
                let sector = format!("sector-{}", sector_id(self, *target));
                let preview = self.invasion_preview(ask.seat, *target, moving);
                return match self.fallen_reward_text(*target) {
                    Some(reward) => Text::key("voidfall-ask-invade-confirm-fallen")
                        .card("sector", sector)
                        .text("preview", preview)
                        .text("reward", reward),
                    None => Text::key("voidfall-ask-invade-confirm").card("sector", sector).text("preview", preview),
                };
            }
            Q::DeployModel { .. } => "deploy-model",
            Q::TrackChoice => "track",
            Q::VoidbornTarget => "voidborn-target",
            Q::TokenTarget { .. } => "token-target",
            Q::Upkeep => {
                return Text::key("voidfall-ask-upkeep").num("upkeep", self.upkeep(ask.seat));
            }
            Q::Confirm { action, .. } => {
                return Text::key("voidfall-ask-confirm").text("action", action_text(*action));
            }
            Q::SpendToken { .. } => "spend-token",
            Q::CopyCard { .. } => "copy-card",
            Q::CopyActions { focus, .. } => {
                return Text::key("voidfall-ask-copy-actions").card("card", format!("focus-{}", c.focus[*focus].id));
            }
            Q::ScoreAgenda => "score-agenda",
            Q::PlayAgendaAny => "play-agenda-any",
            Q::Eradicate => "eradicate",
            Q::ReclaimTarget => "reclaim-target",
            Q::LowerPopulation => "lower-population",
            Q::Repeat => "repeat",
            Q::PriorityCard => "priority-card",
        };
        Text::key(format!("voidfall-ask-{name}"))
    }

    pub(super) fn answer(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<(), RuleError> {
        let i = self
            .asks
            .iter()
            .position(|a| a.seat == seat)
            .ok_or_else(|| RuleError(Text::key("voidfall-error-not-asked")))?;
        let picks = self.picks(seat, &self.asks[i].q);
        let find = |k: &String| picks.iter().find(|p| p.has_key(self, k)).cloned();
        let chosen: Vec<Pick> = match answer {
            Answer::One(k) => vec![find(k).ok_or_else(|| RuleError(Text::key("voidfall-error-no-option")))?],
            Answer::Many(ks) => {
                let mut out = Vec::new();
                for k in ks {
                    out.push(find(k).ok_or_else(|| RuleError(Text::key("voidfall-error-no-option")))?);
                }
                out
            }
            _ => return Err(RuleError(Text::key("voidfall-error-no-option"))),
        };
        let ask = self.asks.remove(i);
        self.on_pick(seat, ask.q, chosen, rng);
        Ok(())
    }

    /// Whether the answer may name this focus action now.
    fn may_resolve(&self, seat: Seat, focus: usize, action: usize) -> bool {
        let Some(t) = &self.turn else { return false };
        let limit = if t.flipped.is_some() { 3 } else { 2 };
        t.focus == focus
            && !t.done.contains(&Done::Focus(focus, action))
            && t.focus_actions < limit
            && !self.despair_blocks(seat, focus)
            && self.can_pay(seat, ActionRef::Focus(focus, action).action())
    }

    /// Despair: actions of Prosperity, Innovation and Temptation may not be
    /// resolved or copied (the card may still be played, D-31).
    pub(super) fn despair_blocks(&self, seat: Seat, focus: usize) -> bool {
        self.players[seat].afflictions[Affliction::Despair as usize]
            && ["prosperity", "innovation", "temptation"].contains(&content().focus[focus].id.as_str())
    }

    /// Whether `picks` would offer anything, without listing the options of the
    /// questions opened most (every turn, after every action): every question
    /// opened asks this, and the turn's menu can always end the turn.
    fn has_picks(&self, seat: Seat, q: &Q) -> bool {
        let c = content();
        let known = match q {
            Q::Menu => Some(self.turn.is_some()),
            Q::Focus | Q::AdvancedFocus => Some(!self.players[seat].focus_hand.is_empty()),
            Q::PlayAgenda => Some(self.turn.as_ref().is_some_and(|t| {
                let hand = &self.players[seat].agenda_hand;
                hand.iter().any(|a| c.agendas[*a].focus == c.focus[t.focus].id)
            })),
            Q::Effects { action, .. } => Some(!action.action().effects.is_empty()),
            // A way out (return the token, remove the agenda from play, skip)
            // or a fixed list of choices.
            Q::TokenPlace
            | Q::AgendaPlace
            | Q::Repeat
            | Q::InvadeConfirm { .. }
            | Q::Confirm { .. }
            | Q::GainOne { .. }
            | Q::ProduceChoice
            | Q::GuildType { .. } => Some(true),
            _ => None,
        };
        debug_assert!(known.is_none_or(|k| k == !self.picks(seat, q).is_empty()), "has_picks differs for {q:?}");
        known.unwrap_or_else(|| !self.picks(seat, q).is_empty())
    }

    pub(super) fn picks(&self, seat: Seat, q: &Q) -> Vec<Pick> {
        let c = content();
        let p = &self.players[seat];
        match q {
            Q::House => {
                let taken: Vec<usize> = self.players.iter().filter_map(|p| p.house).collect();
                (0..c.houses.len())
                    .filter(|h| !taken.contains(h) && c.scenario.houses.contains(&c.houses[*h].id))
                    .map(Pick::House)
                    .collect()
            }
            Q::Origin => match p.house {
                Some(h) => (0..c.origins.len()).filter(|o| c.origins[*o].house == c.houses[h].id).map(Pick::Origin).collect(),
                None => Vec::new(),
            },
            Q::Marker => (0..self.markers.len()).filter(|i| self.markers[*i].is_none()).map(Pick::Space).collect(),
            Q::KeepEvent => (0..self.event_drawn.len()).map(Pick::Event).collect(),
            Q::Focus | Q::AdvancedFocus => p.focus_hand.iter().map(|f| Pick::Focus(*f)).collect(),
            Q::PlayAgenda => {
                let Some(t) = &self.turn else { return Vec::new() };
                let focus = &c.focus[t.focus].id;
                let mut out: Vec<Pick> = (0..p.agenda_hand.len())
                    .filter(|i| &c.agendas[p.agenda_hand[*i]].focus == focus)
                    .map(Pick::HandAgenda)
                    .collect();
                if !out.is_empty() {
                    out.push(Pick::Skip);
                }
                out
            }
            Q::Flip => {
                let mut out: Vec<Pick> = self.held_tokens(seat).into_iter().map(Pick::Token).collect();
                if !out.is_empty() {
                    out.push(Pick::Skip);
                }
                out
            }
            Q::Menu => {
                let Some(t) = &self.turn else { return Vec::new() };
                let mut out: Vec<Pick> =
                    (0..3).filter(|a| self.may_resolve(seat, t.focus, *a)).map(Pick::FocusAction).collect();
                if let Some(a) = t.agenda {
                    let kind = c.agendas[a].kind;
                    if !t.done.contains(&Done::Agenda) && self.can_pay(seat, c.agenda_action(kind)) {
                        out.push(Pick::AgendaAction);
                    }
                }
                for (i, held) in p.techs.iter().enumerate() {
                    let def = &c.techs[held.tech];
                    if t.done.contains(&Done::Bonus(i)) {
                        continue;
                    }
                    if let Some((focuses, bonus)) = def.bonus(held.improved) {
                        if focuses.contains(&c.focus[t.focus].id) && self.can_pay(seat, bonus) {
                            out.push(Pick::Bonus(i));
                        }
                    }
                    let repeat = def.side(held.improved).iter().any(
                        |a| matches!(a, data::Ability::RepeatAction { focuses } if focuses.contains(&c.focus[t.focus].id)),
                    );
                    if repeat && !self.repeatable(seat).is_empty() {
                        out.push(Pick::Bonus(i));
                    }
                }
                out.push(Pick::EndTurn);
                out
            }
            Q::Pay { action } => self.payment_options(seat, action.action()).into_iter().map(Pick::Credit).collect(),
            Q::Effects { action, .. } => (0..action.action().effects.len()).map(Pick::Effect).collect(),
            Q::GainOne { supplies, .. } => {
                let set: &[Res] = if *supplies { &Res::SUPPLIES } else { Res::ALL };
                set.iter().map(|r| Pick::Res(*r)).collect()
            }
            Q::ProduceChoice => Res::ALL.iter().map(|r| Pick::Res(*r)).collect(),
            Q::GuildSector { sector, .. } => self.guild_sectors(seat, *sector).into_iter().map(Pick::Sector).collect(),
            Q::GuildType { .. } => Guild::ALL.iter().map(|g| Pick::Guild(*g)).collect(),
            Q::InstallationSector { kind, sector } => {
                let mut out: Vec<Pick> =
                    self.installation_sectors(seat, *kind, *sector).into_iter().map(Pick::Sector).collect();
                out.extend(self.sentry_swaps(seat, *kind, *sector));
                out
            }
            Q::InstallationType { sector } => {
                self.installation_kinds(seat, *sector).into_iter().map(Pick::Installation).collect()
            }
            Q::RaisePopulation { sector } => self.raisable(seat, *sector).into_iter().map(Pick::Sector).collect(),
            Q::RemoveCorruption { sector } => {
                self.corruption_sources(seat, *sector).into_iter().map(Pick::Place).collect()
            }
            Q::MoveCorruptionFrom => self.corruption_sources(seat, None).into_iter().map(Pick::Place).collect(),
            Q::MoveCorruptionTo { from } => {
                self.corruption_places(seat).into_iter().filter(|pl| pl != from).map(Pick::Place).collect()
            }
            Q::Corruption { .. } => self.corruption_places(seat).into_iter().map(Pick::Place).collect(),
            Q::AgendaKind => AgendaKind::ALL
                .iter()
                .enumerate()
                .filter(|(k, _)| self.agenda_offer[*k].is_some() || !self.agenda_decks[*k].is_empty())
                .map(|(_, kind)| Pick::Kind(*kind))
                .collect(),
            Q::AgendaHow { kind } => {
                let k = *kind as usize;
                let mut out = Vec::new();
                if self.agenda_offer[k].is_some() {
                    out.push(Pick::FaceUp);
                }
                if !self.agenda_decks[k].is_empty() {
                    out.push(Pick::DrawTwo);
                }
                out
            }
            Q::AgendaKeep => (0..p.agenda_drawn.len()).map(Pick::Drawn).collect(),
            Q::Tech => self.tech_options(seat),
            Q::Windfall { space } => self.windfall_spaces(seat, *space).into_iter().map(Pick::Space).collect(),
            Q::TokenPlace => {
                let mut out: Vec<Pick> = self.token_homes(seat).into_iter().map(Pick::Token).collect();
                out.push(Pick::Return);
                out
            }
            Q::AgendaPlace => {
                let played = self.turn.as_ref().and_then(|t| t.agenda);
                let mut out: Vec<Pick> = (0..p.slots.len())
                    .filter(|i| !p.slots[*i].corrupt && played.is_none_or(|a| self.slot_allows(seat, *i, a)))
                    .map(Pick::Slot)
                    .collect();
                out.push(Pick::RemoveFromPlay);
                out
            }
            Q::Battlegroup { sector } => Model::ALL
                .iter()
                .filter(|m| self.sectors[*sector].power[seat][**m as usize] > 0)
                .map(|m| Pick::Model(*m))
                .collect(),
            Q::Recall { .. } => self.fleets_of(seat).into_iter().map(|(s, m)| Pick::Fleet(s, m)).collect(),
            Q::RegroupFrom { moved, .. } => {
                let mut out: Vec<Pick> = self
                    .fleets_of(seat)
                    .into_iter()
                    .filter(|(s, m)| self.movable(seat, *s, *m, moved) > 0 && !self.regroup_targets(seat, *s).is_empty())
                    .map(|(s, m)| Pick::Fleet(s, m))
                    .collect();
                if !out.is_empty() {
                    out.push(Pick::Stop);
                }
                out
            }
            Q::RegroupTo { from, .. } => self.regroup_targets(seat, *from).into_iter().map(Pick::Sector).collect(),
            Q::RegroupAmount { from, model, moved, .. } => {
                let max = self.movable(seat, *from, *model, moved).min(self.model_cap(seat, *model) as u32) as u8;
                (1..=max).map(Pick::Amount).collect()
            }
            Q::InvadeTarget => self.invasion_targets(seat).into_iter().map(Pick::Sector).collect(),
            Q::InvadeForces { target } => {
                let mut out = Vec::new();
                for s in self.reach(seat, *target) {
                    for m in Model::ALL {
                        for k in 1..=self.sectors[s].power[seat][*m as usize] {
                            out.push(Pick::Unit(s, *m, k));
                        }
                    }
                }
                out
            }
            Q::InvadeConfirm { .. } => vec![Pick::Fight, Pick::Skip],
            Q::DeployModel { .. } => self.deployable_models(seat).into_iter().map(Pick::Model).collect(),
            Q::TrackChoice => Track::ALL.iter().filter(|t| self.can_advance(seat, **t)).map(|t| Pick::Track(*t)).collect(),
            Q::VoidbornTarget => self.voidborn_targets(seat).into_iter().map(Pick::Sector).collect(),
            Q::TokenTarget { .. } => self.token_targets(seat).into_iter().map(Pick::Sector).collect(),
            Q::Upkeep => self.upkeep_payments(seat).into_iter().map(Pick::Upkeep).collect(),
            Q::Confirm { .. } => vec![Pick::Resolve, Pick::Skip],
            Q::SpendToken { .. } => self.spendable_tokens(seat),
            Q::CopyCard { .. } => {
                let mut out: Vec<Pick> = p
                    .focus_discard
                    .iter()
                    .filter(|f| !c.focus[**f].copy_restricted && !self.despair_blocks(seat, **f))
                    .map(|f| Pick::Focus(*f))
                    .collect();
                if !out.is_empty() {
                    out.push(Pick::Skip);
                }
                out
            }
            Q::CopyActions { focus, .. } => (0..3)
                .filter(|a| {
                    let done = self.turn.as_ref().is_some_and(|t| t.done.contains(&Done::Focus(*focus, *a)));
                    !done && self.can_pay(seat, ActionRef::Focus(*focus, *a).action())
                })
                .map(Pick::FocusAction)
                .collect(),
            Q::ScoreAgenda => (0..p.slots.len())
                .filter(|i| matches!(p.slots[*i].agenda, Some(SlotAgenda::Card(_))))
                .map(Pick::Slot)
                .collect(),
            Q::PlayAgendaAny => {
                let mut out: Vec<Pick> = self.play_agenda_picks(seat).into_iter().map(Pick::HandAgenda).collect();
                if !out.is_empty() {
                    out.push(Pick::Skip);
                }
                out
            }
            Q::Eradicate => self.eradicable(seat).into_iter().map(Pick::Sector).collect(),
            Q::ReclaimTarget => self.reclaim_targets(seat).into_iter().map(Pick::Sector).collect(),
            Q::LowerPopulation => self.lowerable(seat).into_iter().map(Pick::Sector).collect(),
            Q::Repeat => {
                let mut out: Vec<Pick> = self.repeatable(seat).into_iter().map(Pick::FocusAction).collect();
                out.push(Pick::Skip);
                out
            }
            Q::PriorityCard => self.players[seat].priority_hand.iter().map(|n| Pick::Priority(*n)).collect(),
        }
    }

    fn on_pick(&mut self, seat: Seat, q: Q, chosen: Vec<Pick>, rng: &mut GameRng) {
        let c = content();
        let one = chosen.first().cloned().unwrap_or(Pick::Skip);
        match (q, one) {
            (Q::House, Pick::House(h)) => {
                self.players[seat].house = Some(h);
                self.say(Text::key("voidfall-log-house").player("player", seat).card("card", format!("house-{}", c.houses[h].id)));
            }
            (Q::Origin, Pick::Origin(o)) => {
                self.players[seat].origin_pick = Some(o);
                self.log.push(LogEntry::only(seat, Text::key("voidfall-log-origin-picked").card("card", format!("origin-{}", c.origins[o].id))));
            }
            (Q::Marker, Pick::Space(i)) => {
                self.markers[i] = Some(seat);
                self.say(Text::key("voidfall-log-marker").player("player", seat).num("space", i + 1));
            }
            (Q::KeepEvent, Pick::Event(i)) => self.keep_event(seat, i),
            (Q::Focus, Pick::Focus(f)) => self.begin_turn(seat, f),
            (Q::AdvancedFocus, Pick::Focus(f)) => self.players[seat].advanced_pick = Some(f),
            (Q::PlayAgenda, Pick::HandAgenda(i)) => {
                let a = self.players[seat].agenda_hand.remove(i);
                if let Some(t) = &mut self.turn {
                    t.agenda = Some(a);
                }
                self.say(Text::key("voidfall-log-play-agenda").player("player", seat).card("card", format!("agenda-{}", c.agendas[a].id)));
            }
            (Q::Flip, Pick::Token(at)) => {
                if let Some(t) = &mut self.turn {
                    t.flipped = Some(at);
                }
                self.say(Text::key("voidfall-log-flip").player("player", seat));
            }
            (Q::Menu, Pick::FocusAction(a)) => {
                let focus = self.turn.as_ref().map_or(0, |t| t.focus);
                if let Some(t) = &mut self.turn {
                    t.done.push(Done::Focus(focus, a));
                    t.focus_actions += 1;
                }
                self.say(Text::key("voidfall-log-action").player("player", seat).card("card", action_card(focus, a)));
                self.push([Step::Run { seat, action: ActionRef::Focus(focus, a), at: None }, Step::Ask(Ask { seat, q: Q::Menu })]);
            }
            (Q::Menu, Pick::AgendaAction) => {
                let kind = self.turn.as_ref().and_then(|t| t.agenda).map_or(AgendaKind::Scheme, |a| c.agendas[a].kind);
                if let Some(t) = &mut self.turn {
                    t.done.push(Done::Agenda);
                }
                self.say(Text::key("voidfall-log-agenda-action").player("player", seat).icon("kind", kind.id()));
                self.push([Step::Run { seat, action: ActionRef::Agenda(kind), at: None }, Step::Ask(Ask { seat, q: Q::Menu })]);
            }
            (Q::Menu, Pick::Bonus(i)) => {
                let held = self.players[seat].techs[i];
                if let Some(t) = &mut self.turn {
                    t.done.push(Done::Bonus(i));
                }
                self.say(Text::key("voidfall-log-bonus").player("player", seat).card("tech", format!("tech-{}", c.techs[held.tech].id)));
                let first = if c.techs[held.tech].bonus(held.improved).is_some() {
                    Step::Run { seat, action: ActionRef::TechBonus(held.tech, held.improved), at: None }
                } else {
                    Step::Ask(Ask { seat, q: Q::Repeat })
                };
                self.push([first, Step::Ask(Ask { seat, q: Q::Menu })]);
            }
            (Q::Menu, _) => self.push([Step::Cleanup(seat)]),
            (Q::Pay { action }, Pick::Credit(r)) => self.pay_resources(seat, action.action(), r),
            (Q::Effects { action, sector }, _) => {
                let steps: Vec<Step> = chosen
                    .iter()
                    .filter_map(|p| match p {
                        Pick::Effect(i) => Some(Step::Verb { seat, action, effect: *i, sector }),
                        _ => None,
                    })
                    .collect();
                // Any subset resolves in the listed order.
                let mut steps = steps;
                steps.sort_by_key(|s| match s {
                    Step::Verb { effect, .. } => *effect,
                    _ => 0,
                });
                self.push(steps);
            }
            (Q::GainOne { supplies, left }, Pick::Res(r)) => {
                self.gain(seat, r, 1);
                if left > 1 {
                    self.push_ask(seat, Q::GainOne { supplies, left: left - 1 });
                }
            }
            (Q::ProduceChoice, Pick::Res(r)) => self.produce(seat, r),
            (Q::GuildSector { guild, .. }, Pick::Sector(s)) => match guild {
                Some(g) => self.establish(seat, s, g),
                None => self.push_ask(seat, Q::GuildType { sector: s }),
            },
            (Q::GuildType { sector }, Pick::Guild(g)) => self.establish(seat, sector, g),
            (Q::InstallationSector { kind, .. }, Pick::Sector(s)) => match kind {
                Some(k) => self.build(seat, s, k),
                None => self.push_ask(seat, Q::InstallationType { sector: s }),
            },
            (Q::InstallationType { sector }, Pick::Installation(k)) => self.build(seat, sector, k),
            (Q::InstallationSector { .. }, Pick::Sentry(s)) => self.deploy(seat, s, Model::Sentry),
            (Q::InstallationSector { kind, .. }, Pick::BuildSentry(s)) => {
                self.deploy(seat, s, Model::Sentry);
                match kind {
                    Some(k) => self.build(seat, s, k),
                    None => self.push_ask(seat, Q::InstallationType { sector: s }),
                }
            }
            (Q::RaisePopulation { .. }, Pick::Sector(s)) => self.raise_population(seat, s),
            (Q::RemoveCorruption { .. }, Pick::Place(pl)) => self.remove_corruption(seat, pl),
            (Q::MoveCorruptionFrom, Pick::Place(pl)) => {
                if !self.corruption_places(seat).into_iter().any(|to| to != pl) {
                    return;
                }
                self.take_corruption(seat, pl);
                self.push_ask(seat, Q::MoveCorruptionTo { from: pl });
            }
            (Q::MoveCorruptionTo { .. }, Pick::Place(pl)) | (Q::Corruption { .. }, Pick::Place(pl)) => {
                self.place_corruption(seat, pl)
            }
            (Q::AgendaKind, Pick::Kind(k)) => self.push_ask(seat, Q::AgendaHow { kind: k }),
            (Q::AgendaHow { kind }, Pick::FaceUp) => {
                let k = kind as usize;
                if let Some(a) = self.agenda_offer[k].take() {
                    self.players[seat].agenda_hand.push(a);
                    self.agenda_offer[k] = self.agenda_decks[k].pop();
                    self.say(Text::key("voidfall-log-agenda-face-up").player("player", seat).card("card", format!("agenda-{}", c.agendas[a].id)));
                    // Its corruption comes with it, each placed as a corruption
                    // gained (§5.14; not a cost, so one with nowhere to go is lost).
                    let n = std::mem::take(&mut self.agenda_offer_corruption[k]);
                    if n > 0 {
                        self.say(Text::key("voidfall-log-agenda-corruption").player("player", seat).num("n", n));
                    }
                    for _ in 0..n {
                        self.push_ask(seat, Q::Corruption { as_cost: false });
                    }
                }
            }
            (Q::AgendaHow { kind }, Pick::DrawTwo) => {
                let k = kind as usize;
                let drawn: Vec<usize> = (0..2).filter_map(|_| self.agenda_decks[k].pop()).collect();
                self.players[seat].agenda_drawn = drawn;
                self.say(Text::key("voidfall-log-agenda-draw").player("player", seat).icon("kind", kind.id()));
                self.push_ask(seat, Q::AgendaKeep);
            }
            (Q::AgendaKeep, Pick::Drawn(i)) => {
                let drawn = std::mem::take(&mut self.players[seat].agenda_drawn);
                for (j, a) in drawn.into_iter().enumerate() {
                    if j == i {
                        self.players[seat].agenda_hand.push(a);
                    } else {
                        // The other goes to the bottom of its deck.
                        self.agenda_decks[c.agendas[a].kind as usize].insert(0, a);
                    }
                }
            }
            (Q::Tech, pick) => self.gain_tech(seat, pick),
            (Q::Windfall { .. }, Pick::Space(i)) => {
                self.push([Step::Run { seat, action: ActionRef::Trade(i), at: None }]);
            }
            (Q::TokenPlace, Pick::Token(at)) => self.set_token(seat, at, true),
            (Q::TokenPlace, _) => self.return_token(),
            (Q::AgendaPlace, pick) => self.place_agenda(seat, pick),
            (Q::Battlegroup { sector }, Pick::Model(m)) => self.recall(seat, sector, m),
            (Q::Recall { left, spend }, Pick::Fleet(s, m)) => {
                self.recall(seat, s, m);
                self.action_sector = Some(s);
                if spend {
                    // The recalled power goes on to be spent from the reserve.
                    self.push([Step::Spend { seat, n: 1 }]);
                }
                if left > 1 {
                    self.push_ask(seat, Q::Recall { left: left - 1, spend });
                }
            }
            (Q::RegroupFrom { left, moved }, Pick::Fleet(from, model)) => {
                self.push_ask(seat, Q::RegroupTo { left, moved, from, model })
            }
            (Q::RegroupTo { left, moved, from, model }, Pick::Sector(to)) => {
                self.push_ask(seat, Q::RegroupAmount { left, moved, from, model, to })
            }
            (Q::RegroupAmount { left, mut moved, from, model, to }, Pick::Amount(n)) => {
                self.move_power(seat, from, to, model, n);
                moved.push((to, model, n));
                if left > 1 {
                    self.push_ask(seat, Q::RegroupFrom { left: left - 1, moved });
                }
            }
            (Q::InvadeTarget, Pick::Sector(t)) => self.push_ask(seat, Q::InvadeForces { target: t }),
            (Q::InvadeForces { target }, _) => {
                let moving = invasion::moving_of(&chosen);
                if self.is_combat(target) {
                    self.push_ask(seat, Q::InvadeConfirm { target, moving });
                } else {
                    self.invade(seat, target, &moving);
                }
            }
            (Q::InvadeConfirm { target, moving }, Pick::Fight) => self.invade(seat, target, &moving),
            (Q::DeployModel { sector, left }, Pick::Model(m)) => {
                self.deploy(seat, sector, m);
                self.push([Step::Deploy { seat, sector, n: left - 1 }]);
            }
            (Q::TrackChoice, Pick::Track(t)) => self.advance(seat, t),
            (Q::VoidbornTarget, Pick::Sector(s)) => self.deploy_voidborn_at(s),
            (Q::TokenTarget { kind }, Pick::Sector(s)) => self.place_hidden_token(s, kind, rng),
            (Q::Upkeep, Pick::Upkeep(pay)) => self.pay_upkeep(seat, pay),
            (Q::Confirm { action, at }, Pick::Resolve) => self.resolve(seat, action, at),
            (Q::SpendToken { left }, pick) => {
                self.spend_token(seat, &pick);
                if left > 1 {
                    self.push_ask(seat, Q::SpendToken { left: left - 1 });
                }
            }
            (Q::CopyCard { n }, Pick::Focus(f)) => self.push_ask(seat, Q::CopyActions { focus: f, n }),
            (Q::CopyActions { focus, .. }, _) => {
                let mut steps = Vec::new();
                for p in &chosen {
                    if let Pick::FocusAction(a) = p {
                        if let Some(t) = &mut self.turn {
                            t.done.push(Done::Focus(focus, *a));
                        }
                        self.say(Text::key("voidfall-log-copy").player("player", seat).card("card", action_card(focus, *a)));
                        steps.push(Step::Run { seat, action: ActionRef::Focus(focus, *a), at: None });
                    }
                }
                self.push(steps);
            }
            (Q::ScoreAgenda, Pick::Slot(i)) => {
                let n = self.agenda_score(seat, i);
                self.gain_influence(seat, n);
            }
            (Q::PlayAgendaAny, Pick::HandAgenda(i)) => self.play_agenda_now(seat, i),
            (Q::Eradicate, Pick::Sector(s)) => self.eradicate(s),
            (Q::ReclaimTarget, Pick::Sector(s)) => self.place_reclaim(s),
            (Q::LowerPopulation, Pick::Sector(s)) => self.lower_population(seat, s),
            (Q::Repeat, Pick::FocusAction(a)) => {
                let focus = self.turn.as_ref().map_or(0, |t| t.focus);
                self.say(Text::key("voidfall-log-action").player("player", seat).card("card", action_card(focus, a)));
                self.push([Step::Run { seat, action: ActionRef::Focus(focus, a), at: None }]);
            }
            (Q::PriorityCard, Pick::Priority(n)) => self.play_priority(seat, n),
            // Skips and stops end the question with no effect.
            _ => {}
        }
    }
}

/// An effect in words, for choosing among an action's effects.
pub fn verb_text(v: &verbs::Verb) -> Text {
    use verbs::Verb as V;
    let t = |k: &'static str| Text::key(k);
    match v {
        V::Gain(r, n) => t("voidfall-verb-gain").num("n", *n).icon("res", r.id()),
        V::GainAny(n) => t("voidfall-verb-gain-any").num("n", *n),
        V::GainSupplies(n) => t("voidfall-verb-gain-supplies").num("n", *n),
        V::Produce(r) => t("voidfall-verb-produce").icon("res", r.id()),
        V::ProduceChoice => t("voidfall-verb-produce-choice"),
        V::Influence(n) => t("voidfall-verb-influence").num("n", *n),
        V::InfluencePerGuild(_, n) => t("voidfall-verb-influence-per-guild").num("n", *n),
        V::FleetPower(n) => t("voidfall-verb-fleet-power").num("n", *n),
        V::DeployHome(m) => t("voidfall-verb-deploy-home").icon("model", m.id()),
        V::DeployShipyards => t("voidfall-verb-deploy-shipyards"),
        V::Regroup => t("voidfall-verb-regroup"),
        V::Invade => t("voidfall-verb-invade"),
        V::Guild(None) => t("voidfall-verb-guild"),
        V::Guild(Some(g)) => t("voidfall-verb-guild-of").icon("guild", g.id()),
        V::Installation(None) => t("voidfall-verb-installation"),
        V::Installation(Some(k)) => t("voidfall-verb-installation-of").icon("installation", k.id()),
        V::RaisePopulation => t("voidfall-verb-raise-population"),
        V::RemoveCorruption => t("voidfall-verb-remove-corruption"),
        V::MoveCorruption => t("voidfall-verb-move-corruption"),
        V::Agenda => t("voidfall-verb-agenda"),
        V::Tech => t("voidfall-verb-tech"),
        V::TradeToken => t("voidfall-verb-trade-token"),
        V::Advance(Some(tr)) => t("voidfall-verb-advance").icon("track", tr.id()),
        V::Advance(None) => t("voidfall-verb-advance-any"),
        V::CopyDiscard(n) => t("voidfall-verb-copy-discard").num("n", *n),
        V::ScoreAgenda => t("voidfall-verb-score-agenda"),
        V::Bounty => t("voidfall-verb-bounty"),
        V::VoidbornDeploy => t("voidfall-verb-voidborn-deploy"),
        V::HiddenToken(_) => t("voidfall-verb-hidden-token"),
        V::OfferCorruption(Some(k)) => t("voidfall-verb-offer-corruption").icon("kind", k.id()),
        V::OfferCorruption(None) => t("voidfall-verb-offer-corruption-each"),
        V::PlayAgenda => t("voidfall-verb-play-agenda"),
        V::Eradicate => t("voidfall-verb-eradicate"),
        V::ReclaimToken => t("voidfall-verb-reclaim-token"),
        V::RaiseHomePopulation => t("voidfall-verb-raise-home-population"),
    }
}

fn action_text(action: ActionRef) -> Text {
    let c = content();
    match action {
        ActionRef::Focus(f, a) => Text::key("voidfall-opt-card").card("card", action_card(f, a)),
        ActionRef::Agenda(k) => Text::key("voidfall-opt-icon").icon("icon", k.id()),
        ActionRef::TechGain(t) | ActionRef::TechBonus(t, _) | ActionRef::TechTrigger(t, _) => {
            Text::key("voidfall-opt-card").card("card", format!("tech-{}", c.techs[t].id))
        }
        ActionRef::EventGeneral(e) | ActionRef::EventAid(e) => {
            Text::key("voidfall-opt-card").card("card", format!("event-{}", c.events[e].id))
        }
        ActionRef::Trade(i) => Text::key("voidfall-opt-trade-space").num("space", i + 1),
        ActionRef::Track(t, i) => Text::key("voidfall-opt-track-space").icon("track", t.id()).num("space", i + 1),
        ActionRef::Priority(n) => Text::key("voidfall-opt-priority").num("card", n),
        ActionRef::Token(_) => Text::key("voidfall-opt-token"),
    }
}

/// Whether every cost of an action can be paid in full now.
impl Voidfall {
    pub(super) fn can_pay(&self, seat: Seat, action: &Action) -> bool {
        let mut need = [0u8; 5];
        for k in &action.cost {
            match k {
                Cost::Pay(r, n) => need[*r as usize] += n,
                Cost::SpendFleet(n) => {
                    if (self.players[seat].reserve as u32 + self.map_power(seat)) < *n as u32 {
                        return false;
                    }
                }
                Cost::Recall(n) => {
                    if self.map_power(seat) < *n as u32 {
                        return false;
                    }
                }
                // D-30: a corruption with nowhere to go cannot be paid.
                Cost::Corruption => {
                    if self.corruption_places(seat).is_empty() {
                        return false;
                    }
                }
                Cost::Voidborn => {}
                Cost::TradeToken(n) => {
                    if self.spendable_tokens(seat).len() < *n as usize {
                        return false;
                    }
                }
                Cost::LowerPopulation => {
                    if self.lowerable(seat).is_empty() {
                        return false;
                    }
                }
            }
        }
        !self.payment_options_for(seat, need).is_empty()
    }

    pub(super) fn payment_options(&self, seat: Seat, action: &Action) -> Vec<Option<Res>> {
        let mut need = [0u8; 5];
        for k in &action.cost {
            if let Cost::Pay(r, n) = k {
                need[*r as usize] += n;
            }
        }
        self.payment_options_for(seat, need)
    }

    /// R5.2: pay as printed, or let one credit replace one supply.
    fn payment_options_for(&self, seat: Seat, need: [u8; 5]) -> Vec<Option<Res>> {
        let have = self.players[seat].storage;
        let fits = |n: [u8; 5]| (0..5).all(|i| n[i] <= have[i]);
        let mut out = Vec::new();
        if fits(need) {
            out.push(None);
        }
        for r in Res::SUPPLIES {
            if need[r as usize] > 0 {
                let mut n = need;
                n[r as usize] -= 1;
                n[Res::Credits as usize] += 1;
                if fits(n) {
                    out.push(Some(r));
                }
            }
        }
        out
    }

    fn pay_costs(&mut self, seat: Seat, action: ActionRef) {
        let a = action.action();
        let mut steps = Vec::new();
        if a.cost.iter().any(|k| matches!(k, Cost::Pay(..))) {
            steps.push(Step::Ask(Ask { seat, q: Q::Pay { action } }));
        }
        for k in &a.cost {
            match k {
                Cost::Pay(..) => {}
                Cost::SpendFleet(n) => steps.push(Step::Spend { seat, n: *n }),
                Cost::Recall(n) => steps.push(Step::Ask(Ask { seat, q: Q::Recall { left: *n, spend: false } })),
                Cost::Corruption => steps.push(Step::Ask(Ask { seat, q: Q::Corruption { as_cost: true } })),
                Cost::Voidborn => steps.push(Step::VoidbornDeploy(seat)),
                Cost::TradeToken(n) => steps.push(Step::Ask(Ask { seat, q: Q::SpendToken { left: *n } })),
                Cost::LowerPopulation => steps.push(Step::Ask(Ask { seat, q: Q::LowerPopulation })),
            }
        }
        self.push(steps);
    }

    fn pay_resources(&mut self, seat: Seat, action: &Action, credit_for: Option<Res>) {
        let mut need = [0u8; 5];
        for k in &action.cost {
            if let Cost::Pay(r, n) = k {
                need[*r as usize] += n;
            }
        }
        if let Some(r) = credit_for {
            need[r as usize] -= 1;
            need[Res::Credits as usize] += 1;
        }
        let p = &mut self.players[seat];
        for i in 0..5 {
            p.storage[i] -= need[i].min(p.storage[i]);
        }
    }
}
