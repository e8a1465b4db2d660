//! The Quo Vadis board: the war being fought (who, with what strength and from
//! where, the bids in order, elation, the dice, the result); the map as SVG on a
//! page (each tile a hexagon cut into three rhombi, rotated as dealt; every
//! terrain a colour and a drawn pattern, workers and towns in race colours) and
//! as a table of areas in a mail, where webmail drops SVG; the creation cards
//! with their markers; and each player's resources against their maxima,
//! generation row and skills. Rendered only from the viewer's view.

use super::{BoardCtx, BoardError, Medium};
use ::quo_vadis::{FighterView, QuoVadisView, SpaceView, TileView, WarView};
use askama::Template;
use engine::i18n::escape;
use engine::{Seat, Text};
use std::fmt::Write as _;

/// Tile radius in SVG units.
const R: f64 = 60.0;

/// A race's colour name (from the game's data) as a colour pieces are drawn in.
fn piece_colour(name: &str) -> &'static str {
    match name {
        "green" => "#1b7f2a",
        "grey" => "#6b6b6b",
        "yellow" => "#f2c200",
        "white" => "#ffffff",
        "blue" => "#1f4fd1",
        _ => "#000000",
    }
}

pub struct Worker {
    pub colour: &'static str,
    pub n: u32,
    pub x: f64,
    pub y: f64,
}

pub struct Rhombus {
    pub points: String,
    pub terrain: &'static str,
    /// What a tap on the space shows: its name and terrain.
    pub about: String,
    /// Where the terrain pattern, the town and the workers are drawn.
    pub pattern: (f64, f64),
    pub town_at: (f64, f64),
    pub workers: Vec<Worker>,
    /// (colour, population, destroyed)
    pub town: Option<(&'static str, u32, bool)>,
    pub target: String,
}

pub struct Hex {
    pub id: String,
    pub x: f64,
    pub y: f64,
    /// The outline, drawn around the creation area.
    pub outline: String,
    pub token: Option<&'static str>,
    pub creation: bool,
    pub spaces: Vec<Rhombus>,
    pub target: String,
}

/// One row of the areas table (the map in a mail, a list on a page).
pub struct AreaRow {
    pub id: String,
    pub creation: bool,
    pub terrain: String,
    pub owners: String,
    pub workers: String,
    pub towns: String,
    pub target: String,
}

pub struct Fighter {
    /// Name with the race colour, as markup.
    pub who: String,
    pub elated: bool,
    pub winner: bool,
    pub base: String,
    pub bid: String,
    pub die: String,
    pub total: String,
}

pub struct WarPanel {
    pub title: String,
    pub fighters: Vec<Fighter>,
    pub notes: Vec<String>,
}

pub struct Panel {
    pub name: String,
    pub me: bool,
    pub race: String,
    pub colour: &'static str,
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
    pub page: bool,
    pub status: String,
    pub war: Option<WarPanel>,
    pub view_box: String,
    pub hexes: Vec<Hex>,
    pub areas: Vec<AreaRow>,
    pub creation_cards: Vec<(String, bool)>,
    pub panels: Vec<Panel>,
    pub hand: Vec<Item>,
    pub drafted: Vec<Item>,
}

fn corner(cx: f64, cy: f64, deg: f64, r: f64) -> (f64, f64) {
    let a = deg.to_radians();
    (cx + r * a.cos(), cy + r * a.sin())
}

fn colour_of(v: &QuoVadisView, seat: Seat) -> &'static str {
    piece_colour(v.players.get(seat).and_then(|p| p.colour.as_deref()).unwrap_or_default())
}

/// A player's name after a swatch of their colour, as markup.
fn who(v: &QuoVadisView, ctx: &BoardCtx, seat: Seat) -> String {
    format!(
        r#"<span class="qv-who"><span class="qv-swatch" style="background:{}"></span>{}</span>"#,
        colour_of(v, seat),
        escape(ctx.name(&seat))
    )
}

/// Dominance as the rules define it: workers on two or more spaces of the
/// area, or an intact town there.
fn dominates(t: &TileView, seat: Seat) -> bool {
    let workers = t.spaces.iter().filter(|s| s.workers.get(seat).is_some_and(|n| *n > 0)).count();
    let town = t.spaces.iter().any(|s| s.town.as_ref().is_some_and(|t| t.owner == seat && !t.destroyed));
    workers >= 2 || town
}

/// The space's short name inside its area (".1").
fn short(space: &SpaceView) -> &str {
    space.id.rfind('.').map_or(space.id.as_str(), |i| &space.id[i..])
}

fn rhombus(v: &QuoVadisView, ctx: &BoardCtx, t: &TileView, k: usize, (cx, cy): (f64, f64)) -> Rhombus {
    let s = &t.spaces[k];
    let e = ((2 * k + t.rotation) % 6) as f64;
    let theta = 30.0 - 60.0 * e;
    let pts =
        [(cx, cy), corner(cx, cy, theta + 30.0, R), corner(cx, cy, theta - 30.0, R), corner(cx, cy, theta - 90.0, R)];
    // The middle of the rhombus, and unit steps along its long and short diagonals.
    let (mx, my) = corner(cx, cy, theta - 30.0, R * 0.5);
    let long = (
        (theta + 30.0).to_radians().cos() - (theta - 90.0).to_radians().cos(),
        (theta + 30.0).to_radians().sin() - (theta - 90.0).to_radians().sin(),
    );
    let norm = (long.0 * long.0 + long.1 * long.1).sqrt();
    let (ux, uy) = (long.0 / norm, long.1 / norm);
    let (vx, vy) = ((theta - 30.0).to_radians().cos(), (theta - 30.0).to_radians().sin());
    let owners: Vec<(Seat, u32)> =
        s.workers.iter().enumerate().filter(|(_, n)| **n > 0).map(|(o, n)| (o, *n)).collect();
    let spread = owners.len() as f64 - 1.0;
    let workers = owners
        .iter()
        .enumerate()
        .map(|(i, &(o, n))| {
            let side = (i as f64 - spread / 2.0) * 19.0;
            Worker { colour: colour_of(v, o), n, x: mx - 20.0 * ux + side * vx, y: my - 20.0 * uy + side * vy }
        })
        .collect();
    Rhombus {
        points: pts.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect::<Vec<_>>().join(" "),
        terrain: s.terrain,
        about: format!("{} · {}", s.id, ctx.symbol_name(s.terrain)),
        pattern: (mx + 31.0 * ux - 7.0, my + 31.0 * uy - 7.0),
        town_at: (mx + 8.0 * ux, my + 8.0 * uy),
        workers,
        town: s.town.as_ref().map(|t| (colour_of(v, t.owner), t.population, t.destroyed)),
        target: ctx.target(&format!("space-{}", s.id)),
    }
}

fn area_row(v: &QuoVadisView, ctx: &BoardCtx, t: &TileView) -> AreaRow {
    let seats = v.players.len();
    // A token gives all three spaces its terrain: named once.
    let terrain = match t.token {
        Some(token) => format!("{} {}", ctx.symbol(SYMBOLS, token), escape(&ctx.t("quo-vadis-board-token"))),
        None => t.spaces.iter().map(|s| ctx.symbol(SYMBOLS, s.terrain)).collect::<Vec<_>>().join(" "),
    };
    let owners: Vec<String> = (0..seats).filter(|&o| dominates(t, o)).map(|o| who(v, ctx, o)).collect();
    let workers: Vec<String> = (0..seats)
        .filter_map(|o| {
            let on: Vec<(&str, u32)> =
                t.spaces.iter().filter_map(|s| s.workers.get(o).filter(|n| **n > 0).map(|n| (short(s), *n))).collect();
            let total: u32 = on.iter().map(|(_, n)| n).sum();
            let spaces: Vec<String> =
                on.iter().map(|(s, n)| if *n > 1 { format!("{s} ×{n}") } else { (*s).to_string() }).collect();
            (total > 0).then(|| format!("{} {total} ({})", who(v, ctx, o), spaces.join(", ")))
        })
        .collect();
    let towns: Vec<String> = t
        .spaces
        .iter()
        .filter_map(|s| {
            let town = s.town.as_ref()?;
            let text = if town.destroyed {
                Text::key("quo-vadis-board-town-destroyed").player("player", town.owner).plain("space", short(s))
            } else {
                Text::key("quo-vadis-board-town")
                    .player("player", town.owner)
                    .plain("space", short(s))
                    .num("n", town.population)
            };
            Some(format!(
                r#"<span class="qv-swatch" style="background:{}"></span>{}"#,
                colour_of(v, town.owner),
                ctx.text(&text)
            ))
        })
        .collect();
    let nobody = || escape(&ctx.t("quo-vadis-board-nobody")).into_owned();
    let list = |items: Vec<String>| if items.is_empty() { nobody() } else { items.join(", ") };
    AreaRow {
        id: t.id.clone(),
        creation: v.creation_area.as_deref() == Some(t.id.as_str()),
        terrain,
        owners: list(owners),
        workers: list(workers),
        towns: list(towns),
        target: ctx.target(&format!("area-{}", t.id)),
    }
}

fn fighter(v: &QuoVadisView, w: &WarView, f: &FighterView, ctx: &BoardCtx) -> Fighter {
    let mut base = ctx.text(&Text::key("quo-vadis-war-base").num("n", f.base));
    if let Some(p) = f.parts {
        let parts: Vec<String> = [
            ("quo-vadis-war-part-workers", p.workers),
            ("quo-vadis-war-part-towns", p.towns),
            ("quo-vadis-war-part-areas", p.areas),
            ("quo-vadis-war-part-skills", p.skills),
        ]
        .into_iter()
        .filter(|(_, n)| *n > 0)
        .map(|(key, n)| ctx.text(&Text::key(key).num("n", n)))
        .collect();
        if !parts.is_empty() {
            let _ = write!(base, " = {}", parts.join(" + "));
        }
    }
    let bid = match (f.bid, f.bid_strength) {
        (Some(n), Some(strength)) => Text::key("quo-vadis-war-bid").num("n", n).num("strength", strength),
        _ if f.bidding => Text::key("quo-vadis-war-bid-now"),
        _ => Text::key("quo-vadis-war-bid-waiting"),
    };
    let die = match f.kept {
        Some(kept) => Text::key("quo-vadis-war-die")
            .icon("die", f.die)
            .plain("rolls", f.rolls.iter().map(u32::to_string).collect::<Vec<_>>().join(", "))
            .num("kept", kept),
        None => Text::key("quo-vadis-war-die-waiting").icon("die", f.die),
    };
    Fighter {
        who: who(v, ctx, f.seat),
        elated: w.elated == Some(f.seat),
        winner: w.winner == Some(f.seat),
        base,
        bid: ctx.text(&bid),
        die: ctx.text(&die),
        total: f.total.map(|n| ctx.text(&Text::key("quo-vadis-war-total").num("n", n))).unwrap_or_default(),
    }
}

fn war_panel(v: &QuoVadisView, w: &WarView, ctx: &BoardCtx) -> WarPanel {
    let mut notes = Vec::new();
    if let Some(next) = w.fighters.iter().find(|f| f.bidding) {
        notes.push(Text::key("quo-vadis-war-bidding").player("player", next.seat));
    } else {
        notes.push(Text::key("quo-vadis-war-rolled"));
        notes.push(match w.elated {
            Some(e) => Text::key("quo-vadis-war-elated").player("player", e),
            None => Text::key("quo-vadis-war-no-elation"),
        });
    }
    if let Some(win) = w.winner {
        notes.push(Text::key("quo-vadis-war-won").player("player", win));
    }
    WarPanel {
        title: ctx.text(&Text::key("quo-vadis-war-title").plain("area", w.area.clone())),
        fighters: w.fighters.iter().map(|f| fighter(v, w, f, ctx)).collect(),
        notes: notes.iter().map(|t| ctx.text(t)).collect(),
    }
}

impl<'a> Board<'a> {
    pub fn new(v: &QuoVadisView, ctx: &'a BoardCtx<'a>) -> Board<'a> {
        let mut hexes = Vec::new();
        let (mut minx, mut miny, mut maxx, mut maxy) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
        for t in &v.tiles {
            // Flat-topped hexagons: edge d faces the neighbour in axial direction d.
            let cx = R * 1.5 * f64::from(t.q);
            let cy = R * 3f64.sqrt() * (f64::from(t.r) + f64::from(t.q) / 2.0);
            minx = minx.min(cx - R);
            maxx = maxx.max(cx + R);
            miny = miny.min(cy - R);
            maxy = maxy.max(cy + R);
            let outline = (0..6)
                .map(|i| corner(cx, cy, 60.0 * f64::from(i), R))
                .map(|(x, y)| format!("{x:.1},{y:.1}"))
                .collect::<Vec<_>>()
                .join(" ");
            hexes.push(Hex {
                id: t.id.clone(),
                x: cx,
                y: cy,
                outline,
                token: t.token,
                creation: v.creation_area.as_deref() == Some(t.id.as_str()),
                spaces: (0..t.spaces.len()).map(|k| rhombus(v, ctx, t, k, (cx, cy))).collect(),
                target: ctx.target(&format!("area-{}", t.id)),
            });
        }
        let mut areas: Vec<AreaRow> = v.tiles.iter().map(|t| area_row(v, ctx, t)).collect();
        areas.sort_by(|a, b| a.id.cmp(&b.id));
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
            .map(|c| ((*c).to_string(), v.markers.iter().any(|m| m.as_str() == *c)))
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
                    race: p
                        .race
                        .as_ref()
                        .map(|r| ctx.text(&Text::key("quo-vadis-opt-race").icon("race", r.clone())))
                        .unwrap_or_default(),
                    colour: colour_of(v, p.seat),
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
            page: ctx.medium == Medium::Page,
            status: ctx.text(&status),
            war: v.war.as_ref().map(|w| war_panel(v, w, ctx)),
            view_box: format!(
                "{:.0} {:.0} {:.0} {:.0}",
                minx - 5.0,
                miny - 5.0,
                maxx - minx + 10.0,
                maxy - miny + 10.0
            ),
            hexes,
            areas,
            creation_cards,
            panels,
            hand: own.and_then(|p| p.hand.as_ref()).map(|h| items(h, "card")).unwrap_or_default(),
            drafted: own.and_then(|p| p.drafted.as_ref()).map(|h| items(h, "skill")).unwrap_or_default(),
        }
    }

    /// The SVG `symbol` definitions the map's `use` elements draw.
    pub fn symbol_defs(&self) -> String {
        SYMBOLS.iter().fold(String::new(), |mut out, s| {
            let _ = write!(
                out,
                r#"<symbol id="qv-sym-{id}" viewBox="0 0 20 20">{shape}</symbol>"#,
                id = s.id,
                shape = s.shape
            );
            out
        })
    }
}

pub fn render(view: &QuoVadisView, ctx: &BoardCtx) -> Result<String, BoardError> {
    Ok(Board::new(view, ctx).render()?)
}

/// Every symbol this board draws (see [`crate::Symbol`]): the five terrains
/// (a colour and a pattern each, so they differ without colour too), the
/// pieces, and the marks of the creation area and of a war.
pub const SYMBOLS: &[crate::Symbol] = &[
    crate::Symbol {
        id: "plains",
        shape: r##"<rect x="1" y="1" width="18" height="18" rx="3" fill="#8fc77a"/><path d="M3 15 L5 9 L7 15 M8 15 L10 7 L12 15 M13 15 L15 9 L17 15" fill="none" stroke="#2f6b24" stroke-width="1.5"/>"##,
    },
    crate::Symbol {
        id: "mountains",
        shape: r##"<rect x="1" y="1" width="18" height="18" rx="3" fill="#b5b5b5"/><path d="M2 17 L8 5 L12 12 L14 9 L18 17 Z" fill="#5e5e5e"/>"##,
    },
    crate::Symbol {
        id: "desert",
        shape: r##"<rect x="1" y="1" width="18" height="18" rx="3" fill="#ead27c"/><path d="M2 9 Q6 5 10 9 T18 9 M2 15 Q6 11 10 15 T18 15" fill="none" stroke="#9a7a1f" stroke-width="1.5"/>"##,
    },
    crate::Symbol {
        id: "tundra",
        shape: r##"<rect x="1" y="1" width="18" height="18" rx="3" fill="#f4f6f8" stroke="#9ab" stroke-width="1"/><path d="M10 3 V17 M4 6.5 L16 13.5 M4 13.5 L16 6.5" stroke="#4f79a6" stroke-width="1.5"/>"##,
    },
    crate::Symbol {
        id: "sea",
        shape: r##"<rect x="1" y="1" width="18" height="18" rx="3" fill="#6fa6de"/><path d="M2 8 Q4 5 6 8 T10 8 T14 8 T18 8 M2 14 Q4 11 6 14 T10 14 T14 14 T18 14" fill="none" stroke="#fff" stroke-width="1.5"/>"##,
    },
    crate::Symbol {
        id: "token",
        shape: r##"<circle cx="10" cy="10" r="8" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="3 2"/>"##,
    },
    crate::Symbol {
        id: "worker",
        shape: r##"<circle cx="10" cy="10" r="7" fill="currentColor" stroke="#000" stroke-width="1.5"/>"##,
    },
    crate::Symbol {
        id: "town",
        shape: r##"<path d="M3 10 L10 3 L17 10 V17 H3 Z" fill="currentColor" stroke="#000" stroke-width="1.5"/>"##,
    },
    crate::Symbol {
        id: "destroyed",
        shape: r##"<path d="M3 10 L10 3 L17 10 V17 H3 Z" fill="#fff" stroke="#000" stroke-width="1.5" stroke-dasharray="2 2"/><path d="M6 9 L14 16 M14 9 L6 16" stroke="#b3261e" stroke-width="2"/>"##,
    },
    crate::Symbol {
        id: "creation",
        shape: r##"<path d="M5 2 H15 L19 10 L15 18 H5 L1 10 Z" fill="none" stroke="#b3261e" stroke-width="3"/>"##,
    },
    crate::Symbol {
        id: "marker",
        shape: r##"<rect x="4" y="4" width="12" height="12" rx="2" fill="#333" stroke="#000"/>"##,
    },
    crate::Symbol {
        id: "elated",
        shape: r##"<path d="M4 10 L10 4 L16 10 M4 16 L10 10 L16 16" fill="none" stroke="#c0392b" stroke-width="2.5"/>"##,
    },
    crate::Symbol {
        id: "winner",
        shape: r##"<path d="M2 16 L3 6 L7 10 L10 3 L13 10 L17 6 L18 16 Z" fill="#e0b100" stroke="#000" stroke-width="1"/>"##,
    },
];

/// The rules help at `/rules/quo-vadis`.
pub const RULES: crate::RulesHelp = crate::RulesHelp {
    pages: &[("en", include_str!("rules/quo-vadis.en.html")), ("ja", include_str!("rules/quo-vadis.ja.html"))],
    sections: &[
        ("quo-vadis-ask-race", "setup"),
        ("quo-vadis-ask-draft", "setup"),
        ("quo-vadis-ask-split", "setup"),
        ("quo-vadis-ask-basic", "setup"),
        ("quo-vadis-ask-area", "area"),
        ("quo-vadis-ask-route", "area"),
        ("quo-vadis-ask-wrath", "wrath"),
        ("quo-vadis-ask-token", "wrath"),
        ("quo-vadis-ask-deluge", "wrath"),
        ("quo-vadis-ask-first-worker", "placement"),
        ("quo-vadis-ask-more-workers", "placement"),
        ("quo-vadis-ask-swift-feet", "placement"),
        ("quo-vadis-ask-card", "generations"),
        ("quo-vadis-ask-mode", "generations"),
        ("quo-vadis-ask-devotion", "generations"),
        ("quo-vadis-ask-jubilee", "actions"),
        ("quo-vadis-ask-revelation", "actions"),
        ("quo-vadis-ask-prosperity", "actions"),
        ("quo-vadis-ask-change-discard", "generations"),
        ("quo-vadis-ask-bid", "war"),
        ("quo-vadis-ask-reroll", "war"),
        ("quo-vadis-ask-fastness", "war"),
        ("quo-vadis-ask-refugees", "war"),
        ("quo-vadis-ask-war-resource", "war"),
        ("quo-vadis-ask-town", "construction"),
        ("quo-vadis-ask-masons", "construction"),
        ("quo-vadis-ask-skill-set", "end-phase"),
    ],
};

#[cfg(test)]
mod tests {
    use super::*;
    use ::quo_vadis::QuoVadis;
    use engine::conformance::random_answer;
    use engine::i18n::Catalog;
    use engine::registry::registered;
    use engine::{Game, GameRng, Match, Seed, Viewer};

    const NAMES: [&str; 3] = ["Ann", "Bo", "Cy"];

    fn names() -> Vec<String> {
        NAMES.iter().map(|n| (*n).to_string()).collect()
    }

    fn view(m: &Match, viewer: Viewer) -> QuoVadisView {
        m.state_as::<QuoVadis>().expect("a Quo Vadis game").view(viewer)
    }

    /// Plays a three-player game from a fixed seed, answering every prompt with
    /// a fixed sequence of random answers, until `stop` holds.
    fn play_until(label: &str, stop: impl Fn(&Match) -> bool) -> Match {
        let mut m = Match::new(registered::<QuoVadis>(), 3, &serde_json::Value::Null, Seed::from_label(label)).unwrap();
        let mut rng = GameRng::from_u64(38);
        while !stop(&m) {
            assert!(!m.is_over(), "the game ended before the position was reached");
            let p = m.prompts().remove(0);
            m.answer(p.seat, &random_answer(&p.choice, &mut rng)).expect("a random answer is legal");
        }
        m
    }

    /// A war whose first bid is made and whose second bidder is to bid.
    fn war_in_progress() -> Match {
        play_until("board/quo-vadis-war", |m| {
            view(m, Viewer::Spectator)
                .war
                .is_some_and(|w| w.fighters.first().is_some_and(|f| f.bid.is_some()) && w.stage == "bids")
        })
    }

    fn render_at(m: &Match, lang: &str, viewer: Viewer, medium: Medium) -> String {
        let catalog = Catalog::for_game(&QuoVadis::meta(), lang).unwrap();
        let names = names();
        let prompt = viewer.seat().and_then(|s| m.prompt_for(s));
        let ctx = BoardCtx { catalog: &catalog, names: &names, viewer, prompt: prompt.as_ref(), medium };
        crate::DynBoard::render(&crate::BoardOf::<QuoVadis>(render), m.state(), &ctx).expect("the board renders")
    }

    /// Every `sym-<id>` class the markup uses names a symbol of [`SYMBOLS`].
    fn symbols_used(html: &str) -> Vec<String> {
        html.match_indices("sym-")
            .map(|(i, _)| {
                html[i + 4..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-').collect::<String>()
            })
            .filter(|id| id != "name" && !id.is_empty())
            .collect()
    }

    fn check_legible(html: &str) {
        assert!(!html.contains("title=\""), "no title attribute holds text alone");
        for id in symbols_used(html) {
            assert!(SYMBOLS.iter().any(|s| s.id == id), "symbol {id} is drawn but not in SYMBOLS");
        }
        assert!(!html.contains("sym-unknown"), "every symbol asked for is in SYMBOLS");
    }

    /// The row of the areas table for `area`.
    fn area_row<'h>(html: &'h str, area: &str) -> &'h str {
        let start = html.find(&format!("<th>{area}")).unwrap_or_else(|| panic!("area {area} has a row"));
        let end = html[start..].find("</tr>").map_or(html.len(), |e| start + e);
        &html[start..end]
    }

    #[test]
    fn a_war_in_progress_shows_fighters_strength_bids_and_dice_in_both_languages_and_media() {
        let m = war_in_progress();
        let v = view(&m, Viewer::Spectator);
        let war = v.war.as_ref().unwrap();
        assert!(war.fighters.len() >= 2);
        let bidder = war.fighters.iter().find(|f| f.bidding).map(|f| f.seat).unwrap();
        for lang in ["en", "ja"] {
            for medium in [Medium::Page, Medium::Mail] {
                let html = render_at(&m, lang, Viewer::Seat(bidder), medium);
                check_legible(&html);
                let panel = &html[html.find("qv-war").expect("the war panel")..html.find("qv-map").unwrap()];
                for f in &war.fighters {
                    assert!(panel.contains(NAMES[f.seat]), "{lang}: the panel names every fighter");
                    assert!(panel.contains(&format!("{}{}", if lang == "en" { "Base " } else { "基本" }, f.base)));
                }
                let first = &war.fighters[0];
                let bid = first.bid.unwrap();
                let shown = if lang == "en" { format!("spent {bid} morale") } else { format!("戦意{bid}を使用") };
                assert!(panel.contains(&shown), "{lang}: the first bid is shown");
                assert!(panel.contains(if lang == "en" { "bids next" } else { "次は" }), "{lang}: who bids next");
            }
        }
        let page = render_at(&m, "en", Viewer::Seat(bidder), Medium::Page);
        assert!(page.contains("workers") || page.contains("worker"), "the base strength names its parts");
    }

    #[test]
    fn a_fought_war_is_told_in_the_log_with_its_parts_bids_dice_and_result() {
        let m = play_until("board/quo-vadis-war", |m| {
            m.log_for(Viewer::Spectator).any(|l| l.entry.text.key.as_ref() == "quo-vadis-log-war-won")
        });
        let keys: Vec<&str> = m.log_for(Viewer::Spectator).map(|l| l.entry.text.key.as_ref()).collect();
        let start = keys.iter().position(|k| *k == "quo-vadis-log-war").expect("the war is announced");
        let war = &keys[start..];
        for key in [
            "quo-vadis-log-war-side",
            "quo-vadis-log-bid",
            "quo-vadis-log-roll",
            "quo-vadis-log-strength",
            "quo-vadis-log-war-won",
        ] {
            assert!(war.contains(&key), "the war's log has {key}");
        }
        let catalog = Catalog::for_game(&QuoVadis::meta(), "en").unwrap();
        let side =
            m.log_for(Viewer::Spectator).find(|l| l.entry.text.key.as_ref() == "quo-vadis-log-war-side").unwrap();
        let line = catalog.plain(&side.entry.text, &|s| NAMES[s].to_string());
        assert!(line.contains("from workers") && line.contains("from neighbouring areas"), "{line}");
    }

    #[test]
    fn a_mid_game_board_is_legible_and_its_mail_map_is_a_table_naming_every_area_and_owner() {
        let m = play_until("board/quo-vadis-mid", |m| view(m, Viewer::Spectator).round >= 5);
        let v = view(&m, Viewer::Seat(0));
        for lang in ["en", "ja"] {
            let page = render_at(&m, lang, Viewer::Seat(0), Medium::Page);
            check_legible(&page);
            assert!(page.contains("<svg") && page.contains("legend-plains"), "the page draws the map and its legend");
            let mail = render_at(&m, lang, Viewer::Seat(0), Medium::Mail);
            check_legible(&mail);
            assert!(!mail.contains("<svg"), "{lang}: webmail drops SVG, so the mail has none");
            assert!(mail.len() < 40_000, "{lang}: the mail board is {} bytes", mail.len());
            for t in &v.tiles {
                let row = area_row(&mail, &t.id);
                for o in (0..3).filter(|&o| dominates(t, o)) {
                    assert!(row.contains(NAMES[o]), "{lang}: area {} names its owner {}", t.id, NAMES[o]);
                }
                for s in &t.spaces {
                    assert!(row.contains(&format!(
                            "class=\"sym-name\">{}",
                            Catalog::for_game(&QuoVadis::meta(), lang)
                                .unwrap()
                                .message(&format!("quo-vadis-symbol-{}", s.terrain))
                        )));
                }
            }
        }
    }

    #[test]
    fn random_positions_draw_only_listed_symbols_and_no_titles() {
        crate::each_random_state::<QuoVadis>(2, 40, |m| {
            for medium in [Medium::Page, Medium::Mail] {
                check_legible(&render_at(m, "en", Viewer::Seat(0), medium));
            }
        });
    }

    #[test]
    fn the_rules_pages_have_the_same_sections_and_cover_every_prompt_and_symbol() {
        let en = RULES.section_ids(RULES.page("en"));
        assert_eq!(en, RULES.section_ids(RULES.page("ja")), "the same sections in both languages");
        for (_, id) in RULES.sections {
            assert!(en.contains(id), "prompts link to section {id}, which exists");
        }
        for lang in ["en", "ja"] {
            let catalog = Catalog::for_game(&QuoVadis::meta(), lang).unwrap();
            for s in SYMBOLS {
                let key = format!("quo-vadis-symbol-{}", s.id);
                assert!(catalog.attribute(&key, "text").is_some_and(|t| !t.is_empty()), "{lang}: {key} has a text");
            }
        }
    }
}
