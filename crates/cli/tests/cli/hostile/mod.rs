//! Hostile clients against the real `humanid serve`: signals at the worst moment, GraphQL
//! documents built to exhaust the stack or the CPU, slow and greedy connections, made-up
//! methods, TLS, a seeded storm of malformed requests at every route, kill -9 under verify
//! load, and a backup under load restored after a kill.

mod backup;
mod connections;
mod crash;
mod graphql_limits;
mod memory;
mod metrics_labels;
mod raw;
mod shutdown;
mod storm;
mod tls;
