//! Age 1 (cards 0–14): one function per effect, each with the effect in our own
//! words above it, and a row per card in `EFFECTS`.

use super::super::data::{Card, Icon};
use super::super::exec::{Act, EffectContext, EffectResult, FIRST_STEP, Step, done};
use super::super::prims::To;
use super::super::state::{Special, Splay, highest_age, lowest_age};
use super::common::{ask_may_splay, splay_as_chosen};
use super::{CardEffects, Effect};
use engine::Text;

/// The effects of the age-1 cards, each row under its card's name.
pub const EFFECTS: &[CardEffects] = &[
    CardEffects { card: Card::POTTERY, effects: &[Effect::NonDemand(pottery_return), Effect::NonDemand(pottery_draw)] },
    CardEffects { card: Card::TOOLS, effects: &[Effect::NonDemand(tools_three), Effect::NonDemand(tools_age_three)] },
    CardEffects { card: Card::WRITING, effects: &[Effect::NonDemand(writing)] },
    CardEffects { card: Card::ARCHERY, effects: &[Effect::Demand(archery)] },
    CardEffects { card: Card::METALWORKING, effects: &[Effect::NonDemand(metalworking)] },
    CardEffects { card: Card::OARS, effects: &[Effect::Demand(oars_demand), Effect::NonDemand(oars_draw)] },
    CardEffects {
        card: Card::CLOTHING,
        effects: &[Effect::NonDemand(clothing_meld), Effect::NonDemand(clothing_score)],
    },
    CardEffects { card: Card::SAILING, effects: &[Effect::NonDemand(sailing)] },
    CardEffects { card: Card::THE_WHEEL, effects: &[Effect::NonDemand(the_wheel)] },
    CardEffects { card: Card::AGRICULTURE, effects: &[Effect::NonDemand(agriculture)] },
    CardEffects { card: Card::DOMESTICATION, effects: &[Effect::NonDemand(domestication)] },
    CardEffects { card: Card::MASONRY, effects: &[Effect::NonDemand(masonry)] },
    CardEffects { card: Card::CITY_STATES, effects: &[Effect::Demand(city_states)] },
    CardEffects { card: Card::CODE_OF_LAWS, effects: &[Effect::NonDemand(code_of_laws)] },
    CardEffects { card: Card::MYSTICISM, effects: &[Effect::NonDemand(mysticism)] },
];

/// Pottery 1: you may return up to three cards from your hand; if you returned any,
/// draw and score a card whose value is how many you returned.
fn pottery_return(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        return fx.ask_hand(you, RETURN_CHOSEN, Act::Return, |_| true, 0, 3);
    }
    let chosen = fx.chosen_cards();
    for &c in &chosen {
        fx.return_card(you, c)?;
    }
    if !chosen.is_empty() {
        fx.draw_and_score(you, chosen.len() as u8)?;
    }
    done()
}

/// Pottery 2: draw a 1.
fn pottery_draw(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    fx.draw(you, 1)?;
    done()
}

/// Tools 1: you may return three cards from your hand; if three went back, draw
/// and meld a 3. (With fewer than three in hand you may still return them all, to
/// no effect: doing as much as you can.)
fn tools_three(fx: &mut EffectContext) -> EffectResult {
    const CHOOSE_IF_YES: Step = 1;
    const RETURN_CHOSEN: Step = 2;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => {
            if fx.hand(you).is_empty() {
                return done();
            }
            let text = fx.may_text(Text::key("innovation-act-return-from-hand").num("n", 3));
            fx.ask_yes_no(you, CHOOSE_IF_YES, text)
        }
        CHOOSE_IF_YES => {
            if !fx.said_yes() {
                return done();
            }
            fx.ask_hand(you, RETURN_CHOSEN, Act::Return, |_| true, 3, 3)
        }
        RETURN_CHOSEN.. => {
            let chosen = fx.chosen_cards();
            for &c in &chosen {
                fx.return_card(you, c)?;
            }
            if chosen.len() == 3 {
                fx.draw_and_meld(you, 3)?;
            }
            done()
        }
    }
}

/// Tools 2: you may return a 3 from your hand; if you did, draw three 1s.
fn tools_age_three(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        return fx.ask_hand(you, RETURN_CHOSEN, Act::Return, |c| c.age() == 3, 0, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.return_card(you, c)?;
        for _ in 0..3 {
            fx.draw(you, 1)?;
        }
    }
    done()
}

/// Writing: draw a 2.
fn writing(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    fx.draw(you, 2)?;
    done()
}

/// Archery (demand): draw a 1, then give the activator the highest card in your
/// hand (your choice among equals).
fn archery(fx: &mut EffectContext) -> EffectResult {
    const GIVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        fx.draw(you, 1)?;
        let top = highest_age(fx.hand(you));
        return fx.ask_hand(you, GIVE_CHOSEN, Act::Transfer, |c| c.age() == top, 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.transfer(you, c, To::Hand(me))?;
    }
    done()
}

/// Metalworking: draw and reveal a 1; if it shows a castle, score it and do this
/// again; otherwise keep it in your hand.
fn metalworking(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    loop {
        let c = fx.draw_and_reveal(you, 1)?;
        if !c.has_icon(Icon::Castle) {
            fx.keep(you, c)?;
            return done();
        }
        fx.score_card(you, c)?;
    }
}

/// Oars (demand): move a card with a crown from your hand into the activator's
/// score pile; if you did, draw a 1 and do this demand again.
fn oars_demand(fx: &mut EffectContext) -> EffectResult {
    // Moving the chosen card, then asking again: the demand repeats until no card moves.
    const MOVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == MOVE_CHOSEN {
        let Some(c) = fx.chosen_card() else {
            return done();
        };
        fx.transfer(you, c, To::Score(me))?;
        fx.set_dogma_flag();
        fx.draw(you, 1)?;
    }
    fx.ask_hand(you, MOVE_CHOSEN, Act::Transfer, |c| c.has_icon(Icon::Crown), 1, 1)
}

/// Oars 2: if the demand moved no card at all during this dogma, draw a 1.
fn oars_draw(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    if !fx.dogma_flag() {
        fx.draw(you, 1)?;
    }
    done()
}

/// Clothing 1: meld a card from your hand whose colour is not on your board yet.
fn clothing_meld(fx: &mut EffectContext) -> EffectResult {
    const MELD_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        let colors = fx.board_colors(you);
        return fx.ask_hand(you, MELD_CHOSEN, Act::Meld, |c| !colors.contains(&c.color()), 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.meld(you, c)?;
    }
    done()
}

/// Clothing 2: for each colour on your board that no opponent has on theirs, draw
/// and score a 1.
fn clothing_score(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let opponents = fx.opponents(you);
    let unique =
        fx.board_colors(you).into_iter().filter(|&c| opponents.iter().all(|&o| fx.stack(o, c).is_empty())).count();
    for _ in 0..unique {
        fx.draw_and_score(you, 1)?;
    }
    done()
}

/// Sailing: draw and meld a 1.
fn sailing(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    fx.draw_and_meld(you, 1)?;
    done()
}

/// The Wheel: draw two 1s.
fn the_wheel(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    fx.draw(you, 1)?;
    fx.draw(you, 1)?;
    done()
}

/// Agriculture: you may return a card from your hand; if you did, draw and score a
/// card one value above it.
fn agriculture(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        return fx.ask_hand(you, RETURN_CHOSEN, Act::Return, |_| true, 0, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.return_card(you, c)?;
        fx.draw_and_score(you, c.age() + 1)?;
    }
    done()
}

/// Domestication: meld the lowest card in your hand (your choice among equals),
/// then draw a 1.
fn domestication(fx: &mut EffectContext) -> EffectResult {
    const MELD_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        let low = lowest_age(fx.hand(you));
        return fx.ask_hand(you, MELD_CHOSEN, Act::Meld, |c| c.age() == low, 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.meld(you, c)?;
    }
    fx.draw(you, 1)?;
    done()
}

/// Masonry: meld as many cards with a castle from your hand as you like, one at a
/// time; if you melded four or more this way, claim Monument.
fn masonry(fx: &mut EffectContext) -> EffectResult {
    // Melding the chosen card and asking for another, or stopping on none.
    const MELD_CHOSEN: Step = 1;
    // How many were melded so far.
    const MELDED: usize = 0;
    let you = fx.player;
    if fx.step() == MELD_CHOSEN {
        match fx.chosen_card() {
            Some(c) => {
                fx.meld(you, c)?;
                let melded = fx.var(MELDED) + 1;
                fx.set_var(MELDED, melded);
            }
            None => {
                if fx.var(MELDED) >= 4 {
                    fx.claim_special(you, Special::Monument)?;
                }
                return done();
            }
        }
    }
    fx.ask_hand(you, MELD_CHOSEN, Act::Meld, |c| c.has_icon(Icon::Castle), 0, 1)
}

/// City States (demand): if you have four or more castles on your board, move one
/// of your top cards with a castle onto the activator's board; if you did, draw a 1.
fn city_states(fx: &mut EffectContext) -> EffectResult {
    const MOVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        if fx.icon_count(you, Icon::Castle) < 4 {
            return done();
        }
        return fx.ask_top_cards(you, MOVE_CHOSEN, Act::Transfer, |c| c.has_icon(Icon::Castle), 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.transfer(you, c, To::BoardTop(me))?;
        fx.draw(you, 1)?;
    }
    done()
}

/// Code of Laws: you may tuck a card from your hand of a colour already on your
/// board; if you did, you may splay that colour left.
fn code_of_laws(fx: &mut EffectContext) -> EffectResult {
    const TUCK_CHOSEN: Step = 1;
    const SPLAY_IF_CHOSEN: Step = 2;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => {
            let colors = fx.board_colors(you);
            fx.ask_hand(you, TUCK_CHOSEN, Act::Tuck, |c| colors.contains(&c.color()), 0, 1)
        }
        TUCK_CHOSEN => {
            let Some(c) = fx.chosen_card() else {
                return done();
            };
            fx.tuck(you, c)?;
            if !fx.can_splay(you, c.color(), Splay::Left) {
                return done();
            }
            fx.remember(vec![c]);
            ask_may_splay(fx, SPLAY_IF_CHOSEN, &[c.color()], Splay::Left)
        }
        SPLAY_IF_CHOSEN.. => {
            if let Some(&c) = fx.remembered().first() {
                splay_as_chosen(fx, &[c.color()], Splay::Left)?;
            }
            done()
        }
    }
}

/// Mysticism: draw and reveal a 1; if your board already has its colour, meld it
/// and draw a 1 (otherwise keep it).
fn mysticism(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let c = fx.draw_and_reveal(you, 1)?;
    if fx.stack(you, c.color()).is_empty() {
        fx.keep(you, c)?;
    } else {
        fx.meld(you, c)?;
        fx.draw(you, 1)?;
    }
    done()
}

#[cfg(test)]
mod tests {
    use super::super::super::data::Color;
    use super::super::super::state::Achievement;
    use super::super::super::testkit::{Table, card, cards};
    use super::*;

    #[test]
    fn pottery_returns_up_to_three_then_draws_and_scores_that_many_then_draws_a_one() {
        let mut t = Table::new(2);
        t.board(0, &["Pottery"]).hand(0, &["Archery", "Oars", "Calendar"]);
        t.dogma("Pottery");
        assert!(matches!(t.prompt(0).unwrap().choice, Choice::Many { min: 0, max: 3, .. }));
        t.choose(0, &["Archery", "Calendar"]);
        assert_eq!(t.score_of(0), cards(&["Mathematics"]), "two returned: a 2 scored");
        assert_eq!(t.g.decks[0][0], card("Archery"), "returned under the 1s");
        assert_eq!(t.g.decks[1][0], card("Calendar"));
        assert_eq!(t.hand_of(0), cards(&["Tools", "Oars"]), "then a 1 drawn");
    }

    #[test]
    fn pottery_returning_nothing_scores_nothing() {
        let mut t = Table::new(2);
        t.board(0, &["Pottery"]).hand(0, &["Archery"]);
        t.dogma("Pottery").answer(0, &[]);
        assert!(t.score_of(0).is_empty());
        assert_eq!(t.hand_of(0).len(), 2);
    }

    use engine::Choice;

    #[test]
    fn tools_returns_three_to_draw_and_meld_a_three() {
        let mut t = Table::new(2);
        t.board(0, &["Tools"]).hand(0, &["Pottery", "Writing", "Archery", "Calendar"]);
        t.dogma("Tools").answer(0, &["yes"]);
        t.choose(0, &["Pottery", "Writing", "Archery"]);
        assert_eq!(t.top(0, Color::Blue), Some(card("Alchemy")));
        assert_eq!(t.hand_of(0), cards(&["Calendar"]), "no 3 to return for the second effect: not asked");
        assert!(t.prompted() == vec![0] && !t.in_dogma());
    }

    #[test]
    fn tools_with_fewer_than_three_returns_them_but_melds_nothing() {
        let mut t = Table::new(2);
        t.board(0, &["Tools"]).hand(0, &["Pottery", "Writing"]);
        t.dogma("Tools").answer(0, &["yes"]);
        assert!(t.hand_of(0).is_empty(), "both returned without a further question");
        assert_eq!(t.top(0, Color::Blue), Some(card("Tools")));
        let mut t = Table::new(2);
        t.board(0, &["Tools"]).hand(0, &["Pottery", "Writing", "Archery"]);
        t.dogma("Tools").answer(0, &["no"]);
        assert_eq!(t.hand_of(0).len(), 3);
    }

    #[test]
    fn tools_returns_a_three_to_draw_three_ones() {
        let mut t = Table::new(2);
        t.board(0, &["Tools"]).hand(0, &["Alchemy"]);
        t.dogma("Tools").answer(0, &["no"]);
        t.choose(0, &["Alchemy"]);
        assert_eq!(t.hand_of(0), cards(&["Pottery", "Writing", "Archery"]));
        assert_eq!(t.g.decks[2][0], card("Alchemy"));
    }

    #[test]
    fn writing_draws_a_two() {
        let mut t = Table::new(2);
        t.board(0, &["Writing"]);
        t.dogma("Writing");
        assert_eq!(t.hand_of(0), cards(&["Calendar"]));
    }

    #[test]
    fn archery_makes_those_with_fewer_castles_draw_and_give_their_highest_card() {
        let mut t = Table::new(3);
        t.board(0, &["Archery"]).board(1, &["Tools"]).board(2, &["Mysticism"]);
        t.hand(1, &["Calendar"]).hand(2, &["Alchemy"]);
        t.dogma("Archery");
        assert_eq!(t.hand_of(0), cards(&["Calendar"]), "seat 1 (1 castle) drew a 1 and gave its 2");
        assert_eq!(t.hand_of(1), cards(&["Pottery"]));
        assert_eq!(t.hand_of(2), cards(&["Alchemy"]), "seat 2 (3 castles) is not affected");
    }

    #[test]
    fn archery_lets_the_victim_choose_among_equally_high_cards() {
        let mut t = Table::new(2);
        t.board(0, &["Archery"]).hand(1, &["Oars"]);
        t.dogma("Archery");
        assert_eq!(t.prompted(), vec![1]);
        t.choose(1, &["Oars"]);
        assert_eq!((t.hand_of(0), t.hand_of(1)), (cards(&["Oars"]), cards(&["Pottery"])));
    }

    #[test]
    fn metalworking_scores_castle_cards_until_one_without() {
        let mut t = Table::new(2);
        t.board(0, &["Metalworking"]).deck_top(&["Pottery", "Archery", "Oars"]);
        t.dogma("Metalworking");
        assert_eq!(t.score_of(0), cards(&["Oars", "Archery"]));
        assert_eq!(t.hand_of(0), cards(&["Pottery"]));
        assert!(t.g.players[0].revealed.is_empty());
    }

    #[test]
    fn oars_takes_crown_cards_one_by_one_drawing_each_time() {
        let mut t = Table::new(3);
        t.board(0, &["Oars"]).board(1, &["Tools"]).board(2, &["Masonry"]);
        t.hand(1, &["Sailing", "Code of laws"]);
        t.dogma("Oars");
        assert_eq!(t.prompted(), vec![1], "seat 1 (fewer castles) picks which crown card goes first");
        t.choose(1, &["Code of laws"]);
        // Then Sailing, forced; the draws were Pottery (no crown) and Writing
        // (a crown: it goes too), then Archery (no crown): the demand ends.
        assert_eq!(t.score_of(0), cards(&["Code of laws", "Sailing", "Writing"]));
        assert_eq!(t.hand_of(1), cards(&["Pottery", "Archery"]));
        assert!(t.hand_of(0).is_empty(), "a card was transferred: nobody draws for the second effect");
        assert!(t.hand_of(2).is_empty(), "seat 2 (more castles) shared the second effect, to no effect");
    }

    #[test]
    fn oars_draws_when_the_demand_moved_nothing() {
        let mut t = Table::new(3);
        t.board(0, &["Oars"]).board(1, &["Tools"]).board(2, &["Masonry"]).hand(1, &["Pottery"]);
        t.dogma("Oars");
        assert_eq!(t.hand_of(1), cards(&["Pottery"]));
        assert_eq!(t.hand_of(2).len(), 1, "the sharer draws a 1");
        assert_eq!(t.hand_of(0).len(), 2, "the activator draws a 1, plus the sharing bonus");
    }

    #[test]
    fn clothing_melds_a_new_colour_and_scores_for_colours_no_opponent_has() {
        let mut t = Table::new(2);
        t.board(0, &["Clothing"]).hand(0, &["Sailing", "Pottery", "Archery"]).board(1, &["Oars"]);
        t.dogma("Clothing");
        let options: Vec<String> = t.prompt(0).unwrap().choice.options().iter().map(|o| o.key.to_string()).collect();
        assert_eq!(options, vec![Table::id("Pottery"), Table::id("Archery")], "green is on the board already");
        t.choose(0, &["Archery"]);
        assert_eq!(t.top(0, Color::Red), Some(card("Archery")));
        assert_eq!(t.score_of(0).len(), 1, "green is unique; red is on seat 1's board too");
    }

    #[test]
    fn clothing_counts_only_opponents_in_team_play() {
        let mut t = Table::teams();
        t.board(0, &["Clothing", "Pottery"]).board(2, &["Writing"]);
        t.dogma("Clothing");
        assert_eq!(t.score_of(0).len(), 2, "blue on the partner's board does not count");
    }

    #[test]
    fn sailing_draws_and_melds_a_one() {
        let mut t = Table::new(2);
        t.board(0, &["Sailing"]);
        t.dogma("Sailing");
        assert_eq!(t.top(0, Color::Blue), Some(card("Pottery")));
    }

    #[test]
    fn the_wheel_draws_two_ones() {
        let mut t = Table::new(2);
        t.board(0, &["The wheel"]);
        t.dogma("The wheel");
        assert_eq!(t.hand_of(0), cards(&["Pottery", "Tools"]));
    }

    #[test]
    fn agriculture_returns_a_card_to_draw_and_score_one_value_higher() {
        let mut t = Table::new(2);
        t.board(0, &["Agriculture"]).hand(0, &["Calendar", "Pottery"]);
        t.dogma("Agriculture").choose(0, &["Calendar"]);
        assert_eq!(t.score_of(0), cards(&["Alchemy"]));
        assert_eq!(t.hand_of(0), cards(&["Pottery"]));
        let mut t = Table::new(2);
        t.board(0, &["Agriculture"]).hand(0, &["Calendar"]);
        t.dogma("Agriculture").answer(0, &[]);
        assert!(t.score_of(0).is_empty());
    }

    #[test]
    fn domestication_melds_the_lowest_card_then_draws() {
        let mut t = Table::new(2);
        t.board(0, &["Domestication"]).hand(0, &["Calendar", "Archery", "Oars"]);
        t.dogma("Domestication");
        assert_eq!(t.prompted(), vec![0], "two 1s to choose from");
        t.choose(0, &["Oars"]);
        assert_eq!(t.top(0, Color::Red), Some(card("Oars")));
        assert_eq!(t.hand_of(0), cards(&["Pottery", "Archery", "Calendar"]));
        let mut t = Table::new(2);
        t.board(0, &["Domestication"]).hand(0, &["Calendar", "Writing"]);
        t.dogma("Domestication");
        assert_eq!(t.top(0, Color::Blue), Some(card("Writing")), "a single lowest card needs no question");
        assert!(!t.in_dogma());
        let mut t = Table::new(2);
        t.board(0, &["Domestication"]);
        t.dogma("Domestication");
        assert_eq!(t.hand_of(0), cards(&["Pottery"]), "an empty hand still draws");
    }

    #[test]
    fn masonry_melds_castle_cards_until_you_stop() {
        let mut t = Table::new(2);
        t.board(0, &["Masonry"]).hand(0, &["Archery", "Oars", "Pottery", "Mysticism"]);
        t.dogma("Masonry");
        let options: Vec<String> = t.prompt(0).unwrap().choice.options().iter().map(|o| o.key.to_string()).collect();
        assert_eq!(options, vec![Table::id("Archery"), Table::id("Oars"), Table::id("Mysticism")]);
        t.choose(0, &["Oars"]).choose(0, &["Archery"]).answer(0, &[]);
        assert_eq!(t.g.stack(0, Color::Red).cards, cards(&["Oars", "Archery"]));
        assert_eq!(t.hand_of(0), cards(&["Pottery", "Mysticism"]));
        assert!(t.g.players[0].achievements.is_empty(), "two melded: no Monument");
        assert!(!t.in_dogma());
    }

    #[test]
    fn masonry_with_four_claims_monument() {
        let mut t = Table::new(2);
        t.board(0, &["Masonry"]).hand(0, &["Archery", "Oars", "Domestication", "Mysticism"]);
        t.dogma("Masonry");
        for name in ["Archery", "Oars", "Domestication", "Mysticism"] {
            t.choose(0, &[name]);
        }
        assert_eq!(t.g.players[0].achievements, vec![Achievement::Special(Special::Monument)]);
    }

    #[test]
    fn city_states_takes_a_castle_top_card_from_those_with_four_castles_and_fewer_crowns() {
        let mut t = Table::new(4);
        t.board(0, &["City states"]); // 2 crowns
        t.board(1, &["Masonry", "Mysticism"]); // no crown, 6 castles
        t.board(2, &["Metalworking"]); // no crown, 3 castles
        t.board(3, &["Sailing"]); // 2 crowns: not affected
        t.dogma("City states");
        assert_eq!(t.prompted(), vec![1]);
        t.choose(1, &["Masonry"]);
        assert_eq!(t.top(0, Color::Yellow), Some(card("Masonry")));
        assert_eq!(t.hand_of(1), cards(&["Pottery"]));
        assert_eq!(t.top(2, Color::Red), Some(card("Metalworking")), "fewer than four castles");
        assert!(t.hand_of(2).is_empty());
        assert!(!t.in_dogma());
    }

    #[test]
    fn code_of_laws_tucks_a_matching_colour_and_may_splay_it_left() {
        let mut t = Table::new(2);
        t.board(0, &["Code of laws", "Pottery"]).hand(0, &["Writing", "Archery"]);
        t.dogma("Code of laws");
        let options: Vec<String> = t.prompt(0).unwrap().choice.options().iter().map(|o| o.key.to_string()).collect();
        assert_eq!(options, vec![Table::id("Writing")], "red is not on the board");
        t.choose(0, &["Writing"]).answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Blue).cards, cards(&["Writing", "Pottery"]));
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::Left);
        let mut t = Table::new(2);
        t.board(0, &["Code of laws", "Pottery"]).hand(0, &["Writing"]);
        t.dogma("Code of laws").choose(0, &["Writing"]).answer(0, &["no"]);
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::None);
        let mut t = Table::new(2);
        t.board(0, &["Code of laws", "Pottery"]).hand(0, &["Writing"]);
        t.dogma("Code of laws").answer(0, &[]);
        assert_eq!(t.hand_of(0), cards(&["Writing"]));
        assert!(!t.in_dogma(), "nothing tucked: no splay question");
    }

    #[test]
    fn mysticism_melds_a_card_of_a_colour_on_the_board_and_draws() {
        let mut t = Table::new(2);
        t.board(0, &["Mysticism", "Pottery"]).deck_top(&["Writing"]);
        t.dogma("Mysticism");
        assert_eq!(t.top(0, Color::Blue), Some(card("Writing")));
        assert_eq!(t.hand_of(0), cards(&["Tools"]));
        let mut t = Table::new(2);
        t.board(0, &["Mysticism"]).deck_top(&["Archery"]);
        t.dogma("Mysticism");
        assert_eq!(t.hand_of(0), cards(&["Archery"]), "no red on the board: kept");
        assert!(t.g.stack(0, Color::Red).is_empty());
    }
}
