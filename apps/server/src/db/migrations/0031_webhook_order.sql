-- Issue 33 (decision 0035): the provider's timestamp of the last notification applied to a
-- subscription; an older one arriving later is acknowledged and changes nothing.
ALTER TABLE "subscriptions" ADD COLUMN "last_notified_at" timestamp with time zone;