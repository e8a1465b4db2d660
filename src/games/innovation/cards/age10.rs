//! Age 10 (cards 95–104): one function per effect, each with the effect in our
//! own words above it, and a row per card in `EFFECTS`.

use super::super::data::{Card, Color, Icon};
use super::super::exec::{Act, EffectContext, EffectResult, FIRST_STEP, Step, done};
use super::super::prims::To;
use super::super::state::Splay;
use super::common::may_splay;
use super::{CardEffects, Effect};
use engine::{Seat, Text};

/// The effects of the age-10 cards, each row under its card's name.
pub const EFFECTS: &[CardEffects] = &[
    CardEffects {
        card: Card::BIOENGINEERING,
        effects: &[Effect::NonDemand(bioengineering_take), Effect::NonDemand(bioengineering_win)],
    },
    CardEffects {
        card: Card::SOFTWARE,
        effects: &[Effect::NonDemand(software_score), Effect::NonDemand(software_execute)],
    },
    CardEffects { card: Card::MINIATURIZATION, effects: &[Effect::NonDemand(miniaturization)] },
    CardEffects { card: Card::ROBOTICS, effects: &[Effect::NonDemand(robotics)] },
    CardEffects { card: Card::DATABASES, effects: &[Effect::Demand(databases)] },
    CardEffects {
        card: Card::SELF_SERVICE,
        effects: &[Effect::NonDemand(self_service_execute), Effect::NonDemand(self_service_win)],
    },
    CardEffects {
        card: Card::GLOBALIZATION,
        effects: &[Effect::Demand(globalization_demand), Effect::NonDemand(globalization_win)],
    },
    CardEffects { card: Card::STEM_CELLS, effects: &[Effect::NonDemand(stem_cells)] },
    CardEffects { card: Card::AI, effects: &[Effect::NonDemand(ai_score), Effect::NonDemand(ai_win)] },
    CardEffects {
        card: Card::THE_INTERNET,
        effects: &[
            Effect::NonDemand(internet_splay),
            Effect::NonDemand(internet_score),
            Effect::NonDemand(internet_meld),
        ],
    },
];

/// The players for whom `key` is highest (or, with `lowest`, lowest).
fn extreme_players(fx: &EffectContext, key: impl Fn(Seat) -> u32, lowest: bool) -> Vec<Seat> {
    let values: Vec<u32> = (0..fx.seats()).map(&key).collect();
    let best = if lowest { values.iter().min() } else { values.iter().max() };
    let Some(&best) = best else {
        return Vec::new();
    };
    (0..fx.seats()).filter(|&s| values[s] == best).collect()
}

/// "The single player with the most/least … wins": partners tied for it win
/// together; rivals tied for it win nothing and the game goes on.
fn single_player_wins(fx: &mut EffectContext, qualifying: &[Seat]) -> EffectResult {
    match fx.sole_team(qualifying) {
        Some(winner) => fx.win_now(winner),
        None => done(),
    }
}

/// Bioengineering 1: move a top card with a leaf from any opponent's board into
/// your score pile.
fn bioengineering_take(fx: &mut EffectContext) -> EffectResult {
    const TAKE_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        let options: Vec<Card> =
            fx.opponents(you).into_iter().flat_map(|o| fx.tops(o)).filter(|c| c.has_icon(Icon::Leaf)).collect();
        let text = fx.cards_text(Act::Transfer, 1, 1);
        return fx.ask_cards(you, TAKE_CHOSEN, text, options, 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.transfer(you, c, To::Score(you))?;
    }
    done()
}

/// Bioengineering 2: if any player shows fewer than three leaves, the single
/// player with the most leaves wins.
fn bioengineering_win(fx: &mut EffectContext) -> EffectResult {
    if (0..fx.seats()).all(|s| fx.icon_count(s, Icon::Leaf) >= 3) {
        return done();
    }
    let most = extreme_players(fx, |s| fx.icon_count(s, Icon::Leaf), false);
    single_player_wins(fx, &most)
}

/// Software 1: draw and score a 10.
fn software_score(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    fx.draw_and_score(you, 10)?;
    done()
}

/// Software 2: draw and meld two 10s, then execute the second one's non-demand
/// effects yourself alone.
fn software_execute(fx: &mut EffectContext) -> EffectResult {
    // Its effects have been executed.
    const EXECUTED: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        fx.draw_and_meld(you, 10)?;
        let second = fx.draw_and_meld(you, 10)?;
        return fx.execute_non_demands(second, EXECUTED);
    }
    done()
}

/// Miniaturization: you may return a card from your hand; if it was a 10, draw a
/// 10 for each different value in your score pile.
fn miniaturization(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        return fx.ask_hand(you, RETURN_CHOSEN, Act::Return, |_| true, 0, 1);
    }
    let Some(c) = fx.chosen_card() else {
        return done();
    };
    fx.return_card(you, c)?;
    if c.age() == 10 {
        let mut values: Vec<u8> = fx.score_pile(you).iter().map(|c| c.age()).collect();
        values.sort_unstable();
        values.dedup();
        for _ in 0..values.len() {
            fx.draw(you, 10)?;
        }
    }
    done()
}

/// Robotics: score your top green card, then draw and meld a 10 and execute its
/// non-demand effects yourself alone.
fn robotics(fx: &mut EffectContext) -> EffectResult {
    // Its effects have been executed.
    const EXECUTED: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        if let Some(green) = fx.top(you, Color::Green) {
            fx.score_card(you, green)?;
        }
        let c = fx.draw_and_meld(you, 10)?;
        return fx.execute_non_demands(c, EXECUTED);
    }
    done()
}

/// Databases (demand): return half of the cards in your score pile, rounded up
/// (your choice which).
fn databases(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        let half = fx.score_pile(you).len().div_ceil(2);
        return fx.ask_score_pile(you, RETURN_CHOSEN, Act::Return, |_| true, half, half);
    }
    for c in fx.chosen_cards() {
        fx.return_card(you, c)?;
    }
    done()
}

/// Self Service 1: choose another top card of yours and execute its non-demand
/// effects yourself alone.
fn self_service_execute(fx: &mut EffectContext) -> EffectResult {
    const EXECUTE_CHOSEN: Step = 1;
    // Its effects have been executed.
    const EXECUTED: Step = 2;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => {
            let this = fx.card;
            fx.ask_top_cards(you, EXECUTE_CHOSEN, Act::Execute, |c| c != this, 1, 1)
        }
        EXECUTE_CHOSEN => match fx.chosen_card() {
            Some(c) => fx.execute_non_demands(c, EXECUTED),
            None => done(),
        },
        EXECUTED.. => done(),
    }
}

/// Self Service 2: with more achievements than each other player, you win.
/// Ruling: in team play partners' achievements count together (as they do for
/// winning), compared with the other team's.
fn self_service_win(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let mine = fx.team_achievements(you);
    if fx.opponents(you).iter().all(|&o| fx.team_achievements(o) < mine) {
        return fx.win_now(you);
    }
    done()
}

/// Globalization (demand): return a top card with a leaf from your board.
fn globalization_demand(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        return fx.ask_top_cards(you, RETURN_CHOSEN, Act::Return, |c| c.has_icon(Icon::Leaf), 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.return_card(you, c)?;
    }
    done()
}

/// Globalization 2: draw and score a 6; then if no player shows more leaves than
/// factories, the single player with the most points wins.
fn globalization_win(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    fx.draw_and_score(you, 6)?;
    if (0..fx.seats()).any(|s| fx.icon_count(s, Icon::Leaf) > fx.icon_count(s, Icon::Factory)) {
        return done();
    }
    let most = extreme_players(fx, |s| fx.score(s), false);
    single_player_wins(fx, &most)
}

/// Stem Cells: you may score your whole hand (all of it or nothing).
fn stem_cells(fx: &mut EffectContext) -> EffectResult {
    const SCORE_HAND_IF_YES: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        if fx.hand(you).is_empty() {
            return done();
        }
        let text = fx.may_text(Text::key("innovation-act-score-hand"));
        return fx.ask_yes_no(you, SCORE_HAND_IF_YES, text);
    }
    if fx.said_yes() {
        for c in fx.hand(you).to_vec() {
            fx.score_card(you, c)?;
        }
    }
    done()
}

/// A. I. 1: draw and score a 10.
fn ai_score(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    fx.draw_and_score(you, 10)?;
    done()
}

/// A. I. 2: if Robotics and Software are both top cards (on any boards), the
/// single player with the lowest score wins. Both must be, as printed (Board Game
/// Arena asks for both as well).
fn ai_win(fx: &mut EffectContext) -> EffectResult {
    let on_top = |fx: &EffectContext, card: Card| (0..fx.seats()).any(|s| fx.top(s, card.color()) == Some(card));
    let (robotics, software) = (Card::ROBOTICS, Card::SOFTWARE);
    if !(on_top(fx, robotics) && on_top(fx, software)) {
        return done();
    }
    let lowest = extreme_players(fx, |s| fx.score(s), true);
    single_player_wins(fx, &lowest)
}

/// The Internet 1: you may splay your green cards up.
fn internet_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Green], Splay::Up)
}

/// The Internet 2: draw and score a 10.
fn internet_score(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    fx.draw_and_score(you, 10)?;
    done()
}

/// The Internet 3: draw and meld a 10 for every two clocks on your board (counted
/// before the first meld).
fn internet_meld(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let n = fx.icon_count(you, Icon::Clock) / 2;
    for _ in 0..n {
        fx.draw_and_meld(you, 10)?;
    }
    done()
}

#[cfg(test)]
mod tests {
    use super::super::super::testkit::{Table, card, cards};
    use super::*;
    use engine::Game;

    fn places(t: &Table) -> Option<Vec<usize>> {
        t.g.outcome().map(|o| o.places)
    }

    #[test]
    fn bioengineering_takes_a_leaf_top_card_from_an_opponent() {
        let mut t = Table::new(3);
        t.board(0, &["Bioengineering", "Antibiotics"]); // 3 leaves
        t.board(1, &["Pottery", "Archery", "Stem cells"]); // 6 leaves
        t.board(2, &["Agriculture", "Suburbia"]); // 2 leaves
        t.dogma("Bioengineering");
        assert_eq!(t.option_keys(0), ["Pottery", "Stem cells", "Suburbia"].map(Table::id));
        t.choose(0, &["Suburbia"]);
        assert_eq!(t.score_of(0), cards(&["Suburbia"]));
        assert_eq!(t.top(2, Color::Yellow), Some(card("Agriculture")), "3 leaves now");
        assert_eq!(places(&t), None, "nobody shows fewer than three leaves any more");
    }

    #[test]
    fn bioengineering_the_single_player_with_most_leaves_wins_once_someone_has_fewer_than_three() {
        let mut t = Table::new(3);
        t.board(0, &["Bioengineering", "Antibiotics", "Socialism"]); // 6 leaves
        t.board(1, &["Pottery"]).board(2, &["Archery"]); // 3 and none
        t.dogma("Bioengineering");
        assert_eq!(t.score_of(0), cards(&["Pottery"]), "the only leaf card on offer");
        assert_eq!(places(&t), Some(vec![1, 2, 2]));
        let mut t = Table::new(3);
        t.board(0, &["Bioengineering", "Antibiotics"]).board(1, &["Agriculture"]).board(2, &["Code of laws"]);
        t.dogma("Bioengineering").choose(0, &["Code of laws"]);
        assert_eq!(places(&t), None, "seats 0 and 1 tie for the most leaves: nobody wins");
    }

    #[test]
    fn software_scores_a_ten_then_melds_two_and_executes_the_second() {
        let mut t = Table::new(2);
        t.board(0, &["Software"]).hand(0, &["Pottery"]);
        // Drawn in order: Self service (scored), Miniaturization, Stem cells.
        t.deck_top(&["Stem cells", "Miniaturization", "Self service"]);
        t.dogma("Software");
        assert_eq!(t.score_of(0), cards(&["Self service"]));
        assert_eq!(t.top(0, Color::Red), Some(card("Miniaturization")));
        assert_eq!(t.top(0, Color::Yellow), Some(card("Stem cells")));
        // Stem cells is executed (not Miniaturization): it offers to score the hand.
        assert_eq!(t.option_keys(0), vec!["yes", "no"]);
        t.answer(0, &["yes"]);
        assert_eq!(t.score_of(0), cards(&["Self service", "Pottery"]));
        assert!(!t.in_dogma());
    }

    #[test]
    fn miniaturization_returning_a_ten_draws_a_ten_per_score_value() {
        let mut t = Table::new(2);
        t.board(0, &["Miniaturization"]).hand(0, &["Software", "Pottery"]).score(0, &["Tools", "Writing", "Flight"]);
        t.dogma("Miniaturization").choose(0, &["Software"]);
        assert_eq!(t.hand_of(0), cards(&["Pottery", "Bioengineering", "Robotics"]), "values 1 and 8: two 10s");
        let mut t = Table::new(2);
        t.board(0, &["Miniaturization"]).hand(0, &["Pottery"]).score(0, &["Tools"]);
        t.dogma("Miniaturization").choose(0, &["Pottery"]);
        assert!(t.hand_of(0).is_empty(), "not a 10: nothing drawn");
    }

    #[test]
    fn robotics_scores_the_top_green_card_then_melds_and_executes_a_ten() {
        let mut t = Table::new(2);
        t.board(0, &["Robotics", "Sailing"]).deck_top(&["A. I."]);
        t.dogma("Robotics");
        assert_eq!(t.top(0, Color::Purple), Some(card("A. I.")));
        assert_eq!(t.score_of(0), cards(&["Sailing", "Bioengineering"]), "A. I. executed: a 10 scored");
        assert_eq!(places(&t), None, "Software is not a top card");
        assert!(!t.in_dogma());
    }

    #[test]
    fn databases_makes_those_with_fewer_clocks_return_half_their_score_rounded_up() {
        let mut t = Table::new(3);
        t.board(0, &["Databases"]); // 3 clocks
        t.board(1, &["Pottery"]).score(1, &["Tools", "Writing", "Flight"]); // none: affected
        t.board(2, &["Software"]).score(2, &["Oars"]); // 3: not affected
        t.dogma("Databases");
        assert_eq!(t.prompted(), vec![1]);
        t.choose(1, &["Tools", "Flight"]);
        assert_eq!(t.score_of(1), cards(&["Writing"]));
        assert_eq!(t.score_of(2), cards(&["Oars"]));
    }

    #[test]
    fn self_service_executes_another_top_card_and_wins_with_most_achievements() {
        let mut t = Table::new(2);
        t.board(0, &["Self service", "Writing", "Archery"]).give_achievements(0, &[1, 2]);
        t.give_achievements(1, &[3]);
        t.dogma("Self service");
        assert_eq!(t.option_keys(0), vec![Table::id("Writing"), Table::id("Archery")]);
        t.choose(0, &["Writing"]);
        assert_eq!(t.hand_of(0), cards(&["Calendar"]), "Writing executed: a 2 drawn");
        assert_eq!(places(&t), Some(vec![1, 2]), "two achievements against one");
    }

    #[test]
    fn self_service_ties_do_not_win_and_teams_count_together() {
        let mut t = Table::new(2);
        t.board(0, &["Self service"]).give_achievements(0, &[1]).give_achievements(1, &[2]);
        t.dogma("Self service");
        assert_eq!(places(&t), None);
        assert!(!t.in_dogma(), "no other top card: nothing to execute");
        let mut t = Table::teams();
        t.board(0, &["Self service"]).give_achievements(0, &[1]).give_achievements(2, &[2]);
        t.give_achievements(1, &[3]);
        t.dogma("Self service");
        assert_eq!(places(&t), Some(vec![1, 3, 1, 3]), "the team has two against one");
    }

    #[test]
    fn globalization_demand_returns_a_leaf_top_card() {
        let mut t = Table::new(3);
        t.board(0, &["Globalization"]); // 3 factories
        t.board(1, &["Pottery", "Agriculture", "Archery"]); // none: affected
        t.board(2, &["Corporations", "Mobility"]); // 4: not affected
        t.dogma("Globalization");
        assert_eq!(t.option_keys(1), vec![Table::id("Pottery"), Table::id("Agriculture")]);
        t.choose(1, &["Agriculture"]);
        assert_eq!(t.g.tops(1), cards(&["Pottery", "Archery"]));
        assert_eq!(t.g.decks[0][0], card("Agriculture"), "returned under the 1s");
        assert_eq!(t.score_of(2), cards(&["Atomic theory"]), "the sharer draws and scores a 6");
        assert_eq!(places(&t), None, "seat 1 shows more leaves than factories");
    }

    #[test]
    fn globalization_the_single_player_with_most_points_wins_when_no_one_has_more_leaves_than_factories() {
        let mut t = Table::new(2);
        t.board(0, &["Globalization"]).board(1, &["Archery"]).score(1, &["Tools"]);
        t.dogma("Globalization");
        assert_eq!(t.score_of(0), cards(&["Atomic theory"]));
        assert_eq!(places(&t), Some(vec![1, 2]), "6 points against 1");
        let mut t = Table::new(2);
        t.board(0, &["Globalization"]).board(1, &["Archery", "Pottery"]).score(1, &["Software"]);
        t.dogma("Globalization");
        assert_eq!(t.g.tops(1), cards(&["Archery"]), "Pottery returned");
        assert_eq!(places(&t), Some(vec![2, 1]), "10 points against 6");
        let mut t = Table::new(2);
        t.board(0, &["Globalization", "Socialism", "Pottery"]).board(1, &["Archery"]);
        t.dogma("Globalization");
        assert_eq!(places(&t), None, "seat 0 shows six leaves and three factories");
    }

    #[test]
    fn stem_cells_scores_the_whole_hand_or_nothing() {
        let mut t = Table::new(2);
        t.board(0, &["Stem cells"]).hand(0, &["Pottery", "Flight"]);
        t.dogma("Stem cells").answer(0, &["yes"]);
        assert_eq!(t.score_of(0), cards(&["Pottery", "Flight"]));
        let mut t = Table::new(2);
        t.board(0, &["Stem cells"]).hand(0, &["Pottery"]);
        t.dogma("Stem cells").answer(0, &["no"]);
        assert_eq!(t.hand_of(0), cards(&["Pottery"]));
    }

    #[test]
    fn ai_scores_a_ten_and_with_robotics_and_software_on_top_the_lowest_score_wins() {
        let mut t = Table::new(3);
        t.board(0, &["A. I.", "Robotics"]).board(1, &["Software"]);
        t.score(1, &["Tools", "Writing"]).score(2, &["Pottery"]);
        t.dogma("A. I.");
        assert_eq!(t.score_of(0), cards(&["Bioengineering"]));
        assert_eq!(places(&t), Some(vec![2, 2, 1]), "seat 2 has 1 point, the lowest");
        let mut t = Table::new(3);
        t.board(0, &["A. I.", "Robotics"]).board(1, &["Software"]);
        t.dogma("A. I.");
        assert_eq!(places(&t), None, "seats 1 and 2 tie for the lowest score");
        let mut t = Table::new(2);
        t.board(0, &["A. I.", "Robotics"]);
        t.dogma("A. I.");
        assert_eq!(places(&t), None, "Software is not a top card");
    }

    #[test]
    fn the_internet_splays_green_scores_a_ten_and_melds_one_per_two_clocks() {
        let mut t = Table::new(2);
        t.board(0, &["The internet", "Databases", "Collaboration", "Rocketry"]);
        t.dogma("The internet").answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Green).splay, Splay::Up);
        assert_eq!(t.score_of(0), cards(&["Bioengineering"]));
        // Clocks then: The internet 2, Databases 3 (splayed up), Collaboration 1,
        // Rocketry 3: nine, so four 10s are melded.
        assert_eq!(t.top(0, Color::Blue), Some(card("Software")));
        assert_eq!(t.g.stack(0, Color::Red).cards, cards(&["Miniaturization", "Robotics"]));
        assert_eq!(t.top(0, Color::Green), Some(card("Self service")));
    }
}
