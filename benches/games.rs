//! Per game: random playouts per second (2 players, or the fewest the game is for;
//! default options) and the time
//! to fold a recorded log of 1,000 and of 5,000 events, per event (`cargo bench
//! --bench games`). The logs are the first 1,000 and 5,000 events of one game at
//! the game's largest seat count, played at random with more and more passing
//! until it is that long, or of several whole games one after another where the
//! rules end every game sooner (see `long_logs`). At the end, each game's fold
//! per event against the goal of 1 µs: the best of ten folds, timed on the
//! thread's CPU clock where the system has one, so that the load of the
//! machine does not count. Every GOAL line is printed even when a filter skips the
//! criterion runs: `cargo bench --bench games -- none` prints only those.
//!
//! Games listed in `BY_SEATS` are measured at each of their seat counts instead,
//! and their fold uses whole recorded games at that count (never a prefix),
//! because their rules and length change with the seat count: the longest of a
//! few, then as many as hold 1,000 and 5,000 events together, folded one after
//! another: `cargo bench --bench games -- voidfall`.
//!
//! Games listed in `BY_OPTIONS` are also measured with each listed set of
//! options (Dominion's random kingdoms from its expansions):
//! `cargo bench --bench games -- "dominion kingdoms"`.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group};
use letterbox::engine::conformance::{random_answer, random_playout};
use letterbox::engine::registry::registered;
use letterbox::engine::sitter;
use letterbox::engine::testgame::HighCard;
use letterbox::engine::{DynGame, Event, GameRng, Match, Seed};
use serde_json::Value;
use std::hint::black_box;

fn games() -> Vec<&'static dyn DynGame> {
    let mut all = letterbox::boards::games();
    all.push(registered::<HighCard>());
    all
}

/// The lengths of the logs folded; the longest is what `long_game` aims for.
const FOLD_EVENTS: &[usize] = &[1_000, 5_000];

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

/// Recorded logs of `events` events in all. Random play ends most games sooner,
/// so players here also take the prompt's way of doing nothing (pass, skip, end)
/// with a growing probability (per mille), which stretches a game out without
/// changing what an event is; the first game to reach the length is cut there (a
/// prefix of a log is a valid log). Where the rules end every game sooner
/// whatever its players do (Eminent Domain, Innovation), the longest games played
/// are taken one after another, each folded from its own setup, until they hold
/// `events` events together, so the figure is still over that many events.
fn long_logs(game: &'static dyn DynGame, events: usize) -> Vec<Match> {
    let seats = game.meta().max_seats;
    let mut played: Vec<Match> = Vec::new();
    let per_mille = [0, 500, 750, 900, 970, 990, 997, 999];
    for (i, decline) in per_mille.iter().flat_map(|p| std::iter::repeat_n(*p, 4)).enumerate() {
        let seed = Seed::from_label(&format!("bench/fold/{i}"));
        let mut m = Match::new(game, seats, &Value::Null, seed).expect("setup");
        let mut rng = GameRng::for_event(&seed, u64::MAX);
        let mut refused = 0;
        while !m.is_over() && (m.seq() as usize) < events && refused < 200 {
            let prompts = m.prompts();
            let p = &prompts[rng.below(prompts.len())];
            let answer = match sitter::decline(p) {
                Some(a) if rng.below(1000) < decline => a,
                _ => random_answer(&p.choice, &mut rng),
            };
            if m.answer(p.seat, &answer).is_ok() { refused = 0 } else { refused += 1 }
        }
        if m.seq() as usize >= events {
            return vec![m];
        }
        played.push(m);
    }
    played.sort_by_key(|m| std::cmp::Reverse(m.seq()));
    let mut total = 0;
    played
        .into_iter()
        .take_while(|m| {
            let more = total < events;
            total += m.seq() as usize;
            more
        })
        .collect()
}

/// The first `n` events of `logs`, as (game, its events) pieces folded one after
/// another.
fn first_events(logs: &[Match], n: usize) -> Vec<(&Match, &[Event])> {
    let mut left = n;
    logs.iter()
        .map_while(|m| {
            let take = left.min(m.events().len());
            left -= take;
            (take > 0).then(|| (m, &m.events()[..take]))
        })
        .collect()
}

fn fold_all(pieces: &[(&Match, &[Event])]) {
    for (recorded, events) in pieces {
        black_box(
            Match::fold(recorded.game(), recorded.seats(), recorded.options(), *recorded.seed(), events, false)
                .expect("fold"),
        );
    }
}

/// Whole random games at this seat count, longest first: at least
/// `WHOLE_GAMES`, and as many more as it takes to hold `events` events together.
fn whole_games(game: &'static dyn DynGame, seats: usize, events: usize) -> Vec<Match> {
    let (mut games, mut total) = (Vec::new(), 0);
    while games.len() < WHOLE_GAMES || total < events {
        let m = playout_with(game, seats, &format!("bench/whole/{seats}/{}", games.len()));
        assert!(m.outcome().is_some(), "a random game did not end");
        total += m.events().len();
        games.push(m);
    }
    games.sort_by_key(|m| std::cmp::Reverse(m.seq()));
    games
}

/// The first whole games of `games` that hold at least `n` events together.
fn whole_pieces(games: &[Match], n: usize) -> Vec<(&Match, &[Event])> {
    let mut total = 0;
    games
        .iter()
        .take_while(|m| {
            let more = total < n;
            total += m.events().len();
            more
        })
        .map(|m| (m, m.events()))
        .collect()
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
            });
        });
        let longest = FOLD_EVENTS.iter().copied().max().unwrap_or(0);
        let games = whole_games(game, seats, longest);
        let recorded = &games[0];
        let events = recorded.events();
        group.throughput(Throughput::Elements(events.len() as u64));
        let id = BenchmarkId::new("fold whole game", format!("{} events, {seats} players", events.len()));
        group.bench_function(id, |b| {
            b.iter(|| {
                black_box(Match::fold(game, seats, recorded.options(), *recorded.seed(), events, false).expect("fold"))
            });
        });
        note_fold(&format!("{slug} ({seats} players)"), &[(recorded, events)]);
        // And whole games one after another, as long as the other games' logs.
        for &n in FOLD_EVENTS {
            let pieces = whole_pieces(&games, n);
            note_fold(&format!("{slug} ({seats} players) in {} whole games", pieces.len()), &pieces);
        }
    }
    group.finish();
}

/// Random play can reach a position no one can leave: in one kingdom both
/// players trashed their decks down to a Chapel each, with Copper and Curse gone,
/// and took turns with no coin to spend forever (the rules have no end for it;
/// players resign). A playout still running after this many events is such a
/// game, and is not measured.
const ENDLESS_AFTER: u64 = 100_000;

/// Seeds whose random playout with `options` ends, `PLAYOUT_SEEDS` of them, and
/// how many were skipped as endless.
fn ending_seeds(game: &'static dyn DynGame, options: &Value, label: &str) -> (Vec<Seed>, usize) {
    let (mut seeds, mut endless) = (Vec::new(), 0);
    for n in 1.. {
        if seeds.len() == PLAYOUT_SEEDS {
            break;
        }
        let seed = Seed::from_label(&format!("bench/{label}/{n}"));
        let mut m = Match::new(game, 2, options, seed).expect("setup");
        match random_playout(&mut m, &mut GameRng::for_event(&seed, u64::MAX), ENDLESS_AFTER) {
            Ok(()) => seeds.push(seed),
            Err(_) => endless += 1,
        }
    }
    (seeds, endless)
}

/// Random playouts measured per option set, cycling through this many games.
const PLAYOUT_SEEDS: usize = 200;

fn bench_by_options(c: &mut Criterion, game: &'static dyn DynGame, sets: &[(&str, &str)]) {
    let mut group = c.benchmark_group(format!("{} kingdoms", game.meta().slug));
    group.throughput(Throughput::Elements(1));
    for &(label, json) in sets {
        let options: Value = serde_json::from_str(json).expect("options");
        let (seeds, endless) = ending_seeds(game, &options, label);
        if endless > 0 {
            println!("{label}: {endless} random games never ended (skipped) before {PLAYOUT_SEEDS} that did");
        }
        let mut n = 0usize;
        group.bench_function(BenchmarkId::new("random playout", format!("{label}, 2 players")), |b| {
            b.iter(|| {
                let seed = seeds[n % seeds.len()];
                n += 1;
                let mut m = Match::new(game, 2, &options, seed).expect("setup");
                random_playout(&mut m, &mut GameRng::for_event(&seed, u64::MAX), ENDLESS_AFTER).expect("playout");
                black_box(m)
            });
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
        // Quo Vadis is for three to five.
        let seats = game.meta().min_seats.max(2);
        group.bench_function(BenchmarkId::new("random playout", format!("{seats} players")), |b| {
            b.iter(|| {
                n += 1;
                black_box(playout_with(game, seats, &format!("bench/{n}")))
            });
        });
        // Fold recorded logs; the throughput is events, so the figure is per event.
        let longest = FOLD_EVENTS.iter().copied().max().unwrap_or(0);
        let logs = long_logs(game, longest);
        let seats = logs[0].seats();
        let recorded: usize = logs.iter().map(|m| m.events().len()).sum();
        let mut lengths: Vec<usize> = FOLD_EVENTS.iter().map(|&n| n.min(recorded)).collect();
        lengths.dedup();
        for n in lengths {
            let pieces = first_events(&logs, n);
            let games = match pieces.len() {
                1 => String::new(),
                k => format!(" in {k} games"),
            };
            group.throughput(Throughput::Elements(n as u64));
            let id = BenchmarkId::new("fold", format!("{n} events{games}, {seats} players"));
            group.bench_function(id, |b| b.iter(|| fold_all(&pieces)));
            note_fold(&format!("{slug}{games}"), &pieces);
        }
        group.finish();
    }
}

/// Fold time per event of each game, for the goals printed at the end.
static FOLDS: std::sync::Mutex<Vec<(String, usize, f64)>> = std::sync::Mutex::new(Vec::new());

/// The goal: folding costs at most this much per event, for every game.
const FOLD_GOAL_NS: f64 = 1_000.0;

/// Nanoseconds this thread has run on a CPU, if the system has that clock. On
/// a loaded machine a fold of 5,000 events is preempted in most runs, so
/// wall-clock time grew with the log's length where the work per event did not.
fn thread_cpu_ns() -> Option<f64> {
    cpu_time::ThreadTime::try_now().ok().map(|t| t.as_duration().as_nanos() as f64)
}

/// Time folding the pieces (the best of a few runs, per event, on CPU where the
/// system tells it, else wall-clock) for the summary.
fn note_fold(name: &str, pieces: &[(&Match, &[Event])]) {
    let events: usize = pieces.iter().map(|(_, e)| e.len()).sum();
    let best = (0..10)
        .map(|_| {
            let (start, cpu) = (std::time::Instant::now(), thread_cpu_ns());
            fold_all(pieces);
            let ns = match (cpu, thread_cpu_ns()) {
                (Some(before), Some(after)) => after - before,
                _ => start.elapsed().as_secs_f64() * 1e9,
            };
            ns / events as f64
        })
        .fold(f64::INFINITY, f64::min);
    FOLDS.lock().unwrap().push((name.to_string(), events, best));
}

fn print_goals() {
    let folds = FOLDS.lock().unwrap();
    let clock = if thread_cpu_ns().is_some() { "on CPU" } else { "wall-clock" };
    for (name, events, ns) in folds.iter() {
        let ratio = FOLD_GOAL_NS / ns;
        let verdict = if ratio >= 1.0 { "met" } else { "short" };
        println!(
            "GOAL fold ≤ 1 µs/event: {name}: {:.2} µs/event over {events} events ({clock}); target/actual {ratio:.2} ({verdict})",
            ns / 1e3
        );
    }
}

criterion_group!(benches, bench);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    print_goals();
}
