//! Construction and the end phase: the town, Masons, a new skill.

use super::{Answer, Opt, Prompt, QuoVadis, RuleError, Seat, Skill, Step, Text, answer_one, ask, one, rule};

/// Where the town is built.
pub(super) mod town_site {
    use super::{Answer, Prompt, QuoVadis, RuleError, Seat, Text, answer_one, ask, one, rule};

    pub fn prompt(g: &QuoVadis) -> Vec<Prompt> {
        let seat = g.turn.seat;
        let options = g
            .town_sites(seat)
            .into_iter()
            .map(|s| g.space_opt(s, Text::key("quo-vadis-opt-space")).with_note(Text::key("quo-vadis-note-town")))
            .collect();
        vec![ask(seat, "quo-vadis-ask-town", one(options))]
    }

    pub fn apply(g: &mut QuoVadis, seat: Seat, a: &Answer) -> Result<(), RuleError> {
        let v = g.v();
        let s = g.map.space_named(v, answer_one(a)?).ok_or(rule("quo-vadis-error-answer"))?;
        if !g.town_sites(seat).contains(&s) {
            return Err(rule("quo-vadis-error-answer"));
        }
        g.build(s);
        Ok(())
    }
}

/// Masons: a destroyed town restored, or none.
pub(super) mod masons {
    use super::{Answer, Opt, Prompt, QuoVadis, RuleError, Seat, Step, Text, answer_one, ask, one, rule};

    pub fn prompt(g: &QuoVadis) -> Vec<Prompt> {
        let seat = g.turn.seat;
        let mut options: Vec<Opt> =
            g.destroyed_towns(seat).into_iter().map(|s| g.space_opt(s, Text::key("quo-vadis-opt-space"))).collect();
        options.push(Opt::new("no", Text::key("quo-vadis-opt-no")));
        vec![ask(seat, "quo-vadis-ask-masons", one(options))]
    }

    pub fn apply(g: &mut QuoVadis, seat: Seat, a: &Answer) -> Result<(), RuleError> {
        let v = g.v();
        let key = answer_one(a)?;
        if key != "no" {
            let s = g.map.space_named(v, key).ok_or(rule("quo-vadis-error-answer"))?;
            if !g.destroyed_towns(seat).contains(&s) {
                return Err(rule("quo-vadis-error-answer"));
            }
            g.restore_town(s);
        }
        g.step = Step::Rebuild;
        Ok(())
    }
}

/// After a change of generation: a drafted skill set into play.
pub(super) mod skill_set {
    use super::{Answer, Opt, Prompt, QuoVadis, RuleError, Seat, Skill, Step, Text, answer_one, ask, one, rule};

    pub fn prompt(g: &QuoVadis) -> Vec<Prompt> {
        let seat = g.turn.seat;
        let options = g.players[seat]
            .drafted
            .iter()
            .map(|k| Opt::new(k.id(), Text::key("quo-vadis-opt-skill").card("skill", k.id())))
            .collect();
        vec![ask(seat, "quo-vadis-ask-skill-set", one(options))]
    }

    pub fn apply(g: &mut QuoVadis, seat: Seat, a: &Answer) -> Result<(), RuleError> {
        let s = Skill::from_id(answer_one(a)?).ok_or(rule("quo-vadis-error-answer"))?;
        let p = &mut g.players[seat];
        let i = p.drafted.iter().position(|k| *k == s).ok_or(rule("quo-vadis-error-answer"))?;
        p.drafted.remove(i);
        p.skills.push(s);
        g.say(Text::key("quo-vadis-log-skill-set").player("player", seat).card("skill", s.id()));
        g.step = Step::EndTurn;
        Ok(())
    }
}
