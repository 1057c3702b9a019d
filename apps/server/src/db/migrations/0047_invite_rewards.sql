CREATE TABLE "card_fingerprints" (
	"user_id" bigint NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_fingerprints_user_id_fingerprint_pk" PRIMARY KEY("user_id","fingerprint")
);
--> statement-breakpoint
CREATE TABLE "premium_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "premium_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"months" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"subscription_id" bigint,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_grants_kind" CHECK ("premium_grants"."kind" in ('invite')),
	CONSTRAINT "premium_grants_period" CHECK ("premium_grants"."ends_at" > "premium_grants"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "invites" DROP CONSTRAINT "invites_status";--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "payment_id" bigint;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "rewarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "invitee_refund_cents" integer;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "invitee_refund_id" text;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "inviter_months" smallint;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "grant_id" bigint;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "storefront_settings" ADD COLUMN "invite_months" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "storefront_settings" ADD COLUMN "invite_discount_percent" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "storefront_settings" ADD COLUMN "invite_monthly_cap" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_fingerprints" ADD CONSTRAINT "card_fingerprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_grants" ADD CONSTRAINT "premium_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_fingerprints_fingerprint_idx" ON "card_fingerprints" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "premium_grants_user_idx" ON "premium_grants" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "invites_payment_idx" ON "invites" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_status" CHECK ("invites"."status" in ('joined', 'refused', 'rewarded', 'revoked'));--> statement-breakpoint
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON premium_grants
  FOR EACH ROW EXECUTE FUNCTION studio_member_row_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON premium_grants
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON card_fingerprints
  FOR EACH ROW EXECUTE FUNCTION studio_member_row_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON card_fingerprints
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();
