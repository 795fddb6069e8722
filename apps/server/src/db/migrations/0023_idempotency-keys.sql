ALTER TABLE "forum_replies" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_replies_idempotency_idx" ON "forum_replies" USING btree ("user_id","idempotency_key") WHERE "forum_replies"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_idempotency_idx" ON "contact_messages" USING btree ("idempotency_key") WHERE "contact_messages"."idempotency_key" is not null;