CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(64) NOT NULL,
	"key" varchar(200),
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 20 NOT NULL,
	"locked_by" varchar(64),
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"app_user_id" integer NOT NULL,
	"expire_before" timestamp with time zone,
	"expire_after" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"shop_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"order_type" smallint NOT NULL,
	"order_status" smallint DEFAULT 1 NOT NULL,
	"pay_status" smallint DEFAULT 0 NOT NULL,
	"pay_method" varchar(16),
	"currency" varchar(3) NOT NULL,
	"order_amount" bigint NOT NULL,
	"pay_amount" bigint DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"years" integer NOT NULL,
	"usage_bytes" bigint,
	"trade_no" varchar(64),
	"cloud_expire_before" timestamp with time zone,
	"cloud_expire_after" timestamp with time zone,
	"refund_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pay_opened_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"closes_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"event_id" varchar(128),
	"order_no" varchar(64),
	"source" varchar(16) NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"currency" varchar(3) PRIMARY KEY NOT NULL,
	"cloud_per_tb" bigint NOT NULL,
	"viewer_per_account" bigint NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "sandbox_trades" (
	"trade_no" varchar(40) PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_app_user_id_app_users_id_fk" FOREIGN KEY ("app_user_id") REFERENCES "public"."app_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_uq" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_user_uq" ON "order_items" USING btree ("order_id","app_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_shop_created_idx" ON "orders" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_cloud_uq" ON "orders" USING btree ("shop_id") WHERE "orders"."order_type" = 2 and "orders"."order_status" in (1, 2);--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_trades_order_uq" ON "sandbox_trades" USING btree ("order_no");--> statement-breakpoint
-- Starting prices (minor units per year): cloud space per TB and one viewer end; the platform operator edits them.
INSERT INTO "prices" ("currency", "cloud_per_tb", "viewer_per_account") VALUES ('CNY', 200000, 30000), ('USD', 30000, 4500) ON CONFLICT DO NOTHING;
