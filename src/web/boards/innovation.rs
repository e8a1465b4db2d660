//! The Innovation board: whose turn it is, the actions left and the dogma under
//! way; the age piles with their counts; the standard and special achievements
//! still available and those each player has claimed; and every player's five
//! piles (splay direction, top card, the cards below, visible icons), icon totals,
//! score, score pile and hand, as faces where the viewer may see them and as
//! backs showing only the age otherwise. In team play partners sit together
//! under their team's achievements. Built only from `Innovation::view`; every
//! card shows its featured icon and its dogma in our own words on hover or tap.

use crate::engine::i18n::escape;
use crate::engine::{DynState, Seat, Text};
use crate::games::innovation::view::{AchievementView, Face, InnovationView, PhaseView, PileView, PlayerView};
use crate::games::innovation::{Card, Ending, Icon, Innovation, Special, Splay};
use crate::web::board::{BoardCtx, BoardError, view_of};
use askama::Template;
use std::collections::BTreeMap;

/// Something shown, with the attributes that make it clickable when the viewer's
/// prompt offers it.
struct Item {
    html: String,
    target: String,
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
    count: usize,
    count_text: String,
    target: String,
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
    removed: Vec<Item>,
    removed_hidden: Vec<String>,
    groups: Vec<Group>,
}

fn icon_html(ctx: &BoardCtx, icon: Option<Icon>) -> String {
    let (id, name) = match icon {
        Some(i) => (i.id(), ctx.catalog.icon_name(i.id())),
        None => ("hexagon", ctx.t("innovation-board-hexagon")),
    };
    format!(r#"<span class="icon icon-{id}" title="{name}">{name}</span>"#, name = escape(&name))
}

/// A card face: age, name, optionally its four icon positions, and a box with its
/// featured icon and its effects in our words that opens on hover or tap (focus).
fn card_html(ctx: &BoardCtx, card: Card, with_icons: bool) -> String {
    let info = card.info();
    let id = card.id();
    let icons = if with_icons {
        let slots: String = info.icons.iter().map(|&i| icon_html(ctx, i)).collect();
        format!(r#"<span class="inn-card-icons">{slots}</span>"#)
    } else {
        String::new()
    };
    let text = ctx.catalog.card_text(&id).map(|t| escape(&t).into_owned()).unwrap_or_default();
    format!(
        concat!(
            r#"<span class="inn-card inn-{color}" tabindex="0"><span class="inn-age">{age}</span>"#,
            r#"<span class="card" data-card="{id}">{name}</span>{icons}"#,
            r#"<span class="inn-tip" role="tooltip"><span class="inn-featured">{featured}</span> {text}</span></span>"#
        ),
        color = info.color.id(),
        age = info.age,
        name = escape(&ctx.catalog.card_name(&id)),
        featured = ctx.text(&Text::key("innovation-board-featured").icon("icon", info.dogma.id())),
        id = id,
        icons = icons,
        text = text,
    )
}

fn back_html(ctx: &BoardCtx, age: u8) -> String {
    let label = ctx.text(&Text::key("innovation-board-back").num("age", age));
    format!(r#"<span class="inn-back" data-age="{age}" title="{label}">{age}</span>"#)
}

/// A standard achievement: a face-down card of which only the age is known.
fn achievement_html(ctx: &BoardCtx, age: u8) -> String {
    let label = ctx.text(&Text::key("innovation-board-achievement-age").num("age", age));
    format!(r#"<span class="inn-achievement" data-age="{age}" title="{label}">{age}</span>"#)
}

fn special_html(ctx: &BoardCtx, special: Special) -> String {
    format!(
        r#"<span class="inn-special" tabindex="0">{name}<span class="inn-tip" role="tooltip">{text}</span></span>"#,
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
    let splay_text = match p.splay {
        Splay::None => ctx.t("innovation-splay-none"),
        dir => ctx.text(
            &Text::key("innovation-board-splayed")
                .text("direction", Text::key(format!("innovation-splay-{}", dir.id()))),
        ),
    };
    let covered: Vec<Item> = p.cards.iter().rev().skip(1).map(|&c| face(ctx, c, false)).collect();
    Pile {
        color: p.color.id(),
        color_name: ctx.t(&format!("innovation-color-{}", p.color.id())),
        splay: p.splay.id(),
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

pub fn render(state: &dyn DynState, ctx: &BoardCtx) -> Result<String, BoardError> {
    let view = view_of::<Innovation>(state, ctx.viewer)?;
    let board = Board {
        ctx,
        over: matches!(view.phase, PhaseView::Over { .. }),
        status: status(ctx, &view),
        decks: view
            .decks
            .iter()
            .zip(1u8..)
            .map(|(&count, age)| Deck {
                age,
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
        removed: view.removed.iter().map(|&c| face(ctx, c, false)).collect(),
        removed_hidden: view.removed_hidden.iter().map(|&age| back_html(ctx, age)).collect(),
        groups: groups(ctx, &view),
    };
    Ok(board.render()?)
}

