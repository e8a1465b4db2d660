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
