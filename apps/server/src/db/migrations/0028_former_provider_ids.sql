CREATE TABLE "former_provider_subscriptions" (
	"provider" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"subscription_id" bigint NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "former_provider_subscriptions_provider_provider_subscription_id_pk" PRIMARY KEY("provider","provider_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "former_provider_subscriptions" ADD CONSTRAINT "former_provider_subscriptions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "former_provider_subscriptions_subscription_idx" ON "former_provider_subscriptions" USING btree ("subscription_id");