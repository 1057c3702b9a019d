CREATE TABLE "challenge_items" (
	"challenge_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	CONSTRAINT "challenge_items_challenge_id_user_id_item_id_pk" PRIMARY KEY("challenge_id","user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "challenge_members" (
	"challenge_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"team" smallint,
	"show_as" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"last_day" date,
	"finished_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_members_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id"),
	CONSTRAINT "challenge_members_show_as" CHECK ("challenge_members"."show_as" in ('name', 'initials'))
);
--> statement-breakpoint
CREATE TABLE "challenge_scores" (
	"challenge_id" bigint NOT NULL,
	"progress" integer NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "challenge_scores_challenge_id_progress_pk" PRIMARY KEY("challenge_id","progress")
);
--> statement-breakpoint
CREATE TABLE "challenge_teams" (
	"challenge_id" bigint NOT NULL,
	"team" smallint NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"finishers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "challenge_teams_challenge_id_team_pk" PRIMARY KEY("challenge_id","team")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"goal" text NOT NULL,
	"target" integer NOT NULL,
	"goal_ref" bigint,
	"teams" smallint DEFAULT 0 NOT NULL,
	"badge" text NOT NULL,
	"promo_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "challenges_goal" CHECK ("challenges"."goal" in ('workouts', 'minutes', 'days', 'list', 'program')),
	CONSTRAINT "challenges_dates" CHECK ("challenges"."ends_on" >= "challenges"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "challenge_items" ADD CONSTRAINT "challenge_items_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_items" ADD CONSTRAINT "challenge_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_members" ADD CONSTRAINT "challenge_members_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_members" ADD CONSTRAINT "challenge_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_scores" ADD CONSTRAINT "challenge_scores_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_teams" ADD CONSTRAINT "challenge_teams_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_members_board_idx" ON "challenge_members" USING btree ("challenge_id","progress" DESC NULLS LAST,"joined_at");--> statement-breakpoint
CREATE INDEX "challenge_members_member_idx" ON "challenge_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "challenges_open_idx" ON "challenges" USING btree ("ends_on") WHERE "challenges"."removed_at" is null;--> statement-breakpoint
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON challenge_members
  FOR EACH ROW EXECUTE FUNCTION studio_member_row_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON challenge_members
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON challenge_items
  FOR EACH ROW EXECUTE FUNCTION studio_member_row_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON challenge_items
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON challenges
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON challenge_teams
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON challenge_scores
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();
