CREATE TABLE "analytics_countries" (
	"day" date NOT NULL,
	"country" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_countries_day_country_pk" PRIMARY KEY("day","country")
);
--> statement-breakpoint
CREATE TABLE "analytics_days" (
	"day" date PRIMARY KEY NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_goal_visitors" (
	"day" date NOT NULL,
	"goal" text NOT NULL,
	"visitor_id" text NOT NULL,
	CONSTRAINT "analytics_goal_visitors_day_goal_visitor_id_pk" PRIMARY KEY("day","goal","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_goals" (
	"day" date NOT NULL,
	"goal" text NOT NULL,
	"count" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_goals_day_goal_pk" PRIMARY KEY("day","goal")
);
--> statement-breakpoint
CREATE TABLE "analytics_page_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"country" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_page_views_day_path_country_pk" PRIMARY KEY("day","path","country")
);
--> statement-breakpoint
CREATE TABLE "analytics_referrers" (
	"day" date NOT NULL,
	"host" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_referrers_day_host_pk" PRIMARY KEY("day","host")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_visitors_day_visitor_id_pk" PRIMARY KEY("day","visitor_id")
);
--> statement-breakpoint
CREATE INDEX "analytics_visitors_last_seen_idx" ON "analytics_visitors" USING btree ("last_seen_at");