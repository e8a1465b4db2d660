//! The generic prompt form: any game's `Prompt` as an HTML form, and the posted
//! fields back into an `Answer`. Works without JavaScript; options with a board
//! `target` are also reachable by clicking the board (see `static/site.js`).
//!
//! Fields: `kind` (one | many | order | number), then `one=KEY`; `many=KEY`
//! repeated; `order.KEY=POSITION` per item; `number=N`. An option with a warning
//! is made only with `sure=KEY` as well (a checkbox beside it: "are you sure?").

use engine::i18n::Catalog;
use engine::{Answer, Choice, Prompt, Seat, Text};

pub struct FormOption {
    pub key: String,
    pub label_html: String,
    pub target: Option<String>,
    /// 1-based default position, for `order` prompts.
    pub position: usize,
    /// Why the option is rarely wanted: the form asks "are you sure?" beside it.
    pub warning_html: Option<String>,
    /// What choosing it does, shown beside it (never only on hover): the
    /// option's note, then the text of each card its label names.
    pub details_html: Vec<String>,
}

pub struct PromptForm {
    pub seat: Seat,
    pub seq: u64,
    pub text_html: String,
    pub kind: &'static str,
    pub options: Vec<FormOption>,
    pub min: i64,
    pub max: i64,
    /// The rules help's section on this decision ("?" beside the question).
    pub help: String,
}

impl PromptForm {
    pub fn new(
        prompt: &Prompt,
        seq: u64,
        catalog: &Catalog,
        names: &dyn Fn(Seat) -> String,
        served: &boards::Served,
    ) -> PromptForm {
        let options = prompt
            .choice
            .options()
            .iter()
            .enumerate()
            .map(|(i, o)| FormOption {
                key: o.key.to_string(),
                label_html: catalog.html(&o.label, names),
                target: o.target.as_deref().map(String::from),
                position: i + 1,
                warning_html: o.warning.as_ref().map(|w| catalog.html(w, names)),
                details_html: boards::option_details(o, catalog, names, true),
            })
            .collect();
        let (min, max) = match &prompt.choice {
            Choice::Many { min, max, .. } => (*min as i64, *max as i64),
            Choice::Number { min, max } => (*min, *max),
            _ => (0, 0),
        };
        PromptForm {
            seat: prompt.seat,
            seq,
            text_html: catalog.html(&prompt.text, names),
            kind: prompt.choice.shape(),
            options,
            min,
            max,
            help: rules_link(served, &prompt.text.key),
        }
    }
}

/// The rules help's section on a prompt whose text has catalog key `key`.
pub fn rules_link(served: &boards::Served, key: &str) -> String {
    format!("/rules/{}#{}", served.game.slug(), served.rules.section_for(key))
}

/// The answer in posted form fields. Only the shape is read here; the platform
/// checks membership and the game checks its rules.
pub fn parse_answer(fields: &[(String, String)]) -> Result<Answer, String> {
    let get = |name: &str| fields.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str());
    match get("kind") {
        Some("one") => get("one").map(Answer::one).ok_or_else(|| "choose an option".to_string()),
        Some("many") => Ok(Answer::Many(fields.iter().filter(|(k, _)| k == "many").map(|(_, v)| v.clone()).collect())),
        Some("order") => {
            let mut items: Vec<(i64, usize, String)> = Vec::new();
            for (i, (k, v)) in fields.iter().enumerate() {
                if let Some(key) = k.strip_prefix("order.") {
                    let pos = v.trim().parse::<i64>().map_err(|_| format!("{v:?} is not a position"))?;
                    items.push((pos, i, key.to_string()));
                }
            }
            // Equal positions keep the form's order.
            items.sort();
            Ok(Answer::Order(items.into_iter().map(|(_, _, k)| k).collect()))
        }
        Some("number") => get("number")
            .and_then(|v| v.trim().parse().ok())
            .map(Answer::Number)
            .ok_or_else(|| "enter a whole number".to_string()),
        _ => Err("the form names no kind of answer".to_string()),
    }
}

/// Whether the posted fields confirm a warned option: `sure` names the option the
/// answer chose (a `One` answer is the only kind with warned options).
pub fn unsure(prompt: &Prompt, answer: &Answer, fields: &[(String, String)]) -> Option<Text> {
    let Answer::One(key) = answer else { return None };
    let warning = prompt.choice.options().iter().find(|o| &o.key == key)?.warning.clone()?;
    let sure = fields.iter().any(|(k, v)| k == "sure" && v == key);
    (!sure).then_some(warning)
}

/// URL-encoded form fields, repeated names kept.
pub fn fields(body: &[u8]) -> Vec<(String, String)> {
    form_urlencoded::parse(body).into_owned().collect()
}

/// The first value of a posted field, or "" when it is missing.
pub fn field<'a>(fields: &'a [(String, String)], name: &str) -> &'a str {
    fields.iter().find(|(k, _)| k == name).map_or("", |(_, v)| v.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect()
    }

    #[test]
    fn answers_from_fields() {
        assert_eq!(parse_answer(&f(&[("kind", "one"), ("one", "gold")])), Ok(Answer::one("gold")));
        assert_eq!(parse_answer(&f(&[("kind", "many"), ("many", "a"), ("many", "b")])), Ok(Answer::many(["a", "b"])));
        assert_eq!(parse_answer(&f(&[("kind", "many")])), Ok(Answer::Many(vec![])));
        assert_eq!(
            parse_answer(&f(&[("kind", "order"), ("order.a", "2"), ("order.b", "1"), ("order.c", "2")])),
            Ok(Answer::order(["b", "a", "c"]))
        );
        assert_eq!(parse_answer(&f(&[("kind", "number"), ("number", " 3 ")])), Ok(Answer::Number(3)));
        assert!(parse_answer(&f(&[("kind", "number"), ("number", "x")])).is_err());
        assert!(parse_answer(&f(&[("one", "a")])).is_err());
    }

    #[test]
    fn repeated_fields_survive_parsing() {
        assert_eq!(fields(b"kind=many&many=a&many=b%20c"), f(&[("kind", "many"), ("many", "a"), ("many", "b c")]));
    }
}
