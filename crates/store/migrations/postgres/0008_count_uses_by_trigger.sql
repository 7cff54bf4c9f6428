-- The daily verification counters follow the nullifier rows themselves: one more for
-- each row inserted and each use added to a row, on the row's UTC day. So a group of
-- uses needs no statement of its own for the counters, and a group in one statement can
-- commit by itself (one round trip).
--
-- Deferred to the commit, so a transaction locks every nullifier row it writes before
-- any counter, and the counters in the order of its rows, i.e. of their actions: as
-- every writer does, so two replicas' groups cannot each wait for the other (fired at
-- the end of each statement, a group of several statements would lock one action's
-- counter before another's rows).
CREATE FUNCTION count_daily_use() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO action_daily_uses (action_id, day, verifications)
    VALUES (NEW.action_id, NEW.updated_at / 86400000000, 1)
    ON CONFLICT (action_id, day)
    DO UPDATE SET verifications = action_daily_uses.verifications + 1;
    RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER nullifiers_count_first_use AFTER INSERT ON nullifiers
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION count_daily_use();

CREATE CONSTRAINT TRIGGER nullifiers_count_later_use AFTER UPDATE OF uses ON nullifiers
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN (NEW.uses > OLD.uses) EXECUTE FUNCTION count_daily_use();
