//! The planning sitter against the baseline sitter and random players on fixed
//! seeds, and a scripted position where it must gather before it can win.

use super::super::balance::{Bot, duel};
use super::super::flow::{ActionRef, Q};
use super::super::sitter::{self, Picks};
use super::rules::{quiet, sector};
use super::*;

const PLANNER: Bot = Bot::Planner(Picks::Valued);

#[test]
fn the_planner_beats_the_baseline_sitter_in_most_two_player_games() {
    let (won, tied, lost) = duel(PLANNER, Bot::Baseline, 0, 100).unwrap();
    println!("planner vs baseline: {won} won, {tied} tied, {lost} lost");
    assert!(won >= 70, "{won} won, {tied} tied, {lost} lost of 100");
}

#[test]
fn the_planner_beats_random_players() {
    let (won, tied, lost) = duel(PLANNER, Bot::Random, 1000, 100).unwrap();
    println!("planner vs random: {won} won, {tied} tied, {lost} lost");
    assert!(won >= 95, "{won} won, {tied} tied, {lost} lost of 100");
}

/// Let the planner answer every question of `seat` until none is left.
fn planner_answers(g: &mut Voidfall, seat: Seat) {
    let mut rng = rng();
    for _ in 0..20 {
        let Some(p) = g.prompts().into_iter().find(|p| p.seat == seat) else { return };
        let answer = sitter::planned(g, &p, &mut rng, Picks::Valued).expect("an answer");
        g.apply(seat, &answer, &mut rng).unwrap();
    }
    panic!("the planner kept answering");
}

#[test]
fn the_planner_gathers_fleets_then_wins_an_invasion_it_could_not_win_at_once() {
    // Seat 0 holds two sectors in a row next to a Voidborn sector with 2
    // fleets and a defense: the front sector's corvette cannot take it, the 4
    // behind are out of reach. Every other neighbour is a
    // strong Voidborn sector, so taking the target is the one gain in reach.
    let mut g = quiet(2);
    let seat = 0;
    let target = sector(&g, "core");
    let front = g.adjacent(target).iter().copied().find(|s| g.sectors[*s].home_of.is_none()).unwrap();
    let back = g
        .adjacent(front)
        .iter()
        .copied()
        .find(|s| *s != target && !g.adjacent(target).contains(s) && g.sectors[*s].home_of.is_none())
        .unwrap();
    let neighbours: Vec<usize> = g.adjacent(front).iter().chain(g.adjacent(back)).copied().collect();
    for s in neighbours {
        let sec = &mut g.sectors[s];
        if sec.home_of.is_none() && s != front && s != back {
            sec.voidborn = 8;
            sec.corrupt = true;
            sec.fallen = None;
            sec.power = vec![[0; 5]; 2];
            sec.installations = vec![Built { kind: Installation::Defense, printed: false }; 2];
            sec.installation_spaces = sec.installation_spaces.max(2);
        }
    }
    for (s, corvettes) in [(front, 1), (back, 4)] {
        let sec = &mut g.sectors[s];
        sec.voidborn = 0;
        sec.corrupt = false;
        sec.fallen = None;
        sec.ever_controlled = true;
        sec.power = vec![[0; 5]; 2];
        sec.power[seat][Model::Corvette as usize] = corvettes;
    }
    let t = &mut g.sectors[target];
    (t.voidborn, t.corrupt, t.fallen, t.power) = (2, true, None, vec![[0; 5]; 2]);
    t.installation_spaces = t.installation_spaces.max(1);
    t.installations = vec![Built { kind: Installation::Defense, printed: false }];
    g.event = content().events.iter().position(|e| e.absorption == 0);
    g.players[seat].tracks = [0; 3];
    let conquest = content().focus.iter().position(|f| f.id == "conquest").unwrap();
    let engage = ActionRef::Focus(conquest, 0);
    let needed = g.power_needed(seat, target).unwrap();
    assert!((2..=4).contains(&needed), "the front alone cannot win, both together can: {needed}");

    // First Engage: it gathers instead of attacking. (The other seat's
    // question after it keeps the game going.)
    g.push_ask(1, Q::Focus);
    g.push_ask(seat, Q::Effects { action: engage, sector: None });
    rules::play_on(&mut g);
    planner_answers(&mut g, seat);
    assert_eq!(g.sectors[target].control(), Control::Voidborn, "no losing attack");
    let next_to_target: u32 = g.adjacent(target).iter().map(|s| g.sectors[*s].power_of(seat)).sum();
    assert!(next_to_target >= needed, "the fleets behind moved up: {next_to_target} of {needed}");
    assert_eq!(g.sectors[back].control(), Control::Player(seat), "without emptying the sector behind");

    // Second Engage: now it invades and wins, keeping the sectors it holds.
    g.asks.clear();
    g.push_ask(1, Q::Focus);
    g.push_ask(seat, Q::Effects { action: engage, sector: None });
    rules::play_on(&mut g);
    planner_answers(&mut g, seat);
    assert_eq!(g.sectors[target].control(), Control::Player(seat), "the gathered fleets take it");
    assert_eq!(g.sectors[front].control(), Control::Player(seat), "the front sector is kept");
    assert_eq!(g.sectors[back].control(), Control::Player(seat), "the sector behind is kept");
}

#[test]
fn rotated_picks_give_every_seat_every_house_and_both_origins() {
    let c = content();
    let houses = c.houses.len();
    for seats in [2, 3, 4] {
        for game in 0..2 * houses {
            let bots = vec![Bot::Planner(Picks::Rotated(game)); seats];
            let g = super::super::balance::play(seats, &VoidfallOptions::default(), &bots, game as u64).unwrap();
            for seat in 0..seats {
                let house = (game + seat) % houses;
                assert_eq!(g.players[seat].house, Some(house), "{seats} players, game {game}, seat {seat}");
                let own: Vec<usize> =
                    (0..c.origins.len()).filter(|o| c.origins[*o].house == c.houses[house].id).collect();
                assert_eq!(g.players[seat].origin, Some(own[(game / houses) % own.len()]));
            }
        }
    }
}
