CREATE TABLE "member_promo_codes" (
	"user_id" bigint NOT NULL,
	"promo_code_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_promo_codes_user_id_promo_code_id_pk" PRIMARY KEY("user_id","promo_code_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "email_hash" text;--> statement-breakpoint
ALTER TABLE "member_promo_codes" ADD CONSTRAINT "member_promo_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_promo_codes" ADD CONSTRAINT "member_promo_codes_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_email_hash_idx" ON "subscriptions" USING btree ("email_hash");