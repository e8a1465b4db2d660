//! Scoring: the territory bonus after a generation change, and the final
//! scoring after round 10 (city, population, style, end-of-game skills).

use super::data::{Kind, Resource, Skill};
use super::{QuoVadis, Source};
use engine::{Seat, Text};

/// Cards in the old generation × dominance count (Heartland adds to the count).
pub fn territory_bonus(g: &mut QuoVadis, seat: Seat) {
    let mut dominance = g.dominance_count(seat);
    if g.has(seat, Skill::S21) {
        dominance += g.amount(Skill::S21);
    }
    let vp = g.turn.old_generation as u32 * dominance;
    g.say(
        Text::key("quo-vadis-log-territory")
            .player("player", seat)
            .num("cards", g.turn.old_generation)
            .num("areas", dominance)
            .num("vp", vp),
    );
    g.score(seat, vp, Source::Territory);
}

/// The style bonus of a generation row's top cards (printed kinds): versatile
/// by the number of generations when all differ, otherwise specialist by the
/// most frequent kind; Patrons of Style reads one count higher.
pub fn style(g: &QuoVadis, tops: &[Kind], step_up: usize) -> u32 {
    if tops.is_empty() {
        return 0;
    }
    let v = g.v();
    let mut counts = [0usize; 5];
    for k in tops {
        counts[k.index()] += 1;
    }
    let most = counts.iter().copied().max().unwrap_or(0);
    let (table, count) = if most == 1 { (&v.versatile, tops.len()) } else { (&v.specialist, most) };
    // Read the highest entry at or below the (raised) count.
    let want = (count + step_up).min(table.len() - 1);
    (1..=want).rev().find_map(|c| table[c]).unwrap_or(0)
}

/// The final scoring of one player, by source, without applying it.
pub fn final_score(g: &QuoVadis, seat: Seat) -> Vec<(Source, u32)> {
    let p = &g.players[seat];
    let towns: Vec<(usize, u32)> = (0..g.map.spaces())
        .filter_map(|s| g.spaces[s].town.as_ref().filter(|t| t.owner == seat && t.intact()).map(|t| (s, t.population)))
        .collect();
    let mut last = p.current_generation_len() as u32;
    if g.has(seat, Skill::S27) {
        last += g.amount(Skill::S27);
    }
    let city = towns.len() as u32 * last;
    let population = towns.iter().map(|(_, n)| n).sum::<u32>() / g.v().numbers.population_per_vp;
    let tops: Vec<Kind> = p.generations.iter().filter_map(|g| g.last().copied()).collect();
    let step_up = if g.has(seat, Skill::S28) { g.amount(Skill::S28) as usize } else { 0 };
    let style = style(g, &tops, step_up);
    let mut skills = 0;
    if g.has(seat, Skill::S24) {
        let affinity = g.affinity(seat);
        let on_affinity = towns.iter().filter(|(s, _)| g.map.terrain(g.v(), *s) == affinity).count() as u32;
        skills += on_affinity * g.amount(Skill::S24);
    }
    if g.has(seat, Skill::S26) {
        let held: u32 = Resource::ALL.iter().map(|r| p.resources[r.index()]).sum();
        skills += held / g.amount(Skill::S26);
    }
    vec![(Source::City, city), (Source::Population, population), (Source::Style, style), (Source::Skills, skills)]
}

pub fn final_scoring(g: &mut QuoVadis) {
    for seat in 0..g.seats() {
        for (source, vp) in final_score(g, seat) {
            g.score(seat, vp, source);
        }
    }
}
