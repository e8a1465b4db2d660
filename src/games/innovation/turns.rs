//! Setup, the opening meld, turns and the four actions.

use super::data::Card;
use super::exec::Halt;
use super::prims::{To, card_text};
use super::state::{Innovation, Phase, Player, Turn};
use engine::{Answer, Arg, Choice, GameRng, LogEntry, Opt, Prompt, Seat, SetupError, Text};

impl Innovation {
    /// A new game: shuffled age piles, one card of each age 1–9 set aside as its
    /// standard achievement, the five special achievements, two age-1 cards each.
    pub fn set_up(seats: usize, teams: bool, rng: &mut GameRng) -> Result<Self, SetupError> {
        if !(2..=4).contains(&seats) {
            return Err(SetupError(Text::key("letterbox-error-seats").num("min", 2).num("max", 4)));
        }
        if teams && seats != 4 {
            return Err(SetupError(Text::key("innovation-error-teams")));
        }
        let mut decks: [Vec<Card>; 10] = Default::default();
        for c in Card::all() {
            decks[c.age() as usize - 1].push(c);
        }
        for deck in &mut decks {
            rng.shuffle(deck);
        }
        let achievements: Vec<Card> = decks.iter_mut().take(9).filter_map(std::vec::Vec::pop).collect();
        let mut game = Innovation {
            players: vec![Player::default(); seats],
            teams,
            decks,
            achievements,
            specials: super::state::Special::ALL.to_vec(),
            removed: Vec::new(),
            removed_hidden: Vec::new(),
            phase: Phase::Opening { chosen: vec![None; seats] },
            turn: Turn::default(),
            stack: Vec::new(),
            changes: 0,
            log: Vec::new(),
        };
        // Two age-1 cards each (fifteen cover four players), dealt as draws from the
        // top of the pile but without their log entries, which setup drops: every
        // fold sets a game up. Each counts as the change a draw is.
        for seat in 0..seats {
            for _ in 0..2 {
                if let Some(card) = game.decks[0].pop() {
                    game.put(card, To::Hand(seat), false);
                    game.changes += 1;
                }
            }
        }
        Ok(game)
    }

    pub(crate) fn opening_prompt(&self, seat: Seat) -> Prompt {
        let options = self.players[seat]
            .hand
            .iter()
            .map(|c| {
                Opt::new(c.id(), Text::key("innovation-opt-card").card("card", c.id()))
                    .with_target(format!("card-{}", c.id()))
            })
            .collect();
        Prompt { seat, text: Text::key("innovation-ask-opening"), choice: Choice::One { options } }
    }

    pub(crate) fn choose_opening(&mut self, seat: Seat, answer: &Answer) -> Result<(), Halt> {
        let Phase::Opening { chosen } = &self.phase else {
            return Err(Halt::Invalid(Text::key("innovation-error-not-now")));
        };
        let card = match answer {
            Answer::One(k) => Card::from_id(k).filter(|c| self.players[seat].hand.contains(c)),
            _ => None,
        };
        let (Some(card), None) = (card, chosen[seat]) else {
            return Err(Halt::Invalid(Text::key("innovation-error-answer")));
        };
        let mut chosen = chosen.clone();
        chosen[seat] = Some(card);
        self.log.extend(LogEntry::split(
            seat,
            card_text("innovation-log-opening-chosen-private", card).player("player", seat),
            Text::key("innovation-log-opening-chosen").player("player", seat),
        ));
        if chosen.iter().any(Option::is_none) {
            self.phase = Phase::Opening { chosen };
            return Ok(());
        }
        let melds: Vec<Card> = chosen.into_iter().flatten().collect();
        for (s, &c) in melds.iter().enumerate() {
            self.meld(s, c)?;
        }
        // The first English name in alphabetical order goes first.
        let first = (0..self.seats()).min_by_key(|&s| melds[s].info().name.to_ascii_lowercase()).unwrap_or(0);
        self.log.push(LogEntry::all(card_text("innovation-log-first-player", melds[first]).player("player", first)));
        self.phase = Phase::Turns;
        self.begin_turn(first, 0);
        Ok(())
    }

    fn begin_turn(&mut self, player: Seat, number: u32) {
        // The first player has one action; with four players, the second one too.
        let actions = if number == 0 || (number == 1 && self.seats() == 4) { 1 } else { 2 };
        self.turn = Turn { player, actions_left: actions, number };
        for p in &mut self.players {
            p.tucked = 0;
            p.scored = 0;
        }
        let args = [("n", Arg::Number(actions.into())), ("player", Arg::Player(player))];
        self.log.push(LogEntry::all(Text::with_args("innovation-log-turn", args)));
    }

    /// The action prompt of the player whose turn it is.
    pub(crate) fn action_prompt(&self) -> Prompt {
        let seat = self.turn.player;
        let age = self.draw_age(seat);
        let mut options =
            vec![Opt::new("draw", Text::key("innovation-opt-draw").num("age", age)).with_target(format!("deck-{age}"))];
        for c in &self.players[seat].hand {
            let meld = Opt::new(format!("meld-{}", c.id()), Text::key("innovation-opt-meld").card("card", c.id()))
                .with_target(format!("card-{}", c.id()));
            // Melding covers the pile's top card, and with it that card's dogma.
            options.push(match self.top(seat, c.color()) {
                Some(top) => meld.with_note(Text::key("innovation-note-meld-covers").card("card", top.id())),
                None => meld,
            });
        }
        for c in self.tops(seat) {
            options.push(
                Opt::new(format!("dogma-{}", c.id()), Text::key("innovation-opt-dogma").card("card", c.id()))
                    .with_target(format!("card-{}", c.id()))
                    .with_note(self.dogma_note(seat, c)),
            );
        }
        for a in self.claimable_ages(seat) {
            options.push(
                Opt::new(format!("achieve-{a}"), Text::key("innovation-opt-achieve").num("age", a))
                    .with_target(format!("achievement-{a}")),
            );
        }
        Prompt {
            seat,
            text: Text::key("innovation-ask-action").num("n", self.turn.actions_left),
            choice: Choice::One { options },
        }
    }

    /// Who would take part in `card`'s dogma if `seat` activated it now, by the
    /// rule `start_dogma` applies: others with at least as many of the featured
    /// icon share its non-demand effects, opponents with fewer suffer its demands.
    fn dogma_note(&self, seat: Seat, card: Card) -> Text {
        let icon = card.info().dogma;
        let mine = self.icon_count(seat, icon);
        let effects = super::cards::effects(card);
        let sharing = effects.iter().any(|e| !e.is_demand()).then(|| {
            let sharers: Vec<Seat> =
                self.others(seat).into_iter().filter(|&p| self.icon_count(p, icon) >= mine).collect();
            players_text(&sharers, "innovation-note-shared", "innovation-note-not-shared")
        });
        let demand = effects.iter().any(|e| e.is_demand()).then(|| {
            let hit: Vec<Seat> = self
                .others(seat)
                .into_iter()
                .filter(|&p| self.is_opponent(seat, p) && self.icon_count(p, icon) < mine)
                .collect();
            players_text(&hit, "innovation-note-demand", "innovation-note-no-demand")
        });
        let who = match (demand, sharing) {
            (Some(d), Some(s)) => Text::key("innovation-note-both").text("demand", d).text("share", s),
            (Some(one), None) | (None, Some(one)) => one,
            (None, None) => Text::key("innovation-note-not-shared"),
        };
        Text::key("innovation-note-dogma").icon("icon", icon.id()).num("n", mine).text("who", who)
    }

    /// An answer during the turns: to the open question of a dogma, or an action.
    pub(crate) fn answer_turn(&mut self, seat: Seat, answer: &Answer) -> Result<(), Halt> {
        if let Some(q) = self.question() {
            if q.seat != seat {
                return Err(Halt::Invalid(Text::key("innovation-error-not-now")));
            }
            let reply = q.reply(self, answer)?;
            self.run(Some(reply))?;
        } else {
            let Answer::One(key) = answer else {
                return Err(Halt::Invalid(Text::key("innovation-error-answer")));
            };
            if seat != self.turn.player {
                return Err(Halt::Invalid(Text::key("innovation-error-not-now")));
            }
            self.act(seat, key)?;
        }
        if self.stack.is_empty() {
            self.end_action();
        }
        Ok(())
    }

    fn act(&mut self, seat: Seat, key: &str) -> Result<(), Halt> {
        let not_allowed = || Halt::Invalid(Text::key("innovation-error-action"));
        let card_of = |prefix: &str| key.strip_prefix(prefix).and_then(Card::from_id);
        if key == "draw" {
            let age = self.draw_age(seat);
            self.draw(seat, age)?;
        } else if let Some(card) = card_of("meld-") {
            if !self.players[seat].hand.contains(&card) {
                return Err(not_allowed());
            }
            self.meld(seat, card)?;
        } else if let Some(card) = card_of("dogma-") {
            if self.top(seat, card.color()) != Some(card) {
                return Err(not_allowed());
            }
            self.start_dogma(seat, card)?;
            self.run(None)?;
        } else if let Some(age) = key.strip_prefix("achieve-").and_then(|a| a.parse::<u8>().ok()) {
            if !self.claimable_ages(seat).contains(&age) {
                return Err(not_allowed());
            }
            self.achieve(seat, age)?;
        } else {
            return Err(not_allowed());
        }
        Ok(())
    }

    fn end_action(&mut self) {
        if self.is_over() {
            return;
        }
        self.turn.actions_left = self.turn.actions_left.saturating_sub(1);
        if self.turn.actions_left == 0 {
            let next = (self.turn.player + 1) % self.seats();
            self.begin_turn(next, self.turn.number + 1);
        }
    }
}

/// `some` naming up to three players (the others at a table of four), or `none`.
fn players_text(seats: &[Seat], some: &'static str, none: &'static str) -> Text {
    let list = match *seats {
        [] => return Text::key(none),
        [a] => Text::key("innovation-players-1").player("a", a),
        [a, b] => Text::key("innovation-players-2").player("a", a).player("b", b),
        [a, b, c, ..] => Text::key("innovation-players-3").player("a", a).player("b", b).player("c", c),
    };
    Text::key(some).text("players", list)
}
