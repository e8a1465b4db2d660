//! Who answers for an absent seat. The planning sitter values a position by
//! what it will still give over the game's remaining rounds (production,
//! storages, tracks, sectors and what they hold, techs, agendas) and plays the
//! seat's own follow-up questions of an invasion or a regroup through before
//! judging an answer, so a losing attack shows as the sectors and fleets it
//! costs. The baseline sitter (one decision of look-ahead on a flat standing) is
//! kept as the peer the planner is measured against in tests and the balance
//! report.

use super::combat::{self, Ending};
use super::data::content;
use super::flow::{Ask, Pick, Q};
use super::{Answer, Control, Game, GameRng, Prompt, Resource, Seat, Voidfall};
use engine::Choice;
use engine::sitter::{answers_to_try, cautious, decline, lookahead};

/// How a sitter picks its House and Origin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picks {
    /// By what the Origins give, with some randomness among near equals.
    Valued,
    /// Uniformly at random (for the balance report, so that picks do not
    /// stand in for Houses).
    Uniform,
    /// Rotated over seats by the balance report's game number: seat `s` of
    /// game `g` takes House `(g + s) mod Houses` and that House's Origin
    /// `(g / Houses) mod 2`, so every seat plays every House and Origin
    /// equally often.
    Rotated(usize),
}

/// Influence is counted in hundredths so that smaller worths add up.
const INFLUENCE: i64 = 100;
/// Follow-up questions of the seat played through before an answer is judged
/// (a whole invasion: target, forces, confirmation).
const DEPTH: u32 = 3;

/// The planning sitter's answer to `prompt` on the game as its seat sees it.
pub(crate) fn planned(seen: &Voidfall, prompt: &Prompt, rng: &mut GameRng, picks: Picks) -> Option<Answer> {
    let seat = prompt.seat;
    let ask = seen.asks.iter().find(|a| a.seat == seat)?;
    if matches!(ask.q, Q::House | Q::Origin) {
        return Some(pick_start(seen, &ask.q, prompt, rng, picks));
    }
    let mut answers = answers_to_try(prompt, cautious(prompt));
    answers.extend(extra_answers(seen, seat, &ask.q, prompt));
    if let Some(pass) = decline(prompt) {
        answers.retain(|a| *a != pass);
        answers.push(pass);
    }
    lookahead(seen, prompt, answers, rng, |g| settle(g, seat, DEPTH))
}

/// Answers beyond the generic ones: for an invasion's forces, every unit but
/// one power in each sector it leaves (so that no valued sector empties).
fn extra_answers(g: &Voidfall, seat: Seat, q: &Q, prompt: &Prompt) -> Vec<Answer> {
    let Q::InvadeForces { .. } = q else { return Vec::new() };
    let picks = g.picks(seat, q);
    let options = prompt.choice.options();
    let mut kept: Vec<usize> = Vec::new();
    let mut keys = Vec::new();
    for (pick, opt) in picks.iter().zip(options) {
        if let Pick::Unit(s, _, _) = pick
            && !kept.contains(s)
        {
            kept.push(*s);
            continue;
        }
        keys.push(opt.key.to_string());
    }
    if keys.is_empty() { Vec::new() } else { vec![Answer::Many(keys)] }
}

/// The seat's value once its own pending questions of an invasion, a regroup
/// or a build are answered as well as it can (up to `depth` more answers).
fn settle(g: &Voidfall, seat: Seat, depth: u32) -> i64 {
    let Some(ask) = g.asks.iter().find(|a| a.seat == seat) else { return g.outlook(seat) };
    let chained = matches!(
        ask.q,
        Q::InvadeTarget
            | Q::InvadeForces { .. }
            | Q::InvadeConfirm { .. }
            | Q::RegroupFrom { .. }
            | Q::RegroupTo { .. }
            | Q::RegroupAmount { .. }
            | Q::GuildSector { .. }
            | Q::GuildType { .. }
            | Q::InstallationSector { .. }
            | Q::InstallationType { .. }
            | Q::DeployModel { .. }
    );
    if depth == 0 || !chained {
        return g.outlook(seat);
    }
    let prompt = g.prompt(ask);
    let mut answers = match &prompt.choice {
        Choice::One { options } => options.iter().map(|o| Answer::One(o.key.to_string())).collect(),
        Choice::Many { options, max, .. } => {
            vec![Answer::Many(options.iter().take(*max).map(|o| o.key.to_string()).collect())]
        }
        _ => vec![cautious(&prompt)],
    };
    answers.extend(extra_answers(g, seat, &ask.q, &prompt));
    let mut rng = GameRng::from_u64(0);
    answers
        .iter()
        .filter_map(|a| {
            let mut next = g.clone();
            next.apply(seat, a, &mut rng).ok()?;
            Some(settle(&next, seat, depth - 1))
        })
        .max()
        .unwrap_or_else(|| g.outlook(seat))
}

/// House and Origin: each option's worth (the best Origin of a House), plus
/// up to two influence of chance, so near equals vary from game to game.
fn pick_start(g: &Voidfall, q: &Q, prompt: &Prompt, rng: &mut GameRng, picks: Picks) -> Answer {
    let options = prompt.choice.options();
    let c = content();
    if let Picks::Rotated(game) = picks
        && let Some(i) = rotated_pick(g, q, prompt.seat, game)
    {
        return Answer::One(options[i].key.to_string());
    }
    if picks != Picks::Valued || options.is_empty() {
        return Answer::One(
            options.get(rng.below(options.len().max(1))).map(|o| o.key.to_string()).unwrap_or_default(),
        );
    }
    let worths: Vec<i64> = g
        .picks(prompt.seat, q)
        .iter()
        .map(|p| match p {
            Pick::House(h) => c
                .origins
                .iter()
                .enumerate()
                .filter(|(_, o)| o.house == c.houses[*h].id)
                .map(|(o, _)| origin_worth(o))
                .max()
                .unwrap_or(0),
            Pick::Origin(o) => origin_worth(*o),
            _ => 0,
        })
        .collect();
    let best = worths
        .iter()
        .enumerate()
        .map(|(i, w)| (w + rng.below(2 * INFLUENCE as usize + 1) as i64, i))
        .max()
        .map_or(0, |(_, i)| i);
    Answer::One(options[best].key.to_string())
}

/// The option that the rotation of `Picks::Rotated` gives `seat` in game
/// `game`, if it is on offer.
fn rotated_pick(g: &Voidfall, q: &Q, seat: Seat, game: usize) -> Option<usize> {
    let c = content();
    let houses = c.houses.len().max(1);
    let house = (game + seat) % houses;
    g.picks(seat, q).iter().position(|p| match p {
        Pick::House(h) => *h == house,
        Pick::Origin(o) => {
            let own: Vec<usize> = (0..c.origins.len()).filter(|k| c.origins[*k].house == c.origins[*o].house).collect();
            own.get((game / houses) % own.len().max(1)) == Some(o)
        }
        _ => false,
    })
}

/// What an Origin starts a player with, in the planner's hundredths of influence.
fn origin_worth(o: usize) -> i64 {
    let d = &content().origins[o];
    let storage: i64 = d.storage.by_res().iter().map(|n| *n as i64).sum();
    let guilds = (d.home_guilds.len() * d.home_population as usize
        + d.outpost_guilds.len() * d.outpost_population as usize) as i64;
    storage * 25
        + guilds * 60
        + (d.home_population + d.outpost_population) as i64 * 40
        + (d.home_corvettes + d.outpost_corvettes) as i64 * 50
        + d.reserve as i64 * 20
        + d.outpost_installations.len() as i64 * 60
        + i64::from(d.trade_token) * 100
        + i64::from(d.production_bonus.is_some()) * 80
}

/// What a unit of each resource is worth when stored or produced.
fn resource_worth(r: Resource) -> i64 {
    match r {
        Resource::Science | Resource::Credits => 35,
        _ => 25,
    }
}

impl Voidfall {
    /// Focus rounds still to play, this one included (later cycles at the
    /// events' mean length).
    fn rounds_left(&self) -> i64 {
        let c = content();
        let now = self.event.map_or(0, |e| c.events[e].rounds as i64);
        let mean = c.events.iter().map(|e| e.rounds as i64).sum::<i64>() / c.events.len().max(1) as i64;
        let later = (c.rules.cycles as i64 - self.cycle as i64).max(0);
        (now - self.round as i64 + 1).max(0) + later * mean
    }

    /// Evaluations still to score, this cycle's included.
    fn evaluations_left(&self) -> i64 {
        if self.finished { 0 } else { (content().rules.cycles as i64 - self.cycle as i64 + 1).max(0) }
    }

    /// The planner's value of a seat's position: its lead in influence, then
    /// what its position will still give before the end. Fleet power on the
    /// map holds sectors and threatens others; power back in the reserve must
    /// be deployed again, so a lost battle is a loss even though its power
    /// returns.
    pub(crate) fn outlook(&self, seat: Seat) -> i64 {
        let influence = |s: Seat| self.players[s].influence as i64;
        let rival = (0..self.seats()).filter(|&s| s != seat).map(influence).max().unwrap_or(0);
        let lead = (influence(seat) - rival) * INFLUENCE;
        if self.finished {
            return lead * 10 + influence(seat);
        }
        let rounds = self.rounds_left();
        let evaluations = self.evaluations_left();
        let total_rounds = (content().rules.cycles as i64 * 5).max(1);
        let p = &self.players[seat];
        let c = content();

        // Production arrives about once every three rounds and once per cycle.
        let harvests = rounds / 3 + evaluations;
        let production: i64 = Resource::ALL
            .iter()
            .map(|r| c.yield_of(*r, self.level(seat, *r)) as i64 * resource_worth(*r) * harvests)
            .sum();
        let storage: i64 = Resource::ALL.iter().map(|r| p.storage[*r as usize] as i64 * resource_worth(*r)).sum();
        // A step is worth its benefits' resources now and more with time to use them.
        let tracks = p.tracks.iter().map(|t| *t as i64).sum::<i64>() * (60 + 120 * rounds / total_rounds);
        let techs: i64 = p
            .techs
            .iter()
            .map(|h| {
                150 + 80 * rounds / total_rounds
                    + i64::from(!h.improved && h.influence_copy) * 3 * evaluations * INFLUENCE / 2
            })
            .sum();
        let agendas: i64 =
            (0..p.slots.len()).map(|i| self.agenda_score(seat, i) as i64).sum::<i64>() * evaluations * INFLUENCE / 2
                + p.agenda_hand.len() as i64 * 60 * rounds.min(1)
                + p.improved_hand.len() as i64 * 150;
        let sectors: i64 = self.own_sectors(seat).map(|s| self.sector_worth(seat, s, rounds, total_rounds)).sum();
        let power = self.map_power(seat) as i64 * 45 + p.reserve as i64 * 20 + p.supply_power as i64 * 5;
        let threats = self.threats(seat) * rounds.min(6) / 6;
        let corruption = self.corruption_count(seat) as i64 * 90;
        lead + production + storage + tracks + techs + agendas + sectors + power + threats - corruption
    }

    /// A held sector: being held (agendas and objectives count sectors), its
    /// population and pure state, its installations (production counts its
    /// guilds).
    fn sector_worth(&self, _seat: Seat, s: usize, rounds: i64, total_rounds: i64) -> i64 {
        let sec = &self.sectors[s];
        let time = 1 + 2 * rounds / total_rounds;
        100 * time + sec.population as i64 * 40 + i64::from(!sec.corrupt) * 60 + sec.installations.len() as i64 * 50
    }

    /// Invasions in reach: for each sector the seat could fight for, what
    /// taking it would give, in part while the fleets next to it cannot win
    /// yet (growing as they gather) and more once they can.
    fn threats(&self, seat: Seat) -> i64 {
        let mut each = Vec::new();
        for t in 0..self.sectors.len() {
            let sec = &self.sectors[t];
            let control = sec.control();
            if sec.home_of.is_some() || control == Control::Player(seat) {
                continue;
            }
            let near: Vec<usize> =
                self.reach(seat, t).into_iter().filter(|s| self.sectors[*s].power_of(seat) > 0).collect();
            if near.is_empty() {
                continue;
            }
            let pure = self.own_sectors(seat).filter(|s| !self.sectors[*s].corrupt).count() as i64 + 1;
            let mut gain = 150 + sec.population as i64 * 40 + sec.guilds.len() as i64 * 60;
            if sec.corrupt {
                // The liberation bonus (D-26).
                gain += sec.population as i64 * pure * INFLUENCE / 2;
            }
            if control == Control::Fallen {
                gain += 3 * INFLUENCE;
            }
            if control == Control::Uncontrolled {
                each.push(gain / 4);
                continue;
            }
            let power: u32 = near.iter().map(|s| self.sectors[*s].power_of(seat)).sum();
            let needed = self.power_needed(seat, t);
            // Well below what taking it gives, so that a winnable invasion is
            // fought rather than kept as a threat.
            each.push(match needed {
                Some(n) if power >= n => gain / 4,
                Some(n) => gain * power as i64 / (8 * n as i64).max(1),
                None => 0,
            });
        }
        // Fleets fight one invasion at a time: the two best count.
        each.sort_unstable_by(|a, b| b.cmp(a));
        each.iter().take(2).sum()
    }

    /// The least corvette-equivalent power that wins the sector for the seat
    /// (up to 12), as the invader's own battlegroup would fight it.
    pub(crate) fn power_needed(&self, seat: Seat, t: usize) -> Option<u32> {
        let (_, defender) = self.defender(t)?;
        (1..=12).find(|n| {
            let moving = vec![(t, super::Model::Corvette, *n as u8)];
            let invader = self.invader(seat, t, &moving);
            combat::resolve(invader, defender.clone()).result == Ending::InvaderWins
        })
    }
}

/// The baseline sitter: one decision of look-ahead on [`Voidfall::standing`],
/// the first House and Origin offered; among equals, acting before declining
/// (a sitter that always passes falls behind). Public as the peer the
/// planning sitter is measured against, and as the attacker tests walk with
/// (the planner seldom invades another player).
pub fn baseline(seen: &Voidfall, prompt: &Prompt, rng: &mut GameRng) -> Option<Answer> {
    let seat = prompt.seat;
    let mut answers = answers_to_try(prompt, cautious(prompt));
    if let Some(pass) = decline(prompt) {
        answers.retain(|a| *a != pass);
        answers.push(pass);
    }
    lookahead(seen, prompt, answers, rng, |g| g.standing_after_invasion(seat))
}

impl Voidfall {
    /// How well `seat` stands, for the baseline sitter: influence ahead of the best rival
    /// first, then what makes influence later (controlled sectors, techs, track
    /// steps, stored resources), less corruption.
    fn standing(&self, seat: Seat) -> i64 {
        let influence = |s: Seat| self.players[s].influence as i64;
        let rival = (0..self.seats()).filter(|&s| s != seat).map(influence).max().unwrap_or(0);
        let p = &self.players[seat];
        let sectors = self.sectors.iter().filter(|s| s.control() == Control::Player(seat)).count() as i64;
        let storage: i64 = p.storage.iter().map(|&n| n as i64).sum();
        let tracks: i64 = p.tracks.iter().map(|&n| n as i64).sum();
        let power = self.map_power(seat) as i64 + p.reserve as i64;
        (influence(seat) - rival) * 100
            + sectors * 12
            + p.techs.len() as i64 * 8
            + tracks * 6
            + storage
            + power * 3
            + self.weak_neighbours(seat) * 4
            + self.fallen_pull(seat) * 2
            - self.corruption_count(seat) as i64 * 10
    }

    /// Power of the seat next to each Fallen House, up to what beats its
    /// defenses: a Fallen House never grows, so a bot gathers fleets beside it
    /// step by step until an invasion wins (one look ahead sees no single move
    /// that brings enough at once).
    fn fallen_pull(&self, seat: Seat) -> i64 {
        (0..self.sectors.len())
            .filter(|t| self.sectors[*t].control() == Control::Fallen)
            .map(|t| {
                let near: u32 = self.adjacent(t).iter().map(|s| self.sectors[*s].power_of(seat)).sum();
                near.min(self.sectors[t].defenses() as u32 + 1) as i64
            })
            .sum()
    }

    /// Sectors of opponents or the Voidborn next to the seat's fleets where the
    /// seat has more power next door than the holder has there: a bot drawn to
    /// them moves toward battles it can win.
    fn weak_neighbours(&self, seat: Seat) -> i64 {
        (0..self.sectors.len())
            .filter(|t| {
                let sec = &self.sectors[*t];
                let held = match sec.control() {
                    Control::Player(s) if s != seat && sec.home_of.is_none() => sec.power_of(s),
                    Control::Voidborn | Control::Fallen => sec.voidborn as u32 + sec.defenses() as u32,
                    _ => return false,
                };
                let near: u32 = self.adjacent(*t).iter().map(|s| self.sectors[*s].power_of(seat)).sum();
                near > held
            })
            .count() as i64
    }

    /// [`Voidfall::standing`] once an invasion the seat has begun is fought
    /// with every unit it may send, so that the sitter values choosing a target
    /// and its forces by the battle's result (one look ahead would only see the
    /// next question).
    fn standing_after_invasion(&self, seat: Seat) -> i64 {
        let invading = |a: &Ask| a.seat == seat && matches!(a.q, Q::InvadeForces { .. } | Q::InvadeConfirm { .. });
        if !self.asks.iter().any(invading) {
            return self.standing(seat);
        }
        let mut g = self.clone();
        let mut rng = GameRng::from_u64(0);
        for _ in 0..3 {
            let Some(ask) = g.asks.iter().find(|a| a.seat == seat).cloned() else { break };
            let answer = match &ask.q {
                Q::InvadeForces { .. } => {
                    let p = g.prompt(&ask);
                    Answer::Many(p.choice.options().iter().map(|o| o.key.to_string()).collect())
                }
                Q::InvadeConfirm { .. } => Answer::One("fight".into()),
                _ => break,
            };
            if g.apply(seat, &answer, &mut rng).is_err() {
                break;
            }
        }
        g.standing(seat)
    }
}
