-- The daily verification counters follow the nullifier rows themselves: one more for
-- each row inserted and each use added to a row, on the row's UTC day, inside the
-- statement that records the use. So a group of uses needs no statement of its own for
-- the counters, and a group in one statement can commit by itself (one round trip).
CREATE TRIGGER nullifiers_count_first_use AFTER INSERT ON nullifiers BEGIN
    INSERT INTO action_daily_uses (action_id, day, verifications)
    VALUES (NEW.action_id, NEW.updated_at / 86400000000, 1)
    ON CONFLICT (action_id, day) DO UPDATE SET verifications = verifications + 1;
END;

CREATE TRIGGER nullifiers_count_later_use AFTER UPDATE OF uses ON nullifiers
WHEN NEW.uses > OLD.uses BEGIN
    INSERT INTO action_daily_uses (action_id, day, verifications)
    VALUES (NEW.action_id, NEW.updated_at / 86400000000, 1)
    ON CONFLICT (action_id, day) DO UPDATE SET verifications = verifications + 1;
END;
