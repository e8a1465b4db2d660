//! How a game's life outside its rules ended it or changed its table, in the
//! words every surface uses: the game page's life panel, the mail every player
//! gets, the API's `outcome_plain`.

use crate::i18n::Strings;
use engine::Seat;
use store::life::{END_RESIGN, END_TIMEOUT, EarlyEnd};

/// What happened, for the players to be told.
#[derive(Clone, Debug)]
pub enum LifeNews {
    /// The game ended outside its rules (a resignation in a game of two, a vote
    /// to abandon, a deadline), by the act of `by` (the platform: none).
    Ended { end: EarlyEnd, by: Option<Seat> },
    /// The game was cancelled before it began.
    Cancelled,
    /// A player left a running game that goes on (resigned, or removed by a
    /// vote); the sitter plays the seat.
    Left { seat: Seat, removed: bool },
}

/// The sentence naming what happened; `names` are the seats' display names.
pub fn headline(s: &Strings, news: &LifeNews, names: &[String]) -> String {
    let name = |seat: Option<Seat>| seat.and_then(|s| names.get(s)).cloned().unwrap_or_default();
    match news {
        LifeNews::Ended { end, by } => early_end_line(s, end, name(*by)),
        LifeNews::Cancelled => s.t("life-cancelled"),
        LifeNews::Left { seat, removed: false } => s.t_arg("life-act-resign", "player", name(Some(*seat))),
        LifeNews::Left { seat, removed: true } => s.t_arg("life-act-kick", "player", name(Some(*seat))),
    }
}

/// Why a game ended early, naming `who` (the seat that resigned or ran out of
/// time).
pub fn early_end_line(s: &Strings, end: &EarlyEnd, who: String) -> String {
    match (end.reason.as_str(), &end.places) {
        (END_TIMEOUT, Some(_)) => s.t_arg("life-ended-timeout", "player", who),
        (END_TIMEOUT, None) => s.t_arg("life-ended-timeout-abandoned", "player", who),
        (END_RESIGN, _) => s.t_arg("life-ended-resign", "player", who),
        _ => s.t("life-ended-abandon"),
    }
}
