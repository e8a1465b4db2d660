use super::*;
use crate::engine::conformance::{self, Config};

#[test]
fn conformance_two_players() {
    let report = conformance::check::<EminentDomain>(&Config::new(2).games(3)).unwrap();
    assert!(report.scrambles_changed > 0);
    eprintln!("{report:?}");
}

#[test]
fn debug_print_game() {
    use crate::engine::i18n::Catalog;
    use crate::engine::registry::registered;
    use crate::engine::{Match, Seed};
    let seed = Seed::from_label("dbg");
    let mut m = Match::new(registered::<EminentDomain>(), 3, &serde_json::Value::Null, seed).unwrap();
    conformance::random_playout(&mut m, &mut GameRng::from_u64(9), 20000).unwrap();
    let cat = Catalog::for_game(&EminentDomain::meta(), "en").unwrap();
    for l in m.log_for(Viewer::Omniscient) {
        eprintln!("{} {:?} {}", l.seq, l.entry.to, cat.plain(&l.entry.text, &|s| format!("P{s}")));
    }
    eprintln!("{:?}", m.outcome().map(|o| cat.plain(&o.summary, &|s| format!("P{s}"))));
    eprintln!("{:?}", m.outcome());
}
