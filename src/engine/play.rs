//! A game in play: the seed, the recorded answers and the folded state.
//! State at event n = setup (randomness k = 0) folded with answers 1..=n, answer k
//! drawing from `GameRng::for_event(seed, k)`.

use super::{
    Answer, Audience, DynGame, DynState, GameRng, LogEntry, Outcome, Prompt, Seat, Seed, SetupError, StandingOrder,
    Text, Viewer, sitter,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::{Arc, OnceLock};

/// At most this many forced prompts are answered in a row: a game that keeps
/// producing them is broken, and a person then sees the prompt instead.
const MAX_AUTO_ANSWERS: usize = 10_000;

/// How many decisions of one turn, newest first, can be taken back one after
/// another: each holds a state, so the chain is bounded.
const TAKE_BACK_DEPTH: usize = 16;

/// How many copies, re-dealt from the deciding seat's viewpoint, the take-back
/// check plays a decision on. A decision that showed the seat something it could
/// not know (a card drawn from a face-down deck) shows a different thing on a
/// re-dealt copy; the chance that it shows the same on every copy is the chance
/// of the likeliest outcome to this power.
const TAKE_BACK_REDEALS: usize = 6;

/// One recorded decision. Its seq is its 1-based position in the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub seat: Seat,
    pub answer: Answer,
    /// Answered by the platform because it was the only legal answer.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub auto: bool,
    /// Answered by the seat's sitter (the player was late or is away), through the
    /// same checks as a person's answer.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sitter: bool,
    /// HMAC-SHA256, keyed by the seed, of the state's JSON after this event. Unguessable
    /// while the seed is secret; after the end, `verify` recomputes every one, which
    /// proves every deal of the game came from the published seed.
    pub digest: Digest,
}

/// A state digest; 64 hex digits on the wire and in the database.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Digest(pub [u8; 32]);

impl Digest {
    pub fn to_hex(&self) -> String {
        hex::encode(self.0)
    }
}

impl std::fmt::Debug for Digest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Digest({})", self.to_hex())
    }
}

impl std::str::FromStr for Digest {
    type Err = String;
    // Into the array itself: a restored game parses one per event of its log.
    fn from_str(s: &str) -> Result<Digest, String> {
        let mut bytes = [0; 32];
        hex::decode_to_slice(s, &mut bytes).map_err(|_| "a digest is 64 hex digits".to_string())?;
        Ok(Digest(bytes))
    }
}

impl Serialize for Digest {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_hex())
    }
}

impl<'de> Deserialize<'de> for Digest {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d)?.parse().map_err(serde::de::Error::custom)
    }
}

/// One recorded answer applied to a state: a decision, or a change of standing
/// order. Every caller has checked it against the seat's prompt (or it was
/// checked when it was recorded), so the game need not check it again. (A
/// take-back is not applied to a state: the match puts an earlier one back.)
fn apply(
    state: &mut dyn DynState,
    seat: Seat,
    answer: &Answer,
    rng: &mut GameRng,
) -> Result<Vec<LogEntry>, super::RuleError> {
    match answer {
        Answer::Standing { order, choice } => state.set_standing_order(seat, order, choice),
        Answer::TakeBack => Err(super::RuleError(Text::key("letterbox-takeback-none"))),
        _ => state.apply_checked(seat, answer, rng),
    }
}

/// Who made a recorded answer.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Origin {
    Person,
    /// The platform: the prompt had one possible answer.
    Auto,
    Sitter,
}

/// The log entry of a take-back, which everyone reads: what was taken back
/// stays in the log above it.
fn took_back(seat: Seat) -> LogEntry {
    LogEntry::all(Text::key("letterbox-took-back").player("player", seat))
}

/// The line before a decision the sitter took for a late or absent player, so
/// that nobody reads it as the player's own.
fn played_by_sitter(seat: Seat) -> LogEntry {
    LogEntry::all(Text::key("letterbox-sitter-played").player("player", seat))
}

/// What an event means for the chain of decisions that can be taken back.
#[derive(Clone, Copy)]
enum Link {
    /// A seat's own decision: joins its chain (or starts a new one).
    Decision,
    /// Answered by the platform: part of the decision before it, if it is the
    /// same seat's; another seat's breaks the chain (that seat was prompted).
    Auto,
    /// Takes the newest decision off the chain.
    TakeBack,
    /// A standing order or a sitter's move: nothing before it can be taken back.
    Break,
}

impl Link {
    fn of(ev: &Event) -> Link {
        match ev.answer {
            Answer::TakeBack => Link::TakeBack,
            Answer::Standing { .. } => Link::Break,
            _ if ev.sitter => Link::Break,
            _ if ev.auto => Link::Auto,
            _ => Link::Decision,
        }
    }
}

/// Follow one event by `seat` on a chain of one seat's decisions (each with
/// what the caller keeps for it, made by `step` when one joins). Returns the
/// step a take-back removes, or `None` when there is none to remove.
fn follow<T>(chain: &mut Vec<(Seat, T)>, seat: Seat, link: Link, step: impl FnOnce() -> T) -> Option<T> {
    let other_seat = chain.first().is_some_and(|(s, _)| *s != seat);
    match link {
        Link::Break => chain.clear(),
        Link::Auto if other_seat => chain.clear(),
        Link::Auto => {}
        Link::Decision => {
            if other_seat {
                chain.clear();
            }
            chain.push((seat, step()));
            if chain.len() > TAKE_BACK_DEPTH {
                chain.remove(0);
            }
        }
        Link::TakeBack => return take_off(chain, seat),
    }
    None
}

/// Whether, among `events`, one ends every chain of decisions, whatever came
/// before them: a sitter's move or standing order, or a move by another seat
/// than the one whose chain (as these events alone give it) is on.
fn ends_every_chain(events: &[Event]) -> bool {
    let mut chain: Vec<(Seat, ())> = Vec::new();
    events.iter().any(|ev| {
        let link = Link::of(ev);
        let other_seat = chain.first().is_some_and(|(s, ())| *s != ev.seat);
        let ends = matches!(link, Link::Break) || (other_seat && matches!(link, Link::Auto | Link::Decision));
        follow(&mut chain, ev.seat, link, || ());
        ends
    })
}

/// The newest step of the chain, taken off, if it is `seat`'s.
fn take_off<T>(chain: &mut Vec<(Seat, T)>, seat: Seat) -> Option<T> {
    if chain.last().is_some_and(|(s, _)| *s == seat) { chain.pop().map(|(_, t)| t) } else { None }
}

/// A decision that may be taken back: its seq, the state before it and, once
/// someone asked, whether it may.
#[derive(Clone)]
struct Step {
    seq: u64,
    /// Kept when the decision is recorded (or, when folding, if it is taken back
    /// or still on the chain at the end); otherwise folded again from the log
    /// when needed (a game restored from a snapshot in the middle of a turn).
    before: OnceLock<Arc<dyn DynState>>,
    verdict: OnceLock<Result<(), Text>>,
}

impl Step {
    fn new(seq: u64, before: Option<Arc<dyn DynState>>) -> Step {
        let slot = OnceLock::new();
        if let Some(b) = before {
            let _ = slot.set(b);
        }
        Step { seq, before: slot, verdict: OnceLock::new() }
    }
}

/// A log entry with the seq of the event that produced it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Logged {
    pub seq: u64,
    #[serde(flatten)]
    pub entry: LogEntry,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum MoveError {
    #[error("the game is over")]
    GameOver,
    #[error("there is no seat {seat}")]
    NoSuchSeat { seat: Seat },
    #[error("seat {seat} has nothing to decide now")]
    NotPrompted { seat: Seat },
    #[error("malformed answer: {message}")]
    Shape { message: String },
    #[error("not allowed: {text}")]
    Rule { text: Text },
    #[error("someone moved first: the game is at move {actual}, not {expected}")]
    Stale { expected: u64, actual: u64 },
}

pub struct Match {
    game: &'static dyn DynGame,
    seats: usize,
    options: Value,
    seed: Seed,
    state: Box<dyn DynState>,
    /// The events after the first `held_from`.
    events: Vec<Event>,
    /// Events recorded before the ones held: 0, except in a match restored for
    /// reading its newest state (see [`Match::restore_recent`]) until
    /// [`Match::complete`] gives it the rest.
    held_from: u64,
    /// The log entries of the events after `log_from`.
    log: Vec<Logged>,
    /// A match restored from a snapshot holds no entries for the events up to
    /// the snapshot's: they are folded into `early` when someone reads that far.
    log_from: u64,
    early: std::sync::OnceLock<Vec<Logged>>,
    /// While [`Match::undoable`] runs (outer `Some`): the state before its
    /// first recorded event, once one was recorded (inner `Some`).
    #[allow(clippy::option_option, reason = "running or not, and recorded or not, are two questions")]
    undo_state: Option<Option<Arc<dyn DynState>>>,
    /// The decisions of one seat, in a row and oldest first, that a take-back
    /// may return to (see [`Match::may_take_back`]).
    chain: Vec<(Seat, Step)>,
    /// Random numbers drawn by the setup and every event folded so far.
    draws: u64,
}

/// What takes a match back to where it was before [`Match::undoable`]: the
/// state then (the one `record` replaced, so no extra copy), the lengths of
/// the event list and the log, which only grow, and the take-back chain.
pub struct Undo {
    state: Option<Arc<dyn DynState>>,
    events: usize,
    log: usize,
    chain: Vec<(Seat, Step)>,
    draws: u64,
}

impl Clone for Match {
    fn clone(&self) -> Self {
        Match {
            game: self.game,
            seats: self.seats,
            options: self.options.clone(),
            seed: self.seed,
            state: self.state.clone_box(),
            events: self.events.clone(),
            held_from: self.held_from,
            log: self.log.clone(),
            log_from: self.log_from,
            early: self.early.clone(),
            undo_state: None,
            chain: self.chain.clone(),
            draws: self.draws,
        }
    }
}

impl Match {
    /// Set a game up and answer any forced prompts it opens with.
    pub fn new(game: &'static dyn DynGame, seats: usize, options: &Value, seed: Seed) -> Result<Match, SetupError> {
        let mut m = Match::set_up(game, seats, options, seed)?;
        m.answer_forced();
        Ok(m)
    }

    fn set_up(game: &'static dyn DynGame, seats: usize, options: &Value, seed: Seed) -> Result<Match, SetupError> {
        let options = game.normalize_options(options)?;
        let mut rng = GameRng::for_event(&seed, 0);
        let state = game.setup(seats, &options, &mut rng)?;
        Ok(Match {
            game,
            seats,
            options,
            seed,
            state,
            events: Vec::new(),
            held_from: 0,
            log: Vec::new(),
            log_from: 0,
            early: std::sync::OnceLock::new(),
            undo_state: None,
            chain: Vec::new(),
            draws: rng.draws(),
        })
    }

    /// Rebuild a game from its recorded events. With `checked`, every answer is
    /// validated against the prompts as if it were new, and every digest is
    /// recomputed and compared (for files from elsewhere); without, the events are
    /// trusted (they were validated when recorded) and folding is as fast as the
    /// rules allow.
    pub fn fold(
        game: &'static dyn DynGame,
        seats: usize,
        options: &Value,
        seed: Seed,
        events: &[Event],
        checked: bool,
    ) -> Result<Match, FoldError> {
        let mut m = Match::set_up(game, seats, options, seed).map_err(FoldError::Setup)?;
        m.events.reserve(events.len());
        if !checked {
            m.extend(events)?;
            return Ok(m);
        }
        for ev in events {
            let seq = m.seq() + 1;
            m.check(ev.seat, &ev.answer).map_err(|error| FoldError::Rejected { seq, error })?;
            m.extend(std::slice::from_ref(ev))?;
            if m.digest() != ev.digest {
                return Err(FoldError::Digest { seq });
            }
        }
        Ok(m)
    }

    /// A game from a snapshot of its state after event `at` (the state's JSON),
    /// then the events after it. The snapshot is checked against the log: its
    /// digest must be the one recorded for event `at` during play. The log
    /// entries of the events up to `at` are folded only if someone reads that
    /// far back (see [`Match::log_rev`]). The events are taken, not copied: a
    /// long game's log is most of what a restore handles.
    pub fn restore(
        game: &'static dyn DynGame,
        seats: usize,
        options: &Value,
        seed: Seed,
        events: Vec<Event>,
        at: u64,
        state: &Value,
    ) -> Result<Match, FoldError> {
        Match::restore_held(game, seats, options, seed, 0, events, at, state)
    }

    /// Like [`Match::restore`], given only the events after the first
    /// `held_from` (some before the snapshot's): a match to read the newest
    /// state from, which the store completes (see [`Match::complete`]) before
    /// anything reads its history or moves. `None` when such a match could differ
    /// from the whole game's:
    /// - the take-back chain (a seat's decisions in a row) is known only after an
    ///   event before the snapshot that ends every chain (a sitter's move, a
    ///   standing order, or another seat's move while one seat's chain is on);
    /// - every decision a take-back may return to must have its earlier state
    ///   kept, as the events after the snapshot leave it;
    /// - every reader (each seat and a spectator) must have at least
    ///   `newest_entries` log entries of the events after the snapshot to read.
    #[allow(clippy::too_many_arguments)]
    pub fn restore_recent(
        game: &'static dyn DynGame,
        seats: usize,
        options: &Value,
        seed: Seed,
        held_from: u64,
        events: Vec<Event>,
        at: u64,
        state: &Value,
        newest_entries: usize,
    ) -> Option<Match> {
        let before_snapshot = events.get(..at.checked_sub(held_from)? as usize)?;
        if !ends_every_chain(before_snapshot) {
            return None;
        }
        let m = Match::restore_held(game, seats, options, seed, held_from, events, at, state).ok()?;
        let kept = m.chain.iter().all(|(_, step)| step.before.get().is_some());
        let readers = (0..seats).map(Viewer::Seat).chain([Viewer::Spectator]);
        let enough_log = readers
            .into_iter()
            .all(|v| m.log.iter().filter(|l| l.entry.visible_to(v)).take(newest_entries).count() == newest_entries);
        (kept && enough_log).then_some(m)
    }

    #[allow(clippy::too_many_arguments)]
    fn restore_held(
        game: &'static dyn DynGame,
        seats: usize,
        options: &Value,
        seed: Seed,
        held_from: u64,
        mut events: Vec<Event>,
        at: u64,
        state: &Value,
    ) -> Result<Match, FoldError> {
        let options = game.normalize_options(options).map_err(FoldError::Setup)?;
        let recorded = match at.checked_sub(held_from + 1).and_then(|i| events.get(i as usize)) {
            Some(ev) => ev.digest,
            None => return Err(FoldError::Snapshot { seq: at }),
        };
        let state = game.state_from_json(state).map_err(|_| FoldError::Snapshot { seq: at })?;
        if Digest(state.digest(&seed)) != recorded {
            return Err(FoldError::Snapshot { seq: at });
        }
        let after = events.split_off((at - held_from) as usize);
        events.reserve(after.len());
        let mut m = Match {
            game,
            seats,
            options,
            seed,
            state,
            events,
            held_from,
            log: Vec::new(),
            log_from: at,
            early: std::sync::OnceLock::new(),
            undo_state: None,
            chain: Vec::new(),
            // Not known without folding the events before the snapshot.
            draws: 0,
        };
        // The chain at the snapshot, from the events alone: the states before
        // its decisions are folded again if a take-back needs one.
        for (i, ev) in m.events.iter().enumerate() {
            follow(&mut m.chain, ev.seat, Link::of(ev), || Step::new(held_from + i as u64 + 1, None));
        }
        m.extend(&after)?;
        Ok(m)
    }

    /// Give a match from [`Match::restore_recent`] the events it was not given
    /// (the first `held_from`), so that it holds the whole game.
    pub fn complete(&mut self, mut earlier: Vec<Event>) -> Result<(), FoldError> {
        if earlier.len() as u64 != self.held_from {
            return Err(FoldError::Snapshot { seq: self.log_from });
        }
        earlier.append(&mut self.events);
        self.events = earlier;
        self.held_from = 0;
        Ok(())
    }

    /// Whether this match holds only the newest events (see [`Match::complete`]).
    pub fn is_partial(&self) -> bool {
        self.held_from > 0
    }

    /// How many of the first events this match does not hold (0 unless it is partial).
    pub fn events_not_held(&self) -> u64 {
        self.held_from
    }

    /// A match from a state made by hand, for game tests of the platform's checks
    /// (take-backs) in a chosen position. Its events fold only onto that state.
    #[cfg(any(test, feature = "testkit"))]
    pub fn with_state(game: &'static dyn DynGame, seats: usize, seed: Seed, state: Box<dyn DynState>) -> Match {
        Match {
            game,
            seats,
            options: Value::Null,
            seed,
            state,
            events: Vec::new(),
            held_from: 0,
            log: Vec::new(),
            log_from: 0,
            early: std::sync::OnceLock::new(),
            undo_state: None,
            chain: Vec::new(),
            draws: 0,
        }
    }

    /// Apply further trusted events (recorded elsewhere, e.g. by another process).
    /// On error the match may hold a prefix of them; callers fold afresh.
    pub fn extend(&mut self, events: &[Event]) -> Result<(), FoldError> {
        // The state before a decision is copied only if it may be needed: the
        // decision is taken back later in `events`, or is still on the chain at
        // their end (a take-back may come next).
        let mut keep = vec![false; events.len()];
        let mut chain: Vec<(Seat, Option<usize>)> = self.chain.iter().map(|(seat, _)| (*seat, None)).collect();
        for (i, ev) in events.iter().enumerate() {
            if let Some(Some(j)) = follow(&mut chain, ev.seat, Link::of(ev), || Some(i)) {
                keep[j] = true;
            }
        }
        for (_, j) in chain {
            if let Some(j) = j {
                keep[j] = true;
            }
        }
        for (ev, keep) in events.iter().zip(keep) {
            let seq = self.seq() + 1;
            let rejected = |error: MoveError| FoldError::Rejected { seq, error };
            if ev.answer == Answer::TakeBack {
                let step = take_off(&mut self.chain, ev.seat)
                    .ok_or_else(|| rejected(MoveError::Rule { text: Text::key("letterbox-takeback-none") }))?;
                self.state = self.state_before(&step).map_err(rejected)?.clone_box();
                self.log.push(Logged { seq, entry: took_back(ev.seat) });
                self.events.push(ev.clone());
                continue;
            }
            let before: Option<Arc<dyn DynState>> = keep.then(|| Arc::from(self.state.clone_box()));
            let mut rng = GameRng::for_event(&self.seed, seq);
            let entries = apply(self.state.as_mut(), ev.seat, &ev.answer, &mut rng)
                .map_err(|e| rejected(MoveError::Rule { text: e.0 }))?;
            self.draws += rng.draws();
            if ev.sitter {
                self.log.push(Logged { seq, entry: played_by_sitter(ev.seat) });
            }
            self.log.extend(entries.into_iter().map(|entry| Logged { seq, entry }));
            self.events.push(ev.clone());
            follow(&mut self.chain, ev.seat, Link::of(ev), || Step::new(seq, before));
        }
        Ok(())
    }

    /// Validate and apply one answer, then answer any forced prompts that follow.
    /// Returns the seqs of every event recorded (the answer's first). On error
    /// nothing changes.
    pub fn answer(&mut self, seat: Seat, answer: &Answer) -> Result<std::ops::RangeInclusive<u64>, MoveError> {
        self.check(seat, answer)?;
        if *answer == Answer::TakeBack {
            self.take_back(seat)?;
            return Ok(self.seq()..=self.seq());
        }
        self.record(seat, answer, Origin::Person)?;
        let first = self.seq();
        self.answer_forced();
        Ok(first..=self.seq())
    }

    /// Like [`Match::answer`], but only if the game is still at `expected_seq`.
    pub fn answer_at(
        &mut self,
        expected_seq: u64,
        seat: Seat,
        answer: &Answer,
    ) -> Result<std::ops::RangeInclusive<u64>, MoveError> {
        if expected_seq != self.seq() {
            return Err(MoveError::Stale { expected: expected_seq, actual: self.seq() });
        }
        self.answer(seat, answer)
    }

    /// Let the seat's sitter answer its open decision (see [`super::sitter`]), if the
    /// game is still at `expected_seq`. The answer is checked like a person's; if the
    /// rules refuse the policy's answer, the cautious one and then other well-formed
    /// answers are tried. With `decline`, the sitter takes the prompt's way of
    /// doing nothing (skip, pass, none) where it offers one. The event is marked as
    /// played by the sitter.
    pub fn sit_at(
        &mut self,
        expected_seq: u64,
        seat: Seat,
        decline: bool,
    ) -> Result<std::ops::RangeInclusive<u64>, MoveError> {
        if expected_seq != self.seq() {
            return Err(MoveError::Stale { expected: expected_seq, actual: self.seq() });
        }
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        if seat >= self.seats {
            return Err(MoveError::NoSuchSeat { seat });
        }
        let prompt = self.prompt_for(seat).ok_or(MoveError::NotPrompted { seat })?;
        // What the sitter imagines of the hidden facts is re-dealt from a stream
        // derived from the secret seed, so it is independent of the real deal as
        // far as anyone can tell, and the same answer comes on every node.
        let mut imagine =
            GameRng::for_event(&Seed::from_label(&format!("letterbox-imagine-{}", self.seed.to_hex())), self.seq());
        let policy = match sitter::decline(&prompt) {
            Some(answer) if decline => answer,
            _ => self.state.sitter_answer(&prompt, &mut imagine),
        };
        // Deterministic per game and step, and drawn from neither the seed nor any
        // hidden state: the fallback only has to be well-formed.
        let mut rng = GameRng::for_event(&Seed::from_label("letterbox-sitter"), self.seq());
        let tries =
            sitter::candidates(&prompt, policy).into_iter().chain(sitter::fallback_answers(&prompt, &mut rng, 200));
        let mut last = MoveError::NotPrompted { seat };
        for answer in tries {
            match self.check(seat, &answer).and_then(|()| self.record(seat, &answer, Origin::Sitter)) {
                Ok(()) => {
                    let first = self.seq();
                    self.answer_forced();
                    return Ok(first..=self.seq());
                }
                Err(e) => last = e,
            }
        }
        Err(last)
    }

    /// The platform's checks: the game is on, the seat exists and is prompted, and
    /// the answer has the prompt's shape and names only offered options. A
    /// standing order needs no prompt: it must be offered to the seat, with that
    /// choice, and differ from the one in force.
    pub fn check(&self, seat: Seat, answer: &Answer) -> Result<(), MoveError> {
        if self.state.outcome().is_some() {
            return Err(MoveError::GameOver);
        }
        if seat >= self.seats {
            return Err(MoveError::NoSuchSeat { seat });
        }
        if let Answer::Standing { order, choice } = answer {
            let offered = self.standing_orders(seat);
            let o = offered
                .iter()
                .find(|o| &o.key == order)
                .ok_or_else(|| MoveError::Shape { message: format!("{order:?} is not one of your standing orders") })?;
            if !o.options.iter().any(|opt| &opt.key == choice) {
                return Err(MoveError::Shape { message: format!("{choice:?} is not one of the options") });
            }
            if &o.chosen == choice {
                return Err(MoveError::Rule { text: Text::key("letterbox-error-standing-unchanged") });
            }
            return Ok(());
        }
        if *answer == Answer::TakeBack {
            return self.may_take_back(seat).map_err(|text| MoveError::Rule { text });
        }
        let prompt = self.prompt_for(seat).ok_or(MoveError::NotPrompted { seat })?;
        prompt.choice.check(answer).map_err(|message| MoveError::Shape { message })
    }

    /// The standing orders `seat` may set now, each with the choice in force.
    pub fn standing_orders(&self, seat: Seat) -> Vec<StandingOrder> {
        if self.is_over() || seat >= self.seats { Vec::new() } else { self.state.standing_orders(seat) }
    }

    /// Run `f` (answers, a sitter's move) so that its changes can be taken back
    /// with [`Match::undo`], e.g. when the store could not commit them. The
    /// store's cached match is changed in place instead of copied per move.
    pub fn undoable<R>(&mut self, f: impl FnOnce(&mut Match) -> Result<R, MoveError>) -> Result<(R, Undo), MoveError> {
        let (events, log, chain, draws) = (self.events.len(), self.log.len(), self.chain.clone(), self.draws);
        self.undo_state = Some(None);
        let result = f(self);
        let state = self.undo_state.take().flatten();
        result.map(|r| (r, Undo { state, events, log, chain, draws }))
    }

    /// Take back what an [`Match::undoable`] call recorded.
    pub fn undo(&mut self, undo: Undo) {
        if let Some(state) = undo.state {
            self.state = state.clone_box();
        }
        self.events.truncate(undo.events);
        self.log.truncate(undo.log);
        self.chain = undo.chain;
        self.draws = undo.draws;
    }

    /// The state this match replaces is kept for [`Match::undo`] if it is the
    /// first one an [`Match::undoable`] call replaces.
    fn replace_state(&mut self, next: Box<dyn DynState>) -> Arc<dyn DynState> {
        let before: Arc<dyn DynState> = Arc::from(std::mem::replace(&mut self.state, next));
        if let Some(slot @ None) = &mut self.undo_state {
            *slot = Some(before.clone());
        }
        before
    }

    // Apply on a copy so that a rule error leaves this match exactly as it was.
    fn record(&mut self, seat: Seat, answer: &Answer, origin: Origin) -> Result<(), MoveError> {
        let seq = self.seq() + 1;
        let mut next = self.state.clone_box();
        let mut rng = GameRng::for_event(&self.seed, seq);
        let entries = apply(next.as_mut(), seat, answer, &mut rng).map_err(|e| MoveError::Rule { text: e.0 })?;
        self.draws += rng.draws();
        let before = self.replace_state(next);
        let digest = self.digest();
        let (auto, sitter) = (origin == Origin::Auto, origin == Origin::Sitter);
        let ev = Event { seat, answer: answer.clone(), auto, sitter, digest };
        follow(&mut self.chain, seat, Link::of(&ev), || Step::new(seq, Some(before)));
        self.events.push(ev);
        if sitter {
            self.log.push(Logged { seq, entry: played_by_sitter(seat) });
        }
        self.log.extend(entries.into_iter().map(|entry| Logged { seq, entry }));
        Ok(())
    }

    /// Record `seat`'s take-back of its newest decision, which
    /// [`Match::may_take_back`] allowed: the state before that decision returns.
    fn take_back(&mut self, seat: Seat) -> Result<(), MoveError> {
        let seq = self.seq() + 1;
        let none = || MoveError::Rule { text: Text::key("letterbox-takeback-none") };
        let step = take_off(&mut self.chain, seat).ok_or_else(none)?;
        let earlier = match self.state_before(&step) {
            Ok(state) => state.clone_box(),
            Err(e) => {
                self.chain.push((seat, step));
                return Err(e);
            }
        };
        self.replace_state(earlier);
        let digest = self.digest();
        self.events.push(Event { seat, answer: Answer::TakeBack, auto: false, sitter: false, digest });
        self.log.push(Logged { seq, entry: took_back(seat) });
        Ok(())
    }

    /// The state before a decision on the chain: kept, or folded from the log.
    fn state_before<'a>(&self, step: &'a Step) -> Result<&'a Arc<dyn DynState>, MoveError> {
        if let Some(state) = step.before.get() {
            return Ok(state);
        }
        if self.is_partial() {
            // A partial match keeps every such state (see `restore_recent`).
            return Err(MoveError::Shape { message: "the history is not held".into() });
        }
        let events = &self.events[..step.seq as usize - 1];
        let m = Match::fold(self.game, self.seats, &self.options, self.seed, events, false).map_err(|e| {
            MoveError::Shape { message: format!("the state before move {} cannot be folded again: {e}", step.seq) }
        })?;
        Ok(step.before.get_or_init(|| Arc::from(m.state)))
    }

    /// Whether `seat` may take back its newest decision now, or why not (a
    /// player's words). It may while:
    /// - the decision is the seat's own (not the platform's or its sitter's), it
    ///   is still that seat's turn (it has a decision open), and nobody else has
    ///   moved since (the chain of the seat's decisions is unbroken);
    /// - no other seat became prompted, or had its prompt changed, by it or by
    ///   the forced answers that followed it;
    /// - it drew no random number (no shuffle, die, random pick: randomness that
    ///   would be drawn again differently is never replayed);
    /// - it wrote no log entry for only some readers (those are what a draw or
    ///   a private look writes);
    /// - it showed nothing the seat could not know before: played on
    ///   [`TAKE_BACK_REDEALS`] copies of the state before it, each with what the
    ///   seat could not see re-dealt (`scramble_hidden`), it leads to the same
    ///   view and prompt for the seat, the same public (spectator's) view and the
    ///   same log entries, to every audience, as it did.
    ///
    /// What another seat knows and the deciding seat does not is re-dealt on the
    /// copies too, so it cannot be compared view by view; a private reveal to
    /// that seat shows in the log entries addressed to it.
    ///
    /// The answer depends only on the log (the re-deals draw from a stream derived
    /// from the seed), so every process that folds the game gives the same one.
    pub fn may_take_back(&self, seat: Seat) -> Result<(), Text> {
        let none = || Text::key("letterbox-takeback-none");
        if self.is_over() {
            return Err(none());
        }
        let (_, step) = self.chain.last().filter(|(s, _)| *s == seat).ok_or_else(none)?;
        step.verdict.get_or_init(|| self.judge(seat, step)).clone()
    }

    fn judge(&self, seat: Seat, step: &Step) -> Result<(), Text> {
        let none = || Text::key("letterbox-takeback-none");
        let others = || Text::key("letterbox-takeback-others");
        let revealed = || Text::key("letterbox-takeback-revealed");
        let before = self.state_before(step).map_err(|_| none())?;
        let first = (step.seq - 1).checked_sub(self.held_from).ok_or_else(none)? as usize;
        // The decision and the forced answers that followed it; whatever came
        // after them was taken back, so the state now is the state after these.
        let follows = self.events[first + 1..].iter().take_while(|e| e.auto).count();
        let played = &self.events[first..=first + follows];
        if played.iter().any(|e| e.seat != seat) {
            return Err(others());
        }
        let prompts_before = before.prompts();
        let prompts_now = self.state.prompts();
        let prompt_of = |prompts: &[Prompt], s: Seat| prompts.iter().find(|p| p.seat == s).cloned();
        if (0..self.seats).any(|s| s != seat && prompt_of(&prompts_before, s) != prompt_of(&prompts_now, s)) {
            return Err(others());
        }
        if self.prompt_for(seat).is_none() {
            return Err(none());
        }
        // Play it again as recorded, counting the randomness drawn and keeping
        // the log entries.
        let play = |state: &mut dyn DynState, seed: &Seed| -> Result<(Vec<LogEntry>, u64), ()> {
            let mut entries = Vec::new();
            let mut draws = 0;
            for (i, ev) in played.iter().enumerate() {
                let mut rng = GameRng::for_event(seed, step.seq + i as u64);
                entries.extend(apply(state, ev.seat, &ev.answer, &mut rng).map_err(|_| ())?);
                draws += rng.draws();
            }
            Ok((entries, draws))
        };
        let mut real = before.clone_box();
        let (entries, draws) = play(real.as_mut(), &self.seed).map_err(|()| none())?;
        if draws > 0 {
            return Err(revealed());
        }
        // An entry only some may read (a card drawn or looked at) tells them
        // something. The re-deals below could all agree by chance when the
        // hidden cards are mostly alike, so such a decision stands outright.
        if entries.iter().any(|e| e.to != Audience::All) {
            return Err(revealed());
        }
        let me = Viewer::Seat(seat);
        // Views compared as values: making one costs a fraction of its text.
        let prompt_now = real.prompts().into_iter().find(|p| p.seat == seat);
        let seen_alike = |state: &dyn DynState| {
            state.prompts().into_iter().find(|p| p.seat == seat) == prompt_now
                && state.same_view(real.as_ref(), me)
                && state.same_view(real.as_ref(), Viewer::Spectator)
        };
        let hex = self.seed.to_hex();
        let mut redeal = GameRng::for_event(&Seed::from_label(&format!("letterbox-takeback-redeal-{hex}")), step.seq);
        let other_luck = Seed::from_label(&format!("letterbox-takeback-luck-{hex}"));
        for _ in 0..TAKE_BACK_REDEALS {
            let mut copy = before.clone_box();
            copy.redeal_hidden(me, &mut redeal);
            match play(copy.as_mut(), &other_luck) {
                Ok((e, _)) if e == entries && seen_alike(copy.as_ref()) => {}
                _ => return Err(revealed()),
            }
        }
        Ok(())
    }

    fn answer_forced(&mut self) {
        for _ in 0..MAX_AUTO_ANSWERS {
            if self.state.outcome().is_some() {
                return;
            }
            let forced = self.state.prompts().into_iter().find_map(|p| p.choice.forced_answer().map(|a| (p.seat, a)));
            match forced {
                Some((seat, answer)) if self.record(seat, &answer, Origin::Auto).is_ok() => {}
                _ => return,
            }
        }
    }

    pub fn game(&self) -> &'static dyn DynGame {
        self.game
    }

    pub fn seats(&self) -> usize {
        self.seats
    }

    pub fn options(&self) -> &Value {
        &self.options
    }

    /// The secret seed: for the store and for exports of finished games only.
    pub fn seed(&self) -> &Seed {
        &self.seed
    }

    /// Number of recorded events.
    pub fn seq(&self) -> u64 {
        self.held_from + self.events.len() as u64
    }

    /// Every recorded event, oldest first (of a complete match: the store hands
    /// out partial ones only to read the newest state).
    pub fn events(&self) -> &[Event] {
        debug_assert!(!self.is_partial(), "the events of a partial match");
        &self.events
    }

    /// Random numbers drawn by the setup and every event since (from the snapshot
    /// on, for a restored game).
    pub fn random_draws(&self) -> u64 {
        self.draws
    }

    pub fn state(&self) -> &dyn DynState {
        &*self.state
    }

    /// The typed state, for board templates and game tests.
    pub fn state_as<G: 'static>(&self) -> Option<&G> {
        self.state.as_any().downcast_ref::<G>()
    }

    pub fn prompts(&self) -> Vec<Prompt> {
        if self.state.outcome().is_some() { Vec::new() } else { self.state.prompts() }
    }

    pub fn prompt_for(&self, seat: Seat) -> Option<Prompt> {
        self.prompts().into_iter().find(|p| p.seat == seat)
    }

    /// Seats with an open decision, in seat order.
    pub fn to_act(&self) -> Vec<Seat> {
        seats_to_act(&self.prompts())
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }

    pub fn is_over(&self) -> bool {
        self.state.outcome().is_some()
    }

    /// The view of `viewer`. The omniscient view exists only once the game is over.
    pub fn view(&self, viewer: Viewer) -> Result<Value, MoveError> {
        self.viewable(viewer)?;
        Ok(self.state.view_json(viewer))
    }

    /// [`Match::view`] as JSON text.
    pub fn view_text(&self, viewer: Viewer) -> Result<String, MoveError> {
        self.viewable(viewer)?;
        Ok(self.state.view_text(viewer))
    }

    fn viewable(&self, viewer: Viewer) -> Result<(), MoveError> {
        match viewer {
            Viewer::Omniscient if !self.is_over() => {
                Err(MoveError::Shape { message: "the full view opens when the game is over".into() })
            }
            Viewer::Seat(s) if s >= self.seats => Err(MoveError::NoSuchSeat { seat: s }),
            _ => Ok(()),
        }
    }

    /// Log entries `viewer` may read, oldest first.
    pub fn log_for(&self, viewer: Viewer) -> impl Iterator<Item = &Logged> {
        self.log_since(viewer, 0)
    }

    /// Log entries `viewer` may read of the events after `seq`, oldest first.
    pub fn log_since(&self, viewer: Viewer, seq: u64) -> impl Iterator<Item = &Logged> {
        let early: &[Logged] = if seq < self.log_from { self.early_log() } else { &[] };
        early.iter().chain(&self.log).filter(move |l| l.seq > seq && l.entry.visible_to(viewer))
    }

    /// Log entries `viewer` may read, newest first: a page that shows the last
    /// few never folds the entries of a restored game's early events.
    pub fn log_rev(&self, viewer: Viewer) -> impl Iterator<Item = &Logged> {
        let early = std::iter::once_with(|| self.early_log()).flat_map(|e| e.iter().rev());
        self.log.iter().rev().chain(early).filter(move |l| l.entry.visible_to(viewer))
    }

    /// The entries of the events up to `log_from`, folded once on first use.
    fn early_log(&self) -> &[Logged] {
        if self.is_partial() {
            // Its readers have entries enough after the snapshot (see
            // `restore_recent`); the earlier ones are folded once it is complete.
            return &[];
        }
        self.early.get_or_init(|| {
            let events = &self.events[..self.log_from as usize];
            // Trusted: they were checked when recorded, and folded into the snapshot.
            Match::fold(self.game, self.seats, &self.options, self.seed, events, false)
                .map(|m| m.log)
                .unwrap_or_default()
        })
    }

    /// An estimate of the memory the events and log entries hold (for caches
    /// bounded by bytes): each one's size plus what it points to on average.
    pub fn history_bytes(&self) -> usize {
        const EVENT_HEAP: usize = 32;
        const ENTRY_HEAP: usize = 96;
        let early = self.early.get().map_or(0, Vec::len);
        self.events.len() * (std::mem::size_of::<Event>() + EVENT_HEAP)
            + (self.log.len() + early) * (std::mem::size_of::<Logged>() + ENTRY_HEAP)
    }

    /// Replace every event's digest (a game moved to newer rules, whose states
    /// are written differently: see [`crate::versions`]).
    pub(crate) fn set_digests(&mut self, digests: &[Digest]) {
        debug_assert_eq!(digests.len(), self.events.len());
        for (ev, d) in self.events.iter_mut().zip(digests) {
            ev.digest = *d;
        }
    }

    /// See [`Event::digest`].
    pub fn digest(&self) -> Digest {
        Digest(self.state.digest(&self.seed))
    }

    /// The game as a file: everything but the seed, which is included only once the
    /// game is over.
    pub fn export(&self, names: Option<Vec<String>>) -> Export {
        Export {
            game: self.game.slug().to_string(),
            rules_version: self.game.rules_version(),
            seats: self.seats,
            options: self.options.clone(),
            names,
            seed_hash: self.seed.hash_hex(),
            seed: self.is_over().then_some(self.seed),
            events: self.events().to_vec(),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum FoldError {
    #[error("the game cannot be set up: {0}")]
    Setup(SetupError),
    #[error("event {seq} is rejected: {error}")]
    Rejected { seq: u64, error: MoveError },
    #[error("event {seq}: the state differs from the one recorded during play")]
    Digest { seq: u64 },
    #[error("the snapshot after event {seq} is not the state the log gives there")]
    Snapshot { seq: u64 },
}

/// A game as a JSON file: kind, rules version, options, seats, answers; the seed
/// only once the game has ended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Export {
    pub game: String,
    pub rules_version: u32,
    pub seats: usize,
    pub options: Value,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub names: Option<Vec<String>>,
    pub seed_hash: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<Seed>,
    pub events: Vec<Event>,
}

/// What [`Export::verify`] established.
#[derive(Debug)]
pub struct Verified {
    pub events: usize,
    /// Random numbers drawn while re-deriving every shuffle and deal.
    pub random_draws: u64,
    pub outcome: Option<Outcome>,
}

impl Export {
    /// Fold the export (checked), for `letterbox replay`.
    pub fn replay(&self, find: impl Fn(&str) -> Option<&'static dyn DynGame>) -> Result<Match, String> {
        let current = find(&self.game).ok_or_else(|| format!("unknown game {:?}", self.game))?;
        let game = current.at_version(self.rules_version).ok_or_else(|| {
            format!(
                "the export was played under rules version {}, which this build no longer plays (it has version {})",
                self.rules_version,
                current.rules_version()
            )
        })?;
        let seed = self.seed.ok_or("the export has no seed: a game's seed is revealed only when it is over")?;
        if seed.hash_hex() != self.seed_hash {
            return Err("the seed does not match the published seed hash".into());
        }
        Match::fold(game, self.seats, &self.options, seed, &self.events, true).map_err(|e| e.to_string())
    }

    /// Check the revealed seed against the published hash, then re-derive every
    /// shuffle and deal from it, comparing the state after every event with the
    /// digest recorded during play.
    pub fn verify(&self, find: impl Fn(&str) -> Option<&'static dyn DynGame>) -> Result<Verified, String> {
        let m = self.replay(&find)?;
        Ok(Verified { events: self.events.len(), random_draws: m.draws, outcome: m.outcome() })
    }
}

/// The seats `prompts` ask, in seat order, each once: [`Match::to_act`] of a
/// game whose prompts the caller already has.
pub fn seats_to_act(prompts: &[Prompt]) -> Vec<Seat> {
    let mut seats: Vec<Seat> = prompts.iter().map(|p| p.seat).collect();
    seats.sort_unstable();
    seats.dedup();
    seats
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::registered;
    use crate::{Choice, Game, GameMeta, Opt, RuleError};

    /// Turns of several decisions, each kind of which the take-back rule treats
    /// differently: `add` changes only a public total; `draw` shows the seat the
    /// top card of a deck nobody sees; `shuffle` shuffles that deck; `poke` asks
    /// the other seat something; `twice` leaves a forced confirmation; `end`
    /// passes the turn. Four turns in all.
    #[derive(Clone, Serialize, Deserialize)]
    struct Steps {
        turn: Seat,
        turns: u32,
        totals: Vec<i64>,
        deck: Vec<u8>,
        seen: Vec<Vec<u8>>,
        asked: Option<Seat>,
        confirm: bool,
    }

    #[derive(Clone, Default, Serialize, Deserialize)]
    struct NoOptions {}

    #[derive(PartialEq, Serialize)]
    struct StepsView {
        turn: Seat,
        totals: Vec<i64>,
        deck: usize,
        seen: Vec<Option<Vec<u8>>>,
        asked: Option<Seat>,
    }

    impl Game for Steps {
        type Options = NoOptions;
        type View = StepsView;
        const SLUG: &'static str = "steps";

        fn meta() -> GameMeta {
            GameMeta {
                slug: Self::SLUG,
                min_seats: 2,
                max_seats: 2,
                rules_version: 1,
                options: Vec::new(),
                catalogs: &[("en", ""), ("ja", "")],
            }
        }

        fn setup(seats: usize, _: &NoOptions, rng: &mut GameRng) -> Result<Steps, crate::SetupError> {
            let mut deck: Vec<u8> = (1..=20).collect();
            rng.shuffle(&mut deck);
            Ok(Steps {
                turn: 0,
                turns: 0,
                totals: vec![0; seats],
                deck,
                seen: vec![vec![]; seats],
                asked: None,
                confirm: false,
            })
        }

        fn prompts(&self) -> Vec<Prompt> {
            let opts = |keys: &[&str]| keys.iter().map(|k| Opt::new(k.to_string(), Text::key("x"))).collect();
            if self.turns >= 4 {
                return vec![];
            }
            let (seat, options) = match self.asked {
                Some(o) => (o, opts(&["yes", "no"])),
                None if self.confirm => (self.turn, opts(&["confirm"])),
                None => (self.turn, opts(&["add", "draw", "shuffle", "poke", "twice", "end"])),
            };
            vec![Prompt { seat, text: Text::key("x"), choice: Choice::One { options } }]
        }

        fn apply(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
            let Answer::One(key) = answer else { return Err(RuleError(Text::key("x"))) };
            match key.as_str() {
                "add" | "twice" => {
                    self.totals[seat] += 1;
                    self.confirm = key == "twice";
                }
                "confirm" => {
                    self.totals[seat] += 1;
                    self.confirm = false;
                }
                "draw" => {
                    let card = self.deck.pop().ok_or_else(|| RuleError(Text::key("x")))?;
                    self.seen[seat].push(card);
                }
                "shuffle" => rng.shuffle(&mut self.deck),
                "poke" => self.asked = Some(1 - seat),
                "yes" | "no" => self.asked = None,
                _ => {
                    self.turn = 1 - self.turn;
                    self.turns += 1;
                }
            }
            Ok(vec![LogEntry::all(Text::key("x").plain("what", key.clone()))])
        }

        fn view(&self, viewer: Viewer) -> StepsView {
            StepsView {
                turn: self.turn,
                totals: self.totals.clone(),
                deck: self.deck.len(),
                seen: (0..self.seen.len()).map(|s| viewer.sees_private_of(s).then(|| self.seen[s].clone())).collect(),
                asked: self.asked,
            }
        }

        fn outcome(&self) -> Option<crate::Outcome> {
            (self.turns >= 4).then(|| crate::Outcome {
                places: crate::Outcome::places_from_keys(&self.totals),
                scores: self.totals.clone(),
                summary: Text::key("x"),
            })
        }

        fn scramble_hidden(&mut self, viewer: Viewer, rng: &mut GameRng) {
            // The deck and the cards others have seen, dealt again in the same sizes.
            let sizes: Vec<usize> = self.seen.iter().map(Vec::len).collect();
            let mut pool = std::mem::take(&mut self.deck);
            for s in (0..self.seen.len()).filter(|s| !viewer.sees_private_of(*s)) {
                pool.append(&mut self.seen[s]);
            }
            rng.shuffle(&mut pool);
            for s in (0..self.seen.len()).filter(|s| !viewer.sees_private_of(*s)) {
                let n = pool.len() - sizes[s];
                self.seen[s] = pool.split_off(n);
            }
            self.deck = pool;
        }
    }

    fn game() -> Match {
        Match::new(registered::<Steps>(), 2, &Value::Null, Seed::from_label("steps")).unwrap()
    }

    fn refusal(m: &Match, seat: Seat) -> String {
        m.may_take_back(seat).unwrap_err().key.to_string()
    }

    /// A refused take-back is a rule error with the reason, and changes nothing.
    fn refused(m: &mut Match, seat: Seat, reason: &str) {
        let (seq, state) = (m.seq(), m.state().to_json());
        match m.answer(seat, &Answer::TakeBack) {
            Err(MoveError::Rule { text }) => assert_eq!(text.key.to_string(), reason),
            other => panic!("expected a refusal ({reason}), got {other:?}"),
        }
        assert_eq!((m.seq(), m.state().to_json()), (seq, state));
    }

    #[test]
    fn decisions_of_a_turn_are_taken_back_one_by_one() {
        let mut m = game();
        let start = m.digest();
        m.answer(0, &Answer::one("add")).unwrap();
        let after_one = m.digest();
        m.answer(0, &Answer::one("add")).unwrap();
        assert_eq!(m.may_take_back(0), Ok(()));
        assert_eq!(refusal(&m, 1), "letterbox-takeback-none", "not the other seat's to take back");
        refused(&mut m, 1, "letterbox-takeback-none");
        assert_eq!(m.answer(0, &Answer::TakeBack).unwrap(), 3..=3);
        assert_eq!(m.digest(), after_one);
        assert_eq!(m.events()[2].digest, after_one, "the event's digest is the earlier state's");
        m.answer(0, &Answer::TakeBack).unwrap();
        assert_eq!(m.digest(), start);
        refused(&mut m, 0, "letterbox-takeback-none");
        // The log keeps everything, each take-back as a line of its own.
        let lines: Vec<String> = m.log_for(Viewer::Spectator).map(|l| l.entry.text.key.to_string()).collect();
        assert_eq!(lines, ["x", "x", "letterbox-took-back", "letterbox-took-back"]);
        assert_eq!(m.seq(), 4);
    }

    #[test]
    fn a_decision_that_shows_a_hidden_card_or_draws_randomness_stands() {
        let mut m = game();
        m.answer(0, &Answer::one("draw")).unwrap();
        assert_eq!(refusal(&m, 0), "letterbox-takeback-revealed");
        refused(&mut m, 0, "letterbox-takeback-revealed");
        let mut m = game();
        m.answer(0, &Answer::one("shuffle")).unwrap();
        refused(&mut m, 0, "letterbox-takeback-revealed");
        // What came before the decision that stands stays out of reach.
        let mut m = game();
        m.answer(0, &Answer::one("add")).unwrap();
        m.answer(0, &Answer::one("draw")).unwrap();
        refused(&mut m, 0, "letterbox-takeback-revealed");
    }

    #[test]
    fn a_decision_that_prompts_another_seat_stands() {
        let mut m = game();
        m.answer(0, &Answer::one("poke")).unwrap();
        refused(&mut m, 0, "letterbox-takeback-others");
        m.answer(1, &Answer::one("yes")).unwrap();
        // Seat 1's answer gave seat 0 its decision back; seat 0's turn goes on,
        // but what came before seat 1's answer is out of reach.
        refused(&mut m, 1, "letterbox-takeback-others");
        refused(&mut m, 0, "letterbox-takeback-none");
        let mut m = game();
        m.answer(0, &Answer::one("add")).unwrap();
        m.answer(0, &Answer::one("end")).unwrap();
        refused(&mut m, 0, "letterbox-takeback-others");
        refused(&mut m, 1, "letterbox-takeback-none");
    }

    #[test]
    fn the_forced_answers_after_a_decision_are_taken_back_with_it() {
        let mut m = game();
        let start = m.digest();
        assert_eq!(m.answer(0, &Answer::one("twice")).unwrap(), 1..=2, "the confirmation is forced");
        m.answer(0, &Answer::TakeBack).unwrap();
        assert_eq!(m.digest(), start);
        assert_eq!(m.prompt_for(0).unwrap().choice.options().len(), 6);
    }

    #[test]
    fn folds_restores_and_exports_replay_take_backs() {
        let mut m = game();
        m.answer(0, &Answer::one("add")).unwrap();
        m.answer(0, &Answer::one("add")).unwrap();
        m.answer(0, &Answer::TakeBack).unwrap();
        m.answer(0, &Answer::TakeBack).unwrap();
        m.answer(0, &Answer::one("twice")).unwrap();
        for _ in 0..4 {
            m.answer(m.to_act()[0], &Answer::one("end")).unwrap();
        }
        assert!(m.is_over());
        let (game, seed) = (m.game(), *m.seed());
        let folded = Match::fold(game, 2, m.options(), seed, m.events(), true).unwrap();
        assert_eq!(folded.digest(), m.digest());
        // A snapshot taken between a decision and its take-back: the state before
        // the decision is folded again from the log.
        for at in 1..m.seq() {
            let snapshot = Match::fold(game, 2, m.options(), seed, &m.events()[..at as usize], false).unwrap();
            let restored =
                Match::restore(game, 2, m.options(), seed, m.events().to_vec(), at, &snapshot.state().to_json())
                    .unwrap();
            assert_eq!(restored.digest(), m.digest(), "restored after {at}");
        }
        // Checked folding refuses a take-back the rules did not allow.
        let mut forged = m.events()[..1].to_vec();
        forged.push(Event {
            seat: 1,
            answer: Answer::TakeBack,
            auto: false,
            sitter: false,
            digest: m.events()[0].digest,
        });
        assert!(matches!(
            Match::fold(game, 2, m.options(), seed, &forged, true),
            Err(FoldError::Rejected { seq: 2, .. })
        ));
        let export = m.export(None);
        let verified = export.verify(|slug| (slug == "steps").then(registered::<Steps>)).unwrap();
        assert_eq!(verified.events, 10);
        assert!(verified.random_draws > 0, "the setup shuffled");
    }

    #[test]
    fn an_undone_take_back_leaves_the_chain_as_it_was() {
        let mut m = game();
        m.answer(0, &Answer::one("add")).unwrap();
        let after = m.digest();
        let (_, undo) = m.undoable(|m| m.answer(0, &Answer::TakeBack)).unwrap();
        assert_ne!(m.digest(), after);
        m.undo(undo);
        assert_eq!((m.digest(), m.seq()), (after, 1));
        assert_eq!(m.may_take_back(0), Ok(()), "the decision can still be taken back");
        m.answer(0, &Answer::TakeBack).unwrap();
        let (_, undo) = m.undoable(|m| m.answer(0, &Answer::one("add"))).unwrap();
        m.undo(undo);
        refused(&mut m, 0, "letterbox-takeback-none");
    }
}
