//! The playtest lab: plays many bot games of a data variant and reports the
//! numbers the designer's notes ask about (seat and race balance with 95%
//! intervals, VP by source, comebacks, the Wrath of God, generation timing,
//! wars, score spread), plus the bot against random players.

use super::bot;
use super::data::Variant;
use super::{QuoVadis, QuoVadisOptions, Source};
use engine::conformance::random_answer;
use engine::{Arg, Game, GameRng, LogEntry, Seed};
use std::fmt::Write;

/// Who answers for a seat.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Player {
    Bot,
    Random,
}

/// Wars seen in the log of a game: per seat, wars fought and wars won.
#[derive(Clone, Debug, Default)]
struct WarTally {
    fought: Vec<u32>,
    won: Vec<u32>,
}

impl WarTally {
    fn read(&mut self, log: &[LogEntry]) {
        for e in log {
            let key: &str = e.text.key.as_ref();
            let Some(Arg::Player(s)) = e.text.args.get("player") else { continue };
            let tally = match key {
                "quo-vadis-log-strength" => &mut self.fought,
                "quo-vadis-log-war-won" => &mut self.won,
                _ => continue,
            };
            if tally.len() <= *s {
                tally.resize(*s + 1, 0);
            }
            tally[*s] += 1;
        }
    }

    fn of(v: &[u32], s: usize) -> u32 {
        v.get(s).copied().unwrap_or(0)
    }
}

/// Play one game to the end; `None` if it did not end (a bug the report names).
fn play(opts: &QuoVadisOptions, seats: usize, who: &[Player], label: &str) -> Option<(QuoVadis, WarTally)> {
    let seed = Seed::from_label(label);
    let mut g = QuoVadis::setup(seats, opts, &mut GameRng::for_event(&seed, 0)).ok()?;
    let mut wars = WarTally::default();
    let mut k = 1;
    while g.outcome().is_none() {
        let prompts = g.prompts();
        let p = prompts.first()?;
        let mut rng = GameRng::for_event(&seed, k);
        let answer = match who[p.seat] {
            Player::Bot => bot::answer(&g, p, &mut rng),
            Player::Random => random_answer(&p.choice, &mut rng),
        };
        let mut after = g.clone();
        if let Ok(log) = after.apply(p.seat, &answer, &mut rng) {
            wars.read(&log);
            g = after;
        } else if who[p.seat] == Player::Bot {
            // A bot mistake: fall back to a random legal answer.
            let answer = random_answer(&p.choice, &mut rng);
            if let Ok(log) = g.apply(p.seat, &answer, &mut rng) {
                wars.read(&log);
            }
        }
        k += 1;
        if k > 50_000 {
            return None;
        }
    }
    Some((g, wars))
}

/// Wilson 95% interval of a proportion, in percent.
fn wilson(wins: usize, n: usize) -> (f64, f64, f64) {
    if n == 0 {
        return (0.0, 0.0, 0.0);
    }
    let (p, n) = (wins as f64 / n as f64, n as f64);
    let z = 1.96;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / (1.0 + z * z / n);
    (100.0 * p, 100.0 * (centre - half).max(0.0), 100.0 * (centre + half).min(1.0))
}

fn rate(out: &mut String, label: &str, wins: usize, n: usize) {
    let (p, lo, hi) = wilson(wins, n);
    let _ = writeln!(out, "  {label:<14} {p:5.1}%  [{lo:5.1}, {hi:5.1}]  ({wins}/{n})");
}

/// Play `games` bot games and write the report.
pub fn report(opts: &QuoVadisOptions, seats: usize, games: usize) -> Result<String, String> {
    let v: &Variant = super::data::variant(&opts.variant)?;
    if !(3..=5).contains(&seats) {
        return Err("Quo Vadis takes 3 to 5 players".into());
    }
    let mut out = String::new();
    let races = v.races.len();
    let mut by_position = vec![(0usize, 0usize); seats];
    let mut by_race = vec![(0usize, 0usize); races];
    let mut by_source = [0u64; 7];
    let mut wars = 0u64;
    let mut wraths = 0u64;
    let mut wrath_on_last_winner = 0u64;
    let mut wrath_on_leader = 0u64;
    let mut last_at_half = (0usize, 0usize);
    let mut after_loss = (0usize, 0usize);
    let mut change_rounds = vec![(0u64, 0u64); v.numbers.generations];
    let mut generation_sizes = [0u64; 7];
    let mut finals: Vec<f64> = Vec::new();
    let mut spreads = 0f64;
    let mut style = [0u64; 20];
    let mut unfinished = 0;
    for i in 0..games {
        let Some((g, _)) = play(opts, seats, &vec![Player::Bot; seats], &format!("lab/{}/{seats}/{i}", opts.variant))
        else {
            unfinished += 1;
            continue;
        };
        let o = g.outcome().ok_or("no outcome")?;
        let winner = o.winners()[0];
        for s in 0..seats {
            let pos = g.position(s);
            by_position[pos].1 += 1;
            let race = g.players[s].race.unwrap_or(0);
            by_race[race].1 += 1;
            if s == winner {
                by_position[pos].0 += 1;
                by_race[race].0 += 1;
            }
            for src in Source::ALL {
                by_source[src as usize] += g.players[s].vp_by[src as usize] as u64;
            }
            style[(g.players[s].vp_by[Source::Style as usize] as usize).min(19)] += 1;
            if g.stats.first_loss[s].is_some() {
                after_loss.1 += 1;
                after_loss.0 += usize::from(s == winner);
            }
            for (n, r) in g.stats.changes[s].iter().enumerate() {
                if let Some(c) = change_rounds.get_mut(n) {
                    c.0 += *r as u64;
                    c.1 += 1;
                }
            }
            for row in &g.players[s].generations {
                generation_sizes[row.len().min(6)] += 1;
            }
            finals.push(g.players[s].vp as f64);
        }
        if let Some(last) = (0..seats).min_by_key(|&s| (g.stats.vp_after_half.get(s).copied().unwrap_or(0), s)) {
            last_at_half.1 += 1;
            last_at_half.0 += usize::from(last == winner);
        }
        let mut scores: Vec<i64> = o.scores.clone();
        scores.sort_unstable();
        spreads += (scores[seats - 1] - scores[0]) as f64;
        wars += g.stats.wars as u64;
        for w in &g.stats.wraths {
            wraths += 1;
            wrath_on_last_winner += u64::from(w.3.is_some_and(|b| w.2.contains(&b)));
            wrath_on_leader += u64::from(w.4.is_some_and(|l| w.2.contains(&l)));
        }
    }
    let played = games - unfinished;
    let players = (played * seats).max(1) as f64;
    let _ = writeln!(
        out,
        "Quo Vadis lab: variant {}, {seats} players, {played} bot games ({} boards, devotion {})",
        opts.variant,
        if opts.boards == super::Boards::Custom { "custom" } else { "standard" },
        if opts.devotion { "on" } else { "off" }
    );
    if unfinished > 0 {
        let _ = writeln!(out, "WARNING: {unfinished} games did not finish");
    }
    let _ = writeln!(out, "\nWin rate by turn position (1st = start player), 95% Wilson interval:");
    for (pos, (w, n)) in by_position.iter().enumerate() {
        rate(&mut out, &format!("position {}", pos + 1), *w, *n);
    }
    let _ = writeln!(out, "\nWin rate by race:");
    for (r, (w, n)) in by_race.iter().enumerate() {
        rate(&mut out, &v.races[r].id, *w, *n);
    }
    let _ = writeln!(out, "\nMean VP per player by source:");
    for src in Source::ALL {
        let _ = writeln!(out, "  {:<14} {:6.2}", src.id(), by_source[src as usize] as f64 / players);
    }
    let mean = finals.iter().sum::<f64>() / players;
    let sd = (finals.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / players).sqrt();
    let _ = writeln!(
        out,
        "\nFinal scores: mean {mean:.1}, standard deviation {sd:.1}, mean winner-minus-last {:.1}",
        spreads / played.max(1) as f64
    );
    let _ = writeln!(out, "\nComebacks:");
    rate(&mut out, "last at half", last_at_half.0, last_at_half.1);
    rate(&mut out, "lost a war", after_loss.0, after_loss.1);
    let _ = writeln!(out, "  (win rates of the player last after round 5, and of players who lost at least one war)");
    let _ = writeln!(out, "\nWars per game: {:.2}", wars as f64 / played.max(1) as f64);
    let _ = writeln!(
        out,
        "Wrath of God: {:.2} per game; hits the player who last beat the invoker in {:.0}% of uses, the leader in {:.0}%",
        wraths as f64 / played.max(1) as f64,
        100.0 * wrath_on_last_winner as f64 / wraths.max(1) as f64,
        100.0 * wrath_on_leader as f64 / wraths.max(1) as f64
    );
    let _ = writeln!(out, "\nGeneration changes (mean round; share of players reaching it):");
    for (n, (sum, count)) in change_rounds.iter().enumerate() {
        if *count > 0 {
            let _ = writeln!(
                out,
                "  change {}: round {:.1} ({:.0}%)",
                n + 1,
                *sum as f64 / *count as f64,
                100.0 * *count as f64 / players
            );
        }
    }
    let total_gens: u64 = generation_sizes.iter().sum();
    let _ = write!(out, "Generation sizes:");
    for (n, c) in generation_sizes.iter().enumerate().skip(1) {
        let _ =
            write!(out, "  {n}{}: {:.0}%", if n == 6 { "+" } else { "" }, 100.0 * *c as f64 / total_gens.max(1) as f64);
    }
    let _ = write!(out, "\nStyle bonus distribution:");
    for (vp, c) in style.iter().enumerate().filter(|(_, c)| **c > 0) {
        let _ = write!(out, "  {vp} VP: {:.0}%", 100.0 * *c as f64 / players);
    }
    let _ = writeln!(out);
    Ok(out)
}

/// The bot in seat 0 against random players.
#[derive(Clone, Debug, Default)]
pub struct VersusRandom {
    pub played: usize,
    /// Games the bot won.
    pub wins: usize,
    /// Games the bot finished ahead of the random player in seat 1.
    pub ahead: usize,
    pub bot_vp: u64,
    /// The best random player's VP, summed over the games.
    pub best_random_vp: u64,
    pub wars: u64,
    /// Wars the bot took part in, and won.
    pub bot_wars: u64,
    pub bot_war_wins: u64,
    /// The bot's VP by [`Source`], summed over the games.
    pub bot_by_source: [u64; 7],
}

pub fn bot_against_random(opts: &QuoVadisOptions, seats: usize, games: usize) -> VersusRandom {
    let mut who = vec![Player::Random; seats];
    who[0] = Player::Bot;
    let mut r = VersusRandom::default();
    for i in 0..games {
        let Some((g, tally)) = play(opts, seats, &who, &format!("lab-vs-random/{seats}/{i}")) else { continue };
        let Some(o) = g.outcome() else { continue };
        r.played += 1;
        r.wins += usize::from(o.places[0] == 1);
        r.ahead += usize::from(o.places[0] < o.places[1]);
        r.bot_vp += o.scores[0].max(0) as u64;
        r.best_random_vp += o.scores[1..].iter().copied().max().unwrap_or(0).max(0) as u64;
        r.wars += g.stats.wars as u64;
        r.bot_wars += WarTally::of(&tally.fought, 0) as u64;
        r.bot_war_wins += WarTally::of(&tally.won, 0) as u64;
        for (sum, vp) in r.bot_by_source.iter_mut().zip(g.players[0].vp_by) {
            *sum += vp as u64;
        }
    }
    r
}

/// The bot-against-random lines of the report, with 95% intervals.
pub fn versus_random_report(opts: &QuoVadisOptions, seats: usize, games: usize) -> String {
    let r = bot_against_random(opts, seats, games);
    let n = r.played.max(1) as f64;
    let mut out = String::new();
    let _ = writeln!(out, "Bot (seat 1) against {} random players, {} games:", seats - 1, r.played);
    rate(&mut out, "wins", r.wins, r.played);
    rate(&mut out, "ahead of seat 2", r.ahead, r.played);
    let _ = writeln!(
        out,
        "  mean VP: bot {:.1}, best random player {:.1}; wars per game {:.2}, the bot in {:.2} and won {:.0}% of those",
        r.bot_vp as f64 / n,
        r.best_random_vp as f64 / n,
        r.wars as f64 / n,
        r.bot_wars as f64 / n,
        100.0 * r.bot_war_wins as f64 / r.bot_wars.max(1) as f64
    );
    let _ = write!(out, "  the bot's mean VP by source:");
    for src in Source::ALL {
        let _ = write!(out, " {} {:.1}", src.id(), r.bot_by_source[src as usize] as f64 / n);
    }
    let _ = writeln!(out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bar: the bot wins at least 9 games in 10 against three random
    /// players. On this fixed sample of 200 four-player games it must reach that
    /// bar itself (it won 193 when this test was written, and 95.3% of 1,000).
    #[test]
    fn the_bot_beats_random_players() {
        let r = bot_against_random(&QuoVadisOptions::default(), 4, 200);
        assert_eq!(r.played, 200);
        assert!(r.wins >= 180, "the bot won only {} of 200 games against three random players", r.wins);
        assert!(r.ahead >= 190, "the bot finished ahead of a random player in only {} of 200 games", r.ahead);
        assert!(r.bot_wars > 0 && r.bot_war_wins > 0, "the bot fights and wins wars");
    }

    /// The same bar at every table size on 1,000 games each (slow in a debug
    /// build: `cargo test --release --lib quo_vadis::lab -- --ignored`).
    #[test]
    #[ignore = "thousands of games: run in a release build"]
    fn the_bot_wins_nine_games_in_ten_at_three_four_and_five_players() {
        for seats in 3..=5 {
            let r = bot_against_random(&QuoVadisOptions::default(), seats, 1000);
            assert_eq!(r.played, 1000);
            assert!(r.wins >= 900, "{seats} players: the bot won only {} of 1000 games", r.wins);
        }
    }

    #[test]
    fn the_report_names_every_section() {
        let r = report(&QuoVadisOptions::default(), 4, 4).unwrap();
        for part in [
            "Win rate by turn position",
            "Win rate by race",
            "by source",
            "Comebacks",
            "Wars per game",
            "Wrath of God",
            "Generation changes",
            "Style bonus",
        ] {
            assert!(r.contains(part), "{part} missing from\n{r}");
        }
    }
}
