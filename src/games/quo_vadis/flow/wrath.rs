//! The Wrath of God and the tokens it places, the Deluge among them.

use super::{
    Answer, Choice, Map, Opt, Prompt, QuoVadis, RuleError, Space, Step, Terrain, Text, answer_one, ask, one, rule,
    yes_no,
};

/// Whether to invoke the Wrath of God.
pub(super) mod wrath_offer {
    use super::{Answer, Prompt, QuoVadis, RuleError, Step, Text, answer_one, one, yes_no};

    pub fn prompt(g: &QuoVadis) -> Vec<Prompt> {
        let seat = g.turn.seat;
        let wrath = g.players[seat].wrath;
        let (spaces, population) = g.wrath_level(seat, wrath).unwrap_or((1, 1));
        let mut options = yes_no("quo-vadis-opt-wrath-invoke", "quo-vadis-opt-wrath-skip");
        options[0].note = Some(
            Text::key("quo-vadis-note-wrath")
                .num("wrath", wrath)
                .num("spaces", spaces)
                .num("population", population)
                .icon("terrain", g.affinity(seat).id()),
        );
        vec![Prompt { seat, text: Text::key("quo-vadis-ask-wrath").num("wrath", wrath), choice: one(options) }]
    }

    pub fn apply(g: &mut QuoVadis, a: &Answer) -> Result<(), RuleError> {
        g.step = if answer_one(a)? == "yes" { Step::WrathSpaces } else { Step::Population };
        Ok(())
    }
}

/// The spaces the Wrath of God strikes.
pub(super) mod wrath_spaces {
    use super::{Answer, Choice, Map, Prompt, QuoVadis, RuleError, Space, Text, rule};

    pub fn prompt(g: &QuoVadis) -> Vec<Prompt> {
        let seat = g.turn.seat;
        let (max, population) = g.wrath_level(seat, g.players[seat].wrath).unwrap_or((1, 1));
        let strike = Text::key("quo-vadis-note-strike").num("n", population);
        let options = Map::spaces_of(g.turn.area)
            .into_iter()
            .map(|s| g.space_opt(s, Text::key("quo-vadis-opt-space")).with_note(strike.clone()))
            .collect();
        vec![Prompt {
            seat,
            text: Text::key("quo-vadis-ask-wrath-spaces").num("n", max),
            choice: Choice::Many { options, min: 1, max },
        }]
    }

    pub fn apply(g: &mut QuoVadis, a: &Answer) -> Result<(), RuleError> {
        let v = g.v();
        let Answer::Many(keys) = a else { return Err(rule("quo-vadis-error-answer")) };
        let spaces: Vec<Space> = keys.iter().filter_map(|k| g.map.space_named(v, k)).collect();
        g.wrath_strike(&spaces);
        Ok(())
    }
}

/// No token of the terrain left: the area it is taken from.
pub(super) mod token_source {
    use super::{Answer, Opt, Prompt, QuoVadis, RuleError, Terrain, Text, answer_one, one, rule};

    pub fn prompt(g: &QuoVadis, terrain: Terrain, area: usize) -> Vec<Prompt> {
        let v = g.v();
        let seat = g.turn.seat;
        let options = g
            .token_sources(terrain, area)
            .into_iter()
            .map(|a| {
                let id = g.map.area_id(v, a);
                Opt::new(id, Text::key("quo-vadis-opt-area-plain").plain("area", id))
                    .with_target(format!("area-{id}"))
                    .with_note(Text::key("quo-vadis-note-token-taken").plain("area", id))
            })
            .collect();
        vec![Prompt {
            seat,
            text: Text::key("quo-vadis-ask-token-source").icon("terrain", terrain.id()),
            choice: one(options),
        }]
    }

    pub fn apply(g: &mut QuoVadis, a: &Answer, terrain: Terrain, area: usize, deluge: bool) -> Result<(), RuleError> {
        let v = g.v();
        let id = answer_one(a)?;
        let from = g.token_sources(terrain, area).into_iter().find(|x| g.map.area_id(v, *x) == id);
        let from = from.ok_or(rule("quo-vadis-error-answer"))?;
        g.map.tiles[from].token = None;
        let from_id = g.map.area_id(v, from).to_string();
        g.say(Text::key("quo-vadis-log-token-moved").plain("area", from_id).icon("terrain", terrain.id()));
        g.set_token(area, terrain);
        g.after_token(deluge);
        Ok(())
    }
}

/// The Deluge: a sea token on an adjacent area, or none.
pub(super) mod deluge {
    use super::{Answer, Opt, Prompt, QuoVadis, RuleError, Step, Terrain, Text, answer_one, ask, one, rule};

    pub fn prompt(g: &QuoVadis) -> Vec<Prompt> {
        let v = g.v();
        let seat = g.turn.seat;
        let mut options: Vec<Opt> = g
            .map
            .adjacent_areas(g.turn.area)
            .into_iter()
            .map(|a| {
                let id = g.map.area_id(v, a);
                let note = match g.map.tiles[a].token {
                    Some(old) => Text::key("quo-vadis-note-token-replaced").icon("terrain", old.id()),
                    None => Text::key("quo-vadis-note-token-new"),
                };
                Opt::new(id, Text::key("quo-vadis-opt-area-plain").plain("area", id))
                    .with_target(format!("area-{id}"))
                    .with_note(note)
            })
            .collect();
        options.push(Opt::new("no", Text::key("quo-vadis-opt-no")));
        vec![ask(seat, "quo-vadis-ask-deluge", one(options))]
    }

    pub fn apply(g: &mut QuoVadis, a: &Answer) -> Result<(), RuleError> {
        let v = g.v();
        let id = answer_one(a)?;
        if id == "no" {
            g.step = Step::Population;
        } else {
            let target = g.map.adjacent_areas(g.turn.area).into_iter().find(|x| g.map.area_id(v, *x) == id);
            let target = target.ok_or(rule("quo-vadis-error-answer"))?;
            g.place_token(target, Terrain::Sea, true);
        }
        Ok(())
    }
}
