//! The layers point one way: `engine` ← `games` ← `boards` ← `app` ← {`web`,
//! `mail`}, with `store` and `config` below `app`. A module never names a layer
//! above it, and web and mail never name each other: what they share lives in
//! `app`. This reads the sources, so a stray `use crate::web::…` in mail fails here.

use std::path::{Path, PathBuf};

/// Each top-level module and the modules it must not name.
const FORBIDDEN: &[(&str, &[&str])] = &[
    ("engine", &["games", "boards", "store", "app", "web", "mail"]),
    ("games", &["boards", "store", "app", "web", "mail"]),
    ("boards", &["store", "app", "web", "mail"]),
    ("store", &["games", "boards", "app", "web", "mail"]),
    ("config.rs", &["engine", "games", "boards", "store", "app", "web", "mail"]),
    ("app", &["web", "mail"]),
    ("web", &["mail"]),
    ("mail", &["web"]),
];

fn rust_files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        for entry in std::fs::read_dir(path).unwrap().flatten() {
            rust_files(&entry.path(), out);
        }
    } else if path.extension().is_some_and(|e| e == "rs") {
        out.push(path.to_path_buf());
    }
}

/// The top-level modules a source names as `crate::m`, `$crate::m` or
/// `crate::{m, …}`; comments are left out.
fn named_modules(source: &str) -> Vec<String> {
    let code: String = source.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n");
    let mut names = Vec::new();
    for (i, _) in code.match_indices("crate::") {
        let rest = &code[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = &group[..group.find('}').unwrap_or(group.len())];
            // Only the first segment of each path in the group is a top-level module.
            names.extend(group.split(',').map(|p| ident(p.trim())));
        } else {
            names.push(ident(rest));
        }
    }
    names.retain(|n| !n.is_empty());
    names
}

fn ident(s: &str) -> String {
    s.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect()
}

/// The top-level modules a file names by climbing to the crate root with
/// `super::`, from a module `depth` levels down (`web` is 1, `web::game` is 2).
fn climbs_to(source: &str, depth: usize) -> Vec<String> {
    let climb = "super::".repeat(depth);
    source.match_indices(&climb).map(|(i, _)| ident(&source[i + climb.len()..])).filter(|n| !n.is_empty()).collect()
}

#[test]
fn every_layer_names_only_the_layers_below_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut violations = Vec::new();
    let mut checked = 0;
    for (module, forbidden) in FORBIDDEN {
        let mut files = Vec::new();
        rust_files(&src.join(module), &mut files);
        assert!(!files.is_empty(), "no sources for {module}");
        for file in files {
            let source = std::fs::read_to_string(&file).unwrap();
            let rel = file.strip_prefix(&src).unwrap();
            // `web/mod.rs` is the module `web`, `web/game.rs` is `web::game`.
            let depth = rel.components().count() - usize::from(rel.ends_with("mod.rs"));
            for name in named_modules(&source).into_iter().chain(climbs_to(&source, depth)) {
                if forbidden.contains(&name.as_str()) {
                    violations.push(format!("{} names crate::{name}", rel.display()));
                }
            }
            checked += 1;
        }
    }
    assert!(checked > 50, "only {checked} files read");
    assert!(violations.is_empty(), "layering broken:\n{}", violations.join("\n"));
}

#[test]
fn the_scan_sees_every_way_of_naming_a_module() {
    let names = named_modules(
        "use crate::web::App;\nuse crate::{app::App, mail};\n// crate::store in a comment\nlet x = $crate::boards::SERVED;",
    );
    assert_eq!(names, ["web", "app", "mail", "boards"]);
    assert_eq!(climbs_to("use super::super::web::Site;", 2), ["web"]);
    assert_eq!(climbs_to("use super::game::names;", 2), Vec::<String>::new());
}
