//! Stored games of an earlier rules version, met by a newer build at start-up
//! (see `engine::versions`): each is migrated, kept on its version or frozen,
//! once per version, and the decision is a `rules` act of the game: the game
//! page names the change, the operator reads it on the console.

use super::life::{PLATFORM, insert_act};
use super::schema::{events, game_acts, games, snapshots};
use super::{Event, GameRow, Store, StoreError, now};
use diesel::prelude::*;
use engine::Seed;
use engine::versions::{Upgrade, upgrade};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The act kind; its target is the version the decision was taken for.
pub const RULES: &str = "rules";

/// What became of one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesChange {
    pub from: u32,
    pub to: u32,
    pub fate: Fate,
    /// The first difference found (kept, frozen), for the operator.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub why: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fate {
    Migrated,
    Kept,
    Frozen,
}

impl Store {
    /// Decide every stored game of an earlier rules version not decided yet for
    /// the current one; returns the decisions taken now, by game.
    pub fn upgrade_rules(&self) -> Result<Vec<(i64, RulesChange)>, StoreError> {
        let rows: Vec<GameRow> = games::table.select(GameRow::as_select()).order(games::id).load(&mut self.conn()?)?;
        let mut decided = Vec::new();
        for row in rows {
            let Some(current) = (self.find)(&row.kind) else { continue };
            let (from, to) = (row.rules_version as u32, current.rules_version());
            if from == to || self.decided(row.id, to)? {
                continue;
            }
            let corrupt = |detail: String| StoreError::Corrupt { game_id: row.id, detail };
            let options: Value = serde_json::from_str(&row.options).map_err(|e| corrupt(e.to_string()))?;
            let seed: Seed = row.seed.parse().map_err(corrupt)?;
            let evs = self.load_events(row.id, 0)?;
            let change = match upgrade(current, from, row.seats as usize, &options, seed, &evs) {
                Upgrade::Migrated(m) => {
                    if !self.move_to_version(&row, to, m.events())? {
                        // Someone moved meanwhile (another node is running): the
                        // next start decides again.
                        continue;
                    }
                    RulesChange { from, to, fate: Fate::Migrated, why: String::new() }
                }
                Upgrade::Kept { why } => RulesChange { from, to, fate: Fate::Kept, why },
                Upgrade::Frozen { why } => RulesChange { from, to, fate: Fate::Frozen, why },
            };
            if change.fate != Fate::Migrated {
                let payload = serde_json::to_string(&change).expect("a change serializes");
                self.write(|c| insert_act(c, row.id, RULES, PLATFORM, to as i32, None, &payload))?;
            }
            decided.push((row.id, change));
        }
        Ok(decided)
    }

    /// The rules changes decided for a game, oldest first.
    pub fn rules_changes(&self, game_id: i64) -> Result<Vec<RulesChange>, StoreError> {
        Ok(self
            .game_acts(game_id)?
            .into_iter()
            .filter(|a| a.kind == RULES)
            .filter_map(|a| serde_json::from_str(&a.payload).ok())
            .collect())
    }

    fn decided(&self, game_id: i64, to: u32) -> Result<bool, StoreError> {
        let n: i64 = game_acts::table
            .filter(game_acts::game_id.eq(game_id).and(game_acts::kind.eq(RULES)).and(game_acts::target.eq(to as i32)))
            .count()
            .get_result(&mut self.conn()?)?;
        Ok(n > 0)
    }

    /// Move a game to rules version `to`: its events' digests are the new
    /// rules' states, its snapshots (the old rules' states) go. False if the
    /// game moved since it was read.
    fn move_to_version(&self, row: &GameRow, to: u32, folded: &[Event]) -> Result<bool, StoreError> {
        let change = RulesChange { from: row.rules_version as u32, to, fate: Fate::Migrated, why: String::new() };
        let payload = serde_json::to_string(&change).expect("a change serializes");
        let moved = self.write(|c| {
            let n = diesel::update(
                games::table
                    .find(row.id)
                    .filter(games::rules_version.eq(row.rules_version).and(games::last_seq.eq(folded.len() as i64))),
            )
            .set((games::rules_version.eq(to as i32), games::updated_at.eq(now())))
            .execute(c)?;
            if n == 0 {
                return Ok(false);
            }
            for (i, ev) in folded.iter().enumerate() {
                diesel::update(events::table.find((row.id, i as i64 + 1)))
                    .set(events::digest.eq(ev.digest.to_hex()))
                    .execute(c)?;
            }
            diesel::delete(snapshots::table.filter(snapshots::game_id.eq(row.id))).execute(c)?;
            insert_act(c, row.id, RULES, PLATFORM, to as i32, None, &payload)?;
            Ok(true)
        })?;
        if moved {
            self.cache.lock().unwrap_or_else(std::sync::PoisonError::into_inner).remove(&row.id);
        }
        Ok(moved)
    }
}
