//! Time control with an injected clock: deadlines run by the alarm worker at a
//! chosen time (no sleeping), the sitter answering through the ordinary move path
//! for every game, "skip", reminders at half time and with 12 hours left, a seat
//! going away after N sitter moves and coming back.

use crate::common;

use chrono::{Duration, NaiveDateTime};
use common::web::{Client, TestServer};
use letterbox::mail::alarms::process_at;
use letterbox::store::TimeControl;
use letterbox::store::timecontrol::Expiry;

const PASSWORD: &str = "correct horse battery staple";

/// A started game of `slug` for two fresh players with the time control `tc`.
fn started(server: &TestServer, slug: &str, tc: TimeControl) -> (Vec<Client>, i64) {
    let mut players: Vec<Client> = (0..2)
        .map(|i| {
            let mut c = server.client();
            c.signup(&format!("{slug}-tc{i}@example.org"), &format!("P{i}"), PASSWORD);
            c
        })
        .collect();
    let csrf = players[0].csrf("/games/new");
    let r = players[0].post("/games", &[("csrf", &csrf), ("game", slug), ("seats", "2"), ("listed", "1")]);
    assert_eq!(r.status, 303, "{slug}: {}", r.body);
    let id: i64 = r.location.unwrap().trim_start_matches("/games/").parse().unwrap();
    server.app.store.set_time_control(id, tc).unwrap();
    players[1].join(id);
    (players, id)
}

fn day(tc_hours: u32) -> TimeControl {
    TimeControl { limit_hours: tc_hours, ..TimeControl::default() }
}

fn deadline_of(server: &TestServer, id: i64, seat: usize) -> Option<NaiveDateTime> {
    server.app.store.seat_clocks(id).unwrap()[seat].deadline
}

#[test]
fn a_passed_deadline_lets_the_sitter_move_in_every_game() {
    let server = TestServer::on_sqlite(&[], false);
    for slug in ["dominion", "eminent-domain", "innovation"] {
        let (_players, id) = started(&server, slug, day(24));
        let (seq, prompts, _) = server.state(id);
        let seat = prompts[0].seat;
        let deadline = deadline_of(&server, id, seat).expect("a prompted seat has a deadline");
        let start = letterbox::store::now();
        assert!(deadline > start + Duration::hours(23) && deadline <= start + Duration::hours(24), "{slug}");
        // Just before the deadline nothing happens (the half-time reminder fires).
        process_at(&server.app, deadline - Duration::minutes(1)).unwrap();
        assert_eq!(server.state(id).0, seq, "{slug}: no move before the deadline");
        // At the deadline the sitter answers, once.
        process_at(&server.app, deadline).unwrap();
        let (after, _, _) = server.state(id);
        assert!(after > seq, "{slug}: the sitter moved");
        let events = server.app.store.with_match(id, |m| m.events()[seq as usize].clone()).unwrap();
        assert!(events.sitter && events.seat == seat && !events.auto, "{slug}: {events:?}");
        // The stored event says so too (a fresh fold reads it back).
        let export = server.app.store.export(id).unwrap();
        assert!(export.events[seq as usize].sitter, "{slug}: stored as the sitter's");
        assert_eq!(server.app.store.seat_clocks(id).unwrap()[seat].sitter_streak, 1, "{slug}");
        // Running the same time again does nothing more.
        let now = server.state(id).0;
        process_at(&server.app, deadline).unwrap();
        assert_eq!(server.state(id).0, now, "{slug}: a deadline acts once");
    }
    server.drain_mail();
    server.assert_settled();
}

#[test]
fn games_without_a_limit_have_no_deadline() {
    let server = TestServer::on_sqlite(&[], false);
    let (_players, id) = started(&server, "dominion", TimeControl::default());
    let seat = server.state(id).1[0].seat;
    assert_eq!(deadline_of(&server, id, seat), None);
    let seq = server.state(id).0;
    process_at(&server.app, letterbox::store::now() + Duration::days(400)).unwrap();
    assert_eq!(server.state(id).0, seq);
}

#[test]
fn skip_declines_where_the_decision_allows_it() {
    let server = TestServer::on_sqlite(&[], false);
    let tc = TimeControl { limit_hours: 12, on_expiry: Expiry::Skip, ..TimeControl::default() };
    let (_players, id) = started(&server, "eminent-domain", tc);
    let (seq, prompts, _) = server.state(id);
    let seat = prompts[0].seat;
    assert!(prompts[0].choice.options().iter().any(|o| o.key == "skip"), "the action may be skipped");
    let deadline = deadline_of(&server, id, seat).unwrap();
    process_at(&server.app, deadline).unwrap();
    let ev = server.app.store.with_match(id, |m| m.events()[seq as usize].clone()).unwrap();
    assert_eq!(ev.answer, letterbox::engine::Answer::one("skip"));
    assert!(ev.sitter);
}

#[test]
fn reminders_come_at_half_time_and_with_twelve_hours_left() {
    let server = TestServer::on_sqlite(&[], false);
    let (_players, id) = started(&server, "dominion", day(72));
    server.drain_mail();
    let before = server.mails().len();
    let seat = server.state(id).1[0].seat;
    let deadline = deadline_of(&server, id, seat).unwrap();
    let start = deadline - Duration::hours(72);
    // Nothing before half time.
    assert_eq!(process_at(&server.app, start + Duration::hours(35)).unwrap(), 0);
    assert_eq!(process_at(&server.app, start + Duration::hours(36) + Duration::seconds(1)).unwrap(), 1);
    server.drain_mail();
    assert_eq!(server.mails().len(), before + 1);
    assert!(server.mails().last().unwrap().contains("Reminder:"));
    assert_eq!(process_at(&server.app, deadline - Duration::hours(13)).unwrap(), 0);
    assert_eq!(process_at(&server.app, deadline - Duration::hours(12) + Duration::seconds(1)).unwrap(), 1);
    server.drain_mail();
    assert_eq!(server.mails().len(), before + 2);
    server.assert_settled();
}

/// With a one-day limit half time is when 12 hours are left: one reminder, not
/// two identical ones.
#[test]
fn a_one_day_limit_reminds_once() {
    let server = TestServer::on_sqlite(&[], false);
    let (_players, id) = started(&server, "dominion", day(24));
    server.drain_mail();
    let before = server.mails().len();
    let seat = server.state(id).1[0].seat;
    let deadline = deadline_of(&server, id, seat).unwrap();
    let reminders = server.app.store.pending_alarms().unwrap().into_iter().filter(|a| a.kind == "remind").count();
    assert_eq!(reminders, 1, "one reminder alarm");
    process_at(&server.app, deadline - Duration::minutes(1)).unwrap();
    server.drain_mail();
    let mails = server.mails();
    assert_eq!(mails.len(), before + 1, "one reminder mail");
    assert!(mails.last().unwrap().contains("Reminder:"));
}

#[test]
fn a_seat_is_away_after_n_sitter_moves_and_comes_back_by_moving() {
    let server = TestServer::on_sqlite(&[], false);
    let tc = TimeControl { limit_hours: 12, away_after: 2, ..TimeControl::default() };
    let (mut players, id) = started(&server, "dominion", tc);
    let mut sitter_moves = 0;
    // Let every deadline pass until one seat has had two sitter moves in a row.
    let away_seat = loop {
        let seat = server.state(id).1[0].seat;
        let t = deadline_of(&server, id, seat).unwrap();
        process_at(&server.app, t).unwrap();
        sitter_moves += 1;
        let clocks = server.app.store.seat_clocks(id).unwrap();
        if let Some(s) = (0..2).find(|&s| clocks[s].away) {
            break s;
        }
        assert!(sitter_moves < 20, "nobody went away: {clocks:?}");
    };
    assert_eq!(server.app.store.seat_clocks(id).unwrap()[away_seat].sitter_streak, 2);
    // The away player is told by mail.
    server.drain_mail();
    assert!(server.mails().iter().any(|m| m.contains("sitter")), "an away mail");
    // Coming back: the player moves themselves when their turn comes.
    while server.state(id).1[0].seat != away_seat {
        let seat = server.state(id).1[0].seat;
        let t = deadline_of(&server, id, seat).unwrap();
        process_at(&server.app, t).unwrap();
    }
    let (seq, prompts, _) = server.state(id);
    let client = &mut players[away_seat];
    let page = client.get(&format!("/games/{id}"));
    let mut form = vec![
        ("csrf".to_string(), page.field("csrf").unwrap()),
        ("seq".into(), seq.to_string()),
        ("seat".into(), away_seat.to_string()),
    ];
    let answer = letterbox::engine::sitter::cautious(&prompts[0]);
    form.extend(common::web::form_fields(&answer));
    let refs: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    assert_eq!(client.post(&format!("/games/{id}/move"), &refs).status, 303);
    let clock = server.app.store.seat_clocks(id).unwrap()[away_seat];
    assert!(!clock.away && clock.sitter_streak == 0, "back: {clock:?}");
}

#[test]
fn the_creator_sets_the_time_control_in_the_form_and_deadlines_show_on_page_dashboard_and_api() {
    let server = TestServer::on_sqlite(&[], false);
    let mut players: Vec<Client> = (0..2)
        .map(|i| {
            let mut c = server.client();
            c.signup(&format!("form-tc{i}@example.org"), &format!("P{i}"), PASSWORD);
            c
        })
        .collect();
    let form = players[0].get("/games/new").body;
    assert!(form.contains("name=\"tc.limit\"") && form.contains("2 days") && form.contains("No time limit"), "{form}");
    let csrf = players[0].csrf("/games/new");
    let create = |c: &mut Client, limit: &str, away: &str| {
        c.post(
            "/games",
            &[
                ("csrf", &csrf),
                ("game", "dominion"),
                ("seats", "2"),
                ("listed", "1"),
                ("tc.limit", limit),
                ("tc.expiry", "skip"),
                ("tc.away_after", away),
            ],
        )
    };
    // Limits that are not offered are refused with a clear message and create nothing.
    let games_before = players[0].get("/").body.matches("/games/").count();
    let r = create(&mut players[0], "5", "3");
    assert_eq!(r.status, 422);
    assert!(r.body.contains("That time control is not offered"), "{}", r.body);
    assert_eq!(create(&mut players[0], "48", "0").status, 422);
    assert_eq!(players[0].get("/").body.matches("/games/").count(), games_before);

    let r = create(&mut players[0], "48", "2");
    assert_eq!(r.status, 303, "{}", r.body);
    let id: i64 = r.location.unwrap().trim_start_matches("/games/").parse().unwrap();
    let tc = server.app.store.game_row(id).unwrap().time_control();
    assert_eq!(tc, TimeControl { limit_hours: 48, on_expiry: Expiry::Skip, away_after: 2, vacation_allowed: false });
    players[1].join(id);
    let seat = server.state(id).1[0].seat;
    assert!(deadline_of(&server, id, seat).is_some());
    let page = players[seat].get(&format!("/games/{id}")).body;
    assert!(page.contains("Time limit: 2 days per decision"), "{page}");
    assert!(page.contains("answer by "), "the prompted seat's deadline is on the page");
    let dash = players[seat].get("/").body;
    assert!(dash.contains("answer by "), "and on the dashboard");
    server.drain_mail();
    let turn_mail = server
        .mails()
        .into_iter()
        .find(|m| m.contains(&format!("form-tc{seat}@example.org")) && m.contains("Your decision"));
    assert!(turn_mail.expect("a turn mail").contains("answer by "), "and in the turn mail");
    let token = players[seat].api_token();
    let (status, v) = players[seat].api_get(&format!("/api/v1/games/{id}"), &token);
    assert_eq!(status, 200);
    assert!(v["ok"]["deadlines"][seat.to_string()].is_string(), "{v}");
}

#[test]
fn the_dashboard_lists_the_soonest_deadline_first() {
    let server = TestServer::on_sqlite(&[], false);
    let (mut players, soon) = started(&server, "dominion", day(12));
    let seat = server.state(soon).1[0].seat;
    // A newer game between the same players with a longer limit, where the same
    // player is to move: newest-first alone would list it first.
    let late = loop {
        let csrf = players[0].csrf("/games/new");
        let r = players[0].post("/games", &[("csrf", &csrf), ("game", "dominion"), ("seats", "2"), ("listed", "1")]);
        let id: i64 = r.location.unwrap().trim_start_matches("/games/").parse().unwrap();
        server.app.store.set_time_control(id, day(336)).unwrap();
        players[1].join(id);
        if server.state(id).1[0].seat == seat {
            break id;
        }
    };
    let dash = players[seat].get("/").body;
    let (a, b) = (dash.find(&format!("/games/{soon}\"")).unwrap(), dash.find(&format!("/games/{late}\"")).unwrap());
    assert!(a < b, "the game whose deadline comes first is listed first");
}
