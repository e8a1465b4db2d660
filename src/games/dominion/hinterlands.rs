//! Hinterlands, 2nd edition: one function per kingdom card, each with its
//! meaning in our own words above it, with the triggers each declares (on-buy,
//! on-gain, on-trash, on-discard, when played as a Treasure, at Cleanup).
//!
//! Trail, Weaver and Guard Dog may be played during another player's turn, so
//! their bonuses go through `Dominion::bonus`, which counts them only on their
//! owner's own turn.

use super::asks::{AskKind, Filter, Input};
use super::cards::{Card, CardType};
use super::effects::{
    Resolve, Step, ask, ask_hand_card, discard_looked, put_looked_back, settle, targets_gain_in_turn, wait_or_done,
    yes_no,
};
use super::state::{ApplyContext, Dest, Dominion, Effect, Event, FIRST_STAGE, When, ids};
use super::timing::{AttackReaction, Respond, Seen, Timed, Triggers, ability, bought_in, gain_of};
use engine::{Opt, Seat, Text};

/// What a Hinterlands card does beyond its play, if anything.
pub fn triggers(card: Card) -> Triggers {
    let none = Triggers::default();
    match card {
        Card::Berserker => Triggers { on_gain: Some(BERSERKER_GAINED), ..none },
        Card::BorderVillage => Triggers {
            on_gain: Some(gained_ability(Card::BorderVillage)),
            ability: Some(border_village_gained),
            ..none
        },
        Card::Cauldron => Triggers {
            played_as_treasure: Some(cauldron_played),
            on_gain: Some(CAULDRON_THIRD_ACTION),
            ability: Some(cauldron_curses),
            ..none
        },
        Card::Farmland => Triggers { on_buy: Some(FARMLAND_BOUGHT), ability: Some(farmland_bought), ..none },
        Card::FoolsGold => {
            Triggers { played_as_treasure: Some(fools_gold_played), on_gain: Some(FOOLS_GOLD_REACTION), ..none }
        }
        Card::GuardDog => Triggers { attack_reaction: Some(GUARD_DOG_PLAYED), ..none },
        Card::Haggler => Triggers { on_gain: Some(HAGGLER_BOUGHT), ability: Some(haggler_gain), ..none },
        Card::Inn => Triggers { on_gain: Some(gained_ability(Card::Inn)), ability: Some(inn_gained), ..none },
        Card::Nomads => Triggers { on_gain: Some(NOMADS_GAINED), on_trash: Some(NOMADS_TRASHED), ..none },
        Card::Scheme => Triggers { cleanup: Some(Timed { pending: scheme_pending, resolve: scheme_cleanup }), ..none },
        Card::Souk => Triggers { on_gain: Some(gained_ability(Card::Souk)), ability: Some(souk_gained), ..none },
        Card::Trader => Triggers { on_gain: Some(TRADER_EXCHANGE), exchanges: true, ..none },
        Card::Trail => Triggers {
            on_gain: Some(TRAIL_GAINED),
            on_trash: Some(TRAIL_TRASHED),
            on_discard: Some(TRAIL_DISCARDED),
            ..none
        },
        Card::Tunnel => Triggers { on_discard: Some(TUNNEL_DISCARDED), ..none },
        Card::Weaver => Triggers { on_discard: Some(WEAVER_DISCARDED), ..none },
        _ => none,
    }
}

/// The effect of a Hinterlands card when played, if it has one.
pub fn resolver(card: Card) -> Option<Resolve> {
    let f: Resolve = match card {
        Card::Berserker => berserker,
        Card::BorderVillage => border_village,
        Card::Cartographer => cartographer,
        Card::Cauldron => cauldron,
        Card::Crossroads => crossroads,
        Card::Develop => develop,
        Card::GuardDog => guard_dog,
        Card::Haggler => haggler,
        Card::Highway => highway,
        Card::Inn => inn,
        Card::JackOfAllTrades => jack_of_all_trades,
        Card::Margrave => margrave,
        Card::Nomads => nomads,
        Card::Oasis => oasis,
        Card::Scheme => scheme,
        Card::Souk => souk,
        Card::SpiceMerchant => spice_merchant,
        Card::Stables => stables,
        Card::Trader => trader,
        Card::Trail => trail,
        Card::Weaver => weaver,
        Card::Wheelwright => wheelwright,
        Card::WitchsHut => witchs_hut,
        // Farmland and Tunnel are Victory cards; Fool's Gold a Treasure (their
        // rules are all triggers).
        _ => return None,
    };
    Some(f)
}

/// Supply piles whose card costs exactly `cost` now, other than `except`.
fn costing_exactly(g: &Dominion, cost: u32, except: Option<Card>) -> Vec<Card> {
    g.supply
        .iter()
        .filter(|p| p.count > 0 && g.cost(p.card) == cost && Some(p.card) != except)
        .map(|p| p.card)
        .collect()
}

/// Every target with more than 3 cards in hand is asked to discard down to 3.
fn discard_down_to_three(g: &Dominion, fx: &mut Effect) {
    for t in fx.targets.clone() {
        let n = g.players[t].hand.len();
        if n > 3 {
            let text = Text::key("dominion-ask-militia").num("n", n - 3);
            ask(fx, t, text, AskKind::HandCards { min: n - 3, max: n - 3, filter: Filter::Any });
        }
    }
}

/// Berserker's stages: the gain, then the Attack.
const BERSERKER_GAIN: u8 = FIRST_STAGE;
const BERSERKER_ATTACK: u8 = 1;

// Berserker: gain a card costing less than this one. Every other player discards
// down to 3 cards in hand. When you gain it while you have an Action in play, you
// play it (`BERSERKER_GAINED`).
fn berserker(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match (fx.stage, input) {
        (BERSERKER_GAIN, Input::Start) => match g.cost(Card::Berserker).checked_sub(1) {
            Some(max_cost) => {
                ask(fx, seat, Text::key("dominion-ask-berserker"), AskKind::Supply { max_cost, filter: Filter::Any });
                Step::Wait
            }
            None => settle(fx, BERSERKER_ATTACK),
        },
        (BERSERKER_GAIN, Input::Card(_, picked)) => {
            if let Some(card) = picked {
                g.gain(seat, card, Dest::Discard, cx);
            }
            settle(fx, BERSERKER_ATTACK)
        }
        (BERSERKER_ATTACK, Input::Resume) => {
            discard_down_to_three(g, fx);
            wait_or_done(fx)
        }
        (BERSERKER_ATTACK, Input::Cards(t, cards)) => {
            g.discard_from_hand(t, &cards, cx);
            wait_or_done(fx)
        }
        _ => wait_or_done(fx),
    }
}

// Border Village: +1 Card, +2 Actions. When you gain it, gain a cheaper card.
fn border_village(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.draw(fx.seat, 1, cx);
    g.bonus(fx.seat).actions(2);
    Step::Done
}

/// Cartographer's stages: looking, choosing what to discard, ordering the rest.
const CARTOGRAPHER_LOOK: u8 = FIRST_STAGE;
const CARTOGRAPHER_DISCARD: u8 = 1;
const CARTOGRAPHER_ORDER: u8 = 2;

// Cartographer: +1 Card, +1 Action. Look at the top 4 cards of your deck, discard
// any of them, and put the others back on top in the order you like.
fn cartographer(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match (fx.stage, input) {
        (CARTOGRAPHER_LOOK, Input::Start) => {
            g.draw(seat, 1, cx);
            g.bonus(seat).actions(1);
            let looking: Vec<Card> = (0..4).filter_map(|_| g.take_from_deck(seat, cx)).collect();
            if looking.is_empty() {
                return Step::Done;
            }
            cx.split(
                seat,
                || Text::key("dominion-log-look").player("player", seat).cards("cards", ids(&looking)),
                || Text::key("dominion-log-look-count").player("player", seat).num("n", looking.len()),
            );
            g.players[seat].looking = looking;
            fx.stage = CARTOGRAPHER_DISCARD;
            ask(fx, seat, Text::key("dominion-ask-cartographer-discard"), AskKind::Looking);
            Step::Wait
        }
        (CARTOGRAPHER_DISCARD, Input::Cards(_, cards)) => {
            discard_looked(g, seat, &cards, cx);
            if g.players[seat].looking.is_empty() {
                return Step::Done;
            }
            fx.stage = CARTOGRAPHER_ORDER;
            ask(fx, seat, Text::key("dominion-ask-sentry-order"), AskKind::OrderLooking);
            Step::Wait
        }
        (CARTOGRAPHER_ORDER, Input::Cards(_, order)) => {
            put_looked_back(g, seat, &order, cx);
            Step::Done
        }
        _ => Step::Done,
    }
}

// Cauldron (its Attack, played with the Treasure): remember whom it affects. The
// third time you gain an Action card this turn, each of them gains a Curse (see
// `CAULDRON_THIRD_ACTION`). The +1 Buy comes in `cauldron_played`.
fn cauldron(g: &mut Dominion, fx: &mut Effect, _: Input, _: &mut ApplyContext) -> Step {
    if fx.seat == g.turn.player {
        g.turn.cauldrons.push(fx.targets.clone());
    }
    Step::Done
}

// Crossroads: reveal your hand and draw a card per Victory card in it. The first
// Crossroads you play in a turn also gives +3 Actions.
fn crossroads(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    g.reveal_hand(seat, "dominion-log-reveal-whole-hand", cx);
    let victories = g.players[seat].hand.iter().filter(|c| c.is_victory()).count();
    g.draw(seat, victories, cx);
    if seat == g.turn.player && g.turn.counts.bump(Card::Crossroads) == 1 {
        g.bonus(seat).actions(3);
    }
    Step::Done
}

/// Develop's stages: the trash, then the first gain, then the second.
const DEVELOP_TRASH: u8 = FIRST_STAGE;
const DEVELOP_FIRST: u8 = 1;
const DEVELOP_SECOND: u8 = 2;

// Develop: trash a card from your hand. Gain two cards onto your deck, one
// costing exactly 1 coin more than it and one costing exactly 1 coin less, in the
// order you choose.
fn develop(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match (fx.stage, input) {
        (DEVELOP_TRASH, Input::Start) => ask_hand_card(fx, seat, "dominion-ask-develop-trash", Filter::Any, None),
        (DEVELOP_TRASH, Input::Card(_, Some(card))) => {
            let cost = g.cost(card);
            g.trash_from_hand(seat, &[card], cx);
            fx.noted = vec![(seat, card)];
            fx.stage = DEVELOP_FIRST;
            let mut cards = costing_exactly(g, cost + 1, None);
            if let Some(less) = cost.checked_sub(1) {
                cards.extend(costing_exactly(g, less, None));
            }
            let text = Text::key("dominion-ask-develop-gain").num("more", cost + 1).num("less", cost.saturating_sub(1));
            ask(fx, seat, text, AskKind::SupplyAmong { cards, max_cost: cost + 1 });
            Step::Wait
        }
        (DEVELOP_FIRST, Input::Card(_, Some(card))) => {
            let base = develop_base(g, fx);
            let first_cost = g.cost(card);
            g.gain(seat, card, Dest::DeckTop, cx);
            let other = if first_cost == base + 1 { base.checked_sub(1) } else { Some(base + 1) };
            let Some(other) = other else { return Step::Done };
            fx.stage = DEVELOP_SECOND;
            let cards = costing_exactly(g, other, None);
            let text = Text::key("dominion-ask-develop-second").num("cost", other);
            ask(fx, seat, text, AskKind::SupplyAmong { cards, max_cost: other });
            Step::Wait
        }
        (DEVELOP_SECOND, Input::Card(_, Some(card))) => {
            g.gain(seat, card, Dest::DeckTop, cx);
            Step::Done
        }
        _ => Step::Done,
    }
}

/// The cost Develop counts from: the trashed card's cost now (Highways in play
/// count; they cannot leave play during Develop).
fn develop_base(g: &Dominion, fx: &Effect) -> u32 {
    fx.noted_for(fx.seat).map_or(0, |c| g.cost(c))
}

// Guard Dog, in hand when another player plays an Attack: it may be played
// first. By default it is played at once (so nobody waits on its holder).
const GUARD_DOG_PLAYED: AttackReaction =
    AttackReaction::Play { at_once: |g, seat| !g.asks_about(seat, Card::GuardDog) };

// Guard Dog: +2 Cards, then +2 Cards more if you have 5 or fewer cards in hand
// (its reaction is `GUARD_DOG_PLAYED`).
fn guard_dog(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.draw(fx.seat, 2, cx);
    if g.players[fx.seat].hand.len() <= 5 {
        g.draw(fx.seat, 2, cx);
    }
    Step::Done
}

// Haggler: +2 coins. This turn, every card you buy brings a cheaper non-Victory
// card after it (`HAGGLER_BOUGHT`, then `haggler_gain`).
fn haggler(g: &mut Dominion, fx: &mut Effect, _: Input, _: &mut ApplyContext) -> Step {
    g.bonus(fx.seat).coins(2);
    if fx.seat == g.turn.player {
        g.turn.counts.bump(Card::Haggler);
    }
    Step::Done
}

// Highway: +1 Card, +1 Action. While it is in play, cards cost 1 coin less (never
// below 0); see `Dominion::cost`.
fn highway(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.draw(fx.seat, 1, cx);
    g.bonus(fx.seat).actions(1);
    Step::Done
}

// Inn: +2 Cards, +2 Actions, then discard 2 cards. When you gain it, look through
// your discard pile and shuffle any of its Action cards (this one too) into your
// deck.
fn inn(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            g.draw(seat, 2, cx);
            g.bonus(seat).actions(2);
            let n = g.players[seat].hand.len().min(2);
            if n > 0 {
                let text = Text::key("dominion-ask-discard-n").card("card", Card::Inn.id()).num("n", n);
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

/// Jack of All Trades' stages.
const JACK_GAIN: u8 = FIRST_STAGE;
const JACK_LOOK: u8 = 1;
const JACK_TRASH: u8 = 2;

// Jack of All Trades: gain a Silver. Look at the top card of your deck and
// discard it or put it back. Draw until you have 5 cards in hand. You may trash a
// card from your hand that is not a Treasure.
fn jack_of_all_trades(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match (fx.stage, input) {
        (JACK_GAIN, Input::Start) => {
            g.gain(seat, Card::Silver, Dest::Discard, cx);
            settle(fx, JACK_LOOK)
        }
        (JACK_LOOK, Input::Resume) => {
            let Some(card) = g.take_from_deck(seat, cx) else { return jack_draw(g, fx, cx) };
            cx.split(
                seat,
                || Text::key("dominion-log-look").player("player", seat).cards("cards", [card.id()]),
                || Text::key("dominion-log-look-count").player("player", seat).num("n", 1),
            );
            g.players[seat].looking = vec![card];
            let text = Text::key("dominion-ask-jack-discard").card("card", card.id());
            ask(fx, seat, text, yes_no("dominion-opt-discard-it", "dominion-opt-put-back"));
            Step::Wait
        }
        (JACK_LOOK, Input::Yes(_, discard)) => {
            let looked = std::mem::take(&mut g.players[seat].looking);
            for &c in &looked {
                if discard {
                    g.players[seat].discard.put_top(c);
                    cx.public(|| Text::key("dominion-log-discard").player("player", seat).cards("cards", [c.id()]));
                    g.discarded(seat, &[c]);
                } else {
                    g.players[seat].deck.put_top(c);
                }
            }
            if discard {
                // A discarded Tunnel or Trail may respond before the drawing.
                return settle(fx, JACK_TRASH);
            }
            jack_draw(g, fx, cx)
        }
        (JACK_TRASH, Input::Resume) => jack_draw(g, fx, cx),
        (JACK_TRASH, Input::Card(_, Some(card))) => {
            g.trash_from_hand(seat, &[card], cx);
            Step::Done
        }
        _ => Step::Done,
    }
}

/// Jack of All Trades after the look: draw up to 5, then offer the trash.
fn jack_draw(g: &mut Dominion, fx: &mut Effect, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    let short = 5usize.saturating_sub(g.players[seat].hand.len());
    g.draw(seat, short, cx);
    fx.stage = JACK_TRASH;
    ask_hand_card(
        fx,
        seat,
        "dominion-ask-jack-trash",
        Filter::NonTreasure,
        Some(Text::key("dominion-opt-trash-nothing")),
    )
}

// Margrave: +3 Cards, +1 Buy. Every other player draws a card, then discards down
// to 3 cards in hand.
fn margrave(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    match input {
        Input::Start => {
            g.draw(fx.seat, 3, cx);
            g.bonus(fx.seat).buys(1);
            for t in fx.targets.clone() {
                g.draw(t, 1, cx);
            }
            discard_down_to_three(g, fx);
        }
        Input::Cards(t, cards) => g.discard_from_hand(t, &cards, cx),
        _ => {}
    }
    wait_or_done(fx)
}

// Nomads: +1 Buy, +2 coins. When you gain it or trash it, +2 coins (see
// `NOMADS_GAINED`, `NOMADS_TRASHED`).
fn nomads(g: &mut Dominion, fx: &mut Effect, _: Input, _: &mut ApplyContext) -> Step {
    g.bonus(fx.seat).buys(1).coins(2);
    Step::Done
}

// Oasis: +1 Card, +1 Action, +1 coin. Discard a card.
fn oasis(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            g.draw(seat, 1, cx);
            g.bonus(seat).actions(1).coins(1);
            if !g.players[seat].hand.is_empty() {
                let text = Text::key("dominion-ask-discard-n").card("card", Card::Oasis.id()).num("n", 1);
                ask(fx, seat, text, AskKind::HandCards { min: 1, max: 1, filter: Filter::Any });
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

// Scheme: +1 Card, +1 Action. At this turn's Cleanup, you may put one of your
// Action cards leaving play onto your deck instead of discarding it (see
// `scheme_cleanup`).
fn scheme(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.draw(fx.seat, 1, cx);
    g.bonus(fx.seat).actions(1);
    if fx.seat == g.turn.player {
        g.turn.counts.bump(Card::Scheme);
    }
    Step::Done
}

// Souk: +1 Buy, +7 coins, then 1 coin less per card in your hand (your coins
// never drop below 0). When you gain it, trash up to 2 cards from your hand.
fn souk(g: &mut Dominion, fx: &mut Effect, _: Input, _: &mut ApplyContext) -> Step {
    if fx.seat == g.turn.player {
        g.turn.buys += 1;
        let hand = g.players[fx.seat].hand.len() as u32;
        g.turn.coins = (g.turn.coins + 7).saturating_sub(hand);
    }
    Step::Done
}

/// Spice Merchant's stages: the trash, then the choice.
const SPICE_TRASH: u8 = FIRST_STAGE;
const SPICE_CHOOSE: u8 = 1;

// Spice Merchant: you may trash a Treasure from your hand. If you do, choose
// either +2 Cards and +1 Action, or +1 Buy and +2 coins.
fn spice_merchant(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match (fx.stage, input) {
        (SPICE_TRASH, Input::Start) => {
            let none = Some(Text::key("dominion-opt-trash-nothing"));
            ask_hand_card(fx, seat, "dominion-ask-spice-merchant", Filter::Type(CardType::Treasure), none)
        }
        (SPICE_TRASH, Input::Card(_, Some(card))) => {
            g.trash_from_hand(seat, &[card], cx);
            fx.stage = SPICE_CHOOSE;
            let options = vec![
                Opt::new("cards", Text::key("dominion-opt-spice-cards")),
                Opt::new("coins", Text::key("dominion-opt-spice-coins")),
            ];
            ask(fx, seat, Text::key("dominion-ask-spice-choose"), AskKind::Choose { options });
            Step::Wait
        }
        (SPICE_CHOOSE, Input::Key(_, key)) => {
            if key == "cards" {
                g.draw(seat, 2, cx);
                g.bonus(seat).actions(1);
            } else {
                g.bonus(seat).buys(1).coins(2);
            }
            Step::Done
        }
        _ => Step::Done,
    }
}

// Stables: you may discard a Treasure; if you do, +3 Cards and +1 Action.
fn stables(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            let none = Some(Text::key("dominion-opt-discard-nothing"));
            ask_hand_card(fx, seat, "dominion-ask-stables", Filter::Type(CardType::Treasure), none)
        }
        Input::Card(_, Some(card)) => {
            g.discard_from_hand(seat, &[card], cx);
            g.draw(seat, 3, cx);
            g.bonus(seat).actions(1);
            Step::Done
        }
        _ => Step::Done,
    }
}

/// Trader's stages: the trash, then one Silver at a time (the stage counts the
/// Silvers still to gain, plus one).
const TRADER_TRASH: u8 = FIRST_STAGE;
const TRADER_DONE: u8 = 1;

// Trader: trash a card from your hand and gain a Silver per coin it cost. When
// you gain a card, you may reveal this from your hand to exchange that card for a
// Silver (see `trader_exchange`).
fn trader(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match (fx.stage, input) {
        (TRADER_TRASH, Input::Start) => ask_hand_card(fx, seat, "dominion-ask-trader", Filter::Any, None),
        (TRADER_TRASH, Input::Card(_, Some(card))) => {
            let silvers = g.cost(card).min(u8::MAX as u32 - 1) as u8;
            g.trash_from_hand(seat, &[card], cx);
            // The on-trash effects resolve before the Silvers come.
            settle(fx, TRADER_DONE + silvers)
        }
        (stage, Input::Resume) if stage > TRADER_DONE => {
            g.gain(seat, Card::Silver, Dest::Discard, cx);
            settle(fx, stage - 1)
        }
        _ => Step::Done,
    }
}

// Trail: +1 Card, +1 Action. When you gain, trash or discard it (never in
// Cleanup), you may play it (`TRAIL_GAINED`, `TRAIL_TRASHED`, `TRAIL_DISCARDED`).
fn trail(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.draw(fx.seat, 1, cx);
    g.bonus(fx.seat).actions(1);
    Step::Done
}

/// Weaver's stages: the choice, then the second Silver.
const WEAVER_CHOOSE: u8 = FIRST_STAGE;
const WEAVER_SECOND_SILVER: u8 = 1;

// Weaver: gain two Silvers, or a card costing up to 4 coins. When you discard it
// (never in Cleanup), you may play it.
fn weaver(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match (fx.stage, input) {
        (WEAVER_CHOOSE, Input::Start) => {
            let mut options = vec![Opt::new("two-silvers", Text::key("dominion-opt-two-silvers"))];
            options.extend(g.gainable(4, Filter::Any).into_iter().map(|c| {
                let label = Text::key("dominion-opt-gain").card("card", c.id()).num("cost", g.cost(c));
                Opt::new(c.id(), label).with_target(format!("supply-{}", c.id()))
            }));
            ask(fx, seat, Text::key("dominion-ask-weaver"), AskKind::Choose { options });
            Step::Wait
        }
        (WEAVER_CHOOSE, Input::Key(_, key)) => {
            if key == "two-silvers" {
                g.gain(seat, Card::Silver, Dest::Discard, cx);
                return settle(fx, WEAVER_SECOND_SILVER);
            }
            if let Some(card) = Card::from_id(&key) {
                g.gain(seat, card, Dest::Discard, cx);
            }
            Step::Done
        }
        (WEAVER_SECOND_SILVER, Input::Resume) => {
            g.gain(seat, Card::Silver, Dest::Discard, cx);
            Step::Done
        }
        _ => Step::Done,
    }
}

/// Wheelwright's stages: the discard, then the gain.
const WHEELWRIGHT_DISCARD: u8 = FIRST_STAGE;
const WHEELWRIGHT_GAIN: u8 = 1;

// Wheelwright: +1 Card, +1 Action. You may discard a card to gain an Action card
// costing no more than it.
fn wheelwright(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match (fx.stage, input) {
        (WHEELWRIGHT_DISCARD, Input::Start) => {
            g.draw(seat, 1, cx);
            g.bonus(seat).actions(1);
            let none = Some(Text::key("dominion-opt-discard-nothing"));
            ask(fx, seat, Text::key("dominion-ask-wheelwright"), AskKind::HandCard { filter: Filter::Any, none });
            Step::Wait
        }
        (WHEELWRIGHT_DISCARD, Input::Card(_, Some(card))) => {
            let max_cost = g.cost(card);
            g.discard_from_hand(seat, &[card], cx);
            fx.stage = WHEELWRIGHT_GAIN;
            let text = Text::key("dominion-ask-wheelwright-gain").num("cost", max_cost);
            ask(fx, seat, text, AskKind::Supply { max_cost, filter: Filter::Type(CardType::Action) });
            Step::Wait
        }
        (WHEELWRIGHT_GAIN, Input::Card(_, Some(card))) => {
            g.gain(seat, card, Dest::Discard, cx);
            Step::Done
        }
        _ => Step::Done,
    }
}

// Witch's Hut: +4 Cards. Discard 2 cards, showing them; if both are Action cards,
// every other player gains a Curse.
fn witchs_hut(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        // The discards' reactions (Tunnel, Weaver, Trail) have resolved.
        Input::Resume => targets_gain_in_turn(g, fx, Card::Curse, WITCHS_HUT_CURSES, cx),
        Input::Start => {
            g.draw(seat, 4, cx);
            let n = g.players[seat].hand.len().min(2);
            if n > 0 {
                let text = Text::key("dominion-ask-discard-n").card("card", Card::WitchsHut.id()).num("n", n);
                ask(fx, seat, text, AskKind::HandCards { min: n, max: n, filter: Filter::Any });
            }
            wait_or_done(fx)
        }
        Input::Cards(_, cards) => {
            g.discard_from_hand(seat, &cards, cx);
            if cards.len() == 2 && cards.iter().all(|c| c.is_action()) {
                return settle(fx, WITCHS_HUT_CURSES);
            }
            Step::Done
        }
        _ => Step::Done,
    }
}

/// Witch's Hut's stage once both discards were Actions: from here, the stage
/// counts the players cursed.
const WITCHS_HUT_CURSES: u8 = FIRST_STAGE + 1;

/// An on-gain ability with decisions that must happen when `card` is gained.
fn gained_ability(card: Card) -> Respond {
    let may: fn(&Dominion, &Seen) -> Option<bool> = match card {
        Card::BorderVillage => |_, seen| seen.gained_itself(Card::BorderVillage).then_some(true),
        Card::Inn => |_, seen| seen.gained_itself(Card::Inn).then_some(true),
        _ => |_, seen| seen.gained_itself(Card::Souk).then_some(true),
    };
    Respond { may, run: run_own_ability }
}

/// Start the responding card's own ability about the gained card.
fn run_own_ability(_: &mut Dominion, fx: &mut Effect, seat: Seat, _: &mut ApplyContext) -> Vec<Effect> {
    let Some(&(_, card)) = fx.noted.last() else { return Vec::new() };
    match gain_of(fx).or_else(|| bought_in(fx).map(|b| (seat, b, Dest::Discard))) {
        Some((_, about, _)) => vec![ability(seat, card, about)],
        None => Vec::new(),
    }
}

/// Play the gained card, if it is still where it went.
fn play_gained(g: &mut Dominion, fx: &mut Effect, seat: Seat, cx: &mut ApplyContext) -> Vec<Effect> {
    match gain_of(fx) {
        Some((_, gained, dest)) if g.take_gained(seat, gained, dest) => vec![g.put_in_play(seat, gained, cx)],
        _ => Vec::new(),
    }
}

// Berserker, when gained while its owner has an Action in play: it is played.
const BERSERKER_GAINED: Respond = Respond {
    may: |g, seen| {
        let actions_in_play = g.players[seen.seat].in_play.iter().any(|c| c.is_action());
        (seen.gained_itself(Card::Berserker) && seen.here && actions_in_play).then_some(true)
    },
    run: play_gained,
};

// Trail, when gained (not in Cleanup): its owner may play it.
const TRAIL_GAINED: Respond =
    Respond { may: |_, seen| (seen.gained_itself(Card::Trail) && seen.here).then_some(false), run: play_gained };

// Trail, when trashed: its owner may play it from the trash.
const TRAIL_TRASHED: Respond = Respond {
    may: |g, seen| (seen.own && seen.unanswered(Card::Trail) > 0 && g.trash.contains(&Card::Trail)).then_some(false),
    run: |g, _, seat, cx| match g.trash.iter().rposition(|c| *c == Card::Trail) {
        Some(i) => {
            g.trash.remove(i);
            vec![g.put_in_play(seat, Card::Trail, cx)]
        }
        None => Vec::new(),
    },
};

/// A card that, when discarded (not in Cleanup), its owner may play from the
/// discard pile: Trail and Weaver.
fn discarded_may_play(card: Card, g: &Dominion, seen: &Seen) -> Option<bool> {
    (seen.own && seen.unanswered(card) > 0 && g.players[seen.seat].discard.contains(&card)).then_some(false)
}

fn play_discarded(card: Card, g: &mut Dominion, seat: Seat, cx: &mut ApplyContext) -> Vec<Effect> {
    if g.players[seat].discard.remove(&card).is_some() { vec![g.put_in_play(seat, card, cx)] } else { Vec::new() }
}

// Trail, when discarded: its owner may play it.
const TRAIL_DISCARDED: Respond = Respond {
    may: |g, seen| discarded_may_play(Card::Trail, g, seen),
    run: |g, _, seat, cx| play_discarded(Card::Trail, g, seat, cx),
};

// Weaver, when discarded: its owner may play it.
const WEAVER_DISCARDED: Respond = Respond {
    may: |g, seen| discarded_may_play(Card::Weaver, g, seen),
    run: |g, _, seat, cx| play_discarded(Card::Weaver, g, seat, cx),
};

// Tunnel, when discarded: its owner may reveal it to gain a Gold.
const TUNNEL_DISCARDED: Respond =
    Respond { may: |_, seen| (seen.own && seen.unanswered(Card::Tunnel) > 0).then_some(false), run: tunnel_reveal };

// Nomads, when gained: +2 coins.
const NOMADS_GAINED: Respond =
    Respond { may: |_, seen| seen.gained_itself(Card::Nomads).then_some(true), run: nomads_coins };

// Nomads, when trashed: +2 coins per copy.
const NOMADS_TRASHED: Respond =
    Respond { may: |_, seen| (seen.own && seen.unanswered(Card::Nomads) > 0).then_some(true), run: nomads_coins };

// Trader, in the hand of a player gaining anything but a Silver: exchange the
// card for a Silver. Off their turn, by default only Curses, at once (so nobody
// waits on the holder); the holder may ask to be asked.
const TRADER_EXCHANGE: Respond = Respond {
    may: |g, seen| {
        let Event::Gain { card, .. } = seen.event else { return None };
        if !(seen.own && seen.here && *card != Card::Silver && g.players[seen.seat].hand.contains(&Card::Trader)) {
            return None;
        }
        if seen.on_turn || g.asks_about(seen.seat, Card::Trader) {
            Some(false)
        } else {
            (*card == Card::Curse).then_some(true)
        }
    },
    run: trader_exchange,
};

// Haggler: after each bought card its player gains, one cheaper card per
// Haggler played this turn.
const HAGGLER_BOUGHT: Respond = Respond {
    may: |g, seen| {
        let bought = matches!(seen.event, Event::Gain { bought: true, .. });
        let hagglers = g.turn.counts.get(Card::Haggler) as usize;
        (seen.own && seen.on_turn && bought && hagglers > seen.used(Card::Haggler)).then_some(true)
    },
    run: run_own_ability,
};

// Cauldron: the third Action its player gains this turn sets off each
// Cauldron's Curses.
const CAULDRON_THIRD_ACTION: Respond = Respond {
    may: |g, seen| {
        let third = matches!(seen.event, Event::Gain { third_action: true, .. });
        (seen.own && seen.on_turn && third && g.turn.cauldrons.len() > seen.used(Card::Cauldron)).then_some(true)
    },
    run: |g, fx, seat, _| {
        // The n-th Cauldron response curses those the n-th Cauldron play affects.
        let n = fx.noted.iter().filter(|(s, c)| *s == seat && *c == Card::Cauldron).count();
        let targets = g.turn.cauldrons.get(n - 1).cloned().unwrap_or_default();
        vec![Effect { targets, ..Effect::timing(seat, Card::Cauldron, When::Ability) }]
    },
};

/// Whether gaining `card` makes it the third Action card the turn's player has
/// gained this turn while a Cauldron was played (then its Curses come).
pub fn third_action_gained(g: &Dominion, seat: Seat, card: Card) -> bool {
    card.is_action()
        && seat == g.turn.player
        && !g.turn.cauldrons.is_empty()
        && g.turn.gained.iter().filter(|x| x.seat == seat && x.card.is_action()).count() == 3
}

// Cauldron, played: +1 Buy besides its coins, and its Attack is played like
// any other (the others may react first).
fn cauldron_played(g: &mut Dominion, seat: Seat, _: &mut ApplyContext) {
    g.bonus(seat).buys(1);
    g.queued.push(Effect::new(seat, Card::Cauldron));
}

// Fool's Gold, played: worth 1 coin if it is the first played this turn, 4
// otherwise (its printed coin plus 3).
fn fools_gold_played(g: &mut Dominion, seat: Seat, _: &mut ApplyContext) {
    if g.turn.counts.bump(Card::FoolsGold) > 1 {
        g.bonus(seat).coins(3);
    }
}

// Fool's Gold, in the hand when another player gains a Province: by default it
// is trashed for a Gold at once (so nobody waits on its holder). Each response
// trashes one, so any left in hand may still react.
const FOOLS_GOLD_REACTION: Respond = Respond {
    may: |g, seen| {
        let province = matches!(seen.event, Event::Gain { card: Card::Province, .. });
        let holds = g.players[seen.seat].hand.contains(&Card::FoolsGold);
        (!seen.own && province && holds).then(|| !g.asks_about(seen.seat, Card::FoolsGold))
    },
    run: fools_gold_reaction,
};

// Farmland, when bought: its own ability (below) before it is gained.
const FARMLAND_BOUGHT: Respond = Respond {
    may: |_, seen| {
        let farmland = matches!(seen.event, Event::Buy { card: Card::Farmland, .. });
        (seen.own && farmland && seen.used(Card::Farmland) == 0).then_some(true)
    },
    run: run_own_ability,
};

// Border Village, when gained: gain a card costing less than it.
fn border_village_gained(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => match g.cost(Card::BorderVillage).checked_sub(1) {
            Some(max_cost) => {
                let text = Text::key("dominion-ask-border-village").num("cost", max_cost);
                ask(fx, seat, text, AskKind::Supply { max_cost, filter: Filter::Any });
                Step::Wait
            }
            None => Step::Done,
        },
        Input::Card(_, Some(card)) => {
            g.gain(seat, card, Dest::Discard, cx);
            Step::Done
        }
        _ => Step::Done,
    }
}

/// Farmland's on-buy stages: the trash, then the gain.
const FARMLAND_TRASH: u8 = FIRST_STAGE;
const FARMLAND_GAIN: u8 = 1;

// Farmland: worth 2 victory points. When you buy it, trash a card from your hand
// and gain a card other than Farmland costing exactly 2 coins more than it.
fn farmland_bought(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match (fx.stage, input) {
        (FARMLAND_TRASH, Input::Start) => ask_hand_card(fx, seat, "dominion-ask-farmland-trash", Filter::Any, None),
        (FARMLAND_TRASH, Input::Card(_, Some(card))) => {
            let cost = g.cost(card) + 2;
            g.trash_from_hand(seat, &[card], cx);
            fx.stage = FARMLAND_GAIN;
            let cards = costing_exactly(g, cost, Some(Card::Farmland));
            let text = Text::key("dominion-ask-farmland-gain").num("cost", cost);
            ask(fx, seat, text, AskKind::SupplyAmong { cards, max_cost: cost });
            Step::Wait
        }
        (FARMLAND_GAIN, Input::Card(_, Some(card))) => {
            g.gain(seat, card, Dest::Discard, cx);
            Step::Done
        }
        _ => Step::Done,
    }
}

// Haggler, after a bought card is gained: gain a cheaper card that is not a
// Victory card.
fn haggler_gain(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            let bought = fx.noted_for(seat).unwrap_or(Card::Copper);
            match g.cost(bought).checked_sub(1) {
                Some(max_cost) => {
                    let text = Text::key("dominion-ask-haggler").card("card", bought.id()).num("cost", max_cost);
                    ask(fx, seat, text, AskKind::Supply { max_cost, filter: Filter::NonVictory });
                    Step::Wait
                }
                None => Step::Done,
            }
        }
        Input::Card(_, Some(card)) => {
            g.gain(seat, card, Dest::Discard, cx);
            Step::Done
        }
        _ => Step::Done,
    }
}

// Inn, when gained: look through your discard pile, reveal any of its Action
// cards and shuffle them into your deck.
fn inn_gained(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            let kind = AskKind::DiscardCards { filter: Filter::Type(CardType::Action) };
            ask(fx, seat, Text::key("dominion-ask-inn"), kind);
            Step::Wait
        }
        Input::Cards(_, cards) => {
            let p = &mut g.players[seat];
            let mut moved = Vec::new();
            for c in cards {
                if p.discard.remove(&c).is_some() {
                    moved.push(c);
                }
            }
            if moved.is_empty() {
                return Step::Done;
            }
            for c in &moved {
                p.deck.put_top(*c);
            }
            p.deck.shuffle(cx.rng);
            cx.public(|| Text::key("dominion-log-inn").player("player", seat).cards("cards", ids(&moved)));
            Step::Done
        }
        _ => Step::Done,
    }
}

// Souk, when gained: trash up to 2 cards from your hand.
fn souk_gained(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            let max = g.players[seat].hand.len().min(2);
            ask(fx, seat, Text::key("dominion-ask-souk"), AskKind::HandCards { min: 0, max, filter: Filter::Any });
            Step::Wait
        }
        Input::Cards(_, cards) => {
            g.trash_from_hand(seat, &cards, cx);
            Step::Done
        }
        _ => Step::Done,
    }
}

// Nomads, when gained or trashed: +2 coins (on its owner's turn).
fn nomads_coins(g: &mut Dominion, _: &mut Effect, seat: Seat, cx: &mut ApplyContext) -> Vec<Effect> {
    g.bonus(seat).coins(2);
    cx.public(|| Text::key("dominion-log-nomads").player("player", seat).card("card", Card::Nomads.id()));
    Vec::new()
}

// Trader, revealed when its holder gains a card: the card goes back to its pile
// and a Silver is gained instead (the card's own on-gain effects are then gone).
fn trader_exchange(g: &mut Dominion, fx: &mut Effect, seat: Seat, cx: &mut ApplyContext) -> Vec<Effect> {
    let Some((_, gained, dest)) = gain_of(fx) else { return Vec::new() };
    if !g.players[seat].hand.contains(&Card::Trader) || !g.take_gained(seat, gained, dest) {
        return Vec::new();
    }
    if let Some(pile) = g.supply.iter_mut().find(|p| p.card == gained) {
        pile.count += 1;
    }
    cx.public(|| {
        Text::key("dominion-log-trader").player("player", seat).card("card", gained.id()).card("by", Card::Trader.id())
    });
    g.gain(seat, Card::Silver, Dest::Discard, cx);
    Vec::new()
}

// Cauldron's trigger: the players its Attack affects gain a Curse each, one
// after another in turn order.
fn cauldron_curses(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    targets_gain_in_turn(g, fx, Card::Curse, FIRST_STAGE, cx)
}

// Fool's Gold, when another player gains a Province: trash it from your hand to
// gain a Gold onto your deck.
fn fools_gold_reaction(g: &mut Dominion, _: &mut Effect, seat: Seat, cx: &mut ApplyContext) -> Vec<Effect> {
    if !g.players[seat].take_from_hand(Card::FoolsGold) {
        return Vec::new();
    }
    g.trash.push(Card::FoolsGold);
    cx.public(|| Text::key("dominion-log-trash").player("player", seat).cards("cards", [Card::FoolsGold.id()]));
    g.trashed(seat, &[Card::FoolsGold]);
    g.gain(seat, Card::Gold, Dest::DeckTop, cx);
    Vec::new()
}

// Tunnel: worth 2 victory points. When you discard it (never in Cleanup), you
// may reveal it to gain a Gold.
fn tunnel_reveal(g: &mut Dominion, _: &mut Effect, seat: Seat, cx: &mut ApplyContext) -> Vec<Effect> {
    cx.public(|| Text::key("dominion-log-reveal").player("player", seat).cards("cards", [Card::Tunnel.id()]));
    g.gain(seat, Card::Gold, Dest::Discard, cx);
    Vec::new()
}

/// The Action cards Scheme could put onto the turn's player's deck: those that
/// leave play in this Cleanup (no unfinished Duration keeps them), when a Scheme
/// was played this turn.
fn scheme_choices(g: &Dominion) -> Vec<Card> {
    if g.turn.counts.get(Card::Scheme) == 0 {
        return Vec::new();
    }
    let p = &g.players[g.turn.player];
    let mut keep: Vec<Card> = p.durations.iter().filter(|d| !d.spent).flat_map(|d| d.keeps.iter().copied()).collect();
    let mut leaving = Vec::new();
    for &c in &p.in_play {
        match keep.iter().position(|k| *k == c) {
            Some(i) => {
                keep.remove(i);
            }
            None if c.is_action() => leaving.push(c),
            None => {}
        }
    }
    leaving.sort();
    leaving
}

// Scheme, at the start of Cleanup: choose up to one Action card per Scheme
// played; they go onto the deck as they leave play.
fn scheme_pending(g: &Dominion) -> bool {
    !scheme_choices(g).is_empty()
}

fn scheme_cleanup(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            let cards = scheme_choices(g);
            let max = (g.turn.counts.get(Card::Scheme) as usize).min(cards.len());
            let text = Text::key("dominion-ask-scheme").num("n", max);
            ask(fx, seat, text, AskKind::InPlayCards { cards, max });
            Step::Wait
        }
        Input::Cards(_, cards) => {
            if !cards.is_empty() {
                cx.public(|| Text::key("dominion-log-scheme").player("player", seat).cards("cards", ids(&cards)));
            }
            g.turn.schemed = cards;
            Step::Done
        }
        _ => Step::Done,
    }
}
