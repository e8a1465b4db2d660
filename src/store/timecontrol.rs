//! A game's time control, as its creator set it: the time limit per decision,
//! what happens when it passes, when a seat counts as away, whether vacations
//! pause it. Pure arithmetic over times handed in (the store and the alarm worker
//! pass the clock), stored as JSON with the game.

use chrono::{Duration, NaiveDateTime};
use serde::{Deserialize, Serialize};

/// The time limits a creator may pick, in hours (0: none).
pub const LIMIT_HOURS: [u32; 8] = [0, 12, 24, 48, 72, 120, 168, 336];

/// A second reminder goes out when this much time is left.
pub const LATE_REMINDER_HOURS: i64 = 12;

/// Two reminders closer than this are one: the mail would say the same twice.
const REMINDER_GAP_MINUTES: i64 = 60;

/// Sitter moves in a row after which a seat is away, by default.
pub const DEFAULT_AWAY_AFTER: u32 = 3;

/// What happens when a prompted seat's deadline passes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Expiry {
    /// The seat's sitter answers for it.
    #[default]
    Sitter,
    /// The seat declines where the decision offers a way to (skip, pass, none);
    /// elsewhere the sitter answers.
    Skip,
    /// The game ends: the late player loses, the others are ranked by the game's
    /// own ranking at that point (or the game is abandoned where it has none).
    End,
}

impl Expiry {
    pub const ALL: [Expiry; 3] = [Expiry::Sitter, Expiry::Skip, Expiry::End];

    pub fn id(self) -> &'static str {
        match self {
            Expiry::Sitter => "sitter",
            Expiry::Skip => "skip",
            Expiry::End => "end",
        }
    }

    pub fn from_id(id: &str) -> Option<Expiry> {
        Expiry::ALL.into_iter().find(|e| e.id() == id)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TimeControl {
    /// Hours per decision; 0 is no limit. One of [`LIMIT_HOURS`].
    pub limit_hours: u32,
    pub on_expiry: Expiry,
    /// Sitter moves in a row after which the seat is away (1–20).
    pub away_after: u32,
    /// Whether a player's declared vacation pauses their deadlines in this game.
    pub vacation_allowed: bool,
}

impl Default for TimeControl {
    fn default() -> Self {
        TimeControl {
            limit_hours: 0,
            on_expiry: Expiry::Sitter,
            away_after: DEFAULT_AWAY_AFTER,
            vacation_allowed: true,
        }
    }
}

/// Why a time control was refused (shown to the creator as a catalog message).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeControlError {
    Limit,
    AwayAfter,
}

impl TimeControlError {
    pub fn message_key(self) -> &'static str {
        match self {
            TimeControlError::Limit => "error-time-limit",
            TimeControlError::AwayAfter => "error-away-after",
        }
    }
}

impl TimeControl {
    /// From the new-game form's `tc.*` fields; missing fields take the defaults
    /// (an unticked vacation box is "no": the form always sends the others).
    pub fn from_form(get: &dyn Fn(&str) -> Option<String>) -> Result<TimeControl, TimeControlError> {
        let d = TimeControl::default();
        let limit_hours = match get("tc.limit") {
            Some(v) => v.parse().map_err(|_| TimeControlError::Limit)?,
            None => d.limit_hours,
        };
        let on_expiry = match get("tc.expiry") {
            Some(v) => Expiry::from_id(&v).ok_or(TimeControlError::Limit)?,
            None => d.on_expiry,
        };
        let away_after = match get("tc.away_after") {
            Some(v) => v.parse().map_err(|_| TimeControlError::AwayAfter)?,
            None => d.away_after,
        };
        let vacation_allowed =
            if get("tc.limit").is_some() { get("tc.vacation").as_deref() == Some("1") } else { d.vacation_allowed };
        TimeControl { limit_hours, on_expiry, away_after, vacation_allowed }.validate()
    }

    /// The catalog message for the limit: none, hours, or days.
    pub fn limit_label(hours: u32) -> (&'static str, u32) {
        match hours {
            0 => ("time-limit-none", 0),
            h if h % 24 == 0 => ("time-limit-days", h / 24),
            h => ("time-limit-hours", h),
        }
    }

    pub fn validate(self) -> Result<TimeControl, TimeControlError> {
        if !LIMIT_HOURS.contains(&self.limit_hours) {
            return Err(TimeControlError::Limit);
        }
        if !(1..=20).contains(&self.away_after) {
            return Err(TimeControlError::AwayAfter);
        }
        Ok(self)
    }

    /// The stored JSON; an unreadable value (a row from before time control) is
    /// no time control.
    pub fn from_json(json: &str) -> TimeControl {
        serde_json::from_str::<TimeControl>(json).ok().and_then(|t| t.validate().ok()).unwrap_or_default()
    }

    pub fn to_json(self) -> String {
        serde_json::to_string(&self).expect("a time control serializes")
    }

    pub fn limit(self) -> Option<Duration> {
        (self.limit_hours > 0).then(|| Duration::hours(self.limit_hours as i64))
    }

    /// The deadline of a decision prompted at `at`, pushed past the player's
    /// vacation (`away_until`) where vacations pause this game.
    pub fn deadline(self, at: NaiveDateTime, away_until: Option<NaiveDateTime>) -> Option<NaiveDateTime> {
        let limit = self.limit()?;
        let start = match away_until {
            Some(until) if self.vacation_allowed && until > at => until,
            _ => at,
        };
        Some(start + limit)
    }

    /// When to remind a player whose deadline is `deadline` for a limit starting at
    /// `start`: at half the time, and when 12 hours are left (if that is later than
    /// the start and not within an hour of half time: the start is the moment the
    /// mail was queued, a little after the move that set the deadline, so with a
    /// one-day limit the two differ by that little and would be two equal mails).
    pub fn reminders(self, start: NaiveDateTime, deadline: NaiveDateTime) -> Vec<NaiveDateTime> {
        let half = start + (deadline - start) / 2;
        let late = deadline - Duration::hours(LATE_REMINDER_HOURS);
        let mut times = vec![half];
        if late > start && (late - half).abs() >= Duration::minutes(REMINDER_GAP_MINUTES) {
            times.push(late);
        }
        times.sort();
        times
    }

    /// Whether `streak` sitter moves in a row make the seat away.
    pub fn is_away(self, streak: u32) -> bool {
        streak >= self.away_after
    }
}

/// A vacation lasts at most this many days at once…
pub const VACATION_MAX_DAYS: i64 = 14;
/// …and all vacations begun within a year add up to at most this many.
pub const VACATION_YEAR_DAYS: i64 = 30;

/// Why a vacation was refused (a catalog message).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VacationError {
    Days,
    Year,
    Already,
}

impl VacationError {
    pub fn message_key(self) -> &'static str {
        match self {
            VacationError::Days => "error-vacation-days",
            VacationError::Year => "error-vacation-year",
            VacationError::Already => "error-vacation-already",
        }
    }
}

/// Days of vacation taken within the year before `at`: each period begun in
/// that year counts its started days (an early return counts up to the return).
pub fn vacation_days_used(periods: &[(NaiveDateTime, NaiveDateTime)], at: NaiveDateTime) -> i64 {
    periods
        .iter()
        .filter(|(start, _)| *start > at - Duration::days(365))
        .map(|(start, end)| {
            let secs = (*end - *start).num_seconds().max(0);
            (secs + 86_399) / 86_400
        })
        .sum()
}

/// Whether a vacation of `days` may begin at `at`, given the periods already
/// taken and the current one's end (if the user is on vacation).
pub fn check_vacation(
    days: i64,
    periods: &[(NaiveDateTime, NaiveDateTime)],
    on_vacation_until: Option<NaiveDateTime>,
    at: NaiveDateTime,
) -> Result<(), VacationError> {
    if !(1..=VACATION_MAX_DAYS).contains(&days) {
        return Err(VacationError::Days);
    }
    if on_vacation_until.is_some_and(|until| until > at) {
        return Err(VacationError::Already);
    }
    if vacation_days_used(periods, at) + days > VACATION_YEAR_DAYS {
        return Err(VacationError::Year);
    }
    Ok(())
}

/// A deadline moved by a pause (`by` > 0: the time that was left runs on after
/// it) or by an early return (`by` < 0: the unused days come off), never to
/// before `not_before` (the moment of the change).
pub fn shift_deadline(deadline: NaiveDateTime, by: Duration, not_before: NaiveDateTime) -> NaiveDateTime {
    (deadline + by).max(not_before)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    fn at(day: u32, hour: u32) -> NaiveDateTime {
        NaiveDate::from_ymd_opt(2026, 1, day).unwrap().and_hms_opt(hour, 0, 0).unwrap()
    }

    #[test]
    fn defaults_are_no_limit_sitter_three_and_vacations() {
        let tc = TimeControl::default();
        assert_eq!((tc.limit_hours, tc.on_expiry, tc.away_after, tc.vacation_allowed), (0, Expiry::Sitter, 3, true));
        assert_eq!(tc.deadline(at(1, 0), None), None);
        assert_eq!(TimeControl::from_json("{}"), tc);
        assert_eq!(TimeControl::from_json("not json"), tc);
    }

    #[test]
    fn only_offered_limits_and_sane_away_counts_validate() {
        for h in LIMIT_HOURS {
            assert!(TimeControl { limit_hours: h, ..Default::default() }.validate().is_ok());
        }
        assert_eq!(TimeControl { limit_hours: 5, ..Default::default() }.validate(), Err(TimeControlError::Limit));
        assert_eq!(TimeControl { away_after: 0, ..Default::default() }.validate(), Err(TimeControlError::AwayAfter));
        assert!(serde_json::from_str::<TimeControl>(r#"{"limit_hours":24,"bogus":1}"#).is_err());
    }

    #[test]
    fn deadlines_start_after_a_vacation_where_allowed() {
        let tc = TimeControl { limit_hours: 48, ..Default::default() };
        assert_eq!(tc.deadline(at(1, 6), None), Some(at(3, 6)));
        assert_eq!(tc.deadline(at(1, 6), Some(at(5, 0))), Some(at(7, 0)));
        assert_eq!(tc.deadline(at(1, 6), Some(at(1, 0))), Some(at(3, 6)), "a past vacation changes nothing");
        let strict = TimeControl { vacation_allowed: false, ..tc };
        assert_eq!(strict.deadline(at(1, 6), Some(at(5, 0))), Some(at(3, 6)));
    }

    #[test]
    fn vacations_hold_to_fourteen_days_at_once_and_thirty_a_year() {
        let now = at(20, 0);
        assert_eq!(check_vacation(14, &[], None, now), Ok(()));
        assert_eq!(check_vacation(15, &[], None, now), Err(VacationError::Days));
        assert_eq!(check_vacation(0, &[], None, now), Err(VacationError::Days));
        // 20 days taken this year: 10 more at most.
        let taken = [(at(1, 0), at(11, 0)), (at(11, 12), at(21, 12))];
        assert_eq!(vacation_days_used(&taken, now), 20);
        assert_eq!(check_vacation(10, &taken, None, now), Ok(()));
        assert_eq!(check_vacation(11, &taken, None, now), Err(VacationError::Year));
        // A year later they no longer count; a current vacation blocks a new one.
        assert_eq!(vacation_days_used(&taken, now + Duration::days(400)), 0);
        assert_eq!(check_vacation(1, &[], Some(now + Duration::hours(1)), now), Err(VacationError::Already));
    }

    #[test]
    fn a_pause_keeps_the_time_that_was_left() {
        // Two days left, paused for five days: two days after the pause.
        assert_eq!(shift_deadline(at(3, 0), Duration::days(5), at(1, 0)), at(8, 0));
        // Back two days early: two days come off.
        assert_eq!(shift_deadline(at(8, 0), Duration::days(-2), at(4, 0)), at(6, 0));
        assert_eq!(shift_deadline(at(5, 0), Duration::days(-3), at(4, 0)), at(4, 0), "never before the return");
    }

    #[test]
    fn reminders_at_half_time_and_twelve_hours_left() {
        let tc = TimeControl { limit_hours: 72, ..Default::default() };
        assert_eq!(tc.reminders(at(1, 0), at(4, 0)), vec![at(2, 12), at(3, 12)]);
        // A day: half time is 12 hours left, one reminder.
        assert_eq!(tc.reminders(at(1, 0), at(2, 0)), vec![at(1, 12)]);
        // Twelve hours: half time only.
        assert_eq!(tc.reminders(at(1, 0), at(1, 12)), vec![at(1, 6)]);
        // A day counted from the move, the reminders from a moment later (when
        // the mail is queued): still one.
        let queued = at(1, 0) + Duration::milliseconds(3);
        assert_eq!(tc.reminders(queued, at(2, 0)).len(), 1);
        // Less than an hour apart is one; an hour apart, two.
        assert_eq!(tc.reminders(at(1, 0), at(2, 1)).len(), 1);
        assert_eq!(tc.reminders(at(1, 0), at(2, 2)), vec![at(1, 13), at(1, 14)]);
    }
}
