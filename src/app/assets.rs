//! Static files (stylesheets, scripts, icons). They are built into the binary from
//! `static/`, so the service runs from any directory; `static_dir` names a
//! directory to read them from instead, once at start, for development.
//!
//! Each file is served at its plain path ("site.css") and at a path carrying a
//! hash of its content ("site.1a2b3c4d5e.css"). Pages link the hashed path, which
//! browsers may keep for a year: a changed file gets a new URL.

use rust_embed::RustEmbed;
use sha2::{Digest, Sha256};
use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};
use std::path::Path;

#[derive(RustEmbed)]
#[folder = "../../static/"]
struct Embedded;

/// Hex digits of the content hash in a hashed path.
const HASH_LEN: usize = 10;

pub struct Asset {
    pub content_type: &'static str,
    pub bytes: Cow<'static, [u8]>,
    /// The path with the content's hash ("games/dominion.1a2b3c4d5e.css").
    pub hashed: String,
}

pub struct Assets {
    by_path: BTreeMap<String, Asset>,
    /// Hashed path to plain path.
    by_hashed: HashMap<String, String>,
}

fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or("") {
        "css" => "text/css; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        _ => "application/octet-stream",
    }
}

/// `dir/name.ext` with the hash before the extension: `dir/name.HASH.ext`.
fn hashed_path(path: &str, bytes: &[u8]) -> String {
    let digest: [u8; 32] = Sha256::digest(bytes).into();
    let hash = hex::encode(digest);
    let hash = &hash[..HASH_LEN];
    let name_start = path.rfind('/').map_or(0, |i| i + 1);
    match path[name_start..].rfind('.') {
        Some(dot) => format!("{}.{hash}{}", &path[..name_start + dot], &path[name_start + dot..]),
        None => format!("{path}.{hash}"),
    }
}

impl Assets {
    /// The files built into the binary, or those under `static_dir` when it is set.
    pub fn load(static_dir: &str) -> Result<Assets, String> {
        if static_dir.is_empty() {
            return Ok(Assets::embedded());
        }
        Assets::from_dir(Path::new(static_dir)).map_err(|e| format!("static_dir {static_dir}: {e}"))
    }

    /// The files built into the binary.
    pub fn embedded() -> Assets {
        Assets::from_files(
            Embedded::iter().filter_map(|path| Embedded::get(&path).map(|f| (path.into_owned(), f.data))),
        )
    }

    /// Every file under `dir`, by its path relative to it ("games/dominion.css").
    pub fn from_dir(dir: &Path) -> Result<Assets, String> {
        let mut files = Vec::new();
        let mut pending = vec![dir.to_path_buf()];
        while let Some(d) = pending.pop() {
            let entries = std::fs::read_dir(&d).map_err(|e| format!("{}: {e}", d.display()))?;
            for entry in entries.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    pending.push(path);
                    continue;
                }
                let rel = path.strip_prefix(dir).map_err(|e| e.to_string())?.to_string_lossy().replace('\\', "/");
                let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
                files.push((rel, Cow::Owned(bytes)));
            }
        }
        Ok(Assets::from_files(files.into_iter()))
    }

    fn from_files(files: impl Iterator<Item = (String, Cow<'static, [u8]>)>) -> Assets {
        let mut by_path = BTreeMap::new();
        let mut by_hashed = HashMap::new();
        for (path, bytes) in files {
            let hashed = hashed_path(&path, &bytes);
            by_hashed.insert(hashed.clone(), path.clone());
            by_path.insert(path.clone(), Asset { content_type: content_type(&path), bytes, hashed });
        }
        Assets { by_path, by_hashed }
    }

    /// The file at a plain path.
    pub fn get(&self, path: &str) -> Option<&Asset> {
        self.by_path.get(path)
    }

    /// The file at a path served under `/static/`, and whether the path carries
    /// its content's hash (so the response never changes).
    pub fn lookup(&self, path: &str) -> Option<(&Asset, bool)> {
        match self.by_hashed.get(path) {
            Some(plain) => self.by_path.get(plain).map(|a| (a, true)),
            None => self.by_path.get(path).map(|a| (a, false)),
        }
    }

    /// The URL a page links for the file at `path`: its hashed path.
    pub fn url(&self, path: &str) -> String {
        match self.by_path.get(path) {
            Some(a) => format!("/static/{}", a.hashed),
            None => format!("/static/{path}"),
        }
    }

    /// A text file's contents (a stylesheet inlined into mail).
    pub fn text(&self, path: &str) -> Option<Cow<'_, str>> {
        self.by_path.get(path).map(|a| String::from_utf8_lossy(&a.bytes))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashed_paths_keep_the_folder_and_extension() {
        let h = hashed_path("games/dominion.css", b"x");
        assert!(
            h.starts_with("games/dominion.") && std::path::Path::new(&h).extension().is_some_and(|e| e == "css"),
            "{h}"
        );
        assert_eq!(h.len(), "games/dominion..css".len() + HASH_LEN);
        assert_ne!(h, hashed_path("games/dominion.css", b"y"));
        assert_eq!(hashed_path("LICENSE", b"x").len(), "LICENSE.".len() + HASH_LEN);
    }

    #[test]
    fn the_built_in_files_are_the_static_folder() {
        let built_in = Assets::embedded();
        let dir = Assets::from_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../static")).unwrap();
        assert!(built_in.get("site.css").is_some() && built_in.get("games/dominion.css").is_some());
        assert_eq!(built_in.by_path.keys().collect::<Vec<_>>(), dir.by_path.keys().collect::<Vec<_>>());
        for (path, asset) in &built_in.by_path {
            assert_eq!(asset.bytes, dir.by_path[path].bytes, "{path}");
            assert_eq!(
                built_in.lookup(&asset.hashed).map(|(a, immutable)| (a.hashed.as_str(), immutable)),
                Some((asset.hashed.as_str(), true))
            );
        }
        assert_eq!(built_in.url("site.css"), format!("/static/{}", built_in.get("site.css").unwrap().hashed));
    }
}
