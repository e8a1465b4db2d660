//! Per game: random playouts per second (2 players, default options) and the time
//! to fold a recorded game, per event (`cargo bench --bench games`).

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use letterbox::engine::conformance::random_playout;
use letterbox::engine::registry::registered;
use letterbox::engine::testgame::HighCard;
use letterbox::engine::{DynGame, GameRng, Match, Seed};
use serde_json::Value;
use std::hint::black_box;

fn games() -> Vec<&'static dyn DynGame> {
    let mut all = letterbox::games::all();
    all.push(registered::<HighCard>());
    all
}

fn playout(game: &'static dyn DynGame, label: &str) -> Match {
    let seed = Seed::from_label(label);
    let mut m = Match::new(game, 2, &Value::Null, seed).expect("setup");
    random_playout(&mut m, &mut GameRng::for_event(&seed, u64::MAX), 1_000_000).expect("playout");
    m
}

fn bench(c: &mut Criterion) {
    for game in games() {
        let slug = game.meta().slug;
        let mut group = c.benchmark_group(slug);
        group.throughput(Throughput::Elements(1));
        let mut n = 0u64;
        group.bench_function(BenchmarkId::new("random playout", "2 players"), |b| {
            b.iter(|| {
                n += 1;
                black_box(playout(game, &format!("bench/{n}")))
            })
        });
        // Fold a recorded game; the throughput is events, so the figure is per event.
        let recorded = playout(game, "bench/fold");
        group.throughput(Throughput::Elements(recorded.seq()));
        group.bench_function(BenchmarkId::new("fold", format!("{} events", recorded.seq())), |b| {
            b.iter(|| {
                black_box(
                    Match::fold(game, 2, recorded.options(), *recorded.seed(), recorded.events(), false).expect("fold"),
                )
            })
        });
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
