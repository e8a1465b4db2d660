//! Sitters: who answers for a seat whose player is late or gone. A sitter sees
//! exactly what that seat's player would see (the seat's view and prompt), never
//! the state behind them; each game supplies its policy through
//! [`Game::sitter`](super::Game::sitter), and this module holds what every policy
//! shares: the cautious fallback and the helpers to build answers.

use super::{Answer, Choice, GameRng, Opt, Prompt};

/// Option keys that mean "do nothing": the cautious answer takes them when it may.
const DECLINE_KEYS: [&str; 7] = ["none", "skip", "stop", "no", "end", "pass", "wait"];

/// The prompt's way of doing nothing, if it offers one.
pub fn decline(prompt: &Prompt) -> Option<Answer> {
    match &prompt.choice {
        Choice::One { options } => {
            options.iter().find(|o| DECLINE_KEYS.contains(&o.key.as_ref())).map(|o| Answer::One(o.key.to_string()))
        }
        Choice::Many { min: 0, .. } => Some(Answer::Many(Vec::new())),
        _ => None,
    }
}

/// The safest legal answer when a game has nothing better to say: decline where the
/// prompt offers a way to, otherwise the first option; as few items as allowed; the
/// order as offered; the smallest number.
pub fn cautious(prompt: &Prompt) -> Answer {
    match &prompt.choice {
        Choice::One { options } => decline(prompt)
            .unwrap_or_else(|| Answer::One(options.first().map(|o| o.key.to_string()).unwrap_or_default())),
        Choice::Many { options, min, .. } => {
            Answer::Many(options.iter().take(*min).map(|o| o.key.to_string()).collect())
        }
        Choice::Order { items } => Answer::Order(items.iter().map(|o| o.key.to_string()).collect()),
        Choice::Number { min, .. } => Answer::Number(*min),
    }
}

/// The `One` option with the highest score (the first of equals); `None` when no
/// option scores at all.
pub fn best_one(options: &[Opt], score: impl Fn(&Opt) -> Option<i64>) -> Option<Answer> {
    let mut best: Option<(i64, &Opt)> = None;
    for o in options {
        if let Some(s) = score(o)
            && best.is_none_or(|(b, _)| s > b)
        {
            best = Some((s, o));
        }
    }
    best.map(|(_, o)| Answer::One(o.key.to_string()))
}

/// For a `Many` prompt: the options ranked by `score` (highest first), taking every
/// option that scores above zero, but at least `min` and at most `max`.
pub fn best_many(options: &[Opt], min: usize, max: usize, score: impl Fn(&Opt) -> i64) -> Answer {
    let mut ranked: Vec<(i64, usize)> = options.iter().enumerate().map(|(i, o)| (score(o), i)).collect();
    ranked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let wanted = ranked.iter().filter(|(s, _)| *s > 0).count().clamp(min, max.min(options.len()));
    Answer::Many(ranked.iter().take(wanted).map(|(_, i)| options[*i].key.to_string()).collect())
}

/// Answers to try, in order, when a sitter moves: the policy's own, the cautious
/// one, then every single option of a `One` prompt. Rules may refuse an answer that
/// has the right shape (a card that cannot be afforded now), so a sitter needs more
/// than one try; `fallback_answers` ends with well-formed answers drawn from `rng`.
pub fn candidates(prompt: &Prompt, policy: Answer) -> Vec<Answer> {
    let mut out = vec![policy, cautious(prompt)];
    if let Choice::One { options } = &prompt.choice {
        out.extend(options.iter().map(|o| Answer::One(o.key.to_string())));
    }
    out.retain(|a| prompt.choice.check(a).is_ok());
    let mut unique: Vec<Answer> = Vec::with_capacity(out.len());
    for a in out {
        if !unique.contains(&a) {
            unique.push(a);
        }
    }
    unique
}

/// More well-formed answers, for prompts where every candidate was refused.
pub fn fallback_answers(prompt: &Prompt, rng: &mut GameRng, n: usize) -> Vec<Answer> {
    (0..n).map(|_| super::conformance::random_answer(&prompt.choice, rng)).collect()
}

/// One step of look-ahead on the game as the seat imagines it (see
/// [`Game::sitter_imagined`](super::Game::sitter_imagined)): each answer in
/// `answers` is applied to a copy and the outcome valued by `value`; the best
/// wins, the earlier of equals (so a caller lists its preferred answer first).
/// Answers the rules refuse are skipped; `None` if all are.
pub fn lookahead<G: super::Game>(
    seen: &G,
    prompt: &Prompt,
    answers: Vec<Answer>,
    rng: &mut GameRng,
    value: impl Fn(&G) -> i64,
) -> Option<Answer> {
    let mut best: Option<(i64, Answer)> = None;
    for answer in answers {
        if prompt.choice.check(&answer).is_err() {
            continue;
        }
        let mut next = seen.clone();
        if next.apply(prompt.seat, &answer, rng).is_err() {
            continue;
        }
        let v = value(&next);
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, answer));
        }
    }
    best.map(|(_, a)| a)
}

/// Answers worth trying for a prompt: `first`, then every single option of a
/// `One`, each option alone (within the bounds) of a `Many`, the ends and the
/// middle of a `Number`, the offered order of an `Order`.
pub fn answers_to_try(prompt: &Prompt, first: Answer) -> Vec<Answer> {
    let mut out = vec![first];
    match &prompt.choice {
        Choice::One { options } => out.extend(options.iter().map(|o| Answer::One(o.key.to_string()))),
        Choice::Many { options, min, max } => {
            out.push(cautious(prompt));
            if *min <= 1 && *max >= 1 {
                out.extend(options.iter().map(|o| Answer::Many(vec![o.key.to_string()])));
            }
            let all = options.len().min(*max);
            if all >= *min {
                out.push(Answer::Many(options.iter().take(all).map(|o| o.key.to_string()).collect()));
            }
        }
        Choice::Number { min, max } => out.extend([*min, *max, i64::midpoint(*min, *max)].map(Answer::Number)),
        Choice::Order { .. } => out.push(cautious(prompt)),
    }
    let mut unique: Vec<Answer> = Vec::with_capacity(out.len());
    for a in out {
        if !unique.contains(&a) {
            unique.push(a);
        }
    }
    unique
}

/// The result of [`duel`]: how a sitter fared against a uniformly random player.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Duel {
    pub games: usize,
    /// Games the sitter placed ahead of the random player.
    pub wins: usize,
    pub ties: usize,
    pub losses: usize,
    pub events: u64,
}

impl Duel {
    pub fn win_rate(&self) -> f64 {
        self.wins as f64 / self.games.max(1) as f64
    }
}

/// Two-player games of a sitter against a player answering uniformly at random
/// (the conformance suite's random answers), the sitter taking seat 0 in even
/// games and seat 1 in odd ones; for the sitter-quality report.
pub fn duel(
    game: &'static dyn super::DynGame,
    options: &serde_json::Value,
    games: usize,
    max_events: u64,
) -> Result<Duel, String> {
    duel_seats(game, options, 2, games, max_events)
}

/// Games of `seats` seats, one the sitter's (in turn each seat) and the others
/// answering uniformly at random: a win is a place ahead of every random player,
/// a tie a first place shared with one. For games of three or more seats only.
pub fn duel_seats(
    game: &'static dyn super::DynGame,
    options: &serde_json::Value,
    seats: usize,
    games: usize,
    max_events: u64,
) -> Result<Duel, String> {
    let mut duel = Duel { games, ..Duel::default() };
    for g in 0..games {
        let sitter_seat = g % seats;
        let seed = super::Seed::from_label(&format!("sitter-duel-{}-{g}", game.meta().slug));
        let mut m = super::Match::new(game, seats, options, seed).map_err(|e| e.to_string())?;
        let mut rng = GameRng::for_event(&super::Seed::from_label("sitter-duel-random"), g as u64);
        while !m.is_over() {
            if m.seq() >= max_events {
                return Err(format!("game {g} still running after {} events", m.seq()));
            }
            let prompts = m.prompts();
            let seat = prompts.iter().find(|p| p.seat == sitter_seat).map_or(prompts[0].seat, |p| p.seat);
            if seat == sitter_seat {
                m.sit_at(m.seq(), seat, false).map_err(|e| format!("game {g}: the sitter is stuck: {e}"))?;
            } else {
                let p = prompts.iter().find(|p| p.seat == seat).expect("prompted");
                let accepted =
                    (0..200).any(|_| m.answer(seat, &super::conformance::random_answer(&p.choice, &mut rng)).is_ok());
                if !accepted {
                    return Err(format!("game {g}: no random answer accepted at event {}", m.seq()));
                }
            }
        }
        duel.events += m.seq();
        let places = m.outcome().ok_or("a finished game has an outcome")?.places;
        let best_random = (0..seats).filter(|&s| s != sitter_seat).map(|s| places[s]).min().unwrap_or(usize::MAX);
        match places[sitter_seat].cmp(&best_random) {
            std::cmp::Ordering::Less => duel.wins += 1,
            std::cmp::Ordering::Equal => duel.ties += 1,
            std::cmp::Ordering::Greater => duel.losses += 1,
        }
    }
    Ok(duel)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Text;

    fn prompt(choice: Choice) -> Prompt {
        Prompt { seat: 0, text: Text::key("x"), choice }
    }

    fn opts(keys: &[&str]) -> Vec<Opt> {
        keys.iter().map(|k| Opt::new(k.to_string(), Text::key("x"))).collect()
    }

    #[test]
    fn cautious_declines_takes_the_minimum_and_keeps_orders() {
        assert_eq!(cautious(&prompt(Choice::One { options: opts(&["a", "skip"]) })), Answer::one("skip"));
        assert_eq!(cautious(&prompt(Choice::One { options: opts(&["a", "b"]) })), Answer::one("a"));
        assert_eq!(
            cautious(&prompt(Choice::Many { options: opts(&["a", "b", "c"]), min: 2, max: 3 })),
            Answer::many(["a", "b"])
        );
        assert_eq!(cautious(&prompt(Choice::Order { items: opts(&["b", "a"]) })), Answer::order(["b", "a"]));
        assert_eq!(cautious(&prompt(Choice::Number { min: 2, max: 5 })), Answer::Number(2));
    }

    #[test]
    fn best_many_takes_what_scores_within_the_bounds() {
        let o = opts(&["a", "b", "c"]);
        let score = |o: &Opt| match o.key.as_ref() {
            "a" => -1,
            "b" => 5,
            _ => 3,
        };
        assert_eq!(best_many(&o, 0, 3, score), Answer::many(["b", "c"]));
        assert_eq!(best_many(&o, 0, 1, score), Answer::many(["b"]));
        assert_eq!(best_many(&o, 3, 3, score), Answer::many(["b", "c", "a"]));
    }

    #[test]
    fn candidates_are_well_formed_and_distinct() {
        let p = prompt(Choice::One { options: opts(&["a", "skip"]) });
        assert_eq!(
            candidates(&p, Answer::one("zzz")),
            vec![Answer::one("skip"), Answer::one("a")],
            "an answer naming no option is dropped"
        );
    }
}
