//! A game in play: the seed, the recorded answers and the folded state.
//! State at event n = setup (randomness k = 0) folded with answers 1..=n, answer k
//! drawing from `GameRng::for_event(seed, k)`.

use super::{
    Answer, DynGame, DynState, GameRng, LogEntry, Outcome, Prompt, Seat, Seed, SetupError, StandingOrder, Text, Viewer,
    sitter,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// At most this many forced prompts are answered in a row: a game that keeps
/// producing them is broken, and a person then sees the prompt instead.
const MAX_AUTO_ANSWERS: usize = 10_000;

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

/// One answer applied to a state: a decision, or a change of standing order.
/// Every caller has checked it against the seat's prompt (or it was checked
/// when it was recorded), so the game need not check it again.
fn apply(
    state: &mut dyn DynState,
    seat: Seat,
    answer: &Answer,
    rng: &mut GameRng,
) -> Result<Vec<LogEntry>, super::RuleError> {
    match answer {
        Answer::Standing { order, choice } => state.set_standing_order(seat, order, choice),
        _ => state.apply_checked(seat, answer, rng),
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
    events: Vec<Event>,
    /// The log entries of the events after `log_from`.
    log: Vec<Logged>,
    /// A match restored from a snapshot holds no entries for the events up to
    /// the snapshot's: they are folded into `early` when someone reads that far.
    log_from: u64,
    early: std::sync::OnceLock<Vec<Logged>>,
    /// While [`Match::undoable`] runs: the state before its first recorded event.
    undo_state: Option<Option<Box<dyn DynState>>>,
}

/// What takes a match back to where it was before [`Match::undoable`]: the
/// state then (the one `record` replaced, so no extra copy) and the lengths of
/// the event list and the log, which only grow.
pub struct Undo {
    state: Option<Box<dyn DynState>>,
    events: usize,
    log: usize,
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
            log: self.log.clone(),
            log_from: self.log_from,
            early: self.early.clone(),
            undo_state: None,
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
        let state = game.setup(seats, &options, &mut GameRng::for_event(&seed, 0))?;
        Ok(Match {
            game,
            seats,
            options,
            seed,
            state,
            events: Vec::new(),
            log: Vec::new(),
            log_from: 0,
            early: std::sync::OnceLock::new(),
            undo_state: None,
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
        mut events: Vec<Event>,
        at: u64,
        state: &Value,
    ) -> Result<Match, FoldError> {
        let options = game.normalize_options(options).map_err(FoldError::Setup)?;
        let recorded = match at.checked_sub(1).and_then(|i| events.get(i as usize)) {
            Some(ev) => ev.digest,
            None => return Err(FoldError::Snapshot { seq: at }),
        };
        let state = game.state_from_json(state).map_err(|_| FoldError::Snapshot { seq: at })?;
        if Digest(state.digest(&seed)) != recorded {
            return Err(FoldError::Snapshot { seq: at });
        }
        let after = events.split_off(at as usize);
        events.reserve(after.len());
        let mut m = Match {
            game,
            seats,
            options,
            seed,
            state,
            events,
            log: Vec::new(),
            log_from: at,
            early: std::sync::OnceLock::new(),
            undo_state: None,
        };
        m.extend(&after)?;
        Ok(m)
    }

    /// Apply further trusted events (recorded elsewhere, e.g. by another process).
    /// On error the match may hold a prefix of them; callers fold afresh.
    pub fn extend(&mut self, events: &[Event]) -> Result<(), FoldError> {
        for ev in events {
            let seq = self.seq() + 1;
            let entries = apply(self.state.as_mut(), ev.seat, &ev.answer, &mut GameRng::for_event(&self.seed, seq))
                .map_err(|e| FoldError::Rejected { seq, error: MoveError::Rule { text: e.0 } })?;
            self.log.extend(entries.into_iter().map(|entry| Logged { seq, entry }));
            self.events.push(ev.clone());
        }
        Ok(())
    }

    /// Validate and apply one answer, then answer any forced prompts that follow.
    /// Returns the seqs of every event recorded (the answer's first). On error
    /// nothing changes.
    pub fn answer(&mut self, seat: Seat, answer: &Answer) -> Result<std::ops::RangeInclusive<u64>, MoveError> {
        self.check(seat, answer)?;
        self.record(seat, answer, false)?;
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
        let mut imagine = GameRng::for_event(&Seed::from_label(&format!("letterbox-imagine-{}", self.seed.to_hex())), self.seq());
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
            match self.check(seat, &answer).and_then(|_| self.record(seat, &answer, false)) {
                Ok(()) => {
                    let first = self.seq();
                    if let Some(ev) = self.events.last_mut() {
                        ev.sitter = true;
                    }
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
        let (events, log) = (self.events.len(), self.log.len());
        self.undo_state = Some(None);
        let result = f(self);
        let state = self.undo_state.take().flatten();
        result.map(|r| (r, Undo { state, events, log }))
    }

    /// Take back what an [`Match::undoable`] call recorded.
    pub fn undo(&mut self, undo: Undo) {
        if let Some(state) = undo.state {
            self.state = state;
        }
        self.events.truncate(undo.events);
        self.log.truncate(undo.log);
    }

    // Apply on a copy so that a rule error leaves this match exactly as it was.
    fn record(&mut self, seat: Seat, answer: &Answer, auto: bool) -> Result<(), MoveError> {
        let seq = self.seq() + 1;
        let mut next = self.state.clone_box();
        let entries = apply(next.as_mut(), seat, answer, &mut GameRng::for_event(&self.seed, seq))
            .map_err(|e| MoveError::Rule { text: e.0 })?;
        let before = std::mem::replace(&mut self.state, next);
        if let Some(slot @ None) = &mut self.undo_state {
            *slot = Some(before);
        }
        let digest = self.digest();
        self.events.push(Event { seat, answer: answer.clone(), auto, sitter: false, digest });
        self.log.extend(entries.into_iter().map(|entry| Logged { seq, entry }));
        Ok(())
    }

    fn answer_forced(&mut self) {
        for _ in 0..MAX_AUTO_ANSWERS {
            if self.state.outcome().is_some() {
                return;
            }
            let forced = self.state.prompts().into_iter().find_map(|p| p.choice.forced_answer().map(|a| (p.seat, a)));
            match forced {
                Some((seat, answer)) if self.record(seat, &answer, true).is_ok() => {}
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
        self.events.len() as u64
    }

    pub fn events(&self) -> &[Event] {
        &self.events
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
        let mut seats: Vec<Seat> = self.prompts().iter().map(|p| p.seat).collect();
        seats.sort_unstable();
        seats.dedup();
        seats
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }

    pub fn is_over(&self) -> bool {
        self.state.outcome().is_some()
    }

    /// The view of `viewer`. The omniscient view exists only once the game is over.
    pub fn view(&self, viewer: Viewer) -> Result<Value, MoveError> {
        match viewer {
            Viewer::Omniscient if !self.is_over() => {
                Err(MoveError::Shape { message: "the full view opens when the game is over".into() })
            }
            Viewer::Seat(s) if s >= self.seats => Err(MoveError::NoSuchSeat { seat: s }),
            v => Ok(self.state.view_json(v)),
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

    /// See [`Event::digest`].
    pub fn digest(&self) -> Digest {
        Digest(self.state.digest(&self.seed))
    }

    /// The game as a file: everything but the seed, which is included only once the
    /// game is over.
    pub fn export(&self, names: Option<Vec<String>>) -> Export {
        let meta = self.game.meta();
        Export {
            game: meta.slug.to_string(),
            rules_version: meta.rules_version,
            seats: self.seats,
            options: self.options.clone(),
            names,
            seed_hash: self.seed.hash_hex(),
            seed: self.is_over().then_some(self.seed),
            events: self.events.clone(),
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
        let game = find(&self.game).ok_or_else(|| format!("unknown game {:?}", self.game))?;
        let meta = game.meta();
        if meta.rules_version != self.rules_version {
            return Err(format!(
                "the export was played under rules version {}, this build has version {}",
                self.rules_version, meta.rules_version
            ));
        }
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
        let game = m.game();
        let seed = *m.seed();
        // Count the randomness used, event by event, to report it.
        let mut random_draws = 0;
        let mut setup_rng = GameRng::for_event(&seed, 0);
        let mut state = game.setup(self.seats, &m.options, &mut setup_rng).map_err(|e| e.to_string())?;
        random_draws += setup_rng.draws();
        for (i, ev) in self.events.iter().enumerate() {
            let mut rng = GameRng::for_event(&seed, i as u64 + 1);
            // Checked: `replay` above accepted every event.
            apply(state.as_mut(), ev.seat, &ev.answer, &mut rng).map_err(|e| e.to_string())?;
            random_draws += rng.draws();
        }
        Ok(Verified { events: self.events.len(), random_draws, outcome: m.outcome() })
    }
}
