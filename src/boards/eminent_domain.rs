//! The Eminent Domain board: role stacks, technologies, planets, every empire,
//! and the viewer's hand and survey, rendered only from the viewer's view.

use super::{BoardCtx, BoardError};
use ::eminent_domain::{EminentDomainView, PlanetView, TechFacts};
use askama::Template;
use engine::Text;

/// Something shown with its markup and, when the viewer's prompt offers it,
/// the attributes that make it clickable.
pub struct Item {
    pub html: String,
    pub target: String,
    /// The card's text (type, cost, symbols, prerequisites, influence), shown
    /// on the board: phones never show the `title` it is also in.
    pub detail: String,
}

pub struct Stack {
    pub card: String,
    pub count: u32,
    pub roles: Vec<Item>,
}

pub struct Slot {
    pub resource: String,
    pub filled: bool,
    pub target: String,
}

pub struct Planet {
    pub html: String,
    /// A planet the viewer may see: its text, shown on the board.
    pub detail: String,
    /// A face-down planet's public back (type and costs) as markup.
    pub back: String,
    pub face_up: bool,
    pub start: bool,
    pub colonies: u32,
    pub tucked: Vec<String>,
    pub slots: Vec<Slot>,
    pub occupied: bool,
    pub target: String,
}

pub struct Empire {
    pub name: String,
    pub me: bool,
    pub leader: bool,
    pub status: String,
    pub influence: u32,
    pub visible_score: u32,
    pub fighters: u32,
    pub fighters_target: String,
    pub hand_size: usize,
    pub hand_limit: u32,
    pub deck_size: usize,
    pub looking: usize,
    pub planets: Vec<Planet>,
    pub permanents: Vec<String>,
    pub played: Vec<String>,
    pub discard: Vec<String>,
    pub removed: Vec<String>,
    /// (role name, symbols of that role in the empire).
    pub icons: Vec<(String, u32)>,
}

#[derive(Template)]
#[template(path = "games/eminent-domain/board.html")]
pub struct Board<'a> {
    pub ctx: &'a BoardCtx<'a>,
    pub status: String,
    pub influence_supply: u32,
    pub end_triggered: bool,
    pub stacks: Vec<Stack>,
    pub techs: Vec<Vec<Item>>,
    pub planet_deck: usize,
    pub planet_discard: Vec<String>,
    pub empires: Vec<Empire>,
    pub spectator: bool,
    pub hand: Vec<Item>,
    pub looking: Vec<Item>,
}

fn planet(ctx: &BoardCtx, seat: usize, p: &PlanetView) -> Planet {
    let html = match &p.planet {
        Some(id) => ctx.card(id),
        None if p.start => escape(&ctx.t("eminent-domain-board-start-planet")),
        None => escape(&ctx.t("eminent-domain-board-face-down")),
    };
    let back = Text::key("eminent-domain-board-planet-back")
        .text("kind", Text::key(format!("eminent-domain-planet-kind-{}", p.back.kind)))
        .num("warfare", p.back.warfare_cost)
        .num("colonize", p.back.colonize_cost);
    Planet {
        html,
        detail: p.planet.as_ref().map(|id| detail(ctx, id)).unwrap_or_default(),
        back: ctx.text(&back),
        face_up: p.face_up,
        start: p.start,
        colonies: p.colonies,
        tucked: p.tucked.iter().map(|c| ctx.card(c)).collect(),
        slots: p
            .slots
            .iter()
            .map(|s| Slot {
                resource: s.resource.to_string(),
                filled: s.filled,
                target: ctx.target(&format!("slot-{seat}-{}-{}", p.index, s.slot)),
            })
            .collect(),
        occupied: p.occupied,
        target: ctx.target(&format!("planet-{seat}-{}", p.index)),
    }
}

/// A card's text, plain (the template escapes it), or nothing.
fn detail(ctx: &BoardCtx, id: &str) -> String {
    ctx.catalog.card_text(id).unwrap_or_default()
}

/// What tells a technology apart from the other copies of its name, on the
/// chip itself: its symbols, research cost, planet prerequisite and influence.
fn tech_facts(ctx: &BoardCtx, facts: &TechFacts) -> String {
    let icons: Vec<String> = facts.icons.iter().map(|i| ctx.t(&format!("eminent-domain-icon-{i}"))).collect();
    let icons = if icons.is_empty() { String::new() } else { format!("{} · ", escape(&icons.join(" + "))) };
    icons
        + &ctx.text(
            &Text::key("eminent-domain-board-tech-facts")
                .num("cost", facts.cost)
                .num("n", facts.needs)
                .text("kind", Text::key(format!("eminent-domain-planet-kind-{}", facts.needs_kind)))
                .num("influence", facts.influence),
        )
}

fn escape(s: &str) -> String {
    engine::i18n::escape(s).into_owned()
}

fn cards(ctx: &BoardCtx, ids: &[String]) -> Vec<String> {
    ids.iter().map(|c| ctx.card(c)).collect()
}

impl<'a> Board<'a> {
    pub fn new(v: &EminentDomainView, ctx: &'a BoardCtx<'a>) -> Board<'a> {
        let status = if v.finished {
            Text::key("eminent-domain-board-finished")
        } else {
            Text::key("eminent-domain-board-status")
                .num("turn", v.turn)
                .player("leader", v.leader)
                .text("phase", Text::key(format!("eminent-domain-board-phase-{}", v.phase)))
        };
        let status = match v.role {
            Some(role) if !v.finished => {
                Text::key("eminent-domain-board-status-role").text("status", status).icon("role", role)
            }
            _ => status,
        };
        let empires = v
            .players
            .iter()
            .map(|p| Empire {
                name: ctx.name(&p.seat).to_string(),
                me: ctx.is_me(&p.seat),
                leader: p.seat == v.leader,
                status: p.follow.map(|f| ctx.t(&format!("eminent-domain-board-follow-{f}"))).unwrap_or_default(),
                influence: p.influence,
                visible_score: p.visible_score,
                fighters: p.fighters,
                fighters_target: ctx.target(&format!("fighters-{}", p.seat)),
                hand_size: p.hand_size,
                hand_limit: p.hand_limit,
                deck_size: p.deck_size,
                looking: p.looking,
                planets: p.planets.iter().map(|pl| planet(ctx, p.seat, pl)).collect(),
                permanents: cards(ctx, &p.permanents),
                played: cards(ctx, &p.played),
                discard: cards(ctx, &p.discard),
                removed: cards(ctx, &p.removed),
                icons: p.icons.iter().map(|(r, n)| (ctx.t(&format!("eminent-domain-icon-{r}")), *n)).collect(),
            })
            .collect();
        let mut levels: Vec<Vec<Item>> = vec![Vec::new(), Vec::new(), Vec::new()];
        for t in &v.techs {
            let level = (t.level as usize).clamp(1, 3) - 1;
            for (face, facts) in t.faces.iter().zip(&t.facts) {
                levels[level].push(Item {
                    html: format!("{} <span class=\"ed-facts\">{}</span>", ctx.card(face), tech_facts(ctx, facts)),
                    target: ctx.target(&format!("tech-{face}")),
                    detail: detail(ctx, face),
                });
            }
        }
        Board {
            ctx,
            status: ctx.text(&status),
            influence_supply: v.influence_supply,
            end_triggered: v.end_triggered,
            stacks: v
                .stacks
                .iter()
                .map(|s| Stack {
                    card: ctx.card(&s.card),
                    count: s.count,
                    roles: s
                        .roles
                        .iter()
                        .map(|r| Item {
                            html: escape(&ctx.t(&format!("eminent-domain-icon-{r}"))),
                            target: ctx.target(&format!("role-{r}")),
                            detail: String::new(),
                        })
                        .collect(),
                })
                .collect(),
            techs: levels,
            planet_deck: v.planet_deck,
            planet_discard: cards(ctx, &v.planet_discard),
            empires,
            spectator: v.viewer.is_none(),
            hand: v
                .hand
                .iter()
                .enumerate()
                .map(|(i, c)| Item {
                    html: ctx.card(c),
                    target: ctx.target(&format!("hand-{i}")),
                    detail: detail(ctx, c),
                })
                .collect(),
            looking: v
                .looking
                .iter()
                .enumerate()
                .map(|(i, p)| Item {
                    html: ctx.card(p),
                    target: ctx.target(&format!("look-{i}")),
                    detail: detail(ctx, p),
                })
                .collect(),
        }
    }
}

pub fn render(view: &EminentDomainView, ctx: &BoardCtx) -> Result<String, BoardError> {
    Ok(Board::new(view, ctx).render()?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::eminent_domain::EminentDomain;
    use engine::i18n::Catalog;
    use engine::registry::registered;
    use engine::{Game, Match, Seed, Viewer};

    /// Render every seat's and a spectator's board at many states of random
    /// games: each seat sees its own hand and looked-at planets and the names of
    /// its face-down planets; nobody sees another's; everyone sees the back of
    /// every face-down planet.
    #[test]
    fn boards_show_the_viewer_what_it_may_see() {
        let catalog = Catalog::for_game(&EminentDomain::meta(), "en").unwrap();
        let names: Vec<String> = ["Ann", "Bo", "Cy"].iter().map(std::string::ToString::to_string).collect();
        crate::each_random_state::<EminentDomain>(3, 7, |m| check_boards(m, &catalog, &names));
    }

    /// The four copies of each level 1 technology share a name; each chip shows
    /// what tells it apart (symbols, cost, prerequisite) on the board itself.
    #[test]
    fn technology_copies_of_one_name_look_different() {
        for lang in ["en", "ja"] {
            let catalog = Catalog::for_game(&EminentDomain::meta(), lang).unwrap();
            let names: Vec<String> = ["Ann", "Bo"].iter().map(std::string::ToString::to_string).collect();
            let m = Match::new(registered::<EminentDomain>(), 2, &serde_json::json!({}), Seed::from_label("techs"))
                .unwrap();
            let ctx = BoardCtx {
                catalog: &catalog,
                names: &names,
                viewer: Viewer::Spectator,
                prompt: None,
                medium: crate::Medium::Page,
            };
            let html = crate::DynBoard::render(&crate::BoardOf::<EminentDomain>(render), m.state(), &ctx).unwrap();
            let chip = |id: &str| {
                let start = html.find(&format!(r#"data-card="{id}""#)).unwrap_or_else(|| panic!("{id} on the board"));
                let end = start + html[start..].find("</li>").unwrap();
                let facts = &html[start..end];
                let facts = &facts[facts.find("ed-facts").expect("a facts line")..];
                let facts = &facts[..facts.find("<small").unwrap_or(facts.len())];
                // The line's words, without its markup.
                let mut words = String::new();
                let mut in_tag = true;
                for c in facts.chars() {
                    match c {
                        '<' => in_tag = true,
                        '>' => in_tag = false,
                        c if !in_tag => words.push(c),
                        _ => {}
                    }
                }
                words.split_whitespace().collect::<Vec<_>>().join(" ")
            };
            let surveys: Vec<String> =
                ["tech-1-11", "tech-1-12", "tech-1-13", "tech-1-14"].iter().map(|t| chip(t)).collect();
            let distinct: std::collections::BTreeSet<&String> = surveys.iter().collect();
            assert_eq!(distinct.len(), 4, "{lang}: {surveys:#?}");
            if lang == "en" {
                assert_eq!(surveys[0], "Survey + Trade · research 3 · 1 face-up Advanced planet", "{surveys:#?}");
                assert!(surveys[2].contains("Fertile"), "{surveys:#?}");
            }
        }
    }

    fn check_boards(m: &Match, catalog: &Catalog, names: &[String]) {
        let g = m.state_as::<EminentDomain>().unwrap();
        let omniscient = g.view(Viewer::Omniscient);
        for viewer in (0..3).map(Viewer::Seat).chain([Viewer::Spectator]) {
            let prompt = viewer.seat().and_then(|s| m.prompt_for(s));
            let ctx = BoardCtx { catalog, names, viewer, prompt: prompt.as_ref(), medium: crate::Medium::Page };
            let html = crate::DynBoard::render(&crate::BoardOf::<EminentDomain>(render), m.state(), &ctx).unwrap();
            assert!(html.contains("ed-board"), "{html}");
            let face_down = omniscient.players.iter().flat_map(|p| &p.planets).filter(|pl| !pl.face_up).count();
            assert_eq!(html.matches(r#"class="ed-back""#).count(), face_down, "planet backs for {viewer:?}");
            for (s, p) in omniscient.players.iter().enumerate() {
                let mine = viewer == Viewer::Seat(s);
                for pl in p.planets.iter().filter(|pl| !pl.face_up) {
                    let id = pl.planet.as_deref().unwrap();
                    let marker = format!(r#"data-card="{id}""#);
                    // A face-down planet's name shows only to its owner (the same
                    // planet cannot also be face up or discarded elsewhere).
                    assert_eq!(html.contains(&marker), mine, "seat {s}'s face-down {id} for {viewer:?}");
                }
            }
            if let Viewer::Seat(s) = viewer {
                let hand = &g.view(viewer).hand;
                assert!(html.contains(&format!(r#"data-hand="{}""#, hand.len())), "seat {s} sees its hand");
                for c in hand {
                    assert!(html.contains(&format!(r#"data-card="{c}""#)));
                }
                if let Some(p) = &prompt {
                    for o in p.choice.options().iter().filter(|o| o.target.is_some()) {
                        let t = o.target.as_deref().unwrap();
                        if t.starts_with("hand-") || t.starts_with("role-") || t.starts_with("look-") {
                            assert!(html.contains(&format!(r#"data-target="{t}""#)), "{t} clickable");
                        }
                    }
                }
            } else {
                assert!(!html.contains("data-hand="), "a spectator has no hand");
            }
        }
    }
}

/// Every symbol this board draws (see [`crate::Symbol`]).
pub const SYMBOLS: &[crate::Symbol] = &[];

/// The rules help at `/rules/eminent-domain`.
pub const RULES: crate::RulesHelp = crate::RulesHelp {
    pages: &[
        ("en", include_str!("rules/eminent-domain.en.html")),
        ("ja", include_str!("rules/eminent-domain.ja.html")),
    ],
    sections: &[],
};
