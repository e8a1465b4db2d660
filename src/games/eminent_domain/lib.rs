//! Eminent Domain: a deck-building game of galactic empires for 2–4 players.
//!
//! Each turn the active player may play one card for its action, then leads a
//! role (Survey, Warfare, Colonize, Produce, Trade or Research), taking a card of
//! that role from the middle of the table into their deck and boosting it with
//! matching cards and planet symbols; every other player follows the role with
//! matching cards of their own or dissents to draw a card. Planets are surveyed,
//! then settled with colonies or attacked with fighters; they produce resources
//! that are traded for influence and unlock technologies. The game ends when the
//! influence supply or enough role stacks run out, after a complete round.
//!
//! Rules as decided in the project's specification; where it is silent, the
//! rules translation it names; where that marks a technology as unclear, the
//! open-source Board Game Arena implementation. Decisions of our own are noted
//! where they apply.

mod cards;
mod flow;
mod planets;
mod roles;
mod sitter;
mod techs;
#[cfg(test)]
mod tests;
mod view;

use cards::{Card, Icon, Stack};
use engine::piles::draw;
use engine::{
    Answer, Game, GameMeta, GameRng, LogEntry, Opt, OptionKind, OptionSpec, Outcome, Pile, Prompt, RuleError,
    ScoreSheet, Seat, SetupError, Text, Viewer,
};
use flow::{Pending, Turn};
use planets::{LEARNING_LEFT_OUT, PlanetId};
use serde::{Deserialize, Serialize};
use techs::{Permanent, TechId};

pub use view::{EminentDomainView, PlanetBack, PlanetView, PlayerView, SlotView, StackView, TechFacts, TechView};

pub const SLUG: &str = "eminent-domain";

/// Influence tokens in the supply at the start; when they run out the game ends
/// after the round. (The eight distinct tokens set aside only stand in for
/// tokens gained after that, so gaining influence never fails.)
const INFLUENCE_SUPPLY: u32 = 24;
const BASE_HAND_SIZE: u32 = 5;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    #[default]
    Standard,
    /// No technologies, no Research role cards, no advanced planets with a
    /// research symbol.
    Learning,
    /// The rulebook's suggested second game: the learning game with the level-1
    /// technologies added. Decision: technologies are gained only by Research,
    /// so the Research role cards and the research planets come back with them;
    /// the game is the standard one with only level-1 technologies.
    SecondLearning,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct EminentDomainOptions {
    pub variant: Variant,
    /// The longer 3-player game: smaller stacks, and two must run out.
    pub extended: bool,
}

/// A planet in an empire.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Holding {
    pub planet: PlanetId,
    pub face_up: bool,
    /// Colony symbols on the cards tucked under it.
    pub colonies: u32,
    pub tucked: Vec<Card>,
    /// Which resource slots hold a resource (face-up planets only).
    pub filled: Vec<bool>,
    /// A fighter left on it by the Scorched Earth Policy: it stores no resources.
    pub occupied: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Follow {
    Undecided,
    Dissented,
    Followed,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Player {
    /// Sorted, so positions are stable.
    hand: Vec<Card>,
    deck: Pile<Card>,
    discard: Pile<Card>,
    /// Cards removed from the game (public).
    removed: Vec<Card>,
    /// Cards played for the current role (public).
    played: Vec<Card>,
    planets: Vec<Holding>,
    fighters: u32,
    influence: u32,
    permanents: Vec<TechId>,
    /// Planets drawn while surveying, seen only by this player.
    looking: Vec<PlanetId>,
    /// This player's answer to the current role, when they are a follower.
    follow: Option<Follow>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct EminentDomain {
    learning: bool,
    extended: bool,
    players: Vec<Player>,
    /// Role cards left in each stack, in [`Stack`] order.
    stacks: [u32; 5],
    planet_deck: Pile<PlanetId>,
    /// Face up.
    planet_discard: Pile<PlanetId>,
    /// Start planets nobody was dealt (out of the game, unseen).
    unused_start: Vec<PlanetId>,
    /// Technology cards still to gain; double-sided ones by their front face.
    tech_supply: Vec<TechId>,
    influence_supply: u32,
    first: Seat,
    turn: Turn,
    pending: Vec<Pending>,
    /// Followers still to decide and act one at a time, in turn order (those of
    /// Research and Survey; see `flow.rs`).
    follow_queue: Vec<Seat>,
    /// The end has been triggered and announced: this is the last round.
    final_round: bool,
    finished: bool,
    /// Entries of the answer being applied; never part of the state.
    #[serde(skip)]
    log: Vec<LogEntry>,
}

fn stack_sizes(seats: usize, extended: bool) -> [u32; 5] {
    match (seats, extended) {
        (2, _) => [16, 14, 16, 12, 16],
        (3, true) => [18, 15, 18, 14, 18],
        _ => [20, 16, 20, 16, 20],
    }
}

/// The starting deck besides Politics.
const STARTING_CARDS: [(Stack, u32); 5] =
    [(Stack::Warfare, 1), (Stack::Colonize, 2), (Stack::Research, 2), (Stack::Survey, 2), (Stack::ProduceTrade, 2)];

impl EminentDomain {
    fn seats(&self) -> usize {
        self.players.len()
    }

    fn say(&mut self, text: Text) {
        self.log.push(LogEntry::all(text));
    }

    fn has(&self, seat: Seat, effect: Permanent) -> bool {
        self.players[seat].permanents.iter().any(|t| t.get().effect == techs::Effect::Permanent(effect))
    }

    fn stack_count(&self, stack: Stack) -> u32 {
        self.stacks[stack.index()]
    }

    /// Stacks in play (no Research stack in the learning game).
    fn stacks_in_play(&self) -> Vec<Stack> {
        Stack::ALL.into_iter().filter(|s| !(self.learning && *s == Stack::Research)).collect()
    }

    /// Roles a leader may choose.
    fn roles_in_play(&self) -> Vec<Icon> {
        Icon::ALL.into_iter().filter(|i| !(self.learning && *i == Icon::Research)).collect()
    }

    /// Symbols of `icon` shown by the face-up planets and permanent technologies
    /// in an empire.
    fn empire_icons(&self, seat: Seat, icon: Icon) -> u32 {
        let p = &self.players[seat];
        let planets = p.planets.iter().filter(|h| h.face_up).flat_map(|h| h.planet.get().icons);
        let techs = p.permanents.iter().flat_map(|t| t.get().icons);
        planets.chain(techs).filter(|i| **i == icon).count() as u32
    }

    fn hand_limit(&self, seat: Seat) -> u32 {
        BASE_HAND_SIZE
            + self.players[seat].planets.iter().filter(|h| h.face_up).map(|h| h.planet.get().hand_bonus).sum::<u32>()
    }

    /// Symbols of `icon` a card gives this player.
    fn card_icons(&self, seat: Seat, card: Card, icon: Icon) -> u32 {
        card.icons(icon, self.adaptability(seat))
    }

    fn sort_hand(&mut self, seat: Seat) {
        self.players[seat].hand.sort_unstable();
    }

    /// Draw cards into a hand, shuffling the discard pile into a new deck when needed.
    fn draw_cards(&mut self, seat: Seat, n: u32, rng: &mut GameRng) {
        let mut drawn = Vec::new();
        let mut reshuffled = false;
        for _ in 0..n {
            let p = &mut self.players[seat];
            let d = draw(&mut p.deck, &mut p.discard, rng);
            reshuffled |= d.reshuffled;
            match d.card {
                Some(c) => drawn.push(c),
                None => break,
            }
        }
        if reshuffled {
            self.say(Text::key("eminent-domain-log-reshuffle").player("player", seat));
        }
        if drawn.is_empty() {
            return;
        }
        self.log.extend(LogEntry::split(
            seat,
            Text::key("eminent-domain-log-draw-cards")
                .player("player", seat)
                .cards("cards", drawn.iter().map(|c| c.id())),
            Text::key("eminent-domain-log-draw").player("player", seat).num("n", drawn.len()),
        ));
        self.players[seat].hand.extend(drawn);
        self.sort_hand(seat);
    }

    /// Take a hand card out by position.
    fn take_from_hand(&mut self, seat: Seat, pos: usize) -> Option<Card> {
        let hand = &mut self.players[seat].hand;
        (pos < hand.len()).then(|| hand.remove(pos))
    }

    /// Take several hand cards out by position (any order, no repeats).
    fn take_positions(&mut self, seat: Seat, mut positions: Vec<usize>) -> Result<Vec<Card>, RuleError> {
        positions.sort_unstable();
        positions.dedup();
        if positions.last().is_some_and(|&p| p >= self.players[seat].hand.len()) {
            return Err(RuleError(Text::key("eminent-domain-error-no-card")));
        }
        let mut cards: Vec<Card> = positions.iter().rev().filter_map(|&p| self.take_from_hand(seat, p)).collect();
        cards.reverse();
        Ok(cards)
    }

    /// Influence tokens from the supply; the log names what gave them.
    fn gain_influence(&mut self, seat: Seat, n: u32, source: Text) {
        if n == 0 {
            return;
        }
        self.players[seat].influence += n;
        self.influence_supply = self.influence_supply.saturating_sub(n);
        self.say(Text::key("eminent-domain-log-influence").player("player", seat).num("n", n).text("source", source));
    }

    fn gain_fighters(&mut self, seat: Seat, n: u32) {
        if n == 0 {
            return;
        }
        self.players[seat].fighters += n;
        self.say(Text::key("eminent-domain-log-fighters").player("player", seat).num("n", n));
    }

    /// Take the top role card of a stack into a hand; false when it is empty.
    fn take_role_card(&mut self, seat: Seat, stack: Stack) -> bool {
        if self.stacks[stack.index()] == 0 {
            return false;
        }
        self.stacks[stack.index()] -= 1;
        self.players[seat].hand.push(stack.card());
        self.sort_hand(seat);
        self.say(Text::key("eminent-domain-log-take-role-card").player("player", seat).card("card", stack.card().id()));
        true
    }

    /// Draw a planet from the planet deck, shuffling the face-up discards into a
    /// new deck when it is empty.
    fn draw_planet(&mut self, rng: &mut GameRng) -> Option<PlanetId> {
        let d = draw(&mut self.planet_deck, &mut self.planet_discard, rng);
        if d.reshuffled {
            self.say(Text::key("eminent-domain-log-planets-reshuffle"));
        }
        d.card
    }

    fn add_face_down(&mut self, seat: Seat, planet: PlanetId) {
        self.players[seat].planets.push(Holding {
            planet,
            face_up: false,
            colonies: 0,
            tucked: Vec::new(),
            filled: vec![false; planet.get().slots.len()],
            occupied: false,
        });
    }

    /// Whether the game's end has been triggered: the influence supply is empty,
    /// or enough role stacks are (one with 2–3 players, two with 4 players or in
    /// the extended 3-player game).
    fn end_triggered(&self) -> bool {
        let needed = if self.seats() >= 4 || self.extended { 2 } else { 1 };
        let empty = self.stacks_in_play().iter().filter(|s| self.stack_count(**s) == 0).count();
        self.influence_supply == 0 || empty >= needed
    }

    fn tech_influence(card: Card) -> u32 {
        card.tech().map_or(0, |t| t.get().influence)
    }

    /// Influence tokens, face-up planets and every technology the player owns
    /// (in hand, deck, discard pile, play, under planets or in the empire; not
    /// those removed from the game).
    fn score(&self, seat: Seat) -> u32 {
        let (tokens, planets, techs) = self.score_parts(seat);
        tokens + planets + techs
    }

    /// A score's three sources: influence tokens, face-up planets, technologies.
    /// All public: which technologies a player took and removed is announced,
    /// so their sum does not depend on where in the deck or hand they are.
    fn score_parts(&self, seat: Seat) -> (u32, u32, u32) {
        let p = &self.players[seat];
        let planets: u32 = p.planets.iter().filter(|h| h.face_up).map(|h| h.planet.get().influence).sum();
        let tucked = p.planets.iter().flat_map(|h| h.tucked.iter());
        let cards = p.hand.iter().chain(p.deck.iter()).chain(p.discard.iter()).chain(p.played.iter()).chain(tucked);
        let techs: u32 = cards.copied().map(Self::tech_influence).sum::<u32>()
            + p.permanents.iter().map(|t| t.get().influence).sum::<u32>();
        (p.influence, planets, techs)
    }

    /// The tie-break: resources in the empire plus fighters (decision: not the
    /// fighters Scorched Earth left on planets, which are no longer the player's
    /// to use).
    fn resources_and_fighters(&self, seat: Seat) -> u32 {
        let p = &self.players[seat];
        p.planets.iter().flat_map(|h| h.filled.iter()).filter(|f| **f).count() as u32 + p.fighters
    }
}

impl Game for EminentDomain {
    type Options = EminentDomainOptions;
    type View = EminentDomainView;
    const SLUG: &'static str = SLUG;

    fn meta() -> GameMeta {
        GameMeta {
            slug: SLUG,
            min_seats: 2,
            max_seats: 4,
            rules_version: 2,
            options: vec![
                OptionSpec {
                    key: "variant",
                    label: Text::key("eminent-domain-option-variant"),
                    kind: OptionKind::One {
                        choices: vec![
                            Opt::new("standard", Text::key("eminent-domain-option-standard")),
                            Opt::new("learning", Text::key("eminent-domain-option-learning")),
                            Opt::new("second_learning", Text::key("eminent-domain-option-second-learning")),
                        ],
                        default: "standard".into(),
                    },
                },
                OptionSpec {
                    key: "extended",
                    label: Text::key("eminent-domain-option-extended"),
                    kind: OptionKind::Bool { default: false },
                },
            ],
            catalogs: &[("en", include_str!("en.ftl")), ("ja", include_str!("ja.ftl"))],
        }
    }

    fn setup(seats: usize, opts: &EminentDomainOptions, rng: &mut GameRng) -> Result<Self, SetupError> {
        if !(2..=4).contains(&seats) {
            return Err(SetupError(Text::key("letterbox-error-seats").num("min", 2).num("max", 4)));
        }
        if opts.extended && seats != 3 {
            return Err(SetupError(Text::key("eminent-domain-error-extended")));
        }
        let learning = opts.variant == Variant::Learning;
        let mut stacks = stack_sizes(seats, opts.extended);
        if learning {
            stacks[Stack::Research.index()] = 0;
        }
        let mut starts: Vec<PlanetId> = PlanetId::all().filter(|p| p.get().start).collect();
        rng.shuffle(&mut starts);
        let mut planet_deck: Pile<PlanetId> = PlanetId::all()
            .filter(|p| !(p.get().start || learning && LEARNING_LEFT_OUT.contains(&p.id())))
            .collect::<Vec<_>>()
            .into();
        planet_deck.shuffle(rng);
        let first = rng.below(seats);
        let mut game = EminentDomain {
            learning,
            extended: opts.extended,
            players: Vec::new(),
            stacks,
            planet_deck,
            planet_discard: Pile::new(),
            unused_start: Vec::new(),
            tech_supply: match opts.variant {
                Variant::Standard => techs::supply(),
                Variant::Learning => Vec::new(),
                Variant::SecondLearning => techs::supply().into_iter().filter(|t| t.get().level == 1).collect(),
            },
            influence_supply: INFLUENCE_SUPPLY,
            first,
            turn: Turn::new(first, 1, 1),
            pending: Vec::new(),
            follow_queue: Vec::new(),
            final_round: false,
            finished: false,
            log: Vec::new(),
        };
        for seat in 0..seats {
            let mut deck = vec![Card::Politics];
            for (stack, n) in STARTING_CARDS {
                if learning && stack == Stack::Research {
                    continue;
                }
                game.stacks[stack.index()] -= n;
                deck.extend(std::iter::repeat_n(stack.card(), n as usize));
            }
            rng.shuffle(&mut deck);
            let mut deck: Pile<Card> = deck.into();
            let mut hand: Vec<Card> = (0..BASE_HAND_SIZE).filter_map(|_| deck.take_top()).collect();
            hand.sort_unstable();
            game.players.push(Player {
                hand,
                deck,
                discard: Pile::new(),
                removed: Vec::new(),
                played: Vec::new(),
                planets: Vec::new(),
                fighters: 0,
                influence: 0,
                permanents: Vec::new(),
                looking: Vec::new(),
                follow: None,
            });
            if let Some(start) = starts.pop() {
                game.add_face_down(seat, start);
            }
        }
        game.unused_start = starts;
        game.proceed(rng);
        game.log.clear();
        Ok(game)
    }

    fn prompts(&self) -> Vec<Prompt> {
        if self.finished {
            return Vec::new();
        }
        self.pending.iter().map(|p| self.prompt(p)).collect()
    }

    fn apply(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        self.check(seat, answer)?;
        self.apply_checked(seat, answer, rng)
    }

    fn apply_checked(&mut self, seat: Seat, answer: &Answer, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        self.log.clear();
        self.answer(seat, answer, rng)?;
        self.proceed(rng);
        Ok(std::mem::take(&mut self.log))
    }

    fn view(&self, viewer: Viewer) -> EminentDomainView {
        view::view(self, viewer)
    }

    fn sitter(view: &EminentDomainView, prompt: &Prompt) -> Answer {
        sitter::answer(view, prompt)
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.finished {
            return None;
        }
        let n = self.seats();
        let scores: Vec<i64> = (0..n).map(|s| self.score(s) as i64).collect();
        let keys: Vec<(i64, u32)> = (0..n).map(|s| (scores[s], self.resources_and_fighters(s))).collect();
        let reason = if self.influence_supply == 0 { "influence" } else { "stacks" };
        Some(Outcome {
            places: Outcome::places_from_keys(&keys),
            scores,
            summary: Text::key("eminent-domain-outcome")
                .text("reason", Text::key(format!("eminent-domain-end-{reason}"))),
        })
    }

    fn scores(&self) -> Option<Vec<i64>> {
        Some((0..self.seats()).map(|s| self.score(s) as i64).collect())
    }

    fn score_sheet(&self, _viewer: Viewer) -> Option<ScoreSheet> {
        let parts: Vec<(u32, u32, u32)> = (0..self.seats()).map(|s| self.score_parts(s)).collect();
        let mut sheet = ScoreSheet::new(Text::key("eminent-domain-score-influence"));
        sheet
            .row(Text::key("eminent-domain-score-tokens"), parts.iter().map(|p| i64::from(p.0)))
            .row(Text::key("eminent-domain-score-planets"), parts.iter().map(|p| i64::from(p.1)))
            .row(Text::key("eminent-domain-score-techs"), parts.iter().map(|p| i64::from(p.2)));
        Some(sheet)
    }

    fn scramble_hidden(&mut self, viewer: Viewer, rng: &mut GameRng) {
        view::scramble(self, viewer, rng);
    }
}
