//! Every English catalog (`en.ftl`, `x.en.ftl`) has a Japanese twin (`ja.ftl`,
//! `x.ja.ftl`) beside it with exactly the same messages and attributes, each one
//! translated: a Japanese message byte-identical to its English one fails, unless
//! it has no words at all (numbers, punctuation, placeables) or is listed below.
//! A twin must also use the same arguments as English, so no player, card or
//! number silently drops out of a sentence.

use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Messages (or `message.attribute`) deliberately the same in both languages, with
/// the reason. Messages without words (numbers, punctuation) need no entry.
const SAME_IN_BOTH: &[(&str, &str)] = &[];

/// One message or term: its value and attributes, as comparable text, and the
/// arguments it names.
#[derive(Default)]
struct Entry {
    /// `""` for the value, else the attribute's name.
    patterns: BTreeMap<String, Shape>,
}

struct Shape {
    /// The pattern's structure; equal debug forms mean byte-identical messages.
    form: String,
    /// Whether the pattern has any letters (of any script) outside placeables'
    /// names.
    wordy: bool,
    vars: BTreeSet<String>,
}

fn catalogs(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            catalogs(&p, out);
        } else if p.extension().is_some_and(|x| x == "ftl") {
            out.push(p);
        }
    }
}

/// `en.ftl` -> `ja.ftl`, `x.en.ftl` -> `x.ja.ftl`; `None` for other names.
fn twin(path: &Path, from: &str, to: &str) -> Option<PathBuf> {
    let name = path.file_name()?.to_str()?;
    let stem = if name == format!("{from}.ftl") { "" } else { name.strip_suffix(&format!(".{from}.ftl"))? };
    let twin = if stem.is_empty() { format!("{to}.ftl") } else { format!("{stem}.{to}.ftl") };
    Some(path.with_file_name(twin))
}

fn parse(path: &Path) -> Result<BTreeMap<String, Entry>, String> {
    let src = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let res = fluent_syntax::parser::parse(src.as_str())
        .map_err(|(_, errs)| format!("{} does not parse: {errs:?}", path.display()))?;
    let mut out = BTreeMap::new();
    for entry in &res.body {
        let (id, value, attributes) = match entry {
            ast::Entry::Message(m) => (m.id.name.to_string(), m.value.as_ref(), &m.attributes),
            ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
            ast::Entry::Junk { content } => return Err(format!("{}: junk {content:?}", path.display())),
            _ => continue,
        };
        let mut e = Entry::default();
        if let Some(v) = value {
            e.patterns.insert(String::new(), shape(v));
        }
        for a in attributes {
            e.patterns.insert(a.id.name.to_string(), shape(&a.value));
        }
        if out.insert(id.clone(), e).is_some() {
            return Err(format!("{}: {id} is defined twice", path.display()));
        }
    }
    Ok(out)
}

fn shape(p: &ast::Pattern<&str>) -> Shape {
    let mut s = Shape { form: format!("{p:?}"), wordy: false, vars: BTreeSet::new() };
    walk_pattern(p, &mut s);
    s
}

fn walk_pattern(p: &ast::Pattern<&str>, s: &mut Shape) {
    for el in &p.elements {
        match el {
            ast::PatternElement::TextElement { value } => s.wordy |= value.chars().any(char::is_alphabetic),
            ast::PatternElement::Placeable { expression } => walk_expression(expression, s),
        }
    }
}

fn walk_expression(e: &ast::Expression<&str>, s: &mut Shape) {
    match e {
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, s);
            for v in variants {
                walk_pattern(&v.value, s);
            }
        }
        ast::Expression::Inline(i) => walk_inline(i, s),
    }
}

fn walk_inline(i: &ast::InlineExpression<&str>, s: &mut Shape) {
    match i {
        ast::InlineExpression::StringLiteral { value } => s.wordy |= value.chars().any(char::is_alphabetic),
        ast::InlineExpression::VariableReference { id } => {
            s.vars.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => walk_call(arguments, s),
        ast::InlineExpression::TermReference { arguments: Some(args), .. } => walk_call(args, s),
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, s),
        _ => {}
    }
}

fn walk_call(args: &ast::CallArguments<&str>, s: &mut Shape) {
    for a in &args.positional {
        walk_inline(a, s);
    }
    for a in &args.named {
        walk_inline(&a.value, s);
    }
}

/// Every difference between an English catalog and its twin.
fn compare(en: &BTreeMap<String, Entry>, ja: &BTreeMap<String, Entry>) -> Vec<String> {
    let mut problems = Vec::new();
    for id in en.keys().filter(|id| !ja.contains_key(*id)) {
        problems.push(format!("{id}: missing from the Japanese catalog"));
    }
    for id in ja.keys().filter(|id| !en.contains_key(*id)) {
        problems.push(format!("{id}: not in the English catalog"));
    }
    for (id, e) in en {
        let Some(j) = ja.get(id) else { continue };
        let parts: BTreeSet<&String> = e.patterns.keys().chain(j.patterns.keys()).collect();
        for part in parts {
            let name = if part.is_empty() { id.clone() } else { format!("{id}.{part}") };
            match (e.patterns.get(part), j.patterns.get(part)) {
                (Some(_), None) => problems.push(format!("{name}: missing from the Japanese catalog")),
                (None, Some(_)) => problems.push(format!("{name}: not in the English catalog")),
                (Some(a), Some(b)) => {
                    if a.form == b.form && a.wordy && !SAME_IN_BOTH.iter().any(|(k, _)| *k == name) {
                        problems.push(format!("{name}: the Japanese is the English text"));
                    }
                    if a.vars != b.vars {
                        problems.push(format!("{name}: arguments {:?} in English, {:?} in Japanese", a.vars, b.vars));
                    }
                }
                (None, None) => {}
            }
        }
    }
    problems
}

#[test]
fn every_english_catalog_has_a_complete_japanese_twin() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    catalogs(&root, &mut files);
    files.sort();
    let mut problems = Vec::new();
    let mut pairs = 0;
    for path in &files {
        let shown = path.strip_prefix(&root).unwrap_or(path).display().to_string();
        if let Some(en_twin) = twin(path, "ja", "en") {
            if !en_twin.exists() {
                problems.push(format!("{shown}: no English catalog beside it"));
            }
            continue;
        }
        let Some(ja_path) = twin(path, "en", "ja") else {
            problems.push(format!("{shown}: a catalog's name ends in .en.ftl or .ja.ftl"));
            continue;
        };
        if !ja_path.exists() {
            problems.push(format!("{shown}: no Japanese twin {}", ja_path.file_name().unwrap().display()));
            continue;
        }
        match (parse(path), parse(&ja_path)) {
            (Ok(en), Ok(ja)) => {
                problems.extend(compare(&en, &ja).into_iter().map(|p| format!("{shown}: {p}")));
                pairs += 1;
            }
            (Err(e), _) | (_, Err(e)) => problems.push(e),
        }
    }
    assert!(pairs >= 6, "found only {pairs} catalog pairs under src/");
    let shown: Vec<&String> = problems.iter().take(60).collect();
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        shown.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn the_comparison_catches_each_kind_of_difference() {
    let parse_str = |src: &'static str| {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("x.ftl");
        std::fs::write(&p, src).unwrap();
        parse(&p).unwrap()
    };
    let en = parse_str("a = One { $n }\nb = Two\n    .text = Long\nc = 7\nd = { $who } wins\n");
    let ja = parse_str("a = One { $n }\nb = 二\ne = 余分\nc = 7\nd = 勝ち\n");
    let problems = compare(&en, &ja);
    assert!(problems.iter().any(|p| p == "a: the Japanese is the English text"), "{problems:?}");
    assert!(problems.iter().any(|p| p == "b.text: missing from the Japanese catalog"), "{problems:?}");
    assert!(problems.iter().any(|p| p == "e: not in the English catalog"), "{problems:?}");
    assert!(problems.iter().any(|p| p.starts_with("d: arguments")), "{problems:?}");
    assert!(!problems.iter().any(|p| p.starts_with("c:")), "numbers-only messages may be equal: {problems:?}");
    assert_eq!(problems.len(), 4, "{problems:?}");
}

#[test]
fn twins_are_named_beside_their_english_catalog() {
    let p = Path::new("src/games/g/en.ftl");
    assert_eq!(twin(p, "en", "ja").unwrap(), Path::new("src/games/g/ja.ftl"));
    let p = Path::new("src/web/letterbox.en.ftl");
    assert_eq!(twin(p, "en", "ja").unwrap(), Path::new("src/web/letterbox.ja.ftl"));
    assert_eq!(twin(Path::new("src/x/notes.ftl"), "en", "ja"), None);
}
