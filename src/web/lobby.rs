//! The dashboard, new games (options rendered from the game's schema), joining by
//! the lobby, an invitation or a shared link.

use super::auth::{Session, check_csrf, require_verified};
use super::input;
use super::prompt_form::{field, fields};
use super::{Ctx, Site, WebError, html, ok_page, redirect, run};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use app::App;
use app::keys::{Keys, random_bytes};
use askama::Template;
use engine::{DynGame, OptionKind, Seed};
use serde_json::{Map, Value};
use store::GameRow;
use store::TimeControl;
use store::lobby::{Joined, MyGame};
use store::timecontrol::{Expiry, LIMIT_HOURS};
use store::users::{User, normalize_email};

/// The path anyone may use to join an open game (shared by its players).
pub fn join_path(keys: &Keys, game_id: i64) -> String {
    format!("/games/{game_id}/join?s={}", keys.sign_short(&join_parts(game_id).each_ref().map(String::as_str)))
}

/// What the shared join link signs.
fn join_parts(game_id: i64) -> [String; 2] {
    ["join".into(), game_id.to_string()]
}

/// The join path mailed to one invited address: it works only for the account
/// of that (verified) address.
fn invite_path(keys: &Keys, game_id: i64, email: &str) -> String {
    let parts = invite_parts(game_id, email);
    format!("/games/{game_id}/join?s={}", keys.sign_short(&parts.each_ref().map(String::as_str)))
}

/// What one invitation's link signs.
fn invite_parts(game_id: i64, email: &str) -> [String; 3] {
    ["invite".into(), game_id.to_string(), normalize_email(email)]
}

/// Whether `signature` is the game's shared join signature.
pub fn valid_join(keys: &Keys, game_id: i64, signature: &str) -> bool {
    keys.verify_short(&join_parts(game_id).each_ref().map(String::as_str), signature)
}

/// Whether `signature` is the link of one of the game's invitations.
fn invitation_link(cx: &Ctx, game_id: i64, signature: &str) -> Result<bool, WebError> {
    Ok(cx.app.store.invited_addresses(game_id)?.iter().any(|email| {
        let parts = invite_parts(game_id, email);
        cx.app.keys.verify_short(&parts.each_ref().map(String::as_str), signature)
    }))
}

/// Whether `user` may join the game: it is listed, the user's verified address
/// was invited, or they hold the shared link or their own invitation's link.
fn may_join(cx: &Ctx, game: &GameRow, user: &User, signature: &str) -> Result<bool, WebError> {
    if game.listed != 0 || valid_join(&cx.app.keys, game.id, signature) {
        return Ok(true);
    }
    let verified = user.verified_at.is_some();
    let parts = invite_parts(game.id, &user.email);
    let own_link = cx.app.keys.verify_short(&parts.each_ref().map(String::as_str), signature);
    Ok(verified && (own_link || cx.app.store.is_invited(game.id, &user.email)?))
}

pub struct GameLine {
    pub id: i64,
    pub title: String,
    pub status: String,
    pub seats: i32,
    pub prompted: bool,
    /// The viewer's deadline in this game, in their zone.
    pub deadline: Option<String>,
}

#[derive(Template)]
#[template(path = "pages/dashboard.html")]
struct Dashboard<'a> {
    cx: &'a Ctx<'a>,
    /// Your turn, waiting, finished, open to join: a catalog key and the games.
    sections: Vec<(&'static str, Vec<GameLine>)>,
}

#[derive(Template)]
#[template(path = "pages/welcome.html")]
struct Welcome<'a> {
    cx: &'a Ctx<'a>,
}

fn line(cx: &Ctx, g: &GameRow, prompted: bool, deadline: Option<&chrono::NaiveDateTime>) -> GameLine {
    GameLine {
        id: g.id,
        title: cx.app.game_title(&g.kind, cx.s.lang),
        status: g.status.clone(),
        seats: g.seats,
        prompted,
        deadline: deadline.map(|d| cx.datetime(d)),
    }
}

pub async fn dashboard(app: web::Data<Site>, session: Session) -> HttpResponse {
    run(app, session, |cx| {
        let Some(user) = &cx.user else { return ok_page(&Welcome { cx }) };
        let mine: Vec<MyGame> = cx.app.store.my_games(user.id)?;
        let (mut your_turn, mut waiting, mut finished) = (vec![], vec![], vec![]);
        for g in &mine {
            let l = line(cx, &g.game, g.prompted, g.deadline.as_ref());
            match (g.prompted, g.game.status()) {
                (true, _) => your_turn.push(l),
                (false, store::Status::Finished) => finished.push(l),
                _ => waiting.push(l),
            }
        }
        let open: Vec<GameLine> = cx.app.store.open_games_for(user)?.iter().map(|g| line(cx, g, false, None)).collect();
        let sections = vec![
            ("dashboard-your-turn", your_turn),
            ("dashboard-waiting", waiting),
            ("dashboard-finished", finished),
            ("dashboard-open", open),
        ];
        ok_page(&Dashboard { cx, sections })
    })
    .await
}

pub struct OptionField {
    pub name: String,
    pub label_html: String,
    /// bool | one | many | number
    pub kind: &'static str,
    pub choices: Vec<(String, String, bool)>,
    pub checked: bool,
    pub min: i64,
    pub max: i64,
    pub value: i64,
}

pub struct GameForm {
    pub slug: &'static str,
    pub title: String,
    pub min_seats: usize,
    pub max_seats: usize,
    pub options: Vec<OptionField>,
}

#[derive(Template)]
#[template(path = "pages/new_game.html")]
struct NewGamePage<'a> {
    cx: &'a Ctx<'a>,
    games: Vec<GameForm>,
    error: Option<String>,
    /// The time limits a creator may pick: (hours, label).
    limits: Vec<(u32, String)>,
    /// What may happen when a deadline passes: (id, label).
    expiries: Vec<(&'static str, String)>,
    away_after: u32,
}

fn game_form(cx: &Ctx, game: &dyn DynGame) -> Option<GameForm> {
    let meta = game.meta();
    let catalog = cx.app.catalog(meta.slug, cx.s.lang)?;
    let no_names = |_| String::new();
    let options = meta
        .options
        .iter()
        .map(|o| {
            let label_html = catalog.html(&o.label, &no_names);
            let name = format!("opt.{}", o.key);
            let choice = |c: &engine::Opt, on: bool| (c.key.to_string(), catalog.html(&c.label, &no_names), on);
            let blank = OptionField {
                name,
                label_html,
                kind: "bool",
                choices: vec![],
                checked: false,
                min: 0,
                max: 0,
                value: 0,
            };
            match &o.kind {
                OptionKind::Bool { default } => OptionField { checked: *default, ..blank },
                OptionKind::One { choices, default } => OptionField {
                    kind: "one",
                    choices: choices.iter().map(|c| choice(c, &c.key == default)).collect(),
                    ..blank
                },
                OptionKind::Many { choices, min, max } => OptionField {
                    kind: "many",
                    choices: choices.iter().map(|c| choice(c, false)).collect(),
                    min: *min as i64,
                    max: *max as i64,
                    ..blank
                },
                OptionKind::Number { min, max, default } => {
                    OptionField { kind: "number", min: *min, max: *max, value: *default, ..blank }
                }
            }
        })
        .collect();
    Some(GameForm {
        slug: meta.slug,
        title: cx.meta_title(&meta),
        min_seats: meta.min_seats,
        max_seats: meta.max_seats,
        options,
    })
}

fn new_game_form(cx: &Ctx, error: Option<String>, status: StatusCode) -> super::Page {
    let games = cx.app.games.iter().filter_map(|s| game_form(cx, s.game)).collect();
    let limits = LIMIT_HOURS.iter().map(|&h| (h, cx.time_limit(h))).collect();
    let expiries = Expiry::ALL.iter().map(|e| (e.id(), cx.s.t(&format!("expiry-{}", e.id())))).collect();
    let page = NewGamePage { cx, games, error, limits, expiries, away_after: TimeControl::default().away_after };
    Ok(html(status, page.render()?))
}

pub async fn new_game_page(app: web::Data<Site>, session: Session) -> HttpResponse {
    run(app, session, |cx| {
        cx.require_user()?;
        new_game_form(cx, None, StatusCode::OK)
    })
    .await
}

/// The game's options as JSON, from the form's `opt.KEY` fields.
fn options_json(game: &dyn DynGame, fields: &[(String, String)]) -> Result<Value, String> {
    let mut out = Map::new();
    for o in game.meta().options {
        let name = format!("opt.{}", o.key);
        let values: Vec<&str> = fields.iter().filter(|(k, _)| *k == name).map(|(_, v)| v.as_str()).collect();
        let value = match o.kind {
            OptionKind::Bool { .. } => Value::Bool(!values.is_empty()),
            OptionKind::One { .. } => match values.first() {
                Some(v) => Value::String(v.to_string()),
                None => continue,
            },
            OptionKind::Many { .. } => Value::Array(values.iter().map(|v| Value::String(v.to_string())).collect()),
            OptionKind::Number { min, max, .. } => match values.first() {
                Some(v) => {
                    let n: i64 = v.trim().parse().map_err(|_| format!("{}: not a number", o.key))?;
                    if n < min || n > max {
                        return Err(format!("{}: {min}..{max}", o.key));
                    }
                    Value::from(n)
                }
                None => continue,
            },
        };
        out.insert(o.key.to_string(), value);
    }
    Ok(Value::Object(out))
}

pub async fn create_game(app: web::Data<Site>, session: Session, body: web::Bytes) -> HttpResponse {
    run(app, session, move |cx| {
        let fields = fields(&body);
        let get = |name: &str| field(&fields, name);
        check_csrf(cx, get("csrf"))?;
        let user = require_verified(cx)?;
        let game = cx.app.game(get("game")).ok_or(WebError::NotFound)?;
        let invite = input::text(get("invite"), input::MAX_INVITE_LIST)?;
        let limit = cx.app.config.limits.games_per_hour;
        if !cx.app.limits.take(&[(&format!("games:{}", user.id), limit)], input::HOUR) {
            return Err(WebError::TooMany);
        }
        let seats: usize = get("seats").parse().map_err(|_| WebError::BadRequest("seats".into()))?;
        let field = |name: &str| fields.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone());
        let time_control = match TimeControl::from_form(&field) {
            Ok(tc) => tc,
            Err(e) => return new_game_form(cx, Some(cx.s.t(e.message_key())), StatusCode::UNPROCESSABLE_ENTITY),
        };
        let options = match options_json(game, &fields) {
            Ok(o) => o,
            Err(e) => return new_game_form(cx, Some(e), StatusCode::UNPROCESSABLE_ENTITY),
        };
        let catalog = cx.app.catalog(game.slug(), cx.s.lang).ok_or(WebError::NotFound)?;
        let id = match cx.app.store.create_game(game, seats, &options, Seed(random_bytes()), Some(user.id))? {
            Ok(id) => id,
            Err(e) => {
                let message = catalog.plain(&e.0, &|s| format!("{}", s + 1));
                return new_game_form(cx, Some(message), StatusCode::UNPROCESSABLE_ENTITY);
            }
        };
        cx.app.store.set_game_settings(id, get("listed") == "1", get("replay_players_only") == "1")?;
        cx.app.store.set_time_control(id, time_control)?;
        join_and_mail(cx.app, id, user.id)?;
        invite_all(cx, id, invite)?;
        Ok(redirect(&format!("/games/{id}")))
    })
    .await
}

/// After the end, a player starts the same game again: same game, seats, options,
/// listing and time control, a new seed; the other players are invited by mail.
pub async fn rematch(app: web::Data<Site>, session: Session, path: web::Path<i64>, body: web::Bytes) -> HttpResponse {
    let old = path.into_inner();
    run(app, session, move |cx| {
        let fields = fields(&body);
        let get = |name: &str| field(&fields, name);
        check_csrf(cx, get("csrf"))?;
        let user = require_verified(cx)?;
        let row = cx.app.store.game_row(old)?;
        let holders = cx.app.store.seat_holders(old)?;
        if !holders.iter().any(|h| h.user_id == Some(user.id)) {
            return Err(WebError::Forbidden("error-not-your-seat"));
        }
        if row.status() != store::Status::Finished {
            return Err(WebError::Invalid("error-rematch-not-over"));
        }
        let limit = cx.app.config.limits.games_per_hour;
        if !cx.app.limits.take(&[(&format!("games:{}", user.id), limit)], input::HOUR) {
            return Err(WebError::TooMany);
        }
        let game = cx.app.game(&row.kind).ok_or(WebError::NotFound)?;
        let options: Value = serde_json::from_str(&row.options).map_err(|_| WebError::NotFound)?;
        // The options were valid when the game began; a rules change may since refuse them.
        let Ok(id) =
            cx.app.store.create_game(game, row.seats as usize, &options, Seed(random_bytes()), Some(user.id))?
        else {
            return Err(WebError::Invalid("error-rematch-options"));
        };
        cx.app.store.set_game_settings(id, row.listed != 0, row.replay_players_only != 0)?;
        cx.app.store.set_time_control(id, row.time_control())?;
        join_and_mail(cx.app, id, user.id)?;
        let mut others = Vec::new();
        for uid in holders.iter().filter_map(|h| h.user_id).filter(|u| *u != user.id) {
            if let Some(u) = cx.app.store.user(uid)? {
                others.push(u.email);
            }
        }
        invite_all(cx, id, &others.join(","))?;
        Ok(redirect(&format!("/games/{id}")))
    })
    .await
}

fn join_and_mail(app: &App, game_id: i64, user_id: i64) -> Result<Joined, WebError> {
    let on_start = app.mail.on_start;
    let joined = app.store.join(game_id, user_id, &mut |c, id, m| on_start(app, c, id, m))?;
    if matches!(joined, Joined::Seat { started: true, .. }) {
        app.wake_mailer();
    }
    Ok(joined)
}

/// Record and mail invitations to the addresses in `list` (separated by commas,
/// spaces or lines), only while the game has free seats. A user sends at most
/// `invites_per_hour`; an address gets at most `invites_per_address_per_day`
/// (further ones are quietly dropped, so the limit tells nothing about anyone).
fn invite_all(cx: &Ctx, game_id: i64, list: &str) -> Result<(), WebError> {
    let user = cx.require_user()?;
    let addresses: Vec<&str> =
        list.split(|c: char| c == ',' || c.is_whitespace()).filter(|e| e.contains('@')).take(20).collect();
    if addresses.is_empty() {
        return Ok(());
    }
    let game = cx.app.store.game_row(game_id)?;
    let free = cx.app.store.seat_holders(game_id)?.iter().any(|h| h.user_id.is_none());
    if game.status() != store::Status::Open || !free {
        return Err(WebError::Invalid("error-invite-closed"));
    }
    let limits = &cx.app.config.limits;
    let hour = chrono::Duration::hours(1);
    let mut budget = i64::from(limits.invites_per_hour) - cx.app.store.invites_by_since(user.id, hour)?;
    let mut sent = false;
    for email in addresses {
        let email = input::line(email, 200)?;
        if budget <= 0 {
            return Err(WebError::TooMany);
        }
        if cx.app.store.invites_to_since(email, chrono::Duration::days(1))?
            >= i64::from(limits.invites_per_address_per_day)
        {
            continue;
        }
        budget -= 1;
        cx.app.store.invite(game_id, email, user.id)?;
        let link = cx.app.url(&invite_path(&cx.app.keys, game_id, email));
        (cx.app.mail.invite)(cx.app, game_id, email, &user.display_name, cx.s.lang, &link)?;
        sent = true;
    }
    if sent {
        cx.app.wake_mailer();
    }
    Ok(())
}

#[derive(serde::Deserialize)]
pub struct JoinQuery {
    #[serde(default)]
    s: String,
}

#[derive(Template)]
#[template(path = "pages/join.html")]
struct JoinPage<'a> {
    cx: &'a Ctx<'a>,
    id: i64,
    title: String,
    /// Who made the game and how many of its seats are taken: what a visitor
    /// weighs before signing up to join.
    made_by: Option<String>,
    seats_line: String,
    signature: String,
    open: bool,
}

/// A shared join link opens this page; its button POSTs the join.
pub async fn join_link_page(
    app: web::Data<Site>,
    session: Session,
    path: web::Path<i64>,
    q: web::Query<JoinQuery>,
) -> HttpResponse {
    let id = path.into_inner();
    let signature = q.into_inner().s;
    run(app, session, move |cx| {
        let game = cx.app.store.game_row(id)?;
        let admitted = match &cx.user {
            Some(user) => may_join(cx, &game, user, &signature)?,
            // Signed out: the game's shared link, or the link of one of its
            // invitations (whoever it was for; joining checks that it is theirs).
            None => valid_join(&cx.app.keys, id, &signature) || invitation_link(cx, id, &signature)?,
        };
        if !admitted {
            return Err(WebError::Forbidden("link-error-invalid"));
        }
        let holders = cx.app.store.seat_holders(id)?;
        let creator = match game.created_by {
            Some(user_id) => cx.app.store.user(user_id)?.map(|u| u.display_name),
            None => None,
        };
        let page = JoinPage {
            cx,
            id,
            title: cx.app.game_title(&game.kind, cx.s.lang),
            made_by: creator.map(|name| cx.s.t_arg("join-made-by", "creator", name)),
            seats_line: cx.s.args(
                "join-seats",
                &[
                    ("taken", holders.iter().filter(|h| h.user_id.is_some()).count().to_string()),
                    ("seats", holders.len().to_string()),
                ],
            ),
            signature,
            open: game.status() == store::Status::Open,
        };
        ok_page(&page)
    })
    .await
}

#[derive(serde::Deserialize)]
pub struct JoinForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    s: String,
}

pub async fn join(
    app: web::Data<Site>,
    session: Session,
    path: web::Path<i64>,
    form: web::Form<JoinForm>,
) -> HttpResponse {
    let id = path.into_inner();
    let form = form.into_inner();
    run(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
        let user = require_verified(cx)?;
        let game = cx.app.store.game_row(id)?;
        if !may_join(cx, &game, user, &form.s)? {
            return Err(WebError::Forbidden("error-not-invited"));
        }
        match join_and_mail(cx.app, id, user.id)? {
            Joined::Seat { .. } | Joined::AlreadySeated(_) => Ok(redirect(&format!("/games/{id}"))),
            Joined::Full | Joined::NotOpen => Err(WebError::Forbidden("error-game-full")),
        }
    })
    .await
}

#[derive(serde::Deserialize)]
pub struct InviteForm {
    #[serde(default)]
    csrf: String,
    emails: String,
}

pub async fn invite(
    app: web::Data<Site>,
    session: Session,
    path: web::Path<i64>,
    form: web::Form<InviteForm>,
) -> HttpResponse {
    let id = path.into_inner();
    let form = form.into_inner();
    run(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
        let user = require_verified(cx)?;
        super::game::require_seat(cx, id, user.id)?;
        invite_all(cx, id, input::text(&form.emails, input::MAX_INVITE_LIST)?)?;
        Ok(redirect(&format!("/games/{id}")))
    })
    .await
}
