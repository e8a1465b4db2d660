//! Age 6 (cards 55–64): one function per effect, each with the effect in our
//! own words above it, and a row per card in `EFFECTS`.

use super::super::data::{Card, Color, Icon};
use super::super::exec::{Act, EffectContext, EffectResult, FIRST_STEP, Step, done};
use super::super::prims::{To, color_text};
use super::super::state::{Splay, highest_age, lowest};
use super::common::may_splay;
use super::{CardEffects, Effect};
use engine::{LogEntry, Text};

/// The effects of the age-6 cards, each row under its card's name.
pub const EFFECTS: &[CardEffects] = &[
    CardEffects {
        card: Card::ATOMIC_THEORY,
        effects: &[Effect::NonDemand(atomic_theory_splay), Effect::NonDemand(atomic_theory_meld)],
    },
    CardEffects { card: Card::ENCYCLOPEDIA, effects: &[Effect::NonDemand(encyclopedia)] },
    CardEffects {
        card: Card::INDUSTRIALIZATION,
        effects: &[Effect::NonDemand(industrialization_tuck), Effect::NonDemand(industrialization_splay)],
    },
    CardEffects { card: Card::MACHINE_TOOLS, effects: &[Effect::NonDemand(machine_tools)] },
    CardEffects { card: Card::CLASSIFICATION, effects: &[Effect::NonDemand(classification)] },
    CardEffects {
        card: Card::METRIC_SYSTEM,
        effects: &[Effect::NonDemand(metric_system_any), Effect::NonDemand(metric_system_green)],
    },
    CardEffects { card: Card::CANNING, effects: &[Effect::NonDemand(canning_tuck), Effect::NonDemand(canning_splay)] },
    CardEffects {
        card: Card::VACCINATION,
        effects: &[Effect::Demand(vaccination_demand), Effect::NonDemand(vaccination_meld)],
    },
    CardEffects { card: Card::DEMOCRACY, effects: &[Effect::NonDemand(democracy)] },
    CardEffects {
        card: Card::EMANCIPATION,
        effects: &[Effect::Demand(emancipation_demand), Effect::NonDemand(emancipation_splay)],
    },
];

/// Atomic Theory 1: you may splay your blue cards right.
fn atomic_theory_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Blue], Splay::Right)
}

/// Atomic Theory 2: draw and meld a 7.
fn atomic_theory_meld(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    fx.draw_and_meld(you, 7)?;
    done()
}

/// Encyclopedia: you may meld every card of the highest value in your score pile,
/// all of them or none. They are melded one at a time in the order you pick, as
/// the order decides which ends on top of a pile.
fn encyclopedia(fx: &mut EffectContext) -> EffectResult {
    const CHOOSE_IF_YES: Step = 1;
    // Melding the chosen card and asking for the next, until none is left.
    const MELD_CHOSEN: Step = 2;
    // The highest value in the score pile when you said yes.
    const VALUE: usize = 0;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => {
            if fx.score_pile(you).is_empty() {
                return done();
            }
            let text = fx.may_text(Text::key("innovation-encyclopedia-act"));
            fx.ask_yes_no(you, CHOOSE_IF_YES, text)
        }
        CHOOSE_IF_YES => {
            if !fx.said_yes() {
                return done();
            }
            let top = highest_age(fx.score_pile(you));
            fx.set_var(VALUE, i64::from(top));
            fx.ask_score_pile(you, MELD_CHOSEN, Act::Meld, |c| c.age() == top, 1, 1)
        }
        MELD_CHOSEN.. => {
            let Some(c) = fx.chosen_card() else {
                return done();
            };
            fx.meld(you, c)?;
            let top = fx.var(VALUE);
            fx.ask_score_pile(you, MELD_CHOSEN, Act::Meld, |c| i64::from(c.age()) == top, 1, 1)
        }
    }
}

/// Industrialization 1: draw and tuck a 6 for each colour on your board that shows
/// at least one factory (counted before tucking).
fn industrialization_tuck(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let colors =
        Color::ALL.into_iter().filter(|&c| fx.stack(you, c).visible_icons()[Icon::Factory.index()] > 0).count();
    for _ in 0..colors {
        fx.draw_and_tuck(you, 6)?;
    }
    done()
}

/// Industrialization 2: you may splay your red or your purple cards right.
fn industrialization_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Red, Color::Purple], Splay::Right)
}

/// Machine Tools: draw and score a card whose value is that of the highest card in
/// your score pile (an empty pile asks for a 0, which a draw takes as a 1).
fn machine_tools(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let age = highest_age(fx.score_pile(you));
    fx.draw_and_score(you, age)?;
    done()
}

/// Classification: name the colour of a card in your hand, showing it. Every other
/// player hands you all their cards of that colour; then meld all the cards of
/// that colour from your hand, one at a time in the order you pick.
// Ruling: in team play the printed rules do not say whether "every other player"
// takes in a partner; Board Game Arena, whose help page is our design document, takes from
// opponents only, and so do we.
fn classification(fx: &mut EffectContext) -> EffectResult {
    const COLOR_CHOSEN: Step = 1;
    // Melding the chosen card and asking for the next, until none is left.
    const MELD_CHOSEN: Step = 2;
    // The colour chosen (its index).
    const COLOR: usize = 0;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => {
            let mut colors: Vec<Color> = fx.hand(you).iter().map(|c| c.color()).collect();
            colors.sort_unstable();
            colors.dedup();
            let text = fx.color_text(Act::Reveal);
            fx.ask_colors(you, COLOR_CHOSEN, text, colors, 1, 1)
        }
        COLOR_CHOSEN => {
            let Some(color) = fx.chosen_color() else {
                return done();
            };
            fx.log.push(LogEntry::all(
                Text::key("innovation-classification-reveal").player("player", you).text("color", color_text(color)),
            ));
            for other in fx.opponents(you) {
                let theirs: Vec<Card> = fx.hand(other).iter().copied().filter(|c| c.color() == color).collect();
                for c in theirs {
                    fx.transfer(other, c, To::Hand(you))?;
                }
            }
            fx.set_var(COLOR, color.index() as i64);
            fx.ask_hand(you, MELD_CHOSEN, Act::Meld, |c| c.color() == color, 1, 1)
        }
        MELD_CHOSEN.. => {
            let (Some(c), Some(&color)) = (fx.chosen_card(), Color::ALL.get(fx.var(COLOR) as usize)) else {
                return done();
            };
            fx.meld(you, c)?;
            fx.ask_hand(you, MELD_CHOSEN, Act::Meld, |c| c.color() == color, 1, 1)
        }
    }
}

/// Metric System 1: if your green cards are splayed right, you may splay any one
/// colour of yours right.
fn metric_system_any(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    if fx.step() == FIRST_STEP && fx.stack(you, Color::Green).splay != Splay::Right {
        return done();
    }
    may_splay(fx, &Color::ALL, Splay::Right)
}

/// Metric System 2: you may splay your green cards right.
fn metric_system_green(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Green], Splay::Right)
}

/// Canning 1: you may draw and tuck a 6; if you did, score each of your top cards
/// without a factory (those on top once the 6 is tucked).
fn canning_tuck(fx: &mut EffectContext) -> EffectResult {
    const TUCK_IF_YES: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        let text = fx.may_text(Text::key("innovation-canning-act"));
        return fx.ask_yes_no(you, TUCK_IF_YES, text);
    }
    if fx.said_yes() {
        fx.draw_and_tuck(you, 6)?;
        let bare: Vec<Card> = fx.tops(you).into_iter().filter(|c| !c.has_icon(Icon::Factory)).collect();
        for c in bare {
            fx.score_card(you, c)?;
        }
    }
    done()
}

/// Canning 2: you may splay your yellow cards right.
fn canning_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Yellow], Splay::Right)
}

/// Vaccination (demand): return all the cards of the lowest value in your score
/// pile; if you returned any, draw and meld a 6.
fn vaccination_demand(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let lows = lowest(fx.score_pile(you));
    if lows.is_empty() {
        return done();
    }
    for c in lows {
        fx.return_card(you, c)?;
    }
    fx.set_dogma_flag();
    fx.draw_and_meld(you, 6)?;
    done()
}

/// Vaccination 2: if the demand returned any card during this dogma, draw and meld
/// a 7.
fn vaccination_meld(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    if fx.dogma_flag() {
        fx.draw_and_meld(you, 7)?;
    }
    done()
}

/// Democracy: you may return any number of cards from your hand. Then, if the
/// cards you have returned through Democracy in this dogma outnumber those of each
/// other player, draw and score an 8. (The count lives with the dogma being
/// executed; when another card executes Democracy for one player alone, only that
/// execution counts.)
fn democracy(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        let all = fx.hand(you).len();
        return fx.ask_hand(you, RETURN_CHOSEN, Act::Return, |_| true, 0, all);
    }
    let chosen = fx.chosen_cards();
    for &c in &chosen {
        fx.return_card(you, c)?;
    }
    fx.add_tally(you, chosen.len() as i64);
    let mine = fx.tally(you);
    let mut most_of_others = 0;
    for other in fx.others(you) {
        most_of_others = most_of_others.max(fx.tally(other));
    }
    if mine > most_of_others {
        fx.draw_and_score(you, 8)?;
    }
    done()
}

/// Emancipation (demand): move a card of your choice from your hand into the
/// activator's score pile; if you did, draw a 6.
fn emancipation_demand(fx: &mut EffectContext) -> EffectResult {
    const MOVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        return fx.ask_hand(you, MOVE_CHOSEN, Act::Transfer, |_| true, 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.transfer(you, c, To::Score(me))?;
        fx.draw(you, 6)?;
    }
    done()
}

/// Emancipation 2: you may splay your red or your purple cards right.
fn emancipation_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Red, Color::Purple], Splay::Right)
}

#[cfg(test)]
mod tests {
    use super::super::super::testkit::{Table, card, cards};
    use super::*;

    #[test]
    fn atomic_theory_may_splay_blue_right_then_draws_and_melds_a_seven() {
        let mut t = Table::new(2);
        t.board(0, &["Writing", "Atomic theory"]);
        t.dogma("Atomic theory").answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::Right);
        assert_eq!(t.top(0, Color::Blue), Some(card("Evolution")), "the first 7 melded on top");
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::Right, "melding keeps the splay");
        let mut t = Table::new(2);
        t.board(0, &["Writing", "Atomic theory"]);
        t.dogma("Atomic theory").answer(0, &["no"]);
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::None);
    }

    #[test]
    fn encyclopedia_melds_all_the_highest_score_cards_in_the_chosen_order() {
        let mut t = Table::new(2);
        t.board(0, &["Encyclopedia"]).score(0, &["Calendar", "Coal", "The pirate code", "Chemistry"]);
        t.dogma("Encyclopedia").answer(0, &["yes"]);
        assert_eq!(t.option_keys(0).len(), 3, "the three 5s");
        t.choose(0, &["The pirate code"]);
        t.choose(0, &["Chemistry"]);
        // Coal, the last, is melded without a question.
        assert_eq!(t.g.stack(0, Color::Red).cards, cards(&["The pirate code", "Coal"]));
        assert_eq!(t.top(0, Color::Blue), Some(card("Chemistry")));
        assert_eq!(t.score_of(0), cards(&["Calendar"]));
        assert!(!t.in_dogma());
        let mut t = Table::new(2);
        t.board(0, &["Encyclopedia"]).score(0, &["Calendar"]);
        t.dogma("Encyclopedia").answer(0, &["no"]);
        assert_eq!(t.score_of(0), cards(&["Calendar"]));
        let mut t = Table::new(2);
        t.board(0, &["Encyclopedia"]);
        t.dogma("Encyclopedia");
        assert!(!t.in_dogma(), "an empty score pile: nothing to ask");
    }

    #[test]
    fn industrialization_tucks_a_six_per_colour_with_a_factory_and_may_splay_red_or_purple() {
        let mut t = Table::new(2);
        t.board(0, &["Oars", "Industrialization"]); // red: factories on top
        t.board(0, &["Reformation", "Emancipation"]); // purple: a factory
        t.board(0, &["Pottery"]); // blue: none
        t.deck_top(&["Vaccination", "Metric system"]);
        t.dogma("Industrialization");
        assert_eq!(t.g.stack(0, Color::Green).cards, cards(&["Metric system"]));
        assert_eq!(t.g.stack(0, Color::Yellow).cards, cards(&["Vaccination"]));
        assert_eq!(t.option_keys(0), vec!["red".to_string(), "purple".to_string()]);
        t.answer(0, &["purple"]);
        assert_eq!(t.g.stack(0, Color::Purple).splay, Splay::Right);
        assert_eq!(t.g.stack(0, Color::Red).splay, Splay::None);
    }

    #[test]
    fn machine_tools_scores_a_card_as_high_as_the_highest_score_card() {
        let mut t = Table::new(2);
        t.board(0, &["Machine tools"]).score(0, &["Calendar", "Alchemy"]);
        t.dogma("Machine tools");
        assert_eq!(t.score_of(0), cards(&["Calendar", "Alchemy", "Translation"]));
        let mut t = Table::new(2);
        t.board(0, &["Machine tools"]);
        t.dogma("Machine tools");
        assert_eq!(t.score_of(0), cards(&["Pottery"]), "an empty score pile: a 1");
    }

    #[test]
    fn classification_takes_that_colour_from_every_opponent_hand_and_melds_it_all() {
        let mut t = Table::teams();
        t.board(0, &["Classification"]).hand(0, &["Pottery", "Oars"]);
        t.hand(1, &["Writing", "Archery"]).hand(2, &["Calendar"]).hand(3, &["Sailing"]);
        t.dogma("Classification");
        assert_eq!(t.option_keys(0), vec!["blue".to_string(), "red".to_string()]);
        t.answer(0, &["blue"]);
        assert!(t.log_keys().contains(&"innovation-classification-reveal".to_string()));
        assert_eq!(t.hand_of(1), cards(&["Archery"]));
        assert_eq!(t.hand_of(2), cards(&["Calendar"]), "the partner is left out");
        assert_eq!(t.hand_of(3), cards(&["Sailing"]));
        assert_eq!(t.option_keys(0).len(), 2, "Pottery and Writing, melded one at a time");
        t.choose(0, &["Pottery"]);
        assert_eq!(t.g.stack(0, Color::Blue).cards, cards(&["Pottery", "Writing"]));
        assert_eq!(t.hand_of(0), cards(&["Oars"]));
        assert!(!t.in_dogma());
    }

    #[test]
    fn metric_system_splays_any_colour_right_only_when_green_is_splayed_right() {
        let mut t = Table::new(2);
        t.board(0, &["Sailing", "Metric system"]).board(0, &["Pottery", "Writing"]);
        t.splay(0, Color::Green, Splay::Right);
        t.dogma("Metric system");
        assert_eq!(t.prompt(0).unwrap().text.key, "innovation-ask-may", "only blue can be splayed right");
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::Right);
        assert!(!t.in_dogma(), "green is splayed right already: no second question");
        let mut t = Table::new(2);
        t.board(0, &["Sailing", "Metric system"]).board(0, &["Pottery", "Writing"]).board(0, &["Oars", "Archery"]);
        t.splay(0, Color::Green, Splay::Right);
        t.dogma("Metric system");
        assert_eq!(t.option_keys(0), vec!["blue".to_string(), "red".to_string()]);
        t.answer(0, &["red"]);
        assert_eq!(t.g.stack(0, Color::Red).splay, Splay::Right);
        let mut t = Table::new(2);
        t.board(0, &["Sailing", "Metric system"]).board(0, &["Pottery", "Writing"]);
        t.dogma("Metric system");
        // The first effect does nothing; the second offers green.
        assert_eq!(t.prompt(0).unwrap().text.key, "innovation-ask-may");
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Green).splay, Splay::Right);
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::None);
    }

    #[test]
    fn canning_tucks_a_six_then_scores_the_top_cards_without_a_factory() {
        let mut t = Table::new(2);
        t.board(0, &["Agriculture", "Canning", "Pottery", "Coal"]);
        t.deck_top(&["Democracy"]);
        t.dogma("Canning").answer(0, &["yes"]);
        // Democracy tucked under purple, alone there: a top card without a factory.
        assert_eq!(t.score_of(0), cards(&["Pottery", "Democracy"]));
        assert_eq!(t.top(0, Color::Red), Some(card("Coal")));
        assert_eq!(t.top(0, Color::Yellow), Some(card("Canning")));
        assert_eq!(t.g.stack(0, Color::Yellow).cards, cards(&["Agriculture", "Canning"]));
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Yellow).splay, Splay::Right);
        let mut t = Table::new(2);
        t.board(0, &["Canning", "Pottery"]);
        t.dogma("Canning").answer(0, &["no"]);
        assert!(t.score_of(0).is_empty());
        assert_eq!(t.top(0, Color::Blue), Some(card("Pottery")));
    }

    #[test]
    fn vaccination_returns_the_lowest_score_cards_and_both_sides_meld() {
        let mut t = Table::new(3);
        t.board(0, &["Vaccination"]); // 2 leaves
        t.board(1, &["Writing"]).score(1, &["Oars", "Sailing", "Calendar"]); // no leaf
        t.board(2, &["Pottery"]).score(2, &["Tools"]); // 3 leaves: not affected
        t.dogma("Vaccination");
        assert_eq!(t.score_of(1), cards(&["Calendar"]));
        assert_eq!(t.g.decks[0][..2], cards(&["Sailing", "Oars"])[..]);
        assert_eq!(t.top(1, Color::Blue), Some(card("Atomic theory")), "a 6 melded");
        assert_eq!(t.score_of(2), cards(&["Tools"]));
        assert_eq!(t.top(2, Color::Blue), Some(card("Evolution")), "the sharer melds a 7");
        assert_eq!(t.top(0, Color::Blue), Some(card("Publications")), "so does the activator");
    }

    #[test]
    fn vaccination_melds_no_seven_when_nothing_was_returned() {
        let mut t = Table::new(2);
        t.board(0, &["Vaccination"]).board(1, &["Writing"]);
        t.dogma("Vaccination");
        assert!(t.g.stack(0, Color::Blue).is_empty());
        assert_eq!(t.top(1, Color::Blue), Some(card("Writing")));
    }

    #[test]
    fn democracy_scores_an_eight_for_whoever_has_returned_the_most_so_far() {
        let mut t = Table::new(3);
        t.board(0, &["Democracy"]).hand(0, &["Pottery", "Tools", "Writing"]);
        t.board(1, &["Atomic theory"]).hand(1, &["Oars", "Sailing"]);
        t.board(2, &["Evolution"]).hand(2, &["Archery"]);
        t.dogma("Democracy");
        assert_eq!(t.prompted(), vec![1], "the sharers first");
        t.choose(1, &["Oars", "Sailing"]);
        assert_eq!(t.score_of(1), cards(&["Quantum theory"]), "two returned, more than anyone so far");
        t.choose(2, &["Archery"]);
        assert!(t.score_of(2).is_empty(), "one is not more than two");
        t.choose(0, &["Pottery", "Tools"]);
        assert!(t.score_of(0).is_empty(), "two is not more than two");
        let mut t = Table::new(2);
        t.board(0, &["Democracy"]).hand(0, &["Pottery"]);
        t.dogma("Democracy").answer(0, &[]);
        assert!(t.score_of(0).is_empty(), "nothing returned");
    }

    #[test]
    fn emancipation_takes_a_card_from_the_hand_and_may_splay_red_or_purple() {
        let mut t = Table::new(3);
        t.board(0, &["Reformation", "Emancipation"]); // 2 factories
        t.board(1, &["Pottery"]).hand(1, &["Oars", "Writing"]); // none
        t.board(2, &["Coal"]).hand(2, &["Sailing"]); // 3: not affected
        t.dogma("Emancipation");
        assert_eq!(t.prompted(), vec![1]);
        t.choose(1, &["Writing"]);
        assert_eq!(t.score_of(0), cards(&["Writing"]));
        assert_eq!(t.hand_of(1), cards(&["Oars", "Atomic theory"]));
        assert_eq!(t.hand_of(2), cards(&["Sailing"]));
        // Seat 2 shares with one red card: nothing to splay. The activator may.
        assert_eq!(t.prompt(0).unwrap().text.key, "innovation-ask-may");
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Purple).splay, Splay::Right);
    }
}
