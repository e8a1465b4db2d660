//! The Quo Vadis board: the hex map as SVG (each tile a hexagon cut into three
//! rhombi, rotated as dealt; terrains as colours, tokens, workers and towns in
//! race colours, population, destroyed towns), the creation cards with their
//! markers, and each player's resources against their maxima, generation row and
//! skills, rendered only from the viewer's view.

use super::{BoardCtx, BoardError};
use ::quo_vadis::QuoVadisView;
use askama::Template;
use engine::Text;

/// Tile radius in SVG units.
const R: f64 = 60.0;

pub struct Rhombus {
    pub id: String,
    pub points: String,
    pub terrain: &'static str,
    /// Where pieces are drawn.
    pub x: f64,
    pub y: f64,
    pub workers: Vec<(String, u32)>,
    pub town: Option<(String, u32, bool)>,
    pub target: String,
}

pub struct Hex {
    pub id: String,
    pub x: f64,
    pub y: f64,
    pub token: Option<&'static str>,
    pub creation: bool,
    pub spaces: Vec<Rhombus>,
    pub target: String,
}

pub struct Panel {
    pub name: String,
    pub me: bool,
    pub race: String,
    pub colour: String,
    /// (name, value, maximum)
    pub counters: Vec<(String, u32, u32)>,
    pub vp: u32,
    pub workers: u32,
    pub towns: u32,
    pub hand_size: usize,
    pub generations: Vec<Vec<String>>,
    pub skills: Vec<String>,
    pub face_down: usize,
}

pub struct Item {
    pub html: String,
    pub target: String,
}

#[derive(Template)]
#[template(path = "games/quo-vadis/board.html")]
pub struct Board<'a> {
    pub ctx: &'a BoardCtx<'a>,
    pub status: String,
    pub view_box: String,
    pub hexes: Vec<Hex>,
    pub creation_cards: Vec<(String, bool)>,
    pub panels: Vec<Panel>,
    pub hand: Vec<Item>,
    pub drafted: Vec<Item>,
}

fn corner(cx: f64, cy: f64, deg: f64, r: f64) -> (f64, f64) {
    let a = deg.to_radians();
    (cx + r * a.cos(), cy + r * a.sin())
}

fn colour_of(v: &QuoVadisView, seat: usize) -> String {
    v.players.get(seat).and_then(|p| p.colour.clone()).unwrap_or_else(|| "black".into())
}

impl<'a> Board<'a> {
    pub fn new(v: &QuoVadisView, ctx: &'a BoardCtx<'a>) -> Board<'a> {
        let mut hexes = Vec::new();
        let (mut minx, mut miny, mut maxx, mut maxy) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
        for t in &v.tiles {
            // Flat-topped hexagons: edge d faces the neighbour in axial direction d.
            let cx = R * 1.5 * t.q as f64;
            let cy = R * 3f64.sqrt() * (t.r as f64 + t.q as f64 / 2.0);
            minx = minx.min(cx - R);
            maxx = maxx.max(cx + R);
            miny = miny.min(cy - R);
            maxy = maxy.max(cy + R);
            let spaces = t
                .spaces
                .iter()
                .enumerate()
                .map(|(k, s)| {
                    let e = ((2 * k + t.rotation) % 6) as f64;
                    let theta = 30.0 - 60.0 * e;
                    let pts = [
                        (cx, cy),
                        corner(cx, cy, theta + 30.0, R),
                        corner(cx, cy, theta - 30.0, R),
                        corner(cx, cy, theta - 90.0, R),
                    ];
                    let (x, y) = corner(cx, cy, theta - 30.0, R * 0.5);
                    Rhombus {
                        id: s.id.clone(),
                        points: pts.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect::<Vec<_>>().join(" "),
                        terrain: s.terrain,
                        x,
                        y,
                        workers: s
                            .workers
                            .iter()
                            .enumerate()
                            .filter(|(_, n)| **n > 0)
                            .map(|(o, n)| (colour_of(v, o), *n))
                            .collect(),
                        town: s.town.as_ref().map(|t| (colour_of(v, t.owner), t.population, t.destroyed)),
                        target: ctx.target(&format!("space-{}", s.id)),
                    }
                })
                .collect();
            hexes.push(Hex {
                id: t.id.clone(),
                x: cx,
                y: cy,
                token: t.token,
                creation: v.creation_area.as_deref() == Some(t.id.as_str()),
                spaces,
                target: ctx.target(&format!("area-{}", t.id)),
            });
        }
        let status = if v.finished {
            Text::key("quo-vadis-board-finished")
        } else {
            Text::key("quo-vadis-board-status")
                .num("round", v.round)
                .num("rounds", v.rounds)
                .player("player", v.turn_player)
        };
        let creation_cards = ["1", "2", "3", "4", "5", "free"]
            .iter()
            .map(|c| (c.to_string(), v.markers.iter().filter(|m| m.as_str() == *c).count() > 0))
            .collect();
        let counter = |key: &str, value: u32, max: u32| (ctx.t(&format!("quo-vadis-icon-{key}")), value, max);
        let panels = v
            .players
            .iter()
            .map(|p| {
                let max = p.maxima.unwrap_or([0; 4]);
                Panel {
                    name: ctx.name(&p.seat).to_string(),
                    me: ctx.is_me(&p.seat),
                    race: p.race.as_ref().map(|r| ctx.t(&format!("quo-vadis-icon-{r}"))).unwrap_or_default(),
                    colour: p.colour.clone().unwrap_or_default(),
                    counters: vec![
                        counter("morale", p.resources[0], max[0]),
                        counter("food", p.resources[1], max[1]),
                        counter("faith", p.resources[2], max[2]),
                        counter("wrath", p.wrath, max[3]),
                    ],
                    vp: p.vp,
                    workers: p.workers_in_reserve,
                    towns: p.towns_in_reserve,
                    hand_size: p.hand_size,
                    generations: p.generations.iter().map(|g| g.iter().map(|c| ctx.card(c)).collect()).collect(),
                    skills: p.skills.iter().map(|s| ctx.card(s)).collect(),
                    face_down: p.face_down_skills,
                }
            })
            .collect();
        let own = ctx.viewer.seat().and_then(|s| v.players.get(s));
        let items = |ids: &[&'static str], prefix: &str| -> Vec<Item> {
            ids.iter().map(|c| Item { html: ctx.card(c), target: ctx.target(&format!("{prefix}-{c}")) }).collect()
        };
        Board {
            ctx,
            status: ctx.text(&status),
            view_box: format!(
                "{:.0} {:.0} {:.0} {:.0}",
                minx - 5.0,
                miny - 5.0,
                maxx - minx + 10.0,
                maxy - miny + 10.0
            ),
            hexes,
            creation_cards,
            panels,
            hand: own.and_then(|p| p.hand.as_ref()).map(|h| items(h, "card")).unwrap_or_default(),
            drafted: own.and_then(|p| p.drafted.as_ref()).map(|h| items(h, "skill")).unwrap_or_default(),
        }
    }
}

pub fn render(view: &QuoVadisView, ctx: &BoardCtx) -> Result<String, BoardError> {
    Ok(Board::new(view, ctx).render()?)
}

/// Every symbol this board draws (see [`crate::Symbol`]).
pub const SYMBOLS: &[crate::Symbol] = &[];

/// The rules help at `/rules/quo-vadis`.
pub const RULES: crate::RulesHelp = crate::RulesHelp {
    pages: &[("en", include_str!("rules/quo-vadis.en.html")), ("ja", include_str!("rules/quo-vadis.ja.html"))],
    sections: &[],
};
