//! Rules tests: conformance, random games with state invariants after every
//! step, the rulebook's worked numbers (spec §10), and the data lint.

mod combat;
mod content;
mod rules;
mod sitter;

use super::data::{self, Content, content};
use super::*;
use engine::conformance::{self, Config};
use engine::{Choice, i18n::Catalog};
use std::collections::BTreeSet;

pub fn rng() -> GameRng {
    GameRng::from_u64(7)
}

/// The state invariants the issue lists, checked after every step.
pub fn check_invariants(g: &Voidfall) -> Result<(), String> {
    let c = content();
    for (seat, p) in g.players.iter().enumerate() {
        let on_map = g.map_power(seat);
        let total = p.supply_power as u32 + p.reserve as u32 + on_map;
        if total != c.rules.fleet_markers as u32 {
            return Err(format!("seat {seat}: {total} fleet power markers, not {}", c.rules.fleet_markers));
        }
        let cap = g.cap(seat);
        if p.storage.iter().any(|v| *v > cap) {
            return Err(format!("seat {seat}: storage {:?} over the cap {cap}", p.storage));
        }
    }
    for (i, s) in g.sectors.iter().enumerate() {
        let id = g.sector_id(i);
        // Homes and outposts get their population when the Origins are revealed.
        let revealed = g.players.iter().all(|p| p.origin.is_some());
        let rift = c.map(g.seats()).sector[i].kind == data::SectorKind::Rift;
        if revealed && s.ever_controlled && !rift && !(1..=6).contains(&s.population) {
            return Err(format!("{id}: population {}", s.population));
        }
        if s.home_of.is_some() && s.corrupt {
            return Err(format!("{id}: a corrupt home sector"));
        }
        let owners = s.power.iter().filter(|p| p.iter().any(|n| *n > 0)).count();
        if owners > 1 {
            return Err(format!("{id}: fleets of two players"));
        }
        if let Control::Player(seat) = s.control()
            && s.home_of.is_none()
            && s.power_of(seat) == 0
        {
            return Err(format!("{id}: controlled without fleet power"));
        }
        if s.guilds.len() > g.guild_capacity(i) || s.installations.len() > s.installation_spaces as usize {
            return Err(format!("{id}: more tokens than spaces"));
        }
        if s.shipyards() > 2 {
            return Err(format!("{id}: more than 2 shipyards"));
        }
    }
    Ok(())
}

/// Play a random game to its end, checking invariants after every step.
/// Returns the final state.
pub fn random_game(seats: usize, opts: &VoidfallOptions, seed: u64) -> Result<Voidfall, String> {
    let mut rng = GameRng::from_u64(seed);
    let mut g = Voidfall::setup(seats, opts, &mut rng).map_err(|e| format!("{e}"))?;
    check_invariants(&g)?;
    for step in 0..20_000 {
        if g.outcome().is_some() {
            return Ok(g);
        }
        let prompts = g.prompts();
        if prompts.is_empty() {
            return Err(format!("step {step}: no prompt but the game is not over"));
        }
        let p = &prompts[rng.below(prompts.len())];
        let answer = conformance::random_answer(&p.choice, &mut rng);
        g.apply(p.seat, &answer, &mut rng)
            .map_err(|e| format!("step {step}: {answer:?} to {:?} rejected: {e:?}", p.text))?;
        check_invariants(&g).map_err(|e| format!("step {step} after {answer:?} to {:?}: {e}", p.text))?;
    }
    Err("the game did not end in 20000 steps".into())
}

#[test]
fn conformance_2p() {
    conformance::check::<Voidfall>(&Config::new(2).games(4)).unwrap();
}

#[test]
fn conformance_3p() {
    conformance::check::<Voidfall>(&Config::new(3).games(3)).unwrap();
}

#[test]
fn conformance_4p() {
    conformance::check::<Voidfall>(&Config::new(4).games(3)).unwrap();
}

#[test]
fn conformance_advanced_focus() {
    let cfg = Config::new(3).games(2).options(serde_json::json!({ "advanced_focus": true }));
    conformance::check::<Voidfall>(&cfg).unwrap();
}

#[test]
fn random_games_reach_the_end_of_cycle_3_with_invariants_kept() {
    for seats in 2..=4 {
        for seed in 0..100 {
            let opts = VoidfallOptions { advanced_focus: seed % 4 == 3, ..VoidfallOptions::default() };
            let g = random_game(seats, &opts, seed).unwrap_or_else(|e| panic!("{seats} players, seed {seed}: {e}"));
            assert_eq!(g.cycle, 3);
            let outcome = g.outcome().unwrap();
            assert_eq!(outcome.places.len(), seats);
            assert!(outcome.places.contains(&1));
        }
    }
}

// --- Data lint ----------------------------------------------------------------------

#[test]
fn data_loads_validates_and_every_row_has_a_source() {
    // Ids, sources, verbs and counts are all checked by the loader.
    let c = Content::load().unwrap();
    assert_eq!(c.focus.len(), 9, "versus: nine focus cards (Command is co-op only)");
    assert_eq!(c.scenario.techs.len(), 8);
    assert_eq!(c.houses.len(), 4);
    // GAP-5: every released event, ten per cycle (two per cycle are drawn).
    for cycle in 1..=3 {
        assert_eq!(c.events.iter().filter(|e| e.cycle == cycle).count(), 10, "cycle {cycle}");
    }
    assert!(c.all_actions().iter().all(|a| a.validate().is_ok()));
}

#[test]
fn every_data_id_is_named_in_both_catalogs_with_the_same_ids() {
    let meta = Voidfall::meta();
    let c = content();
    let mut ids: Vec<String> = Vec::new();
    ids.extend(c.houses.iter().map(|h| format!("house-{}", h.id)));
    ids.extend(c.origins.iter().map(|o| format!("origin-{}", o.id)));
    ids.extend(c.fallen.iter().map(|f| format!("fallen-{}", f.id)));
    ids.extend(c.techs.iter().map(|t| format!("tech-{}", t.id)));
    ids.extend(c.agendas.iter().map(|a| format!("agenda-{}", a.id)));
    ids.extend(c.events.iter().map(|e| format!("event-{}", e.id)));
    for (f, card) in c.focus.iter().enumerate() {
        ids.push(format!("focus-{}", card.id));
        ids.extend((0..3).map(|a| flow::action_card(f, a)));
    }
    for m in &c.maps {
        ids.extend(m.sector.iter().map(|s| format!("sector-{}", s.id)));
    }
    for lang in ["en", "ja"] {
        let cat = Catalog::for_game(&meta, lang).unwrap();
        for id in &ids {
            assert!(cat.has(&format!("voidfall-card-{id}")), "{lang} lacks card {id}");
        }
    }
    let keys = |src: &str| -> BTreeSet<String> {
        src.lines().filter(|l| l.starts_with("voidfall-")).map(|l| l.split(' ').next().unwrap().to_string()).collect()
    };
    let (en, ja) = meta.catalogs.iter().fold((None, None), |acc, (l, s)| match *l {
        "en" => (Some(keys(s)), acc.1),
        "ja" => (acc.0, Some(keys(s))),
        _ => acc,
    });
    assert_eq!(en.unwrap(), ja.unwrap(), "en.ftl and ja.ftl must have the same message ids");
}

/// The sitter-quality report: run with `--nocapture` to see the figures.
#[test]
fn the_sitter_beats_a_uniformly_random_player() {
    let game = engine::registry::registered::<Voidfall>();
    let duel = engine::sitter::duel(game, &serde_json::json!({}), 200, 50_000).unwrap();
    println!("voidfall sitter vs random: {duel:?}, win rate {:.3}", duel.win_rate());
    assert!(duel.win_rate() >= 0.9, "{duel:?}");
}
