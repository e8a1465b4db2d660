//! One function per kingdom card: what happens when it is played. Each is called
//! with `Input::Start` once, then once per decision it asked for, until it says
//! it is done. A decision of several players at once (Militia) arrives one
//! answer at a time, in any order; only independent decisions are asked together.
//!
//! Cards without an effect when played (Treasures, Victory cards, Curse) have no
//! function here. What a card does beyond its play (reactions, what it notes,
//! its worth) it declares in `triggers`, beside its effect; the turn's timing
//! only collects those declarations.

use super::asks::{Ask, AskKind, Filter, Input};
use super::cards::{Card, CardType};
use super::state::{ApplyContext, Dest, Dominion, Effect, FIRST_STAGE, MoatOrder, ids};
use super::timing::{AttackReaction, StandingOrderField, Triggers};
use super::{hinterlands, seaside};
use engine::{Seat, Text};

/// What a card's effect does next.
pub enum Step {
    /// Wait for the decisions it asked for.
    Wait,
    Done,
    /// Done; resolve these plays next, the first one first (Throne Room, Vassal).
    Then(Vec<Effect>),
    /// Resolve these first, then continue this effect with `Input::Resume`.
    Push(Vec<Effect>),
}

pub type Resolve = fn(&mut Dominion, &mut Effect, Input, &mut ApplyContext) -> Step;

/// The effect of a card when played, if it has one.
pub fn resolver(card: Card) -> Option<Resolve> {
    let f: Resolve = match card {
        Card::Artisan => artisan,
        Card::Bandit => bandit,
        Card::Bureaucrat => bureaucrat,
        Card::Cellar => cellar,
        Card::Chapel => chapel,
        Card::CouncilRoom => council_room,
        Card::Festival => festival,
        Card::Harbinger => harbinger,
        Card::Laboratory => laboratory,
        Card::Library => library,
        Card::Market => market,
        Card::Merchant => merchant,
        Card::Militia => militia,
        Card::Mine => mine,
        Card::Moat => moat,
        Card::Moneylender => moneylender,
        Card::Poacher => poacher,
        Card::Remodel => remodel,
        Card::Sentry => sentry,
        Card::Smithy => smithy,
        Card::ThroneRoom => throne_room,
        Card::Vassal => vassal,
        Card::Village => village,
        Card::Witch => witch,
        Card::Workshop => workshop,
        Card::Copper
        | Card::Silver
        | Card::Gold
        | Card::Estate
        | Card::Duchy
        | Card::Province
        | Card::Curse
        | Card::Gardens => return None,
        _ => return seaside::resolver(card).or_else(|| hinterlands::resolver(card)),
    };
    Some(f)
}

/// What a card does beyond its play (on gain, buy, trash, discard, when
/// Treasures are played, at fixed points of the turn), if anything.
pub fn triggers(card: Card) -> Triggers {
    match card {
        Card::Gardens => Triggers { worth: Some(gardens), ..Triggers::default() },
        Card::Merchant => Triggers { treasure_played: Some(merchant_silver), ..Triggers::default() },
        Card::Moat => {
            Triggers { attack_reaction: Some(MOAT_BLOCKS), own_standing_order: Some(MOAT_ORDER), ..Triggers::default() }
        }
        _ => seaside::triggers(card),
    }
}

pub fn ask(fx: &mut Effect, seat: Seat, text: Text, kind: AskKind) {
    fx.asks.push(Ask { seat, text, kind });
}

/// Let the windows opened so far (gains, trashes, discards) resolve before the
/// effect goes on at `stage`.
pub fn settle(fx: &mut Effect, stage: u8) -> Step {
    fx.stage = stage;
    Step::Push(Vec::new())
}

/// The effect's targets gain `card` one after another in turn order; each
/// gain's reactions (Trader, Pirate, ...) resolve before the next player gains,
/// so a Curse a Trader sends back is there for the next player. From stage
/// `first` on, the stage counts the targets done.
pub fn targets_gain_in_turn(g: &mut Dominion, fx: &mut Effect, card: Card, first: u8, cx: &mut ApplyContext) -> Step {
    match fx.targets.get(fx.stage.saturating_sub(first) as usize).copied() {
        Some(target) => {
            g.gain(target, card, Dest::Discard, cx);
            settle(fx, fx.stage + 1)
        }
        None => Step::Done,
    }
}

/// Ask `seat` for one card from their hand that `filter` allows (`none`: the
/// label for choosing none, where that is allowed), and wait for the answer.
pub fn ask_hand_card(fx: &mut Effect, seat: Seat, prompt: &'static str, filter: Filter, none: Option<Text>) -> Step {
    ask(fx, seat, Text::key(prompt), AskKind::HandCard { filter, none });
    Step::Wait
}

/// Wait while any player still has to decide, else finish.
pub fn wait_or_done(fx: &Effect) -> Step {
    if fx.asks.is_empty() { Step::Done } else { Step::Wait }
}

pub fn yes_no(yes: &'static str, no: &'static str) -> AskKind {
    AskKind::YesNo { yes: Text::key(yes), no: Text::key(no) }
}

/// Artisan's stages: choosing the card to gain, then the card to put on the deck.
const ARTISAN_GAIN: u8 = FIRST_STAGE;
const ARTISAN_TOPDECK: u8 = 1;

// Artisan: gain a card costing up to 5 coins, into your hand. Then put a card from
// your hand on top of your deck.
fn artisan(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match (fx.stage, input) {
        (ARTISAN_GAIN, Input::Start) => {
            ask(fx, seat, Text::key("dominion-ask-artisan-gain"), AskKind::Supply { max_cost: 5, filter: Filter::Any });
            Step::Wait
        }
        (ARTISAN_GAIN, Input::Card(_, gained)) => {
            if let Some(card) = gained {
                g.gain(seat, card, Dest::Hand, cx);
            }
            fx.stage = ARTISAN_TOPDECK;
            ask_hand_card(fx, seat, "dominion-ask-artisan-topdeck", Filter::Any, None)
        }
        (ARTISAN_TOPDECK, Input::Card(_, Some(card))) => {
            g.topdeck_from_hand(seat, card, cx);
            Step::Done
        }
        _ => Step::Done,
    }
}

// Bandit: gain a Gold. Every other player reveals the top 2 cards of their deck,
// trashes one revealed Treasure that is not a Copper (their choice), and discards
// the rest.
fn bandit(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    match input {
        Input::Start => {
            g.gain(fx.seat, Card::Gold, Dest::Discard, cx);
            for t in fx.targets.clone() {
                let revealed: Vec<Card> = (0..2).filter_map(|_| g.take_from_deck(t, cx)).collect();
                if !revealed.is_empty() {
                    cx.public(|| Text::key("dominion-log-reveal").player("player", t).cards("cards", ids(&revealed)));
                }
                if revealed.iter().any(|c| Filter::NonCopperTreasure.allows(*c)) {
                    let kind = AskKind::Revealed { filter: Filter::NonCopperTreasure };
                    ask(fx, t, Text::key("dominion-ask-bandit"), kind);
                }
                g.players[t].revealed = revealed;
            }
        }
        Input::Card(t, Some(card)) => fx.noted.push((t, card)),
        _ => {}
    }
    if !fx.asks.is_empty() {
        return Step::Wait;
    }
    // Every choice is in: resolve clockwise, so the trash fills in turn order.
    for t in fx.targets.clone() {
        if let Some(card) = fx.noted_for(t) {
            let revealed = &mut g.players[t].revealed;
            if let Some(i) = revealed.iter().position(|c| *c == card) {
                revealed.remove(i);
                g.trash.push(card);
                cx.public(|| Text::key("dominion-log-trash").player("player", t).cards("cards", [card.id()]));
                g.trashed(t, &[card]);
            }
        }
        let rest = std::mem::take(&mut g.players[t].revealed);
        if !rest.is_empty() {
            for c in &rest {
                g.players[t].discard.put_top(*c);
            }
            cx.public(|| Text::key("dominion-log-discard").player("player", t).cards("cards", ids(&rest)));
            g.discarded(t, &rest);
        }
    }
    Step::Done
}

// Bureaucrat: gain a Silver onto your deck. Every other player reveals a Victory
// card from their hand and puts it onto their deck, or reveals a hand without one.
fn bureaucrat(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    match input {
        Input::Start => {
            g.gain(fx.seat, Card::Silver, Dest::DeckTop, cx);
            for t in fx.targets.clone() {
                let kind = AskKind::HandCard { filter: Filter::Type(CardType::Victory), none: None };
                ask(fx, t, Text::key("dominion-ask-bureaucrat"), kind);
            }
        }
        Input::Card(t, Some(card)) if g.players[t].hand.contains(&card) => {
            g.players[t].take_from_hand(card);
            g.players[t].deck.put_top(card);
            cx.public(|| Text::key("dominion-log-reveal-topdeck").player("player", t).card("card", card.id()));
        }
        Input::Card(t, None) => g.reveal_hand(t, "dominion-log-reveal-hand", cx),
        _ => {}
    }
    wait_or_done(fx)
}

// Cellar: +1 Action. Discard any number of cards from your hand, then draw as many.
fn cellar(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            g.bonus(fx.seat).actions(1);
            let max = g.players[seat].hand.len();
            let kind = AskKind::HandCards { min: 0, max, filter: Filter::Any };
            ask(fx, seat, Text::key("dominion-ask-cellar"), kind);
            Step::Wait
        }
        Input::Cards(_, cards) => {
            g.discard_from_hand(seat, &cards, cx);
            g.draw(seat, cards.len(), cx);
            Step::Done
        }
        _ => Step::Done,
    }
}

// Chapel: trash up to 4 cards from your hand.
fn chapel(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            let max = g.players[seat].hand.len().min(4);
            ask(fx, seat, Text::key("dominion-ask-chapel"), AskKind::HandCards { min: 0, max, filter: Filter::Any });
            Step::Wait
        }
        Input::Cards(_, cards) => {
            g.trash_from_hand(seat, &cards, cx);
            Step::Done
        }
        _ => Step::Done,
    }
}

// Council Room: +4 Cards, +1 Buy. Every other player draws a card.
fn council_room(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.draw(fx.seat, 4, cx);
    g.bonus(fx.seat).buys(1);
    for t in fx.targets.clone() {
        g.draw(t, 1, cx);
    }
    Step::Done
}

// Festival: +2 Actions, +1 Buy, +2 coins.
fn festival(g: &mut Dominion, fx: &mut Effect, _: Input, _: &mut ApplyContext) -> Step {
    g.bonus(fx.seat).actions(2).buys(1).coins(2);
    Step::Done
}

// Harbinger: +1 Card, +1 Action. Look through your discard pile; you may put one
// card from it on top of your deck.
fn harbinger(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            g.draw(seat, 1, cx);
            g.bonus(fx.seat).actions(1);
            if !g.players[seat].discard.is_empty() {
                let kind = AskKind::Discard { none: Text::key("dominion-opt-harbinger-none") };
                ask(fx, seat, Text::key("dominion-ask-harbinger"), kind);
            }
            wait_or_done(fx)
        }
        Input::Card(_, Some(card)) => {
            let p = &mut g.players[seat];
            if p.discard.remove(&card).is_some() {
                p.deck.put_top(card);
                cx.split(
                    seat,
                    || Text::key("dominion-log-harbinger").player("player", seat).card("card", card.id()),
                    || Text::key("dominion-log-harbinger-hidden").player("player", seat),
                );
            }
            Step::Done
        }
        _ => Step::Done,
    }
}

// Laboratory: +2 Cards, +1 Action.
fn laboratory(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.draw(fx.seat, 2, cx);
    g.bonus(fx.seat).actions(1);
    Step::Done
}

// Library: draw until you have 7 cards in hand. Each Action card you draw this way
// you may set aside instead of keeping; discard the set-aside cards at the end.
fn library(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    if let Input::Yes(_, set_aside) = input
        && let Some(card) = fx.noted_for(seat)
    {
        fx.noted.clear();
        if set_aside && g.players[seat].take_from_hand(card) {
            g.players[seat].set_aside.push(card);
            cx.public(|| Text::key("dominion-log-set-aside").player("player", seat).card("card", card.id()));
        }
    }
    let mut drawn = Vec::new();
    while g.players[seat].hand.len() < 7 {
        let Some(card) = g.take_from_deck(seat, cx) else { break };
        g.players[seat].add_to_hand(card);
        drawn.push(card);
        if card.is_action() {
            g.log_draw(seat, &drawn, cx);
            fx.noted = vec![(seat, card)];
            let text = Text::key("dominion-ask-library").card("card", card.id());
            ask(fx, seat, text, yes_no("dominion-opt-set-aside", "dominion-opt-keep"));
            return Step::Wait;
        }
    }
    g.log_draw(seat, &drawn, cx);
    let set_aside = std::mem::take(&mut g.players[seat].set_aside);
    if !set_aside.is_empty() {
        for c in &set_aside {
            g.players[seat].discard.put_top(*c);
        }
        cx.public(|| Text::key("dominion-log-discard").player("player", seat).cards("cards", ids(&set_aside)));
        g.discarded(seat, &set_aside);
    }
    Step::Done
}

// Market: +1 Card, +1 Action, +1 Buy, +1 coin.
fn market(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.draw(fx.seat, 1, cx);
    g.bonus(fx.seat).actions(1).buys(1).coins(1);
    Step::Done
}

// Merchant: +1 Card, +1 Action. The first time you play a Silver this turn, +1 coin.
fn merchant(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.draw(fx.seat, 1, cx);
    g.bonus(fx.seat).actions(1);
    g.turn.counts.bump(Card::Merchant);
    Step::Done
}

// Merchant, as its player plays a Treasure: the first Silver of the turn brings
// +1 coin per Merchant played so far. Every Silver is counted, Merchant or not,
// since the count is part of the stored turn.
fn merchant_silver(g: &mut Dominion, seat: Seat, card: Card, _: &mut ApplyContext) {
    if card == Card::Silver && g.turn.counts.bump(Card::Silver) == 1 {
        let merchants = g.turn.counts.get(Card::Merchant);
        g.bonus(seat).coins(merchants);
    }
}

// Militia: +2 coins. Every other player discards cards until they have 3 in hand.
fn militia(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    match input {
        Input::Start => {
            g.bonus(fx.seat).coins(2);
            for t in fx.targets.clone() {
                let n = g.players[t].hand.len();
                if n > 3 {
                    let text = Text::key("dominion-ask-militia").num("n", n - 3);
                    ask(fx, t, text, AskKind::HandCards { min: n - 3, max: n - 3, filter: Filter::Any });
                }
            }
        }
        Input::Cards(t, cards) => g.discard_from_hand(t, &cards, cx),
        _ => {}
    }
    wait_or_done(fx)
}

/// Mine's stages: choosing the Treasure to trash, then the Treasure to gain.
const MINE_TRASH: u8 = FIRST_STAGE;
const MINE_GAIN: u8 = 1;

// Mine: you may trash a Treasure from your hand. If you do, gain a Treasure costing
// up to 3 coins more than it, into your hand.
fn mine(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match (fx.stage, input) {
        (MINE_TRASH, Input::Start) => {
            let none = Some(Text::key("dominion-opt-trash-nothing"));
            ask_hand_card(fx, seat, "dominion-ask-mine-trash", Filter::Type(CardType::Treasure), none)
        }
        (MINE_TRASH, Input::Card(_, Some(card))) => {
            g.trash_from_hand(seat, &[card], cx);
            fx.stage = MINE_GAIN;
            let max_cost = g.cost(card) + 3;
            let text = Text::key("dominion-ask-mine-gain").num("cost", max_cost);
            let kind = AskKind::Supply { max_cost, filter: Filter::Type(CardType::Treasure) };
            ask(fx, seat, text, kind);
            Step::Wait
        }
        (MINE_GAIN, Input::Card(_, Some(card))) => {
            g.gain(seat, card, Dest::Hand, cx);
            Step::Done
        }
        _ => Step::Done,
    }
}

// Gardens: worth 1 victory point per 10 cards its owner has (rounded down).
fn gardens(owned: i64) -> i64 {
    owned / 10
}

// Moat, in hand when another player plays an Attack: it may be revealed, and
// then that Attack does not affect its holder. By default it is revealed at
// once: asking only those who hold one would tell the table who does.
const MOAT_BLOCKS: AttackReaction = AttackReaction::Block {
    at_once: |g, seat| g.players[seat].moat == MoatOrder::AlwaysReveal,
    ask: "dominion-ask-moat",
    label: "dominion-opt-reveal-moat",
    log: "dominion-log-moat",
};

/// Moat's standing order has its own field in a player's stored form.
const MOAT_ORDER: StandingOrderField = StandingOrderField {
    asks: |p| p.moat == MoatOrder::AskMe,
    set: |p, ask| p.moat = if ask { MoatOrder::AskMe } else { MoatOrder::AlwaysReveal },
};

// Moat: +2 Cards (its reaction is `MOAT_BLOCKS`).
fn moat(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.draw(fx.seat, 2, cx);
    Step::Done
}

// Moneylender: you may trash a Copper from your hand for +3 coins.
fn moneylender(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start if g.players[seat].hand.contains(&Card::Copper) => {
            let kind = yes_no("dominion-opt-trash-copper", "dominion-opt-keep-copper");
            ask(fx, seat, Text::key("dominion-ask-moneylender"), kind);
            Step::Wait
        }
        Input::Yes(_, true) if g.players[seat].hand.contains(&Card::Copper) => {
            g.trash_from_hand(seat, &[Card::Copper], cx);
            g.bonus(fx.seat).coins(3);
            Step::Done
        }
        _ => Step::Done,
    }
}

// Poacher: +1 Card, +1 Action, +1 coin. Discard a card for each empty supply pile.
fn poacher(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            g.draw(seat, 1, cx);
            g.bonus(fx.seat).actions(1).coins(1);
            let n = g.empty_piles().min(g.players[seat].hand.len());
            if n > 0 {
                let text = Text::key("dominion-ask-poacher").num("n", n);
                ask(fx, seat, text, AskKind::HandCards { min: n, max: n, filter: Filter::Any });
            }
            wait_or_done(fx)
        }
        Input::Cards(_, cards) => {
            g.discard_from_hand(seat, &cards, cx);
            Step::Done
        }
        _ => Step::Done,
    }
}

/// Remodel's stages: choosing the card to trash, then the card to gain.
const REMODEL_TRASH: u8 = FIRST_STAGE;
const REMODEL_GAIN: u8 = 1;

// Remodel: trash a card from your hand, then gain a card costing up to 2 coins
// more than it.
fn remodel(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match (fx.stage, input) {
        (REMODEL_TRASH, Input::Start) => ask_hand_card(fx, seat, "dominion-ask-remodel-trash", Filter::Any, None),
        (REMODEL_TRASH, Input::Card(_, Some(card))) => {
            g.trash_from_hand(seat, &[card], cx);
            fx.stage = REMODEL_GAIN;
            let max_cost = g.cost(card) + 2;
            let text = Text::key("dominion-ask-remodel-gain").num("cost", max_cost);
            ask(fx, seat, text, AskKind::Supply { max_cost, filter: Filter::Any });
            Step::Wait
        }
        (REMODEL_GAIN, Input::Card(_, Some(card))) => {
            g.gain(seat, card, Dest::Discard, cx);
            Step::Done
        }
        _ => Step::Done,
    }
}

/// Sentry's stages: looking at the top cards, then choosing what to trash, what
/// to discard, and the order of the rest.
const SENTRY_LOOK: u8 = FIRST_STAGE;
const SENTRY_TRASH: u8 = 1;
const SENTRY_DISCARD: u8 = 2;
const SENTRY_ORDER: u8 = 3;

// Sentry: +1 Card, +1 Action. Look at the top 2 cards of your deck. Trash any of
// them, discard any of the others, and put the rest back on top in any order.
fn sentry(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match (fx.stage, input) {
        (SENTRY_LOOK, Input::Start) => {
            g.draw(seat, 1, cx);
            g.bonus(fx.seat).actions(1);
            let looking: Vec<Card> = (0..2).filter_map(|_| g.take_from_deck(seat, cx)).collect();
            if looking.is_empty() {
                return Step::Done;
            }
            cx.split(
                seat,
                || Text::key("dominion-log-look").player("player", seat).cards("cards", ids(&looking)),
                || Text::key("dominion-log-look-count").player("player", seat).num("n", looking.len()),
            );
            g.players[seat].looking = looking;
            fx.stage = SENTRY_TRASH;
            ask(fx, seat, Text::key("dominion-ask-sentry-trash"), AskKind::Looking);
            Step::Wait
        }
        (SENTRY_TRASH, Input::Cards(_, cards)) => {
            take_looked(g, seat, &cards);
            if !cards.is_empty() {
                g.trash.extend(&cards);
                cx.public(|| Text::key("dominion-log-trash").player("player", seat).cards("cards", ids(&cards)));
                g.trashed(seat, &cards);
            }
            if g.players[seat].looking.is_empty() {
                return Step::Done;
            }
            fx.stage = SENTRY_DISCARD;
            ask(fx, seat, Text::key("dominion-ask-sentry-discard"), AskKind::Looking);
            Step::Wait
        }
        (SENTRY_DISCARD, Input::Cards(_, cards)) => {
            discard_looked(g, seat, &cards, cx);
            if g.players[seat].looking.is_empty() {
                return Step::Done;
            }
            fx.stage = SENTRY_ORDER;
            ask(fx, seat, Text::key("dominion-ask-sentry-order"), AskKind::OrderLooking);
            Step::Wait
        }
        (SENTRY_ORDER, Input::Cards(_, order)) => {
            put_looked_back(g, seat, &order, cx);
            Step::Done
        }
        _ => Step::Done,
    }
}

/// Remove chosen cards from the cards a player is looking at.
/// Discard the chosen cards of those being looked at (a discard: Tunnel and
/// the like may answer it).
pub fn discard_looked(g: &mut Dominion, seat: Seat, cards: &[Card], cx: &mut ApplyContext) {
    take_looked(g, seat, cards);
    if cards.is_empty() {
        return;
    }
    for c in cards {
        g.players[seat].discard.put_top(*c);
    }
    cx.public(|| Text::key("dominion-log-discard").player("player", seat).cards("cards", ids(cards)));
    g.discarded(seat, cards);
}

/// Put the cards being looked at back on the deck in `order`, whose first card
/// ends on top; only their owner learns which they are.
pub fn put_looked_back(g: &mut Dominion, seat: Seat, order: &[Card], cx: &mut ApplyContext) {
    let p = &mut g.players[seat];
    p.looking.clear();
    for c in order.iter().rev() {
        p.deck.put_top(*c);
    }
    cx.split(
        seat,
        || Text::key("dominion-log-put-back").player("player", seat).cards("cards", ids(order)),
        || Text::key("dominion-log-put-back-count").player("player", seat).num("n", order.len()),
    );
}

pub fn take_looked(g: &mut Dominion, seat: Seat, cards: &[Card]) {
    let looking = &mut g.players[seat].looking;
    for c in cards {
        if let Some(i) = looking.iter().position(|l| l == c) {
            looking.remove(i);
        }
    }
}

// Smithy: +3 Cards.
fn smithy(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.draw(fx.seat, 3, cx);
    Step::Done
}

// Throne Room: you may play an Action card from your hand twice.
fn throne_room(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            let none = Some(Text::key("dominion-opt-play-nothing"));
            ask_hand_card(fx, seat, "dominion-ask-throne-room", Filter::Type(CardType::Action), none)
        }
        Input::Card(_, Some(card)) if g.players[seat].hand.contains(&card) => {
            g.players[seat].take_from_hand(card);
            g.players[seat].in_play.push(card);
            cx.public(|| Text::key("dominion-log-play").player("player", seat).card("card", card.id()));
            let mut play = Effect::new(seat, card);
            if g.has_durations() {
                // Both plays add to one Duration record, which keeps this Throne
                // Room in play as long as the card it played stays.
                let id = fx.stay.unwrap_or_else(|| g.new_stay());
                fx.stay = Some(id);
                play.stay = Some(id);
                play.by = fx.by.iter().copied().chain([fx.card]).collect();
            }
            Step::Then(vec![play.clone(), play])
        }
        _ => Step::Done,
    }
}

// Vassal: +2 coins. Discard the top card of your deck. If it is an Action card, you
// may play it (this uses no Action).
fn vassal(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            g.bonus(fx.seat).coins(2);
            let Some(card) = g.take_from_deck(seat, cx) else { return Step::Done };
            g.players[seat].discard.put_top(card);
            cx.public(|| Text::key("dominion-log-discard").player("player", seat).cards("cards", [card.id()]));
            g.discarded(seat, &[card]);
            if card.is_action() {
                fx.noted = vec![(seat, card)];
                let text = Text::key("dominion-ask-vassal").card("card", card.id());
                ask(fx, seat, text, yes_no("dominion-opt-play-it", "dominion-opt-leave-it"));
                return Step::Wait;
            }
            Step::Done
        }
        Input::Yes(_, true) => {
            let p = &mut g.players[seat];
            match fx.noted_for(seat) {
                Some(card) if p.discard.top() == Some(&card) => {
                    p.discard.take_top();
                    p.in_play.push(card);
                    cx.public(|| Text::key("dominion-log-play").player("player", seat).card("card", card.id()));
                    Step::Then(vec![Effect::new(seat, card)])
                }
                _ => Step::Done,
            }
        }
        _ => Step::Done,
    }
}

// Village: +1 Card, +2 Actions.
fn village(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.draw(fx.seat, 1, cx);
    g.bonus(fx.seat).actions(2);
    Step::Done
}

// Witch: +2 Cards. Every other player gains a Curse.
fn witch(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    if input == Input::Start {
        g.draw(fx.seat, 2, cx);
    }
    targets_gain_in_turn(g, fx, Card::Curse, FIRST_STAGE, cx)
}

// Workshop: gain a card costing up to 4 coins.
fn workshop(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            ask(fx, seat, Text::key("dominion-ask-workshop"), AskKind::Supply { max_cost: 4, filter: Filter::Any });
            Step::Wait
        }
        Input::Card(_, Some(card)) => {
            g.gain(seat, card, Dest::Discard, cx);
            Step::Done
        }
        _ => Step::Done,
    }
}
