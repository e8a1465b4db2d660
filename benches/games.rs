//! Per game: random playouts per second (2 players, default options) and the time
//! to fold a recorded log of 1,000 events, per event (`cargo bench --bench games`).
//! The log is the first 1,000 events of the longest of a few random games at the
//! game's largest seat count (a prefix of a log is a valid log); a game whose random
//! games are all shorter is folded whole and the figure is still per event.
//!
//! Games listed in `BY_SEATS` are measured at each of their seat counts instead,
//! and their fold uses the longest of a few whole recorded games at that count
//! (never a prefix), because their rules and length change with the seat count:
//! `cargo bench --bench games -- voidfall`.
//!
//! Games listed in `BY_OPTIONS` are also measured with each listed set of
//! options (Dominion's random kingdoms from its expansions):
//! `cargo bench --bench games -- "dominion kingdoms"`.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use letterbox::engine::conformance::random_playout;
use letterbox::engine::registry::registered;
use letterbox::engine::testgame::HighCard;
use letterbox::engine::{DynGame, GameRng, Match, Seed};
use serde_json::Value;
use std::hint::black_box;

fn games() -> Vec<&'static dyn DynGame> {
    let mut all = letterbox::boards::games();
    all.push(registered::<HighCard>());
    all
}

const FOLD_EVENTS: usize = 1_000;

/// Games measured at each listed seat count, folding whole games: Voidfall's map,
/// trade tokens, display and priority row all change with the seat count, and a
/// whole game runs to the end of cycle 3.
const BY_SEATS: &[(&str, &[usize])] = &[("voidfall", &[2, 3, 4])];

/// Games whose random playouts are also measured with these options, each under
/// a label: the expansions change how long a turn takes to resolve.
const BY_OPTIONS: &[(&str, &[(&str, &str)])] = &[(
    "dominion",
    &[
        ("seaside", r#"{"kingdom":"random","sets":["seaside"]}"#),
        ("hinterlands", r#"{"kingdom":"random","sets":["hinterlands"]}"#),
        ("three sets", r#"{"kingdom":"random","sets":["base","seaside","hinterlands"]}"#),
    ],
)];

/// Whole random games folded per seat count; the longest is measured.
const WHOLE_GAMES: usize = 10;

fn playout_with(game: &'static dyn DynGame, seats: usize, label: &str) -> Match {
    let seed = Seed::from_label(label);
    let mut m = Match::new(game, seats, &Value::Null, seed).expect("setup");
    random_playout(&mut m, &mut GameRng::for_event(&seed, u64::MAX), 1_000_000).expect("playout");
    m
}

fn playout(game: &'static dyn DynGame, label: &str) -> Match {
    playout_with(game, 2, label)
}

/// A recorded game with at least `FOLD_EVENTS` events if random play makes one.
fn long_game(game: &'static dyn DynGame) -> Match {
    let seats = game.meta().max_seats;
    let mut longest = playout_with(game, seats, "bench/fold/0");
    for i in 1..40 {
        if longest.seq() as usize >= FOLD_EVENTS {
            break;
        }
        let m = playout_with(game, seats, &format!("bench/fold/{i}"));
        if m.seq() > longest.seq() {
            longest = m;
        }
    }
    longest
}

/// The longest of a few whole random games at this seat count.
fn longest_whole_game(game: &'static dyn DynGame, seats: usize) -> Match {
    (0..WHOLE_GAMES)
        .map(|i| playout_with(game, seats, &format!("bench/whole/{seats}/{i}")))
        .inspect(|m| assert!(m.outcome().is_some(), "a random game did not end"))
        .max_by_key(|m| m.seq())
        .expect("at least one game")
}

fn bench_by_seats(c: &mut Criterion, game: &'static dyn DynGame, seat_counts: &[usize]) {
    let slug = game.meta().slug;
    let mut group = c.benchmark_group(slug);
    for &seats in seat_counts {
        group.throughput(Throughput::Elements(1));
        let mut n = 0u64;
        group.bench_function(BenchmarkId::new("random playout", format!("{seats} players")), |b| {
            b.iter(|| {
                n += 1;
                black_box(playout_with(game, seats, &format!("bench/{seats}/{n}")))
            })
        });
        let recorded = longest_whole_game(game, seats);
        let events = recorded.events();
        group.throughput(Throughput::Elements(events.len() as u64));
        let id = BenchmarkId::new("fold whole game", format!("{} events, {seats} players", events.len()));
        group.bench_function(id, |b| {
            b.iter(|| {
                black_box(Match::fold(game, seats, recorded.options(), *recorded.seed(), events, false).expect("fold"))
            })
        });
    }
    group.finish();
}

fn bench_by_options(c: &mut Criterion, game: &'static dyn DynGame, sets: &[(&str, &str)]) {
    let mut group = c.benchmark_group(format!("{} kingdoms", game.meta().slug));
    group.throughput(Throughput::Elements(1));
    for &(label, json) in sets {
        let options: Value = serde_json::from_str(json).expect("options");
        let mut n = 0u64;
        group.bench_function(BenchmarkId::new("random playout", format!("{label}, 2 players")), |b| {
            b.iter(|| {
                n += 1;
                let seed = Seed::from_label(&format!("bench/{label}/{n}"));
                let mut m = Match::new(game, 2, &options, seed).expect("setup");
                random_playout(&mut m, &mut GameRng::for_event(&seed, u64::MAX), 1_000_000).expect("playout");
                black_box(m)
            })
        });
    }
    group.finish();
}

fn bench(c: &mut Criterion) {
    for game in games() {
        let slug = game.meta().slug;
        if let Some((_, sets)) = BY_OPTIONS.iter().find(|(s, _)| *s == slug) {
            bench_by_options(c, game, sets);
        }
        if let Some((_, seat_counts)) = BY_SEATS.iter().find(|(s, _)| *s == slug) {
            bench_by_seats(c, game, seat_counts);
            continue;
        }
        let mut group = c.benchmark_group(slug);
        group.throughput(Throughput::Elements(1));
        let mut n = 0u64;
        group.bench_function(BenchmarkId::new("random playout", "2 players"), |b| {
            b.iter(|| {
                n += 1;
                black_box(playout(game, &format!("bench/{n}")))
            })
        });
        // Fold a recorded log; the throughput is events, so the figure is per event.
        let recorded = long_game(game);
        let events = &recorded.events()[..recorded.events().len().min(FOLD_EVENTS)];
        let seats = recorded.seats();
        group.throughput(Throughput::Elements(events.len() as u64));
        group.bench_function(BenchmarkId::new("fold", format!("{} events, {seats} players", events.len())), |b| {
            b.iter(|| {
                black_box(Match::fold(game, seats, recorded.options(), *recorded.seed(), events, false).expect("fold"))
            })
        });
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
