//! Rendering [`Text`] through Fluent message catalogs, as plain text (mail, CLI)
//! or escaped HTML (pages). Catalog conventions, for game `g`:
//! - `g-card-<id>` names a card; its `.text` attribute is the card's effect in our
//!   own words (shown on hover/tap);
//! - `g-icon-<id>` names a symbol;
//! - any other `g-...` key is a sentence; `letterbox-...` keys are shared.
//!
//! Every language is one more catalog beside the English one (`en.ftl` and
//! `ja.ftl`, `x.en.ftl` and `x.ja.ftl`); a message a catalog lacks is taken from
//! English rather than shown as its key.

use super::{Arg, GameMeta, Seat, Text};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::collections::{BTreeSet, HashMap};

/// Messages shared by every game (errors, list separators), by language. This
/// table is also the list of languages every game must speak; English first.
const SHARED: &[(&str, &str)] = &[("en", include_str!("letterbox.en.ftl")), ("ja", include_str!("letterbox.ja.ftl"))];

/// The language tags every game's catalogs cover, English first.
pub fn languages() -> impl Iterator<Item = &'static str> {
    SHARED.iter().map(|(tag, _)| *tag)
}

pub struct Catalog {
    slug: &'static str,
    lang: &'static str,
    bundle: FluentBundle<FluentResource>,
    /// English, for a message this language lacks.
    fallback: Option<Box<Catalog>>,
    /// Each card's words, formatted once: a board shows dozens of cards, and
    /// Fluent formats a message in microseconds.
    cards: HashMap<String, CardWords>,
}

/// A card's name, its effect text and its markup (see [`Catalog::card_html`]).
struct CardWords {
    name: String,
    text: Option<String>,
    html: String,
}

// Placeholders for arguments that become markup: private-use characters that no
// catalog or escaping step produces.
const PH_OPEN: char = '\u{F8F0}';
const PH_CLOSE: char = '\u{F8F1}';

impl Catalog {
    /// The catalog of a game in `lang`, falling back to English for a language the
    /// game or the service does not have.
    pub fn for_game(meta: &GameMeta, lang: &str) -> Result<Catalog, String> {
        let (english, mut cards) = Catalog::parse(meta, "en")?;
        let mut catalog =
            if lang == "en" || !meta.catalogs.iter().any(|(l, _)| *l == lang) || !languages().any(|l| l == lang) {
                english
            } else {
                let (mut own, own_cards) = Catalog::parse(meta, lang)?;
                own.fallback = Some(Box::new(english));
                cards.extend(own_cards);
                own
            };
        catalog.cards = cards
            .into_iter()
            .map(|id| {
                let (key, mut errs) = (catalog.card_key(&id), Vec::new());
                let words = CardWords {
                    name: catalog.message_into(&key, &mut errs),
                    text: catalog.format(&key, Some("text"), None, &mut errs),
                    html: catalog.card_html_into(&id, &mut errs),
                };
                (id, words)
            })
            .collect();
        Ok(catalog)
    }

    /// The catalog of one language, with the ids of the cards it names.
    fn parse(meta: &GameMeta, lang: &str) -> Result<(Catalog, BTreeSet<String>), String> {
        let (lang, source) = meta
            .catalogs
            .iter()
            .find(|(l, _)| *l == lang)
            .ok_or_else(|| format!("{} has no catalog for {lang}", meta.slug))?;
        let (_, shared) =
            SHARED.iter().find(|(l, _)| l == lang).ok_or_else(|| format!("no shared catalog for {lang}"))?;
        let langid = lang.parse().map_err(|e| format!("language {lang}: {e:?}"))?;
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        bundle.set_use_isolating(false);
        let card_prefix = format!("{}-card-", meta.slug);
        let mut cards = BTreeSet::new();
        for src in [shared, source] {
            let res = FluentResource::try_new(src.to_string())
                .map_err(|(_, errs)| format!("{} catalog {lang} does not parse: {errs:?}", meta.slug))?;
            cards.extend(res.entries().filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => m.id.name.strip_prefix(&card_prefix).map(str::to_string),
                _ => None,
            }));
            bundle.add_resource(res).map_err(|errs| format!("{} catalog {lang}: {errs:?}", meta.slug))?;
        }
        Ok((Catalog { slug: meta.slug, lang, bundle, fallback: None, cards: HashMap::new() }, cards))
    }

    /// The language this catalog speaks.
    pub fn lang(&self) -> &'static str {
        self.lang
    }

    /// Whether this catalog, or English behind it, has the message.
    pub fn has(&self, key: &str) -> bool {
        self.bundle.has_message(key) || self.fallback.as_ref().is_some_and(|f| f.has(key))
    }

    /// Catalog keys a text needs that this language's catalog lacks (for tests).
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
        keys.retain(|k| !self.bundle.has_message(k));
        keys.sort();
        keys.dedup();
        keys
    }

    /// Whether this language's own catalog (not its English fallback) has the
    /// message `key` with attribute `attr` (for tests: a symbol's meaning).
    pub fn has_own_attribute(&self, key: &str, attr: &str) -> bool {
        self.bundle.get_message(key).is_some_and(|m| m.get_attribute(attr).is_some())
    }

    /// Render a text both ways and report every problem Fluent met on the way: a
    /// message or card this language lacks, an argument the message names but the
    /// text does not carry, a broken reference. For the conformance suite.
    pub fn check(&self, text: &Text, names: &dyn Fn(Seat) -> String) -> Result<(), String> {
        let mut errs = Vec::new();
        let plain = self.render_plain(text, names, &mut errs);
        let html = self.render_html(text, names, &mut errs);
        if plain.trim().is_empty() || html.trim().is_empty() {
            errs.push(format!("{} renders {} as nothing", self.lang, text.key));
        }
        errs.dedup();
        if errs.is_empty() { Ok(()) } else { Err(errs.join("; ")) }
    }

    fn card_key(&self, id: &str) -> String {
        format!("{}-card-{id}", self.slug)
    }

    fn icon_key(&self, id: &str) -> String {
        format!("{}-icon-{id}", self.slug)
    }

    /// A message with no arguments, or the key itself when it is missing.
    pub fn message(&self, key: &str) -> String {
        self.message_into(key, &mut Vec::new())
    }

    fn message_into(&self, key: &str, errs: &mut Vec<String>) -> String {
        self.format(key, None, None, errs).unwrap_or_else(|| key.to_string())
    }

    pub fn card_name(&self, id: &str) -> String {
        match self.cards.get(id) {
            Some(words) => words.name.clone(),
            None => self.message(&self.card_key(id)),
        }
    }

    /// The card's effect in our words, if the catalog has it.
    pub fn card_text(&self, id: &str) -> Option<String> {
        match self.cards.get(id) {
            Some(words) => words.text.clone(),
            None => self.format(&self.card_key(id), Some("text"), None, &mut Vec::new()),
        }
    }

    /// The game this catalog speaks for.
    pub fn slug(&self) -> &'static str {
        self.slug
    }

    /// An attribute of a message (a symbol's `.text`), if the catalog has it.
    pub fn attribute(&self, key: &str, attr: &str) -> Option<String> {
        self.format(key, Some(attr), None, &mut Vec::new())
    }

    pub fn icon_name(&self, id: &str) -> String {
        self.message(&self.icon_key(id))
    }

    /// Format a message (or one of its attributes), from English when this
    /// language lacks it; every problem is pushed onto `errs`.
    fn format(
        &self,
        key: &str,
        attr: Option<&str>,
        args: Option<&FluentArgs>,
        errs: &mut Vec<String>,
    ) -> Option<String> {
        let own = self.bundle.get_message(key);
        let pattern = own.as_ref().and_then(|msg| match attr {
            Some(a) => msg.get_attribute(a).map(|at| at.value()),
            None => msg.value(),
        });
        let Some(pattern) = pattern else {
            let fallen = self.fallback.as_ref().and_then(|f| f.format(key, attr, args, &mut Vec::new()));
            // A card without effect text is fine; a message missing here is not.
            if own.is_none() || fallen.is_some() {
                errs.push(format!(
                    "the {} catalog lacks {key}{}",
                    self.lang,
                    attr.map(|a| format!(".{a}")).unwrap_or_default()
                ));
            }
            return fallen;
        };
        let mut fluent_errs = vec![];
        let out = self.bundle.format_pattern(pattern, args, &mut fluent_errs).into_owned();
        errs.extend(fluent_errs.iter().map(|e| format!("{} {key}: {e}", self.lang)));
        Some(out)
    }

    /// Plain text, for mail and the CLI.
    pub fn plain(&self, text: &Text, names: &dyn Fn(Seat) -> String) -> String {
        self.render_plain(text, names, &mut Vec::new())
    }

    fn render_plain(&self, text: &Text, names: &dyn Fn(Seat) -> String, errs: &mut Vec<String>) -> String {
        let mut args = FluentArgs::new();
        for (name, arg) in &text.args {
            let value: FluentValue = match arg {
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Player(s) => names(*s).into(),
                Arg::Card(c) => self.message_into(&self.card_key(c), errs).into(),
                Arg::Cards(cs) => {
                    let names: Vec<String> = cs.iter().map(|c| self.message_into(&self.card_key(c), errs)).collect();
                    names.join(&self.message_into("letterbox-list-separator", errs)).into()
                }
                Arg::Icon(i) => self.message_into(&self.icon_key(i), errs).into(),
                Arg::Text(t) => self.render_plain(t, names, errs).into(),
                Arg::Plain(s) => s.clone().into(),
            };
            args.set(name.to_string(), value);
        }
        self.format(&text.key, None, Some(&args), errs).unwrap_or_else(|| text.to_string())
    }

    /// Escaped HTML, for pages: players, cards and icons become spans a stylesheet
    /// and the hover text can use.
    pub fn html(&self, text: &Text, names: &dyn Fn(Seat) -> String) -> String {
        self.render_html(text, names, &mut Vec::new())
    }

    fn render_html(&self, text: &Text, names: &dyn Fn(Seat) -> String, errs: &mut Vec<String>) -> String {
        let mut args = FluentArgs::new();
        let mut fragments: Vec<String> = Vec::new();
        for (name, arg) in &text.args {
            let value: FluentValue = match arg {
                Arg::Number(n) => FluentValue::from(*n),
                other => {
                    let html = match other {
                        Arg::Player(s) => format!(r#"<span class="player p{s}">{}</span>"#, escape(&names(*s))),
                        Arg::Card(c) => self.card_html_into(c, errs),
                        Arg::Cards(cs) => {
                            let sep = escape(&self.message_into("letterbox-list-separator", errs)).into_owned();
                            cs.iter().map(|c| self.card_html_into(c, errs)).collect::<Vec<_>>().join(&sep)
                        }
                        Arg::Icon(i) => self.icon_html_into(i, errs),
                        Arg::Text(t) => self.render_html(t, names, errs),
                        Arg::Plain(s) => escape(s).into_owned(),
                        Arg::Number(_) => unreachable!("numbers are formatted by Fluent"),
                    };
                    fragments.push(html);
                    format!("{PH_OPEN}{}{PH_CLOSE}", fragments.len() - 1).into()
                }
            };
            args.set(name.to_string(), value);
        }
        let formatted = self.format(&text.key, None, Some(&args), errs).unwrap_or_else(|| text.to_string());
        substitute(&escape(&formatted), &fragments)
    }

    /// An icon's name as markup, carrying what it means (the message's `text`
    /// attribute, if any) for the page to show in place on tap.
    fn icon_html_into(&self, id: &str, errs: &mut Vec<String>) -> String {
        let key = self.icon_key(id);
        let text = self
            .bundle
            .get_message(&key)
            .and_then(|m| m.get_attribute("text"))
            .and_then(|_| self.format(&key, Some("text"), None, &mut Vec::new()))
            .map(|t| format!(r#" data-text="{}""#, escape(&t)));
        format!(
            r#"<span class="icon icon-{}"{}>{}</span>"#,
            escape(id),
            text.unwrap_or_default(),
            escape(&self.message_into(&key, errs))
        )
    }

    /// The cards a text names (its own arguments and nested texts'), each once,
    /// in order: what a prompt option shows the effect text of beside it.
    pub fn cards_named(text: &Text) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for arg in all_args(text) {
            let ids: Vec<&str> = match arg {
                Arg::Card(c) => vec![c.as_ref()],
                Arg::Cards(cs) => cs.iter().map(AsRef::as_ref).collect(),
                _ => vec![],
            };
            for id in ids {
                if !out.contains(&id) {
                    out.push(id);
                }
            }
        }
        out
    }

    /// A card name as markup carrying its id and its text (in `data-text`, which
    /// the page shows in place on tap; never in a hover-only `title`).
    pub fn card_html(&self, id: &str) -> String {
        match self.cards.get(id) {
            Some(words) => words.html.clone(),
            None => self.card_html_into(id, &mut Vec::new()),
        }
    }

    fn card_html_into(&self, id: &str, errs: &mut Vec<String>) -> String {
        let key = self.card_key(id);
        let text = self.format(&key, Some("text"), None, errs).map(|t| format!(r#" data-text="{}""#, escape(&t)));
        let name = self.message_into(&key, errs);
        format!(r#"<span class="card" data-card="{}"{}>{}</span>"#, escape(id), text.unwrap_or_default(), escape(&name))
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
    use crate::Game;
    use crate::testgame::HighCard;

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
    fn each_card_is_formatted_once_as_it_would_be_afresh() {
        for lang in ["en", "ja"] {
            let c = Catalog::for_game(&HighCard::meta(), lang).unwrap();
            assert!(c.cards.contains_key("7"), "{lang}: the card 7 is formatted ahead");
            for id in c.cards.keys() {
                assert_eq!(c.card_name(id), c.message(&c.card_key(id)), "{lang} {id}");
                assert_eq!(c.card_text(id), c.format(&c.card_key(id), Some("text"), None, &mut Vec::new()));
                assert_eq!(c.card_html(id), c.card_html_into(id, &mut Vec::new()), "{lang} {id}");
            }
        }
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
    fn japanese_renders_from_its_own_catalog_and_falls_back_to_english() {
        let ja = Catalog::for_game(&HighCard::meta(), "ja").unwrap();
        assert_eq!(ja.lang(), "ja");
        let t = Text::key("highcard-log-drew").player("player", 1).cards("cards", ["7", "9"]);
        assert_eq!(ja.plain(&t, &names), "Boは7、9を引いた。");
        assert!(ja.html(&t, &names).contains(r#"data-text="6以下に勝つ。""#));
        assert_eq!(ja.check(&t, &names), Ok(()));
        // A language the service does not speak is English.
        assert_eq!(Catalog::for_game(&HighCard::meta(), "fr").unwrap().lang(), "en");
    }

    #[test]
    fn check_reports_missing_messages_and_arguments() {
        let ja = Catalog::for_game(&HighCard::meta(), "ja").unwrap();
        let no_player = Text::key("highcard-log-win");
        assert!(ja.check(&no_player, &names).unwrap_err().contains("player"), "an argument the text lacks");
        let unknown = Text::key("highcard-log-play").player("player", 0).card("card", "zebra");
        assert!(ja.check(&unknown, &names).unwrap_err().contains("highcard-card-zebra"));
    }

    #[test]
    fn user_text_in_plain_args_is_escaped() {
        let c = catalog();
        let t = Text::key("letterbox-error-options").plain("detail", "<script>");
        assert!(!c.html(&t, &names).contains("<script>"));
    }
}
