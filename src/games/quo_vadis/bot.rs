//! A heuristic bot for the playtest lab: it plays sensibly (cheap, uncontested
//! spaces, dominance over several areas, long generations turned into territory
//! bonuses, Prosperity for VP) without searching. It sees only what its seat may
//! see: the state it reads is the game itself, but every choice below uses
//! public facts or its own hand and skills.

use super::data::{Kind, Resource, Skill};
use super::flow::Step;
use super::map::{Map, Space};
use super::QuoVadis;
use crate::engine::{Answer, Choice, GameRng, Prompt, Seat};

/// Skills in the order the bot likes to draft and reveal them.
const SKILL_TASTE: [Skill; 30] = {
    use Skill::*;
    [
        S21, S05, S22, S27, S07, S10, S11, S24, S02, S20, S13, S06, S28, S17, S18, S12, S01, S03, S04, S19, S26, S15,
        S16, S14, S08, S30, S29, S09, S25, S23,
    ]
};

fn taste(s: &str) -> usize {
    SKILL_TASTE.iter().position(|k| k.id() == s).unwrap_or(SKILL_TASTE.len())
}

fn keys(p: &Prompt) -> Vec<&str> {
    p.choice.options().iter().map(|o| o.key.as_str()).collect()
}

fn pick(k: &str) -> Answer {
    Answer::one(k)
}

/// The best-scoring option key of a One prompt.
fn best_by(p: &Prompt, mut score: impl FnMut(&str) -> i64) -> Answer {
    let ks = keys(p);
    let best = ks.iter().copied().max_by_key(|k| score(k)).unwrap_or("");
    pick(best)
}

pub fn choose(g: &QuoVadis, p: &Prompt, rng: &mut GameRng) -> Answer {
    if let Some(a) = p.choice.forced_answer() {
        return a;
    }
    let me = p.seat;
    match (&g.step, &p.choice) {
        (Step::Draft | Step::SkillSet, _) => best_by(p, |k| -(taste(k) as i64)),
        (Step::BasicSkill, _) => {
            let rec = g.race(me).basic.iter().copied().find(|s| g.v().skill(*s).is_some_and(|d| d.recommended));
            pick(rec.map_or(keys(p)[0], |s| s.id()))
        }
        (Step::StartSplit, _) => best_by(p, |k| {
            let v: Vec<i64> = k.split('-').filter_map(|x| x.parse().ok()).collect();
            // Food first (placements), then faith (Free cards), some morale.
            -((v[1] - 3).abs() * 3 + (v[2] - 2).abs() * 2 + (v[0] - 2).abs())
        }),
        (Step::Area, _) => best_by(p, |k| area_value(g, me, k)),
        (Step::Route { .. }, _) => best_by(p, |k| -(k.matches('f').count() as i64)),
        (Step::WrathOffer, _) => {
            let enemies = enemy_pieces(g, me, &Map::spaces_of(g.turn.area));
            pick(if enemies > 0 || g.players[me].wrath >= g.maxima(me)[3] { "yes" } else { "no" })
        }
        (Step::WrathSpaces, Choice::Many { max, .. }) => {
            let mut spaces = Map::spaces_of(g.turn.area).to_vec();
            spaces.sort_by_key(|&s| -(enemy_pieces(g, me, &[s]) as i64 * 4 - own_pieces(g, me, s) as i64 * 5));
            let chosen: Vec<Space> =
                spaces.into_iter().filter(|&s| own_pieces(g, me, s) == 0).take(*max).collect();
            let chosen = if chosen.is_empty() { vec![g.turn.area * 3] } else { chosen };
            Answer::many(chosen.into_iter().map(|s| g.map.space_id(g.v(), s)))
        }
        (Step::FirstWorker | Step::MoreWorkers, _) => best_by(p, |k| placement_value(g, me, k)),
        (Step::Card, _) => best_by(p, |k| card_value(g, me, k)),
        (Step::Mode, _) => {
            // A change scores (cards in this generation) × dominance now and adds a
            // town; a continue adds an action. The last round's card stays for the
            // city bonus, so changing then needs a bigger territory bonus.
            let cur = g.players[me].current_generation_len() as u32;
            let territory = cur * (g.dominance_count(me) + 1);
            let last = g.round >= g.v().numbers.rounds;
            let change = if last { territory >= 6 } else { territory >= 2 };
            pick(if change { "change" } else { "continue" })
        }
        (Step::TownSite, _) => best_by(p, |k| {
            // A town where we do not dominate yet adds an area to the territory bonus.
            let Some(s) = g.map.space_named(g.v(), k) else { return i64::MIN };
            let area = Map::area_of(s);
            let new_area = !g.dominates(me, area) as i64;
            new_area * 5 - 3 * enemy_pieces(g, me, &[s]) as i64 - g.turn.area.abs_diff(area).min(1) as i64
        }),
        (Step::Devotion | Step::ChangeDiscard, Choice::Many { .. }) => Answer::many(Vec::<String>::new()),
        (Step::Devotion, _) => pick("none"),
        (Step::Jubilee, _) => pick(if g.players[me].current_generation_len() >= 3 { "yes" } else { "no" }),
        (Step::Revelation { .. } | Step::SwiftFeet, _) => best_by(p, |k| move_value(g, me, k)),
        (Step::Prosperity { .. }, _) => best_by(p, |k| prosperity_value(g, me, k)),
        (Step::Deluge, _) => pick(keys(p)[0]),
        (Step::War(_), Choice::Number { max, .. }) => {
            // Spend more when it is our own area or we hold towns there.
            let stake = Map::spaces_of(g.turn.area).iter().any(|&s| g.intact_town_of(me, s)) || me == g.turn.seat;
            Answer::Number(if stake { *max } else { (*max).min(1) })
        }
        (Step::War(w), _) => {
            if let Some(i) = w.participants.iter().position(|&s| s == me)
                && keys(p).contains(&"yes")
                && w.kept.get(i).is_some()
            {
                return pick(if w.kept[i] <= 3 { "yes" } else { "no" });
            }
            // Resources: the one we hold least of; other prompts: the first option.
            if keys(p).contains(&"morale") {
                let r = Resource::ALL.iter().min_by_key(|r| g.players[me].resources[r.index()]).unwrap_or(&Resource::Food);
                return pick(r.id());
            }
            pick(keys(p)[0])
        }
        (_, Choice::One { options }) => pick(&options[rng.below(options.len())].key),
        (_, c) => crate::engine::conformance::random_answer(c, rng),
    }
}

fn own_pieces(g: &QuoVadis, me: Seat, s: Space) -> u32 {
    g.workers_on(me, s) + u32::from(g.spaces[s].town.as_ref().is_some_and(|t| t.owner == me))
}

fn enemy_pieces(g: &QuoVadis, me: Seat, spaces: &[Space]) -> u32 {
    spaces
        .iter()
        .map(|&s| {
            (0..g.seats()).filter(|&o| o != me).map(|o| g.workers_on(o, s)).sum::<u32>()
                + u32::from(g.spaces[s].town.as_ref().is_some_and(|t| t.owner != me && t.intact()))
        })
        .sum()
}

fn area_value(g: &QuoVadis, me: Seat, key: &str) -> i64 {
    let v = g.v();
    let Some(area) = (0..g.map.areas()).find(|&a| g.map.area_id(v, a) == key) else { return i64::MIN };
    let spaces = Map::spaces_of(area);
    let mut value = 0i64;
    for &s in &spaces {
        let enemy = enemy_pieces(g, me, &[s]) as i64;
        let free = g.terrain_food(me, s) == 0;
        if enemy == 0 {
            value += if free { 3 } else { 2 };
        } else {
            value -= 2 * enemy;
        }
        if g.intact_town_of(me, s) {
            value += 3; // population growth
        }
        if g.workers_on(me, s) > 0 && !g.dominates(me, area) {
            value += 2; // a second space gives dominance
        }
    }
    // Faith spent on Free cards.
    let cheapest = g.routes().into_iter().filter(|r| r.area == area).map(|r| r.cost).min().unwrap_or(0);
    value - 3 * cheapest as i64
}

fn placement_value(g: &QuoVadis, me: Seat, key: &str) -> i64 {
    if key == "done" {
        // Keep two food for later turns.
        return if g.players[me].resources[Resource::Food.index()] <= 2 { 10 } else { 1 };
    }
    let Some(s) = g.map.space_named(g.v(), key) else { return i64::MIN };
    let enemy = enemy_pieces(g, me, &[s]) as i64;
    let own = own_pieces(g, me, s) as i64;
    let area = Map::area_of(s);
    let new_space = own == 0;
    let makes_dominance = new_space && !g.dominates(me, area);
    let cost = g.placement_cost(s) as i64;
    let mut value = 6 - 3 * cost - 8 * enemy - 4 * own;
    if makes_dominance && Map::spaces_of(area).iter().any(|&x| g.workers_on(me, x) > 0) {
        value += 6;
    }
    if g.step == Step::MoreWorkers && !new_space {
        value -= 10;
    }
    value
}

fn card_value(g: &QuoVadis, me: Seat, key: &str) -> i64 {
    let Some(k) = Kind::from_id(key) else { return i64::MIN };
    let p = &g.players[me];
    let n = p.current_generation_len() as i64 + 1;
    let max = g.maxima(me);
    let room = |r: Resource| (max[r.index()] as i64 - p.resources[r.index()] as i64).min(n);
    match k {
        Kind::Prosperity => n * 3 - 1,
        Kind::Labor => room(Resource::Food) * 2,
        Kind::Miracle => room(Resource::Faith) * 2 - 1,
        Kind::Blessing => room(Resource::Morale) * 2 - 2,
        Kind::Revelation => {
            let workers = Map::spaces_of(g.turn.area).iter().map(|&s| g.workers_on(me, s)).sum::<u32>() as i64;
            if workers > 0 { n.min(3) * 2 } else { -5 }
        }
    }
}

fn move_value(g: &QuoVadis, me: Seat, key: &str) -> i64 {
    if key == "stop" || key == "no" {
        return 0;
    }
    let Some((f, t)) = key.split_once('>') else { return i64::MIN };
    let (Some(f), Some(t)) = (g.map.space_named(g.v(), f), g.map.space_named(g.v(), t)) else { return i64::MIN };
    let enemy = enemy_pieces(g, me, &[t]) as i64;
    let leaves_empty = g.workers_on(me, f) == 1;
    let gains = own_pieces(g, me, t) == 0 && !g.dominates(me, Map::area_of(t));
    let mut value = if gains { 3 } else { -1 } - 6 * enemy;
    if leaves_empty && g.dominates(me, Map::area_of(f)) && Map::area_of(f) != Map::area_of(t) {
        value -= 3;
    }
    value
}

fn prosperity_value(g: &QuoVadis, me: Seat, key: &str) -> i64 {
    let p = &g.players[me];
    if let Some(rest) = key.strip_prefix("convert-") {
        let Some((from, to)) = rest.split_once('-') else { return 0 };
        let (Some(from), Some(to)) = (Resource::from_id(from), Resource::from_id(to)) else { return 0 };
        let max = g.maxima(me);
        let spare = p.resources[from.index()] as i64 - 2;
        let need = max[to.index()] as i64 - p.resources[to.index()] as i64;
        return if spare > 0 && need > 0 && p.resources[to.index()] < 2 { 2 } else { -1 };
    }
    if key.starts_with("discard-") {
        return -1;
    }
    1
}
