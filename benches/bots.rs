//! Bot games side by side with pyminion (`cargo bench --bench bots`): the same Big
//! Money bots (buy Province with 8 coins, Gold with 6, Silver with 3, never an
//! action) play two-player Dominion on the First Game kingdom,
//! - through the in-process bot API (`engine::sim::Simulation`),
//! - through `Match`, as the service plays a game (checks, a copy of the state
//!   per answer, a digest per event, the log),
//! - in pyminion, a pure-Python Dominion engine (installed with pip into a
//!   temporary virtual environment; skipped without python3 or the registry),
//!
//! and prints games per CPU-second of each, and the ratio to pyminion against
//! the goal of 20×. CPU time is the measuring thread's own (schedstat), so the
//! load of the machine moves it little.

#[path = "../tests/it/common/mod.rs"]
mod common;

use common::web::big_money;
use letterbox::engine::sim::Simulation;
use letterbox::engine::{DynGame, GameRng, Match, Seed};
use serde_json::json;
use std::process::Command;
use std::sync::OnceLock;

const GAMES: u64 = 2_000;
const ROUNDS: usize = 3;
const PYMINION_GAMES: u64 = 300;
const GOAL: f64 = 20.0;

/// CPU time this thread has run, in seconds.
fn thread_cpu() -> f64 {
    cpu_time::ThreadTime::now().as_duration().as_secs_f64()
}

/// Looked up once: finding a game by slug builds every served game's metadata,
/// which is no part of playing one.
fn dominion() -> &'static dyn DynGame {
    static DOMINION: OnceLock<&'static dyn DynGame> = OnceLock::new();
    *DOMINION.get_or_init(|| letterbox::boards::find("dominion").expect("Dominion is served").game)
}

/// Games per CPU-second and mean decisions per game of `play` over `GAMES` seeds,
/// the best of `ROUNDS` runs (other work on the machine only ever slows a run).
fn measure(name: &str, play: impl Fn(Seed, &mut GameRng) -> u64) -> f64 {
    let mut decisions = 0;
    let cpu = (0..ROUNDS)
        .map(|_| {
            let start = thread_cpu();
            decisions = 0;
            for i in 0..GAMES {
                let mut rng = GameRng::from_u64(i);
                decisions += play(Seed::from_label(&format!("bots/{i}")), &mut rng);
            }
            thread_cpu() - start
        })
        .fold(f64::INFINITY, f64::min);
    let rate = GAMES as f64 / cpu;
    println!(
        "{name}: {GAMES} Big Money games in {cpu:.3} CPU-s = {rate:.0} games/CPU-s ({:.1} µs/game, {:.0} decisions/game)",
        cpu * 1e6 / GAMES as f64,
        decisions as f64 / GAMES as f64
    );
    rate
}

fn options() -> serde_json::Value {
    json!({ "kingdom": "first-game" })
}

fn simulated(seed: Seed, rng: &mut GameRng) -> u64 {
    let mut sim = Simulation::new(dominion(), 2, &options(), seed).expect("setup");
    let mut n = 0;
    while let Some(p) = sim.prompts().first() {
        let (seat, answer) = (p.seat, big_money(p, rng));
        if sim.answer(seat, &answer).is_err() {
            // A random answer to a side prompt broke a rule: this game ends here.
            break;
        }
        n += 1;
    }
    n
}

fn recorded(seed: Seed, rng: &mut GameRng) -> u64 {
    let mut m = Match::new(dominion(), 2, &options(), seed).expect("setup");
    let mut n = 0;
    while let Some(p) = m.prompts().first() {
        if m.answer(p.seat, &big_money(p, rng)).is_ok() {
            n += 1;
        }
        if n > 10_000 {
            break;
        }
    }
    n
}

/// pyminion's games per CPU-second, from benches/pyminion_bigmoney.py in a
/// fresh virtual environment.
fn pyminion() -> Option<f64> {
    let dir = tempfile::tempdir().ok()?;
    let venv = dir.path().join("venv");
    let ok = |c: &mut Command| c.status().is_ok_and(|s| s.success());
    if !ok(Command::new("python3").args(["-m", "venv"]).arg(&venv)) {
        eprintln!("skipping pyminion: python3 with venv is not available");
        return None;
    }
    let python = venv.join("bin/python");
    if !ok(Command::new(&python).args(["-m", "pip", "install", "--quiet", "pyminion==0.4.0"])) {
        eprintln!("skipping pyminion: pip could not install it");
        return None;
    }
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/pyminion_bigmoney.py");
    let out = Command::new(&python).arg(script).arg(PYMINION_GAMES.to_string()).output().ok()?;
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).ok()?;
    let rate = v["games_per_cpu_s"].as_f64()?;
    println!(
        "pyminion 0.4.0: {PYMINION_GAMES} Big Money games in {:.3} CPU-s = {rate:.0} games/CPU-s ({:.1} turns/game)",
        v["cpu_s"].as_f64()?,
        v["turns_per_game"].as_f64()?
    );
    Some(rate)
}

fn main() {
    let sim = measure("letterbox in-process bot API", simulated);
    let service = measure("letterbox Match (as the service plays)", recorded);
    if let Some(py) = pyminion() {
        println!("GOAL bot games vs pyminion: {:.1}× (target ≥ {GOAL}×) in-process bot API", sim / py);
        println!("     (through Match, as the service plays: {:.1}×)", service / py);
    }
}
