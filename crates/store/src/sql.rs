//! What the tables' modules share: the INSERTs that other writes run inside their own
//! transaction (so they are built for whichever backend's executor runs them), and
//! column lists qualified by a table alias.

use std::marker::PhantomData;

use sqlx::{Database, QueryBuilder};

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

    /// The tokens' rows in one statement; see [`ROWS_PER_INSERT`].
    pub(crate) fn tokens<'q>(rows: &[&'q TokenRow]) -> QueryBuilder<'q, DB> {
        let mut qb = QueryBuilder::new(
            "INSERT INTO tokens (jti, app_id, code_hash, kind, issued_at, expires_at, revoked_at, \
             family_id) ",
        );
        qb.push_values(rows.iter().copied(), |mut b, t| {
            b.push_bind(&t.jti)
                .push_bind(&t.app_id)
                .push_bind(&t.code_hash)
                .push_bind(&t.kind)
                .push_bind(t.issued_at)
                .push_bind(t.expires_at)
                .push_bind(t.revoked_at)
                .push_bind(&t.family_id);
        });
        qb
    }

    pub(crate) fn refresh_families<'q>(rows: &[&'q RefreshFamilyRow]) -> QueryBuilder<'q, DB> {
        let mut qb = QueryBuilder::new(
            "INSERT INTO refresh_families (id, app_id, code_hash, created_at, revoked_at) ",
        );
        qb.push_values(rows.iter().copied(), |mut b, f| {
            b.push_bind(&f.id)
                .push_bind(&f.app_id)
                .push_bind(&f.code_hash)
                .push_bind(f.created_at)
                .push_bind(f.revoked_at);
        });
        qb
    }

    pub(crate) fn refresh_tokens<'q>(rows: &[&'q RefreshTokenRow]) -> QueryBuilder<'q, DB> {
        let mut qb = QueryBuilder::new(
            "INSERT INTO refresh_tokens (token_hash, family_id, app_id, grant_data, created_at, \
             expires_at, used_at) ",
        );
        qb.push_values(rows.iter().copied(), |mut b, r| {
            b.push_bind(&r.token_hash)
                .push_bind(&r.family_id)
                .push_bind(&r.app_id)
                .push_bind(&r.grant_data)
                .push_bind(r.created_at)
                .push_bind(r.expires_at)
                .push_bind(r.used_at);
        });
        qb
    }
}

/// The most rows one multi-row statement takes. A group commit writes its rows in as few
/// statements as this allows: on SQLite each statement is two thread hand-offs (sqlx runs
/// it on the connection's own thread), on PostgreSQL a round trip. 1,000 rows of eight
/// columns stay far below SQLite's 32,766 bound values.
pub(crate) const ROWS_PER_INSERT: usize = 1000;

/// The index of the first item of each key, in order: of two writes that would take the
/// same row in one statement, the first wins, as if they had come one by one.
pub(crate) fn first_of_each<'a, T, K: Eq + std::hash::Hash>(
    items: &'a [T],
    key: impl Fn(&'a T) -> K,
) -> Vec<usize> {
    let mut seen = std::collections::HashSet::with_capacity(items.len());
    let mut firsts = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        if seen.insert(key(item)) {
            firsts.push(i);
        }
    }
    firsts
}

/// `columns` ("id, name") with each name qualified by `alias` ("a.id, a.name"), for joins.
pub(crate) fn qualified(columns: &str, alias: &str) -> String {
    columns
        .split(", ")
        .map(|c| format!("{alias}.{c}"))
        .collect::<Vec<_>>()
        .join(", ")
}
