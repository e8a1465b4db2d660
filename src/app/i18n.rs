//! The service's own message catalog (pages and mail), in Fluent. Games' texts
//! come from their own catalogs (`engine::i18n::Catalog`). A language is one more
//! `.ftl` file in `LANGUAGES`; a key missing there falls back to English.
//! Which language a reader gets: [`Languages::negotiate`] picks the best match of
//! a browser's `Accept-Language`; a signed-in user's setting wins over it.

use actix_web::http::header::{Preference, Quality, QualityItem};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_langneg::{NegotiationStrategy, convert_vec_str_to_langids_lossy, negotiate_languages};
use std::collections::BTreeMap;

/// Catalogs by language tag; English first (the fallback).
const LANGUAGES: &[(&str, &str)] =
    &[("en", include_str!("letterbox.en.ftl")), ("ja", include_str!("letterbox.ja.ftl"))];

pub struct Strings {
    pub lang: &'static str,
    bundle: FluentBundle<FluentResource>,
    fallback: Option<Box<Strings>>,
}

impl Strings {
    fn parse(lang: &'static str, source: &str) -> Strings {
        let langid = lang.parse().expect("language tags in LANGUAGES are valid");
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        bundle.set_use_isolating(false);
        let res = FluentResource::try_new(source.to_string())
            .unwrap_or_else(|(_, errs)| panic!("catalog {lang} does not parse: {errs:?}"));
        bundle.add_resource(res).unwrap_or_else(|errs| panic!("catalog {lang}: {errs:?}"));
        Strings { lang, bundle, fallback: None }
    }

    /// A message without arguments; the key itself when no catalog has it.
    pub fn t(&self, key: &str) -> String {
        self.format(key, None).unwrap_or_else(|| key.to_string())
    }

    /// A message with one argument, `name` set to `value` (for more, [`Self::args`]).
    pub fn t_arg(&self, key: &str, name: &str, value: impl ToString) -> String {
        self.args(key, &[(name, value.to_string())])
    }

    /// A message with string arguments (numbers given as digits stay numbers, so
    /// plural selectors work).
    pub fn args(&self, key: &str, args: &[(&str, String)]) -> String {
        let mut fa = FluentArgs::new();
        for (k, v) in args {
            let value: FluentValue = match v.parse::<i64>() {
                Ok(n) => n.into(),
                Err(_) => v.clone().into(),
            };
            fa.set(*k, value);
        }
        self.format(key, Some(&fa)).unwrap_or_else(|| key.to_string())
    }

    fn format(&self, key: &str, args: Option<&FluentArgs>) -> Option<String> {
        match self.bundle.get_message(key).and_then(|m| m.value()) {
            Some(pattern) => {
                let mut errors = vec![];
                Some(self.bundle.format_pattern(pattern, args, &mut errors).into_owned())
            }
            None => self.fallback.as_ref().and_then(|f| f.format(key, args)),
        }
    }

    /// A game's status ("open", "running", "finished") in words.
    pub fn status(&self, status: &str) -> String {
        self.t(&format!("status-{status}"))
    }

    pub fn has(&self, key: &str) -> bool {
        self.bundle.has_message(key)
    }

    /// A moment (UTC) as a date and time in `tz`, naming the zone.
    pub fn datetime(&self, at: chrono::NaiveDateTime, tz: chrono_tz::Tz) -> String {
        super::zones::format(at, tz, &self.t("format-datetime"))
    }

    /// A moment (UTC) as the date it was in `tz`.
    pub fn date(&self, at: chrono::NaiveDateTime, tz: chrono_tz::Tz) -> String {
        super::zones::format(at, tz, &self.t("format-date"))
    }

    /// This language's name in itself ("日本語", "English"), for language menus.
    pub fn own_name(&self) -> String {
        self.t("language-name")
    }
}

/// Every language's catalog, built once.
pub struct Languages {
    by_tag: BTreeMap<&'static str, Strings>,
}

impl Default for Languages {
    fn default() -> Self {
        Languages::new()
    }
}

impl Languages {
    pub fn new() -> Languages {
        let by_tag = LANGUAGES
            .iter()
            .map(|(tag, src)| {
                let mut s = Strings::parse(tag, src);
                if *tag != "en" {
                    s.fallback = Some(Box::new(Strings::parse("en", LANGUAGES[0].1)));
                }
                (*tag, s)
            })
            .collect();
        Languages { by_tag }
    }

    /// The catalog for `lang`, or English.
    pub fn get(&self, lang: &str) -> &Strings {
        self.by_tag.get(lang).unwrap_or_else(|| &self.by_tag["en"])
    }

    /// Every language tag, English first.
    pub fn tags(&self) -> impl Iterator<Item = &'static str> + '_ {
        LANGUAGES.iter().map(|(tag, _)| *tag)
    }

    /// The tag of a language we speak, if `tag` names one (any case).
    pub fn find(&self, tag: &str) -> Option<&'static str> {
        self.tags().find(|t| t.eq_ignore_ascii_case(tag))
    }

    /// The language that best matches an `Accept-Language` header: the
    /// highest-weighted range we can serve, where a range matches a language of the
    /// same primary subtag (`ja-JP` is `ja`) and `*` matches English; earlier ranges
    /// win ties. `None` when nothing acceptable matches. The header's items and
    /// their quality values are parsed by actix (an item that does not parse, such
    /// as one weighted above 1, counts as not acceptable), and a range is matched to
    /// our languages by Fluent's language negotiation.
    pub fn negotiate(&self, header: &str) -> Option<&'static str> {
        let mut ranges: Vec<QualityItem<Preference<String>>> = header
            .split(',')
            .take(32)
            .filter_map(|item| item.trim().parse().ok())
            .filter(|item: &QualityItem<Preference<String>>| item.quality > Quality::ZERO)
            .collect();
        // Stable: of equal weights the earlier range stays first.
        ranges.sort_by_key(|r| std::cmp::Reverse(r.quality));
        let ours = convert_vec_str_to_langids_lossy(self.tags());
        ranges.iter().find_map(|range| match &range.item {
            Preference::Any => Some("en"),
            Preference::Specific(tag) => {
                let wanted = convert_vec_str_to_langids_lossy([tag]);
                let best = negotiate_languages(&wanted, &ours, None, NegotiationStrategy::Lookup);
                best.first().and_then(|lang| self.find(&lang.to_string()))
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_picks_the_best_language_we_speak() {
        let l = Languages::new();
        assert_eq!(l.negotiate("ja"), Some("ja"));
        assert_eq!(l.negotiate("ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7"), Some("ja"));
        assert_eq!(l.negotiate("en-US,en;q=0.9,ja;q=0.8"), Some("en"));
        assert_eq!(l.negotiate("fr-FR, ja;q=0.5, en;q=0.4"), Some("ja"));
        assert_eq!(l.negotiate("en;q=0.5, JA-jp;q=0.8"), Some("ja"));
        assert_eq!(l.negotiate("de, *;q=0.1"), Some("en"));
        assert_eq!(l.negotiate("ja;q=0, en;q=0.1"), Some("en"));
        assert_eq!(l.negotiate("fr, de"), None);
        assert_eq!(l.negotiate(""), None);
        assert_eq!(l.negotiate("ja;q=2, en;q=0.3"), Some("en"), "a bad weight counts as 0");
        assert_eq!(l.negotiate(";;;,,,=q;"), None);
        assert_eq!(l.negotiate("en, ja"), Some("en"), "earlier ranges win ties");
        assert_eq!(l.negotiate("ja;q=0.5, en;q=0.5"), Some("ja"));
        assert_eq!(l.negotiate("en-GB;q=0.3, ja-Jpan-JP;q=0.9"), Some("ja"), "any subtags after the primary");
        assert_eq!(l.negotiate("de;q=0.9, *;q=0.2, ja;q=0.1"), Some("en"), "`*` is English at its weight");
        assert_eq!(l.negotiate("ja; q=0.8, en; q=0.9"), Some("en"), "spaces around parameters");
        assert_eq!(l.negotiate("ja;q=0.0001, en;q=0.001"), Some("en"), "more than three decimals is not a weight");
        assert_eq!(l.negotiate("*;q=0, ja;q=0"), None);
    }

    /// Counts read right in both languages: "ran out once", never "1 times".
    #[test]
    fn counts_take_their_plural() {
        let l = Languages::new();
        let away = |lang: &str, n: u32| {
            let args = [("game", "Dominion".to_string()), ("id", "7".to_string()), ("n", n.to_string())];
            l.get(lang).args("mail-away-text", &args)
        };
        assert!(away("en", 1).starts_with("Your time ran out in Dominion #7, so"), "{}", away("en", 1));
        assert!(away("en", 3).contains("ran out 3 times in a row"), "{}", away("en", 3));
        assert!(!away("ja", 1).contains("1回"), "{}", away("ja", 1));
        assert!(away("ja", 3).contains("3回続けて"), "{}", away("ja", 3));
        let en = l.get("en");
        assert_eq!(en.t_arg("game-score", "score", 1), "1 point");
        assert_eq!(en.t_arg("game-score", "score", 2), "2 points");
        let vacation = |used: u32| {
            let args = [("max", "14".to_string()), ("year", "30".to_string()), ("used", used.to_string())];
            en.args("settings-vacation-help", &args)
        };
        assert!(vacation(1).ends_with("Taken in the last year: 1 day."), "{}", vacation(1));
        assert!(vacation(4).ends_with("Taken in the last year: 4 days."), "{}", vacation(4));
    }

    #[test]
    fn each_language_is_named_in_itself() {
        let l = Languages::new();
        let names: Vec<String> = l.tags().map(|t| l.get(t).own_name()).collect();
        assert_eq!(names, ["English", "日本語"]);
    }

    #[test]
    fn messages_format_with_plurals_and_fall_back_to_keys() {
        let l = Languages::new();
        let en = l.get("xx");
        assert_eq!(en.lang, "en");
        assert_eq!(en.t_arg("replay-step-of", "n", 1), en.args("replay-step-of", &[("n", "1".into())]));
        assert_eq!(en.t("no-such-key"), "no-such-key");
    }

    /// Every key the templates and the code name (`t("…")`, `t_arg("…"`, `args("…"`, `Forbidden("…")`, and the keys built from
    /// statuses and preferences) is in the English catalog.
    #[test]
    fn every_key_used_is_in_the_catalog() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut sources = Vec::new();
        let mut dirs = vec![
            root.join("templates/pages"),
            root.join("templates/email"),
            root.join("src/app"),
            root.join("src/web"),
            root.join("src/mail"),
        ];
        while let Some(dir) = dirs.pop() {
            for e in std::fs::read_dir(&dir).unwrap().flatten() {
                let p = e.path();
                if p.is_dir() {
                    if !p.ends_with("boards") {
                        dirs.push(p);
                    }
                } else if !p.to_string_lossy().contains("board") && !p.ends_with("i18n.rs") {
                    sources.push(std::fs::read_to_string(&p).unwrap());
                }
            }
        }
        let en = Languages::new();
        let en = en.get("en");
        let mut keys: Vec<String> = ["open", "running", "finished"].iter().map(|s| format!("status-{s}")).collect();
        keys.extend(store::users::MailPref::ALL.iter().map(|p| format!("settings-mail-{}", p.as_str())));
        for src in &sources {
            for call in
                ["t(\"", "t_arg(\"", "args(\"", "Forbidden(\"", "cx.s.t(", "(\"error-", "(\"move-", "(\"dashboard-"]
            {
                for (i, _) in src.match_indices(call) {
                    let rest = &src[i + call.len()..];
                    let rest = rest.strip_prefix('"').unwrap_or(rest);
                    let key: String =
                        rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_').collect();
                    let prefix = call.trim_start_matches('(').trim_start_matches('"');
                    let key = if prefix.ends_with('-') { format!("{prefix}{key}") } else { key };
                    if key.contains('-') {
                        keys.push(key);
                    }
                }
            }
        }
        keys.sort();
        keys.dedup();
        assert!(keys.len() > 100, "found {} keys", keys.len());
        let missing: Vec<&String> = keys.iter().filter(|k| !en.has(k)).collect();
        assert!(missing.is_empty(), "missing from letterbox.en.ftl: {missing:?}");
    }
}
