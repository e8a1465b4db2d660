//! What each viewer sees, and the re-deal of what they cannot.
//!
//! Public: every board (all cards of every pile, splays, visible icons), revealed
//! cards, special achievements, counts and ages of everything face down, scores.
//! Hidden: the faces of cards in hands and score piles (but one's own), in the age
//! piles, and of standard achievements (claimed or not: nobody sees those).
//!
//! The re-deal swaps hidden cards only for hidden cards of the same age, so every
//! age the view shows stays where it was; what the viewer may remember from the
//! log (a card they returned, one another player revealed) is not tracked.

use super::data::{CARD_COUNT, Card, Color, Icon};
use super::exec::{Ask, Frame, Pick};
use super::state::{Achievement, Ending, Innovation, Phase, Special, Splay};
use engine::{GameRng, Seat, Viewer};
use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct InnovationView {
    pub teams: bool,
    /// Achievements needed to win (by a team, in team play).
    pub needed: usize,
    pub players: Vec<PlayerView>,
    /// Cards left in each age pile, ages 1–10.
    pub decks: Vec<usize>,
    /// Ages of the standard achievements still available.
    pub achievements: Vec<u8>,
    pub specials: Vec<Special>,
    /// Cards removed from the game face up, and how many face down.
    pub removed: Vec<Card>,
    pub removed_hidden: Vec<u8>,
    pub phase: PhaseView,
}

/// A card as the viewer sees it: its face, or only the age on its back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Face {
    Card(Card),
    Back(u8),
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PileView {
    pub color: Color,
    pub splay: Splay,
    /// Bottom card first.
    pub cards: Vec<Card>,
    pub icons: BTreeMap<Icon, u32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AchievementView {
    Age(u8),
    Special(Special),
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerView {
    pub hand: Vec<Face>,
    pub score_pile: Vec<Face>,
    pub score: u32,
    pub board: Vec<PileView>,
    pub icons: BTreeMap<Icon, u32>,
    pub achievements: Vec<AchievementView>,
    pub revealed: Vec<Card>,
    /// The team (0 or 1) in team play.
    pub team: Option<Seat>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case", tag = "phase")]
pub enum PhaseView {
    /// Who has chosen an opening card, and the viewer's own choice.
    Opening {
        chosen: Vec<bool>,
        mine: Option<Card>,
    },
    Turn {
        player: Seat,
        actions_left: u8,
        number: u32,
        dogma: Option<DogmaView>,
    },
    Over {
        ending: Ending,
    },
}

/// The effect being executed, if a dogma is under way.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DogmaView {
    /// The card activated by the Dogma action.
    pub card: Card,
    pub activator: Seat,
    /// The card whose effect is running now (another one when executed by it).
    pub running: Card,
    pub effect: u8,
    pub demand: bool,
    /// Who executes it.
    pub player: Seat,
    /// Who must answer now.
    pub waiting: Option<Seat>,
}

fn icon_map(counts: [u32; 6]) -> BTreeMap<Icon, u32> {
    Icon::ALL.into_iter().map(|i| (i, counts[i.index()])).collect()
}

fn faces(cards: &[Card], visible: bool) -> Vec<Face> {
    cards.iter().map(|&c| if visible { Face::Card(c) } else { Face::Back(c.age()) }).collect()
}

impl InnovationView {
    pub fn of(g: &Innovation, viewer: Viewer) -> InnovationView {
        let players = g
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| {
                let mine = viewer.sees_private_of(s);
                PlayerView {
                    hand: faces(&p.hand, mine),
                    score_pile: faces(&p.score_pile, mine),
                    score: g.score(s),
                    board: Color::ALL
                        .into_iter()
                        .map(|c| {
                            let stack = g.stack(s, c);
                            PileView {
                                color: c,
                                splay: stack.splay,
                                cards: stack.cards.clone(),
                                icons: icon_map(stack.visible_icons()),
                            }
                        })
                        .collect(),
                    icons: icon_map(g.icons(s)),
                    achievements: p
                        .achievements
                        .iter()
                        .map(|a| match a {
                            Achievement::Card(c) => AchievementView::Age(c.age()),
                            Achievement::Special(sp) => AchievementView::Special(*sp),
                        })
                        .collect(),
                    revealed: p.revealed.clone(),
                    team: g.teams.then(|| g.team_of(s)),
                }
            })
            .collect();
        let phase = match &g.phase {
            Phase::Opening { chosen } => PhaseView::Opening {
                chosen: chosen.iter().map(Option::is_some).collect(),
                mine: viewer.seat().and_then(|s| chosen.get(s).copied().flatten()),
            },
            Phase::Turns => PhaseView::Turn {
                player: g.turn.player,
                actions_left: g.turn.actions_left,
                number: g.turn.number,
                dogma: dogma_view(g),
            },
            Phase::Over { ending } => PhaseView::Over { ending: *ending },
        };
        let mut achievements: Vec<u8> = g.achievements.iter().map(|c| c.age()).collect();
        achievements.sort_unstable();
        InnovationView {
            teams: g.teams,
            needed: g.needed_achievements(),
            players,
            decks: g.decks.iter().map(Vec::len).collect(),
            achievements,
            specials: g.specials.clone(),
            removed: g.removed.clone(),
            removed_hidden: g.removed_hidden.iter().map(|c| c.age()).collect(),
            phase,
        }
    }
}

fn dogma_view(g: &Innovation) -> Option<DogmaView> {
    let Some(Frame::Dogma(top)) = g.stack.first() else {
        return None;
    };
    let call = g.stack.iter().rev().find_map(|f| match f {
        Frame::Call(c) => Some(c),
        Frame::Dogma(_) => None,
    })?;
    Some(DogmaView {
        card: top.card,
        activator: top.activator,
        running: call.card,
        effect: call.effect,
        demand: call.demand,
        player: call.player,
        waiting: call.question.as_ref().map(|q| q.seat),
    })
}

/// Re-deal every card `viewer` cannot see among the places holding hidden cards,
/// each for one of the same age, and rename the cards the same way wherever the
/// state refers to them (an open question, an effect's memory, opening choices),
/// so the state stays consistent.
pub fn scramble(g: &mut Innovation, viewer: Viewer, rng: &mut GameRng) {
    if viewer == Viewer::Omniscient {
        return;
    }
    let mut claimed: Vec<Vec<Card>> = g
        .players
        .iter()
        .map(|p| {
            p.achievements
                .iter()
                .filter_map(|a| match a {
                    Achievement::Card(c) => Some(*c),
                    Achievement::Special(_) => None,
                })
                .collect()
        })
        .collect();
    let rename = {
        let mut zones: Vec<&mut Vec<Card>> = Vec::new();
        for (s, p) in g.players.iter_mut().enumerate() {
            if !viewer.sees_private_of(s) {
                zones.push(&mut p.hand);
                zones.push(&mut p.score_pile);
            }
        }
        zones.extend(g.decks.iter_mut());
        zones.push(&mut g.achievements);
        zones.push(&mut g.removed_hidden);
        zones.extend(claimed.iter_mut());
        redeal_by_age(&mut zones, rng)
    };
    for (p, cards) in g.players.iter_mut().zip(claimed) {
        let mut cards = cards.into_iter();
        for a in &mut p.achievements {
            // Only a standard achievement takes the next re-dealt card: a special
            // one in between must not shift the rest.
            if let Achievement::Card(c) = a
                && let Some(new) = cards.next()
            {
                *c = new;
            }
        }
    }
    for (s, p) in g.players.iter_mut().enumerate() {
        if !viewer.sees_private_of(s) {
            p.hand.sort_by_key(|c| (c.age(), c.0));
        }
    }
    let r = |c: &mut Card| *c = rename[c.0 as usize];
    if let Phase::Opening { chosen } = &mut g.phase {
        chosen.iter_mut().flatten().for_each(r);
    }
    // The cards whose effects are being executed keep their identity wherever
    // they are now (a sharer may have taken one into a hand): everyone saw them.
    for frame in &mut g.stack {
        match frame {
            Frame::Dogma(_) => {}
            Frame::Call(c) => {
                c.cards.iter_mut().for_each(r);
                if let Some(q) = &mut c.question {
                    match &mut q.ask {
                        Ask::Cards { options, .. } => {
                            for p in options.iter_mut() {
                                if let Pick::Card(c) = p {
                                    r(c);
                                }
                            }
                        }
                        Ask::Order { cards } => cards.iter_mut().for_each(r),
                        _ => {}
                    }
                }
            }
        }
    }
}

/// Shuffle the cards of each age among the positions holding that age; returns
/// the renaming (old card number → new card) it made, the identity elsewhere.
fn redeal_by_age(zones: &mut [&mut Vec<Card>], rng: &mut GameRng) -> [Card; CARD_COUNT] {
    let mut rename: [Card; CARD_COUNT] = std::array::from_fn(|i| Card(i as u8));
    for age in 1..=10u8 {
        let slots: Vec<(usize, usize)> = zones
            .iter()
            .enumerate()
            .flat_map(|(z, cards)| cards.iter().enumerate().filter(|(_, c)| c.age() == age).map(move |(i, _)| (z, i)))
            .collect();
        let old: Vec<Card> = slots.iter().map(|&(z, i)| zones[z][i]).collect();
        let mut new = old.clone();
        rng.shuffle(&mut new);
        for ((&(z, i), o), n) in slots.iter().zip(old).zip(new) {
            zones[z][i] = n;
            rename[o.0 as usize] = n;
        }
    }
    rename
}
