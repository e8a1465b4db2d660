//! The rulebook's table of public and hidden information, checked item by item.

use super::*;
use engine::{Audience, SeatSet, Viewer};
use serde_json::Value;

/// None of these cards is in the kingdom, so their ids appear in a view only if a
/// hidden zone leaks.
const KINGDOM: [Card; 10] =
    [Artisan, Bandit, Bureaucrat, Cellar, CouncilRoom, Gardens, Harbinger, Merchant, Militia, Mine];

/// Seat 0 holds a Smithy in hand. Hidden from seat 0: seat 1's hand (Witch), seat
/// 1's deck (Library), seat 1's discard pile under its top Estate (Festival), seat
/// 0's own deck (Laboratory), seat 0's own discard pile under its top Copper
/// (Market), and the card seat 2 is looking at (Chapel).
fn table() -> Table {
    let mut t = Table::new(3, &KINGDOM);
    t.hand(0, &[Smithy, Copper]).deck(0, &[Laboratory, Laboratory]).discard(0, &[Copper, Market, Market]);
    t.hand(1, &[Witch, Witch, Copper]).deck(1, &[Library]).discard(1, &[Estate, Festival]);
    t.g.players[2].looking = vec![Chapel];
    t
}

fn json_of(t: &Table, viewer: Viewer) -> Value {
    serde_json::to_value(t.g.view(viewer)).unwrap()
}

#[test]
fn a_seats_view_contains_none_of_the_hidden_items() {
    let t = table();
    let view = json_of(&t, Viewer::Seat(0));
    let text = view.to_string();
    for hidden in ["witch", "library", "festival", "laboratory", "market", "chapel"] {
        assert!(!text.contains(&format!("\"{hidden}\"")), "seat 0's view shows {hidden}: {view:#}");
    }
    let me = &view["players"][0];
    assert_eq!(me["hand"], serde_json::json!(["copper", "smithy"]), "one's own hand");
    assert_eq!(me["deck_size"], 2, "one's own deck count");
    assert_eq!(me["discard_top"], "copper");
    assert_eq!(me["discard"], Value::Null, "one's own discard pile below the top");
    let other = &view["players"][1];
    assert_eq!(other["hand"], Value::Null);
    assert_eq!(other["hand_size"], 3, "every hand size is public");
    assert_eq!(other["deck_size"], Value::Null, "another player's deck count");
    assert_eq!(other["discard_top"], "estate");
    assert_eq!(view["players"][2]["looking_count"], 1);
    assert_eq!(view["players"][2]["looking"], Value::Null);
    for p in view["players"].as_array().unwrap() {
        assert_eq!(p["vp"], Value::Null, "victory points are hidden by default");
        let keys: Vec<&String> = p.as_object().unwrap().keys().collect();
        assert!(!keys.iter().any(|k| k.contains("discard_size") || k.contains("discard_count")));
    }
    // Public: the supply counts, the trash, everything in play.
    assert_eq!(view["supply"].as_array().unwrap().len(), 17);
    assert!(view["trash"].is_array());
    assert!(view["players"][0]["in_play"].is_array());
}

#[test]
fn a_spectator_sees_no_hand_and_no_deck_count() {
    let t = table();
    let view = json_of(&t, Viewer::Spectator);
    let text = view.to_string();
    for hidden in ["witch", "library", "festival", "laboratory", "market", "chapel", "smithy"] {
        assert!(!text.contains(&format!("\"{hidden}\"")), "the spectator's view shows {hidden}");
    }
    for p in view["players"].as_array().unwrap() {
        assert_eq!(p["hand"], Value::Null);
        assert_eq!(p["deck_size"], Value::Null);
    }
}

#[test]
fn the_omniscient_view_shows_everything() {
    let t = table();
    let text = json_of(&t, Viewer::Omniscient).to_string();
    for card in ["witch", "festival", "market", "chapel", "smithy"] {
        assert!(text.contains(card), "{card}");
    }
}

#[test]
fn victory_points_show_with_the_option_or_at_the_end() {
    let mut t = table();
    t.g.show_vp = true;
    let view = json_of(&t, Viewer::Seat(0));
    assert_eq!(view["players"][1]["vp"], 1);
    assert_eq!(view["players"][0]["vp"], 0);
}

#[test]
fn harbinger_shows_the_discard_pile_to_its_owner_only_while_looking_through_it() {
    let mut t = Table::new(2, &[Harbinger]);
    t.hand(0, &[Harbinger]).deck(0, &[Copper]).discard(0, &[Estate, Gold, Silver]);
    t.play(Harbinger);
    let mine = json_of(&t, Viewer::Seat(0));
    assert_eq!(mine["players"][0]["discard"], serde_json::json!(["silver", "gold", "estate"]));
    let theirs = json_of(&t, Viewer::Seat(1));
    assert_eq!(theirs["players"][0]["discard"], Value::Null);
    // The owner's prompt lists the pile; re-dealing what the owner cannot know
    // (the deck only, now) changes neither the prompt nor the view.
    let prompt = t.prompt(0);
    let mut scrambled = t.g.clone();
    scrambled.scramble_hidden(Viewer::Seat(0), &mut GameRng::from_u64(5));
    assert_eq!(scrambled.prompts().into_iter().find(|p| p.seat == 0), prompt);
    t.one(0, "none");
    assert_eq!(json_of(&t, Viewer::Seat(0))["players"][0]["discard"], Value::Null);
}

#[test]
fn sentry_cards_are_seen_by_their_owner_only() {
    let mut t = Table::new(2, &[Sentry]);
    t.hand(0, &[Sentry]).deck(0, &[Copper, Gold, Province]);
    t.play(Sentry);
    assert_eq!(json_of(&t, Viewer::Seat(0))["players"][0]["looking"], serde_json::json!(["gold", "province"]));
    let theirs = json_of(&t, Viewer::Seat(1));
    assert_eq!(theirs["players"][0]["looking"], Value::Null);
    assert_eq!(theirs["players"][0]["looking_count"], 2);
}

#[test]
fn scrambling_redeals_exactly_what_the_viewer_cannot_know() {
    let t = table();
    let mut changed_other_hand = false;
    let mut changed_own_deck = false;
    for i in 0..20 {
        let mut g = t.g.clone();
        g.scramble_hidden(Viewer::Seat(0), &mut GameRng::from_u64(100 + i));
        assert_eq!(g.view(Viewer::Seat(0)), t.g.view(Viewer::Seat(0)));
        // Known to seat 0: its hand, every discard top, every zone size.
        assert_eq!(g.players[0].hand, t.g.players[0].hand);
        for s in 0..3 {
            assert_eq!(g.players[s].discard.top(), t.g.players[s].discard.top());
            assert_eq!(g.players[s].hand.len(), t.g.players[s].hand.len());
            assert_eq!(
                sorted(&g.players[s].owned().collect::<Vec<_>>()),
                sorted(&t.g.players[s].owned().collect::<Vec<_>>())
            );
        }
        changed_other_hand |= g.players[1].hand != t.g.players[1].hand;
        changed_own_deck |= g.players[0].deck != t.g.players[0].deck;
    }
    assert!(changed_other_hand, "another player's hand is re-dealt");
    assert!(changed_own_deck, "even one's own deck is unknown");
}

#[test]
fn draws_are_logged_in_full_only_to_the_player_who_draws() {
    let mut t = Table::new(2, &[Smithy]);
    t.hand(0, &[Smithy]).deck(0, &[Gold, Gold, Gold]);
    t.play(Smithy);
    let full = t.log.iter().find(|l| l.text.key == "dominion-log-draw").unwrap();
    assert_eq!(full.to, Audience::Seats(SeatSet::of(0)));
    let counted = t.log.iter().find(|l| l.text.key == "dominion-log-draw-count").unwrap();
    assert!(counted.visible_to(Viewer::Seat(1)) && counted.visible_to(Viewer::Spectator));
    assert!(!counted.visible_to(Viewer::Seat(0)));
}

#[test]
fn the_omniscient_view_shows_every_hand_and_every_deck_in_order() {
    let t = table();
    let view = json_of(&t, Viewer::Omniscient);
    assert_eq!(view["players"][1]["hand"], serde_json::json!(["copper", "witch", "witch"]));
    assert_eq!(view["players"][0]["deck"], serde_json::json!(["laboratory", "laboratory"]));
    assert_eq!(view["players"][1]["deck"], serde_json::json!(["library"]));
    assert_eq!(json_of(&t, Viewer::Seat(0))["players"][0]["deck"], Value::Null, "not even one's own deck order");
}

#[test]
fn once_the_game_is_over_everyone_sees_every_hand_every_collection_and_where_the_points_came_from() {
    let mut t = table();
    t.g.players[1].discard.put_top(Province);
    t.g.players[1].discard.put_top(Gardens);
    t.g.players[1].in_play = vec![Curse];
    let during = json_of(&t, Viewer::Seat(0));
    assert_eq!(during["players"][1]["collection"], Value::Null);
    assert_eq!(during["players"][1]["vp_breakdown"], Value::Null);
    t.g.ended = Some(super::super::state::EndReason::Provinces);
    for viewer in [Viewer::Seat(0), Viewer::Spectator] {
        let view = json_of(&t, viewer);
        let p1 = &view["players"][1];
        assert_eq!(p1["hand"], serde_json::json!(["copper", "witch", "witch"]), "{viewer:?}");
        assert_eq!(p1["deck"], Value::Null, "deck order stays for the omniscient replay");
        let owned: Vec<(String, u64)> = p1["collection"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| (c["card"].as_str().unwrap().to_string(), c["count"].as_u64().unwrap()))
            .collect();
        assert_eq!(owned.iter().map(|(_, n)| n).sum::<u64>(), 9, "every card, wherever it is: {owned:?}");
        assert!(owned.contains(&("witch".into(), 2)));
        // 9 cards: Gardens is worth 0; Estate 1, Province 6, Curse -1.
        let lines = p1["vp_breakdown"].as_array().unwrap();
        let total: i64 = lines.iter().map(|l| l["vp"].as_i64().unwrap()).sum();
        assert_eq!(total, p1["vp"].as_i64().unwrap());
        assert_eq!(total, 6);
        assert!(lines.iter().any(|l| l["card"] == "curse" && l["vp"] == -1));
        assert!(lines.iter().any(|l| l["card"] == "gardens" && l["vp"] == 0), "Gardens shows even when worth 0");
    }
    let before = json_of(&t, Viewer::Seat(0));
    let mut scrambled = t.g.clone();
    scrambled.scramble_hidden(Viewer::Seat(0), &mut GameRng::from_u64(3));
    assert_eq!(
        serde_json::to_value(&scrambled).unwrap(),
        serde_json::to_value(&t.g).unwrap(),
        "nothing is hidden any more, so nothing is re-dealt"
    );
    assert_eq!(json_of(&t, Viewer::Seat(0)), before);
}
