//! Framework tests: each rule of the spec, on positions built with `testkit`, and
//! the conformance suite.

use super::testkit::{Table, card};
use super::*;
use engine::conformance::{self, Config};
use serde_json::json;

/// The full game, every seat count and teams.
fn full(seats: usize, teams: bool) -> Config {
    Config::new(seats).options(json!({ "teams": teams })).games(25)
}

#[test]
fn conformance_two_players() {
    let report = conformance::check::<Innovation>(&full(2, false)).unwrap();
    assert!(report.scrambles_changed > 0);
}

#[test]
fn conformance_three_players() {
    conformance::check::<Innovation>(&full(3, false)).unwrap();
}

#[test]
fn conformance_four_players() {
    conformance::check::<Innovation>(&full(4, false)).unwrap();
}

#[test]
fn conformance_teams() {
    conformance::check::<Innovation>(&full(4, true)).unwrap();
}

// ---------------------------------------------------------------- setup

#[test]
fn setup_sets_achievements_aside_and_deals_two_age_one_cards() {
    let g = Innovation::set_up(3, false, &mut GameRng::from_u64(7)).unwrap();
    for age in 1..=9u8 {
        assert_eq!(g.achievements.iter().filter(|c| c.age() == age).count(), 1, "age {age}");
    }
    for p in &g.players {
        assert_eq!(p.hand.len(), 2);
        assert!(p.hand.iter().all(|c| c.age() == 1));
        assert!(p.board.iter().all(super::state::Stack::is_empty));
    }
    assert_eq!(g.specials, Special::ALL.to_vec());
    let total: usize = g.decks.iter().map(Vec::len).sum::<usize>()
        + g.achievements.len()
        + g.players.iter().map(|p| p.hand.len()).sum::<usize>();
    assert_eq!(total, 105, "every card is somewhere");
    assert!(matches!(g.phase, Phase::Opening { .. }));
}

#[test]
fn team_play_needs_four_players() {
    assert!(Innovation::set_up(3, true, &mut GameRng::from_u64(1)).is_err());
    assert!(Innovation::set_up(4, true, &mut GameRng::from_u64(1)).is_ok());
}

/// Play the opening: every seat melds its first card.
fn opening(seats: usize, seed: u64) -> Table {
    let g = Innovation::set_up(seats, false, &mut GameRng::from_u64(seed)).unwrap();
    let mut t = Table { g, log: vec![] };
    assert_eq!(t.prompted(), (0..seats).collect::<Vec<_>>(), "everyone chooses at once");
    for s in 0..seats {
        let first = t.hand_of(s)[0].id();
        t.answer(s, &[first]);
    }
    t
}

#[test]
fn the_opening_choice_is_secret_until_everyone_has_chosen() {
    let g = Innovation::set_up(2, false, &mut GameRng::from_u64(3)).unwrap();
    let mut t = Table { g, log: vec![] };
    let mine = t.hand_of(0)[1];
    t.answer(0, &[mine.id()]);
    assert_eq!(t.prompted(), vec![1], "seat 0 has chosen");
    let theirs = t.g.view(Viewer::Seat(1));
    let own = t.g.view(Viewer::Seat(0));
    assert!(
        matches!(theirs.phase, view::PhaseView::Opening { ref chosen, mine: None } if chosen == &vec![true, false])
    );
    assert!(matches!(own.phase, view::PhaseView::Opening { mine: Some(c), .. } if c == mine));
    assert!(t.g.players[0].board.iter().all(super::state::Stack::is_empty), "nothing is melded yet");
    let other = t.hand_of(1)[0];
    t.answer(1, &[other.id()]);
    assert_eq!(t.top(0, mine.color()), Some(mine));
    assert_eq!(t.top(1, other.color()), Some(other));
}

#[test]
fn the_first_english_name_goes_first_with_one_action() {
    for seed in 0..20 {
        let t = opening(3, seed);
        let tops: Vec<Card> = (0..3).map(|s| t.g.tops(s)[0]).collect();
        let first = (0..3).min_by_key(|&s| tops[s].info().name.to_lowercase()).unwrap();
        assert_eq!(t.g.turn.player, first, "seed {seed}: {tops:?}");
        assert_eq!(t.g.turn.actions_left, 1);
    }
}

#[test]
fn the_first_turns_have_one_action_and_the_second_player_too_with_four() {
    for (seats, second_actions) in [(2, 2), (3, 2), (4, 1)] {
        let mut t = opening(seats, 11);
        let first = t.g.turn.player;
        assert_eq!(t.g.turn.actions_left, 1);
        t.act("draw");
        assert_eq!(t.g.turn.player, (first + 1) % seats, "clockwise");
        assert_eq!(t.g.turn.actions_left, second_actions, "{seats} players");
        for _ in 0..second_actions {
            t.act("draw");
        }
        assert_eq!(t.g.turn.actions_left, 2, "everyone else has two actions");
        assert_eq!(t.g.turn.player, (first + 2) % seats);
    }
}

// ---------------------------------------------------------------- actions

#[test]
fn draw_takes_the_highest_top_age_and_skips_empty_piles() {
    let mut t = Table::new(2);
    t.board(0, &["Pottery", "Calendar"]);
    let expected = t.next(2);
    t.act("draw");
    assert_eq!(t.hand_of(0), vec![expected]);
    t.empty_decks(2..=2);
    let expected = t.next(3);
    t.act("draw");
    assert!(t.hand_of(0).contains(&expected), "an empty pile passes to the next higher one");
    let mut t = Table::new(2);
    t.act("draw");
    assert_eq!(t.hand_of(0)[0].age(), 1, "an empty board draws a 1");
}

#[test]
fn melding_keeps_the_splay_and_a_pile_of_one_is_unsplayed() {
    let mut t = Table::new(2);
    t.board(0, &["Archery", "Metalworking"]).splay(0, Color::Red, Splay::Left).hand(0, &["Oars"]);
    t.act(&format!("meld-{}", Table::id("Oars")));
    let red = t.g.stack(0, Color::Red).clone();
    assert_eq!(red.cards, vec![card("Archery"), card("Metalworking"), card("Oars")]);
    assert_eq!(red.splay, Splay::Left);
    t.g.return_card(0, card("Oars")).unwrap();
    t.g.return_card(0, card("Metalworking")).unwrap();
    assert_eq!(t.g.stack(0, Color::Red).splay, Splay::None);
    assert!(!t.g.can_splay(0, Color::Red, Splay::Right), "one card cannot be splayed");
    assert!(!t.g.splay(0, Color::Red, Splay::Right).unwrap());
}

#[test]
fn returned_cards_go_under_their_age_pile() {
    let mut t = Table::new(2);
    t.hand(0, &["Calendar"]);
    t.g.return_card(0, card("Calendar")).unwrap();
    assert_eq!(t.g.decks[1][0], card("Calendar"));
    assert!(t.hand_of(0).is_empty());
}

#[test]
fn icons_count_the_top_card_and_what_the_splay_uncovers() {
    let mut t = Table::new(2);
    t.board(0, &["Archery", "Metalworking", "Oars"]);
    let castles = |t: &Table| t.g.icon_count(0, Icon::Castle);
    assert_eq!((castles(&t), t.g.icon_count(0, Icon::Crown)), (2, 1), "the top card only");
    t.splay(0, Color::Red, Splay::Left);
    assert_eq!(castles(&t), 4, "left shows the bottom-right icon");
    t.splay(0, Color::Red, Splay::Right);
    assert_eq!((castles(&t), t.g.icon_count(0, Icon::Lightbulb)), (5, 1), "right shows the two left icons");
    t.splay(0, Color::Red, Splay::Up);
    assert_eq!((castles(&t), t.g.icon_count(0, Icon::Lightbulb)), (5, 1), "up shows the bottom three");
}

#[test]
fn achieving_needs_five_times_the_age_in_points_and_a_top_card_of_that_age() {
    let mut t = Table::new(2);
    t.achievements(&[1, 2]).board(0, &["Pottery"]).score(0, &["Calendar", "Mathematics", "Writing"]);
    let options = |t: &Table| -> Vec<String> {
        t.prompt(0)
            .unwrap()
            .choice
            .options()
            .iter()
            .map(|o| o.key.to_string())
            .filter(|k| k.starts_with("achieve"))
            .collect()
    };
    assert_eq!(options(&t), vec!["achieve-1"]);
    t.score(0, &["Construction", "Road building", "Currency"]);
    assert_eq!(t.g.score(0), 11);
    assert_eq!(options(&t), vec!["achieve-1"], "age 2 also needs a top card of age 2");
    t.board(0, &["Mapmaking"]);
    assert_eq!(options(&t), vec!["achieve-1", "achieve-2"]);
    t.act("achieve-2");
    assert_eq!(t.g.achievement_count(0), 1);
    assert_eq!(t.g.achievements.len(), 1);
    assert!(t.try_answer(0, Answer::one("achieve-2")).is_err(), "claimed already");
}

#[test]
fn two_actions_then_the_next_player_and_monument_counts_restart() {
    let mut t = Table::new(3);
    t.turn(2, 2);
    t.g.players[1].scored = 4;
    t.act("draw").act("draw");
    assert_eq!((t.g.turn.player, t.g.turn.actions_left), (0, 2));
    assert_eq!(t.g.players[1].scored, 0);
}

#[test]
fn answers_out_of_turn_or_off_the_menu_are_refused_and_change_nothing() {
    let mut t = Table::new(2);
    t.hand(0, &["Pottery"]);
    let before = serde_json::to_value(&t.g).unwrap();
    assert!(t.try_answer(1, Answer::one("draw")).is_err());
    assert!(t.try_answer(0, Answer::one("meld-3")).is_err());
    let mut g = t.g.clone();
    assert!(g.apply(1, &Answer::one("draw"), &mut GameRng::from_u64(0)).is_err(), "the rules refuse too");
    assert!(g.apply(0, &Answer::one("dogma-0"), &mut GameRng::from_u64(0)).is_err(), "not a top card");
    assert_eq!(serde_json::to_value(&t.g).unwrap(), before);
}

// ---------------------------------------------------------------- dogma

fn keys_with_player(t: &Table, key: &str) -> Vec<Seat> {
    t.log
        .iter()
        .filter(|e| e.text.key == key && matches!(e.to, engine::Audience::All))
        .filter_map(|e| match e.text.args.get("player") {
            Some(engine::Arg::Player(s)) => Some(*s),
            _ => None,
        })
        .collect()
}

#[test]
fn demands_hit_opponents_with_fewer_icons_clockwise_from_the_activators_left() {
    let mut t = Table::new(4);
    t.turn(1, 2);
    t.board(1, &["Archery"]); // 2 castles
    t.board(3, &["Masonry"]); // 3: not affected
    t.board(0, &["Tools"]); // 1: affected
    t.hand(2, &["Writing"]).hand(0, &["Calendar"]);
    t.dogma("Archery");
    assert_eq!(keys_with_player(&t, "innovation-log-demand"), vec![2], "seat 2 first");
    assert_eq!(t.prompted(), vec![2], "seat 2 chooses between two 1s");
    t.choose(2, &["Writing"]);
    assert_eq!(keys_with_player(&t, "innovation-log-demand"), vec![0], "then seat 0, past seat 3");
    assert_eq!(t.hand_of(1), vec![card("Writing"), card("Calendar")], "the activator is not affected");
    assert!(t.hand_of(3).is_empty(), "equal icons are not affected");
    assert!(!t.in_dogma());
    assert_eq!(t.g.turn.actions_left, 1);
}

#[test]
fn sharers_go_first_clockwise_and_the_activator_gets_one_bonus_draw() {
    let mut t = Table::new(3);
    t.board(0, &["Writing"]).board(1, &["Tools"]).board(2, &["Pottery"]);
    t.dogma("Writing");
    assert_eq!(keys_with_player(&t, "innovation-log-share"), vec![1]);
    assert_eq!(t.hand_of(1), vec![card("Calendar")], "the sharer draws first");
    assert_eq!(t.hand_of(0), vec![card("Archery"), card("Mathematics")], "then the activator, then the bonus (a 1)");
    assert!(t.hand_of(2).is_empty());
    assert_eq!(keys_with_player(&t, "innovation-log-sharing-bonus"), vec![0]);
}

#[test]
fn one_bonus_however_many_share() {
    let mut t = Table::new(3);
    t.board(0, &["Writing"]).board(1, &["Tools"]).board(2, &["Philosophy"]);
    t.dogma("Writing");
    assert_eq!(t.hand_of(1).len(), 1);
    assert_eq!(t.hand_of(2).len(), 1);
    assert_eq!(t.hand_of(0).len(), 2);
}

#[test]
fn no_bonus_when_the_sharers_changed_nothing() {
    let mut t = Table::new(2);
    t.board(0, &["Agriculture"]).board(1, &["Pottery"]).hand(0, &["Calendar"]);
    t.dogma("Agriculture");
    assert_eq!(t.prompted(), vec![0], "the sharer had nothing to return and was not asked");
    t.answer(0, &[]);
    assert_eq!(t.hand_of(0), vec![card("Calendar")]);
    assert!(keys_with_player(&t, "innovation-log-sharing-bonus").is_empty());
    // The same with a sharer that returns a card: now there is a bonus.
    let mut t = Table::new(2);
    t.board(0, &["Agriculture"]).board(1, &["Pottery"]).hand(1, &["Writing"]);
    t.dogma("Agriculture");
    t.choose(1, &["Writing"]);
    assert_eq!(t.score_of(1).len(), 1);
    assert_eq!(t.hand_of(0).len(), 1, "the bonus draw");
}

#[test]
fn who_takes_part_is_fixed_when_the_dogma_starts() {
    let mut t = Table::new(2);
    t.board(0, &["Clothing"]).hand(0, &["Agriculture"]); // 2 leaves, 5 after melding
    t.board(1, &["Pottery"]); // 3 leaves: shares both effects
    t.dogma("Clothing");
    assert_eq!(t.top(0, Color::Yellow), Some(card("Agriculture")));
    assert_eq!(t.score_of(1).len(), 1, "seat 1 still shares the second effect: blue is only on its board");
    assert_eq!(t.score_of(0).len(), 2, "green and yellow are only on seat 0's board");
    assert_eq!(t.hand_of(0).len(), 1, "sharing bonus");
}

#[test]
fn a_question_mid_dogma_survives_serialization() {
    let mut t = Table::new(2);
    t.board(0, &["Archery"]).hand(1, &["Writing"]);
    t.dogma("Archery");
    assert_eq!(t.prompted(), vec![1]);
    let json = serde_json::to_value(&t.g).unwrap();
    let back: Innovation = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(serde_json::to_value(&back).unwrap(), json);
    let mut copy = Table { g: back, log: vec![] };
    t.choose(1, &["Writing"]);
    copy.choose(1, &["Writing"]);
    assert_eq!(serde_json::to_value(&t.g).unwrap(), serde_json::to_value(&copy.g).unwrap());
    assert!(t.hand_of(0).contains(&card("Writing")));
}

#[test]
fn only_the_asked_player_may_answer_a_question() {
    let mut t = Table::new(2);
    t.board(0, &["Archery"]).hand(1, &["Writing"]);
    t.dogma("Archery");
    let mut g = t.g.clone();
    let before = serde_json::to_value(&g).unwrap();
    assert!(g.apply(0, &Answer::one(Table::id("Writing")), &mut GameRng::from_u64(0)).is_err());
    assert!(t.try_answer(1, Answer::one(Table::id("Sailing"))).is_err());
    assert_eq!(serde_json::to_value(&t.g).unwrap(), before);
}

// ---------------------------------------------------------------- teams

#[test]
fn teams_no_demands_on_a_partner() {
    let mut t = Table::teams();
    t.board(0, &["Archery"]);
    t.dogma("Archery");
    assert_eq!(keys_with_player(&t, "innovation-log-demand"), vec![1, 3]);
    assert!(t.hand_of(2).is_empty());
    assert_eq!(t.hand_of(0).len(), 2);
}

#[test]
fn teams_a_partner_shares_without_a_bonus_an_opponent_with_one() {
    let mut t = Table::teams();
    t.board(0, &["Writing"]).board(2, &["Tools"]);
    t.dogma("Writing");
    assert_eq!(t.hand_of(2).len(), 1, "the partner shares");
    assert_eq!(t.hand_of(0).len(), 1, "no bonus from a partner");
    let mut t = Table::teams();
    t.board(0, &["Writing"]).board(2, &["Tools"]).board(3, &["Philosophy"]);
    t.dogma("Writing");
    assert_eq!(t.hand_of(3).len(), 1);
    assert_eq!(t.hand_of(0).len(), 2, "an opponent shared: bonus");
}

#[test]
fn teams_count_achievements_together() {
    let mut t = Table::teams();
    t.give_achievements(0, &[3, 4, 5]).give_achievements(2, &[6, 7]).give_achievements(1, &[8, 9, 10]);
    t.achievements(&[1]).board(0, &["Pottery"]).score(0, &["Calendar", "Mathematics", "Writing"]);
    assert_eq!(t.g.needed_achievements(), 6);
    t.act("achieve-1");
    let outcome = t.g.outcome().expect("team 0 and 2 reach six together");
    assert_eq!(outcome.places, vec![1, 3, 1, 3]);
}

// ---------------------------------------------------------------- special achievements

#[test]
fn monument_is_claimed_at_the_sixth_score_mid_dogma_and_never_twice() {
    let mut t = Table::new(2);
    t.board(0, &["Metalworking"]);
    t.deck_top(&["Pottery", "Archery", "Oars", "The Wheel", "Domestication", "Masonry", "Mysticism"]);
    t.dogma("Metalworking");
    let keys = t.log_keys();
    let special = keys.iter().position(|k| k == "innovation-log-special").expect("Monument claimed");
    assert_eq!(keys[..special].iter().filter(|k| *k == "innovation-log-score").count(), 6);
    assert!(keys[special..].iter().any(|k| k == "innovation-log-draw-reveal"), "the dogma went on");
    assert_eq!(t.g.players[0].achievements, vec![Achievement::Special(Special::Monument)]);
    assert_eq!(t.hand_of(0), vec![card("Pottery")]);
    t.g.players[1].scored = 6;
    t.g.claim_specials().unwrap();
    assert!(t.g.players[1].achievements.is_empty());
    t.g.players[0].scored = 7;
    t.g.claim_specials().unwrap();
    assert_eq!(t.g.achievement_count(0), 1);
}

#[test]
fn visible_icons_are_the_icons_at_the_positions_a_pile_shows() {
    // Every card covered under every splay, and on top of another.
    for c in Card::all() {
        for splay in [Splay::None, Splay::Left, Splay::Right, Splay::Up] {
            let top = Card((c.0 + 1) % 105);
            let stack = state::Stack { cards: vec![c, top], splay };
            let shown: &[usize] = match splay {
                Splay::None => &[],
                Splay::Left => &[3],
                Splay::Right => &[0, 1],
                Splay::Up => &[1, 2, 3],
            };
            let mut counts = [0; 6];
            let positions = shown.iter().map(|&i| c.info().icons[i]).chain(top.info().icons);
            for icon in positions.flatten() {
                counts[icon.index()] += 1;
            }
            assert_eq!(stack.visible_icons(), counts, "{c} under {top}, {splay:?}");
        }
    }
}

#[test]
fn empire_is_claimed_when_the_last_icon_shows() {
    let mut t = Table::new(2);
    t.board(0, &["Pottery", "Quantum theory", "Archery", "Coal", "Clothing", "Sailing", "Masonry", "Philosophy"]);
    t.splay(0, Color::Blue, Splay::Up).splay(0, Color::Red, Splay::Up);
    assert_eq!(t.g.icons(0), [2, 4, 4, 4, 3, 3]);
    t.g.claim_specials().unwrap();
    assert!(t.g.specials.contains(&Special::Empire));
    assert!(t.g.splay(0, Color::Green, Splay::Right).unwrap());
    assert_eq!(t.g.players[0].achievements, vec![Achievement::Special(Special::Empire)]);
}

#[test]
fn world_is_claimed_mid_dogma_at_twelve_clocks() {
    let mut t = Table::new(2);
    t.board(0, &["Software", "Quantum theory", "Fission", "Databases", "Code of laws"]).hand(0, &["Satellites"]);
    t.splay(0, Color::Blue, Splay::Up);
    assert_eq!(t.g.icon_count(0, Icon::Clock), 11);
    t.dogma("Code of laws");
    t.choose(0, &["Satellites"]);
    assert!(t.g.specials.contains(&Special::World), "tucked, not yet splayed");
    t.answer(0, &["yes"]);
    assert_eq!(t.g.icon_count(0, Icon::Clock), 12);
    assert_eq!(t.g.players[0].achievements, vec![Achievement::Special(Special::World)]);
}

// Stand-in: splay your purple cards right, then draw a 1.
fn splay_purple_right_then_draw(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    fx.splay(you, Color::Purple, Splay::Right)?;
    fx.draw(you, 1)?;
    done()
}

#[test]
fn wonder_is_claimed_mid_dogma_when_the_fifth_colour_is_splayed() {
    let _guard = cards::stand_in::set(card("Writing"), &[cards::Effect::NonDemand(splay_purple_right_then_draw)]);
    let mut t = Table::new(2);
    t.board(0, &["Pottery", "Writing", "Archery", "Oars", "Clothing", "Sailing", "Agriculture", "Masonry"]);
    t.board(0, &["City states", "Mysticism"]);
    for c in [Color::Blue, Color::Red, Color::Yellow] {
        t.splay(0, c, Splay::Right);
    }
    t.splay(0, Color::Green, Splay::Up);
    t.dogma("Writing");
    assert_eq!(t.g.players[0].achievements, vec![Achievement::Special(Special::Wonder)]);
    assert_eq!(t.hand_of(0).len(), 1, "the effect went on after the claim");
}

#[test]
fn universe_is_claimed_mid_dogma_by_a_fifth_top_card_of_age_eight() {
    let mut t = Table::new(2);
    t.board(0, &["Quantum theory", "Flight", "Antibiotics", "Empiricism", "Sailing"]);
    t.empty_decks(1..=7).deck_top(&["Corporations"]);
    t.dogma("Sailing");
    assert_eq!(t.top(0, Color::Green), Some(card("Corporations")));
    assert_eq!(t.g.players[0].achievements, vec![Achievement::Special(Special::Universe)]);
}

#[test]
fn simultaneous_special_achievements_go_to_the_player_whose_turn_it_is_first() {
    let mut t = Table::new(3);
    t.board(0, &["Quantum theory", "Flight", "Corporations", "Antibiotics", "Empiricism"]);
    t.board(2, &["Rocketry", "Mobility", "Mass media", "Skyscrapers", "Socialism"]);
    t.turn(1, 2);
    t.g.claim_specials().unwrap();
    assert_eq!(
        t.g.players[2].achievements,
        vec![Achievement::Special(Special::Universe)],
        "seat 2 comes before seat 0"
    );
    assert!(t.g.players[0].achievements.is_empty());
}

#[test]
fn masonry_grants_monument_only_while_available() {
    let mut t = Table::new(2);
    t.board(0, &["Masonry"]).hand(0, &["Archery", "Oars", "Domestication", "Mysticism"]);
    t.dogma("Masonry");
    for name in ["Archery", "Oars", "Domestication", "Mysticism"] {
        t.choose(0, &[name]);
    }
    assert_eq!(t.g.players[0].achievements, vec![Achievement::Special(Special::Monument)]);
}

// ---------------------------------------------------------------- game end

#[test]
fn reaching_the_achievements_mid_dogma_ends_the_game_at_once() {
    let mut t = Table::new(2);
    t.give_achievements(0, &[2, 3, 4, 5, 6]).board(0, &["Metalworking"]);
    t.deck_top(&["Pottery", "Archery", "Oars", "The Wheel", "Domestication", "Masonry", "Mysticism"]);
    t.dogma("Metalworking");
    assert!(t.g.is_over());
    assert!(t.g.stack.is_empty() && t.g.prompts().is_empty());
    assert!(t.hand_of(0).is_empty(), "the effect stopped: Pottery was never drawn");
    let o = t.g.outcome().unwrap();
    assert_eq!((o.places, o.summary.key.as_ref()), (vec![1, 2], "innovation-outcome-achievements"));
}

#[test]
fn drawing_an_eleven_mid_dogma_ends_the_game_by_score_then_achievements() {
    let setup = |t: &mut Table| {
        t.board(0, &["Writing"]).board(1, &["Tools"]).empty_decks(2..=10);
    };
    let mut t = Table::new(2);
    setup(&mut t);
    t.score(0, &["Pottery", "Archery", "Oars"]).score(1, &["Clothing", "Sailing"]);
    t.dogma("Writing");
    assert!(t.g.is_over(), "the sharer's draw of a 2 finds nothing up to 10");
    assert!(t.hand_of(0).is_empty(), "the activator's own effect never ran");
    let o = t.g.outcome().unwrap();
    assert_eq!((o.places.clone(), o.scores.clone()), (vec![1, 2], vec![3, 2]));
    assert_eq!(o.summary.key, "innovation-outcome-beyond-ten");
    let mut t = Table::new(2);
    setup(&mut t);
    t.score(0, &["Pottery"]).score(1, &["Clothing"]).give_achievements(1, &[1]);
    t.dogma("Writing");
    assert_eq!(t.g.outcome().unwrap().places, vec![2, 1], "equal points: more achievements wins");
    let mut t = Table::new(2);
    setup(&mut t);
    t.dogma("Writing");
    assert_eq!(t.g.outcome().unwrap().places, vec![1, 1], "still equal: shared");
}

// Stand-in: "you win".
fn you_win(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    fx.win_now(you)
}

#[test]
fn a_win_effect_ends_the_game_mid_dogma_for_the_player_and_partner() {
    let _guard = cards::stand_in::set(card("Writing"), &[cards::Effect::NonDemand(you_win)]);
    let mut t = Table::new(2);
    t.board(0, &["Writing"]).board(1, &["Tools"]);
    t.dogma("Writing");
    let o = t.g.outcome().expect("over");
    assert_eq!((o.places, o.summary.key.as_ref()), (vec![2, 1], "innovation-outcome-card"), "the sharer won first");
    let mut t = Table::teams();
    t.turn(1, 2).board(1, &["Writing"]);
    t.dogma("Writing");
    assert_eq!(t.g.outcome().unwrap().places, vec![3, 1, 3, 1]);
}

// Stand-in: draw a 1.
fn draw_a_one(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    fx.draw(you, 1)?;
    done()
}

// Stand-in: the dogma action is complete at once.
fn complete_now(fx: &mut EffectContext) -> EffectResult {
    fx.complete_dogma()
}

#[test]
fn a_completed_dogma_runs_no_further_effect_and_gives_no_bonus() {
    let _guard = cards::stand_in::set(
        card("Pottery"),
        &[cards::Effect::NonDemand(complete_now), cards::Effect::NonDemand(draw_a_one)],
    );
    let mut t = Table::new(2);
    t.board(0, &["Pottery"]).board(1, &["Agriculture"]);
    t.dogma("Pottery");
    assert!(t.hand_of(0).is_empty() && t.hand_of(1).is_empty());
    assert!(!t.in_dogma());
    assert_eq!(t.g.turn.actions_left, 1);
}

// ---------------------------------------------------------------- nested execution

// Stand-in: execute the non-demand effects of Oars, then draw a 2.
fn execute_oars_then_draw(fx: &mut EffectContext) -> EffectResult {
    const DRAW_AFTER_OARS: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        return fx.execute_non_demands(card("Oars"), DRAW_AFTER_OARS);
    }
    fx.draw(you, 2)?;
    done()
}

#[test]
fn executing_another_cards_non_demands_runs_them_for_that_player_alone_then_resumes() {
    let _guard = cards::stand_in::set(card("Writing"), &[cards::Effect::NonDemand(execute_oars_then_draw)]);
    let mut t = Table::new(2);
    t.board(0, &["Writing"]).board(1, &["Tools"]).hand(0, &["Sailing"]).hand(1, &["City states"]);
    t.dogma("Writing");
    // Oars' demand is not executed (the crown cards stay), its second effect is:
    // no card was transferred, so each draws a 1; then the 2.
    assert!(t.hand_of(1).contains(&card("City states")));
    assert!(t.hand_of(0).contains(&card("Sailing")));
    let ages = |s: Seat| t.hand_of(s).iter().map(|c| c.age()).collect::<Vec<_>>();
    assert_eq!(ages(1), vec![1, 1, 2]);
    assert_eq!(ages(0), vec![1, 1, 1, 2], "and the sharing bonus");
    assert_eq!(keys_with_player(&t, "innovation-log-execute"), vec![1, 0]);
}

// ---------------------------------------------------------------- hidden cards

// Stand-in: the activator returns a card of their choice from an opponent's score
// pile, chosen face down.
fn return_from_opponent_score(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        let picks: Vec<Pick> = fx.opponents(you).into_iter().flat_map(|o| fx.backs(o, HiddenZone::Score)).collect();
        let text = fx.cards_text(Act::Return, 1, 1);
        return fx.ask_picks(you, RETURN_CHOSEN, text, picks, 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.return_card(you, c)?;
    }
    done()
}

#[test]
fn face_down_choices_name_only_what_the_chooser_knows() {
    let _guard = cards::stand_in::set(card("Writing"), &[cards::Effect::NonDemand(return_from_opponent_score)]);
    let mut t = Table::new(2);
    t.board(0, &["Writing"]).score(1, &["Calendar", "Pottery", "Mathematics"]);
    t.dogma("Writing");
    let prompt = t.prompt(0).unwrap();
    let keys: Vec<&str> = prompt.choice.options().iter().map(|o| o.key.as_ref()).collect();
    assert_eq!(keys, vec!["score-1-1-0", "score-1-2-0", "score-1-2-1"]);
    let mut scrambled = t.g.clone();
    scrambled.scramble_hidden(Viewer::Seat(0), &mut GameRng::from_u64(5));
    assert_eq!(scrambled.prompts(), t.g.prompts(), "the prompt does not depend on the faces");
    t.answer(0, &["score-1-2-1"]);
    assert_eq!(t.score_of(1), vec![card("Calendar"), card("Pottery")]);
    assert_eq!(t.g.decks[1][0], card("Mathematics"));
}

#[test]
fn views_show_faces_only_to_their_owner() {
    let mut t = Table::new(2);
    t.hand(0, &["Calendar"]).score(0, &["Pottery"]).board(1, &["Writing"]).hand(1, &["Alchemy"]);
    let v = t.g.view(Viewer::Seat(0));
    assert_eq!(v.players[0].hand, vec![view::Face::Card(card("Calendar"))]);
    assert_eq!(v.players[0].score_pile, vec![view::Face::Card(card("Pottery"))]);
    assert_eq!(v.players[1].hand, vec![view::Face::Back(3)]);
    assert_eq!(v.players[1].board[Color::Blue.index()].cards, vec![card("Writing")]);
    let s = t.g.view(Viewer::Spectator);
    assert_eq!(s.players[0].hand, vec![view::Face::Back(2)]);
    assert_eq!(s.players[0].score_pile, vec![view::Face::Back(1)]);
    assert_eq!(s.players[0].score, 1);
    assert_eq!(s.decks.iter().sum::<usize>(), 105 - 4);
}

#[test]
fn a_scramble_renames_cards_in_an_open_question_consistently() {
    let mut t = Table::new(3);
    t.board(0, &["Archery"]).hand(1, &["Writing"]);
    t.dogma("Archery");
    assert_eq!(t.prompted(), vec![1]);
    for seed in 0..10 {
        let mut g = t.g.clone();
        g.scramble_hidden(Viewer::Seat(2), &mut GameRng::from_u64(seed));
        assert_eq!(g.view(Viewer::Seat(2)), t.g.view(Viewer::Seat(2)));
        let question = g.question().unwrap().clone();
        let exec::Ask::Cards { options, .. } = &question.ask else { panic!("a card question") };
        for p in options {
            let Pick::Card(c) = p else { panic!("seat 1 sees its own hand") };
            assert!(g.players[1].hand.contains(c), "the options follow the re-dealt hand");
        }
        let mut s = Table { g, log: vec![] };
        let key = s.prompt(1).unwrap().choice.options()[0].key.clone();
        s.answer(1, &[&key]);
        assert_eq!(s.hand_of(0).len(), 2, "the scrambled game plays on (seat 2 gives a card too)");
    }
}

#[test]
fn a_scramble_keeps_the_age_of_each_claimed_achievement_after_a_special_one() {
    let mut t = Table::new(2);
    t.g.players[0].achievements.push(Achievement::Special(Special::Universe));
    t.give_achievements(0, &[1, 5]);
    let ages = |g: &Innovation| -> Vec<Option<u8>> {
        g.players[0]
            .achievements
            .iter()
            .map(|a| match a {
                Achievement::Card(c) => Some(c.age()),
                Achievement::Special(_) => None,
            })
            .collect()
    };
    for seed in 0..10 {
        let mut g = t.g.clone();
        g.scramble_hidden(Viewer::Seat(1), &mut GameRng::from_u64(seed));
        assert_eq!(ages(&g), vec![None, Some(1), Some(5)]);
        assert_eq!(all_cards(&g), all_cards(&t.g));
    }
}

#[test]
fn revealed_cards_left_over_go_to_the_hand() {
    fn reveal_only(fx: &mut EffectContext) -> EffectResult {
        let you = fx.player;
        fx.draw_and_reveal(you, 1)?;
        done()
    }
    let _guard = cards::stand_in::set(card("Writing"), &[cards::Effect::NonDemand(reveal_only)]);
    let mut t = Table::new(2);
    t.board(0, &["Writing"]);
    t.dogma("Writing");
    assert_eq!(t.hand_of(0).len(), 1);
    assert!(t.g.players[0].revealed.is_empty());
}

#[test]
fn revealed_cards_go_to_the_hand_when_the_game_ends_mid_effect() {
    fn reveal_then_draw_past_ten(fx: &mut EffectContext) -> EffectResult {
        let you = fx.player;
        fx.draw_and_reveal(you, 10)?;
        fx.draw(you, 10)?;
        done()
    }
    let _guard = cards::stand_in::set(card("Writing"), &[cards::Effect::NonDemand(reveal_then_draw_past_ten)]);
    let mut t = Table::new(2);
    t.board(0, &["Writing"]).empty_decks(1..=9);
    let last: Vec<Card> = t.g.decks[9].drain(1..).collect();
    t.g.removed_hidden.extend(last);
    t.dogma("Writing");
    assert!(t.g.is_over());
    assert!(t.g.players[0].revealed.is_empty());
    assert_eq!(t.hand_of(0).len(), 1);
}

#[test]
fn a_scramble_keeps_the_card_being_executed_even_when_it_went_into_a_hand() {
    // Stand-in: put the activated card into the activator's hand, then ask.
    fn pocket_then_ask(fx: &mut EffectContext) -> EffectResult {
        const ANSWERED: Step = 1;
        let you = fx.player;
        if fx.step() == FIRST_STEP {
            let this = fx.card;
            fx.transfer(you, this, To::Hand(you))?;
            let text = fx.may_text(Text::key("innovation-act-meld"));
            return fx.ask_yes_no(you, ANSWERED, text);
        }
        done()
    }
    let _guard = cards::stand_in::set(card("Writing"), &[cards::Effect::NonDemand(pocket_then_ask)]);
    let mut t = Table::new(2);
    t.board(0, &["Writing"]);
    t.dogma("Writing");
    assert_eq!(t.hand_of(0), vec![card("Writing")]);
    let before = t.g.view(Viewer::Seat(1));
    for seed in 0..10 {
        let mut g = t.g.clone();
        g.scramble_hidden(Viewer::Seat(1), &mut GameRng::from_u64(seed));
        assert_eq!(g.view(Viewer::Seat(1)), before);
        assert!(g.stack.iter().all(|f| match f {
            exec::Frame::Dogma(d) => d.card == card("Writing"),
            exec::Frame::Call(c) => c.card == card("Writing"),
        }));
    }
}

// ---------------------------------------------------------------- random play

/// Every card of the game, exactly once, across all places.
fn all_cards(g: &Innovation) -> Vec<Card> {
    let mut cards: Vec<Card> = g.decks.iter().flatten().copied().collect();
    cards.extend(&g.achievements);
    cards.extend(&g.removed);
    cards.extend(&g.removed_hidden);
    for p in &g.players {
        cards.extend(&p.hand);
        cards.extend(&p.score_pile);
        cards.extend(&p.revealed);
        cards.extend(p.board.iter().flat_map(|s| s.cards.iter()));
        cards.extend(p.achievements.iter().filter_map(|a| match a {
            Achievement::Card(c) => Some(*c),
            Achievement::Special(_) => None,
        }));
    }
    cards.sort();
    cards
}

#[test]
fn random_games_keep_every_card_once_and_piles_of_one_unsplayed() {
    for (seats, teams) in [(2, false), (3, false), (4, false), (4, true)] {
        for seed in 0..150u64 {
            let mut rng = GameRng::from_u64(seed);
            let mut g = Innovation::set_up(seats, teams, &mut rng).unwrap();
            let expected = all_cards(&g);
            let mut steps = 0;
            while !g.is_over() {
                let prompts = g.prompts();
                let p = &prompts[rng.below(prompts.len())];
                let answer = conformance::random_answer(&p.choice, &mut rng);
                let mut next = g.clone();
                if next.apply(p.seat, &answer, &mut rng).is_ok() {
                    g = next;
                }
                assert_eq!(all_cards(&g), expected, "seed {seed}");
                for p in &g.players {
                    assert!(p.board.iter().all(|s| s.len() >= 2 || s.splay == Splay::None));
                    // A game that ends inside an effect (a draw above 10) leaves
                    // what that effect had revealed where it was.
                    let open = g.question().is_some() || g.is_over();
                    assert!(open || p.revealed.is_empty(), "nothing is left revealed");
                }
                steps += 1;
                assert!(steps < 10_000, "seed {seed} does not end");
            }
            assert!(g.outcome().is_some());
        }
    }
}

// ---------------------------------------------------------------- question kinds

// Stand-in: a course of action, a colour, a player, a value and an order, then
// rearrange that pile and make that player draw a card of that value.
fn questionnaire(fx: &mut EffectContext) -> EffectResult {
    const OPTION_CHOSEN: Step = 1;
    const COLOR_CHOSEN: Step = 2;
    const PLAYER_CHOSEN: Step = 3;
    const VALUE_CHOSEN: Step = 4;
    const ORDER_CHOSEN: Step = 5;
    // The answers kept for the last step, and the option that scores.
    const OPTION: usize = 0;
    const COLOR: usize = 1;
    const PLAYER: usize = 2;
    const VALUE: usize = 3;
    const SCORE_OPTION: i64 = 1;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => {
            let text = fx.option_text();
            let options = vec![Text::key("innovation-act-meld"), Text::key("innovation-act-score")];
            fx.ask_option(you, OPTION_CHOSEN, text, options)
        }
        OPTION_CHOSEN => {
            fx.set_var(OPTION, fx.chosen_option().map_or(-1, |i| i as i64));
            let (text, colors) = (fx.color_text(Act::Splay(Splay::Left)), fx.board_colors(you));
            fx.ask_colors(you, COLOR_CHOSEN, text, colors, 1, 1)
        }
        COLOR_CHOSEN => {
            fx.set_var(COLOR, fx.chosen_color().map_or(-1, |c| c.index() as i64));
            let (text, others) = (fx.player_text(), fx.others(you));
            fx.ask_player(you, PLAYER_CHOSEN, text, others)
        }
        PLAYER_CHOSEN => {
            fx.set_var(PLAYER, fx.chosen_player().map_or(-1, |p| p as i64));
            let text = fx.value_text();
            fx.ask_value(you, VALUE_CHOSEN, text, vec![1, 2, 3])
        }
        VALUE_CHOSEN => {
            fx.set_var(VALUE, fx.chosen_value().map_or(-1, i64::from));
            let color = Color::ALL[fx.var(COLOR) as usize];
            let (text, cards) = (fx.order_text(), fx.stack(you, color).cards.clone());
            fx.ask_order(you, ORDER_CHOSEN, text, cards)
        }
        ORDER_CHOSEN.. => {
            let color = Color::ALL[fx.var(COLOR) as usize];
            let order = fx.chosen_order();
            fx.rearrange(you, color, order)?;
            let (player, value) = (fx.var(PLAYER) as Seat, fx.var(VALUE) as u8);
            fx.draw(player, value)?;
            if fx.var(OPTION) == SCORE_OPTION {
                fx.draw_and_score(you, 1)?;
            }
            done()
        }
    }
}

#[test]
fn every_kind_of_question_round_trips_through_prompts() {
    let _guard = cards::stand_in::set(card("Writing"), &[cards::Effect::NonDemand(questionnaire)]);
    let mut t = Table::new(3);
    t.board(0, &["Pottery", "Tools", "Writing", "Archery"]);
    t.dogma("Writing");
    t.answer(0, &["option-1"]).answer(0, &["blue"]).answer(0, &["2"]).answer(0, &["3"]);
    let order = [Table::id("Writing"), Table::id("Pottery"), Table::id("Tools")];
    t.answer(0, &order.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(t.g.stack(0, Color::Blue).cards, vec![card("Writing"), card("Pottery"), card("Tools")]);
    assert_eq!(t.hand_of(2), vec![card("Alchemy")], "seat 2 drew a 3");
    assert_eq!(t.score_of(0).len(), 1, "the second course of action");
    assert!(t.log_keys().contains(&"innovation-log-rearrange".to_string()));
}

// ---------------------------------------------------------------- catalog and helpers

#[test]
fn the_catalog_names_every_card_icon_colour_splay_and_special_achievement() {
    use engine::i18n::Catalog;
    let catalog = Catalog::for_game(&Innovation::meta(), "en").unwrap();
    for c in Card::all() {
        assert!(catalog.has(&format!("innovation-card-{}", c.id())), "{c}");
    }
    for i in Icon::ALL {
        assert!(catalog.has(&format!("innovation-icon-{}", i.id())));
    }
    for c in Color::ALL {
        assert!(catalog.has(&format!("innovation-color-{}", c.id())));
        assert_eq!(c.key(), format!("innovation-color-{}", c.id()));
    }
    for s in [Splay::None, Splay::Left, Splay::Right, Splay::Up] {
        assert!(catalog.has(&format!("innovation-splay-{}", s.id())));
        assert!(catalog.has(&format!("innovation-act-splay-{}", s.id())));
        assert_eq!(s.key(), format!("innovation-splay-{}", s.id()));
        assert_eq!(s.act_key(), format!("innovation-act-splay-{}", s.id()));
        assert_eq!(Act::Splay(s).text().key, s.act_key());
    }
    for s in Special::ALL {
        assert!(catalog.has(&format!("innovation-special-{}", s.id())));
        assert_eq!(s.key(), format!("innovation-special-{}", s.id()));
    }
    for act in [Act::Meld, Act::Tuck, Act::Score, Act::Return, Act::Transfer, Act::Keep, Act::Reveal] {
        assert!(catalog.missing(&act.text()).is_empty());
    }
    for act in [Act::Achieve, Act::Exchange, Act::Remove, Act::Execute] {
        assert!(catalog.missing(&act.text()).is_empty());
    }
    assert_eq!(catalog.card_name("8"), "The Wheel");
}

#[test]
fn card_list_helpers() {
    let cs: Vec<Card> = ["Calendar", "Pottery", "Mathematics", "Oars"].iter().map(|n| card(n)).collect();
    assert_eq!(state::highest(&cs), vec![card("Calendar"), card("Mathematics")]);
    assert_eq!(state::lowest(&cs), vec![card("Pottery"), card("Oars")]);
    assert_eq!((state::highest_age(&cs), state::lowest_age(&[])), (2, 0));
    assert_eq!(state::with_icon(&cs, Icon::Crown), vec![card("Mathematics"), card("Oars")]);
    assert_eq!(state::of_colors(&cs, &[Color::Red]), vec![card("Oars")]);
    let t = Table::teams();
    assert_eq!(t.g.sole_team(&[0, 2]), Some(0));
    assert_eq!(t.g.sole_team(&[1, 2]), None);
    assert_eq!(t.g.sole_team(&[]), None);
    assert_eq!(t.g.opponents(1), vec![2, 0]);
    assert_eq!(t.g.others(1), vec![2, 3, 0]);
}

// ---------------------------------------------------------------- option notes

fn note_of(t: &Table, seat: Seat, key: &str) -> Option<Text> {
    let prompt = t.prompt(seat).expect("a prompt");
    prompt.choice.options().iter().find(|o| o.key == key).unwrap_or_else(|| panic!("option {key}")).note.clone()
}

/// A meld names the card it covers; a dogma, who would share it or suffer its
/// demand by the icon counts right now.
#[test]
fn action_options_say_what_a_meld_covers_and_who_takes_part_in_a_dogma() {
    let mut t = Table::new(3);
    // Castles: seat 0 two (Archery), seat 1 three (Metalworking), seat 2 none.
    t.board(0, &["Archery", "Writing"]).hand(0, &["Oars", "Clothing"]);
    t.board(1, &["Metalworking"]).board(2, &["Pottery"]);
    let covers = |name: &str| Text::key("innovation-note-meld-covers").card("card", Table::id(name));
    assert_eq!(note_of(&t, 0, &format!("meld-{}", Table::id("Oars"))), Some(covers("Archery")));
    assert_eq!(note_of(&t, 0, &format!("meld-{}", Table::id("Clothing"))), None, "an empty green pile");
    let demand = Text::key("innovation-note-demand").text("players", Text::key("innovation-players-1").player("a", 2));
    let archery = Text::key("innovation-note-dogma").icon("icon", "castle").num("n", 2).text("who", demand);
    assert_eq!(note_of(&t, 0, &format!("dogma-{}", Table::id("Archery"))), Some(archery));
    let alone = Text::key("innovation-note-dogma")
        .icon("icon", "lightbulb")
        .num("n", 3)
        .text("who", Text::key("innovation-note-not-shared"));
    assert_eq!(note_of(&t, 0, &format!("dogma-{}", Table::id("Writing"))), Some(alone));
}

/// Choosing cards to return says where they go.
#[test]
fn returning_options_say_the_card_goes_back() {
    let mut t = Table::new(2);
    t.board(0, &["Pottery"]).hand(0, &["Oars", "Archery"]);
    t.dogma("Pottery");
    let prompt = t.prompt(0).expect("seat 0 chooses what to return");
    assert!(!prompt.choice.options().is_empty());
    for o in prompt.choice.options() {
        assert_eq!(o.note, Some(Text::key("innovation-note-return")), "{}", o.key);
    }
}

/// The score sheet counts points by the age of the scored cards, the same for
/// every viewer, and adds up to each score.
#[test]
fn the_score_sheet_adds_up_points_by_age() {
    let mut t = Table::new(2);
    t.score(0, &["Calendar", "Mathematics", "Pottery"]).score(1, &["Oars"]);
    let sheet = Game::score_sheet(&t.g, Viewer::Seat(1)).expect("a sheet once anything is scored");
    assert_eq!(sheet.rows.len(), 2, "ages 1 and 2");
    assert_eq!(sheet.rows[1].points, vec![Some(4), Some(0)]);
    assert_eq!((sheet.total(0), sheet.total(1)), (Some(5), Some(1)));
    assert_eq!(Game::score_sheet(&t.g, Viewer::Spectator), Some(sheet));
    assert_eq!(Game::score_sheet(&Table::new(2).g, Viewer::Spectator), None, "nothing scored yet");
}
