//! The Voidfall board: an SVG hex map (population, guilds, installations,
//! fleets by model and power, corruption, Voidborn, control; sectors clickable
//! when a prompt names them), the galactic board (trade spaces, priority row,
//! event, market, display), and every player's board, from the viewer's view.

use super::{BoardCtx, BoardError, Medium};
use ::voidfall::{Model, Resource, SectorView, Track, VoidfallView};
use askama::Template;
use engine::Text;
use engine::hex::Hex;
use engine::i18n::escape;
use std::fmt::Write as _;

const SIZE: f64 = 46.0;
/// The side of a symbol drawn inside a hex, in map units.
const MARK: f64 = 12.0;

/// A symbol placed on the map, with an optional number after it.
pub struct Mark {
    pub sym: &'static str,
    /// Extra CSS classes (the owner's colour).
    pub class: String,
    pub x: f64,
    pub y: f64,
    pub label: String,
}

/// One fleet's owner, model and power, as the sector list shows it.
pub struct FleetCell {
    /// `vf-c<seat>` or `vf-vb` (Voidborn).
    pub class: String,
    pub owner: String,
    pub sym: &'static str,
    pub model: String,
    pub power: u8,
}

pub struct Sector {
    pub points: String,
    pub x: f64,
    pub y: f64,
    /// CSS class: the control state and owner seat.
    pub class: String,
    /// The label on the hex (a letter and a number), so long names never
    /// overflow it; the sector list pairs it with the full name.
    pub short: String,
    pub name: String,
    /// Who holds it: a player, the Voidborn, a Fallen House or nobody.
    pub owner: String,
    pub home: bool,
    pub population: u8,
    pub fixed_population: bool,
    pub corrupt: bool,
    pub guilds: String,
    pub installations: Vec<(&'static str, String)>,
    pub fleets: Vec<FleetCell>,
    pub tokens: usize,
    /// Full names of the sectors a Voidstorm separates this one from.
    pub storms: Vec<String>,
    pub target: String,
    /// The Fallen House holding the sector: its card, defenses and reward (HTML).
    pub fallen: String,
    /// Everything above in words, shown when the hex is tapped.
    pub described: String,
    pub marks: Vec<Mark>,
}

/// A Voidstorm drawn on the edge two hexes share: a zigzag path.
pub struct Storm {
    pub path: String,
}

pub struct PlayerBoard {
    pub seat: usize,
    pub name: String,
    pub me: bool,
    pub house: String,
    pub influence: u32,
    /// (resource name, stored, cap, production level).
    pub storage: Vec<(String, u8, u8, i32)>,
    pub supply_power: u8,
    pub reserve: u8,
    pub map_power: u32,
    pub tracks: Vec<(String, u8)>,
    pub techs: Vec<String>,
    pub improved_hand: Vec<String>,
    pub slots: Vec<String>,
    pub agenda_hand: Vec<String>,
    pub agenda_hand_count: usize,
    /// Afflictions as markup: the name with what it does on tap.
    pub afflictions: Vec<String>,
    pub focus_hand: Vec<String>,
    pub focus_discard: Vec<String>,
    pub upkeep: u32,
    pub time_units: u32,
}

#[derive(Template)]
#[template(path = "games/voidfall/board.html")]
pub struct Board<'a> {
    pub ctx: &'a BoardCtx<'a>,
    pub mail: bool,
    pub status: String,
    pub view_box: String,
    /// Each symbol's shape once, for the map's `<use>` references.
    pub defs: String,
    pub sectors: Vec<Sector>,
    pub storms: Vec<Storm>,
    pub legend: String,
    pub trade: Vec<u8>,
    /// (priority card, marker owner's name, what the card gives).
    pub priority: Vec<(u8, String, String)>,
    pub event: String,
    pub event_choice: Vec<String>,
    pub market: Vec<String>,
    pub display: Vec<String>,
    pub agenda_offer: Vec<String>,
    pub players: Vec<PlayerBoard>,
}

fn corners(x: f64, y: f64) -> String {
    (0..6)
        .map(|i| {
            let a = std::f64::consts::PI / 180.0 * (60.0 * f64::from(i) - 30.0);
            format!("{:.1},{:.1}", x + SIZE * a.cos(), y + SIZE * a.sin())
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The zigzag of a Voidstorm along the edge shared by hexes centred at `a`
/// and `b`: the edge is the perpendicular bisector of the centres, one side
/// long.
fn storm_path(a: (f64, f64), b: (f64, f64)) -> String {
    let mid = (f64::midpoint(a.0, b.0), f64::midpoint(a.1, b.1));
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy).max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let (px, py) = (-uy, ux);
    let steps = 6;
    let mut path = String::new();
    for i in 0..=steps {
        let t = (f64::from(i) / f64::from(steps) - 0.5) * SIZE;
        let off = if i % 2 == 0 { -4.0 } else { 4.0 };
        let (x, y) = (mid.0 + px * t + ux * off, mid.1 + py * t + uy * off);
        let _ = write!(path, "{}{x:.1},{y:.1}", if i == 0 { "M" } else { " L" });
    }
    path
}

/// The hex label of a sector id: its kind's letter and its number from 1
/// (`outer-2` is "O3"), in the viewer's language.
fn short_label(ctx: &BoardCtx, id: &str) -> String {
    let id = id.strip_prefix("solo-").unwrap_or(id);
    let (kind, n) = match id.rsplit_once('-') {
        Some((kind, n)) => (kind, n.parse::<u32>().map_or(0, |n| n + 1)),
        None => (id, 0),
    };
    let text = Text::key(format!("voidfall-short-{kind}"));
    ctx.catalog.plain(&if n > 0 { text.num("n", n) } else { text }, &|_| String::new())
}

/// Items of one row centred at `y`: each symbol with its number after it.
fn row(marks: &mut Vec<Mark>, x: f64, y: f64, items: Vec<(&'static str, String, String)>) {
    let width = |label: &str| MARK + 6.0 * label.chars().count() as f64 + 2.0;
    let total: f64 = items.iter().map(|(_, _, l)| width(l)).sum();
    let mut at = x - total / 2.0;
    for (sym, class, label) in items {
        let w = width(&label);
        marks.push(Mark { sym, class, x: at, y: y - MARK / 2.0, label });
        at += w;
    }
}

impl<'a> Board<'a> {
    pub fn new(v: &VoidfallView, ctx: &'a BoardCtx<'a>) -> Board<'a> {
        let status = if v.finished {
            Text::key("voidfall-board-finished")
        } else {
            Text::key("voidfall-board-status").num("cycle", v.cycle).num("round", v.round)
        };
        let centres: Vec<(f64, f64)> = v.sectors.iter().map(|s| Hex::new(s.q, s.r).to_pixel(SIZE)).collect();
        let min = centres.iter().fold((f64::MAX, f64::MAX), |m, c| (m.0.min(c.0), m.1.min(c.1)));
        let max = centres.iter().fold((f64::MIN, f64::MIN), |m, c| (m.0.max(c.0), m.1.max(c.1)));
        let sectors: Vec<Sector> = v.sectors.iter().zip(&centres).map(|(s, c)| sector(v, s, *c, ctx)).collect();
        let at = |id: &str| v.sectors.iter().position(|s| s.id == id);
        let storms = v
            .storms
            .iter()
            .filter_map(|[a, b]| Some(Storm { path: storm_path(centres[at(a)?], centres[at(b)?]) }))
            .collect();
        let pad = SIZE * 1.1;
        let view_box = format!(
            "{:.0} {:.0} {:.0} {:.0}",
            min.0 - pad,
            min.1 - pad,
            max.0 - min.0 + 2.0 * pad,
            max.1 - min.1 + 2.0 * pad
        );
        let defs = SYMBOLS.iter().fold(String::new(), |mut out, sym| {
            let _ = write!(out, r#"<symbol id="vf-s-{}" viewBox="0 0 20 20">{}</symbol>"#, sym.id, sym.shape);
            out
        });
        let cards = |ids: &[String]| ids.iter().map(|c| ctx.card(c)).collect::<Vec<_>>();
        let players = v
            .players
            .iter()
            .enumerate()
            .map(|(seat, p)| PlayerBoard {
                seat,
                name: ctx.name(&seat).to_string(),
                me: ctx.is_me(&seat),
                house: p.house.as_ref().map(|h| ctx.card(h)).unwrap_or_default(),
                influence: p.influence,
                storage: Resource::ALL
                    .iter()
                    .map(|r| {
                        (
                            ctx.t(&format!("voidfall-icon-{}", r.id())),
                            p.storage[*r as usize],
                            p.storage_cap,
                            p.production[*r as usize],
                        )
                    })
                    .collect(),
                supply_power: p.supply_power,
                reserve: p.reserve,
                map_power: p.map_power,
                tracks: Track::ALL
                    .iter()
                    .map(|t| (ctx.t(&format!("voidfall-icon-{}", t.id())), p.tracks[*t as usize]))
                    .collect(),
                techs: p
                    .techs
                    .iter()
                    .map(|t| {
                        let mut s = ctx.card(&t.tech);
                        if t.improved {
                            add_note(&mut s, &ctx.t("voidfall-board-improved"));
                        }
                        if t.corruption > 0 {
                            let text = Text::key("voidfall-board-offer-corruption").num("n", t.corruption);
                            add_note(&mut s, &ctx.text(&text));
                        }
                        s
                    })
                    .collect(),
                improved_hand: cards(&p.improved_hand),
                slots: p
                    .slots
                    .iter()
                    .map(|sl| {
                        let mut s = match &sl.agenda {
                            // What the starting agenda scores is on the back of the Origin.
                            Some(a) if a == "start" => {
                                let scores = p.origin.as_deref().and_then(|o| ctx.catalog.card_text(o));
                                format!(
                                    r#"<span class="vf-start-agenda" data-text="{}">{}</span>"#,
                                    escape(&scores.unwrap_or_default()),
                                    escape(&ctx.t("voidfall-board-start-agenda"))
                                )
                            }
                            Some(a) => ctx.card(a),
                            None => ctx.t("voidfall-board-empty"),
                        };
                        if sl.corrupt {
                            add_note(&mut s, &ctx.t("voidfall-board-corrupt"));
                        }
                        if sl.token {
                            add_note(&mut s, &ctx.t("voidfall-board-token"));
                        }
                        s
                    })
                    .collect(),
                agenda_hand: cards(&p.agenda_hand),
                agenda_hand_count: p.agenda_hand_count,
                afflictions: ["despair", "turmoil", "contamination"]
                    .iter()
                    .zip(p.afflictions)
                    .filter(|(_, on)| *on)
                    .map(|(a, _)| {
                        format!(
                            r#"<span class="vf-affliction" data-text="{}">{}</span>"#,
                            escape(&ctx.t(&format!("voidfall-note-affliction-{a}"))),
                            escape(&ctx.t(&format!("voidfall-icon-{a}")))
                        )
                    })
                    .collect(),
                focus_hand: cards(&p.focus_hand),
                focus_discard: cards(&p.focus_discard),
                upkeep: p.upkeep,
                time_units: p.time_units,
            })
            .collect();
        Board {
            ctx,
            mail: ctx.medium == Medium::Mail,
            status: ctx.text(&status),
            view_box,
            defs,
            sectors,
            storms,
            legend: ctx.legend(SYMBOLS),
            trade: v.trade.to_vec(),
            priority: v
                .priority_row
                .iter()
                .zip(&v.markers)
                .zip(&v.priority_gives)
                .map(|((c, m), gives)| {
                    (
                        *c,
                        m.map(|s| ctx.name(&s).to_string()).unwrap_or_default(),
                        ctx.catalog.plain(gives, &|_| String::new()),
                    )
                })
                .collect(),
            event: v.event.as_ref().map(|e| ctx.card(e)).unwrap_or_default(),
            event_choice: cards(&v.event_choice),
            market: v.market.iter().map(|m| m.as_ref().map(|t| ctx.card(t)).unwrap_or_default()).collect(),
            display: v.display.iter().filter_map(|st| st.last()).map(|(t, _)| ctx.card(t)).collect(),
            agenda_offer: v
                .agenda_offer
                .iter()
                .zip(v.agenda_offer_corruption)
                .filter_map(|(a, n)| {
                    let mut s = ctx.card(a.as_ref()?);
                    if n > 0 {
                        let text = Text::key("voidfall-board-offer-corruption").num("n", n);
                        add_note(&mut s, &ctx.text(&text));
                    }
                    Some(s)
                })
                .collect(),
            players,
        }
    }
}

pub fn render(view: &VoidfallView, ctx: &BoardCtx) -> Result<String, BoardError> {
    Ok(Board::new(view, ctx).render()?)
}

impl Board<'_> {
    /// Symbol `id` drawn on a page, by reference to its shape in the map's
    /// `<defs>` (the sector list repeats symbols on every row); nothing in a
    /// mail, where its name is written beside it anyway.
    pub fn drawn(&self, id: &str) -> String {
        if self.mail {
            return String::new();
        }
        format!(
            r##"<svg class="sym sym-{id}" viewBox="0 0 20 20" width="20" height="20" role="img" aria-label="{}"><use href="#vf-s-{id}"/></svg>"##,
            escape(&self.ctx.symbol_name(id))
        )
    }

    /// Symbol `id` and its name on a page; its name alone in a mail.
    pub fn named(&self, id: &str) -> String {
        let name = escape(&self.ctx.symbol_name(id)).into_owned();
        if self.mail { name } else { format!("{} {name}", self.drawn(id)) }
    }
}

/// A sector of the map: its hex, its marks and its row of the sector list.
fn sector(v: &VoidfallView, s: &SectorView, (x, y): (f64, f64), ctx: &BoardCtx) -> Sector {
    let name_of = |id: &str| ctx.catalog.card_name(&format!("sector-{id}"));
    let voidborn = ctx.t("voidfall-board-owner-voidborn");
    let owner = match (s.owner, s.control) {
        (Some(o), _) => ctx.name(&o).to_string(),
        (None, "voidborn") => voidborn.clone(),
        (None, "fallen") => s.fallen.as_ref().map_or_else(String::new, |f| ctx.catalog.card_name(&f.card)),
        _ => ctx.t("voidfall-board-owner-none"),
    };
    let mut fleets: Vec<FleetCell> = s
        .power
        .iter()
        .enumerate()
        .flat_map(|(seat, p)| {
            Model::ALL.iter().filter(move |m| p[**m as usize] > 0).map(move |m| FleetCell {
                class: format!("vf-c{seat}"),
                owner: ctx.name(&seat).to_string(),
                sym: m.id(),
                model: ctx.t(&format!("voidfall-icon-{}", m.id())),
                power: p[*m as usize],
            })
        })
        .collect();
    if s.voidborn > 0 {
        fleets.push(FleetCell {
            class: "vf-vb".into(),
            owner: voidborn,
            sym: "voidborn",
            model: ctx.t("voidfall-board-voidborn-fleets"),
            power: s.voidborn,
        });
    }
    let storms: Vec<String> = v
        .storms
        .iter()
        .filter_map(|[a, b]| match (*a == s.id, *b == s.id) {
            (true, _) => Some(name_of(b)),
            (_, true) => Some(name_of(a)),
            _ => None,
        })
        .collect();
    let installations: Vec<(&'static str, String)> =
        s.installations.iter().map(|i| (*i, ctx.t(&format!("voidfall-icon-{i}")))).collect();
    let guilds = s.guilds.iter().map(|g| ctx.t(&format!("voidfall-icon-{g}"))).collect::<Vec<_>>().join(", ");
    let fallen = s.fallen.as_ref().map(|f| {
        Text::key("voidfall-board-fallen")
            .card("house", f.card.clone())
            .num("defenses", f.defenses)
            .card("tech", f.reward.clone())
    });
    let name = name_of(s.id);
    let short = short_label(ctx, s.id);

    // The marks on the hex, in rows from the top.
    let mut marks = Vec::new();
    let mut second = Vec::new();
    if s.home_of.is_some() {
        second.push(("home", String::new(), String::new()));
    }
    if s.population > 0 || s.fixed_population {
        let sym = if s.fixed_population { "fixed-population" } else { "population" };
        second.push((sym, String::new(), s.population.to_string()));
    }
    if s.corrupt {
        second.push(("corruption", String::new(), String::new()));
    }
    if s.fallen.is_some() {
        second.push(("fallen", String::new(), String::new()));
    }
    if !s.tokens.is_empty() {
        second.push(("token", String::new(), s.tokens.len().to_string()));
    }
    row(&mut marks, x, y - 13.0, second);
    let mut third: Vec<(&'static str, String, String)> =
        s.installations.iter().map(|i| (*i, String::new(), String::new())).collect();
    if !s.guilds.is_empty() {
        third.push(("guild", String::new(), s.guilds.len().to_string()));
    }
    row(&mut marks, x, y + 3.0, third);
    let ships: Vec<(&'static str, String, String)> =
        fleets.iter().map(|f| (f.sym, f.class.clone(), f.power.to_string())).collect();
    let (first_ships, more_ships) = ships.split_at(ships.len().min(3));
    row(&mut marks, x, y + 19.0, first_ships.to_vec());
    row(&mut marks, x, y + 33.0, more_ships.to_vec());

    // The same in words, for a tap on the hex.
    let mut parts = vec![format!("{} ({short})", name)];
    let mut part = |label: &str, value: String| {
        if !value.is_empty() {
            parts.push(format!("{}: {value}", ctx.t(label)));
        }
    };
    let home = if s.home_of.is_some() { format!(" ({})", ctx.symbol_name("home")) } else { String::new() };
    part("voidfall-board-col-owner", format!("{owner}{home}"));
    part(
        "voidfall-board-col-fleets",
        fleets.iter().map(|f| format!("{} {} {}", f.owner, f.model, f.power)).collect::<Vec<_>>().join(", "),
    );
    if s.population > 0 || s.fixed_population {
        let fixed =
            if s.fixed_population { format!(" ({})", ctx.t("voidfall-board-fixed-population")) } else { String::new() };
        part("voidfall-board-col-population", format!("{}{fixed}", s.population));
    }
    let buildings: Vec<String> =
        installations.iter().map(|(_, n)| n.clone()).chain((!guilds.is_empty()).then(|| guilds.clone())).collect();
    part("voidfall-board-col-buildings", buildings.join(", "));
    let mut other = Vec::new();
    if s.corrupt {
        other.push(ctx.symbol_name("corruption"));
    }
    if !storms.is_empty() {
        other.push(format!("{}: {}", ctx.symbol_name("storm"), storms.join(", ")));
    }
    if let Some(f) = &fallen {
        other.push(ctx.catalog.plain(f, &|_| String::new()));
    }
    if !s.tokens.is_empty() {
        other.push(format!("{} {}", ctx.symbol_name("token"), s.tokens.len()));
    }
    part("voidfall-board-col-other", other.join("; "));

    Sector {
        points: corners(x, y),
        x,
        y,
        class: match s.owner {
            Some(o) => format!("vf-player vf-seat-{o}"),
            None => format!("vf-{}", s.control),
        },
        short,
        name,
        owner,
        home: s.home_of.is_some(),
        population: s.population,
        fixed_population: s.fixed_population,
        corrupt: s.corrupt,
        guilds,
        installations,
        fleets,
        tokens: s.tokens.len(),
        storms,
        target: ctx.target(&format!("sector-{}", s.id)),
        fallen: fallen.map_or_else(String::new, |f| ctx.text(&f)),
        described: parts.join("; "),
        marks,
    }
}

/// A note after a name, in parentheses: "Ion Drive (improved)".
fn add_note(s: &mut String, note: &str) {
    s.push_str(" (");
    s.push_str(note);
    s.push(')');
}

/// Every symbol this board draws (see [`crate::Symbol`]).
pub const SYMBOLS: &[crate::Symbol] = &[
    sym("home", r#"<path d="M10 2l8 7h-2v9H4V9H2z"/>"#),
    sym("population", r#"<path d="M10 2l8 8-8 8-8-8z"/>"#),
    sym(
        "fixed-population",
        r#"<path d="M10 3l7 7-7 7-7-7z" fill="none" stroke="currentColor" stroke-width="2.5"/><circle cx="10" cy="10" r="2"/>"#,
    ),
    sym(
        "corruption",
        r##"<circle cx="10" cy="10" r="8" fill="#8a1c7c"/><path d="M6 6l8 8M14 6l-8 8" stroke="#fff" stroke-width="2"/>"##,
    ),
    sym("fallen", r#"<path d="M3 18V8h3V3h3v5h2V3h3v5h3v10z"/>"#),
    sym(
        "token",
        r#"<rect x="3" y="3" width="14" height="14" rx="2" fill="none" stroke="currentColor" stroke-width="2"/><rect x="7" y="7" width="6" height="6"/>"#,
    ),
    sym(
        "guild",
        r#"<circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" stroke-width="4" stroke-dasharray="3 2"/>"#,
    ),
    sym("shipyard", r#"<path d="M2 13h16l-3 5H5zM9 2h2v11H9zM11 3l6 7h-6z"/>"#),
    sym("defense", r#"<path d="M10 2l7 3v5c0 4-3 7-7 8-4-1-7-4-7-8V5z"/>"#),
    sym("base", r#"<path d="M2 16h16v2H2zM4 16a6 6 0 0 1 12 0zM9 3h2v7H9z"/>"#),
    sym("corvette", r#"<path d="M10 3l7 14H3z"/>"#),
    sym("sentry", r##"<circle cx="10" cy="10" r="8"/><circle cx="10" cy="10" r="3" fill="#fff"/>"##),
    sym("destroyer", r#"<path d="M10 1l6 18-6-5-6 5z"/>"#),
    sym("dreadnought", r#"<path d="M10 1l8 6v12H2V7z"/>"#),
    sym("carrier", r##"<path d="M1 6h18v9H1z"/><path d="M4 10.5h12" stroke="#fff" stroke-width="2"/>"##),
    sym("voidborn", r#"<path d="M10 1l2 6 6-2-4 5 4 5-6-2-2 6-2-6-6 2 4-5-4-5 6 2z"/>"#),
    sym("storm", r#"<path d="M3 2l9 5-6 3 9 5-5 3" fill="none" stroke="currentColor" stroke-width="3"/>"#),
];

const fn sym(id: &'static str, shape: &'static str) -> crate::Symbol {
    crate::Symbol { id, shape }
}

/// The rules help at `/rules/voidfall`.
pub const RULES: crate::RulesHelp = crate::RulesHelp {
    pages: &[("en", include_str!("rules/voidfall.en.html")), ("ja", include_str!("rules/voidfall.ja.html"))],
    sections: &[
        ("voidfall-ask-house", "setup"),
        ("voidfall-ask-origin", "setup"),
        ("voidfall-ask-marker", "priority"),
        ("voidfall-ask-priority-card", "priority"),
        ("voidfall-ask-keep-event", "preparation"),
        ("voidfall-ask-play-agenda-any", "agendas"),
        ("voidfall-ask-agenda", "agendas"),
        ("voidfall-ask-score-agenda", "agendas"),
        ("voidfall-ask-focus", "focus-turn"),
        ("voidfall-ask-play-agenda", "focus-turn"),
        ("voidfall-ask-flip", "focus-turn"),
        ("voidfall-ask-menu", "focus-turn"),
        ("voidfall-ask-pay", "focus-turn"),
        ("voidfall-ask-effects", "focus-turn"),
        ("voidfall-ask-confirm", "focus-turn"),
        ("voidfall-ask-copy", "focus-turn"),
        ("voidfall-ask-repeat", "focus-turn"),
        ("voidfall-ask-gain", "resources"),
        ("voidfall-ask-produce", "resources"),
        ("voidfall-ask-guild", "map"),
        ("voidfall-ask-installation", "map"),
        ("voidfall-ask-raise-population", "map"),
        ("voidfall-ask-lower-population", "map"),
        ("voidfall-ask-remove-corruption", "corruption"),
        ("voidfall-ask-move-corruption", "corruption"),
        ("voidfall-ask-corruption", "corruption"),
        ("voidfall-ask-tech", "technologies"),
        ("voidfall-ask-windfall", "trade-tokens"),
        ("voidfall-ask-token-place", "trade-tokens"),
        ("voidfall-ask-spend-token", "trade-tokens"),
        ("voidfall-ask-battlegroup", "fleets"),
        ("voidfall-ask-recall", "fleets"),
        ("voidfall-ask-regroup", "fleets"),
        ("voidfall-ask-deploy-model", "fleets"),
        ("voidfall-ask-invade", "combat"),
        ("voidfall-ask-track", "tracks"),
        ("voidfall-ask-voidborn-target", "voidborn"),
        ("voidfall-ask-eradicate", "voidborn"),
        ("voidfall-ask-reclaim-target", "voidborn"),
        ("voidfall-ask-token-target", "voidborn"),
        ("voidfall-ask-upkeep", "evaluation"),
    ],
};

#[cfg(test)]
mod tests {
    use super::*;
    use ::voidfall::Voidfall;
    use engine::i18n::Catalog;
    use engine::{Game, Match, Viewer};

    /// Render every seat's and a spectator's board at many states of random
    /// games: fixed populations are marked, and corruption on a face-up agenda is
    /// shown with the card.
    #[test]
    fn boards_mark_fixed_populations_and_corruption_on_the_offer() {
        let catalog = Catalog::for_game(&Voidfall::meta(), "en").unwrap();
        let names: Vec<String> = ["Ann", "Bo", "Cy"].iter().map(std::string::ToString::to_string).collect();
        crate::each_random_state::<Voidfall>(3, 25, |m| check_boards(m, &catalog, &names));
    }

    /// A three-player game played by random answers into its second cycle,
    /// to a decision of the first seat's.
    fn mid_game() -> Match {
        use engine::conformance::random_answer;
        use engine::registry::registered;
        use engine::{GameRng, Seed};
        let seed = Seed::from_label("voidfall/board-legibility");
        let mut m = Match::new(registered::<Voidfall>(), 3, &serde_json::Value::Null, seed).unwrap();
        let mut rng = GameRng::from_u64(38);
        let second_cycle = |m: &Match| m.state_as::<Voidfall>().unwrap().view(Viewer::Spectator).cycle >= 2;
        while !(second_cycle(&m) && m.prompt_for(0).is_some()) {
            let prompts = m.prompts();
            let p = &prompts[rng.below(prompts.len())];
            let _ = m.answer(p.seat, &random_answer(&p.choice, &mut rng));
        }
        m
    }

    /// The `sym-<id>` classes of every `class` attribute in `html`.
    fn symbol_classes(html: &str) -> Vec<String> {
        html.split(r#"class=""#)
            .skip(1)
            .filter_map(|rest| rest.split('"').next())
            .flat_map(|classes| classes.split_whitespace().filter_map(|c| c.strip_prefix("sym-")).map(str::to_string))
            .collect()
    }

    /// The mid-game board in both languages and media: its symbols are all
    /// listed, no text hides in a `title`, fleets show owner, model and power,
    /// the Voidstorms are drawn where the map puts them, and the mail is a
    /// table naming every sector with who holds it.
    #[test]
    fn the_board_is_legible_on_pages_and_in_mail() {
        let m = mid_game();
        let g = m.state_as::<Voidfall>().unwrap();
        let v = g.view(Viewer::Seat(0));
        let names: Vec<String> = ["Ann", "Bo", "Cy"].iter().map(std::string::ToString::to_string).collect();
        let fleets: Vec<(usize, usize, Model)> = v
            .sectors
            .iter()
            .enumerate()
            .flat_map(|(i, s)| {
                s.power.iter().enumerate().flat_map(move |(seat, p)| {
                    Model::ALL.iter().filter(move |m| p[**m as usize] > 0).map(move |m| (i, seat, *m))
                })
            })
            .collect();
        assert!(!fleets.is_empty(), "the position has fleets on the map");
        assert!(!v.storms.is_empty(), "the three-player map has Voidstorms");
        let prompt = m.prompt_for(0);
        for lang in ["en", "ja"] {
            let catalog = Catalog::for_game(&Voidfall::meta(), lang).unwrap();
            for medium in [crate::Medium::Page, crate::Medium::Mail] {
                let ctx = BoardCtx {
                    catalog: &catalog,
                    names: &names,
                    viewer: Viewer::Seat(0),
                    prompt: prompt.as_ref(),
                    medium,
                };
                let html = render(&v, &ctx).unwrap();
                eprintln!("voidfall board, {lang}, {medium:?}: {} bytes", html.len());
                for id in symbol_classes(&html) {
                    assert!(SYMBOLS.iter().any(|s| s.id == id), "sym-{id} is not in SYMBOLS");
                }
                assert!(!html.contains("title="), "no text only in a title ({lang}, {medium:?})");
                assert!(!html.contains("<title>"), "no text only in an SVG title ({lang}, {medium:?})");
                let rows: Vec<&str> = html.split("<tr").collect();
                let row_of = |sector: usize| {
                    let name = catalog.card_name(&format!("sector-{}", v.sectors[sector].id));
                    rows.iter()
                        .find(|r| r.contains(&format!("{name}</th>")))
                        .copied()
                        .unwrap_or_else(|| panic!("{name} has a row in the sector list ({lang}, {medium:?})"))
                };
                for (sector, seat, model) in &fleets {
                    let power = v.sectors[*sector].power[*seat][*model as usize];
                    let model_name = ctx.t(&format!("voidfall-icon-{}", model.id()));
                    let words = format!("{} {model_name} {power}", names[*seat]);
                    assert!(row_of(*sector).contains(&words), "{words} in its sector's row");
                    if medium == crate::Medium::Page {
                        let drawn = format!(r#"class="sym-{} vf-c{seat}""#, model.id());
                        assert!(html.contains(&drawn), "{drawn} on the map");
                    }
                }
                for [a, b] in &v.storms {
                    let at = |id: &str| v.sectors.iter().position(|s| s.id == id).unwrap();
                    let other = catalog.card_name(&format!("sector-{b}"));
                    assert!(row_of(at(a)).contains(&other), "the Voidstorm between {a} and {b} is listed");
                    if medium == crate::Medium::Page {
                        let centre = |i: usize| Hex::new(v.sectors[i].q, v.sectors[i].r).to_pixel(SIZE);
                        let path = storm_path(centre(at(a)), centre(at(b)));
                        assert!(html.contains(&format!(r#"class="vf-storm sym-storm" d="{path}""#)), "storm {a}|{b}");
                    }
                }
                if medium == crate::Medium::Mail {
                    assert!(!html.contains("<svg"), "webmail drops SVG");
                    for (i, s) in v.sectors.iter().enumerate() {
                        let owner = match s.owner {
                            Some(o) => names[o].clone(),
                            None if s.control == "voidborn" => ctx.t("voidfall-board-owner-voidborn"),
                            None if s.control == "fallen" => catalog.card_name(&s.fallen.as_ref().unwrap().card),
                            None => ctx.t("voidfall-board-owner-none"),
                        };
                        assert!(row_of(i).contains(&owner), "{} is held by {owner}", s.id);
                    }
                }
            }
        }
    }

    /// Both rules pages have the same sections, every section a prompt links
    /// to exists, and every question of the game links to a section of its own.
    #[test]
    fn every_prompt_links_to_a_section_of_the_rules_in_both_languages() {
        let en = RULES.section_ids(RULES.page("en"));
        assert_eq!(en, RULES.section_ids(RULES.page("ja")), "the same sections in both languages");
        for (prefix, id) in RULES.sections {
            assert!(en.contains(id), "{prefix} links to a missing section {id}");
        }
        let meta = Voidfall::meta();
        let catalog = meta.catalogs.iter().find(|(lang, _)| *lang == "en").unwrap().1;
        for key in catalog.lines().filter_map(|l| l.split(' ').next()).filter(|k| k.starts_with("voidfall-ask-")) {
            assert!(RULES.sections.iter().any(|(prefix, _)| key.starts_with(prefix)), "{key} has no rules section");
        }
    }

    fn check_boards(m: &Match, catalog: &Catalog, names: &[String]) {
        let g = m.state_as::<Voidfall>().unwrap();
        let v = g.view(Viewer::Spectator);
        let fixed = v.sectors.iter().filter(|s| s.fixed_population).count();
        assert!(fixed > 0);
        for viewer in (0..3).map(Viewer::Seat).chain([Viewer::Spectator]) {
            let prompt = viewer.seat().and_then(|s| m.prompt_for(s));
            let ctx = BoardCtx { catalog, names, viewer, prompt: prompt.as_ref(), medium: crate::Medium::Page };
            let html = crate::DynBoard::render(&crate::BoardOf::<Voidfall>(render), m.state(), &ctx).unwrap();
            assert!(html.contains("vf-board"));
            assert_eq!(
                html.matches(r#"class="sym-fixed-population""#).count(),
                fixed,
                "every fixed population is marked"
            );
            for (k, n) in v.agenda_offer_corruption.iter().enumerate() {
                if *n > 0 {
                    let card = ctx.card(v.agenda_offer[k].as_deref().unwrap());
                    assert!(html.contains(&format!("{card} ({n} corruption)")), "{html}");
                }
            }
            // The same view with two corruption on the first face-up agenda.
            if let Some(first) = v.agenda_offer[0].as_deref() {
                let mut corrupted = g.view(viewer);
                corrupted.agenda_offer_corruption = [2, 0, 0];
                let html = Board::new(&corrupted, &ctx).render().unwrap();
                assert!(html.contains(&format!("{} (2 corruption)", ctx.card(first))), "{html}");
            }
        }
    }
}
