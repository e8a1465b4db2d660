//! The service's own message catalog (pages and mail), in Fluent. Games' texts
//! come from their own catalogs (`engine::i18n::Catalog`). A language is one more
//! `.ftl` file in `LANGUAGES`; a key missing there falls back to English.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::BTreeMap;

/// Catalogs by language tag; English first (the fallback).
const LANGUAGES: &[(&str, &str)] = &[("en", include_str!("letterbox.en.ftl"))];

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

    /// A message with one argument.
    pub fn t1(&self, key: &str, name: &str, value: impl ToString) -> String {
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

    pub fn tags(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.by_tag.keys().copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_format_with_plurals_and_fall_back_to_keys() {
        let l = Languages::new();
        let en = l.get("xx");
        assert_eq!(en.lang, "en");
        assert_eq!(en.t1("replay-step-of", "n", 1), en.args("replay-step-of", &[("n", "1".into())]));
        assert_eq!(en.t("no-such-key"), "no-such-key");
    }

    /// Every key the templates and the code name (`t("…")`, `t1("…"`, `args("…"`,
    /// `Forbidden("…")`, and the keys built from statuses and preferences) is in the
    /// English catalog.
    #[test]
    fn every_key_used_is_in_the_catalog() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
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
        keys.extend(crate::store::users::MailPref::ALL.iter().map(|p| format!("settings-mail-{}", p.as_str())));
        for src in &sources {
            for call in
                ["t(\"", "t1(\"", "args(\"", "Forbidden(\"", "cx.s.t(", "(\"error-", "(\"move-", "(\"dashboard-"]
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
