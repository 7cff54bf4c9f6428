//! Poseidon over two inputs (circomlib's t = 3 permutation, the constants of
//! `semaphore-rs-poseidon`), evaluated with the equivalent round schedule of the
//! Poseidon paper's "efficient implementation" appendix.
//!
//! Why: building a tree of n leaves costs about n hashes, and a bulk import is
//! bound by them. The reference crate evaluates every one of the 57 partial
//! rounds with the dense 3 x 3 matrix and a generic `pow`; here a partial round
//! adds one constant, raises one element to the fifth power in three
//! multiplications and applies a sparse matrix (5 multiplications instead of 9).
//! The permutation, its constants and its output are the crate's: the schedule
//! is derived from them once, at first use, and the tests compare the two on
//! random and edge inputs. If the derivation ever failed (a singular block,
//! impossible for this MDS matrix) [`hash2`] falls back to the crate.

use std::sync::LazyLock;

use ark_bn254::Fr;
use ark_ff::{Field as _, Zero};
use ruint::aliases::U256;
use semaphore_rs_poseidon::constants::{C, M};

use crate::field::Field;

const ROUNDS: usize = 65;
/// Rounds 0..4 and 61..65 are full (every element goes through the S-box).
const FIRST_PARTIAL: usize = 4;
const LAST_PARTIAL: usize = 60;

type Matrix = [[Fr; 3]; 3];

/// The derived schedule: what each round adds and multiplies by.
struct Schedule {
    mds: Matrix,
    /// Round constants of the 8 full rounds (the first one after the partial
    /// rounds carries what they no longer add to elements 1 and 2).
    full: [[Fr; 3]; 8],
    /// The one constant each partial round adds to element 0.
    partial: [Fr; LAST_PARTIAL + 1 - FIRST_PARTIAL],
    /// Sparse matrices of all partial rounds but the last: row 0 is
    /// `(w0, w1, w2)`, rows 1 and 2 are the identity plus `v1`, `v2` times element 0.
    sparse: [[Fr; 5]; LAST_PARTIAL - FIRST_PARTIAL],
    /// The dense matrix that ends the partial rounds.
    last: Matrix,
}

static SCHEDULE: LazyLock<Option<Schedule>> = LazyLock::new(Schedule::derive);

/// Poseidon of `(left, right)`, equal to `semaphore_rs_poseidon::poseidon::hash2`.
pub(crate) fn hash2(left: Field, right: Field) -> Field {
    match SCHEDULE.as_ref() {
        Some(schedule) => Field::from_fr(schedule.permute(left.to_fr(), right.to_fr())),
        None => crate::hash::poseidon2_reference(left, right),
    }
}

fn constant(value: &U256) -> Option<Fr> {
    Field::try_from(*value).ok().map(Field::to_fr)
}

fn times(a: &Matrix, v: &[Fr; 3]) -> [Fr; 3] {
    a.map(|row| row[0] * v[0] + row[1] * v[1] + row[2] * v[2])
}

fn product(a: &Matrix, b: &Matrix) -> Matrix {
    std::array::from_fn(|i| std::array::from_fn(|j| (0..3).map(|k| a[i][k] * b[k][j]).sum()))
}

/// `x^5` in three multiplications (the crate's generic `pow` takes five).
#[inline(always)]
fn fifth_power(x: &mut Fr) {
    let square = x.square();
    *x *= square.square();
}

impl Schedule {
    fn derive() -> Option<Self> {
        let mut rounds = Vec::with_capacity(ROUNDS);
        for row in C.iter() {
            rounds.push([constant(&row[0])?, constant(&row[1])?, constant(&row[2])?]);
        }
        let mut mds = [[Fr::zero(); 3]; 3];
        for (i, row) in M.iter().enumerate() {
            for (j, value) in row.iter().enumerate() {
                mds[i][j] = constant(value)?;
            }
        }
        // A partial round's S-box leaves elements 1 and 2 alone, so the constants
        // it adds to them can instead be added, through the matrix, one round later.
        for r in FIRST_PARTIAL..=LAST_PARTIAL {
            let carried = times(&mds, &[Fr::zero(), rounds[r][1], rounds[r][2]]);
            rounds[r][1] = Fr::zero();
            rounds[r][2] = Fr::zero();
            for (slot, value) in rounds[r + 1].iter_mut().zip(carried) {
                *slot += value;
            }
        }
        // Factor each partial round's matrix N as diag(1, A) * sparse; diag(1, A)
        // commutes with the next round's constant and S-box (both touch element 0
        // only), so it moves into the next round's matrix.
        let one = Fr::from(1u64);
        let mut carried: Matrix = [
            [one, Fr::zero(), Fr::zero()],
            [Fr::zero(), one, Fr::zero()],
            [Fr::zero(), Fr::zero(), one],
        ];
        let mut sparse = [[Fr::zero(); 5]; LAST_PARTIAL - FIRST_PARTIAL];
        for slot in sparse.iter_mut() {
            let n = product(&mds, &carried);
            let (a, b, c, d) = (n[1][1], n[1][2], n[2][1], n[2][2]);
            let inverse = (a * d - b * c).inverse()?;
            // v = A^-1 * (n10, n20), so that diag(1, A) * sparse = N.
            let v1 = inverse * (d * n[1][0] - b * n[2][0]);
            let v2 = inverse * (a * n[2][0] - c * n[1][0]);
            *slot = [n[0][0], n[0][1], n[0][2], v1, v2];
            carried = [
                [one, Fr::zero(), Fr::zero()],
                [Fr::zero(), a, b],
                [Fr::zero(), c, d],
            ];
        }
        let last = product(&mds, &carried);
        let mut full = [[Fr::zero(); 3]; 8];
        let full_rounds = (0..FIRST_PARTIAL).chain(LAST_PARTIAL + 1..ROUNDS);
        for (slot, r) in full.iter_mut().zip(full_rounds) {
            *slot = rounds[r];
        }
        let partial = std::array::from_fn(|i| rounds[FIRST_PARTIAL + i][0]);
        Some(Self {
            mds,
            full,
            partial,
            sparse,
            last,
        })
    }

    fn full_round(&self, state: &mut [Fr; 3], constants: &[Fr; 3]) {
        for (x, c) in state.iter_mut().zip(constants) {
            *x += c;
            fifth_power(x);
        }
        *state = times(&self.mds, state);
    }

    fn permute(&self, left: Fr, right: Fr) -> Fr {
        let mut state = [Fr::zero(), left, right];
        let (before, after) = self.full.split_at(FIRST_PARTIAL);
        for constants in before {
            self.full_round(&mut state, constants);
        }
        for (constant, m) in self.partial.iter().zip(&self.sparse) {
            state[0] += constant;
            fifth_power(&mut state[0]);
            let x = state[0];
            state[0] = m[0] * x + m[1] * state[1] + m[2] * state[2];
            state[1] += m[3] * x;
            state[2] += m[4] * x;
        }
        if let Some(constant) = self.partial.last() {
            state[0] += constant;
        }
        fifth_power(&mut state[0]);
        state = times(&self.last, &state);
        for constants in after {
            self.full_round(&mut state, constants);
        }
        state[0]
    }
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng, rngs::StdRng};

    use super::*;
    use crate::hash::poseidon2_reference as reference;

    #[test]
    fn the_schedule_derives() {
        assert!(SCHEDULE.is_some());
    }

    #[test]
    fn agrees_with_the_reference_crate_on_random_and_edge_inputs() {
        let max = Field::from_canonical(Field::MODULUS - U256::from(1));
        let edges = [Field::ZERO, Field::from(1), Field::from(2), max];
        for &a in &edges {
            for &b in &edges {
                assert_eq!(hash2(a, b), reference(a, b), "({a}, {b})");
            }
        }
        let mut rng = StdRng::seed_from_u64(7);
        for _ in 0..500 {
            let limbs: [u64; 4] = rng.r#gen();
            let a = Field::from_canonical(U256::from_limbs(limbs) % Field::MODULUS);
            let b = Field::from_canonical(U256::from_limbs(rng.r#gen()) % Field::MODULUS);
            assert_eq!(hash2(a, b), reference(a, b), "({a}, {b})");
        }
    }
}
