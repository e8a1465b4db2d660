//! Decisions a card asks of a player: how each becomes a `Prompt`, how an answer
//! becomes a checked [`Input`] for the card, and when there is only one possible
//! outcome (then the player is not asked at all).
//!
//! Option keys name card kinds (`silver`), or a copy of a kind (`copper.2`) where
//! several copies may be chosen at once, never a physical card: nothing in a key
//! lets anyone follow a card through a shuffle.

use super::cards::{Card, CardType};
use super::state::Dominion;
use engine::{Answer, Choice, Opt, Prompt, RuleError, Seat, Text};
use serde::{Deserialize, Serialize};

/// Which cards a decision may name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Filter {
    Any,
    Type(CardType),
    /// A Treasure other than Copper (Bandit).
    NonCopperTreasure,
    /// Anything but a Treasure (Jack of All Trades).
    NonTreasure,
    /// Anything but a Victory card (Haggler).
    NonVictory,
}

impl Filter {
    pub fn allows(self, card: Card) -> bool {
        match self {
            Filter::Any => true,
            Filter::Type(t) => card.is(t),
            Filter::NonCopperTreasure => card.is_treasure() && card != Card::Copper,
            Filter::NonTreasure => !card.is_treasure(),
            Filter::NonVictory => !card.is_victory(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum AskKind {
    /// Choose `min..=max` cards from hand among those `filter` allows.
    HandCards {
        min: usize,
        max: usize,
        filter: Filter,
    },
    /// Choose one card from hand; `none` labels the option of choosing nothing.
    HandCard {
        filter: Filter,
        none: Option<Text>,
    },
    /// Choose a supply pile to gain from, costing at most `max_cost`.
    Supply {
        max_cost: u32,
        filter: Filter,
    },
    /// Choose a card of one's own discard pile, which the player is looking through,
    /// or nothing.
    Discard {
        none: Text,
    },
    YesNo {
        yes: Text,
        no: Text,
    },
    /// Choose any number of the cards one is looking at.
    Looking,
    /// Put the cards one is looking at back on the deck, in an order.
    OrderLooking,
    /// Choose one of one's own revealed cards that `filter` allows.
    Revealed {
        filter: Filter,
    },
    /// Choose one of the cards one is looking at.
    LookingCard,
    /// Choose a supply pile among `cards`, costing at most `max_cost` (Smugglers).
    SupplyAmong {
        cards: Vec<Card>,
        max_cost: u32,
    },
    /// Choose up to `max` of these cards in play (Scheme's picks at Cleanup).
    InPlayCards {
        cards: Vec<Card>,
        max: usize,
    },
    /// Choose any number of the cards of one's own discard pile that `filter`
    /// allows, looking through it (Inn).
    DiscardCards {
        filter: Filter,
    },
    /// Choose one of these options (a response to an event, which Duration goes
    /// next, one of a card's modes).
    Choose {
        options: Vec<Opt>,
    },
}

/// An open decision of one seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ask {
    pub seat: Seat,
    pub text: Text,
    pub kind: AskKind,
}

/// What a card's effect is told: that it starts, or a player's checked decision.
#[derive(Clone, Debug, PartialEq)]
pub enum Input {
    Start,
    Cards(Seat, Vec<Card>),
    Card(Seat, Option<Card>),
    Yes(Seat, bool),
    /// The key chosen in a `Choose` decision.
    Key(Seat, String),
    /// The effects an effect started have finished: it continues.
    Resume,
}

pub const NONE: &str = "none";

pub fn rule_error(key: &'static str) -> RuleError {
    RuleError(Text::key(key))
}

/// What becomes of a card chosen in a decision, by the decision's text: said
/// beside each card option, whose label names only the card.
const CARD_NOTES: &[(&str, &str)] = &[
    ("dominion-ask-chapel", "dominion-note-trash"),
    ("dominion-ask-mine-trash", "dominion-note-trash"),
    ("dominion-ask-remodel-trash", "dominion-note-trash"),
    ("dominion-ask-sentry-trash", "dominion-note-trash"),
    ("dominion-ask-bandit", "dominion-note-trash"),
    ("dominion-ask-sailor-trash", "dominion-note-trash"),
    ("dominion-ask-lookout-trash", "dominion-note-trash"),
    ("dominion-ask-salvager", "dominion-note-trash"),
    ("dominion-ask-develop-trash", "dominion-note-trash"),
    ("dominion-ask-jack-trash", "dominion-note-trash"),
    ("dominion-ask-spice-merchant", "dominion-note-trash"),
    ("dominion-ask-trader", "dominion-note-trash"),
    ("dominion-ask-farmland-trash", "dominion-note-trash"),
    ("dominion-ask-souk", "dominion-note-trash"),
    ("dominion-ask-cellar", "dominion-note-discard"),
    ("dominion-ask-militia", "dominion-note-discard"),
    ("dominion-ask-poacher", "dominion-note-discard"),
    ("dominion-ask-sentry-discard", "dominion-note-discard"),
    ("dominion-ask-lookout-discard", "dominion-note-discard"),
    ("dominion-ask-discard-n", "dominion-note-discard"),
    ("dominion-ask-cartographer-discard", "dominion-note-discard"),
    ("dominion-ask-stables", "dominion-note-discard"),
    ("dominion-ask-wheelwright", "dominion-note-discard"),
    ("dominion-ask-artisan-topdeck", "dominion-note-topdeck"),
    ("dominion-ask-bureaucrat", "dominion-note-topdeck"),
    ("dominion-ask-harbinger", "dominion-note-topdeck"),
    ("dominion-ask-scheme", "dominion-note-topdeck"),
    ("dominion-ask-haven", "dominion-note-haven"),
    ("dominion-ask-island", "dominion-note-island"),
];

/// Notes for options whose label does not say all they do, by the label.
const LABEL_NOTES: &[(&str, &str)] = &[("dominion-opt-set-aside", "dominion-note-set-aside")];

/// The note for an option of a decision whose text has key `ask`, if any.
fn note_for(ask: &str, option: &Opt) -> Option<&'static str> {
    let table = if option.label.key == CARD_LABEL { CARD_NOTES } else { LABEL_NOTES };
    let key = if option.label.key == CARD_LABEL { ask } else { &option.label.key };
    table.iter().find(|(k, _)| *k == key).map(|(_, note)| *note)
}

const CARD_LABEL: &str = "dominion-opt-card";

/// Notes on the options of a decision that trash, discard, set aside or move a
/// card where its label does not say so.
fn annotate(prompt: &mut Prompt) {
    let options = match &mut prompt.choice {
        Choice::One { options } | Choice::Many { options, .. } => options,
        Choice::Order { .. } | Choice::Number { .. } => return,
    };
    for option in options {
        if let Some(note) = note_for(&prompt.text.key, option) {
            option.note = Some(Text::key(note));
        }
    }
}

fn card_label(card: Card) -> Text {
    Text::key(CARD_LABEL).card("card", card.id())
}

/// Distinct kinds among `cards`, in declaration order.
fn kinds(cards: impl Iterator<Item = Card>) -> Vec<Card> {
    let mut out: Vec<Card> = cards.collect();
    out.sort();
    out.dedup();
    out
}

/// The cards in declaration order, copies kept (so keys say nothing of a pile's order).
fn kinds_sorted(cards: impl Iterator<Item = Card>) -> Vec<Card> {
    let mut out: Vec<Card> = cards.collect();
    out.sort();
    out
}

/// One key per copy: `copper.1`, `copper.2`, ... in the zone's order.
fn copy_keys(cards: &[Card]) -> Vec<(String, Card)> {
    let mut seen: Vec<Card> = Vec::new();
    cards
        .iter()
        .map(|&c| {
            seen.push(c);
            let k = seen.iter().filter(|s| **s == c).count();
            (format!("{}.{k}", c.id()), c)
        })
        .collect()
}

/// The cards named by copy keys, checked against `zone`.
fn parse_copies(zone: &[Card], keys: &[String]) -> Result<Vec<Card>, RuleError> {
    let offered = copy_keys(zone);
    let mut chosen = Vec::with_capacity(keys.len());
    for (i, key) in keys.iter().enumerate() {
        if keys[..i].contains(key) {
            return Err(rule_error("dominion-error-twice"));
        }
        let (_, card) =
            offered.iter().find(|(k, _)| k == key).ok_or_else(|| rule_error("dominion-error-no-such-card"))?;
        chosen.push(*card);
    }
    Ok(chosen)
}

/// The key of a one-option answer.
pub fn one_key(answer: &Answer) -> Result<&str, RuleError> {
    match answer {
        Answer::One(k) => Ok(k),
        _ => Err(rule_error("dominion-error-shape")),
    }
}

fn card_key(key: &str) -> Result<Card, RuleError> {
    Card::from_id(key).ok_or_else(|| rule_error("dominion-error-no-such-card"))
}

impl Dominion {
    fn hand_matching(&self, seat: Seat, filter: Filter) -> Vec<Card> {
        self.players[seat].hand.iter().copied().filter(|c| filter.allows(*c)).collect()
    }

    /// Piles a Supply decision may name, in supply order.
    pub fn gainable(&self, max_cost: u32, filter: Filter) -> Vec<Card> {
        self.gainable_piles(max_cost, filter).collect()
    }

    /// [`Dominion::gainable`] one by one, for a caller that only asks whether there is one.
    pub fn gainable_piles(&self, max_cost: u32, filter: Filter) -> impl Iterator<Item = Card> + '_ {
        let discount = self.discount();
        self.supply
            .iter()
            .filter(move |p| p.count > 0 && p.card.cost().saturating_sub(discount) <= max_cost && filter.allows(p.card))
            .map(|p| p.card)
    }

    /// Piles among `cards` that a decision may name, in supply order.
    pub fn gainable_among(&self, cards: &[Card], max_cost: u32) -> Vec<Card> {
        self.gainable(max_cost, Filter::Any).into_iter().filter(|c| cards.contains(c)).collect()
    }

    /// What a card costs now (every cost goes through here, for cards that change
    /// costs).
    pub fn cost(&self, card: Card) -> u32 {
        card.cost().saturating_sub(self.discount())
    }

    /// What is taken off every cost now: 1 coin per Highway in the turn's
    /// player's play area.
    fn discount(&self) -> u32 {
        self.players[self.turn.player].in_play.iter().filter(|c| **c == Card::Highway).count() as u32
    }

    pub fn ask_prompt(&self, ask: &Ask) -> Prompt {
        let seat = ask.seat;
        let p = &self.players[seat];
        let choice = match &ask.kind {
            AskKind::HandCards { min, max, filter } => {
                let options = copy_keys(&p.hand)
                    .into_iter()
                    .filter(|(_, c)| filter.allows(*c))
                    .map(|(k, c)| {
                        let target = format!("hand-{k}");
                        Opt::new(k, card_label(c)).with_target(target)
                    })
                    .collect();
                Choice::Many { options, min: *min, max: *max }
            }
            AskKind::HandCard { filter, none } => {
                let mut options: Vec<Opt> = kinds(p.hand.iter().copied().filter(|c| filter.allows(*c)))
                    .into_iter()
                    .map(|c| Opt::new(c.id(), card_label(c)).with_target(c.info().hand_target))
                    .collect();
                if let Some(label) = none {
                    options.push(Opt::new(NONE, label.clone()));
                }
                Choice::One { options }
            }
            AskKind::Supply { max_cost, filter } => {
                let options = self
                    .gainable(*max_cost, *filter)
                    .into_iter()
                    .map(|c| {
                        let label = Text::key("dominion-opt-gain").card("card", c.id()).num("cost", self.cost(c));
                        Opt::new(c.id(), label).with_target(c.info().supply_target)
                    })
                    .collect();
                Choice::One { options }
            }
            AskKind::Discard { none } => {
                let mut options: Vec<Opt> = kinds(p.discard.iter().copied())
                    .into_iter()
                    .map(|c| Opt::new(c.id(), card_label(c)).with_target(format!("discard-{}", c.id())))
                    .collect();
                options.push(Opt::new(NONE, none.clone()));
                Choice::One { options }
            }
            AskKind::YesNo { yes, no } => {
                Choice::One { options: vec![Opt::new("yes", yes.clone()), Opt::new("no", no.clone())] }
            }
            AskKind::Looking => {
                let options: Vec<Opt> = copy_keys(&p.looking)
                    .into_iter()
                    .map(|(k, c)| {
                        let target = format!("looking-{k}");
                        Opt::new(k, card_label(c)).with_target(target)
                    })
                    .collect();
                let max = options.len();
                Choice::Many { options, min: 0, max }
            }
            AskKind::OrderLooking => Choice::Order {
                items: copy_keys(&p.looking).into_iter().map(|(k, c)| Opt::new(k, card_label(c))).collect(),
            },
            AskKind::Revealed { filter } => Choice::One {
                options: kinds(p.revealed.iter().copied().filter(|c| filter.allows(*c)))
                    .into_iter()
                    .map(|c| Opt::new(c.id(), card_label(c)).with_target(format!("revealed-{seat}-{}", c.id())))
                    .collect(),
            },
            AskKind::LookingCard => Choice::One {
                options: kinds(p.looking.iter().copied())
                    .into_iter()
                    .map(|c| Opt::new(c.id(), card_label(c)).with_target(format!("looking-{}", c.id())))
                    .collect(),
            },
            AskKind::SupplyAmong { cards, max_cost } => Choice::One {
                options: self
                    .gainable_among(cards, *max_cost)
                    .into_iter()
                    .map(|c| {
                        let label = Text::key("dominion-opt-gain").card("card", c.id()).num("cost", self.cost(c));
                        Opt::new(c.id(), label).with_target(c.info().supply_target)
                    })
                    .collect(),
            },
            AskKind::InPlayCards { cards, max } => {
                let options = copy_keys(cards)
                    .into_iter()
                    .map(|(k, c)| {
                        let target = format!("in-play-{}", c.id());
                        Opt::new(k, card_label(c)).with_target(target)
                    })
                    .collect();
                Choice::Many { options, min: 0, max: *max }
            }
            AskKind::DiscardCards { filter } => {
                let cards = kinds_sorted(p.discard.iter().copied().filter(|c| filter.allows(*c)));
                let options: Vec<Opt> = copy_keys(&cards)
                    .into_iter()
                    .map(|(k, c)| Opt::new(k, card_label(c)).with_target(format!("discard-{}", c.id())))
                    .collect();
                let max = options.len();
                Choice::Many { options, min: 0, max }
            }
            AskKind::Choose { options } => Choice::One { options: options.clone() },
        };
        let mut prompt = Prompt { seat, text: ask.text.clone(), choice };
        annotate(&mut prompt);
        prompt
    }

    /// The input when a decision has exactly one possible outcome (choosing among
    /// identical cards counts as one outcome), so nobody is asked.
    pub fn ask_forced(&self, ask: &Ask) -> Option<Input> {
        let seat = ask.seat;
        let p = &self.players[seat];
        match &ask.kind {
            AskKind::HandCards { min, max, filter } => {
                let cands = self.hand_matching(seat, *filter);
                if *max == 0 || cands.is_empty() {
                    Some(Input::Cards(seat, Vec::new()))
                } else if *min >= cands.len() {
                    Some(Input::Cards(seat, cands))
                } else if min == max && kinds(cands.iter().copied()).len() == 1 {
                    Some(Input::Cards(seat, cands[..*min].to_vec()))
                } else {
                    None
                }
            }
            AskKind::HandCard { filter, none } => {
                let ks = kinds(p.hand.iter().copied().filter(|c| filter.allows(*c)));
                match (ks.as_slice(), none) {
                    ([], _) => Some(Input::Card(seat, None)),
                    ([only], None) => Some(Input::Card(seat, Some(*only))),
                    _ => None,
                }
            }
            AskKind::Supply { max_cost, filter } => match self.gainable(*max_cost, *filter).as_slice() {
                [] => Some(Input::Card(seat, None)),
                [only] => Some(Input::Card(seat, Some(*only))),
                _ => None,
            },
            AskKind::Discard { .. } => p.discard.is_empty().then_some(Input::Card(seat, None)),
            AskKind::YesNo { .. } => None,
            AskKind::Looking => p.looking.is_empty().then(|| Input::Cards(seat, Vec::new())),
            AskKind::OrderLooking => {
                (kinds(p.looking.iter().copied()).len() <= 1).then(|| Input::Cards(seat, p.looking.clone()))
            }
            AskKind::Revealed { filter } => {
                match kinds(p.revealed.iter().copied().filter(|c| filter.allows(*c))).as_slice() {
                    [] => Some(Input::Card(seat, None)),
                    [only] => Some(Input::Card(seat, Some(*only))),
                    _ => None,
                }
            }
            AskKind::LookingCard => match kinds(p.looking.iter().copied()).as_slice() {
                [] => Some(Input::Card(seat, None)),
                [only] => Some(Input::Card(seat, Some(*only))),
                _ => None,
            },
            AskKind::SupplyAmong { cards, max_cost } => match self.gainable_among(cards, *max_cost).as_slice() {
                [] => Some(Input::Card(seat, None)),
                [only] => Some(Input::Card(seat, Some(*only))),
                _ => None,
            },
            AskKind::InPlayCards { cards, max } => {
                (cards.is_empty() || *max == 0).then(|| Input::Cards(seat, Vec::new()))
            }
            AskKind::DiscardCards { filter } => {
                (!p.discard.iter().any(|c| filter.allows(*c))).then(|| Input::Cards(seat, Vec::new()))
            }
            AskKind::Choose { options } => match options.as_slice() {
                [only] => Some(Input::Key(seat, only.key.to_string())),
                _ => None,
            },
        }
    }

    /// Check an answer against the decision and the state; the card gets only
    /// inputs that are legal.
    pub fn ask_input(&self, ask: &Ask, answer: &Answer) -> Result<Input, RuleError> {
        let seat = ask.seat;
        let p = &self.players[seat];
        match &ask.kind {
            AskKind::HandCards { min, max, filter } => {
                let Answer::Many(keys) = answer else { return Err(rule_error("dominion-error-shape")) };
                let cards = parse_copies(&p.hand, keys)?;
                if cards.iter().any(|c| !filter.allows(*c)) {
                    return Err(rule_error("dominion-error-not-allowed"));
                }
                if cards.len() < *min || cards.len() > *max {
                    return Err(RuleError(Text::key("dominion-error-count").num("min", *min).num("max", *max)));
                }
                Ok(Input::Cards(seat, cards))
            }
            AskKind::HandCard { filter, none } => {
                let key = one_key(answer)?;
                if key == NONE && none.is_some() {
                    return Ok(Input::Card(seat, None));
                }
                let card = card_key(key)?;
                if !filter.allows(card) || !p.hand.contains(&card) {
                    return Err(rule_error("dominion-error-not-in-hand"));
                }
                Ok(Input::Card(seat, Some(card)))
            }
            AskKind::Supply { max_cost, filter } => {
                let card = card_key(one_key(answer)?)?;
                if !self.gainable(*max_cost, *filter).contains(&card) {
                    return Err(rule_error("dominion-error-cannot-gain"));
                }
                Ok(Input::Card(seat, Some(card)))
            }
            AskKind::Discard { .. } => {
                let key = one_key(answer)?;
                if key == NONE {
                    return Ok(Input::Card(seat, None));
                }
                let card = card_key(key)?;
                if !p.discard.contains(&card) {
                    return Err(rule_error("dominion-error-no-such-card"));
                }
                Ok(Input::Card(seat, Some(card)))
            }
            AskKind::YesNo { .. } => match one_key(answer)? {
                "yes" => Ok(Input::Yes(seat, true)),
                "no" => Ok(Input::Yes(seat, false)),
                _ => Err(rule_error("dominion-error-shape")),
            },
            AskKind::Looking => {
                let Answer::Many(keys) = answer else { return Err(rule_error("dominion-error-shape")) };
                Ok(Input::Cards(seat, parse_copies(&p.looking, keys)?))
            }
            AskKind::OrderLooking => {
                let Answer::Order(keys) = answer else { return Err(rule_error("dominion-error-shape")) };
                let cards = parse_copies(&p.looking, keys)?;
                if cards.len() != p.looking.len() {
                    return Err(rule_error("dominion-error-order-all"));
                }
                Ok(Input::Cards(seat, cards))
            }
            AskKind::Revealed { filter } => {
                let card = card_key(one_key(answer)?)?;
                if !filter.allows(card) || !p.revealed.contains(&card) {
                    return Err(rule_error("dominion-error-no-such-card"));
                }
                Ok(Input::Card(seat, Some(card)))
            }
            AskKind::LookingCard => {
                let card = card_key(one_key(answer)?)?;
                if !p.looking.contains(&card) {
                    return Err(rule_error("dominion-error-no-such-card"));
                }
                Ok(Input::Card(seat, Some(card)))
            }
            AskKind::SupplyAmong { cards, max_cost } => {
                let card = card_key(one_key(answer)?)?;
                if !self.gainable_among(cards, *max_cost).contains(&card) {
                    return Err(rule_error("dominion-error-cannot-gain"));
                }
                Ok(Input::Card(seat, Some(card)))
            }
            AskKind::InPlayCards { cards, max } => {
                let Answer::Many(keys) = answer else { return Err(rule_error("dominion-error-shape")) };
                let chosen = parse_copies(cards, keys)?;
                if chosen.len() > *max {
                    return Err(RuleError(Text::key("dominion-error-count").num("min", 0).num("max", *max)));
                }
                Ok(Input::Cards(seat, chosen))
            }
            AskKind::DiscardCards { filter } => {
                let Answer::Many(keys) = answer else { return Err(rule_error("dominion-error-shape")) };
                let cards = kinds_sorted(p.discard.iter().copied().filter(|c| filter.allows(*c)));
                Ok(Input::Cards(seat, parse_copies(&cards, keys)?))
            }
            AskKind::Choose { options } => {
                let key = one_key(answer)?;
                if !options.iter().any(|o| o.key == key) {
                    return Err(rule_error("dominion-error-shape"));
                }
                Ok(Input::Key(seat, key.to_string()))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copy_keys_number_each_kind_separately() {
        let keys: Vec<String> =
            copy_keys(&[Card::Copper, Card::Copper, Card::Estate, Card::Copper]).into_iter().map(|(k, _)| k).collect();
        assert_eq!(keys, ["copper.1", "copper.2", "estate.1", "copper.3"]);
        let zone = [Card::Copper, Card::Estate];
        assert_eq!(parse_copies(&zone, &["estate.1".into()]).unwrap(), vec![Card::Estate]);
        assert!(parse_copies(&zone, &["estate.2".into()]).is_err());
        assert!(parse_copies(&zone, &["copper.1".into(), "copper.1".into()]).is_err());
        assert!(parse_copies(&zone, &["council-room.1".into()]).is_err());
    }
}
