//! The turn, the setup, and the end of the game.

use super::*;
use engine::{DynGame, Registered, Text};
use serde_json::json;

fn setup(seats: usize, opts: serde_json::Value) -> Result<Dominion, engine::SetupError> {
    let opts: DominionOptions = serde_json::from_value(opts).expect("options parse");
    Dominion::setup(seats, &opts, &mut GameRng::from_u64(3))
}

fn error_key(opts: serde_json::Value) -> String {
    setup(2, opts).expect_err("an error").0.key.into_owned()
}

#[test]
fn setup_deals_starting_decks_and_sizes_the_supply_for_the_player_count() {
    for seats in 2..=6 {
        let g = setup(seats, json!({})).unwrap();
        for p in &g.players {
            assert_eq!((p.hand.len(), p.deck.len()), (5, 5));
            let mut all: Vec<Card> = p.owned().collect();
            all.sort();
            assert_eq!(all, [n_of(Copper, 7), n_of(Estate, 3)].concat());
        }
        assert_eq!(g.supply.len(), 17);
        let big = seats >= 5;
        assert_eq!(g.count_in_supply(Copper), if big { 120 } else { 60 } - 7 * seats as u32);
        assert_eq!(g.count_in_supply(Silver), if big { 80 } else { 40 });
        assert_eq!(g.count_in_supply(Gold), if big { 60 } else { 30 });
        let victory = if seats == 2 { 8 } else { 12 };
        assert_eq!(g.count_in_supply(Estate), victory);
        assert_eq!(g.count_in_supply(Duchy), victory);
        assert_eq!(g.count_in_supply(Province), [8, 12, 12, 15, 18][seats - 2]);
        assert_eq!(g.count_in_supply(Curse), 10 * (seats as u32 - 1));
        assert_eq!(g.count_in_supply(Smithy), 10);
        assert_eq!(g.turn.player, 0);
        assert_eq!(g.players[0].turns, 1);
        // A starting hand holds no Action: the first turn opens in the Buy phase.
        assert_eq!(g.turn.phase, Phase::Buy);
    }
}

#[test]
fn the_default_kingdom_is_first_game_ordered_by_cost() {
    let g = setup(2, json!({})).unwrap();
    let kingdom: Vec<Card> = g.supply[7..].iter().map(|p| p.card).collect();
    assert_eq!(kingdom, [Cellar, Moat, Merchant, Village, Workshop, Militia, Remodel, Smithy, Market, Mine]);
}

#[test]
fn kingdoms_by_choice_at_random_or_recommended() {
    let chosen = ["witch", "chapel", "gardens", "library", "sentry", "poacher", "vassal", "bandit", "artisan", "moat"];
    let g = setup(2, json!({ "kingdom": "chosen", "cards": chosen })).unwrap();
    assert!(chosen.iter().all(|id| g.pile(Card::from_id(id).unwrap()).is_some()));
    let g = setup(3, json!({ "kingdom": "random" })).unwrap();
    let mut kingdom: Vec<Card> = g.supply[7..].iter().map(|p| p.card).collect();
    assert!(kingdom.iter().all(|c| c.is_kingdom()));
    kingdom.dedup();
    assert_eq!(kingdom.len(), 10);
    let g = setup(2, json!({ "kingdom": "silver-and-gold" })).unwrap();
    assert!(g.pile(Bandit).is_some() && g.pile(Vassal).is_some() && g.pile(Smithy).is_none());
}

#[test]
fn bad_options_are_refused_with_a_clear_reason() {
    assert_eq!(error_key(json!({ "kingdom": "chosen", "cards": ["smithy"] })), "dominion-error-chosen-count");
    let eleven =
        ["witch", "chapel", "gardens", "library", "sentry", "poacher", "vassal", "bandit", "artisan", "moat", "mine"];
    assert_eq!(error_key(json!({ "kingdom": "chosen", "cards": eleven })), "dominion-error-chosen-count");
    let twice = ["witch", "witch", "gardens", "library", "sentry", "poacher", "vassal", "bandit", "artisan", "moat"];
    assert_eq!(error_key(json!({ "kingdom": "chosen", "cards": twice })), "dominion-error-card-twice");
    let basic = ["gold", "chapel", "gardens", "library", "sentry", "poacher", "vassal", "bandit", "artisan", "moat"];
    assert_eq!(error_key(json!({ "kingdom": "chosen", "cards": basic })), "dominion-error-not-kingdom");
    assert_eq!(error_key(json!({ "kingdom": "random", "cards": ["witch"] })), "dominion-error-cards-not-chosen");
    assert_eq!(error_key(json!({ "kingdom": "big-money" })), "dominion-error-kingdom");
    let game = Registered::<Dominion>::GAME;
    assert!(game.normalize_options(&json!({ "show_VP": true })).is_err(), "unknown keys are refused");
    assert_eq!(
        game.normalize_options(&serde_json::Value::Null).unwrap(),
        json!({ "kingdom": "first-game", "cards": [], "show_vp": false })
    );
    let bad_seats = Dominion::setup(7, &DominionOptions::default(), &mut GameRng::from_u64(1)).err().unwrap();
    assert_eq!(bad_seats.0, Text::key("letterbox-error-seats").num("min", 2).num("max", 6));
}

#[test]
fn the_action_prompt_offers_actions_in_hand_and_moving_on() {
    let mut t = Table::new(2, &[Smithy, Village]);
    t.hand(0, &[Smithy, Village, Village, Copper]);
    assert_eq!(t.keys(0), ["play:smithy", "play:village", "buy-phase"]);
    assert!(t.try_answer(0, Answer::one("play:copper")).is_err());
    assert!(t.try_answer(1, Answer::one("buy-phase")).is_err(), "not seat 1's turn");
    t.play(Smithy);
    assert_eq!(t.phase(), Phase::Buy, "no action left: on to buying without a prompt");
}

#[test]
fn the_buy_prompt_offers_treasures_affordable_cards_and_ending_the_turn() {
    let mut t = Table::new(2, &[]);
    t.hand(0, &[Copper, Silver, Estate]).one(0, "buy-phase");
    let keys = t.keys(0);
    assert_eq!(&keys[..3], ["treasures", "play:copper", "play:silver"]);
    assert!(keys.contains(&"buy:copper".to_string()) && keys.contains(&"buy:curse".to_string()));
    assert!(!keys.contains(&"buy:estate".to_string()), "no coins yet");
    assert_eq!(keys.last().unwrap(), "end");
    assert!(t.try_answer(0, Answer::one("buy:silver")).is_err(), "cannot afford");
}

#[test]
fn no_treasures_may_be_played_after_buying() {
    let mut t = Table::new(2, &[]);
    t.hand(0, &[Copper, Copper, Silver]).one(0, "buy-phase");
    t.g.turn.buys = 2;
    t.one(0, "play:silver").one(0, "buy:estate");
    assert!(!t.keys(0).iter().any(|k| k.starts_with("play:") || k == "treasures"));
    assert!(t.try_answer(0, Answer::one("play:copper")).is_err());
    assert_eq!(t.g.turn.coins, 0);
    assert_eq!(t.hand_of(0), vec![Copper, Copper]);
}

#[test]
fn buying_the_last_buy_ends_the_turn_and_cleans_up() {
    let mut t = Table::new(2, &[]);
    t.hand(0, &[Gold, Estate]).deck(0, &[Copper, Copper, Copper, Copper, Copper, Silver]);
    t.one(0, "buy-phase").one(0, "treasures").one(0, "buy:silver");
    assert_eq!(t.g.turn.player, 1);
    assert_eq!(t.g.turn.number, 2);
    assert_eq!(t.g.players[1].turns, 1);
    assert_eq!(t.hand_of(0), n_of(Copper, 5));
    assert_eq!(t.discard_of(0), vec![Gold, Estate, Silver], "hand first, then the cards in play on top");
    assert!(t.in_play(0).is_empty());
    assert_eq!(t.g.turn.gained, vec![], "a new turn starts a new list of gains");
}

#[test]
fn cleanup_does_not_reshuffle_when_the_deck_holds_exactly_five() {
    let mut t = Table::new(2, &[]);
    t.hand(0, &[Estate]).deck(0, &n_of(Copper, 5)).discard(0, &[Gold]);
    t.one(0, "buy-phase").one(0, "end");
    assert_eq!(t.hand_of(0), n_of(Copper, 5));
    assert!(t.g.players[0].deck.is_empty(), "the deck is empty, and stays so until a card is needed");
    assert_eq!(t.discard_of(0), vec![Estate, Gold]);
    assert!(!t.logged("dominion-log-shuffle", Viewer::Spectator));
}

#[test]
fn drawing_reshuffles_in_the_middle_of_a_draw() {
    let mut t = Table::new(2, &[]);
    t.hand(0, &[Estate]).deck(0, &[Silver, Silver]).discard(0, &n_of(Copper, 4));
    t.one(0, "buy-phase").one(0, "end");
    // The two Silvers come first; then the discard pile (with the cleaned-up Estate)
    // is shuffled into a new deck for the other three.
    let hand = t.hand_of(0);
    assert_eq!(hand.iter().filter(|c| **c == Silver).count(), 2);
    assert_eq!(hand.len(), 5);
    assert_eq!(t.g.players[0].deck.len(), 2);
    assert!(t.g.players[0].discard.is_empty());
    assert_eq!(t.log.iter().filter(|l| l.text.key == "dominion-log-shuffle").count(), 1);
}

/// `seat`, whose turn it is, plays `hand` and buys `card`.
fn buy_with(t: &mut Table, seat: Seat, hand: &[Card], card: Card) {
    t.hand(seat, hand);
    if t.phase() == Phase::Action {
        t.one(seat, "buy-phase");
    }
    t.one(seat, "treasures").one(seat, &format!("buy:{}", card.id()));
}

fn buy_province_to_end(t: &mut Table, seat: Seat) {
    buy_with(t, seat, &[Gold, Gold, Gold], Province);
}

#[test]
fn the_game_ends_after_the_turn_that_empties_the_provinces() {
    let mut t = Table::new(2, &[]);
    t.set_supply(Province, 1);
    t.hand(0, &[Gold, Gold, Gold]);
    t.g.turn.buys = 2;
    t.one(0, "buy-phase").one(0, "treasures").one(0, "buy:province");
    assert!(t.g.outcome().is_none(), "the turn goes on while buys remain");
    assert_eq!(t.prompted(), vec![0]);
    t.one(0, "end");
    let outcome = t.g.outcome().expect("the game is over");
    assert!(t.g.prompts().is_empty());
    assert_eq!(outcome.scores, vec![6, 0]);
    assert_eq!(outcome.places, vec![1, 2]);
    assert_eq!(
        outcome.summary.args.get("reason"),
        Some(&engine::Arg::Text(Box::new(Text::key("dominion-end-provinces"))))
    );
    assert!(t.try_answer(1, Answer::one("end")).is_err());
}

#[test]
fn three_empty_piles_end_the_game_with_up_to_four_players() {
    let mut t = Table::new(4, &[Chapel]);
    t.set_supply(Curse, 0).set_supply(Chapel, 0).set_supply(Estate, 1);
    buy_with(&mut t, 0, &[Silver], Estate);
    assert!(t.g.outcome().is_some());
    let mut t = Table::new(2, &[Chapel]);
    t.set_supply(Curse, 0).set_supply(Estate, 1);
    buy_with(&mut t, 0, &[Silver], Estate);
    assert!(t.g.outcome().is_none(), "two empty piles are not enough");
}

#[test]
fn five_and_six_players_need_four_empty_piles() {
    for seats in [5, 6] {
        let mut t = Table::new(seats, &[Chapel, Cellar]);
        t.set_supply(Curse, 0).set_supply(Chapel, 0).set_supply(Estate, 1);
        buy_with(&mut t, 0, &[Silver], Estate);
        assert!(t.g.outcome().is_none(), "{seats} players: three empty piles are not enough");
        t.set_supply(Cellar, 1);
        buy_with(&mut t, 1, &[Silver], Cellar);
        let outcome = t.g.outcome().expect("four empty piles end it");
        assert_eq!(
            outcome.summary.args.get("reason"),
            Some(&engine::Arg::Text(Box::new(Text::key("dominion-end-piles"))))
        );
    }
}

#[test]
fn a_tie_goes_to_the_player_who_had_fewer_turns() {
    let mut t = Table::new(2, &[]);
    t.set_supply(Province, 1).deck(1, &[Province]);
    assert_eq!((t.g.players[0].turns, t.g.players[1].turns), (1, 0));
    buy_province_to_end(&mut t, 0);
    let outcome = t.g.outcome().expect("over");
    assert_eq!(outcome.scores, vec![6, 6]);
    assert_eq!(outcome.places, vec![2, 1], "seat 1 had one turn fewer");
    assert_eq!(
        outcome.summary.args.get("ties"),
        Some(&engine::Arg::Text(Box::new(Text::key("dominion-outcome-tie-turns"))))
    );
}

#[test]
fn a_tie_with_as_many_turns_is_shared() {
    let mut t = Table::new(3, &[]);
    t.g.turn = super::super::state::Turn::start(1, 2);
    t.g.players[1].turns = 1;
    t.set_supply(Province, 1).deck(0, &[Province]).deck(2, &[Duchy]);
    buy_province_to_end(&mut t, 1);
    let outcome = t.g.outcome().expect("over");
    assert_eq!(outcome.scores, vec![6, 6, 3]);
    assert_eq!(outcome.places, vec![1, 1, 3]);
    assert_eq!(outcome.winners(), vec![0, 1]);
    assert_eq!(
        outcome.summary.args.get("ties"),
        Some(&engine::Arg::Text(Box::new(Text::key("dominion-outcome-tie-shared"))))
    );
}

#[test]
fn a_failed_gain_changes_nothing() {
    let mut t = Table::new(2, &[Workshop]);
    t.set_supply(Silver, 0);
    let before = t.g.clone();
    let mut cx = super::super::state::ApplyContext::new(&mut t.rng);
    assert!(!t.g.gain(0, Silver, super::super::state::Dest::Discard, &mut cx));
    assert_eq!(serde_json::to_value(&t.g).unwrap(), serde_json::to_value(&before).unwrap());
}

#[test]
fn rule_errors_name_a_catalog_message() {
    let mut t = Table::new(2, &[Smithy]);
    t.hand(0, &[Smithy]);
    let catalog = engine::i18n::Catalog::for_game(&Dominion::meta(), "en").unwrap();
    for answer in [Answer::one("play:gold"), Answer::one("play:nope"), Answer::one("buy:smithy"), Answer::Number(2)] {
        let e = t.try_answer(0, answer).unwrap_err();
        assert!(catalog.missing(&e.0).is_empty(), "{e}");
    }
    for opts in
        [json!({ "kingdom": "x" }), json!({ "kingdom": "chosen" }), json!({ "kingdom": "random", "cards": ["moat"] })]
    {
        let e = setup(2, opts).err().unwrap();
        assert!(catalog.missing(&e.0).is_empty(), "{e}");
    }
}

/// Live, a player's score sheet shows only their own points by card; at the end
/// everyone's, totalling the outcome, and the log names each source.
#[test]
fn the_score_sheet_shows_ones_own_points_live_and_everyones_at_the_end() {
    let mut t = Table::new(2, &[Gardens]);
    t.set_supply(Province, 1);
    t.deck(0, &[Duchy, Curse]).discard(1, &[Estate, Estate]);
    t.hand(0, &[Gold, Gold, Gold]);
    let sheet = t.g.score_sheet(Viewer::Seat(0)).expect("a seat has a live sheet");
    let row = |sheet: &engine::ScoreSheet, card: Card| {
        sheet.rows.iter().find(|r| r.source.args.get("card") == Some(&engine::Arg::Card(card.id().into()))).cloned()
    };
    assert_eq!(row(&sheet, Duchy).unwrap().points, vec![Some(3), None], "another's cards are not shown live");
    assert_eq!(row(&sheet, Curse).unwrap().points, vec![Some(-1), None]);
    assert!(row(&sheet, Gardens).is_some(), "every scoring kind of the game has a row");
    assert!(t.g.score_sheet(Viewer::Spectator).is_none(), "a spectator knows no one's cards");
    t.one(0, "buy-phase").one(0, "treasures").one(0, "buy:province");
    let outcome = t.g.outcome().expect("the game is over");
    let end = t.g.score_sheet(Viewer::Spectator).expect("the final table");
    assert_eq!(
        (0..2).map(|s| end.total(s)).collect::<Vec<_>>(),
        outcome.scores.iter().map(|s| Some(*s)).collect::<Vec<_>>()
    );
    assert_eq!(row(&end, Estate).unwrap().points, vec![Some(0), Some(2)]);
    assert!(row(&end, Gardens).is_none(), "a source nobody scored from is left out at the end");
    let lines: Vec<&LogEntry> = t.log.iter().filter(|l| l.text.key == "dominion-log-score-card").collect();
    assert_eq!(lines.len(), 4, "Province, Duchy and Curse for seat 0, Estate for seat 1");
    assert_eq!(t.log.iter().filter(|l| l.text.key == "dominion-log-score-total").count(), 2);
}

/// An option that trashes, discards or moves a card where its label names only
/// the card says so beside it.
#[test]
fn options_that_trash_or_discard_say_so() {
    let mut t = Table::new(2, &[Chapel, Militia]);
    t.hand(0, &[Chapel, Copper, Estate]);
    t.play(Chapel);
    let trash = t.prompt(0).unwrap();
    assert!(trash.choice.options().iter().all(|o| o.note.as_ref().is_some_and(|n| n.key == "dominion-note-trash")));
    let buy = Table::new(2, &[]);
    let action = buy.prompt(0).unwrap();
    let to_buy = action.choice.options().iter().find(|o| o.key == "buy-phase").unwrap();
    assert_eq!(to_buy.note.as_ref().map(|n| n.key.as_ref()), Some("dominion-note-buy-phase"));
}
