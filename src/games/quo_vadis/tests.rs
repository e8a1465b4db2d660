//! Rules tests: each builds a known position on a set-up game and plays answers
//! through `apply`, checking prompts and results; then the conformance suite.

use super::data::{Kind, Resource, Skill, Terrain};
use super::flow::{Step, Turn};
use super::map::Map;
use super::war::WarStage;
use super::*;
use engine::conformance::{self, Config, random_answer};
use engine::dice::Die;
use engine::i18n::Catalog;
use engine::{Arg, Choice};
use serde_json::json;

fn rng() -> GameRng {
    GameRng::from_u64(7)
}

fn opts(devotion: bool, custom: bool) -> QuoVadisOptions {
    QuoVadisOptions {
        devotion,
        boards: if custom { Boards::Custom } else { Boards::Standard },
        ..QuoVadisOptions::default()
    }
}

/// A game whose setup decisions are all taken (first options), at the start of
/// round 1, with an empty board, no resources, empty hands and no skills.
fn ready(seats: usize, o: &QuoVadisOptions) -> QuoVadis {
    let mut g = QuoVadis::setup(seats, o, &mut GameRng::from_u64(1)).unwrap();
    while g.round == 0 {
        let p = g.prompts().remove(0);
        let a = p.choice.forced_answer().unwrap_or_else(|| Answer::One(p.choice.options()[0].key.to_string()));
        g.apply(p.seat, &a, &mut rng()).unwrap();
    }
    for p in &mut g.players {
        p.resources = [0; 3];
        p.hand.clear();
        p.skills.clear();
    }
    g
}

fn race(g: &mut QuoVadis, seat: Seat, id: &str) {
    g.players[seat].race = g.v().race_index(id);
}

fn area(g: &QuoVadis, a: u8, b: u8) -> usize {
    g.map.area_named(g.v(), a, b).unwrap()
}

fn space_key(g: &QuoVadis, s: usize) -> String {
    g.map.space_id(g.v(), s)
}

/// Start `seat`'s turn on `area` at `step`.
fn turn(g: &mut QuoVadis, seat: Seat, area: usize, step: Step) {
    g.turn = Turn::new(seat);
    g.turn.area = area;
    g.step = step;
}

fn prompt(g: &QuoVadis, seat: Seat) -> Prompt {
    g.prompts()
        .into_iter()
        .find(|p| p.seat == seat)
        .unwrap_or_else(|| panic!("seat {seat} has no prompt: {:?}", g.step))
}

fn keys(g: &QuoVadis, seat: Seat) -> Vec<String> {
    prompt(g, seat).choice.options().iter().map(|o| o.key.to_string()).collect()
}

fn one(g: &mut QuoVadis, seat: Seat, key: &str) {
    g.apply(seat, &Answer::one(key), &mut rng()).unwrap_or_else(|e| panic!("{key}: {e}"));
}

fn town(g: &mut QuoVadis, owner: Seat, space: usize, population: u32) {
    g.spaces[space].town = Some(Town { owner, population });
    g.players[owner].towns -= 1;
}

fn worker(g: &mut QuoVadis, seat: Seat, space: usize) {
    g.put_worker(seat, space);
}

// ----- Card actions ------------------------------------------------------------

/// Place `card` from a hand of one card, with `generation` already in the row.
fn place_card(g: &mut QuoVadis, seat: Seat, card: Kind, generation: Vec<Kind>) {
    let a = area(g, 1, 2);
    g.players[seat].hand = vec![card];
    g.players[seat].generations = if generation.is_empty() { vec![] } else { vec![generation] };
    turn(g, seat, a, Step::Card);
    one(g, seat, card.id());
    if !g.players[seat].generations.is_empty() && matches!(g.step, Step::Mode) {
        one(g, seat, "continue");
    }
}

#[test]
fn blessing_labor_miracle_with_one_and_several_actions() {
    let mut g = ready(3, &opts(false, false));
    let s = g.turn.seat;
    // Round 1: N = 1.
    place_card(&mut g, s, Kind::Labor, vec![]);
    assert_eq!(g.players[s].resources, [0, 1, 0]);
    // A continue onto a generation of 2 cards: N = 3; Blessing gives one wrath only.
    place_card(&mut g, s, Kind::Blessing, vec![Kind::Labor, Kind::Miracle]);
    assert_eq!(g.players[s].resources[Resource::Morale.index()], 3);
    assert_eq!(g.players[s].wrath, 1);
    g.players[s].resources = [0; 3];
    place_card(&mut g, s, Kind::Miracle, vec![Kind::Labor, Kind::Labor, Kind::Labor]);
    assert_eq!(g.players[s].resources[Resource::Faith.index()], 4);
    // Gains stop at the maximum (6 on the standard side).
    place_card(&mut g, s, Kind::Miracle, vec![Kind::Labor; 4]);
    assert_eq!(g.players[s].resources[Resource::Faith.index()], 6);
}

#[test]
fn blessing_gives_a_single_wrath_whatever_n() {
    let mut g = ready(3, &opts(false, false));
    let s = g.turn.seat;
    place_card(&mut g, s, Kind::Blessing, vec![Kind::Blessing; 4]);
    assert_eq!(g.players[s].resources[0], 5);
    assert_eq!(g.players[s].wrath, 1);
}

#[test]
fn prosperity_scores_per_action_with_discard_and_convert() {
    let mut g = ready(3, &opts(false, false));
    let s = g.turn.seat;
    let a = area(&g, 1, 2);
    g.players[s].hand = vec![Kind::Labor, Kind::Prosperity];
    g.players[s].resources = [2, 0, 0];
    turn(&mut g, s, a, Step::Card);
    one(&mut g, s, "prosperity");
    // Round 1: one action.
    assert!(matches!(g.step, Step::Prosperity { left: 1 }));
    one(&mut g, s, "convert-morale-food");
    assert_eq!(g.players[s].vp_by[Source::Prosperity as usize], 1);
    assert_eq!(g.players[s].resources[..2], [1, 1]);
    // N = 3 on a continue onto two cards.
    g.players[s].vp = 0;
    g.players[s].vp_by = [0; 7];
    g.players[s].hand = vec![Kind::Labor, Kind::Prosperity];
    g.players[s].generations = vec![vec![Kind::Labor, Kind::Labor]];
    turn(&mut g, s, a, Step::Card);
    one(&mut g, s, "prosperity");
    one(&mut g, s, "continue");
    assert!(matches!(g.step, Step::Prosperity { left: 3 }));
    one(&mut g, s, "discard-labor");
    assert!(g.discard.iter().any(|k| *k == Kind::Labor));
    one(&mut g, s, "vp");
    one(&mut g, s, "vp");
    assert_eq!(g.players[s].vp_by[Source::Prosperity as usize], 3);
}

#[test]
fn revelation_moves_workers_and_a_worker_that_left_stops() {
    let mut g = ready(3, &opts(false, false));
    let s = g.turn.seat;
    let a = area(&g, 1, 2);
    let [s0, _, _] = Map::spaces_of(a);
    worker(&mut g, s, s0);
    g.players[s].hand = vec![Kind::Revelation, Kind::Labor];
    g.players[s].generations = vec![vec![Kind::Labor, Kind::Labor]];
    turn(&mut g, s, a, Step::Card);
    one(&mut g, s, "revelation");
    one(&mut g, s, "continue");
    assert!(matches!(g.step, Step::Revelation { left: 3, .. }));
    // Inside the area the worker can keep moving.
    let inside = format!("{}>{}", space_key(&g, s0), space_key(&g, s0 + 1));
    one(&mut g, s, &inside);
    assert_eq!(g.workers_on(s, s0 + 1), 1);
    let out = g.map.adjacent_spaces(s0 + 1).into_iter().find(|x| Map::area_of(*x) != a);
    if let Some(out) = out {
        let k = format!("{}>{}", space_key(&g, s0 + 1), space_key(&g, out));
        one(&mut g, s, &k);
        // Having left the area, it cannot move again: the card ends (no worker in the area).
        assert_eq!(g.workers_on(s, out), 1);
        assert!(!matches!(g.step, Step::Revelation { .. }));
    }
    // Round 1 (N = 1): one move only.
    let mut g = ready(3, &opts(false, false));
    let s = g.turn.seat;
    worker(&mut g, s, s0);
    g.players[s].hand = vec![Kind::Revelation];
    turn(&mut g, s, a, Step::Card);
    one(&mut g, s, "revelation");
    assert!(matches!(g.step, Step::Revelation { left: 1, .. }));
    one(&mut g, s, &inside);
    assert!(!matches!(g.step, Step::Revelation { .. }));
}

// ----- Wrath of God ----------------------------------------------------------

fn wrath_spaces_max(g: &QuoVadis, seat: Seat) -> usize {
    match prompt(g, seat).choice {
        Choice::Many { max, .. } => max,
        c => panic!("{c:?}"),
    }
}

#[test]
fn wrath_of_god_levels_three_four_five_and_custom_six() {
    for (wrath, spaces) in [(3, 1), (4, 2), (5, 3)] {
        let mut g = ready(3, &opts(false, false));
        let s = g.turn.seat;
        let a = area(&g, 2, 4);
        g.players[s].wrath = wrath;
        turn(&mut g, s, a, Step::Area);
        g.enter_wrath();
        assert_eq!(g.step, Step::WrathOffer);
        one(&mut g, s, "yes");
        assert_eq!(wrath_spaces_max(&g, s), spaces, "wrath {wrath}");
    }
    // With 2 wrath (no Divine Fury) it cannot be called.
    let mut g = ready(3, &opts(false, false));
    let s = g.turn.seat;
    g.players[s].wrath = 2;
    g.enter_wrath();
    assert_eq!(g.step, Step::Population);
    // Custom boards: Frostkin hold 6 wrath; towns lose 2 population.
    let mut g = ready(3, &opts(false, true));
    let s = g.turn.seat;
    let o = (s + 1) % 3;
    race(&mut g, s, "frostkin");
    let a = area(&g, 2, 4);
    let [s0, s1, _] = Map::spaces_of(a);
    town(&mut g, o, s0, 3);
    worker(&mut g, o, s1);
    g.players[s].wrath = 6;
    turn(&mut g, s, a, Step::Area);
    g.enter_wrath();
    one(&mut g, s, "yes");
    assert_eq!(wrath_spaces_max(&g, s), 3);
    let (k0, k1) = (space_key(&g, s0), space_key(&g, s1));
    g.apply(s, &Answer::many([k0, k1]), &mut rng()).unwrap();
    assert_eq!(g.spaces[s0].town.as_ref().unwrap().population, 1);
    assert_eq!(g.workers_on(o, s1), 0);
    assert_eq!(g.players[s].wrath, 0);
    assert_eq!(g.map.tiles[a].token, Some(Terrain::Tundra));
}

#[test]
fn terrain_tokens_replace_and_move_when_the_supply_is_out() {
    let mut g = ready(3, &opts(false, false));
    let s = g.turn.seat;
    race(&mut g, s, "highlanders");
    let a = area(&g, 2, 4);
    g.map.tiles[a].token = Some(Terrain::Desert);
    g.tokens[Terrain::Desert.index()] -= 1;
    g.players[s].wrath = 3;
    turn(&mut g, s, a, Step::WrathOffer);
    one(&mut g, s, "yes");
    let k = space_key(&g, a * 3);
    g.apply(s, &Answer::many([k]), &mut rng()).unwrap();
    assert_eq!(g.map.tiles[a].token, Some(Terrain::Mountains));
    assert_eq!(g.tokens[Terrain::Desert.index()], 3, "the old token returns");
    assert_eq!(g.tokens[Terrain::Mountains.index()], 2);
    // Now every space of 2-4 is mountains: free for Highlanders.
    assert_eq!(g.terrain_food(s, a * 3 + 2), 0);
    // Supply out: the token is taken from another area.
    let mut g = ready(3, &opts(false, false));
    let s = g.turn.seat;
    race(&mut g, s, "highlanders");
    let other = area(&g, 1, 2);
    g.map.tiles[other].token = Some(Terrain::Mountains);
    g.tokens[Terrain::Mountains.index()] = 0;
    g.players[s].wrath = 3;
    turn(&mut g, s, a, Step::WrathOffer);
    one(&mut g, s, "yes");
    let k = space_key(&g, a * 3);
    g.apply(s, &Answer::many([k]), &mut rng()).unwrap();
    assert!(matches!(g.step, Step::TokenSource { .. }));
    assert_eq!(keys(&g, s), vec!["1-2".to_string()]);
    one(&mut g, s, "1-2");
    assert_eq!(g.map.tiles[a].token, Some(Terrain::Mountains));
    assert_eq!(g.map.tiles[other].token, None);
}

// ----- Placement -------------------------------------------------------------

#[test]
fn placement_costs_terrain_food_and_additional_food() {
    let mut g = ready(3, &opts(false, false));
    let s = g.turn.seat;
    race(&mut g, s, "highlanders");
    let a = area(&g, 2, 4); // plains, desert, sea
    g.players[s].resources = [0, 3, 0];
    g.players[s].hand = vec![Kind::Labor];
    turn(&mut g, s, a, Step::Population);
    g.proceed(&mut rng());
    let p = prompt(&g, s);
    let costs: Vec<String> =
        p.choice.options().iter().map(|o| format!("{}:{:?}", o.key, o.label.args["food"])).collect();
    assert_eq!(costs, vec!["2-4.0:Number(0)", "2-4.1:Number(1)", "2-4.2:Number(1)"]);
    one(&mut g, s, "2-4.1");
    assert_eq!(g.players[s].resources[1], 2);
    // An additional worker: 1 base food plus terrain food.
    let p = prompt(&g, s);
    let costs: Vec<String> = p
        .choice
        .options()
        .iter()
        .map(|o| format!("{}:{}", o.key, o.label.args.get("food").map_or("-".into(), |f| format!("{f:?}"))))
        .collect();
    assert_eq!(costs, vec!["2-4.0:Number(1)", "2-4.1:Number(2)", "2-4.2:Number(2)", "done:-"]);
    one(&mut g, s, "2-4.2");
    assert_eq!(g.players[s].resources[1], 0);
    assert_eq!(g.step, Step::Card, "no food left: placement ends");
    // The first placement is compulsory: no "done".
    let mut g = ready(3, &opts(false, false));
    let s = g.turn.seat;
    g.players[s].hand = vec![Kind::Labor];
    turn(&mut g, s, a, Step::Population);
    g.proceed(&mut rng());
    assert!(!keys(&g, s).contains(&"done".to_string()));
}

// ----- War -----------------------------------------------------------------

/// The rng index whose first rolls are `want` on `dice`.
fn rng_rolling(dice: &[Die], want: &[u32]) -> GameRng {
    for n in 0..100_000 {
        let mut r = GameRng::from_u64(n);
        if dice.iter().zip(want).all(|(d, w)| d.roll(&mut r) == *w) {
            return GameRng::from_u64(n);
        }
    }
    panic!("no rng found");
}

#[test]
fn the_specs_three_player_war() {
    // Seats A=0, B=1, C=2; start player C; turn player A.
    let mut g = ready(3, &opts(false, false));
    g.start = 2;
    race(&mut g, 0, "highlanders");
    race(&mut g, 1, "sandborn");
    race(&mut g, 2, "tidefolk");
    g.players[0].skills = vec![Skill::B03];
    let a = area(&g, 2, 4); // plains, desert, sea
    let [p0, p1, p2] = Map::spaces_of(a);
    // A: two workers, one on B's town. B: a worker and a town. C: a town.
    worker(&mut g, 0, p0);
    worker(&mut g, 0, p1);
    worker(&mut g, 1, p0);
    town(&mut g, 1, p1, 1);
    town(&mut g, 2, p2, 2);
    // B dominates two adjacent areas (a town in each).
    for adj in g.map.adjacent_areas(a).into_iter().take(2) {
        town(&mut g, 1, adj * 3, 1);
    }
    for s in 0..3 {
        g.players[s].resources = [2, 0, 0];
    }
    g.players[2].resources = [0, 0, 0];
    turn(&mut g, 0, a, Step::WarCheck);
    g.proceed(&mut rng());
    let Step::War(w) = &g.step else { panic!("no war: {:?}", g.step) };
    assert_eq!(w.participants, vec![0, 1, 2]);
    assert_eq!(w.strength, vec![2, 4, 1]);
    assert_eq!(w.dice, vec![Die::D6, Die::D8, Die::D8]);
    g.apply(0, &Answer::Number(2), &mut rng()).unwrap();
    g.apply(1, &Answer::Number(2), &mut rng()).unwrap();
    let mut dice_rng = rng_rolling(&[Die::D6, Die::D8, Die::D8], &[5, 3, 6]);
    g.apply(2, &Answer::Number(0), &mut dice_rng).unwrap();
    let Step::War(w) = &g.step else { panic!() };
    assert_eq!(w.elated, None, "a tie for the highest bid elates nobody");
    assert!(w.rolls.iter().all(|r| r.len() == 1));
    assert_eq!((0..3).map(|i| w.total(&g, i)).collect::<Vec<_>>(), vec![9, 9, 7]);
    assert_eq!(w.winner, Some(0), "A and B tie; from start player C, A comes first");
    assert_eq!(w.stage, WarStage::Rewards { left: 2 });
    one(&mut g, 0, "morale");
    one(&mut g, 0, "food");
    assert_eq!(g.players[0].vp_by[Source::War as usize], 2);
    assert_eq!(g.players[0].resources, [1, 1, 0]);
    assert_eq!((g.players[1].wrath, g.players[2].wrath), (1, 1));
    assert!(!g.spaces[p1].town.as_ref().unwrap().intact(), "B's 1-population town is destroyed");
    assert_eq!(g.spaces[p2].town.as_ref().unwrap().population, 1);
    assert_eq!(g.workers_on(1, p0), 0, "B's worker returns");
}

#[test]
fn a_war_without_the_turn_player_and_the_d8_and_elation() {
    let mut g = ready(3, &opts(false, false));
    g.start = 0;
    race(&mut g, 1, "glorious");
    race(&mut g, 2, "frostkin");
    let a = area(&g, 2, 4); // plains, desert, sea: Glorious rolls a d8, Frostkin a d6
    let [p0, _, _] = Map::spaces_of(a);
    worker(&mut g, 1, p0);
    worker(&mut g, 2, p0);
    g.players[1].resources = [3, 0, 0];
    g.players[2].resources = [3, 0, 0];
    turn(&mut g, 0, a, Step::WarCheck);
    g.proceed(&mut rng());
    let Step::War(w) = &g.step else { panic!() };
    assert_eq!(w.participants, vec![1, 2], "bidding starts after the absent turn player");
    assert_eq!(w.dice, vec![Die::D8, Die::D6]);
    assert_eq!(prompt(&g, 1).seat, 1);
    g.apply(1, &Answer::Number(1), &mut rng()).unwrap();
    let log = g.apply(2, &Answer::Number(0), &mut rng()).unwrap();
    // The single highest bidder is elated: two d8 rolls, the better kept.
    assert!(log.iter().any(|l| l.text.key == "quo-vadis-log-elated" && l.text.args["player"] == Arg::Player(1)));
    let roll = log.iter().find(|l| l.text.key == "quo-vadis-log-roll").unwrap();
    assert_eq!(roll.text.args["player"], Arg::Player(1));
    let Arg::Plain(rolls) = &roll.text.args["rolls"] else { panic!() };
    let rolls: Vec<i64> = rolls.split(", ").map(|r| r.parse().unwrap()).collect();
    assert_eq!(rolls.len(), 2);
    assert_eq!(roll.text.args["kept"], Arg::Number(*rolls.iter().max().unwrap()));
    // The turn player gets and loses nothing.
    assert_eq!(g.players[0].vp + g.players[0].wrath, 0);
}

#[test]
fn a_war_tie_goes_to_the_start_player() {
    let mut g = ready(3, &opts(false, false));
    g.start = 2;
    race(&mut g, 0, "frostkin");
    race(&mut g, 2, "highlanders");
    let a = area(&g, 2, 4);
    let [p0, _, _] = Map::spaces_of(a);
    worker(&mut g, 0, p0);
    worker(&mut g, 2, p0);
    turn(&mut g, 0, a, Step::WarCheck);
    g.proceed(&mut rng());
    g.apply(0, &Answer::Number(0), &mut rng()).unwrap();
    let mut r = rng_rolling(&[Die::D6, Die::D6], &[4, 4]);
    g.apply(2, &Answer::Number(0), &mut r).unwrap();
    assert_eq!(g.players[2].vp_by[Source::War as usize], 2);
    assert_eq!(g.players[0].wrath, 1);
}

// ----- Towns ----------------------------------------------------------------

/// Everyone sees the war as it goes: base strength by its parts, the bids in
/// order, who bids next, then the dice and totals; the log tells the same.
#[test]
fn the_war_view_and_log_show_strength_parts_bids_and_dice() {
    let mut g = ready(3, &opts(false, false));
    g.start = 2;
    race(&mut g, 0, "highlanders");
    race(&mut g, 1, "sandborn");
    race(&mut g, 2, "tidefolk");
    let a = area(&g, 2, 4);
    let [p0, p1, p2] = Map::spaces_of(a);
    worker(&mut g, 0, p0);
    worker(&mut g, 0, p1);
    worker(&mut g, 1, p0);
    town(&mut g, 1, p1, 1);
    town(&mut g, 2, p2, 2);
    for adj in g.map.adjacent_areas(a).into_iter().take(2) {
        town(&mut g, 1, adj * 3, 1);
    }
    g.players[2].skills = vec![Skill::S11];
    for s in 0..3 {
        g.players[s].resources = [2, 0, 0];
    }
    turn(&mut g, 0, a, Step::WarCheck);
    g.log.clear();
    g.proceed(&mut rng());
    let keys: Vec<&str> = g.log.iter().map(|e| e.text.key.as_ref()).collect();
    assert_eq!(
        keys,
        ["quo-vadis-log-war", "quo-vadis-log-war-side", "quo-vadis-log-war-side", "quo-vadis-log-war-side"]
    );
    g.apply(0, &Answer::Number(1), &mut rng()).unwrap();
    let war = g.view(Viewer::Seat(2)).war.expect("the view shows the war");
    assert_eq!(war.area, "2-4");
    let parts: Vec<_> = war.fighters.iter().map(|f| f.parts.unwrap()).collect();
    assert_eq!(
        parts.iter().map(|p| (p.workers, p.towns, p.areas, p.skills)).collect::<Vec<_>>(),
        vec![(2, 0, 0, 0), (1, 1, 2, 0), (0, 1, 0, 1)]
    );
    assert!(war.fighters.iter().zip(&parts).all(|(f, p)| f.base == p.total()));
    assert_eq!(war.fighters[0].bid, Some(1));
    assert!(war.fighters[1].bidding && war.fighters[1].bid.is_none());
    assert!(war.fighters.iter().all(|f| f.kept.is_none() && f.total.is_none()), "no dice before every bid");
    g.apply(1, &Answer::Number(0), &mut rng()).unwrap();
    let log = g.apply(2, &Answer::Number(0), &mut rng()).unwrap();
    let keys: Vec<&str> = log.iter().map(|e| e.text.key.as_ref()).collect();
    assert!(keys.contains(&"quo-vadis-log-elated") && keys.contains(&"quo-vadis-log-strength"));
    let strength = log.iter().find(|e| e.text.key.as_ref() == "quo-vadis-log-strength").unwrap();
    for arg in ["base", "morale", "roll", "n"] {
        assert!(strength.text.args.get(arg).is_some(), "the strength line names its {arg}");
    }
}

/// The generation question says what each choice gives now.
#[test]
fn the_generation_question_says_what_continue_and_change_give() {
    let mut g = ready(3, &opts(false, false));
    let s = g.turn.seat;
    let a = area(&g, 2, 4);
    let [p0, p1, _] = Map::spaces_of(a);
    worker(&mut g, s, p0);
    worker(&mut g, s, p1);
    g.players[s].generations = vec![vec![Kind::Labor, Kind::Labor]];
    turn(&mut g, s, a, Step::Mode);
    let p = g.prompts().remove(0);
    let notes: Vec<&Text> = p.choice.options().iter().map(|o| o.note.as_ref().expect("a note")).collect();
    assert_eq!(notes[0].key.as_ref(), "quo-vadis-note-continue");
    assert_eq!(notes[0].args.get("n"), Some(&Arg::Number(3)), "two cards there: the third acts three times");
    assert_eq!(notes[1].key.as_ref(), "quo-vadis-note-change");
    assert_eq!(notes[1].args.get("vp"), Some(&Arg::Number(2)), "2 cards × 1 area dominated");
    g.players[s].towns = 0;
    let p = g.prompts().remove(0);
    assert_eq!(p.choice.options().len(), 1);
    assert_eq!(p.choice.options()[0].note.as_ref().unwrap().key.as_ref(), "quo-vadis-note-continue-only");
}

/// The score sheet is VP by source, adding up to each player's VP.
#[test]
fn the_score_sheet_sums_vp_by_source() {
    let mut g = ready(3, &opts(false, false));
    g.score(1, 3, Source::War);
    g.score(1, 2, Source::Prosperity);
    let sheet = g.score_sheet(Viewer::Spectator).unwrap();
    assert_eq!(sheet.rows.len(), Source::ALL.len());
    assert_eq!(sheet.total(1), Some(5));
    assert_eq!(sheet.rows[Source::War as usize].source.key.as_ref(), "quo-vadis-icon-war");
}

#[test]
fn towns_are_destroyed_and_rebuilt_by_their_owner() {
    let mut g = ready(3, &opts(false, false));
    let s = g.turn.seat;
    let o = (s + 1) % 3;
    let a = area(&g, 2, 4);
    let [p0, _, _] = Map::spaces_of(a);
    town(&mut g, o, p0, 1);
    g.players[s].wrath = 3;
    turn(&mut g, s, a, Step::WrathOffer);
    one(&mut g, s, "yes");
    let k = space_key(&g, p0);
    g.apply(s, &Answer::many([k]), &mut rng()).unwrap();
    assert!(!g.spaces[p0].town.as_ref().unwrap().intact());
    assert!(!g.dominates(o, a), "a destroyed town gives no dominance");
    // The owner rebuilds it with a worker on its space in their construction step.
    worker(&mut g, o, p0);
    let reserve = g.players[o].workers;
    turn(&mut g, o, a, Step::Rebuild);
    g.proceed(&mut rng());
    assert_eq!(g.spaces[p0].town.as_ref().unwrap().population, 1);
    assert_eq!(g.players[o].workers, reserve + 1);
    // Another player's worker does not rebuild it.
    let mut g = ready(3, &opts(false, false));
    town(&mut g, o, p0, 0);
    worker(&mut g, s, p0);
    turn(&mut g, s, a, Step::Rebuild);
    g.proceed(&mut rng());
    assert!(!g.spaces[p0].town.as_ref().unwrap().intact());
}

#[test]
fn generation_change_is_refused_when_no_town_can_be_built() {
    let mut g = ready(3, &opts(false, false));
    let s = g.turn.seat;
    let a = area(&g, 1, 2);
    g.players[s].hand = vec![Kind::Labor, Kind::Labor];
    g.players[s].generations = vec![vec![Kind::Labor]];
    turn(&mut g, s, a, Step::Card);
    one(&mut g, s, "labor");
    assert_eq!(keys(&g, s), vec!["continue"], "no worker on the map");
    assert!(g.apply(s, &Answer::one("change"), &mut rng()).is_err());
    // With a worker on a town-free space the change is offered and builds a town.
    let mut g = ready(3, &opts(false, false));
    let s = g.turn.seat;
    worker(&mut g, s, a * 3);
    g.players[s].hand = vec![Kind::Labor, Kind::Labor];
    g.players[s].generations = vec![vec![Kind::Labor, Kind::Miracle]];
    turn(&mut g, s, a, Step::Card);
    one(&mut g, s, "labor");
    assert_eq!(keys(&g, s), vec!["continue", "change"]);
    one(&mut g, s, "change");
    assert_eq!(g.step, Step::ChangeDiscard);
    g.apply(s, &Answer::many(Vec::<String>::new()), &mut rng()).unwrap();
    assert_eq!(g.step, Step::TownSite);
    let site = space_key(&g, a * 3);
    one(&mut g, s, &site);
    assert!(g.spaces[a * 3].town.as_ref().is_some_and(|t| t.owner == s && t.intact()));
    // Territory bonus: 2 cards in the old generation × 1 area.
    assert_eq!(g.players[s].vp_by[Source::Territory as usize], 2);
    // A town in reserve is needed too.
    let mut g = ready(3, &opts(false, false));
    let s = g.turn.seat;
    worker(&mut g, s, a * 3);
    g.players[s].towns = 0;
    g.players[s].generations = vec![vec![Kind::Labor]];
    assert!(!g.can_change(s));
}

#[test]
fn territory_bonus_is_old_generation_cards_times_dominance() {
    let mut g = ready(5, &opts(false, false));
    let s = g.turn.seat;
    g.players[s].generations = vec![vec![Kind::Labor; 2], vec![Kind::Labor; 4], vec![Kind::Labor]];
    for area in 0..5 {
        town(&mut g, s, area * 3, 1);
    }
    g.turn.change = true;
    g.turn.old_generation = 4;
    scoring::territory_bonus(&mut g, s);
    assert_eq!(g.players[s].vp_by[Source::Territory as usize], 20);
    // Workers on two spaces dominate; one space does not.
    let mut g = ready(3, &opts(false, false));
    worker(&mut g, 0, 0);
    assert_eq!(g.dominance_count(0), 0);
    worker(&mut g, 0, 1);
    assert_eq!(g.dominance_count(0), 1);
}

#[test]
fn style_table_and_the_seeds_examples() {
    use Kind::*;
    let g = ready(3, &opts(false, false));
    assert_eq!(scoring::style(&g, &[Blessing, Blessing, Blessing, Revelation, Revelation], 0), 4);
    assert_eq!(scoring::style(&g, &[Labor, Labor, Miracle, Labor], 0), 4);
    assert_eq!(scoring::style(&g, &[Labor, Miracle, Blessing, Prosperity], 0), 12);
    assert_eq!(scoring::style(&g, &[Labor, Miracle, Blessing, Prosperity, Revelation], 0), 18);
    assert_eq!(scoring::style(&g, &[Labor], 0), 0);
    assert_eq!(scoring::style(&g, &[Labor, Labor, Labor, Labor, Labor, Labor], 0), 14);
    // Patrons of Style: one count higher, versatile at most 5, specialist at most 6.
    assert_eq!(scoring::style(&g, &[Labor, Miracle], 1), 3);
    assert_eq!(scoring::style(&g, &[Labor, Miracle, Blessing, Prosperity, Revelation], 1), 18);
    assert_eq!(scoring::style(&g, &[Labor; 6], 1), 14);
    // 12.3: last generation 3 cards, towns 2 + 3 + 2 and a destroyed one, tops L L M L.
    let mut g = ready(3, &opts(false, false));
    let s = 0;
    g.players[s].generations = vec![vec![Labor], vec![Labor], vec![Miracle], vec![Blessing, Prosperity, Labor]];
    for (i, pop) in [2, 3, 2, 0].into_iter().enumerate() {
        town(&mut g, s, i * 3, pop);
    }
    let f = scoring::final_score(&g, s);
    assert_eq!(f, vec![(Source::City, 9), (Source::Population, 3), (Source::Style, 4), (Source::Skills, 0)]);
}

#[test]
fn refill_reshuffles_the_discard_pile() {
    let mut g = ready(3, &opts(false, false));
    let s = g.turn.seat;
    g.deck = vec![Kind::Labor].into();
    g.discard = vec![Kind::Miracle, Kind::Miracle, Kind::Miracle, Kind::Blessing, Kind::Blessing].into();
    g.players[s].hand.clear();
    g.refill(s, &mut rng());
    assert_eq!(g.players[s].hand.len(), 4);
    assert_eq!(g.deck.len() + g.discard.len(), 2);
    assert!(g.discard.is_empty());
    assert!(g.log.iter().any(|l| l.text.key == "quo-vadis-log-reshuffle"));
    // Deck and discard pile both empty: drawing stops.
    g.deck = Pile::new();
    g.discard = Pile::new();
    g.players[s].hand.clear();
    g.refill(s, &mut rng());
    assert!(g.players[s].hand.is_empty());
}

// ----- Area selection -------------------------------------------------------

#[test]
fn area_selection_follows_the_markers_and_free() {
    let mut g = ready(3, &opts(false, false));
    let s = g.turn.seat;
    g.markers = [CreationCard::Number(2), CreationCard::Number(4)];
    turn(&mut g, s, 0, Step::Area);
    // Without faith: 1-3, 1-5, 3-5.
    assert_eq!(keys(&g, s), vec!["1-3", "1-5", "3-5"]);
    // One faith: a numbered card and a Free; 2-4 needs two Frees, 3-3 is not on the map.
    g.players[s].resources[Resource::Faith.index()] = 1;
    let k = keys(&g, s);
    assert!(k.contains(&"3-4".to_string()) && !k.contains(&"2-4".to_string()) && !k.contains(&"3-3".to_string()));
    // 1-3 has three routes: both cards, or either with a Free.
    one(&mut g, s, "1-3");
    assert!(matches!(g.step, Step::Route { .. }));
    assert_eq!(keys(&g, s), vec!["1+3", "1+f3", "3+f1"]);
    one(&mut g, s, "3+f1");
    assert_eq!(g.markers, [CreationCard::Number(3), CreationCard::Free]);
    assert_eq!(g.players[s].resources[Resource::Faith.index()], 0);
}

// ----- Hidden information and catalogs --------------------------------------

#[test]
fn catalogs_have_the_same_ids_and_name_every_race_and_skill() {
    let meta = QuoVadis::meta();
    let ids = |src: &str| -> Vec<String> {
        // A message starts its line with its id (a letter first); lines of a
        // multi-line message start with a space or a select's closing brace.
        src.lines()
            .filter(|l| l.starts_with(|c: char| c.is_ascii_alphabetic()) && l.contains(" ="))
            .map(|l| l.split(" =").next().unwrap_or("").to_string())
            .collect()
    };
    assert_eq!(ids(include_str!("en.ftl")), ids(include_str!("ja.ftl")));
    for lang in ["en", "ja"] {
        let c = Catalog::for_game(&meta, lang).unwrap();
        for name in data::shipped_names() {
            let v = data::variant(name).unwrap();
            for r in &v.races {
                assert!(c.has(&format!("quo-vadis-icon-{}", r.id)), "{lang}: race {}", r.id);
            }
            for s in &v.skills {
                assert!(c.has(&format!("quo-vadis-card-{}", s.skill.id())), "{lang}: skill {:?}", s.skill);
            }
        }
    }
}

#[test]
fn others_see_counts_not_hands_or_drafted_skills() {
    let g = ready(4, &opts(true, false));
    let view = serde_json::to_value(g.view(Viewer::Seat(0))).unwrap();
    assert!(view["players"][0]["drafted"].is_array());
    assert!(view["players"][1]["drafted"].is_null());
    assert!(view["players"][1]["hand"].is_null());
    assert_eq!(view["players"][1]["face_down_skills"], json!(6));
}

#[test]
fn a_bad_variant_is_a_clear_setup_error() {
    let o = QuoVadisOptions { variant: "nope".into(), ..QuoVadisOptions::default() };
    let e = QuoVadis::setup(3, &o, &mut rng()).unwrap_err();
    assert_eq!(e.0.key, "quo-vadis-error-variant");
}

#[test]
fn setup_deals_the_map_skills_and_resources() {
    for seats in 3..=5 {
        let g = QuoVadis::setup(seats, &QuoVadisOptions::default(), &mut GameRng::from_u64(seats as u64)).unwrap();
        assert_eq!(g.map.areas(), [10, 12, 14][seats - 3]);
        assert!(g.players.iter().all(|p| p.draft_hand.len() == 6 && p.hand.len() == 4));
        assert_eq!(g.undealt.len(), 30 - 6 * seats);
        assert_eq!(g.deck.len(), 100 - 4 * seats);
    }
    // Start cubes by turn position: 7, 7, 6, 6, 5.
    let mut g = QuoVadis::setup(5, &QuoVadisOptions::default(), &mut GameRng::from_u64(9)).unwrap();
    let mut seen = Vec::new();
    while g.round == 0 {
        let p = g.prompts().remove(0);
        if g.step == Step::StartSplit {
            let cubes = p.text.args["cubes"].clone();
            seen.push(cubes);
        }
        let a = p.choice.forced_answer().unwrap_or_else(|| Answer::One(p.choice.options()[0].key.to_string()));
        g.apply(p.seat, &a, &mut rng()).unwrap();
    }
    let n: Vec<i64> = seen.iter().map(|a| if let engine::Arg::Number(n) = a { *n } else { 0 }).collect();
    assert_eq!(n, vec![7, 7, 6, 6, 5]);
    assert!(g.players.iter().all(|p| p.skills.len() == 1 && p.drafted.len() == 6));
}

// ----- Conformance -------------------------------------------------------------

fn conformance(seats: usize, options: serde_json::Value, games: usize) {
    let cfg = Config::new(seats).options(options).games(games);
    conformance::check::<QuoVadis>(&cfg).unwrap();
}

#[test]
fn conformance_three_players_standard_with_devotion() {
    conformance(3, json!({}), 3);
}

#[test]
fn conformance_three_players_custom_without_devotion_picked_races() {
    conformance(3, json!({"boards": "custom", "devotion": false, "races": "pick"}), 2);
}

#[test]
fn conformance_four_players_custom_with_devotion() {
    conformance(4, json!({"boards": "custom"}), 2);
}

#[test]
fn conformance_four_players_standard_without_devotion() {
    conformance(4, json!({"devotion": false}), 2);
}

#[test]
fn conformance_five_players_both_sides() {
    conformance(5, json!({"boards": "custom", "devotion": false}), 1);
    conformance(5, json!({"variant": "war-streak"}), 1);
}

#[test]
fn random_games_end_with_a_ranking() {
    for n in 0..4 {
        let mut g = QuoVadis::setup(4, &QuoVadisOptions::default(), &mut GameRng::from_u64(n)).unwrap();
        let mut r = GameRng::from_u64(100 + n);
        let mut steps = 0;
        while g.outcome().is_none() {
            let ps = g.prompts();
            let p = &ps[r.below(ps.len())];
            let _ = g.apply(p.seat, &random_answer(&p.choice, &mut r), &mut r);
            steps += 1;
            assert!(steps < 20_000, "stuck at {:?}", g.step);
        }
        let o = g.outcome().unwrap();
        let mut places = o.places.clone();
        places.sort_unstable();
        assert_eq!(places, vec![1, 2, 3, 4], "ties are broken by turn order");
    }
}

/// The sitter-quality report: run with `--nocapture` to see the figures. Quo
/// Vadis seats three at least: the sitter must place ahead of both random players.
#[test]
fn the_sitter_beats_uniformly_random_players() {
    let game = engine::registry::registered::<QuoVadis>();
    let duel = engine::sitter::duel_seats(game, &serde_json::json!({}), 3, 200, 50_000).unwrap();
    println!("quo vadis sitter vs 2 random (3 seats): {duel:?}, win rate {:.3}", duel.win_rate());
    assert!(duel.win_rate() >= 0.9, "{duel:?}");
}
