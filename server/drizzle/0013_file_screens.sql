ALTER TABLE "stored_files" ADD COLUMN "screen" varchar(32);--> statement-breakpoint
-- Images already named by a row belong to that row's screen (its view code reads them by key).
UPDATE "stored_files" SET "screen" = 'symptom-desc' WHERE "purpose" = 'image' AND "key" IN (
  SELECT "image1" FROM "symptom_descs" WHERE "image1" IS NOT NULL
  UNION SELECT "image2" FROM "symptom_descs" WHERE "image2" IS NOT NULL
);--> statement-breakpoint
UPDATE "stored_files" SET "screen" = 'product-type' WHERE "purpose" = 'image' AND "key" IN (
  SELECT "image" FROM "products" WHERE "image" IS NOT NULL
);--> statement-breakpoint
UPDATE "stored_files" SET "screen" = 'treatment-case' WHERE "purpose" = 'image' AND "key" IN (
  SELECT "before_image" FROM "treatment_cases"
  UNION SELECT "after_image" FROM "treatment_cases" WHERE "after_image" IS NOT NULL
);--> statement-breakpoint
UPDATE "stored_files" SET "screen" = 'ad-info' WHERE "purpose" = 'image' AND "key" IN (SELECT "image" FROM "ad_infos");
