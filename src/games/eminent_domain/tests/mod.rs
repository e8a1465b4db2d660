//! Rules tests. Each builds a small, known position (hands, planets, decks) on
//! a freshly set-up game and plays answers through `apply`, checking prompts
//! and results.

mod end;
mod roles;
mod techs;

use super::cards::{Card, Resource};
use super::flow::{Stage, Turn};
use super::planets::PlanetId;
use super::techs::TechId;
use super::*;
use engine::Choice;
use engine::conformance::{self, Config};

pub fn rng() -> GameRng {
    GameRng::from_u64(7)
}

/// A game where nobody holds anything yet, `leader` is to start a turn, and
/// every deck is empty; call [`start`] once the position is built.
pub fn blank(seats: usize, leader: Seat) -> EminentDomain {
    blank_with(seats, leader, &EminentDomainOptions::default())
}

pub fn blank_with(seats: usize, leader: Seat, opts: &EminentDomainOptions) -> EminentDomain {
    let mut g = EminentDomain::setup(seats, opts, &mut GameRng::from_u64(1)).unwrap();
    for p in &mut g.players {
        p.hand.clear();
        p.deck = Pile::new();
        p.discard = Pile::new();
        p.planets.clear();
    }
    g.pending.clear();
    g.first = leader;
    g.turn = Turn::new(leader, 1, 1);
    g
}

pub fn start(g: &mut EminentDomain) {
    g.turn.actions_left = g.actions_per_turn(g.turn.leader);
    g.proceed(&mut rng());
}

/// Start another turn of `leader` on the same position.
pub fn new_turn(g: &mut EminentDomain, leader: Seat) {
    g.pending.clear();
    g.turn = Turn::new(leader, g.turn.number + 1, 1);
    start(g);
}

pub fn give(g: &mut EminentDomain, seat: Seat, cards: &[Card]) {
    g.players[seat].hand.extend_from_slice(cards);
    g.sort_hand(seat);
}

pub fn deck(g: &mut EminentDomain, seat: Seat, cards: &[Card]) {
    g.players[seat].deck = cards.to_vec().into();
}

pub fn planet_id(id: &str) -> PlanetId {
    PlanetId::from_id(id).unwrap()
}

pub fn tech(id: &str) -> TechId {
    TechId::from_id(id).unwrap()
}

/// Put a planet into an empire; returns its position.
pub fn planet(g: &mut EminentDomain, seat: Seat, id: &str, face_up: bool) -> usize {
    g.add_face_down(seat, planet_id(id));
    let i = g.players[seat].planets.len() - 1;
    g.players[seat].planets[i].face_up = face_up;
    i
}

pub fn permanent(g: &mut EminentDomain, seat: Seat, id: &str) {
    let t = tech(id);
    g.tech_supply.retain(|s| !s.faces().contains(&t));
    g.players[seat].permanents.push(t);
}

pub fn prompt(g: &EminentDomain, seat: Seat) -> Prompt {
    g.prompts().into_iter().find(|p| p.seat == seat).unwrap_or_else(|| panic!("seat {seat} has no prompt"))
}

pub fn keys(g: &EminentDomain, seat: Seat) -> Vec<String> {
    prompt(g, seat).choice.options().iter().map(|o| o.key.to_string()).collect()
}

pub fn has_prompt(g: &EminentDomain, seat: Seat) -> bool {
    g.prompts().iter().any(|p| p.seat == seat)
}

pub fn one(g: &mut EminentDomain, seat: Seat, key: &str) -> Vec<LogEntry> {
    g.apply(seat, &Answer::one(key), &mut rng()).unwrap_or_else(|e| panic!("{key}: {e}"))
}

pub fn many(g: &mut EminentDomain, seat: Seat, keys: &[&str]) -> Vec<LogEntry> {
    g.apply(seat, &Answer::many(keys.iter().copied()), &mut rng()).unwrap_or_else(|e| panic!("{keys:?}: {e}"))
}

/// Option keys of the hand positions holding `card`.
pub fn hand_keys(g: &EminentDomain, seat: Seat, card: Card, n: usize) -> Vec<String> {
    let keys: Vec<String> = g.players[seat]
        .hand
        .iter()
        .enumerate()
        .filter(|(_, c)| **c == card)
        .map(|(i, _)| format!("hand-{i}"))
        .take(n)
        .collect();
    assert_eq!(keys.len(), n, "seat {seat} holds {n} {card:?}");
    keys
}

/// The leader skips the action phase, leads `role` and boosts with `boost`
/// copies of `card`.
pub fn lead(g: &mut EminentDomain, role: &str, boost: &[(Card, usize)]) {
    let leader = g.turn.leader;
    if prompt(g, leader).text.key == "eminent-domain-prompt-action" {
        one(g, leader, "skip");
    }
    one(g, leader, role);
    if has_prompt(g, leader) && prompt(g, leader).text.key == "eminent-domain-prompt-boost" {
        let mut ks: Vec<String> = Vec::new();
        for &(card, n) in boost {
            ks.extend(hand_keys(g, leader, card, n));
        }
        let ks: Vec<&str> = ks.iter().map(String::as_str).collect();
        many(g, leader, &ks);
    } else {
        assert!(boost.is_empty(), "no boost prompt");
    }
}

/// A follower follows with `n` copies of `card` (or dissents with none).
pub fn follow(g: &mut EminentDomain, seat: Seat, card: Card, n: usize) {
    let ks = hand_keys(g, seat, card, n);
    let ks: Vec<&str> = ks.iter().map(String::as_str).collect();
    many(g, seat, &ks);
}

/// Answer the leader's cleanup (no removals, no discards) so the turn ends.
pub fn finish_turn(g: &mut EminentDomain) {
    let leader = g.turn.leader;
    while g.turn.leader == leader && has_prompt(g, leader) {
        let p = prompt(g, leader);
        match p.text.key.as_ref() {
            "eminent-domain-prompt-remove" | "eminent-domain-prompt-discard" => {
                many(g, leader, &[]);
            }
            "eminent-domain-prompt-mobilize" => {
                let k = if keys(g, leader).contains(&"skip".to_string()) { "skip" } else { "wait" };
                one(g, leader, k);
            }
            // The turn is over: the next one has begun.
            "eminent-domain-prompt-action" | "eminent-domain-prompt-role" => return,
            other => panic!("unexpected prompt {other} at cleanup"),
        }
    }
}

#[test]
fn conformance_two_players() {
    let report = conformance::check::<EminentDomain>(&Config::new(2).games(12)).unwrap();
    assert!(report.scrambles_changed > 0);
    assert!(report.forced > 0);
}

#[test]
fn conformance_three_players() {
    let report = conformance::check::<EminentDomain>(&Config::new(3).games(8)).unwrap();
    assert!(report.scrambles_changed > 0);
}

#[test]
fn conformance_three_players_extended() {
    let cfg = Config::new(3).games(6).options(serde_json::json!({"extended": true}));
    conformance::check::<EminentDomain>(&cfg).unwrap();
}

#[test]
fn conformance_four_players() {
    let report = conformance::check::<EminentDomain>(&Config::new(4).games(6)).unwrap();
    assert!(report.scrambles_changed > 0);
}

#[test]
fn conformance_learning_variant() {
    for seats in [2, 4] {
        let cfg = Config::new(seats).games(4).options(serde_json::json!({"variant": "learning"}));
        conformance::check::<EminentDomain>(&cfg).unwrap();
    }
}

#[test]
fn the_other_seats_see_counts_but_not_hands_face_down_planets_or_surveys() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Survey, Card::Survey]);
    give(&mut g, 1, &[Card::Warfare]);
    planet(&mut g, 0, "planet-0-1", false);
    planet(&mut g, 0, "planet-3-1", true);
    g.planet_deck = vec![planet_id("planet-1-4"), planet_id("planet-2-4"), planet_id("planet-1-5")].into();
    start(&mut g);
    lead(&mut g, "survey", &[(Card::Survey, 2)]);
    // 1 role card + 2 boosts + 1 planet symbol, -1, +1 as leader: 4 planets, 3 left in the deck.
    assert_eq!(g.players[0].looking.len(), 3);
    let mine = g.view(Viewer::Seat(0));
    let theirs = g.view(Viewer::Seat(1));
    let spectator = g.view(Viewer::Spectator);
    assert_eq!(mine.looking.len(), 3);
    assert!(theirs.looking.is_empty() && spectator.looking.is_empty());
    assert_eq!(theirs.players[0].looking, 3);
    assert_eq!(mine.players[0].planets[0].planet.as_deref(), Some("planet-0-1"));
    assert_eq!(theirs.players[0].planets[0].planet, None);
    assert!(theirs.players[0].planets[0].start);
    // The back of a face-down planet is public: type and both costs.
    let back = &theirs.players[0].planets[0].back;
    assert_eq!((back.kind, back.warfare_cost, back.colonize_cost), ("advanced", 2, 2));
    assert_eq!(spectator.players[0].planets[0].back.kind, "advanced");
    assert_eq!(theirs.players[0].planets[1].planet.as_deref(), Some("planet-3-1"));
    assert_eq!(theirs.hand, vec!["warfare".to_string()]);
    assert_eq!(theirs.players[0].hand_size, 0);
    assert!(spectator.hand.is_empty());
    let mut scrambled = g.clone();
    scrambled.scramble_hidden(Viewer::Seat(1), &mut GameRng::from_u64(3));
    assert!(scrambled.players[0].planets[0].planet.get().start, "start planets stay start planets");
    assert_eq!(scrambled.players[1].hand, g.players[1].hand);
    assert_eq!(scrambled.view(Viewer::Seat(1)).players[0].planets[0].back, *back, "the back stays");
}

#[test]
fn a_face_down_planet_is_only_ever_swapped_for_one_with_the_same_back() {
    // Seat 0 keeps a metallic 5/4 planet; unseen elsewhere are planets of every
    // back. Whatever seat 1's scramble deals, the back seat 1 sees stays.
    for seed in 0..40 {
        let mut g = blank(2, 0);
        planet(&mut g, 0, "planet-3-1", false);
        g.players[0].looking = vec![planet_id("planet-3-4"), planet_id("planet-2-2")];
        g.planet_deck = ["planet-1-1", "planet-1-4", "planet-2-1", "planet-3-7", "planet-3-8", "planet-2-9"]
            .map(planet_id)
            .to_vec()
            .into();
        let before = g.view(Viewer::Seat(1));
        g.scramble_hidden(Viewer::Seat(1), &mut GameRng::from_u64(seed));
        let back = g.players[0].planets[0].planet.get();
        assert_eq!((back.kind, back.warfare_cost, back.colonize_cost), (crate::cards::PlanetType::Metallic, 5, 4));
        assert_eq!(serde_json::to_value(g.view(Viewer::Seat(1))).unwrap(), serde_json::to_value(&before).unwrap());
    }
}

#[test]
fn the_second_learning_game_adds_only_the_level_one_technologies() {
    let opts = EminentDomainOptions { variant: Variant::SecondLearning, extended: false };
    let g = EminentDomain::setup(2, &opts, &mut GameRng::from_u64(2)).unwrap();
    assert_eq!(g.tech_supply.len(), 24);
    assert!(g.tech_supply.iter().all(|t| t.get().level == 1));
    assert_eq!(g.planet_deck.len(), 27, "the research planets are back, to research with");
    assert_eq!(
        g.stacks,
        EminentDomain::setup(2, &EminentDomainOptions::default(), &mut GameRng::from_u64(2)).unwrap().stacks
    );
    for p in &g.players {
        assert_eq!(p.hand.len() + p.deck.len(), 10, "Research cards in the starting deck");
    }
    let choices = match &EminentDomain::meta().options[0].kind {
        OptionKind::One { choices, .. } => choices.iter().map(|c| c.key.clone()).collect::<Vec<_>>(),
        _ => Vec::new(),
    };
    assert_eq!(choices, ["standard", "learning", "second_learning"]);
}

#[test]
fn conformance_second_learning_game() {
    let cfg = Config::new(3).games(4).options(serde_json::json!({"variant": "second_learning"}));
    conformance::check::<EminentDomain>(&cfg).unwrap();
}

#[test]
fn setup_follows_the_seat_count_and_variants() {
    for (seats, extended, sizes) in [
        (2, false, [16, 14, 16, 12, 16]),
        (3, false, [20, 16, 20, 16, 20]),
        (3, true, [18, 15, 18, 14, 18]),
        (4, false, [20, 16, 20, 16, 20]),
    ] {
        let opts = EminentDomainOptions { variant: Variant::Standard, extended };
        let g = EminentDomain::setup(seats, &opts, &mut GameRng::from_u64(2)).unwrap();
        let taken = [2, 1, 2, 2, 2].map(|n| n * seats as u32);
        let expected: Vec<u32> = sizes.iter().zip(taken).map(|(s, t)| s - t).collect();
        assert_eq!(g.stacks.to_vec(), expected, "{seats} players, extended {extended}");
        for p in &g.players {
            assert_eq!(p.hand.len() + p.deck.len(), 10);
            assert_eq!(p.hand.len(), 5);
            assert_eq!(p.planets.len(), 1);
            assert!(p.planets[0].planet.get().start && !p.planets[0].face_up);
        }
        assert_eq!(g.planet_deck.len(), 27);
        assert_eq!(g.tech_supply.len(), 24 + 9 + 6);
        assert_eq!(g.influence_supply, 24);
        assert_eq!(g.prompts().len(), 1);
        assert_eq!(g.prompts()[0].seat, g.first);
    }
    for seats in [2, 4] {
        let opts = EminentDomainOptions { variant: Variant::Standard, extended: true };
        assert!(EminentDomain::setup(seats, &opts, &mut GameRng::from_u64(2)).is_err());
    }
    let opts = EminentDomainOptions { variant: Variant::Learning, extended: false };
    let g = EminentDomain::setup(2, &opts, &mut GameRng::from_u64(2)).unwrap();
    assert!(g.tech_supply.is_empty());
    assert_eq!(g.planet_deck.len(), 24);
    assert!(!g.planet_deck.iter().any(|p| p.get().icons.contains(&Icon::Research)));
    for p in &g.players {
        assert_eq!(p.hand.len() + p.deck.len(), 8);
        assert!(!p.hand.iter().chain(p.deck.iter()).any(|c| *c == Card::Research));
    }
    let mut g = g;
    let first = g.first;
    one(&mut g, first, "skip");
    assert!(!keys(&g, first).contains(&"research".to_string()), "no Research role in the learning game");
}

#[test]
fn cleanup_discards_played_cards_and_refills_to_the_hand_limit() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Warfare, Card::Survey, Card::Colonize]);
    deck(&mut g, 0, &[Card::Research; 8]);
    planet(&mut g, 0, "planet-1-7", true); // +1 hand size
    start(&mut g);
    lead(&mut g, "warfare", &[(Card::Warfare, 1)]);
    // Seat 1 has nothing to follow with: it dissents without being asked.
    assert!(!has_prompt(&g, 1));
    assert_eq!(g.players[1].hand.len(), 0, "its deck is empty, so it draws nothing");
    assert_eq!(prompt(&g, 0).text.key, "eminent-domain-prompt-discard");
    let ks = hand_keys(&g, 0, Card::Colonize, 1);
    many(&mut g, 0, &[&ks[0]]);
    // Hand limit 6: Survey + 5 drawn.
    assert_eq!(g.players[0].hand.len(), 6);
    assert_eq!(g.hand_limit(0), 6);
    assert!(g.players[0].played.is_empty());
    assert_eq!(g.players[0].discard.as_slice(), &[Card::Warfare, Card::Warfare, Card::Colonize]);
    assert_eq!(g.turn.leader, 1);
}

#[test]
fn an_oversized_hand_must_be_discarded_down_to_the_limit() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Survey; 8]);
    g.turn.stage = Stage::CleanupDiscard;
    start(&mut g);
    let p = prompt(&g, 0);
    assert!(matches!(p.choice, Choice::Many { min: 3, max: 8, .. }), "{:?}", p.choice);
    assert!(g.apply(0, &Answer::many(["hand-0"]), &mut rng()).is_err());
    many(&mut g, 0, &["hand-0", "hand-1", "hand-2"]);
    assert_eq!(g.players[0].hand.len(), 5);
}

#[test]
fn outcome_ranks_by_influence_then_resources_and_fighters() {
    let mut g = blank(3, 0);
    // Seat 0: 3 tokens + face-up planet worth 3 + level-2 tech in the discard (2) = 8.
    g.players[0].influence = 3;
    planet(&mut g, 0, "planet-2-4", true);
    g.players[0].discard.put_top(Card::Tech(tech("tech-2-92")));
    // Seat 1: 5 tokens + a permanent worth 3... (level 3: 5) = 10, no resources.
    g.players[1].influence = 5;
    permanent(&mut g, 1, "tech-3-96");
    // Seat 2: 8 tokens + 2 fighters, tied with seat 0 on influence, wins the tie-break.
    g.players[2].influence = 8;
    g.players[2].fighters = 2;
    // A face-down planet scores nothing.
    planet(&mut g, 2, "planet-3-9", false);
    g.finished = true;
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![8, 10, 8]);
    assert_eq!(o.places, vec![3, 1, 2]);
    g.players[0].fighters = 1;
    let i = planet(&mut g, 0, "planet-1-4", true);
    g.players[0].planets[i].filled[0] = true;
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![11, 10, 8]);
    g.players[2].influence = 11;
    let o = g.outcome().unwrap();
    assert_eq!(o.places, vec![1, 3, 1], "2 resources and fighters each: a shared place");
}
