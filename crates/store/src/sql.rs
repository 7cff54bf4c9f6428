//! What the tables' modules share: the INSERTs that other writes run inside their own
//! transaction (so they are built for whichever backend's executor runs them), and
//! column lists qualified by a table alias.

use std::marker::PhantomData;

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

    pub(crate) fn token(t: &TokenRow) -> Query<'_, DB> {
        sqlx::query(
            "INSERT INTO tokens (jti, app_id, code_hash, kind, issued_at, expires_at, revoked_at, \
             family_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(&t.jti)
        .bind(&t.app_id)
        .bind(&t.code_hash)
        .bind(&t.kind)
        .bind(t.issued_at)
        .bind(t.expires_at)
        .bind(t.revoked_at)
        .bind(&t.family_id)
    }

    pub(crate) fn refresh_family(f: &RefreshFamilyRow) -> Query<'_, DB> {
        sqlx::query(
            "INSERT INTO refresh_families (id, app_id, code_hash, created_at, revoked_at) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(&f.id)
        .bind(&f.app_id)
        .bind(&f.code_hash)
        .bind(f.created_at)
        .bind(f.revoked_at)
    }

    pub(crate) fn refresh_token(r: &RefreshTokenRow) -> Query<'_, DB> {
        sqlx::query(
            "INSERT INTO refresh_tokens (token_hash, family_id, app_id, grant_data, created_at, \
             expires_at, used_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(&r.token_hash)
        .bind(&r.family_id)
        .bind(&r.app_id)
        .bind(&r.grant_data)
        .bind(r.created_at)
        .bind(r.expires_at)
        .bind(r.used_at)
    }
}

/// `columns` ("id, name") with each name qualified by `alias` ("a.id, a.name"), for joins.
pub(crate) fn qualified(columns: &str, alias: &str) -> String {
    columns
        .split(", ")
        .map(|c| format!("{alias}.{c}"))
        .collect::<Vec<_>>()
        .join(", ")
}
