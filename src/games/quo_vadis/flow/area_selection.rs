//! Area selection: the area of the turn and the route (two creation cards)
//! that reaches it.

use super::{Answer, Opt, Prompt, QuoVadis, Route, RuleError, Step, Text, answer_one, ask, one, rule};

/// The area of the turn, with its cheapest route's cost.
pub(super) mod area {
    use super::{Answer, Opt, Prompt, QuoVadis, Route, RuleError, Step, Text, answer_one, ask, one, rule};

    pub fn prompt(g: &QuoVadis) -> Vec<Prompt> {
        let v = g.v();
        let seat = g.turn.seat;
        let routes = g.routes();
        let mut areas: Vec<(usize, u32)> = Vec::new();
        for r in &routes {
            match areas.iter_mut().find(|(a, _)| *a == r.area) {
                Some(e) => e.1 = e.1.min(r.cost),
                None => areas.push((r.area, r.cost)),
            }
        }
        areas.sort_by_key(|(a, _)| g.map.area_id(v, *a));
        let options = areas
            .into_iter()
            .map(|(a, cost)| {
                let id = g.map.area_id(v, a);
                Opt::new(id, Text::key("quo-vadis-opt-area").plain("area", id).num("faith", cost))
                    .with_target(format!("area-{id}"))
            })
            .collect();
        vec![ask(seat, "quo-vadis-ask-area", one(options))]
    }

    pub fn apply(g: &mut QuoVadis, a: &Answer) -> Result<(), RuleError> {
        let v = g.v();
        let id = answer_one(a)?;
        let routes: Vec<Route> = g.routes().into_iter().filter(|r| g.map.area_id(v, r.area) == id).collect();
        match routes.len() {
            0 => return Err(rule("quo-vadis-error-area")),
            1 => g.choose_route(routes[0].clone()),
            _ => g.step = Step::Route { area: routes[0].area },
        }
        Ok(())
    }
}

/// Several routes reach the chosen area: which cards, at what cost.
pub(super) mod route {
    use super::{Answer, Opt, Prompt, QuoVadis, RuleError, Text, answer_one, ask, one, rule};

    pub fn prompt(g: &QuoVadis, area: usize) -> Vec<Prompt> {
        let seat = g.turn.seat;
        let options = g
            .routes()
            .into_iter()
            .filter(|r| r.area == area)
            .map(|r| {
                let key = r.key.to_string();
                let cards = key.replace('f', "F");
                Opt::new(key, Text::key("quo-vadis-opt-route").plain("cards", cards).num("faith", r.cost))
            })
            .collect();
        vec![ask(seat, "quo-vadis-ask-route", one(options))]
    }

    pub fn apply(g: &mut QuoVadis, a: &Answer, area: usize) -> Result<(), RuleError> {
        let key = answer_one(a)?;
        let r = g
            .routes()
            .into_iter()
            .find(|r| r.area == area && r.key.to_string() == key)
            .ok_or(rule("quo-vadis-error-area"))?;
        g.choose_route(r);
        Ok(())
    }
}
