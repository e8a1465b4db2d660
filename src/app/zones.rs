//! Time zones: every date and time a person reads, on a page or in mail, is shown
//! in that person's zone and names the zone. A user picks the zone in the
//! settings; until then it is the one the browser reported at sign-up, else the
//! default of their language.

use chrono::format::{Item, StrftimeItems};
use chrono::{NaiveDateTime, TimeZone};
use chrono_tz::Tz;
use std::fmt::Write;

/// The zone of someone who has not chosen one: Japan's for Japanese readers, UTC
/// for everyone else.
pub fn default_for(lang: &str) -> Tz {
    if lang == "ja" { chrono_tz::Asia::Tokyo } else { chrono_tz::UTC }
}

/// A zone by its IANA name (`Asia/Tokyo`).
pub fn parse(name: &str) -> Option<Tz> {
    name.parse().ok()
}

/// The zone a setting names, else the language's default.
pub fn or_default(setting: &str, lang: &str) -> Tz {
    parse(setting).unwrap_or_else(|| default_for(lang))
}

/// Every zone's name, for the settings' list.
pub fn names() -> impl Iterator<Item = &'static str> {
    chrono_tz::TZ_VARIANTS.iter().map(|tz| tz.name())
}

/// `at` (UTC) as local time in `tz`, written with a chrono pattern from a
/// catalog; a pattern chrono cannot read gives ISO 8601 with the zone.
pub fn format(at: NaiveDateTime, tz: Tz, pattern: &str) -> String {
    let local = tz.from_utc_datetime(&at);
    let items: Vec<Item> = StrftimeItems::new(pattern).collect();
    let mut out = String::new();
    if items.contains(&Item::Error) || write!(out, "{}", local.format_with_items(items.into_iter())).is_err() {
        return local.format("%Y-%m-%d %H:%M %Z").to_string();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utc(s: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(s, "%Y-%m-%d %H:%M").unwrap()
    }

    #[test]
    fn times_are_local_and_name_their_zone() {
        let noon = utc("2026-11-23 12:00");
        assert_eq!(format(noon, chrono_tz::Asia::Tokyo, "%Y-%m-%d %H:%M %Z"), "2026-11-23 21:00 JST");
        assert_eq!(format(noon, chrono_tz::Europe::Berlin, "%H:%M %Z"), "13:00 CET");
        assert_eq!(format(utc("2026-07-01 12:00"), chrono_tz::Europe::Berlin, "%H:%M %Z"), "14:00 CEST");
        assert_eq!(format(noon, chrono_tz::Asia::Tokyo, "%Y年%-m月%-d日 %H:%M %Z"), "2026年11月23日 21:00 JST");
    }

    #[test]
    fn a_broken_pattern_still_gives_the_time() {
        assert_eq!(format(utc("2026-11-23 12:00"), chrono_tz::UTC, "%Q %"), "2026-11-23 12:00 UTC");
    }

    #[test]
    fn settings_and_defaults() {
        assert_eq!(or_default("", "ja"), chrono_tz::Asia::Tokyo);
        assert_eq!(or_default("", "en"), chrono_tz::UTC);
        assert_eq!(or_default("America/New_York", "ja"), chrono_tz::America::New_York);
        assert_eq!(or_default("Mars/Olympus", "en"), chrono_tz::UTC);
        assert!(names().any(|n| n == "Asia/Tokyo"));
    }
}
