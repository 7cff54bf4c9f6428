use thiserror::Error;

pub type StoreResult<T> = Result<T, StoreError>;

/// What can go wrong in the storage layer. Constraint violations are reported by name so
/// the layers above can turn them into precise client errors.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("no such row")]
    NotFound,
    #[error("conflicts with an existing row ({constraint})")]
    Conflict { constraint: String },
    #[error("refers to a row that does not exist")]
    MissingReference,
    #[error("value rejected by a database constraint ({constraint})")]
    Check { constraint: String },
    #[error(
        "the database schema is newer than this binary knows (migration {0} is unknown); upgrade humanid"
    )]
    SchemaTooNew(i64),
    #[error("invalid database url: {0}")]
    InvalidUrl(String),
    #[error("migration failed: {0}")]
    Migrate(String),
    #[error("database error: {0}")]
    Database(sqlx::Error),
    #[error("{0}")]
    Unsupported(&'static str),
}

impl StoreError {
    /// `NotFound` when a statement naming one row by its key changed no row.
    pub(crate) fn unless_changed(rows: u64) -> StoreResult<()> {
        if rows == 0 {
            Err(StoreError::NotFound)
        } else {
            Ok(())
        }
    }

    /// Stable snake_case identifier for logs and error bodies.
    pub fn code(&self) -> &'static str {
        match self {
            StoreError::NotFound => "not_found",
            StoreError::Conflict { .. } => "constraint_violation",
            StoreError::MissingReference => "not_found",
            StoreError::Check { .. } => "invalid",
            StoreError::SchemaTooNew(_) => "schema_too_new",
            StoreError::InvalidUrl(_) => "invalid_database_url",
            StoreError::Migrate(_) => "migration_failed",
            StoreError::Database(_) => "database_error",
            StoreError::Unsupported(_) => "unsupported",
        }
    }
}

impl From<sqlx::Error> for StoreError {
    fn from(err: sqlx::Error) -> Self {
        match err {
            sqlx::Error::RowNotFound => StoreError::NotFound,
            sqlx::Error::Database(ref db) => {
                let constraint = db
                    .constraint()
                    .map(str::to_owned)
                    .unwrap_or_else(|| db.message().to_owned());
                if db.is_unique_violation() {
                    StoreError::Conflict { constraint }
                } else if db.is_foreign_key_violation() {
                    StoreError::MissingReference
                } else if db.is_check_violation() {
                    StoreError::Check { constraint }
                } else {
                    StoreError::Database(err)
                }
            }
            other => StoreError::Database(other),
        }
    }
}

impl From<sqlx::migrate::MigrateError> for StoreError {
    fn from(err: sqlx::migrate::MigrateError) -> Self {
        match err {
            sqlx::migrate::MigrateError::VersionMissing(v) => StoreError::SchemaTooNew(v),
            other => StoreError::Migrate(other.to_string()),
        }
    }
}
