//! The balance report: many bot games of Voidfall, then final influence per
//! House, per seat (turn-order position at setup is random, so per seat index),
//! per cycle, and the share of influence by source. The game keeps a ledger of
//! influence by source while it runs (never part of the state); this module reads
//! it after each game.

use super::data::content;
use super::flow::ActionRef;
use super::sitter::{self, Picks};
use super::{RULES_VERSION, Voidfall, VoidfallOptions};
use engine::conformance::random_answer;
use engine::{Answer, Game, GameRng, Prompt, Seat, Viewer};
use std::fmt::Write;

/// Where influence came from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Source {
    #[default]
    Focus,
    AgendaAction,
    Tech,
    Event,
    Trade,
    Track,
    Priority,
    Token,
    Overflow,
    Market,
    Objectives,
    Agendas,
    TechCopies,
    TurnOrder,
    Rift,
    /// Corrupt sectors taken in combat (D-26).
    Liberation,
    /// Fallen House sectors liberated (D-26 on a Fallen House's sector).
    FallenHouse,
    /// Influence lost to unpaid upkeep (negative).
    Upkeep,
}

impl Source {
    pub const ALL: [Source; 18] = [
        Source::Focus,
        Source::AgendaAction,
        Source::Tech,
        Source::Event,
        Source::Trade,
        Source::Track,
        Source::Priority,
        Source::Token,
        Source::Overflow,
        Source::Market,
        Source::Objectives,
        Source::Agendas,
        Source::TechCopies,
        Source::TurnOrder,
        Source::Rift,
        Source::Liberation,
        Source::FallenHouse,
        Source::Upkeep,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Source::Focus => "focus actions",
            Source::AgendaAction => "agenda actions",
            Source::Tech => "tech bonuses",
            Source::Event => "event items and aid",
            Source::Trade => "trade windfalls",
            Source::Track => "civilization tracks",
            Source::Priority => "priority cards",
            Source::Token => "bounty/reclaim tokens",
            Source::Overflow => "overflow",
            Source::Market => "breakthrough market",
            Source::Objectives => "galactic objectives",
            Source::Agendas => "agenda scoring",
            Source::TechCopies => "3-influence tech copies",
            Source::TurnOrder => "cycle-3 turn order",
            Source::Rift => "rifts (training)",
            Source::Liberation => "liberation bonus",
            Source::FallenHouse => "Fallen House liberation",
            Source::Upkeep => "unpaid upkeep",
        }
    }

    /// The catalog message naming the source, for log lines and score sheets.
    pub fn key(self) -> &'static str {
        match self {
            Source::Focus => "voidfall-source-focus",
            Source::AgendaAction => "voidfall-source-agenda-action",
            Source::Tech => "voidfall-source-tech",
            Source::Event => "voidfall-source-event",
            Source::Trade => "voidfall-source-trade",
            Source::Track => "voidfall-source-track",
            Source::Priority => "voidfall-source-priority",
            Source::Token => "voidfall-source-token",
            Source::Overflow => "voidfall-source-overflow",
            Source::Market => "voidfall-source-market",
            Source::Objectives => "voidfall-source-objectives",
            Source::Agendas => "voidfall-source-agendas",
            Source::TechCopies => "voidfall-source-tech-copies",
            Source::TurnOrder => "voidfall-source-turn-order",
            Source::Rift => "voidfall-source-rift",
            Source::Liberation => "voidfall-source-liberation",
            Source::FallenHouse => "voidfall-source-fallen-house",
            Source::Upkeep => "voidfall-source-upkeep",
        }
    }

    /// The source of influence an action's effects give.
    pub(super) fn of(action: ActionRef) -> Source {
        match action {
            ActionRef::Focus(..) => Source::Focus,
            ActionRef::Agenda(_) => Source::AgendaAction,
            ActionRef::TechGain(_) | ActionRef::TechBonus(..) | ActionRef::TechTrigger(..) => Source::Tech,
            ActionRef::EventGeneral(_) | ActionRef::EventAid(_) => Source::Event,
            ActionRef::Trade(_) => Source::Trade,
            ActionRef::Track(..) => Source::Track,
            ActionRef::Priority(_) => Source::Priority,
            ActionRef::Token(_) => Source::Token,
        }
    }
}

/// Influence per seat by source, and each seat's influence after each cycle.
#[derive(Clone, Debug, Default)]
pub struct Ledger {
    pub source: Source,
    pub by_source: Vec<[i64; Source::ALL.len()]>,
    pub by_cycle: Vec<Vec<u32>>,
    /// Fallen Houses liberated, and the improved cards they gave (D-25).
    pub fallen_liberated: u32,
    pub fallen_rewards: u32,
}

impl Ledger {
    pub fn new(seats: usize) -> Ledger {
        Ledger {
            source: Source::Focus,
            by_source: vec![[0; Source::ALL.len()]; seats],
            by_cycle: Vec::new(),
            ..Ledger::default()
        }
    }

    fn row(&mut self, seat: Seat) -> &mut [i64; Source::ALL.len()] {
        if self.by_source.len() <= seat {
            self.by_source.resize(seat + 1, [0; Source::ALL.len()]);
        }
        &mut self.by_source[seat]
    }

    pub(super) fn add(&mut self, seat: Seat, n: i64) {
        let s = self.source as usize;
        self.row(seat)[s] += n;
    }

    pub(super) fn cycle_end(&mut self, influence: &[u32]) {
        self.by_cycle.push(influence.to_vec());
    }
}

/// Who plays the report's games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bots {
    /// Uniformly random legal answers (fast).
    Random,
    /// The planning sitter for every seat, with Houses and Origins given out
    /// as the order says.
    Sitter(PickOrder),
    /// The baseline sitter (one decision of look-ahead) for every seat.
    Baseline,
}

/// How the report's sitters take their Houses and Origins, so that the
/// per-House table measures Houses, not the sitter's taste.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PickOrder {
    /// Uniformly at random.
    Random,
    /// Rotated over seats (and so map positions) game by game.
    Rotated,
}

/// Who answers for one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bot {
    Random,
    Planner(Picks),
    Baseline,
}

impl Bot {
    /// This bot's answer to `p` in `g`, on the game as its seat imagines it.
    fn answer(self, g: &Voidfall, p: &Prompt, rng: &mut GameRng) -> Answer {
        let mut seen = g.clone();
        seen.scramble_hidden(Viewer::Seat(p.seat), rng);
        let chosen = match self {
            Bot::Random => None,
            Bot::Planner(picks) => sitter::planned(&seen, p, rng, picks),
            Bot::Baseline => sitter::baseline(&seen, p, rng),
        };
        chosen.unwrap_or_else(|| random_answer(&p.choice, rng))
    }
}

/// One finished bot game, or why it did not finish; `bots[s]` plays seat `s`.
pub fn play(seats: usize, opts: &VoidfallOptions, bots: &[Bot], seed: u64) -> Result<Voidfall, String> {
    let mut rng = GameRng::from_u64(seed);
    let mut g = Voidfall::setup_with_rules(seats, opts, RULES_VERSION, &mut rng).map_err(|e| format!("{e}"))?;
    for _ in 0..200_000 {
        if g.outcome().is_some() {
            return Ok(g);
        }
        let prompts = g.prompts();
        let p = prompts.get(rng.below(prompts.len().max(1))).ok_or("no prompt before the end")?;
        let bot = bots.get(p.seat).copied().unwrap_or(Bot::Random);
        let answer = bot.answer(&g, p, &mut rng);
        if g.apply(p.seat, &answer, &mut rng).is_err() {
            // A sitter answer the rules refuse: fall back to a random legal one.
            let answer = random_answer(&p.choice, &mut rng);
            g.apply(p.seat, &answer, &mut rng).map_err(|e| format!("{e:?}"))?;
        }
    }
    Err("no end in 200000 answers".into())
}

/// Two-player games of bot `a` against bot `b`, `a` taking seat 0 in even
/// games and seat 1 in odd ones, seeds `first..first + games`: (wins of `a`,
/// ties, losses).
pub fn duel(a: Bot, b: Bot, first: u64, games: u64) -> Result<(usize, usize, usize), String> {
    let (mut won, mut tied, mut lost) = (0, 0, 0);
    for seed in first..first + games {
        let a_seat = (seed % 2) as usize;
        let bots = if a_seat == 0 { [a, b] } else { [b, a] };
        let g = play(2, &VoidfallOptions::default(), &bots, seed)?;
        let places = g.outcome().ok_or("no outcome")?.places;
        match places[a_seat].cmp(&places[1 - a_seat]) {
            std::cmp::Ordering::Less => won += 1,
            std::cmp::Ordering::Equal => tied += 1,
            std::cmp::Ordering::Greater => lost += 1,
        }
    }
    Ok((won, tied, lost))
}

/// The Wilson score interval (95 %) of `won` successes in `n` games.
fn wilson(won: usize, n: usize) -> (f64, f64) {
    let (n, p, z) = (n as f64, won as f64 / n.max(1) as f64, 1.96f64);
    let centre = p + z * z / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let scale = 1.0 + z * z / n;
    (((centre - spread) / scale).max(0.0), ((centre + spread) / scale).min(1.0))
}

/// Training solo's final influence against the benchmark: shares in bands
/// of a sixth of it, and how far the median and the best game fall short.
fn training_distribution(w: &mut String, sorted: &[u32], ready_at: u32) {
    let (Some(best), false) = (sorted.last(), sorted.is_empty()) else { return };
    let band = (ready_at / 6).max(1);
    let _ = writeln!(w, "final influence against the benchmark of {ready_at}:");
    let mut low = 0;
    while low <= *best {
        let high = low + band;
        let n = sorted.iter().filter(|v| (low..high).contains(*v)).count();
        let _ = writeln!(
            w,
            "  {:>4}–{:<4} {:>5} games {:>5.1}%  {}",
            low,
            high - 1,
            n,
            100.0 * n as f64 / sorted.len() as f64,
            "#".repeat((60 * n).div_ceil(sorted.len()))
        );
        low = high;
    }
    let median = sorted[sorted.len() / 2];
    let _ = writeln!(
        w,
        "  median {median} ({:.0} % of the benchmark), best {best} ({:.0} %)",
        100.0 * median as f64 / ready_at as f64,
        100.0 * *best as f64 / ready_at as f64
    );
}

fn mean(sum: f64, n: usize) -> f64 {
    if n == 0 { 0.0 } else { sum / n as f64 }
}

/// Play `games` bot games with `seats` players and write the report.
pub fn report(seats: usize, games: usize, bots: Bots, opts: &VoidfallOptions) -> Result<String, String> {
    if !(1..=4).contains(&seats) {
        return Err("Voidfall takes 1 to 4 players".into());
    }
    let c = content();
    let houses = c.houses.len();
    // Per House and per seat: (games, wins, influence sum).
    let mut by_house = vec![(0usize, 0usize, 0f64); houses];
    let mut by_origin = vec![(0usize, 0usize, 0f64); c.origins.len()];
    let mut by_seat = vec![(0usize, 0usize, 0f64); seats];
    let mut cycles = vec![(0f64, 0usize); c.rules.cycles as usize];
    let mut sources = [0i64; Source::ALL.len()];
    let mut finals: Vec<u32> = Vec::new();
    let mut ready = 0usize;
    let (mut liberated, mut rewards) = (0u32, 0u32);
    let mut failed = Vec::new();
    for i in 0..games {
        let bot = match bots {
            Bots::Random => Bot::Random,
            Bots::Sitter(PickOrder::Random) => Bot::Planner(Picks::Uniform),
            Bots::Sitter(PickOrder::Rotated) => Bot::Planner(Picks::Rotated(i)),
            Bots::Baseline => Bot::Baseline,
        };
        let g = match play(seats, opts, &vec![bot; seats], i as u64) {
            Ok(g) => g,
            Err(e) => {
                failed.push(format!("game {i}: {e}"));
                continue;
            }
        };
        let o = g.outcome().ok_or("no outcome")?;
        liberated += g.ledger.fallen_liberated;
        rewards += g.ledger.fallen_rewards;
        for s in 0..seats {
            let influence = g.players[s].influence;
            let won = o.places[s] == 1;
            finals.push(influence);
            if let Some(h) = g.players[s].house {
                by_house[h].0 += 1;
                by_house[h].1 += usize::from(won);
                by_house[h].2 += influence as f64;
            }
            if let Some(o) = g.players[s].origin {
                by_origin[o].0 += 1;
                by_origin[o].1 += usize::from(won);
                by_origin[o].2 += influence as f64;
            }
            by_seat[s].0 += 1;
            by_seat[s].1 += usize::from(won);
            by_seat[s].2 += influence as f64;
            for (k, row) in g.ledger.by_cycle.iter().enumerate() {
                if let (Some(slot), Some(v)) = (cycles.get_mut(k), row.get(s)) {
                    slot.0 += *v as f64;
                    slot.1 += 1;
                }
            }
            if let Some(row) = g.ledger.by_source.get(s) {
                for (k, v) in row.iter().enumerate() {
                    sources[k] += v;
                }
            }
            if seats == 1 && influence >= c.training.ready_at {
                ready += 1;
            }
        }
    }
    let played = games - failed.len();
    let mut out = String::new();
    let w = &mut out;
    let bots_name = match bots {
        Bots::Random => "random answers",
        Bots::Sitter(PickOrder::Random) => "the planning sitter, Houses and Origins at random",
        Bots::Sitter(PickOrder::Rotated) => "the planning sitter, Houses and Origins rotated over seats",
        Bots::Baseline => "the baseline sitter",
    };
    let _ = writeln!(w, "Voidfall balance: {played} games, {seats} player(s), every seat played by {bots_name}");
    finals.sort_unstable();
    if !finals.is_empty() {
        let total: f64 = finals.iter().map(|v| *v as f64).sum();
        let q = |f: f64| finals[((finals.len() - 1) as f64 * f) as usize];
        let _ = writeln!(
            w,
            "final influence: mean {:.1}, min {}, quartiles {}/{}/{}, max {}",
            mean(total, finals.len()),
            finals[0],
            q(0.25),
            q(0.5),
            q(0.75),
            finals[finals.len() - 1]
        );
    }
    if seats == 1 {
        let _ =
            writeln!(w, "training: {ready} of {played} games reached {} influence (\"ready\")", c.training.ready_at);
        training_distribution(w, &finals, c.training.ready_at);
    }
    let _ = writeln!(w, "\nwins with 95 % intervals (fair: {:.1}%)", 100.0 / seats as f64);
    let mut table = |title: &str, rows: Vec<(String, (usize, usize, f64))>| {
        let _ = writeln!(w, "\nper {title:<16} games   wins  (95 % interval)  mean influence");
        for (name, (n, won, sum)) in rows {
            if n > 0 {
                let (lo, hi) = wilson(won, n);
                let _ = writeln!(
                    w,
                    "  {:<20} {:>5} {:>5.1}%  ({:>4.1}–{:>4.1}%)  {:>8.1}",
                    name,
                    n,
                    100.0 * won as f64 / n as f64,
                    100.0 * lo,
                    100.0 * hi,
                    mean(sum, n)
                );
            }
        }
    };
    table("House", by_house.iter().enumerate().map(|(h, r)| (c.houses[h].id.clone(), *r)).collect());
    table("Origin", by_origin.iter().enumerate().map(|(o, r)| (c.origins[o].id.clone(), *r)).collect());
    // Each seat has its own home sector on the map: seat and map position are one.
    table("seat (map home)", by_seat.iter().enumerate().map(|(s, r)| (format!("seat {}", s + 1), *r)).collect());
    let _ = writeln!(w, "\nmean influence after each cycle (start {})", c.rules.start_influence);
    for (k, (sum, n)) in cycles.iter().enumerate() {
        let _ = writeln!(w, "  cycle {}: {:>8.1}", k + 1, mean(*sum, *n));
    }
    let gained: i64 = sources.iter().filter(|v| **v > 0).sum();
    let _ = writeln!(w, "\nshare of influence gained, by source (mean per player; every source, none left out)");
    let players = (played * seats).max(1) as f64;
    let share = |n: i64| if n > 0 { 100.0 * n as f64 / gained.max(1) as f64 } else { 0.0 };
    let mut order: Vec<usize> = (0..Source::ALL.len()).collect();
    order.sort_by_key(|k| -sources[*k]);
    for k in order {
        let n = sources[k];
        let _ = writeln!(w, "  {:<26} {:>5.1}%  {:>8.1}", Source::ALL[k].name(), share(n), n as f64 / players);
    }
    let _ = writeln!(w, "\nsources the content is tuned by (target: tracks and events each >= 5 %)");
    for (name, group) in [
        ("civilization tracks", &[Source::Track][..]),
        ("events (items and aid)", &[Source::Event][..]),
        ("agendas (actions and scoring)", &[Source::AgendaAction, Source::Agendas][..]),
    ] {
        let n: i64 = group.iter().map(|s| sources[*s as usize]).sum();
        let _ = writeln!(w, "  {:<30} {:>5.1}%  {:>8.1}", name, share(n), n as f64 / players);
    }
    if opts.fallen_houses {
        let per_game = |n: u32| mean(n as f64, played);
        let _ = writeln!(
            w,
            "\nFallen Houses: {:.2} liberated per game, {:.2} improved cards taken as their reward",
            per_game(liberated),
            per_game(rewards)
        );
    }
    for f in &failed {
        let _ = writeln!(w, "unfinished: {f}");
    }
    Ok(out)
}
