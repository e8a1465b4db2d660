//! What makes every board readable at a glance, shared by the five games:
//! symbols drawn as SVG shapes with a legend, the rules help each prompt links
//! to, and the score table by source.

use crate::BoardCtx;
use engine::i18n::{Catalog, escape};
use engine::{Opt, ScoreSheet, Seat};
use std::fmt::Write as _;

/// Where a board is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Medium {
    /// A page: SVG, the page's stylesheet and its small script.
    Page,
    /// A mail: webmail drops SVG and scripts, so maps become tables and
    /// symbols their names.
    Mail,
}

/// A symbol a board draws. Its name and meaning are the catalog's
/// `<slug>-symbol-<id>` message and that message's `text` attribute, shown in
/// the board's legend and on the rules page.
#[derive(Debug)]
pub struct Symbol {
    pub id: &'static str,
    /// SVG shapes in a 20 × 20 box; `currentColor` takes the owner's colour.
    pub shape: &'static str,
}

impl Symbol {
    /// The symbol as an inline SVG element, sized like a letter.
    pub fn svg(&self, label: &str) -> String {
        format!(
            r#"<svg class="sym sym-{id}" viewBox="0 0 20 20" width="20" height="20" role="img" aria-label="{label}">{shape}</svg>"#,
            id = self.id,
            label = escape(label),
            shape = self.shape
        )
    }
}

/// A game's rules help: a page per language, in our own words, made of
/// `<section id="…"><h2>…</h2>…</section>` blocks, and which section explains
/// each prompt.
#[derive(Debug)]
pub struct RulesHelp {
    /// (language, HTML of the sections).
    pub pages: &'static [(&'static str, &'static str)],
    /// (prefix of a prompt's catalog key, section id): the first match wins;
    /// a prompt no prefix matches links to the first section.
    pub sections: &'static [(&'static str, &'static str)],
}

impl RulesHelp {
    /// The page in `lang`, or in English.
    pub fn page(&self, lang: &str) -> &'static str {
        self.pages.iter().find(|(l, _)| *l == lang).or_else(|| self.pages.first()).map_or("", |(_, html)| html)
    }

    /// The section that explains a prompt whose text has catalog key `key`.
    pub fn section_for(&self, key: &str) -> &'static str {
        self.sections
            .iter()
            .find(|(prefix, _)| key.starts_with(prefix))
            .map(|(_, id)| *id)
            .or_else(|| self.section_ids(self.pages.first().map_or("", |(_, p)| p)).into_iter().next())
            .unwrap_or("")
    }

    /// The ids of a page's sections, in order.
    pub fn section_ids(&self, page: &'static str) -> Vec<&'static str> {
        page.split(r#"<section id=""#).skip(1).filter_map(|rest| rest.split('"').next()).collect()
    }

    /// (id, heading text) of each section of the page in `lang`: its contents.
    pub fn contents(&self, lang: &str) -> Vec<(&'static str, &'static str)> {
        let page = self.page(lang);
        page.split(r#"<section id=""#)
            .skip(1)
            .filter_map(|rest| {
                let id = rest.split('"').next()?;
                let heading = rest.split_once("<h2>")?.1.split_once("</h2>")?.0;
                Some((id, heading))
            })
            .collect()
    }
}

impl BoardCtx<'_> {
    fn symbol_key(&self, id: &str) -> String {
        format!("{}-symbol-{id}", self.catalog.slug())
    }

    /// A symbol's name in the viewer's language.
    pub fn symbol_name(&self, id: &str) -> String {
        self.catalog.message(&self.symbol_key(id))
    }

    /// What a symbol means, in the viewer's language.
    pub fn symbol_text(&self, id: &str) -> String {
        self.catalog.attribute(&self.symbol_key(id), "text").unwrap_or_default()
    }

    /// Symbol `id` of `symbols` as markup (use with `|safe`): an SVG shape on a
    /// page, its name in a mail. An id not in the table is a board bug, shown as
    /// the id so a test finds it.
    pub fn symbol(&self, symbols: &[Symbol], id: &str) -> String {
        let name = self.symbol_name(id);
        match (symbols.iter().find(|s| s.id == id), self.medium) {
            (Some(symbol), Medium::Page) => symbol.svg(&name),
            (Some(_), Medium::Mail) => format!(r#"<span class="sym-name">{}</span>"#, escape(&name)),
            (None, _) => format!(r#"<span class="sym-unknown">{}</span>"#, escape(id)),
        }
    }

    /// The legend of `symbols`: each drawn, named and explained. Open on a page
    /// (it is short), a plain list in a mail's HTML (its text part leaves the
    /// `legend` class out).
    pub fn legend(&self, symbols: &[Symbol]) -> String {
        let mut out = String::new();
        let title = escape(&self.catalog.message("letterbox-legend")).into_owned();
        match self.medium {
            Medium::Page => {
                let _ = write!(out, r#"<details class="legend" open><summary>{title}</summary><dl>"#);
                for s in symbols {
                    let name = self.symbol_name(s.id);
                    let _ = write!(
                        out,
                        r#"<div class="legend-row" id="legend-{id}"><dt>{svg} {name}</dt><dd>{text}</dd></div>"#,
                        id = s.id,
                        svg = s.svg(&name),
                        name = escape(&name),
                        text = escape(&self.symbol_text(s.id))
                    );
                }
                out.push_str("</dl></details>");
            }
            Medium::Mail => {
                let _ = write!(out, r#"<p class="legend"><strong>{title}</strong>"#);
                for s in symbols {
                    let _ = write!(out, "<br>{}: {}", escape(&self.symbol_name(s.id)), escape(&self.symbol_text(s.id)));
                }
                out.push_str("</p>");
            }
        }
        out
    }
}

/// A score sheet as an HTML table: a row per source, a column per seat, and
/// the totals (a hidden cell shows as "hidden", and so does its total).
pub fn score_table(sheet: &ScoreSheet, catalog: &Catalog, names: &[String]) -> String {
    let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
    let hidden = escape(&catalog.message("letterbox-score-hidden")).into_owned();
    let cell = |v: Option<i64>| v.map_or_else(|| hidden.clone(), |n| n.to_string());
    let mut out = String::from(r#"<table class="score-sheet">"#);
    let caption = sheet.measure.as_ref().map_or_else(
        || escape(&catalog.message("letterbox-score-sheet")).into_owned(),
        |m| format!("{} ({})", escape(&catalog.message("letterbox-score-sheet")), catalog.html(m, &name)),
    );
    let _ = write!(
        out,
        "<caption>{caption}</caption><thead><tr><th>{}</th>",
        escape(&catalog.message("letterbox-score-source"))
    );
    for s in 0..sheet.seats() {
        let _ = write!(out, r#"<th><span class="player p{s}">{}</span></th>"#, escape(&name(s)));
    }
    out.push_str("</tr></thead><tbody>");
    for row in &sheet.rows {
        let _ = write!(out, "<tr><th>{}</th>", catalog.html(&row.source, &name));
        for p in &row.points {
            let _ = write!(out, "<td>{}</td>", cell(*p));
        }
        out.push_str("</tr>");
    }
    let _ = write!(out, "</tbody><tfoot><tr><th>{}</th>", escape(&catalog.message("letterbox-score-total")));
    for s in 0..sheet.seats() {
        let _ = write!(out, "<td>{}</td>", cell(sheet.total(s)));
    }
    out.push_str("</tr></tfoot></table>");
    out
}

/// What choosing an option does, to show beside it: its note, then the effect
/// text of every card its label names; as HTML or as plain text (mail).
pub fn option_details(option: &Opt, catalog: &Catalog, names: &dyn Fn(Seat) -> String, html: bool) -> Vec<String> {
    let cards = Catalog::cards_named(&option.label).into_iter().filter_map(|id| {
        let (name, text) = (catalog.card_name(id), catalog.card_text(id)?);
        Some(if html { format!("<b>{}</b>: {}", escape(&name), escape(&text)) } else { format!("{name}: {text}") })
    });
    let note = option.note.iter().map(|n| if html { catalog.html(n, names) } else { catalog.plain(n, names) });
    note.chain(cards).collect()
}
