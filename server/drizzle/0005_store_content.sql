CREATE TABLE "ad_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"language" varchar(8) NOT NULL,
	"type" smallint NOT NULL,
	"title" varchar(64) DEFAULT '' NOT NULL,
	"image" varchar(300) NOT NULL,
	"link" varchar(500) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complain_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"type_id" integer NOT NULL,
	"content" varchar(200) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complain_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"language" varchar(8) NOT NULL,
	"name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_symptoms" (
	"product_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"symptom_key" varchar(48) NOT NULL,
	"degree" smallint NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_symptoms_product_id_symptom_key_pk" PRIMARY KEY("product_id","symptom_key")
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"image" varchar(300),
	"link" varchar(500) DEFAULT '' NOT NULL,
	"advantages" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treatment_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"description" varchar(500) NOT NULL,
	"symptom_key" varchar(48) NOT NULL,
	"before_image" varchar(300) NOT NULL,
	"after_image" varchar(300),
	"cycle_months" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_infos" ADD CONSTRAINT "ad_infos_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complain_infos" ADD CONSTRAINT "complain_infos_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complain_infos" ADD CONSTRAINT "complain_infos_type_id_complain_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."complain_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complain_types" ADD CONSTRAINT "complain_types_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_symptoms" ADD CONSTRAINT "product_symptoms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_symptoms" ADD CONSTRAINT "product_symptoms_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_type_id_product_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_cases" ADD CONSTRAINT "treatment_cases_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_infos_owner_idx" ON "ad_infos" USING btree (coalesce("shop_id", 0),"language","type","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "complain_infos_content_uq" ON "complain_infos" USING btree ("type_id",lower("content"));--> statement-breakpoint
CREATE INDEX "complain_infos_type_idx" ON "complain_infos" USING btree ("type_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "complain_types_name_uq" ON "complain_types" USING btree (coalesce("shop_id", 0),"language",lower("name"));--> statement-breakpoint
CREATE INDEX "complain_types_owner_idx" ON "complain_types" USING btree (coalesce("shop_id", 0),"language","sort","id");--> statement-breakpoint
CREATE INDEX "product_symptoms_shop_key_idx" ON "product_symptoms" USING btree ("shop_id","symptom_key","product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_name_uq" ON "product_types" USING btree ("shop_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_types_shop_idx" ON "product_types" USING btree ("shop_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_uq" ON "products" USING btree ("shop_id",lower("name"));--> statement-breakpoint
CREATE INDEX "products_shop_created_idx" ON "products" USING btree ("shop_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "treatment_cases_owner_idx" ON "treatment_cases" USING btree (coalesce("shop_id", 0),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "treatment_cases_symptom_idx" ON "treatment_cases" USING btree (coalesce("shop_id", 0),"symptom_key");