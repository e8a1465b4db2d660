//! What each viewer may see, and re-dealing what they may not.
//!
//! Public: the map (tiles, rotations, terrains, tokens), every piece and its
//! population, the creation markers, every player's resources, wrath, maxima,
//! VP, generation row, revealed and used skills, hand size and number of
//! face-down skills, the discard pile, the deck size, and every war's bids and
//! dice. Private to the owner: the hand, the face-down drafted skills, the
//! draft hand, and the basic skill chosen until all have chosen. Nobody knows
//! the deck order or the undealt skills.

use super::data::{Kind, Resource};
use super::flow::Step;
use super::map::Map;
use super::war::{StrengthParts, War, WarStage, bid_strength, strength_parts};
use super::{CreationCard, QuoVadis, Source};
use engine::{GameRng, Seat, Viewer, redeal};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct QuoVadisView {
    pub viewer: Option<Seat>,
    pub variant: String,
    pub custom_boards: bool,
    pub devotion: bool,
    pub round: u32,
    pub rounds: u32,
    pub start_player: Seat,
    pub turn_player: Seat,
    /// The step of the game, e.g. "draft", "area", "war".
    pub step: &'static str,
    /// The creation area of the turn, once chosen.
    pub creation_area: Option<String>,
    /// The card placed this turn and the kind it acts as (devotion).
    pub card_placed: Option<(&'static str, &'static str)>,
    pub change: bool,
    /// The creation cards holding the two markers ("1"–"5" or "free").
    pub markers: [String; 2],
    pub tiles: Vec<TileView>,
    /// Terrain tokens left in the supply.
    pub token_supply: Vec<(&'static str, u32)>,
    pub deck_size: usize,
    /// Bottom to top.
    pub discard: Vec<&'static str>,
    pub players: Vec<PlayerView>,
    pub war: Option<WarView>,
    pub finished: bool,
}

/// The war being fought: everything about it is public (bids are made in turn,
/// each seeing the earlier ones).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WarView {
    pub area: String,
    /// "bids", "reroll", "losses", "rewards" or "done".
    pub stage: &'static str,
    /// In bidding order.
    pub fighters: Vec<FighterView>,
    /// The single highest bidder, who rolls twice and keeps the better.
    pub elated: Option<Seat>,
    pub winner: Option<Seat>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FighterView {
    pub seat: Seat,
    /// Strength before morale and dice.
    pub base: u32,
    /// What `base` is made of, until the result moves pieces (losers' workers
    /// go home); the log keeps it after that.
    pub parts: Option<StrengthParts>,
    /// Morale spent, once bid.
    pub bid: Option<u32>,
    /// Strength that morale gives (War Drums doubles it).
    pub bid_strength: Option<u32>,
    /// Whether this fighter bids next.
    pub bidding: bool,
    pub die: &'static str,
    /// Every roll (two when elated), once rolled.
    pub rolls: Vec<u32>,
    pub kept: Option<u32>,
    /// Base, morale and die, once the dice are rolled.
    pub total: Option<u32>,
}

fn war_view(g: &QuoVadis, w: &War) -> WarView {
    let stage = match w.stage {
        WarStage::Bids => "bids",
        WarStage::Reroll(_) => "reroll",
        WarStage::Losses(..) => "losses",
        WarStage::Rewards { .. } => "rewards",
        WarStage::Done => "done",
    };
    let fighters = w
        .participants
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            let bid = w.bids.get(i).copied();
            FighterView {
                seat: s,
                base: w.strength[i],
                parts: matches!(w.stage, WarStage::Bids | WarStage::Reroll(_)).then(|| strength_parts(g, s)),
                bid,
                bid_strength: bid.map(|b| bid_strength(g, s, b)),
                bidding: w.stage == WarStage::Bids && w.bids.len() == i,
                die: w.dice[i].id(),
                rolls: w.rolls.get(i).cloned().unwrap_or_default(),
                kept: w.kept.get(i).copied(),
                total: w.kept.get(i).map(|_| w.total(g, i)),
            }
        })
        .collect();
    WarView { area: g.map.area_id(g.v(), g.turn.area).to_string(), stage, fighters, elated: w.elated, winner: w.winner }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TileView {
    pub id: String,
    pub q: i32,
    pub r: i32,
    pub rotation: usize,
    pub token: Option<&'static str>,
    pub spaces: Vec<SpaceView>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SpaceView {
    pub id: String,
    /// The current terrain (token included) and the printed one.
    pub terrain: &'static str,
    pub printed: &'static str,
    /// Workers by seat.
    pub workers: Vec<u32>,
    pub town: Option<TownView>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TownView {
    pub owner: Seat,
    pub population: u32,
    pub destroyed: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub race: Option<String>,
    pub colour: Option<String>,
    pub affinity: Option<&'static str>,
    /// Morale, food, faith.
    pub resources: [u32; 3],
    pub wrath: u32,
    /// Morale, food, faith and wrath maxima.
    pub maxima: Option<[u32; 4]>,
    pub vp: u32,
    pub vp_by_source: Vec<(&'static str, u32)>,
    pub workers_in_reserve: u32,
    pub towns_in_reserve: u32,
    pub hand_size: usize,
    pub generations: Vec<Vec<&'static str>>,
    pub skills: Vec<&'static str>,
    pub used_skills: Vec<&'static str>,
    pub face_down_skills: usize,
    pub draft_hand_size: usize,
    pub drafted_this_round: bool,
    pub basic_chosen: bool,
    /// Only for the player themselves (and the omniscient viewer).
    pub hand: Option<Vec<&'static str>>,
    pub drafted: Option<Vec<&'static str>>,
    pub draft_hand: Option<Vec<&'static str>>,
    pub basic_choice: Option<&'static str>,
}

fn step_name(step: &Step) -> &'static str {
    match step {
        Step::RacePick { .. } => "race_pick",
        Step::Draft => "draft",
        Step::StartSplit => "start_split",
        Step::BasicSkill => "basic_skill",
        Step::Area | Step::Route { .. } => "area",
        Step::WrathOffer | Step::WrathSpaces | Step::TokenSource { .. } | Step::Deluge => "wrath_of_god",
        Step::Population => "population",
        Step::FirstWorker | Step::MoreWorkers | Step::SwiftFeet => "worker_placement",
        Step::Card | Step::Mode | Step::Devotion | Step::Jubilee | Step::Actions => "hand_placement",
        Step::Revelation { .. } | Step::Prosperity { .. } | Step::ChangeDiscard => "card_action",
        Step::WarCheck | Step::War(_) => "war",
        Step::TownSite | Step::Masons | Step::Rebuild => "construction",
        Step::EndPhase | Step::SkillSet | Step::EndTurn => "end_phase",
        Step::Over => "over",
    }
}

fn kinds(ks: &[Kind]) -> Vec<&'static str> {
    ks.iter().map(|k| k.id()).collect()
}

pub fn view(g: &QuoVadis, viewer: Viewer) -> QuoVadisView {
    let v = g.v();
    let in_turn = g.round > 0 && !matches!(g.step, Step::Area | Step::Route { .. } | Step::Over);
    let tiles = g
        .map
        .tiles
        .iter()
        .enumerate()
        .map(|(a, t)| TileView {
            id: v.tiles[t.tile].id.clone(),
            q: t.q,
            r: t.r,
            rotation: t.rotation,
            token: t.token.map(super::data::Terrain::id),
            spaces: Map::spaces_of(a)
                .into_iter()
                .map(|s| SpaceView {
                    id: g.map.space_id(v, s),
                    terrain: g.map.terrain(v, s).id(),
                    printed: v.tiles[t.tile].terrains[s % 3].id(),
                    workers: g.spaces[s].workers.clone(),
                    town: g.spaces[s].town.as_ref().map(|t| TownView {
                        owner: t.owner,
                        population: t.population,
                        destroyed: !t.intact(),
                    }),
                })
                .collect(),
        })
        .collect();
    let players = (0..g.seats())
        .map(|s| {
            let p = &g.players[s];
            let own = viewer.sees_private_of(s);
            let race = p.race.map(|r| &v.races[r]);
            PlayerView {
                seat: s,
                race: race.map(|r| r.id.clone()),
                colour: race.map(|r| r.colour.clone()),
                affinity: race.map(|r| r.affinity.id()),
                resources: Resource::ALL.map(|r| p.resources[r.index()]),
                wrath: p.wrath,
                maxima: p.race.map(|_| g.maxima(s)),
                vp: p.vp,
                vp_by_source: Source::ALL.iter().map(|x| (x.id(), p.vp_by[*x as usize])).collect(),
                workers_in_reserve: p.workers,
                towns_in_reserve: p.towns,
                hand_size: p.hand.len(),
                generations: p.generations.iter().map(|row| kinds(row)).collect(),
                skills: p.skills.iter().map(|k| k.id()).collect(),
                used_skills: p.used.iter().map(|k| k.id()).collect(),
                face_down_skills: p.drafted.len(),
                draft_hand_size: p.draft_hand.len(),
                drafted_this_round: p.draft_done,
                basic_chosen: p.basic_choice.is_some(),
                hand: own.then(|| kinds(&p.hand)),
                drafted: own.then(|| p.drafted.iter().map(|k| k.id()).collect()),
                draft_hand: own.then(|| p.draft_hand.iter().map(|k| k.id()).collect()),
                basic_choice: if own { p.basic_choice.map(super::data::Skill::id) } else { None },
            }
        })
        .collect();
    let marker = |c: &CreationCard| match c {
        CreationCard::Number(n) => n.to_string(),
        CreationCard::Free => "free".to_string(),
    };
    QuoVadisView {
        viewer: viewer.seat(),
        variant: g.variant.clone(),
        custom_boards: g.custom,
        devotion: g.devotion,
        round: g.round,
        rounds: v.numbers.rounds,
        start_player: g.start,
        turn_player: g.turn.seat,
        step: step_name(&g.step),
        creation_area: in_turn.then(|| g.map.area_id(v, g.turn.area).to_string()),
        card_placed: g.turn.card.zip(g.turn.acts_as).map(|(c, k)| (c.id(), k.id())),
        change: g.turn.change,
        markers: [marker(&g.markers[0]), marker(&g.markers[1])],
        tiles,
        token_supply: super::data::Terrain::ALL.iter().map(|t| (t.id(), g.tokens[t.index()])).collect(),
        deck_size: g.deck.len(),
        discard: g.discard.iter().map(|k| k.id()).collect(),
        players,
        war: match &g.step {
            Step::War(w) => Some(war_view(g, w)),
            _ => None,
        },
        finished: g.step == Step::Over,
    }
}

pub fn scramble(g: &mut QuoVadis, viewer: Viewer, rng: &mut GameRng) {
    if viewer == Viewer::Omniscient {
        return;
    }
    let hidden: Vec<Seat> = (0..g.seats()).filter(|&s| !viewer.sees_private_of(s)).collect();
    // Epic cards: others' hands and the deck are one pool.
    let mut deck = g.deck.take_all();
    let mut hands: Vec<Vec<Kind>> = hidden.iter().map(|&s| std::mem::take(&mut g.players[s].hand)).collect();
    {
        let mut zones: Vec<&mut Vec<Kind>> = vec![&mut deck];
        zones.extend(hands.iter_mut());
        redeal(&mut zones, rng);
    }
    g.deck = deck.into();
    for (&s, mut h) in hidden.iter().zip(hands) {
        h.sort_unstable();
        g.players[s].hand = h;
    }
    // Skills: others' face-down skills, their draft hands and the undealt ones.
    let mut undealt = std::mem::take(&mut g.undealt);
    let mut drafted: Vec<Vec<_>> = hidden.iter().map(|&s| std::mem::take(&mut g.players[s].drafted)).collect();
    let mut draft_hands: Vec<Vec<_>> = hidden.iter().map(|&s| std::mem::take(&mut g.players[s].draft_hand)).collect();
    {
        let mut zones: Vec<&mut Vec<_>> = vec![&mut undealt];
        zones.extend(drafted.iter_mut());
        zones.extend(draft_hands.iter_mut());
        redeal(&mut zones, rng);
    }
    undealt.sort_unstable();
    g.undealt = undealt;
    for ((&s, mut d), mut h) in hidden.iter().zip(drafted).zip(draft_hands) {
        d.sort_unstable();
        h.sort_unstable();
        g.players[s].drafted = d;
        g.players[s].draft_hand = h;
    }
    // Basic skills chosen face down: either of the race's two.
    for &s in &hidden {
        if g.players[s].basic_choice.is_some() {
            let basic = g.race(s).basic;
            g.players[s].basic_choice = Some(basic[rng.below(2)]);
        }
    }
}
