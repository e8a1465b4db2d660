//! Age 7 (cards 65–74): one function per effect, each with the effect in our
//! own words above it, and a row per card in `EFFECTS`.

use super::super::data::{Card, Color, Icon};
use super::super::exec::{Act, EffectContext, EffectResult, FIRST_STEP, Step, done};
use super::super::prims::{To, color_text};
use super::super::state::{Splay, highest_age, lowest_age};
use super::common::{highest_n, may_splay};
use super::{CardEffects, Effect};
use engine::Text;

/// The effects of the age-7 cards, each row under its card's name.
pub const EFFECTS: &[CardEffects] = &[
    CardEffects { card: Card::EVOLUTION, effects: &[Effect::NonDemand(evolution)] },
    CardEffects {
        card: Card::PUBLICATIONS,
        effects: &[Effect::NonDemand(publications_rearrange), Effect::NonDemand(publications_splay)],
    },
    CardEffects {
        card: Card::COMBUSTION,
        effects: &[Effect::Demand(combustion_demand), Effect::NonDemand(combustion_return)],
    },
    CardEffects { card: Card::EXPLOSIVES, effects: &[Effect::Demand(explosives)] },
    CardEffects { card: Card::BICYCLE, effects: &[Effect::NonDemand(bicycle)] },
    CardEffects { card: Card::ELECTRICITY, effects: &[Effect::NonDemand(electricity)] },
    CardEffects {
        card: Card::REFRIGERATION,
        effects: &[Effect::Demand(refrigeration_demand), Effect::NonDemand(refrigeration_score)],
    },
    CardEffects { card: Card::SANITATION, effects: &[Effect::Demand(sanitation)] },
    CardEffects { card: Card::LIGHTING, effects: &[Effect::NonDemand(lighting)] },
    CardEffects {
        card: Card::RAILROAD,
        effects: &[Effect::NonDemand(railroad_draw), Effect::NonDemand(railroad_splay)],
    },
];

/// Evolution: you may either draw and score an 8 and then return a card of your
/// choice from your score pile, or draw a card one value above the highest card in
/// your score pile (or do neither).
fn evolution(fx: &mut EffectContext) -> EffectResult {
    const OPTION_CHOSEN: Step = 1;
    const RETURN_CHOSEN: Step = 2;
    // The courses of action, by their place among the options (the third is
    // doing neither).
    const SCORE_THEN_RETURN: usize = 0;
    const DRAW_ABOVE: usize = 1;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => {
            let above = highest_age(fx.score_pile(you)) + 1;
            let options = vec![
                Text::key("innovation-evolution-score"),
                Text::key("innovation-evolution-draw").num("age", above),
                Text::key("innovation-evolution-neither"),
            ];
            let text = fx.option_text();
            fx.ask_option(you, OPTION_CHOSEN, text, options)
        }
        OPTION_CHOSEN => match fx.chosen_option() {
            Some(SCORE_THEN_RETURN) => {
                fx.draw_and_score(you, 8)?;
                fx.ask_score_pile(you, RETURN_CHOSEN, Act::Return, |_| true, 1, 1)
            }
            Some(DRAW_ABOVE) => {
                let above = highest_age(fx.score_pile(you)) + 1;
                fx.draw(you, above)?;
                done()
            }
            _ => done(),
        },
        RETURN_CHOSEN.. => {
            if let Some(c) = fx.chosen_card() {
                fx.return_card(you, c)?;
            }
            done()
        }
    }
}

/// Publications 1: you may put the cards of one colour of your board in any new
/// order (the splay stays as it is).
fn publications_rearrange(fx: &mut EffectContext) -> EffectResult {
    const COLOR_CHOSEN: Step = 1;
    const REARRANGE_IN_CHOSEN_ORDER: Step = 2;
    // The colour chosen (its index).
    const COLOR: usize = 0;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => {
            let colors: Vec<Color> = Color::ALL.into_iter().filter(|&c| fx.stack(you, c).len() >= 2).collect();
            let text = Text::key("innovation-publications-ask-color").card("card", fx.card.id());
            fx.ask_colors(you, COLOR_CHOSEN, text, colors, 0, 1)
        }
        COLOR_CHOSEN => {
            let Some(color) = fx.chosen_color() else {
                return done();
            };
            fx.set_var(COLOR, color.index() as i64);
            let top_first: Vec<Card> = fx.stack(you, color).cards.iter().rev().copied().collect();
            let text = Text::key("innovation-publications-ask-order")
                .card("card", fx.card.id())
                .text("color", color_text(color));
            fx.ask_order(you, REARRANGE_IN_CHOSEN_ORDER, text, top_first)
        }
        REARRANGE_IN_CHOSEN_ORDER.. => {
            let Some(&color) = Color::ALL.get(fx.var(COLOR) as usize) else {
                return done();
            };
            let mut bottom_first = fx.chosen_order();
            bottom_first.reverse();
            fx.rearrange(you, color, bottom_first)?;
            done()
        }
    }
}

/// Publications 2: you may splay your yellow or your blue cards up.
fn publications_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Blue, Color::Yellow], Splay::Up)
}

/// Combustion (demand): move one card of your choice from your score pile into the
/// activator's for every four crowns on the activator's board.
fn combustion_demand(fx: &mut EffectContext) -> EffectResult {
    const MOVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        let n = (fx.icon_count(me, Icon::Crown) / 4) as usize;
        return fx.ask_score_pile(you, MOVE_CHOSEN, Act::Transfer, |_| true, n, n);
    }
    for c in fx.chosen_cards() {
        fx.transfer(you, c, To::Score(me))?;
    }
    done()
}

/// Combustion 2: return the bottom card of your red pile.
fn combustion_return(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    if let Some(c) = fx.stack(you, Color::Red).bottom() {
        fx.return_card(you, c)?;
    }
    done()
}

/// Explosives (demand): give the activator the three highest cards in your hand
/// (your choice among equals at the cut); if you gave any and your hand is then
/// empty, draw a 7.
fn explosives(fx: &mut EffectContext) -> EffectResult {
    const GIVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    let (above, cut, at_cut) = highest_n(fx.hand(you), 3);
    if fx.step() == FIRST_STEP {
        return fx.ask_hand(you, GIVE_CHOSEN, Act::Transfer, |c| c.age() == cut, at_cut, at_cut);
    }
    // The hand has not changed since the question: `above` is still what goes
    // besides the chosen cards.
    let given: Vec<Card> = above.into_iter().chain(fx.chosen_cards()).collect();
    for &c in &given {
        fx.transfer(you, c, To::Hand(me))?;
    }
    if !given.is_empty() && fx.hand(you).is_empty() {
        fx.draw(you, 7)?;
    }
    done()
}

/// Bicycle: you may swap all the cards in your hand with all the cards in your
/// score pile.
fn bicycle(fx: &mut EffectContext) -> EffectResult {
    const SWAP_IF_YES: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        if fx.hand(you).is_empty() && fx.score_pile(you).is_empty() {
            return done();
        }
        let text = fx.may_text(Text::key("innovation-bicycle-act"));
        return fx.ask_yes_no(you, SWAP_IF_YES, text);
    }
    if fx.said_yes() {
        let (hand, score) = (fx.hand(you).to_vec(), fx.score_pile(you).to_vec());
        for c in hand {
            fx.transfer(you, c, To::Score(you))?;
        }
        for c in score {
            fx.transfer(you, c, To::Hand(you))?;
        }
    }
    done()
}

/// Electricity: return each of your top cards without a factory, then draw an 8
/// for each card returned.
fn electricity(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let bare: Vec<Card> = fx.tops(you).into_iter().filter(|c| !c.has_icon(Icon::Factory)).collect();
    for &c in &bare {
        fx.return_card(you, c)?;
    }
    for _ in &bare {
        fx.draw(you, 8)?;
    }
    done()
}

/// Refrigeration (demand): return half the cards in your hand, rounded down, of
/// your choice.
fn refrigeration_demand(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        let half = fx.hand(you).len() / 2;
        return fx.ask_hand(you, RETURN_CHOSEN, Act::Return, |_| true, half, half);
    }
    for c in fx.chosen_cards() {
        fx.return_card(you, c)?;
    }
    done()
}

/// Refrigeration 2: you may score a card from your hand.
fn refrigeration_score(fx: &mut EffectContext) -> EffectResult {
    const SCORE_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        return fx.ask_hand(you, SCORE_CHOSEN, Act::Score, |_| true, 0, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.score_card(you, c)?;
    }
    done()
}

/// Sanitation (demand): swap the two highest cards in your hand for the lowest
/// card in the activator's hand. The activator picks their lowest card first
/// (among equals), then you pick among equals at your cut; then the cards change
/// hands, so neither side can pass back what it just received.
fn sanitation(fx: &mut EffectContext) -> EffectResult {
    // The activator has picked their card; now you pick yours.
    const LOWEST_CHOSEN: Step = 1;
    const EXCHANGE_CHOSEN: Step = 2;
    let (you, me) = (fx.player, fx.activator);
    match fx.step() {
        FIRST_STEP => {
            let low = lowest_age(fx.hand(me));
            fx.ask_hand(me, LOWEST_CHOSEN, Act::Exchange, |c| c.age() == low, 1, 1)
        }
        LOWEST_CHOSEN => {
            let mine = fx.chosen_cards();
            fx.remember(mine);
            let (_, cut, at_cut) = highest_n(fx.hand(you), 2);
            fx.ask_hand(you, EXCHANGE_CHOSEN, Act::Exchange, |c| c.age() == cut, at_cut, at_cut)
        }
        EXCHANGE_CHOSEN.. => {
            // Neither hand has changed since the questions.
            let (above, _, _) = highest_n(fx.hand(you), 2);
            let yours: Vec<Card> = above.into_iter().chain(fx.chosen_cards()).collect();
            let mine = fx.remembered().to_vec();
            for c in yours {
                fx.transfer(you, c, To::Hand(me))?;
            }
            for c in mine {
                fx.transfer(me, c, To::Hand(you))?;
            }
            done()
        }
    }
}

/// Lighting: you may tuck up to three cards from your hand, one at a time; then
/// draw and score a 7 for each different value among the cards tucked.
fn lighting(fx: &mut EffectContext) -> EffectResult {
    // Tucking the chosen card and asking for another, up to three, or stopping on none.
    const TUCK_CHOSEN: Step = 1;
    // How many cards were tucked so far.
    const TUCKED: usize = 0;
    // The values tucked so far, one bit per value.
    const VALUES: usize = 1;
    let you = fx.player;
    if fx.step() == TUCK_CHOSEN {
        if let Some(c) = fx.chosen_card() {
            fx.tuck(you, c)?;
            let tucked = fx.var(TUCKED) + 1;
            fx.set_var(TUCKED, tucked);
            let values = fx.var(VALUES) | (1 << c.age());
            fx.set_var(VALUES, values);
            if tucked < 3 {
                return fx.ask_hand(you, TUCK_CHOSEN, Act::Tuck, |_| true, 0, 1);
            }
        }
        for _ in 0..fx.var(VALUES).count_ones() {
            fx.draw_and_score(you, 7)?;
        }
        return done();
    }
    fx.ask_hand(you, TUCK_CHOSEN, Act::Tuck, |_| true, 0, 1)
}

/// Railroad 1: return all the cards in your hand, then draw three 6s.
fn railroad_draw(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    for c in fx.hand(you).to_vec() {
        fx.return_card(you, c)?;
    }
    for _ in 0..3 {
        fx.draw(you, 6)?;
    }
    done()
}

/// Railroad 2: you may splay up one colour of yours that is splayed right now.
fn railroad_splay(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let right: Vec<Color> = Color::ALL.into_iter().filter(|&c| fx.stack(you, c).splay == Splay::Right).collect();
    may_splay(fx, &right, Splay::Up)
}

#[cfg(test)]
mod tests {
    use super::super::super::testkit::{Table, card, cards};
    use super::*;
    use engine::Choice;

    #[test]
    fn evolution_scores_an_eight_then_returns_a_score_card() {
        let mut t = Table::new(2);
        t.board(0, &["Evolution"]).score(0, &["Calendar"]);
        t.dogma("Evolution");
        assert_eq!(t.option_keys(0), vec!["option-0", "option-1", "option-2"]);
        t.answer(0, &["option-0"]);
        assert_eq!(t.score_of(0), cards(&["Calendar", "Quantum theory"]));
        t.choose(0, &["Quantum theory"]);
        assert_eq!(t.score_of(0), cards(&["Calendar"]));
        assert_eq!(t.g.decks[7][0], card("Quantum theory"));
    }

    #[test]
    fn evolution_draws_one_above_the_highest_score_card_or_does_nothing() {
        let mut t = Table::new(2);
        t.board(0, &["Evolution"]).score(0, &["Calendar", "Alchemy"]);
        t.dogma("Evolution").answer(0, &["option-1"]);
        assert_eq!(t.hand_of(0), cards(&["Experimentation"]), "a 4");
        let mut t = Table::new(2);
        t.board(0, &["Evolution"]).score(0, &["Calendar"]);
        t.dogma("Evolution").answer(0, &["option-2"]);
        assert!(t.hand_of(0).is_empty());
        assert_eq!(t.score_of(0), cards(&["Calendar"]));
    }

    #[test]
    fn publications_rearranges_a_pile_and_may_splay_yellow_or_blue_up() {
        let mut t = Table::new(2);
        t.board(0, &["Pottery", "Writing", "Publications"]).board(0, &["Agriculture", "Canning"]);
        t.board(0, &["Oars"]);
        t.splay(0, Color::Blue, Splay::Left);
        t.dogma("Publications");
        assert_eq!(t.option_keys(0), vec!["blue", "yellow"], "piles of two or more");
        t.answer(0, &["blue"]);
        assert_eq!(t.prompt(0).unwrap().text.key, "innovation-publications-ask-order");
        let top_first = vec![Table::id("Publications"), Table::id("Writing"), Table::id("Pottery")];
        assert_eq!(t.option_keys(0), top_first);
        t.choose(0, &["Pottery", "Publications", "Writing"]);
        assert_eq!(t.g.stack(0, Color::Blue).cards, cards(&["Writing", "Publications", "Pottery"]));
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::Left, "the splay stays");
        assert_eq!(t.option_keys(0), vec!["blue", "yellow"]);
        t.answer(0, &["yellow"]);
        assert_eq!(t.g.stack(0, Color::Yellow).splay, Splay::Up);
        assert!(!t.in_dogma());
        let mut t = Table::new(2);
        t.board(0, &["Pottery", "Publications"]);
        t.dogma("Publications").answer(0, &[]);
        assert_eq!(t.g.stack(0, Color::Blue).cards, cards(&["Pottery", "Publications"]));
        assert_eq!(t.prompt(0).unwrap().text.key, "innovation-ask-may", "only blue to splay up");
        t.answer(0, &["no"]);
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::None);
    }

    #[test]
    fn combustion_takes_a_score_card_per_four_crowns_and_returns_the_bottom_red_card() {
        let mut t = Table::new(3);
        t.board(0, &["Oars", "Combustion", "Enterprise", "Sailing"]); // 7 crowns
        t.board(1, &["Pottery"]).score(1, &["Calendar", "Alchemy", "Writing"]); // none
        t.board(2, &["Navigation", "Translation", "Archery", "Optics"]).score(2, &["Tools"]); // 9: not affected
        t.dogma("Combustion");
        assert_eq!(t.prompted(), vec![1]);
        assert!(matches!(t.prompt(1).unwrap().choice, Choice::One { .. }), "one card for 7 crowns");
        t.choose(1, &["Writing"]);
        assert_eq!(t.score_of(0), cards(&["Writing"]));
        assert_eq!(t.score_of(1), cards(&["Calendar", "Alchemy"]));
        assert_eq!(t.score_of(2), cards(&["Tools"]));
        assert_eq!(t.g.stack(2, Color::Red).cards, cards(&["Optics"]), "the sharer returns its bottom red card");
        assert_eq!(t.g.stack(0, Color::Red).cards, cards(&["Combustion"]), "so does the activator");
        assert_eq!(t.g.decks[0][..2], cards(&["Oars", "Archery"])[..]);
    }

    #[test]
    fn combustion_with_eight_crowns_or_more_takes_two() {
        let mut t = Table::new(2);
        t.board(0, &["Combustion", "Enterprise", "Sailing", "Translation"]); // 10 crowns
        t.board(1, &["Pottery"]).score(1, &["Calendar", "Alchemy", "Writing"]);
        t.dogma("Combustion").choose(1, &["Calendar", "Alchemy"]);
        assert_eq!(t.score_of(0), cards(&["Calendar", "Alchemy"]));
        assert_eq!(t.score_of(1), cards(&["Writing"]));
        assert!(t.g.stack(0, Color::Red).is_empty(), "Combustion was the bottom red card too");
    }

    #[test]
    fn explosives_takes_the_three_highest_cards_and_an_emptied_hand_draws_a_seven() {
        let mut t = Table::new(3);
        t.board(0, &["Explosives"]); // 3 factories
        t.board(1, &["Pottery"]).hand(1, &["Tools", "Writing", "Calendar", "Coal"]); // none
        t.board(2, &["Machine tools"]).hand(2, &["Oars"]); // 3: not affected
        t.dogma("Explosives");
        assert_eq!(t.prompted(), vec![1]);
        assert_eq!(t.option_keys(1), vec![Table::id("Tools"), Table::id("Writing")], "one of the two 1s");
        t.choose(1, &["Writing"]);
        assert_eq!(t.hand_of(0), cards(&["Writing", "Calendar", "Coal"]));
        assert_eq!(t.hand_of(1), cards(&["Tools"]), "a card left: no draw");
        assert_eq!(t.hand_of(2), cards(&["Oars"]));
        let mut t = Table::new(2);
        t.board(0, &["Explosives"]).board(1, &["Pottery"]).hand(1, &["Tools", "Calendar"]);
        t.dogma("Explosives");
        assert_eq!(t.hand_of(0), cards(&["Tools", "Calendar"]));
        assert_eq!(t.hand_of(1), cards(&["Evolution"]), "an emptied hand draws a 7");
        let mut t = Table::new(2);
        t.board(0, &["Explosives"]).board(1, &["Pottery"]);
        t.dogma("Explosives");
        assert!(t.hand_of(1).is_empty(), "nothing given: no draw");
    }

    #[test]
    fn bicycle_swaps_hand_and_score_pile() {
        let mut t = Table::new(2);
        t.board(0, &["Bicycle"]).hand(0, &["Pottery", "Tools"]).score(0, &["Coal"]);
        t.dogma("Bicycle").answer(0, &["yes"]);
        assert_eq!(t.hand_of(0), cards(&["Coal"]));
        assert_eq!(t.score_of(0), cards(&["Pottery", "Tools"]));
        let mut t = Table::new(2);
        t.board(0, &["Bicycle"]).score(0, &["Coal"]);
        t.dogma("Bicycle").answer(0, &["no"]);
        assert_eq!(t.score_of(0), cards(&["Coal"]));
        let mut t = Table::new(2);
        t.board(0, &["Bicycle"]);
        t.dogma("Bicycle");
        assert!(!t.in_dogma(), "nothing to swap: no question");
    }

    #[test]
    fn electricity_returns_the_top_cards_without_a_factory_and_draws_an_eight_each() {
        let mut t = Table::new(2);
        t.board(0, &["Sailing", "Electricity", "Pottery", "Oars", "Coal", "Mysticism"]);
        t.dogma("Electricity");
        assert_eq!(t.top(0, Color::Blue), None);
        assert_eq!(t.top(0, Color::Purple), None);
        assert_eq!(t.top(0, Color::Green), Some(card("Electricity")));
        assert_eq!(t.top(0, Color::Red), Some(card("Coal")));
        assert_eq!(t.g.decks[0][..2], cards(&["Mysticism", "Pottery"])[..]);
        assert_eq!(t.hand_of(0), cards(&["Quantum theory", "Rocketry"]));
    }

    #[test]
    fn refrigeration_returns_half_the_hand_and_may_score_a_card() {
        let mut t = Table::new(3);
        t.board(0, &["Refrigeration"]).hand(0, &["Coal"]); // 2 leaves
        t.board(1, &["Writing"]).hand(1, &["Pottery", "Tools", "Oars", "Archery", "Sailing"]); // none
        t.board(2, &["Agriculture"]).hand(2, &["Calendar"]); // 3 leaves: shares
        t.dogma("Refrigeration");
        assert!(matches!(t.prompt(1).unwrap().choice, Choice::Many { min: 2, max: 2, .. }), "five cards: two go");
        t.choose(1, &["Oars", "Sailing"]);
        assert_eq!(t.hand_of(1), cards(&["Pottery", "Tools", "Archery"]));
        assert_eq!(t.g.decks[0][..2], cards(&["Sailing", "Oars"])[..]);
        t.choose(2, &["Calendar"]);
        assert_eq!(t.score_of(2), cards(&["Calendar"]));
        t.answer(0, &[]);
        assert!(t.score_of(0).is_empty(), "scoring is optional");
        assert!(!t.in_dogma());
    }

    #[test]
    fn sanitation_swaps_the_two_highest_for_the_activators_lowest() {
        let mut t = Table::new(3);
        t.board(0, &["Sanitation"]).hand(0, &["Oars", "Sailing", "Coal"]); // 3 leaves
        t.board(1, &["Writing"]).hand(1, &["Pottery", "Calendar", "Mathematics", "Alchemy"]); // none
        t.board(2, &["Agriculture"]).hand(2, &["Tools"]); // 3: not affected
        t.dogma("Sanitation");
        assert_eq!(t.prompted(), vec![0], "the activator picks their lowest card first");
        t.choose(0, &["Sailing"]);
        assert_eq!(t.hand_of(0), cards(&["Oars", "Sailing", "Coal"]), "nothing moves yet");
        assert_eq!(t.option_keys(1), vec![Table::id("Calendar"), Table::id("Mathematics")], "Alchemy goes anyway");
        t.choose(1, &["Mathematics"]);
        assert_eq!(t.hand_of(0), cards(&["Oars", "Mathematics", "Alchemy", "Coal"]));
        assert_eq!(t.hand_of(1), cards(&["Pottery", "Sailing", "Calendar"]));
        assert_eq!(t.hand_of(2), cards(&["Tools"]));
        assert!(!t.in_dogma());
    }

    #[test]
    fn sanitation_with_an_empty_hand_on_either_side_moves_cards_one_way() {
        let mut t = Table::new(2);
        t.board(0, &["Sanitation"]).board(1, &["Writing"]).hand(1, &["Calendar", "Alchemy", "Pottery"]);
        t.dogma("Sanitation");
        assert_eq!(t.hand_of(0), cards(&["Calendar", "Alchemy"]));
        assert_eq!(t.hand_of(1), cards(&["Pottery"]));
        let mut t = Table::new(2);
        t.board(0, &["Sanitation"]).hand(0, &["Oars"]).board(1, &["Writing"]);
        t.dogma("Sanitation");
        assert!(t.hand_of(0).is_empty());
        assert_eq!(t.hand_of(1), cards(&["Oars"]));
    }

    #[test]
    fn lighting_tucks_up_to_three_and_scores_a_seven_per_different_value() {
        let mut t = Table::new(2);
        t.board(0, &["Lighting"]).hand(0, &["Pottery", "Writing", "Calendar", "Alchemy"]);
        t.dogma("Lighting");
        t.choose(0, &["Pottery"]).choose(0, &["Writing"]).choose(0, &["Calendar"]);
        assert_eq!(t.g.stack(0, Color::Blue).cards, cards(&["Calendar", "Writing", "Pottery"]));
        assert_eq!(t.hand_of(0), cards(&["Alchemy"]), "three tucked: no fourth question");
        assert_eq!(t.score_of(0), cards(&["Evolution", "Publications"]), "values 1 and 2");
        assert!(!t.in_dogma());
        let mut t = Table::new(2);
        t.board(0, &["Lighting"]).hand(0, &["Pottery", "Writing"]);
        t.dogma("Lighting").choose(0, &["Writing"]).answer(0, &[]);
        assert_eq!(t.score_of(0), cards(&["Evolution"]));
        let mut t = Table::new(2);
        t.board(0, &["Lighting"]).hand(0, &["Pottery"]);
        t.dogma("Lighting").answer(0, &[]);
        assert!(t.score_of(0).is_empty());
    }

    #[test]
    fn railroad_returns_the_hand_draws_three_sixes_and_may_splay_a_right_pile_up() {
        let mut t = Table::new(2);
        t.board(0, &["Railroad", "Writing", "Chemistry", "Oars", "Archery"]).hand(0, &["Pottery", "Coal"]);
        t.splay(0, Color::Blue, Splay::Right).splay(0, Color::Red, Splay::Right);
        t.dogma("Railroad");
        assert_eq!(t.hand_of(0), cards(&["Atomic theory", "Encyclopedia", "Industrialization"]));
        assert_eq!((t.g.decks[0][0], t.g.decks[4][0]), (card("Pottery"), card("Coal")));
        assert_eq!(t.option_keys(0), vec!["blue", "red"]);
        t.answer(0, &["red"]);
        assert_eq!(t.g.stack(0, Color::Red).splay, Splay::Up);
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::Right);
        let mut t = Table::new(2);
        t.board(0, &["Railroad", "Writing", "Chemistry"]);
        t.dogma("Railroad");
        assert!(!t.in_dogma(), "no pile splayed right: nothing to ask");
    }
}
