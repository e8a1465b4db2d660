//! Replays: `/games/{id}/replay?step=k&as=seat`. Players of a running game step
//! through their own view; after the end everyone (or only the players, if the
//! game says so) may take any seat's view or the omniscient one. The state at step
//! k is the fold of the first k events, never anything stored.

use super::auth::Session;
use super::game::{names, seat_of};
use super::{Ctx, Site, WebError, ok_page, run};
use actix_web::{HttpResponse, web};
use askama::Template;
use boards::BoardCtx;
use engine::{Match, Seat, Viewer};
use serde::Deserialize;
use store::Status;

#[derive(Deserialize)]
pub struct ReplayQuery {
    /// Read as text so that a bad step gets the service's own 400 page.
    step: Option<String>,
    /// A seat number, "spectator" or "all".
    #[serde(rename = "as")]
    viewer: Option<String>,
}

pub struct ViewerChoice {
    pub value: String,
    pub label: String,
    pub selected: bool,
}

pub struct Chart {
    pub width: u32,
    pub height: u32,
    pub lines: Vec<(usize, String, String)>,
    pub max: i64,
    pub min: i64,
    pub marker_x: f64,
    /// What the chart follows (the game's `<slug>-chart`, else "score").
    pub caption: String,
}

#[derive(Template)]
#[template(path = "pages/replay.html")]
struct ReplayPage<'a> {
    cx: &'a Ctx<'a>,
    id: i64,
    title: String,
    step: u64,
    prev: u64,
    next: u64,
    last: u64,
    as_value: String,
    viewers: Vec<ViewerChoice>,
    board_html: String,
    /// The score by source at this step (the final table at the last step).
    score_sheet_html: Option<String>,
    /// (seq, entry as HTML, when it happened in the reader's zone)
    log: Vec<(u64, String, Option<String>)>,
    chart: Option<Chart>,
    stylesheet: String,
}

impl ReplayPage<'_> {
    fn href(&self, step: impl std::fmt::Display) -> String {
        format!("/games/{}/replay?step={}&as={}", self.id, step, self.as_value)
    }
}

/// Each seat's score after every event (index 0 = after setup), if the game keeps
/// a running score.
fn score_series(full: &Match) -> Option<Vec<Vec<i64>>> {
    let mut m = Match::fold(full.game(), full.seats(), full.options(), *full.seed(), &[], false).ok()?;
    let mut series = vec![m.state().scores()?];
    for ev in full.events() {
        m.extend(std::slice::from_ref(ev)).ok()?;
        series.push(m.state().scores()?);
    }
    Some(series)
}

const CHART_W: u32 = 640;
const CHART_H: u32 = 200;

fn chart(series: &[Vec<i64>], seats: usize, step: u64) -> Chart {
    let max = series.iter().flatten().copied().max().unwrap_or(1).max(1);
    let min = series.iter().flatten().copied().min().unwrap_or(0).min(0);
    let n = series.len().max(2) - 1;
    let x = |i: usize| i as f64 * CHART_W as f64 / n as f64;
    let y = |v: i64| CHART_H as f64 - (v - min) as f64 * CHART_H as f64 / (max - min) as f64;
    let lines = (0..seats)
        .map(|s| {
            let points: Vec<String> = series
                .iter()
                .enumerate()
                .filter_map(|(i, scores)| scores.get(s).map(|v| format!("{:.1},{:.1}", x(i), y(*v))))
                .collect();
            let last = series.last().and_then(|v| v.get(s)).copied().unwrap_or(0);
            (s, points.join(" "), last.to_string())
        })
        .collect();
    Chart { width: CHART_W, height: CHART_H, lines, max, min, marker_x: x(step as usize), caption: String::new() }
}

pub async fn page(
    app: web::Data<Site>,
    session: Session,
    path: web::Path<i64>,
    q: web::Query<ReplayQuery>,
) -> HttpResponse {
    let id = path.into_inner();
    let q = q.into_inner();
    run(app, session, move |cx| {
        let step = match q.step.as_deref().map(|s| s.trim().parse::<u64>()) {
            None => None,
            Some(Ok(step)) => Some(step),
            Some(Err(_)) => return Err(WebError::Invalid("error-replay-step")),
        };
        let app = cx.app;
        let game = app.store.game_row(id)?;
        let holders = app.store.seat_holders(id)?;
        let names = names(cx, &holders);
        super::game::require_audience(cx, &game, &holders, "")?;
        let my_seat = seat_of(&holders, cx.user_id());
        let finished = game.status() == Status::Finished;
        if (!finished || game.replay_players_only != 0) && my_seat.is_none() {
            return Err(WebError::Forbidden("error-replay-players"));
        }
        if !super::game::dealt(app, &game)? {
            return Err(WebError::Forbidden("error-replay-not-started"));
        }
        // Who the replay shows the game to.
        let default = my_seat.map_or_else(|| "spectator".into(), |s| s.to_string());
        let as_value = q.viewer.unwrap_or(default);
        let viewer = match as_value.as_str() {
            "all" => Viewer::Omniscient,
            "spectator" => Viewer::Spectator,
            n => Viewer::Seat(n.parse::<Seat>().map_err(|_| WebError::BadRequest("as".into()))?),
        };
        if !finished && viewer != my_seat.map_or(Viewer::Spectator, Viewer::Seat) {
            return Err(WebError::Forbidden("error-replay-own-view"));
        }
        if let Viewer::Seat(s) = viewer
            && s >= holders.len()
        {
            return Err(WebError::NotFound);
        }
        let catalog = app.catalog(&game.kind, cx.s.lang).ok_or(WebError::NotFound)?;
        let served = app.served(&game.kind).ok_or(WebError::NotFound)?;
        let name_of = |s: usize| names.get(s).cloned().unwrap_or_default();
        let (board_html, log, step, last, series, score_sheet_html) =
            app.store.with_match(id, |full| -> Result<_, WebError> {
                // While the game is on, up to the newest event others may see: a
                // standing order since is its seat's alone.
                let last = if finished { full.seq() } else { full.seq().min(game.public_seq as u64) };
                let step = step.unwrap_or(last).min(last);
                let m = Match::fold(
                    full.game(),
                    full.seats(),
                    full.options(),
                    *full.seed(),
                    &full.events()[..step as usize],
                    false,
                )
                .map_err(|e| WebError::BadRequest(e.to_string()))?;
                let ctx = BoardCtx { catalog, names: &names, viewer, prompt: None, medium: boards::Medium::Page };
                let board_html = served.board.render(m.state(), &ctx)?;
                let times = app.store.event_times(id, 1)?;
                let log = m
                    .log_for(viewer)
                    .map(|l| (l.seq, catalog.html(&l.entry.text, &name_of), times.get(&l.seq).map(|t| cx.datetime(t))))
                    .collect();
                let series = if finished { score_series(full) } else { None };
                let sheet = m.state().score_sheet(viewer).map(|sheet| boards::score_table(&sheet, catalog, &names));
                Ok((board_html, log, step, last, series, sheet))
            })??;
        let mut viewers: Vec<ViewerChoice> = Vec::new();
        let mut offer = |value: String, label: String| {
            let selected = value == as_value;
            viewers.push(ViewerChoice { value, label, selected });
        };
        if finished {
            for (s, n) in names.iter().enumerate() {
                offer(s.to_string(), n.clone());
            }
            offer("spectator".into(), cx.s.t("replay-as-spectator"));
            offer("all".into(), cx.s.t("replay-as-all"));
        } else if let Some(s) = my_seat {
            offer(s.to_string(), names[s].clone());
        }
        let page = ReplayPage {
            cx,
            id,
            title: app.game_title(&game.kind, cx.s.lang),
            step,
            prev: step.saturating_sub(1),
            next: (step + 1).min(last),
            last,
            viewers,
            board_html,
            score_sheet_html,
            log,
            chart: series.map(|s| Chart {
                caption: if catalog.has(&format!("{}-chart", game.kind)) {
                    catalog.message(&format!("{}-chart", game.kind))
                } else {
                    cx.s.t("replay-chart")
                },
                ..chart(&s, holders.len(), step)
            }),
            stylesheet: app.assets.url(served.css),
            as_value,
        };
        ok_page(&page)
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chart_scales_into_the_box() {
        let c = chart(&[vec![3, 3], vec![5, 2], vec![9, 4]], 2, 1);
        assert_eq!(c.max, 9);
        assert_eq!(c.min, 0);
        assert_eq!(c.lines[0].1, "0.0,133.3 320.0,88.9 640.0,0.0");
        assert_eq!(c.lines[1].2, "4");
        assert!((c.marker_x - 320.0).abs() < 1e-9, "{}", c.marker_x);
    }
}
