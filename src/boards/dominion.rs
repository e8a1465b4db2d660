//! The Dominion board: the supply (cost, count, types), every player's public
//! table (hand size, discard top, cards in play, set aside or revealed), the
//! viewer's hand as clickable cards with their deck count, the turn's coins,
//! actions and buys, and the trash. Built only from `Dominion::view`; every card
//! shows its text in our own words on hover or tap.

use super::{BoardCtx, BoardError, view_of};
use crate::engine::i18n::escape;
use crate::engine::{DynState, Viewer};
use crate::games::dominion::{Card, CardType, Dominion, Phase};
use askama::Template;

/// A card as markup, with the prompt target that makes it clickable (if any).
struct CardCell {
    html: String,
    target: String,
}

struct PileRow {
    card: CardCell,
    cost: u32,
    count: u32,
    types: String,
}

struct PlayerRow {
    name: String,
    seat_class: String,
    to_play: bool,
    me: bool,
    hand_size: usize,
    deck_size: Option<usize>,
    discard_top: Option<String>,
    in_play: Vec<String>,
    set_aside: Vec<String>,
    revealed: Vec<CardCell>,
    looking_count: usize,
    turns: u32,
    vp: Option<i64>,
}

#[derive(Template)]
#[template(path = "games/dominion/board.html")]
struct Board<'a> {
    ctx: &'a BoardCtx<'a>,
    turn_number: u32,
    turn_player: String,
    phase: String,
    actions: u32,
    buys: u32,
    coins: u32,
    resolving: Vec<String>,
    gained: Vec<String>,
    supply: Vec<PileRow>,
    empty_piles: usize,
    players: Vec<PlayerRow>,
    /// The viewer's own hand, deck count, and what they are looking at.
    hand: Option<Vec<CardCell>>,
    deck_size: Option<usize>,
    looking: Vec<CardCell>,
    discard: Option<Vec<CardCell>>,
    trash: Vec<String>,
    game_over: bool,
}

/// A card with its text shown on hover and on tap (focus), without script.
fn card(ctx: &BoardCtx, c: Card) -> String {
    let text = ctx.catalog.card_text(c.id()).unwrap_or_default();
    format!(
        r#"<span class="dominion-card dominion-{id}" tabindex="0">{name}<span class="dominion-card-text" role="tooltip">{text}</span></span>"#,
        id = c.id(),
        name = ctx.card(c.id()),
        text = escape(&text),
    )
}

/// One cell per card of a zone the viewer may choose from. A card is clickable
/// through a prompt naming its kind (`<zone>-silver`) or this very copy
/// (`<zone>-silver.2`); a prompt names one or the other, never both.
fn cells(ctx: &BoardCtx, zone: &str, cards: &[Card]) -> Vec<CardCell> {
    let mut seen: Vec<Card> = Vec::new();
    cards
        .iter()
        .map(|&c| {
            seen.push(c);
            let k = seen.iter().filter(|s| **s == c).count();
            let target = format!(
                "{}{}",
                ctx.target(&format!("{zone}-{}", c.id())),
                ctx.target(&format!("{zone}-{}.{k}", c.id()))
            );
            CardCell { html: card(ctx, c), target }
        })
        .collect()
}

fn type_key(t: CardType) -> &'static str {
    match t {
        CardType::Action => "dominion-type-action",
        CardType::Treasure => "dominion-type-treasure",
        CardType::Victory => "dominion-type-victory",
        CardType::Curse => "dominion-type-curse",
        CardType::Attack => "dominion-type-attack",
        CardType::Reaction => "dominion-type-reaction",
    }
}

pub fn render(state: &dyn DynState, ctx: &BoardCtx) -> Result<String, BoardError> {
    let view = view_of::<Dominion>(state, ctx.viewer)?;
    let cards = |cs: &[Card]| cs.iter().map(|&c| card(ctx, c)).collect::<Vec<_>>();
    let supply = view
        .supply
        .iter()
        .map(|p| PileRow {
            card: CardCell { html: card(ctx, p.card), target: ctx.target(&format!("supply-{}", p.card.id())) },
            cost: p.cost,
            count: p.count,
            types: p.types.iter().map(|t| ctx.t(type_key(*t))).collect::<Vec<_>>().join(" – "),
        })
        .collect();
    let players = view
        .players
        .iter()
        .map(|p| PlayerRow {
            name: ctx.name(&p.seat).to_string(),
            seat_class: format!("p{}", p.seat),
            to_play: p.seat == view.turn.player && !view.game_over,
            me: ctx.is_me(&p.seat),
            hand_size: p.hand_size,
            deck_size: p.deck_size,
            discard_top: p.discard_top.map(|c| card(ctx, c)),
            in_play: cards(&p.in_play),
            set_aside: cards(&p.set_aside),
            // Revealed cards are chosen by kind.
            revealed: p
                .revealed
                .iter()
                .map(|&c| CardCell {
                    html: card(ctx, c),
                    target: ctx.target(&format!("revealed-{}-{}", p.seat, c.id())),
                })
                .collect(),
            looking_count: p.looking_count,
            turns: p.turns,
            vp: p.vp,
        })
        .collect();
    let me = match ctx.viewer {
        Viewer::Seat(s) => view.players.get(s),
        _ => None,
    };
    let board = Board {
        ctx,
        turn_number: view.turn.number,
        turn_player: ctx.name(&view.turn.player).to_string(),
        phase: ctx.t(match view.turn.phase {
            Phase::Action => "dominion-board-phase-action",
            Phase::Buy => "dominion-board-phase-buy",
        }),
        actions: view.turn.actions,
        buys: view.turn.buys,
        coins: view.turn.coins,
        resolving: cards(&view.turn.resolving),
        gained: view
            .turn
            .gained
            .iter()
            .map(|g| format!("{}: {}", escape(ctx.name(&g.seat)), card(ctx, g.card)))
            .collect(),
        supply,
        empty_piles: view.empty_piles,
        players,
        hand: me.and_then(|p| p.hand.as_deref()).map(|h| cells(ctx, "hand", h)),
        deck_size: me.and_then(|p| p.deck_size),
        looking: me.and_then(|p| p.looking.as_deref()).map(|l| cells(ctx, "looking", l)).unwrap_or_default(),
        discard: me.and_then(|p| p.discard.as_deref()).map(|d| {
            // Shown top first; chosen by kind.
            let top_first: Vec<Card> = d.iter().rev().copied().collect();
            cells(ctx, "discard", &top_first)
        }),
        trash: cards(&view.trash),
        game_over: view.game_over,
    };
    Ok(board.render()?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::conformance::random_answer;
    use crate::engine::i18n::Catalog;
    use crate::engine::{Game, GameRng, Match, Registered, Seed};
    use serde_json::json;

    fn names(n: usize) -> Vec<String> {
        (0..n).map(|s| format!("Player <{s}>")).collect()
    }

    fn board(state: &dyn DynState, catalog: &Catalog, names: &[String], viewer: Viewer, m: &Match) -> String {
        let prompt = viewer.seat().and_then(|s| m.prompt_for(s));
        let ctx = BoardCtx { catalog, names, viewer, prompt: prompt.as_ref() };
        render(state, &ctx).expect("the board renders")
    }

    /// Random games, rendered for every seat and a spectator at many states: the
    /// board shows the viewer's hand and clickable options, and nothing that
    /// re-dealing the viewer's hidden information could change.
    #[test]
    fn boards_show_the_viewers_own_cards_and_nothing_hidden() {
        let catalog = Catalog::for_game(&Dominion::meta(), "en").unwrap();
        for (i, (seats, kingdom)) in
            [(2, "first-game"), (3, "size-distortion"), (4, "sleight-of-hand")].into_iter().enumerate()
        {
            let seed = Seed::from_label(&format!("board/{i}"));
            let game = &Registered::<Dominion>::GAME;
            let mut m = Match::new(game, seats, &json!({ "kingdom": kingdom }), seed).unwrap();
            let names = names(seats);
            let mut rng = GameRng::for_event(&seed, u64::MAX);
            let mut step = 0;
            while !m.is_over() {
                if step % 7 == 0 {
                    let state = m.state_as::<Dominion>().unwrap().clone();
                    for v in (0..seats).map(Viewer::Seat).chain([Viewer::Spectator]) {
                        let html = board(&state, &catalog, &names, v, &m);
                        let mut scrambled = state.clone();
                        scrambled.scramble_hidden(v, &mut rng);
                        assert_eq!(
                            html,
                            board(&scrambled, &catalog, &names, v, &m),
                            "the board of {v:?} shows hidden cards"
                        );
                        assert!(html.contains("Player &") && !html.contains("<0>"), "names are escaped");
                        if let Viewer::Seat(s) = v {
                            for c in &state.players[s].hand {
                                assert!(
                                    html.contains(&format!("data-card=\"{}\"", c.id())),
                                    "seat {s}'s hand shows {c:?}"
                                );
                            }
                            if let Some(p) = m.prompt_for(s) {
                                for o in p.choice.options().iter().filter(|o| o.target.is_some()) {
                                    assert!(
                                        html.contains(&format!("data-option=\"{}\"", o.key)),
                                        "option {} is clickable",
                                        o.key
                                    );
                                }
                            }
                        } else {
                            assert!(!html.contains("dominion-hand"), "a spectator has no hand");
                        }
                    }
                }
                step += 1;
                let prompts = m.prompts();
                let p = &prompts[rng.below(prompts.len())];
                let _ = m.answer(p.seat, &random_answer(&p.choice, &mut rng));
            }
            let state = m.state_as::<Dominion>().unwrap().clone();
            let html = board(&state, &catalog, &names, Viewer::Spectator, &m);
            assert!(html.contains("dominion-over"), "the finished board says so");
        }
    }

    #[test]
    fn every_card_on_the_board_carries_its_text() {
        let catalog = Catalog::for_game(&Dominion::meta(), "en").unwrap();
        let names = names(2);
        let ctx = BoardCtx { catalog: &catalog, names: &names, viewer: Viewer::Spectator, prompt: None };
        for c in crate::games::dominion::ALL_CARDS {
            let html = card(&ctx, c);
            let text = catalog.card_text(c.id()).expect("every card has a text");
            assert!(html.contains(&*escape(&text)), "{c:?}");
        }
    }
}
