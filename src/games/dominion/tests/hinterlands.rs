//! Hinterlands, 2nd edition: an effect test for every card, and the rulebook's
//! timing cases for on-buy, on-gain, on-trash and on-discard effects and for
//! several reactions to one event.

use super::*;
use engine::Viewer;

/// Seat 0 moves to its Buy phase (if still in the Action phase) and plays every
/// Treasure in hand.
fn to_buy_with_treasures(t: &mut Table) {
    if t.phase() == Phase::Action {
        t.one(0, "buy-phase");
    }
    t.one(0, "treasures");
}

/// Where in the log (for everyone) the first entry with `key` is.
fn log_at(t: &Table, key: &str) -> usize {
    t.log.iter().position(|l| l.text.key == key).unwrap_or_else(|| panic!("no {key} in the log"))
}

fn count_owned(t: &Table, seat: Seat, card: Card) -> usize {
    t.g.players[seat].owned().filter(|c| *c == card).count()
}

#[test]
fn berserker_gains_a_cheaper_card_and_the_others_discard_down_to_three() {
    let mut t = Table::new(2, &[Berserker]);
    t.hand(0, &[Berserker]).hand(1, &[Copper, Copper, Copper, Estate, Estate]);
    t.play(Berserker);
    assert!(!t.keys(0).contains(&"berserker".to_string()), "only cards costing less");
    t.one(0, "silver");
    assert_eq!(t.discard_of(0), vec![Silver]);
    t.many(1, &["estate.1", "estate.2"]);
    assert_eq!(t.hand_of(1), vec![Copper; 3]);
}

#[test]
fn berserker_is_played_when_gained_with_an_action_in_play() {
    let mut t = Table::new(2, &[Berserker]);
    t.hand(0, &[Village, Gold, Silver]).deck(0, &[Copper]).hand(1, &[Copper; 3]);
    t.play(Village);
    to_buy_with_treasures(&mut t);
    t.one(0, "buy:berserker");
    assert_eq!(t.in_play(0).last(), Some(&Berserker), "played straight from the gain");
    assert_eq!(t.prompt(0).unwrap().text.key, "dominion-ask-berserker");
}

#[test]
fn berserker_gained_without_an_action_in_play_just_arrives() {
    let mut t = Table::new(2, &[Berserker]);
    t.hand(0, &[Gold, Silver]);
    t.g.turn.buys = 2;
    to_buy_with_treasures(&mut t);
    t.one(0, "buy:berserker");
    assert_eq!(t.discard_of(0), vec![Berserker]);
}

#[test]
fn border_village_draws_one_and_gives_two_actions() {
    let mut t = Table::new(2, &[BorderVillage]);
    t.hand(0, &[BorderVillage]).deck(0, &[Gold]);
    t.play(BorderVillage);
    assert_eq!(t.hand_of(0), vec![Gold]);
    assert_eq!(t.g.turn.actions, 2);
}

/// Buy a Border Village with a Haggler in play: both on-gain effects trigger and
/// the player picks their order.
fn border_village_with_haggler() -> Table {
    let mut t = Table::new(2, &[BorderVillage, Haggler, Smithy, Market]);
    t.hand(0, &[Haggler, Gold, Gold, Gold]);
    t.g.turn.buys = 2;
    t.play(Haggler);
    to_buy_with_treasures(&mut t);
    t.one(0, "buy:border-village");
    let mut keys = t.keys(0);
    keys.sort();
    assert_eq!(keys, ["border-village", "haggler"], "both must happen: no way to skip either");
    t
}

#[test]
fn border_village_on_gain_effects_resolve_in_the_chosen_order() {
    let mut t = border_village_with_haggler();
    t.one(0, "haggler").one(0, "smithy");
    assert_eq!(t.prompt(0).unwrap().text.key, "dominion-ask-border-village");
    t.one(0, "market");
    assert_eq!(t.discard_of(0), vec![Market, Smithy, BorderVillage]);

    let mut t = border_village_with_haggler();
    t.one(0, "border-village").one(0, "market");
    assert_eq!(t.prompt(0).unwrap().text.key, "dominion-ask-haggler");
    t.one(0, "smithy");
    assert_eq!(t.discard_of(0), vec![Smithy, Market, BorderVillage]);
}

#[test]
fn cartographer_discards_some_of_four_and_orders_the_rest() {
    let mut t = Table::new(2, &[Cartographer]);
    t.hand(0, &[Cartographer]).deck(0, &[Estate, Curse, Gold, Copper, Silver]);
    t.play(Cartographer);
    assert_eq!(t.hand_of(0), vec![Estate]);
    t.many(0, &["curse.1", "copper.1"]);
    assert_eq!(sorted(&t.discard_of(0)), sorted(&[Curse, Copper]));
    t.answer(0, Answer::order(["silver.1", "gold.1"]));
    assert_eq!(t.deck_of(0), vec![Silver, Gold]);
}

#[test]
fn cauldron_curses_the_others_on_the_third_action_gained() {
    let mut t = Table::new(2, &[Cauldron, Village]);
    t.hand(0, &[Cauldron, Gold, Gold, Gold]);
    t.g.turn.buys = 2;
    to_buy_with_treasures(&mut t);
    assert_eq!((t.g.turn.coins, t.g.turn.buys), (11, 3));
    t.one(0, "buy:village").one(0, "buy:village");
    assert_eq!(count_owned(&t, 1, Curse), 0);
    t.one(0, "buy:village");
    assert_eq!(count_owned(&t, 1, Curse), 1, "the third Action gained");
}

#[test]
fn cauldron_is_an_attack_a_moat_blocks() {
    let mut t = Table::new(2, &[Cauldron, Village, Moat]);
    t.hand(0, &[Cauldron, Gold, Gold, Gold]).hand(1, &[Moat]);
    t.g.turn.buys = 2;
    to_buy_with_treasures(&mut t);
    assert!(t.logged("dominion-log-moat", Viewer::Seat(0)));
    t.one(0, "buy:village").one(0, "buy:village").one(0, "buy:village");
    assert_eq!(count_owned(&t, 1, Curse), 0);
}

#[test]
fn crossroads_draws_per_victory_card_and_only_the_first_gives_actions() {
    let mut t = Table::new(2, &[Crossroads]);
    t.hand(0, &[Crossroads, Crossroads, Estate, Estate]).deck(0, &[Gold, Silver, Copper, Copper]);
    t.play(Crossroads);
    assert!(t.logged("dominion-log-reveal-whole-hand", Viewer::Seat(1)));
    assert_eq!(t.g.turn.actions, 3);
    assert!(t.hand_of(0).contains(&Gold) && t.hand_of(0).contains(&Silver));
    t.play(Crossroads);
    assert_eq!(t.g.turn.actions, 2, "a second Crossroads gives no Actions");
    assert_eq!(t.hand_of(0).len(), 6);
}

#[test]
fn develop_gains_one_costing_one_more_and_one_costing_one_less_onto_the_deck() {
    let mut t = Table::new(2, &[Develop, Smithy, Cellar]);
    t.hand(0, &[Develop, Silver, Estate]);
    t.play(Develop).one(0, "silver");
    assert_eq!(t.g.trash, vec![Silver]);
    let keys = t.keys(0);
    assert!(keys.contains(&"smithy".to_string()) && keys.contains(&"cellar".to_string()));
    assert!(!keys.contains(&"silver".to_string()), "exactly one more or one less");
    t.one(0, "smithy");
    assert!(!t.keys(0).contains(&"smithy".to_string()), "the second one costs the other amount");
    t.one(0, "cellar");
    assert_eq!(t.deck_of(0), vec![Cellar, Smithy]);
}

#[test]
fn farmland_on_buy_trashes_and_remodels_before_farmland_is_gained() {
    let mut t = Table::new(2, &[Farmland, Smithy]);
    t.hand(0, &[Gold, Gold, Estate, Copper]);
    t.g.turn.buys = 2;
    to_buy_with_treasures(&mut t);
    t.one(0, "buy:farmland");
    assert!(t.logged("dominion-log-buy-first", Viewer::Seat(1)));
    assert_eq!(t.prompt(0).unwrap().text.key, "dominion-ask-farmland-gain", "the Estate was the only card to trash");
    assert!(!t.keys(0).contains(&"farmland".to_string()));
    t.one(0, "smithy");
    assert_eq!(t.g.trash, vec![Estate]);
    assert_eq!(t.discard_of(0), vec![Farmland, Smithy], "the on-buy gain comes before Farmland's");
    assert_eq!(t.g.victory_points(0), 2);
}

#[test]
fn farmland_on_buy_still_happens_when_its_gain_fails() {
    let mut t = Table::new(2, &[Farmland, Smithy]);
    t.set_supply(Farmland, 1);
    t.hand(0, &[Gold, Gold, Estate, Duchy]);
    t.g.turn.buys = 2;
    to_buy_with_treasures(&mut t);
    t.one(0, "buy:farmland");
    assert_eq!(t.prompt(0).unwrap().text.key, "dominion-ask-farmland-trash");
    // The last Farmland leaves the pile before the gain (as another player's
    // reaction could make it): the buy stands, the gain fails.
    t.set_supply(Farmland, 0);
    t.one(0, "estate").one(0, "smithy");
    assert!(t.logged("dominion-log-gain-failed", Viewer::Seat(1)));
    assert_eq!(t.discard_of(0), vec![Smithy], "on-buy happened, no Farmland arrived");
    assert_eq!(count_owned(&t, 0, Farmland), 0);
}

#[test]
fn farmland_gained_outside_a_buy_has_no_on_buy_effect() {
    let mut t = Table::new(2, &[Farmland, Develop]);
    t.hand(0, &[Develop, Duchy, Estate, Copper]);
    t.play(Develop).one(0, "duchy");
    // Cost 6: Gold or Farmland; cost 4: none in this kingdom but Gardens.
    t.one(0, "farmland");
    assert!(t.prompt(0).is_none_or(|p| p.text.key != "dominion-ask-farmland-trash"));
    assert_eq!(sorted(&t.hand_of(0)), sorted(&[Estate, Copper]), "nothing trashed for Farmland");
    assert!(t.g.players[0].deck.iter().any(|c| *c == Farmland));
}

#[test]
fn fools_gold_is_worth_one_then_four() {
    let mut t = Table::new(2, &[FoolsGold]);
    t.hand(0, &[FoolsGold, FoolsGold, FoolsGold]);
    to_buy_with_treasures(&mut t);
    assert_eq!(t.g.turn.coins, 9);
}

#[test]
fn fools_gold_is_trashed_for_a_gold_when_another_player_gains_a_province() {
    let mut t = Table::new(3, &[FoolsGold]);
    t.hand(0, &[Gold, Gold, Silver]).hand(1, &[FoolsGold, FoolsGold, Copper]).hand(2, &[FoolsGold]);
    t.standing(2, "fools-gold", "ask-me");
    to_buy_with_treasures(&mut t);
    t.one(0, "buy:province");
    assert_eq!(t.hand_of(1), vec![Copper], "by default both are trashed at once");
    assert_eq!(t.deck_of(1), vec![Gold, Gold]);
    assert_eq!(t.prompted(), vec![2], "the player who asked to be asked decides");
    t.one(2, "fools-gold");
    assert_eq!(t.deck_of(2), vec![Gold]);
    assert_eq!(t.g.trash, vec![FoolsGold; 3]);
}

#[test]
fn guard_dog_draws_two_and_two_more_with_a_small_hand() {
    let mut t = Table::new(2, &[GuardDog]);
    t.hand(0, &[GuardDog, Copper]).deck(0, &n_of(Estate, 6));
    t.play(GuardDog);
    assert_eq!(t.hand_of(0).len(), 5);
    let mut t = Table::new(2, &[GuardDog]);
    t.hand(0, &[GuardDog, Copper, Copper, Copper, Copper]).deck(0, &n_of(Estate, 6));
    t.play(GuardDog);
    assert_eq!(t.hand_of(0).len(), 6, "six cards: no more");
}

#[test]
fn guard_dog_is_played_when_attacked_before_the_attack() {
    let mut t = Table::new(2, &[GuardDog, Militia]);
    t.hand(0, &[Militia]).hand(1, &[GuardDog, Copper, Copper, Copper]).deck(1, &[Silver, Gold, Estate, Estate]);
    t.play(Militia);
    assert!(t.in_play(1).contains(&GuardDog), "played at once by default");
    assert_eq!(t.hand_of(1).len(), 7, "+2 then +2 more (5 or fewer cards)");
    t.many(1, &["estate.1", "estate.2", "copper.1", "copper.2"]);
    assert_eq!(t.hand_of(1).len(), 3);
}

/// Seat 1 holds Moat and Guard Dog and asked to decide about both.
fn two_reactions() -> Table {
    let mut t = Table::new(2, &[GuardDog, Moat, Militia]);
    t.hand(0, &[Militia]).hand(1, &[GuardDog, Moat, Copper, Copper]).deck(1, &[Silver, Gold]);
    t.standing(1, "moat", "ask-me").standing(1, "guard-dog", "ask-me");
    t.play(Militia);
    let mut keys = t.keys(1);
    keys.sort();
    assert_eq!(keys, ["guard-dog", "moat", "none"]);
    t
}

#[test]
fn two_reactions_to_one_attack_resolve_in_the_chosen_order() {
    let mut t = two_reactions();
    t.one(1, "guard-dog");
    assert!(t.in_play(1).contains(&GuardDog));
    assert_eq!(t.keys(1), ["yes", "no"], "Moat is still to decide");
    t.one(1, "yes");
    assert!(log_at(&t, "dominion-log-play") < log_at(&t, "dominion-log-moat"), "Guard Dog first, as chosen");
    assert_eq!(t.hand_of(1).len(), 5, "Moat kept Militia off: nothing discarded");
    assert_eq!(t.g.turn.coins, 2);

    let mut t = two_reactions();
    t.one(1, "moat");
    assert_eq!(t.keys(1), ["guard-dog", "none"]);
    t.one(1, "guard-dog");
    assert!(log_at(&t, "dominion-log-moat") < t.log.iter().rposition(|l| l.text.key == "dominion-log-play").unwrap());
    assert!(t.prompted().is_empty() || t.prompted() == vec![0], "unaffected: nobody discards");
}

#[test]
fn haggler_gains_a_cheaper_non_victory_card_after_each_buy() {
    let mut t = Table::new(2, &[Haggler, Cellar]);
    t.hand(0, &[Haggler, Copper]);
    t.g.turn.buys = 2;
    t.play(Haggler);
    to_buy_with_treasures(&mut t);
    assert_eq!(t.g.turn.coins, 3);
    t.one(0, "buy:silver");
    let keys = t.keys(0);
    assert!(keys.contains(&"cellar".to_string()) && keys.contains(&"copper".to_string()));
    assert!(!keys.contains(&"estate".to_string()), "no Victory cards");
    assert!(!keys.contains(&"silver".to_string()), "only cheaper cards");
    t.one(0, "cellar");
    assert_eq!(t.discard_of(0), vec![Cellar, Silver]);
}

#[test]
fn highway_makes_cards_cost_one_less_while_in_play() {
    let mut t = Table::new(2, &[Highway]);
    t.hand(0, &[Highway, Gold, Silver]).deck(0, &[Estate]);
    t.play(Highway);
    assert_eq!(t.g.turn.actions, 1);
    assert_eq!((t.g.cost(Gold), t.g.cost(Province), t.g.cost(Copper)), (5, 7, 0));
    to_buy_with_treasures(&mut t);
    t.one(0, "buy:gold");
    assert_eq!(t.g.turn.coins, 0);
}

#[test]
fn inn_draws_two_gives_two_actions_and_discards_two() {
    let mut t = Table::new(2, &[Inn]);
    t.hand(0, &[Inn, Estate]).deck(0, &[Curse, Copper]);
    t.play(Inn);
    assert_eq!(t.g.turn.actions, 2);
    t.many(0, &["estate.1", "curse.1"]);
    assert_eq!(t.hand_of(0), vec![Copper]);
}

#[test]
fn inn_when_gained_shuffles_chosen_actions_from_the_discard_pile_into_the_deck() {
    let mut t = Table::new(2, &[Inn, Smithy]);
    t.hand(0, &[Gold, Silver]).discard(0, &[Smithy, Copper, Estate]).deck(0, &[Duchy]);
    t.g.turn.buys = 2;
    to_buy_with_treasures(&mut t);
    t.one(0, "buy:inn");
    let keys = t.keys(0);
    assert_eq!(keys, ["smithy.1", "inn.1"], "only Action cards, this Inn too");
    t.many(0, &["smithy.1", "inn.1"]);
    assert_eq!(sorted(&t.deck_of(0)), sorted(&[Duchy, Smithy, Inn]));
    assert_eq!(sorted(&t.discard_of(0)), sorted(&[Copper, Estate]));
    assert!(t.logged("dominion-log-inn", Viewer::Seat(1)), "the cards are revealed");
}

#[test]
fn jack_of_all_trades_gains_looks_draws_up_and_may_trash() {
    let mut t = Table::new(2, &[JackOfAllTrades]);
    t.hand(0, &[JackOfAllTrades, Estate]).deck(0, &[Curse, Copper, Copper, Copper, Copper, Gold]);
    t.play(JackOfAllTrades);
    assert!(t.discard_of(0).contains(&Silver));
    assert_eq!(t.prompt(0).unwrap().text.key, "dominion-ask-jack-discard");
    t.one(0, "yes");
    assert_eq!(t.discard_of(0)[0], Curse);
    assert_eq!(t.hand_of(0).len(), 5);
    assert!(!t.keys(0).contains(&"copper".to_string()), "Treasures may not be trashed");
    t.one(0, "estate");
    assert_eq!(t.g.trash, vec![Estate]);
}

#[test]
fn margrave_draws_three_and_makes_the_others_draw_then_discard_to_three() {
    let mut t = Table::new(2, &[Margrave]);
    t.hand(0, &[Margrave]).deck(0, &[Copper, Copper, Copper]);
    t.hand(1, &[Copper, Copper, Estate, Estate]).deck(1, &[Gold]);
    t.play(Margrave);
    assert_eq!((t.hand_of(0).len(), t.g.turn.buys), (3, 2));
    assert_eq!(t.hand_of(1).len(), 5);
    t.many(1, &["estate.1", "estate.2"]);
    assert_eq!(t.hand_of(1), vec![Copper, Copper, Gold]);
}

#[test]
fn nomads_gives_coins_when_played_gained_and_trashed() {
    let mut t = Table::new(2, &[Nomads, Chapel]);
    t.hand(0, &[Nomads, Gold, Silver]);
    t.play(Nomads);
    assert_eq!((t.g.turn.buys, t.g.turn.coins), (2, 2));
    to_buy_with_treasures(&mut t);
    t.one(0, "buy:nomads");
    assert_eq!(t.g.turn.coins, 2 + 5 - 4 + 2, "+2 coins when gained");
    let mut t = Table::new(2, &[Nomads, Chapel]);
    t.hand(0, &[Chapel, Nomads, Estate]);
    t.play(Chapel).many(0, &["nomads.1", "estate.1"]);
    assert_eq!(t.g.turn.coins, 2, "+2 coins when trashed");
}

#[test]
fn oasis_gives_card_action_coin_and_discards_one() {
    let mut t = Table::new(2, &[Oasis]);
    t.hand(0, &[Oasis, Estate]).deck(0, &[Copper]);
    t.play(Oasis);
    assert_eq!((t.g.turn.actions, t.g.turn.coins), (1, 1));
    t.many(0, &["estate.1"]);
    assert_eq!(t.hand_of(0), vec![Copper]);
}

#[test]
fn scheme_puts_a_chosen_action_onto_the_deck_at_cleanup() {
    let mut t = Table::new(2, &[Scheme]);
    t.hand(0, &[Scheme, Smithy]).deck(0, &n_of(Estate, 10));
    t.play(Scheme).play(Smithy);
    assert_eq!(t.phase(), Phase::Buy, "no Action left to play");
    t.one(0, "end");
    let mut keys = t.keys(0);
    keys.sort();
    assert_eq!(keys, ["scheme.1", "smithy.1"]);
    t.many(0, &["smithy.1"]);
    assert!(t.hand_of(0).contains(&Smithy), "the Smithy went onto the deck and was drawn");
    assert!(t.discard_of(0).contains(&Scheme));
}

#[test]
fn souk_gives_seven_less_one_per_card_and_trashes_up_to_two_when_gained() {
    let mut t = Table::new(2, &[Souk]);
    t.hand(0, &[Souk, Estate, Estate, Copper]);
    t.play(Souk);
    assert_eq!((t.g.turn.buys, t.g.turn.coins), (2, 4));
    let mut t = Table::new(2, &[Souk]);
    t.hand(0, &[Gold, Silver, Estate, Curse, Copper]);
    t.one(0, "buy-phase").one(0, "play:gold").one(0, "play:silver");
    t.one(0, "buy:souk");
    t.many(0, &["estate.1", "curse.1"]);
    assert_eq!(sorted(&t.g.trash), sorted(&[Estate, Curse]));
}

#[test]
fn spice_merchant_trashes_a_treasure_for_a_choice() {
    let mut t = Table::new(2, &[SpiceMerchant]);
    t.hand(0, &[SpiceMerchant, Copper, Estate]).deck(0, &[Gold, Gold]);
    t.play(SpiceMerchant).one(0, "copper").one(0, "cards");
    assert_eq!(t.g.trash, vec![Copper]);
    assert_eq!((t.hand_of(0).len(), t.g.turn.actions), (3, 1));
    let mut t = Table::new(2, &[SpiceMerchant]);
    t.hand(0, &[SpiceMerchant, Copper, Estate]);
    t.play(SpiceMerchant).one(0, "copper").one(0, "coins");
    assert_eq!((t.g.turn.buys, t.g.turn.coins), (2, 2));
}

#[test]
fn stables_discards_a_treasure_for_three_cards_and_an_action() {
    let mut t = Table::new(2, &[Stables]);
    t.hand(0, &[Stables, Copper, Estate]).deck(0, &[Gold, Gold, Gold]);
    t.play(Stables).one(0, "copper");
    assert_eq!((t.hand_of(0).len(), t.g.turn.actions), (4, 1));
    assert_eq!(t.discard_of(0), vec![Copper]);
}

#[test]
fn trader_trashes_for_a_silver_per_coin() {
    let mut t = Table::new(2, &[Trader]);
    t.hand(0, &[Trader, Smithy, Copper]);
    t.play(Trader).one(0, "smithy");
    assert_eq!(t.discard_of(0), vec![Silver; 4]);
}

#[test]
fn trader_exchanges_a_gain_for_a_silver_and_the_card_has_no_on_gain() {
    let mut t = Table::new(2, &[Trader, BorderVillage]);
    t.hand(0, &[Trader, Gold, Gold]);
    t.g.turn.buys = 2;
    let villages = t.g.count_in_supply(BorderVillage);
    to_buy_with_treasures(&mut t);
    t.one(0, "buy:border-village");
    let mut keys = t.keys(0);
    keys.sort();
    assert_eq!(keys, ["border-village", "trader"]);
    t.one(0, "trader");
    assert_eq!(t.g.count_in_supply(BorderVillage), villages, "back to its pile");
    assert_eq!(t.discard_of(0), vec![Silver]);
    assert!(
        t.prompted() == vec![0] && t.prompt(0).unwrap().text.key == "dominion-prompt-buy",
        "no Border Village gain"
    );
}

#[test]
fn trader_swaps_curses_gained_on_others_turns_by_default() {
    let mut t = Table::new(2, &[Trader, Witch]);
    t.hand(0, &[Witch]).hand(1, &[Trader]);
    t.play(Witch);
    assert_eq!(t.discard_of(1), vec![Silver]);
    assert_eq!(t.hand_of(1), vec![Trader]);
}

#[test]
fn each_player_gains_in_turn_so_a_curse_sent_back_by_trader_reaches_the_next() {
    let mut t = Table::new(3, &[Trader, Witch]);
    t.hand(0, &[Witch]).hand(1, &[Trader]);
    t.set_supply(Curse, 1);
    t.play(Witch);
    assert_eq!(t.discard_of(1), vec![Silver], "seat 1 swapped the last Curse back to its pile");
    assert_eq!(t.discard_of(2), vec![Curse], "then seat 2 gained it");
    assert_eq!(t.g.count_in_supply(Curse), 0);
}

#[test]
fn on_trash_effects_resolve_before_the_rest_of_the_trashing_card() {
    let mut t = Table::new(2, &[Trader, Trail]);
    t.hand(0, &[Trader, Trail, Estate]).deck(0, &[Gold]);
    t.play(Trader).one(0, "trail");
    // Trail may be played from the trash before Trader's Silvers come.
    assert_eq!(t.keys(0), ["trail", "none"]);
    t.one(0, "trail");
    assert!(t.in_play(0).contains(&Trail));
    assert_eq!(t.hand_of(0), vec![Gold, Estate]);
    assert!(log_at(&t, "dominion-log-draw") < log_at(&t, "dominion-log-gain"));
    assert_eq!(t.discard_of(0), vec![Silver; 4]);
}

#[test]
fn trail_draws_and_may_be_played_when_gained_trashed_or_discarded() {
    let mut t = Table::new(2, &[Trail, Militia]);
    t.hand(0, &[Trail]).deck(0, &[Gold]);
    t.play(Trail);
    assert_eq!((t.hand_of(0), t.g.turn.actions), (vec![Gold], 1));
    // Discarded to a Militia on another player's turn.
    let mut t = Table::new(2, &[Trail, Militia]);
    t.hand(0, &[Militia]).hand(1, &[Trail, Copper, Copper, Estate]).deck(1, &[Gold]);
    t.play(Militia).many(1, &["trail.1"]);
    assert_eq!(t.keys(1), ["trail", "none"]);
    t.one(1, "trail");
    assert_eq!(t.in_play(1), vec![Trail]);
    assert!(t.hand_of(1).contains(&Gold));
    assert_eq!(t.g.turn.actions, 0, "its +1 Action is not the turn player's");
    // Gained.
    let mut t = Table::new(2, &[Trail]);
    t.hand(0, &[Gold, Silver]).deck(0, &[Silver]);
    t.g.turn.buys = 2;
    to_buy_with_treasures(&mut t);
    t.one(0, "buy:trail").one(0, "trail");
    assert_eq!(t.in_play(0), vec![Silver, Gold, Trail]);
}

#[test]
fn tunnel_discarded_to_militia_gains_a_gold_but_not_in_cleanup() {
    let mut t = Table::new(2, &[Tunnel, Militia]);
    t.hand(0, &[Militia]).hand(1, &[Tunnel, Copper, Copper, Estate]);
    t.play(Militia).many(1, &["tunnel.1"]);
    assert_eq!(t.keys(1), ["tunnel", "none"]);
    t.one(1, "tunnel");
    assert_eq!(t.discard_of(1), vec![Gold, Tunnel]);
    // Cleanup puts the hand into the discard pile without discarding it.
    let mut t = Table::new(2, &[Tunnel]);
    t.hand(0, &[Tunnel, Estate]).deck(0, &n_of(Copper, 5));
    t.one(0, "buy-phase");
    if t.phase() == Phase::Buy && t.g.turn.player == 0 {
        t.one(0, "end");
    }
    assert_eq!(t.g.turn.player, 1);
    assert!(!t.g.players[0].owned().any(|c| c == Gold));
    assert!(!t.logged("dominion-log-reveal", Viewer::Seat(1)));
}

#[test]
fn tunnel_is_worth_two_points() {
    let mut t = Table::new(2, &[Tunnel, Farmland]);
    t.hand(0, &[Tunnel, Farmland]);
    assert_eq!(t.g.victory_points(0), 4);
}

#[test]
fn weaver_gains_two_silvers_or_a_card_and_is_played_when_discarded() {
    let mut t = Table::new(2, &[Weaver, Militia]);
    t.hand(0, &[Weaver]);
    t.play(Weaver).one(0, "two-silvers");
    assert_eq!(t.discard_of(0), vec![Silver, Silver]);
    let mut t = Table::new(2, &[Weaver, Militia]);
    t.hand(0, &[Weaver]);
    t.play(Weaver).one(0, "militia");
    assert_eq!(t.discard_of(0), vec![Militia]);
    let mut t = Table::new(2, &[Weaver, Militia]);
    t.hand(0, &[Militia]).hand(1, &[Weaver, Copper, Copper, Estate]);
    t.play(Militia).many(1, &["weaver.1"]).one(1, "weaver").one(1, "two-silvers");
    assert_eq!(t.in_play(1), vec![Weaver]);
    assert_eq!(t.discard_of(1), vec![Silver, Silver]);
}

#[test]
fn wheelwright_discards_to_gain_an_action_costing_no_more() {
    let mut t = Table::new(2, &[Wheelwright, Smithy, Market]);
    t.hand(0, &[Wheelwright, Silver, Estate]).deck(0, &[Copper]);
    t.play(Wheelwright).one(0, "silver");
    let keys = t.keys(0);
    assert!(!keys.contains(&"smithy".to_string()) && !keys.contains(&"silver".to_string()), "Actions up to 3");
    t.one(0, "cellar");
    assert_eq!(t.discard_of(0), vec![Cellar, Silver]);
}

#[test]
fn witchs_hut_curses_only_when_both_discards_are_actions() {
    let mut t = Table::new(2, &[WitchsHut, Smithy]);
    t.hand(0, &[WitchsHut, Smithy, Village]).deck(0, &n_of(Estate, 4));
    t.play(WitchsHut).many(0, &["smithy.1", "village.1"]);
    assert_eq!(count_owned(&t, 1, Curse), 1);
    let mut t = Table::new(2, &[WitchsHut, Smithy]);
    t.hand(0, &[WitchsHut, Smithy]).deck(0, &n_of(Estate, 4));
    t.play(WitchsHut).many(0, &["smithy.1", "estate.1"]);
    assert_eq!(count_owned(&t, 1, Curse), 0);
}

#[test]
fn reaction_standing_orders_follow_the_kingdom() {
    let t = Table::new(2, &[GuardDog, FoolsGold, Trader, Moat]);
    let keys: Vec<String> = t.g.standing_orders(1).into_iter().map(|o| o.key).collect();
    assert_eq!(keys, ["moat", "guard-dog", "fools-gold", "trader"]);
    let t = Table::new(2, &[Smithy]);
    assert!(t.g.standing_orders(0).is_empty());
    let mut t = Table::new(2, &[GuardDog]);
    assert!(t.g.set_standing_order(0, "guard-dog", "always-reveal").is_err());
    t.standing(0, "guard-dog", "ask-me");
    assert_eq!(t.g.standing_orders(0)[0].chosen, "ask-me");
}

#[test]
fn random_kingdoms_may_draw_from_hinterlands() {
    let opts = DominionOptions {
        kingdom: "random".into(),
        cards: Vec::new(),
        show_vp: false,
        sets: vec!["hinterlands".into()],
    };
    let g = Dominion::setup(2, &opts, &mut GameRng::from_u64(3)).unwrap();
    assert!(g.supply.iter().filter(|p| p.card.is_kingdom()).all(|p| p.card.set() == super::super::Set::Hinterlands));
}
