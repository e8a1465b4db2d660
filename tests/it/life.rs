//! A game's whole life, with an injected clock (no sleeping): "end the game" when
//! a deadline passes, vacations pausing and resuming deadlines, resigning,
//! voting to abandon, voting an away player's seat to a sitter, cancelling an
//! open game. Each allowed and refused; refusals change nothing.

use crate::common;

use chrono::{Duration, NaiveDateTime};
use common::web::{Client, TestServer, form_fields};
use letterbox::engine::{GameRng, Outcome, Seed};
use letterbox::mail::alarms::process_at;
use letterbox::store::timecontrol::Expiry;
use letterbox::store::{Status, TimeControl};

const PASSWORD: &str = "correct horse battery staple";

fn players(server: &TestServer, tag: &str, n: usize) -> Vec<Client> {
    (0..n)
        .map(|i| {
            let mut c = server.client();
            c.signup(&format!("{tag}{i}@example.org"), &format!("{tag}{i}"), PASSWORD);
            c
        })
        .collect()
}

/// A game of `slug` for `players` (the first creates it) with time control `tc`.
fn start(server: &TestServer, players: &mut [Client], slug: &str, tc: TimeControl) -> i64 {
    let id = open(players, slug);
    server.app.store.set_time_control(id, tc).unwrap();
    for p in players.iter_mut().skip(1) {
        p.join(id);
    }
    assert_eq!(server.app.store.game_row(id).unwrap().status(), Status::Running);
    id
}

fn open(players: &mut [Client], slug: &str) -> i64 {
    let seats = players.len().to_string();
    let csrf = players[0].csrf("/games/new");
    let r = players[0].post("/games", &[("csrf", &csrf), ("game", slug), ("seats", &seats), ("listed", "1")]);
    assert_eq!(r.status, 303, "{slug}: {}", r.body);
    r.location.unwrap().trim_start_matches("/games/").parse().unwrap()
}

fn limit(hours: u32) -> TimeControl {
    TimeControl { limit_hours: hours, ..TimeControl::default() }
}

fn deadline_of(server: &TestServer, id: i64, seat: usize) -> Option<NaiveDateTime> {
    server.app.store.seat_clocks(id).unwrap()[seat].deadline
}

/// POST one of the game page's life forms (`act`), ticking "I am sure" or not.
fn act(client: &mut Client, id: i64, act: &str, sure: bool, extra: &[(&str, &str)]) -> common::web::Resp {
    let csrf = client.csrf(&format!("/games/{id}"));
    let mut form = vec![("csrf", csrf.as_str())];
    if sure {
        form.push(("confirm", "1"));
    }
    form.extend_from_slice(extra);
    client.post(&format!("/games/{id}/{act}"), &form)
}

/// The seat's player answers their prompt through the page (Big Money's way).
fn play_seat(server: &TestServer, client: &mut Client, id: i64, rng: &mut GameRng) {
    let (seq, prompts, _) = server.state(id);
    let prompt = &prompts[0];
    let csrf = client.csrf(&format!("/games/{id}"));
    let mut form =
        vec![("csrf".to_string(), csrf), ("seq".into(), seq.to_string()), ("seat".into(), prompt.seat.to_string())];
    form.extend(form_fields(&common::web::big_money(prompt, rng)));
    let pairs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let r = client.post(&format!("/games/{id}/move"), &pairs);
    assert!(r.status == 303 || r.status == 422, "move: {} {}", r.status, r.body);
}

#[test]
fn places_with_losers_put_the_late_player_last_and_keep_the_others_order() {
    assert_eq!(Outcome::places_with_losers(&[1, 2, 3], &[0]), vec![3, 1, 2]);
    assert_eq!(Outcome::places_with_losers(&[2, 1, 2], &[1]), vec![1, 3, 1]);
    assert_eq!(Outcome::places_with_losers(&[1, 1], &[1]), vec![1, 2]);
}

#[test]
fn end_the_game_is_offered_validated_and_the_late_player_loses() {
    let server = TestServer::on_sqlite(&[], false);
    let mut ps = players(&server, "end", 2);
    let form = ps[0].get("/games/new").body;
    assert!(form.contains("value=\"end\"") && form.contains("the late player loses"), "offered in the form");
    let csrf = ps[0].csrf("/games/new");
    let post = |c: &mut Client, expiry: &str| {
        c.post(
            "/games",
            &[
                ("csrf", &csrf),
                ("game", "dominion"),
                ("seats", "2"),
                ("listed", "1"),
                ("tc.limit", "24"),
                ("tc.expiry", expiry),
                ("tc.away_after", "3"),
            ],
        )
    };
    assert_eq!(post(&mut ps[0], "finish-them").status, 422, "an unknown choice is refused");
    let r = post(&mut ps[0], "end");
    assert_eq!(r.status, 303, "{}", r.body);
    let id: i64 = r.location.unwrap().trim_start_matches("/games/").parse().unwrap();
    assert_eq!(server.app.store.game_row(id).unwrap().time_control().on_expiry, Expiry::End);
    ps[1].join(id);
    let page = ps[0].get(&format!("/games/{id}")).body;
    assert!(page.contains("when it runs out, the game ends"), "the page says what happens");

    let (seq, prompts, _) = server.state(id);
    let late = prompts[0].seat;
    let deadline = deadline_of(&server, id, late).unwrap();
    process_at(&server.app, deadline - Duration::minutes(1)).unwrap();
    assert_eq!(server.app.store.game_row(id).unwrap().status(), Status::Running, "not before the deadline");
    process_at(&server.app, deadline).unwrap();
    let row = server.app.store.game_row(id).unwrap();
    assert_eq!(row.status(), Status::Finished, "the deadline ended the game");
    assert_eq!(server.state(id).0, seq, "the event log is untouched: no move was made");
    let end = server
        .app
        .store
        .game_acts(id)
        .unwrap()
        .iter()
        .find_map(letterbox::store::life::Act::end)
        .expect("the end is recorded");
    let places = end.places.expect("Dominion ranks a game stopped early");
    assert_eq!(places[late], 2, "the late player loses");
    assert_eq!(places[1 - late], 1);
    let page = ps[1 - late].get(&format!("/games/{id}")).body;
    assert!(page.contains("ran out of time and loses"), "{page}");
    assert!(page.contains("/rematch"), "a rematch is offered");
    // No move lands on an ended game, and the deadline does not fire again.
    let (_, prompts_after, _) = server.state(id);
    assert!(!prompts_after.is_empty(), "the rules' state still has its prompt");
    let csrf = ps[late].csrf(&format!("/games/{id}"));
    let r = ps[late].post(
        &format!("/games/{id}/move"),
        &[("csrf", &csrf), ("seq", &seq.to_string()), ("seat", &late.to_string()), ("kind", "one"), ("one", "end")],
    );
    assert_eq!(r.status, 409, "{}", r.body);
    process_at(&server.app, deadline + Duration::days(1)).unwrap();
    assert_eq!(server.app.store.game_acts(id).unwrap().len(), 1, "ended once");
}

#[test]
fn a_vacation_pauses_deadlines_shows_on_the_page_and_resumes_on_return() {
    let server = TestServer::on_sqlite(&[], false);
    let mut ps = players(&server, "vac", 2);
    let id = start(&server, &mut ps, "dominion", limit(24));
    let seat = server.state(id).1[0].seat;
    // A second game, where the creator did not allow vacations, with the same
    // player to decide.
    let strict = loop {
        let g = start(&server, &mut ps, "dominion", TimeControl { vacation_allowed: false, ..limit(24) });
        if server.state(g).1[0].seat == seat {
            break g;
        }
    };
    let before = deadline_of(&server, id, seat).unwrap();
    let strict_before = deadline_of(&server, strict, seat).unwrap();

    let settings = ps[seat].get("/settings").body;
    assert!(settings.contains("action=\"/settings/vacation\"") && settings.contains("up to 14 days"), "{settings}");
    let csrf = ps[seat].csrf("/settings");
    for bad in ["15", "0", "soon"] {
        let r = ps[seat].post("/settings/vacation", &[("csrf", &csrf), ("days", bad)]);
        assert_eq!(r.status, 400, "{bad}");
        assert!(r.body.contains("A vacation lasts from 1 to 14 days"), "{}", r.body);
    }
    assert_eq!(deadline_of(&server, id, seat), Some(before), "a refused vacation changes nothing");
    let r = ps[seat].post("/settings/vacation", &[("csrf", &csrf), ("days", "5")]);
    assert_eq!(r.status, 303, "{}", r.body);
    let paused = deadline_of(&server, id, seat).unwrap();
    let shift = paused - before;
    assert!(
        shift > Duration::days(5) - Duration::minutes(1) && shift <= Duration::days(5),
        "paused five days: {shift}"
    );
    assert_eq!(deadline_of(&server, strict, seat), Some(strict_before), "not where vacations are off");
    // Another while on vacation is refused.
    let r = ps[seat].post("/settings/vacation", &[("csrf", &csrf), ("days", "2")]);
    assert_eq!(r.status, 400);
    assert!(r.body.contains("already on vacation"));
    // The others see it.
    let page = ps[1 - seat].get(&format!("/games/{id}")).body;
    assert!(page.contains(&format!("vac{seat} is on vacation until")), "{page}");
    // The old deadline passes: nothing happens.
    let seq = server.state(id).0;
    process_at(&server.app, before + Duration::minutes(1)).unwrap();
    assert_eq!(server.state(id).0, seq, "the deadline waits for the vacation");
    // Back after one day: the unused four come off.
    let r = ps[seat].post("/settings/vacation/end", &[("csrf", &csrf)]);
    assert_eq!(r.status, 303);
    let resumed = deadline_of(&server, id, seat).unwrap();
    assert!(resumed < paused - Duration::days(4) + Duration::minutes(1) && resumed >= before, "{resumed} vs {before}");
    assert!(!ps[1 - seat].get(&format!("/games/{id}")).body.contains("on vacation until"));
    process_at(&server.app, resumed).unwrap();
    assert!(server.state(id).0 > seq, "the sitter moves at the resumed deadline");
}

#[test]
fn a_year_holds_thirty_days_of_vacation() {
    let server = TestServer::on_sqlite(&[], false);
    let mut ps = players(&server, "year", 1);
    let user = server.app.store.user_by_email("year0@example.org").unwrap().unwrap();
    let now = letterbox::store::now();
    // Two fortnights taken earlier this year.
    server.app.store.declare_vacation(user.id, now - Duration::days(100), now - Duration::days(86)).unwrap();
    server.app.store.declare_vacation(user.id, now - Duration::days(50), now - Duration::days(36)).unwrap();
    let csrf = ps[0].csrf("/settings");
    assert!(ps[0].get("/settings").body.contains("Taken in the last year: 28 days"));
    let r = ps[0].post("/settings/vacation", &[("csrf", &csrf), ("days", "3")]);
    assert_eq!(r.status, 400);
    assert!(r.body.contains("past 30 days of vacation"), "{}", r.body);
    assert_eq!(server.app.store.vacations_since(user.id, now - Duration::days(365)).unwrap().len(), 2, "nothing taken");
    assert_eq!(ps[0].post("/settings/vacation", &[("csrf", &csrf), ("days", "2")]).status, 303);
}

#[test]
fn resigning_in_a_game_of_two_ends_it_and_the_resigning_player_loses() {
    let server = TestServer::on_sqlite(&[], false);
    let mut ps = players(&server, "res", 2);
    let id = start(&server, &mut ps, "dominion", TimeControl::default());
    let page = ps[0].get(&format!("/games/{id}")).body;
    assert!(page.contains(&format!("action=\"/games/{id}/resign\"")) && page.contains("You lose and the game ends"));
    // Without "I am sure": refused, nothing changes.
    let r = act(&mut ps[0], id, "resign", false, &[]);
    assert_eq!(r.status, 400);
    assert!(r.body.contains("I am sure"));
    assert_eq!(server.app.store.game_row(id).unwrap().status(), Status::Running);
    // Someone not in the game cannot.
    let mut outsider = players(&server, "res-out", 1).remove(0);
    assert_eq!(act(&mut outsider, id, "resign", true, &[]).status, 403);
    // A bad CSRF token is refused.
    assert_eq!(ps[0].post(&format!("/games/{id}/resign"), &[("csrf", "forged"), ("confirm", "1")]).status, 403);
    assert_eq!(act(&mut ps[0], id, "resign", true, &[]).status, 303);
    assert_eq!(server.app.store.game_row(id).unwrap().status(), Status::Finished);
    let end = server.app.store.game_acts(id).unwrap().iter().find_map(letterbox::store::life::Act::end).unwrap();
    assert_eq!(end.places, Some(vec![2, 1]));
    assert!(ps[1].get(&format!("/games/{id}")).body.contains("res0 resigned and loses"));
    // Once over, it cannot be resigned again.
    assert_eq!(act(&mut ps[1], id, "resign", true, &[]).status, 400);
}

#[test]
fn resigning_in_a_larger_game_hands_the_seat_to_a_sitter_for_good() {
    let server = TestServer::on_sqlite(&[], false);
    let mut ps = players(&server, "res3-", 3);
    let id = start(&server, &mut ps, "dominion", TimeControl::default());
    let page = ps[1].get(&format!("/games/{id}")).body;
    assert!(page.contains("a sitter plays your seat"));
    assert_eq!(act(&mut ps[1], id, "resign", true, &[]).status, 303);
    assert_eq!(server.app.store.game_row(id).unwrap().status(), Status::Running);
    assert_eq!(server.app.store.seat_holders(id).unwrap()[1].user_id, None, "the seat is the sitter's");
    assert!(ps[0].get(&format!("/games/{id}")).body.contains("res3-1 resigned; a sitter plays their seat"));
    // The resigned player can no longer act in the game.
    assert_eq!(act(&mut ps[1], id, "abandon", true, &[]).status, 403);
    // Play on: whenever seat 1 is to decide, the sitter answers (at once, or on
    // the alarm worker's next pass).
    let mut rng = GameRng::for_event(&Seed([7; 32]), 1);
    let mut sitter_moves = 0;
    for _ in 0..60 {
        let (_, prompts, over) = server.state(id);
        if over {
            break;
        }
        let seat = prompts[0].seat;
        if seat == 1 {
            process_at(&server.app, letterbox::store::now()).unwrap();
            assert_ne!(server.state(id).1.first().map(|p| p.seat), Some(1), "the sitter answered");
            continue;
        }
        play_seat(&server, &mut ps[seat], id, &mut rng);
    }
    let export = server.app.store.export(id).unwrap();
    for ev in export.events.iter().filter(|e| e.seat == 1 && !e.auto) {
        assert!(ev.sitter, "every later decision of seat 1 is the sitter's");
        sitter_moves += 1;
    }
    assert!(sitter_moves > 0, "the sitter played seat 1");
}

#[test]
fn abandoning_takes_every_remaining_player() {
    let server = TestServer::on_sqlite(&[], false);
    let mut ps = players(&server, "ab", 2);
    let id = start(&server, &mut ps, "innovation", TimeControl::default());
    assert_eq!(act(&mut ps[0], id, "abandon", false, &[]).status, 400);
    assert_eq!(act(&mut ps[0], id, "abandon", true, &[]).status, 303);
    assert_eq!(server.app.store.game_row(id).unwrap().status(), Status::Running, "one vote of two");
    assert!(ps[1].get(&format!("/games/{id}")).body.contains("Votes so far: 1 of 2"));
    let r = act(&mut ps[0], id, "abandon", true, &[]);
    assert_eq!(r.status, 400, "one vote each");
    assert!(r.body.contains("already voted"));
    assert_eq!(act(&mut ps[1], id, "abandon", true, &[]).status, 303);
    assert_eq!(server.app.store.game_row(id).unwrap().status(), Status::Finished);
    let end = server.app.store.game_acts(id).unwrap().iter().find_map(letterbox::store::life::Act::end).unwrap();
    assert_eq!(end.places, None, "abandoned: no result");
    assert!(ps[0].get(&format!("/games/{id}")).body.contains("abandoned the game; it has no result"));
}

#[test]
fn an_away_player_is_handed_to_a_sitter_by_a_majority_of_the_others() {
    let server = TestServer::on_sqlite(&[], false);
    let mut ps = players(&server, "kick", 3);
    let tc = TimeControl { limit_hours: 12, away_after: 1, ..TimeControl::default() };
    let id = start(&server, &mut ps, "dominion", tc);
    let away = server.state(id).1[0].seat;
    let others: Vec<usize> = (0..3).filter(|&s| s != away).collect();
    // Not away yet: refused.
    let target = away.to_string();
    let r = act(&mut ps[others[0]], id, "kick", true, &[("target", &target)]);
    assert_eq!(r.status, 400);
    assert!(r.body.contains("Only an away player"));
    process_at(&server.app, deadline_of(&server, id, away).unwrap()).unwrap();
    assert!(server.app.store.seat_clocks(id).unwrap()[away].away);
    let page = ps[others[0]].get(&format!("/games/{id}")).body;
    assert!(page.contains(&format!("action=\"/games/{id}/kick\"")), "the vote is offered");
    // Nobody votes on their own seat or on a seat that does not exist.
    assert_eq!(act(&mut ps[away], id, "kick", true, &[("target", &target)]).status, 400);
    assert_eq!(act(&mut ps[others[0]], id, "kick", true, &[("target", "9")]).status, 400);
    // Two others: both are needed for a majority.
    assert_eq!(act(&mut ps[others[0]], id, "kick", true, &[("target", &target)]).status, 303);
    assert!(server.app.store.seat_holders(id).unwrap()[away].user_id.is_some(), "one vote of two is no majority");
    assert_eq!(act(&mut ps[others[0]], id, "kick", true, &[("target", &target)]).status, 400, "one vote each");
    assert_eq!(act(&mut ps[others[1]], id, "kick", true, &[("target", &target)]).status, 303);
    assert_eq!(server.app.store.seat_holders(id).unwrap()[away].user_id, None, "the sitter has the seat");
    assert!(ps[others[0]].get(&format!("/games/{id}")).body.contains("handed the seat to a sitter"));
}

#[test]
fn only_the_creator_cancels_and_only_before_the_start() {
    let server = TestServer::on_sqlite(&[], false);
    let mut ps = players(&server, "can", 3);
    // Three seats, two taken: not started.
    let id = open(&mut ps, "dominion");
    ps[1].join(id);
    assert!(ps[0].get(&format!("/games/{id}")).body.contains(&format!("action=\"/games/{id}/cancel\"")));
    assert!(!ps[1].get(&format!("/games/{id}")).body.contains("/cancel\""), "only the creator sees it");
    assert_eq!(act(&mut ps[1], id, "cancel", true, &[]).status, 403);
    assert_eq!(act(&mut ps[0], id, "cancel", false, &[]).status, 400);
    assert_eq!(server.app.store.game_row(id).unwrap().status(), Status::Open);
    assert_eq!(act(&mut ps[0], id, "cancel", true, &[]).status, 303);
    assert_eq!(server.app.store.game_row(id).unwrap().status(), Status::Finished);
    assert!(ps[1].get(&format!("/games/{id}")).body.contains("cancelled before it began"));
    assert_eq!(act(&mut ps[0], id, "cancel", true, &[]).status, 400, "once");
    // A started game cannot be cancelled.
    let running = open(&mut ps[..2], "dominion");
    ps[1].join(running);
    let r = act(&mut ps[0], running, "cancel", true, &[]);
    assert_eq!(r.status, 400);
    assert!(r.body.contains("Only a game that has not started"));
    assert_eq!(server.app.store.game_row(running).unwrap().status(), Status::Running);
}
