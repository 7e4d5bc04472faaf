ALTER TABLE "automation_runs" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_automations" ADD COLUMN "retry_at" timestamp with time zone;