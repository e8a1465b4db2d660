//! The Eminent Domain board: role stacks, technologies, planets, every empire,
//! and the viewer's hand and survey, rendered only from the viewer's view.
//!
//! What a player needs now stays open: the role stacks, their hand, the
//! empires and the technologies they could research. The full technology
//! supply and the legend are references, collapsed on a phone (and left out of
//! mail, whose reader has the game page for them).

use super::{BoardCtx, BoardError, Medium};
use ::eminent_domain::{EminentDomainView, PlanetView, PlayerView, TechFacts};
use askama::Template;
use engine::Text;

/// Something shown with its markup and, when the viewer's prompt offers it,
/// the attributes that make it clickable.
pub struct Item {
    pub html: String,
    pub target: String,
    /// The card's text, shown on the board (a tap on the name shows it too).
    pub detail: String,
}

/// The copies of one technology name the viewer's planets allow: the name
/// (its text on tap), what it asks, and each copy by its symbols.
pub struct TechGroup {
    /// The name, plain: what groups copies.
    pub title: String,
    pub name: String,
    pub cost: String,
    pub copies: Vec<Item>,
}

pub struct Stack {
    pub card: String,
    pub count: u32,
    pub roles: Vec<Item>,
}

pub struct Planet {
    pub html: String,
    /// A planet's text where the viewer needs it at hand (their own planets).
    pub detail: String,
    /// A face-down planet's public back (type and costs) as markup.
    pub back: String,
    pub face_up: bool,
    pub start: bool,
    /// Colonies under a face-down planet, as markup.
    pub colonies: String,
    pub tucked: Vec<String>,
    /// Resource slots as markup: the resource's symbol, faded while empty.
    pub slots: Vec<String>,
    pub occupied: bool,
    pub target: String,
}

pub struct Empire {
    pub name: String,
    pub me: bool,
    pub leader: bool,
    pub status: String,
    /// Counts with their symbols (influence, fighters, hand, deck, surveying).
    pub stats: Vec<String>,
    /// Symbols per role in the empire (the roles it has any of), as markup.
    pub icons: Vec<String>,
    pub planets: Vec<Planet>,
    pub permanents: Vec<String>,
    pub played: Vec<String>,
    pub discard: Vec<String>,
    pub removed: Vec<String>,
}

#[derive(Template)]
#[template(path = "games/eminent-domain/board.html")]
pub struct Board<'a> {
    pub ctx: &'a BoardCtx<'a>,
    pub mail: bool,
    pub status: String,
    pub influence_supply: String,
    pub end_triggered: bool,
    pub stacks: Vec<Stack>,
    /// The technology supply by level: a reference.
    pub techs: Vec<Vec<Item>>,
    pub tech_count: usize,
    /// Technologies whose planet prerequisite the viewer meets, by name.
    pub research_now: Vec<TechGroup>,
    pub planet_deck: usize,
    pub planet_discard: Vec<String>,
    pub empires: Vec<Empire>,
    pub spectator: bool,
    pub hand: Vec<Item>,
    pub looking: Vec<Item>,
    pub legend: String,
}

fn escape(s: &str) -> String {
    engine::i18n::escape(s).into_owned()
}

/// Symbol `id` with a number beside it; on a page a tap tells what it counts.
fn counted(ctx: &BoardCtx, id: &str, label: &str, n: impl std::fmt::Display) -> String {
    let symbol = ctx.symbol(SYMBOLS, id);
    match ctx.medium {
        Medium::Page => format!(
            r#"<span class="ed-count-of" data-text="{label}: {n}">{symbol}<span class="ed-n">{n}</span></span>"#,
            label = escape(label)
        ),
        Medium::Mail => format!("<span>{symbol} {n}</span>"),
    }
}

/// A technology's line in the reference: its symbols, research cost, planet
/// prerequisite and influence (what tells copies of one name apart), in words.
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

/// What every copy of a technology name asks for, in symbols: research cost,
/// face-up planets of a type, and the influence it is worth.
fn tech_cost(ctx: &BoardCtx, facts: &TechFacts) -> String {
    let mut out = counted(ctx, "research", &ctx.t("eminent-domain-board-research-cost"), facts.cost);
    let kind = ctx.t(&format!("eminent-domain-planet-kind-{}", facts.needs_kind));
    out += &counted(ctx, facts.needs_kind, &kind, facts.needs);
    if facts.influence > 0 {
        out += &counted(ctx, "influence", &ctx.t("eminent-domain-board-worth"), facts.influence);
    }
    out
}

/// A card's text, plain (the template escapes it), or nothing.
fn detail(ctx: &BoardCtx, id: &str) -> String {
    ctx.catalog.card_text(id).unwrap_or_default()
}

fn cards(ctx: &BoardCtx, ids: &[String]) -> Vec<String> {
    ids.iter().map(|c| ctx.card(c)).collect()
}

fn planet(ctx: &BoardCtx, seat: usize, me: bool, p: &PlanetView) -> Planet {
    let html = match &p.planet {
        Some(id) => ctx.card(id),
        None if p.start => escape(&ctx.t("eminent-domain-board-start-planet")),
        None => escape(&ctx.t("eminent-domain-board-face-down")),
    };
    let back = Text::key("eminent-domain-board-planet-back")
        .text("kind", Text::key(format!("eminent-domain-planet-kind-{}", p.back.kind)))
        .num("warfare", p.back.warfare_cost)
        .num("colonize", p.back.colonize_cost);
    let slots = p
        .slots
        .iter()
        .map(|s| {
            let key = if s.filled { "eminent-domain-board-slot-filled" } else { "eminent-domain-board-slot-empty" };
            let state = escape(&ctx.catalog.plain(&Text::key(key).icon("resource", s.resource), &|_| String::new()));
            let class = if s.filled { "ed-slot ed-filled" } else { "ed-slot ed-open" };
            match ctx.medium {
                Medium::Page => format!(
                    r#"<span class="{class}" data-text="{state}"{target}>{symbol}</span>"#,
                    target = ctx.target(&format!("slot-{seat}-{}-{}", p.index, s.slot)),
                    symbol = ctx.symbol(SYMBOLS, s.resource),
                ),
                Medium::Mail => format!(r#"<span class="{class}">{state}</span>"#),
            }
        })
        .collect();
    Planet {
        html,
        detail: if me { p.planet.as_ref().map(|id| detail(ctx, id)).unwrap_or_default() } else { String::new() },
        // A mail names the type in the words that follow; a page draws it too.
        back: match ctx.medium {
            Medium::Page => format!("{} {}", ctx.symbol(SYMBOLS, p.back.kind), ctx.text(&back)),
            Medium::Mail => ctx.text(&back),
        },
        face_up: p.face_up,
        start: p.start,
        colonies: counted(ctx, "colony", &ctx.t("eminent-domain-board-colonies"), p.colonies),
        tucked: p.tucked.iter().map(|c| ctx.card(c)).collect(),
        slots,
        occupied: p.occupied,
        target: ctx.target(&format!("planet-{seat}-{}", p.index)),
    }
}

fn empire(ctx: &BoardCtx, v: &EminentDomainView, p: &PlayerView) -> Empire {
    let me = ctx.is_me(&p.seat);
    let mut stats = vec![
        counted(ctx, "influence", &ctx.t("eminent-domain-board-influence-tokens"), p.influence),
        format!(
            r#"<span class="ed-fighters"{}>{}</span>"#,
            ctx.target(&format!("fighters-{}", p.seat)),
            counted(ctx, "fighter", &ctx.t("eminent-domain-board-fighters"), p.fighters)
        ),
        counted(ctx, "hand", &ctx.t("eminent-domain-board-hand"), format!("{}/{}", p.hand_size, p.hand_limit)),
        counted(ctx, "deck", &ctx.t("eminent-domain-board-deck"), p.deck_size),
    ];
    if p.looking > 0 {
        stats.push(counted(ctx, "survey", &ctx.t("eminent-domain-board-surveying"), p.looking));
    }
    Empire {
        name: ctx.name(&p.seat).to_string(),
        me,
        leader: p.seat == v.leader,
        status: p.follow.map(|f| ctx.t(&format!("eminent-domain-board-follow-{f}"))).unwrap_or_default(),
        stats,
        icons: p
            .icons
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|(role, n)| {
                let label = ctx
                    .catalog
                    .plain(&Text::key("eminent-domain-board-symbols-of").icon("role", *role), &|_| String::new());
                counted(ctx, role, &label, n)
            })
            .collect(),
        planets: p.planets.iter().map(|pl| planet(ctx, p.seat, me, pl)).collect(),
        permanents: cards(ctx, &p.permanents),
        played: cards(ctx, &p.played),
        discard: cards(ctx, &p.discard),
        removed: cards(ctx, &p.removed),
    }
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
        let mail = ctx.medium == Medium::Mail;
        // Face-up planets of each type in the viewer's empire: what a
        // technology's prerequisite asks for.
        let own = v.viewer.and_then(|s| v.players.get(s));
        let face_up =
            |kind: &str| own.map_or(0, |p| p.planets.iter().filter(|pl| pl.face_up && pl.back.kind == kind).count());
        let mut levels: Vec<Vec<Item>> = vec![Vec::new(), Vec::new(), Vec::new()];
        let mut research_now: Vec<TechGroup> = Vec::new();
        let mut tech_count = 0;
        for t in &v.techs {
            let level = (t.level as usize).clamp(1, 3) - 1;
            for (face, facts) in t.faces.iter().zip(&t.facts) {
                tech_count += 1;
                let target = ctx.target(&format!("tech-{face}"));
                if own.is_some() && face_up(facts.needs_kind) as u32 >= facts.needs {
                    let name = ctx.card(face);
                    let copy = Item {
                        html: if facts.icons.is_empty() {
                            escape(&ctx.t("eminent-domain-board-no-symbols"))
                        } else {
                            facts.icons.iter().map(|i| ctx.symbol(SYMBOLS, i)).collect::<Vec<_>>().join(" ")
                        },
                        target: target.clone(),
                        detail: detail(ctx, face),
                    };
                    // Copies of one name with the same prerequisite differ only in
                    // their symbols: one line for them.
                    let cost = tech_cost(ctx, facts);
                    let same = |g: &&mut TechGroup| g.cost == cost && g.title == ctx.catalog.card_name(face);
                    match research_now.iter_mut().find(same) {
                        Some(group) => group.copies.push(copy),
                        None => research_now.push(TechGroup {
                            title: ctx.catalog.card_name(face),
                            name,
                            cost,
                            copies: vec![copy],
                        }),
                    }
                }
                if !mail {
                    levels[level].push(Item {
                        html: format!("{} <span class=\"ed-facts\">{}</span>", ctx.card(face), tech_facts(ctx, facts)),
                        target,
                        detail: detail(ctx, face),
                    });
                }
            }
        }
        Board {
            ctx,
            mail,
            status: ctx.text(&status),
            influence_supply: match ctx.medium {
                Medium::Page => {
                    counted(ctx, "influence", &ctx.t("eminent-domain-board-influence-supply"), v.influence_supply)
                }
                Medium::Mail => v.influence_supply.to_string(),
            },
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
                            html: match ctx.medium {
                                Medium::Page => format!(
                                    "{} {}",
                                    ctx.symbol(SYMBOLS, r),
                                    escape(&ctx.t(&format!("eminent-domain-icon-{r}")))
                                ),
                                Medium::Mail => escape(&ctx.t(&format!("eminent-domain-icon-{r}"))),
                            },
                            target: ctx.target(&format!("role-{r}")),
                            detail: ctx
                                .catalog
                                .attribute(&format!("eminent-domain-icon-{r}"), "text")
                                .unwrap_or_default(),
                        })
                        .collect(),
                })
                .collect(),
            techs: levels,
            tech_count,
            research_now,
            planet_deck: v.planet_deck,
            planet_discard: cards(ctx, &v.planet_discard),
            empires: v.players.iter().map(|p| empire(ctx, v, p)).collect(),
            spectator: v.viewer.is_none(),
            // The hand is sorted: a card's text shows once, at its first copy. A
            // mail leaves the texts to its options, which carry them.
            hand: v
                .hand
                .iter()
                .enumerate()
                .map(|(i, c)| Item {
                    html: ctx.card(c),
                    target: ctx.target(&format!("hand-{i}")),
                    detail: if mail || i > 0 && v.hand[i - 1] == *c { String::new() } else { detail(ctx, c) },
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
            legend: ctx.legend(SYMBOLS),
        }
    }
}

pub fn render(view: &EminentDomainView, ctx: &BoardCtx) -> Result<String, BoardError> {
    Ok(Board::new(view, ctx).render()?)
}

/// Every symbol this board draws (see [`crate::Symbol`]): the six roles, the
/// four resources, the three planet types and the empire's counters.
pub const SYMBOLS: &[crate::Symbol] = &[
    crate::Symbol {
        id: "survey",
        shape: r#"<circle cx="8" cy="8" r="5.5" fill="none" stroke="currentColor" stroke-width="2.5"/><path d="M12 12l6 6" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>"#,
    },
    crate::Symbol {
        id: "warfare",
        shape: r#"<path d="M3 3l14 14M17 3L3 17" stroke="currentColor" stroke-width="3" stroke-linecap="round"/><circle cx="10" cy="10" r="3"/>"#,
    },
    crate::Symbol {
        id: "colonize",
        shape: r#"<path d="M2 18a8 8 0 0 1 16 0z"/><rect x="9" y="2" width="2" height="6"/>"#,
    },
    crate::Symbol {
        id: "produce",
        shape: r#"<circle cx="10" cy="10" r="4"/><path d="M10 1v4M10 15v4M1 10h4M15 10h4M3.6 3.6l2.8 2.8M13.6 13.6l2.8 2.8M3.6 16.4l2.8-2.8M13.6 6.4l2.8-2.8" stroke="currentColor" stroke-width="2.5"/>"#,
    },
    crate::Symbol { id: "trade", shape: r#"<path d="M1 4h11V1l7 4-7 4V6H1zM19 14H8v-3l-7 4 7 4v-3h11z"/>"# },
    crate::Symbol {
        id: "research",
        shape: r#"<g fill="none" stroke="currentColor" stroke-width="1.6"><ellipse cx="10" cy="10" rx="8.5" ry="3.3"/><ellipse cx="10" cy="10" rx="8.5" ry="3.3" transform="rotate(60 10 10)"/><ellipse cx="10" cy="10" rx="8.5" ry="3.3" transform="rotate(120 10 10)"/></g><circle cx="10" cy="10" r="2"/>"#,
    },
    crate::Symbol { id: "silicon", shape: r#"<path d="M10 1l7 9-7 9-7-9z"/>"# },
    crate::Symbol { id: "water", shape: r#"<path d="M10 1C8 4 3.5 9 3.5 13a6.5 6.5 0 0 0 13 0C16.5 9 12 4 10 1z"/>"# },
    crate::Symbol {
        id: "food",
        shape: r#"<path d="M4 16C4 8 9 3 17 3c0 8-5 13-13 13z"/><path d="M2 19l8-8" stroke="currentColor" stroke-width="2"/>"#,
    },
    crate::Symbol { id: "iron", shape: r#"<path d="M5 5h10l4 11H1z"/>"# },
    crate::Symbol {
        id: "advanced",
        shape: r#"<circle cx="10" cy="10" r="5.5"/><ellipse cx="10" cy="10" rx="9.3" ry="3" fill="none" stroke="currentColor" stroke-width="1.6" transform="rotate(-20 10 10)"/>"#,
    },
    crate::Symbol {
        id: "fertile",
        shape: r#"<circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" stroke-width="2"/><path d="M6 14c0-5 3-8 8-8 0 5-3 8-8 8z"/>"#,
    },
    crate::Symbol {
        id: "metallic",
        shape: r#"<circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" stroke-width="2"/><path d="M10 5l4.3 2.5v5L10 15l-4.3-2.5v-5z"/>"#,
    },
    crate::Symbol {
        id: "influence",
        shape: r#"<path d="M10 1.5l2.5 5.5 6 .6-4.5 4 1.3 5.9L10 14.5l-5.3 3 1.3-5.9-4.5-4 6-.6z"/>"#,
    },
    crate::Symbol { id: "fighter", shape: r#"<path d="M10 1l6 17-6-4-6 4z"/>"# },
    crate::Symbol { id: "colony", shape: r#"<path d="M4 19V2h2v17zM6 2h11l-3 4 3 4H6z"/>"# },
    crate::Symbol { id: "leader", shape: r#"<path d="M2 16l1-10 4.5 4L10 3l2.5 7L17 6l1 10z"/>"# },
    crate::Symbol {
        id: "hand",
        shape: r#"<rect x="2" y="4" width="8" height="12" rx="1" transform="rotate(-15 6 10)"/><rect x="10" y="4" width="8" height="12" rx="1" transform="rotate(15 14 10)"/>"#,
    },
    crate::Symbol {
        id: "deck",
        shape: r#"<rect x="4" y="2" width="12" height="14" rx="1.5"/><path d="M3 18h14" stroke="currentColor" stroke-width="2"/>"#,
    },
];

/// The rules help at `/rules/eminent-domain`: the section of each prompt.
pub const RULES: crate::RulesHelp = crate::RulesHelp {
    pages: &[
        ("en", include_str!("rules/eminent-domain.en.html")),
        ("ja", include_str!("rules/eminent-domain.ja.html")),
    ],
    sections: &[
        ("eminent-domain-prompt-action", "action"),
        ("eminent-domain-prompt-role", "role"),
        ("eminent-domain-prompt-boost", "role"),
        ("eminent-domain-prompt-follow", "follow"),
        ("eminent-domain-prompt-survey", "survey"),
        ("eminent-domain-prompt-warfare", "warfare"),
        ("eminent-domain-prompt-attack", "warfare"),
        ("eminent-domain-prompt-mobilize", "warfare"),
        ("eminent-domain-prompt-colonize", "colonize"),
        ("eminent-domain-prompt-settle", "colonize"),
        ("eminent-domain-prompt-terraform", "colonize"),
        ("eminent-domain-prompt-produce", "produce-trade"),
        ("eminent-domain-prompt-trade", "produce-trade"),
        ("eminent-domain-prompt-research", "research"),
        ("eminent-domain-prompt-remove", "research"),
        ("eminent-domain-prompt-take-role", "action"),
        ("eminent-domain-prompt-specialize", "technologies"),
        ("eminent-domain-prompt-discard", "cleanup"),
    ],
};

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

    /// A mid-game position: three sitters play seed "legible/mid" to turn 20.
    fn mid_game() -> Match {
        let seed = Seed::from_label("legible/mid");
        let mut m = Match::new(registered::<EminentDomain>(), 3, &serde_json::json!({}), seed).unwrap();
        while m.state_as::<EminentDomain>().unwrap().view(Viewer::Spectator).turn < 20 {
            let p = m.prompts().remove(0);
            let view = m.state_as::<EminentDomain>().unwrap().view(Viewer::Seat(p.seat));
            m.answer(p.seat, &EminentDomain::sitter(&view, &p)).unwrap();
        }
        assert!(!m.is_over());
        m
    }

    fn board(m: &Match, catalog: &Catalog, viewer: Viewer, medium: crate::Medium) -> String {
        let names: Vec<String> = ["Ann", "Bo", "Cy"].iter().map(std::string::ToString::to_string).collect();
        let prompt = viewer.seat().and_then(|s| m.prompt_for(s));
        let ctx = BoardCtx { catalog, names: &names, viewer, prompt: prompt.as_ref(), medium };
        crate::DynBoard::render(&crate::BoardOf::<EminentDomain>(render), m.state(), &ctx).unwrap()
    }

    /// In both languages and media, a mid-game board draws only listed
    /// symbols, holds no text in a `title`, keeps the technology supply's
    /// texts in a collapsed reference on the page and out of the mail, and
    /// the mail board stays small.
    #[test]
    fn a_mid_game_board_is_legible_and_short() {
        let m = mid_game();
        let supply: Vec<String> = m
            .state_as::<EminentDomain>()
            .unwrap()
            .view(Viewer::Spectator)
            .techs
            .iter()
            .flat_map(|t| t.faces.clone())
            .collect();
        assert!(supply.len() > 20, "a mid-game supply: {}", supply.len());
        for lang in ["en", "ja"] {
            let catalog = Catalog::for_game(&EminentDomain::meta(), lang).unwrap();
            for viewer in [Viewer::Seat(0), Viewer::Spectator] {
                for medium in [crate::Medium::Page, crate::Medium::Mail] {
                    let html = board(&m, &catalog, viewer, medium);
                    let what = format!("{lang} {viewer:?} {medium:?}");
                    assert!(!html.contains("title=\""), "{what}: a title holds text");
                    for drawn in html.split("sym-").skip(1) {
                        let id: String = drawn.chars().take_while(char::is_ascii_alphanumeric).collect();
                        assert!(
                            id == "name" || SYMBOLS.iter().any(|s| s.id == id),
                            "{what}: sym-{id} is not in SYMBOLS"
                        );
                    }
                    let texts: Vec<String> = supply
                        .iter()
                        .map(|t| format!(r#"<small class="ed-detail">{}</small>"#, escape(&detail_of(&catalog, t))))
                        .collect();
                    match medium {
                        crate::Medium::Page => {
                            let start = html.find(r#"<details class="ref ed-techs" data-open-wide>"#).expect(&what);
                            let end = start + html[start..].find("</details>").unwrap();
                            for text in &texts {
                                assert_eq!(html.matches(text.as_str()).count(), 1, "{what}: {text} once");
                                assert!(html[start..end].contains(text.as_str()), "{what}: {text} in the reference");
                            }
                            assert!(html.contains(r#"<details class="ref ed-legend" data-open-wide>"#), "{what}");
                        }
                        crate::Medium::Mail => {
                            assert!(!html.contains("<svg"), "{what}: webmail drops SVG");
                            assert!(!html.contains("<details"), "{what}: references stay on the page");
                            for text in &texts {
                                assert!(!html.contains(text.as_str()), "{what}: {text} in a mail");
                            }
                            assert!(html.len() < 24_000, "{what}: {} bytes", html.len());
                            let mailed = without_data_attributes(&html);
                            assert!(mailed.len() < 14_000, "{what}: {} bytes as mailed", mailed.len());
                            eprintln!("eminent-domain mid-game board, {what}: {} bytes without data-*", mailed.len());
                        }
                    }
                    eprintln!("eminent-domain mid-game board, {what}: {} bytes", html.len());
                }
            }
        }
    }

    /// The board as a mail carries it: its `data-*` attributes dropped (the
    /// mail's markup pass drops them, and whitespace runs, too).
    fn without_data_attributes(html: &str) -> String {
        let mut out = String::with_capacity(html.len());
        let mut rest = html;
        while let Some(i) = rest.find(" data-") {
            out.push_str(&rest[..i]);
            let after = &rest[i + 1..];
            let value = after.find("=\"").map_or(after.len(), |q| q + 2);
            let end = after[value..].find('"').map_or(after.len(), |e| value + e + 1);
            rest = &after[end..];
        }
        out.push_str(rest);
        out.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    fn detail_of(catalog: &Catalog, id: &str) -> String {
        catalog.card_text(id).unwrap()
    }

    /// Every symbol has a name and a meaning in both languages, and the rules
    /// help has the same sections in both, including every prompt's section.
    #[test]
    fn symbols_and_rules_are_in_both_languages() {
        for lang in ["en", "ja"] {
            let catalog = Catalog::for_game(&EminentDomain::meta(), lang).unwrap();
            for s in SYMBOLS {
                let key = format!("eminent-domain-symbol-{}", s.id);
                assert_ne!(catalog.message(&key), key, "{lang}: {key}");
                assert!(catalog.attribute(&key, "text").is_some_and(|t| !t.is_empty()), "{lang}: {key}.text");
            }
        }
        let en = RULES.section_ids(RULES.page("en"));
        assert_eq!(en, RULES.section_ids(RULES.page("ja")), "the same sections in both languages");
        for (_, id) in RULES.sections {
            assert!(en.contains(id), "section {id}");
        }
        assert!(!RULES.page("en").contains("TODO") && !RULES.page("ja").contains("TODO"));
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
