//! Hex maps in axial coordinates: positions, edge neighbours, and adjacency with
//! blocked edges (walls, storms) and extra links (wormholes) given by the map.

use serde::{Deserialize, Serialize};

/// An axial hex coordinate (`q` east, `r` south-east), pointy-topped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Hex {
    pub q: i32,
    pub r: i32,
}

/// The six edge directions, clockwise from east.
pub const DIRECTIONS: [Hex; 6] = [
    Hex { q: 1, r: 0 },
    Hex { q: 0, r: 1 },
    Hex { q: -1, r: 1 },
    Hex { q: -1, r: 0 },
    Hex { q: 0, r: -1 },
    Hex { q: 1, r: -1 },
];

impl Hex {
    pub const fn new(q: i32, r: i32) -> Hex {
        Hex { q, r }
    }

    pub fn neighbours(self) -> impl Iterator<Item = Hex> {
        DIRECTIONS.into_iter().map(move |d| Hex::new(self.q + d.q, self.r + d.r))
    }

    /// Whether two hexes share an edge.
    pub fn touches(self, other: Hex) -> bool {
        self.distance(other) == 1
    }

    pub fn distance(self, other: Hex) -> i32 {
        let dq = self.q - other.q;
        let dr = self.r - other.r;
        (dq.abs() + dr.abs() + (dq + dr).abs()) / 2
    }

    /// The hexes at exactly `radius` steps from `centre`, clockwise starting from the
    /// hex `radius` steps east (radius 0: the centre alone).
    pub fn ring(centre: Hex, radius: i32) -> Vec<Hex> {
        if radius == 0 {
            return vec![centre];
        }
        let mut out = Vec::new();
        let mut h = Hex::new(centre.q + radius, centre.r - radius);
        // Walk the six sides: start at the north-east corner and turn clockwise.
        for d in [1, 2, 3, 4, 5, 0] {
            for _ in 0..radius {
                out.push(h);
                h = Hex::new(h.q + DIRECTIONS[d].q, h.r + DIRECTIONS[d].r);
            }
        }
        out
    }

    /// Centre of the hex in a pixel plane where hexes have circumradius `size`.
    pub fn to_pixel(self, size: f64) -> (f64, f64) {
        let x = size * (3f64.sqrt() * self.q as f64 + 3f64.sqrt() / 2.0 * self.r as f64);
        let y = size * 1.5 * self.r as f64;
        (x, y)
    }
}

/// Which cells of a map are adjacent: cells touching along an edge that is not
/// blocked, plus explicit extra links. Cells are indices into the map's list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Adjacency {
    neighbours: Vec<Vec<usize>>,
}

impl Adjacency {
    /// `blocked` and `links` are unordered pairs of cell indices.
    pub fn new(cells: &[Hex], blocked: &[(usize, usize)], links: &[(usize, usize)]) -> Adjacency {
        let same = |a: (usize, usize), i: usize, j: usize| (a.0 == i && a.1 == j) || (a.0 == j && a.1 == i);
        let neighbours = (0..cells.len())
            .map(|i| {
                (0..cells.len())
                    .filter(|&j| {
                        i != j
                            && ((cells[i].touches(cells[j]) && !blocked.iter().any(|b| same(*b, i, j)))
                                || links.iter().any(|l| same(*l, i, j)))
                    })
                    .collect()
            })
            .collect();
        Adjacency { neighbours }
    }

    pub fn of(&self, cell: usize) -> &[usize] {
        &self.neighbours[cell]
    }

    pub fn adjacent(&self, a: usize, b: usize) -> bool {
        self.neighbours[a].contains(&b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rings_have_six_times_radius_cells_at_that_distance() {
        let c = Hex::new(0, 0);
        for r in 1..4 {
            let ring = Hex::ring(c, r);
            assert_eq!(ring.len(), 6 * r as usize);
            assert!(ring.iter().all(|h| h.distance(c) == r));
            // Consecutive cells touch, so the walk is clockwise without jumps.
            assert!(ring.windows(2).all(|w| w[0].touches(w[1])));
        }
    }

    #[test]
    fn blocked_edges_and_links_change_adjacency() {
        let cells = [Hex::new(0, 0), Hex::new(1, 0), Hex::new(3, 0)];
        let adj = Adjacency::new(&cells, &[(0, 1)], &[(0, 2)]);
        assert!(!adj.adjacent(0, 1));
        assert!(adj.adjacent(2, 0));
        assert_eq!(adj.of(1), &[] as &[usize]);
    }
}
