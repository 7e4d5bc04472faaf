CREATE TABLE "dns_leak_resolvers" (
	"test_id" text NOT NULL,
	"ip" text NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"queries" integer NOT NULL,
	CONSTRAINT "dns_leak_resolvers_test_id_ip_pk" PRIMARY KEY("test_id","ip")
);
--> statement-breakpoint
CREATE TABLE "dns_leak_tests" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proxy_node_health" (
	"node_id" text PRIMARY KEY NOT NULL,
	"ok" boolean NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"latency_ms" double precision,
	"speed_mbps" double precision,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "dns_leak_resolvers" ADD CONSTRAINT "dns_leak_resolvers_test_id_dns_leak_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."dns_leak_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dns_leak_tests_expires_at_idx" ON "dns_leak_tests" USING btree ("expires_at");