//! The conformance suite every game's tests run (design §5). It plays random games
//! from fixed seeds to the end and checks, at every step:
//! - for every seat and for a spectator, the view and that seat's prompt are the
//!   same after `scramble_hidden(viewer)`: nothing the viewer cannot know shows;
//! - prompts are well formed (one per seat at most, distinct keys, sane bounds),
//!   and a game that is not over always asks somebody something;
//! - malformed answers (wrong shape, unknown or repeated keys, out-of-range
//!   numbers, unprompted or missing seats) are rejected and change nothing;
//! - random well-formed answers are accepted or rejected by the rules with the
//!   state unchanged;
//! - the state round-trips through serde;
//! - every text the game produces (prompts, options, log entries, rule errors,
//!   option labels, the outcome) renders, as plain text and as HTML, from the
//!   catalog of every language the service speaks (English and Japanese): each
//!   message, card and icon is there and gets every argument it names;
//! - now and then a seat changes one of its standing orders: the change is
//!   accepted, and no other seat's or a spectator's view, prompt or log shows it;
//! - every seat's take-back: where the platform refuses it, trying it is refused
//!   with a catalog text and changes nothing; where it allows it, it is taken now
//!   and then, and the state is again the one before the seat's newest decision
//!   (by digest, found from the events alone); a take-back never follows a
//!   decision that drew randomness or changed another seat's prompt;
//!
//! and at the end: the outcome is well formed, the omniscient view exists, and
//! folding the recorded events (also through an export file, and from a snapshot
//! just before each of the first take-backs) reproduces the final state and every
//! recorded digest.

use super::i18n::{Catalog, languages};
use super::registry::registered;
use super::{
    Answer, Choice, Digest, DynGame, Game, GameRng, Match, MoveError, Opt, OptionKind, Outcome, Prompt, Seed, Text,
    Viewer,
};
use serde_json::Value;
use std::collections::BTreeSet;

pub struct Config {
    pub seats: usize,
    /// The game's options as JSON (`null` for the defaults).
    pub options: Value,
    /// How many random games to play.
    pub games: usize,
    /// A game still running after this many events fails the suite.
    pub max_events: u64,
    /// Games are seeded from this label and their index.
    pub seed: String,
    /// When true (the default), some scramble must change the state at some point:
    /// a game with hidden information whose `scramble_hidden` does nothing fails.
    pub expect_hidden: bool,
}

impl Config {
    pub fn new(seats: usize) -> Config {
        Config {
            seats,
            options: Value::Null,
            games: 20,
            max_events: 20_000,
            seed: "conformance".into(),
            expect_hidden: true,
        }
    }

    pub fn options(mut self, options: Value) -> Config {
        self.options = options;
        self
    }

    pub fn games(mut self, games: usize) -> Config {
        self.games = games;
        self
    }

    pub fn max_events(mut self, max_events: u64) -> Config {
        self.max_events = max_events;
        self
    }
}

/// What the suite did, for games' own assertions.
#[derive(Debug, Default)]
pub struct Report {
    pub games: usize,
    pub events: u64,
    pub forced: u64,
    pub malformed_rejected: u64,
    pub rejected_by_rules: u64,
    pub scrambles_changed: u64,
    pub standing_orders_changed: u64,
    /// Take-backs made, and refused (tried where the platform said no).
    pub taken_back: u64,
    pub take_backs_refused: u64,
}

/// Run the suite for game `G`. The error says which game, which event and what.
pub fn check<G: Game>(cfg: &Config) -> Result<Report, String> {
    let mut report = Report::default();
    let meta = G::meta();
    if meta.slug != G::SLUG {
        return Err(format!("{}: meta's slug is not the game's SLUG {}", meta.slug, G::SLUG));
    }
    if G::seat_range() != (meta.min_seats..=meta.max_seats) {
        return Err(format!("{}: meta's seats are not the game's seat_range() {:?}", meta.slug, G::seat_range()));
    }
    let mut catalogs = Vec::new();
    for lang in languages() {
        if !meta.catalogs.iter().any(|(l, _)| *l == lang) {
            return Err(format!("{} has no {lang} catalog", meta.slug));
        }
        catalogs.push(Catalog::for_game(&meta, lang)?);
    }
    for o in &meta.options {
        in_catalog(&catalogs, &o.label)?;
        if let OptionKind::One { choices, .. } | OptionKind::Many { choices, .. } = &o.kind {
            for c in choices {
                in_catalog(&catalogs, &c.label)?;
            }
        }
    }
    for i in 0..cfg.games {
        let seed = Seed::from_label(&format!("{}/{}", cfg.seed, i));
        play_one::<G>(cfg, seed, &catalogs, &mut report)
            .map_err(|e| format!("game {i} (seed label {:?}/{i}): {e}", cfg.seed))?;
        report.games += 1;
    }
    if cfg.expect_hidden && report.scrambles_changed == 0 {
        return Err("scramble_hidden never changed anything: is hidden information re-dealt?".into());
    }
    Ok(report)
}

/// The text renders in every language, with every message it needs.
fn in_catalog(catalogs: &[Catalog], text: &Text) -> Result<(), String> {
    let names = |s: usize| format!("Player {}", s + 1);
    for catalog in catalogs {
        let missing = catalog.missing(text);
        if !missing.is_empty() {
            return Err(format!("the {} catalog lacks {}", catalog.lang(), missing.join(", ")));
        }
        catalog.check(text, &names).map_err(|e| format!("{text}: {e}"))?;
    }
    Ok(())
}

fn play_one<G: Game>(cfg: &Config, seed: Seed, catalogs: &[Catalog], report: &mut Report) -> Result<(), String> {
    let game = registered::<G>();
    let mut m = Match::new(game, cfg.seats, &cfg.options, seed).map_err(|e| format!("setup failed: {e}"))?;
    let mut rng = GameRng::for_event(&seed, u64::MAX);
    loop {
        let at = m.seq();
        let state = m.state_as::<G>().ok_or("the match does not hold this game")?.clone();
        let json = round_trip(&state).map_err(|e| format!("event {at}: {e}"))?;
        check_prompts(&state, cfg.seats, m.is_over(), catalogs).map_err(|e| format!("event {at}: {e}"))?;
        check_views(&state, cfg.seats, &mut rng, report).map_err(|e| format!("event {at}: {e}"))?;
        check_score_sheets(&state, cfg.seats, m.outcome().as_ref(), catalogs, &mut rng)
            .map_err(|e| format!("event {at}: {e}"))?;
        if m.is_over() {
            break;
        }
        if at >= cfg.max_events {
            return Err(format!("still running after {at} events"));
        }
        probe_malformed(&mut m, &json, &mut rng, report).map_err(|e| format!("event {at}: {e}"))?;
        change_a_standing_order(&mut m, catalogs, &mut rng, report).map_err(|e| format!("event {at}: {e}"))?;
        answer_randomly(&mut m, &json, catalogs, &mut rng, report).map_err(|e| format!("event {at}: {e}"))?;
        if !m.is_over() {
            take_back_maybe(&mut m, catalogs, &mut rng, report).map_err(|e| format!("event {}: {e}", m.seq()))?;
        }
        for logged in m.log_for(Viewer::Omniscient).filter(|l| l.seq > at) {
            in_catalog(catalogs, &logged.entry.text).map_err(|e| format!("event {}: log: {e}", logged.seq))?;
        }
        report.forced += m.events()[at as usize..].iter().filter(|e| e.auto).count() as u64;
    }
    report.events += m.seq();
    if let Some(o) = m.outcome() {
        in_catalog(catalogs, &o.summary).map_err(|e| format!("outcome: {e}"))?;
    }
    check_end::<G>(&m, cfg.seats)
}

fn round_trip<G: Game>(state: &G) -> Result<Value, String> {
    let json = serde_json::to_value(state).map_err(|e| format!("state does not serialize: {e}"))?;
    let back: G = serde_json::from_value(json.clone()).map_err(|e| format!("state does not deserialize: {e}"))?;
    let again = serde_json::to_value(&back).map_err(|e| e.to_string())?;
    if again != json {
        return Err(format!("state changes through serde at {}", first_difference(&json, &again)));
    }
    Ok(json)
}

fn check_prompts<G: Game>(state: &G, seats: usize, over: bool, catalogs: &[Catalog]) -> Result<(), String> {
    let prompts = state.prompts();
    if over {
        return if prompts.is_empty() { Ok(()) } else { Err("the game is over but still prompts".into()) };
    }
    if prompts.is_empty() {
        return Err("the game is not over but nobody is prompted".into());
    }
    let mut seen = BTreeSet::new();
    for p in &prompts {
        if p.seat >= seats {
            return Err(format!("a prompt for seat {} of {seats}", p.seat));
        }
        if !seen.insert(p.seat) {
            return Err(format!("seat {} has two prompts", p.seat));
        }
        in_catalog(catalogs, &p.text)?;
        for o in p.choice.options() {
            in_catalog(catalogs, &o.label)?;
            for extra in [&o.warning, &o.note].into_iter().flatten() {
                in_catalog(catalogs, extra)?;
            }
        }
        let keys: BTreeSet<&str> = p.choice.options().iter().map(|o| o.key.as_ref()).collect();
        if keys.len() != p.choice.options().len() {
            return Err(format!("seat {}'s prompt repeats an option key", p.seat));
        }
        let sane = match &p.choice {
            Choice::One { options } => !options.is_empty(),
            Choice::Many { options, min, max } => min <= max && *min <= options.len(),
            Choice::Order { .. } => true,
            Choice::Number { min, max } => min <= max,
        };
        if !sane {
            return Err(format!("seat {}'s prompt has no possible answer: {:?}", p.seat, p.choice));
        }
    }
    Ok(())
}

fn viewer_name(v: Viewer) -> String {
    match v {
        Viewer::Seat(s) => format!("seat {s}"),
        Viewer::Spectator => "spectator".into(),
        Viewer::Omniscient => "omniscient".into(),
    }
}

fn prompt_of<G: Game>(state: &G, v: Viewer) -> Option<Prompt> {
    v.seat().and_then(|s| state.prompts().into_iter().find(|p| p.seat == s))
}

fn check_views<G: Game>(state: &G, seats: usize, rng: &mut GameRng, report: &mut Report) -> Result<(), String> {
    let original = serde_json::to_value(state).map_err(|e| e.to_string())?;
    let viewers = (0..seats).map(Viewer::Seat).chain([Viewer::Spectator]);
    for v in viewers {
        let view = serde_json::to_value(state.view(v)).map_err(|e| format!("view does not serialize: {e}"))?;
        let prompt = prompt_of(state, v);
        let mut scrambled = state.clone();
        scrambled.scramble_hidden(v, rng);
        let view2 = serde_json::to_value(scrambled.view(v)).map_err(|e| e.to_string())?;
        if view != view2 {
            return Err(format!(
                "the view of {} changed when hidden information was re-dealt, at {}: it shows something that viewer cannot know",
                viewer_name(v),
                first_difference(&view, &view2)
            ));
        }
        // The take-back check compares views as JSON text: equal views must be equal text.
        let text = |g: &G| serde_json::to_string(&g.view(v)).map_err(|e| e.to_string());
        if text(state)? != text(&scrambled)? {
            return Err(format!(
                "the view of {} as JSON text changed when hidden information was re-dealt, its values did not: \
                 it holds something without a fixed order",
                viewer_name(v)
            ));
        }
        if prompt != prompt_of(&scrambled, v) {
            return Err(format!(
                "the prompt of {} changed when hidden information was re-dealt: it depends on something that seat cannot know",
                viewer_name(v)
            ));
        }
        if serde_json::to_value(&scrambled).map_err(|e| e.to_string())? != original {
            report.scrambles_changed += 1;
        }
    }
    Ok(())
}

fn probe_malformed(m: &mut Match, before: &Value, rng: &mut GameRng, report: &mut Report) -> Result<(), String> {
    let prompts = m.prompts();
    let p = &prompts[rng.below(prompts.len())];
    let mut bad: Vec<(usize, Answer)> = Vec::new();
    let wrong_shape = match p.choice {
        Choice::Number { .. } => Answer::one("x"),
        _ => Answer::Number(0),
    };
    bad.push((p.seat, wrong_shape));
    let unknown = "no-such-option".to_string();
    match &p.choice {
        Choice::One { .. } => bad.push((p.seat, Answer::One(unknown))),
        Choice::Many { options, max, .. } => {
            bad.push((p.seat, Answer::Many(vec![unknown])));
            if let Some(o) = options.first() {
                bad.push((p.seat, Answer::Many(vec![o.key.to_string(), o.key.to_string()])));
            }
            if *max < options.len() {
                bad.push((p.seat, Answer::Many(options.iter().map(|o| o.key.to_string()).collect())));
            }
        }
        Choice::Order { items } => {
            bad.push((p.seat, Answer::Order(vec![unknown])));
            if items.len() > 1 {
                bad.push((p.seat, Answer::Order(vec![items[0].key.to_string()])));
            }
        }
        Choice::Number { min, max } => {
            bad.push((p.seat, Answer::Number(max.saturating_add(1))));
            bad.push((p.seat, Answer::Number(min.saturating_sub(1))));
        }
    }
    bad.push((m.seats(), Answer::one("x")));
    bad.push((p.seat, Answer::Standing { order: "no-such-order".into(), choice: "x".into() }));
    if let Some(idle) = (0..m.seats()).find(|s| !prompts.iter().any(|p| p.seat == *s)) {
        bad.push((idle, p.choice.forced_answer().unwrap_or(Answer::Many(vec![]))));
    }
    for (seat, answer) in bad {
        let seq = m.seq();
        match m.answer(seat, &answer) {
            Ok(_) => return Err(format!("the malformed answer {answer:?} from seat {seat} was accepted")),
            Err(MoveError::Rule { .. }) => {
                return Err(format!("the malformed answer {answer:?} from seat {seat} reached the rules"));
            }
            Err(_) => report.malformed_rejected += 1,
        }
        unchanged(m, seq, before)?;
    }
    Ok(())
}

/// One time in eight, a random seat sets one of its standing orders (if it has
/// any) to another choice. Standing orders are private: nobody else's view,
/// prompt or log may change.
fn change_a_standing_order(
    m: &mut Match,
    catalogs: &[Catalog],
    rng: &mut GameRng,
    report: &mut Report,
) -> Result<(), String> {
    if rng.below(8) != 0 {
        return Ok(());
    }
    let seat = rng.below(m.seats());
    let orders = m.standing_orders(seat);
    for o in &orders {
        in_catalog(catalogs, &o.text)?;
        if let Some(note) = &o.note {
            in_catalog(catalogs, note)?;
        }
        for opt in &o.options {
            in_catalog(catalogs, &opt.label)?;
        }
        if !o.options.iter().any(|opt| opt.key == o.chosen) {
            return Err(format!("seat {seat}'s standing order {:?} is set to {:?}, not an option", o.key, o.chosen));
        }
    }
    let Some(order) = (!orders.is_empty()).then(|| &orders[rng.below(orders.len())]) else {
        return Ok(());
    };
    let others: Vec<&Opt> = order.options.iter().filter(|opt| opt.key != order.chosen).collect();
    if others.is_empty() {
        return Err(format!("seat {seat}'s standing order {:?} offers no other choice", order.key));
    }
    let choice = others[rng.below(others.len())].key.to_string();
    let watchers: Vec<Viewer> =
        (0..m.seats()).filter(|s| *s != seat).map(Viewer::Seat).chain([Viewer::Spectator]).collect();
    let seen = |m: &Match| -> Result<Vec<(Value, Option<Prompt>, usize)>, String> {
        watchers
            .iter()
            .map(|&v| {
                let view = m.view(v).map_err(|e| e.to_string())?;
                Ok((view, v.seat().and_then(|s| m.prompt_for(s)), m.log_for(v).count()))
            })
            .collect()
    };
    let before = seen(m)?;
    let answer = Answer::Standing { order: order.key.clone(), choice: choice.clone() };
    m.answer(seat, &answer).map_err(|e| format!("seat {seat} could not set {answer:?}: {e}"))?;
    if seen(m)? != before {
        return Err(format!("seat {seat}'s standing order {answer:?} showed to another viewer"));
    }
    if m.standing_orders(seat).iter().find(|o| o.key == order.key).map(|o| &o.chosen) != Some(&choice) {
        return Err(format!("seat {seat}'s standing order {answer:?} did not take effect"));
    }
    report.standing_orders_changed += 1;
    Ok(())
}

/// Every seat asks whether it may take back its newest decision. A refusal is
/// tried anyway and must change nothing; an allowed take-back is made one time
/// in three and must bring back the state before that decision.
fn take_back_maybe(m: &mut Match, catalogs: &[Catalog], rng: &mut GameRng, report: &mut Report) -> Result<(), String> {
    for seat in 0..m.seats() {
        match m.may_take_back(seat) {
            Err(reason) => {
                in_catalog(catalogs, &reason)?;
                let (seq, before) = (m.seq(), m.state().to_json());
                match m.answer(seat, &Answer::TakeBack) {
                    Err(MoveError::Rule { text }) if text == reason => {}
                    other => return Err(format!("seat {seat}'s refused take-back ({reason}) gave {other:?}")),
                }
                unchanged(m, seq, &before)?;
                report.take_backs_refused += 1;
            }
            Ok(()) if rng.below(3) == 0 => {
                let (target, earlier) = newest_decision(m, seat)?;
                check_reversible(m, seat, target)?;
                m.answer(seat, &Answer::TakeBack)
                    .map_err(|e| format!("seat {seat}'s allowed take-back failed: {e}"))?;
                if m.digest() != earlier {
                    return Err(format!("seat {seat} took back move {target}, but the state is not the one before it"));
                }
                let last = m.log_for(Viewer::Spectator).last().map(|l| (l.seq, l.entry.text.key.to_string()));
                if last != Some((m.seq(), "letterbox-took-back".to_string())) {
                    return Err(format!("seat {seat}'s take-back is not in the public log: {last:?}"));
                }
                report.taken_back += 1;
                return Ok(());
            }
            Ok(()) => {}
        }
    }
    Ok(())
}

/// The seq of `seat`'s newest decision not yet taken back, and the digest of the
/// state before it, found from the events alone.
fn newest_decision(m: &Match, seat: usize) -> Result<(u64, Digest), String> {
    let mut pending = 0;
    for (i, ev) in m.events().iter().enumerate().rev() {
        match ev.answer {
            Answer::TakeBack => pending += 1,
            _ if ev.auto => {}
            _ if ev.seat != seat || ev.sitter || matches!(ev.answer, Answer::Standing { .. }) => break,
            _ if pending > 0 => pending -= 1,
            _ => {
                let earlier = match i.checked_sub(1) {
                    Some(j) => m.events()[j].digest,
                    None => Match::fold(m.game(), m.seats(), m.options(), *m.seed(), &[], false)
                        .map_err(|e| e.to_string())?
                        .digest(),
                };
                return Ok((i as u64 + 1, earlier));
            }
        }
    }
    Err(format!("seat {seat} may take back, but has no decision of its own since anyone else moved"))
}

/// What the take-back rule promises, checked apart from the platform's own
/// check: the decision at `target` and the forced answers after it drew no
/// randomness, were all `seat`'s, and left every other seat's prompt as it was.
fn check_reversible(m: &Match, seat: usize, target: u64) -> Result<(), String> {
    let events = m.events();
    let before = Match::fold(m.game(), m.seats(), m.options(), *m.seed(), &events[..target as usize - 1], false)
        .map_err(|e| e.to_string())?;
    let follows = events[target as usize..].iter().take_while(|e| e.auto).count();
    let played = &events[target as usize - 1..target as usize + follows];
    let mut after = before.clone();
    after.extend(played).map_err(|e| e.to_string())?;
    if after.digest() != m.digest() {
        return Err(format!("seat {seat}'s take-back of move {target}: the state now is not the one after it"));
    }
    if played.iter().any(|e| e.seat != seat) {
        return Err(format!("seat {seat} may take back move {target}, which another seat's forced answer followed"));
    }
    for other in (0..m.seats()).filter(|s| *s != seat) {
        if before.prompt_for(other) != after.prompt_for(other) {
            return Err(format!("seat {seat} may take back move {target}, which changed seat {other}'s prompt"));
        }
    }
    if after.random_draws() != before.random_draws() {
        return Err(format!("seat {seat} may take back move {target}, which drew randomness"));
    }
    Ok(())
}

fn unchanged(m: &Match, seq: u64, before: &Value) -> Result<(), String> {
    if m.seq() != seq || &m.state().to_json() != before {
        return Err("a rejected answer changed the game".into());
    }
    Ok(())
}

/// A uniformly random well-formed answer to a prompt.
pub fn random_answer(choice: &Choice, rng: &mut GameRng) -> Answer {
    match choice {
        Choice::One { options } => Answer::One(options[rng.below(options.len())].key.to_string()),
        Choice::Many { options, min, max } => {
            let max = (*max).min(options.len());
            let n = min + rng.below(max - min + 1);
            let mut keys: Vec<String> = options.iter().map(|o| o.key.to_string()).collect();
            rng.shuffle(&mut keys);
            keys.truncate(n);
            Answer::Many(keys)
        }
        Choice::Order { items } => {
            let mut keys: Vec<String> = items.iter().map(|o| o.key.to_string()).collect();
            rng.shuffle(&mut keys);
            Answer::Order(keys)
        }
        Choice::Number { min, max } => {
            let span = max.abs_diff(*min).min(1 << 20) as usize + 1;
            Answer::Number(min + rng.below(span) as i64)
        }
    }
}

fn answer_randomly(
    m: &mut Match,
    before: &Value,
    catalogs: &[Catalog],
    rng: &mut GameRng,
    report: &mut Report,
) -> Result<(), String> {
    const TRIES: usize = 200;
    for _ in 0..TRIES {
        let prompts = m.prompts();
        let p = &prompts[rng.below(prompts.len())];
        let answer = random_answer(&p.choice, rng);
        let seq = m.seq();
        match m.answer(p.seat, &answer) {
            Ok(_) => return Ok(()),
            Err(MoveError::Rule { text }) => {
                in_catalog(catalogs, &text).map_err(|e| format!("rule error: {e}"))?;
                report.rejected_by_rules += 1;
                unchanged(m, seq, before)?;
            }
            Err(e) => return Err(format!("a well-formed answer {answer:?} from seat {} was refused: {e}", p.seat)),
        }
    }
    Err(format!("none of {TRIES} random answers was accepted: the game is stuck"))
}

/// What a reader of a match gets: state, seq, prompts, each seat's take-back
/// answer and each reader's log.
type Reading = (Value, u64, Vec<Prompt>, Vec<Result<(), Text>>, Vec<Vec<super::Logged>>);

/// A game restored to read its newest state, from snapshots with only the events
/// from a little before each, reads as the whole game does (state, prompts,
/// take-backs, newest log entries); given the rest of its events, it is the
/// whole game, its early log included.
fn recent_restores_read_as_the_whole_game(m: &Match, seats: usize) -> Result<(), String> {
    let events = m.events();
    let n = events.len() as u64;
    let readers: Vec<Viewer> = (0..seats).map(Viewer::Seat).chain([Viewer::Spectator]).collect();
    let reads = |r: &Match| -> Reading {
        (
            r.state().to_json(),
            r.seq(),
            r.prompts(),
            (0..seats).map(|s| r.may_take_back(s)).collect(),
            readers.iter().map(|v| r.log_rev(*v).take(1).cloned().collect()).collect(),
        )
    };
    let whole = reads(m);
    for at in [n / 4, n / 2, 3 * n / 4].into_iter().filter(|&at| at > 0) {
        let snapshot = Match::fold(m.game(), seats, m.options(), *m.seed(), &events[..at as usize], false)
            .map_err(|e| format!("folding to event {at} fails: {e}"))?;
        let from = at.saturating_sub(8);
        let held = events[from as usize..].to_vec();
        let state = snapshot.state().to_json();
        let restored = Match::restore_recent(m.game(), seats, m.options(), *m.seed(), from, held, at, &state, 1);
        let Some(mut recent) = restored else { continue };
        if reads(&recent) != whole {
            return Err(format!("a game restored for reading from a snapshot after event {at} reads otherwise"));
        }
        recent.complete(events[..from as usize].to_vec()).map_err(|e| format!("completing it fails: {e}"))?;
        let logs = |r: &Match| -> Vec<Vec<super::Logged>> {
            readers.iter().map(|v| r.log_for(*v).cloned().collect()).collect()
        };
        if recent.events() != events || logs(&recent) != logs(m) || reads(&recent) != whole {
            return Err(format!("a game restored for reading after event {at}, then completed, is another game"));
        }
    }
    Ok(())
}

/// Score sheets render in every language, show nothing a viewer cannot know
/// (the same after hidden information is re-dealt), and at the end add up to
/// each seat's score.
fn check_score_sheets<G: Game>(
    state: &G,
    seats: usize,
    outcome: Option<&Outcome>,
    catalogs: &[Catalog],
    rng: &mut GameRng,
) -> Result<(), String> {
    for v in (0..seats).map(Viewer::Seat).chain([Viewer::Spectator]) {
        let Some(sheet) = state.score_sheet(v) else { continue };
        for text in sheet.measure.iter().chain(sheet.rows.iter().map(|r| &r.source)) {
            in_catalog(catalogs, text).map_err(|e| format!("score sheet: {e}"))?;
        }
        if sheet.rows.iter().any(|r| r.points.len() != seats) {
            return Err(format!("a score sheet row has not one column per seat ({seats})"));
        }
        let mut scrambled = state.clone();
        scrambled.scramble_hidden(v, rng);
        if scrambled.score_sheet(v).as_ref() != Some(&sheet) {
            return Err(format!(
                "the score sheet of {} changed when hidden information was re-dealt: it shows something that viewer cannot know",
                viewer_name(v)
            ));
        }
        if let Some(outcome) = outcome {
            for (seat, score) in outcome.scores.iter().enumerate() {
                if sheet.total(seat) != Some(*score) {
                    return Err(format!(
                        "at the end the score sheet of {} totals {:?} for seat {seat}, whose score is {score}",
                        viewer_name(v),
                        sheet.total(seat)
                    ));
                }
            }
        }
    }
    Ok(())
}

fn check_end<G: Game>(m: &Match, seats: usize) -> Result<(), String> {
    let outcome = m.outcome().ok_or("the game ended without an outcome")?;
    if outcome.places.len() != seats || outcome.scores.len() != seats {
        return Err(format!(
            "the outcome has {} places and {} scores for {seats} seats",
            outcome.places.len(),
            outcome.scores.len()
        ));
    }
    if !outcome.places.contains(&1) || outcome.places.iter().any(|&p| p == 0 || p > seats) {
        return Err(format!("the outcome's places are not a ranking: {:?}", outcome.places));
    }
    m.view(Viewer::Omniscient).map_err(|e| format!("no omniscient view at the end: {e}"))?;
    let final_state = m.state().to_json();
    for _ in 0..2 {
        let folded = Match::fold(m.game(), seats, m.options(), *m.seed(), m.events(), true)
            .map_err(|e| format!("folding the log fails: {e}"))?;
        if folded.state().to_json() != final_state {
            return Err(format!(
                "folding the log gives another state, at {}",
                first_difference(&final_state, &folded.state().to_json())
            ));
        }
    }
    // A game restored from a snapshot taken just before a take-back (its
    // decision then folded again from the log) ends in the same state.
    let take_backs = m.events().iter().enumerate().filter(|(_, e)| e.answer == Answer::TakeBack);
    for (i, _) in take_backs.take(3) {
        let events = m.events();
        let at = Match::fold(m.game(), seats, m.options(), *m.seed(), &events[..i], false)
            .map_err(|e| format!("folding to event {i} fails: {e}"))?;
        let restored =
            Match::restore(m.game(), seats, m.options(), *m.seed(), events.to_vec(), i as u64, &at.state().to_json())
                .map_err(|e| format!("restoring from a snapshot after event {i}: {e}"))?;
        if restored.state().to_json() != final_state {
            return Err(format!("a game restored from a snapshot after event {i} ends in another state"));
        }
    }
    recent_restores_read_as_the_whole_game(m, seats)?;
    let file = serde_json::to_string(&m.export(None)).map_err(|e| e.to_string())?;
    let export: super::Export = serde_json::from_str(&file).map_err(|e| e.to_string())?;
    let replayed = export.replay(|slug| (slug == G::meta().slug).then(|| registered::<G>()))?;
    if replayed.state().to_json() != final_state {
        return Err("replaying the export gives another state".into());
    }
    Ok(())
}

/// The JSON path of the first difference between two values, for failure messages.
pub fn first_difference(a: &Value, b: &Value) -> String {
    fn walk(a: &Value, b: &Value, path: &str) -> Option<String> {
        match (a, b) {
            (Value::Object(x), Value::Object(y)) => {
                for k in x.keys().chain(y.keys()) {
                    match (x.get(k), y.get(k)) {
                        (Some(p), Some(q)) => {
                            if let Some(d) = walk(p, q, &format!("{path}.{k}")) {
                                return Some(d);
                            }
                        }
                        _ => return Some(format!("{path}.{k}")),
                    }
                }
                None
            }
            (Value::Array(x), Value::Array(y)) => {
                for (i, (p, q)) in x.iter().zip(y).enumerate() {
                    if let Some(d) = walk(p, q, &format!("{path}[{i}]")) {
                        return Some(d);
                    }
                }
                (x.len() != y.len()).then(|| format!("{path} (length {} vs {})", x.len(), y.len()))
            }
            _ => (a != b).then(|| format!("{path} ({a} vs {b})")),
        }
    }
    walk(a, b, "$").unwrap_or_else(|| "nowhere".into())
}

/// Play random well-formed answers until the game ends (or `max_events`), for
/// recordings and benchmarks.
pub fn random_playout(m: &mut Match, rng: &mut GameRng, max_events: u64) -> Result<(), String> {
    while !m.is_over() {
        if m.seq() >= max_events {
            return Err(format!("still running after {} events", m.seq()));
        }
        let mut accepted = false;
        for _ in 0..200 {
            let prompts = m.prompts();
            let p = &prompts[rng.below(prompts.len())];
            if m.answer(p.seat, &random_answer(&p.choice, rng)).is_ok() {
                accepted = true;
                break;
            }
        }
        if !accepted {
            return Err(format!("no random answer accepted at event {}", m.seq()));
        }
    }
    Ok(())
}

/// Plays `games` random games of `game` at its smallest table both ways, answer for answer, and
/// checks that both offer the same prompts, accept the same answers and
/// that each game that runs to its end ends in the same state; returns how
/// many did. Answers the rules refuse are drawn again (the recorded game is
/// then unchanged), as the conformance suite's playouts do.
pub fn compare_with_matches(game: &'static dyn DynGame, options: &Value, games: u64) -> usize {
    let (slug, seats) = (game.meta().slug, game.meta().min_seats);
    let mut compared = 0;
    for n in 0..games {
        let seed = Seed::from_label(&format!("sim/{slug}/{n}"));
        let mut sim = crate::sim::Simulation::new(game, seats, options, seed).unwrap();
        let mut m = Match::new(game, seats, options, seed).unwrap();
        let mut rng = GameRng::from_u64(n);
        while let Some(p) = sim.prompts().first().cloned() {
            assert_eq!(sim.prompts(), m.prompts().as_slice(), "{slug} seed {n} at {}", sim.seq());
            let accepted = (0..100).map(|_| random_answer(&p.choice, &mut rng)).find(|a| m.answer(p.seat, a).is_ok());
            let Some(answer) = accepted else { break };
            if let Err(e) = sim.answer(p.seat, &answer) {
                panic!("{slug} seed {n}: the recorded game took {answer:?}, the simulation refused it: {e}");
            }
            assert_eq!(sim.seq(), m.seq(), "{slug} seed {n}");
        }
        if sim.outcome().is_some() {
            assert_eq!(sim.state().to_json(), m.state().to_json(), "{slug} seed {n}");
            assert_eq!(sim.outcome(), m.outcome());
            compared += 1;
        }
    }
    compared
}
