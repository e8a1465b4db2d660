//! The Innovation board: whose turn it is, the actions left and the dogma under
//! way; the age piles with their counts; the standard and special achievements
//! still available and those each player has claimed; and every player's five
//! piles (splay direction, top card, the cards below, visible icons), icon totals,
//! score, score pile and hand, as faces where the viewer may see them and as
//! backs showing only the age otherwise. In team play partners sit together
//! under their team's achievements. Built only from `Innovation::view`; every
//! card carries its featured icon and its dogma in our own words in `data-text`,
//! which the page shows on tap. Icons and splays are SVG symbols ([`SYMBOLS`]);
//! in a mail they are words, and the icon totals are one table (each pile's
//! visible icons stay on the page: a mail that carried them grew past what
//! mail readers show whole).

use super::{BoardCtx, BoardError, Medium};
use ::innovation::view::{AchievementView, Face, InnovationView, PhaseView, PileView, PlayerView};
use ::innovation::{Card, Ending, Icon, Special, Splay};
use askama::Template;
use engine::i18n::escape;
use engine::{Seat, Text};
use std::collections::BTreeMap;

/// Something shown, with the attributes that make it clickable when the viewer's
/// prompt offers it.
struct Item {
    html: String,
    target: String,
}

impl Item {
    /// Whether the viewer's prompt offers this element: only then is it styled
    /// as something to tap.
    fn choosable(&self) -> bool {
        !self.target.is_empty()
    }
}

struct IconCount {
    icon: &'static str,
    html: String,
    n: u32,
}

struct Pile {
    color: &'static str,
    color_name: String,
    splay: &'static str,
    /// The splay's arrow (markup), none when unsplayed.
    splay_symbol: String,
    splay_text: String,
    top: Option<Item>,
    /// The cards under the top one, from just below it down to the bottom.
    covered: Vec<Item>,
    covered_text: String,
    /// The icons the pile shows, zeros left out.
    icons: Vec<IconCount>,
    target: String,
}

struct Panel {
    seat: Seat,
    name: String,
    me: bool,
    to_play: bool,
    deciding: bool,
    target: String,
    /// During the opening: whether the player has chosen yet.
    opening: Option<String>,
    icons: Vec<IconCount>,
    points: String,
    score_pile: Vec<Item>,
    hand: Vec<Item>,
    hand_count: usize,
    achievements: Vec<String>,
    piles: Vec<Pile>,
    revealed: Vec<Item>,
}

/// Players shown together: a team and its achievements in team play, everybody
/// otherwise.
struct Group {
    heading: Option<String>,
    achieved: Option<String>,
    players: Vec<Panel>,
}

struct Deck {
    age: u8,
    /// "Age 3", for the mail, where the page's two numbers would run together.
    age_text: String,
    count: usize,
    count_text: String,
    target: String,
}

/// A special achievement still available, and what claims it.
struct SpecialRef {
    name: String,
    text: String,
}

/// One line of the mail's table of players: a plain table survives webmail and
/// reads as `name | points | achievements | crown 3 | …` in the text part.
struct Summary {
    seat: Seat,
    name: String,
    points: u32,
    achievements: usize,
    /// Claimed achievements by source: "age 3" for a standard one, a special
    /// one by name; a list in the viewer's language.
    claimed: String,
    icons: Vec<u32>,
}

#[derive(Template)]
#[template(path = "games/innovation/board.html")]
struct Board<'a> {
    ctx: &'a BoardCtx<'a>,
    over: bool,
    /// Lines of markup: the phase, the turn, the dogma under way.
    status: Vec<String>,
    decks: Vec<Deck>,
    needed: String,
    standard: Vec<Item>,
    specials: Vec<String>,
    /// Every special achievement with its condition, for the reference.
    special_refs: Vec<SpecialRef>,
    removed: Vec<Item>,
    removed_hidden: Vec<String>,
    groups: Vec<Group>,
    mail: bool,
    /// The icon heads of the mail's table of players.
    icon_heads: Vec<String>,
    summary: Vec<Summary>,
}

/// An icon position of a card (`None`: the hexagon, the card's picture), as a
/// symbol: a shape on a page, its name in a mail.
fn icon_html(ctx: &BoardCtx, icon: Option<Icon>) -> String {
    let id = icon.map_or("hexagon", Icon::id);
    let symbol = match ctx.medium {
        Medium::Page => ctx.symbol(SYMBOLS, id),
        Medium::Mail => escape(&ctx.symbol_name(id)).into_owned(),
    };
    format!(r#"<span class="icon icon-{id}">{symbol}</span>"#)
}

/// A card face: age, name and optionally its four icon positions; on a page
/// its featured icon and its effects in our words are its `data-text`, shown
/// on tap. A mail, which has no taps and shows a hundred icons and more, names
/// the icons in one tag, and the options of its decision carry the texts.
fn card_html(ctx: &BoardCtx, card: Card, with_icons: bool) -> String {
    let info = card.info();
    let id = card.id();
    let (color, age, name) = (info.color.id(), info.age, escape(&ctx.catalog.card_name(id)).into_owned());
    if ctx.medium == Medium::Mail {
        let icons = if with_icons {
            let names: Vec<String> = info
                .icons
                .iter()
                .map(|i| escape(&ctx.symbol_name(i.map_or("hexagon", Icon::id))).into_owned())
                .collect();
            format!(r#" <span class="inn-card-icons">{}</span>"#, names.join(" "))
        } else {
            String::new()
        };
        return format!(
            r#"<span class="inn-card inn-{color}"><span class="inn-age">{age}</span> <span class="card">{name}</span>{icons}</span>"#
        );
    }
    let icons = if with_icons {
        let slots: String = info.icons.iter().map(|&i| icon_html(ctx, i)).collect();
        format!(r#"<span class="inn-card-icons">{slots}</span>"#)
    } else {
        String::new()
    };
    let featured = Text::key("innovation-board-featured").icon("icon", info.dogma.id());
    let featured = ctx.catalog.plain(&featured, &|s| ctx.name(&s).to_string());
    let text = match ctx.catalog.card_text(id) {
        Some(t) => format!("{featured} \u{2014} {t}"),
        None => featured,
    };
    format!(
        concat!(
            r#"<span class="inn-card inn-{color}" data-text="{text}"><span class="inn-age">{age}</span>"#,
            r#"<span class="card" data-card="{id}">{name}</span>{icons}</span>"#
        ),
        color = color,
        age = age,
        name = name,
        id = id,
        icons = icons,
        text = escape(&text),
    )
}

/// A face-down card: its age, and on a page what it is for a screen reader
/// (a mail's zone heading says whose and where it is, and it goes as text).
fn back_html(ctx: &BoardCtx, age: u8) -> String {
    if ctx.medium == Medium::Mail {
        return format!(r#"<span class="inn-back">{age}</span>"#);
    }
    let label = ctx.text(&Text::key("innovation-board-back").num("age", age));
    format!(r#"<span class="inn-back" data-age="{age}" aria-label="{label}">{age}</span>"#)
}

/// A standard achievement: a face-down card of which only the age is known.
fn achievement_html(ctx: &BoardCtx, age: u8) -> String {
    if ctx.medium == Medium::Mail {
        return format!(r#"<span class="inn-achievement">{age}</span>"#);
    }
    let label = ctx.text(&Text::key("innovation-board-achievement-age").num("age", age));
    format!(r#"<span class="inn-achievement" data-age="{age}" aria-label="{label}">{age}</span>"#)
}

/// A special achievement by name, what claims it shown on tap.
fn special_html(ctx: &BoardCtx, special: Special) -> String {
    format!(
        r#"<span class="inn-special" data-text="{text}">{name}</span>"#,
        name = escape(&ctx.t(&format!("innovation-special-{}", special.id()))),
        text = escape(&ctx.t(&format!("innovation-board-special-{}", special.id()))),
    )
}

/// A face the viewer sees, clickable through a prompt naming it (`card-<id>`).
fn face(ctx: &BoardCtx, card: Card, with_icons: bool) -> Item {
    Item { html: card_html(ctx, card, with_icons), target: ctx.target(&format!("card-{}", card.id())) }
}

/// The targeting attributes of the `nth` option naming `target`. Face-down cards
/// of one age in one place share a target (`hand-<seat>-<age>`), one option per
/// card; the nth back of that age gets the nth such option (`BoardCtx::target`
/// gives every element the first).
fn nth_target(ctx: &BoardCtx, target: &str, nth: usize) -> String {
    ctx.prompt
        .and_then(|p| p.choice.options().iter().filter(|o| o.target.as_deref() == Some(target)).nth(nth))
        .map(|o| format!(r#" data-target="{}" data-option="{}""#, escape(target), escape(&o.key)))
        .unwrap_or_default()
}

/// A hand or score pile: faces the viewer sees, backs (age only) otherwise.
fn zone(ctx: &BoardCtx, zone: &str, owner: Seat, faces: &[Face]) -> Vec<Item> {
    let mut seen_of_age: BTreeMap<u8, usize> = BTreeMap::new();
    faces
        .iter()
        .map(|f| match *f {
            Face::Card(c) => face(ctx, c, zone == "hand"),
            Face::Back(age) => {
                let nth = seen_of_age.entry(age).or_default();
                let target = nth_target(ctx, &format!("{zone}-{owner}-{age}"), *nth);
                *nth += 1;
                Item { html: back_html(ctx, age), target }
            }
        })
        .collect()
}

fn icon_counts(ctx: &BoardCtx, counts: &BTreeMap<Icon, u32>, keep_zeros: bool) -> Vec<IconCount> {
    Icon::ALL
        .into_iter()
        .map(|i| (i, counts.get(&i).copied().unwrap_or(0)))
        .filter(|&(_, n)| keep_zeros || n > 0)
        .map(|(i, n)| IconCount { icon: i.id(), html: icon_html(ctx, Some(i)), n })
        .collect()
}

fn pile(ctx: &BoardCtx, seat: Seat, p: &PileView) -> Pile {
    let (splay_symbol, splay_text) = match p.splay {
        // A mail says only which piles are splayed.
        Splay::None if ctx.medium == Medium::Mail => (String::new(), String::new()),
        Splay::None => (String::new(), ctx.t("innovation-splay-none")),
        dir => (
            // On a page the arrow; in a mail the words say it alone.
            match ctx.medium {
                Medium::Page => ctx.symbol(SYMBOLS, &format!("splay-{}", dir.id())),
                Medium::Mail => String::new(),
            },
            ctx.text(
                &Text::key("innovation-board-splayed")
                    .text("direction", Text::key(format!("innovation-splay-{}", dir.id()))),
            ),
        ),
    };
    let covered: Vec<Item> = p.cards.iter().rev().skip(1).map(|&c| face(ctx, c, false)).collect();
    Pile {
        color: p.color.id(),
        color_name: ctx.t(&format!("innovation-color-{}", p.color.id())),
        splay: p.splay.id(),
        splay_symbol,
        splay_text,
        top: p.cards.last().map(|&c| face(ctx, c, true)),
        covered_text: ctx.text(&Text::key("innovation-board-covered").num("n", covered.len())),
        covered,
        icons: icon_counts(ctx, &p.icons, false),
        target: ctx.target(&format!("pile-{seat}-{}", p.color.id())),
    }
}

fn panel(ctx: &BoardCtx, view: &InnovationView, seat: Seat, p: &PlayerView) -> Panel {
    let (to_play, deciding, opening) = match &view.phase {
        PhaseView::Opening { chosen, .. } => {
            let done = chosen.get(seat).copied().unwrap_or(false);
            (false, !done, Some(ctx.t(if done { "innovation-board-chosen" } else { "innovation-board-choosing" })))
        }
        PhaseView::Turn { player, dogma, .. } => {
            let deciding = match dogma {
                Some(d) => d.waiting == Some(seat),
                None => *player == seat,
            };
            (*player == seat, deciding, None)
        }
        PhaseView::Over { .. } => (false, false, None),
    };
    Panel {
        seat,
        name: ctx.name(&seat).to_string(),
        me: ctx.is_me(&seat),
        to_play,
        deciding,
        target: ctx.target(&format!("player-{seat}")),
        opening,
        icons: icon_counts(ctx, &p.icons, true),
        points: ctx.text(&Text::key("innovation-board-points").num("n", p.score)),
        score_pile: zone(ctx, "score", seat, &p.score_pile),
        hand: zone(ctx, "hand", seat, &p.hand),
        hand_count: p.hand.len(),
        achievements: p
            .achievements
            .iter()
            .map(|a| match *a {
                AchievementView::Age(age) => achievement_html(ctx, age),
                AchievementView::Special(s) => special_html(ctx, s),
            })
            .collect(),
        piles: p.board.iter().map(|pl| pile(ctx, seat, pl)).collect(),
        revealed: p.revealed.iter().map(|&c| face(ctx, c, true)).collect(),
    }
}

fn status(ctx: &BoardCtx, view: &InnovationView) -> Vec<String> {
    let mut lines = Vec::new();
    match &view.phase {
        PhaseView::Opening { mine, .. } => {
            lines.push(Text::key("innovation-board-opening"));
            if let Some(c) = mine {
                lines.push(Text::key("innovation-board-opening-mine").card("card", c.id()));
            }
        }
        PhaseView::Turn { player, actions_left, number, dogma } => {
            // Turns count from 0 in the state; people count from 1.
            lines.push(
                Text::key("innovation-board-turn")
                    .num("n", number + 1)
                    .player("player", *player)
                    .num("actions", *actions_left),
            );
            if let Some(d) = dogma {
                lines.push(Text::key("innovation-board-dogma").player("player", d.activator).card("card", d.card.id()));
                let key = if d.demand { "innovation-board-effect-demand" } else { "innovation-board-effect" };
                lines.push(
                    Text::key(key).card("card", d.running.id()).num("n", d.effect + 1).player("player", d.player),
                );
                if let Some(w) = d.waiting {
                    lines.push(Text::key("innovation-board-waiting").player("player", w));
                }
            }
        }
        PhaseView::Over { ending } => {
            lines.push(Text::key("innovation-board-game-over"));
            lines.push(match *ending {
                Ending::Achievements { player } => {
                    Text::key("innovation-outcome-achievements").player("player", player)
                }
                Ending::BeyondTen { .. } => Text::key("innovation-outcome-beyond-ten"),
                Ending::Card { player, card } => {
                    Text::key("innovation-outcome-card").player("player", player).card("card", card.id())
                }
            });
        }
    }
    lines.iter().map(|t| ctx.text(t)).collect()
}

fn groups(ctx: &BoardCtx, view: &InnovationView) -> Vec<Group> {
    let panels = view.players.iter().enumerate().map(|(s, p)| (p.team, panel(ctx, view, s, p)));
    if !view.teams {
        return vec![Group { heading: None, achieved: None, players: panels.map(|(_, p)| p).collect() }];
    }
    let mut teams: BTreeMap<Seat, Vec<Panel>> = BTreeMap::new();
    for (team, p) in panels {
        teams.entry(team.unwrap_or(p.seat)).or_default().push(p);
    }
    teams
        .into_iter()
        .map(|(team, players)| {
            let achieved: usize = players.iter().map(|p| view.players[p.seat].achievements.len()).sum();
            Group {
                heading: Some(ctx.text(&Text::key("innovation-board-team").num("n", team + 1))),
                achieved: Some(ctx.text(
                    &Text::key("innovation-board-team-achievements").num("n", achieved).num("needed", view.needed),
                )),
                players,
            }
        })
        .collect()
}

fn summary(ctx: &BoardCtx, view: &InnovationView) -> Vec<Summary> {
    view.players
        .iter()
        .enumerate()
        .map(|(seat, p)| Summary {
            seat,
            name: ctx.name(&seat).to_string(),
            points: p.score,
            achievements: p.achievements.len(),
            claimed: p
                .achievements
                .iter()
                .map(|a| match *a {
                    AchievementView::Age(age) => {
                        ctx.catalog.plain(&Text::key("innovation-board-achievement-age").num("age", age), &|s| {
                            ctx.name(&s).to_string()
                        })
                    }
                    AchievementView::Special(s) => ctx.t(&format!("innovation-special-{}", s.id())),
                })
                .collect::<Vec<_>>()
                .join(&ctx.t("letterbox-list-separator")),
            icons: Icon::ALL.iter().map(|i| p.icons.get(i).copied().unwrap_or(0)).collect(),
        })
        .collect()
}

pub fn render(view: &InnovationView, ctx: &BoardCtx) -> Result<String, BoardError> {
    let mail = ctx.medium == Medium::Mail;
    let board = Board {
        ctx,
        over: matches!(view.phase, PhaseView::Over { .. }),
        status: status(ctx, view),
        decks: view
            .decks
            .iter()
            .zip(1u8..)
            .map(|(&count, age)| Deck {
                age,
                age_text: ctx.text(&Text::key("innovation-board-age").num("age", age)),
                count,
                count_text: ctx.text(&Text::key("innovation-board-cards").num("n", count)),
                target: ctx.target(&format!("deck-{age}")),
            })
            .collect(),
        needed: ctx.text(&Text::key("innovation-board-needed").num("n", view.needed)),
        standard: view
            .achievements
            .iter()
            .map(|&age| Item { html: achievement_html(ctx, age), target: ctx.target(&format!("achievement-{age}")) })
            .collect(),
        specials: view.specials.iter().map(|&s| special_html(ctx, s)).collect(),
        special_refs: Special::ALL
            .iter()
            .map(|s| SpecialRef {
                name: ctx.t(&format!("innovation-special-{}", s.id())),
                text: ctx.t(&format!("innovation-board-special-{}", s.id())),
            })
            .collect(),
        removed: view.removed.iter().map(|&c| face(ctx, c, false)).collect(),
        removed_hidden: view.removed_hidden.iter().map(|&age| back_html(ctx, age)).collect(),
        groups: groups(ctx, view),
        mail,
        icon_heads: if mail {
            Icon::ALL.iter().map(|i| escape(&ctx.symbol_name(i.id())).into_owned()).collect()
        } else {
            Vec::new()
        },
        summary: if mail { summary(ctx, view) } else { Vec::new() },
    };
    Ok(board.render()?)
}

/// Every symbol this board draws (see [`crate::Symbol`]): the six icons, the
/// hexagon of an icon position without one, and the three splays.
pub const SYMBOLS: &[crate::Symbol] = &[
    crate::Symbol {
        id: "crown",
        shape: r#"<path d="M2 15 3 5l4 5 3-7 3 7 4-5 1 10z"/><rect x="2" y="16" width="16" height="2.5"/>"#,
    },
    crate::Symbol {
        id: "leaf",
        shape: r#"<path d="M5 15C4 8 9 3 18 2c0 9-5 14-13 13z"/><path d="M2 18 11 9" stroke="currentColor" stroke-width="1.6"/>"#,
    },
    crate::Symbol {
        id: "lightbulb",
        shape: r#"<circle cx="10" cy="8" r="6"/><rect x="7" y="13" width="6" height="3"/><rect x="8" y="17" width="4" height="2"/>"#,
    },
    crate::Symbol { id: "castle", shape: r#"<path d="M3 18V4h3v3h2.5V4h3v3H14V4h3v14h-5v-4H8v4z"/>"# },
    crate::Symbol { id: "factory", shape: r#"<path d="M2 18v-8l5 3v-3l5 3V3h4v15z"/>"# },
    crate::Symbol {
        id: "clock",
        shape: r#"<circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M10 5v5l3.5 2" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>"#,
    },
    crate::Symbol {
        id: "hexagon",
        shape: r#"<path d="M10 2l7 4v8l-7 4-7-4V6z" fill="none" stroke="currentColor" stroke-width="2"/>"#,
    },
    crate::Symbol { id: "splay-left", shape: r#"<path d="M2 10l7-7v4h9v6H9v4z"/>"# },
    crate::Symbol { id: "splay-right", shape: r#"<path d="M18 10l-7-7v4H2v6h9v4z"/>"# },
    crate::Symbol { id: "splay-up", shape: r#"<path d="M10 2l7 7h-4v9H7V9H3z"/>"# },
];

/// The rules help at `/rules/innovation`.
pub const RULES: crate::RulesHelp = crate::RulesHelp {
    pages: &[("en", include_str!("rules/innovation.en.html")), ("ja", include_str!("rules/innovation.ja.html"))],
    // Questions asked inside a dogma use many keys; they all fall to "dogma".
    sections: &[("innovation-ask-opening", "opening"), ("innovation-ask-action", "actions"), ("innovation-", "dogma")],
};

#[cfg(test)]
mod tests {
    use super::*;
    use ::innovation::Innovation;
    use ::innovation::cards::{Effect, stand_in};
    use ::innovation::testkit::{Table, card};
    use ::innovation::{Act, Color, EffectContext, EffectResult, HiddenZone, done};
    use engine::DynState;
    use engine::conformance::random_answer;
    use engine::i18n::Catalog;
    use engine::{Game, GameRng, Prompt, Viewer};

    const NAMES: [&str; 4] = ["Ann <b>", "Bo & Co", "Cy", "Di"];

    fn names(n: usize) -> Vec<String> {
        NAMES.iter().take(n).map(std::string::ToString::to_string).collect()
    }

    fn catalog() -> Catalog {
        Catalog::for_game(&Innovation::meta(), "en").unwrap()
    }

    fn prompt_of(g: &Innovation, viewer: Viewer) -> Option<Prompt> {
        viewer.seat().and_then(|s| Game::prompts(g).into_iter().find(|p| p.seat == s))
    }

    fn board(g: &Innovation, catalog: &Catalog, viewer: Viewer) -> String {
        let names = names(g.seats());
        let prompt = prompt_of(g, viewer);
        let ctx = BoardCtx { catalog, names: &names, viewer, prompt: prompt.as_ref(), medium: crate::Medium::Page };
        crate::DynBoard::render(&crate::BoardOf::<Innovation>(render), g, &ctx).expect("the board renders")
    }

    fn viewers(seats: usize) -> impl Iterator<Item = Viewer> {
        (0..seats).map(Viewer::Seat).chain([Viewer::Spectator])
    }

    /// The markup from `start` to the first `end` after it.
    fn between<'h>(html: &'h str, start: &str, end: &str) -> &'h str {
        let from = html.find(start).unwrap_or_else(|| panic!("{start} is on the board"));
        let rest = &html[from..];
        &rest[..rest.find(end).unwrap_or(rest.len())]
    }

    /// A player's part of the board.
    fn section(html: &str, seat: Seat) -> &str {
        between(html, &format!(r#"data-seat="{seat}""#), "</article>")
    }

    fn ages_of_backs(zone: &str) -> Vec<u8> {
        zone.split(r#"class="inn-back" data-age=""#)
            .skip(1)
            .map(|rest| rest[..rest.find('"').unwrap()].parse().unwrap())
            .collect()
    }

    /// Everything a viewer must and must not see, checked against the state.
    fn check_board(g: &Innovation, html: &str, viewer: Viewer) {
        assert!(html.contains("Ann &") && !html.contains("Ann <b>"), "names are escaped");
        assert!(html.contains("Bo &") && !html.contains("Bo & Co"));
        for (s, p) in g.players.iter().enumerate() {
            let mine = viewer == Viewer::Seat(s);
            let part = section(html, s);
            let hand = between(part, &format!(r#"data-hand-of="{s}""#), "</ul>");
            let score = between(part, &format!(r#"data-score-of="{s}""#), "</ul>");
            for (zone, cards) in [(hand, &p.hand), (score, &p.score_pile)] {
                if mine {
                    for c in cards {
                        assert!(zone.contains(&format!(r#"data-card="{}""#, c.id())), "seat {s} sees its {c}");
                    }
                    assert!(ages_of_backs(zone).is_empty());
                } else {
                    let ages: Vec<u8> = cards.iter().map(|c| c.age()).collect();
                    assert_eq!(ages_of_backs(zone), ages, "{viewer:?} sees the backs of seat {s}'s cards");
                    for c in cards {
                        let name = escape(&c.to_string()).into_owned();
                        assert!(!html.contains(&format!(r#"data-card="{}""#, c.id())), "{viewer:?} sees {c}");
                        assert!(!html.contains(&format!(">{}<", catalog().card_name(c.id()))), "{c} named");
                        assert!(!html.contains(&format!(">{name}<")), "{viewer:?} sees the name of {c}");
                    }
                }
            }
            let icons = g.icons(s);
            for i in Icon::ALL {
                let total = format!(r#"class="inn-total" data-icon="{}" data-n="{}""#, i.id(), icons[i.index()]);
                assert!(part.contains(&total), "seat {s}'s {} total for {viewer:?}", i.id());
            }
            for c in Color::ALL {
                let stack = g.stack(s, c);
                let pile = format!(r#"data-color="{}" data-splay="{}""#, c.id(), stack.splay.id());
                assert!(part.contains(&pile), "seat {s}'s {} pile", c.id());
                for card in &stack.cards {
                    assert!(part.contains(&format!(r#"data-card="{}""#, card.id())), "boards are public");
                }
            }
            assert!(part.contains(&format!(r#"data-claimed="{}""#, p.achievements.len())));
        }
        if let Some(p) = prompt_of(g, viewer) {
            for o in p.choice.options().iter().filter(|o| o.target.is_some()) {
                assert!(html.contains(&format!(r#"data-option="{}""#, o.key)), "option {} is clickable", o.key);
            }
        } else {
            assert!(!html.contains("data-option="), "nothing is clickable without a decision");
        }
    }

    /// Random games (written cards only) for 2–4 players and teams, every seat's
    /// and a spectator's board at many states: what each must see is there, no
    /// face the viewer may not see, and re-dealing the viewer's hidden cards
    /// changes nothing on the board.
    #[test]
    fn boards_of_random_games_show_what_each_viewer_may_see_and_no_more() {
        let catalog = catalog();
        let mut boards = 0;
        let mut scrambles_changed = 0;
        let mut endings = 0;
        for (seats, teams) in [(2, false), (3, false), (4, false), (4, true)] {
            for seed in 0..6u64 {
                let mut rng = GameRng::from_u64(seed * 10 + seats as u64);
                let mut g = Innovation::set_up(seats, teams, &mut rng).unwrap();
                let mut step = 0;
                loop {
                    if step % 2 == 0 || g.is_over() {
                        for v in viewers(seats) {
                            let html = board(&g, &catalog, v);
                            check_board(&g, &html, v);
                            let mut scrambled = g.clone();
                            scrambled.scramble_hidden(v, &mut rng);
                            if scrambled.to_json() != g.to_json() {
                                scrambles_changed += 1;
                            }
                            assert_eq!(html, board(&scrambled, &catalog, v), "{v:?}'s board shows hidden cards");
                            boards += 1;
                        }
                    }
                    if g.is_over() {
                        assert!(board(&g, &catalog, Viewer::Spectator).contains("inn-over"));
                        endings += 1;
                        break;
                    }
                    let prompts = Game::prompts(&g);
                    let p = &prompts[rng.below(prompts.len())];
                    let answer = random_answer(&p.choice, &mut rng);
                    let mut next = g.clone();
                    if Game::apply(&mut next, p.seat, &answer, &mut rng).is_ok() {
                        g = next;
                    }
                    step += 1;
                    assert!(step < 5000, "the game ends");
                }
            }
        }
        assert_eq!(endings, 24);
        assert!(boards > 500, "{boards} boards");
        assert!(scrambles_changed > boards / 2, "re-deals changed the state {scrambles_changed} times");
    }

    /// Splays in every direction: each pile says its direction, shows only the
    /// icons the splay uncovers, and the totals add up (counted by hand here).
    #[test]
    fn splayed_piles_show_their_direction_and_visible_icons() {
        let mut t = Table::new(2);
        t.board(0, &["Archery", "Oars", "Pottery", "Tools", "Clothing", "Sailing", "Agriculture"]);
        t.splay(0, Color::Red, Splay::Left).splay(0, Color::Blue, Splay::Right).splay(0, Color::Green, Splay::Up);
        t.board(1, &["Writing"]);
        t.hand(0, &["Masonry"]).hand(1, &["Mysticism", "Calendar"]).score(1, &["Code of laws"]);
        let catalog = catalog();
        for v in viewers(2) {
            let html = board(&t.g, &catalog, v);
            check_board(&t.g, &html, v);
            let part = section(&html, 0);
            for (color, splay, text) in
                [("red", "left", "splayed left"), ("blue", "right", "splayed right"), ("green", "up", "splayed up")]
            {
                let pile = between(part, &format!(r#"data-color="{color}" data-splay="{splay}""#), "</li>\n");
                assert!(pile.contains(text), "{color}: {pile}");
                assert!(part.contains(&format!("inn-{color} inn-splay-{splay}")));
            }
            let yellow = between(part, r#"data-color="yellow" data-splay="none""#, "</li>\n");
            assert!(yellow.contains("unsplayed"));
            // Red: Oars whole (castle, crown, castle) and Archery's right corner (castle).
            let red = between(part, r#"data-color="red""#, "</details>");
            let castles = between(red, r#"data-icon="castle">"#, "</li>");
            assert!(castles.contains(r#"<svg class="sym sym-castle""#) && castles.ends_with(" <b>3</b>"), "{castles}");
            assert!(red.contains(r#"data-icon="crown">"#) && !red.contains(r#"data-icon="lightbulb">"#));
            // Blue, right: Tools whole and Pottery's two left icons (hexagon, leaf).
            // Green, up: Sailing whole and Clothing's bottom row (crown, leaf, leaf).
            for (icon, n) in [("castle", 4), ("crown", 4), ("leaf", 7), ("lightbulb", 2), ("factory", 0), ("clock", 0)]
            {
                assert!(part.contains(&format!(r#"data-icon="{icon}" data-n="{n}""#)), "{icon} {n}");
            }
            assert!(part.contains(r#"data-color="purple" data-splay="none""#) && part.contains("no cards"));
            let mine = v == Viewer::Seat(1);
            let hand = between(&html, r#"data-hand-of="1""#, "</ul>");
            assert_eq!(ages_of_backs(hand), if mine { vec![] } else { vec![1, 2] });
            assert_eq!(html.contains(">Calendar<"), mine);
            assert_eq!(html.contains(">Masonry<"), v == Viewer::Seat(0));
        }
    }

    #[test]
    fn partners_sit_together_under_their_teams_achievements() {
        let mut t = Table::teams();
        t.give_achievements(0, &[1]).give_achievements(2, &[2, 3]).give_achievements(3, &[4]);
        t.g.players[1].achievements.push(::innovation::Achievement::Special(Special::Monument));
        t.g.specials.retain(|&s| s != Special::Monument);
        let html = board(&t.g, &catalog(), Viewer::Seat(3));
        let at = |s: Seat| html.find(&format!(r#"data-seat="{s}""#)).unwrap();
        assert!(at(0) < at(2) && at(2) < at(1) && at(1) < at(3), "partners sit together");
        let team_one = between(&html, "Team 1", "</h3>");
        assert!(team_one.contains("3 of 6 achievements"), "{team_one}");
        let team_two = between(&html, "Team 2", "</h3>");
        assert!(team_two.contains("2 of 6 achievements"), "{team_two}");
        assert!(section(&html, 1).contains(">Monument<"), "claimed specials show by name");
        let available = between(&html, "Special, still available", "</p>");
        assert!(!available.contains(">Monument<") && available.contains(">Empire<"));
        assert!(section(&html, 2).contains(r#"data-claimed="2""#));
        let (catalog, names) = (catalog(), names(4));
        let ctx = BoardCtx {
            catalog: &catalog,
            names: &names,
            viewer: Viewer::Spectator,
            prompt: None,
            medium: Medium::Mail,
        };
        let mail = render(&t.g.view(Viewer::Spectator), &ctx).unwrap();
        let table = between(&mail, r#"<table class="inn-summary">"#, "</table>");
        assert!(between(table, r#"class="player p1""#, "</tr>").contains("<td>1 (Monument)</td>"), "{table}");
        assert!(between(table, r#"class="player p2""#, "</tr>").contains("<td>2 (age 2, age 3)</td>"), "{table}");
    }

    #[test]
    fn the_status_names_the_turn_the_actions_left_and_the_dogma_under_way() {
        let mut t = Table::new(2);
        t.board(0, &["Pottery"]).hand(0, &["Oars", "Archery"]).turn(0, 2);
        t.g.achievements.push(card("Calendar"));
        let catalog = catalog();
        let html = board(&t.g, &catalog, Viewer::Seat(1));
        assert!(html.contains("Turn 5:") && html.contains("2 actions left"), "{html}");
        assert!(section(&html, 0).contains("to play"));
        assert!(between(&html, "Standard, still available", "</p>").contains(r#"data-age="2""#));
        assert!(!html.contains("data-option"), "seat 1 has nothing to decide");
        let mine = board(&t.g, &catalog, Viewer::Seat(0));
        for option in ["draw", &format!("dogma-{}", Table::id("Pottery")), &format!("meld-{}", Table::id("Oars"))] {
            assert!(mine.contains(&format!(r#"data-option="{option}""#)), "{option}");
        }
        assert!(between(&mine, r#"data-age="1""#, "</li>").contains(r#"data-target="deck-1""#));
        t.dogma("Pottery");
        for v in viewers(2) {
            let html = board(&t.g, &catalog, v);
            check_board(&t.g, &html, v);
            assert!(html.contains("activated") && html.contains("effect 1") && html.contains("Waiting for"));
            assert!(html.contains("2 actions left"), "the action under way still counts: {html}");
            assert!(section(&html, 0).contains("deciding"));
            assert_eq!(html.contains(&format!(r#"data-option="{}""#, Table::id("Oars"))), v == Viewer::Seat(0));
        }
    }

    #[test]
    fn the_opening_shows_who_has_chosen_and_ones_own_choice() {
        let mut g = Innovation::set_up(3, false, &mut GameRng::from_u64(5)).unwrap();
        let first = g.players[1].hand[0];
        let mut rng = GameRng::from_u64(0);
        Game::apply(&mut g, 1, &engine::Answer::one(first.id()), &mut rng).unwrap();
        let catalog = catalog();
        for v in viewers(3) {
            let html = board(&g, &catalog, v);
            check_board(&g, &html, v);
            assert!(section(&html, 1).contains("has chosen") && section(&html, 0).contains("still choosing"));
            let told = html.contains(&format!("You will meld <span class=\"card\" data-card=\"{}\"", first.id()));
            assert_eq!(told, v == Viewer::Seat(1), "{v:?}");
        }
    }

    // Stand-in: choose one or two cards, face down, from the hand or score pile of
    // the player on your left.
    fn pick_backs(fx: &mut EffectContext) -> EffectResult {
        let you = fx.player;
        if fx.step() == 0 {
            let left = (you + 1) % fx.seats();
            let mut picks = fx.backs(left, HiddenZone::Hand);
            picks.extend(fx.backs(left, HiddenZone::Score));
            let text = fx.cards_text(Act::Transfer, 1, 2);
            return fx.ask_picks(you, 1, text, picks, 1, 2);
        }
        done()
    }

    /// Choosing among face-down cards: each back is clickable as its own option,
    /// the nth of an age as the nth option of that age.
    #[test]
    fn face_down_choices_make_each_back_clickable() {
        let _guard = stand_in::set(card("Writing"), &[Effect::NonDemand(pick_backs)]);
        let mut t = Table::new(2);
        t.board(0, &["Writing"]).hand(1, &["Oars", "Archery", "Calendar"]).score(1, &["Pottery", "Alchemy"]);
        t.dogma("Writing");
        let html = board(&t.g, &catalog(), Viewer::Seat(0));
        let prompt = t.prompt(0).expect("seat 0 chooses");
        let keys: Vec<String> = prompt.choice.options().iter().map(|o| o.key.to_string()).collect();
        assert_eq!(keys.len(), 5);
        let mut clicked: Vec<String> = Vec::new();
        for zone in [r#"data-hand-of="1""#, r#"data-score-of="1""#] {
            let part = between(&html, zone, "</ul>");
            clicked.extend(part.split(r#"data-option=""#).skip(1).map(|r| r[..r.find('"').unwrap()].to_string()));
        }
        clicked.sort();
        let mut expected = keys.clone();
        expected.sort();
        assert_eq!(clicked, expected, "every back once");
        check_board(&t.g, &html, Viewer::Seat(0));
    }

    // Stand-in: choose a colour of your board, then another player.
    fn color_then_player(fx: &mut EffectContext) -> EffectResult {
        let you = fx.player;
        match fx.step() {
            0 => {
                let (text, colors) = (fx.color_text(Act::Splay(Splay::Left)), Color::ALL.to_vec());
                fx.ask_colors(you, 1, text, colors, 1, 1)
            }
            1 => {
                let (text, others) = (fx.player_text(), fx.others(you));
                fx.ask_player(you, 2, text, others)
            }
            _ => done(),
        }
    }

    /// Piles, players and achievements are clickable when a prompt names them.
    #[test]
    fn piles_players_and_achievements_are_clickable() {
        let _guard = stand_in::set(card("Writing"), &[Effect::NonDemand(color_then_player)]);
        let mut t = Table::new(3);
        t.board(0, &["Writing", "Archery"]).score(0, &["Calendar", "Mathematics", "Alchemy"]).achievements(&[1, 2]);
        let catalog = catalog();
        let html = board(&t.g, &catalog, Viewer::Seat(0));
        check_board(&t.g, &html, Viewer::Seat(0));
        let available = between(&html, "Standard, still available", "</p>");
        assert!(available.contains(r#"data-target="achievement-1" data-option="achieve-1""#), "{available}");
        assert!(available.contains(r#"data-age="2""#) && !available.contains("achievement-2"), "not claimable");
        t.dogma("Writing");
        let html = board(&t.g, &catalog, Viewer::Seat(0));
        check_board(&t.g, &html, Viewer::Seat(0));
        for c in Color::ALL {
            let pile = between(section(&html, 0), &format!(r#"data-color="{}""#, c.id()), ">");
            assert!(pile.contains(&format!(r#"data-option="{}""#, c.id())), "{pile}");
        }
        assert!(!section(&html, 1).contains("data-option"), "only the chooser's piles");
        t.answer(0, &["purple"]);
        let html = board(&t.g, &catalog, Viewer::Seat(0));
        check_board(&t.g, &html, Viewer::Seat(0));
        for s in [1, 2] {
            let head = between(section(&html, s), "<h4", ">");
            assert!(head.contains(&format!(r#"data-target="player-{s}" data-option="{s}""#)), "{head}");
        }
        assert!(!between(section(&html, 0), "<h4", ">").contains("data-option"));
    }

    /// The `sym-<id>` classes of a board's symbols.
    fn symbol_ids(html: &str) -> Vec<&str> {
        html.split("class=\"sym sym-").skip(1).map(|rest| &rest[..rest.find('"').unwrap()]).collect()
    }

    /// A game of three from a fixed seed label, played by random answers to
    /// its twentieth turn.
    fn mid_game() -> engine::Match {
        use engine::registry::registered;
        let seed = engine::Seed::from_label("innovation/mid-game");
        let mut m = engine::Match::new(registered::<Innovation>(), 3, &serde_json::Value::Null, seed).unwrap();
        let mut rng = GameRng::from_u64(38);
        let turn = |m: &engine::Match| match m.state_as::<Innovation>().unwrap().turn.number {
            n if !m.is_over() => n,
            _ => u32::MAX,
        };
        while turn(&m) < 20 {
            let prompts = m.prompts();
            let p = &prompts[rng.below(prompts.len())];
            let _ = m.answer(p.seat, &random_answer(&p.choice, &mut rng));
        }
        assert!(!m.is_over(), "the game is still on");
        m
    }

    /// A mid-game board in both languages, on a page and in a mail, for every
    /// seat and a spectator: every symbol drawn is in the table, no `title`
    /// holds a text, only the viewer's own prompt marks anything as
    /// choosable, and the mail has the players' table instead of SVG.
    #[test]
    fn mid_game_boards_draw_listed_symbols_and_mark_only_the_viewers_choices() {
        let m = mid_game();
        let g = m.state_as::<Innovation>().unwrap();
        let names = names(3);
        for lang in ["en", "ja"] {
            let catalog = Catalog::for_game(&Innovation::meta(), lang).unwrap();
            for medium in [crate::Medium::Page, crate::Medium::Mail] {
                for viewer in viewers(3) {
                    let prompt = prompt_of(g, viewer);
                    let ctx = BoardCtx { catalog: &catalog, names: &names, viewer, prompt: prompt.as_ref(), medium };
                    let html = render(&g.view(viewer), &ctx).unwrap();
                    let what = format!("{lang} {medium:?} {viewer:?}");
                    assert!(!html.contains("title=\""), "{what}: a title holds text");
                    assert!(!html.contains("sym-unknown"), "{what}: a symbol missing from SYMBOLS");
                    for id in symbol_ids(&html) {
                        assert!(SYMBOLS.iter().any(|s| s.id == id), "{what}: sym-{id} is not in SYMBOLS");
                    }
                    for (at, _) in html.match_indices("inn-choosable") {
                        let tag = &html[at..at + html[at..].find('>').unwrap()];
                        assert!(tag.contains("data-option="), "{what}: marked but not offered: {tag}");
                    }
                    if prompt.is_none() {
                        assert!(!html.contains("inn-choosable"), "{what}: nothing to choose, nothing marked");
                    }
                    match medium {
                        crate::Medium::Page => {
                            assert!(html.contains("<svg class=\"sym sym-castle\"") || html.contains("sym-crown"));
                            assert!(html.contains(r#"<details class="legend""#), "{what}: the legend");
                            assert!(html.contains(r#"<details class="ref" data-open-wide>"#), "{what}: the reference");
                        }
                        crate::Medium::Mail => {
                            assert!(!html.contains("<svg"), "{what}: webmail drops SVG");
                            assert!(!html.contains(r#"class="icon "#), "{what}: a mail names icons in one tag");
                            let table = between(&html, r#"<table class="inn-summary">"#, "</table>");
                            for (s, p) in g.view(viewer).players.iter().enumerate() {
                                let row = between(table, &format!(r#"<span class="player p{s}">"#), "</tr>");
                                assert_eq!(row.matches("<td>").count(), 2 + Icon::ALL.len(), "{what}: {row}");
                                assert!(row.contains(&format!("<td>{}</td>", p.score)), "{what}: {row}");
                            }
                        }
                    }
                    eprintln!("{what}: {} bytes", html.len());
                }
            }
        }
        let spectator = board(g, &catalog(), Viewer::Spectator);
        assert!(!spectator.contains("inn-choosable") && !spectator.contains("data-option"));
    }

    /// Both rules pages have the same sections, among them every one a prompt
    /// links to, and name every symbol the board draws.
    #[test]
    fn the_rules_pages_match_and_cover_the_prompts_and_symbols() {
        let en = RULES.section_ids(RULES.page("en"));
        assert_eq!(en, RULES.section_ids(RULES.page("ja")));
        for (_, id) in RULES.sections {
            assert!(en.contains(id), "section {id}");
        }
        for lang in ["en", "ja"] {
            let catalog = Catalog::for_game(&Innovation::meta(), lang).unwrap();
            let page = RULES.page(lang);
            assert!(!page.contains("TODO"));
            for s in SYMBOLS.iter().filter(|s| !s.id.starts_with("splay-")) {
                let name = catalog.message(&format!("innovation-symbol-{}", s.id));
                assert!(page.contains(&name.to_lowercase()) || page.contains(&name), "{lang}: {name}");
                assert!(catalog.attribute(&format!("innovation-symbol-{}", s.id), "text").is_some());
            }
        }
    }

    #[test]
    fn every_card_shows_its_featured_icon_and_its_text() {
        let catalog = catalog();
        let names = names(2);
        let ctx = BoardCtx {
            catalog: &catalog,
            names: &names,
            viewer: Viewer::Spectator,
            prompt: None,
            medium: crate::Medium::Page,
        };
        for c in Card::all() {
            let html = card_html(&ctx, c, true);
            let featured = format!("Dogma icon: {}", catalog.icon_name(c.info().dogma.id()));
            let text = match catalog.card_text(c.id()) {
                Some(text) => format!("{featured} \u{2014} {text}"),
                None => featured,
            };
            assert!(html.contains(&format!(r#"data-text="{}""#, escape(&text))), "{c}: {html}");
            assert!(html.contains(&format!(">{}<", escape(&catalog.card_name(c.id())))), "{c}");
            assert_eq!(html.matches("class=\"icon ").count(), 4, "four icon positions");
        }
        for s in Special::ALL {
            assert!(catalog.has(&format!("innovation-board-special-{}", s.id())));
        }
    }
}
