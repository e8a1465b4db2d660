//! Building positions for tests and playing answers into them, as the platform
//! would: the answer is checked against the seat's prompt first, and a rejected
//! answer leaves the game as it was.

use super::data::{Card, Color};
use super::exec::Frame;
use super::prims::To;
use super::state::{Innovation, Phase, Player, Special, Splay, Turn};
use engine::{Answer, Choice, Game, GameRng, LogEntry, Prompt, Seat};

/// A card by its English name; panics on a typo.
pub fn card(name: &str) -> Card {
    Card::named(name).unwrap_or_else(|| panic!("no card named {name:?}"))
}

/// Cards by English name.
pub fn cards(names: &[&str]) -> Vec<Card> {
    names.iter().map(|n| card(n)).collect()
}

pub struct Table {
    pub g: Innovation,
    /// Log entries of the last answer.
    pub log: Vec<LogEntry>,
}

impl Table {
    /// `seats` players with empty boards and hands; every card in its age pile in
    /// number order (the lowest number on top); no standard achievement set aside;
    /// all special achievements available; seat 0 to play, with two actions.
    pub fn new(seats: usize) -> Table {
        let mut decks: [Vec<Card>; 10] = Default::default();
        for c in Card::all().rev() {
            decks[c.age() as usize - 1].push(c);
        }
        let g = Innovation {
            players: vec![Player::default(); seats],
            teams: false,
            decks,
            achievements: Vec::new(),
            specials: Special::ALL.to_vec(),
            removed: Vec::new(),
            removed_hidden: Vec::new(),
            phase: Phase::Turns,
            turn: Turn { player: 0, actions_left: 2, number: 4 },
            stack: Vec::new(),
            changes: 0,
            log: Vec::new(),
        };
        Table { g, log: Vec::new() }
    }

    /// Four players in two teams: 0 and 2 against 1 and 3.
    pub fn teams() -> Table {
        let mut t = Table::new(4);
        t.g.teams = true;
        t
    }

    pub fn id(name: &str) -> String {
        card(name).id().to_string()
    }

    /// Put the named cards into `seat`'s hand.
    pub fn hand(&mut self, seat: Seat, names: &[&str]) -> &mut Table {
        for n in names {
            self.g.place(card(n), To::Hand(seat));
        }
        self
    }

    /// Put the named cards on `seat`'s board, each on top of its pile in order.
    pub fn board(&mut self, seat: Seat, names: &[&str]) -> &mut Table {
        for n in names {
            self.g.place(card(n), To::BoardTop(seat));
        }
        self
    }

    pub fn score(&mut self, seat: Seat, names: &[&str]) -> &mut Table {
        for n in names {
            self.g.place(card(n), To::Score(seat));
        }
        self
    }

    pub fn splay(&mut self, seat: Seat, color: Color, dir: Splay) -> &mut Table {
        self.g.players[seat].board[color.index()].splay = dir;
        self
    }

    /// Put the named cards on top of their age piles: the last named is drawn first.
    pub fn deck_top(&mut self, names: &[&str]) -> &mut Table {
        for n in names {
            let c = card(n);
            self.g.place(c, To::Deck);
            let deck = &mut self.g.decks[c.age() as usize - 1];
            deck.retain(|&x| x != c);
            deck.push(c);
        }
        self
    }

    /// Empty the age piles of `ages` (their cards leave the game).
    pub fn empty_decks(&mut self, ages: std::ops::RangeInclusive<u8>) -> &mut Table {
        for a in ages {
            let cards = std::mem::take(&mut self.g.decks[a as usize - 1]);
            self.g.removed_hidden.extend(cards);
        }
        self
    }

    /// Set the standard achievement of each of `ages` aside (the bottom card of its
    /// pile, the highest-numbered one still there).
    pub fn achievements(&mut self, ages: &[u8]) -> &mut Table {
        for &a in ages {
            let deck = &mut self.g.decks[a as usize - 1];
            if !deck.is_empty() {
                let c = deck.remove(0);
                self.g.achievements.push(c);
            }
        }
        self
    }

    /// Give `seat` standard achievements taken from the bottom of the `ages` piles.
    pub fn give_achievements(&mut self, seat: Seat, ages: &[u8]) -> &mut Table {
        for &a in ages {
            let deck = &mut self.g.decks[a as usize - 1];
            if !deck.is_empty() {
                let c = deck.remove(0);
                self.g.players[seat].achievements.push(super::state::Achievement::Card(c));
            }
        }
        self
    }

    /// Whose turn it is and how many actions they have left.
    pub fn turn(&mut self, seat: Seat, actions_left: u8) -> &mut Table {
        self.g.turn.player = seat;
        self.g.turn.actions_left = actions_left;
        self
    }

    pub fn prompt(&self, seat: Seat) -> Option<Prompt> {
        self.g.prompts().into_iter().find(|p| p.seat == seat)
    }

    /// The option keys of `seat`'s prompt, which must exist.
    pub fn option_keys(&self, seat: Seat) -> Vec<String> {
        self.prompt(seat).expect("prompted").choice.options().iter().map(|o| o.key.to_string()).collect()
    }

    /// Seats prompted now.
    pub fn prompted(&self) -> Vec<Seat> {
        self.g.prompts().iter().map(|p| p.seat).collect()
    }

    /// Answer as the platform would; Err with a message when refused (the game
    /// then stays as it was).
    pub fn try_answer(&mut self, seat: Seat, answer: Answer) -> Result<(), String> {
        let prompt = self.prompt(seat).ok_or_else(|| format!("seat {seat} is not prompted"))?;
        prompt.choice.check(&answer)?;
        let mut next = self.g.clone();
        let log = next.apply(seat, &answer, &mut GameRng::from_u64(0)).map_err(|e| e.to_string())?;
        self.g = next;
        self.log = log;
        Ok(())
    }

    /// Answer `seat`'s prompt with these option keys (shaped for the prompt).
    pub fn answer(&mut self, seat: Seat, keys: &[&str]) -> &mut Table {
        let prompt = self.prompt(seat).unwrap_or_else(|| panic!("seat {seat} is not prompted: {:?}", self.g.prompts()));
        let keys: Vec<String> = keys.iter().map(std::string::ToString::to_string).collect();
        let answer = match prompt.choice {
            Choice::One { .. } => Answer::One(keys.first().cloned().unwrap_or_default()),
            Choice::Many { .. } => Answer::Many(keys.clone()),
            Choice::Order { .. } => Answer::Order(keys.clone()),
            Choice::Number { .. } => Answer::Number(keys.first().and_then(|k| k.parse().ok()).unwrap_or(0)),
        };
        if let Err(e) = self.try_answer(seat, answer) {
            panic!("seat {seat}'s answer {keys:?} was refused: {e}");
        }
        self
    }

    /// Answer with cards named in English.
    pub fn choose(&mut self, seat: Seat, names: &[&str]) -> &mut Table {
        let ids: Vec<String> = names.iter().map(|n| Table::id(n)).collect();
        let keys: Vec<&str> = ids.iter().map(String::as_str).collect();
        self.answer(seat, &keys)
    }

    /// Take an action as the player whose turn it is ("draw", "meld-<id>", …).
    pub fn act(&mut self, key: &str) -> &mut Table {
        let seat = self.g.turn.player;
        self.answer(seat, &[key])
    }

    /// Activate the named top card of the player whose turn it is.
    pub fn dogma(&mut self, name: &str) -> &mut Table {
        self.act(&format!("dogma-{}", Table::id(name)))
    }

    /// Whether a dogma is still being executed.
    pub fn in_dogma(&self) -> bool {
        self.g.stack.iter().any(|f| matches!(f, Frame::Dogma(_)))
    }

    pub fn hand_of(&self, seat: Seat) -> Vec<Card> {
        self.g.players[seat].hand.clone()
    }

    pub fn score_of(&self, seat: Seat) -> Vec<Card> {
        self.g.players[seat].score_pile.clone()
    }

    pub fn top(&self, seat: Seat, color: Color) -> Option<Card> {
        self.g.top(seat, color)
    }

    /// The card the next draw of `age` would take.
    pub fn next(&self, age: u8) -> Card {
        *self.g.decks[age as usize - 1].last().expect("pile not empty")
    }

    /// Log texts' keys of the last answer, for every audience.
    pub fn log_keys(&self) -> Vec<String> {
        self.log.iter().map(|e| e.text.key.to_string()).collect()
    }
}
