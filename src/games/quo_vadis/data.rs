//! A data variant: every tunable number and table of the game (tiles, map
//! positions, races and their maxima, skills, the epic split, scoring tables,
//! war rewards, Wrath of God levels), read from one TOML file per variant and
//! checked whole. A bad file is an error naming the table and the row.

use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::sync::OnceLock;

/// The variants shipped with the game: (name, file).
const SHIPPED: [(&str, &str); 2] =
    [("draft30", include_str!("variants/draft30.toml")), ("war-streak", include_str!("variants/war-streak.toml"))];

pub const DEFAULT_VARIANT: &str = "draft30";

pub fn shipped_names() -> impl Iterator<Item = &'static str> {
    SHIPPED.iter().map(|(n, _)| *n)
}

/// A shipped variant, parsed and checked once (the files are constant data).
pub fn variant(name: &str) -> Result<&'static Variant, String> {
    static PARSED: OnceLock<Vec<Result<Variant, String>>> = OnceLock::new();
    let all = PARSED.get_or_init(|| SHIPPED.iter().map(|(_, src)| Variant::parse(src)).collect());
    let i = SHIPPED.iter().position(|(n, _)| *n == name).ok_or_else(|| format!("no data variant {name:?}"))?;
    all[i].as_ref().map_err(|e| format!("variant {name}: {e}"))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    Plains,
    Mountains,
    Desert,
    Tundra,
    Sea,
}

impl Terrain {
    pub const ALL: [Terrain; 5] = [Terrain::Plains, Terrain::Mountains, Terrain::Desert, Terrain::Tundra, Terrain::Sea];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn id(self) -> &'static str {
        ["plains", "mountains", "desert", "tundra", "sea"][self.index()]
    }
}

/// The five kinds of epic card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Blessing,
    Labor,
    Miracle,
    Revelation,
    Prosperity,
}

impl Kind {
    pub const ALL: [Kind; 5] = [Kind::Blessing, Kind::Labor, Kind::Miracle, Kind::Revelation, Kind::Prosperity];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn id(self) -> &'static str {
        ["blessing", "labor", "miracle", "revelation", "prosperity"][self.index()]
    }

    pub fn from_id(id: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.id() == id)
    }
}

/// The three resources (wrath is a counter, not a resource).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    Morale,
    Food,
    Faith,
}

impl Resource {
    pub const ALL: [Resource; 3] = [Resource::Morale, Resource::Food, Resource::Faith];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn id(self) -> &'static str {
        ["morale", "food", "faith"][self.index()]
    }

    pub fn from_id(id: &str) -> Option<Resource> {
        Resource::ALL.into_iter().find(|r| r.id() == id)
    }
}

/// Where in the turn a skill acts (its fixed window; no interrupts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Window {
    AreaSelection,
    WrathOfGod,
    Population,
    WorkerPlacement,
    Movement,
    CardAction,
    WarStrength,
    WarDice,
    WarLosses,
    WarResult,
    Construction,
    Refill,
    TerritoryBonus,
    FinalScoring,
    Always,
}

/// Every skill the rules know. What each does is code (`skills.rs`); when and
/// how much comes from the variant's skill table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Skill {
    B01,
    B02,
    B03,
    B04,
    B05,
    B06,
    B07,
    B08,
    B09,
    B10,
    S01,
    S02,
    S03,
    S04,
    S05,
    S06,
    S07,
    S08,
    S09,
    S10,
    S11,
    S12,
    S13,
    S14,
    S15,
    S16,
    S17,
    S18,
    S19,
    S20,
    S21,
    S22,
    S23,
    S24,
    S25,
    S26,
    S27,
    S28,
    S29,
    S30,
}

impl Skill {
    pub const ALL: [Skill; 40] = {
        use Skill::{
            B01, B02, B03, B04, B05, B06, B07, B08, B09, B10, S01, S02, S03, S04, S05, S06, S07, S08, S09, S10, S11,
            S12, S13, S14, S15, S16, S17, S18, S19, S20, S21, S22, S23, S24, S25, S26, S27, S28, S29, S30,
        };
        [
            B01, B02, B03, B04, B05, B06, B07, B08, B09, B10, S01, S02, S03, S04, S05, S06, S07, S08, S09, S10, S11,
            S12, S13, S14, S15, S16, S17, S18, S19, S20, S21, S22, S23, S24, S25, S26, S27, S28, S29, S30,
        ]
    };

    pub fn id(self) -> &'static str {
        const IDS: [&str; 40] = [
            "B01", "B02", "B03", "B04", "B05", "B06", "B07", "B08", "B09", "B10", "S01", "S02", "S03", "S04", "S05",
            "S06", "S07", "S08", "S09", "S10", "S11", "S12", "S13", "S14", "S15", "S16", "S17", "S18", "S19", "S20",
            "S21", "S22", "S23", "S24", "S25", "S26", "S27", "S28", "S29", "S30",
        ];
        IDS[self as usize]
    }

    pub fn from_id(id: &str) -> Option<Skill> {
        Skill::ALL.into_iter().find(|s| s.id() == id)
    }

    /// The window the code applies the skill in; the data must agree.
    pub fn window(self) -> Window {
        use Skill::{
            B01, B02, B03, B04, B05, B06, B07, B08, B09, B10, S01, S02, S03, S04, S05, S06, S07, S08, S09, S10, S11,
            S12, S13, S14, S15, S16, S17, S18, S19, S20, S21, S22, S23, S24, S25, S26, S27, S28, S29, S30,
        };
        use Window::{
            Always, AreaSelection, CardAction, Construction, FinalScoring, Movement, Population, Refill,
            TerritoryBonus, WarDice, WarLosses, WarResult, WarStrength, WorkerPlacement, WrathOfGod,
        };
        match self {
            B01 | S07 | S08 => WorkerPlacement,
            B02 | S16 | S17 | S18 => WarResult,
            B03 | S11 | S12 | S13 | S15 => WarStrength,
            B04 | S23 => WarLosses,
            B05 => AreaSelection,
            B06 | B08 | S01 | S02 | S03 | S04 | S05 | S30 => CardAction,
            B07 | S19 | S22 => Construction,
            B09 | S29 => WrathOfGod,
            B10 | S09 => Movement,
            S06 => Refill,
            S10 => Always,
            S14 | S25 => WarDice,
            S20 => Population,
            S21 => TerritoryBonus,
            S24 | S26 | S27 | S28 => FinalScoring,
        }
    }

    /// Skills whose effect is a number (the data's `amount`).
    fn needs_amount(self) -> bool {
        use Skill::{
            B02, B03, B06, B07, B08, S01, S02, S03, S04, S05, S06, S10, S11, S12, S13, S15, S16, S17, S20, S21, S22,
            S24, S26, S27, S28, S29,
        };
        matches!(
            self,
            B02 | B03
                | B06
                | B07
                | B08
                | S01
                | S02
                | S03
                | S04
                | S05
                | S06
                | S10
                | S11
                | S12
                | S13
                | S15
                | S16
                | S17
                | S20
                | S21
                | S22
                | S24
                | S26
                | S27
                | S28
                | S29
        )
    }
}

// ---------------------------------------------------------------------------
// The file's rows.

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    number: Vec<NumberRow>,
    start_cubes: Vec<StartCubesRow>,
    epic: Vec<EpicRow>,
    wrath_level: Vec<WrathLevel>,
    style: Vec<StyleRow>,
    terrain_token: Vec<TokenRow>,
    position: Vec<Position>,
    tile: Vec<TileRow>,
    race: Vec<RaceRow>,
    skill: Vec<SkillRow>,
}

/// A number row also has a `note` for readers of the file, which the rules ignore.
#[derive(Deserialize)]
struct NumberRow {
    key: String,
    value: i64,
    source: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StartCubesRow {
    position: usize,
    cubes: u32,
    source: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EpicRow {
    kind: Kind,
    count: usize,
    source: String,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WrathLevel {
    /// Wrath paid (at least this much).
    pub paid: u32,
    /// At most this many spaces.
    pub spaces: usize,
    /// Population each chosen town loses.
    pub population: u32,
    pub custom_only: bool,
    pub source: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StyleRow {
    kind: StyleKind,
    count: usize,
    vp: u32,
    source: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
enum StyleKind {
    Versatile,
    Specialist,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TokenRow {
    terrain: Terrain,
    count: u32,
    source: String,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    pub id: String,
    pub q: i32,
    pub r: i32,
    pub ring: u32,
    pub source: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TileRow {
    id: String,
    a: u8,
    b: u8,
    terrains: [Terrain; 3],
    source: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RaceRow {
    id: String,
    affinity: Terrain,
    colour: String,
    standard: [u32; 4],
    custom: [u32; 4],
    basic: [String; 2],
    source: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SkillRow {
    id: String,
    deck: String,
    #[serde(default)]
    race: Option<String>,
    #[serde(default)]
    recommended: Option<bool>,
    window: Window,
    once_per_game: bool,
    #[serde(default)]
    amount: Option<u32>,
    source: String,
}

// ---------------------------------------------------------------------------
// The checked variant.

/// Rules numbers by name.
#[derive(Clone, Debug)]
pub struct Numbers {
    pub rounds: u32,
    pub generations: usize,
    pub workers: u32,
    pub towns: u32,
    pub hand_limit: usize,
    pub draft_hand: usize,
    pub free_cost: u32,
    pub devotion_cost: u32,
    pub wrath_minimum: u32,
    pub terrain_food: u32,
    pub additional_worker_food: u32,
    pub town_population: u32,
    pub population_growth: u32,
    pub blessing_wrath: u32,
    pub war_win_vp: u32,
    pub war_town_resources: u32,
    pub war_loss_wrath: u32,
    pub war_loss_population: u32,
    pub war_streak_bonus: u32,
    pub war_streak_cap: u32,
    pub population_per_vp: u32,
}

#[derive(Clone, Debug)]
pub struct Tile {
    pub id: String,
    pub a: u8,
    pub b: u8,
    pub terrains: [Terrain; 3],
}

impl Tile {
    pub fn is_double(&self) -> bool {
        self.a == self.b
    }
}

#[derive(Clone, Debug)]
pub struct Race {
    pub id: String,
    pub affinity: Terrain,
    pub colour: String,
    /// Morale, food, faith, wrath maxima on the standard and custom sides.
    pub standard: [u32; 4],
    pub custom: [u32; 4],
    pub basic: [Skill; 2],
}

#[derive(Clone, Debug)]
pub struct SkillData {
    pub skill: Skill,
    pub basic: bool,
    /// A basic skill marked as the race's recommended one.
    pub recommended: bool,
    pub amount: u32,
}

#[derive(Clone, Debug)]
pub struct Variant {
    pub numbers: Numbers,
    /// Cubes by turn position (index 0 = 1st).
    pub start_cubes: Vec<u32>,
    /// Cards per kind, in [`Kind`] order.
    pub epic: [usize; 5],
    /// By `paid`, ascending.
    pub wrath_levels: Vec<WrathLevel>,
    /// VP by count (index = count); `None` where the table has no entry.
    pub versatile: Vec<Option<u32>>,
    pub specialist: Vec<Option<u32>>,
    /// In [`Terrain`] order.
    pub tokens: [u32; 5],
    pub positions: Vec<Position>,
    pub tiles: Vec<Tile>,
    pub races: Vec<Race>,
    pub skills: Vec<SkillData>,
}

fn row_err(table: &str, i: usize, what: impl std::fmt::Display) -> String {
    format!("[[{table}]] row {}: {what}", i + 1)
}

impl Variant {
    pub fn parse(src: &str) -> Result<Variant, String> {
        let file: File = toml::from_str(src).map_err(|e| format!("does not parse: {e}"))?;
        for (table, sources) in [
            ("start_cubes", file.start_cubes.iter().map(|r| &r.source).collect::<Vec<_>>()),
            ("epic", file.epic.iter().map(|r| &r.source).collect()),
            ("wrath_level", file.wrath_level.iter().map(|r| &r.source).collect()),
            ("style", file.style.iter().map(|r| &r.source).collect()),
            ("terrain_token", file.terrain_token.iter().map(|r| &r.source).collect()),
            ("position", file.position.iter().map(|r| &r.source).collect()),
            ("tile", file.tile.iter().map(|r| &r.source).collect()),
            ("race", file.race.iter().map(|r| &r.source).collect()),
            ("skill", file.skill.iter().map(|r| &r.source).collect()),
            ("number", file.number.iter().map(|r| &r.source).collect()),
        ] {
            if let Some(i) = sources.iter().position(|s| s.trim().is_empty()) {
                return Err(row_err(table, i, "has no source"));
            }
        }
        let numbers = numbers(&file.number)?;
        let start_cubes = start_cubes(&file.start_cubes)?;
        let mut epic = [0; 5];
        for (i, r) in file.epic.iter().enumerate() {
            if epic[r.kind.index()] != 0 {
                return Err(row_err("epic", i, format!("{} is listed twice", r.kind.id())));
            }
            if r.count == 0 {
                return Err(row_err("epic", i, "a kind needs at least one card"));
            }
            epic[r.kind.index()] = r.count;
        }
        if let Some(k) = Kind::ALL.iter().find(|k| epic[k.index()] == 0) {
            return Err(format!("[[epic]]: no row for {}", k.id()));
        }
        let mut wrath_levels = file.wrath_level.clone();
        for (i, w) in wrath_levels.iter().enumerate() {
            if w.spaces == 0 || w.spaces > 3 || w.population == 0 {
                return Err(row_err("wrath_level", i, "spaces must be 1 to 3 and population at least 1"));
            }
            if w.paid == 0 {
                return Err(row_err("wrath_level", i, "paid must be at least 1"));
            }
        }
        wrath_levels.sort_by_key(|w| w.paid);
        if !wrath_levels.iter().any(|w| !w.custom_only && w.paid <= numbers.wrath_minimum) {
            return Err("[[wrath_level]]: no level for the minimum wrath".into());
        }
        let (versatile, specialist) = style(&file.style)?;
        let mut tokens = [u32::MAX; 5];
        for (i, r) in file.terrain_token.iter().enumerate() {
            if tokens[r.terrain.index()] != u32::MAX {
                return Err(row_err("terrain_token", i, "terrain listed twice"));
            }
            tokens[r.terrain.index()] = r.count;
        }
        if let Some(t) = Terrain::ALL.iter().find(|t| tokens[t.index()] == u32::MAX) {
            return Err(format!("[[terrain_token]]: no row for {}", t.id()));
        }
        let positions = positions(&file.position)?;
        let tiles = tiles(&file.tile)?;
        let skills = skills(&file.skill)?;
        let races = races(&file.race, &skills)?;
        let v = Variant {
            numbers,
            start_cubes,
            epic,
            wrath_levels,
            versatile,
            specialist,
            tokens,
            positions,
            tiles,
            races,
            skills,
        };
        v.check_capacity()?;
        Ok(v)
    }

    /// Setup must always be possible with 5 players.
    fn check_capacity(&self) -> Result<(), String> {
        let ring2 = self.positions.iter().filter(|p| p.ring == 2).count();
        let outer = self.tiles.iter().filter(|t| !t.is_double()).count().saturating_sub(7);
        let doubles = self.tiles.iter().filter(|t| t.is_double()).count();
        if doubles < 4 {
            return Err("[[tile]]: 5 players need 4 doubles".into());
        }
        if outer + 4 > ring2 {
            return Err("[[position]]: not enough ring-2 positions for 5 players".into());
        }
        let extras = self.skills.iter().filter(|s| !s.basic).count();
        if extras < 5 * self.numbers.draft_hand {
            return Err("[[skill]]: not enough extra skills to deal 5 draft hands".into());
        }
        if self.races.len() < 5 {
            return Err("[[race]]: 5 players need 5 races".into());
        }
        Ok(())
    }

    pub fn skill(&self, s: Skill) -> Option<&SkillData> {
        self.skills.iter().find(|d| d.skill == s)
    }

    /// The skill's number (0 if the variant does not have the skill).
    pub fn amount(&self, s: Skill) -> u32 {
        self.skill(s).map_or(0, |d| d.amount)
    }

    pub fn race_index(&self, id: &str) -> Option<usize> {
        self.races.iter().position(|r| r.id == id)
    }
}

fn numbers(rows: &[NumberRow]) -> Result<Numbers, String> {
    let mut seen = BTreeSet::new();
    for (i, r) in rows.iter().enumerate() {
        if !seen.insert(r.key.as_str()) {
            return Err(row_err("number", i, format!("key {} is listed twice", r.key)));
        }
        if r.value < 0 {
            return Err(row_err("number", i, format!("{} cannot be negative", r.key)));
        }
    }
    let get = |key: &str| -> Result<u32, String> {
        let r = rows.iter().find(|r| r.key == key).ok_or_else(|| format!("[[number]]: no row for key {key}"))?;
        u32::try_from(r.value).map_err(|_| format!("[[number]] {key}: too large"))
    };
    let known = [
        "rounds",
        "generations",
        "workers",
        "towns",
        "hand_limit",
        "draft_hand",
        "free_cost",
        "devotion_cost",
        "wrath_minimum",
        "terrain_food",
        "additional_worker_food",
        "town_population",
        "population_growth",
        "blessing_wrath",
        "war_win_vp",
        "war_town_resources",
        "war_loss_wrath",
        "war_loss_population",
        "war_streak_bonus",
        "war_streak_cap",
        "population_per_vp",
    ];
    if let Some((i, r)) = rows.iter().enumerate().find(|(_, r)| !known.contains(&r.key.as_str())) {
        return Err(row_err("number", i, format!("unknown key {}", r.key)));
    }
    let n = Numbers {
        rounds: get("rounds")?,
        generations: get("generations")? as usize,
        workers: get("workers")?,
        towns: get("towns")?,
        hand_limit: get("hand_limit")? as usize,
        draft_hand: get("draft_hand")? as usize,
        free_cost: get("free_cost")?,
        devotion_cost: get("devotion_cost")?,
        wrath_minimum: get("wrath_minimum")?,
        terrain_food: get("terrain_food")?,
        additional_worker_food: get("additional_worker_food")?,
        town_population: get("town_population")?,
        population_growth: get("population_growth")?,
        blessing_wrath: get("blessing_wrath")?,
        war_win_vp: get("war_win_vp")?,
        war_town_resources: get("war_town_resources")?,
        war_loss_wrath: get("war_loss_wrath")?,
        war_loss_population: get("war_loss_population")?,
        war_streak_bonus: get("war_streak_bonus")?,
        war_streak_cap: get("war_streak_cap")?,
        population_per_vp: get("population_per_vp")?,
    };
    for (key, v, lo, hi) in [
        ("rounds", n.rounds as usize, 1, 50),
        ("generations", n.generations, 2, 12),
        ("workers", n.workers as usize, 1, 30),
        ("towns", n.towns as usize, 1, 12),
        ("hand_limit", n.hand_limit, 1, 10),
        ("draft_hand", n.draft_hand, 1, 6),
        ("town_population", n.town_population as usize, 1, 10),
        ("population_per_vp", n.population_per_vp as usize, 1, 10),
        ("wrath_minimum", n.wrath_minimum as usize, 1, 10),
    ] {
        if v < lo || v > hi {
            return Err(format!("[[number]] {key}: {v} is outside {lo}..={hi}"));
        }
    }
    Ok(n)
}

fn start_cubes(rows: &[StartCubesRow]) -> Result<Vec<u32>, String> {
    let mut out = vec![None; 5];
    for (i, r) in rows.iter().enumerate() {
        if !(1..=5).contains(&r.position) {
            return Err(row_err("start_cubes", i, "position must be 1 to 5"));
        }
        if out[r.position - 1].replace(r.cubes).is_some() {
            return Err(row_err("start_cubes", i, "position listed twice"));
        }
    }
    out.into_iter()
        .enumerate()
        .map(|(i, c)| c.ok_or_else(|| format!("[[start_cubes]]: no row for position {}", i + 1)))
        .collect()
}

/// Per generation: the versatile and the specialist style's numbers.
type StyleTables = (Vec<Option<u32>>, Vec<Option<u32>>);

fn style(rows: &[StyleRow]) -> Result<StyleTables, String> {
    let mut versatile = vec![None; 7];
    let mut specialist = vec![None; 7];
    for (i, r) in rows.iter().enumerate() {
        if !(1..=6).contains(&r.count) {
            return Err(row_err("style", i, "count must be 1 to 6"));
        }
        let table = if r.kind == StyleKind::Versatile { &mut versatile } else { &mut specialist };
        if table[r.count].replace(r.vp).is_some() {
            return Err(row_err("style", i, "count listed twice"));
        }
    }
    Ok((versatile, specialist))
}

fn positions(rows: &[Position]) -> Result<Vec<Position>, String> {
    let mut seen = BTreeSet::new();
    for (i, p) in rows.iter().enumerate() {
        let dist = p.q.abs().max(p.r.abs()).max((p.q + p.r).abs()) as u32;
        if dist != p.ring || p.ring > 2 {
            return Err(row_err("position", i, format!("{} is at distance {dist}, not ring {}", p.id, p.ring)));
        }
        if !seen.insert((p.q, p.r)) {
            return Err(row_err("position", i, format!("{} repeats a position", p.id)));
        }
    }
    let ring = |n| rows.iter().filter(|p| p.ring == n).count();
    if ring(0) != 1 || ring(1) != 6 {
        return Err("[[position]]: the base needs the centre and all 6 ring-1 positions".into());
    }
    Ok(rows.to_vec())
}

fn tiles(rows: &[TileRow]) -> Result<Vec<Tile>, String> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for (i, r) in rows.iter().enumerate() {
        if r.a == 0 || r.a > r.b || r.b > 5 {
            return Err(row_err("tile", i, format!("{}: needs 1 <= a <= b <= 5", r.id)));
        }
        if r.id != format!("{}-{}", r.a, r.b) {
            return Err(row_err("tile", i, format!("{} should be named {}-{}", r.id, r.a, r.b)));
        }
        if !seen.insert((r.a, r.b)) {
            return Err(row_err("tile", i, format!("{} is listed twice", r.id)));
        }
        out.push(Tile { id: r.id.clone(), a: r.a, b: r.b, terrains: r.terrains });
    }
    if out.iter().filter(|t| !t.is_double()).count() != 10 {
        return Err("[[tile]]: the map needs the 10 tiles a-b with a < b".into());
    }
    Ok(out)
}

fn skills(rows: &[SkillRow]) -> Result<Vec<SkillData>, String> {
    let mut out: Vec<SkillData> = Vec::new();
    for (i, r) in rows.iter().enumerate() {
        let skill = Skill::from_id(&r.id).ok_or_else(|| row_err("skill", i, format!("unknown skill {}", r.id)))?;
        if out.iter().any(|d| d.skill == skill) {
            return Err(row_err("skill", i, format!("{} is listed twice", r.id)));
        }
        if r.window != skill.window() {
            return Err(row_err("skill", i, format!("{} acts in window {:?}", r.id, skill.window())));
        }
        let basic = match r.deck.as_str() {
            "basic" => true,
            "extra" => false,
            d => return Err(row_err("skill", i, format!("{}: deck {d:?} is neither basic nor extra", r.id))),
        };
        if basic != r.id.starts_with('B') {
            return Err(row_err("skill", i, format!("{}: B skills are basic, S skills extra", r.id)));
        }
        if basic != r.race.is_some() || basic != r.recommended.is_some() {
            return Err(row_err("skill", i, format!("{}: a basic skill has a race and a recommended flag", r.id)));
        }
        let amount = match (skill.needs_amount(), r.amount) {
            (true, Some(a)) if a > 0 => a,
            (true, _) => return Err(row_err("skill", i, format!("{} needs a positive amount", r.id))),
            (false, None) => 0,
            (false, Some(_)) => return Err(row_err("skill", i, format!("{} takes no amount", r.id))),
        };
        let once = matches!(skill, Skill::S25 | Skill::S30);
        if r.once_per_game != once {
            return Err(row_err("skill", i, format!("{}: once_per_game must be {once}", r.id)));
        }
        out.push(SkillData { skill, basic, recommended: r.recommended == Some(true), amount });
    }
    Ok(out)
}

fn races(rows: &[RaceRow], skills: &[SkillData]) -> Result<Vec<Race>, String> {
    let mut out: Vec<Race> = Vec::new();
    for (i, r) in rows.iter().enumerate() {
        if out.iter().any(|o| o.id == r.id) {
            return Err(row_err("race", i, format!("{} is listed twice", r.id)));
        }
        if out.iter().any(|o| o.affinity == r.affinity) {
            return Err(row_err("race", i, format!("{}: another race has this affinity", r.id)));
        }
        for side in [r.standard, r.custom] {
            if side.iter().take(3).any(|&m| m == 0 || m > 20) || side[3] == 0 || side[3] > 20 {
                return Err(row_err("race", i, format!("{}: maxima must be 1 to 20", r.id)));
            }
        }
        let mut basic = [Skill::B01; 2];
        for (j, id) in r.basic.iter().enumerate() {
            let s = Skill::from_id(id)
                .filter(|s| skills.iter().any(|d| d.skill == *s && d.basic))
                .ok_or_else(|| row_err("race", i, format!("{}: {id} is not a basic skill of this variant", r.id)))?;
            basic[j] = s;
        }
        if basic[0] == basic[1] {
            return Err(row_err("race", i, format!("{}: two different basic skills", r.id)));
        }
        let recommended = basic.iter().filter(|b| skills.iter().any(|d| d.skill == **b && d.recommended)).count();
        if recommended != 1 {
            return Err(row_err("race", i, format!("{}: exactly one basic skill is recommended", r.id)));
        }
        out.push(Race {
            id: r.id.clone(),
            affinity: r.affinity,
            colour: r.colour.clone(),
            standard: r.standard,
            custom: r.custom,
            basic,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shipped_variants_load() {
        for name in shipped_names() {
            let v = variant(name).unwrap();
            assert_eq!(v.tiles.len(), 15);
            assert_eq!(v.skills.len(), 40);
            assert_eq!(v.races.len(), 5);
            assert_eq!(v.epic.iter().sum::<usize>(), 100);
        }
        assert!(variant("nope").is_err());
    }

    #[test]
    fn a_bad_row_is_named() {
        let src = include_str!("variants/draft30.toml");
        let bad = src.replacen("id = \"2-4\"", "id = \"2-9\"", 1);
        let e = Variant::parse(&bad).unwrap_err();
        assert!(e.contains("[[tile]]") && e.contains("2-9"), "{e}");
        let bad = src.replacen("id = \"S17\"", "id = \"S99\"", 1);
        let e = Variant::parse(&bad).unwrap_err();
        assert!(e.contains("[[skill]] row") && e.contains("S99"), "{e}");
        let bad = src.replacen("key = \"rounds\"", "key = \"roundz\"", 1);
        let e = Variant::parse(&bad).unwrap_err();
        assert!(e.contains("roundz"), "{e}");
    }
}
