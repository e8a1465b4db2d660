//! Dogma execution: a stack of frames kept in the state, so an effect can ask any
//! player a question in the middle of a dogma and carry on when the answer comes,
//! across serialization.
//!
//! - A [`Dogma`] frame executes one card: a queue of (effect, player) slots fixed
//!   when the dogma starts — demands for each opponent with fewer of the featured
//!   icon, non-demands for each other player with at least as many, all clockwise
//!   from the activating player's left, the activating player last.
//! - A [`Call`] frame runs one effect function for one player. The function is
//!   re-entered at `step` after each question, with the answer; `vars` and `cards`
//!   carry what it must remember in between.
//! - A nested [`Dogma`] (an effect saying "execute each of its non-demand effects")
//!   sits above the calling effect's frame and runs only for that player.

use super::cards;
use super::data::{Card, Color};
use super::prims::color_text;
use super::state::Innovation;
use engine::{Answer, Arg, Choice, LogEntry, Opt, Seat, Text};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::ops::{Deref, DerefMut};

/// Why execution stops before an effect finishes.
#[derive(Debug, PartialEq, Eq)]
pub enum Halt {
    /// The game has ended (the state already says how).
    Over,
    /// The answer is not acceptable; the platform keeps the state as it was.
    Invalid(Text),
    /// The whole dogma action is complete at once (no further effects, no bonus).
    DogmaComplete,
}

/// What an effect function returns: finished, or waiting for an answer or a
/// nested execution (made only by [`EffectContext`]'s `ask_*` and `execute_non_demands`).
#[derive(Debug)]
pub struct Flow(Next);

#[derive(Debug, PartialEq, Eq)]
enum Next {
    Done,
    Wait,
}

pub type EffectResult = Result<Flow, Halt>;

/// The effect is finished.
pub fn done() -> EffectResult {
    Ok(Flow(Next::Done))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Slot {
    pub effect: u8,
    pub player: Seat,
    pub demand: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dogma {
    pub card: Card,
    pub activator: Seat,
    /// Executed for one player by another effect: no demands, no sharing.
    pub nested: bool,
    pub queue: Vec<Slot>,
    pub next: usize,
    /// Memory shared by the effects of this dogma, such as "a card was transferred
    /// due to the demand".
    pub flag: bool,
    /// Per-seat counts shared by the effects of this dogma.
    pub tally: Vec<i64>,
    /// A sharing opponent's effect changed the game: the activator gets the bonus.
    pub bonus: bool,
}

/// Where an effect function resumes: [`FIRST_STEP`] when it starts, then the
/// `next` it gave its last question. Each effect names its later steps with
/// constants of this type, counted up from 1 (a plain number in the saved state,
/// so naming a step never changes a saved game).
pub type Step = u32;

/// Every effect starts here.
pub const FIRST_STEP: Step = 0;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Call {
    pub card: Card,
    pub effect: u8,
    pub player: Seat,
    pub activator: Seat,
    pub demand: bool,
    pub step: Step,
    pub vars: Vec<i64>,
    pub cards: Vec<Card>,
    pub question: Option<Question>,
    pub changes_before: u64,
    /// An opponent sharing a non-demand effect: whether it changes anything decides
    /// the sharing bonus.
    pub for_bonus: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "frame")]
pub enum Frame {
    Dogma(Dogma),
    Call(Call),
}

/// Where a face-down card is, for [`Pick::Back`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HiddenZone {
    Hand,
    Score,
}

impl HiddenZone {
    fn id(self) -> &'static str {
        match self {
            HiddenZone::Hand => "hand",
            HiddenZone::Score => "score",
        }
    }
}

/// A card to choose: one the chooser can see, or a face-down one they cannot,
/// named only by what they know (whose, where, which age, the how-manieth).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pick {
    Card(Card),
    Back { owner: Seat, zone: HiddenZone, age: u8, nth: u8 },
}

/// What a question offers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "ask")]
pub enum Ask {
    Cards {
        options: Vec<Pick>,
        min: usize,
        max: usize,
    },
    Colors {
        options: Vec<Color>,
        min: usize,
        max: usize,
    },
    Player {
        options: Vec<Seat>,
    },
    YesNo,
    Value {
        options: Vec<u8>,
    },
    Order {
        cards: Vec<Card>,
    },
    /// One of several courses of action, each described by a text.
    Options {
        options: Vec<Text>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Question {
    pub seat: Seat,
    pub text: Text,
    pub ask: Ask,
}

/// An answer, in game terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    Cards(Vec<Card>),
    Colors(Vec<Color>),
    Player(Option<Seat>),
    Yes(bool),
    Value(Option<u8>),
    Order(Vec<Card>),
    /// The index of the chosen course of action.
    Option(Option<usize>),
}

fn card_label(card: Card) -> Text {
    Text::key("innovation-opt-card").card("card", card.id())
}

impl Pick {
    /// The option key: a visible card's is its id (no allocation, as replies
    /// look picks up by key).
    fn key(self) -> Cow<'static, str> {
        match self {
            Pick::Card(c) => Cow::Borrowed(c.id()),
            Pick::Back { owner, zone, age, nth } => Cow::Owned(format!("{}-{owner}-{age}-{nth}", zone.id())),
        }
    }

    fn opt(self) -> Opt {
        match self {
            Pick::Card(c) => Opt::new(self.key(), card_label(c)).with_target(format!("card-{}", c.id())),
            Pick::Back { owner, zone, age, .. } => Opt::new(
                self.key(),
                Text::key(format!("innovation-opt-back-{}", zone.id())).player("player", owner).num("age", age),
            )
            .with_target(format!("{}-{owner}-{age}", zone.id())),
        }
    }
}

impl Question {
    /// What choosing a card (or saying yes) loses, when the question's act
    /// returns or removes it: the option's label names only the card.
    fn consequence(&self) -> Option<Text> {
        let Some(Arg::Text(act)) = self.text.args.get("act") else { return None };
        match act.key.as_ref() {
            "innovation-act-return" | "innovation-act-return-from-hand" => Some(Text::key("innovation-note-return")),
            "innovation-act-remove" => Some(Text::key("innovation-note-remove")),
            _ => None,
        }
    }

    pub fn choice(&self) -> Choice {
        let note = self.consequence();
        let noted = |o: Opt| match &note {
            Some(note) => o.with_note(note.clone()),
            None => o,
        };
        match &self.ask {
            Ask::Cards { options, min, max } => {
                let options: Vec<Opt> = options.iter().map(|p| noted(p.opt())).collect();
                if (*min, *max) == (1, 1) {
                    Choice::One { options }
                } else {
                    Choice::Many { options, min: *min, max: *max }
                }
            }
            Ask::Colors { options, min, max } => {
                let options: Vec<Opt> = options
                    .iter()
                    .map(|c| Opt::new(c.id(), color_text(*c)).with_target(format!("pile-{}-{}", self.seat, c.id())))
                    .collect();
                if (*min, *max) == (1, 1) {
                    Choice::One { options }
                } else {
                    Choice::Many { options, min: *min, max: *max }
                }
            }
            Ask::Player { options } => Choice::One {
                options: options
                    .iter()
                    .map(|s| {
                        Opt::new(s.to_string(), Text::key("innovation-opt-player").player("player", *s))
                            .with_target(format!("player-{s}"))
                    })
                    .collect(),
            },
            Ask::YesNo => Choice::One {
                options: vec![
                    noted(Opt::new("yes", Text::key("innovation-opt-yes"))),
                    Opt::new("no", Text::key("innovation-opt-no")),
                ],
            },
            Ask::Value { options } => Choice::One {
                options: options
                    .iter()
                    .map(|a| Opt::new(a.to_string(), Text::key("innovation-opt-value").num("age", *a)))
                    .collect(),
            },
            Ask::Order { cards } => Choice::Order {
                items: cards
                    .iter()
                    .map(|c| Opt::new(c.id(), card_label(*c)).with_target(format!("card-{}", c.id())))
                    .collect(),
            },
            Ask::Options { options } => Choice::One {
                options: options.iter().enumerate().map(|(i, t)| Opt::new(format!("option-{i}"), t.clone())).collect(),
            },
        }
    }

    /// The reply when there is nothing to decide (no options, or only one answer):
    /// what [`Question::reply`] makes of the answer the platform would force for
    /// [`Question::choice`], worked out without building every option's text
    /// (each question of every fold asks this).
    fn forced(&self, g: &Innovation) -> Option<Reply> {
        let one = |n: usize| forced_range(n, true, 1, 1);
        match &self.ask {
            Ask::Cards { options, min, max } => {
                let range = forced_range(options.len(), (*min, *max) == (1, 1), *min, *max)?;
                options[range].iter().map(|&p| g.resolve(p)).collect::<Option<_>>().map(Reply::Cards)
            }
            Ask::Colors { options, min, max } => {
                let range = forced_range(options.len(), (*min, *max) == (1, 1), *min, *max)?;
                Some(Reply::Colors(options[range].to_vec()))
            }
            Ask::Player { options } => one(options.len()).map(|r| Reply::Player(options[r].first().copied())),
            Ask::YesNo => None,
            Ask::Value { options } => one(options.len()).map(|r| Reply::Value(options[r].first().copied())),
            Ask::Order { cards } => (cards.len() <= 1).then(|| Reply::Order(cards.clone())),
            Ask::Options { options } => one(options.len()).map(|r| Reply::Option((!r.is_empty()).then_some(0))),
        }
    }

    /// An answer (already checked against [`Question::choice`] by the platform)
    /// in game terms.
    pub fn reply(&self, g: &Innovation, answer: &Answer) -> Result<Reply, Halt> {
        let bad = || Halt::Invalid(Text::key("innovation-error-answer"));
        let keys: Vec<&String> = match answer {
            Answer::One(k) => vec![k],
            Answer::Many(ks) | Answer::Order(ks) => ks.iter().collect(),
            Answer::Number(_) | Answer::Standing { .. } | Answer::TakeBack => return Err(bad()),
        };
        match &self.ask {
            Ask::Cards { options, .. } => {
                let mut cards = Vec::new();
                for k in keys {
                    let pick = options.iter().find(|p| p.key() == k.as_str()).ok_or_else(bad)?;
                    cards.push(g.resolve(*pick).ok_or_else(bad)?);
                }
                Ok(Reply::Cards(cards))
            }
            Ask::Colors { options, .. } => keys
                .into_iter()
                .map(|k| Color::from_id(k).filter(|c| options.contains(c)).ok_or_else(bad))
                .collect::<Result<_, _>>()
                .map(Reply::Colors),
            Ask::Player { options } => {
                let seat = keys.first().and_then(|k| k.parse::<Seat>().ok()).filter(|s| options.contains(s));
                seat.map(|s| Reply::Player(Some(s))).ok_or_else(bad)
            }
            Ask::YesNo => match keys.first().map(|k| k.as_str()) {
                Some("yes") => Ok(Reply::Yes(true)),
                Some("no") => Ok(Reply::Yes(false)),
                _ => Err(bad()),
            },
            Ask::Value { options } => {
                let v = keys.first().and_then(|k| k.parse::<u8>().ok()).filter(|v| options.contains(v));
                v.map(|v| Reply::Value(Some(v))).ok_or_else(bad)
            }
            Ask::Order { cards } => keys
                .into_iter()
                .map(|k| Card::from_id(k).filter(|c| cards.contains(c)).ok_or_else(bad))
                .collect::<Result<_, _>>()
                .map(Reply::Order),
            Ask::Options { options } => {
                let i = keys.first().and_then(|k| k.strip_prefix("option-")).and_then(|i| i.parse::<usize>().ok());
                i.filter(|&i| i < options.len()).map(|i| Reply::Option(Some(i))).ok_or_else(bad)
            }
        }
    }
}

impl Innovation {
    /// The card a pick stands for now.
    fn resolve(&self, pick: Pick) -> Option<Card> {
        match pick {
            Pick::Card(c) => Some(c),
            Pick::Back { owner, zone, age, nth } => {
                let p = self.players.get(owner)?;
                let cards = match zone {
                    HiddenZone::Hand => &p.hand,
                    HiddenZone::Score => &p.score_pile,
                };
                cards.iter().copied().filter(|c| c.age() == age).nth(nth as usize)
            }
        }
    }

    /// Face-down picks for every card in `owner`'s hand or score pile, lowest age
    /// first: what a player who cannot see them may choose from.
    pub fn backs(&self, owner: Seat, zone: HiddenZone) -> Vec<Pick> {
        let p = &self.players[owner];
        let cards = match zone {
            HiddenZone::Hand => &p.hand,
            HiddenZone::Score => &p.score_pile,
        };
        let mut picks = Vec::new();
        for age in 1..=10u8 {
            let n = cards.iter().filter(|c| c.age() == age).count();
            picks.extend((0..n).map(|nth| Pick::Back { owner, zone, age, nth: nth as u8 }));
        }
        picks
    }

    /// The open question of the dogma being executed, if any.
    pub fn question(&self) -> Option<&Question> {
        match self.stack.last() {
            Some(Frame::Call(c)) => c.question.as_ref(),
            _ => None,
        }
    }

    /// Start a dogma of `card` for `activator` (the Dogma action).
    pub(crate) fn start_dogma(&mut self, activator: Seat, card: Card) -> Result<(), Halt> {
        let effects = cards::effects(card);
        let icon = card.info().dogma;
        let counts: Vec<u32> = (0..self.seats()).map(|s| self.icon_count(s, icon)).collect();
        let mine = counts[activator];
        let mut queue = Vec::new();
        for (i, effect) in effects.iter().enumerate() {
            let demand = effect.is_demand();
            for p in self.others(activator) {
                let takes_part =
                    if demand { self.is_opponent(activator, p) && counts[p] < mine } else { counts[p] >= mine };
                if takes_part {
                    queue.push(Slot { effect: i as u8, player: p, demand });
                }
            }
            if !demand {
                queue.push(Slot { effect: i as u8, player: activator, demand });
            }
        }
        let card_arg = Arg::Card(card.id().into());
        let (icon_arg, n) = (Arg::Icon(icon.id().into()), Arg::Number(mine.into()));
        self.log.push(LogEntry::all(Text::with_args(
            "innovation-log-dogma",
            [("card", card_arg), ("icon", icon_arg), ("n", n), ("player", Arg::Player(activator))],
        )));
        let tally = vec![0; self.seats()];
        self.stack.push(Frame::Dogma(Dogma {
            card,
            activator,
            nested: false,
            queue,
            next: 0,
            flag: false,
            tally,
            bonus: false,
        }));
        Ok(())
    }

    /// Run the dogma on the stack until it asks a question or ends. `reply`
    /// answers the open question.
    pub(crate) fn run(&mut self, reply: Option<Reply>) -> Result<(), Halt> {
        match self.resume(reply) {
            Err(Halt::DogmaComplete) => {
                self.stack.clear();
                Ok(())
            }
            other => other,
        }
    }

    fn resume(&mut self, mut reply: Option<Reply>) -> Result<(), Halt> {
        while let Some(frame) = self.stack.pop() {
            match frame {
                Frame::Dogma(mut d) => {
                    let Some(slot) = d.queue.get(d.next).copied() else {
                        if !d.nested && d.bonus {
                            self.log.push(LogEntry::all(
                                Text::key("innovation-log-sharing-bonus").player("player", d.activator),
                            ));
                            let age = self.draw_age(d.activator);
                            self.draw(d.activator, age)?;
                        }
                        continue;
                    };
                    d.next += 1;
                    let call = Call {
                        card: d.card,
                        effect: slot.effect,
                        player: slot.player,
                        activator: d.activator,
                        demand: slot.demand,
                        step: FIRST_STEP,
                        vars: Vec::new(),
                        cards: Vec::new(),
                        question: None,
                        changes_before: self.changes,
                        for_bonus: !d.nested
                            && !slot.demand
                            && slot.player != d.activator
                            && self.is_opponent(slot.player, d.activator),
                    };
                    if slot.player != d.activator {
                        let key = if slot.demand { "innovation-log-demand" } else { "innovation-log-share" };
                        let (activator, card) = (Arg::Player(d.activator), Arg::Card(d.card.id().into()));
                        let args = [("activator", activator), ("card", card), ("player", Arg::Player(slot.player))];
                        self.log.push(LogEntry::all(Text::with_args(key, args)));
                    }
                    self.stack.push(Frame::Dogma(d));
                    self.stack.push(Frame::Call(call));
                }
                Frame::Call(mut call) => {
                    if call.question.is_some() && reply.is_none() {
                        self.stack.push(Frame::Call(call));
                        return Ok(());
                    }
                    call.question = None;
                    let run = cards::effects(call.card)
                        .get(call.effect as usize)
                        .map(|e| e.run())
                        .ok_or(Halt::Invalid(Text::key("innovation-error-no-effect")))?;
                    let mut fx = EffectContext {
                        player: call.player,
                        activator: call.activator,
                        card: call.card,
                        g: self,
                        call: &mut call,
                        reply: reply.take(),
                        nested: None,
                    };
                    let flow = run(&mut fx)?;
                    let nested = fx.nested.take();
                    if flow.0 == Next::Done {
                        self.finish_call(&call)?;
                        continue;
                    }
                    let player = call.player;
                    let forced = call.question.as_ref().and_then(|q| q.forced(self));
                    let waiting = call.question.is_some();
                    self.stack.push(Frame::Call(call));
                    if let Some(card) = nested {
                        let queue = cards::effects(card)
                            .iter()
                            .enumerate()
                            .filter(|(_, e)| !e.is_demand())
                            .map(|(i, _)| Slot { effect: i as u8, player, demand: false })
                            .collect();
                        self.log.push(LogEntry::all(
                            Text::key("innovation-log-execute").player("player", player).card("card", card.id()),
                        ));
                        let tally = vec![0; self.seats()];
                        self.stack.push(Frame::Dogma(Dogma {
                            card,
                            activator: player,
                            nested: true,
                            queue,
                            next: 0,
                            flag: false,
                            tally,
                            bonus: false,
                        }));
                    } else if forced.is_some() {
                        reply = forced;
                    } else if waiting {
                        return Ok(());
                    }
                }
            }
        }
        Ok(())
    }

    fn finish_call(&mut self, call: &Call) -> Result<(), Halt> {
        if call.for_bonus
            && self.changes != call.changes_before
            && let Some(Frame::Dogma(d)) = self.stack.last_mut()
        {
            d.bonus = true;
        }
        for seat in 0..self.seats() {
            while let Some(&card) = self.players[seat].revealed.first() {
                self.keep(seat, card)?;
            }
        }
        Ok(())
    }

    /// The innermost dogma being executed.
    fn dogma_mut(&mut self) -> Option<&mut Dogma> {
        self.stack.iter_mut().rev().find_map(|f| match f {
            Frame::Dogma(d) => Some(d),
            Frame::Call(_) => None,
        })
    }
}

/// What an effect function works with: the game (through `Deref`, so every query
/// and primitive of [`Innovation`] is at hand), who executes the effect
/// (`player`, the "you" of the card text), who activated the dogma (`activator`,
/// the "I"/"me" of a demand), its memory between steps, and the answer to its last
/// question.
pub struct EffectContext<'a> {
    pub player: Seat,
    pub activator: Seat,
    pub card: Card,
    g: &'a mut Innovation,
    call: &'a mut Call,
    reply: Option<Reply>,
    nested: Option<Card>,
}

impl Deref for EffectContext<'_> {
    type Target = Innovation;
    fn deref(&self) -> &Innovation {
        self.g
    }
}

impl DerefMut for EffectContext<'_> {
    fn deref_mut(&mut self) -> &mut Innovation {
        self.g
    }
}

impl EffectContext<'_> {
    /// Where the effect resumes: [`FIRST_STEP`] on the first call, then the
    /// `next` of the last question.
    pub fn step(&self) -> Step {
        self.call.step
    }

    /// A number remembered between steps (0 until set).
    pub fn var(&self, i: usize) -> i64 {
        self.call.vars.get(i).copied().unwrap_or(0)
    }

    pub fn set_var(&mut self, i: usize, value: i64) {
        if self.call.vars.len() <= i {
            self.call.vars.resize(i + 1, 0);
        }
        self.call.vars[i] = value;
    }

    /// Cards remembered between steps.
    pub fn remembered(&self) -> &[Card] {
        &self.call.cards
    }

    pub fn remember(&mut self, cards: Vec<Card>) {
        self.call.cards = cards;
    }

    fn ask(&mut self, seat: Seat, next: Step, text: Text, ask: Ask) -> EffectResult {
        self.call.step = next;
        self.call.question = Some(Question { seat, text, ask });
        Ok(Flow(Next::Wait))
    }

    /// Ask `seat` to choose between `min` and `max` of `options` (both clamped to
    /// the number of options); resume at step `next` and read [`EffectContext::chosen_cards`].
    /// With nothing to decide, nobody is asked and the effect resumes at once.
    pub fn ask_cards(
        &mut self,
        seat: Seat,
        next: Step,
        text: Text,
        options: Vec<Card>,
        min: usize,
        max: usize,
    ) -> EffectResult {
        self.ask_picks(seat, next, text, options.into_iter().map(Pick::Card).collect(), min, max)
    }

    /// Like [`EffectContext::ask_cards`], for options that may include face-down cards.
    pub fn ask_picks(
        &mut self,
        seat: Seat,
        next: Step,
        text: Text,
        options: Vec<Pick>,
        min: usize,
        max: usize,
    ) -> EffectResult {
        let (min, max) = clamp(min, max, options.len());
        self.ask(seat, next, text, Ask::Cards { options, min, max })
    }

    /// Ask `seat` to choose among `options`, cards of their own, with the usual
    /// "choose … to {act}" text.
    fn ask_own_cards(
        &mut self,
        seat: Seat,
        next: Step,
        act: Act,
        options: Vec<Card>,
        min: usize,
        max: usize,
    ) -> EffectResult {
        let (lo, hi) = clamp(min, max, options.len());
        let text = self.cards_text(act, lo, hi);
        self.ask_cards(seat, next, text, options, min, max)
    }

    /// Ask `seat` to choose `min`..=`max` cards of their own hand that pass `keep`
    /// (all: `|_| true`), with the usual "choose … to {act}" text.
    pub fn ask_hand(
        &mut self,
        seat: Seat,
        next: Step,
        act: Act,
        keep: impl Fn(Card) -> bool,
        min: usize,
        max: usize,
    ) -> EffectResult {
        let options: Vec<Card> = self.hand(seat).iter().copied().filter(|&c| keep(c)).collect();
        self.ask_own_cards(seat, next, act, options, min, max)
    }

    /// Ask `seat` to choose among their own top cards that pass `keep`.
    pub fn ask_top_cards(
        &mut self,
        seat: Seat,
        next: Step,
        act: Act,
        keep: impl Fn(Card) -> bool,
        min: usize,
        max: usize,
    ) -> EffectResult {
        let options: Vec<Card> = self.tops(seat).into_iter().filter(|&c| keep(c)).collect();
        self.ask_own_cards(seat, next, act, options, min, max)
    }

    /// Ask `seat` to choose among the cards of their own score pile that pass `keep`.
    pub fn ask_score_pile(
        &mut self,
        seat: Seat,
        next: Step,
        act: Act,
        keep: impl Fn(Card) -> bool,
        min: usize,
        max: usize,
    ) -> EffectResult {
        let options: Vec<Card> = self.score_pile(seat).iter().copied().filter(|&c| keep(c)).collect();
        self.ask_own_cards(seat, next, act, options, min, max)
    }

    /// Ask `seat` to choose between `min` and `max` colours of `options`; read
    /// [`EffectContext::chosen_colors`] or [`EffectContext::chosen_color`].
    pub fn ask_colors(
        &mut self,
        seat: Seat,
        next: Step,
        text: Text,
        options: Vec<Color>,
        min: usize,
        max: usize,
    ) -> EffectResult {
        let max = max.min(options.len());
        let min = min.min(max);
        self.ask(seat, next, text, Ask::Colors { options, min, max })
    }

    /// Ask `seat` to choose a player; read [`EffectContext::chosen_player`] (None when
    /// `options` was empty).
    pub fn ask_player(&mut self, seat: Seat, next: Step, text: Text, options: Vec<Seat>) -> EffectResult {
        self.ask(seat, next, text, Ask::Player { options })
    }

    /// Ask `seat` yes or no; read [`EffectContext::said_yes`].
    pub fn ask_yes_no(&mut self, seat: Seat, next: Step, text: Text) -> EffectResult {
        self.ask(seat, next, text, Ask::YesNo)
    }

    /// Ask `seat` to choose a value (age); read [`EffectContext::chosen_value`].
    pub fn ask_value(&mut self, seat: Seat, next: Step, text: Text, options: Vec<u8>) -> EffectResult {
        self.ask(seat, next, text, Ask::Value { options })
    }

    /// Ask `seat` to put `cards` in an order (first = first); read
    /// [`EffectContext::chosen_order`].
    pub fn ask_order(&mut self, seat: Seat, next: Step, text: Text, cards: Vec<Card>) -> EffectResult {
        self.ask(seat, next, text, Ask::Order { cards })
    }

    /// Ask `seat` to pick one of several courses of action, each described by a
    /// text; read [`EffectContext::chosen_option`] (the index).
    pub fn ask_option(&mut self, seat: Seat, next: Step, text: Text, options: Vec<Text>) -> EffectResult {
        self.ask(seat, next, text, Ask::Options { options })
    }

    /// Execute each non-demand effect of `card` for this effect's player alone (no
    /// sharing, no demands), then resume at step `next`.
    pub fn execute_non_demands(&mut self, card: Card, next: Step) -> EffectResult {
        self.call.step = next;
        self.nested = Some(card);
        Ok(Flow(Next::Wait))
    }

    /// The cards chosen in answer to the last question (in answer order).
    pub fn chosen_cards(&self) -> Vec<Card> {
        match &self.reply {
            Some(Reply::Cards(c) | Reply::Order(c)) => c.clone(),
            _ => Vec::new(),
        }
    }

    pub fn chosen_card(&self) -> Option<Card> {
        self.chosen_cards().first().copied()
    }

    pub fn chosen_colors(&self) -> Vec<Color> {
        match &self.reply {
            Some(Reply::Colors(c)) => c.clone(),
            _ => Vec::new(),
        }
    }

    pub fn chosen_color(&self) -> Option<Color> {
        self.chosen_colors().first().copied()
    }

    pub fn chosen_player(&self) -> Option<Seat> {
        match self.reply {
            Some(Reply::Player(p)) => p,
            _ => None,
        }
    }

    pub fn said_yes(&self) -> bool {
        self.reply == Some(Reply::Yes(true))
    }

    pub fn chosen_value(&self) -> Option<u8> {
        match self.reply {
            Some(Reply::Value(v)) => v,
            _ => None,
        }
    }

    pub fn chosen_order(&self) -> Vec<Card> {
        self.chosen_cards()
    }

    /// The index of the course of action chosen with [`EffectContext::ask_option`].
    pub fn chosen_option(&self) -> Option<usize> {
        match self.reply {
            Some(Reply::Option(i)) => i,
            _ => None,
        }
    }

    /// The memory flag shared by this dogma's effects ("a card was transferred
    /// due to the demand").
    pub fn dogma_flag(&mut self) -> bool {
        self.g.dogma_mut().is_some_and(|d| d.flag)
    }

    pub fn set_dogma_flag(&mut self) {
        if let Some(d) = self.g.dogma_mut() {
            d.flag = true;
        }
    }

    /// A per-seat count shared by this dogma's effects.
    pub fn tally(&mut self, seat: Seat) -> i64 {
        self.g.dogma_mut().and_then(|d| d.tally.get(seat).copied()).unwrap_or(0)
    }

    pub fn add_tally(&mut self, seat: Seat, n: i64) {
        if let Some(t) = self.g.dogma_mut().and_then(|d| d.tally.get_mut(seat)) {
            *t += n;
        }
    }

    /// `seat` (with their partner) wins now, by this card's effect.
    pub fn win_now(&mut self, seat: Seat) -> EffectResult {
        let card = self.card;
        Err(self.g.win(seat, card))
    }

    /// The dogma action is complete at once: no further effects, no bonus.
    pub fn complete_dogma(&mut self) -> EffectResult {
        Err(Halt::DogmaComplete)
    }

    /// "`card`: choose {count} to {act}." — the usual card question.
    pub fn cards_text(&self, act: Act, min: usize, max: usize) -> Text {
        // Asked (and so built) on every fold: arguments at once, in name order.
        Text::with_args(
            "innovation-ask-cards",
            [
                ("act", Arg::Text(Box::new(act.text()))),
                ("card", Arg::Card(self.card.id().into())),
                ("count", Arg::Text(Box::new(count_text(min, max)))),
            ],
        )
    }

    /// "`card`: choose a colour to {act}."
    pub fn color_text(&self, act: Act) -> Text {
        let act = Arg::Text(Box::new(act.text()));
        Text::with_args("innovation-ask-color", [("act", act), ("card", Arg::Card(self.card.id().into()))])
    }

    /// "`card`: do you want to {act}?" — for a yes/no question.
    pub fn may_text(&self, act: Text) -> Text {
        let act = Arg::Text(Box::new(act));
        Text::with_args("innovation-ask-may", [("act", act), ("card", Arg::Card(self.card.id().into()))])
    }

    /// "`card`: choose a player."
    pub fn player_text(&self) -> Text {
        Text::key("innovation-ask-player").card("card", self.card.id())
    }

    /// "`card`: choose a value."
    pub fn value_text(&self) -> Text {
        Text::key("innovation-ask-value").card("card", self.card.id())
    }

    /// "`card`: put these cards in order (first = first)."
    pub fn order_text(&self) -> Text {
        Text::key("innovation-ask-order").card("card", self.card.id())
    }

    /// "`card`: choose what to do" — for [`EffectContext::ask_option`].
    pub fn option_text(&self) -> Text {
        Text::key("innovation-ask-option").card("card", self.card.id())
    }
}

/// What a chosen card or colour is for, in question texts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    Meld,
    Tuck,
    Score,
    Return,
    Transfer,
    Keep,
    Reveal,
    Achieve,
    Exchange,
    Remove,
    Execute,
    Splay(super::state::Splay),
}

impl Act {
    pub fn text(self) -> Text {
        // Literal keys: question texts are built on every fold.
        Text::key(match self {
            Act::Splay(dir) => dir.act_key(),
            Act::Meld => "innovation-act-meld",
            Act::Tuck => "innovation-act-tuck",
            Act::Score => "innovation-act-score",
            Act::Return => "innovation-act-return",
            Act::Transfer => "innovation-act-transfer",
            Act::Keep => "innovation-act-keep",
            Act::Reveal => "innovation-act-reveal",
            Act::Achieve => "innovation-act-achieve",
            Act::Exchange => "innovation-act-exchange",
            Act::Remove => "innovation-act-remove",
            Act::Execute => "innovation-act-execute",
        })
    }
}

/// Which of `n` options the forced answer of a question takes, as
/// [`Choice::forced_answer`] decides it: of a choice of one (`one`), the only
/// option or nothing when there is none; of `min..=max`, none when none may be
/// chosen, all when all must be. None when there is something to decide.
fn forced_range(n: usize, one: bool, min: usize, max: usize) -> Option<std::ops::Range<usize>> {
    match (one, n) {
        (true, 0 | 1) => Some(0..n),
        (true, _) => None,
        (false, _) if max == 0 => Some(0..0),
        (false, _) => (min == n && max >= min).then_some(0..n),
    }
}

/// `min..=max` choices out of `n` options, doing as much as one can: never more
/// than there are.
fn clamp(min: usize, max: usize, n: usize) -> (usize, usize) {
    let max = max.min(n);
    (min.min(max), max)
}

/// "a card", "2 cards", "up to 3 cards", "1 to 3 cards".
pub fn count_text(min: usize, max: usize) -> Text {
    match (min, max) {
        (1, 1) => Text::key("innovation-count-one"),
        (a, b) if a == b => Text::with_args("innovation-count-exactly", [("n", Arg::number(b))]),
        (0, b) => Text::with_args("innovation-count-up-to", [("n", Arg::number(b))]),
        (a, b) => Text::with_args("innovation-count-range", [("max", Arg::number(b)), ("min", Arg::number(a))]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::{Table, cards};

    /// The reply of the answer the platform forces for the question's prompt.
    fn forced_by_the_prompt(q: &Question, g: &Innovation) -> Option<Reply> {
        let choice = q.choice();
        if let Choice::One { options } = &choice
            && options.is_empty()
        {
            return Some(match q.ask {
                Ask::Value { .. } => Reply::Value(None),
                Ask::Cards { .. } => Reply::Cards(vec![]),
                Ask::Colors { .. } => Reply::Colors(vec![]),
                Ask::Options { .. } => Reply::Option(None),
                _ => Reply::Player(None),
            });
        }
        choice.forced_answer().and_then(|a| q.reply(g, &a).ok())
    }

    #[test]
    fn a_forced_reply_is_the_reply_to_the_prompts_forced_answer() {
        let mut t = Table::new(3);
        t.hand(1, &["Pottery", "Tools", "Archery"]);
        let g = &t.g;
        let picks = |n: usize| {
            let mut p: Vec<Pick> = cards(&["Oars", "Writing"]).into_iter().map(Pick::Card).collect();
            p.extend(g.backs(1, HiddenZone::Hand));
            p.push(Pick::Back { owner: 2, zone: HiddenZone::Score, age: 3, nth: 0 }); // names no card
            p.truncate(n);
            p
        };
        let mut asks = vec![Ask::YesNo];
        for n in 0..=6 {
            for (min, max) in [(0, 0), (1, 1), (0, 1), (1, 2), (2, 2), (0, 9), (n, n), (n, n + 1), (n + 1, n)] {
                asks.push(Ask::Cards { options: picks(n), min, max });
                let colors = Color::ALL.into_iter().take(n).collect();
                asks.push(Ask::Colors { options: colors, min, max });
            }
            asks.push(Ask::Player { options: (0..n).collect() });
            asks.push(Ask::Value { options: (1..=n as u8).collect() });
            asks.push(Ask::Order { cards: cards(&["Oars", "Writing", "Tools"]).into_iter().take(n).collect() });
            asks.push(Ask::Options { options: (0..n).map(|_| Text::key("innovation-act-meld")).collect() });
        }
        for ask in asks {
            let q = Question { seat: 0, text: Text::key("innovation-ask-option"), ask };
            assert_eq!(q.forced(g), forced_by_the_prompt(&q, g), "{:?}", q.ask);
        }
    }
}
