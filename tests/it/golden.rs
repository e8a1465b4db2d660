//! Every recorded game under tests/it/golden/ must replay under today's rules to the
//! same states it reached when it was recorded (every event's digest is checked),
//! and end. A rules change that breaks a recorded game fails here, before it ships:
//! bump the game's RULES_VERSION and re-record instead.

use letterbox::boards;
use letterbox::engine::Export;
use letterbox::engine::registry::registered;
use letterbox::engine::testgame::HighCard;

#[test]
fn recorded_games_replay_to_the_same_final_state() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/golden");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.retain(|p| p.extension().is_some_and(|e| e == "json"));
    files.sort();
    assert!(!files.is_empty(), "no recorded games in {}", dir.display());
    for file in files {
        let export: Export = serde_json::from_str(&std::fs::read_to_string(&file).unwrap())
            .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let find = |slug: &str| boards::find_game(slug).or_else(|| (slug == "highcard").then(registered::<HighCard>));
        let verified = export.verify(find).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        assert!(verified.outcome.is_some(), "{}: the recorded game does not end", file.display());
        assert_eq!(verified.events, export.events.len());
    }
}

/// What becomes of each recorded game of an earlier version. Frozen: the first
/// versions of Eminent Domain and Voidfall, whose states (and so their recorded
/// digests) differ from today's from the first decision on, and whose rules
/// this build no longer has; keeping them would mean keeping those whole first
/// drafts of the rules beside today's.
const EARLIER_FATES: &[(&str, &str)] = &[
    ("dominion-v1", "migrated"),
    ("dominion-v2", "migrated"),
    ("eminent-domain-v1", "frozen"),
    ("innovation-v1", "migrated"),
    ("voidfall-v1", "frozen"),
    ("voidfall-v2", "frozen"),
    ("voidfall-v3", "frozen"),
    ("voidfall-v4", "migrated"),
];

/// A recorded game of every earlier rules version of every game (taken from the
/// goldens of the build that had it), met by today's build: each is migrated
/// (its history reads the same under today's rules), kept on its version (this
/// build still plays it), or frozen as listed in [`EARLIER_FATES`].
#[test]
fn recorded_games_of_every_earlier_rules_version_fold() {
    use letterbox::engine::versions::{Upgrade, upgrade};
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/golden/earlier");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    let mut seen = std::collections::BTreeSet::new();
    for file in &files {
        let export: Export = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
        let current = boards::find_game(&export.game).unwrap();
        assert!(export.rules_version < current.rules_version(), "{}: not an earlier version", file.display());
        let seed = export.seed.unwrap();
        let fate = upgrade(current, export.rules_version, export.seats, &export.options, seed, &export.events);
        let what = match fate {
            Upgrade::Migrated(m) => {
                assert_eq!(m.events().len(), export.events.len());
                assert!(m.is_over(), "{}: migrated, the game no longer ends", file.display());
                // The migrated game exports under today's version and verifies.
                let again = m.export(None);
                assert_eq!(again.rules_version, current.rules_version());
                again.verify(boards::find_game).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
                "migrated".to_string()
            }
            Upgrade::Kept { why } => {
                // Kept: it plays on, and verifies, under its own version.
                let verified = export.verify(boards::find_game).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
                assert_eq!(verified.events, export.events.len());
                format!("kept ({why})")
            }
            Upgrade::Frozen { why } => format!("frozen ({why})"),
        };
        let name = file.file_stem().unwrap().to_str().unwrap();
        let expected = EARLIER_FATES.iter().find(|(n, _)| *n == name).map(|(_, f)| *f);
        assert_eq!(expected, what.split(' ').next(), "{name}: {what}");
        seen.insert((export.game.clone(), export.rules_version));
    }
    for served in boards::SERVED {
        let game = served.game;
        for v in 1..game.rules_version() {
            assert!(seen.contains(&(game.slug().to_string(), v)), "no recorded game of {} version {v}", game.slug());
        }
    }
}
