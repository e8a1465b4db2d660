//! The built binary runs from any directory: started in an empty temporary
//! directory with nothing but a port, it serves its pages and the static files
//! built into it, and its links follow the port it binds. A bad configuration is
//! reported before anything is created on disk.

use crate::common;

use common::web::free_port;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// `letterbox serve` in `dir`, with none of the caller's LETTERBOX_* variables
/// and only `vars` set.
pub(crate) fn serve(dir: &Path, vars: &[(&str, String)]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_letterbox"));
    cmd.arg("serve").current_dir(dir);
    for (name, _) in std::env::vars().filter(|(k, _)| k.starts_with("LETTERBOX_")) {
        cmd.env_remove(name);
    }
    for (name, value) in vars {
        cmd.env(name, value);
    }
    cmd
}

/// Stops the server however the test ends.
pub(crate) struct Running(pub(crate) Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn get(url: &str) -> (u16, String, Option<String>, String) {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .max_redirects(0)
        .http_status_as_error(false)
        .timeout_global(Some(std::time::Duration::from_mins(1)))
        .build()
        .into();
    let mut resp = agent.get(url).call().unwrap_or_else(|e| panic!("GET {url}: {e}"));
    let header = |name: &str| resp.headers().get(name).and_then(|v| v.to_str().ok()).map(str::to_string);
    let (content_type, cache) = (header("content-type").unwrap_or_default(), header("cache-control"));
    (resp.status().as_u16(), content_type, cache, resp.body_mut().read_to_string().unwrap_or_default())
}

#[test]
fn the_binary_serves_from_an_empty_directory() {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let mut child = serve(dir.path(), &[("LETTERBOX_BIND", format!("127.0.0.1:{port}"))])
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start letterbox serve");
    let stdout = child.stdout.take().unwrap();
    let _server = Running(child);
    let mut first_line = String::new();
    BufReader::new(stdout).read_line(&mut first_line).unwrap();
    let base = format!("http://127.0.0.1:{port}");
    // No base_url configured: the links follow the bound address. The line comes
    // once the server listens.
    assert!(first_line.contains(&base), "{first_line:?} does not name {base}");

    let (status, _, _, home) = get(&format!("{base}/"));
    assert_eq!(status, 200, "{home}");
    let (status, _, _, signup) = get(&format!("{base}/signup"));
    assert_eq!(status, 200, "{signup}");

    let (status, content_type, _, css) = get(&format!("{base}/static/site.css"));
    assert_eq!(status, 200);
    assert!(content_type.starts_with("text/css"), "{content_type}");
    assert_eq!(css, std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/static/site.css")).unwrap());

    // Pages link the stylesheet and the script by their content's hash; those
    // URLs serve the same bytes and may be kept for a year.
    for (plain, kind) in [("site.css", "stylesheet"), ("site.js", "script")] {
        let (stem, ext) = plain.rsplit_once('.').unwrap();
        let hashed = signup
            .match_indices(&format!("/static/{stem}."))
            .map(|(start, _)| &signup[start..start + signup[start..].find('"').unwrap()])
            .find(|url| url.ends_with(&format!(".{ext}")))
            .unwrap_or_else(|| panic!("no {kind} link in {signup}"));
        assert!(hashed.len() > format!("/static/{plain}").len(), "{hashed} carries no hash");
        let (status, _, cache, body) = get(&format!("{base}{hashed}"));
        assert_eq!(status, 200, "{hashed}");
        assert!(
            cache.as_deref().is_some_and(|c| c.contains("immutable") && c.contains("max-age=31536000")),
            "{cache:?}"
        );
        assert_eq!(body, get(&format!("{base}/static/{plain}")).3);
    }
    let (status, _, _, _) = get(&format!("{base}/static/site.0000000000.css"));
    assert_eq!(status, 404, "a hash that is not the content's");

    // What the service made, it made in the directory it was started in.
    assert!(dir.path().join("data").is_dir());
}

#[test]
fn a_bad_configuration_is_reported_before_anything_is_created() {
    let cases: [(&str, &str, &str); 4] = [
        ("LETTERBOX_MAIL_TRANSPORT", "pigeon", "mail.transport"),
        ("LETTERBOX_BIND", "nowhere", "bind"),
        ("LETTERBOX_SECRET_KEY", "abc", "secret_key"),
        ("LETTERBOX_STATIC_DIR", "no-such-dir", "static_dir"),
    ];
    for (name, value, named) in cases {
        let dir = tempfile::tempdir().unwrap();
        let port = free_port();
        let out = serve(dir.path(), &[("LETTERBOX_BIND", format!("127.0.0.1:{port}")), (name, value.to_string())])
            .output()
            .expect("run letterbox serve");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{name}={value} was accepted");
        assert!(stderr.contains(named), "{name}={value}: {stderr}");
        let made: Vec<_> = std::fs::read_dir(dir.path()).unwrap().flatten().map(|e| e.file_name()).collect();
        assert!(made.is_empty(), "{name}={value} left {made:?} behind");
    }
}
