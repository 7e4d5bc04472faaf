CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"article_type" text,
	"topic" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"scheduled_for" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_items_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX "content_items_published_idx" ON "content_items" USING btree ("type","published","published_at");--> statement-breakpoint
CREATE INDEX "content_items_scheduled_for_idx" ON "content_items" USING btree ("scheduled_for");