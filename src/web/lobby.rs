//! The dashboard, new games (options rendered from the game's schema), joining by
//! the lobby, an invitation or a shared link.

use super::auth::{Session, check_csrf};
use super::prompt_form::fields;
use super::{Ctx, Site, WebError, html, ok_page, redirect, run};
use crate::app::App;
use crate::app::keys::{Keys, random_bytes};
use crate::engine::{DynGame, OptionKind, Seed};
use crate::store::GameRow;
use crate::store::lobby::{Joined, MyGame};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde_json::{Map, Value};

/// The path anyone may use to join an open game.
pub fn join_path(keys: &Keys, game_id: i64) -> String {
    format!("/games/{game_id}/join?s={}", join_signature(keys, game_id))
}

fn join_signature(keys: &Keys, game_id: i64) -> String {
    keys.sign(&["join", &game_id.to_string()])[..32].to_string()
}

pub struct GameLine {
    pub id: i64,
    pub title: String,
    pub status: String,
    pub seats: i32,
    pub prompted: bool,
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

fn line(cx: &Ctx, g: &GameRow, prompted: bool) -> GameLine {
    GameLine {
        id: g.id,
        title: cx.app.game_title(&g.kind, cx.s.lang),
        status: g.status.clone(),
        seats: g.seats,
        prompted,
    }
}

pub async fn dashboard(app: web::Data<Site>, session: Session) -> HttpResponse {
    run(app, session, |cx| {
        let Some(user) = &cx.user else { return ok_page(&Welcome { cx }) };
        let mine: Vec<MyGame> = cx.app.store.my_games(user.id)?;
        let (mut your_turn, mut waiting, mut finished) = (vec![], vec![], vec![]);
        for g in &mine {
            let l = line(cx, &g.game, g.prompted);
            match (g.prompted, g.game.status()) {
                (true, _) => your_turn.push(l),
                (false, crate::store::Status::Finished) => finished.push(l),
                _ => waiting.push(l),
            }
        }
        let open: Vec<GameLine> =
            cx.app.store.open_games_for(user.id, &user.email)?.iter().map(|g| line(cx, g, false)).collect();
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
            let choice = |c: &crate::engine::Opt, on: bool| (c.key.clone(), catalog.html(&c.label, &no_names), on);
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
    Ok(html(status, NewGamePage { cx, games, error }.render()?))
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
        let get = |name: &str| fields.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str()).unwrap_or("");
        check_csrf(cx, get("csrf"))?;
        let user = cx.require_user()?;
        let game = cx.app.game(get("game")).ok_or(WebError::NotFound)?;
        let seats: usize = get("seats").parse().map_err(|_| WebError::BadRequest("seats".into()))?;
        let options = match options_json(game, &fields) {
            Ok(o) => o,
            Err(e) => return new_game_form(cx, Some(e), StatusCode::UNPROCESSABLE_ENTITY),
        };
        let catalog = cx.app.catalog(game.meta().slug, cx.s.lang).ok_or(WebError::NotFound)?;
        let id = match cx.app.store.create_game(game, seats, &options, Seed(random_bytes()), Some(user.id))? {
            Ok(id) => id,
            Err(e) => {
                let message = catalog.plain(&e.0, &|s| format!("{}", s + 1));
                return new_game_form(cx, Some(message), StatusCode::UNPROCESSABLE_ENTITY);
            }
        };
        cx.app.store.set_game_settings(id, get("listed") == "1", get("replay_players_only") == "1")?;
        join_and_mail(cx.app, id, user.id)?;
        invite_all(cx, id, get("invite"))?;
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
/// spaces or lines).
fn invite_all(cx: &Ctx, game_id: i64, list: &str) -> Result<(), WebError> {
    let user = cx.require_user()?;
    let link = cx.app.url(&join_path(&cx.app.keys, game_id));
    let mut sent = false;
    for email in list.split(|c: char| c == ',' || c.is_whitespace()).filter(|e| e.contains('@')).take(20) {
        cx.app.store.invite(game_id, email)?;
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
        if !valid_join(cx, id, &signature) {
            return Err(WebError::Forbidden("link-error-invalid"));
        }
        let page = JoinPage {
            cx,
            id,
            title: cx.app.game_title(&game.kind, cx.s.lang),
            signature,
            open: game.status() == crate::store::Status::Open,
        };
        ok_page(&page)
    })
    .await
}

fn valid_join(cx: &Ctx, game_id: i64, signature: &str) -> bool {
    let expected = join_signature(&cx.app.keys, game_id);
    expected.len() == signature.len() && expected.bytes().zip(signature.bytes()).fold(0u8, |a, (x, y)| a | (x ^ y)) == 0
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
        let user = cx.require_user()?;
        let game = cx.app.store.game_row(id)?;
        let invited = cx.app.store.open_games_for(user.id, &user.email)?.iter().any(|g| g.id == id);
        if !(game.listed != 0 || invited || valid_join(cx, id, &form.s)) {
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
        let user = cx.require_user()?;
        super::game::require_seat(cx, id, user.id)?;
        invite_all(cx, id, &form.emails)?;
        Ok(redirect(&format!("/games/{id}")))
    })
    .await
}
