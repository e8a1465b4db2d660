//! Card effects: one function per effect, one file per age. Each age file exposes
//! `EFFECTS`, a table of [`CardEffects`] rows (a card, by its `Card::NAME`
//! constant → its effects in printed order, demands first); the framework finds a
//! card's effects here and nowhere else. The tests below prove all 105 cards have
//! their row, with the number of demand and non-demand effects the card data
//! gives, and that each row holds its own card's effects.

pub mod age1;
pub mod age10;
pub mod age2;
pub mod age3;
pub mod age4;
pub mod age5;
pub mod age6;
pub mod age7;
pub mod age8;
pub mod age9;
mod common;

use super::data::Card;
use super::exec::{EffectContext, EffectResult};

/// One effect of a card: called with the effect's context, re-entered at
/// `fx.step()` after each question it asks.
pub type EffectFn = fn(&mut EffectContext) -> EffectResult;

#[derive(Clone, Copy)]
pub enum Effect {
    /// "I demand …": executed by each opponent with fewer of the featured icon.
    Demand(EffectFn),
    /// Executed by each player with at least as many, the activating player last.
    NonDemand(EffectFn),
}

impl Effect {
    pub fn is_demand(self) -> bool {
        matches!(self, Effect::Demand(_))
    }

    pub fn run(self) -> EffectFn {
        match self {
            Effect::Demand(f) | Effect::NonDemand(f) => f,
        }
    }
}

/// A card's effects, in the order printed on the card.
pub struct CardEffects {
    pub card: Card,
    pub effects: &'static [Effect],
}

const BY_AGE: [&[CardEffects]; 10] = [
    age1::EFFECTS,
    age2::EFFECTS,
    age3::EFFECTS,
    age4::EFFECTS,
    age5::EFFECTS,
    age6::EFFECTS,
    age7::EFFECTS,
    age8::EFFECTS,
    age9::EFFECTS,
    age10::EFFECTS,
];

/// The effects of `card`, in printed order.
pub fn effects(card: Card) -> &'static [Effect] {
    #[cfg(any(test, feature = "testkit"))]
    if let Some(effects) = stand_in::get(card) {
        return effects;
    }
    // Every card has its row (tested below), so the empty fallback is never taken.
    BY_AGE[card.age() as usize - 1].iter().find(|row| row.card == card).map_or(&[], |row| row.effects)
}

/// Framework tests only: let a card run stand-in effects, to exercise framework
/// features no written card uses yet (nested execution, "win", …). Per test
/// thread; undone when the returned guard drops. Card tests never use this.
#[cfg(any(test, feature = "testkit"))]
pub mod stand_in {
    use super::{Card, Effect};
    use std::cell::RefCell;

    thread_local! {
        static STAND_INS: RefCell<Vec<(Card, &'static [Effect])>> = const { RefCell::new(Vec::new()) };
    }

    pub(crate) fn get(card: Card) -> Option<&'static [Effect]> {
        STAND_INS.with(|s| s.borrow().iter().find(|(c, _)| *c == card).map(|(_, e)| *e))
    }

    pub struct Guard;

    impl Drop for Guard {
        fn drop(&mut self) {
            STAND_INS.with(|s| s.borrow_mut().clear());
        }
    }

    /// While the guard lives, `card` runs `effects` instead of its own.
    #[must_use]
    pub fn set(card: Card, effects: &'static [Effect]) -> Guard {
        STAND_INS.with(|s| s.borrow_mut().push((card, effects)));
        Guard
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_has_one_row_in_its_age_file_matching_the_card_data() {
        let mut seen = std::collections::BTreeSet::new();
        for (i, rows) in BY_AGE.iter().enumerate() {
            for row in *rows {
                let info = row.card.info();
                assert_eq!(info.age as usize, i + 1, "{} is listed in the age {} file", row.card, i + 1);
                assert!(seen.insert(row.card), "{} has two rows", row.card);
                let demands = row.effects.iter().filter(|e| e.is_demand()).count();
                assert_eq!(demands, info.demands as usize, "{}: demand effects", row.card);
                assert_eq!(row.effects.len() - demands, info.non_demands as usize, "{}: non-demand effects", row.card);
                assert!(row.effects.iter().take(demands).all(|e| e.is_demand()), "{}: demands come first", row.card);
            }
        }
        assert_eq!(seen.len(), 105, "every card of the base game has its effects");
    }

    /// The sources of the age files and of the card data, read as text: the names
    /// rows and effect functions are written under are checked against the data.
    const AGE_SOURCES: [&str; 10] = [
        include_str!("age1.rs"),
        include_str!("age2.rs"),
        include_str!("age3.rs"),
        include_str!("age4.rs"),
        include_str!("age5.rs"),
        include_str!("age6.rs"),
        include_str!("age7.rs"),
        include_str!("age8.rs"),
        include_str!("age9.rs"),
        include_str!("age10.rs"),
    ];
    const DATA_SOURCE: &str = include_str!("../data.rs");

    /// The constant a card's name gives: capitals, words joined by `_`, dots
    /// dropped, initials run together (`A. I.` is `AI`).
    fn constant_for(name: &str) -> String {
        let name = name.replace('.', "");
        let words: Vec<&str> = name.split_whitespace().collect();
        let joiner = if words.iter().all(|w| w.len() == 1) { "" } else { "_" };
        words.join(joiner).to_uppercase()
    }

    /// The `Card::NAME` constants written in the card data, by name.
    fn constants() -> std::collections::BTreeMap<String, Card> {
        DATA_SOURCE
            .lines()
            .filter_map(|l| l.trim().strip_prefix("pub const ")?.strip_suffix(");")?.split_once(": Card = Card("))
            .map(|(name, n)| (name.to_string(), Card(n.parse().unwrap())))
            .collect()
    }

    #[test]
    fn every_card_constant_is_the_card_of_that_name() {
        let constants = constants();
        assert_eq!(constants.len(), 105, "one constant per card");
        for (name, card) in &constants {
            assert_eq!(*name, constant_for(card.info().name), "Card::{name} is {card} ({})", card.0);
        }
        let cards: std::collections::BTreeSet<Card> = constants.values().copied().collect();
        assert_eq!(cards.len(), 105, "no card has two constants");
    }

    /// Each row is written under its card's constant, and every effect function in
    /// it is named after that card (`pottery_…` in Pottery's row, an optional
    /// leading `the` aside): a row swapped with another card's fails here even
    /// when both have the same number of demands and non-demands.
    #[test]
    fn every_row_holds_the_effects_of_the_card_it_is_written_under() {
        let constants = constants();
        let stem = |s: &str| s.strip_prefix("the_").unwrap_or(s).to_string();
        for (age, (source, rows)) in AGE_SOURCES.iter().zip(BY_AGE).enumerate() {
            let table = &source[source.find("pub const EFFECTS").unwrap()..];
            let table = &table[..table.find("\n];").unwrap()];
            let written: Vec<&str> = table.split("CardEffects {").skip(1).collect();
            assert_eq!(written.len(), rows.len(), "age {}: rows as written and as compiled", age + 1);
            for (text, row) in written.iter().zip(rows.iter()) {
                let name = text.split("card: Card::").nth(1).and_then(|t| t.split(',').next()).unwrap().trim();
                assert_eq!(constants.get(name), Some(&row.card), "age {}: the row under Card::{name}", age + 1);
                let card = stem(&name.to_lowercase());
                let fns: Vec<(bool, &str)> = text
                    .split("Effect::")
                    .skip(1)
                    .map(|e| {
                        let (kind, rest) = e.split_once('(').unwrap();
                        (kind == "Demand", rest.split(')').next().unwrap())
                    })
                    .collect();
                let demands: Vec<bool> = row.effects.iter().map(|e| e.is_demand()).collect();
                assert_eq!(fns.iter().map(|f| f.0).collect::<Vec<_>>(), demands, "{}: effects as written", row.card);
                for (_, f) in fns {
                    let f = stem(f);
                    assert!(
                        f == card || f.starts_with(&format!("{card}_")),
                        "{}: the row under Card::{name} runs {f}, another card's effect",
                        row.card
                    );
                }
            }
        }
    }

    #[test]
    fn every_card_has_its_text_in_the_catalog() {
        use engine::Game;
        use engine::i18n::Catalog;
        let catalog = Catalog::for_game(&super::super::Innovation::meta(), "en").unwrap();
        for card in Card::all() {
            assert!(catalog.card_text(card.id()).is_some(), "{card} has no .text in en.ftl");
        }
    }
}
