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

/// A game of `slug` from seed label `label` played by a fixed walk of random
/// answers until `reached` holds at a decision of seat 0; then seat 0's turn
/// mail in English and Japanese, with the seat's view (as JSON).
fn turn_mails_at(
    slug: &str,
    label: &str,
    seats: usize,
    reached: impl Fn(&serde_json::Value) -> bool,
) -> (Vec<(&'static str, letterbox::mail::Composed)>, serde_json::Value, Vec<String>) {
    use letterbox::engine::conformance::random_answer;
    use letterbox::engine::{GameRng, Match, Seed, Viewer};
    let server = TestServer::on_sqlite(&[], false);
    let app = &server.app;
    server.client().signup("ann@example.org", "Ann", "correct horse");
    let user = app.store.user_by_email("ann@example.org").unwrap().unwrap();
    let game = app.game(slug).unwrap();
    let mut m = Match::new(game, seats, &serde_json::json!({}), Seed::from_label(label)).unwrap();
    let mut rng = GameRng::from_u64(1);
    while !(m.prompt_for(0).is_some() && reached(&m.view(Viewer::Seat(0)).unwrap())) {
        assert!(!m.is_over() && m.seq() < 5_000, "{slug}: the walk reaches the position");
        let prompts = m.prompts();
        let p = &prompts[rng.below(prompts.len())];
        let _ = m.answer(p.seat, &random_answer(&p.choice, &mut rng));
    }
    let names: Vec<String> = ["Ann", "Bea", "Cyd", "Dan", "Eve"][..seats].iter().map(|n| (*n).to_string()).collect();
    let mails = ["en", "ja"]
        .into_iter()
        .map(|lang| {
            let user = letterbox::store::users::User { lang: lang.into(), ..user.clone() };
            let mail = letterbox::mail::compose::your_turn(
                app,
                &m,
                1,
                0,
                &user,
                &names,
                false,
                None,
                &[],
                &Default::default(),
            )
            .unwrap()
            .unwrap();
            assert!(mail.text.len() + mail.html.len() < 60_000, "{slug} in {lang}: the mail is under 60 KB");
            (lang, mail)
        })
        .collect();
    (mails, m.view(Viewer::Seat(0)).unwrap(), names)
}

/// The lines of a mail's plain-text part that start with `name`.
fn lines_of<'t>(text: &'t str, name: &str) -> Vec<&'t str> {
    text.lines().filter(|l| l.trim_start().starts_with(name)).collect()
}

/// A Quo Vadis turn mail's plain-text part has a line per area naming the
/// players who dominate it (workers on two spaces, or a town), in both
/// languages, and its HTML part carries no SVG (webmail drops it).
#[test]
fn a_quo_vadis_turn_mail_reads_its_map_as_a_table_of_areas_and_owners() {
    let (mails, view, names) =
        turn_mails_at("quo-vadis", "legible-mail/quo-vadis", 3, |v| v["round"].as_u64() >= Some(5));
    for (lang, mail) in mails {
        assert!(!mail.html.contains("<svg"), "{lang}: no SVG in the mail");
        for tile in view["tiles"].as_array().unwrap() {
            let area = tile["id"].as_str().unwrap();
            let lines = lines_of(&mail.text, &format!("{area} |"));
            assert_eq!(lines.len(), 1, "{lang}: one line for area {area} in:\n{}", mail.text);
            let spaces = tile["spaces"].as_array().unwrap();
            for (seat, name) in names.iter().enumerate() {
                let with_workers = spaces.iter().filter(|s| s["workers"][seat].as_u64().unwrap_or(0) > 0).count();
                let town = spaces.iter().any(|s| s["town"]["owner"] == seat && s["town"]["destroyed"] == false);
                if with_workers >= 2 || town {
                    assert!(lines[0].contains(name.as_str()), "{lang}: area {area} names {name}: {}", lines[0]);
                }
            }
        }
    }
}

/// A Voidfall turn mail's plain-text part has a line per sector with its name
/// and, for a player's sector, its owner, in both languages; no SVG in the HTML.
#[test]
fn a_voidfall_turn_mail_reads_its_map_as_a_table_of_sectors_and_owners() {
    use letterbox::engine::Game;
    use letterbox::engine::i18n::Catalog;
    let (mails, view, names) =
        turn_mails_at("voidfall", "legible-mail/voidfall", 2, |v| v["cycle"].as_u64() >= Some(2));
    let meta = letterbox::games::voidfall::Voidfall::meta();
    for (lang, mail) in mails {
        assert!(!mail.html.contains("<svg"), "{lang}: no SVG in the mail");
        let catalog = Catalog::for_game(&meta, lang).unwrap();
        for sector in view["sectors"].as_array().unwrap() {
            let name = catalog.card_name(&format!("sector-{}", sector["id"].as_str().unwrap()));
            let lines: Vec<&str> = mail.text.lines().filter(|l| l.contains(&name) && l.contains(" | ")).collect();
            assert!(!lines.is_empty(), "{lang}: a line for sector {name} in:\n{}", mail.text);
            if sector["control"] == "player" {
                let owner = &names[sector["owner"].as_u64().unwrap() as usize];
                assert!(
                    lines.iter().any(|l| l.contains(owner.as_str())),
                    "{lang}: {name} names its owner {owner}: {lines:?}"
                );
            }
        }
    }
}
