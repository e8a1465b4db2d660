//! A heuristic bot for the playtest lab. It plays to the scoring: a town at
//! every generation change while the last generation can still grow long (the
//! city bonus is towns × its cards), dominance in many areas for the territory
//! bonus, Prosperity on long continues, the tops of its generations kept to one
//! kind for the style bonus, towns revisited for population, and war when its
//! odds (strength, morale and the exact dice) make it pay.
//!
//! It answers from what its seat may know: [`answer`] re-deals everything the
//! seat cannot see (other hands, the deck order, others' face-down skills)
//! before the policy reads the game, so the policy cannot use hidden facts even
//! by mistake. Values below are in VP.

use super::data::{Kind, Resource, Skill};
use super::flow::Step;
use super::map::{Map, Space};
use super::war::{War, WarStage};
use super::{QuoVadis, scoring};
use engine::dice::Die;
use engine::{Answer, Choice, Game, GameRng, Prompt, Seat, Viewer};

/// Skills in the order the bot likes to draft and reveal them.
const SKILL_TASTE: [Skill; 30] = {
    use Skill::{
        S01, S02, S03, S04, S05, S06, S07, S08, S09, S10, S11, S12, S13, S14, S15, S16, S17, S18, S19, S20, S21, S22,
        S23, S24, S25, S26, S27, S28, S29, S30,
    };
    [
        S21, S05, S22, S27, S07, S10, S11, S24, S02, S20, S13, S06, S28, S17, S18, S12, S01, S03, S04, S19, S26, S15,
        S16, S14, S08, S30, S29, S09, S25, S23,
    ]
};

/// The bot's answer for the prompted seat. The game is first re-dealt as that
/// seat's player could imagine it (`scramble_hidden`), so the policy sees only
/// the seat's view: public facts, its own hand and its own skills.
pub fn answer(g: &QuoVadis, p: &Prompt, rng: &mut GameRng) -> Answer {
    let mut seen = g.clone();
    seen.scramble_hidden(Viewer::Seat(p.seat), rng);
    choose(&seen, p, rng)
}

fn taste(s: &str) -> usize {
    SKILL_TASTE.iter().position(|k| k.id() == s).unwrap_or(SKILL_TASTE.len())
}

fn keys(p: &Prompt) -> Vec<&str> {
    p.choice.options().iter().map(|o| o.key.as_ref()).collect()
}

fn pick(k: &str) -> Answer {
    Answer::one(k)
}

/// The best-scoring option key of a One prompt (the first of equals).
fn best_by(p: &Prompt, mut score: impl FnMut(&str) -> f64) -> Answer {
    let mut best: Option<(f64, &str)> = None;
    for k in keys(p) {
        let s = score(k);
        if best.is_none_or(|(b, _)| s > b) {
            best = Some((s, k));
        }
    }
    pick(best.map_or("", |(_, k)| k))
}

fn choose(g: &QuoVadis, p: &Prompt, rng: &mut GameRng) -> Answer {
    if let Some(a) = p.choice.forced_answer() {
        return a;
    }
    let me = p.seat;
    match (&g.step, &p.choice) {
        (Step::Draft | Step::SkillSet, _) => best_by(p, |k| -(taste(k) as f64)),
        (Step::BasicSkill, _) => {
            let rec = g.race(me).basic.iter().copied().find(|s| g.v().skill(*s).is_some_and(|d| d.recommended));
            pick(rec.map_or(keys(p)[0], |s| s.id()))
        }
        (Step::StartSplit, _) => best_by(p, |k| {
            let v: Vec<f64> = k.split('-').filter_map(|x| x.parse().ok()).collect();
            // Food first (placements), then faith (Free cards), some morale.
            -((v[1] - 3.0).abs() * 3.0 + (v[2] - 2.0).abs() * 2.0 + (v[0] - 2.0).abs())
        }),
        (Step::Area, _) => best_by(p, |k| area_value(g, me, k)),
        // The cheapest route; among equals, the one leaving markers on cards.
        (Step::Route { .. }, _) => best_by(p, |k| -(k.matches('f').count() as f64)),
        (Step::WrathOffer, _) => pick(if wrath_worth(g, me) { "yes" } else { "no" }),
        (Step::WrathSpaces, Choice::Many { max, .. }) => {
            let mut spaces = Map::spaces_of(g.turn.area).to_vec();
            spaces.sort_by(|a, b| wrath_hit(g, me, *b).total_cmp(&wrath_hit(g, me, *a)));
            let chosen: Vec<Space> = spaces.iter().copied().filter(|&s| wrath_hit(g, me, s) > 0.0).take(*max).collect();
            let chosen = if chosen.is_empty() { vec![spaces[0]] } else { chosen };
            Answer::many(chosen.into_iter().map(|s| g.map.space_id(g.v(), s)))
        }
        (Step::FirstWorker | Step::MoreWorkers, _) => best_by(p, |k| placement_value(g, me, k)),
        (Step::Card, _) => best_by(p, |k| Kind::from_id(k).map_or(f64::MIN, |c| best_play(g, me, c).0)),
        (Step::Mode, _) => {
            let card = g.turn.card.unwrap_or(Kind::Prosperity);
            pick(if best_play(g, me, card).1 { "change" } else { "continue" })
        }
        (Step::TownSite, _) => best_by(p, |k| town_site_value(g, me, k)),
        (Step::ChangeDiscard, Choice::Many { options, .. }) => {
            // Throw away what is worth little now; the refill replaces it.
            let hand = &g.players[me].hand;
            let out: Vec<String> = options
                .iter()
                .filter(|o| {
                    let i: usize = o.key.strip_prefix("hand-").and_then(|x| x.parse().ok()).unwrap_or(usize::MAX);
                    hand.get(i).is_some_and(|k| keep_value(g, me, *k) < 0.6)
                })
                .map(|o| o.key.to_string())
                .collect();
            Answer::many(out)
        }
        (Step::Devotion, _) => {
            let card = g.turn.card.unwrap_or(Kind::Prosperity);
            let n = actions_now(g, me, g.turn.change);
            let printed = action_value(g, me, card, n + skill_bonus(g, me, card));
            best_by(p, |k| match Kind::from_id(k) {
                None => printed,
                Some(kind) => action_value(g, me, kind, n + skill_bonus(g, me, kind)) - devotion_price(g, me),
            })
        }
        (Step::Jubilee, _) => {
            // Once per game: spend it on a long generation, or at the last chance.
            let n = actions_now(g, me, g.turn.change);
            let last = rounds_left(g) <= 1;
            pick(if n >= 4 || (last && n >= 2) { "yes" } else { "no" })
        }
        (Step::Revelation { .. } | Step::SwiftFeet, _) => best_by(p, |k| move_value(g, me, k)),
        (Step::Prosperity { .. }, _) => best_by(p, |k| prosperity_value(g, me, k)),
        (Step::Deluge, _) => best_by(p, |k| {
            // Flood an area where others stand and we do not.
            let Some(a) = (0..g.map.areas()).find(|&a| g.map.area_id(g.v(), a) == k) else { return 0.0 };
            let spaces = Map::spaces_of(a);
            enemy_pieces(g, me, &spaces) as f64 - 2.0 * spaces.iter().map(|&s| own_pieces(g, me, s)).sum::<u32>() as f64
        }),
        (Step::War(w), Choice::Number { max, .. }) => Answer::Number(war_bid(g, me, w, *max as u32) as i64),
        (Step::War(w), _) => war_choice(g, me, w, p),
        (_, Choice::One { options }) => pick(&options[rng.below(options.len())].key),
        (_, c) => engine::conformance::random_answer(c, rng),
    }
}

// ----- Counting ------------------------------------------------------------------

/// Rounds still to play, this one included.
fn rounds_left(g: &QuoVadis) -> u32 {
    (g.v().numbers.rounds + 1).saturating_sub(g.round.max(1))
}

fn own_pieces(g: &QuoVadis, me: Seat, s: Space) -> u32 {
    g.workers_on(me, s) + u32::from(g.spaces[s].town.as_ref().is_some_and(|t| t.owner == me))
}

/// Others' workers and intact towns on the spaces.
fn enemy_pieces(g: &QuoVadis, me: Seat, spaces: &[Space]) -> u32 {
    spaces
        .iter()
        .map(|&s| {
            (0..g.seats()).filter(|&o| o != me).map(|o| g.workers_on(o, s)).sum::<u32>()
                + u32::from(g.spaces[s].town.as_ref().is_some_and(|t| t.owner != me && t.intact()))
        })
        .sum()
}

fn intact_towns(g: &QuoVadis, me: Seat) -> u32 {
    (0..g.map.spaces()).filter(|&s| g.intact_town_of(me, s)).count() as u32
}

fn has_site(g: &QuoVadis, me: Seat) -> bool {
    !g.town_sites(me).is_empty()
}

/// Dominance as the territory bonus counts it (Heartland adds).
fn dominance_for_bonus(g: &QuoVadis, me: Seat) -> u32 {
    g.dominance_count(me) + if g.has(me, Skill::S21) { g.amount(Skill::S21) } else { 0 }
}

/// Changes still possible: generations left to open and towns in reserve.
fn changes_left(g: &QuoVadis, me: Seat) -> u32 {
    let p = &g.players[me];
    ((g.v().numbers.generations.saturating_sub(p.generations.len())) as u32).min(p.towns)
}

// ----- What things are worth ---------------------------------------------------

/// The worth of one more unit of a resource, holding `have`: food places
/// workers, faith buys Free cards and devotion, morale wins wars. Worth less
/// as the game runs out; at the end only Treasury values them.
fn unit_value(g: &QuoVadis, me: Seat, r: Resource, have: u32) -> f64 {
    let left = rounds_left(g) as f64;
    let base = match r {
        Resource::Food => [1.0, 0.9, 0.6, 0.4, 0.25][(have as usize).min(4)],
        Resource::Faith => [0.6, 0.5, 0.45, 0.25, 0.15][(have as usize).min(4)],
        // Morale is dear: random and bot opponents alike start a war on our
        // spaces most turns, and each point is strength in the next one.
        Resource::Morale => [1.3, 1.15, 1.05, 0.8, 0.5][(have as usize).min(4)],
    };
    let fade = (left / 4.0).min(1.0);
    let treasury = if g.has(me, Skill::S26) { 1.0 / g.amount(Skill::S26).max(1) as f64 } else { 0.0 };
    (base * fade).max(treasury)
}

/// The worth of gaining `n` of a resource (capped at its maximum).
fn gain_value(g: &QuoVadis, me: Seat, r: Resource, n: u32) -> f64 {
    let have = g.players[me].resources[r.index()];
    let max = g.maxima(me)[r.index()];
    (have..(have + n).min(max)).map(|h| unit_value(g, me, r, h)).sum()
}

fn pay_value(g: &QuoVadis, me: Seat, r: Resource, n: u32) -> f64 {
    let have = g.players[me].resources[r.index()];
    (have.saturating_sub(n)..have).map(|h| unit_value(g, me, r, h)).sum()
}

fn devotion_price(g: &QuoVadis, me: Seat) -> f64 {
    pay_value(g, me, Resource::Faith, g.v().numbers.devotion_cost)
}

/// Actions a card placed now gets before skills: the generation it lands in.
fn actions_now(g: &QuoVadis, me: Seat, change: bool) -> u32 {
    let p = &g.players[me];
    if change || p.generations.is_empty() { 1 } else { p.current_generation_len() as u32 + 1 }
}

fn skill_bonus(g: &QuoVadis, me: Seat, k: Kind) -> u32 {
    let s = [Skill::S01, Skill::S02, Skill::S03, Skill::S04, Skill::S05][k.index()];
    if g.has(me, s) { g.amount(s) } else { 0 }
}

/// What a card's action brings when applied `n` times.
fn action_value(g: &QuoVadis, me: Seat, k: Kind, n: u32) -> f64 {
    match k {
        Kind::Prosperity => n as f64 * 1.05,
        Kind::Labor => gain_value(g, me, Resource::Food, n),
        Kind::Miracle => {
            gain_value(g, me, Resource::Faith, n)
                + if g.has(me, Skill::B06) { g.amount(Skill::B06) as f64 } else { 0.0 }
        }
        Kind::Blessing => {
            let wrath = if g.players[me].wrath < g.maxima(me)[3] { 0.3 } else { 0.0 };
            // Morale before a war in this very turn is strength.
            let war = if contested(g, g.turn.area) && g.step != Step::Area { 0.4 * n as f64 } else { 0.0 };
            gain_value(g, me, Resource::Morale, n) + wrath + war
        }
        Kind::Revelation => {
            let movable = Map::spaces_of(g.turn.area).iter().map(|&s| g.workers_on(me, s)).sum::<u32>();
            if movable == 0 { 0.0 } else { 0.8 * n.min(movable + 1) as f64 }
        }
    }
}

/// The style bonus now and with `card` as the top of the generation it lands in.
fn style_gain(g: &QuoVadis, me: Seat, card: Kind, change: bool) -> f64 {
    let p = &g.players[me];
    let mut tops: Vec<Kind> = p.generations.iter().filter_map(|r| r.last().copied()).collect();
    let step_up = if g.has(me, Skill::S28) { g.amount(Skill::S28) as usize } else { 0 };
    let before = scoring::style(g, &tops, step_up) as f64;
    if change || tops.is_empty() {
        tops.push(card);
    } else if let Some(t) = tops.last_mut() {
        *t = card;
    }
    scoring::style(g, &tops, step_up) as f64 - before
}

/// Whether a card placed now keeps being a top: a change's card stays on top
/// of its generation if the next turn changes again, a continue's only if it
/// is the last card of the game.
fn top_weight(g: &QuoVadis, me: Seat, change: bool) -> f64 {
    if rounds_left(g) <= 1 {
        1.0
    } else if change || g.players[me].generations.is_empty() {
        if changes_left(g, me) > 1 { 0.8 } else { 0.5 }
    } else {
        0.3
    }
}

/// The worth of the turn's structure: the city bonus the last generation will
/// give (towns × its final length, if no later change), the territory bonus, the
/// new town and skill of a change.
fn mode_value(g: &QuoVadis, me: Seat, change: bool) -> f64 {
    let p = &g.players[me];
    let left = rounds_left(g) as f64;
    let towns = intact_towns(g, me) as f64;
    let len = p.current_generation_len() as f64;
    let extra = if g.has(me, Skill::S27) { g.amount(Skill::S27) as f64 } else { 0.0 };
    if change {
        let skill = if p.drafted.is_empty() { 0.0 } else { 1.5 };
        let boom = if g.has(me, Skill::S22) { g.amount(Skill::S22) as f64 } else { 0.0 };
        (towns + 1.0) * (left + extra) + len * dominance_for_bonus(g, me) as f64 + skill + boom + 0.5
    } else {
        towns * (len + left + extra)
    }
}

/// The best way to play `card` now: (value, change?).
fn best_play(g: &QuoVadis, me: Seat, card: Kind) -> (f64, bool) {
    let can_change = g.can_change(me);
    let mut best = (f64::MIN, false);
    for change in [false, true] {
        if change && !can_change {
            continue;
        }
        let n = actions_now(g, me, change);
        let mut act = action_value(g, me, card, n + skill_bonus(g, me, card));
        if g.devotion && g.players[me].resources[Resource::Faith.index()] >= g.v().numbers.devotion_cost {
            let devoted =
                Kind::ALL.iter().map(|k| action_value(g, me, *k, n + skill_bonus(g, me, *k))).fold(f64::MIN, f64::max)
                    - devotion_price(g, me);
            act = act.max(devoted);
        }
        let value = act + top_weight(g, me, change) * style_gain(g, me, card, change) + mode_value(g, me, change)
            - 0.3 * keep_value(g, me, card);
        if value > best.0 {
            best = (value, change);
        }
    }
    best
}

/// What a hand card is worth keeping for a later turn.
fn keep_value(g: &QuoVadis, me: Seat, k: Kind) -> f64 {
    let n = (g.players[me].current_generation_len() as u32 + 1).min(6);
    match k {
        Kind::Prosperity => 2.0 + 0.3 * n as f64,
        Kind::Labor => 1.0 + gain_value(g, me, Resource::Food, 2) * 0.5,
        Kind::Miracle => 0.6 + gain_value(g, me, Resource::Faith, 2) * 0.5,
        Kind::Blessing => 0.6 + gain_value(g, me, Resource::Morale, 2) * 0.5,
        Kind::Revelation => 0.3,
    }
}

/// A worker on the space: a second space of an area gives dominance; a
/// town-free space is where a change builds; a space with others' pieces means
/// war, judged by its odds.
fn space_value(g: &QuoVadis, me: Seat, s: Space, cost: u32) -> f64 {
    let area = Map::area_of(s);
    let own_here = own_pieces(g, me, s) > 0;
    let others_in_area = Map::spaces_of(area).iter().filter(|&&x| x != s && g.workers_on(me, x) > 0).count();
    let left = rounds_left(g) as f64;
    let mut value = -pay_value(g, me, Resource::Food, cost);
    if own_here {
        // Stacking only adds war strength; the extra worker goes home at the end.
        value -= 0.5;
    } else {
        if !g.dominates(me, area) && others_in_area > 0 {
            // Dominance: each later change scores it, and it adds war strength nearby.
            let changes = changes_left(g, me) as f64;
            value += 1.5 + changes.min(left - 1.0).max(0.0) * 1.2;
        } else {
            // A first foothold in an area: half of a later dominance.
            value += if g.dominates(me, area) { 0.3 } else { 1.0 };
        }
        if g.spaces[s].town.is_none() && g.players[me].towns > 0 && changes_left(g, me) > 0 {
            value += if has_site(g, me) { 0.4 } else { 3.0 };
        }
    }
    value
}

/// The value of the war the creation area would see with `extra` more workers
/// of ours on a space (0 when there is no war).
fn war_with(g: &QuoVadis, me: Seat, extra: Option<Space>) -> f64 {
    let area = g.turn.area;
    let present =
        |o: Seat, sp: Space| g.workers_on(o, sp) > 0 || g.intact_town_of(o, sp) || (o == me && extra == Some(sp));
    let spaces = Map::spaces_of(area);
    let war = spaces.iter().any(|&sp| (0..g.seats()).filter(|&o| present(o, sp)).count() >= 2);
    if !war {
        return 0.0;
    }
    let n = g.seats();
    let parts: Vec<Seat> =
        (0..n).map(|i| (g.turn.seat + i) % n).filter(|&o| spaces.iter().any(|&sp| present(o, sp))).collect();
    let extra_strength = u32::from(extra.is_some());
    let sides: Vec<Side> = parts
        .iter()
        .map(|&o| {
            let morale = g.players[o].resources[Resource::Morale.index()];
            Side {
                seat: o,
                strength: strength(g, o, area) + if o == me { extra_strength } else { 0 },
                bid: morale * per_morale(g, o),
                raw_bid: morale,
                die: die_of(g, o, area),
            }
        })
        .collect();
    let p = win_chance(g, me, &sides);
    let (gain, loss) = stakes(g, me, area, extra);
    let morale = g.players[me].resources[Resource::Morale.index()];
    // A war also costs what the sums miss: the Wrath of God a loser may
    // answer with, and towns left beside an enemy. 1.5 VP measured best
    // against random players and keeps bot games from a war every turn.
    p * gain - (1.0 - p) * loss - pay_value(g, me, Resource::Morale, morale) * 0.5 - WAR_FRICTION
}

const WAR_FRICTION: f64 = 1.5;

/// The city bonus one intact town is likely to bring at the end: the length
/// the last generation will reach if the remaining changes come one a turn.
fn city_per_town(g: &QuoVadis, me: Seat) -> f64 {
    let left = rounds_left(g) as f64;
    let changes = changes_left(g, me) as f64;
    let len = g.players[me].current_generation_len() as f64;
    if changes == 0.0 { len + left - 1.0 } else { (left - changes + 1.0).max(1.0) }
}

/// What winning brings and what losing costs in the creation area.
fn stakes(g: &QuoVadis, me: Seat, area: usize, extra: Option<Space>) -> (f64, f64) {
    let v = g.v();
    let spaces = Map::spaces_of(area);
    let enemy_towns =
        spaces.iter().filter(|&&s| g.spaces[s].town.as_ref().is_some_and(|t| t.intact() && t.owner != me)).count()
            as f64;
    let enemy_workers = spaces
        .iter()
        .map(|&s| (0..g.seats()).filter(|&o| o != me).map(|o| g.workers_on(o, s)).sum::<u32>())
        .sum::<u32>() as f64;
    let hymn = if g.has(me, Skill::B02) { g.amount(Skill::B02) as f64 } else { 0.0 };
    let streak = (g.players[me].win_streak.min(v.numbers.war_streak_cap) * v.numbers.war_streak_bonus) as f64;
    let gain = v.numbers.war_win_vp as f64 + streak + hymn + enemy_towns * (0.5 + 0.8) + enemy_workers * 0.4;
    let my_workers =
        spaces.iter().map(|&s| g.workers_on(me, s)).sum::<u32>() as f64 + if extra.is_some() { 1.0 } else { 0.0 };
    let mut loss = my_workers * 1.0 + 0.3;
    if !g.has(me, Skill::S18) {
        for &s in &spaces {
            if let Some(t) = g.spaces[s].town.as_ref().filter(|t| t.owner == me && t.intact()) {
                // A town at 1 population is destroyed: its city bonus and dominance go.
                loss += if t.population <= 1 { 1.5 + city_per_town(g, me) } else { 0.6 };
            }
        }
    }
    if g.has(me, Skill::S17) {
        loss -= g.amount(Skill::S17) as f64;
    }
    (gain, loss.max(0.0))
}

#[derive(Clone, Copy)]
struct Side {
    seat: Seat,
    /// Strength before morale and dice.
    strength: u32,
    /// Strength from morale (War Drums doubles it).
    bid: u32,
    /// Morale spent (elation goes to the single highest).
    raw_bid: u32,
    die: Die,
}

/// Base war strength in an area, as the rules count it (`war::strength_parts`),
/// for any area and whoever's turn it is.
fn strength(g: &QuoVadis, o: Seat, area: usize) -> u32 {
    let per_town = if g.has(o, Skill::B03) { g.amount(Skill::B03) } else { 1 };
    let mut n: u32 = Map::spaces_of(area)
        .into_iter()
        .map(|sp| g.workers_on(o, sp) + if g.intact_town_of(o, sp) { per_town } else { 0 })
        .sum();
    n += g.map.adjacent_areas(area).into_iter().filter(|&a| g.dominates(o, a)).count() as u32;
    if g.has(o, Skill::S11) {
        n += g.amount(Skill::S11);
    }
    if o != g.turn.seat && g.has(o, Skill::S12) {
        n += g.amount(Skill::S12);
    }
    if o == g.turn.seat && g.has(o, Skill::S13) {
        n += g.amount(Skill::S13);
    }
    n
}

fn per_morale(g: &QuoVadis, o: Seat) -> u32 {
    if g.has(o, Skill::S15) { g.amount(Skill::S15) } else { 1 }
}

fn die_of(g: &QuoVadis, o: Seat, area: usize) -> Die {
    let affinity = Map::spaces_of(area).iter().any(|&sp| g.map.terrain(g.v(), sp) == g.affinity(o));
    if affinity || g.has(o, Skill::S14) { Die::D8 } else { Die::D6 }
}

/// Probabilities of each kept roll (index = roll), one die or the better of two.
fn roll_odds(die: Die, elated: bool) -> Vec<f64> {
    let f = die.faces() as usize;
    let mut out = vec![0.0; f + 1];
    for (r, o) in out.iter_mut().enumerate().skip(1) {
        *o = if elated { ((r * r) as f64 - ((r - 1) * (r - 1)) as f64) / (f * f) as f64 } else { 1.0 / f as f64 };
    }
    out
}

/// The chance that `me` wins against the sides as bid: exact over the dice,
/// elation to the single highest bidder, ties to the start player's side.
fn win_chance(g: &QuoVadis, me: Seat, sides: &[Side]) -> f64 {
    let Some(mine) = sides.iter().find(|s| s.seat == me) else { return 0.0 };
    let top = sides.iter().map(|s| s.raw_bid).max().unwrap_or(0);
    let elated = |s: &Side| s.raw_bid == top && sides.iter().filter(|x| x.raw_bid == top).count() == 1;
    let my_odds = roll_odds(mine.die, elated(mine));
    let mut p = 0.0;
    for (roll, q) in my_odds.iter().enumerate().skip(1) {
        let total = mine.strength + mine.bid + roll as u32;
        let mut beat_all = *q;
        for o in sides.iter().filter(|s| s.seat != me) {
            let odds = roll_odds(o.die, elated(o));
            let mine_first = g.position(me) < g.position(o.seat);
            let beaten: f64 = odds
                .iter()
                .enumerate()
                .skip(1)
                .filter(|(r, _)| {
                    let t = o.strength + o.bid + *r as u32;
                    t < total || (t == total && mine_first)
                })
                .map(|(_, q)| q)
                .sum();
            beat_all *= beaten;
        }
        p += beat_all;
    }
    p
}

// ----- Decisions -----------------------------------------------------------------

fn area_of_key(g: &QuoVadis, key: &str) -> Option<usize> {
    (0..g.map.areas()).find(|&a| g.map.area_id(g.v(), a) == key)
}

/// An area: the best first worker there (war included), a second worker's
/// dominance, our towns' growth, and the Wrath of God we could call on it; less
/// the faith its Free cards cost.
fn area_value(g: &QuoVadis, me: Seat, key: &str) -> f64 {
    let Some(area) = area_of_key(g, key) else { return f64::MIN };
    // Judge the area as if it were chosen: `turn.area` is what the helpers read.
    let mut h = g.clone();
    h.turn.area = area;
    let g = &h;
    let spaces = Map::spaces_of(area);
    let food = g.players[me].resources[Resource::Food.index()];
    let left = rounds_left(g) as f64;
    let has_workers = g.players[me].workers > 0;
    // First worker: free of the base cost; then perhaps a second.
    let mut firsts: Vec<(f64, Space)> = spaces
        .iter()
        .filter(|&&s| has_workers && g.terrain_food(me, s) <= food)
        .map(|&s| (space_value(g, me, s, g.terrain_food(me, s)) + war_with(g, me, Some(s)) - war_with(g, me, None), s))
        .collect();
    firsts.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut value = match firsts.first() {
        Some((v, s)) => {
            let mut v = *v;
            // A second worker on another free space makes dominance.
            let rest = food.saturating_sub(g.terrain_food(me, *s));
            let second = spaces
                .iter()
                .filter(|&&x| x != *s && own_pieces(g, me, x) == 0 && enemy_pieces(g, me, &[x]) == 0)
                .map(|&x| g.terrain_food(me, x) + g.v().numbers.additional_worker_food)
                .filter(|&c| c <= rest)
                .min();
            if let Some(c) = second
                && !g.dominates(me, area)
                && g.players[me].workers > 1
            {
                v += (1.5 + changes_left(g, me).min(left as u32) as f64 * 1.2 - pay_value(g, me, Resource::Food, c))
                    .max(0.0)
                    * 0.8;
            }
            v
        }
        None => war_with(g, me, None),
    };
    // Our towns grow; a town at 1 population is the one a war destroys.
    let grow = if g.has(me, Skill::S20) { g.amount(Skill::S20) } else { g.v().numbers.population_growth } as f64;
    for &s in &spaces {
        if let Some(t) = g.spaces[s].town.as_ref().filter(|t| t.owner == me && t.intact()) {
            value += grow * 0.5 + if t.population <= 1 { 0.7 } else { 0.2 };
        }
        // An own destroyed town comes back if a worker stands on it.
        if g.spaces[s].town.as_ref().is_some_and(|t| t.owner == me && !t.intact()) && g.workers_on(me, s) > 0 {
            value += 1.0;
        }
    }
    if wrath_worth(g, me) {
        value += spaces.iter().map(|&s| wrath_hit(g, me, s).max(0.0)).sum::<f64>().min(4.0) * 0.5;
    }
    let cheapest = g.routes().into_iter().filter(|r| r.area == area).map(|r| r.cost).min().unwrap_or(0);
    value - pay_value(g, me, Resource::Faith, cheapest)
}

fn placement_value(g: &QuoVadis, me: Seat, key: &str) -> f64 {
    if key == "done" {
        return 0.0;
    }
    let Some(s) = g.map.space_named(g.v(), key) else { return f64::MIN };
    let cost = g.placement_cost(s);
    let mut value = space_value(g, me, s, cost) + war_with(g, me, Some(s)) - war_with(g, me, None);
    if g.step == Step::MoreWorkers {
        // Keep a worker's food for the next turns unless this one pays.
        value -= 0.3;
    }
    value
}

fn town_site_value(g: &QuoVadis, me: Seat, key: &str) -> f64 {
    let Some(s) = g.map.space_named(g.v(), key) else { return f64::MIN };
    let area = Map::area_of(s);
    let mut value = 0.0;
    // A town where we do not dominate yet adds an area to the territory bonus
    // (and keeps it when the workers leave).
    let workers_elsewhere = Map::spaces_of(area).iter().filter(|&&x| x != s && g.workers_on(me, x) > 0).count();
    if !g.dominates(me, area) {
        value += 5.0;
    } else if workers_elsewhere == 0 {
        value += 2.0;
    }
    // Others' pieces on the space mean a war whenever the area is chosen.
    value -= 3.0 * enemy_pieces(g, me, &[s]) as f64;
    value -= 1.0 * enemy_pieces(g, me, &Map::spaces_of(area)) as f64;
    if g.has(me, Skill::S24) && g.map.terrain(g.v(), s) == g.affinity(me) {
        value += g.amount(Skill::S24) as f64;
    }
    // Areas next to many of ours lend strength if it is attacked.
    value += 0.3 * g.map.adjacent_areas(area).into_iter().filter(|&a| g.dominates(me, a)).count() as f64;
    value
}

/// Whether calling the Wrath of God on the creation area pays: others' pieces
/// to hit, or wrath at its maximum (more would be lost anyway).
fn wrath_worth(g: &QuoVadis, me: Seat) -> bool {
    let p = &g.players[me];
    let spaces = Map::spaces_of(g.turn.area);
    let hits: f64 = spaces.iter().map(|&s| wrath_hit(g, me, s)).filter(|v| *v > 0.0).sum();
    hits >= 1.5 || (p.wrath >= g.maxima(me)[3] && spaces.iter().any(|&s| own_pieces(g, me, s) == 0))
}

/// What the Wrath of God on one space does for us: others' workers sent home
/// and their towns reduced (a town at 1 is destroyed), against ours.
fn wrath_hit(g: &QuoVadis, me: Seat, s: Space) -> f64 {
    let mut v = 0.0;
    for o in 0..g.seats() {
        let w = g.workers_on(o, s) as f64;
        v += if o == me { -1.5 * w } else { 0.8 * w };
    }
    if let Some(t) = g.spaces[s].town.as_ref().filter(|t| t.intact()) {
        let hit = if t.population <= 1 { 3.0 } else { 1.0 };
        v += if t.owner == me { -2.0 * hit } else { hit };
    }
    v
}

fn contested(g: &QuoVadis, area: usize) -> bool {
    Map::spaces_of(area)
        .iter()
        .any(|&sp| (0..g.seats()).filter(|&o| g.workers_on(o, sp) > 0 || g.intact_town_of(o, sp)).count() >= 2)
}

fn move_value(g: &QuoVadis, me: Seat, key: &str) -> f64 {
    if key == "stop" || key == "no" {
        return 0.0;
    }
    let Some((f, t)) = key.split_once('>') else { return f64::MIN };
    let (Some(f), Some(t)) = (g.map.space_named(g.v(), f), g.map.space_named(g.v(), t)) else { return f64::MIN };
    let (fa, ta) = (Map::area_of(f), Map::area_of(t));
    let mut after = g.clone();
    after.spaces[f].workers[me] -= 1;
    after.spaces[t].workers[me] += 1;
    // Dominance won and lost across the map.
    let before_dom = g.dominance_count(me) as f64;
    let after_dom = after.dominance_count(me) as f64;
    let changes = changes_left(g, me).max(1) as f64;
    let mut value = (after_dom - before_dom) * (1.5 + changes * 1.2);
    // A new town site if we have none.
    if !has_site(g, me) && has_site(&after, me) && g.players[me].towns > 0 {
        value += 2.0;
    }
    // A worker leaving the creation area cannot be drawn into its war.
    let area = g.turn.area;
    if ta == area || fa == area {
        value += war_after(&after, me) - war_after(g, me);
    }
    // Footholds in new areas are half a dominance; keep pieces apart.
    if own_pieces(g, me, t) == 0 && !g.dominates(me, ta) {
        value += 0.5;
    }
    if own_pieces(g, me, t) > 0 {
        value -= 0.5;
    }
    value - 0.1
}

/// The creation area's war as it stands (0 when none).
fn war_after(g: &QuoVadis, me: Seat) -> f64 {
    war_with(g, me, None)
}

fn prosperity_value(g: &QuoVadis, me: Seat, key: &str) -> f64 {
    let p = &g.players[me];
    if let Some(rest) = key.strip_prefix("convert-") {
        let Some((from, to)) = rest.split_once('-') else { return 0.0 };
        let (Some(from), Some(to)) = (Resource::from_id(from), Resource::from_id(to)) else { return 0.0 };
        if p.resources[to.index()] >= g.maxima(me)[to.index()] {
            return -1.0;
        }
        return gain_value(g, me, to, 1) - pay_value(g, me, from, 1);
    }
    if let Some(k) = key.strip_prefix("discard-").and_then(Kind::from_id) {
        // The refill replaces it with an average card.
        return 0.9 - keep_value(g, me, k) * 0.5;
    }
    0.0
}

// ----- War ---------------------------------------------------------------------------

/// A morale bid: the amount that best trades morale for the chance of winning,
/// assuming later bidders spend all they hold.
fn war_bid(g: &QuoVadis, me: Seat, w: &War, max: u32) -> u32 {
    let area = g.turn.area;
    let (gain, loss) = stakes(g, me, area, None);
    let mut best = (f64::MIN, 0);
    for bid in 0..=max {
        let sides: Vec<Side> = w
            .participants
            .iter()
            .enumerate()
            .map(|(i, &o)| {
                let raw = if o == me {
                    bid
                } else {
                    w.bids.get(i).copied().unwrap_or(g.players[o].resources[Resource::Morale.index()])
                };
                Side { seat: o, strength: w.strength[i], bid: raw * per_morale(g, o), raw_bid: raw, die: w.dice[i] }
            })
            .collect();
        let p = win_chance(g, me, &sides);
        let value = p * (gain + loss) - pay_value(g, me, Resource::Morale, bid);
        if value > best.0 + 1e-9 {
            best = (value, bid);
        }
    }
    best.1
}

fn war_choice(g: &QuoVadis, me: Seat, w: &War, p: &Prompt) -> Answer {
    let ks = keys(p);
    match &w.stage {
        WarStage::Reroll(i) => {
            let kept = w.kept.get(*i).copied().unwrap_or(0);
            let half = w.dice.get(*i).map_or(3, |d| d.faces() / 2);
            pick(if kept <= half { "yes" } else { "no" })
        }
        WarStage::Rewards { .. } => best_by(p, |k| {
            Resource::from_id(k)
                .map_or(f64::MIN, |r| gain_value(g, me, r, 1) + 0.01 * (r == Resource::Food) as u8 as f64)
        }),
        WarStage::Losses(..) => {
            // Refugees and Mountain Fastness: keep a foothold where it makes dominance.
            if ks.contains(&"no") && ks.len() == 1 {
                return pick("no");
            }
            best_by(p, |k| {
                if k == "no" {
                    return 0.0;
                }
                g.map.space_named(g.v(), k).map_or(f64::MIN, |s| {
                    let area = Map::area_of(s);
                    let others = Map::spaces_of(area).iter().filter(|&&x| x != s && g.workers_on(me, x) > 0).count();
                    0.5 + if !g.dominates(me, area) && others > 0 { 2.0 } else { 0.0 }
                })
            })
        }
        _ => pick(ks[0]),
    }
}
