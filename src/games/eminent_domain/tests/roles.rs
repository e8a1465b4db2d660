//! The six roles as actions, as leader (with and without boost, from an empty
//! stack) and as follower; dissent; settling and attacking costs.

use super::*;
use crate::cards::Stack;

fn s(v: &[&str]) -> Vec<String> {
    v.iter().map(std::string::ToString::to_string).collect()
}

// ----- actions -----

#[test]
fn politics_action_removes_itself_and_takes_any_role_card() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Politics, Card::Survey]);
    start(&mut g);
    assert_eq!(keys(&g, 0), s(&["politics", "survey", "skip"]));
    let before = g.stacks;
    one(&mut g, 0, "politics");
    assert_eq!(prompt(&g, 0).text.key, "eminent-domain-prompt-take-role");
    assert_eq!(keys(&g, 0), s(&["survey", "warfare", "colonize", "produce-trade", "research"]));
    one(&mut g, 0, "research");
    assert_eq!(g.players[0].removed, vec![Card::Politics]);
    assert_eq!(g.players[0].hand, vec![Card::Survey, Card::Research]);
    assert_eq!(g.stacks[Stack::Research.index()], before[Stack::Research.index()] - 1);
    assert!(g.players[0].discard.is_empty(), "Politics leaves the game");
    assert_eq!(prompt(&g, 0).text.key, "eminent-domain-prompt-role");
}

#[test]
fn politics_never_boosts_or_follows() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Politics]);
    give(&mut g, 1, &[Card::Politics]);
    deck(&mut g, 1, &[Card::Colonize]);
    start(&mut g);
    lead(&mut g, "survey", &[]);
    assert!(!has_prompt(&g, 1), "Politics cannot follow: seat 1 dissents");
    assert_eq!(g.players[1].hand, vec![Card::Politics, Card::Colonize]);
}

#[test]
fn survey_action_draws_two_cards() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Survey]);
    deck(&mut g, 0, &[Card::Warfare, Card::Colonize, Card::Research]);
    start(&mut g);
    one(&mut g, 0, "survey");
    assert_eq!(g.players[0].hand, vec![Card::Colonize, Card::Research]);
    assert_eq!(g.players[0].deck.len(), 1);
    assert_eq!(g.players[0].discard.as_slice(), &[Card::Survey]);
}

#[test]
fn warfare_action_collects_a_fighter_or_attacks() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Warfare]);
    planet(&mut g, 0, "planet-0-3", false);
    start(&mut g);
    one(&mut g, 0, "warfare");
    assert_eq!(g.players[0].fighters, 1, "nothing to attack: the fighter is collected");

    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Warfare]);
    planet(&mut g, 0, "planet-0-3", false);
    g.players[0].fighters = 2;
    start(&mut g);
    one(&mut g, 0, "warfare");
    assert_eq!(keys(&g, 0), s(&["fighters", "attack-0"]));
    one(&mut g, 0, "attack-0");
    assert_eq!(g.players[0].fighters, 0);
    assert!(g.players[0].planets[0].face_up);
}

#[test]
fn colonize_action_adds_a_colony_or_settles() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Colonize, Card::Colonize]);
    planet(&mut g, 0, "planet-0-2", false);
    start(&mut g);
    one(&mut g, 0, "colonize");
    assert_eq!(keys(&g, 0), s(&["colony-0"]));
    one(&mut g, 0, "colony-0");
    let h = &g.players[0].planets[0];
    assert_eq!((h.colonies, h.tucked.clone()), (1, vec![Card::Colonize]));
    assert!(g.players[0].discard.is_empty(), "the card is a colony now");

    g.players[0].planets[0].colonies = 2;
    g.players[0].planets[0].tucked.push(Card::Colonize);
    new_turn(&mut g, 0);
    one(&mut g, 0, "colonize");
    assert_eq!(keys(&g, 0), s(&["colony-0", "settle-0"]));
    one(&mut g, 0, "settle-0");
    assert!(g.players[0].planets[0].face_up);
    assert_eq!(g.players[0].discard.as_slice(), &[Card::Colonize, Card::Colonize, Card::Colonize]);
}

#[test]
fn produce_trade_action_produces_or_trades_one() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::ProduceTrade, Card::ProduceTrade]);
    planet(&mut g, 0, "planet-2-6", true);
    start(&mut g);
    one(&mut g, 0, "produce-trade");
    assert_eq!(keys(&g, 0), s(&["produce-0-0", "produce-0-1"]));
    one(&mut g, 0, "produce-0-1");
    assert_eq!(g.players[0].planets[0].filled, vec![false, true]);
    new_turn(&mut g, 0);
    one(&mut g, 0, "produce-trade");
    assert_eq!(keys(&g, 0), s(&["produce-0-0", "trade-0-1"]));
    let trade = prompt(&g, 0).choice.options().iter().find(|o| o.key == "trade-0-1").unwrap().clone();
    assert_eq!(trade.note.map(|n| n.key), Some("eminent-domain-note-trade".into()), "says the resource is spent");
    let log = one(&mut g, 0, "trade-0-1");
    assert_eq!(g.players[0].planets[0].filled, vec![false, false]);
    assert_eq!((g.players[0].influence, g.influence_supply), (1, 23));
    // The influence line names where it came from.
    let gained = log.iter().find(|e| e.text.key == "eminent-domain-log-influence").unwrap();
    assert!(
        matches!(gained.text.args.get("source"), Some(engine::Arg::Text(t)) if t.key == "eminent-domain-source-trade"),
        "{gained:?}"
    );
    // The score sheet counts it as a token, beside the two face-up planets'
    // influence, and adds up to the score.
    let sheet = g.score_sheet(Viewer::Spectator).unwrap();
    let column: Vec<Option<i64>> = sheet.rows.iter().map(|r| r.points[0]).collect();
    assert_eq!(column, vec![Some(1), Some(2), Some(0)]);
    assert_eq!(sheet.total(0), Some(i64::from(g.score(0))));
}

#[test]
fn research_action_removes_up_to_two_cards_including_itself() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Research, Card::Survey, Card::Warfare]);
    start(&mut g);
    one(&mut g, 0, "research");
    let p = prompt(&g, 0);
    assert!(matches!(p.choice, Choice::Many { min: 0, max: 2, .. }));
    assert_eq!(keys(&g, 0), s(&["this", "hand-0", "hand-1"]));
    assert!(g.apply(0, &Answer::many(["this", "hand-0", "hand-1"]), &mut rng()).is_err());
    many(&mut g, 0, &["this", "hand-0"]);
    assert_eq!(g.players[0].removed, vec![Card::Research, Card::Survey]);
    assert_eq!(g.players[0].hand, vec![Card::Warfare]);
    assert!(g.players[0].discard.is_empty());
}

// ----- Survey -----

fn planet_deck(g: &mut EminentDomain, ids: &[&str]) {
    // The top of the deck is the end of the list.
    g.planet_deck = ids.iter().map(|i| planet_id(i)).collect::<Vec<_>>().into();
}

#[test]
fn survey_leader_looks_at_symbols_minus_one_plus_one() {
    // Without boost: the role card alone, one planet, kept without a question.
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Warfare]);
    planet_deck(&mut g, &["planet-1-1", "planet-1-2", "planet-1-3", "planet-1-4"]);
    start(&mut g);
    lead(&mut g, "survey", &[]);
    assert_eq!(g.players[0].planets.len(), 1);
    assert_eq!(g.players[0].planets[0].planet.id(), "planet-1-4");
    assert!(!g.players[0].planets[0].face_up);
    assert_eq!(g.players[0].discard.as_slice(), &[Card::Survey], "the role card was taken");

    // Boosted by two cards and a face-up survey planet: 4 symbols, 4 planets.
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Survey, Card::Survey]);
    planet(&mut g, 0, "planet-3-2", true);
    planet_deck(&mut g, &["planet-1-1", "planet-1-2", "planet-1-3", "planet-1-4", "planet-1-5"]);
    start(&mut g);
    lead(&mut g, "survey", &[(Card::Survey, 2)]);
    assert_eq!(keys(&g, 0), s(&["look-0", "look-1", "look-2", "look-3"]));
    assert_eq!(
        g.players[0].looking.iter().map(|p| p.id()).collect::<Vec<_>>(),
        ["planet-1-5", "planet-1-4", "planet-1-3", "planet-1-2"]
    );
    one(&mut g, 0, "look-1");
    assert_eq!(g.players[0].planets[1].planet.id(), "planet-1-4");
    let discarded: Vec<&str> = g.planet_discard.iter().map(|p| p.id()).collect();
    assert_eq!(discarded, ["planet-1-5", "planet-1-3", "planet-1-2"]);
    assert_eq!(g.planet_deck.len(), 1);
}

#[test]
fn survey_from_an_empty_stack_has_no_role_card_symbol() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Survey]);
    g.stacks[Stack::Survey.index()] = 0;
    planet_deck(&mut g, &["planet-1-1", "planet-1-2"]);
    start(&mut g);
    lead(&mut g, "survey", &[]);
    assert!(g.players[0].planets.is_empty(), "0 symbols: no planet");
    assert_eq!(g.stacks[Stack::Survey.index()], 0);

    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Survey]);
    g.stacks[Stack::Survey.index()] = 0;
    planet_deck(&mut g, &["planet-1-1", "planet-1-2"]);
    start(&mut g);
    lead(&mut g, "survey", &[(Card::Survey, 1)]);
    assert_eq!(g.players[0].planets.len(), 1, "1 boost symbol - 1 + 1 = 1 planet");
}

#[test]
fn survey_followers_look_at_one_fewer_than_their_symbols() {
    let mut g = blank(3, 0);
    give(&mut g, 1, &[Card::Survey; 3]);
    give(&mut g, 2, &[Card::Survey]);
    planet_deck(&mut g, &["planet-2-1", "planet-2-2", "planet-2-3", "planet-2-4", "planet-2-5"]);
    start(&mut g);
    lead(&mut g, "survey", &[]);
    assert_eq!(g.players[0].planets.len(), 1);
    // Followers decide and survey one at a time, in turn order.
    assert!(has_prompt(&g, 1) && !has_prompt(&g, 2));
    follow(&mut g, 1, Card::Survey, 3);
    assert_eq!(g.players[1].looking.len(), 2, "3 symbols - 1");
    assert!(!has_prompt(&g, 2), "seat 2 waits for seat 1's survey");
    one(&mut g, 1, "look-0");
    assert_eq!(g.players[1].planets.len(), 1);
    assert_eq!(g.planet_discard.len(), 1, "seat 2 sees what seat 1 discarded before deciding");
    follow(&mut g, 2, Card::Survey, 1);
    assert!(g.players[2].looking.is_empty() && g.players[2].planets.is_empty(), "1 symbol - 1 = 0");
}

#[test]
fn warfare_colonize_produce_and_trade_followers_decide_at_once() {
    for role in ["warfare", "colonize", "produce", "trade"] {
        let mut g = blank(3, 0);
        let card = match role {
            "warfare" => Card::Warfare,
            "colonize" => Card::Colonize,
            _ => Card::ProduceTrade,
        };
        give(&mut g, 1, &[card]);
        give(&mut g, 2, &[card]);
        start(&mut g);
        lead(&mut g, role, &[]);
        assert!(has_prompt(&g, 1) && has_prompt(&g, 2), "{role}: both followers are asked at once");
    }
}

// ----- Warfare -----

#[test]
fn warfare_leader_collects_per_symbol_or_attacks_instead() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Warfare, Card::Warfare]);
    planet(&mut g, 0, "planet-3-4", true);
    start(&mut g);
    lead(&mut g, "warfare", &[(Card::Warfare, 2)]);
    assert_eq!(g.players[0].fighters, 4, "role card, 2 boosts, a warfare planet");

    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Warfare]);
    planet(&mut g, 0, "planet-0-5", false);
    g.players[0].fighters = 2;
    start(&mut g);
    lead(&mut g, "warfare", &[]);
    assert_eq!(keys(&g, 0), s(&["fighters", "attack-0"]));
    assert_eq!(prompt(&g, 0).choice.options()[0].label.args["n"], engine::Arg::Number(1));
    one(&mut g, 0, "attack-0");
    assert_eq!(g.players[0].fighters, 0);
    assert!(g.players[0].planets[0].face_up);
}

#[test]
fn warfare_from_an_empty_stack_counts_only_boosts_and_planets() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Warfare]);
    g.stacks[Stack::Warfare.index()] = 0;
    start(&mut g);
    lead(&mut g, "warfare", &[(Card::Warfare, 1)]);
    assert_eq!(g.players[0].fighters, 1);
}

#[test]
fn warfare_followers_collect_but_cannot_attack() {
    let mut g = blank(2, 0);
    give(&mut g, 1, &[Card::Warfare, Card::Warfare]);
    planet(&mut g, 1, "planet-0-5", false);
    g.players[1].fighters = 5;
    start(&mut g);
    lead(&mut g, "warfare", &[]);
    follow(&mut g, 1, Card::Warfare, 2);
    assert_eq!(prompt(&g, 1).text.key, "eminent-domain-prompt-role", "no attack: seat 1's own turn begins");
    assert_eq!(g.players[1].fighters, 7);
    assert!(!g.players[1].planets[0].face_up);
}

// ----- Colonize -----

#[test]
fn colonize_leader_places_colonies_or_settles_instead() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Colonize]);
    planet(&mut g, 0, "planet-1-3", false);
    start(&mut g);
    lead(&mut g, "colonize", &[(Card::Colonize, 1)]);
    assert_eq!(keys(&g, 0), s(&["colony-0"]));
    one(&mut g, 0, "colony-0");
    assert_eq!(g.players[0].planets[0].colonies, 2);
    assert_eq!(g.players[0].planets[0].tucked, vec![Card::Colonize, Card::Colonize]);
    assert!(g.players[0].played.is_empty());

    // With 2 colonies on a start planet (cost 2) the leader may settle instead.
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Colonize]);
    let i = planet(&mut g, 0, "planet-0-2", false);
    planet(&mut g, 0, "planet-1-3", false);
    g.players[0].planets[i].colonies = 2;
    g.players[0].planets[i].tucked = vec![Card::Colonize, Card::Colonize];
    start(&mut g);
    lead(&mut g, "colonize", &[]);
    assert_eq!(keys(&g, 0), s(&["colony-0", "colony-1", "settle-0"]));
    one(&mut g, 0, "settle-0");
    assert!(g.players[0].planets[0].face_up);
    assert_eq!(g.players[0].planets[1].colonies, 0, "settling replaces adding colonies");
    assert_eq!(g.players[0].discard.len(), 3, "the colonies and the role card go to the discard pile");
}

#[test]
fn colonize_from_an_empty_stack_places_only_the_boost_cards() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Colonize]);
    planet(&mut g, 0, "planet-1-3", false);
    g.stacks[Stack::Colonize.index()] = 0;
    start(&mut g);
    lead(&mut g, "colonize", &[(Card::Colonize, 1)]);
    one(&mut g, 0, "colony-0");
    assert_eq!(g.players[0].planets[0].colonies, 1);

    let mut g = blank(2, 0);
    planet(&mut g, 0, "planet-1-3", false);
    g.stacks[Stack::Colonize.index()] = 0;
    start(&mut g);
    lead(&mut g, "colonize", &[]);
    assert_eq!(g.players[0].planets[0].colonies, 0, "no card, no colony, nothing asked");
    assert_eq!(g.turn.leader, 1);
}

#[test]
fn colonize_followers_add_colonies_but_cannot_settle() {
    let mut g = blank(2, 0);
    give(&mut g, 1, &[Card::Colonize]);
    let i = planet(&mut g, 1, "planet-0-2", false);
    g.players[1].planets[i].colonies = 2;
    start(&mut g);
    lead(&mut g, "colonize", &[]);
    follow(&mut g, 1, Card::Colonize, 1);
    assert_eq!(keys(&g, 1), s(&["colony-0"]));
    one(&mut g, 1, "colony-0");
    assert_eq!(g.players[1].planets[0].colonies, 3);
    assert!(!g.players[1].planets[0].face_up);
}

#[test]
fn settling_counts_colonize_symbols_of_the_empire() {
    let mut g = blank(2, 0);
    let i = planet(&mut g, 0, "planet-1-1", false); // needs 4 colonies
    g.players[0].planets[i].colonies = 1;
    planet(&mut g, 0, "planet-2-1", true); // a colonize symbol
    assert!(!g.can_settle(0, i));
    permanent(&mut g, 0, "tech-2-94"); // Fertile Ground: another
    assert!(!g.can_settle(0, i), "1 colony + 2 symbols < 4");
    g.players[0].planets[i].colonies = 2;
    assert!(g.can_settle(0, i));
    give(&mut g, 0, &[Card::Colonize]);
    start(&mut g);
    one(&mut g, 0, "colonize");
    assert_eq!(keys(&g, 0), s(&["colony-0", "settle-0"]));
}

// ----- Produce and Trade -----

#[test]
fn produce_leader_fills_slots_per_symbol() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::ProduceTrade]);
    planet(&mut g, 0, "planet-2-6", true); // food, water, a produce symbol
    planet(&mut g, 0, "planet-1-4", true); // silicon
    start(&mut g);
    lead(&mut g, "produce", &[]);
    let p = prompt(&g, 0);
    assert!(matches!(p.choice, Choice::Many { min: 2, max: 2, .. }), "role card + planet symbol");
    assert_eq!(keys(&g, 0), s(&["slot-0-0", "slot-0-1", "slot-1-0"]));
    many(&mut g, 0, &["slot-0-0", "slot-1-0"]);
    assert_eq!(g.players[0].planets[0].filled, vec![true, false]);
    assert_eq!(g.players[0].planets[1].filled, vec![true]);

    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::ProduceTrade]);
    planet(&mut g, 0, "planet-2-6", true);
    planet(&mut g, 0, "planet-1-4", true);
    start(&mut g);
    lead(&mut g, "produce", &[(Card::ProduceTrade, 1)]);
    assert!(!has_prompt(&g, 0) || prompt(&g, 0).text.key != "eminent-domain-prompt-produce");
    assert!(g.players[0].planets.iter().all(|h| h.filled.iter().all(|f| *f)), "3 symbols fill all 3 slots");
}

#[test]
fn produce_and_trade_from_an_empty_stack_get_one_more_symbol() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Survey]);
    planet(&mut g, 0, "planet-2-6", true);
    g.stacks[Stack::ProduceTrade.index()] = 0;
    start(&mut g);
    lead(&mut g, "produce", &[]);
    assert_eq!(g.symbols(0, true), 2, "planet symbol + empty-stack bonus");
    assert!(g.players[0].planets[0].filled.iter().all(|f| *f));

    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Survey]);
    let i = planet(&mut g, 0, "planet-2-6", true);
    g.players[0].planets[i].filled = vec![true, true];
    g.stacks[Stack::ProduceTrade.index()] = 0;
    start(&mut g);
    lead(&mut g, "trade", &[]);
    assert!(matches!(prompt(&g, 0).choice, Choice::Many { min: 1, max: 1, .. }), "only the empty-stack bonus");
    many(&mut g, 0, &["slot-0-0"]);
    assert_eq!(g.players[0].influence, 1);
}

#[test]
fn trade_leader_and_followers_trade_per_symbol() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::ProduceTrade]);
    give(&mut g, 1, &[Card::ProduceTrade, Card::ProduceTrade]);
    let i = planet(&mut g, 0, "planet-1-4", true); // silicon, a trade symbol
    g.players[0].planets[i].filled = vec![true];
    let j = planet(&mut g, 0, "planet-2-6", true);
    g.players[0].planets[j].filled = vec![true, true];
    let k = planet(&mut g, 1, "planet-2-9", true);
    g.players[1].planets[k].filled = vec![true, true];
    start(&mut g);
    lead(&mut g, "trade", &[]);
    let p = prompt(&g, 0);
    assert!(matches!(p.choice, Choice::Many { min: 2, max: 2, .. }));
    let catalog = engine::i18n::Catalog::for_game(&EminentDomain::meta(), "en").unwrap();
    let asked = catalog.plain(&p.text, &|s| format!("Seat {s}"));
    assert!(asked.contains("exactly 2 resources"), "every symbol is used: {asked}");
    many(&mut g, 0, &["slot-0-0", "slot-1-1"]);
    assert_eq!(g.players[0].influence, 2);
    assert_eq!(g.turn.traded, vec![Resource::Silicon, Resource::Water]);
    follow(&mut g, 1, Card::ProduceTrade, 1);
    assert_eq!(keys(&g, 1), s(&["slot-0-0", "slot-0-1"]));
    many(&mut g, 1, &["slot-0-1"]);
    assert_eq!(g.players[1].influence, 1);
    assert_eq!(g.influence_supply, 21);
}

#[test]
fn produce_followers_follow_the_produce_role_only_with_produce_symbols() {
    let mut g = blank(2, 0);
    give(&mut g, 1, &[Card::ProduceTrade, Card::Survey]);
    planet(&mut g, 1, "planet-2-9", true); // food, water, no symbol
    start(&mut g);
    lead(&mut g, "produce", &[]);
    assert_eq!(keys(&g, 1), s(&["hand-1"]), "only Produce/Trade matches");
    follow(&mut g, 1, Card::ProduceTrade, 1);
    assert_eq!(keys(&g, 1), s(&["slot-0-0", "slot-0-1"]));
    many(&mut g, 1, &["slot-0-0"]);
    assert_eq!(g.players[1].planets[0].filled, vec![true, false]);
}

// ----- Research -----

#[test]
fn research_needs_the_cost_in_symbols_and_the_planet_prerequisite() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Research, Card::Research]);
    planet(&mut g, 0, "planet-1-4", true); // advanced
    planet(&mut g, 0, "planet-1-9", true); // advanced
    planet(&mut g, 0, "planet-2-7", false); // face down: does not count
    start(&mut g);
    lead(&mut g, "research", &[(Card::Research, 2)]);
    assert_eq!(prompt(&g, 0).text.args["n"], engine::Arg::Number(3));
    assert_eq!(
        keys(&g, 0),
        s(&[
            "tech-1-11",
            "tech-1-12",
            "tech-1-21",
            "tech-1-22",
            "tech-1-31",
            "tech-1-32",
            "tech-1-41",
            "tech-1-42",
            "none"
        ]),
        "level 1 with an advanced prerequisite; level 2 costs 5"
    );
    one(&mut g, 0, "tech-1-31");
    assert!(g.players[0].hand.contains(&Card::Tech(tech("tech-1-31"))));
    assert!(!g.tech_supply.contains(&tech("tech-1-31")));
}

#[test]
fn research_may_take_either_side_of_a_permanent() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Research; 4]);
    planet(&mut g, 0, "planet-1-4", true);
    planet(&mut g, 0, "planet-1-9", true);
    start(&mut g);
    lead(&mut g, "research", &[(Card::Research, 4)]);
    let ks = keys(&g, 0);
    for t in ["tech-2-71", "tech-2-72", "tech-2-73", "tech-2-74", "tech-2-75"] {
        assert!(ks.contains(&t.to_string()), "{t}");
    }
    assert!(!ks.contains(&"tech-2-81".to_string()), "needs metallic planets");
    assert!(!ks.contains(&"tech-3-76".to_string()), "level 3 needs 7 and 3 planets");
    one(&mut g, 0, "tech-2-75");
    assert_eq!(g.players[0].permanents, vec![tech("tech-2-75")]);
    assert!(!g.players[0].hand.iter().any(|c| c.tech().is_some()));
    assert!(!g.tech_supply.iter().any(|t| t.faces().contains(&tech("tech-2-74"))), "the card is gone");
}

#[test]
fn research_from_an_empty_stack_gets_one_more_symbol_and_may_take_nothing() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Research, Card::Research]);
    planet(&mut g, 0, "planet-2-7", true);
    g.stacks[Stack::Research.index()] = 0;
    start(&mut g);
    lead(&mut g, "research", &[(Card::Research, 2)]);
    assert_eq!(prompt(&g, 0).text.args["n"], engine::Arg::Number(3));
    one(&mut g, 0, "none");
    assert!(g.players[0].permanents.is_empty());
    assert!(!g.players[0].hand.iter().chain(g.players[0].discard.iter()).any(|c| c.tech().is_some()));

    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Research, Card::Research]);
    planet(&mut g, 0, "planet-2-7", true);
    let before = g.stacks[Stack::Research.index()];
    start(&mut g);
    lead(&mut g, "research", &[(Card::Research, 2)]);
    one(&mut g, 0, "none");
    assert_eq!(g.stacks[Stack::Research.index()], before - 1, "the role card is taken anyway");
    let p = &g.players[0];
    assert_eq!(p.hand.len() + p.deck.len() + p.discard.len(), 3, "and joins the deck");
}

#[test]
fn research_followers_decide_and_choose_one_at_a_time_in_turn_order() {
    // Seats 1 and 2 both want Weapon Emporium (tech-2-74).
    let mut g = blank(3, 0);
    for seat in [1, 2] {
        give(&mut g, seat, &[Card::Research; 5]);
        planet(&mut g, seat, "planet-1-4", true);
        planet(&mut g, seat, "planet-1-9", true);
    }
    start(&mut g);
    lead(&mut g, "research", &[]);
    assert!(has_prompt(&g, 1) && !has_prompt(&g, 2), "seat 1 decides first");
    follow(&mut g, 1, Card::Research, 5);
    assert!(keys(&g, 1).contains(&"tech-2-74".to_string()));
    assert!(!has_prompt(&g, 2), "seat 2 waits for seat 1's technology");
    one(&mut g, 1, "tech-2-74");
    // Seat 2 now knows the card is gone before committing its cards.
    assert_eq!(prompt(&g, 2).text.key, "eminent-domain-prompt-follow");
    follow(&mut g, 2, Card::Research, 5);
    let ks = keys(&g, 2);
    assert!(!ks.contains(&"tech-2-74".to_string()) && !ks.contains(&"tech-2-75".to_string()), "both faces gone");
    one(&mut g, 2, "tech-2-71");
    assert!(g.players[2].hand.contains(&Card::Tech(tech("tech-2-71"))));
    assert_eq!(g.players[1].permanents, vec![tech("tech-2-74")]);
}

// ----- Dissent -----

#[test]
fn dissenting_draws_a_card() {
    let mut g = blank(3, 0);
    give(&mut g, 1, &[Card::Warfare]);
    deck(&mut g, 1, &[Card::Research]);
    deck(&mut g, 2, &[Card::Colonize]);
    start(&mut g);
    lead(&mut g, "warfare", &[]);
    assert!(has_prompt(&g, 1), "seat 1 could follow");
    assert!(!has_prompt(&g, 2), "seat 2 cannot, and dissents at once");
    assert_eq!(g.players[2].hand, vec![Card::Colonize]);
    many(&mut g, 1, &[]);
    assert_eq!(g.players[1].hand, vec![Card::Warfare, Card::Research]);
    assert_eq!(g.players[1].fighters, 0);
}

// ----- Costs -----

#[test]
fn attacking_needs_the_warfare_cost_in_fighters() {
    let mut g = blank(2, 0);
    let i = planet(&mut g, 0, "planet-1-1", false); // warfare cost 5
    g.players[0].fighters = 4;
    assert!(g.attackable(0).is_empty());
    g.players[0].fighters = 5;
    assert_eq!(g.attackable(0), vec![i]);
    g.attack(0, i).unwrap();
    assert_eq!(g.players[0].fighters, 0);
    assert!(g.players[0].planets[i].face_up && !g.players[0].planets[i].occupied);
    assert!(g.attack(0, i).is_err(), "a face-up planet cannot be attacked");
}

#[test]
fn a_planet_is_settled_or_attacked_only_in_its_owners_empire() {
    let mut g = blank(2, 0);
    planet(&mut g, 1, "planet-0-1", false);
    g.players[0].fighters = 9;
    assert!(g.attackable(0).is_empty());
    assert!(g.attack(0, 0).is_err());
}

#[test]
fn taking_no_technology_while_one_is_in_reach_asks_are_you_sure() {
    let warning = |g: &EminentDomain, key: &str| {
        prompt(g, 0).choice.options().iter().find(|o| o.key == key).and_then(|o| o.warning.clone())
    };
    // Two advanced planets and three research symbols: level 1 is in reach.
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Research, Card::Research]);
    planet(&mut g, 0, "planet-1-4", true);
    planet(&mut g, 0, "planet-1-9", true);
    start(&mut g);
    lead(&mut g, "research", &[(Card::Research, 2)]);
    let none = warning(&g, "none").expect("passing the research is warned about");
    assert_eq!(none.key, "eminent-domain-warn-no-tech");
    assert_eq!(none.args["n"], engine::Arg::Number(8), "eight technologies are in reach");
    assert!(warning(&g, "tech-1-11").is_none(), "taking one is never warned about");
    one(&mut g, 0, "none");
    assert!(g.players[0].permanents.is_empty(), "still legal");

    // Nothing in reach: "no technology" is the only answer, asked without a warning.
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Research]);
    start(&mut g);
    lead(&mut g, "research", &[]);
    if has_prompt(&g, 0) && prompt(&g, 0).text.key == "eminent-domain-prompt-research" {
        assert!(warning(&g, "none").is_none());
    }
}
