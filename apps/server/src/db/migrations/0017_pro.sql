ALTER TABLE "ai_courses" ADD COLUMN "is_premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_courses" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "ai_courses" ADD COLUMN "duration" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "is_premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "duration" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "from_pro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_priority_idx" ON "contact_messages" USING btree ("from_pro","created_at");