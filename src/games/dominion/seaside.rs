//! Seaside, 2nd edition: one function per kingdom card, each with its meaning in
//! our own words above it. Duration cards record what they still do through
//! `Dominion::later`. What a card does beyond its play (reactions to gains,
//! lasting protection, what it does when Treasures are played or the Buy phase
//! ends) it declares in `triggers`, beside its effect.

use super::asks::{Ask, AskKind, Filter, Input};
use super::cards::Card;
use super::effects::{Resolve, Step, ask, ask_hand_card, settle, take_looked, targets_gain_in_turn, wait_or_done};
use super::state::{ApplyContext, Dest, Dominion, Effect, Event, FIRST_STAGE, Later, Phase, ids};
use super::timing::{Respond, Timed, Triggers, gain_of};
use engine::{Opt, Seat, Text};
use serde::{Deserialize, Serialize};

/// An effect that lasts until its owner's next turn starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Until {
    /// Attacks do not affect the owner (Lighthouse).
    Shield,
    /// `targets` trash the first Silver or Gold they play each turn (Corsair).
    Corsair { targets: Vec<Seat> },
    /// The owner draws a card when `watch` gains one (Monkey).
    Monkey { watch: Seat },
    /// `targets` gaining a copy of the held card on their own turn gain a Curse (Blockade).
    Blockade { targets: Vec<Seat> },
}

/// What a Seaside card does beyond its play, if anything; the rest are
/// Hinterlands'.
pub fn triggers(card: Card) -> Triggers {
    let none = Triggers::default();
    match card {
        Card::Astrolabe => Triggers { played_as_treasure: Some(astrolabe), ..none },
        Card::Blockade => Triggers { on_gain: Some(BLOCKADE_CURSE), ..none },
        Card::Corsair => Triggers { treasure_played: Some(corsair_strikes), ..none },
        Card::Haven => Triggers { holds_face_down: true, ..none },
        Card::Lighthouse => Triggers { shields: Some(lighthouse_shields), ..none },
        Card::Smugglers => Triggers { end_of_turn: Some(smugglers_note_gains), ..none },
        Card::Monkey => Triggers { on_gain: Some(MONKEY_DRAW), ..none },
        Card::Pirate => Triggers { on_gain: Some(PIRATE_PLAYED), ..none },
        Card::Sailor => Triggers { on_gain: Some(SAILOR_PLAYS_DURATION), ..none },
        Card::Treasury => Triggers {
            card_gained: Some(treasury_notes_victory),
            end_of_buy: Some(Timed { pending: treasury_pending, resolve: treasury_end_of_buy }),
            ..none
        },
        _ => super::hinterlands::triggers(card),
    }
}

// Lighthouse (lasting): other players' Attacks do not affect its owner.
fn lighthouse_shields(g: &Dominion, seat: Seat) -> bool {
    g.lasting(seat).any(|u| *u == Until::Shield)
}

// Smugglers' memory: what each player gained on their latest turn, kept only
// in games with Smugglers.
fn smugglers_note_gains(g: &mut Dominion, seat: Seat) {
    if g.in_kingdom(Card::Smugglers) {
        let gains = g.turn.gained.iter().filter(|x| x.seat == seat).map(|x| x.card).collect();
        g.players[seat].last_turn_gains = gains;
    }
}

// Monkey (lasting): each time the watched player gains a card, +1 Card per
// watching play.
const MONKEY_DRAW: Respond = Respond {
    may: |g, seen| {
        let Event::Gain { seat: gainer, .. } = seen.event else { return None };
        let watching = g.lasting(seen.seat).filter(|u| **u == Until::Monkey { watch: *gainer }).count();
        (watching > seen.used(Card::Monkey)).then_some(true)
    },
    run: |g, _, seat, cx| {
        g.draw(seat, 1, cx);
        Vec::new()
    },
};

// Blockade (lasting): a target gaining a copy of the held card on their own
// turn gains a Curse.
const BLOCKADE_CURSE: Respond = Respond {
    may: |g, seen| {
        let Event::Gain { seat: gainer, card, .. } = seen.event else { return None };
        let blockades = g.players[seen.seat]
            .durations
            .iter()
            .filter(|d| d.held.contains(card))
            .flat_map(|d| &d.until)
            .filter(|u| matches!(u, Until::Blockade { targets } if targets.contains(gainer)))
            .count();
        (*gainer == g.turn.player && blockades > seen.used(Card::Blockade)).then_some(true)
    },
    run: |g, fx, _, cx| {
        if let Some((gainer, _, _)) = gain_of(fx) {
            g.gain(gainer, Card::Curse, Dest::Discard, cx);
        }
        Vec::new()
    },
};

// Pirate, in hand when any player gains a Treasure: it may be played. Each copy
// may react. Off-turn, by default it is played at once (so nobody waits on its
// holder); its holder may ask to be asked instead.
const PIRATE_PLAYED: Respond = Respond {
    may: |g, seen| {
        let Event::Gain { card, .. } = seen.event else { return None };
        let holds = g.players[seen.seat].hand.contains(&Card::Pirate);
        (card.is_treasure() && holds).then(|| !seen.on_turn && !g.asks_about(seen.seat, Card::Pirate))
    },
    run: |g, _, seat, cx| {
        if g.players[seat].take_from_hand(Card::Pirate) {
            vec![g.put_in_play(seat, Card::Pirate, cx)]
        } else {
            Vec::new()
        }
    },
};

// Sailor, once per Sailor played this turn: a Duration card its player gains
// may be played.
const SAILOR_PLAYS_DURATION: Respond = Respond {
    may: |g, seen| {
        let Event::Gain { card, .. } = seen.event else { return None };
        let unused = g.turn.counts.get(Card::Sailor) > 0 && seen.used(Card::Sailor) == 0;
        (seen.own && seen.on_turn && unused && card.is_duration() && seen.here).then_some(false)
    },
    run: |g, fx, seat, cx| match gain_of(fx) {
        Some((_, gained, dest)) if g.take_gained(seat, gained, dest) => {
            g.turn.counts.drop_one(Card::Sailor);
            vec![g.put_in_play(seat, gained, cx)]
        }
        _ => Vec::new(),
    },
};

// Treasury's watch: a Victory card gained by the turn's player in the Buy phase
// keeps Treasuries off the deck this turn.
fn treasury_notes_victory(g: &mut Dominion, seat: Seat, card: Card) {
    if seat == g.turn.player && g.turn.phase == Phase::Buy && card.is_victory() && g.in_kingdom(Card::Treasury) {
        g.turn.counts.set(Card::Treasury, 1);
    }
}

fn treasury_pending(g: &Dominion) -> bool {
    g.turn.counts.get(Card::Treasury) == 0 && g.players[g.turn.player].in_play.contains(&Card::Treasury)
}

/// The effect of a Seaside card when played, if it has one.
pub fn resolver(card: Card) -> Option<Resolve> {
    let f: Resolve = match card {
        Card::Bazaar => bazaar,
        Card::Blockade => blockade,
        Card::Caravan => caravan,
        Card::Corsair => corsair,
        Card::Cutpurse => cutpurse,
        Card::FishingVillage => fishing_village,
        Card::Haven => haven,
        Card::Island => island,
        Card::Lighthouse => lighthouse,
        Card::Lookout => lookout,
        Card::MerchantShip => merchant_ship,
        Card::Monkey => monkey,
        Card::NativeVillage => native_village,
        Card::Outpost => outpost,
        Card::Pirate => pirate,
        Card::Sailor => sailor,
        Card::Salvager => salvager,
        Card::SeaChart => sea_chart,
        Card::SeaWitch => sea_witch,
        Card::Smugglers => smugglers,
        Card::Tactician => tactician,
        Card::TidePools => tide_pools,
        Card::TreasureMap => treasure_map,
        Card::Treasury => treasury,
        Card::Warehouse => warehouse,
        Card::Wharf => wharf,
        // A Treasure: its +1 Buy is the trigger `astrolabe`.
        _ => return None,
    };
    Some(f)
}

/// The seat to `seat`'s right: the one who plays just before them.
fn right_of(g: &Dominion, seat: Seat) -> Seat {
    (seat + g.seats() - 1) % g.seats()
}

// Astrolabe: a Treasure worth 1 coin that also gives +1 Buy, now and again at
// the start of your next turn.
fn astrolabe(g: &mut Dominion, seat: Seat, _: &mut ApplyContext) {
    g.bonus(seat).buys(1);
    let mut fx = Effect::new(seat, Card::Astrolabe);
    g.later(&mut fx, vec![Later::Coins(1), Later::Buys(1)], Vec::new());
}

// Corsair (its lasting part): the first Silver or Gold a watched player plays in
// a turn is trashed after it has made its coins.
fn corsair_strikes(g: &mut Dominion, seat: Seat, card: Card, cx: &mut ApplyContext) {
    if !matches!(card, Card::Silver | Card::Gold) || !corsair_watches(g, seat) {
        return;
    }
    if g.turn.counts.bump(Card::Corsair) > 1 {
        return;
    }
    let p = &mut g.players[seat];
    if let Some(i) = p.in_play.iter().rposition(|c| *c == card) {
        p.in_play.remove(i);
        g.trash.push(card);
        cx.public(|| {
            Text::key("dominion-log-corsair").player("player", seat).card("card", card.id()).card("by", "corsair")
        });
        g.trashed(seat, &[card]);
    }
}

// Bazaar: +1 Card, +2 Actions, +1 coin.
fn bazaar(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.draw(fx.seat, 1, cx);
    g.bonus(fx.seat).actions(2).coins(1);
    Step::Done
}

// Blockade: gain a card costing up to 4 coins and set it aside with this; at the
// start of your next turn it goes into your hand. Until then, any other player
// who gains a copy of it on their own turn also gains a Curse.
fn blockade(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            ask(fx, seat, Text::key("dominion-ask-blockade"), AskKind::Supply { max_cost: 4, filter: Filter::Any });
            Step::Wait
        }
        Input::Card(_, Some(card)) => {
            if g.gain(seat, card, Dest::SetAside, cx) {
                let p = &mut g.players[seat];
                if let Some(i) = p.set_aside.iter().rposition(|c| *c == card) {
                    p.set_aside.remove(i);
                    let targets = fx.targets.clone();
                    g.later(fx, vec![Later::TakeHeld], vec![Until::Blockade { targets }]).held.push(card);
                }
            }
            Step::Done
        }
        _ => Step::Done,
    }
}

// Caravan: +1 Card, +1 Action. At the start of your next turn, +1 Card.
fn caravan(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.draw(fx.seat, 1, cx);
    g.bonus(fx.seat).actions(1);
    g.later(fx, vec![Later::Cards(1)], Vec::new());
    Step::Done
}

// Corsair: +2 coins. At the start of your next turn, +1 Card. Until then, every
// other player trashes the first Silver or Gold they play in each of their turns.
fn corsair(g: &mut Dominion, fx: &mut Effect, _: Input, _: &mut ApplyContext) -> Step {
    g.bonus(fx.seat).coins(2);
    let targets = fx.targets.clone();
    g.later(fx, vec![Later::Cards(1)], vec![Until::Corsair { targets }]);
    Step::Done
}

// Cutpurse: +2 coins. Every other player discards a Copper, or shows a hand
// without one.
fn cutpurse(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.bonus(fx.seat).coins(2);
    for t in fx.targets.clone() {
        if g.players[t].hand.contains(&Card::Copper) {
            g.discard_from_hand(t, &[Card::Copper], cx);
        } else {
            g.reveal_hand(t, "dominion-log-reveal-hand-no-copper", cx);
        }
    }
    Step::Done
}

// Fishing Village: +2 Actions, +1 coin. At the start of your next turn, +1 Action
// and +1 coin.
fn fishing_village(g: &mut Dominion, fx: &mut Effect, _: Input, _: &mut ApplyContext) -> Step {
    g.bonus(fx.seat).actions(2).coins(1);
    g.later(fx, vec![Later::Actions(1), Later::Coins(1)], Vec::new());
    Step::Done
}

// Haven: +1 Card, +1 Action. Set a card from your hand aside face down; at the
// start of your next turn, put it into your hand.
fn haven(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            g.draw(seat, 1, cx);
            g.bonus(fx.seat).actions(1);
            ask_hand_card(fx, seat, "dominion-ask-haven", Filter::Any, None)
        }
        Input::Card(_, Some(card)) if g.players[seat].take_from_hand(card) => {
            g.later(fx, vec![Later::TakeHeld], Vec::new()).held.push(card);
            cx.split(
                seat,
                || Text::key("dominion-log-haven").player("player", seat).card("card", card.id()),
                || Text::key("dominion-log-haven-hidden").player("player", seat),
            );
            Step::Done
        }
        _ => Step::Done,
    }
}

// Island: worth 2 victory points. When played, put it and a card from your hand
// onto your Island mat (they stay there for the rest of the game).
fn island(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => ask_hand_card(fx, seat, "dominion-ask-island", Filter::Any, None),
        Input::Card(_, picked) => {
            let p = &mut g.players[seat];
            let mut moved = Vec::new();
            if let Some(i) = p.in_play.iter().rposition(|c| *c == Card::Island) {
                p.in_play.remove(i);
                moved.push(Card::Island);
            }
            if let Some(card) = picked
                && p.take_from_hand(card)
            {
                moved.push(card);
            }
            p.island.extend(&moved);
            if !moved.is_empty() {
                cx.public(|| Text::key("dominion-log-island").player("player", seat).cards("cards", ids(&moved)));
            }
            Step::Done
        }
        _ => Step::Done,
    }
}

// Lighthouse: +1 Action. Now and at the start of your next turn, +1 coin. Until
// then, other players' Attacks do not affect you.
fn lighthouse(g: &mut Dominion, fx: &mut Effect, _: Input, _: &mut ApplyContext) -> Step {
    g.bonus(fx.seat).actions(1).coins(1);
    g.later(fx, vec![Later::Coins(1)], vec![Until::Shield]);
    Step::Done
}

/// Lookout's stages: looking, then choosing the card to trash, then the one to discard.
const LOOKOUT_LOOK: u8 = FIRST_STAGE;
const LOOKOUT_TRASH: u8 = FIRST_STAGE + 1;
const LOOKOUT_DISCARD: u8 = FIRST_STAGE + 2;

// Lookout: +1 Action. Look at the top 3 cards of your deck: trash one of them,
// discard one, and put the last back on top.
fn lookout(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match (fx.stage, input) {
        (LOOKOUT_LOOK, Input::Start) => {
            g.bonus(fx.seat).actions(1);
            let looking: Vec<Card> = (0..3).filter_map(|_| g.take_from_deck(seat, cx)).collect();
            if looking.is_empty() {
                return Step::Done;
            }
            cx.split(
                seat,
                || Text::key("dominion-log-look").player("player", seat).cards("cards", ids(&looking)),
                || Text::key("dominion-log-look-count").player("player", seat).num("n", looking.len()),
            );
            g.players[seat].looking = looking;
            fx.stage = LOOKOUT_TRASH;
            ask(fx, seat, Text::key("dominion-ask-lookout-trash"), AskKind::LookingCard);
            Step::Wait
        }
        (LOOKOUT_TRASH, Input::Card(_, Some(card))) => {
            take_looked(g, seat, &[card]);
            g.trash.push(card);
            cx.public(|| Text::key("dominion-log-trash").player("player", seat).cards("cards", [card.id()]));
            g.trashed(seat, &[card]);
            if g.players[seat].looking.is_empty() {
                return Step::Done;
            }
            fx.stage = LOOKOUT_DISCARD;
            ask(fx, seat, Text::key("dominion-ask-lookout-discard"), AskKind::LookingCard);
            Step::Wait
        }
        (LOOKOUT_DISCARD, Input::Card(_, Some(card))) => {
            take_looked(g, seat, &[card]);
            g.players[seat].discard.put_top(card);
            cx.public(|| Text::key("dominion-log-discard").player("player", seat).cards("cards", [card.id()]));
            g.discarded(seat, &[card]);
            let rest = std::mem::take(&mut g.players[seat].looking);
            for c in &rest {
                g.players[seat].deck.put_top(*c);
            }
            if !rest.is_empty() {
                cx.split(
                    seat,
                    || Text::key("dominion-log-put-back").player("player", seat).cards("cards", ids(&rest)),
                    || Text::key("dominion-log-put-back-count").player("player", seat).num("n", rest.len()),
                );
            }
            Step::Done
        }
        _ => Step::Done,
    }
}

// Merchant Ship: now and at the start of your next turn, +2 coins.
fn merchant_ship(g: &mut Dominion, fx: &mut Effect, _: Input, _: &mut ApplyContext) -> Step {
    g.bonus(fx.seat).coins(2);
    g.later(fx, vec![Later::Coins(2)], Vec::new());
    Step::Done
}

// Monkey: until your next turn, each time the player to your right gains a card,
// +1 Card. At the start of your next turn, +1 Card.
fn monkey(g: &mut Dominion, fx: &mut Effect, _: Input, _: &mut ApplyContext) -> Step {
    let watch = right_of(g, fx.seat);
    g.later(fx, vec![Later::Cards(1)], vec![Until::Monkey { watch }]);
    Step::Done
}

// Native Village: +2 Actions. Either put the top card of your deck face down on
// your Native Village mat (you may look at the mat at any time), or take every
// card from the mat into your hand.
fn native_village(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            g.bonus(fx.seat).actions(2);
            let options = vec![
                Opt::new("mat", Text::key("dominion-opt-native-village-mat")),
                Opt::new("take", Text::key("dominion-opt-native-village-take")),
            ];
            ask(fx, seat, Text::key("dominion-ask-native-village"), AskKind::Choose { options });
            Step::Wait
        }
        Input::Key(_, key) if key == "mat" => {
            if let Some(card) = g.take_from_deck(seat, cx) {
                g.players[seat].native_village.push(card);
                cx.split(
                    seat,
                    || Text::key("dominion-log-native-village-put").player("player", seat).card("card", card.id()),
                    || Text::key("dominion-log-native-village-put-hidden").player("player", seat),
                );
            }
            Step::Done
        }
        Input::Key(_, _) => {
            let taken = std::mem::take(&mut g.players[seat].native_village);
            for c in &taken {
                g.players[seat].add_to_hand(*c);
            }
            cx.split(
                seat,
                || Text::key("dominion-log-native-village-take").player("player", seat).cards("cards", ids(&taken)),
                || Text::key("dominion-log-native-village-take-count").player("player", seat).num("n", taken.len()),
            );
            Step::Done
        }
        _ => Step::Done,
    }
}

// Outpost: if this is the first Outpost you play this turn and this turn is not
// already an extra one, you take an extra turn after this one, drawing only 3
// cards for it in this turn's Cleanup.
fn outpost(g: &mut Dominion, fx: &mut Effect, _: Input, _: &mut ApplyContext) -> Step {
    if !g.turn.extra && !g.turn.outpost {
        g.turn.outpost = true;
        g.later(fx, vec![Later::ExtraTurn], Vec::new());
    }
    Step::Done
}

// Pirate: at the start of your next turn, gain a Treasure costing up to 6 coins
// into your hand. When any player gains a Treasure, you may play this from your
// hand (`PIRATE_PLAYED`).
fn pirate(g: &mut Dominion, fx: &mut Effect, _: Input, _: &mut ApplyContext) -> Step {
    g.later(fx, vec![Later::GainTreasure], Vec::new());
    Step::Done
}

// Sailor: +1 Action. Once this turn, when you gain a Duration card, you may play
// it. At the start of your next turn, +2 coins, and you may trash a card from
// your hand.
fn sailor(g: &mut Dominion, fx: &mut Effect, _: Input, _: &mut ApplyContext) -> Step {
    g.bonus(fx.seat).actions(1);
    if fx.seat == g.turn.player {
        g.turn.counts.bump(Card::Sailor);
    }
    g.later(fx, vec![Later::Coins(2), Later::MayTrash], Vec::new());
    Step::Done
}

// Salvager: +1 Buy. Trash a card from your hand, and get coins equal to its cost.
fn salvager(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            g.bonus(fx.seat).buys(1);
            ask_hand_card(fx, seat, "dominion-ask-salvager", Filter::Any, None)
        }
        Input::Card(_, Some(card)) => {
            g.trash_from_hand(seat, &[card], cx);
            let coins = g.cost(card);
            g.bonus(seat).coins(coins);
            Step::Done
        }
        _ => Step::Done,
    }
}

// Sea Chart: +1 Card, +1 Action. Reveal the top card of your deck; if you have a
// copy of it in play, put it into your hand (otherwise it stays on top).
fn sea_chart(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    g.draw(seat, 1, cx);
    g.bonus(fx.seat).actions(1);
    if let Some(card) = g.take_from_deck(seat, cx) {
        cx.public(|| Text::key("dominion-log-reveal").player("player", seat).cards("cards", [card.id()]));
        if g.players[seat].in_play.contains(&card) {
            g.players[seat].add_to_hand(card);
            cx.public(|| Text::key("dominion-log-to-hand").player("player", seat).card("card", card.id()));
        } else {
            g.players[seat].deck.put_top(card);
        }
    }
    Step::Done
}

// Sea Witch: +2 Cards; every other player gains a Curse. At the start of your
// next turn, +2 Cards, then discard 2 cards.
fn sea_witch(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    if input == Input::Start {
        g.draw(fx.seat, 2, cx);
        g.later(fx, vec![Later::Cards(2), Later::Discard(2)], Vec::new());
    }
    targets_gain_in_turn(g, fx, Card::Curse, FIRST_STAGE, cx)
}

// Smugglers: gain a copy of a card costing up to 6 coins that the player to your
// right gained on their most recent turn.
fn smugglers(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            let cards = g.players[right_of(g, seat)].last_turn_gains.clone();
            ask(fx, seat, Text::key("dominion-ask-smugglers"), AskKind::SupplyAmong { cards, max_cost: 6 });
            Step::Wait
        }
        Input::Card(_, Some(card)) => {
            g.gain(seat, card, Dest::Discard, cx);
            Step::Done
        }
        _ => Step::Done,
    }
}

// Tactician: if you have any cards in hand, discard them all; then at the start
// of your next turn, +5 Cards, +1 Action and +1 Buy.
fn tactician(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    let hand = g.players[seat].hand.clone();
    if !hand.is_empty() {
        g.discard_from_hand(seat, &hand, cx);
        g.later(fx, vec![Later::Cards(5), Later::Actions(1), Later::Buys(1)], Vec::new());
    }
    Step::Done
}

// Tide Pools: +3 Cards, +1 Action. At the start of your next turn, discard 2 cards.
fn tide_pools(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.draw(fx.seat, 3, cx);
    g.bonus(fx.seat).actions(1);
    g.later(fx, vec![Later::Discard(2)], Vec::new());
    Step::Done
}

/// Treasure Map's stages: trash the two maps, then gain the Golds one at a time
/// (the stage counts the Golds still to gain).
const TREASURE_MAP_TRASH: u8 = FIRST_STAGE;
const TREASURE_MAP_GOLDS: u8 = 4;

// Treasure Map: trash this and a Treasure Map from your hand. If two Treasure
// Maps were trashed, gain 4 Golds onto your deck.
fn treasure_map(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match (fx.stage, input) {
        (TREASURE_MAP_TRASH, Input::Start) => {
            let mut trashed = Vec::new();
            let p = &mut g.players[seat];
            if let Some(i) = p.in_play.iter().rposition(|c| *c == Card::TreasureMap) {
                p.in_play.remove(i);
                trashed.push(Card::TreasureMap);
            }
            if p.take_from_hand(Card::TreasureMap) {
                trashed.push(Card::TreasureMap);
            }
            if !trashed.is_empty() {
                g.trash.extend(&trashed);
                cx.public(|| Text::key("dominion-log-trash").player("player", seat).cards("cards", ids(&trashed)));
                g.trashed(seat, &trashed);
            }
            // The maps' on-trash reactions resolve before the Golds come.
            if trashed.len() == 2 { settle(fx, TREASURE_MAP_GOLDS) } else { Step::Done }
        }
        // Each Gold's on-gain reactions resolve before the next Gold is gained.
        (left, Input::Resume) if left > TREASURE_MAP_TRASH => {
            g.gain(seat, Card::Gold, Dest::DeckTop, cx);
            settle(fx, left - 1)
        }
        _ => Step::Done,
    }
}

// Treasury: +1 Card, +1 Action, +1 coin. At the end of your Buy phase this
// turn, if you gained no Victory card in it, you may put this onto your deck.
fn treasury(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.draw(fx.seat, 1, cx);
    g.bonus(fx.seat).actions(1).coins(1);
    Step::Done
}

// Warehouse: +3 Cards, +1 Action. Discard 3 cards.
fn warehouse(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
    let seat = fx.seat;
    match input {
        Input::Start => {
            g.draw(seat, 3, cx);
            g.bonus(fx.seat).actions(1);
            let n = g.players[seat].hand.len().min(3);
            if n > 0 {
                let kind = AskKind::HandCards { min: n, max: n, filter: Filter::Any };
                ask(fx, seat, Text::key("dominion-ask-discard-n").card("card", Card::Warehouse.id()).num("n", n), kind);
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

// Wharf: now and at the start of your next turn, +2 Cards and +1 Buy.
fn wharf(g: &mut Dominion, fx: &mut Effect, _: Input, cx: &mut ApplyContext) -> Step {
    g.draw(fx.seat, 2, cx);
    g.bonus(fx.seat).buys(1);
    g.later(fx, vec![Later::Cards(2), Later::Buys(1)], Vec::new());
    Step::Done
}

/// Whether another player's Corsair makes `seat` trash their first Silver or Gold.
fn corsair_watches(g: &Dominion, seat: Seat) -> bool {
    (0..g.seats())
        .filter(|&s| s != seat)
        .any(|s| g.lasting(s).any(|u| matches!(u, Until::Corsair { targets } if targets.contains(&seat))))
}

// Treasury, at the end of its player's Buy phase: each Treasury in play may go
// onto the deck, unless a Victory card was gained in the Buy phase.
fn treasury_end_of_buy(g: &mut Dominion, fx: &mut Effect, input: Input, cx: &mut ApplyContext) -> Step {
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
