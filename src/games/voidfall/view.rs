//! What each viewer may see (spec §8.1), and re-dealing what they may not.
//!
//! Public: the map, every board, dial, track, influence, tech in a slot, agenda
//! in play, trade token, focus hand and discard, the improved starting cards in
//! hand, the market, the display, the token pools (face up). Private: an agenda
//! hand and the cards drawn to keep one (their owner; others see counts), the
//! events the first player chooses from and the one put back (that player), an
//! Origin picked but not yet revealed and an Advanced focus put face down (their
//! owner). Nobody sees deck orders, face-down tokens, or the events in the box.

use super::data::content;
use super::flow::{Q, action_card};
use super::{AgendaKind, Control, Model, Resource, Seat, SlotAgenda, Voidfall, data, flow};
use engine::{GameRng, Text, Viewer, redeal};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct VoidfallView {
    pub viewer: Option<Seat>,
    pub scenario: &'static str,
    pub advanced_focus: bool,
    pub cycle: u8,
    pub round: u8,
    pub finished: bool,
    pub order: Vec<Seat>,
    pub sectors: Vec<SectorView>,
    /// The Voidstorms: pairs of touching sectors whose shared edge blocks
    /// movement (printed on the map, never moved).
    pub storms: Vec<[&'static str; 2]>,
    pub trade: [u8; 6],
    pub priority_row: Vec<u8>,
    /// What each priority card of the row gives, in words.
    pub priority_gives: Vec<Text>,
    pub markers: Vec<Option<Seat>>,
    pub priority_deck: usize,
    pub event: Option<String>,
    pub event_deck: usize,
    /// The events the viewer is choosing from (first player only).
    pub event_choice: Vec<String>,
    /// Events the viewer put back into the box.
    pub events_rejected: Vec<String>,
    /// Display stacks, top copy last: (tech, prints 3 influence).
    pub display: Vec<Vec<(String, bool)>>,
    pub market: Vec<Option<String>>,
    pub improved_deck: usize,
    pub agenda_decks: [usize; 3],
    pub agenda_offer: [Option<String>; 3],
    /// Corruption markers on each face-up agenda.
    pub agenda_offer_corruption: [u8; 3],
    pub bounty_pool: Vec<usize>,
    pub reclaim_pool: Vec<usize>,
    pub players: Vec<PlayerView>,
    /// The active player's turn: focus card, played agenda, actions done.
    pub turn: Option<TurnView>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SectorView {
    pub id: &'static str,
    pub q: i32,
    pub r: i32,
    pub population: u8,
    /// A printed population that never changes.
    pub fixed_population: bool,
    pub corrupt: bool,
    /// "player", "voidborn", "fallen" or "uncontrolled".
    pub control: &'static str,
    /// The Fallen House card holding the sector, the sector defenses on it and
    /// the tech whose improved card liberating it gives.
    pub fallen: Option<FallenView>,
    pub owner: Option<Seat>,
    pub home_of: Option<Seat>,
    pub guild_spaces: u8,
    pub installation_spaces: u8,
    pub guilds: Vec<&'static str>,
    pub installations: Vec<&'static str>,
    /// Per seat: power per model, in model order.
    pub power: Vec<[u8; 5]>,
    pub voidborn: u8,
    /// Face-up tokens by reward index; face-down ones as their kind only.
    pub tokens: Vec<TokenView>,
    pub adjacent: Vec<&'static str>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FallenView {
    pub card: String,
    pub defenses: u8,
    pub reward: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TokenView {
    pub kind: &'static str,
    pub reward: Option<usize>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerView {
    pub house: Option<String>,
    pub origin: Option<String>,
    /// Whether an Origin is picked and waiting to be revealed.
    pub origin_picked: bool,
    /// The viewer's own pick, before the reveal.
    pub origin_pick: Option<String>,
    pub influence: u32,
    pub storage: [u8; 5],
    pub storage_cap: u8,
    /// Shown production levels (capped at the top of the dial), resource order.
    pub production: [i32; 5],
    pub supply_power: u8,
    pub reserve: u8,
    pub map_power: u32,
    pub tracks: [u8; 3],
    pub techs: Vec<TechView>,
    pub improved_hand: Vec<String>,
    pub slots: Vec<SlotView>,
    pub agenda_hand_count: usize,
    /// The viewer's own agenda hand.
    pub agenda_hand: Vec<String>,
    pub agenda_drawn: Vec<String>,
    pub afflictions: [bool; 3],
    pub focus_hand: Vec<String>,
    pub focus_discard: Vec<String>,
    pub focus_aside: Vec<String>,
    pub advanced_picked: bool,
    pub advanced_pick: Option<String>,
    pub upkeep: u32,
    pub time_units: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TechView {
    pub tech: String,
    pub improved: bool,
    pub influence_copy: bool,
    pub token: bool,
    /// Corruption markers held on the card.
    pub corruption: u8,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SlotView {
    pub agenda: Option<String>,
    pub corrupt: bool,
    pub token: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TurnView {
    pub seat: Seat,
    pub focus: String,
    pub agenda: Option<String>,
    pub flipped: bool,
    pub done: Vec<String>,
}

fn agenda_id(a: usize) -> String {
    format!("agenda-{}", content().agendas[a].id)
}

fn focus_id(f: usize) -> String {
    format!("focus-{}", content().focus[f].id)
}

fn tech_id(t: usize) -> String {
    format!("tech-{}", content().techs[t].id)
}

pub fn view(g: &Voidfall, viewer: Viewer) -> VoidfallView {
    let c = content();
    let map = c.map(g.seats());
    let sectors = g
        .sectors
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let control = s.control();
            SectorView {
                id: map.sector[i].id.as_str(),
                q: map.sector[i].q,
                r: map.sector[i].r,
                population: s.population,
                fixed_population: s.fixed_population,
                corrupt: s.corrupt,
                control: match control {
                    Control::Player(_) => "player",
                    Control::Voidborn => "voidborn",
                    Control::Fallen => "fallen",
                    Control::Uncontrolled => "uncontrolled",
                },
                fallen: s.fallen.map(|f| FallenView {
                    card: super::invasion::fallen_card(f),
                    defenses: c.fallen[f.card].defenses,
                    reward: tech_id(f.tech),
                }),
                owner: match control {
                    Control::Player(p) => Some(p),
                    _ => None,
                },
                home_of: s.home_of,
                guild_spaces: s.guild_spaces,
                installation_spaces: s.installation_spaces,
                guilds: s.guilds.iter().map(|b| b.kind.id()).collect(),
                installations: s.installations.iter().map(|b| b.kind.id()).collect(),
                power: s.power.clone(),
                voidborn: s.voidborn,
                tokens: s
                    .tokens
                    .iter()
                    .map(|t| TokenView {
                        kind: match c.tokens[t.def].kind {
                            data::TokenKind::Bounty => "bounty",
                            data::TokenKind::Reclaim => "reclaim",
                        },
                        reward: t.face_up.then_some(t.def),
                    })
                    .collect(),
                adjacent: g.adjacent(i).iter().map(|j| map.sector[*j].id.as_str()).collect(),
            }
        })
        .collect();
    let first = g.first_player();
    let players = (0..g.seats())
        .map(|s| {
            let p = &g.players[s];
            let mine = viewer.sees_private_of(s);
            PlayerView {
                house: p.house.map(|h| format!("house-{}", c.houses[h].id)),
                origin: p.origin.map(|o| format!("origin-{}", c.origins[o].id)),
                origin_picked: p.origin_pick.is_some(),
                origin_pick: p.origin_pick.filter(|_| mine).map(|o| format!("origin-{}", c.origins[o].id)),
                influence: p.influence,
                storage: p.storage,
                storage_cap: g.cap(s),
                production: std::array::from_fn(|r| g.shown_level(s, Resource::ALL[r])),
                supply_power: p.supply_power,
                reserve: p.reserve,
                map_power: g.map_power(s),
                tracks: p.tracks,
                techs: p
                    .techs
                    .iter()
                    .map(|h| TechView {
                        tech: tech_id(h.tech),
                        improved: h.improved,
                        influence_copy: h.influence_copy,
                        token: h.token,
                        corruption: h.corruption,
                    })
                    .collect(),
                improved_hand: p.improved_hand.iter().map(|t| tech_id(*t)).collect(),
                slots: p
                    .slots
                    .iter()
                    .map(|sl| SlotView {
                        agenda: sl.agenda.map(|a| match a {
                            SlotAgenda::Start => "start".to_string(),
                            SlotAgenda::Card(a) => agenda_id(a),
                        }),
                        corrupt: sl.corrupt,
                        token: sl.token,
                    })
                    .collect(),
                agenda_hand_count: p.agenda_hand.len(),
                agenda_hand: if mine { p.agenda_hand.iter().map(|a| agenda_id(*a)).collect() } else { Vec::new() },
                agenda_drawn: if mine { p.agenda_drawn.iter().map(|a| agenda_id(*a)).collect() } else { Vec::new() },
                afflictions: p.afflictions,
                focus_hand: p.focus_hand.iter().map(|f| focus_id(*f)).collect(),
                focus_discard: p.focus_discard.iter().map(|f| focus_id(*f)).collect(),
                focus_aside: p.focus_aside.iter().map(|f| focus_id(*f)).collect(),
                advanced_picked: p.advanced_pick.is_some(),
                advanced_pick: p.advanced_pick.filter(|_| mine).map(focus_id),
                upkeep: g.upkeep(s),
                time_units: g.time_units(s),
            }
        })
        .collect();
    let event_id = |e: usize| format!("event-{}", c.events[e].id);
    VoidfallView {
        viewer: viewer.seat(),
        scenario: c.scenario.id.as_str(),
        advanced_focus: g.advanced,
        cycle: g.cycle,
        round: g.round,
        finished: g.finished,
        order: g.order(),
        sectors,
        storms: map.storm.iter().map(|st| [st.between[0].as_str(), st.between[1].as_str()]).collect(),
        trade: g.trade,
        priority_row: g.priority_row.clone(),
        priority_gives: g.priority_row.iter().map(|n| flow::priority_text(*n)).collect(),
        markers: g.markers.clone(),
        priority_deck: g.priority_deck.len(),
        event: g.event.map(event_id),
        event_deck: g.event_deck.len(),
        event_choice: if viewer.sees_private_of(first) {
            g.event_drawn.iter().map(|e| event_id(*e)).collect()
        } else {
            Vec::new()
        },
        events_rejected: g
            .event_rejected
            .iter()
            .filter(|(_, s)| viewer.sees_private_of(*s))
            .map(|(e, _)| event_id(*e))
            .collect(),
        display: g.display.iter().map(|st| st.iter().map(|t| (tech_id(t.tech), t.influence)).collect()).collect(),
        market: g.market.iter().map(|m| m.map(tech_id)).collect(),
        improved_deck: g.improved_deck.len(),
        agenda_decks: std::array::from_fn(|k| g.agenda_decks[k].len()),
        agenda_offer: std::array::from_fn(|k| g.agenda_offer[k].map(agenda_id)),
        agenda_offer_corruption: g.agenda_offer_corruption,
        bounty_pool: g.bounty_pool.clone(),
        reclaim_pool: g.reclaim_pool.clone(),
        players,
        turn: g.turn.as_ref().map(|t| TurnView {
            seat: t.seat,
            focus: focus_id(t.focus),
            agenda: t.agenda.map(agenda_id),
            flipped: t.flipped.is_some(),
            done: t
                .done
                .iter()
                .map(|d| match d {
                    flow::Done::Focus(f, a) => action_card(*f, *a),
                    flow::Done::Agenda => "agenda".to_string(),
                    flow::Done::Bonus(i) => format!("bonus-{}", i + 1),
                })
                .collect(),
        }),
    }
}

/// Re-deal everything `viewer` cannot know.
pub fn scramble(g: &mut Voidfall, viewer: Viewer, rng: &mut GameRng) {
    let c = content();
    // Agendas: per type, the deck and the cards of that type in others' hands
    // and draws.
    for (k, kind) in AgendaKind::ALL.iter().enumerate() {
        let mut held: Vec<Vec<usize>> = Vec::new();
        for s in 0..g.seats() {
            if viewer.sees_private_of(s) {
                continue;
            }
            let p = &mut g.players[s];
            for zone in [&mut p.agenda_hand, &mut p.agenda_drawn] {
                let (of_kind, rest): (Vec<usize>, Vec<usize>) = zone.iter().partition(|a| c.agendas[**a].kind == *kind);
                *zone = rest;
                held.push(of_kind);
            }
        }
        let mut zones: Vec<&mut Vec<usize>> = vec![&mut g.agenda_decks[k]];
        zones.extend(held.iter_mut());
        redeal(&mut zones, rng);
        let mut it = held.into_iter();
        for s in 0..g.seats() {
            if viewer.sees_private_of(s) {
                continue;
            }
            let p = &mut g.players[s];
            for zone in [&mut p.agenda_hand, &mut p.agenda_drawn] {
                zone.extend(it.next().unwrap_or_default());
            }
        }
    }
    // Events: per cycle, the deck, the box, and what the viewer did not see.
    let first = g.first_player();
    for cycle in 1..=c.rules.cycles {
        let of = |e: &usize| c.events[*e].cycle == cycle;
        let mut deck: Vec<usize> = g.event_deck.iter().copied().filter(of).collect();
        let mut boxed: Vec<usize> = g.event_box.iter().copied().filter(of).collect();
        let mut drawn: Vec<usize> =
            if viewer.sees_private_of(first) { Vec::new() } else { g.event_drawn.iter().copied().filter(of).collect() };
        let mut rejected: Vec<usize> =
            g.event_rejected.iter().filter(|(e, s)| of(e) && !viewer.sees_private_of(*s)).map(|(e, _)| *e).collect();
        redeal(&mut [&mut deck, &mut boxed, &mut drawn, &mut rejected], rng);
        for e in g.event_deck.iter_mut().filter(|e| of(e)) {
            *e = deck.remove(0);
        }
        for e in g.event_box.iter_mut().filter(|e| of(e)) {
            *e = boxed.remove(0);
        }
        if !viewer.sees_private_of(first) {
            for e in g.event_drawn.iter_mut().filter(|e| of(e)) {
                *e = drawn.remove(0);
            }
        }
        for (e, s) in &mut g.event_rejected {
            if of(e) && !viewer.sees_private_of(*s) {
                *e = rejected.remove(0);
            }
        }
    }
    rng.shuffle(&mut g.priority_deck);
    rng.shuffle(&mut g.improved_deck);
    // Face-down tokens: swap among the face-down tokens of each kind.
    for kind in [data::TokenKind::Bounty, data::TokenKind::Reclaim] {
        let mut defs: Vec<usize> = g
            .sectors
            .iter()
            .flat_map(|s| s.tokens.iter())
            .filter(|t| !t.face_up && c.tokens[t.def].kind == kind)
            .map(|t| t.def)
            .collect();
        rng.shuffle(&mut defs);
        for t in g.sectors.iter_mut().flat_map(|s| s.tokens.iter_mut()) {
            if !t.face_up && c.tokens[t.def].kind == kind {
                t.def = defs.remove(0);
            }
        }
    }
    // Hidden picks of others: any card they could have picked.
    for s in 0..g.seats() {
        if viewer.sees_private_of(s) {
            continue;
        }
        if g.players[s].origin_pick.is_some() {
            let options = g.picks(s, &Q::Origin);
            if let Some(flow::Pick::Origin(o)) = rng.pick(&options).cloned() {
                g.players[s].origin_pick = Some(o);
            }
        }
        // A face-down focus is still in the (public) hand until it is revealed.
        if g.players[s].advanced_pick.is_some()
            && let Some(f) = rng.pick(&g.players[s].focus_hand).copied()
        {
            g.players[s].advanced_pick = Some(f);
        }
        // A casualty order is its owner's alone.
        if let Some(m) = rng.pick(Model::ALL).copied() {
            g.players[s].casualty_first = m;
        }
    }
}
