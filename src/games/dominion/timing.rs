//! The seed's timing rules around plays and gains, once for every card:
//!
//! - Duration plays ([`Staying`]): what a play still does at the start of its
//!   owner's next turn, the lasting effects until then, and which cards it keeps
//!   in play (the Duration card and any Throne Room that played it) until the
//!   Cleanup of the turn its last effect happens. The effects happen even if the
//!   card has left play.
//! - The start of a turn: the player's Duration effects, in the order they choose
//!   when the order can matter (effects with a decision); effects without one
//!   commute and resolve without asking.
//! - Windows after an event (a buy, a gain, a trash, a discard): each player,
//!   starting with the turn's player and going clockwise, resolves the abilities
//!   that respond to it in the order they choose, any number of the optional
//!   ones; then the next player. The seed's buy order: buy, on-buy effects (the
//!   gain waits for them on the stack), gain, on-gain effects; a failed gain
//!   opens no window, but its buy's on-buy effects have happened. Windows open
//!   while a card resolves go on top of it as soon as it yields, so on-trash
//!   effects come before the rest of the card that trashed. Only "discard"
//!   opens a discard window; Cleanup puts cards into the discard pile.
//! - The end of the Buy phase (Treasury), and Cleanup keeping Durations in play.
//!
//! A window is opened only when some card could respond, so games without such
//! cards never see one.

use super::asks::{Ask, AskKind, Filter, Input, NONE};
use super::cards::{Card, CardType};
use super::effects::Step;
use super::hinterlands;
use super::state::{ApplyContext, Dest, Dominion, Effect, Event, FIRST_STAGE, Later, Staying, Until, When, ids};
use engine::{Opt, Seat, Text};

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

    /// Whether a Lighthouse protects `seat` from Attacks.
    pub fn shielded(&self, seat: Seat) -> bool {
        self.lasting(seat).any(|u| *u == Until::Shield)
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
        let third_action = card.is_action()
            && seat == self.turn.player
            && !self.turn.cauldrons.is_empty()
            && self.turn.gained.iter().filter(|g| g.seat == seat && g.card.is_action()).count() == 3;
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
    /// with whether it must: one entry per kind. A player picks among several in
    /// any order; those that must happen leave no "none" option.
    fn responses(&self, fx: &Effect, seat: Seat) -> Vec<(Card, bool)> {
        let When::Window { event } = &fx.when else { return Vec::new() };
        let used = |c: Card| fx.noted.iter().filter(|(s, n)| *s == seat && *n == c).count();
        let copies = |cards: &[Card], c: Card| cards.iter().filter(|x| **x == c).count();
        let mut out: Vec<(Card, bool)> = Vec::new();
        let p = &self.players[seat];
        let on_turn = seat == self.turn.player;
        match event {
            &Event::Gain { seat: gainer, card, dest, bought, third_action } => {
                // Monkey: each watching play draws a card for its owner.
                let monkeys = self.lasting(seat).filter(|u| **u == Until::Monkey { watch: gainer }).count();
                if monkeys > used(Card::Monkey) {
                    out.push((Card::Monkey, true));
                }
                // Blockade: a copy of the held card gained by a target on their turn.
                let blockades = p
                    .durations
                    .iter()
                    .filter(|d| d.held.contains(&card))
                    .flat_map(|d| &d.until)
                    .filter(|u| matches!(u, Until::Blockade { targets } if targets.contains(&gainer)))
                    .count();
                if gainer == self.turn.player && blockades > used(Card::Blockade) {
                    out.push((Card::Blockade, true));
                }
                // Pirate: any player gains a Treasure; play it from hand. Each copy
                // may react. Off-turn, by default it is played at once (so nobody
                // waits on its holder); its holder may ask to be asked instead.
                if card.is_treasure() && p.hand.contains(&Card::Pirate) {
                    out.push((Card::Pirate, !on_turn && !self.asks_about(seat, Card::Pirate)));
                }
                let own = seat == gainer;
                // Once Trader has exchanged the card, it has no on-gain effects left.
                let exchanged = own && used(Card::Trader) > 0;
                let here = !exchanged && self.still_where_gained(gainer, card, dest);
                // Sailor: once per Sailor this turn, play a Duration card one gains.
                if own && on_turn && self.turn.counts.get(Card::Sailor) > 0 && card.is_duration() && used(Card::Sailor) == 0 && here {
                    out.push((Card::Sailor, false));
                }
                // The gained card's own on-gain ability.
                if own && !exchanged && used(card) == 0 {
                    match card {
                        Card::BorderVillage | Card::Inn | Card::Souk | Card::Nomads => out.push((card, true)),
                        Card::Berserker if here && p.in_play.iter().any(|c| c.is_action()) => out.push((card, true)),
                        Card::Trail if here => out.push((card, false)),
                        _ => {}
                    }
                }
                // Trader: exchange the gained card for a Silver. Off-turn, by
                // default only Curses, at once (so nobody waits on its holder).
                if own && here && card != Card::Silver && p.hand.contains(&Card::Trader) {
                    if on_turn || self.asks_about(seat, Card::Trader) {
                        out.push((Card::Trader, false));
                    } else if card == Card::Curse {
                        out.push((Card::Trader, true));
                    }
                }
                // Haggler: after a bought card, a cheaper non-Victory card per Haggler.
                if own && on_turn && bought && self.turn.counts.get(Card::Haggler) as usize > used(Card::Haggler) {
                    out.push((Card::Haggler, true));
                }
                // Cauldron: the third Action gained this turn curses the others.
                if own && on_turn && third_action && self.turn.cauldrons.len() > used(Card::Cauldron) {
                    out.push((Card::Cauldron, true));
                }
                // Fool's Gold: another player gained a Province. By default it is
                // trashed for a Gold at once (so nobody waits on its holder).
                // Each response trashes one, so any left in hand may still react.
                if !own && card == Card::Province && p.hand.contains(&Card::FoolsGold) {
                    out.push((Card::FoolsGold, !self.asks_about(seat, Card::FoolsGold)));
                }
            }
            Event::Buy { seat: buyer, card } => {
                // Farmland's on-buy effect.
                if seat == *buyer && *card == Card::Farmland && used(Card::Farmland) == 0 {
                    out.push((Card::Farmland, true));
                }
            }
            Event::Trash { seat: trasher, cards } => {
                if seat == *trasher {
                    if copies(cards, Card::Nomads) > used(Card::Nomads) {
                        out.push((Card::Nomads, true));
                    }
                    if copies(cards, Card::Trail) > used(Card::Trail) && self.trash.contains(&Card::Trail) {
                        out.push((Card::Trail, false));
                    }
                }
            }
            Event::Discard { seat: discarder, cards } => {
                if seat == *discarder {
                    if copies(cards, Card::Tunnel) > used(Card::Tunnel) {
                        out.push((Card::Tunnel, false));
                    }
                    for c in [Card::Trail, Card::Weaver] {
                        if copies(cards, c) > used(c) && p.discard.contains(&c) {
                            out.push((c, false));
                        }
                    }
                }
            }
        }
        out
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
        let When::Window { event } = fx.when.clone() else { return Vec::new() };
        fx.noted.push((seat, card));
        match event {
            Event::Gain { seat: gainer, card: gained, dest, .. } => match card {
                Card::Monkey => {
                    self.draw(seat, 1, cx);
                    Vec::new()
                }
                Card::Blockade => {
                    self.gain(gainer, Card::Curse, Dest::Discard, cx);
                    Vec::new()
                }
                Card::Pirate if self.players[seat].take_from_hand(Card::Pirate) => {
                    vec![self.put_in_play(seat, Card::Pirate, cx)]
                }
                Card::Sailor if self.take_gained(seat, gained, dest) => {
                    self.turn.counts.drop_one(Card::Sailor);
                    vec![self.put_in_play(seat, gained, cx)]
                }
                Card::Berserker | Card::Trail if self.take_gained(seat, gained, dest) => {
                    vec![self.put_in_play(seat, gained, cx)]
                }
                Card::Nomads => {
                    hinterlands::nomads_coins(self, seat, cx);
                    Vec::new()
                }
                Card::BorderVillage | Card::Inn | Card::Souk => vec![ability(seat, card, gained)],
                Card::Haggler => vec![ability(seat, card, gained)],
                Card::Trader => {
                    hinterlands::trader_exchange(self, seat, gained, dest, cx);
                    Vec::new()
                }
                Card::Cauldron => {
                    // The n-th Cauldron response curses those the n-th Cauldron play affects.
                    let n = fx.noted.iter().filter(|(s, c)| *s == seat && *c == Card::Cauldron).count();
                    let targets = self.turn.cauldrons.get(n - 1).cloned().unwrap_or_default();
                    vec![Effect { targets, ..Effect::timing(seat, Card::Cauldron, When::Ability) }]
                }
                Card::FoolsGold => {
                    hinterlands::fools_gold_reaction(self, seat, cx);
                    Vec::new()
                }
                _ => Vec::new(),
            },
            Event::Buy { card: bought, .. } => match card {
                Card::Farmland => vec![ability(seat, card, bought)],
                _ => Vec::new(),
            },
            Event::Trash { .. } => match card {
                Card::Nomads => {
                    hinterlands::nomads_coins(self, seat, cx);
                    Vec::new()
                }
                Card::Trail => match self.trash.iter().rposition(|c| *c == Card::Trail) {
                    Some(i) => {
                        self.trash.remove(i);
                        vec![self.put_in_play(seat, Card::Trail, cx)]
                    }
                    None => Vec::new(),
                },
                _ => Vec::new(),
            },
            Event::Discard { .. } => match card {
                Card::Tunnel => {
                    hinterlands::tunnel_reveal(self, seat, cx);
                    Vec::new()
                }
                Card::Trail | Card::Weaver if self.players[seat].discard.remove(&card).is_some() => {
                    vec![self.put_in_play(seat, card, cx)]
                }
                _ => Vec::new(),
            },
        }
    }

    /// A card already taken from where it was goes into play; its effect is returned.
    pub fn put_in_play(&mut self, seat: Seat, card: Card, cx: &mut ApplyContext) -> Effect {
        self.players[seat].in_play.push(card);
        cx.public(|| Text::key("dominion-log-play").player("player", seat).card("card", card.id()));
        Effect::new(seat, card)
    }

    /// Whether the Buy phase's end has something to resolve (Treasury).
    pub fn end_of_buy_pending(&self) -> bool {
        self.turn.counts.get(Card::Treasury) == 0 && self.players[self.turn.player].in_play.contains(&Card::Treasury)
    }
}

fn card_opt(card: Card) -> Opt {
    Opt::new(card.id(), Text::key("dominion-opt-card").card("card", card.id()))
}

/// A triggered ability with decisions: `card`'s, about `about`.
fn ability(seat: Seat, card: Card, about: Card) -> Effect {
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
                    if card == Card::Haven {
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

/// The end of the Buy phase: each Treasury in play may go onto the deck, unless
/// a Victory card was gained in the Buy phase.
pub fn end_of_buy(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Yes(_, false) => return Step::Done,
        Input::Yes(_, true) => {
            let p = &mut g.players[seat];
            if let Some(i) = p.in_play.iter().position(|c| *c == Card::Treasury) {
                p.in_play.remove(i);
                p.deck.put_top(Card::Treasury);
                let text =
                    Text::key("dominion-log-topdeck-public").player("player", seat).card("card", Card::Treasury.id());
                cx.public(|| text);
            }
        }
        _ => {}
    }
    if !g.players[seat].in_play.contains(&Card::Treasury) {
        return Step::Done;
    }
    let kind = AskKind::YesNo {
        yes: Text::key("dominion-opt-treasury-topdeck"),
        no: Text::key("dominion-opt-treasury-leave"),
    };
    fx.asks.push(Ask { seat, text: Text::key("dominion-ask-treasury"), kind });
    Step::Wait
}
