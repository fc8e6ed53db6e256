CREATE TABLE "file_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(300) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(300) NOT NULL,
	"shop_id" integer,
	"purpose" varchar(16) NOT NULL,
	"size" bigint NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"width" integer,
	"height" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "symptom_descs" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"language" varchar(8) NOT NULL,
	"symptom_key" varchar(48) NOT NULL,
	"degree" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image1" varchar(300),
	"image2" varchar(300),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "symptom_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"language" varchar(8) NOT NULL,
	"parent_id" integer,
	"name" varchar(64) NOT NULL,
	"symptom_key" varchar(48),
	"mild_color" varchar(7) NOT NULL,
	"moderate_color" varchar(7) NOT NULL,
	"severe_color" varchar(7) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"formation_reason" text DEFAULT '' NOT NULL,
	"care_suggestions" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "symptom_descs" ADD CONSTRAINT "symptom_descs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "symptom_labels" ADD CONSTRAINT "symptom_labels_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_deletions_due_idx" ON "file_deletions" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_key_uq" ON "stored_files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "stored_files_shop_idx" ON "stored_files" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "symptom_descs_uq" ON "symptom_descs" USING btree (coalesce("shop_id", 0),"language","symptom_key","degree");--> statement-breakpoint
CREATE INDEX "symptom_descs_shop_idx" ON "symptom_descs" USING btree ("shop_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "symptom_labels_name_uq" ON "symptom_labels" USING btree (coalesce("shop_id", 0),"language",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "symptom_labels_key_uq" ON "symptom_labels" USING btree (coalesce("shop_id", 0),"language","symptom_key") WHERE "symptom_labels"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "symptom_labels_owner_idx" ON "symptom_labels" USING btree ("shop_id","language","parent_id","sort","id");