//! What a viewer sees: the rulebook's table of public and hidden information, and
//! nothing more.
//!
//! Public: supply counts, the trash, the top card of every discard pile, every hand
//! size, everything in play, set aside or revealed, everything gained this turn,
//! and how many cards someone is looking at. To a player also: their own hand, their
//! own deck count, the cards they are looking at, and their discard pile while they
//! look through it (Harbinger). Hidden: every deck's contents (one's own too),
//! discard piles below the top card and their sizes, other players' deck counts and
//! hands, and victory points unless the game shows them (or is over).
//!
//! Once the game is over nothing is hidden any more: every hand, every player's
//! whole collection of cards and where their victory points came from. The
//! omniscient viewer (a finished game's "everything" replay) also sees each deck in
//! order, top first.

use super::asks::AskKind;
use super::cards::{Card, CardType};
use super::seaside::Until;
use super::state::{Dominion, Gained, Later, Phase};
use engine::{Seat, Viewer};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DominionView {
    pub viewer: Option<Seat>,
    pub supply: Vec<PileView>,
    pub empty_piles: usize,
    pub trash: Vec<Card>,
    pub players: Vec<PlayerView>,
    pub turn: TurnView,
    pub show_vp: bool,
    pub game_over: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PileView {
    pub card: Card,
    pub count: u32,
    pub cost: u32,
    pub types: Vec<CardType>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub hand_size: usize,
    /// The viewer's own hand.
    pub hand: Option<Vec<Card>>,
    /// The viewer's own deck count.
    pub deck_size: Option<usize>,
    pub discard_top: Option<Card>,
    /// The whole discard pile, top last: only to its owner while they look through
    /// it (and to the omniscient viewer).
    pub discard: Option<Vec<Card>>,
    pub in_play: Vec<Card>,
    pub set_aside: Vec<Card>,
    pub revealed: Vec<Card>,
    pub looking_count: usize,
    /// The cards this player is looking at, top first: only to that player.
    pub looking: Option<Vec<Card>>,
    pub turns: u32,
    pub vp: Option<i64>,
    /// Duration plays still in play, with what they will do.
    pub durations: Vec<DurationView>,
    /// The Island mat (public).
    pub island: Vec<Card>,
    /// The Native Village mat: its size is public, its cards only to its owner.
    pub native_village_count: usize,
    pub native_village: Option<Vec<Card>>,
    /// The deck in order, top first: only to the omniscient viewer.
    pub deck: Option<Vec<Card>>,
    /// Every card the player owns, wherever it is, counted by kind (declaration
    /// order): once the game is over, and to the omniscient viewer.
    pub collection: Option<Vec<CardCount>>,
    /// Where the player's victory points come from, one line per scoring card:
    /// once the game is over, and to the omniscient viewer.
    pub vp_breakdown: Option<Vec<VpLine>>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardCount {
    pub card: Card,
    pub count: usize,
}

/// `count` copies of `card` worth `vp` in all (Gardens: per copy, one per ten cards owned).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct VpLine {
    pub card: Card,
    pub count: usize,
    pub vp: i64,
}

/// A Duration play in a player's play area.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DurationView {
    pub card: Card,
    /// The cards it keeps in play (itself and any Throne Room that played it).
    pub keeps: Vec<Card>,
    /// What it does at the start of its owner's next turn (empty once done).
    pub next: Vec<Later>,
    /// What lasts until then.
    pub until: Vec<Until>,
    pub held_count: usize,
    /// The cards set aside with it: Haven's only to their owner.
    pub held: Option<Vec<Card>>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TurnView {
    pub player: Seat,
    pub number: u32,
    pub phase: Phase,
    pub actions: u32,
    pub buys: u32,
    pub coins: u32,
    pub gained: Vec<Gained>,
    /// Cards whose effects are being resolved, the innermost last.
    pub resolving: Vec<Card>,
    /// This is an extra turn (Outpost).
    pub extra: bool,
    /// An extra turn follows this one (Outpost).
    pub extra_next: bool,
    /// Effects lasting the rest of this turn, by the card that made them and how
    /// many times (Haggler, Scheme, Cauldron).
    pub this_turn: Vec<CardCount>,
}

/// Cards counted by kind, in declaration order.
fn collection(cards: impl Iterator<Item = Card>) -> Vec<CardCount> {
    let mut counts: Vec<CardCount> = Vec::new();
    for card in cards {
        match counts.binary_search_by(|c| c.card.cmp(&card)) {
            Ok(i) => counts[i].count += 1,
            Err(i) => counts.insert(i, CardCount { card, count: 1 }),
        }
    }
    counts
}

impl Dominion {
    /// One line per card kind that scores (Curses too), summing to `victory_points`.
    pub fn vp_breakdown(&self, seat: Seat) -> Vec<VpLine> {
        collection(self.players[seat].owned())
            .into_iter()
            .filter(|c| Dominion::scores_points(c.card))
            .map(|CardCount { card, count }| VpLine { card, count, vp: self.points_from(seat, card).1 })
            .collect()
    }

    /// The seat looking through its own discard pile (Harbinger), if any.
    pub fn searching_discard(&self) -> Option<Seat> {
        self.stack
            .last()?
            .asks
            .iter()
            .find(|a| matches!(a.kind, AskKind::Discard { .. } | AskKind::DiscardCards { .. }))
            .map(|a| a.seat)
    }

    pub fn view_for(&self, viewer: Viewer) -> DominionView {
        let over = self.ended.is_some();
        let searching = self.searching_discard();
        let vp_shown = self.show_vp || over || viewer == Viewer::Omniscient;
        let players = self
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| {
                let own = viewer.sees_private_of(s);
                let everything = over || viewer == Viewer::Omniscient;
                let sees_discard = viewer == Viewer::Omniscient || (own && searching == Some(s));
                PlayerView {
                    seat: s,
                    hand_size: p.hand.len(),
                    hand: (own || over).then(|| p.hand.clone()),
                    deck_size: own.then(|| p.deck.len()),
                    discard_top: p.discard.top().copied(),
                    discard: sees_discard.then(|| p.discard.as_slice().to_vec()),
                    in_play: p.in_play.clone(),
                    set_aside: p.set_aside.clone(),
                    revealed: p.revealed.clone(),
                    looking_count: p.looking.len(),
                    looking: own.then(|| p.looking.clone()),
                    turns: p.turns,
                    vp: vp_shown.then(|| self.victory_points(s)),
                    durations: p
                        .durations
                        .iter()
                        .filter(|d| !d.spent || !d.keeps.is_empty())
                        .map(|d| DurationView {
                            card: d.card,
                            keeps: d.keeps.clone(),
                            next: if d.spent { Vec::new() } else { d.next.clone() },
                            until: d.until.clone(),
                            held_count: d.held.len(),
                            held: (own || !d.held_face_down()).then(|| d.held.clone()),
                        })
                        .collect(),
                    island: p.island.clone(),
                    native_village_count: p.native_village.len(),
                    native_village: (own || over).then(|| p.native_village.clone()),
                    deck: (viewer == Viewer::Omniscient).then(|| p.deck.iter().rev().copied().collect()),
                    collection: everything.then(|| collection(p.owned())),
                    vp_breakdown: everything.then(|| self.vp_breakdown(s)),
                }
            })
            .collect();
        DominionView {
            viewer: viewer.seat(),
            supply: self
                .supply
                .iter()
                .map(|p| PileView {
                    card: p.card,
                    count: p.count,
                    cost: self.cost(p.card),
                    types: p.card.info().types.to_vec(),
                })
                .collect(),
            empty_piles: self.empty_piles(),
            trash: self.trash.clone(),
            players,
            turn: TurnView {
                player: self.turn.player,
                number: self.turn.number,
                phase: self.turn.phase,
                actions: self.turn.actions,
                buys: self.turn.buys,
                coins: self.turn.coins,
                gained: self.turn.gained.clone(),
                this_turn: [
                    (Card::Cauldron, self.turn.cauldrons.len() as u32),
                    (Card::Haggler, self.turn.counts.get(Card::Haggler)),
                    (Card::Scheme, self.turn.counts.get(Card::Scheme)),
                ]
                .into_iter()
                .filter(|(_, n)| *n > 0)
                .map(|(card, count)| CardCount { card, count: count as usize })
                .collect(),
                resolving: self.stack.iter().map(|fx| fx.card).collect(),
                extra: self.turn.extra,
                extra_next: self.turn.outpost && !self.turn.extra,
            },
            show_vp: self.show_vp,
            game_over: over,
        }
    }
}
