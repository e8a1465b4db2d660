//! The Dominion sitter: Big Money with the kingdom's best terminal draw. It plays
//! its Actions (those that give actions first), all its Treasures, and buys
//! Province at 8, Gold at 6–7, the terminal draw or Silver below that, greening
//! (Duchy, then Estate) as the Provinces run low. Other decisions discard and trash
//! junk first and gain the most valuable card allowed. It reads only the seat's
//! view and prompt: supply counts, its own hand and what is in play.

use super::cards::Card;
use super::view::DominionView;
use engine::sitter::{best_many, best_one, cautious};
use engine::{Answer, Choice, Opt, Prompt};

/// A terminal draw card the sitter buys, best first, and how many copies it wants.
struct Terminal {
    card: Card,
    copies: u32,
    /// Where the ranking comes from (checked by the table's test).
    #[cfg_attr(not(test), allow(dead_code))]
    source: &'static str,
}

/// Terminal draw for Big Money, best first: the simulator results the strategy's
/// community publishes rank Witch above the plain draw cards, Smithy and Council
/// Room about level, then Library and Moat.
const TERMINALS: [Terminal; 5] = [
    Terminal { card: Card::Witch, copies: 2, source: "Big Money simulations: cursing plus draw" },
    Terminal { card: Card::Smithy, copies: 2, source: "Big Money simulations: Smithy-BM benchmark" },
    Terminal { card: Card::CouncilRoom, copies: 1, source: "Big Money simulations: helps the opponent draw" },
    Terminal { card: Card::Library, copies: 2, source: "Big Money simulations: draw to seven" },
    Terminal { card: Card::Moat, copies: 2, source: "Big Money simulations: weak draw, defends" },
];

/// Actions that give back an action: played before any terminal.
const NON_TERMINALS: [Card; 9] = [
    Card::Laboratory,
    Card::Market,
    Card::Festival,
    Card::Village,
    Card::Merchant,
    Card::Sentry,
    Card::Poacher,
    Card::Harbinger,
    Card::Cellar,
];

/// Copies of each kingdom card in the supply at the start.
const KINGDOM_PILE: u32 = 10;

pub fn answer(view: &DominionView, prompt: &Prompt) -> Answer {
    let key: &str = &prompt.text.key;
    let policy = match (&prompt.choice, key) {
        (Choice::One { options }, "dominion-prompt-action") => play_action(options),
        (Choice::One { options }, "dominion-prompt-buy") => buy(view, options),
        (Choice::One { options }, k) if is_yes_no(options) => Some(Answer::one(if says_yes(k) { "yes" } else { "no" })),
        (Choice::One { options }, k) if k.ends_with("-gain") || k == "dominion-ask-workshop" => {
            best_one(options, |o| card_of(o).filter(|c| *c != Card::Curse).map(worth))
        }
        (Choice::One { options }, "dominion-ask-mine-trash") => {
            best_one(options, |o| card_of(o).filter(|c| c.is_treasure() && *c != Card::Gold).map(|c| c.cost() as i64))
        }
        (Choice::One { options }, "dominion-ask-remodel-trash") => best_one(options, |o| {
            card_of(o).and_then(|c| match c {
                Card::Gold => Some(3),
                Card::Curse => Some(2),
                Card::Estate => Some(1),
                _ => None,
            })
        }),
        (Choice::One { options }, "dominion-ask-throne-room") => play_action(options),
        (Choice::One { options }, "dominion-ask-harbinger") => best_one(options, |o| card_of(o).map(worth)),
        (Choice::Many { options, min, max }, _) => {
            let trashing = key.contains("trash") || key == "dominion-ask-chapel";
            Some(best_many(options, *min, *max, |o| card_of(o).map_or(0, |c| junk(c, trashing))))
        }
        _ => None,
    };
    policy.unwrap_or_else(|| cautious(prompt))
}

fn card_of(o: &Opt) -> Option<Card> {
    // Copy keys are "<id>.<n>", turn options "play:<id>" or "buy:<id>".
    let id = o.key.split_once(':').map_or(o.key.as_ref(), |(_, id)| id);
    Card::from_id(id.split_once('.').map_or(id, |(id, _)| id))
}

fn is_yes_no(options: &[Opt]) -> bool {
    options.len() == 2 && options[0].key == "yes" && options[1].key == "no"
}

/// Reveal Moat, set aside Actions for Library, play what Vassal discards, trash a
/// Copper for Moneylender's coins: every yes/no of the base set is worth a yes to
/// a Big Money deck.
fn says_yes(key: &str) -> bool {
    key.starts_with("dominion-")
}

/// How much a card is worth owning to this strategy.
fn worth(card: Card) -> i64 {
    match card {
        Card::Province => 100,
        Card::Gold => 60,
        Card::Duchy => 40,
        Card::Curse => -100,
        Card::Copper => 1,
        c if TERMINALS.iter().any(|t| t.card == c) => 50,
        c => c.cost() as i64 * 5,
    }
}

/// How glad the sitter is to be rid of a card from hand: above zero for junk.
fn junk(card: Card, trashing: bool) -> i64 {
    match card {
        Card::Curse => 30,
        Card::Estate => 20,
        Card::Duchy | Card::Province if !trashing => 10,
        c if c.is_victory() && !trashing => 5,
        c => -worth(c),
    }
}

fn play_action(options: &[Opt]) -> Option<Answer> {
    best_one(options, |o| {
        let card = card_of(o)?;
        if let Some(i) = NON_TERMINALS.iter().position(|c| *c == card) {
            return Some(200 - i as i64);
        }
        if let Some(i) = TERMINALS.iter().position(|t| t.card == card) {
            return Some(100 - i as i64);
        }
        card.is_action().then_some(50)
    })
}

fn buy(view: &DominionView, options: &[Opt]) -> Option<Answer> {
    if options.iter().any(|o| o.key == "treasures") {
        return Some(Answer::one("treasures"));
    }
    let coins = view.turn.coins;
    let provinces = view.supply.iter().find(|p| p.card == Card::Province).map_or(0, |p| p.count);
    let can_buy = |card: Card| options.iter().any(|o| o.key == format!("buy:{}", card.id()));
    let mut wishes: Vec<Card> = Vec::new();
    if coins >= 8 {
        wishes.push(Card::Province);
    }
    if coins >= 6 {
        wishes.extend(if provinces <= 4 { [Card::Duchy, Card::Gold] } else { [Card::Gold, Card::Duchy] });
    }
    if coins == 5 && provinces <= 5 {
        wishes.push(Card::Duchy);
    }
    if coins <= 4 && provinces <= 2 {
        wishes.push(Card::Estate);
    }
    wishes.extend(wanted_terminal(view, coins));
    if coins >= 3 {
        wishes.push(Card::Silver);
    }
    if provinces <= 3 {
        wishes.push(Card::Estate);
    }
    wishes
        .into_iter()
        .find(|c| can_buy(*c))
        .map(|c| Answer::one(format!("buy:{}", c.id())))
        .or(Some(Answer::one("end")))
}

/// The best terminal of the kingdom the sitter can afford, while it seems to own
/// fewer copies than it wants. Its own deck is hidden from it too, so it counts the
/// copies gone from the supply and those it can see in hand and in play.
fn wanted_terminal(view: &DominionView, coins: u32) -> Option<Card> {
    let me = view.viewer.and_then(|s| view.players.get(s))?;
    let seats = view.players.len() as u32;
    TERMINALS.iter().find_map(|t| {
        let pile = view.supply.iter().find(|p| p.card == t.card)?;
        let gone = KINGDOM_PILE.saturating_sub(pile.count);
        let seen = me.hand.iter().flatten().chain(&me.in_play).filter(|c| **c == t.card).count() as u32;
        let likely_mine = gone.div_ceil(seats).max(seen);
        (pile.cost <= coins && pile.count > 0 && likely_mine < t.copies).then_some(t.card)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sitter-quality report: run with `--nocapture` to see the figures.
    #[test]
    fn beats_a_uniformly_random_player() {
        let game = engine::registry::registered::<super::super::Dominion>();
        for kingdom in ["first-game", "random"] {
            let duel = engine::sitter::duel(game, &serde_json::json!({ "kingdom": kingdom }), 200, 20_000).unwrap();
            println!("dominion ({kingdom}) sitter vs random: {duel:?}, win rate {:.3}", duel.win_rate());
            assert!(duel.win_rate() >= 0.9, "{duel:?}");
        }
    }

    #[test]
    fn the_terminal_table_names_distinct_terminal_actions_with_sources() {
        for (i, t) in TERMINALS.iter().enumerate() {
            assert!(t.card.is_action() && t.card.is_kingdom(), "{:?}", t.card);
            assert!(!NON_TERMINALS.contains(&t.card), "{:?} is listed as both", t.card);
            assert!(t.copies > 0 && !t.source.is_empty(), "{:?}", t.card);
            assert!(TERMINALS[..i].iter().all(|u| u.card != t.card), "{:?} twice", t.card);
        }
    }
}
