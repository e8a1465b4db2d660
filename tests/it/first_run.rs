//! The first run: from an empty directory to a signed-in account using only what
//! the console and the pages show (mail goes to files; the local mailbox page
//! shows it), and the mailbox page exists nowhere else.

use crate::common;
use crate::serve::{Running, serve};

use common::web::{Client, TestServer, free_port, unescape};
use std::io::{BufRead, BufReader};
use std::process::Stdio;
use std::sync::mpsc;

/// How long the test waits for the server's next console line before it gives
/// up (a hang guard: the mail worker announces a mail within about a second).
const CONSOLE_WAIT: std::time::Duration = std::time::Duration::from_mins(2);

/// Every link (`href`) on a page, in order, entities decoded.
fn hrefs(page: &str) -> Vec<String> {
    page.split("href=\"").skip(1).filter_map(|rest| rest.split('"').next()).map(unescape).collect()
}

/// The link on `page` whose text is `text`, for following it as a reader would.
fn link_named(page: &str, text: &str) -> Option<String> {
    let text = format!(">{text}</a>");
    let end = page.find(&text)?;
    let start = page[..end].rfind("href=\"")? + "href=\"".len();
    Some(unescape(page[start..end].split('"').next()?))
}

#[test]
fn a_first_run_signs_in_from_the_console_and_the_local_mailbox_alone() {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    // The README's run command: nothing configured but the port.
    let mut child = serve(dir.path(), &[("LETTERBOX_BIND", format!("127.0.0.1:{port}"))])
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start letterbox serve");
    let stdout = child.stdout.take().unwrap();
    let _server = Running(child);
    let (lines_tx, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if lines_tx.send(line.unwrap_or_default()).is_err() {
                return;
            }
        }
    });
    let next_line = || lines.recv_timeout(CONSOLE_WAIT).expect("a console line");
    let running = next_line();
    let base = running.split_whitespace().find(|w| w.starts_with("http://")).expect("the URL").to_string();
    assert_eq!(base, format!("http://127.0.0.1:{port}"), "{running}");

    // Sign up, as the welcome page leads.
    let mut me = Client::new(&base);
    let home = me.get("/");
    assert!(hrefs(&home.body).iter().any(|h| h.starts_with("/signup")), "{}", home.body);
    let csrf = me.csrf("/signup");
    let sent = me.post(
        "/signup",
        &[("csrf", &csrf), ("email", "newcomer@example.org"), ("name", "Newcomer"), ("password", "a long first run")],
    );
    assert_eq!(sent.status, 200, "{}", sent.body);
    assert!(sent.body.contains("open the local mailbox"), "the page says where the mail is: {}", sent.body);

    // The console announces the mail: recipient, subject, its link, and where
    // to read it whole.
    let mut block: Vec<String> = Vec::new();
    while !block.last().is_some_and(|l| l.starts_with("  the whole mail: ")) {
        let line = next_line();
        if !block.is_empty() || line.starts_with("mail to ") {
            block.push(line);
        }
    }
    let head = &block[0];
    assert!(head.contains("Newcomer <newcomer@example.org>") && head.contains("Confirm"), "{block:?}");
    let console_link = block.iter().find_map(|l| l.trim().strip_prefix(&format!("{base}/verify?")).map(str::to_string));
    let console_link = console_link.unwrap_or_else(|| panic!("the link on the console: {block:?}"));
    assert!(block.last().unwrap().contains(&format!("{base}/mailbox/")), "{block:?}");

    // The page's link to the mailbox lists the mail; its subject opens it.
    let mailbox = hrefs(&sent.body).into_iter().find(|h| h == "/mailbox").expect("a link to the mailbox");
    let list = me.get(&mailbox);
    assert_eq!(list.status, 200, "{}", list.body);
    assert!(list.body.contains("newcomer@example.org"), "{}", list.body);
    let subject = head.rsplit(": ").next().unwrap();
    let opened = me.get(&link_named(&list.body, subject).unwrap_or_else(|| panic!("{subject} in {}", list.body)));
    assert_eq!(opened.status, 200, "{}", opened.body);
    let link = hrefs(&opened.body).into_iter().find(|h| h.contains("/verify?")).expect("the link, clickable");
    assert_eq!(link, format!("{base}/verify?{console_link}"), "the page and the console show one link");

    // Following it: the page's button confirms and signs in.
    let confirm = me.get(&link);
    assert_eq!(confirm.status, 200, "{}", confirm.body);
    let form: Vec<(String, String)> =
        ["csrf", "u", "e", "s", "next"].iter().map(|k| (k.to_string(), confirm.field(k).unwrap_or_default())).collect();
    let pairs: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let signed_in = me.post("/verify", &pairs);
    assert_eq!(signed_in.status, 303, "{}", signed_in.body);
    let dashboard = me.get(signed_in.location.as_deref().unwrap_or("/"));
    assert!(dashboard.body.contains("Newcomer") && dashboard.body.contains("action=\"/logout\""), "{}", dashboard.body);
    assert!(!dashboard.body.contains("Please confirm your address"), "{}", dashboard.body);
}

/// The mailbox shows a Japanese mail decoded, its HTML part as its own
/// document, and nothing outside its folder.
#[test]
fn the_local_mailbox_reads_japanese_mail_and_only_its_own_files() {
    let server = TestServer::on_sqlite(&[("LETTERBOX_MAIL_TRANSPORT", "file")], false);
    let mut aki = Client::speaking(&server.base, "ja");
    let csrf = aki.csrf("/signup");
    let sent = aki.post(
        "/signup",
        &[("csrf", &csrf), ("email", "aki@example.jp"), ("name", "秋子"), ("password", "a long first run")],
    );
    assert!(sent.body.contains("ローカル受信箱を開いて"), "{}", sent.body);
    server.drain_mail();
    let list = aki.get("/mailbox");
    assert_eq!(list.status, 200);
    assert!(unescape(&list.body).contains("秋子 <aki@example.jp>"), "{}", list.body);
    let id = hrefs(&list.body).into_iter().find_map(|h| h.strip_prefix("/mailbox/").map(str::to_string)).unwrap();
    let opened = aki.get(&format!("/mailbox/{id}"));
    assert!(opened.body.contains("レターボックスのメールアドレス確認"), "the subject: {}", opened.body);
    assert!(opened.body.contains("3日以内にこのリンクを開くと"), "the text part, decoded: {}", opened.body);
    assert!(hrefs(&opened.body).iter().any(|h| h.contains("/verify?")), "{}", opened.body);
    let html = aki.get(&format!("/mailbox/{id}/html"));
    assert_eq!(html.status, 200);
    assert!(html.body.contains("秋子さん") && html.body.contains("/verify?"), "{}", html.body);
    assert!(html.header("content-security-policy").unwrap().contains("default-src 'none'"));
    for path in ["/mailbox/..%2Fsecret.key", "/mailbox/not-a-mail", "/mailbox/0000/html", "/mailbox/%2E%2E/html"] {
        assert_eq!(aki.get(path).status, 404, "{path}");
    }
}

/// With any other transport, or reachable from elsewhere, there is no mailbox:
/// every path of it is a 404 and no page links to it.
#[test]
fn the_mailbox_is_404_for_other_transports_and_other_addresses() {
    let configs: [&[(&str, &str)]; 4] = [
        &[],
        &[("LETTERBOX_MAIL_TRANSPORT", "smtp")],
        &[("LETTERBOX_MAIL_TRANSPORT", "file"), ("LETTERBOX_BIND", "0.0.0.0:8080")],
        &[("LETTERBOX_MAIL_TRANSPORT", "file"), ("LETTERBOX_BASE_URL", "https://games.example.org")],
    ];
    for extra in configs {
        let server = TestServer::on_sqlite(extra, false);
        let mut visitor = server.client();
        let csrf = visitor.csrf("/signup");
        let form =
            [("csrf", csrf.as_str()), ("email", "ann@example.org"), ("name", "Ann"), ("password", "a long first run")];
        let sent = visitor.post("/signup", &form);
        assert!(sent.status == 200 && !hrefs(&sent.body).contains(&"/mailbox".to_string()), "{}", sent.body);
        server.drain_mail();
        let files: Vec<String> = std::fs::read_dir(server.dir.path().join("mail"))
            .map(|d| d.filter_map(|e| Some(e.ok()?.path().file_stem()?.to_str()?.to_string())).collect())
            .unwrap_or_default();
        let mut paths = vec!["/mailbox".to_string()];
        paths.extend(files.iter().flat_map(|f| [format!("/mailbox/{f}"), format!("/mailbox/{f}/html")]));
        for path in &paths {
            let page = visitor.get(path);
            assert_eq!(page.status, 404, "{path} with {extra:?}: {}", page.body);
        }
        let page = visitor.get("/");
        assert!(!hrefs(&page.body).contains(&"/mailbox".to_string()), "{extra:?}: {}", page.body);
    }
}
