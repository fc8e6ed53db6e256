ALTER TABLE "stored_files" ADD COLUMN "in_use" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Images already named by a row are in use.
UPDATE "stored_files" SET "in_use" = true WHERE "purpose" = 'image' AND "key" IN (
  SELECT "image1" FROM "symptom_descs" WHERE "image1" IS NOT NULL
  UNION SELECT "image2" FROM "symptom_descs" WHERE "image2" IS NOT NULL
  UNION SELECT "image" FROM "products" WHERE "image" IS NOT NULL
  UNION SELECT "before_image" FROM "treatment_cases"
  UNION SELECT "after_image" FROM "treatment_cases" WHERE "after_image" IS NOT NULL
  UNION SELECT "image" FROM "ad_infos"
);
