//! Dominion, base set, 2nd edition (2–6 players), with the detailed rules of the
//! rulebook: drawing one card at a time and reshuffling only when a card is needed,
//! effects on several players resolved clockwise from the player's left, Moat
//! revealed off-turn, discards and trashes from hand all at once, failed gains
//! doing nothing, and the rulebook's table of public and hidden information.
//!
//! Layout: `cards` (the card table and kingdoms), `state` (zones and primitive
//! moves), `effects` (one function per card), `asks` (decisions as prompts),
//! `view` (what each viewer sees). This file holds the turn: playing Actions,
//! playing Treasures, buying, cleanup, the end of the game, and the effect stack
//! that lets a card wait for decisions.
//!
//! Room for expansions: a card has a list of types; `Effect`s form a stack, so
//! cards that play other cards or trigger later need no new machinery; a card
//! declares its triggers (`timing::Triggers`) beside its effect, and the turn
//! only walks the ordered tables of `cards` to collect them, never naming a
//! card; in-play cards are per player, so cards that stay in play across turns
//! only change cleanup.

mod asks;
mod cards;
mod effects;
mod hinterlands;
mod seaside;
mod sitter;
mod state;
mod stored;
mod timing;
mod view;

#[cfg(test)]
mod tests;

pub use cards::{ALL as ALL_CARDS, Card, CardType, Set};
pub use seaside::Until;
pub use state::Later;
pub use state::{Dominion, Phase};
pub use view::{DominionView, DurationView, PileView, PlayerView, TurnView};

use asks::{Ask, AskKind, Filter, Input, one_key, rule_error};
use effects::Step;
use engine::{
    Answer, Arg, Choice, Game, GameMeta, GameRng, LogEntry, Opt, OptionKind, OptionSpec, Outcome, Pile, Prompt,
    RuleError, ScoreSheet, Seat, SetupError, StandingOrder, Text, Viewer, redeal,
};
use serde::{Deserialize, Serialize};
use state::{ApplyContext, Effect, EndReason, Player, Status, SupplyPile, Turn, When, ids};
use std::cmp::Reverse;
use std::ops::RangeInclusive;
use timing::AttackReaction;

/// Bump when a rules change would fold a recorded game differently.
/// 2: Moat is revealed at once unless its holder's standing order says "ask me".
/// 3: Pirate is played at once off-turn unless its holder's standing order says "ask me".
const RULES_VERSION: u32 = 3;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DominionOptions {
    /// "random", "chosen", or the key of a recommended kingdom.
    pub kingdom: String,
    /// The 10 kingdom cards (ids) when `kingdom` is "chosen".
    pub cards: Vec<String>,
    /// Show every player's victory points during the game.
    pub show_vp: bool,
    /// The sets a random kingdom draws from (keys of `Set`); none means the base set.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub sets: Vec<String>,
}

impl Default for DominionOptions {
    fn default() -> Self {
        DominionOptions { kingdom: "first-game".into(), cards: Vec::new(), show_vp: false, sets: Vec::new() }
    }
}

fn setup_error(key: &'static str) -> SetupError {
    SetupError(Text::key(key))
}

/// The 10 kingdom cards the options ask for.
fn choose_kingdom(opts: &DominionOptions, rng: &mut GameRng) -> Result<Vec<Card>, SetupError> {
    match opts.kingdom.as_str() {
        "chosen" => {
            let mut chosen = Vec::with_capacity(10);
            for id in &opts.cards {
                let card = Card::from_id(id)
                    .filter(|c| c.is_kingdom())
                    .ok_or_else(|| SetupError(Text::key("dominion-error-not-kingdom").plain("card", id.clone())))?;
                if chosen.contains(&card) {
                    return Err(SetupError(Text::key("dominion-error-card-twice").card("card", card.id())));
                }
                chosen.push(card);
            }
            if chosen.len() != 10 {
                return Err(SetupError(Text::key("dominion-error-chosen-count").num("n", chosen.len())));
            }
            Ok(chosen)
        }
        other => {
            if !opts.cards.is_empty() {
                return Err(setup_error("dominion-error-cards-not-chosen"));
            }
            if !opts.sets.is_empty() && other != "random" {
                return Err(setup_error("dominion-error-sets-not-random"));
            }
            if other == "random" {
                let mut sets = Vec::with_capacity(opts.sets.len());
                for key in &opts.sets {
                    let set = Set::from_key(key)
                        .ok_or_else(|| SetupError(Text::key("dominion-error-set").plain("set", key.clone())))?;
                    if !sets.contains(&set) {
                        sets.push(set);
                    }
                }
                if sets.is_empty() {
                    sets.push(Set::Base);
                }
                let mut all: Vec<Card> = sets.iter().flat_map(|s| s.kingdom().iter().copied()).collect();
                rng.shuffle(&mut all);
                all.truncate(10);
                return Ok(all);
            }
            cards::RECOMMENDED
                .iter()
                .find(|r| r.key == other)
                .map(|r| r.cards.to_vec())
                .ok_or_else(|| SetupError(Text::key("dominion-error-kingdom").plain("kingdom", other.to_string())))
        }
    }
}

impl Dominion {
    /// Resolve effects and move the turn on until somebody has a decision to make
    /// or the game is over. A decision with only one possible outcome is taken here.
    fn run(&mut self, cx: &mut ApplyContext) {
        while self.ended.is_none() {
            // Triggered effects resolve before the effect that caused them goes on.
            let queued: Vec<Effect> = self.queued.drain(..).collect();
            self.stack.extend(queued.into_iter().rev());
            let Some(mut fx) = self.stack.pop() else {
                if self.turn_waits(cx) {
                    return;
                }
                continue;
            };
            if fx.asks.is_empty() {
                match fx.status {
                    Status::New => self.begin(fx, cx),
                    Status::Reacting => self.react(fx, cx),
                    Status::Resume => {
                        fx.status = Status::Running;
                        self.step(fx, Input::Resume, cx);
                    }
                    // A running effect with nothing left to ask has finished.
                    Status::Running => {}
                }
                continue;
            }
            let forced = fx.asks.iter().enumerate().find_map(|(i, a)| self.ask_forced(a).map(|input| (i, input)));
            match forced {
                Some((i, input)) => {
                    fx.asks.remove(i);
                    self.step(fx, input, cx);
                }
                None => {
                    self.stack.push(fx);
                    return;
                }
            }
        }
    }

    /// A card is played: an Attack first lets the others react, then its effect starts.
    fn begin(&mut self, mut fx: Effect, cx: &mut ApplyContext) {
        if !fx.when.is_play() {
            fx.status = Status::Running;
            self.step(fx, Input::Start, cx);
            return;
        }
        fx.targets = self.others(fx.seat);
        fx.status = Status::Running;
        if fx.card.is_attack() {
            // A lasting shield keeps its owner out of every Attack, with nothing to decide.
            for t in fx.targets.clone() {
                if let Some(shield) = self.shield_of(t) {
                    fx.targets.retain(|x| *x != t);
                    cx.public(|| Text::key("dominion-log-shielded").player("player", t).card("card", shield.id()));
                }
            }
            fx.status = Status::Reacting;
            self.react(fx, cx);
            return;
        }
        self.step(fx, Input::Start, cx);
    }

    /// The other players react to an Attack before it resolves (cards that
    /// block it, cards played from hand in answer), any number of times in the
    /// order each chooses. Reactions a player's standing orders settle happen at
    /// once; the players still to decide are asked all at the same time, since
    /// their choices are independent. After a reaction is played its owner may
    /// react again (it drew cards).
    fn react(&mut self, mut fx: Effect, cx: &mut ApplyContext) {
        for t in self.others(fx.seat) {
            if fx.reacted.contains(&t) || fx.asks.iter().any(|a| a.seat == t) {
                continue;
            }
            let held = |g: &Dominion, card: Card| g.players[t].hand.contains(&card);
            let reactions: Vec<(Card, AttackReaction)> = cards::ATTACK_REACTIONS
                .into_iter()
                .filter_map(|c| effects::triggers(c).attack_reaction.map(|r| (c, r)))
                .filter(|(c, _)| held(self, *c))
                .collect();
            let mut plays = Vec::new();
            for &(card, reaction) in &reactions {
                if let AttackReaction::Play { at_once } = reaction {
                    if at_once(self, t) {
                        self.players[t].take_from_hand(card);
                        let play = self.put_in_play(t, card, cx);
                        self.stack.push(fx);
                        self.stack.push(play);
                        return;
                    }
                    plays.push(card);
                }
            }
            let mut blocks = Vec::new();
            for &(card, reaction) in &reactions {
                if let AttackReaction::Block { at_once, ask, label, .. } = reaction
                    && fx.targets.contains(&t)
                {
                    if at_once(self, t) {
                        self.block(&mut fx, t, card, cx);
                    } else {
                        blocks.push((card, ask, label));
                    }
                }
            }
            let kind = match (blocks.as_slice(), plays.is_empty()) {
                ([], true) => {
                    fx.reacted.push(t);
                    continue;
                }
                (&[(_, _, label)], true) => {
                    AskKind::YesNo { yes: Text::key(label), no: Text::key("dominion-opt-no-reveal") }
                }
                _ => {
                    let mut options: Vec<Opt> =
                        blocks.iter().map(|&(card, _, label)| Opt::new(card.id(), Text::key(label))).collect();
                    options.extend(
                        plays
                            .iter()
                            .map(|card| Opt::new(card.id(), Text::key("dominion-opt-play").card("card", card.id()))),
                    );
                    options.push(Opt::new(asks::NONE, Text::key("dominion-opt-respond-none")));
                    AskKind::Choose { options }
                }
            };
            let key = match (blocks.as_slice(), plays.is_empty()) {
                (&[(_, ask, _)], true) => ask,
                _ => "dominion-ask-react-attack",
            };
            let text = Text::key(key).player("player", fx.seat).card("card", fx.card.id());
            fx.asks.push(Ask { seat: t, text, kind });
        }
        if fx.asks.is_empty() {
            // Only the reactions needed it; the Attack itself goes on without.
            fx.reacted.clear();
            fx.status = Status::Running;
            self.step(fx, Input::Start, cx);
        } else {
            self.stack.push(fx);
        }
    }

    /// `seat` reveals `card`, which keeps them out of the Attack, if they still
    /// hold it and are still a target.
    fn block(&mut self, fx: &mut Effect, seat: Seat, card: Card, cx: &mut ApplyContext) {
        let Some(AttackReaction::Block { log, .. }) = effects::triggers(card).attack_reaction else { return };
        if fx.targets.contains(&seat) && self.players[seat].hand.contains(&card) {
            fx.targets.retain(|t| *t != seat);
            cx.public(|| Text::key(log).player("player", seat).card("card", card.id()));
        }
    }

    /// The reaction an answer about an Attack names: the blocking card a yes
    /// reveals (a yes is asked only about one) or the card whose key was chosen.
    fn reaction_named(input: &Input) -> Option<(Card, AttackReaction)> {
        let card = match input {
            Input::Yes(_, true) => cards::ATTACK_REACTIONS
                .into_iter()
                .find(|c| matches!(effects::triggers(*c).attack_reaction, Some(AttackReaction::Block { .. })))?,
            Input::Key(_, key) => Card::from_id(key)?,
            _ => return None,
        };
        effects::triggers(card).attack_reaction.map(|r| (card, r))
    }

    /// Hand an input to an effect and act on what it does next.
    fn step(&mut self, mut fx: Effect, input: Input, cx: &mut ApplyContext) {
        if fx.status == Status::Reacting {
            let seat = match &input {
                Input::Yes(seat, _) | Input::Key(seat, _) => *seat,
                _ => {
                    self.stack.push(fx);
                    return;
                }
            };
            match Self::reaction_named(&input) {
                Some((card, AttackReaction::Block { .. })) => self.block(&mut fx, seat, card, cx),
                Some((card, AttackReaction::Play { .. })) if self.players[seat].take_from_hand(card) => {
                    let play = self.put_in_play(seat, card, cx);
                    self.stack.push(fx);
                    self.stack.push(play);
                    return;
                }
                _ => fx.reacted.push(seat),
            }
            self.stack.push(fx);
            return;
        }
        let resolve = match fx.when {
            When::Play => match effects::resolver(fx.card) {
                Some(resolve) => resolve,
                None => return,
            },
            When::StartOfTurn => timing::start_of_turn,
            When::Window { .. } => timing::window,
            When::GainBought => {
                self.gain_bought(fx.seat, fx.card, cx);
                return;
            }
            When::EndOfBuy | When::Ability | When::Cleanup => {
                let triggers = effects::triggers(fx.card);
                let resolve = match fx.when {
                    When::EndOfBuy => triggers.end_of_buy.map(|t| t.resolve),
                    When::Cleanup => triggers.cleanup.map(|t| t.resolve),
                    _ => triggers.ability,
                };
                match resolve {
                    Some(resolve) => resolve,
                    None => return,
                }
            }
        };
        match resolve(self, &mut fx, input, cx) {
            Step::Wait => self.stack.push(fx),
            Step::Done => {}
            Step::Then(next) => self.stack.extend(next.into_iter().rev()),
            Step::Push(first) => {
                fx.status = Status::Resume;
                self.stack.push(fx);
                self.stack.extend(first.into_iter().rev());
            }
        }
    }

    fn has_playable_action(&self) -> bool {
        self.turn.actions > 0 && self.players[self.turn.player].hand.iter().any(|c| c.is_action())
    }

    fn can_play_treasure(&self) -> bool {
        !self.turn.bought && self.players[self.turn.player].hand.iter().any(|c| c.is_treasure())
    }

    /// Whether the turn's player has a decision now; if not, move the turn on.
    fn turn_waits(&mut self, cx: &mut ApplyContext) -> bool {
        if self.turn.buy_over {
            self.end_turn(cx);
            return false;
        }
        match self.turn.phase {
            Phase::Action if self.has_playable_action() => true,
            Phase::Action => {
                self.turn.phase = Phase::Buy;
                false
            }
            Phase::Buy
                if self.turn.buys > 0
                    && (self.can_play_treasure()
                        || self.gainable_piles(self.turn.coins, Filter::Any).next().is_some()) =>
            {
                true
            }
            Phase::Buy => {
                self.end_turn(cx);
                false
            }
        }
    }

    fn turn_prompt(&self) -> Prompt {
        let seat = self.turn.player;
        // Each kind of card once (the hand is kept sorted).
        let kinds = || self.players[seat].hand.chunk_by(|a, b| a == b).map(|same| same[0]);
        let play = |c: Card| {
            Opt::new(c.info().play_key, Text::with_static_args("dominion-opt-play", c.info().card_args))
                .with_target(c.info().hand_target)
        };
        match self.turn.phase {
            Phase::Action => {
                let mut options = Vec::with_capacity(kinds().filter(|c| c.is_action()).count() + 1);
                options.extend(kinds().filter(|c| c.is_action()).map(play));
                options.push(
                    Opt::new("buy-phase", Text::key("dominion-opt-buy-phase"))
                        .with_note(Text::key("dominion-note-buy-phase")),
                );
                Prompt {
                    seat,
                    text: Text::key("dominion-prompt-action").num("actions", self.turn.actions),
                    choice: Choice::One { options },
                }
            }
            Phase::Buy => {
                let treasures =
                    if self.can_play_treasure() { 1 + kinds().filter(|c| c.is_treasure()).count() } else { 0 };
                let gainable = || self.gainable_piles(self.turn.coins, Filter::Any);
                // Sized once: a prompt is built after every answer.
                let mut options = Vec::with_capacity(treasures + gainable().count() + 1);
                if treasures > 0 {
                    options.push(Opt::new("treasures", Text::key("dominion-opt-play-treasures")));
                    options.extend(kinds().filter(|c| c.is_treasure()).map(play));
                }
                options.extend(gainable().map(|c| Opt {
                    key: c.info().buy_key.into(),
                    label: self.buy_label(c),
                    target: Some(c.info().supply_target.into()),
                    // Legal, and almost never what a player means to do.
                    warning: match c {
                        Card::Curse => Some(Text::key("dominion-warn-buy-curse")),
                        Card::Copper => Some(Text::key("dominion-warn-buy-copper")),
                        _ => None,
                    },
                    note: None,
                }));
                let end =
                    Opt::new("end", Text::key("dominion-opt-end-turn")).with_note(Text::key("dominion-note-end-turn"));
                // Ending with coins that still buy something better than a Copper or
                // a Curse.
                let wasted = gainable().any(|c| !matches!(c, Card::Curse | Card::Copper));
                let (buys, coins) = (Arg::Number(self.turn.buys.into()), Arg::Number(self.turn.coins.into()));
                options.push(if wasted {
                    end.with_warning(Text::with_args(
                        "dominion-warn-end-buys",
                        [("buys", buys.clone()), ("coins", coins.clone())],
                    ))
                } else {
                    end
                });
                Prompt {
                    seat,
                    text: Text::with_args("dominion-prompt-buy", [("buys", buys), ("coins", coins)]),
                    choice: Choice::One { options },
                }
            }
        }
    }

    /// "Buy Gold (6)": at the printed cost, its arguments come from the card table.
    fn buy_label(&self, card: Card) -> Text {
        let cost = self.cost(card);
        if cost == card.cost() {
            Text::with_static_args("dominion-opt-buy", card.info().buy_args)
        } else {
            let args = [("card", Arg::Card(card.id().into())), ("cost", Arg::Number(cost.into()))];
            Text::with_args("dominion-opt-buy", args)
        }
    }

    /// The turn's player plays a card, buys, or ends the turn.
    fn turn_answer(&mut self, answer: &Answer, cx: &mut ApplyContext) -> Result<(), RuleError> {
        let seat = self.turn.player;
        let key = one_key(answer)?;
        let named = |prefix: &str| {
            key.strip_prefix(prefix)
                .map(|id| Card::from_id(id).ok_or_else(|| rule_error("dominion-error-no-such-card")))
        };
        match self.turn.phase {
            Phase::Action => {
                if key == "buy-phase" {
                    self.turn.phase = Phase::Buy;
                    return Ok(());
                }
                let card = named("play:").ok_or_else(|| rule_error("dominion-error-not-now"))??;
                if !card.is_action() {
                    return Err(rule_error("dominion-error-not-action"));
                }
                if self.turn.actions == 0 {
                    return Err(rule_error("dominion-error-no-actions"));
                }
                if !self.players[seat].take_from_hand(card) {
                    return Err(rule_error("dominion-error-not-in-hand"));
                }
                self.turn.actions -= 1;
                self.players[seat].in_play.push(card);
                cx.public(|| Text::key("dominion-log-play").player("player", seat).card("card", card.id()));
                self.stack.push(Effect::new(seat, card));
                Ok(())
            }
            Phase::Buy => {
                if key == "end" {
                    self.end_turn(cx);
                    return Ok(());
                }
                if key == "treasures" {
                    if !self.can_play_treasure() {
                        return Err(rule_error("dominion-error-no-treasures"));
                    }
                    let treasures: Vec<Card> =
                        self.players[seat].hand.iter().copied().filter(|c| c.is_treasure()).collect();
                    cx.public(|| {
                        Text::key("dominion-log-play-treasures").player("player", seat).cards("cards", ids(&treasures))
                    });
                    for c in &treasures {
                        self.play_treasure(seat, *c, cx);
                    }
                    return Ok(());
                }
                if let Some(card) = named("play:") {
                    let card = card?;
                    if !card.is_treasure() {
                        return Err(rule_error("dominion-error-not-treasure"));
                    }
                    if self.turn.bought {
                        return Err(rule_error("dominion-error-already-bought"));
                    }
                    if !self.players[seat].hand.contains(&card) {
                        return Err(rule_error("dominion-error-not-in-hand"));
                    }
                    cx.public(|| {
                        Text::key("dominion-log-play-treasures").player("player", seat).cards("cards", [card.id()])
                    });
                    self.play_treasure(seat, card, cx);
                    return Ok(());
                }
                let card = named("buy:").ok_or_else(|| rule_error("dominion-error-not-now"))??;
                if self.turn.buys == 0 {
                    return Err(rule_error("dominion-error-no-buys"));
                }
                if self.count_in_supply(card) == 0 {
                    return Err(rule_error("dominion-error-pile-empty"));
                }
                if self.cost(card) > self.turn.coins {
                    return Err(rule_error("dominion-error-cannot-afford"));
                }
                self.buy(seat, card, cx);
                Ok(())
            }
        }
    }

    /// `apply`, writing its log entries into `cx`.
    fn answer(&mut self, seat: Seat, answer: &Answer, cx: &mut ApplyContext) -> Result<(), RuleError> {
        if self.ended.is_some() {
            return Err(rule_error("dominion-error-game-over"));
        }
        match self.stack.last() {
            Some(top) => {
                let i =
                    top.asks.iter().position(|a| a.seat == seat).ok_or_else(|| rule_error("dominion-error-not-now"))?;
                let input = self.ask_input(&top.asks[i], answer)?;
                if let Some(mut fx) = self.stack.pop() {
                    fx.asks.remove(i);
                    self.step(fx, input, cx);
                }
            }
            None if seat == self.turn.player => self.turn_answer(answer, cx)?,
            None => return Err(rule_error("dominion-error-not-now")),
        }
        self.run(cx);
        Ok(())
    }

    /// The end of the Buy phase, Cleanup, then the end of the game or the next
    /// turn (an extra one after an Outpost).
    /// At the end, each player's points by the cards that make them, then their total.
    fn log_scores(&self, cx: &mut ApplyContext) {
        for seat in 0..self.seats() {
            for card in self.scoring_kinds() {
                let (n, vp) = self.points_from(seat, card);
                if n > 0 {
                    cx.public(|| {
                        Text::key("dominion-log-score-card")
                            .player("player", seat)
                            .num("n", n)
                            .card("card", card.id())
                            .num("vp", vp)
                    });
                }
            }
            let total = self.victory_points(seat);
            cx.public(|| Text::key("dominion-log-score-total").player("player", seat).num("vp", total));
        }
    }

    fn end_turn(&mut self, cx: &mut ApplyContext) {
        let seat = self.turn.player;
        if !self.turn.buy_over
            && let Some(card) = self.end_of_buy_pending()
        {
            self.turn.buy_over = true;
            self.stack.push(Effect::timing(seat, card, When::EndOfBuy));
            return;
        }
        if !self.turn.cleanup_asked
            && let Some(card) = self.cleanup_pending()
        {
            self.turn.buy_over = true;
            self.turn.cleanup_asked = true;
            self.stack.push(Effect::timing(seat, card, When::Cleanup));
            return;
        }
        // The hand first, then the cards in play that leave: the new top of the
        // discard pile is then a card everyone saw played (when anything was).
        self.clean_up(seat);
        cx.public(|| Text::key("dominion-log-cleanup").player("player", seat));
        for card in cards::END_OF_TURN {
            if let Some(note) = effects::triggers(card).end_of_turn {
                note(self, seat);
            }
        }
        let extra = self.turn.outpost && !self.turn.extra;
        self.draw(seat, if extra { 3 } else { 5 }, cx);
        if let Some(reason) = self.end_reason() {
            self.ended = Some(reason);
            cx.public(|| Text::key(end_key(reason)));
            self.log_scores(cx);
            return;
        }
        if extra {
            self.turn = Turn { extra: true, ..Turn::start(seat, self.turn.number + 1) };
            cx.public(|| Text::key("dominion-log-extra-turn").player("player", seat));
        } else {
            let next = (seat + 1) % self.seats();
            self.players[next].turns += 1;
            self.turn = Turn::start(next, self.turn.number + 1);
            let turns = i64::from(self.players[next].turns);
            // Arguments in name order: one allocation and no search, on every turn.
            cx.public(|| {
                Text::with_args("dominion-log-turn", [("n", Arg::Number(turns)), ("player", Arg::Player(next))])
            });
        }
        self.start_turn(self.turn.player);
    }
}

/// The reaction cards with a standing order, each with its default choice (the
/// other is always "ask me").
const REACTION_ORDERS: [(Card, &str); 5] = [
    (Card::Moat, "always-reveal"),
    (Card::Pirate, "always-play"),
    (Card::GuardDog, "always-play"),
    (Card::FoolsGold, "always-trash"),
    (Card::Trader, "curses-only"),
];

const ASK_ME: &str = "ask-me";

impl Dominion {
    fn reaction_order(&self, seat: Seat, card: Card, default: &'static str) -> &'static str {
        let p = &self.players[seat];
        let ask = match effects::triggers(card).own_standing_order {
            Some(order) => (order.asks)(p),
            None => p.ask_me.contains(&card),
        };
        if ask { ASK_ME } else { default }
    }
}

fn end_key(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Provinces => "dominion-end-provinces",
        EndReason::Piles => "dominion-end-piles",
    }
}

impl Game for Dominion {
    type Options = DominionOptions;
    type View = DominionView;
    const SLUG: &'static str = "dominion";

    fn meta() -> GameMeta {
        let mut kingdoms: Vec<Opt> = cards::RECOMMENDED
            .iter()
            .map(|r| Opt::new(r.key, Text::key(format!("dominion-kingdom-{}", r.key))))
            .collect();
        kingdoms.push(Opt::new("random", Text::key("dominion-kingdom-random")));
        kingdoms.push(Opt::new("chosen", Text::key("dominion-kingdom-chosen")));
        GameMeta {
            slug: Self::SLUG,
            min_seats: *Self::seat_range().start(),
            max_seats: *Self::seat_range().end(),
            rules_version: RULES_VERSION,
            options: vec![
                OptionSpec {
                    key: "kingdom",
                    label: Text::key("dominion-option-kingdom"),
                    kind: OptionKind::One { choices: kingdoms, default: "first-game".into() },
                },
                OptionSpec {
                    key: "cards",
                    label: Text::key("dominion-option-cards"),
                    kind: OptionKind::Many {
                        choices: Set::ALL
                            .iter()
                            .flat_map(|s| s.kingdom())
                            .map(|c| Opt::new(c.id(), Text::key(c.info().name_key)))
                            .collect(),
                        min: 0,
                        max: 10,
                    },
                },
                OptionSpec {
                    key: "sets",
                    label: Text::key("dominion-option-sets"),
                    kind: OptionKind::Many {
                        choices: Set::ALL
                            .iter()
                            .map(|s| Opt::new(s.key(), Text::key(format!("dominion-set-{}", s.key()))))
                            .collect(),
                        min: 0,
                        max: Set::ALL.len(),
                    },
                },
                OptionSpec {
                    key: "show_vp",
                    label: Text::key("dominion-option-show-vp"),
                    kind: OptionKind::Bool { default: false },
                },
            ],
            catalogs: &[
                (
                    "en",
                    concat!(
                        include_str!("en.ftl"),
                        "\n",
                        include_str!("seaside.en.ftl"),
                        "\n",
                        include_str!("hinterlands.en.ftl")
                    ),
                ),
                (
                    "ja",
                    concat!(
                        include_str!("ja.ftl"),
                        "\n",
                        include_str!("seaside.ja.ftl"),
                        "\n",
                        include_str!("hinterlands.ja.ftl")
                    ),
                ),
            ],
        }
    }

    /// Stated apart from `meta`, which lists every kingdom card.
    fn seat_range() -> RangeInclusive<usize> {
        2..=6
    }

    fn setup(seats: usize, opts: &DominionOptions, rng: &mut GameRng) -> Result<Self, SetupError> {
        let allowed = Self::seat_range();
        if !allowed.contains(&seats) {
            let error = Text::key("letterbox-error-seats").num("min", *allowed.start()).num("max", *allowed.end());
            return Err(SetupError(error));
        }
        let mut kingdom = choose_kingdom(opts, rng)?;
        kingdom.sort_by_key(|c| (c.cost(), c.id()));
        let supply = cards::BASIC
            .iter()
            .chain(&kingdom)
            .map(|&card| SupplyPile { card, count: cards::pile_size(card, seats) })
            .collect();
        let mut cx = ApplyContext::unlogged(rng);
        let players = (0..seats)
            .map(|_| {
                let mut deck: Pile<Card> = [[Card::Copper; 7].as_slice(), &[Card::Estate; 3]].concat().into();
                deck.shuffle(cx.rng);
                Player { deck, ..Player::default() }
            })
            .collect();
        let mut g = Dominion {
            players,
            supply,
            trash: Vec::new(),
            turn: Turn::start(0, 1),
            stack: Vec::new(),
            show_vp: opts.show_vp,
            ended: None,
            queued: Vec::new(),
            stays: 0,
        };
        for s in 0..seats {
            g.draw(s, 5, &mut cx);
        }
        g.players[0].turns = 1;
        // Setup has no log; this only moves the first turn to its first decision.
        g.run(&mut cx);
        Ok(g)
    }

    fn prompts(&self) -> Vec<Prompt> {
        if self.ended.is_some() {
            return Vec::new();
        }
        match self.stack.last() {
            Some(top) => top.asks.iter().map(|a| self.ask_prompt(a)).collect(),
            None => vec![self.turn_prompt()],
        }
    }

    fn apply(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        let mut cx = ApplyContext::new(rng);
        self.answer(seat, answer, &mut cx)?;
        Ok(cx.log)
    }

    fn apply_unlogged(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<(), RuleError> {
        self.answer(seat, answer, &mut ApplyContext::unlogged(rng))
    }

    fn view(&self, viewer: Viewer) -> DominionView {
        self.view_for(viewer)
    }

    fn sitter(view: &DominionView, prompt: &Prompt) -> Answer {
        sitter::answer(view, prompt)
    }

    fn outcome(&self) -> Option<Outcome> {
        let reason = self.ended?;
        let n = self.seats();
        let scores: Vec<i64> = (0..n).map(|s| self.victory_points(s)).collect();
        // Most points; among equal points, fewer turns ranks higher; then shared.
        let keys: Vec<(i64, Reverse<u32>)> = (0..n).map(|s| (scores[s], Reverse(self.players[s].turns))).collect();
        let places = Outcome::places_from_keys(&keys);
        let best = scores.iter().copied().max().unwrap_or(0);
        let tied: Vec<Seat> = (0..n).filter(|&s| scores[s] == best).collect();
        let ties = if tied.len() == 1 {
            "dominion-outcome-no-tie"
        } else if tied.iter().all(|&s| places[s] == 1) {
            "dominion-outcome-tie-shared"
        } else {
            "dominion-outcome-tie-turns"
        };
        Some(Outcome {
            places,
            scores,
            summary: Text::key("dominion-outcome")
                .text("reason", Text::key(end_key(reason)))
                .text("ties", Text::key(ties)),
        })
    }

    /// Victory points by the kind of card that makes them. Live, a player sees
    /// only their own (their collection is theirs to know; another's is not on
    /// the table); the whole table once the game is over.
    fn score_sheet(&self, viewer: Viewer) -> Option<ScoreSheet> {
        let over = self.ended.is_some();
        let everything = over || viewer == Viewer::Omniscient;
        if !everything && viewer.seat().is_none() {
            return None;
        }
        let mut sheet = ScoreSheet::new(Text::key("dominion-score-measure"));
        for card in self.scoring_kinds() {
            let points: Vec<Option<i64>> = (0..self.seats())
                .map(|s| (everything || viewer.seat() == Some(s)).then(|| self.points_from(s, card).1))
                .collect();
            if over && points.iter().all(|p| *p == Some(0)) {
                continue;
            }
            sheet.row_partly_hidden(Text::key("dominion-score-card").card("card", card.id()), points);
        }
        Some(sheet)
    }

    fn scores(&self) -> Option<Vec<i64>> {
        Some((0..self.seats()).map(|s| self.victory_points(s)).collect())
    }

    /// Stopped early: the end's own ranking, points then fewer turns.
    fn places_now(&self) -> Option<Vec<usize>> {
        let keys: Vec<(i64, Reverse<u32>)> =
            (0..self.seats()).map(|s| (self.victory_points(s), Reverse(self.players[s].turns))).collect();
        Some(Outcome::places_from_keys(&keys))
    }

    /// A standing order per reaction card of the kingdom that could otherwise
    /// make everyone wait on its holder (Moat, Pirate, Guard Dog, Fool's Gold, Trader).
    fn standing_orders(&self, seat: Seat) -> Vec<StandingOrder> {
        if self.ended.is_some() || seat >= self.seats() {
            return Vec::new();
        }
        REACTION_ORDERS
            .iter()
            .filter(|(card, _)| self.in_kingdom(*card))
            .map(|&(card, default)| {
                let chosen = self.reaction_order(seat, card, default);
                let id = card.id();
                StandingOrder {
                    key: id.into(),
                    text: Text::key(format!("dominion-standing-{id}")).card("card", id),
                    options: [default, ASK_ME]
                        .into_iter()
                        .map(|o| Opt::new(o, Text::key(format!("dominion-standing-{id}-{o}")).card("card", id)))
                        .collect(),
                    chosen: chosen.into(),
                    note: Some(Text::key(format!("dominion-standing-{id}-{chosen}-note")).card("card", id)),
                }
            })
            .collect()
    }

    fn set_standing_order(&mut self, seat: Seat, order: &str, choice: &str) -> Result<Vec<LogEntry>, RuleError> {
        let &(card, default) = REACTION_ORDERS
            .iter()
            .find(|(c, d)| c.id() == order && (choice == *d || choice == ASK_ME))
            .filter(|_| seat < self.seats())
            .ok_or_else(|| rule_error("dominion-error-standing-order"))?;
        let ask = choice == ASK_ME;
        let p = &mut self.players[seat];
        if let Some(order) = effects::triggers(card).own_standing_order {
            (order.set)(p, ask);
        } else {
            p.ask_me.retain(|c| *c != card);
            if ask {
                p.ask_me.push(card);
            }
        }
        let chosen = if ask { ASK_ME } else { default };
        let text = Text::key(format!("dominion-log-standing-{}-{chosen}", card.id())).card("card", card.id());
        Ok(vec![LogEntry::only(seat, text)])
    }

    fn scramble_hidden(&mut self, viewer: Viewer, rng: &mut GameRng) {
        // Once the game is over every card is shown (see `view`).
        if viewer == Viewer::Omniscient || self.ended.is_some() {
            return;
        }
        let searching = self.searching_discard();
        for (s, p) in self.players.iter_mut().enumerate() {
            // The top of a discard pile is public: keep it out of the re-deal.
            let top = p.discard.take_top();
            let mut deck = p.deck.take_all();
            let mut discard = p.discard.take_all();
            if !viewer.sees_private_of(s) {
                // Face-down cards only their owner knows: the Native Village mat
                // and the cards under Havens.
                let mut zones: Vec<&mut Vec<Card>> =
                    vec![&mut p.hand, &mut deck, &mut discard, &mut p.looking, &mut p.native_village];
                zones.extend(p.durations.iter_mut().filter(|d| d.held_face_down()).map(|d| &mut d.held));
                redeal(&mut zones, rng);
                p.hand.sort();
            } else if searching == Some(s) {
                // Looking through their discard pile: only the deck is unknown.
                redeal(&mut [&mut deck], rng);
            } else {
                // Even one's own deck and discard pile are not to be looked at.
                redeal(&mut [&mut deck, &mut discard], rng);
            }
            p.deck = deck.into();
            p.discard = discard.into();
            if let Some(t) = top {
                p.discard.put_top(t);
            }
        }
    }
}
