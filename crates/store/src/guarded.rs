//! "Change this one row, and only then add these": the shape of a code's redemption and
//! a refresh token's rotation, written inside a group commit's transaction.
//!
//! On SQLite the statements go to the connection's thread as ONE command. sqlx runs each
//! SQLite statement sent on its own as a message to that thread and an answer back, two
//! thread hand-offs; with four statements an exchange, the hand-offs were the largest
//! cost after the RSA signatures (docs/performance.md, "The identity provider"). Each
//! INSERT of the command is guarded by `changes() = 1`: it adds its row only if the
//! statement before it changed one, so either the first statement changes its row and
//! every row is added, or nothing is written. PostgreSQL runs them one by one (no thread
//! in between).

use std::fmt::Write as _;

use sqlx::{PgConnection, SqliteConnection};

use crate::StoreResult;
use crate::sql::{Arg, Row, bind_all};

pub(crate) trait FirstThenRows {
    /// Runs `first` (an UPDATE of at most one row, parameters `$1`… bound to `args`);
    /// if it changed a row, adds `rows`. True when it did.
    async fn first_then_rows(
        &mut self,
        first: &str,
        args: &[Arg<'_>],
        rows: &[&(dyn Row + Sync)],
    ) -> StoreResult<bool>;
}

impl FirstThenRows for SqliteConnection {
    async fn first_then_rows(
        &mut self,
        first: &str,
        args: &[Arg<'_>],
        rows: &[&(dyn Row + Sync)],
    ) -> StoreResult<bool> {
        let mut sql = first.to_owned();
        let mut all = args.to_vec();
        for row in rows {
            let values = row.args();
            let params: Vec<String> = (all.len() + 1..=all.len() + values.len())
                .map(|i| format!("${i}"))
                .collect();
            let _ = write!(
                sql,
                "; INSERT INTO {} ({}) SELECT {} WHERE changes() = 1",
                row.table(),
                row.columns().join(", "),
                params.join(", ")
            );
            all.extend(values);
        }
        // The command's changes, summed: 0 when `first` changed nothing, else one per
        // statement (an INSERT that fails fails the command).
        let changed = bind_all(sqlx::query(&sql), &all)
            .execute(self)
            .await?
            .rows_affected();
        Ok(changed > 0)
    }
}

impl FirstThenRows for PgConnection {
    async fn first_then_rows(
        &mut self,
        first: &str,
        args: &[Arg<'_>],
        rows: &[&(dyn Row + Sync)],
    ) -> StoreResult<bool> {
        let changed = bind_all(sqlx::query(first), args)
            .execute(&mut *self)
            .await?
            .rows_affected();
        if changed != 1 {
            return Ok(false);
        }
        for row in rows {
            bind_all(sqlx::query(row.insert_sql()), &row.args())
                .execute(&mut *self)
                .await?;
        }
        Ok(true)
    }
}
