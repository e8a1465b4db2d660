//! A game's life beyond its moves: resign, vote to abandon, vote to hand an away
//! player's seat to a sitter, cancel a game that has not started; and declaring
//! a vacation. Each act is a POST with the CSRF token and a ticked "I am sure"
//! (the confirm step works without script). The acts are recorded in the store's
//! `game_acts`, not in the game's event log (see `store::life`).

use super::auth::{Session, check_csrf};
use super::prompt_form::{field, fields};
use super::{Ctx, Site, WebError, redirect, run};
use actix_web::{HttpResponse, web};
use app::endings::LifeNews;
use chrono::Duration;
use engine::{Outcome, Seat};
use store::life::{Act, CANCEL, END_ABANDON, END_RESIGN, EarlyEnd, KICK, RESIGN, VOTE_ABANDON, VOTE_KICK};
use store::lobby::SeatHolder;
use store::timecontrol::{VACATION_MAX_DAYS, VACATION_YEAR_DAYS, check_vacation, vacation_days_used};
use store::versions::{Fate, RULES, RulesChange};
use store::{GameRow, Status, StoreError, now};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/games/{id}/resign").post(resign))
        .service(web::resource("/games/{id}/abandon").post(vote_abandon))
        .service(web::resource("/games/{id}/kick").post(vote_kick))
        .service(web::resource("/games/{id}/cancel").post(cancel))
        .service(web::resource("/settings/vacation").post(declare_vacation))
        .service(web::resource("/settings/vacation/end").post(end_vacation));
}

/// A vote on a question where each remaining player's voice counts once.
pub struct KickVote {
    pub seat: Seat,
    pub name: String,
    pub votes: usize,
    pub needed: usize,
    pub voted: bool,
}

/// What the game page shows of the game's life (`pages/game_life.html`).
pub struct LifePanel {
    pub game_id: i64,
    /// How the game ended outside its rules, and the places (names with places).
    pub ended: Option<String>,
    pub places: Vec<(String, usize)>,
    /// Resignations and removals so far, and who is on vacation.
    pub lines: Vec<String>,
    pub can_resign: bool,
    /// Resigning ends the game (two seats) rather than handing the seat to a sitter.
    pub resign_ends: bool,
    pub can_abandon: bool,
    pub abandon_votes: usize,
    pub abandon_of: usize,
    pub abandon_voted: bool,
    pub kicks: Vec<KickVote>,
    pub can_cancel: bool,
    /// A rematch button for a game ended early (a finished game's outcome section
    /// has its own).
    pub rematch: bool,
}

/// The voters of a game: seats whose player is still in it.
fn holders_in(holders: &[SeatHolder]) -> Vec<(Seat, i64)> {
    holders.iter().filter_map(|h| h.user_id.map(|u| (h.seat, u))).collect()
}

/// Votes of `kind` on `target` cast by players still holding the seat they voted from.
/// A rules change decided for the game: what became of it, and what changed in
/// each version since (the game's changelog, `rules-change-<version>`).
fn rules_change_lines(cx: &Ctx, kind: &str, act: &Act) -> Vec<String> {
    let Ok(change) = serde_json::from_str::<RulesChange>(&act.payload) else { return Vec::new() };
    let args = [("from", change.from.to_string()), ("to", change.to.to_string())];
    let mut lines = vec![match change.fate {
        Fate::Migrated => cx.s.args("life-rules-migrated", &args),
        Fate::Kept => cx.s.args("life-rules-kept", &args),
        Fate::Frozen => cx.s.args("life-rules-frozen", &args),
    }];
    if let Some(catalog) = cx.app.catalog(kind, cx.s.lang) {
        for v in change.from + 1..=change.to {
            let key = format!("rules-change-{v}");
            if catalog.has(&key) {
                lines.push(
                    cx.s.args("life-rules-change", &[("version", v.to_string()), ("change", catalog.message(&key))]),
                );
            }
        }
    }
    lines
}

fn votes(acts: &[Act], kind: &str, target: i32, voters: &[(Seat, i64)]) -> Vec<Seat> {
    acts.iter()
        .filter(|a| a.kind == kind && a.target == target)
        .filter(|a| voters.iter().any(|(s, u)| *s as i32 == a.seat && Some(*u) == a.user_id))
        .map(|a| a.seat as Seat)
        .collect()
}

/// Votes needed to hand `target`'s seat to a sitter: more than half of the others.
fn kick_needed(voters: &[(Seat, i64)], target: Seat) -> usize {
    voters.iter().filter(|(s, _)| *s != target).count() / 2 + 1
}

pub fn panel(
    cx: &Ctx,
    game: &GameRow,
    holders: &[SeatHolder],
    names: &[String],
    my_seat: Option<Seat>,
) -> Result<LifePanel, WebError> {
    let app = cx.app;
    let acts = app.store.game_acts(game.id)?;
    let voters = holders_in(holders);
    let running = game.status() == Status::Running;
    let user_name = |id: Option<i64>| -> Result<String, WebError> {
        Ok(match id {
            Some(id) => app.store.user(id)?.map(|u| u.display_name).unwrap_or_default(),
            None => String::new(),
        })
    };
    let seat_name = |s: i32| names.get(s.max(0) as usize).cloned().unwrap_or_default();
    let mut lines = Vec::new();
    let mut ended = None;
    let mut places = Vec::new();
    for a in &acts {
        match a.kind.as_str() {
            RESIGN => lines.push(cx.s.t_arg("life-act-resign", "player", user_name(a.user_id)?)),
            KICK => lines.push(cx.s.t_arg("life-act-kick", "player", user_name(a.user_id)?)),
            CANCEL => ended = Some(cx.s.t("life-cancelled")),
            RULES => lines.extend(rules_change_lines(cx, &game.kind, a)),
            _ => {}
        }
        if let Some(end) = a.end() {
            ended = Some(app::endings::early_end_line(cx.s, &end, seat_name(a.seat)));
            if let Some(p) = &end.places {
                let mut ranked: Vec<(String, usize)> =
                    p.iter().enumerate().map(|(s, &pl)| (seat_name(s as i32), pl)).collect();
                ranked.sort_by_key(|(_, pl)| *pl);
                places = ranked;
            }
        }
    }
    let t = now();
    for h in holders.iter().filter(|_| running) {
        if let Some(until) = h.vacation_until.filter(|u| *u > t) {
            lines.push(
                cx.s.args("life-vacation", &[("player", seat_name(h.seat as i32)), ("until", cx.datetime(&until))]),
            );
        }
    }
    let me = my_seat.filter(|s| voters.iter().any(|(v, _)| v == s));
    let abandon = votes(&acts, VOTE_ABANDON, -1, &voters);
    let mut kicks = Vec::new();
    if let (Some(me), true) = (me, running) {
        let clocks = app.store.seat_clocks(game.id)?;
        for &(seat, _) in voters.iter().filter(|(s, _)| *s != me) {
            if clocks.get(seat).is_some_and(|c| c.away) {
                let cast = votes(&acts, VOTE_KICK, seat as i32, &voters);
                kicks.push(KickVote {
                    seat,
                    name: seat_name(seat as i32),
                    votes: cast.len(),
                    needed: kick_needed(&voters, seat),
                    voted: cast.contains(&me),
                });
            }
        }
    }
    Ok(LifePanel {
        game_id: game.id,
        ended,
        places,
        lines,
        can_resign: running && me.is_some(),
        resign_ends: game.seats == 2,
        can_abandon: running && me.is_some(),
        abandon_votes: abandon.len(),
        abandon_of: voters.len(),
        abandon_voted: me.is_some_and(|m| abandon.contains(&m)),
        kicks,
        can_cancel: game.status() == Status::Open && cx.user_id().is_some() && game.created_by == cx.user_id(),
        rematch: game.status() == Status::Finished
            && my_seat.is_some()
            && acts.iter().any(|a| a.end().is_some_and(|e| e.places.is_some())),
    })
}

/// The form's fields once the CSRF token is good and "I am sure" is ticked.
fn confirmed(cx: &Ctx, body: &[u8]) -> Result<Vec<(String, String)>, WebError> {
    let fields = fields(body);
    let get = |name: &str| field(&fields, name);
    check_csrf(cx, get("csrf"))?;
    if get("confirm") != "1" {
        return Err(WebError::Invalid("error-confirm"));
    }
    Ok(fields)
}

/// The signed-in player's seat in a running game, with the game and its holders.
fn running_seat(cx: &Ctx, game_id: i64) -> Result<(GameRow, Vec<SeatHolder>, Seat, i64), WebError> {
    let user = cx.require_user()?;
    let game = cx.app.store.game_row(game_id)?;
    let holders = cx.app.store.seat_holders(game_id)?;
    let seat = super::game::seat_of(&holders, Some(user.id)).ok_or(WebError::Forbidden("error-players-only"))?;
    if game.status() != Status::Running {
        return Err(WebError::Invalid("error-life-not-running"));
    }
    Ok((game, holders, seat, user.id))
}

/// End the game as its current state stands; retried when a move lands first.
fn end_now(
    cx: &Ctx,
    game_id: i64,
    end: impl Fn(&engine::Match) -> EarlyEnd,
    seat: Seat,
    user_id: i64,
) -> Result<(), WebError> {
    for _ in 0..5 {
        let (seq, e) = cx.app.store.with_match(game_id, |m| (m.seq(), end(m)))?;
        if cx.app.store.end_early(game_id, seq, &e, seat as i32, Some(user_id))? {
            return tell(cx, game_id, LifeNews::Ended { end: e, by: Some(seat) });
        }
        if cx.app.store.game_row(game_id)?.status() != Status::Running {
            return Err(WebError::Invalid("error-life-not-running"));
        }
    }
    Err(StoreError::Conflict { actual: cx.app.store.game_row(game_id)?.last_seq as u64 }.into())
}

/// Mail every player what happened.
fn tell(cx: &Ctx, game_id: i64, news: LifeNews) -> Result<(), WebError> {
    (cx.app.mail.on_life)(cx.app, game_id, &news)?;
    Ok(())
}

/// Let the sitter take any seat just left that is to decide.
fn sit_now(cx: &Ctx) -> Result<(), WebError> {
    (cx.app.mail.sit_left)(cx.app, now())?;
    Ok(())
}

fn back(game_id: i64) -> super::Page {
    Ok(redirect(&format!("/games/{game_id}#life")))
}

/// Resign: in a game of two, the game ends and the resigning player loses; in a
/// larger one, a sitter plays the seat for the rest of the game.
pub async fn resign(app: web::Data<Site>, session: Session, path: web::Path<i64>, body: web::Bytes) -> HttpResponse {
    let id = path.into_inner();
    run(app, session, move |cx| {
        confirmed(cx, &body)?;
        let (game, holders, seat, user_id) = running_seat(cx, id)?;
        if game.seats == 2 {
            let places = Outcome::places_with_losers(&[1, 1], &[seat]);
            end_now(cx, id, |_| EarlyEnd { reason: END_RESIGN.into(), places: Some(places.clone()) }, seat, user_id)?;
            return back(id);
        }
        if !cx.app.store.leave_seat(id, seat, user_id, RESIGN, seat as i32)? {
            return Err(WebError::Invalid("error-life-not-running"));
        }
        // The last player to leave abandons the game.
        if holders_in(&holders).len() == 1 {
            end_now(cx, id, |_| EarlyEnd { reason: END_ABANDON.into(), places: None }, seat, user_id)?;
        } else {
            tell(cx, id, LifeNews::Left { seat, removed: false })?;
        }
        sit_now(cx)?;
        back(id)
    })
    .await
}

/// A vote to abandon: once every remaining player has voted, the game ends
/// without a result.
pub async fn vote_abandon(
    app: web::Data<Site>,
    session: Session,
    path: web::Path<i64>,
    body: web::Bytes,
) -> HttpResponse {
    let id = path.into_inner();
    run(app, session, move |cx| {
        confirmed(cx, &body)?;
        let (_, holders, seat, user_id) = running_seat(cx, id)?;
        if !cx.app.store.record_vote(id, VOTE_ABANDON, seat, -1, user_id)? {
            return Err(WebError::Invalid("error-life-voted"));
        }
        let voters = holders_in(&holders);
        let cast = votes(&cx.app.store.game_acts(id)?, VOTE_ABANDON, -1, &voters);
        if voters.iter().all(|(s, _)| cast.contains(s)) {
            end_now(cx, id, |_| EarlyEnd { reason: END_ABANDON.into(), places: None }, seat, user_id)?;
        }
        back(id)
    })
    .await
}

/// A vote to hand an away player's seat to a sitter for good; it happens when
/// more than half of the other remaining players have voted so.
pub async fn vote_kick(app: web::Data<Site>, session: Session, path: web::Path<i64>, body: web::Bytes) -> HttpResponse {
    let id = path.into_inner();
    run(app, session, move |cx| {
        let fields = confirmed(cx, &body)?;
        let get = |name: &str| field(&fields, name);
        let (_, holders, seat, user_id) = running_seat(cx, id)?;
        let target: Seat = get("target").parse().map_err(|_| WebError::Invalid("error-life-target"))?;
        let voters = holders_in(&holders);
        let Some(&(_, target_user)) = voters.iter().find(|(s, _)| *s == target).filter(|_| target != seat) else {
            return Err(WebError::Invalid("error-life-target"));
        };
        if !cx.app.store.seat_clocks(id)?.get(target).is_some_and(|c| c.away) {
            return Err(WebError::Invalid("error-life-not-away"));
        }
        if !cx.app.store.record_vote(id, VOTE_KICK, seat, target as i32, user_id)? {
            return Err(WebError::Invalid("error-life-voted"));
        }
        let cast = votes(&cx.app.store.game_acts(id)?, VOTE_KICK, target as i32, &voters);
        if cast.len() >= kick_needed(&voters, target) {
            if cx.app.store.leave_seat(id, target, target_user, KICK, seat as i32)? {
                tell(cx, id, LifeNews::Left { seat: target, removed: true })?;
            }
            sit_now(cx)?;
        }
        back(id)
    })
    .await
}

/// Cancel an open game that has not started (its creator only).
pub async fn cancel(app: web::Data<Site>, session: Session, path: web::Path<i64>, body: web::Bytes) -> HttpResponse {
    let id = path.into_inner();
    run(app, session, move |cx| {
        confirmed(cx, &body)?;
        let user = cx.require_user()?;
        let game = cx.app.store.game_row(id)?;
        if game.created_by != Some(user.id) {
            return Err(WebError::Forbidden("error-life-creator"));
        }
        if game.status() != Status::Open || !cx.app.store.cancel_open(id, user.id)? {
            return Err(WebError::Invalid("error-life-not-open"));
        }
        tell(cx, id, LifeNews::Cancelled)?;
        back(id)
    })
    .await
}

/// What the settings page shows of vacations (`pages/settings_vacation.html`).
pub struct VacationPanel {
    pub until: Option<String>,
    pub used: i64,
    pub max_days: i64,
    pub year_days: i64,
}

pub fn vacation_panel(cx: &Ctx, user_id: i64) -> Result<VacationPanel, WebError> {
    let t = now();
    let until = cx.app.store.vacation_until(user_id)?.filter(|u| *u > t);
    let periods = cx.app.store.vacations_since(user_id, t - Duration::days(365))?;
    Ok(VacationPanel {
        until: until.map(|u| cx.datetime(&u)),
        used: vacation_days_used(&periods, t),
        max_days: VACATION_MAX_DAYS,
        year_days: VACATION_YEAR_DAYS,
    })
}

/// Declare a vacation of `days` days from now.
pub async fn declare_vacation(app: web::Data<Site>, session: Session, body: web::Bytes) -> HttpResponse {
    run(app, session, move |cx| {
        let fields = fields(&body);
        let get = |name: &str| field(&fields, name);
        check_csrf(cx, get("csrf"))?;
        let user = cx.require_user()?;
        let days: i64 = get("days").trim().parse().map_err(|_| WebError::Invalid("error-vacation-days"))?;
        let t = now();
        let periods = cx.app.store.vacations_since(user.id, t - Duration::days(365))?;
        let current = cx.app.store.vacation_until(user.id)?;
        check_vacation(days, &periods, current, t).map_err(|e| WebError::Invalid(e.message_key()))?;
        cx.app.store.declare_vacation(user.id, t, t + Duration::days(days))?;
        Ok(redirect("/settings#vacation"))
    })
    .await
}

/// Come back from a vacation early.
pub async fn end_vacation(app: web::Data<Site>, session: Session, body: web::Bytes) -> HttpResponse {
    run(app, session, move |cx| {
        let fields = fields(&body);
        let get = |name: &str| field(&fields, name);
        check_csrf(cx, get("csrf"))?;
        let user = cx.require_user()?;
        cx.app.store.end_vacation(user.id, now())?;
        Ok(redirect("/settings#vacation"))
    })
    .await
}
