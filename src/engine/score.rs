//! A score by its sources: what every surface shows beside the totals, so a
//! player can read where each point came from (live where the game's scoring is
//! public, and as the final table once the game is over).

use super::Text;
use serde::{Deserialize, Serialize};

/// One line of a score sheet per source (tech copies, Victory cards, wars …),
/// with a column per seat.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreSheet {
    /// What the sheet counts (VP, influence, achievements), a catalog message.
    pub measure: Option<Text>,
    pub rows: Vec<ScoreRow>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreRow {
    /// The source, a catalog message ("Victory cards", "tech copies").
    pub source: Text,
    /// Points per seat; `None` where the viewer may not know this seat's points
    /// from this source (Victory cards in an opponent's deck).
    pub points: Vec<Option<i64>>,
}

impl ScoreSheet {
    pub fn new(measure: Text) -> ScoreSheet {
        ScoreSheet { measure: Some(measure), rows: Vec::new() }
    }

    /// Add a source whose points every viewer may know.
    pub fn row(&mut self, source: Text, points: impl IntoIterator<Item = i64>) -> &mut ScoreSheet {
        self.rows.push(ScoreRow { source, points: points.into_iter().map(Some).collect() });
        self
    }

    /// Add a source some of whose points are hidden from the viewer.
    pub fn row_partly_hidden(&mut self, source: Text, points: Vec<Option<i64>>) -> &mut ScoreSheet {
        self.rows.push(ScoreRow { source, points });
        self
    }

    /// A seat's total, when every row of it is known to the viewer.
    pub fn total(&self, seat: usize) -> Option<i64> {
        self.rows.iter().map(|r| r.points.get(seat).copied().flatten()).sum()
    }

    /// Seats the sheet has a column for.
    pub fn seats(&self) -> usize {
        self.rows.iter().map(|r| r.points.len()).max().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_total_is_known_only_when_every_row_is() {
        let mut sheet = ScoreSheet::new(Text::key("vp"));
        sheet.row(Text::key("cards"), [3, 5]).row_partly_hidden(Text::key("deck"), vec![Some(1), None]);
        assert_eq!(sheet.total(0), Some(4));
        assert_eq!(sheet.total(1), None);
        assert_eq!(sheet.seats(), 2);
    }
}
