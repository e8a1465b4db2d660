//! An effect test for every card, hard cases included.

use super::*;
use engine::Viewer;

// --- Basic cards ---

#[test]
fn copper_silver_and_gold_make_1_2_and_3_coins() {
    let mut t = Table::new(2, &[]);
    t.hand(0, &[Copper, Silver, Gold, Estate]);
    t.one(0, "buy-phase").one(0, "treasures");
    assert_eq!(t.g.turn.coins, 6);
    assert_eq!(t.in_play(0), vec![Copper, Silver, Gold]);
    assert_eq!(t.hand_of(0), vec![Estate]);
}

#[test]
fn treasures_can_be_played_one_at_a_time() {
    let mut t = Table::new(2, &[]);
    t.hand(0, &[Copper, Gold]);
    t.one(0, "buy-phase").one(0, "play:gold");
    assert_eq!(t.g.turn.coins, 3);
    assert!(t.keys(0).contains(&"play:copper".to_string()));
    assert!(!t.keys(0).contains(&"play:gold".to_string()));
}

#[test]
fn victory_cards_and_curses_score_their_points() {
    let mut t = Table::new(2, &[]);
    t.hand(0, &[Estate, Duchy, Province, Curse, Copper]);
    assert_eq!(t.g.victory_points(0), 1 + 3 + 6 - 1);
}

#[test]
fn gardens_counts_every_full_ten_cards() {
    for (cards, vp) in [(9, 0), (10, 1), (19, 1), (20, 2)] {
        let mut t = Table::new(2, &[Gardens]);
        let mut deck = n_of(Copper, cards - 1);
        deck.push(Gardens);
        t.deck(0, &deck);
        assert_eq!(t.g.victory_points(0), vp, "{cards} cards");
    }
    // Every Gardens counts all the cards, wherever they are.
    let mut t = Table::new(2, &[Gardens]);
    t.hand(0, &[Gardens, Copper]).deck(0, &n_of(Copper, 9)).discard(0, &[Gardens, Estate]);
    t.g.players[0].in_play = n_of(Silver, 7);
    assert_eq!(t.g.players[0].owned().count(), 20);
    assert_eq!(t.g.victory_points(0), 2 + 2 + 1);
}

// --- Kingdom cards, alphabetically ---

#[test]
fn artisan_gains_into_hand_then_puts_a_card_onto_the_deck() {
    let mut t = Table::new(2, &[Artisan]);
    t.hand(0, &[Artisan, Estate]).deck(0, &[Copper]);
    t.play(Artisan);
    let keys = t.keys(0);
    assert!(keys.contains(&"duchy".to_string()) && keys.contains(&"silver".to_string()));
    assert!(!keys.contains(&"gold".to_string()) && !keys.contains(&"artisan".to_string()), "costs up to 5 only");
    t.one(0, "silver");
    assert_eq!(t.hand_of(0), vec![Silver, Estate]);
    assert_eq!(t.keys(0), ["silver", "estate"]);
    t.one(0, "silver");
    assert_eq!(t.hand_of(0), vec![Estate]);
    assert_eq!(t.deck_of(0), vec![Silver, Copper]);
    assert!(t.logged("dominion-log-topdeck", Viewer::Seat(0)));
    assert!(!t.logged("dominion-log-topdeck", Viewer::Seat(1)), "which card went back is private");
    assert!(t.logged("dominion-log-topdeck-hidden", Viewer::Seat(1)));
}

#[test]
fn artisan_with_a_single_card_in_hand_puts_it_back_without_asking() {
    let mut t = Table::new(2, &[Artisan, Village]);
    t.hand(0, &[Artisan]);
    t.play(Artisan).one(0, "village");
    assert_eq!(t.deck_of(0), vec![Village]);
    assert!(t.hand_of(0).is_empty());
    assert_eq!(t.phase(), Phase::Buy);
}

#[test]
fn bandit_against_coppers_only_discards_them_and_trashes_nothing() {
    let mut t = Table::new(2, &[Bandit]);
    t.hand(0, &[Bandit]).deck(1, &[Copper, Copper, Estate]);
    t.play(Bandit);
    assert_eq!(t.discard_of(0), vec![Gold], "the player gains a Gold");
    assert!(t.prompt(1).is_none(), "nothing to choose");
    assert!(t.g.trash.is_empty());
    assert_eq!(t.discard_of(1), vec![Copper, Copper]);
    assert_eq!(t.deck_of(1), vec![Estate]);
    assert!(t.g.players[1].revealed.is_empty());
}

#[test]
fn bandit_lets_the_victim_choose_between_two_treasures() {
    let mut t = Table::new(2, &[Bandit]);
    t.hand(0, &[Bandit]).deck(1, &[Silver, Gold, Estate]);
    t.play(Bandit);
    assert_eq!(t.prompted(), vec![1]);
    assert_eq!(t.keys(1), ["silver", "gold"]);
    assert_eq!(t.g.players[1].revealed, vec![Silver, Gold], "revealed cards wait in view");
    t.one(1, "silver");
    assert_eq!(t.g.trash, vec![Silver]);
    assert_eq!(t.discard_of(1), vec![Gold]);
}

#[test]
fn bandit_resolves_clockwise_once_every_victim_has_chosen() {
    let mut t = Table::new(3, &[Bandit]);
    t.hand(0, &[Bandit]).deck(1, &[Gold, Silver]).deck(2, &[Silver, Copper]);
    t.play(Bandit);
    // Seat 2's only non-Copper Treasure is trashed without asking, but only after
    // seat 1 (to the player's left) has resolved.
    assert_eq!(t.prompted(), vec![1]);
    assert!(t.g.trash.is_empty());
    t.one(1, "gold");
    assert_eq!(t.g.trash, vec![Gold, Silver]);
    assert_eq!(t.discard_of(1), vec![Silver]);
    assert_eq!(t.discard_of(2), vec![Copper]);
}

#[test]
fn bandit_reveals_past_a_reshuffle() {
    let mut t = Table::new(2, &[Bandit]);
    t.hand(0, &[Bandit]).deck(1, &[Estate]).discard(1, &[Gold]);
    t.play(Bandit);
    assert!(t.logged("dominion-log-shuffle", Viewer::Spectator));
    assert_eq!(t.g.trash, vec![Gold]);
    assert_eq!(t.discard_of(1), vec![Estate]);
}

#[test]
fn bureaucrat_topdecks_a_silver_and_a_victory_card_from_each_victim() {
    let mut t = Table::new(4, &[Bureaucrat]);
    t.hand(0, &[Bureaucrat]).deck(0, &[Copper]);
    t.hand(1, &[Copper, Estate, Duchy, Silver]);
    t.hand(2, &[Estate, Estate, Copper]);
    t.hand(3, &[Copper, Copper, Gold]);
    t.play(Bureaucrat);
    assert_eq!(t.deck_of(0), vec![Silver, Copper], "the Silver is gained onto the deck");
    // Seat 2 has one kind of Victory card and seat 3 none: only seat 1 decides.
    assert_eq!(t.prompted(), vec![1]);
    assert_eq!(t.keys(1), ["estate", "duchy"]);
    assert_eq!(t.deck_of(2), vec![Estate]);
    assert_eq!(t.hand_of(2), vec![Copper, Estate]);
    assert!(t.logged("dominion-log-reveal-hand", Viewer::Seat(1)), "a hand without Victory cards is revealed");
    assert_eq!(t.hand_of(3), vec![Copper, Copper, Gold]);
    t.one(1, "duchy");
    assert_eq!(t.deck_of(1), vec![Duchy]);
    assert_eq!(t.hand_of(1), vec![Copper, Silver, Estate]);
}

#[test]
fn bureaucrat_against_a_hand_with_no_victory_card_reveals_it() {
    let mut t = Table::new(2, &[Bureaucrat]);
    t.hand(0, &[Bureaucrat]).hand(1, &[Copper, Silver, Village]);
    t.play(Bureaucrat);
    assert!(t.prompt(1).is_none());
    assert_eq!(t.hand_of(1), vec![Copper, Silver, Village]);
    assert!(t.g.players[1].deck.is_empty());
    let reveal = t.log.iter().find(|l| l.text.key == "dominion-log-reveal-hand").unwrap();
    assert!(reveal.visible_to(Viewer::Spectator), "a revealed hand is public");
}

#[test]
fn cellar_discards_any_number_then_draws_as_many() {
    let mut t = Table::new(2, &[Cellar]);
    t.hand(0, &[Cellar, Estate, Estate, Copper]).deck(0, &[Silver, Gold, Copper]);
    t.play(Cellar);
    assert_eq!(t.keys(0), ["copper.1", "estate.1", "estate.2"]);
    assert_eq!(t.choice(0), Choice::Many { options: t.prompt(0).unwrap().choice.options().to_vec(), min: 0, max: 3 });
    t.many(0, &["estate.1", "estate.2"]);
    assert_eq!(t.hand_of(0), vec![Copper, Silver, Gold]);
    assert_eq!(t.discard_of(0), vec![Estate, Estate]);
    assert_eq!(t.g.turn.actions, 1, "+1 Action");
}

#[test]
fn chapel_trashes_up_to_four_cards_at_once() {
    let mut t = Table::new(2, &[Chapel]);
    t.hand(0, &[Chapel, Copper, Copper, Copper, Copper, Estate]);
    t.play(Chapel);
    assert!(t.try_answer(0, Answer::many(["copper.1", "copper.2", "copper.3", "copper.4", "estate.1"])).is_err());
    t.many(0, &["copper.1", "copper.2", "copper.3", "estate.1"]);
    assert_eq!(sorted(&t.g.trash), vec![Copper, Copper, Copper, Estate]);
    assert_eq!(t.hand_of(0), vec![Copper]);
    assert_eq!(t.log.iter().filter(|l| l.text.key == "dominion-log-trash").count(), 1, "all at once");
}

#[test]
fn council_room_draws_four_adds_a_buy_and_each_other_player_draws() {
    let mut t = Table::new(3, &[CouncilRoom]);
    t.hand(0, &[CouncilRoom]).deck(0, &[Copper, Silver, Gold, Estate, Duchy]);
    t.deck(1, &[Gold]).deck(2, &[Silver]);
    t.play(CouncilRoom);
    assert_eq!(t.hand_of(0), vec![Copper, Silver, Gold, Estate]);
    assert_eq!(t.g.turn.buys, 2);
    assert_eq!(t.hand_of(1), vec![Gold]);
    assert_eq!(t.hand_of(2), vec![Silver]);
}

#[test]
fn festival_gives_actions_a_buy_and_coins() {
    let mut t = Table::new(2, &[Festival]);
    t.hand(0, &[Festival, Village]);
    t.play(Festival);
    assert_eq!((t.g.turn.actions, t.g.turn.buys, t.g.turn.coins), (2, 2, 2));
    assert_eq!(t.phase(), Phase::Action, "Village can still be played");
}

#[test]
fn harbinger_with_an_empty_discard_pile_asks_nothing() {
    let mut t = Table::new(2, &[Harbinger]);
    t.hand(0, &[Harbinger]).deck(0, &[Copper, Estate]);
    t.play(Harbinger);
    assert_eq!(t.hand_of(0), vec![Copper]);
    assert_eq!(t.g.turn.actions, 1);
    assert!(t.g.stack.is_empty());
    assert_eq!(t.phase(), Phase::Buy, "no Action left in hand: on to buying");
}

#[test]
fn harbinger_puts_a_card_from_the_discard_pile_onto_the_deck() {
    let mut t = Table::new(2, &[Harbinger]);
    t.hand(0, &[Harbinger]).deck(0, &[Copper]).discard(0, &[Estate, Gold]);
    t.play(Harbinger);
    assert_eq!(t.keys(0), ["gold", "estate", "none"]);
    t.one(0, "gold");
    assert_eq!(t.deck_of(0), vec![Gold]);
    assert_eq!(t.discard_of(0), vec![Estate]);
    assert!(t.logged("dominion-log-harbinger-hidden", Viewer::Seat(1)));
    assert!(!t.logged("dominion-log-harbinger", Viewer::Seat(1)));
}

#[test]
fn harbinger_may_leave_the_discard_pile_alone() {
    let mut t = Table::new(2, &[Harbinger]);
    t.hand(0, &[Harbinger]).deck(0, &[Copper]).discard(0, &[Estate]);
    t.play(Harbinger).one(0, "none");
    assert!(t.g.players[0].deck.is_empty());
    assert_eq!(t.discard_of(0), vec![Estate]);
}

#[test]
fn harbinger_whose_draw_reshuffles_finds_the_discard_pile_empty() {
    let mut t = Table::new(2, &[Harbinger]);
    t.hand(0, &[Harbinger]).discard(0, &[Gold]);
    t.play(Harbinger);
    assert_eq!(t.hand_of(0), vec![Gold]);
    assert!(t.g.stack.is_empty(), "nothing left to look through");
}

#[test]
fn laboratory_draws_two_and_gives_an_action() {
    let mut t = Table::new(2, &[Laboratory]);
    t.hand(0, &[Laboratory]).deck(0, &[Copper, Silver, Gold]);
    t.play(Laboratory);
    assert_eq!(t.hand_of(0), vec![Copper, Silver]);
    assert_eq!(t.g.turn.actions, 1);
}

#[test]
fn library_draws_to_seven_setting_aside_the_actions_chosen() {
    let mut t = Table::new(2, &[Library, Smithy, Village]);
    t.hand(0, &[Library, Copper, Copper, Copper]);
    t.deck(0, &[Smithy, Copper, Village, Copper, Copper, Estate]);
    t.play(Library);
    assert_eq!(t.keys(0), ["yes", "no"]);
    assert_eq!(t.g.players[0].hand.len(), 4, "the drawn Smithy is in hand while deciding");
    t.one(0, "yes");
    assert_eq!(t.g.players[0].set_aside, vec![Smithy]);
    t.one(0, "no");
    assert_eq!(t.hand_of(0), vec![Copper, Copper, Copper, Copper, Copper, Copper, Village]);
    assert_eq!(t.deck_of(0), vec![Estate]);
    assert_eq!(t.discard_of(0), vec![Smithy], "set-aside cards are discarded afterwards");
    assert!(t.g.players[0].set_aside.is_empty());
}

#[test]
fn library_draws_past_a_reshuffle_without_the_set_aside_cards() {
    let mut t = Table::new(2, &[Library, Village]);
    t.hand(0, &[Library, Copper, Copper, Copper, Copper]);
    t.deck(0, &[Village]).discard(0, &[Copper, Silver, Gold]);
    t.play(Library).one(0, "yes");
    assert!(t.logged("dominion-log-shuffle", Viewer::Seat(1)));
    assert_eq!(t.hand_of(0), vec![Copper, Copper, Copper, Copper, Copper, Silver, Gold]);
    assert_eq!(t.discard_of(0), vec![Village], "the set-aside Village was not shuffled in");
    assert!(t.g.players[0].deck.is_empty());
}

#[test]
fn library_stops_when_deck_and_discard_pile_are_empty() {
    let mut t = Table::new(2, &[Library]);
    t.hand(0, &[Library, Copper]).deck(0, &[Silver]);
    t.play(Library);
    assert_eq!(t.hand_of(0), vec![Copper, Silver]);
    assert!(t.g.stack.is_empty());
}

#[test]
fn market_gives_a_card_an_action_a_buy_and_a_coin() {
    let mut t = Table::new(2, &[Market]);
    t.hand(0, &[Market]).deck(0, &[Gold]);
    t.play(Market);
    assert_eq!(t.hand_of(0), vec![Gold]);
    assert_eq!((t.g.turn.actions, t.g.turn.buys, t.g.turn.coins), (1, 2, 1));
}

#[test]
fn merchant_with_two_silvers_adds_one_coin_only() {
    let mut t = Table::new(2, &[Merchant]);
    t.hand(0, &[Merchant, Silver, Silver]).deck(0, &[Copper]);
    t.play(Merchant);
    assert_eq!(t.g.turn.actions, 1);
    assert_eq!(t.phase(), Phase::Buy, "no Action left in hand");
    t.one(0, "treasures");
    assert_eq!(t.g.turn.coins, 1 + 2 + 2 + 1);
}

#[test]
fn two_merchants_each_pay_on_the_first_silver() {
    let mut t = Table::new(2, &[Merchant]);
    t.hand(0, &[Merchant, Merchant, Silver]).deck(0, &[Estate, Silver]);
    t.play(Merchant).play(Merchant);
    t.one(0, "play:silver");
    assert_eq!(t.g.turn.coins, 2 + 2);
    t.one(0, "play:silver");
    assert_eq!(t.g.turn.coins, 4 + 2, "the second Silver pays no bonus");
}

#[test]
fn merchant_without_a_silver_adds_nothing() {
    let mut t = Table::new(2, &[Merchant]);
    t.hand(0, &[Merchant, Gold]).deck(0, &[Copper]);
    t.play(Merchant).one(0, "treasures");
    assert_eq!(t.g.turn.coins, 4);
}

#[test]
fn militia_makes_the_others_discard_down_to_three_at_the_same_time() {
    let mut t = Table::new(4, &[Militia]);
    t.hand(0, &[Militia]);
    t.hand(1, &[Copper, Copper, Estate, Silver, Gold]);
    t.hand(2, &[Copper, Estate, Estate, Duchy, Gold]);
    t.hand(3, &[Copper, Estate, Gold]);
    t.play(Militia);
    assert_eq!(t.g.turn.coins, 2);
    assert_eq!(t.prompted(), vec![1, 2], "independent decisions are asked together; seat 3 has 3 cards");
    assert_eq!(t.choice(2).shape(), "many");
    // Answers arrive in any order.
    t.many(2, &["estate.1", "duchy.1"]);
    assert_eq!(t.hand_of(2), vec![Copper, Gold, Estate]);
    assert!(t.try_answer(1, Answer::many(["copper.1"])).is_err(), "exactly two");
    t.many(1, &["copper.1", "estate.1"]);
    assert_eq!(t.hand_of(1), vec![Copper, Silver, Gold]);
    assert_eq!(t.discard_of(1), vec![Estate, Copper]);
    assert!(t.g.stack.is_empty());
}

#[test]
fn militia_against_identical_cards_needs_no_decision() {
    let mut t = Table::new(2, &[Militia]);
    t.hand(0, &[Militia]).hand(1, &FIVE_COPPERS);
    t.play(Militia);
    assert!(t.prompt(1).is_none());
    assert_eq!(t.hand_of(1), n_of(Copper, 3));
}

#[test]
fn mine_upgrades_a_treasure_into_the_hand() {
    let mut t = Table::new(2, &[Mine]);
    t.hand(0, &[Mine, Copper, Silver]);
    t.play(Mine);
    assert_eq!(t.keys(0), ["copper", "silver", "none"]);
    t.one(0, "silver");
    assert_eq!(t.keys(0), ["copper", "silver", "gold"], "Treasures costing up to 6");
    t.one(0, "gold");
    assert_eq!(t.hand_of(0), vec![Copper, Gold]);
    assert_eq!(t.g.trash, vec![Silver]);
    // The gained Gold is in hand: it can be played this turn.
    t.one(0, "treasures");
    assert_eq!(t.g.turn.coins, 4);
}

#[test]
fn mine_may_trash_nothing() {
    let mut t = Table::new(2, &[Mine]);
    t.hand(0, &[Mine, Copper]);
    t.play(Mine).one(0, "none");
    assert_eq!(t.hand_of(0), vec![Copper]);
    assert!(t.g.trash.is_empty());
}

#[test]
fn moat_draws_two() {
    let mut t = Table::new(2, &[Moat]);
    t.hand(0, &[Moat]).deck(0, &[Copper, Estate, Gold]);
    t.play(Moat);
    assert_eq!(t.hand_of(0), vec![Copper, Estate]);
}

/// Players who asked to be asked (standing order "ask me").
fn asking(t: &mut Table, seats: &[usize]) {
    for &s in seats {
        t.standing(s, "moat", "ask-me");
    }
}

#[test]
fn moat_is_revealed_at_once_by_default_so_nobody_waits_on_its_holder() {
    let mut t = Table::new(3, &[Militia, Moat]);
    t.hand(0, &[Militia]);
    t.hand(1, &[Moat, Copper, Copper, Estate, Silver]);
    t.hand(2, &[Copper, Copper, Estate, Silver, Gold]);
    t.play(Militia);
    assert_eq!(t.prompted(), vec![2], "the Moat holder is not asked, so nothing is waited on");
    assert!(t.logged("dominion-log-moat", Viewer::Seat(2)), "the reveal is public");
    t.many(2, &["copper.1", "estate.1"]);
    assert_eq!(t.hand_of(1).len(), 5, "the revealed Moat keeps Militia off");
}

#[test]
fn the_moat_standing_order_is_offered_only_with_moat_in_the_kingdom_and_changes_only_on_request() {
    let t = Table::new(2, &[Militia, Moat]);
    let orders = t.g.standing_orders(1);
    assert_eq!(orders.len(), 1);
    assert_eq!(orders[0].key, "moat");
    assert_eq!(orders[0].chosen, "always-reveal");
    assert_eq!(orders[0].options.iter().map(|o| o.key.as_ref()).collect::<Vec<_>>(), ["always-reveal", "ask-me"]);
    let mut no_moat = Table::new(2, &[Militia]);
    no_moat.g.supply.retain(|p| p.card != Moat);
    assert!(no_moat.g.standing_orders(1).is_empty(), "no Moat in the kingdom, nothing to order");

    let mut t = Table::new(2, &[Militia, Moat]);
    let log = t.g.set_standing_order(1, "moat", "ask-me").unwrap();
    assert!(
        log.iter().all(|l| l.visible_to(Viewer::Seat(1)) && !l.visible_to(Viewer::Seat(0))),
        "only its seat sees it"
    );
    assert_eq!(t.g.standing_orders(1)[0].chosen, "ask-me");
    assert_eq!(t.g.standing_orders(0)[0].chosen, "always-reveal", "each player has their own");
    assert!(t.g.set_standing_order(1, "moat", "sometimes").is_err());
    assert!(t.g.set_standing_order(1, "lighthouse", "ask-me").is_err());
    assert_eq!(t.g.standing_orders(1)[0].chosen, "ask-me", "a refused order changes nothing");
}

#[test]
fn moat_blocks_militia_for_the_player_who_reveals_it() {
    let mut t = Table::new(3, &[Militia, Moat]);
    asking(&mut t, &[1, 2]);
    t.hand(0, &[Militia]);
    t.hand(1, &[Moat, Copper, Copper, Estate, Silver]);
    t.hand(2, &[Moat, Copper, Copper, Estate, Silver]);
    t.play(Militia);
    assert_eq!(t.prompted(), vec![1, 2], "both Moat holders who asked decide at once, off-turn");
    assert_eq!(t.keys(1), ["yes", "no"]);
    t.one(2, "no").one(1, "yes");
    assert!(t.logged("dominion-log-moat", Viewer::Seat(2)));
    assert_eq!(t.prompted(), vec![2], "only the player without Moat revealed discards");
    t.many(2, &["copper.1", "estate.1"]);
    assert_eq!(t.hand_of(1).len(), 5);
    assert_eq!(t.hand_of(2), vec![Copper, Silver, Moat]);
}

#[test]
fn moat_blocks_witch() {
    let mut t = Table::new(3, &[Witch, Moat]);
    asking(&mut t, &[1]);
    t.hand(0, &[Witch]).deck(0, &[Copper, Copper]);
    t.hand(1, &[Moat]).hand(2, &[Copper]);
    t.play(Witch);
    assert_eq!(t.prompted(), vec![1]);
    assert!(t.hand_of(0).is_empty(), "Witch waits for the reaction before drawing");
    t.one(1, "yes");
    assert_eq!(t.hand_of(0), vec![Copper, Copper]);
    assert!(t.discard_of(1).is_empty());
    assert_eq!(t.discard_of(2), vec![Curse]);
}

#[test]
fn moat_must_be_revealed_again_for_each_play_of_an_attack() {
    let mut t = Table::new(2, &[ThroneRoom, Witch, Moat]);
    asking(&mut t, &[1]);
    t.hand(0, &[ThroneRoom, Witch]).deck(0, &n_of(Copper, 4)).hand(1, &[Moat]);
    t.play(ThroneRoom).one(0, "witch");
    t.one(1, "yes");
    assert_eq!(t.prompted(), vec![1], "the second play opens a new reaction window");
    t.one(1, "no");
    assert_eq!(t.discard_of(1), vec![Curse]);
    assert_eq!(t.hand_of(0).len(), 4);
}

#[test]
fn a_standing_moat_is_revealed_for_each_play_of_an_attack() {
    let mut t = Table::new(2, &[ThroneRoom, Witch, Moat]);
    t.hand(0, &[ThroneRoom, Witch]).deck(0, &n_of(Copper, 4)).hand(1, &[Moat]);
    t.play(ThroneRoom).one(0, "witch");
    assert!(t.discard_of(1).is_empty(), "both Witch plays are kept off");
    assert_eq!(t.hand_of(0).len(), 4);
    assert_eq!(t.log.iter().filter(|l| l.text.key == "dominion-log-moat").count(), 2);
}

#[test]
fn moneylender_trashes_a_copper_for_three_coins() {
    let mut t = Table::new(2, &[Moneylender]);
    t.hand(0, &[Moneylender, Copper, Copper]);
    t.play(Moneylender).one(0, "yes");
    assert_eq!(t.g.trash, vec![Copper]);
    assert_eq!(t.hand_of(0), vec![Copper]);
    assert_eq!(t.g.turn.coins, 3);
}

#[test]
fn moneylender_without_copper_asks_nothing_and_may_be_declined() {
    let mut t = Table::new(2, &[Moneylender]);
    t.hand(0, &[Moneylender, Silver]);
    t.play(Moneylender);
    assert!(t.g.stack.is_empty());
    assert_eq!(t.g.turn.coins, 0);
    let mut t = Table::new(2, &[Moneylender]);
    t.hand(0, &[Moneylender, Copper]);
    t.play(Moneylender).one(0, "no");
    assert!(t.g.trash.is_empty());
    assert_eq!(t.g.turn.coins, 0);
}

#[test]
fn poacher_discards_one_card_per_empty_pile() {
    let mut t = Table::new(2, &[Poacher, Smithy]);
    t.set_supply(Estate, 0).set_supply(Curse, 0).set_supply(Smithy, 0);
    t.hand(0, &[Poacher, Estate, Copper, Silver]).deck(0, &[Gold]);
    t.play(Poacher);
    assert_eq!((t.g.turn.actions, t.g.turn.coins), (1, 1));
    assert_eq!(t.choice(0), Choice::Many { options: t.prompt(0).unwrap().choice.options().to_vec(), min: 3, max: 3 });
    t.many(0, &["estate.1", "copper.1", "silver.1"]);
    assert_eq!(t.hand_of(0), vec![Gold]);
}

#[test]
fn poacher_with_more_empty_piles_than_cards_discards_the_whole_hand() {
    let mut t = Table::new(2, &[Poacher, Smithy]);
    t.set_supply(Estate, 0).set_supply(Curse, 0).set_supply(Smithy, 0);
    t.hand(0, &[Poacher, Estate]).deck(0, &[Gold]);
    t.play(Poacher);
    assert!(t.g.stack.is_empty(), "only one outcome: no prompt");
    assert!(t.hand_of(0).is_empty());
    assert_eq!(sorted(&t.discard_of(0)), vec![Gold, Estate]);
}

#[test]
fn poacher_with_no_empty_pile_discards_nothing() {
    let mut t = Table::new(2, &[Poacher]);
    t.hand(0, &[Poacher, Estate]).deck(0, &[Gold]);
    t.play(Poacher);
    assert_eq!(t.hand_of(0), vec![Gold, Estate]);
}

#[test]
fn remodel_trashes_a_card_and_gains_one_costing_up_to_two_more() {
    let mut t = Table::new(2, &[Remodel, Smithy]);
    t.hand(0, &[Remodel, Estate, Gold]);
    t.play(Remodel).one(0, "estate");
    let keys = t.keys(0);
    assert!(keys.contains(&"smithy".to_string()) && keys.contains(&"silver".to_string()));
    assert!(!keys.contains(&"duchy".to_string()));
    t.one(0, "smithy");
    assert_eq!(t.g.trash, vec![Estate]);
    assert_eq!(t.discard_of(0), vec![Smithy]);
    // Gold (6) can become a Province (8).
    let mut t = Table::new(2, &[Remodel]);
    t.hand(0, &[Remodel, Gold]);
    t.play(Remodel);
    assert!(t.keys(0).contains(&"province".to_string()));
}

#[test]
fn remodel_with_an_empty_hand_does_nothing() {
    let mut t = Table::new(2, &[Remodel]);
    t.hand(0, &[Remodel]);
    t.play(Remodel);
    assert!(t.g.stack.is_empty());
    assert!(t.g.trash.is_empty() && t.discard_of(0).is_empty());
}

#[test]
fn sentry_trashes_discards_and_puts_back_in_order() {
    let mut t = Table::new(2, &[Sentry]);
    t.hand(0, &[Sentry]).deck(0, &[Copper, Estate, Curse, Gold]);
    t.play(Sentry);
    assert_eq!(t.hand_of(0), vec![Copper]);
    assert_eq!(t.g.players[0].looking, vec![Estate, Curse]);
    t.many(0, &["curse.1"]);
    assert_eq!(t.g.trash, vec![Curse]);
    t.many(0, &["estate.1"]);
    assert_eq!(t.discard_of(0), vec![Estate]);
    assert_eq!(t.deck_of(0), vec![Gold]);
    assert_eq!(t.g.turn.actions, 1);
}

#[test]
fn sentry_reorders_the_cards_it_keeps() {
    let mut t = Table::new(2, &[Sentry]);
    t.hand(0, &[Sentry]).deck(0, &[Copper, Gold, Silver, Estate]);
    t.play(Sentry).many(0, &[]).many(0, &[]);
    assert_eq!(t.choice(0).shape(), "order");
    t.answer(0, Answer::order(["silver.1", "gold.1"]));
    assert_eq!(t.deck_of(0), vec![Silver, Gold, Estate]);
    assert!(t.logged("dominion-log-put-back-count", Viewer::Seat(1)));
    assert!(!t.logged("dominion-log-put-back", Viewer::Seat(1)));
}

#[test]
fn sentry_keeping_two_identical_cards_asks_no_order() {
    let mut t = Table::new(2, &[Sentry]);
    t.hand(0, &[Sentry]).deck(0, &[Gold, Copper, Copper]);
    t.play(Sentry).many(0, &[]).many(0, &[]);
    assert!(t.g.stack.is_empty());
    assert_eq!(t.deck_of(0), vec![Copper, Copper]);
}

#[test]
fn sentry_looks_past_a_reshuffle() {
    let mut t = Table::new(2, &[Sentry]);
    t.hand(0, &[Sentry]).deck(0, &[Copper, Estate]).discard(0, &[Gold]);
    t.play(Sentry);
    assert_eq!(t.g.players[0].looking, vec![Estate, Gold]);
    assert!(t.logged("dominion-log-shuffle", Viewer::Seat(1)));
}

#[test]
fn smithy_draws_three() {
    let mut t = Table::new(2, &[Smithy]);
    t.hand(0, &[Smithy]).deck(0, &[Copper, Silver, Gold, Estate]);
    t.play(Smithy);
    assert_eq!(t.hand_of(0), vec![Copper, Silver, Gold]);
    assert_eq!(t.g.turn.actions, 0);
}

#[test]
fn throne_room_plays_an_action_twice() {
    let mut t = Table::new(2, &[ThroneRoom, Village]);
    t.hand(0, &[ThroneRoom, Village, Copper]).deck(0, &[Estate, Silver]);
    t.play(ThroneRoom);
    assert_eq!(t.keys(0), ["village", "none"]);
    t.one(0, "village");
    assert_eq!(t.in_play(0), vec![ThroneRoom, Village]);
    assert_eq!(t.g.turn.actions, 4);
    assert_eq!(t.hand_of(0), vec![Copper, Silver, Estate]);
}

#[test]
fn throne_room_on_throne_room_plays_two_actions_twice_each() {
    let mut t = Table::new(2, &[ThroneRoom, Smithy, Village]);
    t.hand(0, &[ThroneRoom, ThroneRoom, Smithy, Village]).deck(0, &n_of(Copper, 10));
    t.play(ThroneRoom).one(0, "throne-room");
    assert_eq!(t.keys(0), ["smithy", "village", "none"]);
    t.one(0, "smithy");
    assert_eq!(t.hand_of(0), [n_of(Copper, 6), vec![Village]].concat());
    assert_eq!(t.keys(0), ["village", "none"], "the second play of the inner Throne Room");
    t.one(0, "village");
    assert_eq!(t.in_play(0), vec![ThroneRoom, ThroneRoom, Smithy, Village]);
    assert_eq!(t.hand_of(0), n_of(Copper, 8));
    assert_eq!(t.g.turn.actions, 4);
}

#[test]
fn throne_room_on_a_drawing_card_reshuffles_only_when_needed() {
    let mut t = Table::new(2, &[ThroneRoom, Smithy]);
    t.hand(0, &[ThroneRoom, Smithy]).deck(0, &n_of(Copper, 4)).discard(0, &[Silver, Silver, Gold]);
    t.play(ThroneRoom).one(0, "smithy");
    let shuffles: Vec<_> = t.log.iter().filter(|l| l.text.key == "dominion-log-shuffle").collect();
    assert_eq!(shuffles.len(), 1, "one reshuffle, in the middle of the second draw");
    assert_eq!(t.g.players[0].hand.len(), 6);
    let all: Vec<Card> = t.g.players[0].hand.iter().chain(t.g.players[0].deck.iter()).copied().collect();
    assert_eq!(sorted(&all), vec![Copper, Copper, Copper, Copper, Silver, Silver, Gold]);
    assert_eq!(t.in_play(0), vec![ThroneRoom, Smithy], "cards in play are not shuffled in");
    assert!(t.g.players[0].discard.is_empty());
}

#[test]
fn throne_room_without_another_action_does_nothing() {
    let mut t = Table::new(2, &[ThroneRoom]);
    t.hand(0, &[ThroneRoom, Copper]);
    t.play(ThroneRoom);
    assert!(t.g.stack.is_empty());
    assert_eq!(t.phase(), Phase::Buy);
    let mut t = Table::new(2, &[ThroneRoom, Smithy]);
    t.hand(0, &[ThroneRoom, Smithy]);
    t.play(ThroneRoom).one(0, "none");
    assert_eq!(t.hand_of(0), vec![Smithy], "choosing nothing is allowed");
}

#[test]
fn vassal_may_play_the_action_it_discards() {
    let mut t = Table::new(2, &[Vassal, Smithy]);
    t.hand(0, &[Vassal]).deck(0, &[Smithy, Copper, Silver, Gold]);
    t.play(Vassal);
    assert_eq!(t.g.turn.coins, 2);
    assert_eq!(t.discard_of(0), vec![Smithy]);
    t.one(0, "yes");
    assert_eq!(t.in_play(0), vec![Vassal, Smithy]);
    assert!(t.discard_of(0).is_empty());
    assert_eq!(t.hand_of(0), vec![Copper, Silver, Gold]);
    assert_eq!(t.g.turn.actions, 0, "playing it used no action");
}

#[test]
fn vassal_playing_a_village_leaves_its_actions() {
    let mut t = Table::new(2, &[Vassal, Village, Smithy]);
    t.hand(0, &[Vassal, Smithy]).deck(0, &[Village, Copper]);
    t.play(Vassal).one(0, "yes");
    assert_eq!(t.g.turn.actions, 2);
    assert_eq!(t.phase(), Phase::Action);
}

#[test]
fn vassal_discarding_a_non_action_or_declined_keeps_it_discarded() {
    let mut t = Table::new(2, &[Vassal]);
    t.hand(0, &[Vassal]).deck(0, &[Gold]);
    t.play(Vassal);
    assert!(t.g.stack.is_empty());
    assert_eq!(t.discard_of(0), vec![Gold]);
    let mut t = Table::new(2, &[Vassal, Smithy]);
    t.hand(0, &[Vassal]).deck(0, &[Smithy]);
    t.play(Vassal).one(0, "no");
    assert_eq!(t.discard_of(0), vec![Smithy]);
}

#[test]
fn village_draws_one_and_gives_two_actions() {
    let mut t = Table::new(2, &[Village]);
    t.hand(0, &[Village]).deck(0, &[Copper, Silver]);
    t.play(Village);
    assert_eq!(t.hand_of(0), vec![Copper]);
    assert_eq!(t.g.turn.actions, 2);
}

#[test]
fn witch_draws_two_and_curses_the_others_clockwise() {
    let mut t = Table::new(4, &[Witch]);
    t.hand(0, &[Witch]).deck(0, &[Copper, Silver]);
    t.set_supply(Curse, 2);
    t.play(Witch);
    assert_eq!(t.hand_of(0), vec![Copper, Silver]);
    assert_eq!(t.discard_of(1), vec![Curse]);
    assert_eq!(t.discard_of(2), vec![Curse]);
    assert!(t.discard_of(3).is_empty(), "the Curses ran out before the last player");
}

#[test]
fn witch_with_the_curses_gone_gives_nothing() {
    let mut t = Table::new(3, &[Witch]);
    t.hand(0, &[Witch]).set_supply(Curse, 0);
    t.play(Witch);
    assert!(t.discard_of(1).is_empty() && t.discard_of(2).is_empty());
    assert!(t.g.turn.gained.is_empty(), "a failed gain is no gain");
    assert!(t.logged("dominion-log-gain-failed", Viewer::Spectator));
}

#[test]
fn witch_starting_at_the_last_seat_curses_from_its_left() {
    let mut t = Table::new(3, &[Witch]);
    t.g.turn = super::super::state::Turn::start(2, 3);
    t.hand(2, &[Witch]).set_supply(Curse, 1);
    t.one(2, "play:witch");
    assert_eq!(t.discard_of(0), vec![Curse], "seat 0 sits to the left of seat 2");
    assert!(t.discard_of(1).is_empty());
}

#[test]
fn workshop_gains_a_card_costing_up_to_four() {
    let mut t = Table::new(2, &[Workshop, Gardens, Smithy]);
    t.hand(0, &[Workshop]);
    t.play(Workshop);
    let keys = t.keys(0);
    assert!(keys.contains(&"gardens".to_string()) && keys.contains(&"smithy".to_string()));
    assert!(!keys.contains(&"duchy".to_string()));
    t.one(0, "gardens");
    assert_eq!(t.discard_of(0), vec![Gardens]);
    assert!(t.try_answer(0, Answer::one("buy:gold")).is_err());
}
