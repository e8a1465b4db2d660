//! The game-agnostic core: the [`Game`] trait every game implements, the closed
//! vocabulary of decisions ([`Prompt`], [`Choice`], [`Answer`]), structured [`Text`],
//! the per-event [`GameRng`], shared card mechanics ([`Pile`]), the type-erased
//! registry ([`DynGame`]), the running [`Match`] with its export, and the
//! conformance suite every game's tests call.
//!
//! Nothing here touches IO, wall-clock time or global randomness.

pub mod conformance;
pub mod dice;
pub mod hex;
pub mod i18n;
pub mod piles;
pub mod play;
pub mod prompt;
pub mod protocol;
pub mod registry;
pub mod rng;
pub mod score;
pub mod sim;
pub mod sitter;
pub mod testgame;
pub mod text;
pub mod versions;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::ops::RangeInclusive;

pub use piles::{Pile, redeal};
pub use play::{Digest, Event, Export, Logged, Match, MoveError, Undo, seats_to_act};
pub use prompt::{Answer, Choice, Opt, Prompt};
pub use registry::{DynGame, DynState, Registered};
pub use rng::{GameRng, Seed};
pub use score::{ScoreRow, ScoreSheet};
pub use text::{Arg, Audience, LogEntry, SeatSet, Text};

/// A seat at the table, numbered from 0 in turn order.
pub type Seat = usize;

/// Who is looking at a game. Every surface sees a game only through `view(viewer)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Viewer {
    Seat(Seat),
    Spectator,
    /// Sees everything; only for finished games (replays) and tests.
    Omniscient,
}

impl Viewer {
    pub fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat(s) => Some(s),
            _ => None,
        }
    }

    /// Whether this viewer may see what is private to `seat`.
    pub fn sees_private_of(self, seat: Seat) -> bool {
        match self {
            Viewer::Seat(s) => s == seat,
            Viewer::Spectator => false,
            Viewer::Omniscient => true,
        }
    }
}

// On the wire a viewer is a seat number, "spectator" or "omniscient".
impl Serialize for Viewer {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Viewer::Seat(n) => s.serialize_u64(*n as u64),
            Viewer::Spectator => s.serialize_str("spectator"),
            Viewer::Omniscient => s.serialize_str("omniscient"),
        }
    }
}

impl<'de> Deserialize<'de> for Viewer {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Wire {
            Seat(usize),
            Name(String),
        }
        match Wire::deserialize(d)? {
            Wire::Seat(n) => Ok(Viewer::Seat(n)),
            Wire::Name(n) if n == "spectator" => Ok(Viewer::Spectator),
            Wire::Name(n) if n == "omniscient" => Ok(Viewer::Omniscient),
            Wire::Name(n) => Err(serde::de::Error::custom(format!(
                "unknown viewer {n:?}: use a seat number, \"spectator\" or \"omniscient\""
            ))),
        }
    }
}

/// What the platform needs to know about a game before any state exists.
#[derive(Clone, Debug, Serialize)]
pub struct GameMeta {
    /// Stable identifier used in URLs, the database and exports.
    pub slug: &'static str,
    pub min_seats: usize,
    pub max_seats: usize,
    /// Bumped whenever a rules change would fold an existing log differently.
    pub rules_version: u32,
    /// The options a game's creator may set; rendered generically as a form.
    pub options: Vec<OptionSpec>,
    /// Message catalogs (Fluent source) by language tag. Must include "en".
    #[serde(skip)]
    pub catalogs: &'static [(&'static str, &'static str)],
}

/// One creator-settable option. The game's `Options` type deserializes from a JSON
/// object mapping each `key` to a value of the kind's shape.
#[derive(Clone, Debug, Serialize)]
pub struct OptionSpec {
    pub key: &'static str,
    pub label: Text,
    pub kind: OptionKind,
}

#[derive(Clone, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OptionKind {
    /// JSON boolean.
    Bool { default: bool },
    /// JSON string, one of the choices' keys.
    One { choices: Vec<Opt>, default: String },
    /// JSON array of distinct choice keys.
    Many { choices: Vec<Opt>, min: usize, max: usize },
    /// JSON integer.
    Number { min: i64, max: i64, default: i64 },
}

/// The end of a game: a place per seat (1 = winner; tied seats share a place) and
/// the final scores, with tie-breaks already applied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub places: Vec<usize>,
    pub scores: Vec<i64>,
    /// Why the game ended and how ties were broken, for the outcome page.
    pub summary: Text,
}

impl Outcome {
    /// Seats in first place.
    pub fn winners(&self) -> Vec<Seat> {
        (0..self.places.len()).filter(|&s| self.places[s] == 1).collect()
    }

    /// Places from sort keys (higher is better): equal keys share a place, and the
    /// next distinct key takes the place after all seats ranked above it.
    pub fn places_from_keys<K: Ord>(keys: &[K]) -> Vec<usize> {
        keys.iter().map(|k| 1 + keys.iter().filter(|other| *other > k).count()).collect()
    }

    /// Places when `losers` lose outright (a player out of time, one who
    /// resigned): they share the last place; the others keep their order in
    /// `places` among themselves.
    pub fn places_with_losers(places: &[usize], losers: &[Seat]) -> Vec<usize> {
        let n = places.len();
        (0..n)
            .map(|s| {
                if losers.contains(&s) {
                    n - losers.len() + 1
                } else {
                    1 + (0..n).filter(|o| !losers.contains(o) && places[*o] < places[s]).count()
                }
            })
            .collect()
    }
}

/// A rule broken by an answer, in words a player understands. Sent only to the
/// seat that answered, so it may mention that seat's hidden cards, never others'.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{0}")]
pub struct RuleError(pub Text);

/// Options or a seat count the game cannot be set up with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{0}")]
pub struct SetupError(pub Text);

/// A standing order: how a seat wants a recurring decision taken without being
/// asked each time (Dominion: "always reveal Moat when attacked"). Asking only a
/// player who could react tells everyone waiting that they can; an order set
/// beforehand lets the game go on at once. Changing one is a recorded event
/// ([`Answer::Standing`]) whose log entry only its seat sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandingOrder {
    pub key: String,
    pub text: Text,
    pub options: Vec<Opt>,
    /// The key of the option in force.
    pub chosen: String,
    /// What the other players can still infer under this setting, shown beside it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<Text>,
}

/// A game's rules over plain owned state. No IO, no clocks, no global randomness:
/// every random event draws from the [`GameRng`] it is handed.
pub trait Game: Clone + Serialize + DeserializeOwned + Send + Sync + 'static {
    type Options: Serialize + DeserializeOwned + Default + Clone;
    type View: Serialize + PartialEq;

    /// Stable identifier used in URLs, the database and exports: `meta().slug`,
    /// without building the rest of the metadata (looked up on every request).
    const SLUG: &'static str;

    fn meta() -> GameMeta;

    /// The table sizes `setup` accepts: `meta()`'s `min_seats..=max_seats`. The
    /// platform checks a table against it before every setup (every simulated
    /// game too), so a game whose metadata is costly to build states it here.
    fn seat_range() -> RangeInclusive<usize> {
        let meta = Self::meta();
        meta.min_seats..=meta.max_seats
    }

    fn setup(seats: usize, opts: &Self::Options, rng: &mut GameRng) -> Result<Self, SetupError>;

    /// Earlier rules versions this build still plays: a game created under one
    /// keeps it (see [`Game::setup_under`]) unless its history reads the same
    /// under the current rules (see [`versions`]).
    const KEPT_RULES_VERSIONS: &'static [u32] = &[];

    /// [`Game::setup`] under `version`, one of [`Game::KEPT_RULES_VERSIONS`]: the
    /// state remembers the version and its rules branch on it where they changed.
    fn setup_under(version: u32, seats: usize, opts: &Self::Options, rng: &mut GameRng) -> Result<Self, SetupError> {
        let _ = version;
        Self::setup(seats, opts, rng)
    }

    /// Every open decision right now, at most one per seat; empty once the game ends.
    fn prompts(&self) -> Vec<Prompt>;
    /// Apply an answer whose shape the platform has already checked against the
    /// seat's prompt. The platform discards the state on `Err`.
    fn apply(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError>;

    /// [`Game::apply`] for an answer the platform has checked against the seat's
    /// prompt in this very state (a move just checked, a forced answer, a
    /// recorded event folded again): a game whose `apply` checks the answer
    /// against its own prompts once more (building every option's text to do
    /// so) skips that here. Everything else must be exactly what `apply` does.
    fn apply_checked(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        self.apply(seat, answer, rng)
    }

    /// [`Game::apply_checked`] where nothing reads the log entries (the
    /// in-process bot API, [`sim`]): a game whose log helper can skip writing
    /// them does so here. The state must end exactly as after `apply_checked`.
    fn apply_unlogged(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<(), RuleError> {
        self.apply_checked(seat, answer, rng).map(drop)
    }

    fn view(&self, viewer: Viewer) -> Self::View;
    fn outcome(&self) -> Option<Outcome>;
    /// Re-deal everything `viewer` cannot know (others' hands, deck orders, face-down
    /// cards), keeping everything the viewer can. The conformance suite checks that
    /// `view(viewer)` does not change.
    fn scramble_hidden(&mut self, viewer: Viewer, rng: &mut GameRng);

    /// The standing orders `seat` may set now (none by default).
    fn standing_orders(&self, seat: Seat) -> Vec<StandingOrder> {
        let _ = seat;
        Vec::new()
    }

    /// Set a standing order the platform has checked is offered to `seat` with
    /// `choice` among its options; like `apply`, the state is discarded on `Err`.
    fn set_standing_order(&mut self, seat: Seat, order: &str, choice: &str) -> Result<Vec<LogEntry>, RuleError> {
        let _ = (seat, order, choice);
        Err(RuleError(Text::key("letterbox-error-no-standing-order")))
    }

    /// What the chart of a finished game's replay follows for each seat: the
    /// measure that wins this game as if it ended now (VP, influence, achievements
    /// …; its caption is the game's `<slug>-chart` message when it has one). It may
    /// use hidden information: it is only shown once the game is over. `None` if
    /// the game has no running score.
    fn scores(&self) -> Option<Vec<i64>> {
        None
    }

    /// The score by its sources as `viewer` may see it now: live where the
    /// game's scoring is public (a row is `None` for a seat whose points from it
    /// the viewer cannot know), the final table once the game is over (then each
    /// seat's rows add up to its score). `None` if the game keeps no such sheet.
    /// The conformance suite checks that it shows nothing hidden.
    fn score_sheet(&self, _viewer: Viewer) -> Option<ScoreSheet> {
        None
    }
    /// The places (1 = first, ties share) if play stopped here, by the game's own
    /// ranking and tie-breaks, for a game the platform ends early (a deadline set
    /// to end it). Like [`Game::scores`] it may use hidden information: the game
    /// is over when it is shown. `None` where the game has no ranking before its
    /// end; the platform then marks the game abandoned. The default ranks by the
    /// running scores, equal scores sharing a place.
    fn places_now(&self) -> Option<Vec<usize>> {
        self.scores().map(|s| Outcome::places_from_keys(&s))
    }

    /// How a sitter answers `prompt` for the seat whose view `view` is (see
    /// [`sitter`]): from what that player could see, never from hidden state. The
    /// platform checks the answer like a person's and falls back to the cautious
    /// answer if the rules refuse it. The default is that cautious answer; every
    /// game the service offers should bring a better policy.
    fn sitter(view: &Self::View, prompt: &Prompt) -> Answer {
        let _ = view;
        sitter::cautious(prompt)
    }

    /// A sitter that plays on the game itself, as the prompt's seat could imagine
    /// it: `seen` is a copy with everything that seat cannot know re-dealt
    /// (`scramble_hidden`) from randomness independent of the hidden facts, so a
    /// policy may simulate answers on it and learn nothing hidden. `None` (the
    /// default): [`Game::sitter`] answers from the view.
    fn sitter_imagined(seen: &Self, prompt: &Prompt, rng: &mut GameRng) -> Option<Answer> {
        let _ = (seen, prompt, rng);
        None
    }
}
