//! Age 2 (cards 15–24): one function per effect, each with the effect in our
//! own words above it, and a row per card in `EFFECTS`.

use super::super::data::{Card, Color, Icon};
use super::super::exec::{Act, EffectContext, EffectResult, FIRST_STEP, Step, done};
use super::super::prims::To;
use super::super::state::{Special, Splay, highest};
use super::common::may_splay;
use super::{CardEffects, Effect};
use engine::Text;

/// The effects of the age-2 cards, each row under its card's name.
pub const EFFECTS: &[CardEffects] = &[
    CardEffects { card: Card::CALENDAR, effects: &[Effect::NonDemand(calendar)] },
    CardEffects { card: Card::MATHEMATICS, effects: &[Effect::NonDemand(mathematics)] },
    CardEffects {
        card: Card::CONSTRUCTION,
        effects: &[Effect::Demand(construction_demand), Effect::NonDemand(construction_empire)],
    },
    CardEffects { card: Card::ROAD_BUILDING, effects: &[Effect::NonDemand(road_building)] },
    CardEffects { card: Card::CURRENCY, effects: &[Effect::NonDemand(currency)] },
    CardEffects {
        card: Card::MAPMAKING,
        effects: &[Effect::Demand(mapmaking_demand), Effect::NonDemand(mapmaking_score)],
    },
    CardEffects { card: Card::CANAL_BUILDING, effects: &[Effect::NonDemand(canal_building)] },
    CardEffects { card: Card::FERMENTING, effects: &[Effect::NonDemand(fermenting)] },
    CardEffects {
        card: Card::MONOTHEISM,
        effects: &[Effect::Demand(monotheism_demand), Effect::NonDemand(monotheism_tuck)],
    },
    CardEffects {
        card: Card::PHILOSOPHY,
        effects: &[Effect::NonDemand(philosophy_splay), Effect::NonDemand(philosophy_score)],
    },
];

/// Calendar: if your score pile holds more cards than your hand, draw two 3s.
fn calendar(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    if fx.score_pile(you).len() > fx.hand(you).len() {
        fx.draw(you, 3)?;
        fx.draw(you, 3)?;
    }
    done()
}

/// Mathematics: you may return a card from your hand; if you did, draw and meld a
/// card one value above it.
fn mathematics(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        return fx.ask_hand(you, RETURN_CHOSEN, Act::Return, |_| true, 0, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.return_card(you, c)?;
        fx.draw_and_meld(you, c.age() + 1)?;
    }
    done()
}

/// Construction (demand): give the activator two cards from your hand (as many as
/// you have, up to two), then draw a 2 in any case.
fn construction_demand(fx: &mut EffectContext) -> EffectResult {
    const GIVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        return fx.ask_hand(you, GIVE_CHOSEN, Act::Transfer, |_| true, 2, 2);
    }
    for c in fx.chosen_cards() {
        fx.transfer(you, c, To::Hand(me))?;
    }
    fx.draw(you, 2)?;
    done()
}

/// Construction 2: if you have a top card of every colour and no other player
/// does, claim Empire.
// Ruling: in team play the printed rules do not say whether a partner with five
// top cards counts as "another player"; Board Game Arena, whose help page is our
// design document, looks at opponents only, and so do we: a partner never blocks Empire.
fn construction_empire(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let five = |s| fx.tops(s).len() == Color::ALL.len();
    let only_you = five(you) && fx.opponents(you).into_iter().all(|s| !five(s));
    if only_you {
        fx.claim_special(you, Special::Empire)?;
    }
    done()
}

/// Road Building: meld one or two cards from your hand, one at a time. If you
/// melded two, you may move your top red card onto another player's board; if you
/// do, move their top green card onto yours.
fn road_building(fx: &mut EffectContext) -> EffectResult {
    const MELD_FIRST_CHOSEN: Step = 1;
    const MELD_SECOND_CHOSEN: Step = 2;
    const CHOOSE_PLAYER_IF_YES: Step = 3;
    const TRADE_WITH_CHOSEN: Step = 4;
    let you = fx.player;
    match fx.step() {
        FIRST_STEP => fx.ask_hand(you, MELD_FIRST_CHOSEN, Act::Meld, |_| true, 1, 1),
        MELD_FIRST_CHOSEN => {
            let Some(c) = fx.chosen_card() else {
                return done();
            };
            fx.meld(you, c)?;
            fx.ask_hand(you, MELD_SECOND_CHOSEN, Act::Meld, |_| true, 0, 1)
        }
        MELD_SECOND_CHOSEN => {
            let Some(c) = fx.chosen_card() else {
                return done();
            };
            fx.meld(you, c)?;
            if fx.top(you, Color::Red).is_none() {
                return done();
            }
            let text = fx.may_text(Text::key("innovation-act-road-building"));
            fx.ask_yes_no(you, CHOOSE_PLAYER_IF_YES, text)
        }
        CHOOSE_PLAYER_IF_YES => {
            if !fx.said_yes() {
                return done();
            }
            let others = fx.others(you);
            let text = fx.player_text();
            fx.ask_player(you, TRADE_WITH_CHOSEN, text, others)
        }
        TRADE_WITH_CHOSEN.. => {
            let (Some(other), Some(red)) = (fx.chosen_player(), fx.top(you, Color::Red)) else {
                return done();
            };
            fx.transfer(you, red, To::BoardTop(other))?;
            if let Some(green) = fx.top(other, Color::Green) {
                fx.transfer(you, green, To::BoardTop(you))?;
            }
            done()
        }
    }
}

/// Currency: you may return any number of cards from your hand; then draw and
/// score a 2 for each different value among the cards returned.
fn currency(fx: &mut EffectContext) -> EffectResult {
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
    let mut values: Vec<u8> = chosen.iter().map(|c| c.age()).collect();
    values.sort_unstable();
    values.dedup();
    for _ in values {
        fx.draw_and_score(you, 2)?;
    }
    done()
}

/// Mapmaking (demand): move a 1 from your score pile, if you have one, into the
/// activator's score pile.
fn mapmaking_demand(fx: &mut EffectContext) -> EffectResult {
    const MOVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        return fx.ask_score_pile(you, MOVE_CHOSEN, Act::Transfer, |c| c.age() == 1, 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.transfer(you, c, To::Score(me))?;
        fx.set_dogma_flag();
    }
    done()
}

/// Mapmaking 2: if the demand moved any card during this dogma, draw and score a 1.
fn mapmaking_score(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    if fx.dogma_flag() {
        fx.draw_and_score(you, 1)?;
    }
    done()
}

/// Canal Building: you may swap the highest cards of your hand (all of that value)
/// with the highest cards of your score pile.
fn canal_building(fx: &mut EffectContext) -> EffectResult {
    const SWAP_IF_YES: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        if fx.hand(you).is_empty() && fx.score_pile(you).is_empty() {
            return done();
        }
        let text = fx.may_text(Text::key("innovation-act-canal-building"));
        return fx.ask_yes_no(you, SWAP_IF_YES, text);
    }
    if fx.said_yes() {
        let from_hand = highest(fx.hand(you));
        let from_score = highest(fx.score_pile(you));
        for c in from_hand {
            fx.transfer(you, c, To::Score(you))?;
        }
        for c in from_score {
            fx.transfer(you, c, To::Hand(you))?;
        }
    }
    done()
}

/// Fermenting: draw a 2 for each colour on your board that shows at least one leaf.
fn fermenting(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let colors = Color::ALL.into_iter().filter(|&c| fx.stack(you, c).visible_icons()[Icon::Leaf.index()] > 0).count();
    for _ in 0..colors {
        fx.draw(you, 2)?;
    }
    done()
}

/// Monotheism (demand): move one of your top cards of a colour the activator has
/// no card of into the activator's score pile; if you did, draw and tuck a 1.
fn monotheism_demand(fx: &mut EffectContext) -> EffectResult {
    const MOVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        let theirs = fx.board_colors(me);
        return fx.ask_top_cards(you, MOVE_CHOSEN, Act::Transfer, |c| !theirs.contains(&c.color()), 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.transfer(you, c, To::Score(me))?;
        fx.draw_and_tuck(you, 1)?;
    }
    done()
}

/// Monotheism 2: draw and tuck a 1.
fn monotheism_tuck(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    fx.draw_and_tuck(you, 1)?;
    done()
}

/// Philosophy 1: you may splay any one colour of yours left.
fn philosophy_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &Color::ALL, Splay::Left)
}

/// Philosophy 2: you may score a card from your hand.
fn philosophy_score(fx: &mut EffectContext) -> EffectResult {
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

#[cfg(test)]
mod tests {
    use super::super::super::state::Achievement;
    use super::super::super::testkit::{Table, card, cards};
    use super::*;
    use engine::Choice;

    #[test]
    fn calendar_draws_two_threes_with_more_cards_scored_than_in_hand() {
        let mut t = Table::new(2);
        t.board(0, &["Calendar"]).score(0, &["Pottery", "Tools"]).hand(0, &["Writing"]);
        t.dogma("Calendar");
        assert_eq!(t.hand_of(0), cards(&["Writing", "Alchemy", "Translation"]));
        let mut t = Table::new(2);
        t.board(0, &["Calendar"]).score(0, &["Pottery"]).hand(0, &["Writing"]);
        t.dogma("Calendar");
        assert_eq!(t.hand_of(0), cards(&["Writing"]), "as many in hand as in the score pile: nothing");
    }

    #[test]
    fn mathematics_returns_a_card_to_draw_and_meld_one_value_higher() {
        let mut t = Table::new(2);
        t.board(0, &["Mathematics"]).hand(0, &["Calendar", "Pottery"]);
        t.dogma("Mathematics").choose(0, &["Calendar"]);
        assert_eq!(t.top(0, Color::Blue), Some(card("Alchemy")), "a 3 drawn and melded");
        assert_eq!(t.hand_of(0), cards(&["Pottery"]));
        assert_eq!(t.g.decks[1][0], card("Calendar"), "returned under the 2s");
        let mut t = Table::new(2);
        t.board(0, &["Mathematics"]).hand(0, &["Calendar"]);
        t.dogma("Mathematics").answer(0, &[]);
        assert_eq!(t.top(0, Color::Blue), Some(card("Mathematics")));
        assert_eq!(t.hand_of(0), cards(&["Calendar"]));
    }

    #[test]
    fn construction_takes_two_cards_from_those_with_fewer_castles_who_then_draw_a_two() {
        let mut t = Table::new(3);
        t.board(0, &["Construction"]); // 3 castles
        t.board(1, &["Pottery"]).hand(1, &["Writing", "Oars", "Agriculture"]);
        t.board(2, &["Masonry"]).hand(2, &["Sailing"]); // 3 castles: not affected
        t.dogma("Construction");
        assert_eq!(t.prompted(), vec![1]);
        t.choose(1, &["Oars", "Agriculture"]);
        assert_eq!(t.hand_of(0), cards(&["Oars", "Agriculture"]));
        assert_eq!(t.hand_of(1), cards(&["Writing", "Calendar"]), "then drew a 2");
        assert_eq!(t.hand_of(2), cards(&["Sailing"]));
        assert!(!t.in_dogma());
    }

    #[test]
    fn construction_still_draws_with_fewer_than_two_cards_to_give() {
        let mut t = Table::new(2);
        t.board(0, &["Construction"]).board(1, &["Pottery"]).hand(1, &["Writing"]);
        t.dogma("Construction");
        assert_eq!(t.hand_of(0), cards(&["Writing"]), "the one card goes without a question");
        assert_eq!(t.hand_of(1), cards(&["Calendar"]));
    }

    #[test]
    fn construction_claims_empire_for_the_only_player_with_five_top_cards() {
        let mut t = Table::new(2);
        t.board(0, &["Construction", "Pottery", "Sailing", "Agriculture", "Mysticism"]);
        t.board(1, &["Writing", "Clothing", "Masonry", "City states"]);
        t.dogma("Construction");
        assert_eq!(t.g.players[0].achievements, vec![Achievement::Special(Special::Empire)]);
        let mut t = Table::new(2);
        t.board(0, &["Construction", "Pottery", "Sailing", "Agriculture", "Mysticism"]);
        t.board(1, &["Writing", "Clothing", "Masonry", "City states", "Oars"]);
        t.dogma("Construction");
        assert!(t.g.players[0].achievements.is_empty(), "the other player has five top cards too");
    }

    #[test]
    fn construction_leaves_a_partner_with_five_top_cards_out() {
        let mut t = Table::teams();
        t.board(0, &["Construction", "Pottery", "Sailing", "Agriculture", "Mysticism"]);
        // No castles: the partner does not share, seat 0 alone executes.
        t.board(2, &["Writing", "Clothing", "Canal building", "Code of laws", "Optics"]);
        t.dogma("Construction");
        assert_eq!(t.g.players[0].achievements, vec![Achievement::Special(Special::Empire)]);
        let mut t = Table::teams();
        t.board(0, &["Construction", "Pottery", "Sailing", "Agriculture", "Mysticism"]);
        t.board(3, &["Writing", "Clothing", "Masonry", "City states", "Oars"]);
        t.dogma("Construction");
        assert!(t.g.players.iter().all(|p| p.achievements.is_empty()), "an opponent with five blocks it");
    }

    #[test]
    fn road_building_melds_two_then_trades_the_top_red_for_the_other_players_top_green() {
        let mut t = Table::new(2);
        t.board(0, &["Road building"]).hand(0, &["Archery", "Agriculture", "Pottery"]);
        t.board(1, &["Sailing"]);
        t.dogma("Road building");
        t.choose(0, &["Agriculture"]).choose(0, &["Archery"]).answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Red).cards, cards(&["Road building"]));
        assert_eq!(t.top(1, Color::Red), Some(card("Archery")), "one other player: no question who");
        assert_eq!(t.top(0, Color::Green), Some(card("Sailing")));
        assert_eq!(t.top(0, Color::Yellow), Some(card("Agriculture")));
        assert!(t.g.stack(1, Color::Green).is_empty());
        assert_eq!(t.hand_of(0), cards(&["Pottery"]));
    }

    #[test]
    fn road_building_asks_which_player_and_may_be_declined() {
        let mut t = Table::new(3);
        t.board(0, &["Road building"]).hand(0, &["Archery", "Agriculture"]);
        t.board(1, &["Sailing"]).board(2, &["Clothing"]);
        t.dogma("Road building").choose(0, &["Archery"]).choose(0, &["Agriculture"]).answer(0, &["yes"]);
        t.answer(0, &["2"]);
        assert_eq!(t.top(2, Color::Red), Some(card("Archery")));
        assert_eq!(t.top(0, Color::Green), Some(card("Clothing")));
        assert_eq!(t.top(1, Color::Green), Some(card("Sailing")));
        let mut t = Table::new(2);
        t.board(0, &["Road building"]).hand(0, &["Archery", "Agriculture"]).board(1, &["Sailing"]);
        t.dogma("Road building").choose(0, &["Archery"]).choose(0, &["Agriculture"]).answer(0, &["no"]);
        assert_eq!(t.top(0, Color::Red), Some(card("Archery")));
        assert_eq!(t.top(1, Color::Green), Some(card("Sailing")));
    }

    #[test]
    fn road_building_with_one_card_melded_offers_no_trade() {
        let mut t = Table::new(2);
        t.board(0, &["Road building"]).hand(0, &["Archery", "Agriculture"]).board(1, &["Sailing"]);
        t.dogma("Road building").choose(0, &["Archery"]);
        assert!(matches!(t.prompt(0).unwrap().choice, Choice::Many { min: 0, max: 1, .. }));
        t.answer(0, &[]);
        assert!(!t.in_dogma());
        assert_eq!(t.top(0, Color::Red), Some(card("Archery")));
        assert_eq!(t.top(1, Color::Green), Some(card("Sailing")));
    }

    #[test]
    fn currency_scores_a_two_per_different_value_returned() {
        let mut t = Table::new(2);
        t.board(0, &["Currency"]).hand(0, &["Pottery", "Tools", "Calendar", "Alchemy"]);
        t.dogma("Currency").choose(0, &["Pottery", "Tools", "Calendar"]);
        assert_eq!(t.score_of(0), cards(&["Mathematics", "Construction"]), "values 1 and 2: two 2s");
        assert_eq!(t.hand_of(0), cards(&["Alchemy"]));
        let mut t = Table::new(2);
        t.board(0, &["Currency"]).hand(0, &["Pottery"]);
        t.dogma("Currency").answer(0, &[]);
        assert!(t.score_of(0).is_empty());
        assert_eq!(t.hand_of(0), cards(&["Pottery"]));
    }

    #[test]
    fn mapmaking_takes_a_one_from_those_with_fewer_crowns_and_everyone_then_scores_a_one() {
        let mut t = Table::new(3);
        t.board(0, &["Mapmaking"]); // 2 crowns
        t.board(1, &["Archery"]).score(1, &["Tools", "Calendar"]); // no crown
        t.board(2, &["Code of laws"]).score(2, &["Writing"]); // 2 crowns: shares
        t.dogma("Mapmaking");
        assert_eq!(t.score_of(1), cards(&["Calendar"]), "the only 1 goes without a question");
        assert_eq!(t.score_of(2), cards(&["Writing", "Pottery"]), "the sharer scores a 1");
        assert_eq!(t.score_of(0), cards(&["Tools", "Metalworking"]));
        assert_eq!(t.hand_of(0).len(), 1, "the sharing bonus");
    }

    #[test]
    fn mapmaking_scores_nothing_when_no_one_was_transferred() {
        let mut t = Table::new(2);
        t.board(0, &["Mapmaking"]).board(1, &["Archery"]).score(1, &["Calendar"]);
        t.dogma("Mapmaking");
        assert_eq!(t.score_of(1), cards(&["Calendar"]));
        assert!(t.score_of(0).is_empty());
    }

    #[test]
    fn canal_building_swaps_the_highest_of_hand_and_score_pile() {
        let mut t = Table::new(2);
        t.board(0, &["Canal building"]).hand(0, &["Pottery", "Calendar", "Mathematics"]);
        t.score(0, &["Tools", "Alchemy"]);
        t.dogma("Canal building").answer(0, &["yes"]);
        assert_eq!(t.hand_of(0), cards(&["Pottery", "Alchemy"]));
        assert_eq!(t.score_of(0), cards(&["Tools", "Calendar", "Mathematics"]));
        let mut t = Table::new(2);
        t.board(0, &["Canal building"]).hand(0, &["Pottery"]).score(0, &["Tools"]);
        t.dogma("Canal building").answer(0, &["no"]);
        assert_eq!((t.hand_of(0), t.score_of(0)), (cards(&["Pottery"]), cards(&["Tools"])));
        let mut t = Table::new(2);
        t.board(0, &["Canal building"]);
        t.dogma("Canal building");
        assert!(!t.in_dogma(), "nothing to swap: no question");
    }

    #[test]
    fn fermenting_draws_a_two_per_colour_showing_a_leaf() {
        let mut t = Table::new(2);
        // Yellow and blue show leaves; green's leaves are covered; red has none.
        t.board(0, &["Fermenting", "Pottery", "Archery", "Clothing", "The wheel"]);
        t.dogma("Fermenting");
        assert_eq!(t.hand_of(0), cards(&["Calendar", "Mathematics"]));
        let mut t = Table::new(2);
        t.board(0, &["Fermenting", "Pottery", "Archery", "Clothing", "The wheel"]).splay(0, Color::Green, Splay::Up);
        t.dogma("Fermenting");
        assert_eq!(t.hand_of(0).len(), 3, "splayed up, green shows Clothing's leaves");
    }

    #[test]
    fn monotheism_takes_a_top_card_of_a_colour_the_activator_lacks_then_the_victim_tucks() {
        let mut t = Table::new(3);
        t.board(0, &["Monotheism", "Pottery"]); // 3 castles
        t.board(1, &["Writing", "Archery", "Clothing"]); // 2 castles
        t.board(2, &["Mysticism"]); // 3 castles: not affected, shares
        t.dogma("Monotheism");
        let options = t.option_keys(1);
        assert_eq!(options, vec![Table::id("Archery"), Table::id("Clothing")], "blue is on the activator's board");
        t.choose(1, &["Clothing"]);
        assert_eq!(t.score_of(0), cards(&["Clothing"]));
        assert_eq!(t.g.stack(1, Color::Blue).cards, cards(&["Tools", "Writing"]), "a 1 tucked");
        assert_eq!(t.g.stack(2, Color::Red).cards, cards(&["Metalworking"]), "the sharer tucks a 1");
        assert_eq!(t.g.stack(0, Color::Red).cards, cards(&["Oars"]), "and so does the activator");
        assert_eq!(t.hand_of(0).len(), 1, "the sharing bonus");
    }

    #[test]
    fn monotheism_without_a_fitting_top_card_tucks_nothing_for_the_victim() {
        let mut t = Table::new(2);
        t.board(0, &["Monotheism", "Pottery"]).board(1, &["Writing"]);
        t.dogma("Monotheism");
        assert_eq!(t.g.stack(1, Color::Blue).cards, cards(&["Writing"]));
        assert_eq!(t.g.stack(0, Color::Blue).cards, cards(&["Tools", "Pottery"]), "the activator still tucks");
    }

    #[test]
    fn philosophy_splays_a_chosen_colour_left_then_may_score_a_card() {
        let mut t = Table::new(2);
        t.board(0, &["Code of laws", "Philosophy", "Pottery", "Writing"]).hand(0, &["Calendar", "Oars"]);
        t.dogma("Philosophy");
        assert_eq!(t.option_keys(0), vec!["blue".to_string(), "purple".to_string()]);
        t.answer(0, &["blue"]);
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::Left);
        t.choose(0, &["Calendar"]);
        assert_eq!(t.score_of(0), cards(&["Calendar"]));
        assert_eq!(t.hand_of(0), cards(&["Oars"]));
    }

    #[test]
    fn philosophy_may_decline_both() {
        let mut t = Table::new(2);
        t.board(0, &["Code of laws", "Philosophy"]).hand(0, &["Calendar"]);
        t.dogma("Philosophy");
        assert_eq!(t.option_keys(0), vec!["yes".to_string(), "no".to_string()], "one pile: a yes/no question");
        t.answer(0, &["no"]).answer(0, &[]);
        assert_eq!(t.g.stack(0, Color::Purple).splay, Splay::None);
        assert!(t.score_of(0).is_empty() && !t.in_dogma());
    }
}
