//! The `letterbox` binary: the engine protocol driven line by line, and the
//! migrate / export / replay / verify commands on a real database and real files.

use crate::common;

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_letterbox");

/// A running `letterbox engine --test-games`, one request and one reply at a time.
struct Engine {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    stdout: BufReader<std::process::ChildStdout>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(BIN)
            .args(["engine", "--test-games"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("start letterbox engine");
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Engine { child, stdin, stdout }
    }

    fn send(&mut self, line: &str) -> Value {
        writeln!(self.stdin, "{line}").unwrap();
        let mut reply = String::new();
        self.stdout.read_line(&mut reply).unwrap();
        assert!(!reply.is_empty(), "the engine exited after {line:?}");
        serde_json::from_str(&reply).unwrap_or_else(|e| panic!("reply {reply:?} is not JSON: {e}"))
    }

    fn ok(&mut self, req: &Value) -> Value {
        let reply = self.send(&req.to_string());
        assert!(reply.get("error").is_none(), "{req} -> {reply}");
        reply["ok"].clone()
    }
}

#[test]
fn the_engine_protocol_plays_a_whole_game_and_survives_bad_lines() {
    let mut e = Engine::start();
    for (line, kind) in [
        ("this is not json", "bad_json"),
        (r#"{"cmd":"dance"}"#, "bad_request"),
        (r#"{"cmd":"prompts"}"#, "no_game"),
        (r#"{"cmd":"new","game":"highcard","seats":2}"#, "bad_request"),
    ] {
        assert_eq!(e.send(line)["kind"], kind, "{line}");
    }
    let started = e.ok(&json!({"cmd":"new","game":"highcard","seats":3,"seed":"script"}));
    assert_eq!(started["to_act"], json!([0, 1, 2]));
    assert_eq!(e.send(r#"{"cmd":"answer","seat":9,"answer":{"many":[]}}"#)["kind"], "no_such_seat");
    assert_eq!(e.send(r#"{"cmd":"answer","seat":0,"answer":{"one":"1"}}"#)["kind"], "malformed");
    assert_eq!(e.send(r#"{"cmd":"view","viewer":"omniscient"}"#)["kind"], "malformed");
    // Play: always the first option of the first prompt; a refused swap of a 10 is
    // answered with an empty swap instead.
    let mut moves = 0;
    loop {
        let prompts = e.ok(&json!({"cmd":"prompts"}));
        let Some(p) = prompts.as_array().unwrap().first().cloned() else { break };
        let seat = p["seat"].clone();
        let answer = match p["choice"]["kind"].as_str().unwrap() {
            "one" => json!({"one": p["choice"]["options"][0]["key"]}),
            _ => json!({"many": []}),
        };
        // The seat that is not prompted gets an error and the game goes on.
        let idle = (0..3).find(|s| !prompts.as_array().unwrap().iter().any(|p| p["seat"] == *s));
        if let Some(idle) = idle {
            assert_eq!(
                e.send(&json!({"cmd":"answer","seat":idle,"answer":answer}).to_string())["kind"],
                "not_prompted"
            );
        }
        let reply = e.ok(&json!({"cmd":"answer","seat":seat,"answer":answer}));
        moves += 1;
        let view = e.ok(&json!({"cmd":"view","viewer":seat}));
        assert!(view["hands"].as_array().unwrap().iter().filter(|h| !h.is_null()).count() == 1, "one hand visible");
        if reply["over"] == true {
            break;
        }
        assert!(moves < 200, "the game does not end");
    }
    let outcome = e.ok(&json!({"cmd":"outcome"}));
    assert_eq!(outcome["places"].as_array().unwrap().len(), 3);
    let log = e.ok(&json!({"cmd":"log","viewer":"spectator"}));
    assert!(log.as_array().unwrap().iter().any(|l| l["plain"].as_str().unwrap().contains("plays")));
    assert_eq!(e.send(r#"{"cmd":"answer","seat":0,"answer":{"many":[]}}"#)["kind"], "game_over");
    let export = e.ok(&json!({"cmd":"export"}));
    assert!(export["seed"].is_string(), "the seed is in the export once the game is over");
    drop(e.stdin);
    assert!(e.child.wait().unwrap().success(), "the engine exits cleanly at the end of input");
}

fn letterbox(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(BIN).args(args).output().unwrap();
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

#[test]
fn migrate_export_replay_verify() {
    for db in common::databases() {
        let (ok, out, err) = letterbox(&["migrate", "--database", &db.url]);
        assert!(ok && out.contains("applied"), "{out}{err}");
        let (ok, out, _) = letterbox(&["migrate", "--database", &db.url]);
        assert!(ok && out.contains("up to date"));

        // Play a game through the store so export has something to read.
        let find = |s: &str| {
            (s == "highcard").then(letterbox::engine::registry::registered::<letterbox::engine::testgame::HighCard>)
        };
        let store = letterbox::store::Store::open(&db.url, find).unwrap();
        let game = letterbox::engine::registry::registered::<letterbox::engine::testgame::HighCard>();
        let seed = letterbox::engine::Seed::from_label("cli");
        let id = store.create_game(game, 2, &Value::Null, seed, None).unwrap().unwrap();
        store.start_game(id).unwrap();
        let mut rng = letterbox::engine::GameRng::from_u64(1);
        while let Some((seq, p)) = store.with_match(id, |m| m.prompts().first().map(|p| (m.seq(), p.clone()))).unwrap()
        {
            let _ = store.append(id, seq, p.seat, &letterbox::engine::conformance::random_answer(&p.choice, &mut rng));
        }

        let (ok, export, err) = letterbox(&["export", &id.to_string(), "--database", &db.url]);
        assert!(ok, "{err}");
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("game.json");
        std::fs::write(&file, &export).unwrap();
        let (ok, out, err) = letterbox(&["replay", file.to_str().unwrap()]);
        assert!(ok && out.contains("\"over\": true"), "{out}{err}");
        let (ok, out, err) = letterbox(&["verify", file.to_str().unwrap()]);
        assert!(ok && out.starts_with("verified"), "{out}{err}");

        // Tampering is caught: another seed, or another answer.
        let mut doc: Value = serde_json::from_str(&export).unwrap();
        doc["seed"] = json!(letterbox::engine::Seed::from_label("other").to_hex());
        std::fs::write(&file, doc.to_string()).unwrap();
        let (ok, _, err) = letterbox(&["verify", file.to_str().unwrap()]);
        assert!(!ok && err.contains("seed hash"), "{err}");
        let mut doc: Value = serde_json::from_str(&export).unwrap();
        let last = doc["events"].as_array().unwrap().len() - 1;
        doc["events"][last]["digest"] = json!("00".repeat(32));
        std::fs::write(&file, doc.to_string()).unwrap();
        let (ok, _, err) = letterbox(&["verify", file.to_str().unwrap()]);
        assert!(!ok && err.contains("differs"), "{err}");

        let (ok, _, err) = letterbox(&["export", "999999", "--database", &db.url]);
        assert!(!ok && err.contains("no such game"), "{err}");
    }
}

/// N4: a SQLite path whose folder does not exist is made, folder and file, and
/// the console says so with the full path (a mistyped path shows at once); an
/// existing database is opened without a word.
#[test]
fn a_new_sqlite_database_and_its_folder_are_announced() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("not").join("yet").join("letterbox.db");
    let url = format!("sqlite://{}", path.display());
    let (ok, out, err) = letterbox(&["migrate", "--database", &url]);
    assert!(ok, "{out}{err}");
    assert!(path.exists());
    assert!(err.contains(&format!("made the folder {}", dir.path().join("not").join("yet").display())), "{err}");
    assert!(err.contains(&format!("no database at {}: starting a new, empty one", path.display())), "{err}");
    let (ok, out, err) = letterbox(&["migrate", "--database", &url]);
    assert!(ok && out.contains("up to date"), "{out}{err}");
    assert!(!err.contains("new, empty"), "{err}");
}
