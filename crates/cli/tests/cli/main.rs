//! The `humanid` binary as operators, wallets and hostile clients use it: each test runs
//! the real binary (`serve`, `admin`, `credentials`, `keys`, `wallet`) on a temp dir. One
//! test binary for the crate, so the suite links once.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
mod hostile;
mod import_crash;
mod operator;
mod verify_app;
mod verify_replicas;
mod walkthrough;
mod wallet;
mod wallet_bridge;
mod wallet_hand_off;
mod wallet_sign_in;
