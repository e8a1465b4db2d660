//! The end: triggered by the influence supply or by role stacks (one with 2–3
//! players, two with 4 players or in the extended 3-player game), then the
//! round is finished so everyone has had as many turns.

use super::*;
use crate::cards::Stack;

/// A plain turn in a blank game (no planets): lead `role`, decline every boost,
/// follow and discard. Returns whether the game is over after it.
fn turn(g: &mut EminentDomain, role: &str) -> bool {
    let leader = g.turn.leader;
    if prompt(g, leader).text.key == "eminent-domain-prompt-action" {
        one(g, leader, "skip");
    }
    one(g, leader, role);
    while !g.finished && g.turn.leader == leader {
        let p = g.prompts().remove(0);
        match p.text.key.as_ref() {
            "eminent-domain-prompt-boost" | "eminent-domain-prompt-follow" | "eminent-domain-prompt-discard" => {
                many(g, p.seat, &[]);
            }
            other => panic!("unexpected prompt {other}"),
        }
    }
    g.finished
}

fn stacks(g: &mut EminentDomain, counts: &[(Stack, u32)]) {
    for s in Stack::ALL {
        g.stacks[s.index()] = 5;
    }
    for &(s, n) in counts {
        g.stacks[s.index()] = n;
    }
}

fn reason(g: &EminentDomain) -> Text {
    match g.outcome().unwrap().summary.args.get("reason") {
        Some(engine::Arg::Text(t)) => (**t).clone(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn two_players_end_when_one_stack_is_empty_after_the_round() {
    let mut g = blank(2, 0);
    stacks(&mut g, &[(Stack::ProduceTrade, 1)]);
    start(&mut g);
    assert!(!turn(&mut g, "produce"));
    assert!(g.final_round && g.view(Viewer::Spectator).end_triggered);
    assert!(turn(&mut g, "warfare"), "seat 1 closes the round");
    assert!(g.prompts().is_empty());
    assert_eq!(reason(&g).key, "eminent-domain-end-stacks");
}

#[test]
fn the_last_seat_of_the_round_ends_the_game_at_once() {
    let mut g = blank(2, 1);
    g.first = 0;
    stacks(&mut g, &[(Stack::Warfare, 1)]);
    start(&mut g);
    assert!(turn(&mut g, "warfare"), "seat 1 is last in the round that seat 0 began");
}

#[test]
fn two_players_end_when_the_influence_supply_runs_out() {
    let mut g = blank(2, 0);
    stacks(&mut g, &[]);
    g.influence_supply = 1;
    let i = planet(&mut g, 0, "planet-1-4", true);
    g.players[0].planets[i].filled = vec![true];
    start(&mut g);
    assert!(!turn(&mut g, "trade"));
    assert_eq!((g.influence_supply, g.players[0].influence), (0, 1));
    assert!(turn(&mut g, "warfare"));
    assert_eq!(reason(&g).key, "eminent-domain-end-influence");
}

#[test]
fn three_players_end_on_one_stack_finishing_the_round() {
    let mut g = blank(3, 1);
    stacks(&mut g, &[(Stack::Colonize, 1)]);
    start(&mut g);
    assert!(!turn(&mut g, "warfare")); // seat 1
    assert!(!turn(&mut g, "colonize")); // seat 2 empties a stack
    assert!(turn(&mut g, "warfare"), "seat 0 is last in the round");
    assert_eq!(g.turn.number, 3);
}

#[test]
fn three_players_extended_need_two_empty_stacks() {
    let opts = EminentDomainOptions { variant: Variant::Standard, extended: true };
    let mut g = blank_with(3, 0, &opts);
    stacks(&mut g, &[(Stack::Colonize, 1), (Stack::ProduceTrade, 1)]);
    start(&mut g);
    assert!(!turn(&mut g, "colonize"));
    assert!(!g.end_triggered(), "one empty stack is not enough");
    assert!(!turn(&mut g, "warfare"));
    assert!(!turn(&mut g, "warfare"));
    assert!(!turn(&mut g, "produce"));
    assert!(g.end_triggered());
    assert!(!turn(&mut g, "warfare"));
    assert!(turn(&mut g, "warfare"));
    assert_eq!(g.turn.number, 6);
}

#[test]
fn four_players_need_two_empty_stacks() {
    let mut g = blank(4, 0);
    stacks(&mut g, &[(Stack::Colonize, 1), (Stack::ProduceTrade, 1)]);
    start(&mut g);
    assert!(!turn(&mut g, "colonize"));
    for _ in 0..3 {
        assert!(!turn(&mut g, "warfare"));
    }
    assert!(!g.end_triggered());
    assert!(!turn(&mut g, "trade"));
    assert!(g.end_triggered());
    assert!(!turn(&mut g, "warfare"));
    assert!(!turn(&mut g, "warfare"));
    assert!(turn(&mut g, "warfare"));
    assert_eq!(g.turn.number, 8);
}

#[test]
fn four_players_end_by_influence_too() {
    let mut g = blank(4, 2);
    stacks(&mut g, &[]);
    g.influence_supply = 1;
    give(&mut g, 2, &[Card::Tech(tech("tech-1-51"))]);
    start(&mut g);
    one(&mut g, 2, "tech-1-51");
    assert!(g.end_triggered());
    assert!(!turn(&mut g, "warfare")); // seat 2
    assert!(!turn(&mut g, "warfare")); // seat 3
    assert!(!turn(&mut g, "warfare")); // seat 0
    assert!(turn(&mut g, "warfare")); // seat 1, before the first player
}

#[test]
fn the_learning_game_has_no_research_stack_to_run_out() {
    let opts = EminentDomainOptions { variant: Variant::Learning, extended: false };
    let mut g = blank_with(2, 0, &opts);
    assert_eq!(g.stacks[Stack::Research.index()], 0);
    assert!(!g.end_triggered());
    start(&mut g);
    assert!(!keys(&g, 0).contains(&"research".to_string()));
    assert!(!turn(&mut g, "warfare"));
}
