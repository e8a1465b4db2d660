//! Board and log markup made fit for mail: the HTML with what mail cannot use
//! dropped, its stylesheet compacted, and its plain-text version. Each works on
//! the markup as text, one pass, since a turn mail carries a whole board.

use std::borrow::Cow;
use std::collections::HashSet;
use std::fmt::Write as _;

/// Plain text from board markup: tags dropped, one line per block, the legend
/// left out (a mail's text part is for readers without HTML and kept lean: its
/// board names every symbol in words already, and the rules page it links to
/// explains them).
pub fn text_of_html(html: &str) -> String {
    let mut text = TextLines::default();
    let mut rest = html;
    // The element left out, and how many of its name are open inside it.
    let mut left_out: Option<(&str, usize)> = None;
    while let Some(i) = rest.bytes().position(|b| b == b'<' || b == b'&') {
        if left_out.is_none() {
            text.line.push_str(&rest[..i]);
        }
        rest = &rest[i..];
        if let Some(tag_on) = rest.strip_prefix('<') {
            // A tag never closed hides the rest.
            let Some(end) = tag_on.find('>') else { return text.finish() };
            let tag = &tag_on[..end];
            rest = &tag_on[end + 1..];
            let name = tag.trim_start_matches('/');
            let name = &name[..name.find(|c: char| !c.is_ascii_alphanumeric()).unwrap_or(name.len())];
            if let Some((element, open)) = &mut left_out {
                if name.eq_ignore_ascii_case(element) {
                    if tag.starts_with('/') {
                        *open -= 1;
                    } else {
                        *open += 1;
                    }
                }
                if *open == 0 {
                    left_out = None;
                }
                continue;
            }
            if !tag.starts_with('/') && has_class(tag, "legend") {
                left_out = Some((name, 1));
                text.end_line();
            } else if BLOCK_TAGS.iter().any(|b| b.eq_ignore_ascii_case(name)) {
                text.end_line();
            } else if !tag.starts_with('/') && (name.eq_ignore_ascii_case("td") || name.eq_ignore_ascii_case("th")) {
                text.line.push_str(" | ");
            }
            // Inline tags add nothing: "<b>Cy</b>'s turn" reads "Cy's turn", and
            // `for_mail` has already put a space between adjacent tags.
        } else {
            let (decoded, len) =
                ENTITIES.iter().find(|(e, _)| rest.starts_with(e)).map_or(("&", 1), |(e, c)| (*c, e.len()));
            if left_out.is_none() {
                text.line.push_str(decoded);
            }
            rest = &rest[len..];
        }
    }
    if left_out.is_none() {
        text.line.push_str(rest);
    }
    text.finish()
}

/// Whether a tag (without its brackets) has `class` among its classes.
fn has_class(tag: &str, class: &str) -> bool {
    tag.split_once(r#"class=""#)
        .and_then(|(_, value)| value.split_once('"'))
        .is_some_and(|(classes, _)| classes.split_ascii_whitespace().any(|c| c == class))
}

/// Tags that start a line in [`text_of_html`].
const BLOCK_TAGS: [&str; 17] = [
    "div", "p", "li", "tr", "br", "h1", "h2", "h3", "h4", "section", "ul", "ol", "table", "thead", "tbody", "header",
    "footer",
];

/// The entities board markup escapes, and what they stand for.
const ENTITIES: [(&str, &str); 5] = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")];

/// The lines of [`text_of_html`]: each with its runs of whitespace as one space
/// and without the leading cell separators of a table row; empty ones dropped.
#[derive(Default)]
struct TextLines {
    out: String,
    line: String,
}

impl TextLines {
    fn end_line(&mut self) {
        // The same words either way (a vertical tab aside, which only the
        // Unicode split takes for a space); splitting ASCII is several times faster.
        if self.line.is_ascii() && !self.line.contains('\u{b}') {
            push_line(&mut self.out, self.line.split_ascii_whitespace());
        } else {
            push_line(&mut self.out, self.line.split_whitespace());
        }
        self.line.clear();
    }

    fn finish(mut self) -> String {
        self.end_line();
        self.out
    }
}

/// A line of [`TextLines`] from its words, unless it has none.
fn push_line<'a>(out: &mut String, words: impl Iterator<Item = &'a str>) {
    let mut words = words.skip_while(|w| *w == "|").peekable();
    if words.peek().is_some() {
        if !out.is_empty() {
            out.push('\n');
        }
        for (i, word) in words.enumerate() {
            if i > 0 {
                out.push(' ');
            }
            out.push_str(word);
        }
    }
}

/// Board or log markup made fit for mail. Dropped: `<details>` (folded extras
/// such as covered cards and discard piles: the game page has them, and many
/// mail readers would unfold them), `title` attributes (no mail reader shows
/// them; card texts in them made a mail several times larger), `data-*` and
/// `tabindex` attributes (nothing in a mail runs or focuses) and runs of
/// whitespace. Added: a space between adjacent tags, so that with its styles
/// stripped (as some readers do) card names never run together.
pub fn for_mail(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    let mut folded = 0usize;
    while let Some(i) = rest.find('<') {
        if folded == 0 {
            push_collapsed(&mut out, &rest[..i]);
        }
        let end = rest[i..].find('>').map_or(rest.len(), |e| i + e + 1);
        let tag = &rest[i..end];
        rest = &rest[end..];
        if tag.starts_with("<details") {
            folded += 1;
        } else if tag.starts_with("</details") {
            folded = folded.saturating_sub(1);
        } else if folded == 0 {
            if !out.ends_with([' ', '\n']) && out.ends_with('>') {
                push_space(&mut out);
            }
            push_mail_tag(&mut out, tag);
        }
    }
    if folded == 0 {
        push_collapsed(&mut out, rest);
    }
    out
}

/// Where a line of mail markup ends at the next space: mail lines should stay
/// within 78 characters, and a part whose lines all stay within 998 bytes goes
/// as it is (see `text_body`), not encoded.
const LINE: usize = 76;

/// A space between words or tags, or a line break where the line is long
/// already (the same to HTML and CSS: both are whitespace).
fn push_space(out: &mut String) {
    let line_start = out.rfind('\n').map_or(0, |i| i + 1);
    out.push(if out.len() - line_start >= LINE { '\n' } else { ' ' });
}

/// Text between tags with each run of whitespace as one space. Whitespace as
/// HTML collapses it: ASCII only, so a no-break or ideographic space stays.
fn push_collapsed(out: &mut String, text: &str) {
    let mut word_start = 0;
    for (i, b) in text.bytes().enumerate() {
        if b.is_ascii_whitespace() {
            // An ASCII byte is a character of its own: `i` is a boundary.
            out.push_str(&text[word_start..i]);
            if !out.ends_with([' ', '\n']) {
                push_space(out);
            }
            word_start = i + 1;
        }
    }
    out.push_str(&text[word_start..]);
}

/// A tag without the attributes mail has no use for (see [`for_mail`]), its
/// attributes one space apart, pushed onto `out`.
fn push_mail_tag(out: &mut String, tag: &str) {
    if is_mail_ready(tag) {
        out.push_str(tag);
    } else {
        push_mail_tag_rewritten(out, tag);
    }
}

/// Whether [`push_mail_tag_rewritten`] would give `tag` back as it is: closed,
/// not self-closing, ASCII, one space between its parts and no attribute mail
/// drops (most of a board's tags, which are checked far faster than rewritten).
fn is_mail_ready(tag: &str) -> bool {
    let b = tag.as_bytes();
    if !tag.ends_with('>') || tag.ends_with("/>") || tag.ends_with(" >") {
        return false;
    }
    // One pass over the tag: a board has thousands of them per mail.
    let mut previous = 0u8;
    for (i, &c) in b.iter().enumerate() {
        let dropped = match c {
            0x80.. | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c => true,
            b' ' => previous == b' ',
            b't' => b[i..].starts_with(b"title") || b[i..].starts_with(b"tabindex"),
            b'd' => b[i..].starts_with(b"data-"),
            _ => false,
        };
        if dropped {
            return false;
        }
        previous = c;
    }
    true
}

/// [`push_mail_tag`] by taking the tag apart.
fn push_mail_tag_rewritten(out: &mut String, tag: &str) {
    let inner = tag.trim_start_matches('<').trim_end_matches('>');
    let self_closing = inner.ends_with('/');
    let inner = inner.trim_end_matches('/');
    let name_end = inner.find(char::is_whitespace).unwrap_or(inner.len());
    out.push('<');
    out.push_str(&inner[..name_end]);
    let mut rest = inner[name_end..].trim_start();
    while !rest.is_empty() {
        let name_len = rest.find(|c: char| c == '=' || c.is_whitespace()).unwrap_or(rest.len());
        let name = &rest[..name_len];
        let value = &rest[name_len..];
        let end = if let Some(quoted) = value.strip_prefix("=\"") {
            quoted.find('"').map_or(rest.len(), |e| name_len + 2 + e + 1)
        } else if value.starts_with('=') {
            value.find(char::is_whitespace).map_or(rest.len(), |e| name_len + e)
        } else {
            name_len.max(1)
        };
        if !(name == "title" || name == "tabindex" || name.starts_with("data-")) {
            out.push(' ');
            out.push_str(&rest[..end]);
        }
        rest = rest[end..].trim_start();
    }
    if self_closing {
        out.push_str(" /");
    }
    out.push('>');
}

/// A game's stylesheet as a mail carries it: only the rules that may style the
/// mail's markup (the board, prompt and log; the mail's own markup is styled
/// inline), without comments and with runs of whitespace as one space. A page
/// stylesheet styles what a mail never has: SVG maps, folded extras, hover and
/// focus, the attributes that make things clickable (mail drops them). What
/// its rules name, the markup keeps (see [`MailStyle::strip`]).
pub struct MailStyle {
    pub css: String,
    named: Named,
}

/// The classes and elements the rules of a [`MailStyle`] name.
#[derive(Default)]
struct Named {
    classes: HashSet<String>,
    elements: HashSet<String>,
}

impl MailStyle {
    /// The rules of `css` that may style `markup`.
    pub fn new(css: &str, markup: &[&str]) -> Self {
        let used = Used::of(markup);
        let mut uncommented = String::with_capacity(css.len());
        let mut rest = css;
        while let Some(i) = rest.find("/*") {
            uncommented.push_str(&rest[..i]);
            rest = rest[i..].find("*/").map_or("", |e| &rest[i + e + 2..]);
        }
        uncommented.push_str(rest);
        let mut kept = String::with_capacity(uncommented.len());
        let mut named = Named::default();
        keep_rules(&uncommented, &used, &mut kept, &mut named);
        let mut out = String::with_capacity(kept.len());
        // Whitespace collapses outside quoted strings only: a line may not end
        // inside a CSS string.
        for (i, piece) in kept.split('"').enumerate() {
            if i % 2 == 0 {
                push_collapsed(&mut out, piece);
            } else {
                out.push('"');
                out.push_str(piece);
                out.push('"');
            }
        }
        MailStyle { css: out.trim().to_string(), named }
    }

    /// `html` without the classes no rule names, and without the `<span>` tags
    /// left bare by that (they change nothing): a mail's log and board name a
    /// player or card in a span of classes hundreds of times, most of which
    /// only the page styles or its script reads.
    pub fn strip(&self, html: &str) -> String {
        let keep_bare_spans = self.named.elements.contains("span");
        let mut out = String::with_capacity(html.len());
        // Whether each span open at this point lost its tags.
        let mut spans: Vec<bool> = Vec::new();
        let mut rest = html;
        while let Some(i) = rest.find('<') {
            out.push_str(&rest[..i]);
            let end = rest[i..].find('>').map_or(rest.len(), |e| i + e + 1);
            let tag = &rest[i..end];
            rest = &rest[end..];
            if tag == "</span>" {
                if !spans.pop().unwrap_or(false) {
                    out.push_str(tag);
                }
                continue;
            }
            let kept = self.strip_tag(tag);
            if tag.starts_with("<span") && matches!(tag.as_bytes().get(5), Some(b' ' | b'>')) {
                let bare = kept == "<span>" && !keep_bare_spans;
                spans.push(bare);
                if bare {
                    continue;
                }
            }
            out.push_str(&kept);
        }
        out.push_str(rest);
        out
    }

    /// A tag without the classes no rule names (and without its `class`
    /// attribute if none is left).
    fn strip_tag<'t>(&self, tag: &'t str) -> Cow<'t, str> {
        let Some(at) = tag.find(r#" class=""#) else { return Cow::Borrowed(tag) };
        let value_at = at + r#" class=""#.len();
        let Some(len) = tag[value_at..].find('"') else { return Cow::Borrowed(tag) };
        let value = &tag[value_at..value_at + len];
        let kept: Vec<&str> = value.split_ascii_whitespace().filter(|c| self.named.classes.contains(*c)).collect();
        if kept.join(" ") == value {
            return Cow::Borrowed(tag);
        }
        let after = &tag[value_at + len + 1..];
        Cow::Owned(if kept.is_empty() {
            format!("{}{after}", &tag[..at])
        } else {
            format!(r#"{} class="{}"{after}"#, &tag[..at], kept.join(" "))
        })
    }
}

/// The elements, classes and attributes some markup uses.
#[derive(Default)]
struct Used<'a> {
    elements: HashSet<String>,
    classes: HashSet<&'a str>,
    attributes: HashSet<&'a str>,
}

impl<'a> Used<'a> {
    fn of(markup: &[&'a str]) -> Self {
        let mut used = Used::default();
        for html in markup {
            for tag in html.split('<').skip(1) {
                let tag = tag.split('>').next().unwrap_or("");
                if tag.starts_with(['/', '!']) {
                    continue;
                }
                let name_end = tag.find(|c: char| c.is_whitespace() || c == '/').unwrap_or(tag.len());
                used.elements.insert(tag[..name_end].to_ascii_lowercase());
                let mut rest = tag[name_end..].trim_start();
                while !rest.is_empty() {
                    let name_len = rest.find(|c: char| c == '=' || c == '/' || c.is_whitespace()).unwrap_or(rest.len());
                    let (name, after) = rest.split_at(name_len.max(1));
                    let (value, after) = match after.strip_prefix("=\"") {
                        Some(quoted) => quoted.split_once('"').unwrap_or((quoted, "")),
                        None => match after.strip_prefix('=') {
                            Some(bare) => bare.split_at(bare.find(char::is_whitespace).unwrap_or(bare.len())),
                            None => ("", after),
                        },
                    };
                    used.attributes.insert(name);
                    if name == "class" {
                        used.classes.extend(value.split_ascii_whitespace());
                    }
                    rest = after.trim_start();
                }
            }
        }
        used
    }
}

/// Pushes onto `out` the rules of `css` (without comments) whose selectors may
/// match what `used` has, each with only those selectors, and adds what those
/// name to `named`; a conditional group (`@media`, `@supports`) with the rules
/// it keeps, other at-rules as they are.
fn keep_rules(css: &str, used: &Used, out: &mut String, named: &mut Named) {
    let mut rest = css;
    while let Some(open) = rest.find('{') {
        let prelude = rest[..open].trim();
        let close = block_end(rest, open);
        let body = &rest[open + 1..close];
        if prelude.starts_with("@media") || prelude.starts_with("@supports") {
            let mut inner = String::new();
            keep_rules(body, used, &mut inner, named);
            if !inner.is_empty() {
                let _ = writeln!(out, "{prelude} {{\n{inner}}}");
            }
        } else if prelude.starts_with('@') {
            let _ = writeln!(out, "{prelude} {{{body}}}");
        } else {
            let selectors: Vec<&str> =
                split_outside_brackets(prelude, b',').map(str::trim).filter(|s| may_match(s, used)).collect();
            for selector in &selectors {
                name_all(selector, named);
            }
            if !selectors.is_empty() {
                let _ = writeln!(out, "{} {{{body}}}", selectors.join(", "));
            }
        }
        rest = rest.get(close + 1..).unwrap_or("");
    }
}

/// Where the block opened at `open` closes (its `}`, or the end), past nested
/// blocks and quoted strings.
fn block_end(css: &str, open: usize) -> usize {
    let (mut depth, mut quote) = (0usize, None);
    for (i, b) in css.bytes().enumerate().skip(open) {
        match (quote, b) {
            (Some(q), _) if b == q => quote = None,
            (Some(_), _) => {}
            (None, b'"' | b'\'') => quote = Some(b),
            (None, b'{') => depth += 1,
            (None, b'}') => {
                depth -= 1;
                if depth == 0 {
                    return i;
                }
            }
            _ => {}
        }
    }
    css.len()
}

/// `text` split at each `sep` outside brackets, parentheses and quotes.
fn split_outside_brackets(text: &str, sep: u8) -> impl Iterator<Item = &str> {
    let (mut depth, mut quote, mut start) = (0usize, None, 0);
    let mut parts = Vec::new();
    for (i, b) in text.bytes().enumerate() {
        match (quote, b) {
            (Some(q), _) if b == q => quote = None,
            (Some(_), _) => {}
            (None, b'"' | b'\'') => quote = Some(b),
            (None, _) if b == sep && depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            (None, b'(' | b'[') => depth += 1,
            (None, b')' | b']') => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts.into_iter()
}

/// Pseudo-classes of a pointer or keyboard: nothing in a mail is meant to be
/// hovered or focused.
const INTERACTIVE: [&str; 5] = ["hover", "focus", "focus-visible", "focus-within", "active"];

/// A part of a selector.
enum Part<'a> {
    Element(&'a str),
    Class(&'a str),
    Attribute(&'a str),
    /// A pseudo-class of a pointer or keyboard (see [`INTERACTIVE`]).
    Interactive,
    /// The selectors inside a functional pseudo-class such as `:not(…)`.
    Inner(&'a str),
}

/// The parts of `selector` that ask something of the markup.
fn parts(selector: &str) -> Vec<Part<'_>> {
    let b = selector.as_bytes();
    let ident = |from: usize| {
        let len = b[from..]
            .iter()
            .position(|&c| !(c.is_ascii_alphanumeric() || c == b'-' || c == b'_' || c >= 0x80))
            .unwrap_or(b.len() - from);
        &selector[from..from + len]
    };
    let mut parts = Vec::new();
    let (mut i, mut compound_start) = (0, true);
    while i < b.len() {
        match b[i] {
            b' ' | b'\n' | b'\t' | b'>' | b'+' | b'~' => {
                compound_start = true;
                i += 1;
                continue;
            }
            b'.' => {
                let class = ident(i + 1);
                parts.push(Part::Class(class));
                i += 1 + class.len();
            }
            b'[' => {
                let inside = split_outside_brackets(&selector[i + 1..], b']').next().unwrap_or("");
                parts.push(Part::Attribute(
                    &inside[..inside.find(['=', '~', '|', '^', '$', '*', ' ']).unwrap_or(inside.len())],
                ));
                i += inside.len() + 2;
            }
            b':' => {
                let element = b.get(i + 1) == Some(&b':');
                let name = ident(i + 1 + usize::from(element));
                if !element && INTERACTIVE.contains(&name) {
                    parts.push(Part::Interactive);
                }
                i += 1 + usize::from(element) + name.len();
                if b.get(i) == Some(&b'(') {
                    let inner = split_outside_brackets(&selector[i + 1..], b')').next().unwrap_or("");
                    parts.push(Part::Inner(inner));
                    i += inner.len() + 2;
                }
            }
            _ => {
                let name = ident(i);
                if name.is_empty() {
                    // `*`, `#id`, a namespace bar: any of them may match.
                    i += 1;
                } else {
                    if compound_start {
                        parts.push(Part::Element(name));
                    }
                    i += name.len();
                }
            }
        }
        compound_start = false;
    }
    parts
}

/// Whether `selector` may match markup that uses `used`: every element and
/// class it names (outside a functional pseudo-class such as `:not(…)`) and
/// every attribute it tests is there, and it needs no hover or focus.
fn may_match(selector: &str, used: &Used) -> bool {
    parts(selector).into_iter().all(|part| match part {
        Part::Element(e) => used.elements.contains(&e.to_ascii_lowercase()),
        Part::Class(c) => used.classes.contains(c),
        Part::Attribute(a) => used.attributes.contains(a),
        Part::Interactive => false,
        Part::Inner(_) => true,
    })
}

/// Adds every element and class `selector` names to `named`, those inside
/// `:not(…)` and the like too.
fn name_all(selector: &str, named: &mut Named) {
    for part in parts(selector) {
        match part {
            Part::Element(e) => {
                named.elements.insert(e.to_ascii_lowercase());
            }
            Part::Class(c) => {
                named.classes.insert(c.to_string());
            }
            Part::Inner(inner) => split_outside_brackets(inner, b',').for_each(|s| name_all(s.trim(), named)),
            Part::Attribute(_) | Part::Interactive => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mail_markup_drops_what_mail_cannot_use_and_separates_tags() {
        let html = r#"<p><span class="card" title="Draw 3 &quot;cards&quot;" data-card="smithy">Smithy</span><span class="card"
            tabindex="0">Gold</span>
            <details class="more"><summary>2 below</summary><details><b>x</b></details><i>y</i></details><em>z</em></p>"#;
        assert_eq!(
            for_mail(html),
            "<p> <span class=\"card\">Smithy</span> <span class=\"card\">Gold</span> <em>z</em>\n</p>"
        );
    }

    /// Long markup ends its lines at spaces between words and tags once they
    /// pass 76 characters, never inside a tag, so that a mail part keeps
    /// within the 998 bytes a line may hold and goes unencoded.
    #[test]
    fn mail_markup_ends_long_lines_between_words_and_tags() {
        let cell = r#"<td class="a long class name" aria-label="a label with spaces in it">a few words here</td>"#;
        let html = format!("<table><tr>{}</tr></table>", cell.repeat(40));
        let mailed = for_mail(&html);
        for line in mailed.lines() {
            assert!(line.len() <= 76 + cell.len(), "{} bytes: {line}", line.len());
        }
        assert_eq!(mailed.matches(r#"aria-label="a label with spaces in it""#).count(), 40, "attributes stay whole");
        assert!(mailed.lines().count() > 20, "{mailed}");
    }

    #[test]
    fn tags_taken_as_they_are_come_out_as_rewritten() {
        let tags = [
            "<p>",
            "</div>",
            "<!doctype html>",
            r#"<a href="http://x/y?a=1&#38;b=2" style="font-weight: bold;">"#,
            r#"<span class="dominion-card dominion-copper">"#,
            r#"<td class="a b" colspan=2>"#,
            "< p>",
            r#"<a href= "x">"#,
            r#"<a  href="x">"#,
            "<br/>",
            "<br />",
            "<td >",
            r#"<span title="x">"#,
            r#"<span data-option="buy:gold" class="c">"#,
            "<p\u{3000}class=\"x\">",
            "<p\tclass=\"x\">",
            "<p",
        ];
        for tag in tags {
            let (mut taken, mut rewritten) = (String::new(), String::new());
            push_mail_tag(&mut taken, tag);
            push_mail_tag_rewritten(&mut rewritten, tag);
            assert_eq!(taken, rewritten, "{tag}");
        }
        assert!(is_mail_ready(r#"<span class="dominion-card dominion-copper">"#));
        assert!(!is_mail_ready(r#"<span title="x">"#));
    }

    #[test]
    fn mail_markup_collapses_only_the_spaces_html_collapses() {
        assert_eq!(for_mail("<p> a \t\r\n b\u{3000}c\u{a0}\u{a0}d </p>"), "<p> a b\u{3000}c\u{a0}\u{a0}d </p>");
    }

    #[test]
    fn mail_stylesheets_lose_comments_and_spaces() {
        assert_eq!(
            MailStyle::new("/* a */\n.a {  color: red; }\n/* b */ .b { }\n", &[r#"<p class="b a">"#]).css,
            ".a { color: red; } .b { }"
        );
    }

    /// A mail keeps the rules that may style its markup: those naming an
    /// element, class or attribute it lacks go, and so do hover and focus.
    #[test]
    fn mail_stylesheets_keep_only_rules_for_the_markup() {
        let css = r#".board { gap: 1rem; } .board svg, .board .hex polygon { fill: red; }
            .pile, .gone { border: 1px; } .pile[data-n="0"] { opacity: 0.5; }
            td[colspan] { x: 1; } .pile:hover, .pile:focus { y: 1; } .pile:not(.gone) > b::before { content: "{"; }
            .card:first-child { z: 1; } :lang(ja) .card { w: 1; } [data-option] { cursor: pointer; }
            @media (max-width: 40rem) { .gone { a: 1; } table.list td { b: 1; } }
            @media print { .gone { c: 1; } } @font-face { font-family: x; }"#;
        let markup =
            [r#"<div class="board"><span class="pile card">x</span><b>y</b>"#, r#"<table class="list"><td colspan=2>"#];
        assert_eq!(
            MailStyle::new(css, &markup).css.replace('\n', " "),
            concat!(
                ".board { gap: 1rem; } .pile { border: 1px; } td[colspan] { x: 1; } ",
                r#".pile:not(.gone) > b::before { content: "{"; } .card:first-child { z: 1; } "#,
                ":lang(ja) .card { w: 1; } @media (max-width: 40rem) { table.list td { b: 1; } } @font-face { ",
                "font-family: x; }"
            )
        );
        // A long stylesheet ends its lines at spaces, never inside a string.
        let long = r#".pile::before { content: "a  b c"; }"#.repeat(10);
        let mailed = MailStyle::new(&long, &markup).css;
        assert!(mailed.lines().count() > 1 && mailed.lines().all(|l| l.matches('"').count() % 2 == 0), "{mailed}");
        assert_eq!(mailed.matches(r#""a  b c""#).count(), 10, "{mailed}");
    }

    /// Mail markup keeps the classes its stylesheet names; spans left bare go.
    #[test]
    fn mail_markup_keeps_only_the_classes_its_stylesheet_names() {
        let markup = concat!(
            r#"<li class="pile inn-blue"> <span class="player p0">Ann</span> melds "#,
            r#"<span class="x"><span class="card x">Oars</span></span> <span class="inn-age">1</span> <b class="p0">!</b></li>"#
        );
        let style = MailStyle::new(".pile .card { a: 1; } .inn-age:not(.gone) { b: 1; } .p1 { c: 1; }", &[markup]);
        assert_eq!(
            style.strip(markup),
            r#"<li class="pile"> Ann melds <span class="card">Oars</span> <span class="inn-age">1</span> <b>!</b></li>"#
        );
        let spans = MailStyle::new(".pile span { a: 1; }", &[markup]);
        assert_eq!(
            spans.strip(markup),
            r#"<li class="pile"> <span>Ann</span> melds <span><span>Oars</span></span> <span>1</span> <b>!</b></li>"#,
            "a stylesheet naming spans keeps them"
        );
    }

    #[test]
    fn board_markup_becomes_lines_of_text() {
        let html =
            "<div class=\"hand\"><h3>Your hand</h3><ul><li><span>Gold</span></li><li>Copper &amp; co</li></ul></div>";
        assert_eq!(text_of_html(html), "Your hand\nGold\nCopper & co");
        let table = "<table><tr><th>Name</th><td>a &lt;b&gt; &amp;lt; &#39;c&#39; &quot;d&quot; & e</td></tr>\
                     <tr><td> </td><td>|x</td></tr><tr><td></td></tr></table><p>left <b open";
        assert_eq!(text_of_html(table), "Name | a <b> &lt; 'c' \"d\" & e\n|x\nleft");
        let legend = r#"<div><p>Board</p><p class="big legend"><b>Legend</b><br>x: &amp; <p>y</p> z</p>after</div>"#;
        assert_eq!(text_of_html(legend), "Board\nafter", "the legend is left out");
        // Lines with other spaces than ASCII's split as before (both take one).
        assert_eq!(text_of_html("<p>a\u{3000}b\u{b}c \t d</p><p>e\u{b}f</p>"), "a b c d\ne f");
    }
}
