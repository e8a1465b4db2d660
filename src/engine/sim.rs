//! The in-process bot API: a game played by programs in this process, as fast as
//! the rules allow. Nothing is recorded, so there is no log of events, no digest
//! and no copy of the state per answer (what [`super::Match`] does for games
//! people play). Randomness is the same as a recorded game's: a simulation and a
//! [`super::Match`] given the same seed and answers reach the same state, forced
//! answers (a prompt with one possible answer) included.
//!
//! An answer is checked against its prompt (shape and offered options) before it
//! is applied. A rule error found inside `apply` may leave the state half
//! changed; such a simulation is over (`Broken`) rather than quietly wrong.

use super::{Answer, DynGame, DynState, GameRng, MoveError, Outcome, Prompt, Seat, Seed, SetupError, Viewer};
use serde_json::Value;

pub struct Simulation {
    state: Box<dyn DynState>,
    seed: Seed,
    seq: u64,
    prompts: Vec<Prompt>,
    broken: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum SimError {
    #[error(transparent)]
    Move(#[from] MoveError),
    #[error("an earlier answer broke a rule inside the game's rules; the simulation is over")]
    Broken,
}

impl Simulation {
    pub fn new(
        game: &'static dyn DynGame,
        seats: usize,
        options: &Value,
        seed: Seed,
    ) -> Result<Simulation, SetupError> {
        // Setup reads the options as `normalize_options` does; nothing keeps them.
        let state = game.setup(seats, options, &mut GameRng::for_event(&seed, 0))?;
        let prompts = state.prompts();
        let mut sim = Simulation { state, seed, seq: 0, prompts, broken: false };
        sim.answer_forced();
        Ok(sim)
    }

    /// Open decisions (none once the game is over).
    pub fn prompts(&self) -> &[Prompt] {
        if self.state.outcome().is_some() { &[] } else { &self.prompts }
    }

    /// Answer `seat`'s prompt. The answer must have the prompt's shape and name
    /// only offered options; then the rules apply it in place.
    pub fn answer(&mut self, seat: Seat, answer: &Answer) -> Result<(), SimError> {
        if self.broken {
            return Err(SimError::Broken);
        }
        if self.state.outcome().is_some() {
            return Err(MoveError::GameOver.into());
        }
        if matches!(answer, Answer::Standing { .. }) {
            return Err(MoveError::Shape { message: "standing orders are not simulated".into() }.into());
        }
        let prompt = self.prompts.iter().find(|p| p.seat == seat).ok_or(MoveError::NotPrompted { seat })?;
        prompt.choice.check(answer).map_err(|message| MoveError::Shape { message })?;
        self.apply(seat, answer)?;
        self.answer_forced();
        Ok(())
    }

    fn apply(&mut self, seat: Seat, answer: &Answer) -> Result<(), MoveError> {
        self.seq += 1;
        // Stale once the answer applies; freed first, their memory serves the next ones.
        self.prompts.clear();
        let mut rng = GameRng::for_event(&self.seed, self.seq);
        let applied = match answer {
            Answer::Standing { order, choice } => self.state.set_standing_order(seat, order, choice).map(drop),
            // Checked against the prompt by `answer`, or a forced answer; nothing
            // reads the log here.
            _ => self.state.apply_unlogged(seat, answer, &mut rng),
        };
        if let Err(e) = applied {
            self.broken = true;
            return Err(MoveError::Rule { text: e.0 });
        }
        self.prompts = self.state.prompts();
        Ok(())
    }

    /// As the platform does for recorded games: a prompt with one possible answer
    /// is answered at once.
    fn answer_forced(&mut self) {
        while !self.broken && self.state.outcome().is_none() {
            let Some((seat, answer)) = self.prompts.iter().find_map(|p| p.choice.forced_answer().map(|a| (p.seat, a)))
            else {
                return;
            };
            if self.apply(seat, &answer).is_err() {
                return;
            }
        }
    }

    /// Answers applied so far.
    pub fn seq(&self) -> u64 {
        self.seq
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }

    pub fn view(&self, viewer: Viewer) -> Value {
        self.state.view_json(viewer)
    }

    pub fn state(&self) -> &dyn DynState {
        &*self.state
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Choice;
    use crate::conformance::compare_with_matches;
    use crate::registry::registered;
    use crate::testgame::HighCard;

    /// Random games played both ways end in the same state.
    #[test]
    fn a_simulation_reaches_the_state_a_recorded_game_reaches() {
        assert!(compare_with_matches(registered::<HighCard>(), &Value::Null, 20) > 0, "some games ran to their end");
        let game = registered::<HighCard>();
        let mut sim = Simulation::new(game, 2, &Value::Null, Seed::from_label("sim/shape")).unwrap();
        let p = sim.prompts()[0].clone();
        let bad = match p.choice {
            Choice::One { .. } => Answer::Number(7),
            _ => Answer::one("no-such-option"),
        };
        assert!(matches!(sim.answer(p.seat, &bad), Err(SimError::Move(MoveError::Shape { .. }))));
        assert_eq!(sim.seq(), 0, "a malformed answer changes nothing");
    }
}
