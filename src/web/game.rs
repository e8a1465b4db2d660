//! The game page (board, prompt form, log, chat, seed), moves and chat posts.

use super::auth::{Session, check_csrf};
use super::known::KnownGame;
use super::prompt_form::{PromptForm, field, fields, parse_answer, unsure};
use super::{Ctx, Page, Site, WebError, html, redirect, run};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use app::App;
use askama::Template;
use boards::BoardCtx;
use engine::i18n::Catalog;
use engine::{Answer, Match, MoveError, Seat, Viewer};
use lru_cache::ByteLru;
use store::chat::ChatMessage;
use store::lobby::SeatHolder;
use store::users::User;
use store::{Appended, GameRow, Status, StoreError};

/// Log entries shown on the game page (the replay shows them all).
const PAGE_LOG: usize = 100;
// A page reads the newest entries of a game restored for reading (and one more, to
// tell whether there are more).
const _: () = assert!(PAGE_LOG < store::NEWEST_ENTRIES);
const PAGE_CHAT: i64 = 50;

/// Log entries rendered as HTML, per game and language: the newest entries of
/// the log, as many as pages have needed. An entry never changes once written,
/// so a page renders only entries it has not seen (formatting through the
/// catalog is most of a page's work), and never the early history of a long
/// game that no page shows. Kept per node, bounded by bytes (`cache.logs_mb`;
/// the least recently used game's entries out first); a change of names (a
/// seat filled) renders afresh.
pub struct LogCache {
    games: std::sync::Mutex<ByteLru<(i64, &'static str), CachedLog>>,
    max_bytes: usize,
    pub stats: store::CacheStats,
}

struct CachedLog {
    names: Vec<String>,
    /// The seq the entries were rendered at.
    upto: u64,
    /// The HTML of the newest `html.len()` entries of the log (every audience),
    /// oldest first.
    html: Vec<String>,
}

impl CachedLog {
    fn new(names: &[String], upto: u64) -> CachedLog {
        CachedLog { names: names.to_vec(), upto, html: Vec::new() }
    }
}

impl LogCache {
    pub fn new(max_bytes: usize) -> LogCache {
        LogCache { games: Default::default(), max_bytes, stats: Default::default() }
    }

    /// The HTML held, in bytes, and for how many games and languages.
    pub fn bytes(&self) -> (usize, usize) {
        let games = self.games.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        (games.bytes(), games.len())
    }

    /// The newest `want` entries `viewer` may read (event seq, HTML), newest first, and
    /// whether there are older ones.
    #[allow(clippy::too_many_arguments)]
    fn newest(
        &self,
        game_id: i64,
        lang: &'static str,
        m: &Match,
        names: &[String],
        catalog: &Catalog,
        viewer: Viewer,
        want: usize,
    ) -> (Vec<(u64, String)>, bool) {
        let key = (game_id, lang);
        let mut games = self.games.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let c = games.get_or_insert_with(key, || CachedLog::new(names, m.seq()));
        let stale = c.names != names || c.upto > m.seq();
        if stale {
            *c = CachedLog::new(names, m.seq());
        }
        let name_of = |s: Seat| names.get(s).cloned().unwrap_or_default();
        let mut rendered = false;
        if c.upto < m.seq() {
            let upto = c.upto;
            let mut new: Vec<&engine::Logged> = m.log_rev(Viewer::Omniscient).take_while(|l| l.seq > upto).collect();
            new.reverse();
            c.html.extend(new.into_iter().map(|l| catalog.html(&l.entry.text, &name_of)));
            c.upto = m.seq();
            rendered = true;
        }
        // Walk the log from its newest entry; entries older than those rendered
        // so far are rendered now (every one, so the cached run stays whole).
        let covered = c.html.len();
        let mut older = Vec::new();
        let mut shown = Vec::new();
        let mut more = false;
        for (i, l) in m.log_rev(Viewer::Omniscient).enumerate() {
            let visible = l.entry.visible_to(viewer);
            if visible && shown.len() == want {
                more = true;
                break;
            }
            let html = if i < covered {
                if !visible {
                    continue;
                }
                (l.seq, c.html[covered - 1 - i].clone())
            } else {
                older.push(catalog.html(&l.entry.text, &name_of));
                if !visible {
                    continue;
                }
                (l.seq, older[older.len() - 1].clone())
            };
            shown.push(html);
        }
        if !older.is_empty() {
            older.reverse();
            older.append(&mut c.html);
            c.html = older;
            rendered = true;
        }
        if rendered || stale {
            let bytes = c.html.iter().map(String::len).sum();
            games.set_bytes(&key, bytes);
        }
        if rendered {
            self.stats.miss();
            if games.bytes() > self.max_bytes {
                // Out go the least recently used games' entries, down to three
                // quarters of the bound; this one stays.
                games.evict(self.max_bytes / 4 * 3, &key);
            }
        } else {
            self.stats.hit();
        }
        (shown, more)
    }
}

/// Players' display names by seat; an empty seat is "Seat N".
pub fn names(cx: &Ctx, holders: &[SeatHolder]) -> Vec<String> {
    holders.iter().map(|h| h.name.clone().unwrap_or_else(|| cx.s.t_arg("seat-empty", "n", h.seat + 1))).collect()
}

pub fn seat_of(holders: &[SeatHolder], user_id: Option<i64>) -> Option<Seat> {
    let user_id = user_id?;
    holders.iter().find(|h| h.user_id == Some(user_id)).map(|h| h.seat)
}

/// The seat `user_id` holds in the game, or 403 for anyone who is not a player.
pub fn require_seat(cx: &Ctx, game_id: i64, user_id: i64) -> Result<Seat, WebError> {
    let holders = cx.app.store.seat_holders(game_id)?;
    seat_of(&holders, Some(user_id)).ok_or(WebError::Forbidden("error-players-only"))
}

/// Who may look at a game at all. A listed game is public; an unlisted one is
/// for its players, the accounts of invited (verified) addresses and holders of
/// the shared join link (`signature`). Anyone else is told there is no such game.
pub fn may_see(
    app: &App,
    game: &GameRow,
    holders: &[SeatHolder],
    user: Option<&User>,
    signature: &str,
) -> Result<bool, StoreError> {
    if let Some(yes_or_no) = may_see_without_invitation(&app.keys, game, holders, user.map(|u| u.id), signature) {
        return Ok(yes_or_no);
    }
    let Some(user) = user else { return Ok(false) };
    Ok(user.verified_at.is_some() && app.store.is_invited(game.id, &user.email)?)
}

/// [`may_see`] as far as it is decided without asking for an invitation: `None`
/// when a signed-in reader who holds no seat might be invited.
pub fn may_see_without_invitation(
    keys: &app::keys::Keys,
    game: &GameRow,
    holders: &[SeatHolder],
    user_id: Option<i64>,
    signature: &str,
) -> Option<bool> {
    if game.listed != 0 || super::lobby::valid_join(keys, game.id, signature) || seat_of(holders, user_id).is_some() {
        return Some(true);
    }
    if user_id.is_none() { Some(false) } else { None }
}

/// [`may_see`] or 404.
pub fn require_audience(cx: &Ctx, game: &GameRow, holders: &[SeatHolder], signature: &str) -> Result<(), WebError> {
    if may_see(cx.app, game, holders, cx.user.as_ref(), signature)? { Ok(()) } else { Err(WebError::NotFound) }
}

/// Record an answer with its mail (in the move's transaction), then wake the
/// outbox worker. The one way every surface (form, mail link, API) moves.
pub fn make_move(app: &App, game_id: i64, seat: Seat, seq: u64, answer: &Answer) -> Result<Appended, StoreError> {
    let on_move = app.mail.on_move;
    let appended = app.store.append_with(game_id, seq, seat, answer, &mut |c, m, a| on_move(app, c, m, a))?;
    app.wake_mailer();
    Ok(appended)
}

pub struct SeatLine {
    pub seat: Seat,
    pub name: String,
    pub is_me: bool,
    pub to_act: bool,
    pub place: Option<usize>,
    pub score: Option<i64>,
    /// When this seat's open decision times out, in the viewer's zone.
    pub deadline: Option<String>,
}

/// A log entry as the page shows it: its text and when it happened, in the
/// reader's zone.
pub struct LogLine {
    pub html: String,
    pub at: Option<String>,
}

/// A message at the top of the page after a refused move.
pub struct Flash {
    pub title: String,
    pub html: String,
}

#[derive(Template)]
#[template(path = "pages/game.html")]
pub struct GamePage<'a> {
    pub cx: &'a Ctx<'a>,
    pub game: GameRow,
    pub title: String,
    pub seats: Vec<SeatLine>,
    pub my_seat: Option<Seat>,
    pub board_html: String,
    /// Instead of the board, why there is none: the game has not started (or
    /// never did).
    pub not_dealt: Option<String>,
    pub prompt: Option<PromptForm>,
    pub log: Vec<LogLine>,
    pub log_more: bool,
    pub chat: Vec<ChatMessage>,
    pub seq: u64,
    pub outcome_html: Option<String>,
    /// The score by source: live where the game's scoring is public, the final
    /// table once it is over.
    pub score_sheet_html: Option<String>,
    pub seed: Option<String>,
    pub flash: Option<Flash>,
    pub can_join: bool,
    pub join_link: Option<String>,
    pub stylesheet: String,
    /// The time limit and what happens when it passes, if the game has one.
    pub time_control: Option<String>,
    /// The viewer's standing orders (e.g. Dominion's Moat), each a small form.
    pub standing: Vec<StandingForm>,
    /// Whether the viewer may take back their last decision (a button beside the
    /// decision). It depends only on the log, so the page's seq covers it.
    pub take_back: bool,
    /// Resign, votes, cancel, an early end, vacations (`pages/game_life.html`).
    pub life: super::life::LifePanel,
}

pub struct StandingForm {
    pub seat: Seat,
    pub key: String,
    pub text_html: String,
    /// (key, label as HTML)
    pub options: Vec<(String, String)>,
    pub chosen: String,
    pub note_html: Option<String>,
}

impl GamePage<'_> {
    pub fn status(&self) -> Status {
        self.game.status()
    }
}

/// "Time limit: 2 days per decision; when it passes, a sitter plays", or nothing.
fn time_control_line(cx: &Ctx, game: &GameRow) -> Option<String> {
    let tc = game.time_control();
    tc.limit()?;
    Some(cx.s.args(
        "game-time-control",
        &[("limit", cx.time_limit(tc.limit_hours)), ("expiry", cx.s.t(&format!("expiry-{}", tc.on_expiry.id())))],
    ))
}

/// Whether the game's table is set up for players to see: it started. A game
/// waiting for players (a new game, a rematch) is set up already, to check its
/// options, but nobody is shown that deal until it starts; nor ever, if it was
/// cancelled before it started.
pub fn dealt(app: &App, game: &GameRow) -> Result<bool, StoreError> {
    Ok(match game.status() {
        Status::Open => false,
        Status::Running => true,
        Status::Finished => !app.store.game_acts(game.id)?.iter().any(|a| a.kind == store::life::CANCEL),
    })
}

/// Everything a page about one game shows, read under the game's lock.
pub fn render_game(cx: &Ctx, game_id: i64, flash: Option<Flash>, status: StatusCode) -> Page {
    let app = cx.app;
    let game = app.store.game_row(game_id)?;
    let holders = app.store.seat_holders(game_id)?;
    let names = names(cx, &holders);
    let my_seat = seat_of(&holders, cx.user_id());
    let viewer = my_seat.map_or(Viewer::Spectator, Viewer::Seat);
    let catalog = app.catalog(&game.kind, cx.s.lang).ok_or(WebError::NotFound)?;
    let served = app.served(&game.kind).ok_or(WebError::NotFound)?;
    let running = game.status() == Status::Running;
    let dealt = dealt(app, &game)?;
    // Forms and the page name the seq every player sees (see `GameRow::public_seq`).
    let shown_seq = game.public_seq as u64;
    let name_of = |s: Seat| names.get(s).cloned().unwrap_or_default();
    let (board_html, prompt, log, log_more, seq, outcome, to_act, seed, standing, take_back, score_sheet_html) =
        app.store.with_recent(&game, |m: &Match| -> Result<_, WebError> {
            let prompt = my_seat.filter(|_| running).and_then(|s| m.prompt_for(s));
            let ctx =
                BoardCtx { catalog, names: &names, viewer, prompt: prompt.as_ref(), medium: boards::Medium::Page };
            let board_html = if dealt { served.board.render(m.state(), &ctx)? } else { String::new() };
            let form = prompt.as_ref().map(|p| PromptForm::new(p, shown_seq, catalog, &name_of, served));
            // The setup's log entries tell a seat its deal: none before the start.
            let (shown, log_more) = if dealt {
                app.log_cache.newest(game_id, cx.s.lang, m, &names, catalog, viewer, PAGE_LOG)
            } else {
                (Vec::new(), false)
            };
            // Each entry with the time of its event in the reader's zone (the
            // setup's entries, seq 0, have none); `shown` is newest first.
            let times = match shown.last() {
                Some((oldest, _)) => app.store.event_times(game_id, *oldest)?,
                None => Default::default(),
            };
            let log = shown
                .into_iter()
                .map(|(seq, html)| LogLine { at: times.get(&seq).map(|t| cx.datetime(t)), html })
                .collect();
            let seed = m.is_over().then(|| m.seed().to_hex());
            let standing = my_seat
                .filter(|_| running)
                .map(|seat| {
                    m.standing_orders(seat)
                        .into_iter()
                        .map(|o| StandingForm {
                            seat,
                            text_html: catalog.html(&o.text, &name_of),
                            options: o
                                .options
                                .iter()
                                .map(|opt| (opt.key.to_string(), catalog.html(&opt.label, &name_of)))
                                .collect(),
                            note_html: o.note.as_ref().map(|n| catalog.html(n, &name_of)),
                            chosen: o.chosen,
                            key: o.key,
                        })
                        .collect()
                })
                .unwrap_or_default();
            let take_back = prompt.is_some() && my_seat.is_some_and(|s| m.may_take_back(s).is_ok());
            let score_sheet = m
                .state()
                .score_sheet(viewer)
                .filter(|_| dealt)
                .map(|sheet| boards::score_table(&sheet, catalog, &names));
            Ok((
                board_html,
                form,
                log,
                log_more,
                shown_seq,
                m.outcome(),
                m.to_act(),
                seed,
                standing,
                take_back,
                score_sheet,
            ))
        })??;
    let seats = holders
        .iter()
        .map(|h| SeatLine {
            seat: h.seat,
            name: names[h.seat].clone(),
            is_me: my_seat == Some(h.seat),
            to_act: running && to_act.contains(&h.seat),
            place: outcome.as_ref().and_then(|o| o.places.get(h.seat).copied()),
            score: outcome.as_ref().and_then(|o| o.scores.get(h.seat).copied()),
            deadline: h.deadline.as_ref().filter(|_| running && to_act.contains(&h.seat)).map(|d| cx.datetime(d)),
        })
        .collect();
    let open = game.status() == Status::Open;
    let not_dealt = (!dealt).then(|| cx.s.t(if open { "game-not-dealt" } else { "game-never-dealt" }));
    let page = GamePage {
        not_dealt,
        cx,
        title: app.game_title(&game.kind, cx.s.lang),
        seats,
        my_seat,
        board_html,
        prompt,
        log,
        log_more,
        chat: app.store.chat(game_id, PAGE_CHAT)?,
        seq,
        outcome_html: outcome.as_ref().map(|o| catalog.html(&o.summary, &name_of)),
        score_sheet_html,
        seed,
        flash,
        can_join: open && my_seat.is_none() && cx.user.is_some(),
        join_link: (open && my_seat.is_some()).then(|| app.url(&super::lobby::join_path(&app.keys, game_id))),
        stylesheet: app.assets.url(served.css),
        time_control: time_control_line(cx, &game),
        standing,
        take_back,
        life: super::life::panel(cx, &game, &holders, &names, my_seat)?,
        game,
    };
    Ok(html(status, page.render()?))
}

#[derive(serde::Deserialize)]
pub struct LinkQuery {
    /// The shared join link's signature, which lets its holder see an unlisted game.
    #[serde(default)]
    pub s: String,
}

pub async fn page(
    app: web::Data<Site>,
    session: Session,
    path: web::Path<i64>,
    q: web::Query<LinkQuery>,
    req: actix_web::HttpRequest,
) -> HttpResponse {
    let id = path.into_inner();
    let signature = q.into_inner().s;
    let if_none_match = super::cache::if_none_match(&req);
    if let Some(reply) = cached_page(&app, &session, id, &signature, if_none_match.as_deref()) {
        return super::finish(reply, &app, &session);
    }
    run(app, session, move |cx| {
        let reading = cx.app.known.reading_game(&cx.app.store, id);
        let game = KnownGame::new(cx.app.store.game_row(id)?, cx.app.store.seat_holders(id)?);
        require_audience(cx, &game.row, &game.holders, &signature)?;
        let key = page_key(cx, &game, cx.user.as_ref().map(super::cache::key));
        cx.app.known.remember_game(&cx.app.store, reading, game);
        super::cache::reply(&cx.app.page_cache, key, if_none_match.as_deref(), || {
            render_game(cx, id, None, StatusCode::OK).map(|r| r.body)
        })
    })
    .await
}

/// The page from the caches alone, on the executor (no blocking pool, no
/// database), when this node read the reader's session and the game lately
/// enough (see [`super::known`]), the reader may see the game by what was read,
/// and the page for them is rendered. `None`: the ordinary way decides.
fn cached_page(
    site: &Site,
    session: &Session,
    id: i64,
    signature: &str,
    if_none_match: Option<&str>,
) -> Option<super::Reply> {
    let known = &site.known;
    let reader = match &session.secret {
        Some(secret) => Some(known.session(&site.store, secret, super::auth::lifetimes(site))?),
        None => None,
    };
    let game = known.game(&site.store, id)?;
    let user_id = reader.as_ref().map(|r| r.live.user.id);
    if !game.may_see(&site.keys, user_id, signature)? {
        return None;
    }
    let cx = super::context(site, session, reader.as_ref().map(|r| r.live.user.clone()));
    let key = page_key(&cx, &game, reader.as_ref().map(|r| r.user_key));
    super::cache::reply_cached(&site.page_cache, key, if_none_match)
}

/// The key (and ETag) of a game page: everything it shows depends on the game's
/// row (seq, status, settings; a chat message or an act moves its updated_at),
/// the seats (with their holders' vacations), the reader (`user_key`: the
/// user's digest), and which vacations still run (one that runs out leaves the
/// page without a word written).
fn page_key(cx: &Ctx, game: &KnownGame, user_key: Option<u64>) -> u64 {
    let now = store::now();
    let on_vacation: Vec<bool> = game.holders.iter().map(|h| h.vacation_until.is_some_and(|u| u > now)).collect();
    super::cache::key(&(
        "page",
        on_vacation,
        game.rows_key,
        game.own_orders(cx.user_id()),
        user_key,
        cx.s.lang,
        cx.tz.name(),
        &cx.csrf,
        &cx.here,
        &cx.anon,
    ))
}

/// What a refused move shows: the game as it is now, with why.
pub fn refusal(cx: &Ctx, game_id: i64, error: StoreError) -> Page {
    let (status, flash) = refusal_flash(cx, game_id, error)?;
    render_game(cx, game_id, Some(flash), status)
}

/// Why a move was refused, in the reader's words, and the status that says so.
pub fn refusal_flash(cx: &Ctx, game_id: i64, error: StoreError) -> Result<(StatusCode, Flash), WebError> {
    let catalog_html = |t: &engine::Text| -> Result<String, WebError> {
        let game = cx.app.store.game_row(game_id)?;
        let holders = cx.app.store.seat_holders(game_id)?;
        let names = names(cx, &holders);
        let catalog = cx.app.catalog(&game.kind, cx.s.lang).ok_or(WebError::NotFound)?;
        Ok(catalog.html(t, &|s| names.get(s).cloned().unwrap_or_default()))
    };
    let (status, title, detail) = match error {
        StoreError::Conflict { .. } | StoreError::Move(MoveError::Stale { .. }) => {
            (StatusCode::CONFLICT, "move-conflict", cx.s.t("move-conflict-detail"))
        }
        StoreError::Move(MoveError::Rule { text }) => {
            (StatusCode::UNPROCESSABLE_ENTITY, "move-refused", catalog_html(&text)?)
        }
        StoreError::Move(MoveError::GameOver) => (StatusCode::CONFLICT, "move-refused", cx.s.t("move-game-over")),
        StoreError::NotStarted => (StatusCode::CONFLICT, "move-refused", cx.s.t("move-not-started")),
        StoreError::Move(MoveError::NotPrompted { .. }) => {
            (StatusCode::CONFLICT, "move-refused", cx.s.t("move-not-prompted"))
        }
        // The shape check's message is for programs (the API shows it); a person
        // is told in their language that the answer does not fit the question.
        StoreError::Move(MoveError::Shape { .. } | MoveError::NoSuchSeat { .. }) => {
            (StatusCode::UNPROCESSABLE_ENTITY, "move-refused", cx.s.t("move-malformed"))
        }
        other => return Err(other.into()),
    };
    Ok((status, Flash { title: cx.s.t(title), html: detail }))
}

/// A game text in the reader's words.
fn warning_html(cx: &Ctx, game_id: i64, text: &engine::Text) -> Result<String, WebError> {
    let game = cx.app.store.game_row(game_id)?;
    let names = names(cx, &cx.app.store.seat_holders(game_id)?);
    let catalog = cx.app.catalog(&game.kind, cx.s.lang).ok_or(WebError::NotFound)?;
    Ok(catalog.html(text, &|s| names.get(s).cloned().unwrap_or_default()))
}

/// A seat's form: its fields, once the CSRF token is good and the signed-in user
/// holds the seat it names.
fn seat_form(cx: &Ctx, game_id: i64, body: &[u8]) -> Result<(Vec<(String, String)>, Seat), WebError> {
    let fields = fields(body);
    let get = |name: &str| field(&fields, name);
    check_csrf(cx, get("csrf"))?;
    let user = cx.require_user()?;
    let holders = cx.app.store.seat_holders(game_id)?;
    let seat: Seat = get("seat").parse().map_err(|_| WebError::BadRequest("seat".into()))?;
    if holders.get(seat).and_then(|h| h.user_id) != Some(user.id) {
        return Err(WebError::Forbidden("error-not-your-seat"));
    }
    Ok((fields, seat))
}

/// A seat's form move: back to the game page (at `anchor`) once it is made, or
/// the page with the refusal.
fn move_and_return(cx: &Ctx, id: i64, seat: Seat, seq: u64, answer: &Answer, anchor: &str) -> Page {
    match make_move(cx.app, id, seat, seq, answer) {
        Ok(_) => Ok(redirect(&format!("/games/{id}{anchor}"))),
        Err(e) => refusal(cx, id, e),
    }
}

pub async fn post_move(app: web::Data<Site>, session: Session, path: web::Path<i64>, body: web::Bytes) -> HttpResponse {
    let id = path.into_inner();
    run(app, session, move |cx| {
        let (fields, seat) = seat_form(cx, id, &body)?;
        let seq: u64 = field(&fields, "seq").parse().map_err(|_| WebError::BadRequest("seq".into()))?;
        let answer = match parse_answer(&fields) {
            Ok(a) => a,
            Err(message) => return refusal(cx, id, StoreError::Move(MoveError::Shape { message })),
        };
        // A rarely wanted option needs its "are you sure?" ticked: nothing happens
        // without it.
        if let Some(warning) =
            cx.app.store.with_match(id, |m| m.prompt_for(seat))?.and_then(|p| unsure(&p, &answer, &fields))
        {
            let flash = Flash { title: cx.s.t("prompt-not-confirmed"), html: warning_html(cx, id, &warning)? };
            return render_game(cx, id, Some(flash), StatusCode::UNPROCESSABLE_ENTITY);
        }
        move_and_return(cx, id, seat, seq, &answer, "")
    })
    .await
}

/// Take back the viewer's last decision of this turn, at the seq the page showed
/// (a page older than the game's last move is stale, as for any move).
pub async fn post_take_back(
    app: web::Data<Site>,
    session: Session,
    path: web::Path<i64>,
    body: web::Bytes,
) -> HttpResponse {
    let id = path.into_inner();
    run(app, session, move |cx| {
        let (fields, seat) = seat_form(cx, id, &body)?;
        let seq: u64 = field(&fields, "seq").parse().map_err(|_| WebError::BadRequest("seq".into()))?;
        move_and_return(cx, id, seat, seq, &Answer::TakeBack, "#prompt")
    })
    .await
}

/// Set one of the viewer's standing orders. It answers no prompt, so it is
/// recorded at whatever move the game is at now.
pub async fn post_standing(
    app: web::Data<Site>,
    session: Session,
    path: web::Path<i64>,
    body: web::Bytes,
) -> HttpResponse {
    let id = path.into_inner();
    run(app, session, move |cx| {
        let (fields, seat) = seat_form(cx, id, &body)?;
        let get = |name: &str| field(&fields, name);
        let answer = Answer::Standing { order: get("order").to_string(), choice: get("choice").to_string() };
        let seq = cx.app.store.game_row(id)?.last_seq as u64;
        move_and_return(cx, id, seat, seq, &answer, "#standing")
    })
    .await
}

#[derive(serde::Deserialize)]
pub struct ChatForm {
    #[serde(default)]
    csrf: String,
    body: String,
}

pub async fn post_chat(
    app: web::Data<Site>,
    session: Session,
    path: web::Path<i64>,
    form: web::Form<ChatForm>,
) -> HttpResponse {
    let id = path.into_inner();
    let form = form.into_inner();
    run(app, session, move |cx| {
        check_csrf(cx, &form.csrf)?;
        let user = cx.require_user()?;
        require_seat(cx, id, user.id)?;
        let body = super::input::text(&form.body, super::input::MAX_CHAT)?;
        if !body.is_empty() {
            let limit = cx.app.config.limits.chat_per_minute;
            if !cx.app.limits.take(&[(&format!("chat:{}", user.id), limit)], super::input::MINUTE) {
                return Err(WebError::TooMany);
            }
            let app = cx.app;
            let on_chat = app.mail.on_chat;
            app.store.post_chat(id, user.id, body, &mut |c, message| on_chat(app, c, id, user.id, message))?;
            app.wake_mailer();
        }
        Ok(redirect(&format!("/games/{id}#chat")))
    })
    .await
}

/// The export file of a finished game (with the revealed seed). A running game's
/// answers could reveal hidden cards, so there is no export before the end; and
/// the export has the replay's audience (it rebuilds every step of the replay).
pub async fn export(app: web::Data<Site>, session: Session, path: web::Path<i64>) -> HttpResponse {
    let id = path.into_inner();
    run(app, session, move |cx| {
        let game = cx.app.store.game_row(id)?;
        let holders = cx.app.store.seat_holders(id)?;
        require_audience(cx, &game, &holders, "")?;
        if game.status() != Status::Finished {
            return Err(WebError::Forbidden("error-export-after-end"));
        }
        if game.replay_players_only != 0 && seat_of(&holders, cx.user_id()).is_none() {
            return Err(WebError::Forbidden("error-replay-players"));
        }
        let export = cx.app.store.export(id)?;
        let body = serde_json::to_string_pretty(&export).map_err(|e| WebError::BadRequest(e.to_string()))?;
        let reply = super::Reply { content_type: "application/json", ..html(StatusCode::OK, body) };
        Ok(reply.with_header("Content-Disposition", format!("attachment; filename=\"{}-{id}.json\"", game.kind)))
    })
    .await
}
