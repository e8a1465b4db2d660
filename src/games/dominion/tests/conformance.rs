use super::super::Dominion;
use engine::conformance::{self, Config};

fn check(seats: usize, games: usize) {
    let report = conformance::check::<Dominion>(&Config::new(seats).games(games)).unwrap();
    assert!(report.scrambles_changed > 0);
    assert_eq!(report.games, games);
    assert_eq!(report.forced, 0, "a player with nothing to decide is never prompted");
    assert_eq!(report.rejected_by_rules, 0, "every option offered is legal");
}

#[test]
fn two_players_pass_the_conformance_suite() {
    check(2, 3);
}

#[test]
fn three_players_pass_the_conformance_suite() {
    check(3, 2);
}

#[test]
fn four_players_pass_the_conformance_suite() {
    check(4, 2);
}

#[test]
fn every_recommended_kingdom_passes_the_conformance_suite() {
    for r in &super::super::cards::RECOMMENDED {
        let cfg = Config::new(2).games(1).options(serde_json::json!({ "kingdom": r.key }));
        let report = conformance::check::<Dominion>(&cfg).unwrap_or_else(|e| panic!("{}: {e}", r.key));
        assert_eq!(report.rejected_by_rules, 0, "{}: random answers are offered options only", r.key);
    }
}

#[test]
fn five_and_six_players_with_random_kingdoms_pass_the_conformance_suite() {
    for seats in [5, 6] {
        let cfg = Config::new(seats).games(1).options(serde_json::json!({ "kingdom": "random", "show_vp": true }));
        conformance::check::<Dominion>(&cfg).unwrap();
    }
}

#[test]
fn random_kingdoms_with_seaside_pass_the_conformance_suite() {
    for seats in [2, 3, 4] {
        for sets in [serde_json::json!(["seaside"]), serde_json::json!(["base", "seaside"])] {
            let cfg = Config::new(seats)
                .games(2)
                .options(serde_json::json!({ "kingdom": "random", "sets": sets, "show_vp": seats == 3 }));
            let report = conformance::check::<Dominion>(&cfg).unwrap_or_else(|e| panic!("{seats} seats: {e}"));
            assert_eq!(report.forced, 0, "a player with nothing to decide is never prompted");
            assert_eq!(report.rejected_by_rules, 0, "every option offered is legal");
        }
    }
}

#[test]
fn random_kingdoms_with_hinterlands_pass_the_conformance_suite() {
    for seats in [2, 3, 4] {
        for sets in [
            serde_json::json!(["hinterlands"]),
            serde_json::json!(["base", "seaside", "hinterlands"]),
            serde_json::json!(["seaside", "hinterlands"]),
        ] {
            let cfg = Config::new(seats)
                .games(2)
                .options(serde_json::json!({ "kingdom": "random", "sets": sets, "show_vp": seats == 4 }));
            let report = conformance::check::<Dominion>(&cfg).unwrap_or_else(|e| panic!("{seats} seats: {e}"));
            assert_eq!(report.forced, 0, "a player with nothing to decide is never prompted");
            assert_eq!(report.rejected_by_rules, 0, "every option offered is legal");
        }
    }
}
