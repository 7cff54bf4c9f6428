//! The developer portal (CONTRACT §9).

// Used by the app pages (branch `apps-pages-wip`); unit-tested here.
#[allow(dead_code)]
pub mod chart;
