//! Seaside, 2nd edition: an effect test for every card, and the rulebook's timing
//! cases for Durations, mats and reactions to gains.

use super::*;
use engine::Viewer;

/// End `seat`'s turn from wherever it stands (Action or Buy phase).
fn finish_turn(t: &mut Table, seat: Seat) {
    assert_eq!(t.g.turn.player, seat, "it is not seat {seat}'s turn");
    if t.phase() == Phase::Action && t.prompted() == vec![seat] && t.keys(seat).contains(&"buy-phase".to_string()) {
        t.one(seat, "buy-phase");
    }
    if t.g.turn.player == seat && t.prompted() == vec![seat] && t.keys(seat).contains(&"end".to_string()) {
        t.one(seat, "end");
    }
}

/// Every player ends a turn, from seat 0 round to seat 0 again.
fn round(t: &mut Table) {
    for s in 0..t.g.seats() {
        finish_turn(t, s);
    }
    assert_eq!(t.g.turn.player, 0);
}

#[test]
fn astrolabe_gives_a_coin_and_a_buy_now_and_next_turn() {
    let mut t = Table::new(2, &[Astrolabe]);
    t.hand(0, &[Astrolabe, Copper]).deck(0, &n_of(Estate, 5));
    t.one(0, "buy-phase").one(0, "treasures");
    assert_eq!((t.g.turn.coins, t.g.turn.buys), (2, 2));
    round(&mut t);
    assert_eq!(t.in_play(0), vec![Astrolabe], "it stays in play until its last effect");
    assert_eq!((t.g.turn.coins, t.g.turn.buys), (1, 2));
    finish_turn(&mut t, 0);
    assert!(t.in_play(0).is_empty() && t.g.players[0].durations.is_empty());
}

#[test]
fn bazaar_draws_one_and_gives_two_actions_and_a_coin() {
    let mut t = Table::new(2, &[Bazaar]);
    t.hand(0, &[Bazaar]).deck(0, &[Gold]);
    t.play(Bazaar);
    assert_eq!(t.hand_of(0), vec![Gold]);
    assert_eq!((t.g.turn.actions, t.g.turn.coins), (2, 1));
}

#[test]
fn blockade_sets_a_gain_aside_and_curses_copies_gained_on_their_turn() {
    let mut t = Table::new(2, &[Blockade]);
    t.hand(0, &[Blockade]).deck(0, &n_of(Copper, 5));
    t.play(Blockade).one(0, "silver");
    assert_eq!(t.g.players[0].durations[0].held, vec![Silver]);
    assert!(!t.discard_of(0).contains(&Silver));
    finish_turn(&mut t, 0);
    t.hand(1, &[Silver, Silver]);
    t.one(1, "treasures").one(1, "buy:silver");
    assert!(t.g.players[1].owned().any(|c| c == Curse), "the copy brings a Curse after it");
    assert_eq!(t.g.count_in_supply(Curse), 9);
    assert_eq!(t.g.turn.player, 0);
    assert!(t.hand_of(0).contains(&Silver), "the set-aside card comes into the hand");
    assert!(t.g.players[0].durations.iter().all(|d| d.held.is_empty()));
}

#[test]
fn caravan_draws_one_now_and_one_next_turn_and_stays_out_until_then() {
    let mut t = Table::new(2, &[Caravan]);
    let mut deck = vec![Copper];
    deck.extend(n_of(Estate, 5));
    deck.push(Gold);
    t.hand(0, &[Caravan]).deck(0, &deck);
    t.play(Caravan);
    assert_eq!(t.hand_of(0), vec![Copper]);
    assert_eq!(t.g.turn.actions, 1);
    finish_turn(&mut t, 0);
    assert_eq!(t.in_play(0), vec![Caravan]);
    finish_turn(&mut t, 1);
    assert!(t.hand_of(0).contains(&Gold) && t.hand_of(0).len() == 6);
    finish_turn(&mut t, 0);
    assert!(t.in_play(0).is_empty() && t.g.players[0].durations.is_empty());
}

#[test]
fn corsair_makes_the_others_trash_their_first_silver_or_gold() {
    let mut t = Table::new(2, &[Corsair]);
    t.hand(0, &[Corsair]).deck(0, &n_of(Copper, 6));
    t.play(Corsair);
    assert_eq!(t.g.turn.coins, 2);
    finish_turn(&mut t, 0);
    t.hand(1, &[Silver, Gold]);
    t.one(1, "treasures");
    assert_eq!(t.g.trash, vec![Silver], "only the first Silver or Gold");
    assert_eq!(t.in_play(1), vec![Gold]);
    assert_eq!(t.g.turn.coins, 5, "the trashed Silver still made its coins");
    finish_turn(&mut t, 1);
    assert_eq!(t.hand_of(0).len(), 6, "+1 Card at the start of the next turn");
}

#[test]
fn cutpurse_takes_a_copper_or_sees_a_hand_without_one() {
    let mut t = Table::new(3, &[Cutpurse]);
    t.hand(0, &[Cutpurse]).hand(1, &[Copper, Estate]).hand(2, &[Estate]);
    t.play(Cutpurse);
    assert_eq!(t.g.turn.coins, 2);
    assert_eq!(t.hand_of(1), vec![Estate]);
    assert_eq!(t.discard_of(1), vec![Copper]);
    assert_eq!(t.hand_of(2), vec![Estate]);
    assert!(t.logged("dominion-log-reveal-hand-no-copper", Viewer::Seat(0)));
}

#[test]
fn fishing_village_gives_actions_and_coins_now_and_next_turn() {
    let mut t = Table::new(2, &[FishingVillage]);
    t.hand(0, &[FishingVillage]).deck(0, &n_of(Estate, 5));
    t.play(FishingVillage);
    assert_eq!((t.g.turn.actions, t.g.turn.coins), (2, 1));
    round(&mut t);
    assert_eq!((t.g.turn.actions, t.g.turn.coins), (2, 1));
}

#[test]
fn haven_keeps_a_card_face_down_for_the_next_turn() {
    let mut t = Table::new(2, &[Haven]);
    t.hand(0, &[Haven, Gold, Estate]).deck(0, &n_of(Copper, 6));
    t.play(Haven);
    assert_eq!(t.choice(0).options().len(), 3, "Copper, Gold or Estate");
    t.one(0, "gold");
    assert!(!t.hand_of(0).contains(&Gold));
    assert!(t.logged("dominion-log-haven-hidden", Viewer::Seat(1)));
    assert!(!t.logged("dominion-log-haven", Viewer::Seat(1)));
    let seen = serde_json::to_value(t.g.view(Viewer::Seat(1))).unwrap();
    assert_eq!(seen["players"][0]["durations"][0]["held"], serde_json::Value::Null);
    assert_eq!(seen["players"][0]["durations"][0]["held_count"], 1);
    round(&mut t);
    assert!(t.hand_of(0).contains(&Gold));
}

#[test]
fn haven_on_a_turn_that_reshuffles_keeps_its_card_out_of_the_shuffle() {
    let mut t = Table::new(2, &[Haven]);
    t.hand(0, &[Haven, Gold]).deck(0, &[Copper]).discard(0, &n_of(Estate, 5));
    t.play(Haven).one(0, "gold");
    finish_turn(&mut t, 0);
    // Cleanup drew 5 by reshuffling the Estates and the Copper; the Gold stayed aside.
    assert!(t.logged("dominion-log-shuffle", Viewer::Seat(0)));
    assert!(!t.hand_of(0).contains(&Gold));
    assert_eq!(t.g.players[0].durations[0].held, vec![Gold]);
    finish_turn(&mut t, 1);
    assert!(t.hand_of(0).contains(&Gold));
    assert_eq!(t.g.players[0].owned().filter(|c| *c == Gold).count(), 1);
}

#[test]
fn island_moves_itself_and_a_card_to_the_mat_and_scores_at_the_end() {
    let mut t = Table::new(2, &[Island]);
    t.hand(0, &[Island, Estate]);
    t.play(Island);
    assert_eq!(t.g.players[0].island, vec![Island, Estate]);
    assert!(t.in_play(0).is_empty() && t.hand_of(0).is_empty());
    assert_eq!(t.g.victory_points(0), 3);
    t.set_supply(Province, 0);
    finish_turn(&mut t, 0);
    let outcome = t.g.outcome().expect("the game is over");
    assert_eq!(outcome.scores[0], 3, "the Island mat counts at the end");
    let view = serde_json::to_value(t.g.view(Viewer::Seat(1))).unwrap();
    assert_eq!(view["players"][0]["island"], serde_json::json!(["island", "estate"]));
}

#[test]
fn lighthouse_shields_from_attacks_until_the_next_turn() {
    let mut t = Table::new(2, &[Lighthouse, Militia, Moat]);
    t.standing(0, "moat", "ask-me");
    t.hand(0, &[Lighthouse]).deck(0, &[Moat, Copper, Copper, Copper, Copper, Silver]);
    t.play(Lighthouse);
    assert_eq!((t.g.turn.actions, t.g.turn.coins), (1, 1));
    finish_turn(&mut t, 0);
    t.hand(1, &[Militia]);
    t.g.turn.phase = Phase::Action;
    t.play_as(1, Militia);
    assert!(t.prompted().iter().all(|s| *s == 1), "a shielded Moat holder is not even asked");
    assert_eq!(t.hand_of(0).len(), 5);
    assert!(t.logged("dominion-log-shielded", Viewer::Spectator));
    finish_turn(&mut t, 1);
    assert_eq!(t.g.turn.coins, 1);
}

#[test]
fn lookout_trashes_one_discards_one_and_puts_one_back() {
    let mut t = Table::new(2, &[Lookout]);
    t.hand(0, &[Lookout]).deck(0, &[Gold, Estate, Copper, Silver]);
    t.play(Lookout);
    assert_eq!(t.g.turn.actions, 1);
    t.one(0, "estate").one(0, "copper");
    assert_eq!(t.g.trash, vec![Estate]);
    assert_eq!(t.discard_of(0), vec![Copper]);
    assert_eq!(t.deck_of(0), vec![Gold, Silver]);
}

#[test]
fn merchant_ship_gives_two_coins_now_and_next_turn() {
    let mut t = Table::new(2, &[MerchantShip]);
    t.hand(0, &[MerchantShip]).deck(0, &n_of(Estate, 5));
    t.play(MerchantShip);
    assert_eq!(t.g.turn.coins, 2);
    round(&mut t);
    assert_eq!(t.g.turn.coins, 2);
}

#[test]
fn monkey_draws_when_the_player_to_the_right_gains() {
    let mut t = Table::new(3, &[Monkey]);
    let mut deck = n_of(Copper, 5);
    deck.extend([Gold, Silver]);
    t.hand(0, &[Monkey]).deck(0, &deck);
    t.play(Monkey);
    finish_turn(&mut t, 0);
    t.one(1, "buy:copper");
    assert_eq!(t.hand_of(0).len(), 5, "seat 1 is to the left of seat 0");
    t.one(2, "buy:copper");
    assert!(t.hand_of(0).contains(&Gold), "seat 2 is to the right of seat 0");
    assert_eq!(t.g.turn.player, 0);
    assert!(t.hand_of(0).contains(&Silver));
    assert_eq!(t.hand_of(0).len(), 7);
}

#[test]
fn native_village_puts_cards_on_its_mat_and_takes_them_back() {
    let mut t = Table::new(2, &[NativeVillage]);
    t.hand(0, &[NativeVillage, NativeVillage]).deck(0, &[Gold, Silver]);
    t.play(NativeVillage).one(0, "mat");
    assert_eq!(t.g.players[0].native_village, vec![Gold]);
    assert_eq!(t.g.turn.actions, 2);
    t.play(NativeVillage).one(0, "take");
    assert!(t.g.players[0].native_village.is_empty());
    assert_eq!(t.hand_of(0), vec![Gold]);
    assert_eq!(t.g.turn.actions, 3);
}

#[test]
fn native_village_mat_is_hidden_from_the_others_and_scrambled() {
    let mut t = Table::new(2, &[NativeVillage]);
    // Laboratory is not in this kingdom: its id shows in a view only if the mat leaks.
    t.hand(0, &[NativeVillage]).deck(0, &[Laboratory, Copper]);
    t.hand(1, &[Estate, Estate]).deck(1, &[Copper]);
    t.play(NativeVillage).one(0, "mat");
    let mine = serde_json::to_value(t.g.view(Viewer::Seat(0))).unwrap();
    assert_eq!(mine["players"][0]["native_village"], serde_json::json!(["laboratory"]));
    let theirs = serde_json::to_value(t.g.view(Viewer::Seat(1))).unwrap();
    assert_eq!(theirs["players"][0]["native_village"], serde_json::Value::Null);
    assert_eq!(theirs["players"][0]["native_village_count"], 1);
    assert!(!theirs.to_string().contains("\"laboratory\""));
    assert!(!t.logged("dominion-log-native-village-put", Viewer::Seat(1)));
    // Re-dealing what seat 1 cannot know may move the Gold off the mat, and seat
    // 1's view stays the same.
    let mut moved = false;
    for seed in 0..40 {
        let mut g = t.g.clone();
        g.scramble_hidden(Viewer::Seat(1), &mut GameRng::from_u64(seed));
        assert_eq!(serde_json::to_value(g.view(Viewer::Seat(1))).unwrap(), theirs);
        moved |= g.players[0].native_village != vec![Laboratory];
    }
    assert!(moved, "the mat's card is re-dealt with seat 0's other hidden cards");
}

#[test]
fn outpost_gives_an_extra_turn_with_a_three_card_hand() {
    let mut t = Table::new(2, &[Outpost]);
    t.hand(0, &[Outpost]).deck(0, &n_of(Copper, 8));
    t.play(Outpost);
    finish_turn(&mut t, 0);
    assert_eq!(t.g.turn.player, 0);
    assert!(t.g.turn.extra);
    assert_eq!(t.hand_of(0).len(), 3);
    assert_eq!(t.g.players[0].turns, 1, "an extra turn is not counted for the tie-break");
    assert_eq!(t.in_play(0), vec![Outpost]);
    finish_turn(&mut t, 0);
    assert_eq!(t.g.turn.player, 1);
    assert!(t.discard_of(0).contains(&Outpost));
}

#[test]
fn outpost_after_outpost_gives_no_third_turn() {
    let mut t = Table::new(2, &[Outpost, Village]);
    t.hand(0, &[Outpost, Outpost, Village]).deck(0, &[Copper, Outpost, Copper, Copper, Copper, Copper]);
    t.play(Village).play(Outpost).play(Outpost);
    assert_eq!(t.g.players[0].durations.len(), 1, "only the first Outpost of a turn counts");
    finish_turn(&mut t, 0);
    assert!(t.g.turn.extra && t.g.turn.player == 0);
    assert_eq!(t.in_play(0), vec![Outpost], "the second Outpost had nothing to do and left");
    assert!(t.hand_of(0).contains(&Outpost));
    t.play(Outpost);
    assert!(!t.g.turn.outpost, "an extra turn cannot give another");
    finish_turn(&mut t, 0);
    assert_eq!(t.g.turn.player, 1, "no third turn in a row");
}

#[test]
fn pirate_is_played_at_once_off_turn_by_default() {
    let mut t = Table::new(3, &[Pirate]);
    t.hand(0, &[Silver, Silver]).hand(1, &[Pirate, Pirate]).hand(2, &[Pirate]);
    t.deck(1, &n_of(Copper, 5)).deck(2, &n_of(Copper, 5));
    t.one(0, "buy-phase").one(0, "treasures").one(0, "buy:silver");
    assert_eq!(t.in_play(1), vec![Pirate, Pirate], "each copy reacts, nobody is asked");
    assert_eq!(t.in_play(2), vec![Pirate]);
    assert_eq!(t.g.turn.player, 1, "seat 0 had no buy left, and nobody waited on a Pirate");
    assert_eq!(t.keys(1), vec!["copper", "silver", "gold"], "each Pirate gains a Treasure at the turn's start");
}

#[test]
fn pirate_is_played_from_hand_when_anyone_gains_a_treasure() {
    let mut t = Table::new(2, &[Pirate]);
    t.hand(0, &[Silver, Silver]).hand(1, &[Pirate]).deck(1, &n_of(Copper, 5));
    t.standing(1, "pirate", "ask-me");
    t.one(0, "buy-phase").one(0, "treasures").one(0, "buy:silver");
    assert_eq!(t.prompted(), vec![1]);
    assert_eq!(t.keys(1), vec!["pirate", "none"]);
    t.one(1, "pirate");
    assert_eq!(t.in_play(1), vec![Pirate]);
    assert_eq!(t.g.turn.player, 1, "seat 0 had no buy left");
    assert_eq!(t.keys(1), vec!["copper", "silver", "gold"]);
    t.one(1, "gold");
    assert!(t.hand_of(1).contains(&Gold));
    finish_turn(&mut t, 1);
    assert!(t.discard_of(1).contains(&Pirate));
}

#[test]
fn pirate_as_an_action_gains_a_treasure_next_turn() {
    let mut t = Table::new(2, &[Pirate]);
    t.hand(0, &[Pirate]).deck(0, &n_of(Copper, 5));
    t.play(Pirate);
    round(&mut t);
    t.one(0, "silver");
    assert!(t.hand_of(0).contains(&Silver));
}

#[test]
fn sailor_plays_a_gained_duration_and_trashes_next_turn() {
    let mut t = Table::new(2, &[Sailor, Caravan]);
    t.hand(0, &[Sailor]).deck(0, &[Gold, Copper, Copper, Copper, Copper, Copper, Estate, Estate]);
    t.play(Sailor);
    t.g.turn.coins = 4;
    t.g.turn.buys = 2;
    t.one(0, "buy:caravan");
    assert_eq!(t.keys(0), vec!["sailor", "none"]);
    t.one(0, "sailor");
    assert_eq!(t.in_play(0), vec![Sailor, Caravan]);
    assert_eq!(t.hand_of(0), vec![Gold], "the Caravan drew");
    finish_turn(&mut t, 0);
    assert_eq!(t.in_play(0), vec![Sailor, Caravan]);
    finish_turn(&mut t, 1);
    // Caravan's draw and Sailor's decision: the player picks the order.
    assert_eq!(t.keys(0), vec!["caravan", "sailor"]);
    t.one(0, "sailor").one(0, "copper");
    assert_eq!(t.g.trash, vec![Copper]);
    assert_eq!(t.g.turn.coins, 2);
}

#[test]
fn salvager_trashes_for_coins_and_a_buy() {
    let mut t = Table::new(2, &[Salvager]);
    t.hand(0, &[Salvager, Gold]);
    t.play(Salvager);
    assert_eq!(t.g.trash, vec![Gold]);
    assert_eq!((t.g.turn.coins, t.g.turn.buys), (6, 2));
}

#[test]
fn sea_chart_takes_the_top_card_when_a_copy_is_in_play() {
    let mut t = Table::new(2, &[SeaChart]);
    t.hand(0, &[SeaChart]).deck(0, &[Estate, Copper]);
    t.g.players[0].in_play = vec![Copper];
    t.play(SeaChart);
    assert_eq!(t.hand_of(0), vec![Copper, Estate]);
    let mut t = Table::new(2, &[SeaChart]);
    t.hand(0, &[SeaChart]).deck(0, &[Estate, Gold]);
    t.play(SeaChart);
    assert_eq!(t.hand_of(0), vec![Estate]);
    assert_eq!(t.deck_of(0), vec![Gold], "no copy in play: it stays on top");
}

#[test]
fn sea_witch_curses_and_draws_then_discards_next_turn() {
    let mut t = Table::new(2, &[SeaWitch]);
    t.hand(0, &[SeaWitch]).deck(0, &n_of(Copper, 9));
    t.play(SeaWitch);
    assert_eq!(t.hand_of(0).len(), 2);
    assert_eq!(t.discard_of(1), vec![Curse]);
    round(&mut t);
    // Seven Coppers after the draw: the two to discard are forced (one kind).
    assert_eq!(t.hand_of(0).len(), 5);
    assert_eq!(&t.discard_of(0)[..2], &[Copper, Copper]);
}

#[test]
fn smugglers_copies_what_the_player_to_the_right_gained() {
    let mut t = Table::new(2, &[Smugglers]);
    t.hand(0, &[Smugglers]);
    t.g.players[1].last_turn_gains = vec![Province, Silver, Gold];
    t.play(Smugglers);
    assert_eq!(t.keys(0), vec!["silver", "gold"], "up to 6 coins");
    t.one(0, "gold");
    assert_eq!(t.discard_of(0), vec![Gold]);
}

#[test]
fn smugglers_remembers_the_last_turn_gains() {
    let mut t = Table::new(2, &[Smugglers]);
    t.hand(1, &[Silver, Silver]);
    finish_turn(&mut t, 0);
    t.one(1, "treasures").one(1, "buy:silver");
    assert_eq!(t.g.turn.player, 0);
    assert_eq!(t.g.players[1].last_turn_gains, vec![Silver]);
}

#[test]
fn tactician_discards_the_hand_for_a_big_next_turn() {
    let mut t = Table::new(2, &[Tactician]);
    t.hand(0, &[Tactician, Copper, Copper]).deck(0, &n_of(Silver, 12));
    t.play(Tactician);
    assert!(t.hand_of(0).is_empty());
    assert_eq!(t.discard_of(0), vec![Copper, Copper]);
    round(&mut t);
    assert_eq!(t.hand_of(0).len(), 10);
    assert_eq!((t.g.turn.actions, t.g.turn.buys), (2, 2));
}

#[test]
fn tactician_with_an_empty_hand_does_nothing_and_leaves() {
    let mut t = Table::new(2, &[Tactician]);
    t.hand(0, &[Tactician]);
    t.play(Tactician);
    assert!(t.g.players[0].durations.is_empty());
    finish_turn(&mut t, 0);
    assert!(t.in_play(0).is_empty());
}

#[test]
fn tide_pools_draws_three_now_and_discards_two_next_turn() {
    let mut t = Table::new(2, &[TidePools]);
    t.hand(0, &[TidePools]).deck(0, &n_of(Copper, 9));
    t.play(TidePools);
    assert_eq!(t.hand_of(0).len(), 3);
    assert_eq!(t.g.turn.actions, 1);
    round(&mut t);
    // Five Coppers: the two to discard are forced (one kind).
    assert_eq!(t.hand_of(0).len(), 3);
}

#[test]
fn treasure_map_pair_gains_four_golds_onto_the_deck() {
    let mut t = Table::new(2, &[TreasureMap]);
    t.hand(0, &[TreasureMap, TreasureMap]).deck(0, &[Copper]);
    t.play(TreasureMap);
    assert_eq!(t.g.trash, vec![TreasureMap, TreasureMap]);
    assert_eq!(t.deck_of(0), vec![Gold, Gold, Gold, Gold, Copper]);
    let mut t = Table::new(2, &[TreasureMap]);
    t.hand(0, &[TreasureMap]);
    t.play(TreasureMap);
    assert_eq!(t.g.trash, vec![TreasureMap]);
    assert!(t.deck_of(0).is_empty());
}

#[test]
fn treasury_may_go_onto_the_deck_unless_a_victory_card_was_gained() {
    let mut t = Table::new(2, &[Treasury]);
    t.hand(0, &[Treasury]).deck(0, &n_of(Copper, 7));
    t.play(Treasury);
    assert_eq!((t.g.turn.actions, t.g.turn.coins, t.hand_of(0).len()), (1, 1, 1));
    t.one(0, "end");
    t.one(0, "yes");
    assert!(t.in_play(0).is_empty());
    assert_eq!(t.g.turn.player, 1);
    assert!(t.hand_of(0).contains(&Treasury), "it went onto the deck before the new hand");

    let mut t = Table::new(2, &[Treasury]);
    t.hand(0, &[Treasury, Gold]).deck(0, &n_of(Copper, 7));
    t.play(Treasury);
    t.one(0, "treasures").one(0, "buy:estate");
    assert_eq!(t.g.turn.player, 1, "a Victory card was gained: nothing to ask");
    assert!(t.discard_of(0).contains(&Treasury));
}

#[test]
fn warehouse_draws_three_and_discards_three() {
    let mut t = Table::new(2, &[Warehouse]);
    t.hand(0, &[Warehouse, Estate, Estate]).deck(0, &[Gold, Silver, Copper]);
    t.play(Warehouse);
    t.many(0, &["estate.1", "estate.2", "copper.1"]);
    assert_eq!(t.hand_of(0), vec![Silver, Gold]);
    assert_eq!(t.g.turn.actions, 1);
}

#[test]
fn wharf_draws_two_and_buys_now_and_next_turn() {
    let mut t = Table::new(2, &[Wharf]);
    t.hand(0, &[Wharf]).deck(0, &n_of(Copper, 9));
    t.play(Wharf);
    assert_eq!((t.hand_of(0).len(), t.g.turn.buys), (2, 2));
    round(&mut t);
    assert_eq!((t.hand_of(0).len(), t.g.turn.buys), (7, 2));
}

// --- Timing ---

#[test]
fn throne_room_on_a_duration_keeps_both_in_play_until_the_duration_is_done() {
    let mut t = Table::new(2, &[ThroneRoom, Caravan]);
    t.hand(0, &[ThroneRoom, Caravan]).deck(0, &n_of(Copper, 9));
    t.play(ThroneRoom).one(0, "caravan");
    assert_eq!(t.hand_of(0).len(), 2, "Caravan drew twice");
    finish_turn(&mut t, 0);
    assert_eq!(t.in_play(0), vec![ThroneRoom, Caravan]);
    finish_turn(&mut t, 1);
    assert_eq!(t.hand_of(0).len(), 7, "both plays draw at the start of the turn");
    assert_eq!(t.in_play(0), vec![ThroneRoom, Caravan]);
    finish_turn(&mut t, 0);
    assert!(t.in_play(0).is_empty());
}

#[test]
fn throne_room_on_a_non_duration_leaves_in_cleanup() {
    let mut t = Table::new(2, &[ThroneRoom, Caravan, Smithy]);
    t.hand(0, &[ThroneRoom, Smithy]).deck(0, &n_of(Copper, 12));
    t.play(ThroneRoom).one(0, "smithy");
    finish_turn(&mut t, 0);
    assert!(t.in_play(0).is_empty());
}

#[test]
fn durations_resolve_after_leaving_play() {
    // A Duration's next-turn effect happens even when its card has left play
    // (here it is taken out of play directly).
    let mut t = Table::new(2, &[Caravan]);
    t.hand(0, &[Caravan]).deck(0, &n_of(Copper, 9));
    t.play(Caravan);
    finish_turn(&mut t, 0);
    t.g.players[0].in_play.clear();
    finish_turn(&mut t, 1);
    assert_eq!(t.hand_of(0).len(), 6, "+1 Card although the Caravan left play");
}

#[test]
fn start_of_turn_effects_without_decisions_resolve_without_asking() {
    let mut t = Table::new(2, &[Caravan, FishingVillage, Wharf]);
    t.hand(0, &[Caravan, FishingVillage, Wharf]).deck(0, &n_of(Copper, 15));
    t.play(FishingVillage).play(Caravan).play(Wharf);
    round(&mut t);
    assert_eq!(t.hand_of(0).len(), 5 + 1 + 2);
    assert_eq!((t.g.turn.actions, t.g.turn.buys, t.g.turn.coins), (2, 2, 1));
}

#[test]
fn several_start_of_turn_effects_resolve_in_the_chosen_order() {
    let mut t = Table::new(2, &[Caravan, TidePools, Village]);
    t.hand(0, &[Village, Caravan, TidePools]);
    t.deck(0, &[Copper, Copper, Copper, Copper, Estate, Estate, Estate, Estate, Estate, Copper, Gold]);
    t.play(Village).play(Caravan).play(TidePools);
    round(&mut t);
    assert_eq!(t.keys(0), vec!["caravan", "tide-pools"]);
    // Discard first, then draw: the Gold comes after the discard decision.
    t.one(0, "tide-pools");
    assert!(!t.hand_of(0).contains(&Gold));
    t.many(0, &["estate.1", "estate.2"]);
    assert!(t.hand_of(0).contains(&Gold));
}

#[test]
fn random_kingdoms_may_draw_from_seaside() {
    let opts = DominionOptions { kingdom: "random".into(), sets: vec!["seaside".into()], ..DominionOptions::default() };
    let g = Dominion::setup(2, &opts, &mut GameRng::from_u64(3)).unwrap();
    let kingdom: Vec<Card> = g.supply.iter().map(|p| p.card).filter(|c| c.is_kingdom()).collect();
    assert_eq!(kingdom.len(), 10);
    assert!(kingdom.iter().all(|c| super::super::cards::SEASIDE.contains(c)));
    let bad = DominionOptions { sets: vec!["intrigue".into()], ..opts.clone() };
    assert!(Dominion::setup(2, &bad, &mut GameRng::from_u64(3)).is_err());
    let not_random = DominionOptions { kingdom: "first-game".into(), ..opts };
    assert!(Dominion::setup(2, &not_random, &mut GameRng::from_u64(3)).is_err());
}
