//! Every rules id a comment under src/ cites (`D-17`, `GAP-5`, `R5.2`, `§5.12`)
//! resolves: it is a heading of the design note of the game it concerns,
//! `src/games/<game>/DESIGN.md`, or of `src/engine/DESIGN.md` when the comment is
//! outside a game's code. The documents the ids come from are not in the
//! repository; the notes say in a few lines what each decision is.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The rules ids cited in `text`, in order. Recognised, each standing alone as a
/// word: `D-<n>` and `GAP-<n>` (decisions, gaps), `R<n>.<m>` (numbered rules),
/// and `§<n>` with optional `.<m>` parts (sections), except a section of an RFC
/// (`RFC 9110 §12.5.4`), which is a standard's section, not ours.
fn ids_in(text: &str) -> Vec<String> {
    let c: Vec<char> = text.chars().collect();
    let word = |i: usize| c.get(i).is_some_and(|ch| ch.is_alphanumeric() || *ch == '_');
    let digits = |mut i: usize| {
        let start = i;
        while c.get(i).is_some_and(char::is_ascii_digit) {
            i += 1;
        }
        (i > start).then_some(i)
    };
    // Digits then any `.<digits>` parts from `i`; the end, or None when no digits.
    let dotted = |i: usize, max_parts: usize| {
        let mut end = digits(i)?;
        let mut parts = 1;
        while parts < max_parts && c.get(end) == Some(&'.') {
            match digits(end + 1) {
                Some(e) => {
                    end = e;
                    parts += 1;
                }
                None => break,
            }
        }
        Some((end, parts))
    };
    let mut found = Vec::new();
    let mut i = 0;
    while i < c.len() {
        let alone_before = i == 0 || !(word(i - 1) || c[i - 1] == '-');
        let id_end = if !alone_before {
            None
        } else if c[i] == '§' {
            let before: String = c[..i].iter().collect();
            let mut words = before.split_whitespace().rev();
            let rfc = words.next().is_some_and(|n| n.chars().all(|d| d.is_ascii_digit()))
                && words.next().is_some_and(|w| {
                    w.trim_start_matches(|ch: char| !ch.is_alphanumeric()).eq_ignore_ascii_case("RFC")
                });
            dotted(i + 1, usize::MAX).filter(|_| !rfc).map(|(e, _)| e)
        } else if c[i] == 'R' {
            dotted(i + 1, 2).filter(|&(_, parts)| parts == 2).map(|(e, _)| e)
        } else {
            ["D-", "GAP-"]
                .iter()
                .find(|p| c[i..].starts_with(&p.chars().collect::<Vec<_>>()))
                .and_then(|p| digits(i + p.len()))
        };
        match id_end.filter(|&e| !word(e) && c.get(e) != Some(&'-')) {
            Some(e) => {
                found.push(c[i..e].iter().collect());
                i = e;
            }
            None => i += 1,
        }
    }
    found
}

/// The comments of a Rust source: each `//` comment's text with its line number,
/// consecutive comment lines joined into one text (an RFC and its section may be
/// on two lines). A `//` inside a string literal on the line is not a comment.
fn comments(source: &str) -> Vec<(usize, String)> {
    let mut blocks: Vec<(usize, String)> = Vec::new();
    let mut last = None;
    for (n, line) in source.lines().enumerate() {
        let mut quotes = 0;
        let mut at = None;
        for (i, ch) in line.char_indices() {
            let char_literal = line[..i].ends_with('\'') && line[i + 1..].starts_with('\'');
            if ch == '"' && !line[..i].ends_with('\\') && !char_literal {
                quotes += 1;
            } else if quotes % 2 == 0 && line[i..].starts_with("//") {
                at = Some(i);
                break;
            }
        }
        let Some(at) = at else { continue };
        let text = line[at..].trim_start_matches('/').trim_start_matches('!');
        match blocks.last_mut() {
            Some(block) if last.is_some_and(|l: usize| l + 1 == n) => {
                block.1.push(' ');
                block.1.push_str(text);
            }
            _ => blocks.push((n + 1, text.to_string())),
        }
        last = Some(n);
    }
    blocks
}

/// The ids a design note has headings for: a heading's first word, without a
/// trailing colon.
fn headings(note: &str) -> BTreeSet<String> {
    note.lines()
        .filter(|l| l.starts_with('#'))
        .filter_map(|l| l.trim_start_matches('#').split_whitespace().next())
        .map(|w| w.trim_end_matches(':').to_string())
        .collect()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The note for a source file (relative to src/): its game's when it is in a
/// game's folder or named after a game (a game's board), else the engine's.
fn note_for(rel: &Path, games: &[String]) -> PathBuf {
    let parts: Vec<String> = rel.iter().map(|p| p.to_string_lossy().to_string()).collect();
    if parts.len() > 2 && parts[0] == "games" {
        return Path::new("games").join(&parts[1]).join("DESIGN.md");
    }
    let stems = rel.iter().map(|p| Path::new(p).file_stem().unwrap_or(p).to_string_lossy().to_string());
    for stem in stems {
        if games.contains(&stem) {
            return Path::new("games").join(stem).join("DESIGN.md");
        }
    }
    PathBuf::from("engine/DESIGN.md")
}

#[test]
fn every_rules_id_cited_in_a_comment_has_a_heading_in_its_design_note() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut games: Vec<String> = std::fs::read_dir(src.join("games"))
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect();
    games.sort();
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut notes: BTreeMap<PathBuf, Option<BTreeSet<String>>> = BTreeMap::new();
    let mut cited = 0;
    let mut missing = Vec::new();
    for file in &files {
        let rel = file.strip_prefix(&src).unwrap();
        let note = note_for(rel, &games);
        for (line, text) in comments(&std::fs::read_to_string(file).unwrap()) {
            for id in ids_in(&text) {
                cited += 1;
                let heads = notes
                    .entry(note.clone())
                    .or_insert_with(|| std::fs::read_to_string(src.join(&note)).ok().map(|n| headings(&n)));
                if !heads.as_ref().is_some_and(|h| h.contains(&id)) {
                    missing.push(format!(
                        "{id} (src/{}:{line}) has no heading in src/{}",
                        rel.display(),
                        note.display()
                    ));
                }
            }
        }
    }
    assert!(missing.is_empty(), "rules ids without a design note:\n{}", missing.join("\n"));
    // The scan itself works: the code cites dozens of ids today.
    assert!(cited > 40, "only {cited} ids found in comments: is the scan broken?");
}

#[test]
fn the_id_pattern_takes_rules_ids_and_nothing_else() {
    let ids = |t: &str| ids_in(t);
    assert_eq!(ids("empties first (D-17), see D-20..D-23."), ["D-17", "D-20", "D-23"]);
    assert_eq!(ids("GAP-14: Fallen Houses; R5.2 and R1.9–R1.10 apply"), ["GAP-14", "R5.2", "R1.9", "R1.10"]);
    assert_eq!(ids("spec §5.11–§5.12, then (§5.13). Worked numbers (spec §10)."), ["§5.11", "§5.12", "§5.13", "§10"]);
    assert_eq!(ids("design §5. It plays"), ["§5"]);
    // Not ours: hashes, encodings, RFC sections, identifiers, versions.
    assert!(ids("SHA-256 of UTF-8; RFC 9110 §12.5.4; HD-5 GAPS-2 R5 R2D2.1 CR1.2 D-5x D-5-1").is_empty());
    let joined = comments("/// header (RFC 9110\n/// §12.5.4): the best\nlet a = \"// D-1\"; // R1.1\n");
    assert!(joined.iter().all(|(_, t)| !ids_in(t).contains(&"§12.5.4".to_string())), "{joined:?}");
    assert_eq!(joined.iter().flat_map(|(_, t)| ids_in(t)).collect::<Vec<_>>(), ["R1.1"]);
    assert_eq!(
        headings("# Note\n### D-17\n## R5.2: credits\ntext D-3\n"),
        BTreeSet::from(["D-17", "Note", "R5.2"].map(String::from))
    );
}
