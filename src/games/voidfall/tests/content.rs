//! Every focus action, agenda action and technology resolved in a scripted test,
//! the technologies' ongoing abilities one by one, and the training solo mode.

use super::super::flow::{ActionRef, Place, Q, Step, TurnState};
use super::super::{data, flow, verbs};
use super::rules::started;
use super::*;

/// A 2-player game after setup with nothing pending and plenty of resources.
fn rich() -> Voidfall {
    let mut g = started(2);
    g.asks.clear();
    g.todo.clear();
    for p in &mut g.players {
        p.storage = [8; 5];
        // Every resource produces something.
        p.production_bonus = [2; 5];
    }
    g
}

/// Options that do nothing, passed over by [`drive`].
const PASS: [&str; 5] = ["skip", "stop", "end", "return", "remove"];

/// Run the pending steps, answering every question with its first option that
/// does something, or every option of a many-choice (as many as allowed).
fn drive(g: &mut Voidfall) {
    let mut rng = rng();
    for _ in 0..500 {
        g.proceed(&mut rng);
        g.finished = false;
        let Some(a) = g.asks.first().cloned() else { return };
        if a.q == Q::Menu {
            // Back at the turn's menu: the scripted part is over.
            return;
        }
        let p = g.prompt(&a);
        let answer = match &p.choice {
            Choice::Many { options, max, .. } => {
                Answer::Many(options.iter().take(*max).map(|o| o.key.to_string()).collect())
            }
            Choice::One { options } => {
                let o = options.iter().find(|o| !PASS.contains(&o.key.as_ref())).unwrap_or(&options[0]);
                Answer::One(o.key.to_string())
            }
            other => panic!("unexpected choice {other:?}"),
        };
        g.answer(a.seat, &answer, &mut rng).unwrap_or_else(|e| panic!("{answer:?} to {:?}: {e:?}", p.text));
    }
    panic!("more than 500 questions");
}

fn turn(seat: Seat, focus: usize) -> TurnState {
    TurnState { seat, focus, agenda: None, flipped: None, done: Vec::new(), focus_actions: 0, gained_tokens: 0 }
}

fn focus(id: &str) -> usize {
    content().focus.iter().position(|f| f.id == id).unwrap()
}

fn tech(id: &str) -> usize {
    content().tech_index(id).unwrap_or_else(|| panic!("no tech {id}"))
}

fn sector(g: &Voidfall, id: &str) -> usize {
    (0..g.sectors.len()).find(|s| g.sector_id(*s) == id).unwrap()
}

fn own(g: &Voidfall, seat: Seat) -> BTreeSet<usize> {
    g.own_sectors(seat).collect()
}

fn guilds(g: &Voidfall, seat: Seat) -> usize {
    g.own_sectors(seat).map(|s| g.sectors[s].guilds.len()).sum()
}

fn population(g: &Voidfall, seat: Seat) -> u32 {
    g.own_sectors(seat).map(|s| g.sectors[s].population as u32).sum()
}

fn storage(g: &Voidfall, seat: Seat, r: &[Resource]) -> u32 {
    r.iter().map(|r| g.players[seat].storage[*r as usize] as u32).sum()
}

fn fleets(g: &Voidfall, seat: Seat) -> Vec<Vec<u8>> {
    g.sectors.iter().map(|s| s.power[seat].to_vec()).collect()
}

type Check = fn(&Voidfall, &Voidfall) -> bool;

fn row(card: &'static str, action: &'static str, check: Check) -> (&'static str, &'static str, Check) {
    (card, action, check)
}

/// Every focus action, then the three agenda actions: what each must change for
/// seat 0 when every option that does something is taken.
fn action_table() -> Vec<(&'static str, &'static str, Check)> {
    vec![
        row("conquest", "engage", |b, a| own(a, 0).difference(&own(b, 0)).count() == 1),
        row("conquest", "plan", |b, a| a.players[0].agenda_hand.len() == b.players[0].agenda_hand.len() + 1),
        row("conquest", "prepare", |b, a| a.players[0].reserve == b.players[0].reserve + 2),
        row("development", "grow", |b, a| guilds(a, 0) == guilds(b, 0) + 1),
        row("development", "install", |b, a| {
            a.players[0].reserve == b.players[0].reserve + 1 && guilds(a, 0) == guilds(b, 0) + 1
        }),
        row("development", "harmonize", |b, a| population(a, 0) == population(b, 0) + 1),
        row("innovation", "research", |b, a| {
            storage(a, 0, &[Resource::Science, Resource::Credits])
                > storage(b, 0, &[Resource::Science, Resource::Credits])
        }),
        row("innovation", "invent", |b, a| a.players[0].techs.len() == b.players[0].techs.len() + 1),
        row("innovation", "consolidate", |b, a| a.players[0].agenda_hand.len() == b.players[0].agenda_hand.len() + 1),
        row("politics", "inspire", |b, a| {
            a.players[0].tracks[Track::Statecraft as usize] == b.players[0].tracks[Track::Statecraft as usize] + 1
        }),
        row("politics", "impose", |b, a| own(a, 0).difference(&own(b, 0)).count() == 1),
        row("politics", "control", |b, a| a.trade.iter().sum::<u8>() + 1 == b.trade.iter().sum::<u8>()),
        row("production", "flourish", |b, a| {
            a.players[0].tracks[Track::Society as usize] == b.players[0].tracks[Track::Society as usize] + 1
        }),
        row("production", "resupply", |b, a| {
            storage(a, 0, &Resource::SUPPLIES) > storage(b, 0, &Resource::SUPPLIES)
                && a.players[0].influence >= b.players[0].influence
        }),
        row("production", "optimize", |b, a| {
            a.corruption_count(0) + 1 == b.corruption_count(0) && fleets(a, 0) != fleets(b, 0)
        }),
        row("progress", "experiment", |b, a| storage(a, 0, &[Resource::Science]) > storage(b, 0, &[Resource::Science])),
        row("progress", "invent", |b, a| a.players[0].techs.len() == b.players[0].techs.len() + 1),
        row("progress", "restore", |b, a| a.players[0].reserve == b.players[0].reserve + 1),
        row("prosperity", "prosper", |b, a| {
            a.players[0].tracks[Track::Economy as usize] == b.players[0].tracks[Track::Economy as usize] + 1
        }),
        row("prosperity", "stockpile", |b, a| storage(a, 0, Resource::ALL) > storage(b, 0, Resource::ALL)),
        row("prosperity", "organize", |b, a| {
            a.players[0].agenda_hand.len() == b.players[0].agenda_hand.len() + 1
                && a.count(0, &verbs::Count::Installations, true) == b.count(0, &verbs::Count::Installations, true) + 1
        }),
        row("reinforcement", "accelerate", |b, a| {
            a.count(0, &verbs::Count::TrackSteps, true) == b.count(0, &verbs::Count::TrackSteps, true) + 1
                && a.count(0, &verbs::Count::Defenses, true) == b.count(0, &verbs::Count::Defenses, true) + 1
        }),
        row("reinforcement", "muster", |b, a| a.map_power(0) > b.map_power(0)),
        row("reinforcement", "mobilize", |b, a| {
            fleets(a, 0) != fleets(b, 0)
                && a.count(0, &verbs::Count::Defenses, true) > b.count(0, &verbs::Count::Defenses, true)
        }),
        row("temptation", "lure", |b, a| {
            a.players[0].agenda_hand.len() == b.players[0].agenda_hand.len() + 1
                && a.corruption_count(0) == b.corruption_count(0) + 1
        }),
        row("temptation", "scheme", |b, a| {
            // Copies Production's Flourish and Resupply from the discard pile.
            a.players[0].tracks[Track::Society as usize] == b.players[0].tracks[Track::Society as usize] + 1
                && a.corruption_count(0) == b.corruption_count(0) + 1
        }),
        row("temptation", "ascend", |b, a| {
            a.count(0, &verbs::Count::TrackSteps, true) == b.count(0, &verbs::Count::TrackSteps, true) + 1
        }),
        row("agenda", "scheme", |b, a| {
            a.trade.iter().sum::<u8>() + 1 == b.trade.iter().sum::<u8>()
                && a.corruption_count(0) + 1 == b.corruption_count(0)
        }),
        row("agenda", "growth", |b, a| population(a, 0) == population(b, 0) + 1),
        row("agenda", "expansion", |b, a| fleets(a, 0) != fleets(b, 0)),
    ]
}

#[test]
fn every_focus_action_and_agenda_action_changes_the_state_it_names() {
    let c = content();
    let table = action_table();
    let focus_actions = c.focus.iter().map(|f| f.actions.len()).sum::<usize>();
    assert_eq!(table.len(), focus_actions + AgendaKind::ALL.len(), "one row per action");
    for (card, action, check) in table {
        let mut g = rich();
        let seat = 0;
        // A copyable card in the discard, a corruption to remove (the bottom slot
        // holds one from setup), fleet power to gain.
        g.players[seat].focus_discard = vec![focus("production")];
        assert!(g.corruption_count(seat) > 0);
        let what = if card == "agenda" {
            let kind = AgendaKind::from_id(action).unwrap();
            g.turn = Some(turn(seat, focus("production")));
            ActionRef::Agenda(kind)
        } else {
            let f = focus(card);
            let a = c.focus[f].actions.iter().position(|x| x.id.as_deref() == Some(action)).unwrap();
            g.turn = Some(turn(seat, f));
            ActionRef::Focus(f, a)
        };
        assert!(g.can_pay(seat, what), "{card} {action}: cannot pay");
        let before = g.clone();
        g.todo.push(Step::Run { seat, action: what, at: None });
        drive(&mut g);
        assert!(check(&before, &g), "{card} {action}: the state did not change as the action says");
        check_invariants(&g).unwrap_or_else(|e| panic!("{card} {action}: {e}"));
    }
}

/// Everything of seat 0 and the board except the technologies held.
fn fingerprint(g: &Voidfall) -> serde_json::Value {
    let mut p = serde_json::to_value(&g.players[0]).unwrap();
    p.as_object_mut().unwrap().remove("techs");
    serde_json::json!({
        "player": p,
        "sectors": g.sectors,
        "trade": g.trade,
        "bounty": g.bounty_pool.len(),
        "reclaim": g.reclaim_pool.len(),
    })
}

#[test]
fn every_technology_is_gained_from_the_display_and_its_on_gain_bonus_acts() {
    let c = content();
    assert_eq!(c.techs.len(), 30, "every technology of the data set");
    for (t, def) in c.techs.iter().enumerate() {
        let mut g = rich();
        let seat = 0;
        g.players[seat].techs.clear();
        // Three power in reserve, taken from the personal supply.
        let p = &mut g.players[seat];
        let add = 3u8.saturating_sub(p.reserve).min(p.supply_power);
        p.supply_power -= add;
        p.reserve += add;
        // Something to act on: a corruption on a pure sector (moved or removed),
        // a Voidborn sector next to ours with a single fleet (eradicated).
        let outpost = sector(&g, "outpost-0");
        g.sectors[outpost].corrupt = true;
        let lone = voidborn_neighbour(&mut g, seat);
        g.sectors[lone].voidborn = 1;
        g.display.push(vec![TechCopy { tech: t, influence: true }]);
        let stack = g.display.len() - 1;
        let before = fingerprint(&g);
        g.turn = Some(turn(seat, focus("progress")));
        g.gain_tech(seat, flow::Pick::Stack(stack));
        drive(&mut g);
        assert!(g.players[seat].techs.iter().any(|h| h.tech == t), "{}: not held", def.id);
        assert_ne!(fingerprint(&g), before, "{}: the on-gain bonus changed nothing", def.id);
        check_invariants(&g).unwrap_or_else(|e| panic!("{}: {e}", def.id));
    }
}

/// A Voidborn sector next to one of the seat's sectors; when the map gives none
/// (Voidstorms), one corvette power moves next to a Voidborn sector first.
fn voidborn_neighbour(g: &mut Voidfall, seat: Seat) -> usize {
    if let Some(v) = g.reclaim_targets(seat).into_iter().next() {
        return v;
    }
    let v = (0..g.sectors.len()).find(|v| g.sectors[*v].control() == Control::Voidborn).unwrap();
    let n = g.adjacent(v).iter().copied().find(|n| g.sectors[*n].control() == Control::Uncontrolled).unwrap();
    g.sectors[n].power[seat][Model::Corvette as usize] = 1;
    g.sectors[n].ever_controlled = true;
    g.players[seat].supply_power -= 1;
    v
}

/// Seat 0 holds `id` (improved or not) as its only technology.
fn holding(id: &str, improved: bool) -> Voidfall {
    let mut g = rich();
    g.players[0].techs =
        vec![HeldTech { tech: tech(id), improved, influence_copy: false, token: false, corruption: 0 }];
    g
}

/// Seat 0 resolves the tech bonus (or repeat) of its first tech during `focus`.
fn bonus(g: &mut Voidfall, focus_id: &str) {
    g.turn = Some(turn(0, focus(focus_id)));
    let keys: Vec<String> = g.picks(0, &Q::Menu).iter().map(|p| format!("{p:?}")).collect();
    assert!(keys.contains(&"Bonus(0)".to_string()), "no bonus offered during {focus_id}: {keys:?}");
    g.asks.push(flow::Ask { seat: 0, q: Q::Menu });
    g.answer(0, &Answer::One("bonus-1".into()), &mut rng()).unwrap();
    drive(g);
    g.asks.clear();
    g.todo.clear();
}

#[test]
fn focus_bonuses_of_the_first_scenario_act_during_their_focus() {
    // Predictive Matrix: 2 credits during Innovation.
    let mut g = holding("predictive-matrix", false);
    bonus(&mut g, "innovation");
    assert_eq!(g.players[0].storage[Resource::Credits as usize], 10);
    // Terraforming: pay 1 material, raise a pure population.
    let mut g = holding("terraforming", false);
    let before = population(&g, 0);
    bonus(&mut g, "development");
    assert_eq!((population(&g, 0), g.players[0].storage[Resource::Materials as usize]), (before + 1, 7));
    // Purification (improved): two corruptions removed for 1 science.
    let mut g = holding("purification", true);
    g.players[0].afflictions = [true, true, false];
    let before = g.corruption_count(0);
    bonus(&mut g, "temptation");
    assert_eq!(g.corruption_count(0), before - 2);
    // Interstellar Transports: a regroup during Conquest.
    let mut g = holding("interstellar-transports", false);
    let before = fleets(&g, 0);
    bonus(&mut g, "conquest");
    assert_ne!(fleets(&g, 0), before);
}

#[test]
fn production_unlock_base_and_muster_abilities_act() {
    // Matter Resequencer: 2 science levels per bankers guild.
    let mut g = holding("matter-resequencer", false);
    let home = g.home(0);
    let before = g.level(0, Resource::Science);
    g.sectors[home].guilds.push(Built { kind: Guild::Bankers, printed: false });
    assert_eq!(g.level(0, Resource::Science), before + 2);
    // Orbital Docks: a shipyard musters one more; improved: 2 credit levels each.
    let mut g = holding("orbital-docks", false);
    g.players[0].reserve = 8;
    let musters: u32 = g.own_sectors(0).map(|s| g.deploy_yards(0, s) as u32).filter(|n| *n > 0).map(|n| n + 1).sum();
    let before = g.map_power(0);
    g.exec_verb(0, &verbs::Verb::DeployShipyards, None);
    drive(&mut g);
    assert_eq!(g.map_power(0), before + musters);
    let g = holding("orbital-docks", true);
    let yards: i32 = g.own_sectors(0).map(|s| g.sectors[s].count_installation(Installation::Shipyard) as i32).sum();
    assert_eq!(
        g.level(0, Resource::Credits),
        holding("predictive-matrix", false).level(0, Resource::Credits) + 2 * yards
    );
    // Dreadnoughts, Sentries, Destroyers, Carriers unlock their fleets.
    for (id, model, basic, improved) in [
        ("dreadnoughts", Model::Dreadnought, 1, 2),
        ("sentries", Model::Sentry, 3, 3),
        ("destroyers", Model::Destroyer, 2, 2),
        ("carriers", Model::Carrier, 1, 2),
    ] {
        assert_eq!(holding(id, false).model_cap(0, model), basic, "{id}");
        assert_eq!(holding(id, true).model_cap(0, model), improved, "{id}");
        assert!(holding(id, false).deployable_models(0).contains(&model), "{id}");
    }
    // Planetary Bases: one per sector, two improved.
    let home = rich().home(0);
    let mut g = holding("planetary-bases", false);
    g.sectors[home].installations.retain(|b| b.printed);
    g.sectors[home].installations.push(Built { kind: Installation::Base, printed: false });
    assert!(!g.installation_kinds(0, home).contains(&Installation::Base));
    g.players[0].techs[0].improved = true;
    g.sectors[home].installations.retain(|b| b.kind != Installation::Shipyard);
    assert!(g.installation_kinds(0, home).contains(&Installation::Base));
    // Energy Cells, improved: sectors with defenses cost no upkeep.
    let mut g = holding("energy-cells", false);
    for s in 0..g.sectors.len() {
        g.sectors[s].installations.retain(|b| b.kind != Installation::Defense);
    }
    g.sectors[home].installations.push(Built { kind: Installation::Defense, printed: false });
    let upkeep = g.upkeep(0);
    g.players[0].techs[0].improved = true;
    assert_eq!(g.upkeep(0), upkeep - content().upkeep.defended_sector);
}

#[test]
fn combat_technologies_carry_their_numbers_for_the_combat_rules() {
    let c = content();
    for id in [
        "escape-pods",
        "shields",
        "targeting",
        "energy-cells",
        "torpedoes",
        "deep-space-missiles",
        "autonomous-drones",
        "destroyers",
        "eradicators",
        "salvage-scanner",
        "combat-replicators",
    ] {
        let t = &c.techs[tech(id)];
        assert_eq!(t.category.as_deref(), Some(if id == "salvage-scanner" { "invasion" } else { "combat" }), "{id}");
        let b = &t.combat.basic;
        let numbers = b.initiative
            + (b.approach_damage
                + b.defender_extra_approach
                + b.approach_per_yard
                + b.salvo_absorb
                + b.first_salvo_damage) as i32;
        let flags = b.recall_home_once
            || b.strike_first
            || b.reclaim_before_combat
            || b.bounty_after_win
            || b.eliminate_last_voidborn
            || b.costs_trade_token;
        assert!(numbers > 0 || flags, "{id}: no combat number on the basic side");
    }
    assert_eq!(c.techs[tech("targeting")].combat.basic.initiative, 5);
    assert_eq!(c.techs[tech("shields")].combat.basic.needs, Some(Model::Corvette));
    assert!(c.techs[tech("escape-pods")].combat.improved.recall_home_always);
}

#[test]
fn augmentation_plays_an_agenda_whatever_its_focus() {
    let mut g = holding("augmentation", true);
    // Not a Scheme agenda: its action would remove a corruption too.
    let a = (0..content().agendas.len())
        .find(|a| content().agendas[*a].focus != "temptation" && content().agendas[*a].kind != AgendaKind::Scheme)
        .unwrap();
    g.players[0].agenda_hand = vec![a];
    g.players[0].afflictions[Affliction::Despair as usize] = true;
    let corruption = g.corruption_count(0);
    g.turn = Some(turn(0, focus("temptation")));
    g.asks.push(flow::Ask { seat: 0, q: Q::Menu });
    g.answer(0, &Answer::One("bonus-1".into()), &mut rng()).unwrap();
    drive(&mut g);
    assert_eq!(g.turn.as_ref().unwrap().agenda, Some(a), "played although its focus is not Temptation");
    assert!(g.players[0].agenda_hand.is_empty());
    assert_eq!(g.corruption_count(0), corruption - 1);
    assert_eq!(g.players[0].storage[Resource::Food as usize], 10 - food_cost_of_agenda(a));
}

/// Food the agenda action of `a`'s type costs (it is resolved with the bonus).
fn food_cost_of_agenda(a: usize) -> u8 {
    content()
        .agenda_action(content().agendas[a].kind)
        .cost
        .iter()
        .map(|k| match k {
            verbs::Cost::Pay(Resource::Food, n) => *n,
            _ => 0,
        })
        .sum()
}

#[test]
fn eradicators_remove_a_lone_voidborn_fleet_next_to_you() {
    let mut g = holding("eradicators", false);
    for s in &mut g.sectors {
        if s.voidborn == 1 {
            s.voidborn = 2;
        }
    }
    let lone = g.reclaim_targets(0)[0];
    assert!(!g.eradicable(0).contains(&lone), "only the last fleet of a sector");
    g.sectors[lone].voidborn = 1;
    bonus(&mut g, "conquest");
    assert_eq!(g.sectors[lone].voidborn, 0);
    assert_eq!(g.players[0].storage[Resource::Energy as usize], 7);
}

#[test]
fn carriers_count_as_a_shipyard_when_mustering() {
    let mut g = holding("carriers", false);
    let outpost = sector(&g, "outpost-0");
    g.sectors[outpost].installations.retain(|b| b.kind != Installation::Shipyard && b.kind != Installation::Base);
    assert_eq!(g.deploy_yards(0, outpost), 0);
    g.sectors[outpost].power[0][Model::Carrier as usize] = 1;
    g.players[0].supply_power -= 1;
    assert_eq!(g.deploy_yards(0, outpost), 1);
}

#[test]
fn cloning_rewards_raising_a_population_and_frees_demilitarization() {
    let mut g = holding("cloning", false);
    let home = g.home(0);
    let credits = g.players[0].storage[Resource::Credits as usize];
    g.raise_population(0, home);
    drive(&mut g);
    assert_eq!(g.players[0].storage[Resource::Credits as usize], credits + 1);
    // Improved: the third threshold costs no fleet power, so a player with none
    // may cross it.
    let th = content().track.thresholds[2];
    g.players[0].tracks[Track::Society as usize] = th;
    g.players[0].supply_power += g.players[0].reserve + g.map_power(0) as u8;
    g.players[0].reserve = 0;
    for s in &mut g.sectors {
        s.power[0] = [0; 5];
    }
    assert_eq!(g.demilitarization_cost(0, 1), 1);
    assert!(!g.can_advance(0, Track::Society));
    g.players[0].techs[0].improved = true;
    assert_eq!(g.demilitarization_cost(0, 1), 0);
    assert!(g.can_advance(0, Track::Society));
}

#[test]
fn decontamination_chambers_hold_corruption_and_clear_it_with_removals() {
    let mut g = holding("decontamination-chambers", false);
    assert!(g.corruption_places(0).contains(&Place::Tech(0)));
    g.place_corruption(0, Place::Tech(0));
    g.place_corruption(0, Place::Tech(0));
    assert_eq!(g.players[0].techs[0].corruption, 2);
    assert!(!g.corruption_places(0).contains(&Place::Tech(0)), "basic: 2 at most");
    g.players[0].techs[0].improved = true;
    assert!(g.corruption_places(0).contains(&Place::Tech(0)), "improved: 3");
    let before = g.corruption_count(0);
    let slot = g.corruption_sources(0, None).into_iter().find(|p| matches!(p, Place::Slot(_))).unwrap();
    g.remove_corruption(0, slot);
    assert_eq!(g.players[0].techs[0].corruption, 1, "one more removed from the card");
    assert_eq!(g.corruption_count(0), before - 2);
}

#[test]
fn hyperdrive_regroups_before_invading_and_ignores_storms() {
    let mut g = holding("hyperdrive", false);
    g.exec_verb(0, &verbs::Verb::Invade, None);
    g.proceed(&mut rng());
    assert!(matches!(g.asks[0].q, Q::RegroupFrom { .. }), "a regroup comes first");
    let home = g.home(0);
    let storm = content().map(2).storm.iter().find(|s| s.between[0] == "home-0").unwrap();
    let other = sector(&g, &storm.between[1]);
    assert!(!g.reach(0, home).contains(&other));
    g.players[0].techs[0].improved = true;
    assert!(g.reach(0, home).contains(&other), "improved: the Voidstorm does not block");
}

#[test]
fn robotics_resolves_a_development_action_again() {
    let mut g = holding("robotics", false);
    let dev = focus("development");
    g.turn = Some(turn(0, dev));
    assert!(g.repeatable(0).is_empty(), "nothing resolved yet");
    g.turn.as_mut().unwrap().done.push(flow::Done::Focus(dev, 0));
    let before = guilds(&g, 0);
    let materials = g.players[0].storage[Resource::Materials as usize];
    g.asks.push(flow::Ask { seat: 0, q: Q::Menu });
    g.answer(0, &Answer::One("bonus-1".into()), &mut rng()).unwrap();
    drive(&mut g);
    assert_eq!(guilds(&g, 0), before + 1);
    assert_eq!(g.players[0].storage[Resource::Materials as usize], materials - 1, "its cost paid again");
}

#[test]
fn ark_ships_add_home_guild_spaces_and_raise_the_home_population() {
    let mut g = holding("ark-ships", false);
    let home = g.home(0);
    let spaces = g.sectors[home].guild_spaces as usize;
    assert_eq!(g.guild_capacity(home), spaces + 2);
    g.players[0].techs[0].improved = true;
    assert_eq!(g.guild_capacity(home), spaces + 4);
    let pop = g.sectors[home].population;
    bonus(&mut g, "reinforcement");
    assert_eq!(g.sectors[home].population, pop + 1);
}

#[test]
fn central_surveillance_trades_population_for_an_agenda_and_adds_a_slot() {
    let mut g = holding("central-surveillance", false);
    let home = g.home(0);
    g.sectors[home].population = 3;
    let pop = population(&g, 0);
    let hand = g.players[0].agenda_hand.len();
    bonus(&mut g, "politics");
    assert_eq!((population(&g, 0), g.players[0].agenda_hand.len()), (pop - 1, hand + 1));
    let slots = g.players[0].slots.len();
    g.players[0].techs[0].influence_copy = false;
    g.players[0].improved_hand = vec![tech("central-surveillance")];
    g.players[0].tracks = [2, 0, 0];
    g.gain_tech(0, flow::Pick::Improve(0));
    assert_eq!(g.players[0].slots.len(), slots + 1);
    // The extra slot takes only a type not in play.
    let kind_of = |a: usize| content().agendas[a].kind;
    let a = 0;
    let same = (1..content().agendas.len()).find(|b| kind_of(*b) == kind_of(a)).unwrap();
    g.players[0].slots[1].agenda = Some(SlotAgenda::Card(a));
    assert!(!g.slot_allows(0, slots, same));
    let other = (0..content().agendas.len()).find(|b| kind_of(*b) != kind_of(a)).unwrap();
    assert!(g.slot_allows(0, slots, other));
}

#[test]
fn salvage_scanner_places_a_face_up_reclaim_token() {
    let mut g = rich();
    let pool = g.reclaim_pool.len();
    g.exec_verb(0, &verbs::Verb::ReclaimToken, None);
    drive(&mut g);
    assert_eq!(g.reclaim_pool.len(), pool - 1);
    assert!(
        g.sectors
            .iter()
            .any(|s| s.tokens.iter().any(|t| t.face_up && content().tokens[t.def].kind == data::TokenKind::Reclaim))
    );
}

#[test]
fn trade_nexus_widens_windfalls_and_rewards_the_first_overflow() {
    let mut g = holding("trade-nexus", false);
    assert_eq!(g.windfall_spaces(0, 2), vec![3, 2, 1, 0]);
    assert_eq!(rich().windfall_spaces(0, 2), vec![2, 1]);
    g.players[0].techs[0].improved = true;
    let influence = g.players[0].influence;
    g.players[0].storage[Resource::Food as usize] = 15;
    g.gain(0, Resource::Food, 1);
    g.gain(0, Resource::Food, 1);
    drive(&mut g);
    assert_eq!(g.players[0].influence, influence + 3, "once per turn, 3 influence (the first choice)");
}

#[test]
fn cybernetics_pays_for_new_guilds_and_harvests_raised_populations() {
    let mut g = holding("cybernetics", true);
    let home = g.home(0);
    g.sectors[home].guilds.truncate(1);
    let food = g.players[0].storage[Resource::Food as usize];
    g.establish(0, home, Guild::Farmers);
    assert_eq!(g.players[0].storage[Resource::Food as usize], food + 2);
    let before: u32 = storage(&g, 0, Resource::ALL);
    let n = g.sectors[home].guilds.len() as u32;
    g.raise_population(0, home);
    assert_eq!(storage(&g, 0, Resource::ALL), before + n);
}

/// Seat 0's options when an effect lets it build an installation anywhere.
fn build_options(g: &Voidfall) -> Vec<String> {
    let q = Q::InstallationSector { kind: None, sector: None };
    let p = g.prompt(&flow::Ask { seat: 0, q });
    p.choice.options().iter().map(|o| o.key.to_string()).collect()
}

#[test]
fn sentries_swap_an_installation_build_for_a_sentry_deploy() {
    let mut g = holding("sentries", false);
    g.players[0].reserve = 2;
    g.players[0].supply_power -= 2;
    let home = g.home(0);
    let id = g.sector_id(home);
    let buildable = g.installation_sectors(0, None, None);
    assert!(buildable.contains(&home));
    let keys = build_options(&g);
    // Every sector one may build in may take a sentry instead; nothing more.
    let swaps: Vec<&String> = keys.iter().filter(|k| k.starts_with("sentry-")).collect();
    assert_eq!(swaps.len(), buildable.len(), "{keys:?}");
    assert!(!keys.iter().any(|k| k.starts_with("build-sentry-")), "building and deploying is the improved card's");
    // A full sector takes no sentry either.
    let full = g.sectors[home].installation_spaces as usize - g.sectors[home].installations.len();
    let mut g_full = g.clone();
    for _ in 0..full {
        g_full.sectors[home].installations.push(Built { kind: Installation::Defense, printed: false });
    }
    assert!(!build_options(&g_full).contains(&format!("sentry-{id}")));
    // The swap: a sentry deployed from the reserve, nothing built.
    let installations = g.sectors[home].installations.len();
    g.asks.push(flow::Ask { seat: 0, q: Q::InstallationSector { kind: None, sector: None } });
    g.answer(0, &Answer::One(format!("sentry-{id}")), &mut rng()).unwrap();
    g.proceed(&mut rng());
    assert_eq!(g.sectors[home].power[0][Model::Sentry as usize], 1);
    assert_eq!(g.players[0].reserve, 1);
    assert_eq!(g.sectors[home].installations.len(), installations);
    // Without a reserve, or without the card, there is nothing to swap.
    g.players[0].supply_power += g.players[0].reserve;
    g.players[0].reserve = 0;
    assert!(!build_options(&g).iter().any(|k| k.starts_with("sentry-")));
    let mut plain = holding("terraforming", false);
    plain.players[0].reserve = 2;
    assert!(!build_options(&plain).iter().any(|k| k.contains("sentry")));
}

#[test]
fn improved_sentries_build_and_deploy_in_one_sector_or_deploy_without_building() {
    let mut g = holding("sentries", true);
    g.players[0].reserve = 2;
    g.players[0].supply_power -= 2;
    let home = g.home(0);
    let id = g.sector_id(home);
    // A full sector: no build there, but a sentry may still go without building.
    let mut full = g.clone();
    let free = full.sectors[home].installation_spaces as usize - full.sectors[home].installations.len();
    for _ in 0..free {
        full.sectors[home].installations.push(Built { kind: Installation::Defense, printed: false });
    }
    let keys = build_options(&full);
    assert!(keys.contains(&format!("sentry-{id}")) && !keys.contains(&format!("build-sentry-{id}")), "{keys:?}");
    let own = g.own_sectors(0).count();
    assert_eq!(build_options(&g).iter().filter(|k| k.starts_with("sentry-")).count(), own);
    // Build and deploy in one sector: the type is asked after the sentry lands.
    let installations = g.sectors[home].installations.len();
    g.asks.push(flow::Ask { seat: 0, q: Q::InstallationSector { kind: None, sector: None } });
    g.answer(0, &Answer::One(format!("build-sentry-{id}")), &mut rng()).unwrap();
    assert_eq!(g.sectors[home].power[0][Model::Sentry as usize], 1);
    g.proceed(&mut rng());
    let a = g.asks[0].clone();
    assert_eq!(a.q, Q::InstallationType { sector: home });
    g.answer(0, &Answer::One("installation-defense".into()), &mut rng()).unwrap();
    assert_eq!(g.sectors[home].installations.len(), installations + 1);
    assert_eq!(g.sectors[home].installations.last().unwrap().kind, Installation::Defense);
    assert_eq!(g.players[0].reserve, 1);
}

#[test]
fn every_ability_kind_is_used_by_some_technology() {
    // The ongoing abilities tested above cover every kind the data uses.
    let kinds: BTreeSet<String> = content()
        .techs
        .iter()
        .flat_map(|t| t.basic.iter().chain(&t.improved))
        .map(|a| format!("{a:?}").split([' ', '{', '(']).next().unwrap().to_string())
        .collect();
    assert!(kinds.len() >= 20, "{kinds:?}");
    assert!(content().techs.iter().all(|t| !t.basic.is_empty() && !t.improved.is_empty()));
}

// --- Training solo ------------------------------------------------------------------

#[test]
fn training_solo_sets_up_one_player_with_priority_cards_and_one_copy_per_tech() {
    let c = content();
    let g = Voidfall::setup(1, &VoidfallOptions::default(), &mut rng()).unwrap();
    assert_eq!(g.players.len(), 1);
    assert_eq!(g.display.len(), 8);
    let credit = g.display.iter().flatten().filter(|t| !t.influence).count();
    assert_eq!((g.display.iter().map(std::vec::Vec::len).sum::<usize>(), credit), (8, c.training.credit_copies));
    let hand = &g.players[0].priority_hand;
    assert_eq!(hand.len(), c.training.priority_hand);
    assert!(hand.iter().all(|n| !c.training.priority_removed.contains(n)));
    assert!(g.priority_row.is_empty());
    assert_eq!(g.trade, [0, 1, 1, 1, 1, 1]);
    assert!(Voidfall::setup(5, &VoidfallOptions::default(), &mut rng()).is_err());
}

#[test]
fn training_solo_scores_fifty_per_rift_and_has_no_voidborn_threat() {
    let mut g = Voidfall::setup(1, &VoidfallOptions::default(), &mut rng()).unwrap();
    g.asks.clear();
    g.todo.clear();
    let rift = sector(&g, "solo-rift-0");
    let near = g.adjacent(rift)[0];
    g.sectors[near].power[0][Model::Corvette as usize] = 1;
    g.sectors[near].ever_controlled = true;
    g.players[0].supply_power -= 1;
    let influence = g.players[0].influence;
    g.invade(0, rift, &vec![(near, Model::Corvette, 1)]);
    assert_eq!(g.players[0].influence, influence + content().training.rift_influence);
    // Entering it again scores nothing more.
    g.move_power(0, rift, near, Model::Corvette, 1);
    let voidborn: Vec<u8> = g.sectors.iter().map(|s| s.voidborn).collect();
    g.voidborn_deploy(0);
    assert_eq!(g.sectors.iter().map(|s| s.voidborn).collect::<Vec<_>>(), voidborn);
}

#[test]
fn training_solo_games_reach_the_end_under_the_conformance_suite() {
    conformance::check::<Voidfall>(&Config::new(1).games(3)).unwrap();
    for seed in 0..20 {
        let g = random_game(1, &VoidfallOptions::default(), seed).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_eq!(g.cycle, 3);
        let o = g.outcome().unwrap();
        assert_eq!(o.places, vec![1]);
        let key = o.summary.key.to_string();
        assert!(key == "voidfall-outcome-ready" || key == "voidfall-outcome-not-ready", "{key}");
        assert!(g.players[0].priority_hand.len() == content().training.priority_hand - 3);
    }
}

#[test]
fn random_technology_displays_play_to_the_end() {
    let opts = VoidfallOptions { random_techs: true, ..VoidfallOptions::default() };
    conformance::check::<Voidfall>(&Config::new(3).games(2).options(serde_json::json!({ "random_techs": true })))
        .unwrap();
    for seats in 1..=4 {
        for seed in 0..25 {
            random_game(seats, &opts, seed).unwrap_or_else(|e| panic!("{seats} players, seed {seed}: {e}"));
        }
    }
}

#[test]
fn the_balance_report_covers_houses_seats_cycles_and_sources() {
    for seats in [1, 2] {
        let report = balance::report(seats, 3, balance::Bots::Random, &VoidfallOptions::default()).unwrap();
        for part in ["per House", "per seat", "cycle 3", "by source", "3 games", "events (items and aid)"] {
            assert!(report.contains(part), "{seats}: {part} missing from\n{report}");
        }
        assert!(!report.contains("unfinished"), "{report}");
        assert_eq!(report.contains("against the benchmark of 300"), seats == 1, "{report}");
    }
}
