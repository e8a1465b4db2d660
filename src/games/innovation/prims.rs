//! The primitives every card effect is built from. Each one moves cards (or
//! splays) through one choke point, [`Innovation::move_card`], which logs what
//! each player may know, unsplays piles left with one card, counts tucks and
//! scores for Monument, and then claims any special achievement whose condition
//! became true — so a special achievement is claimed the moment it is earned, even
//! in the middle of a dogma. Every primitive returns `Err(Halt::Over)` once the
//! game has ended (an 11 was drawn, enough achievements, a "win" effect): effects
//! pass that on with `?`.

use super::data::{Card, Color};
use super::exec::Halt;
use super::state::{Achievement, Ending, Innovation, Phase, Special, Splay};
use engine::text::Str;
use engine::{Arg, Audience, LogEntry, Seat, SeatSet, Text};

/// Where a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Hand(Seat),
    Score(Seat),
    Board(Seat),
    Revealed(Seat),
    Achievements(Seat),
    Deck,
    /// The standard achievements still available.
    Available,
    Removed,
}

/// Where a card goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum To {
    Hand(Seat),
    Score(Seat),
    /// On top of the pile of its colour.
    BoardTop(Seat),
    /// Under the pile of its colour.
    BoardBottom(Seat),
    Revealed(Seat),
    Achievements(Seat),
    /// Under the pile of its age ("return").
    Deck,
    Removed,
}

/// How a move is told in the log; `Tuck`/`DrawTuck` and `Score`/`DrawScore` count
/// for Monument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verb {
    Draw,
    DrawMeld,
    DrawTuck,
    DrawScore,
    DrawReveal,
    Meld,
    Tuck,
    Score,
    Return,
    Transfer,
    Keep,
    Achieve,
    Remove,
}

impl Verb {
    /// The log messages of a move: the one that names the card, and the one
    /// for those who see only its back (literals: a move is logged on every
    /// fold of every game).
    fn log_keys(self) -> (&'static str, &'static str) {
        match self {
            Verb::Draw => ("innovation-log-draw", "innovation-log-draw-back"),
            Verb::DrawMeld => ("innovation-log-draw-meld", "innovation-log-draw-meld-back"),
            Verb::DrawTuck => ("innovation-log-draw-tuck", "innovation-log-draw-tuck-back"),
            Verb::DrawScore => ("innovation-log-draw-score", "innovation-log-draw-score-back"),
            Verb::DrawReveal => ("innovation-log-draw-reveal", "innovation-log-draw-reveal-back"),
            Verb::Meld => ("innovation-log-meld", "innovation-log-meld-back"),
            Verb::Tuck => ("innovation-log-tuck", "innovation-log-tuck-back"),
            Verb::Score => ("innovation-log-score", "innovation-log-score-back"),
            Verb::Return => ("innovation-log-return", "innovation-log-return-back"),
            Verb::Transfer => ("innovation-log-transfer", "innovation-log-transfer-back"),
            Verb::Keep => ("innovation-log-keep", "innovation-log-keep-back"),
            Verb::Achieve => ("innovation-log-achieve", "innovation-log-achieve-back"),
            Verb::Remove => ("innovation-log-remove", "innovation-log-remove-back"),
        }
    }
}

impl Place {
    fn owner(self) -> Option<Seat> {
        match self {
            Place::Hand(s) | Place::Score(s) | Place::Board(s) | Place::Revealed(s) | Place::Achievements(s) => Some(s),
            Place::Deck | Place::Available | Place::Removed => None,
        }
    }

    /// Face up for everyone.
    fn public(self) -> bool {
        matches!(self, Place::Board(_) | Place::Revealed(_))
    }

    /// The seat that may look at a face-down card here.
    fn looker(self) -> Option<Seat> {
        match self {
            Place::Hand(s) | Place::Score(s) => Some(s),
            _ => None,
        }
    }

    fn text(self) -> Text {
        let (key, seat) = match self {
            Place::Hand(s) => ("innovation-zone-hand", Some(s)),
            Place::Score(s) => ("innovation-zone-score", Some(s)),
            Place::Board(s) => ("innovation-zone-board", Some(s)),
            Place::Revealed(s) => ("innovation-zone-revealed", Some(s)),
            Place::Achievements(s) => ("innovation-zone-achievements", Some(s)),
            Place::Deck => ("innovation-zone-deck", None),
            Place::Available => ("innovation-zone-available", None),
            Place::Removed => ("innovation-zone-removed", None),
        };
        // Two places in every card moved, on every fold: a seat's is a text
        // with fixed arguments, allocated nothing.
        const OWNER: [&[(Str, Arg)]; 4] = [
            &[(Str::Borrowed("player"), Arg::Player(0))],
            &[(Str::Borrowed("player"), Arg::Player(1))],
            &[(Str::Borrowed("player"), Arg::Player(2))],
            &[(Str::Borrowed("player"), Arg::Player(3))],
        ];
        match seat {
            Some(s) => match OWNER.get(s) {
                Some(args) => Text::with_static_args(key, args),
                None => Text::with_args(key, [("player", Arg::Player(s))]),
            },
            None => Text::key(key),
        }
    }
}

impl To {
    fn place(self) -> Place {
        match self {
            To::Hand(s) => Place::Hand(s),
            To::Score(s) => Place::Score(s),
            To::BoardTop(s) | To::BoardBottom(s) => Place::Board(s),
            To::Revealed(s) => Place::Revealed(s),
            To::Achievements(s) => Place::Achievements(s),
            To::Deck => Place::Deck,
            To::Removed => Place::Removed,
        }
    }
}

pub(crate) fn card_text(key: &'static str, card: Card) -> Text {
    Text::key(key).card("card", card.id())
}

impl Innovation {
    /// Where `card` is now.
    pub fn locate(&self, card: Card) -> Place {
        // Most cards moved are drawn: look in the card's own age pile first,
        // rather than through every other place.
        if self.decks.get(usize::from(card.age()).wrapping_sub(1)).is_some_and(|deck| deck.contains(&card)) {
            return Place::Deck;
        }
        for (s, p) in self.players.iter().enumerate() {
            if p.hand.contains(&card) {
                return Place::Hand(s);
            }
            if p.score_pile.contains(&card) {
                return Place::Score(s);
            }
            if p.board[card.color().index()].cards.contains(&card) {
                return Place::Board(s);
            }
            if p.revealed.contains(&card) {
                return Place::Revealed(s);
            }
            if p.achievements.contains(&Achievement::Card(card)) {
                return Place::Achievements(s);
            }
        }
        if self.achievements.contains(&card) {
            Place::Available
        } else if self.removed.contains(&card) || self.removed_hidden.contains(&card) {
            Place::Removed
        } else {
            Place::Deck
        }
    }

    fn take(&mut self, card: Card, from: Place) {
        fn pull(v: &mut Vec<Card>, card: Card) {
            if let Some(i) = v.iter().position(|&c| c == card) {
                v.remove(i);
            }
        }
        match from {
            Place::Hand(s) => pull(&mut self.players[s].hand, card),
            Place::Score(s) => pull(&mut self.players[s].score_pile, card),
            Place::Board(s) => {
                let stack = &mut self.players[s].board[card.color().index()];
                pull(&mut stack.cards, card);
                if stack.cards.len() < 2 {
                    stack.splay = Splay::None;
                }
            }
            Place::Revealed(s) => pull(&mut self.players[s].revealed, card),
            Place::Achievements(s) => self.players[s].achievements.retain(|a| *a != Achievement::Card(card)),
            Place::Deck => pull(&mut self.decks[card.age() as usize - 1], card),
            Place::Available => pull(&mut self.achievements, card),
            Place::Removed => {
                pull(&mut self.removed, card);
                pull(&mut self.removed_hidden, card);
            }
        }
    }

    pub(crate) fn put(&mut self, card: Card, to: To, from_public: bool) {
        match to {
            To::Hand(s) => {
                let hand = &mut self.players[s].hand;
                let at = hand.partition_point(|c| (c.age(), c.0) < (card.age(), card.0));
                hand.insert(at, card);
            }
            To::Score(s) => self.players[s].score_pile.push(card),
            To::BoardTop(s) => self.players[s].board[card.color().index()].cards.push(card),
            To::BoardBottom(s) => self.players[s].board[card.color().index()].cards.insert(0, card),
            To::Revealed(s) => self.players[s].revealed.push(card),
            To::Achievements(s) => self.players[s].achievements.push(Achievement::Card(card)),
            To::Deck => self.decks[card.age() as usize - 1].insert(0, card),
            To::Removed if from_public => self.removed.push(card),
            To::Removed => self.removed_hidden.push(card),
        }
    }

    /// Put a card somewhere without telling anyone or claiming anything: for
    /// building test positions only.
    #[cfg(any(test, feature = "testkit"))]
    pub fn place(&mut self, card: Card, to: To) {
        let from = self.locate(card);
        self.take(card, from);
        self.put(card, to, from.public());
    }

    /// The one way cards move: from wherever `card` is to `to`, told as `verb`.
    /// `player` is who the log names as acting.
    pub fn move_card(&mut self, player: Seat, card: Card, to: To, verb: Verb) -> Result<(), Halt> {
        let from = self.locate(card);
        self.take(card, from);
        self.put(card, to, from.public());
        self.changes += 1;
        if let Some(owner) = to.place().owner() {
            match verb {
                Verb::Tuck | Verb::DrawTuck => self.players[owner].tucked += 1,
                Verb::Score | Verb::DrawScore => self.players[owner].scored += 1,
                _ => {}
            }
        }
        self.log_move(player, card, from, to.place(), verb);
        // Only a seat whose board or tuck and score counts changed can newly
        // meet a special achievement's condition.
        let board = |p: Place| match p {
            Place::Board(s) => Some(s),
            _ => None,
        };
        let counted = matches!(verb, Verb::Tuck | Verb::DrawTuck | Verb::Score | Verb::DrawScore);
        let to_seat = if counted { to.place().owner() } else { board(to.place()) };
        let touched = [board(from), to_seat];
        if touched == [None, None] {
            return Ok(());
        }
        self.claim_specials_of(|s| touched.contains(&Some(s)))
    }

    fn log_move(&mut self, player: Seat, card: Card, from: Place, to: Place, verb: Verb) {
        let (key, back) = verb.log_keys();
        // Every card moved is logged, on every fold: the arguments are given in
        // name order, all at once (one allocation per text).
        let places = || (Arg::Text(Box::new(from.text())), Arg::Text(Box::new(to.text())));
        let named = || {
            let (from, to) = places();
            let card = Arg::Card(card.id().into());
            Text::with_args(key, [("card", card), ("from", from), ("player", Arg::Player(player)), ("to", to)])
        };
        if from.public() || to.public() {
            self.log.push(LogEntry::all(named()));
            return;
        }
        let lookers: SeatSet = [from.looker(), to.looker()].into_iter().flatten().collect();
        let (from_text, to_text) = places();
        let age = Arg::Number(card.age().into());
        let hidden = Text::with_args(
            back,
            [("age", age), ("from", from_text), ("player", Arg::Player(player)), ("to", to_text)],
        );
        if lookers.is_empty() {
            self.log.push(LogEntry::all(hidden));
        } else {
            self.log.push(LogEntry { to: Audience::Seats(lookers), text: named() });
            self.log.push(LogEntry { to: Audience::Except(lookers), text: hidden });
        }
    }

    /// The next card a draw of `age` takes (an empty pile passes to the next
    /// higher one), or the end of the game when there is none up to age 10.
    pub fn next_card(&mut self, seat: Seat, age: u8) -> Result<Card, Halt> {
        let mut a = age.max(1);
        while a <= 10 {
            if let Some(&c) = self.decks[a as usize - 1].last() {
                return Ok(c);
            }
            a += 1;
        }
        Err(self.end_game(Ending::BeyondTen { player: seat }))
    }

    /// Draw a card of `age` into the hand.
    pub fn draw(&mut self, seat: Seat, age: u8) -> Result<Card, Halt> {
        let card = self.next_card(seat, age)?;
        self.move_card(seat, card, To::Hand(seat), Verb::Draw)?;
        Ok(card)
    }

    pub fn draw_and_meld(&mut self, seat: Seat, age: u8) -> Result<Card, Halt> {
        let card = self.next_card(seat, age)?;
        self.move_card(seat, card, To::BoardTop(seat), Verb::DrawMeld)?;
        Ok(card)
    }

    pub fn draw_and_tuck(&mut self, seat: Seat, age: u8) -> Result<Card, Halt> {
        let card = self.next_card(seat, age)?;
        self.move_card(seat, card, To::BoardBottom(seat), Verb::DrawTuck)?;
        Ok(card)
    }

    pub fn draw_and_score(&mut self, seat: Seat, age: u8) -> Result<Card, Halt> {
        let card = self.next_card(seat, age)?;
        self.move_card(seat, card, To::Score(seat), Verb::DrawScore)?;
        Ok(card)
    }

    /// Draw a card face up into `seat`'s revealed area; the effect then places it
    /// (with [`Innovation::keep`], `meld`, `score`, …). Left there, it goes to the
    /// hand when the effect ends.
    pub fn draw_and_reveal(&mut self, seat: Seat, age: u8) -> Result<Card, Halt> {
        let card = self.next_card(seat, age)?;
        self.move_card(seat, card, To::Revealed(seat), Verb::DrawReveal)?;
        Ok(card)
    }

    /// Meld `card` (from wherever it is) on top of `seat`'s pile of its colour.
    pub fn meld(&mut self, seat: Seat, card: Card) -> Result<(), Halt> {
        self.move_card(seat, card, To::BoardTop(seat), Verb::Meld)
    }

    /// Tuck `card` under `seat`'s pile of its colour.
    pub fn tuck(&mut self, seat: Seat, card: Card) -> Result<(), Halt> {
        self.move_card(seat, card, To::BoardBottom(seat), Verb::Tuck)
    }

    /// Score `card` into `seat`'s score pile.
    pub fn score_card(&mut self, seat: Seat, card: Card) -> Result<(), Halt> {
        self.move_card(seat, card, To::Score(seat), Verb::Score)
    }

    /// Return `card` to the bottom of its age pile; `seat` is who returns it.
    pub fn return_card(&mut self, seat: Seat, card: Card) -> Result<(), Halt> {
        self.move_card(seat, card, To::Deck, Verb::Return)
    }

    /// Put a revealed card into `seat`'s hand.
    pub fn keep(&mut self, seat: Seat, card: Card) -> Result<(), Halt> {
        self.move_card(seat, card, To::Hand(seat), Verb::Keep)
    }

    /// Transfer `card` to `to` (another player's hand, score pile or board, …);
    /// `seat` is who transfers it. Not a meld, tuck or score.
    pub fn transfer(&mut self, seat: Seat, card: Card, to: To) -> Result<(), Halt> {
        self.move_card(seat, card, to, Verb::Transfer)
    }

    /// Remove `card` from the game.
    pub fn remove(&mut self, seat: Seat, card: Card) -> Result<(), Halt> {
        self.move_card(seat, card, To::Removed, Verb::Remove)
    }

    /// Show a card to everyone (a card in hand, say) without moving it.
    pub fn reveal(&mut self, seat: Seat, card: Card) {
        self.log.push(LogEntry::all(card_text("innovation-log-reveal", card).player("player", seat)));
    }

    /// Put `seat`'s `color` pile in a new order (`order` bottom first, the same
    /// cards). Returns false, changing nothing, when `order` is not that pile.
    pub fn rearrange(&mut self, seat: Seat, color: Color, order: Vec<Card>) -> Result<bool, Halt> {
        let stack = &mut self.players[seat].board[color.index()];
        let (mut now, mut new) = (stack.cards.clone(), order.clone());
        now.sort();
        new.sort();
        if now != new || stack.cards == order {
            return Ok(false);
        }
        stack.cards = order;
        self.changes += 1;
        self.log.push(LogEntry::all(
            Text::key("innovation-log-rearrange").player("player", seat).text("color", color_text(color)),
        ));
        self.claim_specials_of(|s| s == seat)?;
        Ok(true)
    }

    /// Whether splaying `seat`'s `color` pile in `dir` would change anything: it
    /// needs two cards and another direction now.
    pub fn can_splay(&self, seat: Seat, color: Color, dir: Splay) -> bool {
        let stack = self.stack(seat, color);
        stack.len() >= 2 && stack.splay != dir
    }

    /// Splay (or, with `Splay::None`, unsplay) a pile. Returns whether it changed.
    pub fn splay(&mut self, seat: Seat, color: Color, dir: Splay) -> Result<bool, Halt> {
        let changes = if dir == Splay::None {
            self.stack(seat, color).splay != Splay::None
        } else {
            self.can_splay(seat, color, dir)
        };
        if !changes {
            return Ok(false);
        }
        self.players[seat].board[color.index()].splay = dir;
        self.changes += 1;
        let key = if dir == Splay::None { "innovation-log-unsplay" } else { "innovation-log-splay" };
        self.log.push(LogEntry::all(
            Text::key(key)
                .player("player", seat)
                .text("color", color_text(color))
                .text("direction", Text::key(dir.key())),
        ));
        self.claim_specials_of(|s| s == seat)?;
        Ok(true)
    }

    /// Claim the standard achievement of `age` (whether `seat` is eligible is the
    /// caller's business: the Achieve action checks it, some effects ignore it).
    /// Returns whether there was one to claim.
    pub fn achieve(&mut self, seat: Seat, age: u8) -> Result<bool, Halt> {
        let Some(&card) = self.achievements.iter().find(|c| c.age() == age) else {
            return Ok(false);
        };
        self.move_card(seat, card, To::Achievements(seat), Verb::Achieve)?;
        self.check_achievement_win(seat)?;
        Ok(true)
    }

    /// Claim a special achievement if it is still available. Returns whether it was.
    pub fn claim_special(&mut self, seat: Seat, special: Special) -> Result<bool, Halt> {
        let Some(i) = self.specials.iter().position(|&s| s == special) else {
            return Ok(false);
        };
        self.specials.remove(i);
        self.players[seat].achievements.push(Achievement::Special(special));
        self.changes += 1;
        self.log.push(LogEntry::all(
            Text::key("innovation-log-special").player("player", seat).text("special", special_text(special)),
        ));
        self.check_achievement_win(seat)?;
        Ok(true)
    }

    /// Claim every special achievement whose condition holds, checking the player
    /// whose turn it is first, then clockwise.
    pub fn claim_specials(&mut self) -> Result<(), Halt> {
        self.claim_specials_of(|_| true)
    }

    /// [`Innovation::claim_specials`] for the seats a change touched: every
    /// condition depends only on a seat's own board and its tuck/score counts, so
    /// nobody else can newly qualify. Still in order from the current player.
    pub fn claim_specials_of(&mut self, touched: impl Fn(Seat) -> bool) -> Result<(), Halt> {
        if !matches!(self.phase, Phase::Turns) || self.specials.is_empty() {
            return Ok(());
        }
        let (first, n) = (self.turn.player, self.seats());
        for seat in (0..n).map(|i| (first + i) % n).filter(|&s| touched(s)) {
            let mut icons = None;
            for special in Special::ALL {
                if self.specials.contains(&special) && self.meets_with_icons(seat, special, &mut icons) {
                    self.claim_special(seat, special)?;
                    icons = None;
                }
            }
        }
        Ok(())
    }

    fn check_achievement_win(&mut self, seat: Seat) -> Result<(), Halt> {
        if self.team_achievements(seat) >= self.needed_achievements() {
            return Err(self.end_game(Ending::Achievements { player: seat }));
        }
        Ok(())
    }

    /// A "win" effect: `seat` (with their partner in team play) wins at once.
    pub fn win(&mut self, seat: Seat, card: Card) -> Halt {
        self.end_game(Ending::Card { player: seat, card })
    }

    /// End the game now; the answer being applied stops here.
    pub fn end_game(&mut self, ending: Ending) -> Halt {
        if !self.is_over() {
            let text = match ending {
                Ending::Achievements { player } => {
                    Text::key("innovation-log-end-achievements").player("player", player)
                }
                Ending::BeyondTen { player } => Text::key("innovation-log-end-beyond-ten").player("player", player),
                Ending::Card { player, card } => card_text("innovation-log-end-card", card).player("player", player),
            };
            self.log.push(LogEntry::all(text));
            self.phase = Phase::Over { ending };
            self.stack.clear();
            // Cards still revealed by the interrupted effect go to the hand, as
            // they would have when it ended.
            for seat in 0..self.seats() {
                for card in std::mem::take(&mut self.players[seat].revealed) {
                    self.put(card, To::Hand(seat), true);
                }
            }
        }
        Halt::Over
    }
}

pub fn color_text(color: Color) -> Text {
    Text::key(color.key())
}

pub fn special_text(special: Special) -> Text {
    Text::key(special.key())
}

/// "splay your {color} cards {direction}", for questions.
pub fn splay_color_text(color: Color, dir: Splay) -> Text {
    let (color, direction) = (Arg::Text(Box::new(color_text(color))), Arg::Text(Box::new(Text::key(dir.key()))));
    Text::with_args("innovation-act-splay-color", [("color", color), ("direction", direction)])
}
