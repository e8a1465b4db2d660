//! The Dominion board: the supply (cost, count, types), every player's public
//! table (hand size, discard top, cards in play, set aside or revealed), the
//! viewer's hand as clickable cards with their deck count, the turn's coins,
//! actions and buys, the trash and the legend of its symbols. Built only from
//! `Dominion::view`; every card shows its text in our own words on tap (the
//! catalog's `data-text`), and in a mail beside each supply pile.

use super::{BoardCtx, BoardError, Medium};
use ::dominion::{Card, CardType, DominionView, DurationView, Later, Phase, Until};
use askama::Template;
use engine::Text;
use engine::Viewer;
use engine::i18n::escape;

/// A card as markup, with the prompt target that makes it clickable (if any).
struct CardCell {
    html: String,
    target: String,
}

struct PileRow {
    card: CardCell,
    /// The card's text in a mail, where nothing can be tapped.
    text: Option<String>,
    cost: u32,
    count: u32,
    /// The type markers.
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
    /// Duration plays still out, each with what it will do.
    durations: Vec<String>,
    island: Vec<String>,
    /// The Native Village mat: its cards for its owner, else how many.
    native_village: Option<String>,
    turns: u32,
    vp: Option<i64>,
    /// Shown once nothing is hidden (the game is over, or the omniscient replay).
    open: Option<OpenTable>,
}

/// A player's cards once nothing is hidden any more.
struct OpenTable {
    /// Another player's hand (the viewer's own is shown below the table).
    hand: Option<Vec<String>>,
    /// The deck, top first (omniscient replay only).
    deck: Option<Vec<String>>,
    /// Every card owned, as "card ×n".
    collection: Vec<String>,
    /// One line per scoring card kind: "card ×n: vp".
    vp_lines: Vec<String>,
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
    /// Effects lasting the rest of the turn (Haggler, Scheme, Cauldron), each with
    /// what it does.
    this_turn: Vec<String>,
    gained: Vec<String>,
    /// "Extra turn" / "an extra turn follows" (Outpost).
    extra_turn: Option<String>,
    supply: Vec<PileRow>,
    empty_piles: usize,
    /// Victory points are shown (the game's option, or its end); else hidden
    /// from everyone alike, and the column is left out.
    vp_shown: bool,
    players: Vec<PlayerRow>,
    /// The viewer's own hand, deck count, and what they are looking at.
    hand: Option<Vec<CardCell>>,
    deck_size: Option<usize>,
    looking: Vec<CardCell>,
    discard: Option<Vec<CardCell>>,
    trash: Vec<String>,
    game_over: bool,
    /// Some player's cards are all shown (end of game, omniscient replay).
    open_table: bool,
}

/// A card as a chip: its name, whose `data-text` the page shows on tap.
fn card(ctx: &BoardCtx, c: Card) -> String {
    format!(r#"<span class="dominion-card dominion-{id}">{name}</span>"#, id = c.id(), name = ctx.card(c.id()))
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

fn later_text(l: &Later) -> Text {
    match l {
        Later::Cards(n) => Text::key("dominion-later-cards").num("n", *n),
        Later::Actions(n) => Text::key("dominion-later-actions").num("n", *n),
        Later::Buys(n) => Text::key("dominion-later-buys").num("n", *n),
        Later::Coins(n) => Text::key("dominion-later-coins").num("n", *n),
        Later::TakeHeld => Text::key("dominion-later-take-held"),
        Later::Discard(n) => Text::key("dominion-later-discard").num("n", *n),
        Later::GainTreasure => Text::key("dominion-later-gain-treasure"),
        Later::MayTrash => Text::key("dominion-later-may-trash"),
        Later::ExtraTurn => Text::key("dominion-later-extra-turn"),
    }
}

fn until_text(u: &Until) -> Text {
    match u {
        Until::Shield => Text::key("dominion-until-shield"),
        Until::Corsair { .. } => Text::key("dominion-until-corsair"),
        Until::Monkey { watch } => Text::key("dominion-until-monkey").player("player", *watch),
        Until::Blockade { .. } => Text::key("dominion-until-blockade"),
    }
}

/// A Duration play: its cards, what it will still do, and what it holds (face
/// down cards only as a count unless the view shows them).
fn duration(ctx: &BoardCtx, d: &DurationView) -> String {
    let cards: String = d.keeps.iter().map(|&c| card(ctx, c)).collect();
    let does: Vec<String> = d
        .next
        .iter()
        .map(|l| ctx.text(&later_text(l)))
        .chain(d.until.iter().map(|u| ctx.text(&until_text(u))))
        .collect();
    let held = match &d.held {
        Some(held) => held.iter().map(|&c| card(ctx, c)).collect::<String>(),
        None if d.held_count > 0 => format!("{} {}", ctx.t("dominion-board-face-down"), d.held_count),
        None => String::new(),
    };
    format!(
        r#"<span class="dominion-duration">{cards}<span class="dominion-duration-does">{does}</span>{held}</span>"#,
        does = does.join(", "),
    )
}

/// The symbol that marks a card type.
fn type_symbol(t: CardType) -> &'static str {
    match t {
        CardType::Action => "action",
        CardType::Treasure => "treasure",
        CardType::Victory => "victory",
        CardType::Curse => "curse",
        CardType::Attack => "attack",
        CardType::Reaction => "reaction",
        CardType::Duration => "duration",
    }
}

/// A card type's marker: on a page its symbol, which shows the type's name and
/// meaning on tap (the hidden name heads the sheet); in a mail the type's name.
fn type_marker(ctx: &BoardCtx, t: CardType) -> String {
    let id = type_symbol(t);
    match ctx.medium {
        Medium::Page => format!(
            r#"<span class="dominion-type" data-text="{text}">{symbol}<span class="dominion-sym-name">{name}</span></span>"#,
            text = escape(&ctx.symbol_text(id)),
            symbol = ctx.symbol(SYMBOLS, id),
            name = escape(&ctx.symbol_name(id)),
        ),
        Medium::Mail => ctx.symbol(SYMBOLS, id),
    }
}

pub fn render(view: &DominionView, ctx: &BoardCtx) -> Result<String, BoardError> {
    let cards = |cs: &[Card]| cs.iter().map(|&c| card(ctx, c)).collect::<Vec<_>>();
    let supply = view
        .supply
        .iter()
        .map(|p| PileRow {
            card: CardCell { html: card(ctx, p.card), target: ctx.target(&format!("supply-{}", p.card.id())) },
            text: (ctx.medium == Medium::Mail).then(|| ctx.catalog.card_text(p.card.id()).unwrap_or_default()),
            cost: p.cost,
            count: p.count,
            types: p
                .types
                .iter()
                .map(|&t| type_marker(ctx, t))
                .collect::<Vec<_>>()
                .join(if ctx.medium == Medium::Mail { ", " } else { "" }),
        })
        .collect();
    let players: Vec<PlayerRow> = view
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
            durations: p.durations.iter().map(|d| duration(ctx, d)).collect(),
            island: cards(&p.island),
            native_village: match &p.native_village {
                Some(mat) if !mat.is_empty() => Some(cards(mat).concat()),
                _ if p.native_village_count > 0 => Some(p.native_village_count.to_string()),
                _ => None,
            },
            turns: p.turns,
            vp: p.vp,
            open: p.collection.as_ref().map(|owned| OpenTable {
                hand: p.hand.as_deref().filter(|_| !ctx.is_me(&p.seat)).map(&cards),
                deck: p.deck.as_deref().map(&cards),
                collection: owned.iter().map(|c| format!("{} ×{}", card(ctx, c.card), c.count)).collect(),
                vp_lines: p
                    .vp_breakdown
                    .iter()
                    .flatten()
                    .map(|l| format!("{} ×{}: {}", card(ctx, l.card), l.count, l.vp))
                    .collect(),
            }),
        })
        .collect();
    let me = match ctx.viewer {
        Viewer::Seat(s) => view.players.get(s),
        _ => None,
    };
    let board = Board {
        ctx,
        // The turn player's own count, as the log numbers turns ("starts turn 6"),
        // not the count of all players' turns.
        turn_number: view.players.get(view.turn.player).map_or(view.turn.number, |p| p.turns),
        turn_player: ctx.name(&view.turn.player).to_string(),
        phase: ctx.t(match view.turn.phase {
            Phase::Action => "dominion-board-phase-action",
            Phase::Buy => "dominion-board-phase-buy",
        }),
        actions: view.turn.actions,
        buys: view.turn.buys,
        coins: view.turn.coins,
        resolving: cards(&view.turn.resolving),
        this_turn: view
            .turn
            .this_turn
            .iter()
            .map(|c| {
                let what = ctx.t(&format!("dominion-this-turn-{}", c.card.id()));
                format!("{} ×{}: {}", card(ctx, c.card), c.count, escape(&what))
            })
            .collect(),
        extra_turn: if view.turn.extra {
            Some(ctx.t("dominion-board-extra-turn"))
        } else if view.turn.extra_next {
            Some(ctx.t("dominion-board-extra-next"))
        } else {
            None
        },
        gained: view
            .turn
            .gained
            .iter()
            .map(|g| format!("{}: {}", escape(ctx.name(&g.seat)), card(ctx, g.card)))
            .collect(),
        supply,
        empty_piles: view.empty_piles,
        open_table: players.iter().any(|p: &PlayerRow| p.open.is_some()),
        vp_shown: players.iter().any(|p| p.vp.is_some()),
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

/// Every symbol this board draws (see [`crate::Symbol`]): coins, victory
/// points, whose turn it is, and a marker per card type.
pub const SYMBOLS: &[crate::Symbol] = &[
    crate::Symbol {
        id: "coin",
        shape: r##"<circle cx="10" cy="10" r="8.5"/><circle cx="10" cy="10" r="5" fill="none" stroke="#fff" stroke-width="1.6"/>"##,
    },
    crate::Symbol {
        id: "vp",
        shape: r#"<polygon points="10,1 12.6,7.2 19.3,7.6 14.2,11.9 15.8,18.4 10,14.8 4.2,18.4 5.8,11.9 0.7,7.6 7.4,7.2"/>"#,
    },
    crate::Symbol { id: "to-play", shape: r#"<polygon points="4,3 17,10 4,17"/>"# },
    crate::Symbol { id: "action", shape: r#"<path fill-rule="evenodd" d="M10 1a9 9 0 1 0 .01 0ZM8 6l6 4-6 4Z"/>"# },
    crate::Symbol { id: "treasure", shape: r#"<polygon points="5,3 15,3 19,8 10,18 1,8"/>"# },
    crate::Symbol { id: "victory", shape: r#"<polygon points="2,16 2,5 6.5,10 10,3 13.5,10 18,5 18,16"/>"# },
    crate::Symbol { id: "curse", shape: r#"<path d="M4 2l6 6 6-6 2 2-6 6 6 6-2 2-6-6-6 6-2-2 6-6-6-6Z"/>"# },
    crate::Symbol {
        id: "attack",
        shape: r#"<path d="M17 1l2 2L8.5 13.5l-2-2ZM4 11l5 5-1.5 1.5-2-2-3 3-1-1 3-3-2-2Z"/>"#,
    },
    crate::Symbol { id: "reaction", shape: r#"<path d="M10 1l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V4Z"/>"# },
    crate::Symbol {
        id: "duration",
        shape: r#"<path d="M4 1h12v2c0 4-4 6-4.5 7 .5 1 4.5 3 4.5 7v2H4v-2c0-4 4-6 4.5-7C8 9 4 7 4 3Z"/>"#,
    },
];

/// The rules help at `/rules/dominion`.
pub const RULES: crate::RulesHelp = crate::RulesHelp {
    pages: &[("en", include_str!("rules/dominion.en.html")), ("ja", include_str!("rules/dominion.ja.html"))],
    sections: &[
        ("dominion-prompt-action", "action-phase"),
        ("dominion-prompt-buy", "buy-phase"),
        ("dominion-ask-moat", "reactions"),
        ("dominion-ask-react", "reactions"),
        ("dominion-ask-respond", "reactions"),
        ("dominion-standing", "reactions"),
        ("dominion-ask-duration", "durations"),
        ("dominion-ask-haven", "durations"),
        ("dominion-ask-island", "durations"),
        ("dominion-ask-native-village", "durations"),
        ("dominion-ask-", "terms"),
    ],
};

#[cfg(test)]
mod tests {
    use super::*;
    use ::dominion::Dominion;
    use engine::conformance::random_answer;
    use engine::i18n::Catalog;
    use engine::{Game, GameRng, Match, Registered, Seed};
    use serde_json::json;

    fn names(n: usize) -> Vec<String> {
        (0..n).map(|s| format!("Player <{s}>")).collect()
    }

    fn board(state: &dyn engine::DynState, catalog: &Catalog, names: &[String], viewer: Viewer, m: &Match) -> String {
        let prompt = viewer.seat().and_then(|s| m.prompt_for(s));
        let ctx = BoardCtx { catalog, names, viewer, prompt: prompt.as_ref(), medium: crate::Medium::Page };
        crate::DynBoard::render(&crate::BoardOf::<Dominion>(render), state, &ctx).expect("the board renders")
    }

    /// The "everything" replay shows every hand and deck; at the end every viewer
    /// sees each player's cards and where their points came from.
    #[test]
    fn the_omniscient_board_and_the_final_board_open_every_players_cards() {
        let catalog = Catalog::for_game(&Dominion::meta(), "en").unwrap();
        let seed = Seed::from_label("board/open");
        let game = &Registered::<Dominion>::GAME;
        let mut m = Match::new(game, 2, &json!({ "kingdom": "first-game" }), seed).unwrap();
        let names = names(2);
        let state = m.state_as::<Dominion>().unwrap().clone();
        let everything = board(&state, &catalog, &names, Viewer::Omniscient, &m);
        assert!(everything.contains("dominion-open"), "the omniscient board opens the table");
        assert!(everything.contains("deck, top first"), "with each deck in order");
        let seat0 = board(&state, &catalog, &names, Viewer::Seat(0), &m);
        assert!(!seat0.contains("dominion-open"), "a running game keeps its secrets");
        let mut rng = GameRng::for_event(&seed, u64::MAX);
        while !m.is_over() {
            let p = m.prompts().remove(0);
            let _ = m.answer(p.seat, &random_answer(&p.choice, &mut rng));
        }
        let end = m.state_as::<Dominion>().unwrap().clone();
        let html = board(&end, &catalog, &names, Viewer::Spectator, &m);
        assert!(html.contains("dominion-open") && html.contains("cards at the end"), "the final table is open");
        assert!(
            html.contains("data-card=\"province\"") || html.contains("data-card=\"estate\""),
            "the scoring cards are listed"
        );
        assert!(!html.contains("deck, top first"), "deck order is for the omniscient replay only");
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

    /// The symbol ids a rendered board draws (`class="sym sym-<id>"`).
    fn symbols_drawn(html: &str) -> Vec<&str> {
        html.split(r#"class="sym sym-"#).skip(1).filter_map(|rest| rest.split('"').next()).collect()
    }

    /// A mid-game board (seed "board/legible"), in both languages, on a page and
    /// in a mail: every symbol it draws is in the table, the legend is there, no
    /// `title` holds text, and a mail shows each supply card's text.
    #[test]
    fn a_mid_game_board_draws_only_listed_symbols_and_no_titles() {
        let seed = Seed::from_label("board/legible");
        let game = &Registered::<Dominion>::GAME;
        let mut m = Match::new(game, 3, &json!({ "kingdom": "reach-for-tomorrow" }), seed).unwrap();
        let mut rng = GameRng::for_event(&seed, u64::MAX);
        while m.state_as::<Dominion>().unwrap().players[0].turns < 6 {
            let prompts = m.prompts();
            let p = &prompts[rng.below(prompts.len())];
            let _ = m.answer(p.seat, &random_answer(&p.choice, &mut rng));
        }
        let state = m.state_as::<Dominion>().unwrap().clone();
        let names = names(3);
        for lang in ["en", "ja"] {
            let catalog = Catalog::for_game(&Dominion::meta(), lang).unwrap();
            for medium in [crate::Medium::Page, crate::Medium::Mail] {
                for viewer in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator] {
                    let prompt = viewer.seat().and_then(|s| m.prompt_for(s));
                    let ctx = BoardCtx { catalog: &catalog, names: &names, viewer, prompt: prompt.as_ref(), medium };
                    let html = crate::DynBoard::render(&crate::BoardOf::<Dominion>(render), &state, &ctx).unwrap();
                    let what = format!("{lang} {medium:?} {viewer:?}");
                    assert!(!html.contains("title=\""), "{what}: a title attribute");
                    assert!(!html.contains("sym-unknown"), "{what}: a symbol missing from SYMBOLS");
                    for id in symbols_drawn(&html) {
                        assert!(SYMBOLS.iter().any(|s| s.id == id), "{what}: sym-{id} is not in SYMBOLS");
                    }
                    for s in SYMBOLS {
                        assert!(!ctx.symbol_text(s.id).is_empty(), "{what}: symbol {} has no meaning", s.id);
                    }
                    match medium {
                        crate::Medium::Page => {
                            for id in ["coin", "attack", "duration"] {
                                assert!(symbols_drawn(&html).contains(&id), "{what}: the {id} symbol");
                            }
                            assert!(html.contains(r#"class="legend""#), "{what}: the legend");
                        }
                        crate::Medium::Mail => {
                            assert!(symbols_drawn(&html).is_empty(), "{what}: webmail drops SVG");
                            for pile in &state.supply {
                                let text = catalog.card_text(pile.card.id()).unwrap();
                                let shown = format!(r#"<small class="dominion-card-text">{}</small>"#, escape(&text));
                                assert!(html.contains(&shown), "{what}: the text of {:?}", pile.card);
                            }
                        }
                    }
                }
            }
        }
    }

    /// Both rules pages have the same sections, and every prompt links to one.
    #[test]
    fn the_rules_pages_match_and_hold_every_linked_section() {
        let en = RULES.section_ids(RULES.page("en"));
        assert_eq!(en, RULES.section_ids(RULES.page("ja")));
        for (_, id) in RULES.sections {
            assert!(en.contains(id), "section {id}");
        }
        assert!(!RULES.page("ja").contains("TODO") && RULES.page("ja").contains("サプライ"));
    }

    #[test]
    fn every_card_on_the_board_carries_its_text() {
        let catalog = Catalog::for_game(&Dominion::meta(), "en").unwrap();
        let names = names(2);
        let ctx = BoardCtx {
            catalog: &catalog,
            names: &names,
            viewer: Viewer::Spectator,
            prompt: None,
            medium: crate::Medium::Page,
        };
        for c in ::dominion::ALL_CARDS {
            let html = card(&ctx, c);
            let text = catalog.card_text(c.id()).expect("every card has a text");
            assert!(html.contains(&*escape(&text)), "{c:?}");
        }
    }
}
