//! The developer portal (CONTRACT §9).

pub mod chart;
