//! Tests of the Dominion rules: conformance, every card's effect, the turn and the
//! end of the game, and the hidden-information table.

mod cards;
mod conformance;
mod hidden;
mod hinterlands;
mod rules;
mod seaside;
mod takeback;

use super::cards::{Card, KINGDOM};
use super::state::{Dominion, Phase};
use super::{DominionOptions, Game};
use engine::{Answer, Choice, GameRng, LogEntry, Prompt, RuleError, Seat, Viewer};

use Card::*;

/// A table set up for a test: the kingdom holds `kingdom` (filled up to 10 from
/// the other kingdom cards), every zone starts empty, and it is seat 0's Action
/// phase with 1 action, 1 buy and no coins.
pub struct Table {
    pub g: Dominion,
    pub rng: GameRng,
    pub log: Vec<LogEntry>,
}

impl Table {
    pub fn new(seats: usize, kingdom: &[Card]) -> Table {
        let mut cards: Vec<Card> = kingdom.to_vec();
        for c in KINGDOM {
            if cards.len() < 10 && !cards.contains(&c) {
                cards.push(c);
            }
        }
        let opts = DominionOptions {
            kingdom: "chosen".into(),
            cards: cards.iter().map(|c| c.id().to_string()).collect(),
            show_vp: false,
            sets: Vec::new(),
        };
        let mut g = Dominion::setup(seats, &opts, &mut GameRng::from_u64(7)).unwrap();
        for p in &mut g.players {
            p.hand.clear();
            p.deck.take_all();
            p.discard.take_all();
        }
        g.turn = super::state::Turn::start(0, 1);
        g.stack.clear();
        Table { g, rng: GameRng::from_u64(11), log: Vec::new() }
    }

    pub fn hand(&mut self, seat: Seat, cards: &[Card]) -> &mut Self {
        let mut h = cards.to_vec();
        h.sort();
        self.g.players[seat].hand = h;
        self
    }

    /// The deck, top card first.
    pub fn deck(&mut self, seat: Seat, top_first: &[Card]) -> &mut Self {
        self.g.players[seat].deck = top_first.iter().rev().copied().collect::<Vec<_>>().into();
        self
    }

    /// The discard pile, top card first.
    pub fn discard(&mut self, seat: Seat, top_first: &[Card]) -> &mut Self {
        self.g.players[seat].discard = top_first.iter().rev().copied().collect::<Vec<_>>().into();
        self
    }

    pub fn try_answer(&mut self, seat: Seat, answer: Answer) -> Result<(), RuleError> {
        let log = self.g.apply(seat, &answer, &mut self.rng)?;
        self.log.extend(log);
        Ok(())
    }

    pub fn answer(&mut self, seat: Seat, answer: Answer) -> &mut Self {
        if let Err(e) = self.try_answer(seat, answer.clone()) {
            panic!("seat {seat} answering {answer:?}: {e}; prompts: {:#?}", self.g.prompts());
        }
        self
    }

    /// `seat` sets a standing order (through the rules, as the platform would).
    pub fn standing(&mut self, seat: Seat, order: &str, choice: &str) -> &mut Self {
        let log = self.g.set_standing_order(seat, order, choice).unwrap();
        self.log.extend(log);
        self
    }

    pub fn one(&mut self, seat: Seat, key: &str) -> &mut Self {
        self.answer(seat, Answer::one(key))
    }

    pub fn many(&mut self, seat: Seat, keys: &[&str]) -> &mut Self {
        self.answer(seat, Answer::many(keys.iter().copied()))
    }

    /// Seat 0 plays a card from hand (an Action in the Action phase).
    pub fn play(&mut self, card: Card) -> &mut Self {
        self.one(0, &format!("play:{}", card.id()))
    }

    /// `seat` plays a card from hand (an Action in their own Action phase).
    pub fn play_as(&mut self, seat: Seat, card: Card) -> &mut Self {
        self.one(seat, &format!("play:{}", card.id()))
    }

    pub fn prompt(&self, seat: Seat) -> Option<Prompt> {
        self.g.prompts().into_iter().find(|p| p.seat == seat)
    }

    pub fn prompted(&self) -> Vec<Seat> {
        self.g.prompts().iter().map(|p| p.seat).collect()
    }

    /// The option keys of a seat's prompt.
    pub fn keys(&self, seat: Seat) -> Vec<String> {
        self.prompt(seat).map(|p| p.choice.options().iter().map(|o| o.key.to_string()).collect()).unwrap_or_default()
    }

    pub fn choice(&self, seat: Seat) -> Choice {
        self.prompt(seat).expect("a prompt").choice
    }

    pub fn hand_of(&self, seat: Seat) -> Vec<Card> {
        self.g.players[seat].hand.clone()
    }

    /// The deck, top card first.
    pub fn deck_of(&self, seat: Seat) -> Vec<Card> {
        self.g.players[seat].deck.iter().rev().copied().collect()
    }

    /// The discard pile, top card first.
    pub fn discard_of(&self, seat: Seat) -> Vec<Card> {
        self.g.players[seat].discard.iter().rev().copied().collect()
    }

    pub fn in_play(&self, seat: Seat) -> Vec<Card> {
        self.g.players[seat].in_play.clone()
    }

    pub fn set_supply(&mut self, card: Card, count: u32) -> &mut Self {
        let pile = self.g.supply.iter_mut().find(|p| p.card == card);
        pile.unwrap_or_else(|| panic!("{card:?} is not in this kingdom")).count = count;
        self
    }

    pub fn phase(&self) -> Phase {
        self.g.turn.phase
    }

    /// Whether any log entry for `viewer` has `key`.
    pub fn logged(&self, key: &str, viewer: Viewer) -> bool {
        self.log.iter().any(|l| l.text.key == key && l.visible_to(viewer))
    }
}

/// Sorted copy, for comparing multisets.
pub fn sorted(cards: &[Card]) -> Vec<Card> {
    let mut v = cards.to_vec();
    v.sort();
    v
}

/// `n` copies of a card.
pub fn n_of(card: Card, n: usize) -> Vec<Card> {
    vec![card; n]
}

pub const FIVE_COPPERS: [Card; 5] = [Copper; 5];
