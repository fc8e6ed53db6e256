DROP INDEX "app_users_shop_created_idx";--> statement-breakpoint
CREATE INDEX "app_users_shop_expire_idx" ON "app_users" USING btree ("shop_id","expire_time");--> statement-breakpoint
CREATE INDEX "app_users_shop_name_idx" ON "app_users" USING btree ("shop_id",lower("user_name"));--> statement-breakpoint
CREATE INDEX "audit_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "app_users_shop_created_idx" ON "app_users" USING btree ("shop_id","created_at","id");