//! Taking back a decision in Dominion, through the platform's check: a Treasure
//! played or an Action that draws nothing may be taken back; a card drawn, a
//! shuffle or an attack that makes another player decide may not.

use super::super::Dominion;
use super::Card::*;
use super::Table;
use engine::registry::registered;
use engine::{Answer, Match, MoveError, Seed};

fn in_match(t: &Table) -> Match {
    Match::with_state(registered::<Dominion>(), t.g.players.len(), Seed::from_label("take-back"), Box::new(t.g.clone()))
}

fn reason(m: &Match) -> String {
    m.may_take_back(0).map_or_else(|t| t.key.to_string(), |()| "allowed".into())
}

/// Seat 0 takes back; the state is the one before `decision`'s answer.
fn takes_back(m: &mut Match, decision: &str) {
    let before = m.digest();
    m.answer(0, &Answer::one(decision)).unwrap();
    assert_eq!(reason(m), "allowed", "after {decision}");
    assert!(m.may_take_back(1).is_err(), "only the seat that decided takes back");
    m.answer(0, &Answer::TakeBack).unwrap();
    assert_eq!(m.digest(), before, "{decision} taken back");
}

fn refuses(m: &mut Match, why: &str) {
    assert_eq!(reason(m), why);
    let (seq, state) = (m.seq(), m.state().to_json());
    assert!(matches!(m.answer(0, &Answer::TakeBack), Err(MoveError::Rule { .. })));
    assert_eq!((m.seq(), m.state().to_json()), (seq, state), "a refused take-back changes nothing");
}

#[test]
fn treasures_and_actions_that_draw_nothing_are_taken_back() {
    let mut t = Table::new(2, &[Festival, Village, Smithy, Cellar, Militia]);
    t.hand(0, &[Festival, Copper, Copper, Silver, Estate]).deck(0, &[Gold, Estate, Copper]);
    let mut m = in_match(&t);
    // With no other Action in hand, the Buy phase follows at once.
    takes_back(&mut m, "play:festival");
    m.answer(0, &Answer::one("play:festival")).unwrap();
    takes_back(&mut m, "play:copper");
    takes_back(&mut m, "treasures");
    // Two in a row, then both back.
    let start = m.digest();
    m.answer(0, &Answer::one("play:copper")).unwrap();
    m.answer(0, &Answer::one("play:silver")).unwrap();
    m.answer(0, &Answer::TakeBack).unwrap();
    m.answer(0, &Answer::TakeBack).unwrap();
    assert_eq!(m.digest(), start);
    // A buy takes a card from the supply in view of all: it may be taken back
    // while the turn goes on. Ending the turn gives the next player a decision
    // (and draws a new hand), so it stands.
    m.answer(0, &Answer::one("treasures")).unwrap();
    takes_back(&mut m, "buy:silver");
    m.answer(0, &Answer::one("buy:silver")).unwrap();
    m.answer(0, &Answer::one("end")).unwrap();
    refuses(&mut m, "letterbox-takeback-others");
}

#[test]
fn a_card_drawn_or_a_shuffle_stands() {
    let mut t = Table::new(2, &[Village, Smithy, Cellar]);
    t.hand(0, &[Village, Copper, Copper, Estate, Estate]).deck(0, &[Gold, Estate, Copper]);
    let mut m = in_match(&t);
    m.answer(0, &Answer::one("play:village")).unwrap();
    refuses(&mut m, "letterbox-takeback-revealed");
    // Cellar: playing it shows nothing yet (the discard is still to choose);
    // the discard draws, and stands.
    let mut t = Table::new(2, &[Village, Smithy, Cellar]);
    t.hand(0, &[Cellar, Copper, Estate, Estate, Copper]).deck(0, &[Gold, Silver, Copper]);
    let mut m = in_match(&t);
    takes_back(&mut m, "play:cellar");
    m.answer(0, &Answer::one("play:cellar")).unwrap();
    let discard = m.prompt_for(0).unwrap().choice.options()[0].key.clone();
    m.answer(0, &Answer::many([discard])).unwrap();
    refuses(&mut m, "letterbox-takeback-revealed");
    // An empty deck is shuffled from the discard pile: randomness drawn.
    let mut t = Table::new(2, &[Village, Smithy, Cellar]);
    t.hand(0, &[Smithy, Copper, Copper, Estate, Estate]).discard(0, &[Gold, Silver, Copper, Estate]);
    let mut m = in_match(&t);
    m.answer(0, &Answer::one("play:smithy")).unwrap();
    refuses(&mut m, "letterbox-takeback-revealed");
}

#[test]
fn an_attack_that_makes_another_player_decide_stands() {
    let mut t = Table::new(2, &[Militia, Village, Smithy]);
    t.hand(0, &[Militia, Copper, Copper, Estate, Estate]);
    t.hand(1, &[Copper, Copper, Estate, Estate, Silver]);
    let mut m = in_match(&t);
    m.answer(0, &Answer::one("play:militia")).unwrap();
    assert!(m.prompt_for(1).is_some(), "seat 1 chooses its discards");
    refuses(&mut m, "letterbox-takeback-others");
}
