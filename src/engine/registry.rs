//! Type erasure: the service, the CLI and the protocol treat every game alike,
//! through JSON options and JSON views.

use super::Seed;
use super::{
    Answer, Game, GameMeta, GameRng, LogEntry, Outcome, Prompt, RuleError, ScoreSheet, Seat, SetupError, StandingOrder,
    Text, Viewer,
};
use hmac::{Hmac, KeyInit, Mac};
use serde_json::Value;
use sha2::Sha256;
use std::any::Any;
use std::marker::PhantomData;
use std::sync::Mutex;

/// A game kind, without state.
pub trait DynGame: Send + Sync {
    fn meta(&self) -> GameMeta;
    /// `meta().slug`, without building the metadata.
    fn slug(&self) -> &'static str;
    /// Options are a JSON object of the game's `Options` (missing keys take defaults).
    fn setup(&self, seats: usize, options: &Value, rng: &mut GameRng) -> Result<Box<dyn DynState>, SetupError>;
    /// Rebuild a state from its own JSON (snapshots, tests).
    fn state_from_json(&self, json: &Value) -> Result<Box<dyn DynState>, String>;
    /// The options after defaults are filled in, as stored with a game.
    fn normalize_options(&self, options: &Value) -> Result<Value, SetupError>;
    /// The rules version this value plays: `meta().rules_version`, or the earlier
    /// version it was taken [`DynGame::at_version`].
    fn rules_version(&self) -> u32;
    /// Whether this value plays the build's current rules.
    fn is_current(&self) -> bool;
    /// This game under rules version `version`: itself for the current version, a
    /// game set up with [`Game::setup_under`] for a version in
    /// [`Game::KEPT_RULES_VERSIONS`], `None` for any other (a version this build
    /// no longer plays).
    fn at_version(&self, version: u32) -> Option<&'static dyn DynGame>;
}

/// A game in progress, type-erased.
pub trait DynState: Send + Sync {
    fn prompts(&self) -> Vec<Prompt>;
    fn apply(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError>;
    /// See [`Game::apply_checked`].
    fn apply_checked(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError>;
    /// See [`Game::apply_unlogged`].
    fn apply_unlogged(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<(), RuleError>;
    fn standing_orders(&self, seat: Seat) -> Vec<StandingOrder>;
    fn set_standing_order(&mut self, seat: Seat, order: &str, choice: &str) -> Result<Vec<LogEntry>, RuleError>;
    fn view_json(&self, viewer: Viewer) -> Value;
    /// [`DynState::view_json`] as JSON text, serialized straight from the game's
    /// view (no tree of values in between).
    fn view_text(&self, viewer: Viewer) -> String;
    /// Whether `other` (a state of the same game) looks to `viewer` as this one.
    fn same_view(&self, other: &dyn DynState, viewer: Viewer) -> bool;
    fn outcome(&self) -> Option<Outcome>;
    fn scores(&self) -> Option<Vec<i64>>;
    fn score_sheet(&self, viewer: Viewer) -> Option<ScoreSheet>;
    fn places_now(&self) -> Option<Vec<usize>>;
    /// The game's sitter policy for `prompt`, fed only with the view of the
    /// prompt's seat, or with the game as that seat could imagine it (re-dealt
    /// with `rng`, which must be independent of the hidden facts).
    fn sitter_answer(&self, prompt: &Prompt, rng: &mut GameRng) -> Answer;
    /// See [`Game::scramble_hidden`]: the platform's take-back check re-deals
    /// copies with it.
    fn redeal_hidden(&mut self, viewer: Viewer, rng: &mut GameRng);
    fn to_json(&self) -> Value;
    /// HMAC-SHA256, keyed by the seed, of the state's JSON, streamed into the MAC
    /// without building a JSON tree. Deterministic because states hold no hash maps
    /// (the conformance suite's digest-checked folds would catch one).
    fn digest(&self, seed: &Seed) -> [u8; 32];
    fn clone_box(&self) -> Box<dyn DynState>;
    /// For typed access (board templates, the conformance suite).
    fn as_any(&self) -> &dyn Any;
}

/// The [`DynGame`] of a concrete [`Game`]; `Registered::<G>::GAME` is what the
/// game list holds: the current rules. The same game under an earlier rules
/// version it keeps is [`DynGame::at_version`].
pub struct Registered<G> {
    /// `None`: the current rules.
    kept_version: Option<u32>,
    game: PhantomData<fn() -> G>,
}

impl<G: Game> Registered<G> {
    pub const GAME: Registered<G> = Registered { kept_version: None, game: PhantomData };
}

/// The games under an earlier rules version handed out so far: one leaked value
/// per game and kept version, so a bounded handful for the process's life.
static KEPT: Mutex<Vec<(&'static str, u32, &'static dyn DynGame)>> = Mutex::new(Vec::new());

fn options_of<G: Game>(options: &Value) -> Result<G::Options, SetupError> {
    let v = if options.is_null() { Value::Object(serde_json::Map::default()) } else { options.clone() };
    serde_json::from_value(v)
        .map_err(|e| SetupError(Text::key("letterbox-error-options").plain("detail", e.to_string())))
}

impl<G: Game> DynGame for Registered<G> {
    fn meta(&self) -> GameMeta {
        let mut meta = G::meta();
        if let Some(v) = self.kept_version {
            meta.rules_version = v;
        }
        meta
    }

    fn slug(&self) -> &'static str {
        G::SLUG
    }

    fn setup(&self, seats: usize, options: &Value, rng: &mut GameRng) -> Result<Box<dyn DynState>, SetupError> {
        let allowed = G::seat_range();
        if !allowed.contains(&seats) {
            return Err(SetupError(
                Text::key("letterbox-error-seats").num("min", *allowed.start()).num("max", *allowed.end()),
            ));
        }
        let opts = options_of::<G>(options)?;
        Ok(Box::new(match self.kept_version {
            None => G::setup(seats, &opts, rng)?,
            Some(v) => G::setup_under(v, seats, &opts, rng)?,
        }))
    }

    fn state_from_json(&self, json: &Value) -> Result<Box<dyn DynState>, String> {
        serde_json::from_value::<G>(json.clone()).map(|g| Box::new(g) as Box<dyn DynState>).map_err(|e| e.to_string())
    }

    fn normalize_options(&self, options: &Value) -> Result<Value, SetupError> {
        let opts = options_of::<G>(options)?;
        Ok(serde_json::to_value(opts).expect("options serialize"))
    }

    fn rules_version(&self) -> u32 {
        self.kept_version.unwrap_or_else(|| G::meta().rules_version)
    }

    fn is_current(&self) -> bool {
        self.kept_version.is_none()
    }

    fn at_version(&self, version: u32) -> Option<&'static dyn DynGame> {
        if version == G::meta().rules_version {
            return Some(registered::<G>());
        }
        if !G::KEPT_RULES_VERSIONS.contains(&version) {
            return None;
        }
        let mut kept = KEPT.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some((_, _, game)) = kept.iter().find(|(slug, v, _)| *slug == G::SLUG && *v == version) {
            return Some(*game);
        }
        let game: &'static dyn DynGame =
            Box::leak(Box::new(Registered::<G> { kept_version: Some(version), game: PhantomData }));
        kept.push((G::SLUG, version, game));
        Some(game)
    }
}

impl<G: Game> DynState for G {
    fn prompts(&self) -> Vec<Prompt> {
        Game::prompts(self)
    }

    fn apply(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        Game::apply(self, seat, answer, rng)
    }

    fn apply_checked(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        Game::apply_checked(self, seat, answer, rng)
    }

    fn apply_unlogged(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<(), RuleError> {
        Game::apply_unlogged(self, seat, answer, rng)
    }

    fn standing_orders(&self, seat: Seat) -> Vec<StandingOrder> {
        Game::standing_orders(self, seat)
    }

    fn set_standing_order(&mut self, seat: Seat, order: &str, choice: &str) -> Result<Vec<LogEntry>, RuleError> {
        Game::set_standing_order(self, seat, order, choice)
    }

    fn view_json(&self, viewer: Viewer) -> Value {
        serde_json::to_value(Game::view(self, viewer)).expect("views serialize")
    }

    fn view_text(&self, viewer: Viewer) -> String {
        serde_json::to_string(&Game::view(self, viewer)).expect("views serialize")
    }

    fn same_view(&self, other: &dyn DynState, viewer: Viewer) -> bool {
        other.as_any().downcast_ref::<G>().is_some_and(|other| Game::view(self, viewer) == Game::view(other, viewer))
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn score_sheet(&self, viewer: Viewer) -> Option<ScoreSheet> {
        Game::score_sheet(self, viewer)
    }

    fn scores(&self) -> Option<Vec<i64>> {
        Game::scores(self)
    }

    fn places_now(&self) -> Option<Vec<usize>> {
        Game::places_now(self)
    }

    fn sitter_answer(&self, prompt: &Prompt, rng: &mut GameRng) -> Answer {
        let mut seen = self.clone();
        seen.scramble_hidden(Viewer::Seat(prompt.seat), rng);
        G::sitter_imagined(&seen, prompt, rng)
            .unwrap_or_else(|| G::sitter(&Game::view(self, Viewer::Seat(prompt.seat)), prompt))
    }

    fn redeal_hidden(&mut self, viewer: Viewer, rng: &mut GameRng) {
        Game::scramble_hidden(self, viewer, rng);
    }

    fn to_json(&self) -> Value {
        serde_json::to_value(self).expect("states serialize")
    }

    fn digest(&self, seed: &Seed) -> [u8; 32] {
        let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(&seed.0).expect("HMAC takes any key length");
        serde_json::to_writer(MacWriter(&mut mac), self).expect("states serialize");
        mac.finalize().into_bytes().into()
    }

    fn clone_box(&self) -> Box<dyn DynState> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The `&'static dyn DynGame` of any game type (a leaked zero-sized value, so no
/// allocation); for generic code such as the conformance suite.
pub fn registered<G: Game>() -> &'static dyn DynGame {
    Box::leak(Box::new(Registered::<G>::GAME))
}

/// Feeds serialized bytes straight into a MAC.
struct MacWriter<'a>(&'a mut Hmac<Sha256>);

impl std::io::Write for MacWriter<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.update(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
