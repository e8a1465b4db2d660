//! Every technology's effect.

use super::*;

fn s(v: &[&str]) -> Vec<String> {
    v.iter().map(std::string::ToString::to_string).collect()
}

/// Seat 0 holds the technology and whatever else, and starts its turn.
fn holding(seats: usize, id: &str, others: &[Card]) -> EminentDomain {
    let mut g = blank(seats, 0);
    give(&mut g, 0, &[Card::Tech(tech(id))]);
    give(&mut g, 0, others);
    g
}

fn play(g: &mut EminentDomain, id: &str) {
    start(g);
    one(g, 0, id);
}

#[test]
fn improved_survey_draws_three() {
    let mut g = holding(2, "tech-1-11", &[]);
    deck(&mut g, 0, &[Card::Survey, Card::Warfare, Card::Colonize, Card::Research]);
    play(&mut g, "tech-1-11");
    assert_eq!(g.players[0].hand, vec![Card::Warfare, Card::Colonize, Card::Research]);
    assert_eq!(g.players[0].discard.as_slice(), &[Card::Tech(tech("tech-1-11"))]);
}

#[test]
fn improved_colonize_settles_then_settles_again_or_adds_a_colony() {
    let mut g = holding(2, "tech-1-21", &[]);
    let a = planet(&mut g, 0, "planet-0-1", false);
    g.players[0].planets[a].colonies = 2;
    planet(&mut g, 0, "planet-1-3", false);
    play(&mut g, "tech-1-21");
    assert_eq!(keys(&g, 0), s(&["settle-0", "skip"]));
    one(&mut g, 0, "settle-0");
    assert!(g.players[0].planets[0].face_up);
    assert_eq!(keys(&g, 0), s(&["colony-1"]));
    one(&mut g, 0, "colony-1");
    assert_eq!(g.players[0].planets[1].tucked, vec![Card::Tech(tech("tech-1-21"))]);
    assert_eq!(g.players[0].planets[1].colonies, 1);

    // Nothing to settle first: straight to settle-or-colony.
    let mut g = holding(2, "tech-1-21", &[]);
    planet(&mut g, 0, "planet-1-3", false);
    play(&mut g, "tech-1-21");
    assert_eq!(keys(&g, 0), s(&["colony-0"]));
}

#[test]
fn improved_warfare_collects_two_or_attacks() {
    let mut g = holding(2, "tech-1-31", &[]);
    play(&mut g, "tech-1-31");
    assert_eq!(g.players[0].fighters, 2);

    let mut g = holding(2, "tech-1-31", &[]);
    planet(&mut g, 0, "planet-0-1", false);
    g.players[0].fighters = 2;
    play(&mut g, "tech-1-31");
    assert_eq!(keys(&g, 0), s(&["fighters", "attack-0"]));
    one(&mut g, 0, "attack-0");
    assert!(g.players[0].planets[0].face_up);
}

#[test]
fn improved_production_produces_two() {
    let mut g = holding(2, "tech-1-41", &[]);
    planet(&mut g, 0, "planet-2-6", true);
    planet(&mut g, 0, "planet-1-4", true);
    play(&mut g, "tech-1-41");
    assert!(matches!(prompt(&g, 0).choice, Choice::Many { min: 2, max: 2, .. }));
    many(&mut g, 0, &["slot-0-1", "slot-1-0"]);
    assert_eq!(g.players[0].planets[0].filled, vec![false, true]);
    assert_eq!(g.players[0].planets[1].filled, vec![true]);
}

#[test]
fn improved_trade_takes_one_influence() {
    let mut g = holding(2, "tech-1-51", &[]);
    play(&mut g, "tech-1-51");
    assert_eq!((g.players[0].influence, g.influence_supply), (1, 23));
}

#[test]
fn improved_research_draws_one_then_removes_up_to_three() {
    let mut g = holding(2, "tech-1-61", &[Card::Survey, Card::Survey, Card::Warfare]);
    deck(&mut g, 0, &[Card::Politics]);
    play(&mut g, "tech-1-61");
    assert_eq!(g.players[0].hand.len(), 4);
    assert!(matches!(prompt(&g, 0).choice, Choice::Many { min: 0, max: 3, .. }));
    many(&mut g, 0, &["hand-0", "hand-1", "hand-2"]);
    assert_eq!(g.players[0].removed, vec![Card::Politics, Card::Survey, Card::Survey]);
    assert_eq!(g.players[0].hand, vec![Card::Warfare]);
}

#[test]
fn data_network_draws_two_then_removes_any_number() {
    let mut g = holding(2, "tech-2-72", &[Card::Survey, Card::Survey]);
    deck(&mut g, 0, &[Card::Warfare, Card::Colonize]);
    play(&mut g, "tech-2-72");
    assert!(matches!(prompt(&g, 0).choice, Choice::Many { min: 0, max: 4, .. }));
    many(&mut g, 0, &["hand-0", "hand-1", "hand-2", "hand-3"]);
    assert!(g.players[0].hand.is_empty());
    assert_eq!(g.players[0].removed.len(), 4);
}

/// Seat 0 has two water and a food in its empire and three trade symbols.
fn traders(id: &str) -> EminentDomain {
    let mut g = holding(2, id, &[Card::ProduceTrade, Card::ProduceTrade]);
    let i = planet(&mut g, 0, "planet-2-6", true); // food, water
    g.players[0].planets[i].filled = vec![true, true];
    let j = planet(&mut g, 0, "planet-2-7", true); // water
    g.players[0].planets[j].filled = vec![true];
    g
}

fn trade_all(g: &mut EminentDomain) {
    one(g, 0, "trade");
    many(g, 0, &["hand-0", "hand-1"]);
    // 3 symbols, 3 resources: traded without a question.
    finish_turn(g);
}

#[test]
fn diverse_markets_pays_one_per_type_traded() {
    let mut g = traders("tech-2-71");
    play(&mut g, "tech-2-71");
    trade_all(&mut g);
    assert_eq!(g.players[0].influence, 3 + 2, "food and water");
}

#[test]
fn specialization_pays_one_per_resource_of_the_named_type() {
    let mut g = traders("tech-2-73");
    play(&mut g, "tech-2-73");
    assert_eq!(keys(&g, 0), s(&["silicon", "water", "food", "iron"]));
    one(&mut g, 0, "water");
    trade_all(&mut g);
    assert_eq!(g.players[0].influence, 3 + 2, "two water");
}

#[test]
fn genetic_engineering_pays_one_per_type_produced() {
    let mut g = holding(2, "tech-2-92", &[Card::ProduceTrade, Card::ProduceTrade]);
    planet(&mut g, 0, "planet-2-6", true); // food, water
    planet(&mut g, 0, "planet-2-7", true); // water
    play(&mut g, "tech-2-92");
    one(&mut g, 0, "produce");
    many(&mut g, 0, &["hand-0", "hand-1"]);
    finish_turn(&mut g);
    assert_eq!(g.players[0].influence, 2, "food and water");
}

#[test]
fn mobilization_collects_two_and_attacks_once_after_any_phase() {
    let mut g = holding(2, "tech-2-81", &[Card::Survey]);
    planet(&mut g, 0, "planet-0-1", false);
    play(&mut g, "tech-2-81");
    assert_eq!(g.players[0].fighters, 2);
    assert_eq!(prompt(&g, 0).text.key, "eminent-domain-prompt-mobilize");
    assert_eq!(keys(&g, 0), s(&["attack-0", "wait"]));
    one(&mut g, 0, "wait");
    one(&mut g, 0, "warfare");
    one(&mut g, 0, "fighters");
    // After the role phase: offered again.
    assert_eq!(prompt(&g, 0).text.key, "eminent-domain-prompt-mobilize");
    one(&mut g, 0, "attack-0");
    assert!(g.players[0].planets[0].face_up);
    assert_eq!(g.players[0].fighters, 1, "2 + 1 collected - 2");
    finish_turn(&mut g);
    assert_eq!(g.turn.leader, 1);
}

#[test]
fn survey_team_takes_the_top_planet_face_down() {
    let mut g = holding(2, "tech-2-82", &[]);
    let top = *g.planet_deck.top().unwrap();
    play(&mut g, "tech-2-82");
    assert_eq!(g.players[0].planets.len(), 1);
    assert_eq!(g.players[0].planets[0].planet, top);
    assert!(!g.players[0].planets[0].face_up);
}

#[test]
fn war_path_attacks_up_to_two_planets() {
    let mut g = holding(2, "tech-2-83", &[]);
    planet(&mut g, 0, "planet-0-1", false);
    planet(&mut g, 0, "planet-1-2", false); // cost 4
    planet(&mut g, 0, "planet-1-3", false); // cost 6
    g.players[0].fighters = 6;
    play(&mut g, "tech-2-83");
    assert_eq!(keys(&g, 0), s(&["attack-0", "attack-1", "attack-2", "stop"]));
    one(&mut g, 0, "attack-1");
    assert_eq!(keys(&g, 0), s(&["attack-0", "stop"]), "2 fighters left");
    one(&mut g, 0, "attack-0");
    assert_eq!(g.players[0].fighters, 0);
    assert_eq!(prompt(&g, 0).text.key, "eminent-domain-prompt-role");
}

#[test]
fn artificial_intelligence_takes_two_role_cards() {
    let mut g = holding(2, "tech-2-91", &[]);
    play(&mut g, "tech-2-91");
    one(&mut g, 0, "warfare");
    one(&mut g, 0, "warfare");
    assert_eq!(g.players[0].hand, vec![Card::Warfare, Card::Warfare]);
}

#[test]
fn terraforming_adds_two_colonies_and_settles_without_empire_symbols() {
    let mut g = holding(2, "tech-2-93", &[]);
    let i = planet(&mut g, 0, "planet-1-3", false); // needs 3
    g.players[0].planets[i].colonies = 1;
    play(&mut g, "tech-2-93");
    one(&mut g, 0, "colony-0");
    assert!(g.players[0].planets[0].face_up);
    assert!(g.players[0].discard.as_slice().contains(&Card::Tech(tech("tech-2-93"))));

    let mut g = holding(2, "tech-2-93", &[]);
    let i = planet(&mut g, 0, "planet-1-1", false); // needs 4
    g.players[0].planets[i].colonies = 1;
    planet(&mut g, 0, "planet-2-1", true); // a colonize symbol
    play(&mut g, "tech-2-93");
    one(&mut g, 0, "colony-0");
    assert!(!g.players[0].planets[0].face_up, "3 colonies < 4; the symbol does not count");
    assert_eq!(g.players[0].planets[0].colonies, 3);
    assert!(g.can_settle(0, 0), "a later settle counts the symbol");
}

#[test]
fn weapon_emporium_trades_fighters_as_resources() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::ProduceTrade]);
    permanent(&mut g, 0, "tech-2-74");
    g.players[0].fighters = 3;
    let i = planet(&mut g, 0, "planet-1-4", true); // a trade symbol, silicon
    g.players[0].planets[i].filled = vec![true];
    start(&mut g);
    lead(&mut g, "trade", &[(Card::ProduceTrade, 1)]);
    assert_eq!(keys(&g, 0), s(&["slot-0-0", "fighter-0", "fighter-1", "fighter-2"]));
    assert!(matches!(prompt(&g, 0).choice, Choice::Many { min: 3, max: 3, .. }), "every symbol is used");
    many(&mut g, 0, &["fighter-0", "fighter-1", "fighter-2"]);
    assert_eq!((g.players[0].fighters, g.players[0].influence), (0, 3));
    assert_eq!(g.players[0].planets[0].filled, vec![true]);
}

#[test]
fn streamlining_and_hyperefficiency_remove_cards_at_cleanup() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Survey, Card::Survey, Card::Warfare]);
    permanent(&mut g, 0, "tech-2-75");
    start(&mut g);
    lead(&mut g, "colonize", &[]);
    assert!(matches!(prompt(&g, 0).choice, Choice::Many { min: 0, max: 1, .. }));
    many(&mut g, 0, &["hand-0"]);
    assert_eq!(g.players[0].removed, vec![Card::Survey]);

    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Survey, Card::Survey, Card::Warfare]);
    permanent(&mut g, 0, "tech-3-77");
    start(&mut g);
    lead(&mut g, "colonize", &[]);
    assert!(matches!(prompt(&g, 0).choice, Choice::Many { min: 0, max: 3, .. }));
    many(&mut g, 0, &["hand-0", "hand-1", "hand-2"]);
    assert_eq!(g.players[0].removed.len(), 3);
}

#[test]
fn adaptability_lets_research_cards_boost_and_follow_any_role() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Research, Card::Research]);
    permanent(&mut g, 0, "tech-3-76");
    start(&mut g);
    lead(&mut g, "warfare", &[(Card::Research, 2)]);
    assert_eq!(g.players[0].fighters, 3);

    let mut g = blank(2, 0);
    give(&mut g, 1, &[Card::Research, Card::Survey]);
    permanent(&mut g, 1, "tech-3-76");
    planet(&mut g, 1, "planet-1-3", false);
    start(&mut g);
    lead(&mut g, "colonize", &[]);
    assert_eq!(keys(&g, 1), s(&["hand-1"]), "the Research card, not Survey");
    follow(&mut g, 1, Card::Research, 1);
    one(&mut g, 1, "colony-0");
    assert_eq!(g.players[1].planets[0].tucked, vec![Card::Research]);
    assert_eq!(g.players[1].planets[0].colonies, 1);
}

#[test]
fn imperialism_and_fertile_ground_add_their_symbols_to_the_empire() {
    let mut g = blank(2, 0);
    permanent(&mut g, 0, "tech-2-84");
    permanent(&mut g, 0, "tech-2-94");
    for icon in [Icon::Survey, Icon::Trade, Icon::Warfare, Icon::Colonize, Icon::Produce, Icon::Research] {
        assert_eq!(g.empire_icons(0, icon), 1, "{icon:?}");
    }
    start(&mut g);
    lead(&mut g, "warfare", &[]);
    assert_eq!(g.players[0].fighters, 2, "role card + Imperialism");
}

#[test]
fn scorched_earth_lowers_attacks_and_leaves_a_fighter_on_the_planet() {
    let mut g = blank(2, 0);
    permanent(&mut g, 0, "tech-2-85");
    let i = planet(&mut g, 0, "planet-1-1", false); // warfare cost 5, a silicon slot
    assert_eq!(g.attack_cost(0, planet_id("planet-1-1")), 3, "5 - 2: the fighter left is one of the three");
    assert_eq!(g.attack_cost(0, planet_id("planet-0-1")), 1, "2 - 2, but one fighter must stay on it");
    g.players[0].fighters = 3;
    g.attack(0, i).unwrap();
    assert_eq!(g.players[0].fighters, 0);
    assert!(g.players[0].planets[i].occupied);
    assert!(g.slots(0, false).is_empty(), "the planet stores no resources");
    assert!(g.view(Viewer::Spectator).players[0].planets[i].occupied);
}

#[test]
fn logistics_lets_the_role_phase_come_first() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Warfare, Card::Survey]);
    deck(&mut g, 0, &[Card::Colonize; 4]);
    permanent(&mut g, 0, "tech-3-86");
    start(&mut g);
    assert_eq!(keys(&g, 0), s(&["survey", "warfare", "skip", "role-first"]));
    one(&mut g, 0, "role-first");
    one(&mut g, 0, "warfare");
    many(&mut g, 0, &[]);
    assert_eq!(g.players[0].fighters, 1);
    // Then the action phase, without the choice again.
    assert_eq!(keys(&g, 0), s(&["survey", "warfare", "skip"]));
    one(&mut g, 0, "survey");
    assert_eq!(g.players[0].hand.len(), 3);
    assert_eq!(prompt(&g, 0).text.key, "eminent-domain-prompt-discard");
}

#[test]
fn productivity_allows_a_second_action() {
    let mut g = blank(2, 0);
    give(&mut g, 0, &[Card::Warfare, Card::Warfare, Card::Warfare]);
    permanent(&mut g, 0, "tech-3-87");
    start(&mut g);
    one(&mut g, 0, "warfare");
    assert_eq!(prompt(&g, 0).text.key, "eminent-domain-prompt-action");
    one(&mut g, 0, "warfare");
    assert_eq!(g.players[0].fighters, 2);
    assert_eq!(prompt(&g, 0).text.key, "eminent-domain-prompt-role");
}

#[test]
fn abundance_fills_the_slots_of_planets_settled_or_attacked() {
    let mut g = blank(2, 0);
    permanent(&mut g, 0, "tech-2-95");
    let a = planet(&mut g, 0, "planet-2-6", false);
    g.players[0].planets[a].colonies = 3;
    let b = planet(&mut g, 0, "planet-0-1", false);
    g.players[0].fighters = 2;
    g.settle(0, a).unwrap();
    assert_eq!(g.players[0].planets[a].filled, vec![true, true]);
    g.attack(0, b).unwrap();
    assert_eq!(g.players[0].planets[b].filled, vec![true]);
}

#[test]
fn dissension_draws_one_more_when_dissenting() {
    let mut g = blank(2, 0);
    permanent(&mut g, 1, "tech-3-96");
    give(&mut g, 1, &[Card::Warfare]);
    deck(&mut g, 1, &[Card::Survey, Card::Colonize, Card::Research]);
    start(&mut g);
    lead(&mut g, "warfare", &[]);
    assert_eq!(prompt(&g, 1).text.args["n"], engine::Arg::Number(2));
    many(&mut g, 1, &[]);
    assert_eq!(g.players[1].hand, vec![Card::Warfare, Card::Colonize, Card::Research]);
}

#[test]
fn bureaucracy_gives_followers_the_leader_bonus_of_colonize_and_warfare() {
    let mut g = blank(2, 0);
    permanent(&mut g, 1, "tech-3-97");
    give(&mut g, 1, &[Card::Warfare]);
    planet(&mut g, 1, "planet-0-1", false);
    g.players[1].fighters = 2;
    start(&mut g);
    lead(&mut g, "warfare", &[]);
    follow(&mut g, 1, Card::Warfare, 1);
    assert_eq!(keys(&g, 1), s(&["fighters", "attack-0"]));
    one(&mut g, 1, "attack-0");
    assert!(g.players[1].planets[0].face_up);

    let mut g = blank(2, 0);
    permanent(&mut g, 1, "tech-3-97");
    give(&mut g, 1, &[Card::Colonize]);
    let i = planet(&mut g, 1, "planet-0-1", false);
    g.players[1].planets[i].colonies = 2;
    start(&mut g);
    lead(&mut g, "colonize", &[]);
    follow(&mut g, 1, Card::Colonize, 1);
    assert_eq!(keys(&g, 1), s(&["colony-0", "settle-0"]));
    one(&mut g, 1, "settle-0");
    assert!(g.players[1].planets[0].face_up);
}

#[test]
fn skipping_the_settle_of_improved_colonize_asks_are_you_sure() {
    let mut g = holding(2, "tech-1-21", &[]);
    let a = planet(&mut g, 0, "planet-0-1", false);
    g.players[0].planets[a].colonies = 2;
    planet(&mut g, 0, "planet-1-3", false);
    play(&mut g, "tech-1-21");
    let p = prompt(&g, 0);
    let skip = p.choice.options().iter().find(|o| o.key == "skip").unwrap();
    assert_eq!(skip.warning.as_ref().map(|w| w.key.as_ref()), Some("eminent-domain-warn-skip-settle"));
    assert!(p.choice.options().iter().filter(|o| o.key != "skip").all(|o| o.warning.is_none()));
    one(&mut g, 0, "skip");
    assert!(!g.players[0].planets[0].face_up, "skipping stays legal");
}
