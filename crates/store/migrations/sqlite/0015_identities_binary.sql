-- Commitments as their 32 bytes instead of 66 characters of hex, in a table clustered on
-- (set_id, leaf_index). Keep in step with ../postgres/0015_identities_binary.sql.
-- At scale the leaves are most of the database and their unique commitment index is
-- what appends pay for: bytes halve both, and without a rowid the table is its primary
-- key's B-tree (appends write at its end) rather than a table plus a second index.
-- The unique index is built after the copy, sorted once, not row by row.
CREATE TABLE identities_new (
    set_id     INTEGER NOT NULL REFERENCES credential_sets(id) ON DELETE CASCADE,
    leaf_index INTEGER NOT NULL CHECK (leaf_index >= 0),
    commitment BLOB NOT NULL CHECK (typeof(commitment) = 'blob' AND length(commitment) = 32),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (set_id, leaf_index)
) WITHOUT ROWID;
INSERT INTO identities_new (set_id, leaf_index, commitment, created_at)
    SELECT set_id, leaf_index, unhex(substr(commitment, 3)), created_at FROM identities
    ORDER BY set_id, leaf_index;
DROP TABLE identities;
ALTER TABLE identities_new RENAME TO identities;
CREATE UNIQUE INDEX identities_set_commitment ON identities (set_id, commitment);
