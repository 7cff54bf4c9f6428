//! World ID 4.0 relying parties over GraphQL: `rp_registration(where)` lists the team's
//! apps with their RP id, signer and status; `register_rp_signer(app_id, signer_address)`
//! registers (or replaces) the address of the key an app's back end signs requests with.

use async_graphql::{Context, Object, Result};
use humanid_core::AppId;
use humanid_core::rp::RpRegistration;

use super::context::{core_error, gql};
use super::filters::{StringCmp, filters};
use super::object::row_object;

/// A registration as `where` and `order_by` see it.
#[derive(Clone)]
pub struct RpRow {
    pub rp_id: String,
    pub app_id: String,
    pub signer_address: Option<String>,
    pub status: String,
    pub updated_at: i64,
}

impl From<RpRegistration> for RpRow {
    fn from(r: RpRegistration) -> Self {
        RpRow {
            rp_id: r.rp_id,
            app_id: r.app_id,
            signer_address: r.signer_address,
            status: r.status.as_str().to_owned(),
            updated_at: r.updated_at,
        }
    }
}

pub mod rp_q {
    use super::*;
    filters!(
        RpRow,
        RpBoolExp = "rp_registration_bool_exp",
        RpOrderBy = "rp_registration_order_by",
        filter {
            rp_id: StringCmp,
            app_id: StringCmp,
            status: StringCmp
        },
        sort {
            app_id,
            rp_id,
            status,
            updated_at
        }
    );
}

pub struct RpObj(pub RpRow);

row_object! {
    #[Object(name = "rp_registration", rename_fields = "snake_case")]
    impl RpObj {
        columns {
            rp_id: str,
            app_id: str,
            /// `0x` + 40 lowercase hex; null until registered.
            signer_address: opt_str,
            /// `registered`, `unregistered` or `deactivated` (the app is archived or inactive).
            status: str,
            updated_at: time,
        }
    }
}

pub async fn list(
    ctx: &Context<'_>,
    filter: Option<rp_q::RpBoolExp>,
    order_by: Option<Vec<rp_q::RpOrderBy>>,
    limit: Option<i32>,
    offset: Option<i32>,
) -> Result<Vec<RpObj>> {
    let g = gql(ctx)?;
    let rows = g
        .humanid
        .rp_registrations(&g.team_id)
        .await
        .map_err(core_error)?;
    let rows = rows.into_iter().map(RpRow::from).collect();
    let page = rp_q::select(rows, filter.as_ref(), order_by.as_deref(), limit, offset)?;
    Ok(page.into_iter().map(RpObj).collect())
}

pub async fn register(ctx: &Context<'_>, app_id: &str, signer_address: &str) -> Result<RpObj> {
    let g = gql(ctx)?;
    let app_id: AppId = app_id.parse().map_err(core_error)?;
    g.humanid
        .register_rp_signer(&g.actor, &g.team_id, &app_id, signer_address)
        .await
        .map(|r| RpObj(r.into()))
        .map_err(core_error)
}
