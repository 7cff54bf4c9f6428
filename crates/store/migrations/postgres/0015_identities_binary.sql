-- Commitments as their 32 bytes instead of 66 characters of hex. Keep in step with
-- ../sqlite/0015_identities_binary.sql. At scale the leaves are most of the database and
-- their unique commitment index is what appends pay for: bytes halve both.
ALTER TABLE identities DROP CONSTRAINT identities_commitment_check;
ALTER TABLE identities ALTER COLUMN commitment TYPE bytea
    USING decode(substr(commitment, 3), 'hex');
ALTER TABLE identities ADD CONSTRAINT identities_commitment_check
    CHECK (octet_length(commitment) = 32);
