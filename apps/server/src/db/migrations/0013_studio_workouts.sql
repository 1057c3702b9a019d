CREATE TABLE "item_captions" (
	"item_id" bigint NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	"storage_key" text NOT NULL,
	CONSTRAINT "item_captions_item_id_language_pk" PRIMARY KEY("item_id","language")
);
--> statement-breakpoint
CREATE TABLE "item_videos" (
	"item_id" bigint PRIMARY KEY NOT NULL,
	"upload" text NOT NULL,
	"state" text NOT NULL,
	"source_key" text,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "origin" text DEFAULT 'catalog' NOT NULL;--> statement-breakpoint
ALTER TABLE "item_captions" ADD CONSTRAINT "item_captions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_videos" ADD CONSTRAINT "item_videos_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;