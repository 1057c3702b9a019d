CREATE TABLE "gifts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"months" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"deliver_on" date NOT NULL,
	"language" text NOT NULL,
	"provider" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"redeemed_by" bigint,
	"redeemed_at" timestamp with time zone,
	"grant_id" bigint,
	"voided_at" timestamp with time zone,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_status" CHECK ("gifts"."status" in ('paid', 'delivered', 'redeemed', 'voided')),
	CONSTRAINT "gifts_months" CHECK ("gifts"."months" in (1, 3, 12))
);
--> statement-breakpoint
ALTER TABLE "premium_grants" DROP CONSTRAINT "premium_grants_kind";--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_code_idx" ON "gifts" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_transaction_idx" ON "gifts" USING btree ("provider_transaction_id");--> statement-breakpoint
CREATE INDEX "gifts_created_idx" ON "gifts" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "premium_grants" ADD CONSTRAINT "premium_grants_kind" CHECK ("premium_grants"."kind" in ('invite', 'gift'));