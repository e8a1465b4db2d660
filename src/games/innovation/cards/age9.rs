//! Age 9 (cards 85–94): one function per effect, each with the effect in our
//! own words above it, and a row per card in `EFFECTS`.

use super::super::data::{Card, Color, Icon};
use super::super::exec::{Act, EffectContext, EffectResult, FIRST_STEP, Step, done};
use super::super::prims::To;
use super::super::state::{Splay, highest, highest_age};
use super::common::{may_splay, tuck_unordered};
use super::{CardEffects, Effect};
use engine::{LogEntry, Text};

/// The effects of the age-9 cards, each row under its card's name.
pub const EFFECTS: &[CardEffects] = &[
    CardEffects {
        card: Card::COMPUTERS,
        effects: &[Effect::NonDemand(computers_splay), Effect::NonDemand(computers_execute)],
    },
    CardEffects { card: Card::GENETICS, effects: &[Effect::NonDemand(genetics)] },
    CardEffects { card: Card::COMPOSITES, effects: &[Effect::Demand(composites)] },
    CardEffects { card: Card::FISSION, effects: &[Effect::Demand(fission_demand), Effect::NonDemand(fission_return)] },
    CardEffects {
        card: Card::COLLABORATION,
        effects: &[Effect::Demand(collaboration_demand), Effect::NonDemand(collaboration_win)],
    },
    CardEffects {
        card: Card::SATELLITES,
        effects: &[
            Effect::NonDemand(satellites_draw),
            Effect::NonDemand(satellites_splay),
            Effect::NonDemand(satellites_execute),
        ],
    },
    CardEffects { card: Card::ECOLOGY, effects: &[Effect::NonDemand(ecology)] },
    CardEffects { card: Card::SUBURBIA, effects: &[Effect::NonDemand(suburbia)] },
    CardEffects { card: Card::SERVICES, effects: &[Effect::Demand(services)] },
    CardEffects {
        card: Card::SPECIALIZATION,
        effects: &[Effect::NonDemand(specialization_take), Effect::NonDemand(specialization_splay)],
    },
];

/// Computers 1: you may splay your red or your green cards up.
fn computers_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Red, Color::Green], Splay::Up)
}

/// Computers 2: draw and meld a 10, then execute its non-demand effects yourself
/// alone.
fn computers_execute(fx: &mut EffectContext) -> EffectResult {
    // Its effects have been executed.
    const EXECUTED: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        let c = fx.draw_and_meld(you, 10)?;
        return fx.execute_non_demands(c, EXECUTED);
    }
    done()
}

/// Genetics: draw and meld a 10, then score every card beneath it.
fn genetics(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let c = fx.draw_and_meld(you, 10)?;
    let pile = &fx.stack(you, c.color()).cards;
    let beneath: Vec<Card> = pile[..pile.len() - 1].iter().rev().copied().collect();
    for b in beneath {
        fx.score_card(you, b)?;
    }
    done()
}

/// Composites (demand): keep one card of your hand (your choice) and move the
/// others into the activator's hand; also move the highest card of your score
/// pile (your choice among equals) into the activator's score pile.
fn composites(fx: &mut EffectContext) -> EffectResult {
    const KEEP_CHOSEN: Step = 1;
    const MOVE_CHOSEN: Step = 2;
    let (you, me) = (fx.player, fx.activator);
    match fx.step() {
        FIRST_STEP => fx.ask_hand(you, KEEP_CHOSEN, Act::Keep, |_| true, 1, 1),
        KEEP_CHOSEN => {
            let kept = fx.chosen_card();
            let given: Vec<Card> = fx.hand(you).iter().copied().filter(|&c| Some(c) != kept).collect();
            for c in given {
                fx.transfer(you, c, To::Hand(me))?;
            }
            let high = highest_age(fx.score_pile(you));
            fx.ask_score_pile(you, MOVE_CHOSEN, Act::Transfer, |c| c.age() == high, 1, 1)
        }
        MOVE_CHOSEN.. => {
            if let Some(c) = fx.chosen_card() {
                fx.transfer(you, c, To::Score(me))?;
            }
            done()
        }
    }
}

/// Fission (demand): draw and reveal a 10; if it is red, every hand, board and
/// score pile (of every player) leaves the game and the dogma action is over at
/// once; otherwise keep it. Achievements stay.
fn fission_demand(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let c = fx.draw_and_reveal(you, 10)?;
    if c.color() != Color::Red {
        fx.keep(you, c)?;
        return done();
    }
    let text = Text::key("innovation-log-fission").card("card", c.id());
    fx.log.push(LogEntry::all(text));
    for seat in 0..fx.seats() {
        let p = &fx.players[seat];
        let mut gone: Vec<Card> = p.hand.iter().chain(&p.score_pile).chain(&p.revealed).copied().collect();
        // Each pile from the bottom up, so no top card changes on the way (no
        // special achievement can be earned mid-way).
        for stack in &p.board {
            gone.extend(stack.cards.iter().copied());
        }
        for c in gone {
            fx.remove(you, c)?;
        }
    }
    fx.complete_dogma()
}

/// Fission 2: return a top card other than Fission from any board, then draw a 10.
fn fission_return(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        let fission = fx.card;
        let options: Vec<Card> = (0..fx.seats()).flat_map(|s| fx.tops(s)).filter(|&c| c != fission).collect();
        let text = fx.cards_text(Act::Return, 1, 1);
        return fx.ask_cards(you, RETURN_CHOSEN, text, options, 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.return_card(you, c)?;
    }
    fx.draw(you, 10)?;
    done()
}

/// Collaboration (demand): draw and reveal two 9s; the activator chooses one,
/// which you move onto the activator's board; meld the other.
fn collaboration_demand(fx: &mut EffectContext) -> EffectResult {
    // The activator has chosen the card you move; you meld the other.
    const MOVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        let a = fx.draw_and_reveal(you, 9)?;
        let b = fx.draw_and_reveal(you, 9)?;
        fx.remember(vec![a, b]);
        let text = fx.cards_text(Act::Transfer, 1, 1);
        return fx.ask_cards(me, MOVE_CHOSEN, text, vec![a, b], 1, 1);
    }
    let drawn = fx.remembered().to_vec();
    let Some(chosen) = fx.chosen_card() else {
        return done();
    };
    fx.transfer(you, chosen, To::BoardTop(me))?;
    for c in drawn.into_iter().filter(|&c| c != chosen) {
        fx.meld(you, c)?;
    }
    done()
}

/// Collaboration 2: with ten or more green cards on your board, you win.
fn collaboration_win(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    if fx.stack(you, Color::Green).len() >= 10 {
        return fx.win_now(you);
    }
    done()
}

/// Satellites 1: return every card in your hand, then draw three 8s.
fn satellites_draw(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    for c in fx.hand(you).to_vec() {
        fx.return_card(you, c)?;
    }
    for _ in 0..3 {
        fx.draw(you, 8)?;
    }
    done()
}

/// Satellites 2: you may splay your purple cards up.
fn satellites_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Purple], Splay::Up)
}

/// Satellites 3: meld a card from your hand, then execute its non-demand effects
/// yourself alone.
fn satellites_execute(fx: &mut EffectContext) -> EffectResult {
    const MELD_CHOSEN: Step = 1;
    // Its effects have been executed.
    const EXECUTED: Step = 2;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => fx.ask_hand(you, MELD_CHOSEN, Act::Meld, |_| true, 1, 1),
        MELD_CHOSEN => {
            let Some(c) = fx.chosen_card() else {
                return done();
            };
            fx.meld(you, c)?;
            fx.execute_non_demands(c, EXECUTED)
        }
        EXECUTED.. => done(),
    }
}

/// Ecology: you may return a card from your hand; if you did, score a card from
/// your hand and draw two 10s.
fn ecology(fx: &mut EffectContext) -> EffectResult {
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
            fx.ask_hand(you, SCORE_CHOSEN, Act::Score, |_| true, 1, 1)
        }
        SCORE_CHOSEN.. => {
            if let Some(c) = fx.chosen_card() {
                fx.score_card(you, c)?;
            }
            fx.draw(you, 10)?;
            fx.draw(you, 10)?;
            done()
        }
    }
}

/// The `fx.var` slot where Suburbia keeps how many cards were tucked, for
/// [`suburbia_score`].
const SUBURBIA_TUCKED: usize = 0;

/// Suburbia: tuck as many cards from your hand as you like, then draw and score a
/// 1 for each.
fn suburbia(fx: &mut EffectContext) -> EffectResult {
    const TUCK_CHOSEN: Step = 1;
    const TUCK_IN_CHOSEN_ORDER: Step = 2;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => {
            let n = fx.hand(you).len();
            fx.ask_hand(you, TUCK_CHOSEN, Act::Tuck, |_| true, 0, n)
        }
        TUCK_CHOSEN => {
            let chosen = fx.chosen_cards();
            fx.set_var(SUBURBIA_TUCKED, chosen.len() as i64);
            let rest = tuck_unordered(fx, &chosen)?;
            if !rest.is_empty() {
                let text = fx.order_text();
                return fx.ask_order(you, TUCK_IN_CHOSEN_ORDER, text, rest);
            }
            suburbia_score(fx)
        }
        TUCK_IN_CHOSEN_ORDER.. => {
            for c in fx.chosen_order() {
                fx.tuck(you, c)?;
            }
            suburbia_score(fx)
        }
    }
}

fn suburbia_score(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    for _ in 0..fx.var(SUBURBIA_TUCKED) {
        fx.draw_and_score(you, 1)?;
    }
    done()
}

/// Services (demand): move all the highest cards of your score pile into the
/// activator's hand; if you moved any, take a top card without a leaf from the
/// activator's board (your choice) into your hand.
fn services(fx: &mut EffectContext) -> EffectResult {
    const TAKE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        let high = highest(fx.score_pile(you));
        if high.is_empty() {
            return done();
        }
        for c in high {
            fx.transfer(you, c, To::Hand(me))?;
        }
        let options: Vec<Card> = fx.tops(me).into_iter().filter(|c| !c.has_icon(Icon::Leaf)).collect();
        let text = fx.cards_text(Act::Transfer, 1, 1);
        return fx.ask_cards(you, TAKE_CHOSEN, text, options, 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.transfer(you, c, To::Hand(you))?;
    }
    done()
}

/// Specialization 1: reveal a card from your hand, then take the top card of its
/// colour from every opponent's board into your hand.
fn specialization_take(fx: &mut EffectContext) -> EffectResult {
    const REVEAL_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        return fx.ask_hand(you, REVEAL_CHOSEN, Act::Reveal, |_| true, 1, 1);
    }
    let Some(c) = fx.chosen_card() else {
        return done();
    };
    fx.reveal(you, c);
    for o in fx.opponents(you) {
        if let Some(top) = fx.top(o, c.color()) {
            fx.transfer(you, top, To::Hand(you))?;
        }
    }
    done()
}

/// Specialization 2: you may splay your yellow or your blue cards up.
fn specialization_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Yellow, Color::Blue], Splay::Up)
}

#[cfg(test)]
mod tests {
    use super::super::super::testkit::{Table, card, cards};
    use super::*;
    use engine::{Choice, Game};

    #[test]
    fn computers_splays_red_or_green_up_then_melds_a_ten_and_executes_it() {
        let mut t = Table::new(2);
        t.board(0, &["Computers", "Archery", "Flight", "Sailing"]);
        // A. I. is melded: it draws and scores a 10, and Robotics and Software
        // are not top cards.
        t.deck_top(&["A. I."]);
        t.dogma("Computers");
        assert_eq!(t.option_keys(0), vec!["yes", "no"], "green has one card: only red can be splayed");
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Red).splay, Splay::Up);
        assert_eq!(t.top(0, Color::Purple), Some(card("A. I.")));
        assert_eq!(t.score_of(0), cards(&["Bioengineering"]), "A. I. executed: a 10 scored");
        assert!(!t.in_dogma() && t.g.outcome().is_none());
    }

    #[test]
    fn genetics_melds_a_ten_and_scores_everything_beneath() {
        let mut t = Table::new(2);
        t.board(0, &["Pottery", "Writing", "Genetics"]).splay(0, Color::Blue, Splay::Right);
        t.dogma("Genetics");
        // Bioengineering (blue) lands on the blue pile: the three below are scored.
        assert_eq!(t.g.stack(0, Color::Blue).cards, cards(&["Bioengineering"]));
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::None);
        assert_eq!(t.score_of(0), cards(&["Genetics", "Writing", "Pottery"]));
    }

    #[test]
    fn composites_takes_all_but_one_hand_card_and_the_highest_score_card() {
        let mut t = Table::new(3);
        t.board(0, &["Composites"]); // 3 factories
        t.board(1, &["Corporations"]).hand(1, &["Pottery", "Tools", "Flight"]); // 2: affected
        t.score(1, &["Writing", "Genetics", "Computers"]);
        t.board(2, &["Globalization"]).hand(2, &["Oars"]); // 3: not affected
        t.dogma("Composites");
        t.choose(1, &["Tools"]);
        assert_eq!(t.hand_of(0), cards(&["Pottery", "Flight"]));
        assert_eq!(t.hand_of(1), cards(&["Tools"]));
        assert_eq!(t.option_keys(1), vec![Table::id("Genetics"), Table::id("Computers")]);
        t.choose(1, &["Computers"]);
        assert_eq!(t.score_of(0), cards(&["Computers"]));
        assert_eq!(t.hand_of(2), cards(&["Oars"]));
    }

    #[test]
    fn fission_red_ten_removes_every_hand_board_and_score_pile() {
        let mut t = Table::new(3);
        t.board(0, &["Fission", "Pottery"]).hand(0, &["Tools"]).score(0, &["Writing"]);
        t.board(1, &["Archery"]).hand(1, &["Oars"]).score(1, &["Genetics"]); // no clock: affected
        t.board(2, &["Rocketry"]).give_achievements(2, &[1]); // 3 clocks: not affected
        t.deck_top(&["Robotics"]);
        t.dogma("Fission");
        for s in 0..3 {
            assert!(t.hand_of(s).is_empty() && t.score_of(s).is_empty() && t.g.tops(s).is_empty(), "seat {s}");
        }
        assert_eq!(t.g.achievement_count(2), 1, "achievements stay");
        assert!(!t.in_dogma(), "the dogma action is complete: no non-demand effect");
        assert!(t.log_keys().contains(&"innovation-log-fission".to_string()));
        assert_eq!(t.g.turn.actions_left, 1);
    }

    #[test]
    fn fission_other_colours_are_kept_then_a_top_card_is_returned_and_a_ten_drawn() {
        let mut t = Table::new(2);
        t.board(0, &["Fission", "Pottery"]).board(1, &["Archery"]);
        t.dogma("Fission");
        assert_eq!(t.hand_of(1), cards(&["Bioengineering"]), "blue: kept");
        assert_eq!(t.option_keys(0), vec![Table::id("Pottery"), Table::id("Archery")], "not Fission itself");
        t.choose(0, &["Archery"]);
        assert!(t.g.tops(1).is_empty());
        assert_eq!(t.hand_of(0), cards(&["Software"]));
    }

    #[test]
    fn collaboration_the_activator_picks_which_nine_they_get() {
        let mut t = Table::new(3);
        t.board(0, &["Collaboration"]); // 2 crowns
        t.board(1, &["Pottery"]); // none: affected
        t.board(2, &["Flight"]); // 2 crowns: not affected
        t.dogma("Collaboration");
        assert_eq!(t.prompted(), vec![0]);
        assert_eq!(t.option_keys(0), vec![Table::id("Computers"), Table::id("Genetics")]);
        t.choose(0, &["Genetics"]);
        assert_eq!(t.top(0, Color::Blue), Some(card("Genetics")));
        assert_eq!(t.top(1, Color::Blue), Some(card("Computers")), "the other is melded");
        assert!(t.g.players[1].revealed.is_empty());
        assert_eq!(t.top(2, Color::Red), Some(card("Flight")));
    }

    #[test]
    fn collaboration_wins_with_ten_green_cards() {
        let greens = ["Clothing", "Sailing", "Mapmaking", "Paper", "Navigation", "Invention", "Banking"];
        let mut t = Table::new(2);
        t.board(0, &greens).board(0, &["Measurement", "Collaboration"]).board(1, &["Flight"]);
        t.dogma("Collaboration");
        assert!(t.g.outcome().is_none(), "nine green cards");
        let mut t = Table::new(2);
        t.board(0, &greens).board(0, &["Measurement", "Metric system", "Collaboration"]);
        t.board(1, &["Flight"]); // as many crowns: no demand, and sharing the win check does nothing
        t.dogma("Collaboration");
        assert_eq!(t.g.outcome().expect("over").places, vec![1, 2]);
    }

    #[test]
    fn satellites_redraws_splays_purple_and_executes_a_melded_card() {
        let mut t = Table::new(2);
        t.board(0, &["Satellites", "Mysticism", "Socialism"]).hand(0, &["Pottery", "Writing"]);
        t.deck_top(&["Corporations", "Rocketry", "Flight"]);
        t.dogma("Satellites");
        assert_eq!(t.hand_of(0), cards(&["Rocketry", "Flight", "Corporations"]), "hand returned, three 8s");
        assert_eq!(t.g.decks[0][..2], cards(&["Writing", "Pottery"])[..]);
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Purple).splay, Splay::Up);
        t.choose(0, &["Corporations"]);
        // Corporations melded, then its non-demand effect only: draw and meld an 8.
        assert_eq!(t.top(0, Color::Blue), Some(card("Quantum theory")));
        assert!(t.log_keys().contains(&"innovation-log-execute".to_string()));
        assert!(!t.in_dogma());
    }

    #[test]
    fn ecology_returns_then_scores_a_card_and_draws_two_tens() {
        let mut t = Table::new(2);
        t.board(0, &["Ecology"]).hand(0, &["Pottery", "Tools", "Writing"]);
        t.dogma("Ecology").choose(0, &["Pottery"]).choose(0, &["Writing"]);
        assert_eq!(t.score_of(0), cards(&["Writing"]));
        assert_eq!(t.hand_of(0), cards(&["Tools", "Bioengineering", "Software"]));
        let mut t = Table::new(2);
        t.board(0, &["Ecology"]).hand(0, &["Pottery"]);
        t.dogma("Ecology").answer(0, &[]);
        assert_eq!(t.hand_of(0), cards(&["Pottery"]), "nothing returned: nothing else");
    }

    #[test]
    fn suburbia_tucks_any_number_and_scores_a_one_for_each() {
        let mut t = Table::new(2);
        t.board(0, &["Suburbia"]).hand(0, &["Pottery", "Writing", "Archery", "Genetics"]);
        t.dogma("Suburbia");
        assert!(matches!(t.prompt(0).unwrap().choice, Choice::Many { min: 0, max: 4, .. }));
        t.choose(0, &["Pottery", "Writing", "Archery"]);
        assert_eq!(t.g.stack(0, Color::Red).cards, cards(&["Archery"]), "alone in its colour: tucked at once");
        t.choose(0, &["Pottery", "Writing"]);
        assert_eq!(t.g.stack(0, Color::Blue).cards, cards(&["Writing", "Pottery"]), "first tucked above the next");
        assert_eq!(t.score_of(0), cards(&["Tools", "Metalworking", "Oars"]));
        assert_eq!(t.hand_of(0), cards(&["Genetics"]));
    }

    #[test]
    fn services_takes_the_highest_score_cards_and_gives_a_top_card_without_a_leaf() {
        let mut t = Table::new(3);
        t.board(0, &["Services", "Computers"]); // 3 leaves
        t.board(1, &["Archery"]).score(1, &["Writing", "Flight", "Mobility"]); // none: affected
        t.board(2, &["Stem cells"]).score(2, &["Genetics"]); // 3 leaves: not affected
        t.dogma("Services");
        assert_eq!(t.hand_of(0), cards(&["Flight", "Mobility"]));
        assert_eq!(t.score_of(1), cards(&["Writing"]));
        // Services shows leaves: only Computers may go.
        assert_eq!(t.hand_of(1), cards(&["Computers"]));
        assert_eq!(t.score_of(2), cards(&["Genetics"]));
        let mut t = Table::new(2);
        t.board(0, &["Services", "Computers"]).board(1, &["Archery"]);
        t.dogma("Services");
        assert_eq!(t.top(0, Color::Blue), Some(card("Computers")), "an empty score pile: nothing moves");
    }

    #[test]
    fn specialization_takes_tops_of_the_revealed_colour_and_splays_yellow_or_blue_up() {
        let mut t = Table::teams();
        t.board(0, &["Specialization", "Pottery", "Genetics"]); // 2 factories
        t.board(1, &["Writing"]).board(2, &["Tools"]).board(3, &["Computers"]);
        t.hand(0, &["Quantum theory", "Flight"]);
        t.dogma("Specialization").choose(0, &["Quantum theory"]);
        assert!(t.log_keys().contains(&"innovation-log-reveal".to_string()));
        assert_eq!(t.hand_of(0), cards(&["Writing", "Quantum theory", "Flight", "Computers"]));
        assert_eq!(t.top(2, Color::Blue), Some(card("Tools")), "the partner keeps theirs");
        assert_eq!(t.option_keys(0), vec!["yes", "no"], "only blue can be splayed");
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::Up);
    }

    #[test]
    fn specialization_shared_can_take_the_activators_own_card_and_the_dogma_goes_on() {
        let mut t = Table::new(2);
        t.board(0, &["Specialization", "Tools", "Writing"]); // 2 factories
        t.board(1, &["Corporations"]).hand(1, &["Mysticism"]); // 2 factories: shares
        t.hand(0, &["Pottery"]);
        t.dogma("Specialization");
        assert_eq!(t.hand_of(1), cards(&["Mysticism", "Specialization"]), "seat 1 revealed purple and took it");
        assert_eq!(t.hand_of(0), cards(&["Pottery"]), "seat 1 has no blue top card to give");
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::Up);
        assert!(!t.in_dogma());
        assert_eq!(t.hand_of(0).len(), 2, "the sharing bonus");
    }
}
