//! `letterbox engine`: one JSON request per line in, one JSON reply per line out.
//! Requests: `new`, `games`, `prompts`, `answer` (a take-back is the answer
//! `"take_back"`), `can_take_back`, `view`, `log`, `outcome`, `export`. Replies
//! are `{"ok":…}` or `{"error":"…","kind":"…"}`; a bad line never ends the session. The README documents it with a worked example.

use super::i18n::{Catalog, languages};
use super::{Answer, DynGame, Match, MoveError, Seat, Seed, Viewer};
use serde::Deserialize;
use serde_json::{Value, json};

#[derive(Deserialize)]
#[serde(tag = "cmd", rename_all = "snake_case", deny_unknown_fields)]
enum Request {
    /// Start a game. `seed` is 64 hex digits, or any other string as a label.
    New {
        game: String,
        seats: usize,
        seed: String,
        #[serde(default)]
        options: Value,
        /// The language of `plain` texts and rule errors (`en` when absent).
        #[serde(default)]
        lang: Option<String>,
    },
    Games,
    Prompts {
        #[serde(default)]
        seat: Option<Seat>,
    },
    Answer {
        seat: Seat,
        answer: Answer,
        /// If given, the answer is refused unless the game is at this seq.
        #[serde(default)]
        seq: Option<u64>,
    },
    /// Whether the seat may take back its last decision now, and if not, why.
    CanTakeBack {
        seat: Seat,
    },
    View {
        viewer: Viewer,
    },
    Log {
        viewer: Viewer,
        #[serde(default)]
        since: u64,
    },
    Outcome,
    Export,
}

pub struct Session {
    games: Vec<&'static dyn DynGame>,
    current: Option<(Match, Catalog)>,
}

fn error(kind: &str, message: impl std::fmt::Display) -> Value {
    json!({ "error": message.to_string(), "kind": kind })
}

fn names(s: Seat) -> String {
    format!("Seat {s}")
}

impl Session {
    pub fn new(games: Vec<&'static dyn DynGame>) -> Session {
        Session { games, current: None }
    }

    /// Handle one line; always returns exactly one reply line (without newline).
    pub fn handle(&mut self, line: &str) -> String {
        let reply = match serde_json::from_str::<Request>(line) {
            Ok(req) => self.dispatch(req),
            Err(e) if e.is_syntax() || e.is_eof() => error("bad_json", format!("not JSON: {e}")),
            Err(e) => error("bad_request", e),
        };
        reply.to_string()
    }

    fn dispatch(&mut self, req: Request) -> Value {
        match req {
            Request::New { game, seats, seed, options, lang } => {
                self.start(&game, seats, &seed, &options, lang.as_deref().unwrap_or("en"))
            }
            Request::Games => json!({ "ok": self.games.iter().map(|g| g.meta()).collect::<Vec<_>>() }),
            req => match &mut self.current {
                None => error("no_game", "no game yet: send {\"cmd\":\"new\",…} first"),
                Some((m, catalog)) => in_game(m, catalog, req),
            },
        }
    }

    fn start(&mut self, game: &str, seats: usize, seed: &str, options: &Value, lang: &str) -> Value {
        let Some(g) = self.games.iter().find(|g| g.slug() == game).copied() else {
            return error("unknown_game", format!("unknown game {game:?}"));
        };
        if !languages().any(|l| l == lang) {
            return error(
                "bad_request",
                format!("unknown language {lang:?}: one of {}", languages().collect::<Vec<_>>().join(", ")),
            );
        }
        let seed = seed.parse::<Seed>().unwrap_or_else(|_| Seed::from_label(seed));
        let catalog = match Catalog::for_game(&g.meta(), lang) {
            Ok(c) => c,
            Err(e) => return error("catalog", e),
        };
        match Match::new(g, seats, options, seed) {
            Ok(m) => {
                let reply = json!({ "ok": { "seed_hash": seed.hash_hex(), "seq": m.seq(), "to_act": m.to_act() } });
                self.current = Some((m, catalog));
                reply
            }
            Err(e) => error("setup", catalog.plain(&e.0, &names)),
        }
    }
}

fn in_game(m: &mut Match, catalog: &Catalog, req: Request) -> Value {
    match req {
        Request::Prompts { seat } => {
            let prompts: Vec<_> = m.prompts().into_iter().filter(|p| seat.is_none_or(|s| s == p.seat)).collect();
            json!({ "ok": prompts })
        }
        Request::Answer { seat, answer, seq } => {
            let result = match seq {
                Some(expected) => m.answer_at(expected, seat, &answer),
                None => m.answer(seat, &answer),
            };
            match result {
                Ok(seqs) => json!({ "ok": {
                    "seq": m.seq(),
                    "recorded": seqs.collect::<Vec<_>>(),
                    "to_act": m.to_act(),
                    "over": m.is_over(),
                }}),
                Err(e) => move_error(&e, catalog),
            }
        }
        Request::CanTakeBack { seat } if seat >= m.seats() => move_error(&MoveError::NoSuchSeat { seat }, catalog),
        Request::CanTakeBack { seat } => match m.may_take_back(seat) {
            Ok(()) => json!({ "ok": { "allowed": true } }),
            Err(reason) => json!({ "ok": { "allowed": false, "reason": catalog.plain(&reason, &names) } }),
        },
        Request::View { viewer } => match m.view(viewer) {
            Ok(v) => json!({ "ok": v }),
            Err(e) => move_error(&e, catalog),
        },
        Request::Log { viewer, since } => {
            if let Viewer::Seat(s) = viewer
                && s >= m.seats()
            {
                return move_error(&MoveError::NoSuchSeat { seat: s }, catalog);
            }
            if viewer == Viewer::Omniscient && !m.is_over() {
                return error("bad_request", "the full log opens when the game is over");
            }
            let entries: Vec<Value> = m
                .log_since(viewer, since)
                .map(|l| json!({ "seq": l.seq, "text": l.entry.text, "plain": catalog.plain(&l.entry.text, &names) }))
                .collect();
            json!({ "ok": entries })
        }
        Request::Outcome => json!({ "ok": m.outcome() }),
        Request::Export => json!({ "ok": m.export(None) }),
        Request::New { .. } | Request::Games => unreachable!("handled by the session"),
    }
}

fn move_error(e: &MoveError, catalog: &Catalog) -> Value {
    match e {
        MoveError::Rule { text } => error("rule", catalog.plain(text, &names)),
        MoveError::GameOver => error("game_over", e),
        MoveError::NoSuchSeat { .. } => error("no_such_seat", e),
        MoveError::NotPrompted { .. } => error("not_prompted", e),
        MoveError::Shape { .. } => error("malformed", e),
        MoveError::Stale { .. } => error("stale", e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::registered;
    use crate::testgame::HighCard;

    fn session() -> Session {
        Session::new(vec![registered::<HighCard>()])
    }

    fn reply(s: &mut Session, line: &str) -> Value {
        serde_json::from_str(&s.handle(line)).unwrap()
    }

    #[test]
    fn plain_texts_speak_the_sessions_language() {
        let mut s = session();
        let new = r#"{"cmd":"new","game":"highcard","seats":2,"seed":"ja","options":{"hand_size":2},"lang":"ja"}"#;
        assert!(reply(&mut s, new)["ok"].is_object());
        reply(&mut s, r#"{"cmd":"answer","seat":0,"answer":{"many":[]}}"#);
        let log = reply(&mut s, r#"{"cmd":"log","viewer":0}"#);
        assert_eq!(log["ok"][0]["plain"], "Seat 0はカードを0枚引き直した。", "{log}");
        let bad = r#"{"cmd":"new","game":"highcard","seats":2,"seed":"x","lang":"xx"}"#;
        assert_eq!(reply(&mut s, bad)["kind"], "bad_request");
    }

    #[test]
    fn bad_lines_get_errors() {
        let mut s = session();
        assert_eq!(reply(&mut s, "{oops")["kind"], "bad_json");
        assert_eq!(reply(&mut s, r#"{"cmd":"fly"}"#)["kind"], "bad_request");
        assert_eq!(reply(&mut s, r#"{"cmd":"prompts"}"#)["kind"], "no_game");
        assert_eq!(reply(&mut s, r#"{"cmd":"new","game":"chess","seats":2,"seed":"a"}"#)["kind"], "unknown_game");
        assert_eq!(reply(&mut s, r#"{"cmd":"new","game":"highcard","seats":9,"seed":"a"}"#)["kind"], "setup");
        assert!(reply(&mut s, r#"{"cmd":"new","game":"highcard","seats":2,"seed":"a"}"#)["ok"].is_object());
        assert_eq!(reply(&mut s, r#"{"cmd":"answer","seat":5,"answer":{"many":[]}}"#)["kind"], "no_such_seat");
        assert_eq!(reply(&mut s, r#"{"cmd":"answer","seat":0,"answer":{"one":"x"}}"#)["kind"], "malformed");
        assert_eq!(reply(&mut s, r#"{"cmd":"answer","seat":0,"answer":{"many":[]},"seq":7}"#)["kind"], "stale");
        assert_eq!(reply(&mut s, r#"{"cmd":"view","viewer":"omniscient"}"#)["kind"], "malformed");
        assert!(reply(&mut s, r#"{"cmd":"answer","seat":0,"answer":{"many":[]}}"#)["ok"].is_object());
        assert_eq!(reply(&mut s, r#"{"cmd":"answer","seat":0,"answer":{"many":[]}}"#)["kind"], "not_prompted");
    }

    /// Random requests, well formed or not, in any order: every line gets exactly
    /// one reply that is `ok` or `error`, and nothing panics.
    #[test]
    fn random_lines_always_get_one_reply() {
        use crate::GameRng;
        let fragments = [
            r#"{"cmd":"new","game":"highcard","seats":2,"seed":"f"}"#,
            r#"{"cmd":"new","game":"highcard","seats":18446744073709551615,"seed":"f"}"#,
            r#"{"cmd":"new","game":"highcard","seats":3,"seed":"f","options":{"hand_size":-4}}"#,
            r#"{"cmd":"new","game":"highcard","seats":2,"seed":"f","options":[1]}"#,
            r#"{"cmd":"prompts","seat":99}"#,
            r#"{"cmd":"answer","seat":0,"answer":{"number":-9223372036854775808}}"#,
            r#"{"cmd":"answer","seat":1,"answer":{"many":["0","0","1"]}}"#,
            r#"{"cmd":"answer","seat":0,"answer":{"order":[]}}"#,
            r#"{"cmd":"answer","seat":0,"answer":{"one":"7"},"seq":18446744073709551615}"#,
            r#"{"cmd":"view","viewer":"nobody"}"#,
            r#"{"cmd":"view","viewer":4}"#,
            r#"{"cmd":"log","viewer":"omniscient","since":3}"#,
            r#"{"cmd":"log","viewer":12}"#,
            r#"{"cmd":"outcome"}"#,
            r#"{"cmd":"answer","seat":0,"answer":"take_back"}"#,
            r#"{"cmd":"answer","seat":1,"answer":"take_back","seq":3}"#,
            r#"{"cmd":"can_take_back","seat":1}"#,
            r#"{"cmd":"can_take_back","seat":7}"#,
            r#"{"cmd":"export"}"#,
            r#"{"cmd":"games","extra":1}"#,
            "[]",
            "null",
            "\u{0}",
            r#"{"cmd":"answer","seat":-1}"#,
        ];
        let mut s = session();
        let mut rng = GameRng::from_u64(5);
        for _ in 0..3_000 {
            let mut line = fragments[rng.below(fragments.len())].to_string();
            if rng.chance(1, 4) {
                // Chop the line somewhere, usually breaking it.
                let cut = rng.below(line.len() + 1);
                line = line.chars().take(cut).collect();
            }
            if rng.chance(1, 3) {
                // And answer a real prompt now and then, so games progress and end.
                let prompts = s.current.as_ref().map(|(m, _)| m.prompts()).unwrap_or_default();
                if let Some(p) = prompts.first() {
                    let a = crate::conformance::random_answer(&p.choice, &mut rng);
                    line = json!({"cmd":"answer","seat":p.seat,"answer":a}).to_string();
                }
            }
            let reply: Value = serde_json::from_str(&s.handle(&line)).unwrap();
            assert!(reply.get("ok").is_some() != reply.get("error").is_some(), "{line} -> {reply}");
        }
    }
}
