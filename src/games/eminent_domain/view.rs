//! What each viewer may see, and re-dealing what they may not.
//!
//! Public: role stacks, the technology supply, the planet discard pile, every
//! empire's face-up planets, colonies, resources, fighters, permanents and
//! influence, the back of every face-down planet (its type and both costs, as
//! printed on the back of the physical card), every discard pile and played
//! card, and the counts of hands, decks and planets being looked at. Private: a
//! hand (its owner), the face of a face-down planet (its owner), the planets a
//! surveyor is looking at (the surveyor). Nobody knows the order of any deck.

use super::cards::{Card, Icon};
use super::flow::Stage;
use super::planets::PlanetId;
use super::{EminentDomain, Follow, Holding};
use engine::{GameRng, Seat, Viewer, redeal};
use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EminentDomainView {
    pub viewer: Option<Seat>,
    pub learning: bool,
    pub extended: bool,
    pub first_player: Seat,
    pub leader: Seat,
    pub turn: u32,
    /// The phase of the turn: "action", "role" or "cleanup".
    pub phase: &'static str,
    /// The role being played, as a role id.
    pub role: Option<&'static str>,
    pub stacks: Vec<StackView>,
    pub planet_deck: usize,
    pub planet_discard: Vec<String>,
    pub techs: Vec<TechView>,
    pub influence_supply: u32,
    pub end_triggered: bool,
    pub finished: bool,
    pub players: Vec<PlayerView>,
    /// The viewer's hand, sorted (empty for spectators).
    pub hand: Vec<String>,
    /// Planets the viewer is looking at while surveying.
    pub looking: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StackView {
    pub id: &'static str,
    /// The card in the stack.
    pub card: String,
    pub count: u32,
    /// Roles led from this stack (Produce/Trade has two).
    pub roles: Vec<&'static str>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TechView {
    /// The faces it can be taken as (two for a double-sided permanent).
    pub faces: Vec<String>,
    pub level: u32,
    /// What tells each face apart from others of the same name, face by face:
    /// the four copies of a level 1 effect differ only in these.
    pub facts: Vec<TechFacts>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TechFacts {
    /// Role symbols it shows.
    pub icons: Vec<&'static str>,
    /// Research symbols needed to take it.
    pub cost: u32,
    /// Face-up planets needed, and of which type.
    pub needs: u32,
    pub needs_kind: &'static str,
    pub influence: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub hand_size: usize,
    pub hand_limit: u32,
    pub deck_size: usize,
    /// Bottom to top.
    pub discard: Vec<String>,
    pub removed: Vec<String>,
    pub played: Vec<String>,
    pub planets: Vec<PlanetView>,
    pub fighters: u32,
    pub influence: u32,
    pub permanents: Vec<String>,
    /// How many planets they are looking at while surveying.
    pub looking: usize,
    /// "undecided", "dissented" or "followed" while they answer a role.
    pub follow: Option<&'static str>,
    /// Influence showing on the table: tokens, face-up planets, permanents.
    pub visible_score: u32,
    /// Symbols per role in the empire (face-up planets and permanents), in
    /// role order: (role id, count).
    pub icons: Vec<(&'static str, u32)>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlanetView {
    pub index: usize,
    pub face_up: bool,
    pub start: bool,
    /// The planet, when face up or when the viewer owns it.
    pub planet: Option<String>,
    /// What the back of the card shows everyone.
    pub back: PlanetBack,
    pub colonies: u32,
    pub tucked: Vec<String>,
    /// Face-up planets only.
    pub slots: Vec<SlotView>,
    /// A fighter sits on it (Scorched Earth Policy).
    pub occupied: bool,
}

/// The back of a planet card: its type and what it costs to attack or settle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct PlanetBack {
    pub kind: &'static str,
    pub warfare_cost: u32,
    pub colonize_cost: u32,
}

impl PlanetBack {
    pub fn of(planet: PlanetId) -> PlanetBack {
        let p = planet.get();
        PlanetBack { kind: p.kind.id(), warfare_cost: p.warfare_cost, colonize_cost: p.colonize_cost }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SlotView {
    pub slot: usize,
    pub resource: &'static str,
    pub filled: bool,
}

fn ids(cards: &[Card]) -> Vec<String> {
    cards.iter().map(|c| c.id()).collect()
}

fn planet_view(h: &Holding, index: usize, sees: bool) -> PlanetView {
    let p = h.planet.get();
    PlanetView {
        index,
        face_up: h.face_up,
        start: p.start,
        planet: (h.face_up || sees).then(|| p.id.to_string()),
        back: PlanetBack::of(h.planet),
        colonies: h.colonies,
        tucked: ids(&h.tucked),
        slots: if h.face_up {
            p.slots
                .iter()
                .zip(&h.filled)
                .enumerate()
                .map(|(slot, (r, f))| SlotView { slot, resource: r.id(), filled: *f })
                .collect()
        } else {
            Vec::new()
        },
        occupied: h.occupied,
    }
}

pub fn view(g: &EminentDomain, viewer: Viewer) -> EminentDomainView {
    let players = g
        .players
        .iter()
        .enumerate()
        .map(|(s, p)| {
            let sees = viewer.sees_private_of(s);
            PlayerView {
                seat: s,
                hand_size: p.hand.len(),
                hand_limit: g.hand_limit(s),
                deck_size: p.deck.len(),
                discard: ids(p.discard.as_slice()),
                removed: ids(&p.removed),
                played: ids(&p.played),
                planets: p.planets.iter().enumerate().map(|(i, h)| planet_view(h, i, sees)).collect(),
                fighters: p.fighters,
                influence: p.influence,
                permanents: p.permanents.iter().map(|t| t.id().to_string()).collect(),
                looking: p.looking.len(),
                follow: p.follow.map(|f| match f {
                    Follow::Undecided => "undecided",
                    Follow::Dissented => "dissented",
                    Follow::Followed => "followed",
                }),
                visible_score: p.influence
                    + p.planets.iter().filter(|h| h.face_up).map(|h| h.planet.get().influence).sum::<u32>()
                    + p.permanents.iter().map(|t| t.get().influence).sum::<u32>(),
                icons: Icon::ALL.iter().map(|&i| (i.id(), g.empire_icons(s, i))).collect(),
            }
        })
        .collect();
    let own = viewer.seat().filter(|s| *s < g.players.len());
    let phase = match g.turn.stage {
        Stage::ActionChoose | Stage::ActionFinish => "action",
        Stage::Cleanup | Stage::CleanupDiscard | Stage::CleanupDraw | Stage::EndTurn => "cleanup",
        _ => "role",
    };
    EminentDomainView {
        viewer: own,
        learning: g.learning,
        extended: g.extended,
        first_player: g.first,
        leader: g.turn.leader,
        turn: g.turn.number,
        phase,
        role: g.turn.role.map(super::cards::Icon::id),
        stacks: g
            .stacks_in_play()
            .into_iter()
            .map(|s| StackView {
                id: s.id(),
                card: s.card().id(),
                count: g.stack_count(s),
                roles: Icon::ALL.into_iter().filter(|i| i.stack() == s).map(super::cards::Icon::id).collect(),
            })
            .collect(),
        planet_deck: g.planet_deck.len(),
        planet_discard: g.planet_discard.iter().map(|p| p.id().to_string()).collect(),
        techs: g
            .tech_supply
            .iter()
            .map(|t| TechView {
                faces: t.faces().iter().map(|f| f.id().to_string()).collect(),
                level: t.get().level,
                facts: t
                    .faces()
                    .iter()
                    .map(|f| {
                        let tech = f.get();
                        TechFacts {
                            icons: tech.icons.iter().map(|i| i.id()).collect(),
                            cost: tech.cost,
                            needs: tech.needs.0,
                            needs_kind: tech.needs.1.id(),
                            influence: tech.influence,
                        }
                    })
                    .collect(),
            })
            .collect(),
        influence_supply: g.influence_supply,
        end_triggered: g.end_triggered(),
        finished: g.finished,
        players,
        hand: own.map(|s| ids(&g.players[s].hand)).unwrap_or_default(),
        looking: own.map(|s| g.players[s].looking.iter().map(|p| p.id().to_string()).collect()).unwrap_or_default(),
    }
}

/// Re-deal what `viewer` cannot know: other players' hands with their decks,
/// the order of the viewer's own deck, and the unseen planets (the planet deck,
/// others' face-down planets and the planets others are looking at). An unseen
/// planet only ever trades places with one of the same back, since a face-down
/// planet's back is public (start planets have backs of their own).
pub fn scramble(g: &mut EminentDomain, viewer: Viewer, rng: &mut GameRng) {
    if viewer == Viewer::Omniscient {
        return;
    }
    let hidden: Vec<Seat> = (0..g.players.len()).filter(|&s| !viewer.sees_private_of(s)).collect();
    for s in 0..g.players.len() {
        let p = &mut g.players[s];
        if hidden.contains(&s) {
            let mut hand = std::mem::take(&mut p.hand);
            let mut deck = p.deck.take_all();
            redeal(&mut [&mut hand, &mut deck], rng);
            hand.sort_unstable();
            p.hand = hand;
            p.deck = deck.into();
        } else {
            p.deck.shuffle(rng);
        }
    }
    // Every unseen place a planet can be, as zones: the deck, the start planets
    // nobody was dealt, then for each hidden seat what it looks at and each of
    // its face-down planets.
    let mut zones: Vec<Vec<PlanetId>> = vec![g.planet_deck.take_all(), std::mem::take(&mut g.unused_start)];
    for &s in &hidden {
        zones.push(std::mem::take(&mut g.players[s].looking));
        zones.push(g.players[s].planets.iter().filter(|h| !h.face_up).map(|h| h.planet).collect());
    }
    let mut places: BTreeMap<(bool, PlanetBack), Vec<(usize, usize)>> = BTreeMap::new();
    for (z, zone) in zones.iter().enumerate() {
        for (i, p) in zone.iter().enumerate() {
            places.entry((p.get().start, PlanetBack::of(*p))).or_default().push((z, i));
        }
    }
    for spots in places.values() {
        let mut planets: Vec<PlanetId> = spots.iter().map(|&(z, i)| zones[z][i]).collect();
        rng.shuffle(&mut planets);
        for (&(z, i), p) in spots.iter().zip(planets) {
            zones[z][i] = p;
        }
    }
    let mut zones = zones.into_iter();
    g.planet_deck = zones.next().unwrap_or_default().into();
    g.unused_start = zones.next().unwrap_or_default();
    for &s in &hidden {
        g.players[s].looking = zones.next().unwrap_or_default();
        let faces = zones.next().unwrap_or_default();
        for (h, p) in g.players[s].planets.iter_mut().filter(|h| !h.face_up).zip(faces) {
            h.planet = p;
            h.filled = vec![false; p.get().slots.len()];
        }
    }
}
