//! The JSON API for bots and apps: `Authorization: Bearer <personal token>`.
//! The same views and checks as the pages: a token acts only for its user's seat,
//! and sees the game as that seat (or as a spectator).
//!
//! Texts come both as structured `Text` (keys and arguments) and rendered as plain
//! text (`plain`, `prompt_plain`, `outcome_plain`, `title`) in the language the
//! request asks for: a `lang` parameter, else `Accept-Language`, else the token
//! user's setting.

use super::Site;
use super::game::{make_move, seat_of};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use app::App;
use engine::i18n::Catalog;
use engine::{Answer, Choice, MoveError, Outcome, Prompt, Seat, Viewer};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use store::lobby::SeatHolder;
use store::{GameRow, Status, StoreError};

struct ApiError {
    status: StatusCode,
    kind: &'static str,
    message: String,
}

impl ApiError {
    fn new(status: StatusCode, kind: &'static str, message: impl Into<String>) -> ApiError {
        ApiError { status, kind, message: message.into() }
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> ApiError {
        let (status, kind) = match &e {
            StoreError::NotFound => (StatusCode::NOT_FOUND, "not_found"),
            StoreError::Conflict { .. } | StoreError::Move(MoveError::Stale { .. }) => (StatusCode::CONFLICT, "stale"),
            StoreError::NotStarted => (StatusCode::CONFLICT, "not_started"),
            StoreError::Frozen { .. } => (StatusCode::CONFLICT, "frozen"),
            StoreError::Move(MoveError::GameOver) => (StatusCode::CONFLICT, "game_over"),
            StoreError::Move(MoveError::NotPrompted { .. }) => (StatusCode::CONFLICT, "not_prompted"),
            StoreError::Move(MoveError::Rule { .. }) => (StatusCode::UNPROCESSABLE_ENTITY, "rule"),
            StoreError::Move(_) => (StatusCode::UNPROCESSABLE_ENTITY, "malformed"),
            StoreError::Unavailable(_) | StoreError::Db(_) => (StatusCode::SERVICE_UNAVAILABLE, "unavailable"),
            _ => (StatusCode::INTERNAL_SERVER_ERROR, "internal"),
        };
        if status.is_server_error() {
            // The details stay in the log; the client gets a plain message.
            eprintln!("letterbox: api: {e}");
            return ApiError::new(status, kind, "the service is unavailable; please try again shortly");
        }
        ApiError::new(status, kind, e.to_string())
    }
}

fn bearer(req: &HttpRequest) -> Option<String> {
    let h = req.headers().get("Authorization")?.to_str().ok()?;
    h.strip_prefix("Bearer ").map(|t| t.trim().to_string())
}

/// Who asks, in which language.
struct Caller {
    user: i64,
    lang: &'static str,
    /// The token's account, read with the token (one query, not two).
    account: store::users::User,
}

/// The language a request asks for: its `lang` parameter (one we do not speak
/// is an error), else the best match of `Accept-Language`; `None` leaves it to
/// the user's setting.
fn requested_language(app: &App, req: &HttpRequest) -> Result<Option<&'static str>, ApiError> {
    let param = form_urlencoded::parse(req.query_string().as_bytes()).find(|(k, _)| k == "lang").map(|(_, v)| v);
    if let Some(tag) = param {
        return app
            .langs
            .find(&tag)
            .map(Some)
            .ok_or_else(|| ApiError::new(StatusCode::BAD_REQUEST, "bad_request", "lang: not a language we speak"));
    }
    let header = req.headers().get(actix_web::http::header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok());
    Ok(header.and_then(|h| app.langs.negotiate(h)))
}

/// Authenticate the token, then run `f` on the blocking pool.
async fn api<F>(app: web::Data<Site>, req: HttpRequest, f: F) -> HttpResponse
where
    F: FnOnce(&Site, Caller) -> Result<Value, ApiError> + Send + 'static,
{
    let token = bearer(&req);
    let requested = requested_language(&app, &req);
    let app = app.into_inner();
    let result = web::block(move || {
        let caller = caller(&app, token, requested)?;
        f(&app, caller)
    })
    .await;
    match result {
        Ok(Ok(v)) => HttpResponse::Ok().json(json!({ "ok": v })),
        Ok(Err(e)) => HttpResponse::build(e.status).json(json!({ "error": e.message, "kind": e.kind })),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}

/// Like [`api`] for a read whose answer comes from the page cache: `f` gives the
/// cache key and the whole answer's JSON text; the reply has an ETag, and is
/// `304` for a client that already has it.
async fn api_cached<F>(app: web::Data<Site>, req: HttpRequest, f: F) -> HttpResponse
where
    F: FnOnce(&Site, Caller) -> Result<(u64, actix_web::web::Bytes), ApiError> + Send + 'static,
{
    let token = bearer(&req);
    let requested = requested_language(&app, &req);
    let if_none_match = super::cache::if_none_match(&req);
    let app = app.into_inner();
    let result = web::block(move || {
        let caller = caller(&app, token, requested)?;
        f(&app, caller)
    })
    .await;
    cached_reply(result.map_err(drop), if_none_match.as_deref())
}

/// The reply of [`api_cached`]: the body under its ETag, or `304`.
fn cached_reply(
    result: Result<Result<(u64, actix_web::web::Bytes), ApiError>, ()>,
    if_none_match: Option<&str>,
) -> HttpResponse {
    match result {
        Ok(Ok((key, _))) if super::cache::matches(if_none_match, key) => {
            HttpResponse::NotModified().insert_header(("ETag", super::cache::etag(key))).finish()
        }
        Ok(Ok((key, body))) => HttpResponse::Ok()
            .content_type("application/json")
            .insert_header(("ETag", super::cache::etag(key)))
            .body(body),
        Ok(Err(e)) => HttpResponse::build(e.status).json(json!({ "error": e.message, "kind": e.kind })),
        Err(()) => HttpResponse::InternalServerError().finish(),
    }
}

/// The token's user (within the rate limit) and the language of the answer.
fn caller(
    app: &Site,
    token: Option<String>,
    requested: Result<Option<&'static str>, ApiError>,
) -> Result<Caller, ApiError> {
    let token = token.ok_or_else(|| ApiError::new(StatusCode::UNAUTHORIZED, "unauthorized", "no bearer token"))?;
    let account = match app.known.token(&app.store, &token) {
        Some(account) => (*account).clone(),
        None => {
            let reading = app.known.reading(&app.store);
            let account = app
                .store
                .token_account(&token)?
                .ok_or_else(|| ApiError::new(StatusCode::UNAUTHORIZED, "unauthorized", "unknown token"))?;
            app.known.remember_token(&app.store, reading, &token, account.clone());
            account
        }
    };
    let caller = caller_in(app, account, requested?);
    within_limit(app, &caller)?;
    Ok(caller)
}

/// The caller `account`, answered in the requested language, else in theirs.
fn caller_in(app: &Site, account: store::users::User, requested: Option<&'static str>) -> Caller {
    let lang = requested.unwrap_or_else(|| app.langs.find(&account.lang).unwrap_or("en"));
    Caller { user: account.id, lang, account }
}

/// Count the request against the caller's rate limit.
fn within_limit(app: &Site, caller: &Caller) -> Result<(), ApiError> {
    let limit = app.config.limits.api_per_minute;
    if !app.limits.take(&[(&format!("api:{}", caller.user), limit)], super::input::MINUTE) {
        return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "rate_limited", "too many requests; slow down"));
    }
    Ok(())
}

pub async fn games(app: web::Data<Site>, req: HttpRequest) -> HttpResponse {
    api(app, req, |app, caller| {
        let games = app.store.my_games(caller.user)?;
        Ok(games
            .iter()
            .map(|g| {
                json!({
                    "id": g.game.id, "game": g.game.kind, "title": app.game_title(&g.game.kind, caller.lang),
                    "status": g.game.status, "seat": g.seat, "your_turn": g.prompted, "seq": g.game.public_seq,
                })
            })
            .collect())
    })
    .await
}

fn catalog<'a>(app: &'a App, kind: &str, lang: &str) -> Result<&'a Catalog, ApiError> {
    app.catalog(kind, lang).ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, "not_found", "game"))
}

/// A prompt's question and option labels as plain text.
fn prompt_plain(prompt: &Prompt, catalog: &Catalog, names: &dyn Fn(Seat) -> String) -> Value {
    let options = match &prompt.choice {
        Choice::One { options } | Choice::Many { options, .. } | Choice::Order { items: options } => options.as_slice(),
        Choice::Number { .. } => &[],
    };
    let labels: serde_json::Map<String, Value> =
        options.iter().map(|o| (o.key.to_string(), Value::String(catalog.plain(&o.label, names)))).collect();
    json!({ "text": catalog.plain(&prompt.text, names), "labels": labels })
}

/// The game's row, the caller's viewer and the seats' names: from what this node
/// read lately (see [`super::known`]) where that decides, else from the database.
fn seen_game(site: &Site, id: i64, caller: &Caller) -> Result<(GameRow, Viewer, Vec<String>), ApiError> {
    if let Some(game) = site.known.game(&site.store, id)
        && game.may_see(&site.keys, Some(caller.user), "") == Some(true)
    {
        return Ok((game.row.clone(), viewer_in(&game.holders, caller), names_of(&game.holders)));
    }
    let row = site.store.game_row(id)?;
    let (viewer, holders) = seats_seen_by(site, &row, caller)?;
    Ok((row, viewer, names_of(&holders)))
}

/// The caller's seat among `holders`, or a spectator's view.
fn viewer_in(holders: &[SeatHolder], caller: &Caller) -> Viewer {
    seat_of(holders, Some(caller.user)).map_or(Viewer::Spectator, Viewer::Seat)
}

/// Each seat's player's name (empty for an empty seat).
fn names_of(holders: &[SeatHolder]) -> Vec<String> {
    holders.iter().map(|h| h.name.clone().unwrap_or_default()).collect()
}

/// The caller's viewer and the game's seats; an unlisted game the caller may not
/// see is "not found", as on the pages.
fn seats_seen_by(app: &App, game: &GameRow, caller: &Caller) -> Result<(Viewer, Vec<SeatHolder>), ApiError> {
    let holders = app.store.seat_holders(game.id)?;
    if !super::game::may_see(app, game, &holders, Some(&caller.account), "")? {
        return Err(StoreError::NotFound.into());
    }
    Ok((viewer_in(&holders, caller), holders))
}

/// What the API's view of a game depends on: the game's row, the seats, the
/// reader and the language.
fn view_key(row: &GameRow, holders: &[SeatHolder], caller: &Caller) -> u64 {
    let own_orders = super::known::own_orders(holders, Some(caller.user));
    super::cache::key(&("api", super::known::shown_key(row, holders), own_orders, caller.user, caller.lang))
}

pub async fn game(app: web::Data<Site>, req: HttpRequest, path: web::Path<i64>) -> HttpResponse {
    let id = path.into_inner();
    if let Some(reply) = cached_game(&app, &req, id) {
        return reply;
    }
    api_cached(app, req, move |site, caller| {
        let app: &App = site;
        let reading = site.known.reading_game(&app.store, id);
        let row = app.store.game_row(id)?;
        let (viewer, holders) = seats_seen_by(app, &row, &caller)?;
        let key = view_key(&row, &holders, &caller);
        site.known.remember_game(&app.store, reading, super::known::KnownGame::new(row.clone(), holders.clone()));
        let body = site.page_cache.get_or_render(key, || {
            view_json(app, &caller, id, row, viewer, holders).map(|ok| format!("{{\"ok\":{ok}}}").into())
        })?;
        Ok((key, body))
    })
    .await
}

/// The view from the caches alone, on the executor (no blocking pool, no
/// database), when this node read the token and the game lately (see
/// [`super::known`]), the token's user may see the game by what was read, and
/// the view for them is rendered. `None`: the ordinary way decides.
fn cached_game(site: &Site, req: &HttpRequest, id: i64) -> Option<HttpResponse> {
    let account = site.known.token(&site.store, &bearer(req)?)?;
    let game = site.known.game(&site.store, id)?;
    if !game.may_see(&site.keys, Some(account.id), "")? {
        return None;
    }
    let caller = caller_in(site, (*account).clone(), requested_language(site, req).ok()?);
    let key = view_key(&game.row, &game.holders, &caller);
    let body = site.page_cache.get(key)?;
    let reply = within_limit(site, &caller).map(|()| (key, body));
    Some(cached_reply(Ok(reply), super::cache::if_none_match(req).as_deref()))
}

/// The API's view of one game but the game's own view, which is JSON text
/// already (see [`view_json`]).
#[derive(Serialize)]
struct GameReply<'a> {
    id: i64,
    game: &'a str,
    title: String,
    lang: &'a str,
    status: &'a str,
    seq: u64,
    seat: Option<Seat>,
    names: &'a [String],
    to_act: Vec<Seat>,
    /// Each prompted seat's deadline (UTC, RFC 3339), for games with a time limit.
    deadlines: serde_json::Map<String, Value>,
    prompt_plain: Option<Value>,
    prompt: Option<Prompt>,
    /// Whether answering "take_back" would be accepted now.
    can_take_back: bool,
    outcome_plain: Option<String>,
    /// The places of a game ended outside its rules (a resignation, a deadline;
    /// none when abandoned), where `outcome` is null.
    #[serde(skip_serializing_if = "Option::is_none")]
    early_places: Option<Vec<usize>>,
    outcome: Option<Outcome>,
    seed_hash: String,
}

/// The API's view of one game, as JSON text.
fn view_json(
    app: &App,
    caller: &Caller,
    id: i64,
    row: store::GameRow,
    viewer: Viewer,
    holders: Vec<SeatHolder>,
) -> Result<String, ApiError> {
    let names = names_of(&holders);
    let running = row.status() == Status::Running;
    let catalog = catalog(app, &row.kind, caller.lang)?;
    let name_of = |s: Seat| names.get(s).cloned().unwrap_or_default();
    let deadlines: serde_json::Map<String, serde_json::Value> = holders
        .into_iter()
        .filter(|_| running)
        .filter_map(|h| Some((h.seat.to_string(), json!(h.deadline?.and_utc().to_rfc3339()))))
        .collect();
    // A game ended outside its rules says why (and ranks as its end act says).
    let early_end = match row.status() {
        Status::Finished => {
            let acts = app.store.game_acts(id)?;
            let s = app.langs.get(caller.lang);
            acts.iter().find_map(|a| {
                if a.kind == store::life::CANCEL {
                    return Some((s.t("life-cancelled"), None));
                }
                let end = a.end()?;
                let line = app::endings::early_end_line(s, &end, name_of(a.seat.max(0) as Seat));
                Some((line, end.places))
            })
        }
        _ => None,
    };
    app.store
        .with_recent(&row, |m| {
            let view =
                m.view_text(viewer).map_err(|e| ApiError::new(StatusCode::FORBIDDEN, "forbidden", e.to_string()))?;
            let prompt = viewer.seat().filter(|_| running).and_then(|s| m.prompt_for(s));
            let outcome = m.outcome();
            let reply = GameReply {
                id,
                game: &row.kind,
                title: app.game_title(&row.kind, caller.lang),
                lang: caller.lang,
                status: &row.status,
                seq: row.public_seq as u64,
                seat: viewer.seat(),
                names: &names,
                to_act: if running { m.to_act() } else { vec![] },
                deadlines,
                prompt_plain: prompt.as_ref().map(|p| prompt_plain(p, catalog, &name_of)),
                can_take_back: prompt.is_some() && viewer.seat().is_some_and(|s| m.may_take_back(s).is_ok()),
                prompt,
                outcome_plain: match (&outcome, &early_end) {
                    (Some(o), _) => Some(catalog.plain(&o.summary, &name_of)),
                    (None, Some((line, _))) => Some(line.clone()),
                    (None, None) => None,
                },
                early_places: early_end.as_ref().and_then(|(_, places)| places.clone()),
                outcome,
                seed_hash: m.seed().hash_hex(),
            };
            // The game's view goes in as the text it already is, as the last field.
            let mut text = serde_json::to_string(&reply)
                .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", format!("the view: {e}")))?;
            text.pop();
            text.push_str(",\"view\":");
            text.push_str(&view);
            text.push('}');
            Ok(text)
        })
        .map_err(ApiError::from)?
}

#[derive(Deserialize)]
pub struct LogQuery {
    #[serde(default)]
    since: u64,
}

pub async fn log(
    app: web::Data<Site>,
    req: HttpRequest,
    path: web::Path<i64>,
    q: web::Query<LogQuery>,
) -> HttpResponse {
    let id = path.into_inner();
    let since = q.since;
    api(app, req, move |site, caller| {
        let (row, viewer, names) = seen_game(site, id, &caller)?;
        let catalog = catalog(site, &row.kind, caller.lang)?;
        let name_of = |s: Seat| names.get(s).cloned().unwrap_or_default();
        Ok(site.store.with_match(id, |m| {
            m.log_since(viewer, since)
                .map(|l| json!({ "seq": l.seq, "text": l.entry.text, "plain": catalog.plain(&l.entry.text, &name_of) }))
                .collect()
        })?)
    })
    .await
}

#[derive(Deserialize)]
pub struct AnswerBody {
    seq: u64,
    answer: Answer,
}

pub async fn answer(
    app: web::Data<Site>,
    req: HttpRequest,
    path: web::Path<i64>,
    body: web::Json<AnswerBody>,
) -> HttpResponse {
    let id = path.into_inner();
    let body = body.into_inner();
    api(app, req, move |site, caller| {
        let app: &App = site;
        let (row, viewer, names) = seen_game(site, id, &caller)?;
        let seat = viewer.seat().ok_or_else(|| ApiError::new(StatusCode::FORBIDDEN, "forbidden", "not a player"))?;
        let done = match make_move(app, id, seat, body.seq, &body.answer) {
            Ok(done) => done,
            // The game's reason, in the caller's language.
            Err(StoreError::Move(MoveError::Rule { text })) => {
                let reason =
                    catalog(app, &row.kind, caller.lang)?.plain(&text, &|s| names.get(s).cloned().unwrap_or_default());
                return Err(ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "rule", reason));
            }
            Err(e) => return Err(e.into()),
        };
        Ok(json!({
            "seq": done.shown_seq,
            "recorded": done.recorded.clone().collect::<Vec<u64>>(),
            "to_act": done.to_act_after,
            "over": done.finished,
            // The caller's next decision, if the move left them one (null
            // otherwise): a client continuing its turn answers it without
            // fetching the game again.
            "prompt": done.mover_prompt,
        }))
    })
    .await
}
