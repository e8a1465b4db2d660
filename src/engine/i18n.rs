//! Rendering [`Text`] through Fluent message catalogs, as plain text (mail, CLI)
//! or escaped HTML (pages). Catalog conventions, for game `g`:
//! - `g-card-<id>` names a card; its `.text` attribute is the card's effect in our
//!   own words (shown on hover/tap);
//! - `g-icon-<id>` names a symbol;
//! - any other `g-...` key is a sentence; `letterbox-...` keys are shared.

use super::{Arg, GameMeta, Seat, Text};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;

/// Messages shared by every game (errors, list separators).
const SHARED_EN: &str = include_str!("letterbox.en.ftl");

pub struct Catalog {
    slug: &'static str,
    bundle: FluentBundle<FluentResource>,
}

// Placeholders for arguments that become markup: private-use characters that no
// catalog or escaping step produces.
const PH_OPEN: char = '\u{F8F0}';
const PH_CLOSE: char = '\u{F8F1}';

impl Catalog {
    /// The catalog of a game in `lang`, falling back to English for a language the
    /// game does not have yet.
    pub fn for_game(meta: &GameMeta, lang: &str) -> Result<Catalog, String> {
        let (lang, source) = meta
            .catalogs
            .iter()
            .find(|(l, _)| *l == lang)
            .or_else(|| meta.catalogs.iter().find(|(l, _)| *l == "en"))
            .ok_or_else(|| format!("{} has no English catalog", meta.slug))?;
        let langid = lang.parse().map_err(|e| format!("language {lang}: {e:?}"))?;
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        bundle.set_use_isolating(false);
        for src in [SHARED_EN, source] {
            let res = FluentResource::try_new(src.to_string())
                .map_err(|(_, errs)| format!("{} catalog {lang} does not parse: {errs:?}", meta.slug))?;
            bundle.add_resource(res).map_err(|errs| format!("{} catalog {lang}: {errs:?}", meta.slug))?;
        }
        Ok(Catalog { slug: meta.slug, bundle })
    }

    pub fn has(&self, key: &str) -> bool {
        self.bundle.has_message(key)
    }

    /// Catalog keys a text needs that this catalog lacks (for tests).
    pub fn missing(&self, text: &Text) -> Vec<String> {
        let mut keys = text.keys();
        for arg in all_args(text) {
            match arg {
                Arg::Card(c) => keys.push(self.card_key(c)),
                Arg::Cards(cs) => keys.extend(cs.iter().map(|c| self.card_key(c))),
                Arg::Icon(i) => keys.push(self.icon_key(i)),
                _ => {}
            }
        }
        keys.retain(|k| !self.has(k));
        keys.sort();
        keys.dedup();
        keys
    }

    fn card_key(&self, id: &str) -> String {
        format!("{}-card-{id}", self.slug)
    }

    fn icon_key(&self, id: &str) -> String {
        format!("{}-icon-{id}", self.slug)
    }

    /// A message with no arguments, or the key itself when it is missing.
    pub fn message(&self, key: &str) -> String {
        self.format(key, None, None).unwrap_or_else(|| key.to_string())
    }

    pub fn card_name(&self, id: &str) -> String {
        self.message(&self.card_key(id))
    }

    /// The card's effect in our words, if the catalog has it.
    pub fn card_text(&self, id: &str) -> Option<String> {
        self.format(&self.card_key(id), Some("text"), None)
    }

    pub fn icon_name(&self, id: &str) -> String {
        self.message(&self.icon_key(id))
    }

    fn format(&self, key: &str, attr: Option<&str>, args: Option<&FluentArgs>) -> Option<String> {
        let msg = self.bundle.get_message(key)?;
        let pattern = match attr {
            Some(a) => msg.get_attribute(a)?.value(),
            None => msg.value()?,
        };
        let mut errors = vec![];
        Some(self.bundle.format_pattern(pattern, args, &mut errors).into_owned())
    }

    /// Plain text, for mail and the CLI.
    pub fn plain(&self, text: &Text, names: &dyn Fn(Seat) -> String) -> String {
        let mut args = FluentArgs::new();
        for (name, arg) in &text.args {
            let value: FluentValue = match arg {
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Player(s) => names(*s).into(),
                Arg::Card(c) => self.card_name(c).into(),
                Arg::Cards(cs) => self.list(cs.iter().map(|c| self.card_name(c))).into(),
                Arg::Icon(i) => self.icon_name(i).into(),
                Arg::Text(t) => self.plain(t, names).into(),
                Arg::Plain(s) => s.clone().into(),
            };
            args.set(name.to_string(), value);
        }
        self.format(&text.key, None, Some(&args)).unwrap_or_else(|| text.to_string())
    }

    /// Escaped HTML, for pages: players, cards and icons become spans a stylesheet
    /// and the hover text can use.
    pub fn html(&self, text: &Text, names: &dyn Fn(Seat) -> String) -> String {
        let mut args = FluentArgs::new();
        let mut fragments: Vec<String> = Vec::new();
        for (name, arg) in &text.args {
            let value: FluentValue = match arg {
                Arg::Number(n) => FluentValue::from(*n),
                other => {
                    let html = match other {
                        Arg::Player(s) => format!(r#"<span class="player p{s}">{}</span>"#, escape(&names(*s))),
                        Arg::Card(c) => self.card_html(c),
                        Arg::Cards(cs) => {
                            let sep = escape(&self.message("letterbox-list-separator")).into_owned();
                            cs.iter().map(|c| self.card_html(c)).collect::<Vec<_>>().join(&sep)
                        }
                        Arg::Icon(i) => format!(
                            r#"<span class="icon icon-{}" title="{name}">{name}</span>"#,
                            escape(i),
                            name = escape(&self.icon_name(i))
                        ),
                        Arg::Text(t) => self.html(t, names),
                        Arg::Plain(s) => escape(s).into_owned(),
                        Arg::Number(_) => unreachable!("numbers are formatted by Fluent"),
                    };
                    fragments.push(html);
                    format!("{PH_OPEN}{}{PH_CLOSE}", fragments.len() - 1).into()
                }
            };
            args.set(name.to_string(), value);
        }
        let formatted = self.format(&text.key, None, Some(&args)).unwrap_or_else(|| text.to_string());
        substitute(&escape(&formatted), &fragments)
    }

    /// A card name as markup carrying its id and its text for hover/tap.
    pub fn card_html(&self, id: &str) -> String {
        let title = self.card_text(id).map(|t| format!(r#" title="{}""#, escape(&t))).unwrap_or_default();
        format!(r#"<span class="card" data-card="{}"{title}>{}</span>"#, escape(id), escape(&self.card_name(id)))
    }

    fn list(&self, items: impl Iterator<Item = String>) -> String {
        items.collect::<Vec<_>>().join(&self.message("letterbox-list-separator"))
    }
}

fn all_args(text: &Text) -> Vec<&Arg> {
    let mut out = Vec::new();
    for a in text.args.values() {
        out.push(a);
        if let Arg::Text(t) = a {
            out.extend(all_args(t));
        }
    }
    out
}

fn substitute(s: &str, fragments: &[String]) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(start) = rest.find(PH_OPEN) {
        out.push_str(&rest[..start]);
        let after = &rest[start + PH_OPEN.len_utf8()..];
        match after.find(PH_CLOSE).and_then(|end| after[..end].parse::<usize>().ok().map(|i| (i, end))) {
            Some((i, end)) if i < fragments.len() => {
                out.push_str(&fragments[i]);
                rest = &after[end + PH_CLOSE.len_utf8()..];
            }
            _ => {
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Escape text for HTML element content and attribute values.
pub fn escape(s: &str) -> Cow<'_, str> {
    if !s.contains(['<', '>', '&', '"', '\'']) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::engine::testgame::HighCard;

    fn catalog() -> Catalog {
        Catalog::for_game(&HighCard::meta(), "en").unwrap()
    }

    fn names(s: Seat) -> String {
        ["Ann <b>", "Bo"][s].to_string()
    }

    #[test]
    fn plain_and_html_rendering() {
        let c = catalog();
        let t = Text::key("highcard-log-play").player("player", 0).card("card", "7");
        assert_eq!(c.plain(&t, &names), "Ann <b> plays 7.");
        let html = c.html(&t, &names);
        assert!(html.contains(r#"<span class="player p0">Ann &lt;b&gt;</span>"#), "{html}");
        assert!(html.contains(r#"data-card="7""#), "{html}");
    }

    #[test]
    fn plurals_use_numbers() {
        let c = catalog();
        let one = Text::key("highcard-log-redraw").player("player", 1).num("n", 1);
        let two = Text::key("highcard-log-redraw").player("player", 1).num("n", 2);
        assert_eq!(c.plain(&one, &names), "Bo swaps 1 card.");
        assert_eq!(c.plain(&two, &names), "Bo swaps 2 cards.");
    }

    #[test]
    fn missing_keys_are_reported_and_rendered_as_keys() {
        let c = catalog();
        let t = Text::key("highcard-nope").card("card", "zebra");
        assert_eq!(c.missing(&t), vec!["highcard-card-zebra".to_string(), "highcard-nope".to_string()]);
        assert!(c.plain(&t, &names).starts_with("highcard-nope"));
    }

    #[test]
    fn user_text_in_plain_args_is_escaped() {
        let c = catalog();
        let t = Text::key("letterbox-error-options").plain("detail", "<script>");
        assert!(!c.html(&t, &names).contains("<script>"));
    }
}
