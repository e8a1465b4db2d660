//! Static files (stylesheets, scripts, icons), read into memory once at start and
//! served from there: no file system access per request.

use actix_web::web;
use std::collections::HashMap;
use std::path::Path;

pub struct Assets {
    files: HashMap<String, (&'static str, web::Bytes)>,
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

impl Assets {
    /// Every file under `dir`, by its path relative to it ("games/dominion.css").
    pub fn load(dir: &Path) -> Result<Assets, String> {
        let mut files = HashMap::new();
        let mut pending = vec![dir.to_path_buf()];
        while let Some(d) = pending.pop() {
            let entries = std::fs::read_dir(&d).map_err(|e| format!("static_dir {}: {e}", d.display()))?;
            for entry in entries.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    pending.push(path);
                    continue;
                }
                let rel = path.strip_prefix(dir).map_err(|e| e.to_string())?.to_string_lossy().replace('\\', "/");
                let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
                files.insert(rel.clone(), (content_type(&rel), web::Bytes::from(bytes)));
            }
        }
        Ok(Assets { files })
    }

    pub fn get(&self, path: &str) -> Option<&(&'static str, web::Bytes)> {
        self.files.get(path)
    }
}
