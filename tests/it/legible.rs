//! Legibility over HTTP and mail: each game's rules help in both languages
//! covers every symbol its board draws; prompts link to it; turn mails of the
//! map games read as tables in their plain-text part.

use crate::common;

use common::web::{Client, TestServer};

/// `/rules/<slug>` in English and Japanese: the page exists, has its contents,
/// names and explains every symbol of the board's table (its legend, drawn as
/// SVG), lists the game's options, and holds no placeholder.
#[test]
fn every_game_has_rules_help_naming_every_symbol_in_both_languages() {
    use letterbox::engine::i18n::Catalog;
    let server = TestServer::on_sqlite(&[], false);
    for served in server.app.games {
        let meta = served.game.meta();
        let slug = meta.slug;
        for lang in ["en", "ja"] {
            let catalog = Catalog::for_game(&meta, lang).unwrap();
            let mut reader = Client::speaking(&server.base, lang);
            let page = reader.get(&format!("/rules/{slug}"));
            assert_eq!(page.status, 200, "{slug} rules in {lang}");
            assert!(page.body.contains(&format!("<html lang=\"{lang}\">")), "{slug}: the page speaks {lang}");
            assert!(page.body.contains("<nav class=\"rules-contents\">"), "{slug}: the page has its contents");
            assert!(!page.body.contains("TODO"), "{slug} rules in {lang}: a placeholder");
            for symbol in served.symbols {
                let key = format!("{slug}-symbol-{}", symbol.id);
                assert!(
                    page.body.contains(&format!("id=\"legend-{}\"", symbol.id)),
                    "{slug} rules in {lang} do not show symbol {}",
                    symbol.id
                );
                let name = catalog.message(&key);
                assert!(page.body.contains(&name), "{slug} rules in {lang} do not name symbol {}", symbol.id);
                let meaning = catalog.attribute(&key, "text").unwrap_or_default();
                let escaped = letterbox::engine::i18n::escape(&meaning);
                assert!(page.body.contains(escaped.as_ref()), "{slug} rules in {lang} do not explain {}", symbol.id);
            }
            if !meta.options.is_empty() {
                assert!(page.body.contains("<section id=\"options\">"), "{slug}: the game's options");
            }
        }
    }
    let mut reader = server.client();
    assert_eq!(reader.get("/rules/no-such-game").status, 404, "an unknown game's rules");
}

/// The game page links to its rules, and the decision's "?" to the section on it.
#[test]
fn a_decision_links_to_the_rules_section_that_explains_it() {
    let server = TestServer::on_sqlite(&[], false);
    let (ann, bob, id) = server.dominion_for_two();
    // Whoever the seating put first has the first decision.
    let (seq, prompts, _) = server.state(id);
    assert!(seq < 5);
    let first = server.app.store.seat_holders(id).unwrap()[prompts[0].seat].user_id;
    let ann_id = server.app.store.user_by_email("ann@example.org").unwrap().unwrap().id;
    let mut player = if first == Some(ann_id) { ann } else { bob };
    let page = player.get(&format!("/games/{id}"));
    assert!(page.body.contains("href=\"/rules/dominion\""), "the page links to the rules");
    let help = page.body.split("class=\"help\" href=\"").nth(1).and_then(|r| r.split('"').next());
    let help = help.unwrap_or_else(|| panic!("the decision has a help link: {}", page.body));
    let (path, section) = help.split_once('#').expect("a section");
    assert_eq!(path, "/rules/dominion");
    let rules = player.get(path);
    assert!(rules.body.contains(&format!("<section id=\"{section}\">")), "the section {section} exists");
}
