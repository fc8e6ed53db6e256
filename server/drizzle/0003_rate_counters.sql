CREATE TABLE "rate_counters" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_counters_reset_idx" ON "rate_counters" USING btree ("reset_at");