-- API keys get a scope chosen at creation; keys made before scopes existed keep the power
-- they had (`admin`). Invites remember who made them, in which role, and whether they
-- were revoked: an invite dies with its maker's membership or role.
-- Keep in step with ../sqlite/0011_key_scopes_and_invite_makers.sql.

ALTER TABLE api_keys ADD COLUMN scope TEXT NOT NULL DEFAULT 'admin'
    CHECK (scope IN ('read', 'actions', 'admin'));

-- NULL: made by the operator (the bootstrap's setup link).
ALTER TABLE invites ADD COLUMN created_by TEXT REFERENCES accounts(id) ON DELETE CASCADE;
ALTER TABLE invites ADD COLUMN creator_role TEXT
    CHECK (creator_role IN ('owner', 'admin', 'member'));
ALTER TABLE invites ADD COLUMN revoked_at BIGINT;
CREATE INDEX invites_created_by ON invites(created_by);

-- Invites made before this migration: their maker is in the audit log, and the role is
-- the one the maker holds now; an open invite whose maker has left dies now.
UPDATE invites SET created_by = (
    SELECT a.actor_id FROM audit_log a JOIN accounts acc ON acc.id = a.actor_id
    WHERE a.action = 'member.invite' AND a.actor_kind = 'account' AND a.target = invites.id
    LIMIT 1);
UPDATE invites SET creator_role = (
    SELECT m.role FROM memberships m
    WHERE m.team_id = invites.team_id AND m.account_id = invites.created_by)
WHERE created_by IS NOT NULL;
UPDATE invites SET revoked_at = (EXTRACT(EPOCH FROM clock_timestamp()) * 1000000)::BIGINT
WHERE used_at IS NULL AND created_by IS NOT NULL AND creator_role IS NULL;
