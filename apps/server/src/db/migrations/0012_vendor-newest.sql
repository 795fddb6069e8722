DROP INDEX "ai_courses_vendor_idx";--> statement-breakpoint
DROP INDEX "certifications_vendor_idx";--> statement-breakpoint
DROP INDEX "jobs_vendor_idx";--> statement-breakpoint
DROP INDEX "product_trials_vendor_idx";--> statement-breakpoint
DROP INDEX "product_updates_vendor_idx";--> statement-breakpoint
CREATE INDEX "webinars_vendor_created_idx" ON "webinars" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_courses_vendor_idx" ON "ai_courses" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "certifications_vendor_idx" ON "certifications" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_vendor_idx" ON "jobs" USING btree ("vendor_id","status","created_at");--> statement-breakpoint
CREATE INDEX "product_trials_vendor_idx" ON "product_trials" USING btree ("vendor_id","status","created_at");--> statement-breakpoint
CREATE INDEX "product_updates_vendor_idx" ON "product_updates" USING btree ("vendor_id","created_at");