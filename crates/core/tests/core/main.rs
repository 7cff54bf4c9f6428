#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The domain layer, one test binary: key ring, registry and node files, import, tree,
//! verify batcher (modules with `backend_tests!` run on SQLite and PostgreSQL).

mod import;
mod keys;
mod node_files;
mod registry;
mod tree;
mod verify_batcher;
