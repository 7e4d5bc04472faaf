CREATE TABLE "automation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"automation_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"error" text,
	"content_item_id" integer
);
--> statement-breakpoint
CREATE TABLE "blog_automations" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"article_type" text NOT NULL,
	"frequency" text NOT NULL,
	"settings" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"next_scheduled" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_run_status" text,
	"last_run_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_automation_id_blog_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."blog_automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_runs_automation_id_idx" ON "automation_runs" USING btree ("automation_id","started_at");--> statement-breakpoint
CREATE INDEX "blog_automations_due_idx" ON "blog_automations" USING btree ("is_active","next_scheduled");