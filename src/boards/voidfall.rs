//! The Voidfall board: an SVG hex map (population, guilds, installations,
//! fleets by model and power, corruption, Voidborn, control; sectors clickable
//! when a prompt names them), the galactic board (trade spaces, priority row,
//! event, market, display), and every player's board, from the viewer's view.

use super::{BoardCtx, BoardError};
use ::voidfall::{Model, Resource, Track, VoidfallView};
use askama::Template;
use engine::Text;
use engine::hex::Hex;

const SIZE: f64 = 46.0;

pub struct Sector {
    pub points: String,
    pub x: f64,
    pub y: f64,
    /// CSS class: the control state and owner seat.
    pub class: String,
    pub name: String,
    pub population: u8,
    pub fixed_population: bool,
    pub corrupt: bool,
    pub guilds: String,
    pub installations: String,
    pub fleets: String,
    pub voidborn: u8,
    pub tokens: usize,
    pub target: String,
    /// The Fallen House holding the sector: its card, defenses and reward
    /// (HTML), and its name alone.
    pub fallen: String,
    pub fallen_name: String,
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
    pub status: String,
    pub view_box: String,
    pub sectors: Vec<Sector>,
    pub trade: Vec<u8>,
    /// (priority card, marker owner's name).
    pub priority: Vec<(u8, String)>,
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
            let a = std::f64::consts::PI / 180.0 * (60.0 * i as f64 - 30.0);
            format!("{:.1},{:.1}", x + SIZE * a.cos(), y + SIZE * a.sin())
        })
        .collect::<Vec<_>>()
        .join(" ")
}

impl<'a> Board<'a> {
    pub fn new(v: &VoidfallView, ctx: &'a BoardCtx<'a>) -> Board<'a> {
        let status = if v.finished {
            Text::key("voidfall-board-finished")
        } else {
            Text::key("voidfall-board-status").num("cycle", v.cycle).num("round", v.round)
        };
        let mut min = (f64::MAX, f64::MAX);
        let mut max = (f64::MIN, f64::MIN);
        let sectors: Vec<Sector> = v
            .sectors
            .iter()
            .map(|s| {
                let (x, y) = Hex::new(s.q, s.r).to_pixel(SIZE);
                min = (min.0.min(x), min.1.min(y));
                max = (max.0.max(x), max.1.max(y));
                let fleets = s
                    .power
                    .iter()
                    .enumerate()
                    .flat_map(|(seat, p)| {
                        Model::ALL.iter().filter(move |m| p[**m as usize] > 0).map(move |m| {
                            format!(
                                "{} {}:{}",
                                ctx.name(&seat),
                                ctx.t(&format!("voidfall-icon-{}", m.id())),
                                p[*m as usize]
                            )
                        })
                    })
                    .collect::<Vec<_>>()
                    .join(", ");
                let names = |ids: &[&str]| {
                    ids.iter().map(|i| ctx.t(&format!("voidfall-icon-{i}"))).collect::<Vec<_>>().join(", ")
                };
                Sector {
                    points: corners(x, y),
                    x,
                    y,
                    class: match s.owner {
                        Some(o) => format!("vf-player vf-seat-{o}"),
                        None => format!("vf-{}", s.control),
                    },
                    name: ctx.catalog.card_name(&format!("sector-{}", s.id)),
                    population: s.population,
                    fixed_population: s.fixed_population,
                    corrupt: s.corrupt,
                    guilds: names(&s.guilds),
                    installations: names(&s.installations),
                    fleets,
                    voidborn: s.voidborn,
                    tokens: s.tokens.len(),
                    target: ctx.target(&format!("sector-{}", s.id)),
                    fallen: s.fallen.as_ref().map_or(String::new(), |f| {
                        ctx.text(
                            &Text::key("voidfall-board-fallen")
                                .card("house", f.card.clone())
                                .num("defenses", f.defenses)
                                .card("tech", f.reward.clone()),
                        )
                    }),
                    fallen_name: s.fallen.as_ref().map_or(String::new(), |f| ctx.catalog.card_name(&f.card)),
                }
            })
            .collect();
        let pad = SIZE * 1.1;
        let view_box = format!(
            "{:.0} {:.0} {:.0} {:.0}",
            min.0 - pad,
            min.1 - pad,
            max.0 - min.0 + 2.0 * pad,
            max.1 - min.1 + 2.0 * pad
        );
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
                            Some(a) if a == "start" => ctx.t("voidfall-board-start-agenda"),
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
                    .map(|(a, _)| ctx.t(&format!("voidfall-icon-{a}")))
                    .collect(),
                focus_hand: cards(&p.focus_hand),
                focus_discard: cards(&p.focus_discard),
                upkeep: p.upkeep,
                time_units: p.time_units,
            })
            .collect();
        Board {
            ctx,
            status: ctx.text(&status),
            view_box,
            sectors,
            trade: v.trade.to_vec(),
            priority: v
                .priority_row
                .iter()
                .zip(&v.markers)
                .map(|(c, m)| (*c, m.map(|s| ctx.name(&s).to_string()).unwrap_or_default()))
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

/// A note after a name, in parentheses: "Ion Drive (improved)".
fn add_note(s: &mut String, note: &str) {
    s.push_str(" (");
    s.push_str(note);
    s.push(')');
}

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
            assert_eq!(html.matches("vf-pop vf-fixed").count(), fixed, "every fixed population is marked");
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

/// Every symbol this board draws (see [`crate::Symbol`]).
pub const SYMBOLS: &[crate::Symbol] = &[];

/// The rules help at `/rules/voidfall`.
pub const RULES: crate::RulesHelp = crate::RulesHelp {
    pages: &[("en", include_str!("rules/voidfall.en.html")), ("ja", include_str!("rules/voidfall.ja.html"))],
    sections: &[],
};
