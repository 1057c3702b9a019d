-- "Continue watching" shows how far the member got, in whole minutes (decision 0030, amended): a
-- save that moves a position into another minute tells the caches too; saves within the minute
-- still change nothing a kept answer shows.
DROP TRIGGER studio_member_changed_listed ON playback_positions;--> statement-breakpoint
CREATE TRIGGER studio_member_changed_listed AFTER UPDATE ON playback_positions
  FOR EACH ROW WHEN (OLD.played_at IS DISTINCT FROM NEW.played_at OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.item_id IS DISTINCT FROM NEW.item_id OR OLD.seconds / 60 IS DISTINCT FROM NEW.seconds / 60)
  EXECUTE FUNCTION studio_member_row_changed();
