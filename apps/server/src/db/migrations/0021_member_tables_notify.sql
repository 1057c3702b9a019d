-- Tables of a member's rows made since migration 0007 tell every process's caches of a change
-- (decision 0010): a row change names its member, an emptied table is a change for everyone.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['member_mails', 'cancellations'] LOOP
    EXECUTE format('CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON %I
      FOR EACH ROW EXECUTE FUNCTION studio_member_row_changed()', t);
    EXECUTE format('CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed()', t);
  END LOOP;
END $$;
