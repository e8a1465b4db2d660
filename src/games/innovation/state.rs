//! The game state and the read-only questions card effects ask about it. Change the
//! state only through the primitives in `prims.rs`: they log, keep splays legal,
//! count tucks and scores for Monument and claim special achievements.

use super::data::{CARD_COUNT, CARDS, Card, Color, Icon};
use super::exec::Frame;
use engine::{LogEntry, Seat};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Splay {
    #[default]
    None,
    Left,
    Right,
    Up,
}

impl Splay {
    pub fn id(self) -> &'static str {
        match self {
            Splay::None => "none",
            Splay::Left => "left",
            Splay::Right => "right",
            Splay::Up => "up",
        }
    }

    /// The catalog key of the direction, `innovation-splay-<id>` (a literal: it
    /// is named in log entries).
    pub fn key(self) -> &'static str {
        match self {
            Splay::None => "innovation-splay-none",
            Splay::Left => "innovation-splay-left",
            Splay::Right => "innovation-splay-right",
            Splay::Up => "innovation-splay-up",
        }
    }

    /// The catalog key of "splay … <direction>" in questions, `innovation-act-splay-<id>`.
    pub fn act_key(self) -> &'static str {
        match self {
            Splay::None => "innovation-act-splay-none",
            Splay::Left => "innovation-act-splay-left",
            Splay::Right => "innovation-act-splay-right",
            Splay::Up => "innovation-act-splay-up",
        }
    }

    /// Which of a covered card's four icon positions the splay shows.
    const fn shows(self) -> [bool; 4] {
        match self {
            Splay::None => [false; 4],
            Splay::Left => [false, false, false, true],
            Splay::Right => [true, true, false, false],
            Splay::Up => [false, true, true, true],
        }
    }
}

/// One colour's pile on a board, bottom card first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stack {
    pub cards: Vec<Card>,
    pub splay: Splay,
}

impl Stack {
    pub fn top(&self) -> Option<Card> {
        self.cards.last().copied()
    }

    pub fn bottom(&self) -> Option<Card> {
        self.cards.first().copied()
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Visible icons by [`Icon::index`]: everything on the top card, and on each
    /// covered card the positions its splay uncovers.
    pub fn visible_icons(&self) -> [u32; 6] {
        unpack_icons(self.packed_icons())
    }

    /// [`Stack::visible_icons`] packed as in [`SHOWN`]: one addition per card.
    fn packed_icons(&self) -> u64 {
        let Some((top, covered)) = self.cards.split_last() else {
            return 0;
        };
        let mut sum = SHOWN[top.0 as usize][TOP];
        // An unsplayed pile shows nothing of its covered cards.
        if self.splay != Splay::None {
            sum += covered.iter().map(|c| SHOWN[c.0 as usize][self.splay as usize]).sum::<u64>();
        }
        sum
    }
}

/// Bits per icon in a packed icon count: a board holds at most 105 cards, each
/// showing an icon at most three times.
const ICON_BITS: usize = 10;

/// Where [`SHOWN`] keeps what a top card shows: after the four splays.
const TOP: usize = 4;

/// The icons each card shows, as counts packed [`ICON_BITS`] to an icon (by
/// [`Icon::index`]): covered in a pile of each splay (by its order), and on top.
/// Special achievements check icon counts after every move, so they are summed
/// with one addition per card.
static SHOWN: [[u64; 5]; CARD_COUNT] = shown_icons();

const fn shown_icons() -> [[u64; 5]; CARD_COUNT] {
    let mut table = [[0; 5]; CARD_COUNT];
    let splays = [Splay::None, Splay::Left, Splay::Right, Splay::Up];
    let mut card = 0;
    while card < CARD_COUNT {
        let mut view = 0;
        while view < 5 {
            let shows = if view == TOP { [true; 4] } else { splays[view].shows() };
            let mut at = 0;
            while at < 4 {
                if let (Some(icon), true) = (CARDS[card].icons[at], shows[at]) {
                    table[card][view] += 1 << (ICON_BITS * icon as usize);
                }
                at += 1;
            }
            view += 1;
        }
        card += 1;
    }
    table
}

fn unpack_icons(packed: u64) -> [u32; 6] {
    std::array::from_fn(|i| ((packed >> (ICON_BITS * i)) & ((1 << ICON_BITS) - 1)) as u32)
}

/// The five special achievements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Special {
    Monument,
    Empire,
    World,
    Wonder,
    Universe,
}

impl Special {
    pub const ALL: [Special; 5] =
        [Special::Monument, Special::Empire, Special::World, Special::Wonder, Special::Universe];

    pub fn id(self) -> &'static str {
        match self {
            Special::Monument => "monument",
            Special::Empire => "empire",
            Special::World => "world",
            Special::Wonder => "wonder",
            Special::Universe => "universe",
        }
    }

    /// The catalog key of its name, `innovation-special-<id>`.
    pub fn key(self) -> &'static str {
        match self {
            Special::Monument => "innovation-special-monument",
            Special::Empire => "innovation-special-empire",
            Special::World => "innovation-special-world",
            Special::Wonder => "innovation-special-wonder",
            Special::Universe => "innovation-special-universe",
        }
    }
}

/// An achievement a player holds: a standard one is a face-down card (its age is
/// public, its face is not), a special one is public.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Achievement {
    Card(Card),
    Special(Special),
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Sorted by age, then number.
    pub hand: Vec<Card>,
    /// By [`Color::index`].
    pub board: [Stack; 5],
    pub score_pile: Vec<Card>,
    pub achievements: Vec<Achievement>,
    /// Cards drawn and revealed by the effect being executed, face up until the
    /// effect places them (anything left over goes to the hand when it ends).
    pub revealed: Vec<Card>,
    /// Tucks and scores this turn, for Monument.
    pub tucked: u32,
    pub scored: u32,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "by")]
pub enum Ending {
    /// `player` (with their partner in team play) reached the achievements needed.
    Achievements { player: Seat },
    /// `player` had to draw above age 10: most points wins, then most achievements.
    BeyondTen { player: Seat },
    /// The effect of `card` declared `player` (and their partner) the winner.
    Card { player: Seat, card: Card },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "phase")]
pub enum Phase {
    /// Every player picks which of their two cards to meld, all at once.
    Opening {
        chosen: Vec<Option<Card>>,
    },
    Turns,
    Over {
        ending: Ending,
    },
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub player: Seat,
    pub actions_left: u8,
    /// 0 for the first player's first turn.
    pub number: u32,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Innovation {
    pub players: Vec<Player>,
    /// Two teams of partners sitting opposite: seats 0 and 2 against 1 and 3.
    pub teams: bool,
    /// Age piles by age - 1; the top card is the last.
    pub decks: [Vec<Card>; 10],
    /// Standard achievements still available, one face-down card per age.
    pub achievements: Vec<Card>,
    pub specials: Vec<Special>,
    /// Cards removed from the game that were face up when removed.
    pub removed: Vec<Card>,
    /// Cards removed from the game from face-down places (nobody saw them go).
    pub removed_hidden: Vec<Card>,
    pub phase: Phase,
    pub turn: Turn,
    /// The dogma being executed: see `exec.rs`.
    pub stack: Vec<Frame>,
    /// Counts every change to the game, so the sharing bonus can tell whether a
    /// sharing opponent's effect changed anything.
    pub changes: u64,
    /// Entries of the answer being applied; `apply` hands them over.
    #[serde(skip)]
    pub log: Vec<LogEntry>,
}

impl Innovation {
    pub fn seats(&self) -> usize {
        self.players.len()
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }

    pub fn team_of(&self, seat: Seat) -> Seat {
        if self.teams { seat % 2 } else { seat }
    }

    /// Opponents are the players of other teams (every other player without teams).
    pub fn is_opponent(&self, a: Seat, b: Seat) -> bool {
        self.team_of(a) != self.team_of(b)
    }

    /// Every other player, clockwise from `seat`'s left.
    pub fn others(&self, seat: Seat) -> Vec<Seat> {
        (1..self.seats()).map(|i| (seat + i) % self.seats()).collect()
    }

    /// Every opponent of `seat`, clockwise from their left.
    pub fn opponents(&self, seat: Seat) -> Vec<Seat> {
        self.others(seat).into_iter().filter(|&s| self.is_opponent(seat, s)).collect()
    }

    /// Every player, `seat` first, then clockwise.
    pub fn from_seat(&self, seat: Seat) -> Vec<Seat> {
        (0..self.seats()).map(|i| (seat + i) % self.seats()).collect()
    }

    pub fn stack(&self, seat: Seat, color: Color) -> &Stack {
        &self.players[seat].board[color.index()]
    }

    pub fn top(&self, seat: Seat, color: Color) -> Option<Card> {
        self.stack(seat, color).top()
    }

    /// Top cards, in colour order.
    pub fn tops(&self, seat: Seat) -> Vec<Card> {
        self.players[seat].board.iter().filter_map(Stack::top).collect()
    }

    /// Colours with at least one card on `seat`'s board.
    pub fn board_colors(&self, seat: Seat) -> Vec<Color> {
        Color::ALL.into_iter().filter(|&c| !self.stack(seat, c).is_empty()).collect()
    }

    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.players[seat].hand
    }

    pub fn score_pile(&self, seat: Seat) -> &[Card] {
        &self.players[seat].score_pile
    }

    /// Visible icons on `seat`'s board, by [`Icon::index`].
    pub fn icons(&self, seat: Seat) -> [u32; 6] {
        unpack_icons(self.players[seat].board.iter().map(Stack::packed_icons).sum())
    }

    pub fn icon_count(&self, seat: Seat, icon: Icon) -> u32 {
        self.icons(seat)[icon.index()]
    }

    /// Points: the sum of the ages in the score pile.
    pub fn score(&self, seat: Seat) -> u32 {
        self.players[seat].score_pile.iter().map(|c| c.age() as u32).sum()
    }

    /// Age of the highest top card, 0 with an empty board.
    pub fn highest_top_age(&self, seat: Seat) -> u8 {
        self.tops(seat).iter().map(|c| c.age()).max().unwrap_or(0)
    }

    /// The age a plain "draw" takes from: the highest top card, at least 1.
    pub fn draw_age(&self, seat: Seat) -> u8 {
        self.highest_top_age(seat).max(1)
    }

    pub fn achievement_count(&self, seat: Seat) -> usize {
        self.players[seat].achievements.len()
    }

    /// Achievements of `seat` and their partner in team play.
    pub fn team_achievements(&self, seat: Seat) -> usize {
        (0..self.seats()).filter(|&s| self.team_of(s) == self.team_of(seat)).map(|s| self.achievement_count(s)).sum()
    }

    /// Achievements a player (or a team) needs to win.
    pub fn needed_achievements(&self) -> usize {
        if self.teams {
            6
        } else {
            match self.seats() {
                2 => 6,
                3 => 5,
                _ => 4,
            }
        }
    }

    /// Ages of the standard achievements `seat` may claim now: score at least five
    /// times the age and a top card of at least that age.
    pub fn claimable_ages(&self, seat: Seat) -> Vec<u8> {
        let (score, top) = (self.score(seat), self.highest_top_age(seat));
        let mut ages: Vec<u8> =
            self.achievements.iter().map(|c| c.age()).filter(|&a| score >= 5 * a as u32 && top >= a).collect();
        ages.sort_unstable();
        ages.dedup();
        ages
    }

    /// For "the single player with the most …" wins: the winner when `seats` (the
    /// players who qualify) are one player or partners of one team, else None
    /// (several rivals qualify: the game goes on).
    pub fn sole_team(&self, seats: &[Seat]) -> Option<Seat> {
        let first = *seats.first()?;
        seats.iter().all(|&s| self.team_of(s) == self.team_of(first)).then_some(first)
    }

    /// Whether a special achievement's condition holds for `seat` right now.
    pub fn meets(&self, seat: Seat, special: Special) -> bool {
        self.meets_with_icons(seat, special, &mut None)
    }

    /// [`Innovation::meets`] with the seat's icon counts kept in `icons` once
    /// counted: they are checked after every primitive, counting walks the whole
    /// board, and only Empire and World need them.
    pub fn meets_with_icons(&self, seat: Seat, special: Special, icons: &mut Option<[u32; 6]>) -> bool {
        let p = &self.players[seat];
        let mut counts = || *icons.get_or_insert_with(|| self.icons(seat));
        match special {
            Special::Monument => p.tucked >= 6 || p.scored >= 6,
            Special::Empire => counts().iter().all(|&n| n >= 3),
            Special::World => counts()[Icon::Clock.index()] >= 12,
            Special::Wonder => p.board.iter().all(|s| !s.is_empty() && matches!(s.splay, Splay::Right | Splay::Up)),
            Special::Universe => p.board.iter().all(|s| s.top().is_some_and(|c| c.age() >= 8)),
        }
    }
}

/// The highest age among `cards` (0 when there are none).
pub fn highest_age(cards: &[Card]) -> u8 {
    cards.iter().map(|c| c.age()).max().unwrap_or(0)
}

/// The lowest age among `cards` (0 when there are none).
pub fn lowest_age(cards: &[Card]) -> u8 {
    cards.iter().map(|c| c.age()).min().unwrap_or(0)
}

/// The cards of the highest age among `cards`.
pub fn highest(cards: &[Card]) -> Vec<Card> {
    let top = highest_age(cards);
    cards.iter().copied().filter(|c| c.age() == top).collect()
}

/// The cards of the lowest age among `cards`.
pub fn lowest(cards: &[Card]) -> Vec<Card> {
    let bottom = lowest_age(cards);
    cards.iter().copied().filter(|c| c.age() == bottom).collect()
}

/// The cards among `cards` showing `icon` at least once.
pub fn with_icon(cards: &[Card], icon: Icon) -> Vec<Card> {
    cards.iter().copied().filter(|c| c.has_icon(icon)).collect()
}

/// The cards among `cards` of one of `colors`.
pub fn of_colors(cards: &[Card], colors: &[Color]) -> Vec<Card> {
    cards.iter().copied().filter(|c| colors.contains(&c.color())).collect()
}
