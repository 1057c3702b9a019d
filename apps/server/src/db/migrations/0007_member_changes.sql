-- The member change feed (decision 0010): every committed change to what a member's session or user
-- object reads sends NOTIFY studio_member_changed with the member's id; a change to the catalogue,
-- or a TRUNCATE of any table, sends '*'. Server processes keep a cache that this feed invalidates.
-- NOTIFY is transactional: it reaches listeners at commit, never for a rolled-back change, and
-- identical notifications of one transaction are sent once.

CREATE FUNCTION studio_notify_member(member_id bigint) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('studio_member_changed', member_id::text) WHERE member_id IS NOT NULL
$$;
--> statement-breakpoint
-- Tables with a user_id column (the member's id, or null once an account is gone).
CREATE FUNCTION studio_member_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM studio_notify_member(OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM studio_notify_member(NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION studio_user_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM studio_notify_member(OLD.id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM studio_notify_member(NEW.id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows owned through a parent: a saved list's items, a program purchase's progress.
CREATE FUNCTION studio_saved_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM studio_notify_member(l.user_id) FROM saved_lists l
    WHERE l.id IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.list_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.list_id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION studio_program_progress_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM studio_notify_member(p.user_id) FROM program_purchases p
    WHERE p.id IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.purchase_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.purchase_id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION studio_meal_plan_recipe_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM studio_notify_member(m.user_id) FROM meal_plans m
    WHERE m.id IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.meal_plan_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.meal_plan_id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION studio_everything_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('studio_member_changed', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['member_profiles', 'sessions', 'password_resets', 'subscriptions', 'payments',
    'member_promo_codes', 'workout_sessions', 'workout_feedback', 'meal_plans', 'meal_completions',
    'saved_lists', 'measurement_sets', 'progress_pictures', 'member_activity_days', 'member_totals',
    'program_purchases', 'member_program_promos'] LOOP
    EXECUTE format('CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON %I
      FOR EACH ROW EXECUTE FUNCTION studio_member_row_changed()', t);
  END LOOP;
  -- The catalogue: what a user object or a member's answer shows of programs, items and lists.
  -- Promo codes and plans are not in any kept answer: their redemptions must not empty the caches.
  FOREACH t IN ARRAY ARRAY['stores', 'trainers', 'products', 'items', 'item_trainers', 'item_products',
    'recipe_ingredients', 'lists', 'list_items', 'filter_groups', 'filter_options', 'item_filter_options',
    'daily_phrases', 'programs', 'program_days', 'program_recipes'] LOOP
    EXECUTE format('CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed()', t);
  END LOOP;
  -- TRUNCATE fires no row trigger: any table emptied is a change for everyone.
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format('CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed()', t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION studio_user_row_changed();
--> statement-breakpoint
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON saved_list_items
  FOR EACH ROW EXECUTE FUNCTION studio_saved_item_changed();
--> statement-breakpoint
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON program_progress
  FOR EACH ROW EXECUTE FUNCTION studio_program_progress_changed();
--> statement-breakpoint
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON meal_plan_recipes
  FOR EACH ROW EXECUTE FUNCTION studio_meal_plan_recipe_changed();
