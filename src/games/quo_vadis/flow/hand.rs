//! Hand placement: the card, its mode, and the decisions of its actions.

use super::{
    Answer, Choice, Kind, Map, Opt, Prompt, QuoVadis, Resource, RuleError, Seat, Skill, Source, Space, Step, Text,
    answer_one, ask, one, rule, yes_no,
};

/// The card placed from hand.
pub(super) mod card {
    use super::{Answer, Kind, Prompt, QuoVadis, RuleError, Seat, Step, answer_one, ask, one, rule};

    pub fn prompt(g: &QuoVadis) -> Vec<Prompt> {
        let seat = g.turn.seat;
        vec![ask(seat, "quo-vadis-ask-card", one(QuoVadis::kind_opts(&g.players[seat].hand)))]
    }

    pub fn apply(g: &mut QuoVadis, seat: Seat, a: &Answer) -> Result<(), RuleError> {
        let k = Kind::from_id(answer_one(a)?).ok_or(rule("quo-vadis-error-answer"))?;
        let hand = &mut g.players[seat].hand;
        let i = hand.iter().position(|c| *c == k).ok_or(rule("quo-vadis-error-answer"))?;
        hand.remove(i);
        g.turn.card = Some(k);
        g.turn.acts_as = Some(k);
        if g.players[seat].generations.is_empty() {
            g.after_mode();
        } else {
            g.step = Step::Mode;
        }
        Ok(())
    }
}

/// Continue the generation, or change to a new one.
pub(super) mod mode {
    use super::{Answer, Opt, Prompt, QuoVadis, RuleError, Seat, Skill, Text, answer_one, ask, one, rule};

    pub fn prompt(g: &QuoVadis) -> Vec<Prompt> {
        let seat = g.turn.seat;
        let p = &g.players[seat];
        let (generation, cards) = (p.generations.len(), p.current_generation_len());
        let can_change = g.can_change(seat);
        let continue_note =
            Text::key(if can_change { "quo-vadis-note-continue" } else { "quo-vadis-note-continue-only" })
                .num("generation", generation)
                .num("cards", cards)
                .num("n", cards + 1);
        let mut options = vec![Opt::new("continue", Text::key("quo-vadis-opt-continue")).with_note(continue_note)];
        if can_change {
            let areas = g.dominance_count(seat) + if g.has(seat, Skill::S21) { g.amount(Skill::S21) } else { 0 };
            let note = Text::key("quo-vadis-note-change")
                .num("generation", generation + 1)
                .num("cards", cards)
                .num("areas", areas)
                .num("vp", cards as u32 * areas)
                .num("skills", p.drafted.len());
            options.push(Opt::new("change", Text::key("quo-vadis-opt-change")).with_note(note));
        }
        vec![ask(seat, "quo-vadis-ask-mode", one(options))]
    }

    pub fn apply(g: &mut QuoVadis, seat: Seat, a: &Answer) -> Result<(), RuleError> {
        let change = answer_one(a)? == "change";
        if change && !g.can_change(seat) {
            return Err(rule("quo-vadis-error-change"));
        }
        g.turn.change = change;
        g.after_mode();
        Ok(())
    }
}

/// Devotion: faith paid for the card to act as another kind.
pub(super) mod devotion {
    use super::{Answer, Kind, Opt, Prompt, QuoVadis, Resource, RuleError, Seat, Text, answer_one, one, rule};

    pub fn prompt(g: &QuoVadis) -> Vec<Prompt> {
        let v = g.v();
        let seat = g.turn.seat;
        let mut options = vec![Opt::new("none", Text::key("quo-vadis-opt-no-devotion"))];
        let cost = Text::key("quo-vadis-note-devotion").num("faith", v.numbers.devotion_cost);
        options.extend(Kind::ALL.iter().map(|k| {
            Opt::new(k.id(), Text::key("quo-vadis-opt-devotion").card("card", k.id())).with_note(cost.clone())
        }));
        vec![Prompt {
            seat,
            text: Text::key("quo-vadis-ask-devotion").num("faith", v.numbers.devotion_cost),
            choice: one(options),
        }]
    }

    pub fn apply(g: &mut QuoVadis, seat: Seat, a: &Answer) -> Result<(), RuleError> {
        let v = g.v();
        let key = answer_one(a)?;
        if key != "none" {
            let k = Kind::from_id(key).ok_or(rule("quo-vadis-error-answer"))?;
            g.players[seat].resources[Resource::Faith.index()] -= v.numbers.devotion_cost;
            g.turn.acts_as = Some(k);
            g.say(Text::key("quo-vadis-log-devotion").player("player", seat).card("kind", k.id()));
        }
        g.step = g.after_devotion();
        Ok(())
    }
}

/// Whether to use Jubilee this turn.
pub(super) mod jubilee {
    use super::{Answer, Prompt, QuoVadis, RuleError, Seat, Skill, Step, Text, answer_one, ask, one, yes_no};

    pub fn prompt(g: &QuoVadis) -> Vec<Prompt> {
        let seat = g.turn.seat;
        let mut options = yes_no("quo-vadis-opt-yes", "quo-vadis-opt-no");
        options[0].note = Some(Text::key("quo-vadis-note-once-used").card("skill", Skill::S30.id()));
        vec![ask(seat, "quo-vadis-ask-jubilee", one(options))]
    }

    pub fn apply(g: &mut QuoVadis, seat: Seat, a: &Answer) -> Result<(), RuleError> {
        if answer_one(a)? == "yes" {
            g.turn.jubilee = true;
            g.players[seat].used.push(Skill::S30);
            g.say(Text::key("quo-vadis-log-jubilee").player("player", seat));
        }
        g.step = Step::Actions;
        Ok(())
    }
}

/// Revelation: worker moves, one at a time, until none are left or the player stops.
pub(super) mod revelation {
    use super::{Answer, Map, Opt, Prompt, QuoVadis, RuleError, Seat, Skill, Space, Step, Text, answer_one, one, rule};

    pub fn prompt(g: &QuoVadis, left: u32, roaming: &[Space]) -> Vec<Prompt> {
        let seat = g.turn.seat;
        let mut options = g.move_opts(&g.revelation_moves(roaming));
        options.push(Opt::new("stop", Text::key("quo-vadis-opt-stop")));
        vec![Prompt { seat, text: Text::key("quo-vadis-ask-revelation").num("n", left), choice: one(options) }]
    }

    pub fn apply(
        g: &mut QuoVadis,
        seat: Seat,
        a: &Answer,
        left: u32,
        mut roaming: Vec<Space>,
    ) -> Result<(), RuleError> {
        let key = answer_one(a)?;
        if key == "stop" {
            g.step = Step::Revelation { left: 0, roaming };
        } else {
            let (f, t) = g.parse_move(key, &g.revelation_moves(&roaming))?;
            let area = g.turn.area;
            let from_roaming = Map::area_of(f) != area;
            if from_roaming {
                let i = roaming.iter().position(|s| *s == f).ok_or(rule("quo-vadis-error-move"))?;
                roaming.remove(i);
            }
            g.move_worker(f, t);
            if Map::area_of(t) != area && g.has(seat, Skill::B10) {
                roaming.push(t);
            }
            g.step = Step::Revelation { left: left - 1, roaming };
        }
        g.after_actions_if_done();
        Ok(())
    }
}

/// Prosperity: each use scores a point with a discard or a conversion.
pub(super) mod prosperity {
    use super::{
        Answer, Kind, Opt, Prompt, QuoVadis, Resource, RuleError, Seat, Source, Step, Text, answer_one, one, rule,
    };

    pub fn prompt(g: &QuoVadis, left: u32) -> Vec<Prompt> {
        let seat = g.turn.seat;
        let p = &g.players[seat];
        let mut options = vec![Opt::new("vp", Text::key("quo-vadis-opt-prosperity-vp"))];
        let mut kinds = p.hand.clone();
        kinds.dedup();
        for k in kinds {
            options.push(
                Opt::new(
                    format!("discard-{}", k.id()),
                    Text::key("quo-vadis-opt-prosperity-discard").card("card", k.id()),
                )
                .with_note(Text::key("quo-vadis-note-discarded")),
            );
        }
        for a in Resource::ALL {
            for b in Resource::ALL {
                if a != b && p.resources[a.index()] > 0 {
                    options.push(Opt::new(
                        format!("convert-{}-{}", a.id(), b.id()),
                        Text::key("quo-vadis-opt-prosperity-convert").icon("from", a.id()).icon("to", b.id()),
                    ));
                }
            }
        }
        vec![Prompt { seat, text: Text::key("quo-vadis-ask-prosperity").num("n", left), choice: one(options) }]
    }

    pub fn apply(g: &mut QuoVadis, seat: Seat, a: &Answer, left: u32) -> Result<(), RuleError> {
        let key = answer_one(a)?;
        if let Some(k) = key.strip_prefix("discard-") {
            let k = Kind::from_id(k).ok_or(rule("quo-vadis-error-answer"))?;
            let hand = &mut g.players[seat].hand;
            let i = hand.iter().position(|c| *c == k).ok_or(rule("quo-vadis-error-answer"))?;
            hand.remove(i);
            g.discard.put_top(k);
            g.say(Text::key("quo-vadis-log-discard").player("player", seat).cards("cards", [k.id()]));
        } else if let Some(rest) = key.strip_prefix("convert-") {
            let (x, y) = rest.split_once('-').ok_or(rule("quo-vadis-error-answer"))?;
            let (x, y) = (
                Resource::from_id(x).ok_or(rule("quo-vadis-error-answer"))?,
                Resource::from_id(y).ok_or(rule("quo-vadis-error-answer"))?,
            );
            if g.players[seat].resources[x.index()] == 0 {
                return Err(rule("quo-vadis-error-answer"));
            }
            g.players[seat].resources[x.index()] -= 1;
            g.gain(seat, y, 1);
        } else if key != "vp" {
            return Err(rule("quo-vadis-error-answer"));
        }
        g.score(seat, 1, Source::Prosperity);
        g.step = Step::Prosperity { left: left - 1 };
        g.after_actions_if_done();
        Ok(())
    }
}

/// After a change of generation: cards of the hand discarded.
pub(super) mod change_discard {
    use super::{Answer, Choice, Kind, Opt, Prompt, QuoVadis, RuleError, Seat, Step, Text, rule};

    pub fn prompt(g: &QuoVadis) -> Vec<Prompt> {
        let seat = g.turn.seat;
        let hand = &g.players[seat].hand;
        let options = hand
            .iter()
            .enumerate()
            .map(|(i, k)| {
                Opt::new(format!("hand-{i}"), Text::key("quo-vadis-opt-card").card("card", k.id()))
                    .with_note(Text::key("quo-vadis-note-discarded"))
            })
            .collect();
        vec![Prompt {
            seat,
            text: Text::key("quo-vadis-ask-change-discard"),
            choice: Choice::Many { options, min: 0, max: hand.len() },
        }]
    }

    pub fn apply(g: &mut QuoVadis, seat: Seat, a: &Answer) -> Result<(), RuleError> {
        let Answer::Many(keys) = a else { return Err(rule("quo-vadis-error-answer")) };
        let mut idx: Vec<usize> =
            keys.iter().filter_map(|k| k.strip_prefix("hand-").and_then(|i| i.parse().ok())).collect();
        idx.sort_unstable();
        let hand = &mut g.players[seat].hand;
        idx.retain(|&i| i < hand.len());
        let gone: Vec<Kind> = idx.iter().rev().map(|&i| hand.remove(i)).collect();
        for k in &gone {
            g.discard.put_top(*k);
        }
        if !gone.is_empty() {
            g.say(
                Text::key("quo-vadis-log-discard").player("player", seat).cards("cards", gone.iter().map(|k| k.id())),
            );
        }
        g.step = Step::WarCheck;
        Ok(())
    }
}
