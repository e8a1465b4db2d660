//! The game state and the primitive moves every card is built from: drawing one
//! card at a time, gaining, trashing and discarding from hand, revealing from the
//! deck. Cards never call each other's code; they compose these.

use super::asks::Ask;
use super::cards::{self, Card};
use super::effects;
use super::seaside::Until;
use super::stored::{self, StoredTurn};
use engine::piles;
use engine::{Arg, GameRng, LogEntry, Pile, Seat, Text};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One player's cards, zone by zone.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Player {
    /// Kept sorted (card declaration order): the order of a hand means nothing, and
    /// a canonical order makes positions in it carry no information.
    pub hand: Vec<Card>,
    pub deck: Pile<Card>,
    pub discard: Pile<Card>,
    /// Cards played this turn, in the order played.
    pub in_play: Vec<Card>,
    /// Set aside face up (Library); not in play.
    pub set_aside: Vec<Card>,
    /// Revealed from the deck and waiting to be resolved (Bandit); public.
    pub revealed: Vec<Card>,
    /// Taken from the top of the deck to be looked at by this player only (Sentry);
    /// the first is the one that was on top.
    pub looking: Vec<Card>,
    /// Turns this player has started (the first tie-break); extra turns do not
    /// count, since the tie-break is about one's place in the turn order.
    pub turns: u32,
    /// Plays of Duration cards that still have something to do or keep cards in
    /// play, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub durations: Vec<Staying>,
    /// The Island mat: public, scored at the end.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub island: Vec<Card>,
    /// The Native Village mat: face down, seen by its owner only.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub native_village: Vec<Card>,
    /// What this player gained on their most recent turn (kept only when a card
    /// asks about it: Smugglers).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub last_turn_gains: Vec<Card>,
    /// This player's standing order for Moat; private to them.
    #[serde(default, skip_serializing_if = "MoatOrder::is_default")]
    pub moat: MoatOrder,
    /// Reactions this player wants to be asked about instead of their standing
    /// default (Guard Dog, Fool's Gold, Trader); private to them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ask_me: Vec<Card>,
}

/// What to do with a Moat in hand when another player plays an Attack. Revealing
/// at once is the default: asking only players who hold a Moat makes everyone
/// wait on exactly those players, which tells the table who holds one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoatOrder {
    #[default]
    AlwaysReveal,
    AskMe,
}

impl MoatOrder {
    fn is_default(&self) -> bool {
        *self == MoatOrder::AlwaysReveal
    }
}

impl Player {
    pub fn add_to_hand(&mut self, card: Card) {
        let at = self.hand.partition_point(|c| *c <= card);
        self.hand.insert(at, card);
    }

    /// Remove one copy of `card` from the hand; false if there is none.
    pub fn take_from_hand(&mut self, card: Card) -> bool {
        match self.hand.iter().position(|c| *c == card) {
            Some(i) => {
                self.hand.remove(i);
                true
            }
            None => false,
        }
    }

    /// Whether the hand holds every card of `cards` (as a multiset).
    pub fn hand_holds(&self, cards: &[Card]) -> bool {
        let mut rest = self.hand.clone();
        cards.iter().all(|c| match rest.iter().position(|h| h == c) {
            Some(i) => {
                rest.remove(i);
                true
            }
            None => false,
        })
    }

    /// Every card this player owns, wherever it is.
    pub fn owned(&self) -> impl Iterator<Item = Card> + '_ {
        self.hand
            .iter()
            .chain(self.deck.iter())
            .chain(self.discard.iter())
            .chain(&self.in_play)
            .chain(&self.set_aside)
            .chain(&self.revealed)
            .chain(&self.looking)
            .chain(&self.island)
            .chain(&self.native_village)
            .chain(self.durations.iter().flat_map(|d| &d.held))
            .copied()
    }
}

/// What a Duration card still does at the start of its owner's next turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Later {
    Cards(u32),
    Actions(u32),
    Buys(u32),
    Coins(u32),
    /// The cards set aside with it go into the hand (Haven, Blockade).
    TakeHeld,
    /// Discard this many cards from hand (Sea Witch, Tide Pools).
    Discard(u32),
    /// Gain a Treasure costing up to 6 coins into the hand (Pirate).
    GainTreasure,
    /// Trash a card from hand, or not (Sailor).
    MayTrash,
    /// Nothing at the start: it stands for the extra turn it gave (Outpost).
    ExtraTurn,
}

impl Later {
    /// Whether resolving it asks for a decision (then its order among the
    /// start-of-turn effects may matter).
    pub fn asks(&self) -> bool {
        matches!(self, Later::Discard(_) | Later::GainTreasure | Later::MayTrash)
    }
}

/// One play of a Duration card (with the cards that played it) and what it
/// still does. It keeps `keeps` in play until the Cleanup of the turn its last
/// effect happens: `spent` marks a play whose effects are all done.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Staying {
    pub id: u32,
    pub card: Card,
    /// Cards held out of Cleanup for it: the Duration card and whatever played it
    /// (Throne Room).
    pub keeps: Vec<Card>,
    pub next: Vec<Later>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub until: Vec<Until>,
    /// Cards set aside with it (Haven's face down, Blockade's face up).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub held: Vec<Card>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub spent: bool,
}

impl Staying {
    /// Whether only its owner may see what it holds.
    pub fn held_face_down(&self) -> bool {
        effects::triggers(self.card).holds_face_down
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    Action,
    Buy,
}

/// A card gained this turn, by whom (public: everything gained is seen).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gained {
    pub seat: Seat,
    pub card: Card,
}

/// The turn in progress. Stored in the form it has always had (see `stored`),
/// so that snapshots and the digests of recorded games do not change.
#[derive(Clone, Debug, Deserialize)]
#[serde(from = "StoredTurn")]
pub struct Turn {
    pub player: Seat,
    /// Turns started in the game so far, this one included.
    pub number: u32,
    pub phase: Phase,
    pub actions: u32,
    pub buys: u32,
    pub coins: u32,
    /// Once a card is bought no more Treasures may be played this turn.
    pub bought: bool,
    pub gained: Vec<Gained>,
    /// This is an extra turn: it cannot give another.
    pub extra: bool,
    /// A card played this turn gives an extra turn after it.
    pub outpost: bool,
    /// The Buy phase is over; end-of-Buy effects are resolving before Cleanup.
    pub buy_over: bool,
    /// What cards have counted so far this turn, each under its own card.
    pub counts: TurnCounts,
    /// The Action cards to put onto the deck in this turn's Cleanup instead of
    /// the discard pile.
    pub schemed: Vec<Card>,
    /// Cleanup's own decisions have been asked.
    pub cleanup_asked: bool,
    /// Plays this turn of a Treasure whose Attack waits for a later gain, each
    /// with the players it affects.
    pub cauldrons: Vec<Vec<Seat>>,
}

impl Serialize for Turn {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        StoredTurn::from(self).serialize(s)
    }
}

/// Counts kept for the turn by the cards that need them, keyed by card; a card
/// with nothing counted has no entry.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TurnCounts(BTreeMap<Card, u32>);

impl TurnCounts {
    pub fn get(&self, card: Card) -> u32 {
        self.0.get(&card).copied().unwrap_or(0)
    }

    /// Count one more for `card`; the new count.
    pub fn bump(&mut self, card: Card) -> u32 {
        let n = self.0.entry(card).or_insert(0);
        *n += 1;
        *n
    }

    /// Count one fewer for `card` (never below 0).
    pub fn drop_one(&mut self, card: Card) {
        self.set(card, self.get(card).saturating_sub(1));
    }

    pub fn set(&mut self, card: Card, n: u32) {
        if n == 0 {
            self.0.remove(&card);
        } else {
            self.0.insert(card, n);
        }
    }
}

/// +Actions, +Buys and +coins for the turn. They count only when the card's
/// player is the one taking the turn: a card played during another player's
/// turn (as a reaction) adds nothing to that turn.
pub struct Bonus<'a>(Option<&'a mut Turn>);

impl Bonus<'_> {
    pub fn actions(mut self, n: u32) -> Self {
        if let Some(turn) = &mut self.0 {
            turn.actions += n;
        }
        self
    }

    pub fn buys(mut self, n: u32) -> Self {
        if let Some(turn) = &mut self.0 {
            turn.buys += n;
        }
        self
    }

    pub fn coins(mut self, n: u32) -> Self {
        if let Some(turn) = &mut self.0 {
            turn.coins += n;
        }
        self
    }
}

impl Turn {
    pub fn start(player: Seat, number: u32) -> Turn {
        Turn {
            player,
            number,
            phase: Phase::Action,
            actions: 1,
            buys: 1,
            coins: 0,
            bought: false,
            gained: Vec::new(),
            extra: false,
            outpost: false,
            buy_over: false,
            counts: TurnCounts::default(),
            schemed: Vec::new(),
            cleanup_asked: false,
            cauldrons: Vec::new(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SupplyPile {
    pub card: Card,
    pub count: u32,
}

/// Where a gained card goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Dest {
    Discard,
    Hand,
    DeckTop,
    /// Set aside with a Duration play (Blockade); the caller moves it there.
    SetAside,
}

/// Where an effect is in its life: an Attack first opens a window for Reactions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    New,
    Reacting,
    Running,
    /// Waits for the effects it started (above it on the stack) to finish, then
    /// continues with `Input::Resume`.
    Resume,
}

/// What an effect on the stack is: a card being played, or one of the timing
/// steps around plays and gains.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum When {
    #[default]
    Play,
    /// The start of `seat`'s turn: their Duration effects, in the order they choose.
    StartOfTurn,
    /// Cards responding to something that happened, player by player.
    Window { event: Event },
    /// The end of the Buy phase (Treasury).
    EndOfBuy,
    /// The gain of a bought card, after its on-buy effects.
    GainBought,
    /// A card's triggered ability that asks for decisions (on-buy, on-gain):
    /// `noted` holds the card it is about.
    Ability,
    /// The start of Cleanup (Scheme).
    Cleanup,
}

impl When {
    pub fn is_play(&self) -> bool {
        *self == When::Play
    }
}

/// Something cards may respond to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Event {
    /// `seat` gained `card`, which went to `dest`. `third_action` marks the
    /// third Action the turn's player gained this turn (Cauldron).
    Gain {
        seat: Seat,
        card: Card,
        dest: Dest,
        bought: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        third_action: bool,
    },
    /// `seat` bought `card`; it is gained once the on-buy effects are done.
    Buy { seat: Seat, card: Card },
    /// `seat` trashed these cards (all at once).
    Trash { seat: Seat, cards: Vec<Card> },
    /// `seat` discarded these cards (all at once; never Cleanup's).
    Discard { seat: Seat, cards: Vec<Card> },
}

/// Every card's effect begins at its first stage.
pub const FIRST_STAGE: u8 = 0;

/// A card's effect being resolved: one play of the card. Effects form a stack
/// (Throne Room and Vassal put the plays they cause on top of it); only the top
/// effect may wait for decisions, of one or several players at once.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Effect {
    /// The player resolving the card.
    pub seat: Seat,
    pub card: Card,
    pub status: Status,
    /// Where the card is in its own sequence of decisions: one of the card's named
    /// stages in `effects.rs`, [`FIRST_STAGE`] when it begins.
    pub stage: u8,
    /// The other players, clockwise from the player's left; for an Attack, those
    /// who did not block it.
    pub targets: Vec<Seat>,
    /// Open decisions, at most one per seat.
    pub asks: Vec<Ask>,
    /// Cards remembered between steps, by player (Remodel's trashed card, the card
    /// Vassal or Library asks about, Bandit's picks).
    pub noted: Vec<(Seat, Card)>,
    #[serde(default, skip_serializing_if = "When::is_play")]
    pub when: When,
    /// The Duration play this effect adds to (shared by the plays one Throne Room
    /// makes), or the one a start-of-turn step is resolving.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stay: Option<u32>,
    /// The cards that played this one (Throne Room), outermost first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub by: Vec<Card>,
    /// Seats that are done reacting to this Attack.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reacted: Vec<Seat>,
}

impl Effect {
    pub fn new(seat: Seat, card: Card) -> Effect {
        Effect {
            seat,
            card,
            status: Status::New,
            stage: FIRST_STAGE,
            targets: Vec::new(),
            asks: Vec::new(),
            noted: Vec::new(),
            when: When::Play,
            stay: None,
            by: Vec::new(),
            reacted: Vec::new(),
        }
    }

    pub fn timing(seat: Seat, card: Card, when: When) -> Effect {
        Effect { when, ..Effect::new(seat, card) }
    }

    pub fn noted_for(&self, seat: Seat) -> Option<Card> {
        self.noted.iter().find(|(s, _)| *s == seat).map(|(_, c)| *c)
    }
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    Provinces,
    Piles,
}

/// What an `apply` carries along: its randomness and the log it writes.
pub struct ApplyContext<'a> {
    pub rng: &'a mut GameRng,
    pub log: Vec<LogEntry>,
    /// False when nothing reads the log (a simulation): entries are not kept.
    pub logging: bool,
}

impl ApplyContext<'_> {
    pub fn new(rng: &mut GameRng) -> ApplyContext<'_> {
        ApplyContext { rng, log: Vec::new(), logging: true }
    }

    pub fn unlogged(rng: &mut GameRng) -> ApplyContext<'_> {
        ApplyContext { rng, log: Vec::new(), logging: false }
    }

    /// An entry everyone reads. The texts are built only when the log is kept.
    pub fn public(&mut self, text: impl FnOnce() -> Text) {
        if self.logging {
            self.log.push(LogEntry::all(text()));
        }
    }

    /// The full story to `seat`, a redacted one to everyone else.
    pub fn split(&mut self, seat: Seat, private: impl FnOnce() -> Text, public: impl FnOnce() -> Text) {
        if self.logging {
            self.log.extend(LogEntry::split(seat, private(), public()));
        }
    }
}

/// Card ids for a log argument.
pub fn ids(cards: &[Card]) -> Vec<&'static str> {
    cards.iter().map(|c| c.id()).collect()
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Dominion {
    pub players: Vec<Player>,
    pub supply: Vec<SupplyPile>,
    pub trash: Vec<Card>,
    pub turn: Turn,
    pub stack: Vec<Effect>,
    pub show_vp: bool,
    pub ended: Option<EndReason>,
    /// Effects triggered while another resolved (windows after gains): they go on
    /// top of the stack as soon as that effect yields, before it continues.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub queued: Vec<Effect>,
    /// The last id given to a Duration play.
    #[serde(default, skip_serializing_if = "stored::is_zero")]
    pub stays: u32,
}

impl Dominion {
    /// The turn's +Actions, +Buys and +coins a card of `seat` gives.
    pub fn bonus(&mut self, seat: Seat) -> Bonus<'_> {
        Bonus((seat == self.turn.player).then_some(&mut self.turn))
    }

    pub fn seats(&self) -> usize {
        self.players.len()
    }

    /// The other players, clockwise from `seat`'s left.
    pub fn others(&self, seat: Seat) -> Vec<Seat> {
        let n = self.seats();
        (1..n).map(|i| (seat + i) % n).collect()
    }

    pub fn pile(&self, card: Card) -> Option<&SupplyPile> {
        self.supply.iter().find(|p| p.card == card)
    }

    /// Whether `card` has a pile in this game's supply (empty or not).
    pub fn in_kingdom(&self, card: Card) -> bool {
        self.pile(card).is_some()
    }

    pub fn count_in_supply(&self, card: Card) -> u32 {
        self.pile(card).map_or(0, |p| p.count)
    }

    pub fn empty_piles(&self) -> usize {
        self.supply.iter().filter(|p| p.count == 0).count()
    }

    /// Take the top card of `seat`'s deck, first shuffling the discard pile into a
    /// new deck only if the deck is empty. None when both are empty.
    pub fn take_from_deck(&mut self, seat: Seat, cx: &mut ApplyContext) -> Option<Card> {
        let p = &mut self.players[seat];
        let drawn = piles::draw(&mut p.deck, &mut p.discard, cx.rng);
        if drawn.reshuffled {
            cx.public(|| Text::key("dominion-log-shuffle").player("player", seat));
        }
        drawn.card
    }

    /// Draw `n` cards one at a time (reshuffling mid-draw when needed).
    pub fn draw(&mut self, seat: Seat, n: usize, cx: &mut ApplyContext) -> Vec<Card> {
        let mut drawn = Vec::with_capacity(n);
        for _ in 0..n {
            match self.take_from_deck(seat, cx) {
                Some(card) => {
                    self.players[seat].add_to_hand(card);
                    drawn.push(card);
                }
                None => break,
            }
        }
        self.log_draw(seat, &drawn, cx);
        drawn
    }

    pub fn log_draw(&self, seat: Seat, drawn: &[Card], cx: &mut ApplyContext) {
        if !drawn.is_empty() {
            // Arguments in name order: one allocation and no search, on every draw.
            let cards = || Arg::cards(drawn.iter().map(|c| c.id()));
            let count = Arg::number(drawn.len());
            cx.split(
                seat,
                || Text::with_args("dominion-log-draw", [("cards", cards()), ("player", Arg::Player(seat))]),
                || Text::with_args("dominion-log-draw-count", [("n", count), ("player", Arg::Player(seat))]),
            );
        }
    }

    /// Move a card from the supply to `dest`; false (and nothing else happens) if
    /// the pile is empty. Every gain passes here: on-gain abilities hook in here.
    fn put_gained(&mut self, seat: Seat, card: Card, dest: Dest) -> bool {
        match self.supply.iter_mut().find(|p| p.card == card && p.count > 0) {
            Some(pile) => pile.count -= 1,
            None => return false,
        }
        let p = &mut self.players[seat];
        match dest {
            Dest::Discard => p.discard.put_top(card),
            Dest::Hand => p.add_to_hand(card),
            Dest::DeckTop => p.deck.put_top(card),
            Dest::SetAside => p.set_aside.push(card),
        }
        self.turn.gained.push(Gained { seat, card });
        for watcher in cards::GAIN_WATCHERS {
            if let Some(note) = effects::triggers(watcher).card_gained {
                note(self, seat, card);
            }
        }
        true
    }

    /// Gain a card from the supply. A failed gain (empty pile) does nothing else.
    pub fn gain(&mut self, seat: Seat, card: Card, dest: Dest, cx: &mut ApplyContext) -> bool {
        let gained = self.put_gained(seat, card, dest);
        let key = match (gained, dest) {
            (false, _) => "dominion-log-gain-failed",
            (true, Dest::Discard) => "dominion-log-gain",
            (true, Dest::Hand) => "dominion-log-gain-to-hand",
            (true, Dest::DeckTop) => "dominion-log-gain-to-deck",
            (true, Dest::SetAside) => "dominion-log-gain-set-aside",
        };
        cx.public(|| Text::key(key).player("player", seat).card("card", card.id()));
        if gained {
            self.after_gain(seat, card, dest, false);
        }
        gained
    }

    /// Pay for and gain a card (the caller has checked the buy is allowed). With
    /// on-buy effects, they resolve first and the gain waits for them on the
    /// stack (the rulebook's order: buy, on-buy, gain, on-gain).
    pub fn buy(&mut self, seat: Seat, card: Card, cx: &mut ApplyContext) {
        self.turn.coins -= self.cost(card);
        self.turn.buys -= 1;
        self.turn.bought = true;
        match self.window_for(Event::Buy { seat, card }) {
            Some(window) => {
                cx.public(|| Text::key("dominion-log-buy-first").player("player", seat).card("card", card.id()));
                self.stack.push(Effect::timing(seat, card, When::GainBought));
                self.stack.push(window);
            }
            None => {
                if self.put_gained(seat, card, Dest::Discard) {
                    cx.public(|| Text::key("dominion-log-buy").player("player", seat).card("card", card.id()));
                    self.after_gain(seat, card, Dest::Discard, true);
                }
            }
        }
    }

    /// The gain of a bought card whose on-buy effects are done; it may fail.
    pub fn gain_bought(&mut self, seat: Seat, card: Card, cx: &mut ApplyContext) {
        let gained = self.put_gained(seat, card, Dest::Discard);
        let key = if gained { "dominion-log-gain" } else { "dominion-log-gain-failed" };
        cx.public(|| Text::key(key).player("player", seat).card("card", card.id()));
        if gained {
            self.after_gain(seat, card, Dest::Discard, true);
        }
    }

    /// Cards have gone to the trash: their on-trash effects and others' resolve
    /// before the card that trashed them goes on.
    pub fn trashed(&mut self, seat: Seat, cards: &[Card]) {
        if let Some(w) = self.window_for(Event::Trash { seat, cards: cards.to_vec() }) {
            self.queued.push(w);
        }
    }

    /// Cards were discarded (not merely put into the discard pile, as Cleanup
    /// does): Tunnel, Trail and Weaver may respond.
    pub fn discarded(&mut self, seat: Seat, cards: &[Card]) {
        if let Some(w) = self.window_for(Event::Discard { seat, cards: cards.to_vec() }) {
            self.queued.push(w);
        }
    }

    /// Trash cards from a hand, all at once. The caller has checked the hand holds them.
    pub fn trash_from_hand(&mut self, seat: Seat, cards: &[Card], cx: &mut ApplyContext) {
        if cards.is_empty() {
            return;
        }
        for c in cards {
            self.players[seat].take_from_hand(*c);
            self.trash.push(*c);
        }
        cx.public(|| Text::key("dominion-log-trash").player("player", seat).cards("cards", ids(cards)));
        self.trashed(seat, cards);
    }

    /// Discard cards from a hand, all at once (face up: everyone sees them).
    pub fn discard_from_hand(&mut self, seat: Seat, cards: &[Card], cx: &mut ApplyContext) {
        if cards.is_empty() {
            return;
        }
        for c in cards {
            self.players[seat].take_from_hand(*c);
            self.players[seat].discard.put_top(*c);
        }
        cx.public(|| Text::key("dominion-log-discard").player("player", seat).cards("cards", ids(cards)));
        self.discarded(seat, cards);
    }

    /// Show a whole hand that lacks what an Attack wanted (`key` says what) to
    /// everyone; it stays in hand.
    pub fn reveal_hand(&self, seat: Seat, key: &'static str, cx: &mut ApplyContext) {
        let hand = ids(&self.players[seat].hand);
        let text = if hand.is_empty() {
            Text::key("dominion-log-reveal-empty-hand").player("player", seat)
        } else {
            Text::key(key).player("player", seat).cards("cards", hand)
        };
        cx.public(|| text);
    }

    /// Put a card from hand onto the deck, unseen by the others.
    pub fn topdeck_from_hand(&mut self, seat: Seat, card: Card, cx: &mut ApplyContext) {
        if self.players[seat].take_from_hand(card) {
            self.players[seat].deck.put_top(card);
            cx.split(
                seat,
                || Text::key("dominion-log-topdeck").player("player", seat).card("card", card.id()),
                || Text::key("dominion-log-topdeck-hidden").player("player", seat),
            );
        }
    }

    /// Play a Treasure from hand (the caller has checked it is one and in hand).
    pub fn play_treasure(&mut self, seat: Seat, card: Card, cx: &mut ApplyContext) {
        if !self.players[seat].take_from_hand(card) {
            return;
        }
        self.players[seat].in_play.push(card);
        self.turn.coins += card.info().coins;
        if let Some(played) = effects::triggers(card).played_as_treasure {
            played(self, seat, cx);
        }
        for watcher in cards::TREASURE_WATCHERS {
            if let Some(sees) = effects::triggers(watcher).treasure_played {
                sees(self, seat, card, cx);
            }
        }
    }

    pub fn victory_points(&self, seat: Seat) -> i64 {
        let p = &self.players[seat];
        let owned = p.owned().count() as i64;
        p.owned().map(|c| effects::triggers(c).worth.map_or(c.info().vp, |worth| worth(owned))).sum()
    }

    /// Whether `card` ever scores: printed victory points, or worth some by a
    /// rule of its own (Gardens).
    pub fn scores_points(card: Card) -> bool {
        card.info().vp != 0 || effects::triggers(card).worth.is_some()
    }

    /// How many copies of `card` the seat owns and the points they make, as
    /// [`Dominion::victory_points`] counts them.
    pub fn points_from(&self, seat: Seat, card: Card) -> (usize, i64) {
        let p = &self.players[seat];
        let owned = p.owned().count() as i64;
        let copies = p.owned().filter(|c| *c == card).count();
        let each = effects::triggers(card).worth.map_or(card.info().vp, |worth| worth(owned));
        (copies, each * copies as i64)
    }

    /// The kinds of card that score in this game, in supply order.
    pub fn scoring_kinds(&self) -> impl Iterator<Item = Card> + '_ {
        self.supply.iter().map(|p| p.card).filter(|c| Dominion::scores_points(*c))
    }

    /// Whether the game ends after the current turn.
    pub fn end_reason(&self) -> Option<EndReason> {
        let piles_to_end = if self.seats() >= 5 { 4 } else { 3 };
        if self.count_in_supply(Card::Province) == 0 {
            Some(EndReason::Provinces)
        } else if self.empty_piles() >= piles_to_end {
            Some(EndReason::Piles)
        } else {
            None
        }
    }
}
