//! Voidfall by mail: a player invades another player's sector from the links of
//! their turn mail, and the combat resolves at once, by the defender's standing
//! casualty order, without the defender ever being prompted.
//!
//! The game is seeded from a fixed label and played by a fixed walk known to
//! reach such an invasion, so every run plays the same game.

use crate::common;

use common::web::{Client, TestServer};
use letterbox::engine::conformance::random_answer;
use letterbox::engine::{Answer, GameRng, Match, Viewer};
use letterbox::games::voidfall::Voidfall;
use letterbox::games::voidfall::sitter::baseline;

const PASSWORD: &str = "correct horse";
const EMAILS: [&str; 2] = ["ann@example.org", "bob@example.org"];

/// Ann and Bob, signed up on `server`.
fn players(server: &TestServer) -> (Client, Client) {
    let mut ann = server.client();
    ann.signup(EMAILS[0], "Ann", PASSWORD);
    let mut bob = server.client();
    bob.signup(EMAILS[1], "Bob", PASSWORD);
    (ann, bob)
}

/// The seed label of the game, and the walk (see [`walk_to_invasion`]) that
/// reaches an invasion of the other player in it.
const GAME: &str = "voidfall-mail/0";
const WALK: u64 = 1;

/// A two-player Voidfall game seeded from `label`, set up as the new-game form
/// sets one up (default options), Ann making it and Bob joining.
fn voidfall_game(server: &TestServer, label: &str) -> i64 {
    server.seeded_game("voidfall", label, &[], &EMAILS)
}

/// The sector a confirm-invasion prompt names, and who holds it now.
fn invaded_owner(m: &Match, seat: usize) -> Option<usize> {
    let p = m.prompt_for(seat)?;
    if p.text.key != "voidfall-ask-invade-confirm" {
        return None;
    }
    let Some(letterbox::engine::Arg::Card(card)) = p.text.args.get("sector") else { return None };
    let id = card.trim_start_matches("sector-").to_string();
    let view = m.view(Viewer::Seat(seat)).ok()?;
    let sector = view["sectors"].as_array()?.iter().find(|s| s["id"] == id.as_str())?;
    (sector["control"] == "player")
        .then(|| sector["owner"].as_u64())
        .flatten()
        .map(|o| o as usize)
        .filter(|o| *o != seat)
}

/// Play a copy of the game by walk number `walk` (its rng's seed) until a seat,
/// alone in being prompted since the other seat's last move, is about to
/// confirm an invasion of the other's sector: the answers before that run of
/// decisions (the turn mail goes out when it starts), and the run itself,
/// ending with "fight". None if this walk never gets there. Deterministic: the
/// same game and walk number play the same moves.
/// The answers before the invader's turn (with their seats), the invader's
/// turn up to the fight, and the invader's seat.
type InvasionWalk = (Vec<(usize, Answer)>, Vec<Answer>, usize);

fn walk_to_invasion(start: &Match, walk: u64) -> Option<InvasionWalk> {
    let mut m = start.clone();
    let mut rng = GameRng::from_u64(walk);
    // (seat, answer, whether that seat was the only one prompted)
    let mut played: Vec<(usize, Answer, bool)> = Vec::new();
    while !m.is_over() && played.len() < 6000 {
        let prompts = m.prompts();
        let p = &prompts[rng.below(prompts.len())];
        if prompts.len() == 1 && invaded_owner(&m, p.seat).is_some() {
            let invader = p.seat;
            let from = played.iter().rposition(|(s, _, _)| *s != invader).map_or(0, |i| i + 1);
            if from > 0 && played[from..].iter().all(|(_, _, alone)| *alone) {
                let mut turn: Vec<Answer> = played.split_off(from).into_iter().map(|(_, a, _)| a).collect();
                turn.push(Answer::One("fight".into()));
                return Some((played.into_iter().map(|(s, a, _)| (s, a)).collect(), turn, invader));
            }
        }
        // Mostly the baseline sitter (drawn to neighbours it can beat), sometimes a
        // random answer, so that each walk plays a different game.
        let answer = if rng.below(2 + walk as usize % 5) == 0 {
            random_answer(&p.choice, &mut rng)
        } else {
            let game = m.state_as::<Voidfall>().expect("a Voidfall game");
            match baseline(game, p, &mut rng) {
                Some(answer) if m.check(p.seat, &answer).is_ok() => answer,
                _ => random_answer(&p.choice, &mut rng),
            }
        };
        if m.answer(p.seat, &answer).is_ok() {
            played.push((p.seat, answer, prompts.len() == 1));
        }
    }
    None
}

#[test]
fn an_invasion_of_another_players_sector_is_played_from_mail_links_without_prompting_the_defender() {
    let server = TestServer::on_sqlite(&[], false);
    let (_ann, _bob) = players(&server);
    let id = voidfall_game(&server, GAME);
    let start = server.app.store.with_match(id, std::clone::Clone::clone).unwrap();
    let (before, turn, invader) =
        walk_to_invasion(&start, WALK).unwrap_or_else(|| panic!("walk {WALK} of game {GAME:?} reaches no invasion"));
    let defender = 1 - invader;
    // The game up to the invader's turn, move by move as the players made them.
    for (seat, answer) in &before {
        let seq = server.state(id).0;
        letterbox::web::game::make_move(&server.app, id, *seat, seq, answer).unwrap();
    }
    server.drain_mail();
    let combats = |server: &TestServer| {
        server
            .app
            .store
            .with_match(id, |m| {
                m.log_for(Viewer::Seat(defender)).filter(|l| l.entry.text.key == "voidfall-log-combat").count()
            })
            .unwrap()
    };
    let combats_before = combats(&server);
    // The invader plays the whole turn from their mail, never signing in.
    let mail = server
        .mails()
        .into_iter()
        .rev()
        .find(|m| m.contains(EMAILS[invader]) && m.contains("your turn"))
        .expect("the invader's turn mail");
    let parsed = mail_parser::MessageParser::default().parse(mail.as_bytes()).unwrap();
    let mut page = parsed.body_html(0).unwrap().into_owned();
    let mut reader = Client::new(&server.base);
    for answer in &turn {
        let (seq, prompts, _) = server.state(id);
        assert!(prompts.iter().all(|p| p.seat != defender), "the defender is never prompted");
        if *answer == Answer::One("fight".into()) {
            // The confirm page shows the battle's outcome before it is fought.
            assert!(page.contains("Outcome:"), "{page}");
        }
        let r = common::web::answer_on_link_page(&mut reader, &page, answer);
        assert_eq!(r.status, 200, "{answer:?}: {}", r.body);
        assert!(r.body.contains("Your move is made"), "{}", r.body);
        assert!(server.state(id).0 > seq, "{answer:?} was made");
        page = r.body;
    }
    assert!(!reader.cookies.contains_key("lb_session"), "never signed in");
    // The combat is over at once: it is in everyone's log, the defender's too.
    assert_eq!(combats(&server), combats_before + 1);
    // It was resolved by the invader's own move, never waiting on the defender.
    let by = server
        .app
        .store
        .with_match(id, |m| {
            let seq = m
                .log_for(Viewer::Seat(defender))
                .filter(|l| l.entry.text.key == "voidfall-log-combat")
                .last()
                .unwrap()
                .seq;
            m.events()[seq as usize - 1].seat
        })
        .unwrap();
    assert_eq!(by, invader);
    server.drain_mail();
    server.assert_settled();
}
