//! High Card: a tiny game with hidden hands, a hidden deck and simultaneous
//! choices, used to test the engine, the store and the protocol. It is offered by
//! `letterbox engine --test-games` only, never by the service.
//!
//! Rules: a deck of two copies of 1–10; each player is dealt `hand_size` cards. First
//! every player at once may swap any of their cards except 10s, which must be kept
//! (returned cards are shuffled into the deck, then as many are drawn). The swap
//! prompt offers every card and the rules refuse a 10, so the platform's path for
//! answers that are well formed but illegal gets exercised. Then, round after round, every player
//! with cards secretly picks one; when all have picked they are revealed, the single
//! highest card scores a point (a tie for highest scores nothing), and everyone who
//! played draws a card if the deck has any. The game ends when every hand is empty.

use super::{
    Answer, Choice, Game, GameMeta, GameRng, LogEntry, Opt, OptionKind, OptionSpec, Outcome, Pile, Prompt, RuleError,
    Seat, SetupError, Text, Viewer, redeal,
};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct HighCard {
    hands: Vec<Vec<u8>>,
    deck: Pile<u8>,
    /// Whether each seat has made its swap decision.
    swapped: Vec<bool>,
    /// Each seat's secret pick this round.
    picked: Vec<Option<u8>>,
    /// The cards revealed in the last round, by seat.
    revealed: Vec<Option<u8>>,
    points: Vec<i64>,
    round: u32,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct HighCardOptions {
    pub hand_size: i64,
}

impl Default for HighCardOptions {
    fn default() -> Self {
        HighCardOptions { hand_size: 3 }
    }
}

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct HighCardView {
    /// Hands the viewer may see; `None` for the others.
    pub hands: Vec<Option<Vec<u8>>>,
    pub hand_sizes: Vec<usize>,
    pub deck_size: usize,
    pub swapped: Vec<bool>,
    /// Who has picked this round; the pick itself only where the viewer may see it.
    pub has_picked: Vec<bool>,
    pub picks: Vec<Option<u8>>,
    pub revealed: Vec<Option<u8>>,
    pub points: Vec<i64>,
    pub round: u32,
}

fn card_key(v: u8) -> String {
    v.to_string()
}

impl HighCard {
    fn seats(&self) -> usize {
        self.hands.len()
    }

    fn swapping(&self) -> bool {
        self.swapped.iter().any(|s| !s)
    }

    fn over(&self) -> bool {
        !self.swapping() && self.hands.iter().all(Vec::is_empty)
    }

    fn swap(&mut self, seat: Seat, keys: &[String], rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        // Keys are positions in the sorted hand; remove from the highest down.
        let mut idx: Vec<usize> = keys
            .iter()
            .map(|k| k.parse::<usize>().ok().filter(|&i| i < self.hands[seat].len()))
            .collect::<Option<_>>()
            .ok_or_else(|| RuleError(Text::key("highcard-error-no-card")))?;
        if idx.iter().any(|&i| self.hands[seat][i] == 10) {
            return Err(RuleError(Text::key("highcard-error-keep-tens")));
        }
        idx.sort_unstable_by(|a, b| b.cmp(a));
        for i in &idx {
            let c = self.hands[seat].remove(*i);
            self.deck.put_top(c);
        }
        self.deck.shuffle(rng);
        let mut drawn = Vec::new();
        for _ in 0..idx.len() {
            if let Some(c) = self.deck.take_top() {
                drawn.push(c);
            }
        }
        self.hands[seat].extend(&drawn);
        self.hands[seat].sort_unstable();
        self.swapped[seat] = true;
        let mut log = vec![LogEntry::all(Text::key("highcard-log-redraw").player("player", seat).num("n", idx.len()))];
        if !drawn.is_empty() {
            log.push(LogEntry::only(
                seat,
                Text::key("highcard-log-drew")
                    .player("player", seat)
                    .cards("cards", drawn.iter().map(|&c| card_key(c))),
            ));
        }
        Ok(log)
    }

    fn pick(&mut self, seat: Seat, key: &str) -> Result<Vec<LogEntry>, RuleError> {
        let value: u8 = key.parse().map_err(|_| RuleError(Text::key("highcard-error-no-card")))?;
        let pos = self.hands[seat]
            .iter()
            .position(|&c| c == value)
            .ok_or_else(|| RuleError(Text::key("highcard-error-no-card")))?;
        self.hands[seat].remove(pos);
        self.picked[seat] = Some(value);
        let mut log = Vec::from(LogEntry::split(
            seat,
            Text::key("highcard-log-pick").player("player", seat).card("card", card_key(value)),
            Text::key("highcard-log-picked").player("player", seat),
        ));
        let waiting = (0..self.seats()).any(|s| self.picked[s].is_none() && !self.hands[s].is_empty());
        if !waiting {
            log.extend(self.reveal());
        }
        Ok(log)
    }

    fn reveal(&mut self) -> Vec<LogEntry> {
        let n = self.seats();
        self.revealed = std::mem::replace(&mut self.picked, vec![None; n]);
        self.round += 1;
        let mut log: Vec<LogEntry> = (0..self.seats())
            .filter_map(|s| {
                self.revealed[s].map(|c| {
                    LogEntry::all(Text::key("highcard-log-play").player("player", s).card("card", card_key(c)))
                })
            })
            .collect();
        let best = self.revealed.iter().flatten().max().copied();
        let winners: Vec<Seat> =
            (0..self.seats()).filter(|&s| self.revealed[s].is_some() && self.revealed[s] == best).collect();
        if let [w] = winners[..] {
            self.points[w] += 1;
            log.push(LogEntry::all(Text::key("highcard-log-win").player("player", w)));
        } else {
            log.push(LogEntry::all(Text::key("highcard-log-tie")));
        }
        for s in 0..self.seats() {
            if self.revealed[s].is_some()
                && let Some(c) = self.deck.take_top()
            {
                self.hands[s].push(c);
                self.hands[s].sort_unstable();
                log.push(LogEntry::only(
                    s,
                    Text::key("highcard-log-drew").player("player", s).cards("cards", [card_key(c)]),
                ));
            }
        }
        log
    }
}

impl Game for HighCard {
    type Options = HighCardOptions;
    type View = HighCardView;
    const SLUG: &'static str = "highcard";

    fn meta() -> GameMeta {
        GameMeta {
            slug: Self::SLUG,
            min_seats: 2,
            max_seats: 4,
            rules_version: 2,
            options: vec![OptionSpec {
                key: "hand_size",
                label: Text::key("highcard-option-hand-size"),
                kind: OptionKind::Number { min: 1, max: 5, default: 3 },
            }],
            catalogs: &[("en", include_str!("testgame.en.ftl")), ("ja", include_str!("testgame.ja.ftl"))],
        }
    }

    fn setup(seats: usize, opts: &HighCardOptions, rng: &mut GameRng) -> Result<Self, SetupError> {
        if !(1..=5).contains(&opts.hand_size) {
            return Err(SetupError(Text::key("highcard-error-hand-size")));
        }
        let mut deck: Pile<u8> = (1..=10).chain(1..=10).collect::<Vec<u8>>().into();
        deck.shuffle(rng);
        let hands = (0..seats)
            .map(|_| {
                let mut h: Vec<u8> = (0..opts.hand_size).filter_map(|_| deck.take_top()).collect();
                h.sort_unstable();
                h
            })
            .collect();
        Ok(HighCard {
            hands,
            deck,
            swapped: vec![false; seats],
            picked: vec![None; seats],
            revealed: vec![None; seats],
            points: vec![0; seats],
            round: 0,
        })
    }

    fn prompts(&self) -> Vec<Prompt> {
        if self.over() {
            return vec![];
        }
        let swapping = self.swapping();
        (0..self.seats())
            .filter_map(|s| {
                let hand = &self.hands[s];
                if swapping && !self.swapped[s] {
                    let options = hand
                        .iter()
                        .enumerate()
                        .map(|(i, &c)| {
                            Opt::new(i.to_string(), Text::key(format!("highcard-card-{c}")))
                                .with_target(format!("hand-{i}"))
                        })
                        .collect();
                    Some(Prompt {
                        seat: s,
                        text: Text::key("highcard-prompt-swap"),
                        choice: Choice::Many { options, min: 0, max: hand.len() },
                    })
                } else if !swapping && self.picked[s].is_none() && !hand.is_empty() {
                    let mut values = hand.clone();
                    values.dedup();
                    let options = values
                        .iter()
                        .map(|&c| Opt::new(card_key(c), Text::key(format!("highcard-card-{c}"))))
                        .collect();
                    Some(Prompt { seat: s, text: Text::key("highcard-prompt-pick"), choice: Choice::One { options } })
                } else {
                    None
                }
            })
            .collect()
    }

    fn apply(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        match answer {
            Answer::Many(keys) if self.swapping() && !self.swapped[seat] => self.swap(seat, keys, rng),
            Answer::One(key) if !self.swapping() && self.picked[seat].is_none() => self.pick(seat, key),
            _ => Err(RuleError(Text::key("highcard-error-not-now"))),
        }
    }

    fn view(&self, viewer: Viewer) -> HighCardView {
        let n = self.seats();
        HighCardView {
            hands: (0..n).map(|s| viewer.sees_private_of(s).then(|| self.hands[s].clone())).collect(),
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            deck_size: self.deck.len(),
            swapped: self.swapped.clone(),
            has_picked: self.picked.iter().map(Option::is_some).collect(),
            picks: (0..n).map(|s| if viewer.sees_private_of(s) { self.picked[s] } else { None }).collect(),
            revealed: self.revealed.clone(),
            points: self.points.clone(),
            round: self.round,
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.over().then(|| Outcome {
            places: Outcome::places_from_keys(&self.points),
            scores: self.points.clone(),
            summary: Text::key("highcard-outcome"),
        })
    }

    fn scores(&self) -> Option<Vec<i64>> {
        Some(self.points.clone())
    }

    fn scramble_hidden(&mut self, viewer: Viewer, rng: &mut GameRng) {
        let hidden: Vec<Seat> = (0..self.seats()).filter(|&s| !viewer.sees_private_of(s)).collect();
        if viewer == Viewer::Omniscient {
            return;
        }
        // Picks are hidden cards too: lay them out as one-card zones.
        let mut picks: Vec<Vec<u8>> = hidden.iter().map(|&s| self.picked[s].into_iter().collect()).collect();
        let mut hands: Vec<Vec<u8>> = hidden.iter().map(|&s| std::mem::take(&mut self.hands[s])).collect();
        let mut deck = self.deck.take_all();
        {
            let mut zones: Vec<&mut Vec<u8>> = hands.iter_mut().chain(picks.iter_mut()).collect();
            zones.push(&mut deck);
            redeal(&mut zones, rng);
        }
        self.deck = deck.into();
        for ((&s, mut hand), pick) in hidden.iter().zip(hands).zip(picks) {
            hand.sort_unstable();
            self.hands[s] = hand;
            self.picked[s] = pick.first().copied();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conformance::{self, Config};

    #[test]
    fn high_card_passes_the_conformance_suite() {
        for seats in 2..=4 {
            let report = conformance::check::<HighCard>(&Config::new(seats)).unwrap();
            assert!(report.scrambles_changed > 0);
            assert!(report.rejected_by_rules > 0, "random swaps of a 10 are refused by the rules");
        }
    }

    /// High Card with one deliberate flaw, to prove the suite catches it.
    #[derive(Clone, Serialize, Deserialize)]
    struct Flawed<const FLAW: u8>(HighCard);

    /// Every hand is in every view.
    const LEAKS_HANDS: u8 = 0;
    /// `scramble_hidden` re-deals nothing.
    const NEVER_SCRAMBLES: u8 = 1;

    impl<const FLAW: u8> Game for Flawed<FLAW> {
        type Options = HighCardOptions;
        type View = HighCardView;
        const SLUG: &'static str = HighCard::SLUG;
        fn meta() -> GameMeta {
            HighCard::meta()
        }
        fn setup(seats: usize, opts: &HighCardOptions, rng: &mut GameRng) -> Result<Self, SetupError> {
            HighCard::setup(seats, opts, rng).map(Flawed)
        }
        fn prompts(&self) -> Vec<Prompt> {
            self.0.prompts()
        }
        fn apply(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
            self.0.apply(seat, answer, rng)
        }
        fn view(&self, viewer: Viewer) -> HighCardView {
            self.0.view(if FLAW == LEAKS_HANDS { Viewer::Omniscient } else { viewer })
        }
        fn outcome(&self) -> Option<Outcome> {
            self.0.outcome()
        }
        fn scramble_hidden(&mut self, viewer: Viewer, rng: &mut GameRng) {
            if FLAW != NEVER_SCRAMBLES {
                self.0.scramble_hidden(viewer, rng);
            }
        }
    }

    #[test]
    fn the_suite_catches_a_leaky_view() {
        let err = conformance::check::<Flawed<LEAKS_HANDS>>(&Config::new(2)).unwrap_err();
        assert!(err.contains("view of seat") || err.contains("view of spectator"), "{err}");
    }

    #[test]
    fn the_suite_catches_a_scramble_that_hides_nothing() {
        let err = conformance::check::<Flawed<NEVER_SCRAMBLES>>(&Config::new(2)).unwrap_err();
        assert!(err.contains("scramble_hidden never changed"), "{err}");
    }

    #[test]
    fn a_round_resolves_when_everyone_has_picked() {
        let mut g = HighCard::setup(2, &HighCardOptions::default(), &mut GameRng::from_u64(3)).unwrap();
        let mut rng = GameRng::from_u64(4);
        g.apply(0, &Answer::Many(vec![]), &mut rng).unwrap();
        g.apply(1, &Answer::Many(vec![]), &mut rng).unwrap();
        let (a, b) = (g.hands[0][2], g.hands[1][0]);
        g.apply(0, &Answer::one(card_key(a)), &mut rng).unwrap();
        assert_eq!(g.round, 0);
        assert!(g.view(Viewer::Seat(1)).picks[0].is_none(), "a pick is secret until the reveal");
        g.apply(1, &Answer::one(card_key(b)), &mut rng).unwrap();
        assert_eq!(g.round, 1);
        assert_eq!(g.revealed, vec![Some(a), Some(b)]);
        let expected: Vec<i64> = match a.cmp(&b) {
            std::cmp::Ordering::Greater => vec![1, 0],
            std::cmp::Ordering::Less => vec![0, 1],
            std::cmp::Ordering::Equal => vec![0, 0],
        };
        assert_eq!(g.points, expected);
        assert!(g.apply(0, &Answer::one("11"), &mut rng).is_err());
    }
}
