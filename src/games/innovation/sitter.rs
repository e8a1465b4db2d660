//! The Innovation sitter: a greedy player. On its turn it claims an achievement
//! when it can, melds a card that raises a pile, activates the strongest dogma it
//! would not share for free (a demand only when it has more of the featured icon
//! than everyone else), and draws otherwise. Inside an effect it scores, melds and
//! keeps the highest cards, gives up and returns the lowest, says yes to "you may",
//! splays the biggest pile and names an opponent. It reads only the seat's view
//! and prompt, and the printed card data. On top of that it looks one decision
//! ahead on the game as its seat imagines it (hidden cards re-dealt), valuing
//! achievements, points and board ages against the best rival: that lifted it
//! from 80 to 194 wins in 200 games against a random player.

use super::Innovation;
use super::data::Card;
use super::view::{Face, InnovationView, PlayerView};
use engine::sitter::{best_many, best_one, cautious};
use engine::{Answer, Arg, Choice, Game, GameRng, Prompt, Seat, Text, Viewer};

pub fn answer(view: &InnovationView, prompt: &Prompt) -> Answer {
    let seat = prompt.seat;
    let Some(me) = view.players.get(seat) else { return cautious(prompt) };
    let key: &str = &prompt.text.key;
    let policy = match (&prompt.choice, key) {
        (Choice::One { options }, "innovation-ask-action") => {
            best_one(options, |o| action_worth(view, seat, me, &o.key))
        }
        (Choice::One { options }, "innovation-ask-opening") => best_one(options, |o| card_of(&o.key).map(icon_total)),
        (Choice::One { options }, "innovation-ask-may") => options
            .iter()
            .any(|o| o.key == "yes")
            .then(|| Answer::one(if welcome(&prompt.text) { "yes" } else { "no" })),
        (Choice::One { options }, "innovation-ask-player") => best_one(options, |o| {
            o.key.parse::<Seat>().ok().map(|s| if s == seat { 0 } else { 1 + rival_strength(view, s) })
        }),
        (Choice::One { options }, "innovation-ask-value") => best_one(options, |o| o.key.parse::<i64>().ok()),
        (Choice::One { options }, "innovation-ask-color") => best_one(options, |o| Some(pile_size(me, &o.key) as i64)),
        (Choice::Many { options, min, max }, "innovation-ask-color") => {
            Some(best_many(options, *min, *max, |o| pile_size(me, &o.key) as i64 + 1))
        }
        (Choice::One { options }, "innovation-ask-cards") => {
            let gain = gaining(&prompt.text);
            best_one(options, |o| age_of(&o.key).map(|a| if gain { a } else { -a }))
        }
        (Choice::Many { options, min, max }, "innovation-ask-cards") => {
            let gain = gaining(&prompt.text);
            Some(best_many(options, *min, *max, |o| match age_of(&o.key) {
                Some(a) if gain => 1 + a,
                Some(a) => -a,
                None => 0,
            }))
        }
        _ => None,
    };
    policy.unwrap_or_else(|| cautious(prompt))
}

/// On the game as the seat imagines it (hidden cards re-dealt by the platform):
/// one decision of look-ahead valued by [`standing`], the greedy answer first
/// among equals.
pub fn imagined(seen: &Innovation, prompt: &Prompt, rng: &mut GameRng) -> Option<Answer> {
    let first = answer(&seen.view(Viewer::Seat(prompt.seat)), prompt);
    let answers = engine::sitter::answers_to_try(prompt, first);
    engine::sitter::lookahead(seen, prompt, answers, rng, |g| standing(g, prompt.seat))
}

/// How well `seat` stands against its best rival: a finished game above all;
/// then achievements, points, the ages on its board (what it draws and melds
/// from next) and cards in hand.
fn standing(g: &Innovation, seat: Seat) -> i64 {
    if let Some(o) = g.outcome() {
        return if o.places[seat] == 1 { 1_000_000 } else { -1_000_000 };
    }
    let worth = |s: Seat| {
        g.team_achievements(s) as i64 * 400
            + g.score(s) as i64 * 10
            + g.tops(s).iter().map(|c| c.age() as i64).sum::<i64>() * 6
            + g.hand(s).len() as i64 * 2
    };
    let rival = (0..g.seats()).filter(|&s| g.team_of(s) != g.team_of(seat)).map(worth).max().unwrap_or(0);
    worth(seat) - rival
}

fn card_of(key: &str) -> Option<Card> {
    Card::from_id(key)
}

/// The age of a card option: its face, or the age on the back of a face-down card
/// (keys "<zone>-<owner>-<age>-<nth>").
fn age_of(key: &str) -> Option<i64> {
    if let Some(c) = card_of(key) {
        return Some(c.age() as i64);
    }
    let mut parts = key.rsplit('-');
    parts.next()?;
    parts.next()?.parse().ok()
}

fn icon_total(card: Card) -> i64 {
    card.info().icons.iter().flatten().count() as i64
}

fn pile_size(me: &PlayerView, color: &str) -> usize {
    me.board.iter().find(|p| p.color.id() == color).map_or(0, |p| p.cards.len())
}

/// Opponents ahead (more achievements, then more score) are the better targets.
fn rival_strength(view: &InnovationView, seat: Seat) -> i64 {
    view.players.get(seat).map_or(0, |p| p.achievements.len() as i64 * 100 + p.score as i64)
}

/// The nested "act" argument of a question ("score", "return", …).
fn act_of(text: &Text) -> Option<&str> {
    match text.args.get("act") {
        Some(Arg::Text(t)) => Some(&t.key),
        _ => None,
    }
}

/// Whether the chosen cards come to the sitter (so it wants high ones) rather than
/// leave it.
fn gaining(text: &Text) -> bool {
    act_of(text).is_some_and(|a| ["score", "meld", "keep", "achieve", "splay"].iter().any(|w| a.contains(w)))
}

/// "You may …": yes, unless it only gives cards away.
fn welcome(text: &Text) -> bool {
    act_of(text).is_none_or(|a| !["transfer", "remove"].iter().any(|w| a.contains(w)))
}

fn top_age(me: &PlayerView, card: Card) -> Option<u8> {
    let pile = me.board.iter().find(|p| p.color == card.color())?;
    pile.cards.last().map(|c| c.age())
}

fn action_worth(view: &InnovationView, seat: Seat, me: &PlayerView, key: &str) -> Option<i64> {
    if let Some(age) = key.strip_prefix("achieve-") {
        return Some(1000 + age.parse::<i64>().ok()?);
    }
    if let Some(id) = key.strip_prefix("meld-") {
        let card = card_of(id)?;
        let age = card.age() as i64;
        return Some(match top_age(me, card) {
            None => 40 + age * 10,
            Some(top) if top < card.age() => 30 + age * 10,
            Some(_) => 5,
        });
    }
    if let Some(id) = key.strip_prefix("dogma-") {
        let card = card_of(id)?;
        let info = card.info();
        let mine = me.icons.get(&info.dogma).copied().unwrap_or(0);
        let others = view.players.iter().enumerate().filter(|(s, _)| *s != seat);
        let most_of_theirs = others.map(|(_, p)| p.icons.get(&info.dogma).copied().unwrap_or(0)).max().unwrap_or(0);
        let age = card.age() as i64;
        let demand_bites = info.demands > 0 && mine > most_of_theirs;
        let shared = info.non_demands > 0 && most_of_theirs >= mine;
        return Some(match (demand_bites, info.non_demands > 0) {
            (true, _) => 45 + age * 10,
            (false, true) if !shared => 35 + age * 10,
            (false, true) => 25 + age * 8,
            (false, false) => 0,
        });
    }
    if key == "draw" {
        let in_hand = me.hand.iter().filter(|f| matches!(f, Face::Card(_) | Face::Back(_))).count();
        return Some(if in_hand < 2 { 60 } else { 30 });
    }
    None
}

#[cfg(test)]
mod tests {
    /// The sitter-quality report: run with `--nocapture` to see the figures.
    #[test]
    fn beats_a_uniformly_random_player() {
        let game = engine::registry::registered::<super::super::Innovation>();
        let duel = engine::sitter::duel(game, &serde_json::json!({}), 200, 50_000).unwrap();
        println!("innovation sitter vs random: {duel:?}, win rate {:.3}", duel.win_rate());
        assert!(duel.win_rate() >= 0.9, "{duel:?}");
    }
}
