//! Age 3 (cards 25–34): one function per effect, each with the effect in our
//! own words above it, and a row per card in `EFFECTS`.

use super::super::data::{Card, Color, Icon};
use super::super::exec::{Act, EffectContext, EffectResult, FIRST_STEP, Step, done};
use super::super::prims::To;
use super::super::state::{Special, Splay, highest, highest_age, lowest_age};
use super::common::{ask_may_splay, may_splay, order_matters, splay_as_chosen};
use super::{CardEffects, Effect};
use engine::Text;

/// The effects of the age-3 cards, each row under its card's name.
pub const EFFECTS: &[CardEffects] = &[
    CardEffects {
        card: Card::ALCHEMY,
        effects: &[Effect::NonDemand(alchemy_draw), Effect::NonDemand(alchemy_meld_score)],
    },
    CardEffects {
        card: Card::TRANSLATION,
        effects: &[Effect::NonDemand(translation_meld), Effect::NonDemand(translation_world)],
    },
    CardEffects {
        card: Card::ENGINEERING,
        effects: &[Effect::Demand(engineering_demand), Effect::NonDemand(engineering_splay)],
    },
    CardEffects { card: Card::OPTICS, effects: &[Effect::NonDemand(optics)] },
    CardEffects { card: Card::COMPASS, effects: &[Effect::Demand(compass)] },
    CardEffects { card: Card::PAPER, effects: &[Effect::NonDemand(paper_splay), Effect::NonDemand(paper_draw)] },
    CardEffects {
        card: Card::MACHINERY,
        effects: &[Effect::Demand(machinery_demand), Effect::NonDemand(machinery_score)],
    },
    CardEffects { card: Card::MEDICINE, effects: &[Effect::Demand(medicine)] },
    CardEffects { card: Card::EDUCATION, effects: &[Effect::NonDemand(education)] },
    CardEffects {
        card: Card::FEUDALISM,
        effects: &[Effect::Demand(feudalism_demand), Effect::NonDemand(feudalism_splay)],
    },
];

/// Alchemy 1: draw and reveal a 4 for every three castles on your board. If any
/// of them is red, return them and every card in your hand; otherwise keep them.
// Ruling: the cards go back in a fixed order (the drawn ones as drawn, then the
// hand lowest first); the card offers no choice there.
fn alchemy_draw(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let draws = fx.icon_count(you, Icon::Castle) / 3;
    let mut drawn = Vec::new();
    for _ in 0..draws {
        drawn.push(fx.draw_and_reveal(you, 4)?);
    }
    if drawn.iter().any(|c| c.color() == Color::Red) {
        let hand = fx.hand(you).to_vec();
        for c in drawn.into_iter().chain(hand) {
            fx.return_card(you, c)?;
        }
    } else {
        for c in drawn {
            fx.keep(you, c)?;
        }
    }
    done()
}

/// Alchemy 2: meld a card from your hand, then score a card from your hand.
fn alchemy_meld_score(fx: &mut EffectContext) -> EffectResult {
    const MELD_CHOSEN: Step = 1;
    const SCORE_CHOSEN: Step = 2;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => fx.ask_hand(you, MELD_CHOSEN, Act::Meld, |_| true, 1, 1),
        MELD_CHOSEN => {
            if let Some(c) = fx.chosen_card() {
                fx.meld(you, c)?;
            }
            fx.ask_hand(you, SCORE_CHOSEN, Act::Score, |_| true, 1, 1)
        }
        SCORE_CHOSEN.. => {
            if let Some(c) = fx.chosen_card() {
                fx.score_card(you, c)?;
            }
            done()
        }
    }
}

/// Translation 1: you may meld every card of your score pile — all of them or none.
/// When two of them share a colour you choose the order they are melded in.
fn translation_meld(fx: &mut EffectContext) -> EffectResult {
    const MELD_ALL_IF_YES: Step = 1;
    const MELD_IN_CHOSEN_ORDER: Step = 2;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => {
            if fx.score_pile(you).is_empty() {
                return done();
            }
            let text = fx.may_text(Text::key("innovation-act-translation-meld"));
            fx.ask_yes_no(you, MELD_ALL_IF_YES, text)
        }
        MELD_ALL_IF_YES => {
            if !fx.said_yes() {
                return done();
            }
            let cards = fx.score_pile(you).to_vec();
            if order_matters(&cards) {
                let text = fx.order_text();
                return fx.ask_order(you, MELD_IN_CHOSEN_ORDER, text, cards);
            }
            for c in cards {
                fx.meld(you, c)?;
            }
            done()
        }
        MELD_IN_CHOSEN_ORDER.. => {
            for c in fx.chosen_order() {
                fx.meld(you, c)?;
            }
            done()
        }
    }
}

/// Translation 2: if every top card on your board has a crown, claim World.
// Ruling: an empty board does not qualify (no top card has a crown).
fn translation_world(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let tops = fx.tops(you);
    if !tops.is_empty() && tops.iter().all(|c| c.has_icon(Icon::Crown)) {
        fx.claim_special(you, Special::World)?;
    }
    done()
}

/// Engineering (demand): move every top card of yours with a castle into the
/// activator's score pile.
fn engineering_demand(fx: &mut EffectContext) -> EffectResult {
    let (you, me) = (fx.player, fx.activator);
    let with_castle: Vec<Card> = fx.tops(you).into_iter().filter(|c| c.has_icon(Icon::Castle)).collect();
    for c in with_castle {
        fx.transfer(you, c, To::Score(me))?;
    }
    done()
}

/// Engineering 2: you may splay your red cards left.
fn engineering_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Red], Splay::Left)
}

/// Optics: draw and meld a 3. If it has a crown, draw and score a 4; if not, move
/// a card of your choice from your score pile into the score pile of an opponent
/// (your choice) with fewer points than you.
fn optics(fx: &mut EffectContext) -> EffectResult {
    const RECEIVER_CHOSEN: Step = 1;
    const MOVE_CHOSEN: Step = 2;
    // The opponent chosen to receive the card.
    const RECEIVER: usize = 0;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => {
            let melded = fx.draw_and_meld(you, 3)?;
            if melded.has_icon(Icon::Crown) {
                fx.draw_and_score(you, 4)?;
                return done();
            }
            // Nobody has fewer than no points: an empty score pile asks nothing.
            let points = fx.score(you);
            let poorer: Vec<usize> = fx.opponents(you).into_iter().filter(|&o| fx.score(o) < points).collect();
            let text = fx.player_text();
            fx.ask_player(you, RECEIVER_CHOSEN, text, poorer)
        }
        RECEIVER_CHOSEN => {
            let Some(to) = fx.chosen_player() else {
                return done();
            };
            fx.set_var(RECEIVER, to as i64);
            fx.ask_score_pile(you, MOVE_CHOSEN, Act::Transfer, |_| true, 1, 1)
        }
        MOVE_CHOSEN.. => {
            let to = fx.var(RECEIVER) as usize;
            if let Some(c) = fx.chosen_card() {
                fx.transfer(you, c, To::Score(to))?;
            }
            done()
        }
    }
}

/// Compass (demand): move one of your top cards with a leaf, other than green,
/// onto the activator's board; then take one of the activator's top cards
/// without a leaf onto your board. You choose both cards.
// Ruling: the second move happens whether or not the first did, as the card
// joins them with "and then", not "if you do".
fn compass(fx: &mut EffectContext) -> EffectResult {
    const GIVE_CHOSEN: Step = 1;
    const TAKE_CHOSEN: Step = 2;
    let (you, me) = (fx.player, fx.activator);
    match fx.step() {
        FIRST_STEP => {
            let eligible = |c: Card| c.color() != Color::Green && c.has_icon(Icon::Leaf);
            fx.ask_top_cards(you, GIVE_CHOSEN, Act::Transfer, eligible, 1, 1)
        }
        GIVE_CHOSEN => {
            if let Some(c) = fx.chosen_card() {
                fx.transfer(you, c, To::BoardTop(me))?;
            }
            let theirs: Vec<Card> = fx.tops(me).into_iter().filter(|c| !c.has_icon(Icon::Leaf)).collect();
            let text = fx.cards_text(Act::Transfer, 1, 1);
            fx.ask_cards(you, TAKE_CHOSEN, text, theirs, 1, 1)
        }
        TAKE_CHOSEN.. => {
            if let Some(c) = fx.chosen_card() {
                fx.transfer(you, c, To::BoardTop(you))?;
            }
            done()
        }
    }
}

/// Paper 1: you may splay your green or your blue cards left.
fn paper_splay(fx: &mut EffectContext) -> EffectResult {
    const COLORS: [Color; 2] = [Color::Green, Color::Blue];
    may_splay(fx, &COLORS, Splay::Left)
}

/// Paper 2: draw a 4 for each colour of yours splayed left.
fn paper_draw(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let left = Color::ALL.into_iter().filter(|&c| fx.stack(you, c).splay == Splay::Left).count();
    for _ in 0..left {
        fx.draw(you, 4)?;
    }
    done()
}

/// Machinery (demand): swap your whole hand for the highest cards of the
/// activator's hand.
fn machinery_demand(fx: &mut EffectContext) -> EffectResult {
    let (you, me) = (fx.player, fx.activator);
    let yours = fx.hand(you).to_vec();
    let mine = highest(fx.hand(me));
    for c in yours {
        fx.transfer(you, c, To::Hand(me))?;
    }
    for c in mine {
        fx.transfer(you, c, To::Hand(you))?;
    }
    done()
}

/// Machinery 2: score a card with a castle from your hand; then you may splay
/// your red cards left.
fn machinery_score(fx: &mut EffectContext) -> EffectResult {
    const SCORE_CHOSEN: Step = 1;
    const SPLAY_IF_CHOSEN: Step = 2;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => fx.ask_hand(you, SCORE_CHOSEN, Act::Score, |c| c.has_icon(Icon::Castle), 1, 1),
        SCORE_CHOSEN => {
            if let Some(c) = fx.chosen_card() {
                fx.score_card(you, c)?;
            }
            ask_may_splay(fx, SPLAY_IF_CHOSEN, &[Color::Red], Splay::Left)
        }
        SPLAY_IF_CHOSEN.. => {
            splay_as_chosen(fx, &[Color::Red], Splay::Left)?;
            done()
        }
    }
}

/// Medicine (demand): swap the highest card of your score pile for the lowest
/// card of the activator's. The activator picks which of their lowest goes, then
/// you pick which of your highest.
fn medicine(fx: &mut EffectContext) -> EffectResult {
    // The activator has picked their card; now you pick yours.
    const LOWEST_CHOSEN: Step = 1;
    const EXCHANGE_CHOSEN: Step = 2;
    let (you, me) = (fx.player, fx.activator);
    match fx.step() {
        FIRST_STEP => {
            let low = lowest_age(fx.score_pile(me));
            fx.ask_score_pile(me, LOWEST_CHOSEN, Act::Exchange, |c| c.age() == low, 1, 1)
        }
        LOWEST_CHOSEN => {
            fx.remember(fx.chosen_cards());
            let high = highest_age(fx.score_pile(you));
            fx.ask_score_pile(you, EXCHANGE_CHOSEN, Act::Exchange, |c| c.age() == high, 1, 1)
        }
        EXCHANGE_CHOSEN.. => {
            if let Some(c) = fx.chosen_card() {
                fx.transfer(you, c, To::Score(me))?;
            }
            if let Some(&c) = fx.remembered().first() {
                fx.transfer(you, c, To::Score(you))?;
            }
            done()
        }
    }
}

/// Education: you may return the highest card of your score pile; if you did,
/// draw a card two values above the highest card left there (a 2 if none is).
fn education(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        let high = highest_age(fx.score_pile(you));
        return fx.ask_score_pile(you, RETURN_CHOSEN, Act::Return, |c| c.age() == high, 0, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.return_card(you, c)?;
        let left = highest_age(fx.score_pile(you));
        fx.draw(you, left + 2)?;
    }
    done()
}

/// Feudalism (demand): give the activator a card with a castle from your hand; if
/// you did, unsplay your pile of its colour.
fn feudalism_demand(fx: &mut EffectContext) -> EffectResult {
    const GIVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        return fx.ask_hand(you, GIVE_CHOSEN, Act::Transfer, |c| c.has_icon(Icon::Castle), 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.transfer(you, c, To::Hand(me))?;
        fx.splay(you, c.color(), Splay::None)?;
    }
    done()
}

/// Feudalism 2: you may splay your yellow or your purple cards left.
fn feudalism_splay(fx: &mut EffectContext) -> EffectResult {
    const COLORS: [Color; 2] = [Color::Yellow, Color::Purple];
    may_splay(fx, &COLORS, Splay::Left)
}

#[cfg(test)]
mod tests {
    use super::super::super::state::Achievement;
    use super::super::super::testkit::{Table, card, cards};
    use super::*;

    #[test]
    fn alchemy_keeps_the_drawn_fours_without_red_then_melds_and_scores() {
        let mut t = Table::new(2);
        t.board(0, &["Alchemy", "Masonry", "Mysticism"]); // 8 castles: two 4s
        t.dogma("Alchemy");
        assert_eq!(t.hand_of(0), cards(&["Experimentation", "Printing press"]));
        t.choose(0, &["Printing press"]);
        assert_eq!(t.top(0, Color::Blue), Some(card("Printing press")));
        assert_eq!(t.score_of(0), cards(&["Experimentation"]), "the last card is scored without a question");
        assert!(t.hand_of(0).is_empty() && !t.in_dogma());
    }

    #[test]
    fn alchemy_returns_everything_when_a_red_four_comes() {
        let mut t = Table::new(2);
        t.board(0, &["Alchemy", "Masonry", "Mysticism"]).hand(0, &["Pottery"]).deck_top(&["Gunpowder"]);
        t.dogma("Alchemy");
        assert!(t.hand_of(0).is_empty(), "the drawn cards and the hand went back");
        assert_eq!(t.g.decks[3][..2], cards(&["Experimentation", "Gunpowder"]));
        assert_eq!(t.g.decks[0][0], card("Pottery"));
        assert!(t.g.players[0].revealed.is_empty() && t.score_of(0).is_empty());
    }

    #[test]
    fn translation_melds_the_whole_score_pile_in_the_chosen_order() {
        let mut t = Table::new(2);
        t.board(0, &["Translation"]).score(0, &["Pottery", "Writing", "Archery"]);
        t.dogma("Translation").answer(0, &["yes"]);
        assert_eq!(t.prompted(), vec![0], "two blue cards: the order matters");
        t.choose(0, &["Writing", "Archery", "Pottery"]);
        assert_eq!(t.g.stack(0, Color::Blue).cards, cards(&["Translation", "Writing", "Pottery"]));
        assert_eq!(t.top(0, Color::Red), Some(card("Archery")));
        assert!(t.score_of(0).is_empty());
        assert!(t.g.players[0].achievements.is_empty(), "Pottery has no crown: no World");
    }

    #[test]
    fn translation_melds_without_an_order_question_when_colours_differ_or_not_at_all() {
        let mut t = Table::new(2);
        t.board(0, &["Translation"]).score(0, &["Sailing", "Archery"]);
        t.dogma("Translation").answer(0, &["yes"]);
        assert!(!t.in_dogma());
        assert_eq!((t.top(0, Color::Green), t.top(0, Color::Red)), (Some(card("Sailing")), Some(card("Archery"))));
        let mut t = Table::new(2);
        t.board(0, &["Translation"]).score(0, &["Sailing"]);
        t.dogma("Translation").answer(0, &["no"]);
        assert_eq!(t.score_of(0), cards(&["Sailing"]));
    }

    #[test]
    fn translation_claims_world_when_every_top_card_has_a_crown() {
        let mut t = Table::new(2);
        t.board(0, &["Translation", "Sailing", "City states"]);
        t.dogma("Translation");
        assert_eq!(t.g.players[0].achievements, vec![Achievement::Special(Special::World)]);
        let mut t = Table::new(2);
        t.board(0, &["Translation", "Sailing", "Masonry"]);
        t.dogma("Translation");
        assert!(t.g.players[0].achievements.is_empty(), "Masonry has no crown");
    }

    #[test]
    fn engineering_takes_every_castle_top_card_from_those_with_fewer_castles() {
        let mut t = Table::new(3);
        t.board(0, &["Archery", "Engineering", "Masonry"]); // 5 castles
        t.board(1, &["Tools", "City states", "Sailing"]); // 2 castles
        t.board(2, &["Mysticism", "Metalworking"]); // 6 castles: not affected
        t.dogma("Engineering");
        assert_eq!(t.score_of(0), cards(&["Tools", "City states"]));
        assert_eq!(t.g.tops(1), cards(&["Sailing"]));
        assert_eq!(t.g.tops(2).len(), 2);
        assert_eq!(t.prompted(), vec![0], "seat 2 shares but has no red pile to splay");
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Red).splay, Splay::Left);
    }

    #[test]
    fn optics_scores_a_four_when_the_melded_three_has_a_crown() {
        let mut t = Table::new(2);
        t.board(0, &["Optics"]).deck_top(&["Translation"]);
        t.dogma("Optics");
        assert_eq!(t.top(0, Color::Blue), Some(card("Translation")));
        assert_eq!(t.score_of(0), cards(&["Experimentation"]));
    }

    #[test]
    fn optics_otherwise_gives_a_scored_card_to_an_opponent_with_fewer_points() {
        let mut t = Table::new(3);
        t.board(0, &["Optics"]).score(0, &["Calendar", "Pottery"]); // 3 points
        t.score(1, &["Tools"]).score(2, &["Agriculture", "Mathematics"]);
        t.dogma("Optics");
        assert_eq!(t.top(0, Color::Blue), Some(card("Alchemy")), "no crown");
        assert_eq!(t.prompt(0).unwrap().choice.options().len(), 2, "only seat 1 has fewer points: which card");
        t.choose(0, &["Calendar"]);
        assert_eq!(t.score_of(1), cards(&["Tools", "Calendar"]));
        assert_eq!(t.score_of(0), cards(&["Pottery"]));
    }

    #[test]
    fn optics_asks_which_opponent_when_several_have_fewer_points() {
        let mut t = Table::new(3);
        t.board(0, &["Optics"]).score(0, &["Calendar"]).score(1, &["Tools"]);
        t.dogma("Optics");
        assert_eq!(t.option_keys(0), vec!["1".to_string(), "2".to_string()]);
        t.answer(0, &["2"]);
        assert_eq!(t.score_of(2), cards(&["Calendar"]), "the only card goes without a question");
    }

    #[test]
    fn compass_trades_a_leaf_card_for_one_without_a_leaf() {
        let mut t = Table::new(3);
        t.board(0, &["Compass", "Pottery", "Tools", "Archery"]); // 2 crowns
        t.board(1, &["Agriculture", "Clothing"]); // 1 crown
        t.board(2, &["Code of laws"]); // 2 crowns: not affected
        t.dogma("Compass");
        assert_eq!(t.top(0, Color::Yellow), Some(card("Agriculture")), "the only non-green leaf card");
        assert_eq!(t.option_keys(1), vec![Table::id("Tools"), Table::id("Archery")]);
        t.choose(1, &["Tools"]);
        assert_eq!(t.top(1, Color::Blue), Some(card("Tools")));
        assert_eq!(t.top(0, Color::Blue), Some(card("Pottery")));
        assert_eq!(t.top(1, Color::Green), Some(card("Clothing")), "green never goes");
        assert_eq!(t.top(2, Color::Purple), Some(card("Code of laws")));
    }

    #[test]
    fn compass_takes_a_card_even_when_the_victim_gives_none() {
        let mut t = Table::new(2);
        t.board(0, &["Compass", "Archery"]).board(1, &["Clothing"]);
        t.dogma("Compass");
        assert_eq!(t.top(1, Color::Red), Some(card("Archery")));
        assert_eq!(t.top(1, Color::Green), Some(card("Clothing")));
    }

    #[test]
    fn paper_splays_green_or_blue_left_then_draws_a_four_per_left_splay() {
        let mut t = Table::new(2);
        t.board(0, &["Sailing", "Paper", "Pottery", "Writing", "Archery", "Oars"]).splay(0, Color::Red, Splay::Left);
        t.dogma("Paper");
        assert_eq!(t.option_keys(0), vec!["green".to_string(), "blue".to_string()]);
        t.answer(0, &["green"]);
        assert_eq!(t.g.stack(0, Color::Green).splay, Splay::Left);
        assert_eq!(t.hand_of(0), cards(&["Experimentation", "Printing press"]), "green and red are splayed left");
    }

    #[test]
    fn machinery_swaps_hands_then_scores_a_castle_card_and_may_splay_red() {
        let mut t = Table::new(3);
        t.board(0, &["Machinery", "Archery", "Metalworking"]).hand(0, &["Pottery", "Calendar", "Mathematics"]);
        t.board(1, &["Writing"]).hand(1, &["Tools", "Alchemy"]); // no leaf
        t.board(2, &["Agriculture"]).hand(2, &["Oars"]); // 3 leaves: shares
        t.dogma("Machinery");
        assert_eq!(t.hand_of(1), cards(&["Calendar", "Mathematics"]), "the activator's highest cards");
        assert_eq!(t.score_of(2), cards(&["Oars"]), "the sharer scores its only castle card");
        assert_eq!(t.hand_of(0), cards(&["Pottery", "Tools", "Alchemy"]));
        t.choose(0, &["Alchemy"]).answer(0, &["yes"]);
        assert_eq!(t.score_of(0), cards(&["Alchemy"]));
        assert_eq!(t.g.stack(0, Color::Red).splay, Splay::Left);
        assert_eq!(t.hand_of(0), cards(&["Pottery", "Tools", "Translation"]), "plus the sharing bonus");
    }

    #[test]
    fn medicine_swaps_the_victims_highest_scored_card_for_the_activators_lowest() {
        let mut t = Table::new(3);
        t.board(0, &["Medicine"]).score(0, &["Pottery", "Tools", "Calendar"]); // 2 leaves
        t.board(1, &["Writing"]).score(1, &["Mathematics", "Alchemy", "Translation"]); // no leaf
        t.board(2, &["Agriculture"]).score(2, &["Engineering"]); // 3 leaves: not affected
        t.dogma("Medicine");
        assert_eq!(t.prompted(), vec![0], "the activator picks among their lowest first");
        assert_eq!(t.option_keys(0), vec![Table::id("Pottery"), Table::id("Tools")]);
        t.choose(0, &["Tools"]);
        assert_eq!(t.option_keys(1), vec![Table::id("Alchemy"), Table::id("Translation")]);
        t.choose(1, &["Translation"]);
        assert_eq!(t.score_of(0), cards(&["Pottery", "Calendar", "Translation"]));
        assert_eq!(t.score_of(1), cards(&["Mathematics", "Alchemy", "Tools"]));
        assert_eq!(t.score_of(2), cards(&["Engineering"]));
        assert!(!t.in_dogma());
    }

    #[test]
    fn medicine_with_an_empty_activator_score_pile_only_takes() {
        let mut t = Table::new(2);
        t.board(0, &["Medicine"]).board(1, &["Writing"]).score(1, &["Alchemy"]);
        t.dogma("Medicine");
        assert_eq!(t.score_of(0), cards(&["Alchemy"]));
        assert!(t.score_of(1).is_empty());
    }

    #[test]
    fn education_returns_the_highest_scored_card_and_draws_two_above_the_next_highest() {
        let mut t = Table::new(2);
        t.board(0, &["Education"]).score(0, &["Pottery", "Calendar", "Alchemy", "Translation"]);
        t.dogma("Education");
        assert_eq!(t.option_keys(0), vec![Table::id("Alchemy"), Table::id("Translation")]);
        t.choose(0, &["Translation"]);
        assert_eq!(t.hand_of(0), cards(&["Chemistry"]), "a 3 is left: a 5 drawn");
        let mut t = Table::new(2);
        t.board(0, &["Education"]).score(0, &["Calendar"]);
        t.dogma("Education").choose(0, &["Calendar"]);
        assert_eq!(t.hand_of(0), cards(&["Mathematics"]), "nothing left: a 2 drawn");
        let mut t = Table::new(2);
        t.board(0, &["Education"]).score(0, &["Calendar"]);
        t.dogma("Education").answer(0, &[]);
        assert!(t.hand_of(0).is_empty() && t.score_of(0) == cards(&["Calendar"]));
    }

    #[test]
    fn feudalism_takes_a_castle_card_and_unsplays_its_colour_then_may_splay_left() {
        let mut t = Table::new(3);
        t.board(0, &["Code of laws", "Feudalism"]); // 2 castles
        t.board(1, &["Pottery", "Writing"]).splay(1, Color::Blue, Splay::Left).hand(1, &["Tools", "Agriculture"]);
        t.board(2, &["Masonry"]).hand(2, &["Oars"]); // 3 castles: not affected
        t.dogma("Feudalism");
        assert_eq!(t.hand_of(0), cards(&["Tools"]), "the only castle card goes without a question");
        assert_eq!(t.g.stack(1, Color::Blue).splay, Splay::None);
        assert_eq!(t.hand_of(2), cards(&["Oars"]));
        assert_eq!(t.prompted(), vec![0], "the sharer has nothing to splay");
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Purple).splay, Splay::Left);
    }
}
