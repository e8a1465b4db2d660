//! The rulebook's timing rules around plays and gains, once for every card:
//!
//! - Duration plays ([`Staying`]): what a play still does at the start of its
//!   owner's next turn, the lasting effects until then, and which cards it keeps
//!   in play (the Duration card and any card that played it) until the
//!   Cleanup of the turn its last effect happens. The effects happen even if the
//!   card has left play.
//! - The start of a turn: the player's Duration effects, in the order they choose
//!   when the order can matter (effects with a decision); effects without one
//!   commute and resolve without asking.
//! - Windows after an event (a buy, a gain, a trash, a discard): each player,
//!   starting with the turn's player and going clockwise, resolves the abilities
//!   that respond to it in the order they choose, any number of the optional
//!   ones; then the next player. The rulebook's buy order: buy, on-buy effects (the
//!   gain waits for them on the stack), gain, on-gain effects; a failed gain
//!   opens no window, but its buy's on-buy effects have happened. Windows open
//!   while a card resolves go on top of it as soon as it yields, so on-trash
//!   effects come before the rest of the card that trashed. Only "discard"
//!   opens a discard window; Cleanup puts cards into the discard pile.
//! - The end of the Buy phase and the start of Cleanup, and Cleanup keeping
//!   Durations in play.
//!
//! Which cards take part, and what they do, the cards declare ([`Triggers`]);
//! this module only collects those declarations in the order of the tables in
//! `cards`. A window is opened only when some card could respond, so games
//! without such cards never see one.

use super::asks::{Ask, AskKind, Filter, Input, NONE};
use super::cards::{self, Card, CardType};
use super::effects::{self, Resolve, Step};
use super::hinterlands;
use super::seaside::Until;
use super::state::{ApplyContext, Dest, Dominion, Effect, Event, FIRST_STAGE, Later, Player, Staying, When, ids};
use engine::{Opt, Seat, Text};

/// What a card does beyond its play, declared beside its effect in its set's
/// module; the timing here only collects and orders these.
#[derive(Clone, Copy, Default)]
pub struct Triggers {
    /// Responses to a gain, a buy, a trash, a discard (in the windows).
    pub on_gain: Option<Respond>,
    pub on_buy: Option<Respond>,
    pub on_trash: Option<Respond>,
    pub on_discard: Option<Respond>,
    /// Responding takes the gained card away: it has no on-gain effects left.
    pub exchanges: bool,
    /// This Treasure, played: what it does after its printed coins are added.
    pub played_as_treasure: Option<fn(&mut Dominion, Seat, &mut ApplyContext)>,
    /// Any Treasure (the card given) is played by `seat`.
    pub treasure_played: Option<fn(&mut Dominion, Seat, Card, &mut ApplyContext)>,
    /// Any card is gained by `seat` (nothing to decide: it only takes note).
    pub card_gained: Option<fn(&mut Dominion, Seat, Card)>,
    /// At the end of the Buy phase: whether it has something to do, and doing it.
    pub end_of_buy: Option<Timed>,
    /// At the start of Cleanup, likewise.
    pub cleanup: Option<Timed>,
    /// Its own step when it triggers with decisions (`When::Ability`).
    pub ability: Option<Resolve>,
    /// Cards set aside with its Duration play are face down: only their owner sees them.
    pub holds_face_down: bool,
    /// In the hand when another player plays an Attack.
    pub attack_reaction: Option<AttackReaction>,
    /// Whether a lasting effect of it keeps `seat` out of every Attack.
    pub shields: Option<fn(&Dominion, Seat) -> bool>,
    /// At the end of `seat`'s turn, after Cleanup (nothing to decide).
    pub end_of_turn: Option<fn(&mut Dominion, Seat)>,
    /// Its victory points, from the number of cards its owner has, when they
    /// are not printed.
    pub worth: Option<fn(i64) -> i64>,
    /// Where its holder's standing order is kept, when not in the shared
    /// "ask me" list (a field of its own, in the stored form of a player).
    pub own_standing_order: Option<StandingOrderField>,
}

/// A standing order kept in a field of its own: whether it says "ask me", and
/// setting it.
#[derive(Clone, Copy)]
pub struct StandingOrderField {
    pub asks: fn(&Player) -> bool,
    pub set: fn(&mut Player, bool),
}

/// How a card in hand answers another player's Attack.
#[derive(Clone, Copy)]
pub enum AttackReaction {
    /// Revealed, it keeps its holder out of the Attack. `at_once`: the holder's
    /// standing order reveals it without asking; `ask` and `label` are the
    /// question and the option when they are asked, `log` what everyone reads.
    Block { at_once: fn(&Dominion, Seat) -> bool, ask: &'static str, label: &'static str, log: &'static str },
    /// Played from hand first; its holder may then react again.
    Play { at_once: fn(&Dominion, Seat) -> bool },
}

impl Triggers {
    pub fn response_to(&self, event: &Event) -> Option<Respond> {
        match event {
            Event::Gain { .. } => self.on_gain,
            Event::Buy { .. } => self.on_buy,
            Event::Trash { .. } => self.on_trash,
            Event::Discard { .. } => self.on_discard,
        }
    }
}

/// A response in a window: whether the seat may respond now (`Some(true)`
/// when it must), and what responding does (plays and abilities it starts
/// are returned to run first).
#[derive(Clone, Copy)]
pub struct Respond {
    pub may: fn(&Dominion, &Seen) -> Option<bool>,
    pub run: fn(&mut Dominion, &mut Effect, Seat, &mut ApplyContext) -> Vec<Effect>,
}

/// A step of the turn's player at a fixed point of the turn: whether it has
/// anything to do now, and its effect.
#[derive(Clone, Copy)]
pub struct Timed {
    pub pending: fn(&Dominion) -> bool,
    pub resolve: Resolve,
}

/// A window's event as one responding seat sees it.
pub struct Seen<'a> {
    pub event: &'a Event,
    pub seat: Seat,
    pub on_turn: bool,
    /// The event is about this seat's own cards.
    pub own: bool,
    /// For a gain: the card is still where it was gained and not exchanged.
    pub here: bool,
    /// For a gain: a response of this seat took the card away.
    pub exchanged: bool,
    noted: &'a [(Seat, Card)],
}

impl Seen<'_> {
    /// How many times this seat has responded with `card` in this window.
    pub fn used(&self, card: Card) -> usize {
        self.noted.iter().filter(|(s, c)| *s == self.seat && *c == card).count()
    }

    /// Whether `card` is the card this seat gained and its own on-gain ability
    /// is still to come.
    pub fn gained_itself(&self, card: Card) -> bool {
        matches!(self.event, Event::Gain { card: gained, .. } if *gained == card)
            && self.own
            && !self.exchanged
            && self.used(card) == 0
    }

    /// How many copies of `card` the trashed or discarded cards hold beyond those
    /// this seat has already responded with.
    pub fn unanswered(&self, card: Card) -> usize {
        let cards = match self.event {
            Event::Trash { cards, .. } | Event::Discard { cards, .. } => cards.as_slice(),
            _ => &[],
        };
        cards.iter().filter(|c| **c == card).count().saturating_sub(self.used(card))
    }
}

/// The gain a window is open for: who gained what, and where it went.
pub fn gain_of(fx: &Effect) -> Option<(Seat, Card, Dest)> {
    match &fx.when {
        When::Window { event: Event::Gain { seat, card, dest, .. } } => Some((*seat, *card, *dest)),
        _ => None,
    }
}

/// The card a buy window is open for.
pub fn bought_in(fx: &Effect) -> Option<Card> {
    match &fx.when {
        When::Window { event: Event::Buy { card, .. } } => Some(*card),
        _ => None,
    }
}

impl Dominion {
    /// Whether any Duration card is in this game (only then are Throne Room's
    /// plays linked to a Duration record).
    pub fn has_durations(&self) -> bool {
        self.supply.iter().any(|p| p.card.is_duration())
    }

    pub fn new_stay(&mut self) -> u32 {
        self.stays += 1;
        self.stays
    }

    /// Record what the play `fx` still does on its owner's next turn and until
    /// then; the play (and what played it) stays in play meanwhile.
    pub fn later(&mut self, fx: &mut Effect, next: Vec<Later>, until: Vec<Until>) -> &mut Staying {
        let id = match fx.stay {
            Some(id) => id,
            None => {
                let id = self.new_stay();
                fx.stay = Some(id);
                id
            }
        };
        let seat = fx.seat;
        let chain: Vec<Card> = fx.by.iter().copied().chain([fx.card]).collect();
        let durations = &mut self.players[seat].durations;
        let i = match durations.iter().position(|d| d.id == id) {
            Some(i) => i,
            None => {
                durations.push(Staying {
                    id,
                    card: fx.card,
                    keeps: Vec::new(),
                    next: Vec::new(),
                    until: Vec::new(),
                    held: Vec::new(),
                    spent: false,
                });
                durations.len() - 1
            }
        };
        let d = &mut durations[i];
        // One copy of each card of the chain, counted per kind: Throne Room on
        // Throne Room keeps both.
        for (k, c) in chain.iter().enumerate() {
            let wanted = chain[..=k].iter().filter(|x| *x == c).count();
            if d.keeps.iter().filter(|x| *x == c).count() < wanted {
                d.keeps.push(*c);
            }
        }
        d.next.extend(next);
        d.until.extend(until);
        d
    }

    /// Every lasting effect of `owner`'s Duration plays.
    pub fn lasting(&self, owner: Seat) -> impl Iterator<Item = &Until> {
        self.players[owner].durations.iter().flat_map(|d| &d.until)
    }

    /// The card whose lasting effect keeps `seat` out of Attacks, if any.
    pub fn shield_of(&self, seat: Seat) -> Option<Card> {
        cards::ATTACK_SHIELDS.into_iter().find(|c| effects::triggers(*c).shields.is_some_and(|f| f(self, seat)))
    }

    /// Cleanup for `seat`: the hand, then the cards in play that no unfinished
    /// Duration play keeps, go to the discard pile.
    pub fn clean_up(&mut self, seat: Seat) {
        let schemed = std::mem::take(&mut self.turn.schemed);
        let p = &mut self.players[seat];
        p.durations.retain(|d| !d.spent);
        let mut keep: Vec<Card> = p.durations.iter().flat_map(|d| d.keeps.iter().copied()).collect();
        let mut leaves = Vec::new();
        // In place: the hand and the play area keep their memory for the next turn.
        p.in_play.retain(|&c| match keep.iter().position(|k| *k == c) {
            Some(i) => {
                keep.remove(i);
                true
            }
            None => {
                leaves.push(c);
                false
            }
        });
        // Scheme's picks go onto the deck instead of the discard pile.
        let mut onto_deck = Vec::new();
        for c in schemed {
            if let Some(i) = leaves.iter().position(|l| *l == c) {
                leaves.remove(i);
                onto_deck.push(c);
            }
        }
        for c in p.hand.drain(..).chain(leaves) {
            p.discard.put_top(c);
        }
        for c in onto_deck {
            p.deck.put_top(c);
        }
    }

    /// The start of `seat`'s turn: lasting effects end, then the Duration effects.
    pub fn start_turn(&mut self, seat: Seat) {
        let p = &mut self.players[seat];
        for d in &mut p.durations {
            d.until.clear();
        }
        if let Some(first) = p.durations.iter().find(|d| !d.spent) {
            let card = first.card;
            self.stack.push(Effect::timing(seat, card, When::StartOfTurn));
        }
    }

    /// A card was gained: open a window if any card could respond.
    pub fn after_gain(&mut self, seat: Seat, card: Card, dest: Dest, bought: bool) {
        let third_action = hinterlands::third_action_gained(self, seat, card);
        if let Some(w) = self.window_for(Event::Gain { seat, card, dest, bought, third_action }) {
            self.queued.push(w);
        }
    }

    /// A window for `event`, if any card of any player could respond to it.
    pub fn window_for(&self, event: Event) -> Option<Effect> {
        let card = match &event {
            Event::Gain { card, .. } | Event::Buy { card, .. } => *card,
            Event::Trash { cards, .. } | Event::Discard { cards, .. } => cards.first().copied().unwrap_or(Card::Curse),
        };
        let fx = Effect::timing(self.turn.player, card, When::Window { event });
        let n = self.seats();
        let responds = (0..n).any(|i| !self.responses(&fx, (self.turn.player + i) % n).is_empty());
        responds.then(|| Effect { targets: self.from_turn_player(), ..fx })
    }

    /// Every seat, the turn's player first, then clockwise.
    pub fn from_turn_player(&self) -> Vec<Seat> {
        let n = self.seats();
        (0..n).map(|i| (self.turn.player + i) % n).collect()
    }

    /// Whether `seat` wants to be asked about a reaction rather than have its
    /// standing default apply.
    pub fn asks_about(&self, seat: Seat, card: Card) -> bool {
        self.players[seat].ask_me.contains(&card)
    }

    /// The abilities of `seat` that may respond to the window's event now, each
    /// with whether it must: one entry per kind, in the order of the responders'
    /// table. A player picks among several in any order; those that must
    /// happen leave no "none" option.
    fn responses(&self, fx: &Effect, seat: Seat) -> Vec<(Card, bool)> {
        let When::Window { event } = &fx.when else { return Vec::new() };
        let (own, responders): (bool, &[Card]) = match event {
            Event::Gain { seat: gainer, .. } => (seat == *gainer, &cards::GAIN_RESPONDERS),
            Event::Buy { seat: buyer, .. } => (seat == *buyer, &cards::BUY_RESPONDERS),
            Event::Trash { seat: trasher, .. } => (seat == *trasher, &cards::TRASH_RESPONDERS),
            Event::Discard { seat: discarder, .. } => (seat == *discarder, &cards::DISCARD_RESPONDERS),
        };
        // A response that took the gained card away leaves it no on-gain effects.
        let exchanged = own && fx.noted.iter().any(|(s, c)| *s == seat && effects::triggers(*c).exchanges);
        let here = match event {
            &Event::Gain { seat: gainer, card, dest, .. } => !exchanged && self.still_where_gained(gainer, card, dest),
            _ => false,
        };
        let seen = Seen { event, seat, on_turn: seat == self.turn.player, own, here, exchanged, noted: &fx.noted };
        responders
            .iter()
            .filter_map(|&card| {
                let respond = effects::triggers(card).response_to(event)?;
                (respond.may)(self, &seen).map(|must| (card, must))
            })
            .collect()
    }

    fn still_where_gained(&self, seat: Seat, card: Card, dest: Dest) -> bool {
        let p = &self.players[seat];
        match dest {
            Dest::Discard => p.discard.contains(&card),
            Dest::Hand => p.hand.contains(&card),
            Dest::DeckTop => p.deck.top() == Some(&card),
            Dest::SetAside => false,
        }
    }

    /// Take a gained card back from where it went; false if it is not there.
    pub fn take_gained(&mut self, seat: Seat, card: Card, dest: Dest) -> bool {
        if !self.still_where_gained(seat, card, dest) {
            return false;
        }
        let p = &mut self.players[seat];
        match dest {
            Dest::Discard => p.discard.remove(&card).is_some(),
            Dest::Hand => p.take_from_hand(card),
            Dest::DeckTop => p.deck.take_top().is_some(),
            Dest::SetAside => false,
        }
    }

    /// Resolve one response of `seat`; plays and abilities it starts are
    /// returned to run first.
    fn respond(&mut self, fx: &mut Effect, seat: Seat, card: Card, cx: &mut ApplyContext) -> Vec<Effect> {
        let respond = match &fx.when {
            When::Window { event } => effects::triggers(card).response_to(event),
            _ => return Vec::new(),
        };
        fx.noted.push((seat, card));
        match respond {
            Some(respond) => (respond.run)(self, fx, seat, cx),
            None => Vec::new(),
        }
    }

    /// A card already taken from where it was goes into play; its effect is returned.
    pub fn put_in_play(&mut self, seat: Seat, card: Card, cx: &mut ApplyContext) -> Effect {
        self.players[seat].in_play.push(card);
        cx.public(|| Text::key("dominion-log-play").player("player", seat).card("card", card.id()));
        Effect::new(seat, card)
    }

    /// The first card whose end-of-Buy step has something to do now.
    pub fn end_of_buy_pending(&self) -> Option<Card> {
        cards::END_OF_BUY.into_iter().find(|c| effects::triggers(*c).end_of_buy.is_some_and(|t| (t.pending)(self)))
    }

    /// The first card whose start-of-Cleanup step has something to do now.
    pub fn cleanup_pending(&self) -> Option<Card> {
        cards::AT_CLEANUP.into_iter().find(|c| effects::triggers(*c).cleanup.is_some_and(|t| (t.pending)(self)))
    }
}

fn card_opt(card: Card) -> Opt {
    Opt::new(card.id(), Text::key("dominion-opt-card").card("card", card.id()))
}

/// A triggered ability with decisions: `card`'s, about `about`.
pub fn ability(seat: Seat, card: Card, about: Card) -> Effect {
    Effect { noted: vec![(seat, about)], ..Effect::timing(seat, card, When::Ability) }
}

/// A window: player by player, the abilities responding to its event.
pub fn window(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    if let Input::Key(seat, key) = input {
        if key == NONE {
            fx.stage += 1;
        } else if let Some(card) = Card::from_id(&key) {
            let plays = g.respond(fx, seat, card, cx);
            if !plays.is_empty() {
                return Step::Push(plays);
            }
        }
    }
    loop {
        let Some(&seat) = fx.targets.get(fx.stage as usize) else { return Step::Done };
        let avail = g.responses(fx, seat);
        let must = avail.iter().filter(|(_, m)| *m).count();
        match avail.as_slice() {
            [] => fx.stage += 1,
            [(card, true)] => {
                let plays = g.respond(fx, seat, *card, cx);
                if !plays.is_empty() {
                    return Step::Push(plays);
                }
            }
            _ => {
                let mut options: Vec<Opt> = avail.iter().map(|(c, _)| card_opt(*c)).collect();
                if must == 0 {
                    options.push(Opt::new(NONE, Text::key("dominion-opt-respond-none")));
                }
                let text = match &fx.when {
                    When::Window { event: Event::Gain { seat: gainer, card, .. } } => {
                        Text::key("dominion-ask-respond-gain").player("player", *gainer).card("card", card.id())
                    }
                    When::Window { event: Event::Buy { card, .. } } => {
                        Text::key("dominion-ask-respond-buy").card("card", card.id())
                    }
                    When::Window { event: Event::Trash { cards, .. } } => {
                        Text::key("dominion-ask-respond-trash").cards("cards", ids(cards))
                    }
                    When::Window { event: Event::Discard { cards, .. } } => {
                        Text::key("dominion-ask-respond-discard").cards("cards", ids(cards))
                    }
                    _ => Text::key("dominion-ask-respond"),
                };
                fx.asks.push(Ask { seat, text, kind: AskKind::Choose { options } });
                return Step::Wait;
            }
        }
    }
}

/// The start of a turn: each unfinished Duration play of the player resolves
/// what it still does, in the order the player picks when it can matter.
pub fn start_of_turn(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Key(_, key) => {
            let picked = Card::from_id(&key);
            fx.stay = g.players[seat].durations.iter().find(|d| !d.spent && Some(d.card) == picked).map(|d| d.id);
            fx.stage = FIRST_STAGE;
        }
        Input::Cards(_, cards) => {
            // The cards for a Discard effect.
            g.discard_from_hand(seat, &cards, cx);
            fx.stage += 1;
        }
        Input::Card(_, picked) => {
            match current(g, fx) {
                Some(Later::GainTreasure) => {
                    if let Some(card) = picked {
                        g.gain(seat, card, Dest::Hand, cx);
                    }
                }
                Some(Later::MayTrash) => {
                    if let Some(card) = picked {
                        g.trash_from_hand(seat, &[card], cx);
                    }
                }
                _ => {}
            }
            fx.stage += 1;
        }
        Input::Start | Input::Resume | Input::Yes(..) => {}
    }
    loop {
        if fx.stay.is_none() {
            let open: Vec<&Staying> = g.players[seat].durations.iter().filter(|d| !d.spent).collect();
            if open.is_empty() {
                return Step::Done;
            }
            let mut kinds: Vec<Card> = open.iter().map(|d| d.card).collect();
            kinds.sort();
            kinds.dedup();
            let choose = kinds.len() > 1 && open.iter().any(|d| d.next.iter().any(Later::asks));
            if choose {
                let options = kinds.into_iter().map(card_opt).collect();
                let text = Text::key("dominion-ask-duration-order");
                fx.asks.push(Ask { seat, text, kind: AskKind::Choose { options } });
                return Step::Wait;
            }
            fx.stay = Some(open[0].id);
            fx.stage = FIRST_STAGE;
        }
        let Some(later) = current(g, fx) else {
            // This play has done all it had to: it leaves play in this Cleanup.
            if let Some(d) = g.players[seat].durations.iter_mut().find(|d| Some(d.id) == fx.stay) {
                d.spent = true;
            }
            fx.stay = None;
            continue;
        };
        let card = g.players[seat].durations.iter().find(|d| Some(d.id) == fx.stay).map_or(fx.card, |d| d.card);
        fx.card = card;
        match later {
            Later::Cards(n) => {
                g.draw(seat, n as usize, cx);
            }
            Later::Actions(n) => {
                g.bonus(seat).actions(n);
            }
            Later::Buys(n) => {
                g.bonus(seat).buys(n);
            }
            Later::Coins(n) => {
                g.bonus(seat).coins(n);
            }
            Later::TakeHeld => {
                let held = g.players[seat]
                    .durations
                    .iter_mut()
                    .find(|d| Some(d.id) == fx.stay)
                    .map(|d| std::mem::take(&mut d.held))
                    .unwrap_or_default();
                for c in &held {
                    g.players[seat].add_to_hand(*c);
                }
                if !held.is_empty() {
                    let private = Text::key("dominion-log-take-held").player("player", seat).cards("cards", ids(&held));
                    if effects::triggers(card).holds_face_down {
                        let public =
                            Text::key("dominion-log-take-held-count").player("player", seat).num("n", held.len());
                        cx.split(seat, || private, || public);
                    } else {
                        cx.public(|| private);
                    }
                }
            }
            Later::Discard(n) => {
                let n = (n as usize).min(g.players[seat].hand.len());
                if n > 0 {
                    let text = Text::key("dominion-ask-discard-n").card("card", card.id()).num("n", n);
                    let kind = AskKind::HandCards { min: n, max: n, filter: Filter::Any };
                    fx.asks.push(Ask { seat, text, kind });
                    return Step::Wait;
                }
            }
            Later::GainTreasure => {
                let text = Text::key("dominion-ask-pirate-gain");
                let kind = AskKind::Supply { max_cost: 6, filter: Filter::Type(CardType::Treasure) };
                fx.asks.push(Ask { seat, text, kind });
                return Step::Wait;
            }
            Later::MayTrash => {
                let none = Some(Text::key("dominion-opt-trash-nothing"));
                let kind = AskKind::HandCard { filter: Filter::Any, none };
                fx.asks.push(Ask { seat, text: Text::key("dominion-ask-sailor-trash"), kind });
                return Step::Wait;
            }
            Later::ExtraTurn => {}
        }
        fx.stage += 1;
    }
}

/// The Later effect the start-of-turn step is at, if its play has one left.
fn current(g: &Dominion, fx: &Effect) -> Option<Later> {
    let d = g.players[fx.seat].durations.iter().find(|d| Some(d.id) == fx.stay)?;
    d.next.get(fx.stage as usize).cloned()
}
