//! The map: area tiles on a hexagonal grid (axial coordinates), each a hexagon
//! cut into three rhombi (the spaces), rotated as dealt. Space adjacency is
//! within a tile (all pairs) and across one shared tile edge; areas are adjacent
//! when their tiles share an edge.

use super::data::{Terrain, Variant};
use engine::GameRng;
use serde::{Deserialize, Serialize};

/// A space of the map: `3 × area + k`, where area is the tile's place in
/// [`Map::tiles`] and k = 0, 1, 2 the rhombus.
pub type Space = usize;

/// Axial steps for directions 0–5; the opposite of d is (d + 3) mod 6.
const DIRECTIONS: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedTile {
    /// The tile's row in the variant's tile table.
    pub tile: usize,
    pub q: i32,
    pub r: i32,
    /// 0–5: space k owns edges (2k + rotation) mod 6 and (2k + 1 + rotation) mod 6.
    pub rotation: usize,
    /// The terrain token on the area, overriding all three spaces.
    pub token: Option<Terrain>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Map {
    pub tiles: Vec<PlacedTile>,
}

impl Map {
    /// Deal the map. Randomness, in order: the shuffle of the ten non-double
    /// tiles; a free ring-2 position for each of the 8th–10th; with 4–5 players,
    /// which doubles (2 or 4) and a free ring-2 position for each; then every
    /// tile's rotation, in placement order.
    pub fn deal(v: &Variant, seats: usize, rng: &mut GameRng) -> Map {
        let mut plain: Vec<usize> = (0..v.tiles.len()).filter(|&i| !v.tiles[i].is_double()).collect();
        rng.shuffle(&mut plain);
        let centre = v.positions.iter().find(|p| p.ring == 0).map_or((0, 0), |p| (p.q, p.r));
        let mut placed: Vec<(usize, i32, i32)> = vec![(plain[0], centre.0, centre.1)];
        for (d, &t) in plain[1..7].iter().enumerate() {
            placed.push((t, centre.0 + DIRECTIONS[d].0, centre.1 + DIRECTIONS[d].1));
        }
        let mut free: Vec<(i32, i32)> = v.positions.iter().filter(|p| p.ring == 2).map(|p| (p.q, p.r)).collect();
        let mut take_free = |rng: &mut GameRng| free.remove(rng.below(free.len()));
        for &t in &plain[7..] {
            let (q, r) = take_free(rng);
            placed.push((t, q, r));
        }
        let mut doubles: Vec<usize> = (0..v.tiles.len()).filter(|&i| v.tiles[i].is_double()).collect();
        let wanted = match seats {
            4 => 2,
            5 => 4,
            _ => 0,
        };
        for _ in 0..wanted {
            let t = doubles.remove(rng.below(doubles.len()));
            let (q, r) = take_free(rng);
            placed.push((t, q, r));
        }
        let tiles = placed
            .into_iter()
            .map(|(tile, q, r)| PlacedTile { tile, q, r, rotation: rng.below(6), token: None })
            .collect();
        Map { tiles }
    }

    pub fn areas(&self) -> usize {
        self.tiles.len()
    }

    pub fn spaces(&self) -> usize {
        self.tiles.len() * 3
    }

    pub fn area_of(space: Space) -> usize {
        space / 3
    }

    pub fn spaces_of(area: usize) -> [Space; 3] {
        [area * 3, area * 3 + 1, area * 3 + 2]
    }

    /// The area whose tile is a-b (a ≤ b), if it is on the map.
    pub fn area_named(&self, v: &Variant, a: u8, b: u8) -> Option<usize> {
        let (a, b) = (a.min(b), a.max(b));
        self.tiles.iter().position(|t| v.tiles[t.tile].a == a && v.tiles[t.tile].b == b)
    }

    pub fn area_id<'v>(&self, v: &'v Variant, area: usize) -> &'v str {
        &v.tiles[self.tiles[area].tile].id
    }

    /// `a-b.k`, the space's stable name (option keys, board targets).
    pub fn space_id(&self, v: &Variant, space: Space) -> String {
        format!("{}.{}", self.area_id(v, Map::area_of(space)), space % 3)
    }

    pub fn space_named(&self, v: &Variant, id: &str) -> Option<Space> {
        let (area, k) = id.rsplit_once('.')?;
        let k: usize = k.parse().ok().filter(|k| *k < 3)?;
        let area = self.tiles.iter().position(|t| v.tiles[t.tile].id == area)?;
        Some(area * 3 + k)
    }

    /// The current terrain: the area's token if any, otherwise the printed one.
    pub fn terrain(&self, v: &Variant, space: Space) -> Terrain {
        let t = &self.tiles[Map::area_of(space)];
        t.token.unwrap_or(v.tiles[t.tile].terrains[space % 3])
    }

    fn area_at(&self, q: i32, r: i32) -> Option<usize> {
        self.tiles.iter().position(|t| t.q == q && t.r == r)
    }

    /// The space of `area` owning edge `e` (0–5).
    fn space_on_edge(&self, area: usize, e: usize) -> Space {
        area * 3 + ((e + 6 - self.tiles[area].rotation) % 6) / 2
    }

    /// Spaces sharing an edge with `space`: the other two of its tile, then
    /// those across its two outer edges on neighbouring tiles.
    pub fn adjacent_spaces(&self, space: Space) -> Vec<Space> {
        let area = Map::area_of(space);
        let mut out: Vec<Space> = Map::spaces_of(area).into_iter().filter(|s| *s != space).collect();
        let t = &self.tiles[area];
        let k = space % 3;
        for e in [(2 * k + t.rotation) % 6, (2 * k + 1 + t.rotation) % 6] {
            let (dq, dr) = DIRECTIONS[e];
            if let Some(u) = self.area_at(t.q + dq, t.r + dr) {
                out.push(self.space_on_edge(u, (e + 3) % 6));
            }
        }
        out
    }

    /// Areas whose tiles share an edge with `area`'s.
    pub fn adjacent_areas(&self, area: usize) -> Vec<usize> {
        let t = &self.tiles[area];
        DIRECTIONS.iter().filter_map(|(dq, dr)| self.area_at(t.q + dq, t.r + dr)).collect()
    }

    /// Spaces outside `area` sharing an edge with one of its spaces.
    pub fn rim(&self, area: usize) -> Vec<Space> {
        let mut out: Vec<Space> = Map::spaces_of(area)
            .into_iter()
            .flat_map(|s| self.adjacent_spaces(s))
            .filter(|s| Map::area_of(*s) != area)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::variant;

    #[test]
    fn dealt_maps_hold_the_invariants() {
        let v = variant("draft30").unwrap();
        for seats in 3..=5 {
            for n in 0..30 {
                let m = Map::deal(v, seats, &mut GameRng::from_u64(n));
                assert_eq!(m.areas(), [10, 12, 14][seats - 3]);
                for s in 0..m.spaces() {
                    let adj = m.adjacent_spaces(s);
                    assert!((2..=4).contains(&adj.len()), "space {s} has {} neighbours", adj.len());
                    for a in adj {
                        assert!(m.adjacent_spaces(a).contains(&s), "adjacency is not symmetric");
                    }
                }
                // The tile graph is connected.
                let mut seen = vec![false; m.areas()];
                let mut todo = vec![0];
                while let Some(a) = todo.pop() {
                    if !std::mem::replace(&mut seen[a], true) {
                        todo.extend(m.adjacent_areas(a));
                    }
                }
                assert!(seen.iter().all(|s| *s));
                let doubles = m.tiles.iter().filter(|t| v.tiles[t.tile].is_double()).count();
                assert_eq!(doubles, [0, 2, 4][seats - 3]);
            }
        }
    }

    #[test]
    fn the_specs_edge_example() {
        // T at (0,0) and U at (1,0), both unrotated: T's edge 0 is T.0, U's edge 3 is U.1.
        let m = Map {
            tiles: vec![
                PlacedTile { tile: 1, q: 0, r: 0, rotation: 0, token: None },
                PlacedTile { tile: 2, q: 1, r: 0, rotation: 0, token: None },
            ],
        };
        assert_eq!(m.adjacent_spaces(0), vec![1, 2, 4]);
        assert_eq!(m.rim(0), vec![4]);
    }
}
