//! "Change this one row, and only then add these": the shape of a code's redemption and
//! a refresh token's rotation, written inside a group commit's transaction.
//!
//! On SQLite the statements go to the connection's thread as ONE command. sqlx runs each
//! SQLite statement sent on its own as a message to that thread and an answer back, two
//! thread hand-offs; an exchange made four or five. Each INSERT of the command is guarded
//! by `changes() = 1`: it adds its row only if the statement before it changed one, so
//! either the first statement changes its row and every row is added, or nothing is
//! written. PostgreSQL runs them one by one (no thread in between).

use std::fmt::Write as _;

use sqlx::{PgConnection, SqliteConnection};

use crate::StoreResult;
use crate::sql::{Arg, Insert, Row, push_params};

/// `first` (an UPDATE of at most one row, parameters `$1`… bound to `args`), then, only
/// if it changed a row, the INSERTs of `rows`.
pub(crate) struct Guarded<'a> {
    pub first: &'static str,
    pub args: Vec<Arg<'a>>,
    pub rows: Vec<&'a (dyn Row + Sync)>,
}

pub(crate) trait WriteGuarded {
    /// True when `first` changed its row (and every row was added).
    async fn write_guarded(&mut self, write: &Guarded<'_>) -> StoreResult<bool>;
}

impl WriteGuarded for SqliteConnection {
    async fn write_guarded(&mut self, write: &Guarded<'_>) -> StoreResult<bool> {
        let mut sql = write.first.to_owned();
        let mut all = write.args.clone();
        for row in &write.rows {
            let values = row.args();
            let _ = write!(
                sql,
                "; INSERT INTO {} ({}) SELECT ",
                row.table(),
                row.columns()
            );
            push_params(&mut sql, all.len() + 1, values.len());
            sql.push_str(" WHERE changes() = 1");
            all.extend(values);
        }
        // The command's changes, summed: 0 when `first` changed nothing, else one per
        // statement (an INSERT that fails fails the command).
        let changed = Insert::bind_all(sqlx::query(&sql), &all)
            .execute(self)
            .await?
            .rows_affected();
        Ok(changed > 0)
    }
}

impl WriteGuarded for PgConnection {
    async fn write_guarded(&mut self, write: &Guarded<'_>) -> StoreResult<bool> {
        let changed = Insert::bind_all(sqlx::query(write.first), &write.args)
            .execute(&mut *self)
            .await?
            .rows_affected();
        if changed != 1 {
            return Ok(false);
        }
        for row in &write.rows {
            Insert::row(*row).execute(&mut *self).await?;
        }
        Ok(true)
    }
}
