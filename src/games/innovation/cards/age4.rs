//! Age 4 (cards 35–44): one function per effect, each with the effect in our
//! own words above it, and a row per card in `EFFECTS`.

use super::super::data::{Card, Color, Icon};
use super::super::exec::{Act, EffectContext, EffectResult, FIRST_STEP, Step, done};
use super::super::prims::To;
use super::super::state::{Special, Splay};
use super::common::{may_splay, order_matters};
use super::{CardEffects, Effect};
use engine::Text;

/// The effects of the age-4 cards, each row under its card's name.
pub const EFFECTS: &[CardEffects] = &[
    CardEffects { card: Card::EXPERIMENTATION, effects: &[Effect::NonDemand(experimentation)] },
    CardEffects {
        card: Card::PRINTING_PRESS,
        effects: &[Effect::NonDemand(printing_press_draw), Effect::NonDemand(printing_press_splay)],
    },
    CardEffects { card: Card::COLONIALISM, effects: &[Effect::NonDemand(colonialism)] },
    CardEffects {
        card: Card::GUNPOWDER,
        effects: &[Effect::Demand(gunpowder_demand), Effect::NonDemand(gunpowder_score)],
    },
    CardEffects {
        card: Card::INVENTION,
        effects: &[Effect::NonDemand(invention_splay), Effect::NonDemand(invention_wonder)],
    },
    CardEffects { card: Card::NAVIGATION, effects: &[Effect::Demand(navigation)] },
    CardEffects { card: Card::ANATOMY, effects: &[Effect::Demand(anatomy)] },
    CardEffects { card: Card::PERSPECTIVE, effects: &[Effect::NonDemand(perspective)] },
    CardEffects {
        card: Card::ENTERPRISE,
        effects: &[Effect::Demand(enterprise_demand), Effect::NonDemand(enterprise_splay)],
    },
    CardEffects {
        card: Card::REFORMATION,
        effects: &[Effect::NonDemand(reformation_tuck), Effect::NonDemand(reformation_splay)],
    },
];

/// Experimentation: draw and meld a 5.
fn experimentation(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    fx.draw_and_meld(you, 5)?;
    done()
}

/// Printing Press 1: you may return a card from your score pile; if you did, draw
/// a card two values above your top purple card (a 2 without one).
fn printing_press_draw(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        return fx.ask_score_pile(you, RETURN_CHOSEN, Act::Return, |_| true, 0, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.return_card(you, c)?;
        let purple = fx.top(you, Color::Purple).map_or(0, super::super::data::Card::age);
        fx.draw(you, purple + 2)?;
    }
    done()
}

/// Printing Press 2: you may splay your blue cards right.
fn printing_press_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Blue], Splay::Right)
}

/// Colonialism: draw and tuck a 3; if it has a crown, do this again.
fn colonialism(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    loop {
        let c = fx.draw_and_tuck(you, 3)?;
        if !c.has_icon(Icon::Crown) {
            return done();
        }
    }
}

/// Gunpowder (demand): move one of your top cards with a castle into the
/// activator's score pile.
fn gunpowder_demand(fx: &mut EffectContext) -> EffectResult {
    const MOVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        return fx.ask_top_cards(you, MOVE_CHOSEN, Act::Transfer, |c| c.has_icon(Icon::Castle), 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.transfer(you, c, To::Score(me))?;
        fx.set_dogma_flag();
    }
    done()
}

/// Gunpowder 2: if the demand moved any card during this dogma, draw and score a 2.
fn gunpowder_score(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    if fx.dogma_flag() {
        fx.draw_and_score(you, 2)?;
    }
    done()
}

/// Invention 1: you may splay right one colour of yours now splayed left; if you
/// do, draw and score a 4.
fn invention_splay(fx: &mut EffectContext) -> EffectResult {
    const SPLAY_IF_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        let left: Vec<Color> = Color::ALL.into_iter().filter(|&c| fx.stack(you, c).splay == Splay::Left).collect();
        let text = fx.color_text(Act::Splay(Splay::Right));
        return fx.ask_colors(you, SPLAY_IF_CHOSEN, text, left, 0, 1);
    }
    if let Some(c) = fx.chosen_color() {
        fx.splay(you, c, Splay::Right)?;
        fx.draw_and_score(you, 4)?;
    }
    done()
}

/// Invention 2: if all five of your colours are splayed, in any direction, claim
/// Wonder.
fn invention_wonder(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    if Color::ALL.into_iter().all(|c| fx.stack(you, c).splay != Splay::None) {
        fx.claim_special(you, Special::Wonder)?;
    }
    done()
}

/// Navigation (demand): move a 2 or a 3 from your score pile, if you have one,
/// into the activator's score pile.
fn navigation(fx: &mut EffectContext) -> EffectResult {
    const MOVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        return fx.ask_score_pile(you, MOVE_CHOSEN, Act::Transfer, |c| matches!(c.age(), 2 | 3), 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.transfer(you, c, To::Score(me))?;
    }
    done()
}

/// Anatomy (demand): return a card from your score pile; if you did, return one
/// of your top cards of the same value.
fn anatomy(fx: &mut EffectContext) -> EffectResult {
    const RETURN_FROM_SCORE_PILE: Step = 1;
    const RETURN_TOP_CARD: Step = 2;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => fx.ask_score_pile(you, RETURN_FROM_SCORE_PILE, Act::Return, |_| true, 1, 1),
        RETURN_FROM_SCORE_PILE => {
            let Some(c) = fx.chosen_card() else {
                return done();
            };
            fx.return_card(you, c)?;
            let value = c.age();
            fx.ask_top_cards(you, RETURN_TOP_CARD, Act::Return, |t| t.age() == value, 1, 1)
        }
        RETURN_TOP_CARD.. => {
            if let Some(c) = fx.chosen_card() {
                fx.return_card(you, c)?;
            }
            done()
        }
    }
}

/// Perspective: you may return a card from your hand; if you did, score a card
/// from your hand for every two lightbulbs on your board (counted after the
/// return; as many as you have if fewer).
// Ruling: the published text puts "may" on the return only; the scoring that
// follows says "score a card … for every two", not "up to", so once you have
// returned you score exactly that many, and the question says "exactly".
fn perspective(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    const SCORE_CHOSEN: Step = 2;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => fx.ask_hand(you, RETURN_CHOSEN, Act::Return, |_| true, 0, 1),
        RETURN_CHOSEN => {
            let Some(c) = fx.chosen_card() else {
                return done();
            };
            fx.return_card(you, c)?;
            let hand = fx.hand(you).to_vec();
            let n = (fx.icon_count(you, Icon::Lightbulb) as usize / 2).min(hand.len());
            let text = Text::key("innovation-perspective-score").card("card", fx.card.id()).num("n", n as u32);
            fx.ask_cards(you, SCORE_CHOSEN, text, hand, n, n)
        }
        SCORE_CHOSEN.. => {
            for c in fx.chosen_cards() {
                fx.score_card(you, c)?;
            }
            done()
        }
    }
}

/// Enterprise (demand): move one of your top cards with a crown, other than
/// purple, onto the activator's board; if you did, draw and meld a 4.
fn enterprise_demand(fx: &mut EffectContext) -> EffectResult {
    const MOVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        return fx.ask_top_cards(
            you,
            MOVE_CHOSEN,
            Act::Transfer,
            |c| c.color() != Color::Purple && c.has_icon(Icon::Crown),
            1,
            1,
        );
    }
    if let Some(c) = fx.chosen_card() {
        fx.transfer(you, c, To::BoardTop(me))?;
        fx.draw_and_meld(you, 4)?;
    }
    done()
}

/// Enterprise 2: you may splay your green cards right.
fn enterprise_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Green], Splay::Right)
}

/// Reformation 1: you may tuck a card from your hand for every two leaves on your
/// board: any number from one up to that many (or none). When two of the chosen
/// cards share a colour you choose the order they are tucked in.
fn reformation_tuck(fx: &mut EffectContext) -> EffectResult {
    const CHOOSE_IF_YES: Step = 1;
    const TUCK_CHOSEN: Step = 2;
    const TUCK_IN_CHOSEN_ORDER: Step = 3;
    // How many cards you may tuck (one for every two leaves).
    const LIMIT: usize = 0;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => {
            let n = (fx.icon_count(you, Icon::Leaf) as usize / 2).min(fx.hand(you).len());
            if n == 0 {
                return done();
            }
            fx.set_var(LIMIT, n as i64);
            let text = fx.may_text(Text::key("innovation-act-reformation-tuck").num("n", n as u32));
            fx.ask_yes_no(you, CHOOSE_IF_YES, text)
        }
        CHOOSE_IF_YES => {
            if !fx.said_yes() {
                return done();
            }
            let n = fx.var(LIMIT) as usize;
            fx.ask_hand(you, TUCK_CHOSEN, Act::Tuck, |_| true, 1, n)
        }
        TUCK_CHOSEN => {
            let chosen = fx.chosen_cards();
            if order_matters(&chosen) {
                let text = fx.order_text();
                return fx.ask_order(you, TUCK_IN_CHOSEN_ORDER, text, chosen);
            }
            for c in chosen {
                fx.tuck(you, c)?;
            }
            done()
        }
        TUCK_IN_CHOSEN_ORDER.. => {
            for c in fx.chosen_order() {
                fx.tuck(you, c)?;
            }
            done()
        }
    }
}

/// Reformation 2: you may splay your yellow or your purple cards right.
fn reformation_splay(fx: &mut EffectContext) -> EffectResult {
    const COLORS: [Color; 2] = [Color::Yellow, Color::Purple];
    may_splay(fx, &COLORS, Splay::Right)
}

#[cfg(test)]
mod tests {
    use super::super::super::state::Achievement;
    use super::super::super::testkit::{Table, card, cards};
    use super::*;

    #[test]
    fn experimentation_draws_and_melds_a_five() {
        let mut t = Table::new(2);
        t.board(0, &["Experimentation"]);
        t.dogma("Experimentation");
        assert_eq!(t.top(0, Color::Blue), Some(card("Chemistry")));
    }

    #[test]
    fn printing_press_returns_a_scored_card_to_draw_two_above_the_top_purple_then_may_splay_blue_right() {
        let mut t = Table::new(2);
        t.board(0, &["Tools", "Printing press", "Mysticism"]).score(0, &["Pottery", "Calendar"]);
        t.dogma("Printing press").choose(0, &["Pottery"]);
        assert_eq!(t.hand_of(0), cards(&["Alchemy"]), "purple top is a 1: a 3 drawn");
        assert_eq!(t.g.decks[0][0], card("Pottery"));
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::Right);
        assert!(!t.in_dogma());
    }

    #[test]
    fn printing_press_without_purple_draws_a_two_and_may_do_nothing() {
        let mut t = Table::new(2);
        t.board(0, &["Tools", "Printing press"]).score(0, &["Pottery"]);
        t.dogma("Printing press").choose(0, &["Pottery"]);
        assert_eq!(t.hand_of(0), cards(&["Calendar"]));
        t.answer(0, &["no"]);
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::None);
        let mut t = Table::new(2);
        t.board(0, &["Printing press"]).score(0, &["Pottery"]);
        t.dogma("Printing press").answer(0, &[]);
        assert!(t.hand_of(0).is_empty() && !t.in_dogma(), "nothing returned; one blue card cannot splay");
    }

    #[test]
    fn colonialism_tucks_threes_while_they_have_a_crown() {
        let mut t = Table::new(2);
        t.board(0, &["Colonialism"]).deck_top(&["Engineering", "Optics", "Translation"]);
        t.dogma("Colonialism");
        assert_eq!(t.g.stack(0, Color::Red).cards, cards(&["Engineering", "Optics", "Colonialism"]));
        assert_eq!(t.g.stack(0, Color::Blue).cards, cards(&["Translation"]));
    }

    #[test]
    fn gunpowder_takes_a_castle_top_card_then_everyone_scores_a_two() {
        let mut t = Table::new(3);
        t.board(0, &["Gunpowder"]); // 2 factories
        t.board(1, &["Archery", "Masonry"]); // no factory
        t.board(2, &["Colonialism"]); // 2 factories: not affected, shares
        t.dogma("Gunpowder");
        assert_eq!(t.option_keys(1), vec![Table::id("Archery"), Table::id("Masonry")]);
        t.choose(1, &["Masonry"]);
        assert_eq!(t.score_of(2), cards(&["Calendar"]));
        assert_eq!(t.score_of(0), cards(&["Masonry", "Mathematics"]));
        assert_eq!(t.hand_of(0).len(), 1, "the sharing bonus");
        assert_eq!(t.g.tops(1), cards(&["Archery"]));
    }

    #[test]
    fn gunpowder_scores_nothing_without_a_transfer() {
        let mut t = Table::new(2);
        t.board(0, &["Gunpowder"]).board(1, &["Pottery"]);
        t.dogma("Gunpowder");
        assert!(t.score_of(0).is_empty() && t.score_of(1).is_empty());
    }

    #[test]
    fn invention_splays_a_left_splay_right_and_scores_a_four() {
        let mut t = Table::new(2);
        t.board(0, &["Invention", "Pottery", "Writing", "Archery", "Oars"]);
        t.splay(0, Color::Blue, Splay::Left).splay(0, Color::Red, Splay::Left);
        t.dogma("Invention");
        assert_eq!(t.option_keys(0), vec!["blue".to_string(), "red".to_string()]);
        t.answer(0, &["red"]);
        assert_eq!(t.g.stack(0, Color::Red).splay, Splay::Right);
        assert_eq!(t.score_of(0), cards(&["Experimentation"]));
        assert!(t.g.players[0].achievements.is_empty());
    }

    #[test]
    fn invention_claims_wonder_with_five_colours_splayed_any_way() {
        let mut t = Table::new(2);
        t.board(0, &["Pottery", "Writing", "Archery", "Oars", "Sailing", "Invention"]);
        t.board(0, &["Agriculture", "Domestication", "Mysticism", "Code of laws"]);
        t.splay(0, Color::Blue, Splay::Left).splay(0, Color::Red, Splay::Left).splay(0, Color::Green, Splay::Up);
        t.splay(0, Color::Yellow, Splay::Right).splay(0, Color::Purple, Splay::Left);
        t.dogma("Invention").answer(0, &[]);
        assert_eq!(t.g.players[0].achievements, vec![Achievement::Special(Special::Wonder)]);
        let mut t = Table::new(2);
        t.board(0, &["Invention"]);
        t.dogma("Invention");
        assert!(t.g.players[0].achievements.is_empty() && !t.in_dogma(), "nothing splayed: no question, no Wonder");
    }

    #[test]
    fn navigation_takes_a_two_or_three_from_those_with_fewer_crowns() {
        let mut t = Table::new(3);
        t.board(0, &["Navigation"]); // 3 crowns
        t.board(1, &["Archery"]).score(1, &["Pottery", "Calendar", "Alchemy", "Experimentation"]);
        t.board(2, &["Translation"]).score(2, &["Mathematics"]); // 3 crowns: not affected
        t.dogma("Navigation");
        assert_eq!(t.option_keys(1), vec![Table::id("Calendar"), Table::id("Alchemy")]);
        t.choose(1, &["Alchemy"]);
        assert_eq!(t.score_of(0), cards(&["Alchemy"]));
        assert_eq!(t.score_of(2), cards(&["Mathematics"]));
        let mut t = Table::new(2);
        t.board(0, &["Navigation"]).board(1, &["Archery"]).score(1, &["Pottery"]);
        t.dogma("Navigation");
        assert_eq!(t.score_of(1), cards(&["Pottery"]), "no 2 or 3: nothing moves");
    }

    #[test]
    fn anatomy_returns_a_scored_card_then_a_top_card_of_its_value() {
        let mut t = Table::new(3);
        t.board(0, &["Anatomy"]); // 3 leaves
        t.board(1, &["Writing", "Archery", "Mapmaking"]).score(1, &["Tools", "Currency"]); // no leaf
        t.board(2, &["Agriculture"]).score(2, &["Oars"]); // 3 leaves: not affected
        t.dogma("Anatomy").choose(1, &["Tools"]);
        assert_eq!(t.option_keys(1), vec![Table::id("Writing"), Table::id("Archery")]);
        t.choose(1, &["Archery"]);
        assert_eq!(t.score_of(1), cards(&["Currency"]));
        assert_eq!(t.g.tops(1), cards(&["Writing", "Mapmaking"]));
        assert_eq!(t.g.decks[0][..2], cards(&["Archery", "Tools"]));
        assert_eq!(t.score_of(2), cards(&["Oars"]));
        let mut t = Table::new(2);
        t.board(0, &["Anatomy"]).board(1, &["Writing"]).score(1, &["Currency"]);
        t.dogma("Anatomy");
        assert_eq!(t.g.tops(1), cards(&["Writing"]), "no top card of value 2");
        assert!(t.score_of(1).is_empty());
    }

    #[test]
    fn perspective_returns_a_card_then_scores_one_per_two_lightbulbs() {
        let mut t = Table::new(2);
        t.board(0, &["Perspective", "Writing"]).hand(0, &["Pottery", "Archery", "Oars", "Sailing"]); // 4 lightbulbs
        t.dogma("Perspective").choose(0, &["Pottery"]);
        let prompt = t.prompt(0).unwrap();
        assert!(matches!(prompt.choice, engine::Choice::Many { min: 2, max: 2, .. }), "exactly, not up to");
        assert_eq!(prompt.text.key.as_ref(), "innovation-perspective-score", "the question says exactly");
        t.choose(0, &["Archery", "Sailing"]);
        assert_eq!(t.score_of(0), cards(&["Archery", "Sailing"]));
        assert_eq!(t.hand_of(0), cards(&["Oars"]));
        let mut t = Table::new(2);
        t.board(0, &["Perspective"]).hand(0, &["Pottery"]);
        t.dogma("Perspective").answer(0, &[]);
        assert_eq!(t.hand_of(0), cards(&["Pottery"]));
    }

    #[test]
    fn enterprise_takes_a_non_purple_crown_top_card_and_the_victim_melds_a_four() {
        let mut t = Table::new(3);
        t.board(0, &["Enterprise", "Clothing", "Mapmaking"]); // 5 crowns
        t.board(1, &["Writing", "Oars", "City states"]); // 4 crowns
        t.board(2, &["Translation", "Optics"]); // 6 crowns: not affected
        t.dogma("Enterprise");
        assert_eq!(t.option_keys(1), vec![Table::id("Writing"), Table::id("Oars")], "purple never goes");
        t.choose(1, &["Oars"]);
        assert_eq!(t.top(0, Color::Red), Some(card("Oars")));
        assert_eq!(t.top(1, Color::Blue), Some(card("Experimentation")), "a 4 drawn and melded");
        assert_eq!(t.prompted(), vec![0], "the sharer has no green pile to splay");
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Green).splay, Splay::Right);
        let mut t = Table::new(2);
        t.board(0, &["Enterprise"]).board(1, &["City states"]);
        t.dogma("Enterprise");
        assert_eq!(t.g.tops(1), cards(&["City states"]), "nothing to move: no draw");
        assert!(t.g.stack(1, Color::Blue).is_empty());
    }

    #[test]
    fn reformation_tucks_one_card_per_two_leaves_in_the_chosen_order_then_may_splay_right() {
        let mut t = Table::new(2);
        t.board(0, &["Mysticism", "Reformation", "Pottery"]).hand(0, &["Archery", "Oars", "Sailing", "Calendar"]);
        t.dogma("Reformation"); // 6 leaves: three cards
        t.answer(0, &["yes"]).choose(0, &["Archery", "Oars", "Sailing"]);
        t.choose(0, &["Oars", "Sailing", "Archery"]);
        assert_eq!(t.g.stack(0, Color::Red).cards, cards(&["Archery", "Oars"]));
        assert_eq!(t.g.stack(0, Color::Green).cards, cards(&["Sailing"]));
        assert_eq!(t.hand_of(0), cards(&["Calendar"]));
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Purple).splay, Splay::Right);
    }

    #[test]
    fn reformation_tucks_any_number_up_to_one_per_two_leaves() {
        let mut t = Table::new(2);
        t.board(0, &["Mysticism", "Reformation", "Pottery"]).hand(0, &["Archery", "Oars", "Sailing", "Calendar"]);
        t.dogma("Reformation").answer(0, &["yes"]); // 6 leaves: up to three cards
        assert!(matches!(t.prompt(0).unwrap().choice, engine::Choice::Many { min: 1, max: 3, .. }));
        t.choose(0, &["Sailing"]);
        assert_eq!(t.g.stack(0, Color::Green).cards, cards(&["Sailing"]));
        assert_eq!(t.hand_of(0), cards(&["Archery", "Oars", "Calendar"]));
    }

    #[test]
    fn reformation_tucks_the_whole_hand_when_it_is_short_or_nothing_when_declined() {
        let mut t = Table::new(2);
        t.board(0, &["Reformation", "Pottery"]).hand(0, &["Archery"]);
        t.dogma("Reformation").answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Red).cards, cards(&["Archery"]));
        assert!(!t.in_dogma(), "one purple card cannot splay");
        let mut t = Table::new(2);
        t.board(0, &["Reformation", "Pottery"]).hand(0, &["Archery", "Oars"]);
        t.dogma("Reformation").answer(0, &["no"]);
        assert_eq!(t.hand_of(0), cards(&["Archery", "Oars"]));
    }
}
