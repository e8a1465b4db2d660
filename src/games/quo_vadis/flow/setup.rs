//! The setup decisions: races, the skill draft, starting resources and the
//! basic skill.

use super::{Answer, Opt, Prompt, QuoVadis, RuleError, Seat, Skill, Step, Text, answer_one, ask, one, rule, splits};

/// Each player picks a race, the first to pick first.
pub(super) mod race_pick {
    use super::{Answer, Opt, Prompt, QuoVadis, RuleError, Seat, Step, Text, answer_one, ask, one, rule};

    pub fn prompt(g: &QuoVadis, order: &[Seat]) -> Vec<Prompt> {
        let v = g.v();
        let taken: Vec<usize> = g.players.iter().filter_map(|p| p.race).collect();
        let options = (0..v.races.len())
            .filter(|r| !taken.contains(r))
            .map(|r| {
                let race = &v.races[r];
                let [morale, food, faith, wrath] = if g.custom { race.custom } else { race.standard };
                let note = Text::key("quo-vadis-note-race")
                    .icon("terrain", race.affinity.id())
                    .num("morale", morale)
                    .num("food", food)
                    .num("faith", faith)
                    .num("wrath", wrath);
                Opt::new(race.id.clone(), Text::key("quo-vadis-opt-race").icon("race", race.id.clone())).with_note(note)
            })
            .collect();
        order.first().map(|&s| ask(s, "quo-vadis-ask-race", one(options))).into_iter().collect()
    }

    pub fn apply(g: &mut QuoVadis, seat: Seat, a: &Answer, mut order: Vec<Seat>) -> Result<(), RuleError> {
        let v = g.v();
        let id = answer_one(a)?;
        let r = v.race_index(id).ok_or(rule("quo-vadis-error-answer"))?;
        g.players[seat].race = Some(r);
        g.say(Text::key("quo-vadis-log-race").player("player", seat).icon("race", id.to_string()));
        order.remove(0);
        g.step = if order.is_empty() { Step::Draft } else { Step::RacePick { order } };
        Ok(())
    }
}

/// A simultaneous pick round of the skill draft: one skill kept, the hand passed on.
pub(super) mod draft {
    use super::{Answer, Opt, Prompt, QuoVadis, RuleError, Seat, Skill, Text, answer_one, ask, one, rule};

    pub fn prompt(g: &QuoVadis) -> Vec<Prompt> {
        (0..g.seats())
            .filter(|&s| !g.players[s].draft_done && !g.players[s].draft_hand.is_empty())
            .map(|s| {
                let options = g.players[s]
                    .draft_hand
                    .iter()
                    .map(|k| Opt::new(k.id(), Text::key("quo-vadis-opt-skill").card("skill", k.id())))
                    .collect();
                ask(s, "quo-vadis-ask-draft", one(options))
            })
            .collect()
    }

    pub fn apply(g: &mut QuoVadis, seat: Seat, a: &Answer) -> Result<(), RuleError> {
        let s = Skill::from_id(answer_one(a)?).ok_or(rule("quo-vadis-error-answer"))?;
        let p = &mut g.players[seat];
        p.draft_hand.retain(|k| *k != s);
        p.drafted.push(s);
        p.drafted.sort_unstable();
        p.draft_done = true;
        g.log.extend(engine::LogEntry::split(
            seat,
            Text::key("quo-vadis-log-draft-pick").player("player", seat).card("skill", s.id()),
            Text::key("quo-vadis-log-draft-picked").player("player", seat),
        ));
        Ok(())
    }
}

/// Starting resources split among morale, food and faith, one player at a time.
pub(super) mod start_split {
    use super::{Answer, Opt, Prompt, QuoVadis, RuleError, Seat, Text, answer_one, one, rule, splits};

    pub fn prompt(g: &QuoVadis) -> Vec<Prompt> {
        let v = g.v();
        let Some(s) = g.seats_from_start().into_iter().find(|&s| !g.players[s].starting_split_done) else {
            return Vec::new();
        };
        let cubes = v.start_cubes[g.position(s)];
        let options = splits(cubes, g.maxima(s))
            .into_iter()
            .map(|[m, f, fa]| {
                Opt::new(
                    format!("{m}-{f}-{fa}"),
                    Text::key("quo-vadis-opt-split").num("morale", m).num("food", f).num("faith", fa),
                )
            })
            .collect();
        vec![Prompt { seat: s, text: Text::key("quo-vadis-ask-split").num("cubes", cubes), choice: one(options) }]
    }

    pub fn apply(g: &mut QuoVadis, seat: Seat, a: &Answer) -> Result<(), RuleError> {
        let parts: Vec<u32> = answer_one(a)?.split('-').filter_map(|x| x.parse().ok()).collect();
        let [m, f, fa] = parts[..] else { return Err(rule("quo-vadis-error-answer")) };
        g.players[seat].resources = [m, f, fa];
        g.players[seat].starting_split_done = true;
        g.say(Text::key("quo-vadis-log-split").player("player", seat).num("morale", m).num("food", f).num("faith", fa));
        Ok(())
    }
}

/// The simultaneous, face-down choice of a basic skill of the race.
pub(super) mod basic_skill {
    use super::{Answer, Opt, Prompt, QuoVadis, RuleError, Seat, Skill, Text, answer_one, ask, one, rule};

    pub fn prompt(g: &QuoVadis) -> Vec<Prompt> {
        let v = g.v();
        (0..g.seats())
            .filter(|&s| g.players[s].basic_choice.is_none())
            .map(|s| {
                let options = g
                    .race(s)
                    .basic
                    .iter()
                    .map(|k| {
                        let recommended = v.skill(*k).is_some_and(|d| d.recommended);
                        let key = if recommended { "quo-vadis-opt-skill-recommended" } else { "quo-vadis-opt-skill" };
                        Opt::new(k.id(), Text::key(key).card("skill", k.id()))
                            .with_note(Text::key("quo-vadis-note-basic"))
                    })
                    .collect();
                ask(s, "quo-vadis-ask-basic", one(options))
            })
            .collect()
    }

    pub fn apply(g: &mut QuoVadis, seat: Seat, a: &Answer) -> Result<(), RuleError> {
        let s = Skill::from_id(answer_one(a)?).ok_or(rule("quo-vadis-error-answer"))?;
        g.players[seat].basic_choice = Some(s);
        g.log.extend(engine::LogEntry::split(
            seat,
            Text::key("quo-vadis-log-basic-chosen-own").player("player", seat).card("skill", s.id()),
            Text::key("quo-vadis-log-basic-chosen").player("player", seat),
        ));
        Ok(())
    }
}
