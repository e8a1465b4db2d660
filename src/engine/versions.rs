//! A game keeps the rules it was created with. A build whose rules changed
//! meets stored games of an earlier version; [`upgrade`] decides what becomes
//! of each:
//! - **migrated** to the current rules when its history reads the same under
//!   them: every recorded answer is still accepted, and after every event each
//!   seat and a spectator see what they saw (the same view, the same decisions
//!   asked, the same log lines). Its recorded digests are those of the current
//!   rules' states from then on;
//! - **kept** on its version when the history reads differently and this build
//!   still plays that version ([`crate::Game::KEPT_RULES_VERSIONS`]);
//! - **frozen** otherwise: the build cannot play it correctly, and says so.

use crate::play::{Event, Match};
use crate::registry::DynGame;
use crate::{Seed, Viewer};
use serde_json::Value;

/// What becomes of a stored game of an earlier rules version.
pub enum Upgrade {
    /// It reads the same under the current rules: the game folded under them,
    /// with every event's digest that of the current rules' state.
    Migrated(Match),
    /// It stays on its version (this build still plays it); `why` is the first
    /// difference found, for the operator.
    Kept { why: String },
    /// Neither: this build cannot continue it.
    Frozen { why: String },
}

/// Decide the fate of a game recorded under `version` of `current`'s rules.
pub fn upgrade(
    current: &'static dyn DynGame,
    version: u32,
    seats: usize,
    options: &Value,
    seed: Seed,
    events: &[Event],
) -> Upgrade {
    debug_assert!(current.is_current());
    let difference = match current.at_version(version) {
        // Without the old rules only identical states (the recorded digests)
        // prove that nothing changed.
        None => match Match::fold(current, seats, options, seed, events, true) {
            Ok(m) => return Upgrade::Migrated(m),
            Err(e) => {
                return Upgrade::Frozen {
                    why: format!("rules version {version} is no longer played and its history differs: {e}"),
                };
            }
        },
        Some(old) => match read_alike(old, current, seats, options, seed, events) {
            Ok(m) => return Upgrade::Migrated(m),
            Err(why) => why,
        },
    };
    Upgrade::Kept { why: difference }
}

/// Fold `events` under both rules side by side; the current rules' match if
/// every viewer saw the same after every event, else the first difference.
fn read_alike(
    old: &'static dyn DynGame,
    current: &'static dyn DynGame,
    seats: usize,
    options: &Value,
    seed: Seed,
    events: &[Event],
) -> Result<Match, String> {
    let setup = |game| Match::fold(game, seats, options, seed, &[], false).map_err(|e| e.to_string());
    let (mut before, mut after) = (setup(old)?, setup(current)?);
    let viewers: Vec<Viewer> = (0..seats).map(Viewer::Seat).chain([Viewer::Spectator]).collect();
    // What a viewer sees: the board, the decisions asked of a seat (a spectator
    // sees who is asked), the log lines of the newest event.
    let same = |a: &Match, b: &Match| {
        a.to_act() == b.to_act()
            && (0..seats).all(|s| a.prompt_for(s) == b.prompt_for(s))
            && viewers.iter().all(|&v| {
                a.state().same_view(b.state(), v)
                    && a.log_since(v, a.seq().saturating_sub(1)).eq(b.log_since(v, b.seq().saturating_sub(1)))
            })
    };
    if !same(&before, &after) {
        return Err("the set-up differs".into());
    }
    let mut digests = Vec::with_capacity(events.len());
    for ev in events {
        let seq = before.seq() + 1;
        before.extend(std::slice::from_ref(ev)).map_err(|e| format!("under its own rules: {e}"))?;
        after.check(ev.seat, &ev.answer).map_err(|e| format!("event {seq} is no longer accepted: {e}"))?;
        after.extend(std::slice::from_ref(ev)).map_err(|e| format!("event {seq} is no longer accepted: {e}"))?;
        if !same(&before, &after) {
            return Err(format!("event {seq} reads differently"));
        }
        digests.push(after.digest());
    }
    after.set_digests(&digests);
    Ok(after)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::registered;
    use crate::{Answer, Choice, Game, GameMeta, GameRng, LogEntry, Opt, Outcome, Prompt, RuleError, Seat, Text};
    use serde::{Deserialize, Serialize};

    /// Seats take turns adding 1 or 2 to a shared total. Under version 2 the
    /// game ends when the total reaches 10; version 1 (kept) played on to 12.
    /// The limit is in the state only for version 1 (absent means version 2),
    /// as a real game keeps its serialization when it gains a version.
    #[derive(Clone, Serialize, Deserialize)]
    struct Race {
        total: u32,
        turn: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        old_limit: Option<u32>,
    }

    /// The same game whose version 1 this build no longer keeps.
    #[derive(Clone, Serialize, Deserialize)]
    struct Forgetful(Race);

    #[derive(Clone, Default, Serialize, Deserialize)]
    struct NoOptions {}

    fn meta(slug: &'static str) -> GameMeta {
        GameMeta { slug, min_seats: 2, max_seats: 2, rules_version: 2, options: vec![], catalogs: &[] }
    }

    impl Race {
        fn limit(&self) -> u32 {
            self.old_limit.unwrap_or(10)
        }
        fn prompts(&self) -> Vec<Prompt> {
            if self.total >= self.limit() {
                return vec![];
            }
            let options = ["1", "2"].iter().map(|k| Opt::new(k.to_string(), Text::key("x"))).collect();
            vec![Prompt { seat: self.turn, text: Text::key("x"), choice: Choice::One { options } }]
        }
        fn apply(&mut self, answer: &Answer) -> Result<Vec<LogEntry>, RuleError> {
            let Answer::One(k) = answer else { return Err(RuleError(Text::key("x"))) };
            self.total += k.parse::<u32>().map_err(|_| RuleError(Text::key("x")))?;
            self.turn = 1 - self.turn;
            Ok(vec![LogEntry::all(Text::key("x").plain("what", k.clone()))])
        }
        fn outcome(&self) -> Option<Outcome> {
            (self.total >= self.limit()).then(|| Outcome {
                places: vec![1 + self.turn, 2 - self.turn],
                scores: vec![0, 0],
                summary: Text::key("x"),
            })
        }
    }

    macro_rules! race_game {
        ($ty:ty, $slug:literal, $kept:expr, $wrap:expr, $inner:ident) => {
            impl Game for $ty {
                type Options = NoOptions;
                type View = u32;
                const SLUG: &'static str = $slug;
                const KEPT_RULES_VERSIONS: &'static [u32] = $kept;
                fn meta() -> GameMeta {
                    meta($slug)
                }
                fn setup(_: usize, _: &NoOptions, _: &mut GameRng) -> Result<Self, crate::SetupError> {
                    Ok($wrap(Race { total: 0, turn: 0, old_limit: None }))
                }
                fn setup_under(v: u32, _: usize, _: &NoOptions, _: &mut GameRng) -> Result<Self, crate::SetupError> {
                    Ok($wrap(Race { total: 0, turn: 0, old_limit: (v == 1).then_some(12) }))
                }
                fn prompts(&self) -> Vec<Prompt> {
                    $inner(self).prompts()
                }
                fn apply(&mut self, _: Seat, answer: &Answer, _: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
                    self.as_race().apply(answer)
                }
                fn view(&self, _: crate::Viewer) -> u32 {
                    $inner(self).total
                }
                fn outcome(&self) -> Option<Outcome> {
                    $inner(self).outcome()
                }
                fn scramble_hidden(&mut self, _: crate::Viewer, _: &mut GameRng) {}
            }
        };
    }

    trait AsRace {
        fn as_race(&mut self) -> &mut Race;
    }
    impl AsRace for Race {
        fn as_race(&mut self) -> &mut Race {
            self
        }
    }
    impl AsRace for Forgetful {
        fn as_race(&mut self) -> &mut Race {
            &mut self.0
        }
    }
    fn race(r: &Race) -> &Race {
        r
    }
    fn forgetful(f: &Forgetful) -> &Race {
        &f.0
    }
    race_game!(Race, "race", &[1], std::convert::identity, race);
    race_game!(Forgetful, "forgetful", &[], Forgetful, forgetful);

    /// A game recorded under version 1 with `adds`.
    fn recorded(game: &'static dyn DynGame, adds: &[&str]) -> Vec<Event> {
        let old = game.at_version(1).unwrap_or(game);
        let mut m = Match::new(old, 2, &Value::Null, Seed::from_label("race")).unwrap();
        for (i, a) in adds.iter().enumerate() {
            m.answer(i % 2, &Answer::one(*a)).unwrap();
        }
        m.events().to_vec()
    }

    fn fate(game: &'static dyn DynGame, events: &[Event]) -> Upgrade {
        upgrade(game, 1, 2, &Value::Null, Seed::from_label("race"), events)
    }

    #[test]
    fn a_history_that_reads_the_same_migrates_with_the_new_rules_digests() {
        let game = registered::<Race>();
        let events = recorded(game, &["2", "2", "1"]);
        let Upgrade::Migrated(m) = fate(game, &events) else { panic!("expected a migration") };
        assert_eq!(m.game().rules_version(), 2);
        // Version 1 wrote its limit into the state, version 2 does not: the
        // digests are today's states', so the export verifies under version 2.
        assert_ne!(m.events()[0].digest, events[0].digest);
        Match::fold(game, 2, &Value::Null, Seed::from_label("race"), m.events(), true).unwrap();
    }

    #[test]
    fn a_history_that_reads_differently_keeps_its_version() {
        let game = registered::<Race>();
        // Total 10 after five moves: version 2 would have ended there.
        let events = recorded(game, &["2", "2", "2", "2", "2", "1"]);
        let Upgrade::Kept { why } = fate(game, &events) else { panic!("expected the game kept") };
        assert!(why.contains("event 5") || why.contains("event 6"), "{why}");
        // It plays on under version 1.
        let old = game.at_version(1).unwrap();
        let m = Match::fold(old, 2, &Value::Null, Seed::from_label("race"), &events, true).unwrap();
        assert!(!m.is_over());
        assert_eq!(m.export(None).rules_version, 1);
    }

    #[test]
    fn a_version_no_longer_kept_migrates_only_on_identical_states_else_freezes() {
        let game = registered::<Forgetful>();
        assert!(game.at_version(1).is_none());
        // Recorded by a build that had version 1: its states held the limit.
        let old = registered::<Race>().at_version(1).unwrap();
        let mut m = Match::new(old, 2, &Value::Null, Seed::from_label("race")).unwrap();
        m.answer(0, &Answer::one("1")).unwrap();
        let Upgrade::Frozen { why } = fate(game, m.events()) else { panic!("expected the game frozen") };
        assert!(why.contains("no longer played"), "{why}");
        // A game whose states are written alike (none yet: the set-up only).
        assert!(matches!(fate(game, &[]), Upgrade::Migrated(_)));
    }
}
