//! Integration tests for humanid-proof: one binary so the (slow) proof
//! fixtures are generated once per test process.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod batch;
mod field;
mod fixtures;
mod hash;
mod parse;
mod prove;
mod verify;
