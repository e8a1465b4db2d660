//! Age 5 (cards 45–54): one function per effect, each with the effect in our
//! own words above it, and a row per card in `EFFECTS`.

use super::super::data::{Card, Color, Icon};
use super::super::exec::{Act, EffectContext, EffectResult, FIRST_STEP, Step, done};
use super::super::prims::To;
use super::super::state::{Special, Splay, highest, lowest_age, with_icon};
use super::common::may_splay;
use super::{CardEffects, Effect};

/// The effects of the age-5 cards, each row under its card's name.
pub const EFFECTS: &[CardEffects] = &[
    CardEffects {
        card: Card::CHEMISTRY,
        effects: &[Effect::NonDemand(chemistry_splay), Effect::NonDemand(chemistry_score)],
    },
    CardEffects { card: Card::PHYSICS, effects: &[Effect::NonDemand(physics)] },
    CardEffects {
        card: Card::COAL,
        effects: &[Effect::NonDemand(coal_tuck), Effect::NonDemand(coal_splay), Effect::NonDemand(coal_score)],
    },
    CardEffects {
        card: Card::THE_PIRATE_CODE,
        effects: &[Effect::Demand(pirate_code_demand), Effect::NonDemand(pirate_code_score)],
    },
    CardEffects { card: Card::BANKING, effects: &[Effect::Demand(banking_demand), Effect::NonDemand(banking_splay)] },
    CardEffects { card: Card::MEASUREMENT, effects: &[Effect::NonDemand(measurement)] },
    CardEffects {
        card: Card::STATISTICS,
        effects: &[Effect::Demand(statistics_demand), Effect::NonDemand(statistics_splay)],
    },
    CardEffects { card: Card::STEAM_ENGINE, effects: &[Effect::NonDemand(steam_engine)] },
    CardEffects {
        card: Card::ASTRONOMY,
        effects: &[Effect::NonDemand(astronomy_draw), Effect::NonDemand(astronomy_universe)],
    },
    CardEffects { card: Card::SOCIETIES, effects: &[Effect::Demand(societies)] },
];

// ------------------------------------------------------------ the cards

/// Chemistry 1: you may splay your blue cards right.
fn chemistry_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Blue], Splay::Right)
}

/// Chemistry 2: draw and score a card one value above your highest top card, then
/// return a card of your choice from your score pile.
fn chemistry_score(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        let age = fx.highest_top_age(you) + 1;
        fx.draw_and_score(you, age)?;
        return fx.ask_score_pile(you, RETURN_CHOSEN, Act::Return, |_| true, 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.return_card(you, c)?;
    }
    done()
}

/// Physics: draw three 6s and show them. If two or more share a colour, return
/// them and every other card in your hand; otherwise keep all three. (They are
/// drawn into the hand and shown there rather than left face up in between: the
/// same outcome, and a game that ends on the third draw leaves nothing lying
/// revealed.)
fn physics(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    let mut drawn = Vec::new();
    for _ in 0..3 {
        let c = fx.draw(you, 6)?;
        fx.reveal(you, c);
        drawn.push(c);
    }
    let mut colors: Vec<Color> = drawn.iter().map(|c| c.color()).collect();
    colors.sort_unstable();
    colors.dedup();
    if colors.len() < drawn.len() {
        // The drawn cards first, then the rest of the hand.
        let rest: Vec<Card> = fx.hand(you).iter().copied().filter(|c| !drawn.contains(c)).collect();
        for c in drawn.into_iter().chain(rest) {
            fx.return_card(you, c)?;
        }
    }
    done()
}

/// Coal 1: draw and tuck a 5.
fn coal_tuck(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    fx.draw_and_tuck(you, 5)?;
    done()
}

/// Coal 2: you may splay your red cards right.
fn coal_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Red], Splay::Right)
}

/// Coal 3: you may score one of your top cards; if you do, score the card that was
/// under it as well.
fn coal_score(fx: &mut EffectContext) -> EffectResult {
    const SCORE_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        return fx.ask_top_cards(you, SCORE_CHOSEN, Act::Score, |_| true, 0, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.score_card(you, c)?;
        if let Some(beneath) = fx.top(you, c.color()) {
            fx.score_card(you, beneath)?;
        }
    }
    done()
}

/// The Pirate Code (demand): move two cards of value 4 or less from your score
/// pile into the activator's.
fn pirate_code_demand(fx: &mut EffectContext) -> EffectResult {
    const MOVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        return fx.ask_score_pile(you, MOVE_CHOSEN, Act::Transfer, |c| c.age() <= 4, 2, 2);
    }
    for c in fx.chosen_cards() {
        fx.transfer(you, c, To::Score(me))?;
        fx.set_dogma_flag();
    }
    done()
}

/// The Pirate Code 2: if the demand moved any card during this dogma, score your
/// lowest top card with a crown (your choice among equals).
fn pirate_code_score(fx: &mut EffectContext) -> EffectResult {
    const SCORE_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        if !fx.dogma_flag() {
            return done();
        }
        let low = lowest_age(&with_icon(&fx.tops(you), Icon::Crown));
        return fx.ask_top_cards(you, SCORE_CHOSEN, Act::Score, |c| c.has_icon(Icon::Crown) && c.age() == low, 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.score_card(you, c)?;
    }
    done()
}

/// Banking (demand): move one of your non-green top cards with a factory onto the
/// activator's board; if you did, draw and score a 5.
fn banking_demand(fx: &mut EffectContext) -> EffectResult {
    const MOVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        let eligible = |c: Card| c.color() != Color::Green && c.has_icon(Icon::Factory);
        return fx.ask_top_cards(you, MOVE_CHOSEN, Act::Transfer, eligible, 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.transfer(you, c, To::BoardTop(me))?;
        fx.draw_and_score(you, 5)?;
    }
    done()
}

/// Banking 2: you may splay your green cards right.
fn banking_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Green], Splay::Right)
}

/// Measurement: you may reveal a card from your hand and return it; if you did,
/// splay your cards of its colour right and draw a card whose value is the number
/// of cards of that colour on your board.
fn measurement(fx: &mut EffectContext) -> EffectResult {
    const RETURN_CHOSEN: Step = 1;
    let you = fx.player;
    if fx.step() == FIRST_STEP {
        return fx.ask_hand(you, RETURN_CHOSEN, Act::Return, |_| true, 0, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.reveal(you, c);
        fx.return_card(you, c)?;
        fx.splay(you, c.color(), Splay::Right)?;
        let count = fx.stack(you, c.color()).len();
        // An empty pile asks for a 0, which a draw takes as a 1.
        fx.draw(you, u8::try_from(count).unwrap_or(u8::MAX))?;
    }
    done()
}

/// Statistics (demand): take all the cards of the highest value in your score pile
/// into your hand.
fn statistics_demand(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    for c in highest(fx.score_pile(you)) {
        fx.transfer(you, c, To::Hand(you))?;
    }
    done()
}

/// Statistics 2: you may splay your yellow cards right.
fn statistics_splay(fx: &mut EffectContext) -> EffectResult {
    may_splay(fx, &[Color::Yellow], Splay::Right)
}

/// Steam Engine: draw and tuck two 4s, then score the bottom card of your yellow
/// pile.
fn steam_engine(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    fx.draw_and_tuck(you, 4)?;
    fx.draw_and_tuck(you, 4)?;
    if let Some(c) = fx.stack(you, Color::Yellow).bottom() {
        fx.score_card(you, c)?;
    }
    done()
}

/// Astronomy 1: draw and reveal a 6; while it is green or blue, meld it and do
/// this again. A card of another colour is kept.
fn astronomy_draw(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    loop {
        let c = fx.draw_and_reveal(you, 6)?;
        if !matches!(c.color(), Color::Green | Color::Blue) {
            fx.keep(you, c)?;
            return done();
        }
        fx.meld(you, c)?;
    }
}

/// Astronomy 2: if each of your top cards that is not purple has a value of 6 or
/// more, claim Universe. (With no such top card at all the condition holds, as
/// nothing falls short.)
fn astronomy_universe(fx: &mut EffectContext) -> EffectResult {
    let you = fx.player;
    if fx.tops(you).iter().all(|c| c.color() == Color::Purple || c.age() >= 6) {
        fx.claim_special(you, Special::Universe)?;
    }
    done()
}

/// Societies (demand): move one of your top cards with a lightbulb onto the
/// activator's board, one of higher value than their top card of that colour (any
/// value beats an empty pile); if you did, draw a 5.
fn societies(fx: &mut EffectContext) -> EffectResult {
    const MOVE_CHOSEN: Step = 1;
    let (you, me) = (fx.player, fx.activator);
    if fx.step() == FIRST_STEP {
        let theirs: Vec<u8> =
            Color::ALL.iter().map(|&c| fx.top(me, c).map_or(0, super::super::data::Card::age)).collect();
        let eligible = |c: Card| c.has_icon(Icon::Lightbulb) && c.age() > theirs[c.color().index()];
        return fx.ask_top_cards(you, MOVE_CHOSEN, Act::Transfer, eligible, 1, 1);
    }
    if let Some(c) = fx.chosen_card() {
        fx.transfer(you, c, To::BoardTop(me))?;
        fx.draw(you, 5)?;
    }
    done()
}

#[cfg(test)]
mod tests {
    use super::super::super::state::Achievement;
    use super::super::super::testkit::{Table, card, cards};
    use super::*;

    #[test]
    fn chemistry_may_splay_blue_right() {
        let mut t = Table::new(2);
        t.board(0, &["Pottery", "Chemistry"]).score(0, &["Calendar"]);
        t.dogma("Chemistry");
        assert_eq!(t.prompt(0).unwrap().text.key, "innovation-ask-may", "one colour: a yes-or-no question");
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::Right);
        let mut t = Table::new(2);
        t.board(0, &["Pottery", "Chemistry"]).score(0, &["Calendar"]);
        t.dogma("Chemistry").answer(0, &["no"]);
        assert_eq!(t.g.stack(0, Color::Blue).splay, Splay::None);
    }

    #[test]
    fn chemistry_scores_one_above_the_highest_top_card_then_returns_a_score_card() {
        let mut t = Table::new(2);
        t.board(0, &["Chemistry", "Enterprise"]).score(0, &["Calendar"]);
        t.dogma("Chemistry"); // a single blue card: nothing to splay, nobody asked
        assert_eq!(t.score_of(0), cards(&["Calendar", "Atomic theory"]), "a 6 scored");
        assert_eq!(t.option_keys(0), vec![Table::id("Calendar"), Table::id("Atomic theory")]);
        t.choose(0, &["Calendar"]);
        assert_eq!(t.score_of(0), cards(&["Atomic theory"]));
        assert_eq!(t.g.decks[1][0], card("Calendar"));
    }

    #[test]
    fn physics_keeps_three_colours_and_returns_everything_on_a_repeat() {
        let mut t = Table::new(2);
        t.board(0, &["Physics"]).hand(0, &["Pottery"]);
        t.deck_top(&["Classification", "Industrialization", "Atomic theory"]); // blue, red, green
        t.dogma("Physics");
        assert_eq!(t.hand_of(0), cards(&["Pottery", "Atomic theory", "Industrialization", "Classification"]));
        let mut t = Table::new(2);
        t.board(0, &["Physics"]).hand(0, &["Pottery"]);
        t.deck_top(&["Classification", "Encyclopedia", "Atomic theory"]); // blue twice
        t.dogma("Physics");
        assert!(t.hand_of(0).is_empty());
        assert_eq!(t.log_keys().iter().filter(|k| *k == "innovation-log-reveal").count(), 3);
        assert_eq!(t.g.decks[0][0], card("Pottery"));
        assert_eq!(t.g.decks[5][..3], cards(&["Classification", "Encyclopedia", "Atomic theory"])[..]);
    }

    #[test]
    fn coal_tucks_a_five_may_splay_red_and_scores_a_top_card_with_the_one_beneath() {
        let mut t = Table::new(2);
        t.board(0, &["Oars", "Coal"]).board(0, &["Writing", "Chemistry"]);
        t.deck_top(&["Banking"]);
        t.dogma("Coal");
        assert_eq!(t.g.stack(0, Color::Green).cards, cards(&["Banking"]), "a 5 tucked");
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Red).splay, Splay::Right);
        assert_eq!(t.option_keys(0), vec![Table::id("Chemistry"), Table::id("Coal"), Table::id("Banking")]);
        t.choose(0, &["Chemistry"]);
        assert_eq!(t.score_of(0), cards(&["Chemistry", "Writing"]));
        assert!(t.g.stack(0, Color::Blue).is_empty());
        let mut t = Table::new(2);
        t.board(0, &["Coal"]);
        t.dogma("Coal");
        t.answer(0, &[]);
        assert!(t.score_of(0).is_empty(), "scoring is optional");
        assert!(!t.in_dogma());
    }

    #[test]
    fn pirate_code_takes_two_low_score_cards_and_the_activator_scores_a_crown_card() {
        let mut t = Table::new(3);
        t.board(0, &["The pirate code", "Sailing"]); // 4 crowns
        t.board(1, &["Pottery"]).score(1, &["Calendar", "Alchemy", "Coal", "Oars"]); // no crown
        t.board(2, &["Code of laws", "Enterprise"]); // 3 crowns: affected, with nothing to give
        t.dogma("The pirate code");
        assert_eq!(t.prompted(), vec![1]);
        assert_eq!(t.option_keys(1).len(), 3, "the 5 cannot go");
        t.choose(1, &["Alchemy", "Oars"]);
        assert_eq!(t.score_of(1), cards(&["Calendar", "Coal"]));
        // Then the lowest top card with a crown: Sailing (1), not The Pirate Code (5).
        assert_eq!(t.score_of(0), cards(&["Alchemy", "Oars", "Sailing"]));
        assert!(!t.in_dogma());
    }

    #[test]
    fn pirate_code_scores_nothing_when_the_demand_moved_nothing() {
        let mut t = Table::new(2);
        t.board(0, &["The pirate code"]).board(1, &["Pottery"]).score(1, &["Coal"]);
        t.dogma("The pirate code");
        assert!(t.score_of(0).is_empty());
        assert_eq!(t.top(0, Color::Red), Some(card("The pirate code")));
        let mut t = Table::new(2);
        t.board(0, &["The pirate code"]).board(1, &["Navigation"]).score(1, &["Oars"]);
        t.dogma("The pirate code");
        assert_eq!(t.score_of(1), cards(&["Oars"]), "3 crowns against 2: not affected");
        assert_eq!(t.top(1, Color::Green), Some(card("Navigation")), "the sharer moved nothing either");
    }

    #[test]
    fn banking_takes_a_non_green_factory_card_and_may_splay_green() {
        let mut t = Table::new(3);
        t.board(0, &["Clothing", "Banking", "Code of laws"]); // 4 crowns
        t.board(1, &["Colonialism", "Invention", "Emancipation"]); // no crown
        t.board(2, &["Navigation", "Enterprise"]); // 6 crowns: not affected
        t.dogma("Banking");
        assert_eq!(t.prompted(), vec![1]);
        assert_eq!(t.option_keys(1), vec![Table::id("Colonialism"), Table::id("Emancipation")], "not the green one");
        t.choose(1, &["Colonialism"]);
        assert_eq!(t.top(0, Color::Red), Some(card("Colonialism")));
        assert_eq!(t.score_of(1), cards(&["Chemistry"]), "a 5 drawn and scored");
        // Seat 2 shares with a single green card (nothing to splay, not asked).
        assert_eq!(t.prompted(), vec![0]);
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Green).splay, Splay::Right);
        assert!(!t.in_dogma());
    }

    #[test]
    fn measurement_returns_a_card_splays_its_colour_and_draws_by_the_pile_size() {
        let mut t = Table::new(2);
        t.board(0, &["Sailing", "Measurement"]).hand(0, &["Compass", "Writing"]);
        t.dogma("Measurement");
        t.choose(0, &["Compass"]);
        assert!(t.log_keys().contains(&"innovation-log-reveal".to_string()));
        assert_eq!(t.g.decks[2][0], card("Compass"));
        assert_eq!(t.g.stack(0, Color::Green).splay, Splay::Right);
        assert_eq!(t.hand_of(0), cards(&["Writing", "Calendar"]), "two green cards: a 2 drawn");
        let mut t = Table::new(2);
        t.board(0, &["Measurement"]).hand(0, &["Pottery"]);
        t.dogma("Measurement").choose(0, &["Pottery"]);
        assert_eq!(t.hand_of(0), cards(&["Tools"]), "no blue pile: a 0, drawn as a 1");
        let mut t = Table::new(2);
        t.board(0, &["Measurement"]).hand(0, &["Pottery"]);
        t.dogma("Measurement").answer(0, &[]);
        assert_eq!(t.hand_of(0), cards(&["Pottery"]));
    }

    #[test]
    fn statistics_sends_the_highest_score_cards_to_the_hand_and_may_splay_yellow() {
        let mut t = Table::new(3);
        t.board(0, &["Agriculture", "Statistics", "Pottery"]); // 5 leaves
        t.board(1, &["Writing"]).score(1, &["Alchemy", "Calendar", "Translation"]); // no leaf
        t.board(2, &["Reformation", "Clothing"]).score(2, &["Oars"]); // 5 leaves: not affected
        t.dogma("Statistics");
        assert_eq!(t.hand_of(1), cards(&["Alchemy", "Translation"]));
        assert_eq!(t.score_of(1), cards(&["Calendar"]));
        assert_eq!(t.score_of(2), cards(&["Oars"]));
        t.answer(0, &["yes"]);
        assert_eq!(t.g.stack(0, Color::Yellow).splay, Splay::Right);
    }

    #[test]
    fn steam_engine_tucks_two_fours_and_scores_the_bottom_yellow_card() {
        let mut t = Table::new(2);
        t.board(0, &["Steam engine"]).deck_top(&["Anatomy", "Colonialism"]);
        t.dogma("Steam engine");
        assert_eq!(t.top(0, Color::Red), Some(card("Colonialism")));
        assert_eq!(t.score_of(0), cards(&["Anatomy"]), "Anatomy was tucked under Steam Engine, then scored");
        assert_eq!(t.g.stack(0, Color::Yellow).cards, cards(&["Steam engine"]));
        let mut t = Table::new(2);
        t.board(0, &["Steam engine"]).deck_top(&["Invention", "Colonialism"]);
        t.dogma("Steam engine");
        assert_eq!(t.score_of(0), cards(&["Steam engine"]), "the card itself is the bottom yellow card");
    }

    #[test]
    fn astronomy_melds_green_and_blue_sixes_until_another_colour_then_may_claim_universe() {
        let mut t = Table::new(2);
        t.board(0, &["Astronomy", "Calendar"]);
        t.deck_top(&["Canning", "Classification", "Atomic theory"]);
        t.dogma("Astronomy");
        assert_eq!(t.top(0, Color::Blue), Some(card("Atomic theory")));
        assert_eq!(t.top(0, Color::Green), Some(card("Classification")));
        assert_eq!(t.hand_of(0), cards(&["Canning"]));
        assert_eq!(t.g.players[0].achievements, vec![Achievement::Special(Special::Universe)]);
        let mut t = Table::new(2);
        t.board(0, &["Astronomy", "Sailing"]).deck_top(&["Canning"]);
        t.dogma("Astronomy");
        assert!(t.g.players[0].achievements.is_empty(), "a green 1 on top: no Universe");
    }

    #[test]
    fn societies_takes_a_lightbulb_card_higher_than_the_activators_of_its_colour() {
        let mut t = Table::new(3);
        t.board(0, &["Societies", "Chemistry"]); // 2 crowns
        t.board(1, &["Atomic theory", "Physics", "Measurement", "Perspective"]); // no crown
        t.board(2, &["Navigation"]); // 3 crowns: not affected
        t.dogma("Societies");
        assert_eq!(t.prompted(), vec![1]);
        // Blue: Physics (5) is not above Chemistry (5); no green or yellow pile opposite.
        assert_eq!(t.option_keys(1), vec![Table::id("Measurement"), Table::id("Perspective")]);
        t.choose(1, &["Measurement"]);
        assert_eq!(t.top(0, Color::Green), Some(card("Measurement")));
        assert_eq!(t.hand_of(1), cards(&["Coal"]), "a 5 drawn");
        assert!(t.hand_of(2).is_empty());
        let mut t = Table::new(2);
        t.board(0, &["Societies"]).board(1, &["Pottery"]);
        t.dogma("Societies");
        assert!(t.hand_of(1).is_empty(), "nothing to move: no draw");
        assert!(!t.in_dogma());
    }
}
