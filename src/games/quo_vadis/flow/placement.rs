//! Worker placement in the chosen area.

use super::{Answer, Opt, Prompt, QuoVadis, RuleError, Seat, Step, Text, answer_one, ask, one, rule};

/// Worker placement: the first worker, then more until done.
pub(super) mod workers {
    use super::{Answer, Opt, Prompt, QuoVadis, RuleError, Step, Text, answer_one, ask, one, rule};

    pub fn prompt(g: &QuoVadis) -> Vec<Prompt> {
        let seat = g.turn.seat;
        let mut options: Vec<Opt> = g
            .placements()
            .into_iter()
            .map(|(s, food)| g.space_opt(s, Text::key("quo-vadis-opt-place").num("food", food)))
            .collect();
        let key = if g.step == Step::FirstWorker {
            "quo-vadis-ask-first-worker"
        } else {
            options.push(Opt::new("done", Text::key("quo-vadis-opt-done")));
            "quo-vadis-ask-more-workers"
        };
        vec![ask(seat, key, one(options))]
    }

    pub fn apply(g: &mut QuoVadis, a: &Answer) -> Result<(), RuleError> {
        let v = g.v();
        let key = answer_one(a)?;
        if key == "done" {
            g.after_placement();
        } else {
            let s = g.map.space_named(v, key).ok_or(rule("quo-vadis-error-answer"))?;
            if !g.placements().iter().any(|(p, _)| *p == s) {
                return Err(rule("quo-vadis-error-place"));
            }
            g.place(s);
        }
        Ok(())
    }
}

/// Swift Feet: one worker of the area may move.
pub(super) mod swift_feet {
    use super::{Answer, Opt, Prompt, QuoVadis, RuleError, Seat, Step, Text, answer_one, ask, one};

    pub fn prompt(g: &QuoVadis) -> Vec<Prompt> {
        let seat = g.turn.seat;
        let mut options = g.move_opts(&g.moves_from(&g.area_worker_spaces()));
        options.push(Opt::new("no", Text::key("quo-vadis-opt-no")));
        vec![ask(seat, "quo-vadis-ask-swift-feet", one(options))]
    }

    pub fn apply(g: &mut QuoVadis, seat: Seat, a: &Answer) -> Result<(), RuleError> {
        let key = answer_one(a)?;
        if key != "no" {
            let (f, t) = g.parse_move(key, &g.moves_from(&g.area_worker_spaces()))?;
            g.move_worker(f, t);
        }
        g.step = if g.players[seat].hand.is_empty() { Step::WarCheck } else { Step::Card };
        Ok(())
    }
}
