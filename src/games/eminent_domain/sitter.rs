//! The Eminent Domain sitter: a greedy empire builder. It leads the role that pays
//! most for what it can see of its own empire (Trade with goods to sell, Produce
//! with empty slots, Colonize with a face-down planet to settle, Survey with none,
//! Warfare to attack when its fighters suffice), boosts and follows with every
//! matching card, attacks or settles when offered, and otherwise takes the cautious
//! answer (it never removes or discards more than it must). It reads only the
//! seat's view and prompt.

use super::view::{EminentDomainView, PlayerView};
use engine::sitter::{best_many, best_one, cautious};
use engine::{Answer, Choice, Prompt};

pub fn answer(view: &EminentDomainView, prompt: &Prompt) -> Answer {
    let Some(me) = view.players.get(prompt.seat) else { return cautious(prompt) };
    let key: &str = &prompt.text.key;
    let policy = match (&prompt.choice, key) {
        (Choice::One { options }, "eminent-domain-prompt-action") => {
            best_one(options, |o| Some(action_worth(me, &o.key)))
        }
        (Choice::One { options }, "eminent-domain-prompt-role") => best_one(options, |o| role_worth(me, &o.key)),
        (Choice::Many { options, min, max }, "eminent-domain-prompt-boost" | "eminent-domain-prompt-follow") => {
            Some(best_many(options, *min, *max, |_| 1))
        }
        (
            Choice::One { options },
            "eminent-domain-prompt-warfare"
            | "eminent-domain-prompt-attack"
            | "eminent-domain-prompt-mobilize"
            | "eminent-domain-prompt-colonize"
            | "eminent-domain-prompt-settle"
            | "eminent-domain-prompt-produce-or-trade"
            | "eminent-domain-prompt-research",
        ) => best_one(options, |o| Some(option_worth(&o.key))),
        (Choice::Many { options, min, max }, "eminent-domain-prompt-produce" | "eminent-domain-prompt-trade") => {
            Some(best_many(options, *min, *max, |o| if o.key.starts_with("slot-") { 2 } else { 1 }))
        }
        _ => None,
    };
    policy.unwrap_or_else(|| cautious(prompt))
}

/// Planets of this empire still face down (to settle or attack).
fn face_down(me: &PlayerView) -> usize {
    me.planets.iter().filter(|p| !p.face_up).count()
}

fn slots(me: &PlayerView, filled: bool) -> usize {
    me.planets.iter().flat_map(|p| &p.slots).filter(|s| s.filled == filled).count()
}

fn role_worth(me: &PlayerView, role: &str) -> Option<i64> {
    Some(match role {
        "trade" => 4 * slots(me, true) as i64,
        "produce" if slots(me, true) == 0 => 3 * slots(me, false) as i64,
        "produce" => slots(me, false) as i64,
        "colonize" => 5 * face_down(me).min(1) as i64 + 1,
        "warfare" => 2 * me.fighters.min(3) as i64 + face_down(me).min(1) as i64,
        "survey" if face_down(me) == 0 => 6,
        "survey" => 1,
        "research" => 0,
        _ => return None,
    })
}

/// The card played for its action: the one the empire can use now.
fn action_worth(me: &PlayerView, key: &str) -> i64 {
    match key {
        "colonize" if face_down(me) > 0 => 5,
        "produce-trade" if slots(me, true) > 0 || slots(me, false) > 0 => 4,
        "survey" if face_down(me) == 0 => 3,
        "warfare" => 2,
        "skip" => 1,
        _ => 0,
    }
}

/// Do something rather than nothing: attack, settle, trade, take a technology.
fn option_worth(key: &str) -> i64 {
    let prefixes = [("attack-", 6), ("settle-", 5), ("trade-", 4), ("colony-", 3), ("produce-", 2), ("fighters", 1)];
    match prefixes.iter().find(|(p, _)| key.starts_with(p)) {
        Some((_, worth)) => *worth,
        None if ["none", "stop", "skip", "wait"].contains(&key) => 0,
        None => 3,
    }
}

#[cfg(test)]
mod tests {
    /// The sitter-quality report: run with `--nocapture` to see the figures.
    #[test]
    fn beats_a_uniformly_random_player() {
        let game = engine::registry::registered::<super::super::EminentDomain>();
        for variant in ["standard", "learning"] {
            let duel = engine::sitter::duel(game, &serde_json::json!({ "variant": variant }), 200, 20_000).unwrap();
            println!("eminent domain ({variant}) sitter vs random: {duel:?}, win rate {:.3}", duel.win_rate());
            assert!(duel.win_rate() >= 0.9, "{duel:?}");
        }
    }
}
