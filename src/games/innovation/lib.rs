//! Innovation, base game (105 cards), third-edition rules, for 2–4 players or two
//! teams of two.
//!
//! # Layout
//! - `data.rs`: the card facts (age, colour, icons, featured icon, effect counts).
//! - `state.rs`: the state and the read-only queries on it.
//! - `prims.rs`: the primitives that change the state (every card effect is built
//!   from them; they log, unsplay piles of one card, and claim special
//!   achievements the moment their condition holds).
//! - `exec.rs`: dogma execution (demands, sharing, the sharing bonus, questions in
//!   the middle of an effect, nested execution of another card's effects).
//! - `turns.rs`: setup, the opening meld, turns and the four actions.
//! - `view.rs`: what each viewer sees, and the re-deal of what they cannot.
//! - `cards/ageN.rs`: the effects of the age-N cards, one function per effect.
//!
//! # Writing card effects
//!
//! An effect is a plain function `fn(fx: &mut EffectContext) -> EffectResult`,
//! listed in its age file's `EFFECTS` table under its card's name, in printed order
//! (demands first):
//!
//! ```ignore
//! pub const EFFECTS: &[CardEffects] = &[
//!     CardEffects { card: Card::POTTERY, effects: &[Effect::NonDemand(pottery_return), Effect::NonDemand(pottery_draw)] },
//! ];
//! ```
//!
//! Above each function, the effect in our own words. Inside, `fx.player` is the
//! player executing the effect (the card's "you"), `fx.activator` the player who
//! activated the dogma (the "I"/"me" of a demand), `fx.card` the card.
//! `EffectContext` dereferences to [`Innovation`], so every query and primitive is
//! at hand; as a primitive borrows `fx` mutably, copy the seats first: `let you = fx.player;`.
//!
//! **Questions.** An effect that needs a decision returns one of the `fx.ask_*`
//! calls with the step to resume at; the framework prompts that player (any player:
//! the activator, an opponent, …), keeps everything in the state (which serializes
//! between answers), and calls the function again with `fx.step()` equal to that
//! step and the answer readable via `fx.chosen_cards()`, `chosen_card()`,
//! `chosen_colors()`, `chosen_color()`, `chosen_player()`, `said_yes()`,
//! `chosen_value()`, `chosen_order()`, `chosen_option()`. Local variables do not
//! survive a question:
//! keep numbers with `fx.set_var(i, n)` / `fx.var(i)` and cards with
//! `fx.remember(cards)` / `fx.remembered()` (never card numbers in `vars`: a
//! re-deal of hidden cards renames remembered cards, not numbers). A question with
//! nothing to decide (no options, or exactly one possible answer) is answered at
//! once without prompting anybody, so ask freely: an empty "you may" question just
//! resumes with an empty answer.
//!
//! **Named steps.** Every effect starts at [`FIRST_STEP`]. Each later step is a
//! constant of type [`Step`], declared in the effect function (beside it, when
//! helper functions share it), named for what the effect does with the answer it
//! resumes with (`RETURN_CHOSEN`, `SPLAY_IF_CHOSEN`, `TUCK_IN_CHOSEN_ORDER`, …) and
//! numbered 1, 2, … in the order the steps come. The slots of `fx.var(i)` are
//! named constants too. A `match fx.step()` lists the steps by name and writes the
//! last one as `LAST..`, so it needs no nameless catch-all arm. The numbers are
//! what the saved state holds: renaming a step changes nothing, renumbering one
//! breaks games in progress (that takes a new rules version).
//!
//! ```ignore
//! // You may return up to three cards from your hand; if you returned any, draw and
//! // score a card of value equal to the number returned.
//! fn pottery_return(fx: &mut EffectContext) -> EffectResult {
//!     const RETURN_CHOSEN: Step = 1;
//!     let you = fx.player;
//!     if fx.step() == FIRST_STEP {
//!         return fx.ask_hand(you, RETURN_CHOSEN, Act::Return, |_| true, 0, 3);
//!     }
//!     let chosen = fx.chosen_cards();
//!     for &c in &chosen {
//!         fx.return_card(you, c)?;
//!     }
//!     if !chosen.is_empty() {
//!         fx.draw_and_score(you, chosen.len() as u8)?;
//!     }
//!     done()
//! }
//! ```
//!
//! | ask | choice | read with |
//! |---|---|---|
//! | `ask_hand(seat, next, act, filter, min, max)` | cards of `seat`'s hand passing `filter` | `chosen_cards` |
//! | `ask_top_cards(…)`, `ask_score_pile(…)` | `seat`'s own top cards / score pile | `chosen_cards` |
//! | `ask_cards(seat, next, text, cards, min, max)` | cards the chooser sees (boards, revealed, own) | `chosen_card` |
//! | `ask_picks(…, Vec<Pick>, …)` | cards they cannot see: `fx.backs(seat, HiddenZone::Score)` | `chosen_cards` |
//! | `ask_colors(seat, next, text, colors, min, max)` | colours | `chosen_colors`, `chosen_color` |
//! | `ask_player(seat, next, text, seats)` | a player | `chosen_player` |
//! | `ask_yes_no(seat, next, text)` | "you may …" without a choice of cards | `said_yes` |
//! | `ask_value(seat, next, text, ages)` | a value | `chosen_value` |
//! | `ask_order(seat, next, text, cards)` | an order | `chosen_order` |
//! | `ask_option(seat, next, text, texts)` | one of several courses of action | `chosen_option` (index) |
//!
//! "Up to n" is `min = 0, max = n`; "you may … a card" is `0, 1`; "exactly" or a
//! must is `n, n`; both are clamped to what exists (do as much as you can). Several
//! cards chosen at once are handed over in answer order; when the order matters
//! (melding several of one colour), ask for one card at a time, as Masonry does.
//! Question texts: `ask_hand` & co. write "{card}: choose {count} to {act}"
//! themselves; otherwise `fx.cards_text(Act::Score, min, max)`,
//! `fx.color_text(Act::Splay(Splay::Left))`, `fx.may_text(text)` (with e.g.
//! `splay_color_text(color, dir)`), `fx.player_text()`, `fx.value_text()`,
//! `fx.order_text()`, `fx.option_text()`, or a key of your own in `en.ftl`.
//! Choosing among cards the chooser cannot see (another player's hand or score
//! pile) must use `Pick::Back`, never the card: the conformance suite catches a
//! prompt that reveals a face.
//!
//! Within a dogma, players act one after the other in the order the rules fix, and
//! each sees what those before did; so an effect's questions come one at a time.
//! (The opening meld is the one decision every player makes at once.)
//!
//! **Ending the effect.** Return `done()`. Primitives return `Result<_, Halt>`: pass
//! errors on with `?` (the game may end inside any primitive). `fx.win_now(seat)`
//! ends the game with that player (and partner) winning by this card; for "the
//! single player with the most …", `fx.sole_team(&qualifying)` gives the winner or
//! None when rivals tie (the game goes on). `fx.complete_dogma()` ends the whole
//! dogma action at once (no further effects, no sharing bonus).
//!
//! **Repeating** ("repeat this effect"): loop inside a step, or ask again with the
//! same `next`.
//!
//! **Memory across the effects of one dogma** ("if any card was transferred due to
//! the demand"): `fx.set_dogma_flag()` / `fx.dogma_flag()`, and per seat
//! `fx.add_tally(seat, n)` / `fx.tally(seat)`.
//!
//! **Executing another card** ("execute each of its non-demand effects, do not
//! share them"): `return fx.execute_non_demands(card, next)`; the function is
//! called again at `next` when they are done.
//!
//! ## Primitives (`prims.rs`, methods of [`Innovation`])
//! `draw(seat, age)`, `draw_and_meld`, `draw_and_tuck`, `draw_and_score`,
//! `draw_and_reveal` (face up in the revealed area; then `keep`, `meld`, … it —
//! left there it goes to the hand when the effect ends), `meld(seat, card)`,
//! `tuck(seat, card)`, `score_card(seat, card)`, `return_card(seat, card)`,
//! `keep(seat, card)`, `transfer(seat, card, To::…)` (to any hand, score pile,
//! board top/bottom, achievements), `remove(seat, card)`, `reveal(seat, card)`
//! (log only), `splay(seat, color, Splay::…)` (also unsplay with `Splay::None`;
//! returns whether it changed), `can_splay`, `rearrange(seat, color, order)`
//! (a pile in a new order, bottom first), `achieve(seat, age)` (the standard
//! achievement of that age, ignoring eligibility), `claim_special(seat, Special::…)`,
//! `next_card(seat, age)` (which card a draw would take, or the end of the game).
//! An exchange is transfers both ways. All take the card from wherever it is.
//!
//! ## Queries (`state.rs`)
//! `hand(seat)`, `score_pile(seat)`, `stack(seat, color)` (`.cards` bottom first,
//! `.splay`, `.top()`, `.bottom()`), `top(seat, color)`, `tops(seat)`,
//! `board_colors(seat)`, `icons(seat)`, `icon_count(seat, icon)`, `score(seat)`,
//! `highest_top_age(seat)`, `draw_age(seat)`, `achievement_count(seat)`,
//! `team_achievements(seat)`, `sole_team(seats)`,
//! `claimable_ages(seat)`, `opponents(seat)` (other team in team play) and
//! `others(seat)` (everyone else), both clockwise from the seat's left,
//! `is_opponent(a, b)`, `locate(card)`; free functions `highest`, `lowest`,
//! `highest_age`, `lowest_age`, `with_icon`, `of_colors`; on a card: `age()`,
//! `color()`, `has_icon(icon)`, `icon_count(icon)`, `Card::named("Pottery")`.
//!
//! ## Catalog
//! Each card's name is `innovation-card-<number>` in `en.ftl`; put the card's
//! effects in our own words as its `.text` attribute (shown on hover). A test
//! fails for any card with effects but no `.text`.
//!
//! ## Tests
//! `testkit.rs` builds positions directly: `Table::new(n)` (or `Table::teams()`:
//! every card in its age pile, lowest number on top, seat 0 to play), then
//! `hand(seat, names)`, `board`, `score`, `splay`, `deck_top(names)` (the last named
//! is drawn first), `empty_decks(ages)`, `achievements(ages)`; `dogma(name)`
//! activates a top card of the player to play, `choose(seat, names)` /
//! `answer(seat, keys)` answer a prompt as the platform would (refusals panic;
//! `try_answer` returns them); `prompted()`, `hand_of`, `score_of`, `top`,
//! `in_dogma()`, `log_keys()` to assert. Each card gets a test per effect, and each
//! demand a test of who is affected; see the tests at the end of `cards/age1.rs`.

pub mod cards;
pub mod data;
pub mod exec;
pub mod prims;
mod sitter;
pub mod state;
/// Tables of chosen positions for tests, here and in the boards' tests.
#[cfg(any(test, feature = "testkit"))]
pub mod testkit;
#[cfg(test)]
mod tests;
mod turns;
pub mod view;

pub use data::{Card, Color, Icon};
pub use exec::{Act, EffectContext, EffectResult, FIRST_STEP, Halt, HiddenZone, Pick, Step, done};
pub use prims::{Place, To, Verb, color_text, special_text, splay_color_text};
pub use state::{Achievement, Ending, Innovation, Special, Splay};

use engine::{
    Answer, Game, GameMeta, GameRng, LogEntry, OptionKind, OptionSpec, Outcome, Prompt, RuleError, ScoreSheet,
};
use engine::{Seat, SetupError, Text, Viewer};
use serde::{Deserialize, Serialize};
use state::Phase;

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct InnovationOptions {
    /// Four players in two teams, partners opposite.
    pub teams: bool,
}

impl Game for Innovation {
    type Options = InnovationOptions;
    type View = view::InnovationView;
    const SLUG: &'static str = "innovation";

    fn meta() -> GameMeta {
        GameMeta {
            slug: Self::SLUG,
            min_seats: 2,
            max_seats: 4,
            rules_version: 2,
            options: vec![OptionSpec {
                key: "teams",
                label: Text::key("innovation-option-teams"),
                kind: OptionKind::Bool { default: false },
            }],
            catalogs: &[("en", include_str!("en.ftl")), ("ja", include_str!("ja.ftl"))],
        }
    }

    fn setup(seats: usize, opts: &InnovationOptions, rng: &mut GameRng) -> Result<Self, SetupError> {
        Innovation::set_up(seats, opts.teams, rng)
    }

    fn prompts(&self) -> Vec<Prompt> {
        match &self.phase {
            Phase::Over { .. } => vec![],
            Phase::Opening { chosen } => {
                (0..self.seats()).filter(|&s| chosen[s].is_none()).map(|s| self.opening_prompt(s)).collect()
            }
            Phase::Turns => match self.question() {
                Some(q) => vec![Prompt { seat: q.seat, text: q.text.clone(), choice: q.choice() }],
                None => vec![self.action_prompt()],
            },
        }
    }

    fn apply(&mut self, seat: Seat, answer: &Answer, _rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        let result = match &self.phase {
            Phase::Opening { .. } => self.choose_opening(seat, answer),
            Phase::Turns => self.answer_turn(seat, answer),
            Phase::Over { .. } => Err(Halt::Invalid(Text::key("innovation-error-not-now"))),
        };
        match result {
            Ok(()) | Err(Halt::Over | Halt::DogmaComplete) => Ok(std::mem::take(&mut self.log)),
            Err(Halt::Invalid(text)) => Err(RuleError(text)),
        }
    }

    fn view(&self, viewer: Viewer) -> view::InnovationView {
        view::InnovationView::of(self, viewer)
    }

    fn sitter(view: &view::InnovationView, prompt: &Prompt) -> Answer {
        sitter::answer(view, prompt)
    }

    fn sitter_imagined(seen: &Self, prompt: &Prompt, rng: &mut GameRng) -> Option<Answer> {
        sitter::imagined(seen, prompt, rng)
    }

    fn outcome(&self) -> Option<Outcome> {
        let Phase::Over { ending } = self.phase else {
            return None;
        };
        let n = self.seats();
        let scores: Vec<i64> = (0..n).map(|s| self.score(s) as i64).collect();
        let (places, summary) = match ending {
            Ending::Achievements { player } | Ending::Card { player, .. } => {
                let keys: Vec<u8> = (0..n).map(|s| u8::from(self.team_of(s) == self.team_of(player))).collect();
                let summary = match ending {
                    Ending::Card { card, .. } => {
                        Text::key("innovation-outcome-card").player("player", player).card("card", card.id())
                    }
                    _ => Text::key("innovation-outcome-achievements").player("player", player),
                };
                (Outcome::places_from_keys(&keys), summary)
            }
            Ending::BeyondTen { .. } => {
                // Partners pool their points and achievements (our reading of the
                // team rules, which the design document does not spell out).
                let keys: Vec<(i64, usize)> = (0..n)
                    .map(|s| {
                        let team: Vec<Seat> = (0..n).filter(|&t| self.team_of(t) == self.team_of(s)).collect();
                        (team.iter().map(|&t| scores[t]).sum(), self.team_achievements(s))
                    })
                    .collect();
                (Outcome::places_from_keys(&keys), Text::key("innovation-outcome-beyond-ten"))
            }
        };
        Some(Outcome { places, scores, summary })
    }

    /// Stopped early: ranked as when the game runs beyond age 10, by points
    /// (partners pooled), then achievements.
    fn places_now(&self) -> Option<Vec<usize>> {
        let n = self.seats();
        let keys: Vec<(u32, usize)> = (0..n)
            .map(|s| {
                let team = (0..n).filter(|&t| self.team_of(t) == self.team_of(s));
                (team.map(|t| self.score(t)).sum(), self.team_achievements(s))
            })
            .collect();
        Some(Outcome::places_from_keys(&keys))
    }

    /// Achievements claimed: what wins Innovation (points only break a tie
    /// beyond age 10), so that is what the replay's chart follows.
    fn scores(&self) -> Option<Vec<i64>> {
        Some((0..self.seats()).map(|s| self.achievement_count(s) as i64).collect())
    }

    /// Points by the age of the scored cards: what `Outcome::scores` holds (a
    /// score pile's card backs show their ages to everyone, so the sheet is the
    /// same for every viewer). Achievements, which win the game, are on the board.
    fn score_sheet(&self, _viewer: Viewer) -> Option<ScoreSheet> {
        let mut sheet = ScoreSheet::new(Text::key("innovation-score-measure"));
        for age in 1..=10u8 {
            let points: Vec<i64> = self
                .players
                .iter()
                .map(|p| i64::from(age) * p.score_pile.iter().filter(|c| c.age() == age).count() as i64)
                .collect();
            if points.iter().any(|&n| n > 0) {
                sheet.row(Text::key("innovation-score-age").num("age", age), points);
            }
        }
        (!sheet.rows.is_empty()).then_some(sheet)
    }

    fn scramble_hidden(&mut self, viewer: Viewer, rng: &mut GameRng) {
        view::scramble(self, viewer, rng);
    }
}
