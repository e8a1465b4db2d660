//! Boards: how a game's view becomes HTML, for pages and mail alike (pure: no IO).
//! Each served game has a module here with an askama template under
//! `templates/games/<slug>/`, rendered only from `Game::view(viewer)`, so a board
//! can never show more than the view does; and one line in [`SERVED`].
//!
//! Clickable elements: a board puts `{{ ctx.target(id)|safe }}` on the element a
//! prompt option may name as its `target`; when the viewer's prompt has an option
//! with that target the element gets `data-target`/`data-option` attributes, which
//! the page's small script turns into clicks on the generic prompt form. Without
//! JavaScript the form alone works.
//!
//! Legibility: a board draws its symbols as SVG shapes from its `SYMBOLS` table
//! (never a font glyph a device may lack), shows a legend of them
//! ([`BoardCtx::legend`]), and puts what a card or symbol does in `data-text`,
//! which the page shows in place on tap; a `title` may only repeat visible text.
//! Each game's rules help (`rules/<slug>.<lang>.html`) is served at
//! `/rules/<slug>` with the legend of every symbol its board uses.

pub mod dominion;
pub mod eminent_domain;
pub mod innovation;
pub mod legible;
pub mod quo_vadis;
pub mod voidfall;

use ::dominion::Dominion;
use ::eminent_domain::EminentDomain;
use ::innovation::Innovation;
use ::quo_vadis::QuoVadis;
use ::voidfall::Voidfall;
use engine::i18n::{Catalog, escape};
use engine::{DynGame, DynState, Game, Prompt, Registered, Seat, Text, Viewer};

pub use legible::{Medium, RulesHelp, Symbol, option_details, score_table};

/// A game the service offers: its rules, its board and its stylesheet.
pub struct Served {
    pub game: &'static dyn DynGame,
    pub board: &'static dyn DynBoard,
    /// The board's stylesheet, a path under `static/`.
    pub css: &'static str,
    /// Every symbol the board draws, for its legend and the rules page.
    pub symbols: &'static [Symbol],
    /// The rules help page and which of its sections explains a prompt.
    pub rules: RulesHelp,
}

/// Every game the service offers, one line each.
pub const SERVED: &[Served] = &[
    Served {
        game: &Registered::<Dominion>::GAME,
        board: &BoardOf::<Dominion>(dominion::render),
        css: "games/dominion.css",
        symbols: dominion::SYMBOLS,
        rules: dominion::RULES,
    },
    Served {
        game: &Registered::<EminentDomain>::GAME,
        board: &BoardOf::<EminentDomain>(eminent_domain::render),
        css: "games/eminent-domain.css",
        symbols: eminent_domain::SYMBOLS,
        rules: eminent_domain::RULES,
    },
    Served {
        game: &Registered::<Innovation>::GAME,
        board: &BoardOf::<Innovation>(innovation::render),
        css: "games/innovation.css",
        symbols: innovation::SYMBOLS,
        rules: innovation::RULES,
    },
    Served {
        game: &Registered::<Voidfall>::GAME,
        board: &BoardOf::<Voidfall>(voidfall::render),
        css: "games/voidfall.css",
        symbols: voidfall::SYMBOLS,
        rules: voidfall::RULES,
    },
    Served {
        game: &Registered::<QuoVadis>::GAME,
        board: &BoardOf::<QuoVadis>(quo_vadis::render),
        css: "games/quo-vadis.css",
        symbols: quo_vadis::SYMBOLS,
        rules: quo_vadis::RULES,
    },
];

/// A served game by slug, with its board and stylesheet.
pub fn find(slug: &str) -> Option<&'static Served> {
    SERVED.iter().find(|s| s.game.slug() == slug)
}

/// A served game's rules by slug.
pub fn find_game(slug: &str) -> Option<&'static dyn DynGame> {
    find(slug).map(|s| s.game)
}

/// The rules of every served game.
pub fn games() -> Vec<&'static dyn DynGame> {
    SERVED.iter().map(|s| s.game).collect()
}

/// What every board template gets besides the game's view.
pub struct BoardCtx<'a> {
    pub catalog: &'a Catalog,
    /// Display names by seat.
    pub names: &'a [String],
    pub viewer: Viewer,
    /// The viewer's open decision, if any.
    pub prompt: Option<&'a Prompt>,
    /// A page, or a mail (where webmail drops SVG and scripts).
    pub medium: Medium,
}

impl BoardCtx<'_> {
    pub fn name(&self, seat: &Seat) -> &str {
        self.names.get(*seat).map_or("?", String::as_str)
    }

    /// A catalog message without arguments (escaped by the template).
    pub fn t(&self, key: &str) -> String {
        self.catalog.message(key)
    }

    /// A card's name as markup with its text on hover; use with `|safe`.
    pub fn card(&self, id: &str) -> String {
        self.catalog.card_html(id)
    }

    /// A structured text as markup; use with `|safe`.
    pub fn text(&self, text: &Text) -> String {
        self.catalog.html(text, &|s| self.names.get(s).cloned().unwrap_or_default())
    }

    /// Attributes that make the element for `target` clickable when the viewer's
    /// prompt offers it; use with `|safe`.
    pub fn target(&self, target: &str) -> String {
        self.prompt
            .and_then(|p| p.choice.options().iter().find(|o| o.target.as_deref() == Some(target)))
            .map(|o| format!(r#" data-target="{}" data-option="{}""#, escape(target), escape(&o.key)))
            .unwrap_or_default()
    }

    /// Whether the viewer is `seat`.
    pub fn is_me(&self, seat: &Seat) -> bool {
        self.viewer == Viewer::Seat(*seat)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum BoardError {
    #[error("the state is not a {0} game")]
    WrongState(&'static str),
    #[error("template: {0}")]
    Template(#[from] askama::Error),
}

/// A board of any served game: the one place that turns a type-erased state
/// into the viewer's view before a board sees anything.
pub trait DynBoard: Sync {
    fn render(&self, state: &dyn DynState, ctx: &BoardCtx) -> Result<String, BoardError>;
}

/// Game `G`'s board renderer. It takes `G`'s view type, never the state, so a
/// board cannot show more than `Game::view` gives the viewer.
pub struct BoardOf<G: Game>(pub fn(&G::View, &BoardCtx) -> Result<String, BoardError>);

impl<G: Game> DynBoard for BoardOf<G> {
    fn render(&self, state: &dyn DynState, ctx: &BoardCtx) -> Result<String, BoardError> {
        (self.0)(&view_of::<G>(state, ctx.viewer)?, ctx)
    }
}

/// The typed view of a type-erased state.
pub fn view_of<G: Game>(state: &dyn DynState, viewer: Viewer) -> Result<G::View, BoardError> {
    state.as_any().downcast_ref::<G>().map(|g| g.view(viewer)).ok_or(BoardError::WrongState(G::SLUG))
}

/// For board tests: random three-player games of `G` (seeds "board/0", "board/1",
/// …), with `check` called every `every` answers and at each game's end.
#[cfg(test)]
pub(crate) fn each_random_state<G: engine::Game>(games: u64, every: usize, mut check: impl FnMut(&engine::Match)) {
    use engine::conformance::random_answer;
    use engine::registry::registered;
    use engine::{GameRng, Match, Seed};
    for game in 0..games {
        let seed = Seed::from_label(&format!("board/{game}"));
        let mut m = Match::new(registered::<G>(), 3, &serde_json::Value::Null, seed).unwrap();
        let mut rng = GameRng::from_u64(game);
        let mut step = 0;
        while !m.is_over() {
            if step % every == 0 {
                check(&m);
            }
            let prompts = m.prompts();
            let p = &prompts[rng.below(prompts.len())];
            let _ = m.answer(p.seat, &random_answer(&p.choice, &mut rng));
            step += 1;
        }
        check(&m);
    }
}

#[cfg(test)]
mod tests {
    use super::{BoardCtx, Medium, SERVED, Served};
    use engine::conformance::random_answer;
    use engine::i18n::{Catalog, languages};
    use engine::{GameRng, Match, Seed, Viewer};

    /// The `sym-<id>` classes of rendered markup.
    /// The ids of every `sym-<id>` class token of the markup: SVG symbols
    /// (`sym sym-<id>`) and shapes a map draws itself (`<use class="sym-<id>">`);
    /// `sym-name` marks a symbol's name in a mail.
    fn symbols_drawn(html: &str) -> Vec<&str> {
        html.split("class=\"")
            .skip(1)
            .filter_map(|rest| rest.split('"').next())
            .flat_map(str::split_whitespace)
            .filter_map(|token| token.strip_prefix("sym-"))
            .filter(|id| *id != "name")
            .collect()
    }

    /// Each board, in random games of each served game, viewed by a seat and a
    /// spectator, on a page and in a mail, in every language: it draws only
    /// symbols its legend lists, hides no text in a hover-only `title`, and
    /// sends no SVG by mail (webmail drops it).
    #[test]
    fn boards_draw_only_listed_symbols_and_no_hover_only_text() {
        for served in SERVED {
            let meta = served.game.meta();
            let catalogs: Vec<Catalog> = languages().map(|l| Catalog::for_game(&meta, l).unwrap()).collect();
            let names: Vec<String> = (0..3).map(|i| format!("Player {}", i + 1)).collect();
            let seats = 3.clamp(meta.min_seats, meta.max_seats);
            for game in 0..2u64 {
                let seed = Seed::from_label(&format!("symbols/{game}"));
                let mut m = Match::new(served.game, seats, &serde_json::Value::Null, seed).unwrap();
                let mut rng = GameRng::from_u64(game);
                let mut step = 0;
                loop {
                    if step % 40 == 0 || m.is_over() {
                        check_board(served, &m, &catalogs, &names);
                    }
                    if m.is_over() || step > 2_000 {
                        break;
                    }
                    let prompts = m.prompts();
                    let p = &prompts[rng.below(prompts.len())];
                    let _ = m.answer(p.seat, &random_answer(&p.choice, &mut rng));
                    step += 1;
                }
            }
        }
    }

    fn check_board(served: &Served, m: &Match, catalogs: &[Catalog], names: &[String]) {
        let slug = served.game.slug();
        for catalog in catalogs {
            for viewer in [Viewer::Seat(0), Viewer::Spectator] {
                for medium in [Medium::Page, Medium::Mail] {
                    let prompt = viewer.seat().and_then(|s| m.prompt_for(s));
                    let ctx = BoardCtx { catalog, names, viewer, prompt: prompt.as_ref(), medium };
                    let html = served.board.render(m.state(), &ctx).unwrap();
                    for id in symbols_drawn(&html) {
                        assert!(
                            served.symbols.iter().any(|s| s.id == id),
                            "{slug}: the board draws symbol {id}, which its SYMBOLS table does not list"
                        );
                    }
                    assert!(!html.contains(" title=\""), "{slug}: a title attribute holds text only a hover shows");
                    if medium == Medium::Mail {
                        assert!(!html.contains("<svg"), "{slug}: a mail board holds SVG, which webmail drops");
                    }
                }
            }
        }
    }

    /// Every symbol has a name and a meaning in every language; every rules
    /// page has the same sections in every language, none a placeholder, and
    /// every prompt section it links to exists.
    #[test]
    fn legends_and_rules_help_exist_in_every_language() {
        for served in SERVED {
            let meta = served.game.meta();
            let slug = meta.slug;
            let english_sections = served.rules.section_ids(served.rules.page("en"));
            assert!(english_sections.len() >= 3, "{slug}: the rules help has a few sections");
            for (_, target) in served.rules.sections {
                assert!(english_sections.contains(target), "{slug}: prompts link to a missing section {target}");
            }
            for lang in languages() {
                let catalog = Catalog::for_game(&meta, lang).unwrap();
                let page = served.rules.page(lang);
                assert!(served.rules.pages.iter().any(|(l, _)| *l == lang), "{slug}: no {lang} rules help");
                assert_eq!(served.rules.section_ids(page), english_sections, "{slug}: the {lang} rules' sections");
                assert!(!page.contains("TODO"), "{slug}: the {lang} rules help is a placeholder");
                for symbol in served.symbols {
                    let key = format!("{slug}-symbol-{}", symbol.id);
                    assert!(
                        catalog.has_own_attribute(&key, "text"),
                        "{slug}: the {lang} catalog does not say what symbol {} means",
                        symbol.id
                    );
                }
            }
        }
    }

    /// For every game the service offers, over many seeds, a simulation and a
    /// recorded game reach the same state: a game's own shortcuts for
    /// simulations (no log) must not change what happens. (Here, not in the
    /// engine, because only this layer knows which games are served.)
    #[test]
    fn simulations_of_every_served_game_reach_the_recorded_state() {
        for game in super::games() {
            let compared = engine::conformance::compare_with_matches(game, &serde_json::Value::Null, 40);
            assert!(compared > 0, "{}: some random games ran to their end", game.meta().slug);
        }
    }
}
