//! What the tables' modules share: the INSERTs that other writes run inside their own
//! transaction (so they are built for whichever backend's executor runs them), and
//! column lists qualified by a table alias.

use std::fmt::Write as _;
use std::marker::PhantomData;
use std::sync::LazyLock;

use sqlx::Database;

use crate::post_logout_redirects::PostLogoutRedirect;
use crate::refresh_tokens::{RefreshFamilyRow, RefreshTokenRow};
use crate::tokens::TokenRow;
use crate::{Action, Redirect};

/// A query with its arguments bound, for backend `DB`.
pub(crate) type Query<'q, DB> = sqlx::query::Query<'q, DB, <DB as Database>::Arguments<'q>>;

/// A column type backend `DB` can bind.
pub(crate) trait Column<DB: Database>:
    for<'q> sqlx::Encode<'q, DB> + sqlx::Type<DB>
{
}
impl<DB: Database, T: for<'q> sqlx::Encode<'q, DB> + sqlx::Type<DB>> Column<DB> for T {}

/// The INSERT of one row, for backend `DB`: `Insert::token(&row).execute(&mut *tx)`.
/// One impl block, so what the rows need of a backend is said once.
pub(crate) struct Insert<DB>(PhantomData<DB>);

impl<DB> Insert<DB>
where
    DB: Database,
    String: Column<DB>,
    Option<String>: Column<DB>,
    i64: Column<DB>,
    Option<i64>: Column<DB>,
{
    pub(crate) fn action(a: &Action) -> Query<'_, DB> {
        sqlx::query(
            "INSERT INTO actions (id, app_id, action, name, description, max_verifications, \
             max_accounts_per_user, external_nullifier, status, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        )
        .bind(&a.id)
        .bind(&a.app_id)
        .bind(&a.action)
        .bind(&a.name)
        .bind(&a.description)
        .bind(a.max_verifications)
        .bind(a.max_accounts_per_user)
        .bind(&a.external_nullifier)
        .bind(a.status.as_str().to_owned())
        .bind(a.created_at)
        .bind(a.updated_at)
    }

    pub(crate) fn redirect(r: &Redirect) -> Query<'_, DB> {
        sqlx::query(
            "INSERT INTO redirects (id, app_id, redirect_uri, created_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(&r.id)
        .bind(&r.app_id)
        .bind(&r.redirect_uri)
        .bind(r.created_at)
    }

    pub(crate) fn post_logout(r: &PostLogoutRedirect) -> Query<'_, DB> {
        sqlx::query(
            "INSERT INTO post_logout_redirects (id, app_id, post_logout_redirect_uri, created_at) \
             VALUES ($1, $2, $3, $4)",
        )
        .bind(&r.id)
        .bind(&r.app_id)
        .bind(&r.post_logout_redirect_uri)
        .bind(r.created_at)
    }

    /// An app's redirect URIs, then its post-logout redirect URIs.
    pub(crate) fn uris<'q>(
        redirects: &'q [Redirect],
        post_logout: &'q [PostLogoutRedirect],
    ) -> impl Iterator<Item = Query<'q, DB>> {
        let redirects = redirects.iter().map(Self::redirect);
        redirects.chain(post_logout.iter().map(Self::post_logout))
    }

    /// The INSERT of `row`.
    pub(crate) fn row<'q>(row: &'q (dyn Row + Sync)) -> Query<'q, DB> {
        Self::bind_all(sqlx::query(row.insert_sql()), &row.args())
    }

    /// `args` bound in order to `$1`, `$2`, …
    pub(crate) fn bind_all<'q>(mut query: Query<'q, DB>, args: &[Arg<'q>]) -> Query<'q, DB> {
        for arg in args {
            query = match *arg {
                Arg::Text(v) => query.bind(v),
                Arg::MaybeText(v) => query.bind(v),
                Arg::Int(v) => query.bind(v),
                Arg::MaybeInt(v) => query.bind(v),
            };
        }
        query
    }
}

/// One value bound to a statement, borrowed from its row.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Arg<'a> {
    Text(&'a String),
    MaybeText(&'a Option<String>),
    Int(i64),
    MaybeInt(Option<i64>),
}

/// A row that writes add inside their own transactions: where it goes and its values,
/// said once for the plain INSERT and for `guarded`'s.
pub(crate) trait Row {
    fn table(&self) -> &'static str;
    /// `a, b, c`.
    fn columns(&self) -> &'static str;
    /// The values, in the order of [`Row::columns`].
    fn args(&self) -> Vec<Arg<'_>>;
    /// `INSERT INTO table (columns) VALUES ($1, …)`.
    fn insert_sql(&self) -> &'static str;
}

/// `$first, $first+1, …`, `count` of them, after `out`.
pub(crate) fn push_params(out: &mut String, first: usize, count: usize) {
    for i in first..first + count {
        let comma = if i == first { "" } else { ", " };
        let _ = write!(out, "{comma}${i}");
    }
}

fn insert_sql(table: &str, columns: &str, count: usize) -> String {
    let mut sql = format!("INSERT INTO {table} ({columns}) VALUES (");
    push_params(&mut sql, 1, count);
    sql + ")"
}

/// [`Row`] for a type: its table, and its columns each with the kind of value it binds.
macro_rules! row {
    ($type:ty, $table:literal, $($column:ident: $kind:ident),+ $(,)?) => {
        impl Row for $type {
            fn table(&self) -> &'static str {
                $table
            }
            fn columns(&self) -> &'static str {
                row!(@columns $($column),+)
            }
            fn args(&self) -> Vec<Arg<'_>> {
                vec![$(row!(@arg $kind self.$column)),+]
            }
            fn insert_sql(&self) -> &'static str {
                static SQL: LazyLock<String> =
                    LazyLock::new(|| insert_sql($table, row!(@columns $($column),+), [$(stringify!($column)),+].len()));
                &SQL
            }
        }
    };
    (@columns $first:ident $(, $column:ident)*) => {
        concat!(stringify!($first) $(, ", ", stringify!($column))*)
    };
    (@arg Text $v:expr) => { Arg::Text(&$v) };
    (@arg MaybeText $v:expr) => { Arg::MaybeText(&$v) };
    (@arg Int $v:expr) => { Arg::Int($v) };
    (@arg MaybeInt $v:expr) => { Arg::MaybeInt($v) };
}

row!(TokenRow, "tokens",
    jti: Text, app_id: Text, code_hash: MaybeText, kind: Text, issued_at: Int,
    expires_at: Int, revoked_at: MaybeInt, family_id: MaybeText);
row!(RefreshFamilyRow, "refresh_families",
    id: Text, app_id: Text, code_hash: MaybeText, created_at: Int, revoked_at: MaybeInt);
row!(RefreshTokenRow, "refresh_tokens",
    token_hash: Text, family_id: Text, app_id: Text, grant_data: Text, created_at: Int,
    expires_at: Int, used_at: MaybeInt);

/// `columns` ("id, name") with each name qualified by `alias` ("a.id, a.name"), for joins.
pub(crate) fn qualified(columns: &str, alias: &str) -> String {
    columns
        .split(", ")
        .map(|c| format!("{alias}.{c}"))
        .collect::<Vec<_>>()
        .join(", ")
}
