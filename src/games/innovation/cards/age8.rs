//! Age 8 (cards 75–84): one function per effect, each with the effect in our
//! own words above it, and a row per card in `EFFECTS`.

use super::super::data::{Card, Color, Icon};
use super::super::exec::{Act, EffectContext, EffectResult, FIRST_STEP, HiddenZone, Step, done};
use super::super::prims::To;
use super::super::state::{Splay, highest_age, lowest};
use super::common::{ask_may_splay, may_splay, splay_as_chosen, tuck_unordered};
use super::{CardEffects, Effect};
use engine::Text;

/// The effects of the age-8 cards, each row under its card's name.
pub const EFFECTS: &[CardEffects] = &[
    CardEffects { card: Card::QUANTUM_THEORY, effects: &[Effect::NonDemand(quantum_theory)] },
    CardEffects { card: Card::ROCKETRY, effects: &[Effect::NonDemand(rocketry)] },
    CardEffects { card: Card::FLIGHT, effects: &[Effect::NonDemand(flight_any_up), Effect::NonDemand(flight_red_up)] },
    CardEffects { card: Card::MOBILITY, effects: &[Effect::Demand(mobility)] },
    CardEffects {
        card: Card::CORPORATIONS,
        effects: &[Effect::Demand(corporations_demand), Effect::NonDemand(corporations_meld)],
    },
    CardEffects {
        card: Card::MASS_MEDIA,
        effects: &[Effect::NonDemand(mass_media_return), Effect::NonDemand(mass_media_splay)],
    },
    CardEffects { card: Card::ANTIBIOTICS, effects: &[Effect::NonDemand(antibiotics)] },
    CardEffects { card: Card::SKYSCRAPERS, effects: &[Effect::Demand(skyscrapers)] },
    CardEffects {
        card: Card::EMPIRICISM,
        effects: &[Effect::NonDemand(empiricism_reveal), Effect::NonDemand(empiricism_win)],
    },
    CardEffects { card: Card::SOCIALISM, effects: &[Effect::NonDemand(socialism)] },
];

// ---------------------------------------------------------------- the cards

/// Quantum Theory: you may return up to two cards from your hand; if you returned
/// two, draw a 10, then draw and score a 10.
fn quantum_theory(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        return fx.ask_hand(you, RETURN_CHOSEN, Act::Return, |_| true, 0, 2);
    }
    let chosen = fx.chosen_cards();
    for &c in &chosen {
        fx.return_card(you, c)?;
    }
    if chosen.len() == 2 {
        fx.draw(you, 10)?;
        fx.draw_and_score(you, 10)?;
    }
    done()
}

/// Rocketry: for every two clocks on your board, return a card of your choice
/// from the score pile of any opponent (chosen face down, possibly from several).
fn rocketry(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        let n = (fx.icon_count(you, Icon::Clock) / 2) as usize;
        if n == 0 {
            return done();
        }
        let picks = fx.opponents(you).into_iter().flat_map(|o| fx.backs(o, HiddenZone::Score)).collect::<Vec<_>>();
        let shown = n.min(picks.len());
        let text = fx.cards_text(Act::Return, shown, shown);
        return fx.ask_picks(you, RETURN_CHOSEN, text, picks, n, n);
    }
    for c in fx.chosen_cards() {
        fx.return_card(you, c)?;
    }
    done()
}

/// Flight 1: if your red cards are splayed up, you may splay any one colour of
/// yours up.
fn flight_any_up(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    if fx.step() == FIRST_STEP && fx.stack(you, Color::Red).splay != Splay::Up {
        return done();
    }
    may_splay(fx, &Color::ALL, Splay::Up)
}

/// Flight 2: you may splay your red cards up.
fn flight_red_up(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Red], Splay::Up)
}

/// Mobility's one later step: moving the chosen card, then asking for the second
/// (see [`mobility_next`]).
const MOBILITY_MOVE_CHOSEN: Step = 1;
/// The `fx.var` slot counting the cards moved so far.
const MOBILITY_MOVED: usize = 0;

/// Mobility (demand): move your two highest non-red top cards without a factory
/// to the activator's score pile, one after the other; if you moved any, draw an 8.
/// The two are those top cards as they stand when the demand starts: the second
/// is of another colour than the first, never the card the first one uncovered.
/// Only a tie in age leaves the victim a choice.
fn mobility(fx: &mut EffectContext) -> EffectResult {
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        let eligible: Vec<Card> =
            fx.tops(you).into_iter().filter(|c| c.color() != Color::Red && !c.has_icon(Icon::Factory)).collect();
        fx.remember(eligible);
        return mobility_next(fx);
    }
    let Some(c) = fx.chosen_card() else {
        return mobility_draw(fx);
    };
    fx.transfer(you, c, To::Score(me))?;
    let moved = fx.var(MOBILITY_MOVED) + 1;
    fx.set_var(MOBILITY_MOVED, moved);
    let left: Vec<Card> = fx.remembered().iter().copied().filter(|&r| r != c).collect();
    fx.remember(left);
    if moved == 2 {
        return mobility_draw(fx);
    }
    mobility_next(fx)
}

/// Ask for the highest of the cards picked out when the demand started and not
/// moved yet (they are still top cards: each is the top of its own colour).
fn mobility_next(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let left = fx.remembered().to_vec();
    if left.is_empty() {
        return mobility_draw(fx);
    }
    let high = highest_age(&left);
    fx.ask_top_cards(you, MOBILITY_MOVE_CHOSEN, Act::Transfer, |c| left.contains(&c) && c.age() == high, 1, 1)
}

fn mobility_draw(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    if fx.var(MOBILITY_MOVED) > 0 {
        fx.draw(you, 8)?;
    }
    done()
}

/// Corporations (demand): move a non-green top card with a factory from your board
/// to the activator's score pile; if you did, draw and meld an 8.
fn corporations_demand(fx: &mut EffectContext) -> EffectResult {
    const MOVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        return fx.ask_top_cards(
            you,
            MOVE_CHOSEN,
            Act::Transfer,
            |c| c.color() != Color::Green && c.has_icon(Icon::Factory),
            1,
            1,
        );
    }
    if let Some(c) = fx.chosen_card() {
        fx.transfer(you, c, To::Score(me))?;
        fx.draw_and_meld(you, 8)?;
    }
    done()
}

/// Corporations 2: draw and meld an 8.
fn corporations_meld(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    fx.draw_and_meld(you, 8)?;
    done()
}

/// Mass Media 1: you may return a card from your hand; if you did, choose a value
/// and return every card of that value from every score pile.
fn mass_media_return(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    const RETURN_VALUE_CHOSEN: Step = 2;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => fx.ask_hand(you, RETURN_CHOSEN, Act::Return, |_| true, 0, 1),
        RETURN_CHOSEN => {
            let Some(c) = fx.chosen_card() else {
                return done();
            };
            fx.return_card(you, c)?;
            let text = fx.value_text();
            fx.ask_value(you, RETURN_VALUE_CHOSEN, text, (1..=10).collect())
        }
        RETURN_VALUE_CHOSEN.. => {
            let Some(value) = fx.chosen_value() else {
                return done();
            };
            for seat in fx.from_seat(you) {
                let of_value: Vec<Card> = fx.score_pile(seat).iter().copied().filter(|c| c.age() == value).collect();
                for c in of_value {
                    fx.return_card(you, c)?;
                }
            }
            done()
        }
    }
}

/// Mass Media 2: you may splay your purple cards up.
fn mass_media_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Purple], Splay::Up)
}

/// Antibiotics: you may return up to three cards from your hand; draw two 8s for
/// each different value among them.
fn antibiotics(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        return fx.ask_hand(you, RETURN_CHOSEN, Act::Return, |_| true, 0, 3);
    }
    let chosen = fx.chosen_cards();
    for &c in &chosen {
        fx.return_card(you, c)?;
    }
    let mut values: Vec<u8> = chosen.iter().map(|c| c.age()).collect();
    values.sort_unstable();
    values.dedup();
    for _ in 0..2 * values.len() {
        fx.draw(you, 8)?;
    }
    done()
}

/// Skyscrapers (demand): move a non-yellow top card with a clock from your board
/// onto the activator's board; if you did, score the card it uncovered and return
/// the rest of that pile. The rest goes back from the top down (no choice is
/// offered: it changes only the order under the age piles).
fn skyscrapers(fx: &mut EffectContext) -> EffectResult {
    const MOVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        return fx.ask_top_cards(
            you,
            MOVE_CHOSEN,
            Act::Transfer,
            |c| c.color() != Color::Yellow && c.has_icon(Icon::Clock),
            1,
            1,
        );
    }
    let Some(c) = fx.chosen_card() else {
        return done();
    };
    fx.transfer(you, c, To::BoardTop(me))?;
    if let Some(beneath) = fx.top(you, c.color()) {
        fx.score_card(you, beneath)?;
    }
    let rest: Vec<Card> = fx.stack(you, c.color()).cards.iter().rev().copied().collect();
    for r in rest {
        fx.return_card(you, r)?;
    }
    done()
}

/// Empiricism 1: choose two colours, then draw and reveal a 9; if it is of one of
/// them, meld it and you may splay that colour up (otherwise it goes to your hand).
fn empiricism_reveal(fx: &mut EffectContext) -> EffectResult {
    const COLORS_CHOSEN: Step = 1;
    const SPLAY_IF_CHOSEN: Step = 2;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => {
            let text = Text::key("innovation-ask-two-colors").card("card", fx.card.id());
            fx.ask_colors(you, COLORS_CHOSEN, text, Color::ALL.to_vec(), 2, 2)
        }
        COLORS_CHOSEN => {
            let colors = fx.chosen_colors();
            let c = fx.draw_and_reveal(you, 9)?;
            if !colors.contains(&c.color()) {
                fx.keep(you, c)?;
                return done();
            }
            fx.meld(you, c)?;
            if !fx.can_splay(you, c.color(), Splay::Up) {
                return done();
            }
            fx.remember(vec![c]);
            ask_may_splay(fx, SPLAY_IF_CHOSEN, &[c.color()], Splay::Up)
        }
        SPLAY_IF_CHOSEN.. => {
            if let Some(&c) = fx.remembered().first() {
                splay_as_chosen(fx, &[c.color()], Splay::Up)?;
            }
            done()
        }
    }
}

/// Empiricism 2: with twenty or more lightbulbs on your board, you win.
fn empiricism_win(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    if fx.icon_count(you, Icon::Lightbulb) >= 20 {
        return fx.win_now(you);
    }
    done()
}

/// The `fx.var` slot where Socialism keeps whether a purple card was tucked (1) or
/// not (0), for [`socialism_take`].
const SOCIALISM_HAD_PURPLE: usize = 0;

/// Socialism: you may tuck your whole hand (all or nothing); if a purple card was
/// among them, take the lowest cards of every other player's hand into yours.
// Ruling: in team play the printed rules do not say whether "every other player"
// takes in a partner; Board Game Arena, whose help page is our design document, takes from
// opponents only, and so do we.
fn socialism(fx: &mut EffectContext) -> EffectResult {
    const TUCK_ALL_IF_YES: Step = 1;
    const TUCK_IN_CHOSEN_ORDER: Step = 2;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => {
            if fx.hand(you).is_empty() {
                return done();
            }
            let text = fx.may_text(Text::key("innovation-act-tuck-hand"));
            fx.ask_yes_no(you, TUCK_ALL_IF_YES, text)
        }
        TUCK_ALL_IF_YES => {
            if !fx.said_yes() {
                return done();
            }
            let hand = fx.hand(you).to_vec();
            fx.set_var(SOCIALISM_HAD_PURPLE, i64::from(hand.iter().any(|c| c.color() == Color::Purple)));
            let rest = tuck_unordered(fx, &hand)?;
            if !rest.is_empty() {
                let text = fx.order_text();
                return fx.ask_order(you, TUCK_IN_CHOSEN_ORDER, text, rest);
            }
            socialism_take(fx)
        }
        TUCK_IN_CHOSEN_ORDER.. => {
            for c in fx.chosen_order() {
                fx.tuck(you, c)?;
            }
            socialism_take(fx)
        }
    }
}

fn socialism_take(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    if fx.var(SOCIALISM_HAD_PURPLE) == 0 {
        return done();
    }
    for other in fx.opponents(you) {
        for c in lowest(fx.hand(other)) {
            fx.transfer(you, c, To::Hand(you))?;
        }
    }
    done()
}

#[cfg(test)]
mod tests {
    use super::super::super::state::{Achievement, Special};
    use super::super::super::testkit::{Table, card, cards};
    use super::*;
    use engine::{Choice, Game};

    #[test]
    fn quantum_theory_returning_two_draws_a_ten_and_scores_a_ten() {
        let mut t = Table::new(2);
        t.board(0, &["Quantum theory"]).hand(0, &["Pottery", "Flight", "Genetics"]);
        t.dogma("Quantum theory").choose(0, &["Pottery", "Flight"]);
        assert_eq!(t.hand_of(0), cards(&["Genetics", "Bioengineering"]));
        assert_eq!(t.score_of(0), cards(&["Software"]));
        assert_eq!(t.g.decks[7][0], card("Flight"), "returned under the 8s");
    }

    #[test]
    fn quantum_theory_returning_one_gains_nothing() {
        let mut t = Table::new(2);
        t.board(0, &["Quantum theory"]).hand(0, &["Pottery", "Flight"]);
        t.dogma("Quantum theory").choose(0, &["Pottery"]);
        assert_eq!(t.hand_of(0), cards(&["Flight"]));
        assert!(t.score_of(0).is_empty());
    }

    #[test]
    fn rocketry_returns_one_opponent_score_card_per_two_clocks() {
        let mut t = Table::new(3);
        // 3 + 1 + 1 + 1 clocks: three cards to return, from any opponents.
        t.board(0, &["Rocketry", "Flight", "Mass media", "A. I."]);
        t.score(1, &["Pottery", "Tools", "Mobility"]).score(2, &["Genetics"]);
        t.dogma("Rocketry");
        assert_eq!(t.prompted(), vec![0]);
        assert!(matches!(t.prompt(0).unwrap().choice, Choice::Many { min: 3, max: 3, .. }));
        t.answer(0, &["score-1-1-0", "score-1-8-0", "score-2-9-0"]);
        assert_eq!(t.score_of(1), cards(&["Tools"]));
        assert!(t.score_of(2).is_empty());
        let mut t = Table::new(2);
        t.board(0, &["Rocketry"]).score(1, &["Pottery", "Tools", "Writing"]);
        t.dogma("Rocketry");
        assert_eq!(t.option_keys(0), vec!["score-1-1-0", "score-1-1-1", "score-1-1-2"], "3 clocks: one card");
        t.answer(0, &["score-1-1-2"]);
        assert_eq!(t.score_of(1), cards(&["Pottery", "Tools"]));
        assert_eq!(t.g.decks[0][0], card("Writing"));
    }

    #[test]
    fn flight_splays_red_up_and_then_any_colour_up() {
        let mut t = Table::new(2);
        t.board(0, &["Archery", "Flight", "Pottery", "Quantum theory"]);
        t.dogma("Flight");
        assert_eq!(t.prompted(), vec![0], "red not splayed up yet: only the second effect asks");
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Red).splay, Splay::Up);
        assert!(!t.in_dogma());
        t.turn(0, 2).dogma("Flight");
        assert_eq!(t.option_keys(0), vec!["yes", "no"], "red is already up: only blue can be");
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::Up);
        assert!(!t.in_dogma(), "nothing left to splay");
    }

    #[test]
    fn mobility_takes_the_two_highest_non_red_top_cards_without_a_factory() {
        let mut t = Table::new(3);
        t.board(0, &["Mobility"]); // 2 factories
        t.board(1, &["Oars", "Pottery", "Mysticism", "Sailing", "Agriculture"]); // no factory
        t.board(2, &["Corporations"]); // 2 factories: not affected
        t.dogma("Mobility");
        // All four non-red tops are 1s: seat 1 picks one, then another.
        assert_eq!(t.option_keys(1), ["Pottery", "Sailing", "Agriculture", "Mysticism"].map(Table::id));
        t.choose(1, &["Sailing"]).choose(1, &["Pottery"]);
        assert_eq!(t.score_of(0), cards(&["Sailing", "Pottery"]));
        assert_eq!(t.hand_of(1), cards(&["Quantum theory"]), "drew an 8");
        assert_eq!(t.top(1, Color::Red), Some(card("Oars")), "red stays");
        assert_eq!(t.top(2, Color::Green), Some(card("Corporations")));
    }

    #[test]
    fn mobility_with_nothing_to_move_draws_nothing() {
        let mut t = Table::new(2);
        t.board(0, &["Mobility"]).board(1, &["Archery"]);
        t.dogma("Mobility");
        assert!(t.hand_of(1).is_empty() && t.score_of(0).is_empty());
        let mut t = Table::new(2);
        t.board(0, &["Mobility"]).board(1, &["Writing", "Antibiotics"]);
        t.dogma("Mobility");
        assert_eq!(t.score_of(0), cards(&["Antibiotics", "Writing"]), "the highest first, then the other");
        assert_eq!(t.hand_of(1), cards(&["Quantum theory"]));
    }

    #[test]
    fn mobility_takes_the_two_cards_on_top_when_the_demand_starts_never_one_uncovered() {
        // Yellow: Agriculture under Antibiotics; blue: Writing. Moving Antibiotics
        // uncovers Agriculture, a 1 like Writing, but the second card was fixed as
        // Writing when the demand started.
        let mut t = Table::new(2);
        t.board(0, &["Mobility"]).board(1, &["Agriculture", "Antibiotics", "Writing"]);
        t.dogma("Mobility");
        assert!(t.prompted().is_empty() || t.prompted() == vec![0], "no choice for seat 1: {:?}", t.prompted());
        assert_eq!(t.score_of(0), cards(&["Antibiotics", "Writing"]));
        assert_eq!(t.top(1, Color::Yellow), Some(card("Agriculture")), "the uncovered card stays");
        // With one such top card, the card it uncovers is not taken either.
        let mut t = Table::new(2);
        t.board(0, &["Mobility"]).board(1, &["Agriculture", "Antibiotics"]);
        t.dogma("Mobility");
        assert_eq!(t.score_of(0), cards(&["Antibiotics"]));
        assert_eq!(t.g.stack(1, Color::Yellow).cards, cards(&["Agriculture"]));
        assert_eq!(t.hand_of(1), cards(&["Quantum theory"]), "moved one: draws an 8");
    }

    #[test]
    fn corporations_takes_a_factory_card_and_everyone_melds_an_eight() {
        let mut t = Table::new(3);
        t.board(0, &["Corporations"]); // 2 factories
        t.board(1, &["Mobility", "Sailing"]); // 2 factories: shares
        t.board(2, &["Skyscrapers", "Archery", "Oars"]); // 1 factory: affected
        t.dogma("Corporations");
        assert_eq!(t.score_of(0), cards(&["Skyscrapers"]));
        assert_eq!(t.top(2, Color::Blue), Some(card("Quantum theory")), "the victim drew and melded an 8");
        assert_eq!(t.top(1, Color::Blue), Some(card("Rocketry")), "the sharer melds an 8");
        assert_eq!(t.top(0, Color::Red), Some(card("Flight")), "then the activator");
        assert_eq!(t.hand_of(0).len(), 1, "sharing bonus");
    }

    #[test]
    fn mass_media_returns_a_value_from_every_score_pile_and_splays_purple_up() {
        let mut t = Table::new(2);
        t.board(0, &["Empiricism", "Mass media"]).board(0, &["Socialism"]);
        t.hand(0, &["Pottery"]).score(0, &["Flight", "Writing"]).score(1, &["Mobility", "Genetics"]);
        t.dogma("Mass media").choose(0, &["Pottery"]);
        assert_eq!(t.option_keys(0).len(), 10);
        t.answer(0, &["8"]).answer(0, &["yes"]);
        assert_eq!(t.score_of(0), cards(&["Writing"]));
        assert_eq!(t.score_of(1), cards(&["Genetics"]));
        assert_eq!(t.g.stack(0, Color::Purple).splay, Splay::Up);
        let mut t = Table::new(2);
        t.board(0, &["Mass media"]).hand(0, &["Pottery"]).score(1, &["Flight"]);
        t.dogma("Mass media").answer(0, &[]);
        assert_eq!(t.score_of(1), cards(&["Flight"]), "nothing returned: no value chosen");
        assert!(!t.in_dogma(), "no purple pile to splay");
    }

    #[test]
    fn antibiotics_draws_two_eights_per_different_value_returned() {
        let mut t = Table::new(2);
        t.board(0, &["Antibiotics"]).hand(0, &["Pottery", "Tools", "Flight", "Genetics"]);
        t.dogma("Antibiotics").choose(0, &["Pottery", "Tools", "Flight"]);
        assert_eq!(t.hand_of(0).iter().filter(|c| c.age() == 8).count(), 4, "values 1 and 8: four 8s");
        assert!(t.hand_of(0).contains(&card("Genetics")));
        assert!(!t.hand_of(0).contains(&card("Flight")));
    }

    #[test]
    fn skyscrapers_takes_a_clock_card_scores_the_next_and_returns_the_rest() {
        let mut t = Table::new(3);
        t.board(0, &["Skyscrapers"]); // 2 crowns
        t.board(1, &["Pottery", "Writing", "Rocketry"]); // no crown: affected
        t.board(2, &["Flight"]); // 2 crowns: not affected
        t.dogma("Skyscrapers");
        assert_eq!(t.top(0, Color::Blue), Some(card("Rocketry")));
        assert_eq!(t.score_of(1), cards(&["Writing"]));
        assert!(t.g.stack(1, Color::Blue).is_empty());
        assert_eq!(t.g.decks[0][0], card("Pottery"));
        assert_eq!(t.top(2, Color::Red), Some(card("Flight")));
        let mut t = Table::new(2);
        t.board(0, &["Skyscrapers"]).board(1, &["Antibiotics", "Pottery"]);
        t.dogma("Skyscrapers");
        assert_eq!(t.g.tops(1), cards(&["Pottery", "Antibiotics"]), "no top card with a clock: nothing");
    }

    #[test]
    fn empiricism_melds_a_nine_of_a_chosen_colour_and_may_splay_it_up() {
        let mut t = Table::new(2);
        t.board(0, &["Empiricism"]).board(0, &["Quantum theory"]);
        t.dogma("Empiricism").answer(0, &["blue", "red"]);
        // Computers (blue) is the first 9.
        assert_eq!(t.top(0, Color::Blue), Some(card("Computers")));
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::Up);
        let mut t = Table::new(2);
        t.board(0, &["Empiricism"]);
        t.dogma("Empiricism").answer(0, &["green", "red"]);
        assert_eq!(t.hand_of(0), cards(&["Computers"]), "another colour: kept in hand");
        assert!(!t.in_dogma());
    }

    /// Blue, purple and green piles splayed up showing 7 + 7 + 4 lightbulbs.
    fn eighteen_lightbulbs(t: &mut Table) {
        t.board(0, &["Atomic theory", "Evolution", "Genetics"]);
        t.board(0, &["Education", "Democracy", "Empiricism"]);
        t.board(0, &["Classification", "Mass media"]);
        t.splay(0, Color::Blue, Splay::Up).splay(0, Color::Purple, Splay::Up).splay(0, Color::Green, Splay::Up);
    }

    #[test]
    fn empiricism_wins_with_twenty_lightbulbs() {
        let mut t = Table::new(2);
        eighteen_lightbulbs(&mut t);
        assert_eq!(t.g.icon_count(0, Icon::Lightbulb), 18);
        t.dogma("Empiricism").answer(0, &["yellow", "red"]);
        assert!(t.g.outcome().is_none(), "eighteen: no win");
        let mut t = Table::new(2);
        eighteen_lightbulbs(&mut t);
        t.board(0, &["Ecology"]);
        assert_eq!(t.g.icon_count(0, Icon::Lightbulb), 20);
        t.dogma("Empiricism").answer(0, &["yellow", "red"]);
        let o = t.g.outcome().expect("the game is over");
        assert_eq!((o.places, o.summary.key.as_ref()), (vec![1, 2], "innovation-outcome-card"));
    }

    #[test]
    fn socialism_is_shared_and_takes_from_every_other_player() {
        let mut t = Table::new(2);
        t.board(0, &["Socialism"]).board(1, &["Antibiotics"]); // 3 leaves each: seat 1 shares
        t.hand(0, &["Tools", "Flight"]).hand(1, &["Mysticism"]);
        t.dogma("Socialism");
        assert_eq!(t.prompted(), vec![1], "the sharer first");
        t.answer(1, &["yes"]);
        assert_eq!(t.g.stack(1, Color::Purple).cards, cards(&["Mysticism"]));
        assert_eq!(t.hand_of(1), cards(&["Tools"]), "a purple card: seat 0's lowest card taken");
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Red).cards, cards(&["Flight"]));
        assert_eq!(t.hand_of(1), cards(&["Tools"]), "no purple: nothing taken");
        assert_eq!(t.hand_of(0).len(), 1, "the sharing bonus");
    }

    #[test]
    fn socialism_asks_the_order_of_cards_of_one_colour() {
        let mut t = Table::new(2);
        t.board(0, &["Socialism"]).hand(0, &["Pottery", "Writing", "Mysticism"]).hand(1, &["Tools", "Oars", "Flight"]);
        t.dogma("Socialism").answer(0, &["yes"]);
        assert_eq!(t.prompted(), vec![0]);
        t.choose(0, &["Writing", "Pottery"]);
        assert_eq!(t.g.stack(0, Color::Blue).cards, cards(&["Pottery", "Writing"]), "first tucked above the next");
        assert_eq!(t.g.stack(0, Color::Purple).cards, cards(&["Mysticism", "Socialism"]));
        assert_eq!(t.hand_of(0), cards(&["Tools", "Oars"]), "a purple card went: seat 1's 1s taken");
        assert_eq!(t.hand_of(1), cards(&["Flight"]));
    }

    #[test]
    fn socialism_takes_from_opponents_only_in_team_play() {
        let mut t = Table::teams();
        t.board(0, &["Socialism"]).hand(0, &["Mysticism"]);
        t.hand(1, &["Tools"]).hand(2, &["Pottery"]).hand(3, &["Oars"]);
        t.dogma("Socialism").answer(0, &["yes"]);
        assert_eq!(t.hand_of(0), cards(&["Tools", "Oars"]), "the opponents' lowest cards");
        assert_eq!(t.hand_of(2), cards(&["Pottery"]), "the partner keeps theirs");
    }

    #[test]
    fn socialism_without_purple_takes_nothing() {
        let mut t = Table::new(2);
        t.board(0, &["Socialism"]).hand(0, &["Pottery"]).hand(1, &["Tools"]);
        t.dogma("Socialism").answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Blue).cards, cards(&["Pottery"]));
        assert_eq!(t.hand_of(1), cards(&["Tools"]));
        assert!(t.hand_of(0).is_empty());
        let mut t = Table::new(2);
        t.board(0, &["Socialism"]);
        t.dogma("Socialism");
        assert!(!t.in_dogma(), "an empty hand: no question");
    }

    #[test]
    fn six_tucks_in_a_turn_claim_monument() {
        let mut t = Table::new(2);
        t.board(0, &["Socialism"]).hand(0, &["Pottery", "Tools", "Archery", "Oars", "Clothing", "Sailing"]);
        t.dogma("Socialism").answer(0, &["yes"]);
        t.choose(0, &["Pottery", "Tools", "Archery", "Oars", "Clothing", "Sailing"]);
        assert_eq!(t.g.players[0].achievements, vec![Achievement::Special(Special::Monument)]);
    }
}
