//! One test per rule with worked numbers (spec §10) and the rules the issue
//! names: display sizes, trade tokens, cycle-3 influence, Voidborn deployment,
//! upkeep and its payment, overflow, turn-order ties, corruption placement,
//! corruption on offered agendas, fixed populations, trade tokens as a cost.

use super::super::flow::{ActionRef, Place, Q, Step, TokenAt, TurnState};
use super::*;

/// A game after setup, answering every question with its first option until
/// the first focus choice.
pub fn started(seats: usize) -> Voidfall {
    started_under(seats, RULES_VERSION)
}

/// [`started`] under an older rules version.
pub fn started_under(seats: usize, rules: u32) -> Voidfall {
    let mut rng = rng();
    let mut g = Voidfall::setup_with_rules(seats, &VoidfallOptions::default(), rules, &mut rng).unwrap();
    loop {
        let prompts = g.prompts();
        if prompts.iter().any(|p| p.text.key == "voidfall-ask-focus") {
            return g;
        }
        let p = &prompts[0];
        let key = p.choice.options()[0].key.to_string();
        let answer = match p.choice {
            Choice::Many { .. } => Answer::Many(vec![]),
            _ => Answer::One(key),
        };
        g.apply(p.seat, &answer, &mut rng).unwrap();
    }
}

/// Run pending steps, answering every question with its first option (or no
/// effects at all).
pub(super) fn resolve_with_first_options(g: &mut Voidfall) {
    let mut rng = rng();
    loop {
        g.proceed(&mut rng);
        let Some(a) = g.asks.first().cloned() else { break };
        let p = g.prompt(&a);
        let ans = match p.choice {
            Choice::Many { .. } => Answer::Many(vec![]),
            _ => Answer::One(p.choice.options()[0].key.to_string()),
        };
        g.answer(a.seat, &ans, &mut rng).unwrap();
    }
}

pub(super) fn sector(g: &Voidfall, id: &str) -> usize {
    (0..g.sectors.len()).find(|s| g.sector_id(*s) == id).unwrap()
}

#[test]
fn tech_display_sizes_follow_the_player_count() {
    // R1.11: 8/11/12 stacks and 16/19/20 cards for 2/3/4 players.
    for (seats, stacks, cards) in [(2, 8, 16), (3, 11, 19), (4, 12, 20)] {
        let g = started(seats);
        assert_eq!(g.display.len(), stacks, "{seats} players");
        assert_eq!(g.display.iter().map(std::vec::Vec::len).sum::<usize>(), cards, "{seats} players");
        assert_eq!(g.market.iter().flatten().count(), 4);
        assert_eq!(g.improved_deck.len(), 4);
        for p in &g.players {
            assert_eq!(p.techs.len(), 1);
            assert!(p.techs[0].influence_copy);
            assert_eq!(p.improved_hand, vec![p.techs[0].tech]);
        }
    }
}

#[test]
fn trade_tokens_at_setup_follow_the_player_count() {
    for (seats, total, first) in [(2, 6, 1), (3, 10, 0), (4, 12, 2)] {
        let g = Voidfall::setup(seats, &VoidfallOptions::default(), &mut rng()).unwrap();
        assert_eq!(g.trade.iter().map(|n| *n as u32).sum::<u32>(), total);
        assert_eq!(g.trade[0], first);
    }
}

#[test]
fn taking_a_trade_token_takes_the_leftmost_and_offers_two_windfalls() {
    let mut g = started(4);
    let seat = g.asks[0].seat;
    g.asks.clear();
    g.trade = [2, 2, 2, 2, 2, 2];
    g.gain_trade_token(seat);
    assert_eq!(g.trade, [1, 2, 2, 2, 2, 2]);
    // Outside a turn the token is placed at once, after the windfall of space 1.
    g.proceed(&mut rng());
    assert_eq!(g.asks[0].q, Q::Windfall { space: 0 });
    assert_eq!(g.picks(seat, &g.asks[0].q).len(), 1, "space 1 has no space to its left");
    // From space 3: its windfall or that of space 2.
    g.asks.clear();
    g.trade = [0, 0, 2, 2, 2, 2];
    g.gain_trade_token(seat);
    assert_eq!(g.trade, [0, 0, 1, 2, 2, 2]);
    g.proceed(&mut rng());
    assert_eq!(g.asks[0].q, Q::Windfall { space: 2 });
    assert_eq!(g.picks(seat, &g.asks[0].q).len(), 2);
}

#[test]
fn cycle_3_turn_order_scores_10_5_0_with_three_players() {
    let mut g = started(3);
    g.asks.clear();
    g.todo.clear();
    g.cycle = 3;
    let conquest = content().focus.iter().position(|f| f.id == "conquest").unwrap();
    let politics = content().focus.iter().position(|f| f.id == "politics").unwrap();
    // Seat times: 3, 1, 0 time units.
    g.players[0].focus_discard = vec![conquest];
    g.players[1].focus_discard = vec![politics];
    g.players[2].focus_discard = vec![];
    let before: Vec<u32> = g.players.iter().map(|p| p.influence).collect();
    g.turn_order();
    let gained: Vec<u32> = (0..3).map(|s| g.players[s].influence - before[s]).collect();
    assert_eq!(gained, vec![0, 5, 10]);
    assert_eq!(g.order(), vec![2, 1, 0]);
}

#[test]
fn turn_order_ties_keep_the_old_order_and_turmoil_adds_five() {
    let mut g = started(3);
    let old = g.order();
    for p in &mut g.players {
        p.focus_discard.clear();
    }
    assert_eq!(g.new_order(), old, "equal time: whoever was earlier stays earlier");
    g.players[old[0]].afflictions[Affliction::Turmoil as usize] = true;
    assert_eq!(g.time_units(old[0]), 5);
    assert_eq!(g.new_order(), vec![old[1], old[2], old[0]]);
}

/// A sector of `g` with `fleets` Voidborn fleets, `defenses` sector defenses
/// and room for more.
fn voidborn_sector(g: &mut Voidfall, fleets: u8, defenses: usize) -> usize {
    let core = sector(g, "core");
    let sec = &mut g.sectors[core];
    sec.voidborn = fleets;
    sec.installation_spaces = 4;
    sec.installations = vec![Built { kind: Installation::Defense, printed: false }; defenses];
    core
}

#[test]
fn voidborn_deployment_adds_a_defense_below_the_cycle_number() {
    // F1, seed §5.13: a sector with fewer sector defenses than the cycle number
    // (0, 1, 2 in cycles 1, 2, 3) gets a defense; at the number, a fleet.
    let mut g = started_under(2, RULES_VERSION);
    for (cycle, defenses) in [(1u8, 0usize), (2, 1), (3, 2)] {
        g.cycle = cycle;
        let core = voidborn_sector(&mut g, 3, defenses);
        g.deploy_voidborn_at(core);
        assert_eq!(
            (g.sectors[core].voidborn, g.sectors[core].defenses()),
            (3, defenses + 1),
            "cycle {cycle} with {defenses} defenses: a defense"
        );
        let core = voidborn_sector(&mut g, 3, defenses + 1);
        g.deploy_voidborn_at(core);
        assert_eq!(
            (g.sectors[core].voidborn, g.sectors[core].defenses()),
            (4, defenses + 1),
            "cycle {cycle} with {} defenses: a fleet",
            defenses + 1
        );
    }
    // The case: cycle 2, 3 fleets and 1 defense → a 2nd defense, not a 4th fleet.
    g.cycle = 2;
    let core = voidborn_sector(&mut g, 3, 1);
    g.deploy_voidborn_at(core);
    assert_eq!((g.sectors[core].voidborn, g.sectors[core].defenses()), (3, 2));
    // 1–2 fleets: one more fleet whatever the defenses.
    let core = voidborn_sector(&mut g, 2, 0);
    g.deploy_voidborn_at(core);
    assert_eq!((g.sectors[core].voidborn, g.sectors[core].defenses()), (3, 0));
    // No room: a fleet.
    g.cycle = 3;
    let core = voidborn_sector(&mut g, 3, 0);
    g.sectors[core].installation_spaces = 0;
    g.deploy_voidborn_at(core);
    assert_eq!((g.sectors[core].voidborn, g.sectors[core].defenses()), (4, 0));
}

#[test]
fn voidborn_deployment_under_rules_5_keeps_the_old_threshold() {
    // A game begun under rules version 5 keeps "fewer than the cycle number
    // minus one", so its stored moves fold as they did.
    let mut g = started_under(2, 5);
    g.cycle = 2;
    let core = voidborn_sector(&mut g, 3, 1);
    g.deploy_voidborn_at(core);
    assert_eq!((g.sectors[core].voidborn, g.sectors[core].defenses()), (4, 1));
    g.cycle = 1;
    let core = voidborn_sector(&mut g, 3, 0);
    g.deploy_voidborn_at(core);
    assert_eq!((g.sectors[core].voidborn, g.sectors[core].defenses()), (4, 0));
}

#[test]
fn voidborn_deployment_picks_fewest_fleets_then_highest_population() {
    let g = started(2);
    let seat = 0;
    let targets = g.voidborn_targets(seat);
    assert!(!targets.is_empty());
    let fewest = targets.iter().map(|t| g.sectors[*t].voidborn).min().unwrap();
    assert!(targets.iter().all(|t| g.sectors[*t].voidborn == fewest));
    for t in &targets {
        assert!(g.adjacent(*t).iter().any(|s| g.sectors[*s].control() == Control::Player(seat)));
    }
}

#[test]
fn upkeep_worked_example_is_nine() {
    // 1 dreadnought fleet + 2 sectors with defenses + 1 shipyard + 1 agenda
    // without a token + Contamination = 1 + 2 + 1 + 3 + 2.
    let mut g = started(2);
    let seat = 0;
    let home = g.home(seat);
    let outpost = sector(&g, "outpost-0");
    for s in [home, outpost] {
        g.sectors[s].guilds.retain(|b| b.kind != Guild::Bankers);
        g.sectors[s].installations.retain(|b| b.kind == Installation::Shipyard && s == home);
    }
    assert_eq!(g.sectors[home].shipyards(), 1);
    g.players[seat].techs.retain(|h| content().techs[h.tech].upkeep == 0);
    g.sectors[home].power[seat][Model::Dreadnought as usize] = 1;
    g.players[seat].supply_power -= 1;
    for s in [home, outpost] {
        g.sectors[s].installations.push(Built { kind: Installation::Defense, printed: false });
    }
    g.players[seat].slots[1].agenda = Some(SlotAgenda::Card(0));
    g.players[seat].slots[1].token = false;
    g.players[seat].afflictions[Affliction::Contamination as usize] = true;
    assert_eq!(g.upkeep(seat), 9);
    // A trade token on the agenda covers its 3 (D-38).
    g.players[seat].slots[1].token = true;
    assert_eq!(g.upkeep(seat), 6);
}

#[test]
fn upkeep_payments_are_never_superfluous_and_unpaid_points_cost_four() {
    let mut g = started(2);
    let seat = 0;
    g.players[seat].storage = [3, 1, 1, 0, 0];
    // Force an upkeep of 3: one agenda, nothing else.
    for s in 0..g.sectors.len() {
        g.sectors[s].installations.clear();
        g.sectors[s].guilds.clear();
    }
    g.players[seat].techs.clear();
    g.players[seat].slots[1].agenda = Some(SlotAgenda::Card(0));
    assert_eq!(g.upkeep(seat), 3);
    let mut pays = g.upkeep_payments(seat);
    pays.sort_unstable();
    // [food, materials, energy, credits]: 2 food overpays by one food point
    // only (D-42); credits pay nothing without Data Harvesting's improved card.
    assert_eq!(pays, vec![[1, 0, 1, 0], [1, 1, 0, 0], [2, 0, 0, 0]]);
    // Nothing to pay with: 4 influence per point.
    g.players[seat].storage = [0; 5];
    assert!(g.upkeep_payments(seat).is_empty());
    let before = g.players[seat].influence;
    g.pay_upkeep(seat, [0, 0, 0, 0]);
    assert_eq!(g.players[seat].influence, before - 12);
    // Influence floors at 0.
    g.players[seat].influence = 5;
    g.pay_upkeep(seat, [0, 0, 0, 0]);
    assert_eq!(g.players[seat].influence, 0);
}

#[test]
fn data_harvesting_improved_lets_each_credit_pay_two_upkeep() {
    let mut g = started(2);
    let seat = 0;
    for s in 0..g.sectors.len() {
        g.sectors[s].installations.clear();
        g.sectors[s].guilds.clear();
    }
    let harvesting = content().tech_index("matter-resequencer").unwrap();
    let held = HeldTech { tech: harvesting, improved: false, influence_copy: false, token: false, corruption: 0 };
    g.players[seat].techs = vec![held];
    g.players[seat].slots[1].agenda = Some(SlotAgenda::Card(0));
    assert_eq!(g.upkeep(seat), 3);
    // [food, materials, energy, credits] = [0, 1, 0, 3].
    g.players[seat].storage = [0, 1, 0, 0, 3];
    // The basic card: credits pay nothing, so 1 materials covers 1 and 2 points
    // go unpaid.
    assert_eq!(g.upkeep_payments(seat), vec![[0, 1, 0, 0]]);
    g.players[seat].techs[0].improved = true;
    let mut pays = g.upkeep_payments(seat);
    pays.sort_unstable();
    // Improved: a credit pays 2; two credits would leave one over either way.
    assert_eq!(pays, vec![[0, 0, 0, 2], [0, 1, 0, 1]]);
    let before = g.players[seat].influence;
    g.pay_upkeep(seat, [0, 1, 0, 1]);
    assert_eq!(g.players[seat].storage, [0, 0, 0, 0, 2]);
    assert_eq!(g.players[seat].influence, before, "upkeep 3 is fully paid");
    let p = g.prompt(&Ask { seat, q: Q::Upkeep });
    let keys: Vec<String> = p.choice.options().iter().map(|o| o.key.to_string()).collect();
    assert_eq!(keys, vec!["pay-0-0-0-2".to_string()], "with only credits left, two of them pay it all");
}

#[test]
fn overflow_gives_one_influence_per_two_lost_rounded_down() {
    let mut g = started(2);
    let seat = 0;
    g.players[seat].storage[Resource::Food as usize] = 14;
    let before = g.players[seat].influence;
    g.gain(seat, Resource::Food, 4);
    g.gain(seat, Resource::Science, 0);
    g.settle(seat);
    assert_eq!(g.players[seat].storage[Resource::Food as usize], 15);
    assert_eq!(g.players[seat].influence, before + 1, "3 lost → 1 influence");
    // No carry-over: the next turn starts from zero.
    g.gain(seat, Resource::Food, 1);
    g.settle(seat);
    assert_eq!(g.players[seat].influence, before + 1);
    // Contamination: cap 8 and no overflow influence.
    g.place_corruption(seat, Place::Affliction(Affliction::Contamination));
    assert_eq!(g.players[seat].storage[Resource::Food as usize], 8);
    g.gain(seat, Resource::Food, 6);
    g.settle(seat);
    assert_eq!(g.players[seat].influence, before + 1);
}

#[test]
fn corruption_goes_to_a_pure_non_home_sector_an_agenda_slot_or_an_affliction() {
    let mut g = started(2);
    let seat = 0;
    let outpost = sector(&g, "outpost-0");
    let places = g.corruption_places(seat);
    assert!(places.contains(&Place::Sector(outpost)));
    assert!(!places.contains(&Place::Sector(g.home(seat))), "never a home sector");
    // The bottom agenda slot is corrupt from setup.
    assert!(!places.contains(&Place::Slot(3)));
    assert!(places.contains(&Place::Slot(0)) && places.contains(&Place::Slot(1)));
    assert_eq!(places.iter().filter(|p| matches!(p, Place::Affliction(_))).count(), 3);
    // A corruption on the starting agenda's slot removes it and returns its token.
    g.players[seat].slots[0].token = true;
    let tokens: u8 = g.trade.iter().sum();
    g.place_corruption(seat, Place::Slot(0));
    assert_eq!(g.players[seat].slots[0].agenda, None);
    assert_eq!(g.trade.iter().sum::<u8>(), tokens + 1);
    // With nowhere to go, a corruption cost cannot be paid (D-30).
    g.sectors[outpost].corrupt = true;
    for i in 0..4 {
        g.players[seat].slots[i].corrupt = true;
    }
    g.players[seat].afflictions = [true; 3];
    assert!(g.corruption_places(seat).is_empty());
    let temptation = content().focus.iter().position(|f| f.id == "temptation").unwrap();
    assert!(!g.can_pay(seat, ActionRef::Focus(temptation, 0)));
}

#[test]
fn a_credit_may_replace_one_supply_once_per_action() {
    let mut g = started(2);
    let seat = 0;
    let conquest = content().focus.iter().position(|f| f.id == "conquest").unwrap();
    // Engage costs 2 energy.
    let engage = ActionRef::Focus(conquest, 0);
    g.players[seat].storage = [0, 0, 1, 0, 1];
    assert_eq!(g.payment_options(seat, engage), vec![Some(Resource::Energy)]);
    g.players[seat].storage = [0, 0, 0, 0, 2];
    assert!(g.payment_options(seat, engage).is_empty(), "only one credit per action");
    assert!(!g.can_pay(seat, engage));
}

#[test]
fn a_credit_never_pays_an_event_item() {
    // F11, seed R5.2: a credit stands in for a supply only in an action's cost,
    // not in an event's. Scorched Earth's item costs 1 materials.
    let mut g = quiet(2);
    let seat = 0;
    let item = ActionRef::EventGeneral(event("scorched-earth"));
    g.players[seat].storage = [0, 0, 0, 0, 1];
    assert!(g.payment_options(seat, item).is_empty(), "a credit is refused for an event item");
    assert!(!g.can_pay(seat, item));
    g.todo.push(Step::Run { seat, action: item, at: None });
    play_on(&mut g);
    assert!(g.asks.is_empty(), "no payment prompt is offered");
    assert_eq!(g.players[seat].storage, [0, 0, 0, 0, 1], "the credit is kept");
    g.players[seat].storage = [0, 1, 0, 0, 1];
    assert_eq!(g.payment_options(seat, item), vec![None], "materials pay it, a credit does not");
    // A focus action still takes a credit for a supply.
    let conquest = content().focus.iter().position(|f| f.id == "conquest").unwrap();
    g.players[seat].storage = [0, 0, 1, 0, 1];
    assert_eq!(g.payment_options(seat, ActionRef::Focus(conquest, 0)), vec![Some(Resource::Energy)]);
}

#[test]
fn a_credit_pays_an_event_item_under_rules_5() {
    let mut g = started_under(2, 5);
    let seat = 0;
    let item = ActionRef::EventGeneral(event("scorched-earth"));
    g.players[seat].storage = [0, 0, 0, 0, 1];
    assert_eq!(g.payment_options(seat, item), vec![Some(Resource::Materials)]);
}

#[test]
fn recalling_the_last_power_of_a_sector_hands_it_to_the_voidborn() {
    let mut g = started(2);
    let seat = 0;
    let outpost = sector(&g, "outpost-0");
    let power = g.sectors[outpost].power[seat][Model::Corvette as usize];
    for _ in 0..power {
        g.recall(seat, outpost, Model::Corvette);
    }
    let s = &g.sectors[outpost];
    assert_eq!(s.control(), Control::Voidborn);
    assert!(s.corrupt && s.voidborn == 1);
    assert!(s.installations.iter().all(|b| b.printed));
    check_invariants(&g).unwrap();
}

#[test]
fn invading_an_uncontrolled_sector_takes_it_without_combat() {
    let mut g = started(2);
    let seat = 0;
    let targets = g.invasion_targets(seat);
    // Never your own sector, never a home sector.
    assert!(
        targets.iter().all(|t| g.sectors[*t].home_of.is_none() && g.sectors[*t].control() != Control::Player(seat))
    );
    let t = *targets.iter().find(|t| g.sectors[**t].control() == Control::Uncontrolled).unwrap();
    assert!(!g.is_combat(t));
    let from = *g.adjacent(t).iter().find(|s| g.sectors[**s].power_of(seat) > 1).unwrap();
    g.invade(seat, t, &vec![(from, Model::Corvette, 1)]);
    assert_eq!(g.sectors[t].control(), Control::Player(seat));
    assert!(g.sectors[t].ever_controlled);
    check_invariants(&g).unwrap();
}

#[test]
fn research_thresholds_limit_improvements() {
    let mut g = started(2);
    let seat = 0;
    g.asks.clear();
    assert_eq!(g.research_allowed(seat), 0);
    assert!(!g.tech_options(seat).iter().any(|p| matches!(p, flow::Pick::Improve(_))));
    // Crossing the first research threshold (after space 1) on one track.
    g.players[seat].tracks[0] = 2;
    assert_eq!(g.research_allowed(seat), 1);
    assert!(g.tech_options(seat).contains(&flow::Pick::Improve(0)));
}

#[test]
fn demilitarization_thresholds_cost_fleet_power() {
    let mut g = started(2);
    let seat = 0;
    g.asks.clear();
    g.todo.clear();
    // Space 5 → 6 crosses the third threshold: 1 fleet power is spent first.
    g.players[seat].tracks[Track::Society as usize] = 5;
    let reserve = g.players[seat].reserve;
    g.advance(seat, Track::Society);
    resolve_with_first_options(&mut g);
    assert_eq!(g.players[seat].tracks[Track::Society as usize], 6);
    assert_eq!(g.players[seat].reserve, reserve - 1);
}

/// Run the pending steps of a `quiet` state. Such a state has no later steps,
/// so running out of work there is not the end of the game.
pub(super) fn play_on(g: &mut Voidfall) {
    g.proceed(&mut rng());
    g.finished = false;
}

/// Answer the open question of `seat` with the option `key`, then play on.
fn answer_key(g: &mut Voidfall, seat: Seat, key: &str) {
    g.answer(seat, &Answer::One(key.to_string()), &mut rng()).unwrap_or_else(|e| panic!("{key}: {e:?}"));
    play_on(g);
}

fn option_keys(g: &Voidfall, seat: Seat) -> Vec<String> {
    let a = g.asks.iter().find(|a| a.seat == seat).expect("an open question");
    g.prompt(a).choice.options().iter().map(|o| o.key.to_string()).collect()
}

fn event(id: &str) -> usize {
    content().events.iter().position(|e| e.id == id).unwrap()
}

/// A game with nothing pending, for driving one rule through the flow.
pub(super) fn quiet(seats: usize) -> Voidfall {
    let mut g = started(seats);
    g.asks.clear();
    g.todo.clear();
    g
}

#[test]
fn corruption_on_an_offered_agenda_comes_with_the_card() {
    // Rulebook (gaining agendas): any number of corruption may sit on an offered
    // card; whoever takes it gains all of it. Drawing two from the deck does not.
    let mut g = quiet(2);
    let seat = 0;
    let growth = AgendaKind::Growth as usize;
    g.offer_corruption(Some(AgendaKind::Growth));
    g.offer_corruption(Some(AgendaKind::Growth));
    assert_eq!(g.agenda_offer_corruption, [0, 2, 0]);
    // "Each face-up agenda without one": growth already has some.
    g.offer_corruption(None);
    assert_eq!(g.agenda_offer_corruption, [1, 2, 1]);
    assert_eq!(g.view(Viewer::Spectator).agenda_offer_corruption, [1, 2, 1], "public");

    g.push_ask(seat, Q::AgendaHow { kind: AgendaKind::Growth });
    play_on(&mut g);
    answer_key(&mut g, seat, "draw-two");
    answer_key(&mut g, seat, "drawn-1");
    assert_eq!(g.agenda_offer_corruption[growth], 2, "the face-up card keeps its corruption");

    let offered = g.agenda_offer[growth].unwrap();
    let before = g.corruption_count(seat);
    g.push_ask(seat, Q::AgendaHow { kind: AgendaKind::Growth });
    play_on(&mut g);
    answer_key(&mut g, seat, "face-up");
    assert!(g.players[seat].agenda_hand.contains(&offered));
    assert_ne!(g.agenda_offer[growth], Some(offered), "the offer is refilled");
    assert_eq!(g.agenda_offer_corruption[growth], 0, "the new face-up card is clean");
    // Each corruption is placed by the player's choice (§5.14), one at a time.
    for key in ["affliction-despair", "affliction-turmoil"] {
        assert_eq!(g.asks[0].q, Q::Corruption { as_cost: false });
        answer_key(&mut g, seat, key);
    }
    assert!(g.asks.is_empty());
    assert_eq!(g.corruption_count(seat), before + 2);
    check_invariants(&g).unwrap();
}

#[test]
fn offered_corruption_with_nowhere_to_go_is_lost_and_an_empty_offer_takes_none() {
    let mut g = quiet(2);
    let seat = 0;
    let scheme = AgendaKind::Scheme as usize;
    g.offer_corruption(Some(AgendaKind::Scheme));
    // Every place full: a corruption gained by an effect returns to the supply (D-30).
    for s in 0..g.sectors.len() {
        if g.sectors[s].control() == Control::Player(seat) && g.sectors[s].home_of.is_none() {
            g.sectors[s].corrupt = true;
        }
    }
    for slot in &mut g.players[seat].slots {
        slot.corrupt = true;
    }
    g.players[seat].afflictions = [true; 3];
    let before = g.corruption_count(seat);
    g.push_ask(seat, Q::AgendaHow { kind: AgendaKind::Scheme });
    play_on(&mut g);
    answer_key(&mut g, seat, "face-up");
    assert!(g.asks.is_empty());
    assert_eq!(g.corruption_count(seat), before);
    assert_eq!(g.agenda_offer_corruption[scheme], 0);
    // No face-up card: nothing to put a corruption on.
    g.agenda_offer[scheme] = None;
    g.offer_corruption(Some(AgendaKind::Scheme));
    g.offer_corruption(None);
    assert_eq!(g.agenda_offer_corruption[scheme], 0);
}

#[test]
fn an_events_board_item_corrupts_the_offer_once_whatever_the_player_count() {
    for seats in 2..=4 {
        let mut g = quiet(seats);
        g.event = Some(event("imminent-destiny"));
        g.todo.push(Step::BoardItems);
        play_on(&mut g);
        assert_eq!(g.agenda_offer_corruption, [1, 0, 0], "{seats} players");
        g.event = Some(event("shadow-of-the-void"));
        g.todo.push(Step::BoardItems);
        play_on(&mut g);
        assert_eq!(g.agenda_offer_corruption, [1, 1, 1], "{seats} players: only offers without one");
    }
}

#[test]
fn a_fixed_population_never_changes() {
    // Rulebook: some special sectors have a fixed population that can never rise.
    for seats in 2..=4 {
        let g = started(seats);
        let fixed: Vec<usize> = (0..g.sectors.len()).filter(|s| g.sectors[*s].fixed_population).collect();
        assert!(!fixed.is_empty(), "{seats} players: the map has fixed sectors");
        for s in &fixed {
            assert!((1..=6).contains(&g.sectors[*s].population));
            assert!(g.view(Viewer::Spectator).sectors[*s].fixed_population);
        }
    }
    let mut g = quiet(2);
    let seat = 0;
    let s = (0..g.sectors.len()).find(|s| g.sectors[*s].fixed_population).unwrap();
    let population = g.sectors[s].population;
    g.sectors[s].power[seat][Model::Corvette as usize] = 1;
    g.sectors[s].ever_controlled = true;
    g.players[seat].supply_power -= 1;
    assert_eq!(g.sectors[s].control(), Control::Player(seat));
    assert!(!g.raisable(seat, None).contains(&s));
    assert!(!g.raisable(seat, None).is_empty(), "other pure sectors can still grow");
    g.raise_population(seat, s);
    assert_eq!(g.sectors[s].population, population);
    // A planetary base in a pure fixed sector adds no population either.
    let bases = content().tech_index("planetary-bases").unwrap();
    g.players[seat].techs.push(HeldTech {
        tech: bases,
        improved: false,
        influence_copy: false,
        token: false,
        corruption: 0,
    });
    g.build(seat, s, Installation::Base);
    assert_eq!(g.sectors[s].count_installation(Installation::Base), 1);
    assert_eq!(g.sectors[s].population, population);
    // Guilds there still produce by its population.
    let level = g.level(seat, Resource::Science);
    g.establish(seat, s, Guild::Scientists);
    assert_eq!(g.level(seat, Resource::Science), level + population as i32);
    check_invariants(&g).unwrap();
}

#[test]
fn a_trade_token_spent_as_a_cost_returns_to_the_board_at_once() {
    let mut g = quiet(2);
    let seat = 0;
    let bright = ActionRef::EventGeneral(event("bright-future"));
    for slot in &mut g.players[seat].slots {
        slot.token = false;
    }
    assert!(!g.can_pay(seat, bright), "no token, no payment");
    // A token on the starting agenda and one on an agenda in play.
    g.players[seat].slots[0].token = true;
    g.players[seat].slots[1].agenda = Some(SlotAgenda::Card(0));
    g.players[seat].slots[1].token = true;
    assert!(g.can_pay(seat, bright));
    let upkeep = g.upkeep(seat);
    let influence = g.players[seat].influence;
    let trade = g.trade;
    g.todo.push(Step::Run { seat, action: bright, at: None });
    play_on(&mut g);
    // An event item with a cost is offered, never forced.
    assert_eq!(option_keys(&g, seat), vec!["resolve", "skip"]);
    answer_key(&mut g, seat, "resolve");
    assert_eq!(option_keys(&g, seat), vec!["token-agenda-1", "token-agenda-2"]);
    answer_key(&mut g, seat, "token-agenda-2");
    assert!(!g.players[seat].slots[1].token && g.players[seat].slots[0].token);
    // 2 players: back onto the rightmost empty space, before any effect.
    let mut expected = trade;
    let space = trade.iter().rposition(|n| *n == 0).unwrap_or(5);
    expected[space] += 1;
    assert_eq!(g.trade, expected);
    assert_eq!(g.players[seat].influence, influence + 6);
    // The agenda it covered costs its 3 upkeep again (D-38).
    assert_eq!(g.upkeep(seat), upkeep + 3);
}

/// `seat`'s turn, with the trade token on its first agenda slot flipped for a third action.
fn third_action_turn(seat: usize) -> TurnState {
    TurnState {
        seat,
        focus: 0,
        agenda: None,
        flipped: Some(TokenAt::Slot(0)),
        done: Vec::new(),
        focus_actions: 0,
        gained_tokens: 0,
    }
}

#[test]
fn the_flipped_token_cannot_be_spent_but_one_gained_this_turn_can() {
    let mut g = quiet(2);
    let seat = 0;
    let bright = ActionRef::EventGeneral(event("bright-future"));
    for slot in &mut g.players[seat].slots {
        slot.token = false;
    }
    g.players[seat].slots[0].token = true;
    g.turn = Some(third_action_turn(seat));
    assert!(!g.can_pay(seat, bright), "the flipped token already pays for the third action");
    g.turn.as_mut().unwrap().gained_tokens = 1;
    assert!(g.can_pay(seat, bright));
    let total: u8 = g.trade.iter().sum();
    g.todo.push(Step::Run { seat, action: bright, at: None });
    play_on(&mut g);
    answer_key(&mut g, seat, "resolve");
    assert_eq!(option_keys(&g, seat), vec!["token-gained"]);
    answer_key(&mut g, seat, "token-gained");
    assert_eq!(g.turn.as_ref().unwrap().gained_tokens, 0, "nothing left to place at cleanup");
    assert_eq!(g.trade.iter().sum::<u8>(), total + 1);
}

#[test]
fn an_optional_action_with_a_cost_may_be_declined() {
    // Straight to Hell: each player may gain a corruption for 2 fleet power.
    let mut g = quiet(2);
    let seat = 0;
    let hell = ActionRef::EventGeneral(event("straight-to-hell"));
    let before = (g.corruption_count(seat), g.players[seat].reserve);
    g.todo.push(Step::Run { seat, action: hell, at: None });
    play_on(&mut g);
    answer_key(&mut g, seat, "skip");
    assert!(g.asks.is_empty());
    assert_eq!((g.corruption_count(seat), g.players[seat].reserve), before);
    g.todo.push(Step::Run { seat, action: hell, at: None });
    play_on(&mut g);
    answer_key(&mut g, seat, "resolve");
    answer_key(&mut g, seat, "affliction-turmoil");
    assert_eq!((g.corruption_count(seat), g.players[seat].reserve), (before.0 + 1, before.1 + 2));
}

#[test]
fn a_flipped_token_displaced_before_cleanup_goes_back_only_once() {
    let mut g = quiet(2);
    let seat = 0;
    for slot in &mut g.players[seat].slots {
        slot.token = false;
    }
    // The token flipped for the third action was already sent back (a corruption
    // took its agenda slot), so the slot is empty at cleanup.
    g.turn = Some(third_action_turn(seat));
    let total: u8 = g.trade.iter().sum();
    g.todo.push(Step::FinishTurn(seat));
    play_on(&mut g);
    assert_eq!(g.trade.iter().sum::<u8>(), total, "no token appears from nowhere");
}

/// The note beside option `key` of `seat`'s question `q`.
fn note_of(g: &Voidfall, seat: Seat, q: Q, key: &str) -> Option<Text> {
    let p = g.prompt(&flow::Ask { seat, q });
    p.choice.options().iter().find(|o| o.key == key).unwrap_or_else(|| panic!("no option {key}")).note.clone()
}

#[test]
fn options_that_replace_or_lose_something_say_so() {
    let mut g = started(3);
    g.asks.clear();
    // The starting agenda sits in the top slot: placing an agenda there
    // replaces it, and a corruption there throws it out.
    assert_eq!(g.players[0].slots[0].agenda, Some(SlotAgenda::Start));
    let replaces = note_of(&g, 0, Q::AgendaPlace, "agenda-slot-1").unwrap();
    assert_eq!(replaces.key, "voidfall-note-replaces-start");
    let empty = note_of(&g, 0, Q::AgendaPlace, "agenda-slot-2").unwrap();
    assert_eq!(empty.key, "voidfall-note-empty-slot");
    assert_eq!(note_of(&g, 0, Q::AgendaPlace, "remove").unwrap().key, "voidfall-note-remove-from-play");
    let corruption = Q::Corruption { as_cost: false };
    assert_eq!(note_of(&g, 0, corruption.clone(), "agenda-slot-1").unwrap().key, "voidfall-note-corrupt-slot-start");
    assert_eq!(
        note_of(&g, 0, corruption.clone(), "affliction-despair").unwrap().key,
        "voidfall-note-affliction-despair"
    );
    // A priority card's option says what it gives, in the catalog's words.
    g.priority_row = vec![1, 9];
    g.markers = vec![None, None];
    let gives = note_of(&g, 0, Q::Marker, "space-2").unwrap();
    let Some(engine::Arg::Text(card)) = gives.args.get("gives") else { panic!("the card's effects") };
    assert_eq!(card.key, "voidfall-note-priority");
    assert_eq!(note_of(&g, 0, Q::Marker, "space-1").unwrap().args.get("gives").map(|_| ()), Some(()));
    let en = Catalog::for_game(&Voidfall::meta(), "en").unwrap();
    let text = en.plain(&gives, &|_| String::new());
    assert!(text.contains("Priority card 9") && text.contains(" or "), "{text}");
}

#[test]
fn taking_the_last_fleet_power_out_of_a_sector_says_it_empties() {
    let mut g = started(2);
    g.asks.clear();
    let home = (0..g.sectors.len()).find(|s| g.sectors[*s].home_of == Some(0)).unwrap();
    let outpost = *g.adjacent(home).iter().find(|s| g.sectors[**s].control() == Control::Player(0)).unwrap();
    let model = *Model::ALL.iter().find(|m| g.sectors[outpost].power[0][**m as usize] > 0).unwrap();
    let power = g.sectors[outpost].power_of(0);
    assert_eq!(u32::from(g.sectors[outpost].power[0][model as usize]), power, "one model at the outpost");
    let q = Q::RegroupAmount { from: outpost, model, moved: Vec::new(), left: 3, to: home };
    let all = format!("power-{power}");
    let note = note_of(&g, 0, q, &all).unwrap();
    assert_eq!(note.key, "voidfall-note-empties");
    assert_eq!(note.args.get("sector"), Some(&engine::Arg::Card(format!("sector-{}", g.sector_id(outpost)).into())));
}

#[test]
fn the_score_sheet_names_every_source_and_adds_up_to_the_influence() {
    let mut g = started(2);
    g.asks.clear();
    g.ledger.source = balance::Source::Objectives;
    g.gain_influence(0, 6);
    g.ledger.source = balance::Source::TechCopies;
    g.gain_influence(1, 3);
    let sheet = g.score_sheet(Viewer::Spectator).unwrap();
    let keys: Vec<&str> = sheet.rows.iter().map(|r| r.source.key.as_ref()).collect();
    assert!(keys.contains(&"voidfall-source-objectives") && keys.contains(&"voidfall-source-tech-copies"), "{keys:?}");
    for seat in 0..2 {
        assert_eq!(sheet.total(seat), Some(i64::from(g.players[seat].influence)));
    }
    // Read back from its JSON, the ledger is gone: the totals still hold.
    let back: Voidfall = serde_json::from_value(serde_json::to_value(&g).unwrap()).unwrap();
    let sheet = back.score_sheet(Viewer::Spectator).unwrap();
    assert!(sheet.rows.iter().any(|r| r.source.key.as_ref() == "voidfall-source-other"));
    for seat in 0..2 {
        assert_eq!(sheet.total(seat), Some(i64::from(g.players[seat].influence)));
    }
    let log: Vec<&LogEntry> = g.log.iter().filter(|l| l.text.key == "voidfall-log-influence").collect();
    assert!(log.iter().all(|l| l.text.args.get("source").is_some()), "every gain names its source");
}
