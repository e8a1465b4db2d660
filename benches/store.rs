//! Append latency of the event store: p50/p99 of `Store::append` (validate, insert,
//! projections, commit) on SQLite (WAL) and on PostgreSQL when
//! `TEST_DATABASE_URL` is set (`cargo bench --bench store`). Games of the test
//! game are played with random answers; every successful append is timed.

#[path = "../tests/it/common/mod.rs"]
mod common;

use letterbox::engine::conformance::random_answer;
use letterbox::engine::registry::registered;
use letterbox::engine::testgame::HighCard;
use letterbox::engine::{DynGame, GameRng, Seed};
use letterbox::store::Store;
use serde_json::Value;
use std::time::{Duration, Instant};

const APPENDS: usize = 3_000;

fn find(slug: &str) -> Option<&'static dyn DynGame> {
    (slug == "highcard").then(registered::<HighCard>)
}

fn measure(name: &str, url: &str) {
    let store = Store::open(url, find).expect("open");
    store.migrate().expect("migrate");
    let mut rng = GameRng::from_u64(1);
    let mut times: Vec<Duration> = Vec::with_capacity(APPENDS);
    let mut game = 0;
    while times.len() < APPENDS {
        game += 1;
        let seed = Seed::from_label(&format!("bench-{name}-{game}-{}", std::process::id()));
        let id = store.create_game(registered::<HighCard>(), 4, &Value::Null, seed, None).unwrap().unwrap();
        store.start_game(id).unwrap();
        while let Some((seq, p)) = store.with_match(id, |m| m.prompts().first().map(|p| (m.seq(), p.clone()))).unwrap()
        {
            let answer = random_answer(&p.choice, &mut rng);
            let t = Instant::now();
            if store.append(id, seq, p.seat, &answer).is_ok() {
                times.push(t.elapsed());
            }
        }
    }
    times.sort();
    let pct = |p: f64| times[((times.len() as f64 * p) as usize).min(times.len() - 1)];
    let mean = times.iter().sum::<Duration>() / times.len() as u32;
    println!(
        "append/{name}: {} appends in {game} games: p50 {:.2?}  p99 {:.2?}  mean {:.2?}",
        times.len(),
        pct(0.50),
        pct(0.99),
        mean
    );
}

fn main() {
    // `cargo bench` passes harness flags such as --bench; only a name filter matters.
    let filter = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let wanted = |n: &str| filter.as_deref().is_none_or(|f| n.contains(f));
    if wanted("sqlite") {
        measure("sqlite", &common::sqlite().url);
    }
    if wanted("postgres") {
        // A fresh schema, dropped afterwards; skipped (with a note) without a server.
        if let Some(db) = common::postgres() {
            measure("postgres", &db.url);
        }
    }
}
