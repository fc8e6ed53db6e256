CREATE TABLE "access_codes" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_access" (
	"account_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	CONSTRAINT "account_access_account_id_code_pk" PRIMARY KEY("account_id","code")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"kind" varchar(16) NOT NULL,
	"user_name" varchar(32) NOT NULL,
	"mobile" varchar(24),
	"password_hash" text NOT NULL,
	"avatar" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_type" smallint NOT NULL,
	"user_name" varchar(32) NOT NULL,
	"mobile" varchar(24),
	"password_hash" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"device_no" varchar(64),
	"permanent" boolean DEFAULT false NOT NULL,
	"expire_time" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"account_id" integer,
	"actor_name" varchar(32) NOT NULL,
	"action" varchar(48) NOT NULL,
	"target_type" varchar(32) NOT NULL,
	"target_id" varchar(64) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(256)
);
--> statement-breakpoint
CREATE TABLE "shop_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"device_no" varchar(64) NOT NULL,
	"device_name" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"contact" varchar(64) DEFAULT '' NOT NULL,
	"mobile" varchar(24),
	"status" smallint DEFAULT 1 NOT NULL,
	"vip_grade" smallint DEFAULT 0 NOT NULL,
	"upgrade_days" integer DEFAULT 0 NOT NULL,
	"cloud_expire_time" timestamp with time zone,
	"oss_size" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(24) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_access" ADD CONSTRAINT "account_access_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_access" ADD CONSTRAINT "account_access_code_access_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."access_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_devices" ADD CONSTRAINT "shop_devices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_name_uq" ON "accounts" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_mobile_uq" ON "accounts" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "accounts_shop_idx" ON "accounts" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_users_user_name_uq" ON "app_users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "app_users_mobile_uq" ON "app_users" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "app_users_shop_created_idx" ON "app_users" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "app_users_shop_device_idx" ON "app_users" USING btree ("shop_id","device_no");--> statement-breakpoint
CREATE INDEX "audit_shop_created_idx" ON "audit_log" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_devices_no_uq" ON "shop_devices" USING btree ("device_no");--> statement-breakpoint
CREATE INDEX "shop_devices_shop_idx" ON "shop_devices" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "vcodes_phone_created_idx" ON "verification_codes" USING btree ("phone","created_at");