//! Board and log markup made fit for mail: the HTML with what mail cannot use
//! dropped, its stylesheet compacted, and its plain-text version. Each works on
//! the markup as text, one pass, since a turn mail carries a whole board.

/// Plain text from board markup: tags dropped, one line per block.
pub fn text_of_html(html: &str) -> String {
    let mut text = TextLines::default();
    let mut rest = html;
    while let Some(i) = rest.bytes().position(|b| b == b'<' || b == b'&') {
        text.line.push_str(&rest[..i]);
        rest = &rest[i..];
        if let Some(tag_on) = rest.strip_prefix('<') {
            // A tag never closed hides the rest.
            let Some(end) = tag_on.find('>') else { return text.finish() };
            let tag = &tag_on[..end];
            rest = &tag_on[end + 1..];
            let name = tag.trim_start_matches('/');
            let name = &name[..name.find(|c: char| !c.is_ascii_alphanumeric()).unwrap_or(name.len())];
            if BLOCK_TAGS.iter().any(|b| b.eq_ignore_ascii_case(name)) {
                text.end_line();
            } else if !tag.starts_with('/') && (name.eq_ignore_ascii_case("td") || name.eq_ignore_ascii_case("th")) {
                text.line.push_str(" | ");
            }
            // Inline tags add nothing: "<b>Cy</b>'s turn" reads "Cy's turn", and
            // `for_mail` has already put a space between adjacent tags.
        } else {
            let (decoded, len) =
                ENTITIES.iter().find(|(e, _)| rest.starts_with(e)).map_or(("&", 1), |(e, c)| (*c, e.len()));
            text.line.push_str(decoded);
            rest = &rest[len..];
        }
    }
    text.line.push_str(rest);
    text.finish()
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

/// A stylesheet without comments and with runs of whitespace as one space.
pub fn compact_css(css: &str) -> String {
    let mut out = String::with_capacity(css.len());
    let mut rest = css;
    while let Some(i) = rest.find("/*") {
        push_collapsed(&mut out, &rest[..i]);
        rest = rest[i..].find("*/").map_or("", |e| &rest[i + e + 2..]);
    }
    push_collapsed(&mut out, rest);
    out.trim().to_string()
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
        assert_eq!(compact_css("/* a */\n.a {  color: red; }\n/* b */ .b { }\n"), ".a { color: red; } .b { }");
    }

    #[test]
    fn board_markup_becomes_lines_of_text() {
        let html =
            "<div class=\"hand\"><h3>Your hand</h3><ul><li><span>Gold</span></li><li>Copper &amp; co</li></ul></div>";
        assert_eq!(text_of_html(html), "Your hand\nGold\nCopper & co");
        let table = "<table><tr><th>Name</th><td>a &lt;b&gt; &amp;lt; &#39;c&#39; &quot;d&quot; & e</td></tr>\
                     <tr><td> </td><td>|x</td></tr><tr><td></td></tr></table><p>left <b open";
        assert_eq!(text_of_html(table), "Name | a <b> &lt; 'c' \"d\" & e\n|x\nleft");
        // Lines with other spaces than ASCII's split as before (both take one).
        assert_eq!(text_of_html("<p>a\u{3000}b\u{b}c \t d</p><p>e\u{b}f</p>"), "a b c d\ne f");
    }
}
