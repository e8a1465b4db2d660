//! The rules help of each game at `/rules/<slug>`: our own words on the turn,
//! the terms, scoring and options (from the board's `rules/` pages), then every
//! symbol its board draws, with its meaning, and the options a new game offers.

use super::auth::Session;
use super::{Ctx, Page, Site, ok_page, run};
use actix_web::{HttpResponse, web};
use askama::Template;
use boards::{BoardCtx, Medium};
use engine::{OptionKind, Viewer};

#[derive(Template)]
#[template(path = "pages/rules.html")]
struct RulesPage<'a> {
    cx: &'a Ctx<'a>,
    title: String,
    slug: &'static str,
    contents: Vec<(&'static str, &'static str)>,
    body_html: &'static str,
    legend_html: String,
    /// (option's label, its choices' labels), as HTML.
    options: Vec<(String, Vec<String>)>,
}

pub async fn page(app: web::Data<Site>, session: Session, path: web::Path<String>) -> HttpResponse {
    let slug = path.into_inner();
    run(app, session, move |cx| render(cx, &slug)).await
}

fn render(cx: &Ctx, slug: &str) -> Page {
    let app = cx.app;
    let served = app.served(slug).ok_or(super::WebError::NotFound)?;
    let catalog = app.catalog(slug, cx.s.lang).ok_or(super::WebError::NotFound)?;
    let none = |_| String::new();
    let board = BoardCtx { catalog, names: &[], viewer: Viewer::Spectator, prompt: None, medium: Medium::Page };
    let options = served
        .game
        .meta()
        .options
        .iter()
        .map(|o| {
            let choices = match &o.kind {
                OptionKind::One { choices, .. } | OptionKind::Many { choices, .. } => {
                    choices.iter().map(|c| catalog.html(&c.label, &none)).collect()
                }
                _ => Vec::new(),
            };
            (catalog.html(&o.label, &none), choices)
        })
        .collect();
    ok_page(&RulesPage {
        cx,
        title: cx.s.t_arg("rules-title", "game", app.game_title(slug, cx.s.lang)),
        slug: served.game.slug(),
        contents: served.rules.contents(cx.s.lang),
        body_html: served.rules.page(cx.s.lang),
        legend_html: board.legend(served.symbols),
        options,
    })
}
