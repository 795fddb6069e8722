CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" text,
	"after" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_kind_check" CHECK ("email_tokens"."kind" in ('confirm_email','reset_password','invite'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"job_title" text,
	"company" text,
	"avatar_url" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_vendor_admin" boolean DEFAULT false NOT NULL,
	"is_pro" boolean DEFAULT false NOT NULL,
	"theme" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_theme_check" CHECK ("profiles"."theme" is null or "profiles"."theme" in ('light','dark','system'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"discount_percentage" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_upper" CHECK ("discount_codes"."code" = upper("discount_codes"."code")),
	CONSTRAINT "discount_codes_pct_check" CHECK ("discount_codes"."discount_percentage" between 0 and 100),
	CONSTRAINT "discount_codes_uses_check" CHECK ("discount_codes"."used_count" >= 0 and ("discount_codes"."max_uses" is null or "discount_codes"."max_uses" >= 0))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"plan_type" text DEFAULT 'yearly' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"discount_code" text,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('created','paid','failed')),
	CONSTRAINT "orders_plan_check" CHECK ("orders"."plan_type" in ('yearly')),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount" >= 0),
	CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" in ('INR'))
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_type" text DEFAULT 'yearly' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_subscriptions_status_check" CHECK ("user_subscriptions"."status" in ('active','cancelled','expired')),
	CONSTRAINT "user_subscriptions_plan_check" CHECK ("user_subscriptions"."plan_type" in ('yearly')),
	CONSTRAINT "user_subscriptions_pct_check" CHECK ("user_subscriptions"."discount_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "ai_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" text,
	"name" text NOT NULL,
	"description" text,
	"course_link" text,
	"video_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" text,
	"name" text NOT NULL,
	"description" text,
	"certification_link" text,
	"video_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" text,
	"job_title" text NOT NULL,
	"job_description" text,
	"job_type" text DEFAULT 'full-time' NOT NULL,
	"experience_level" text DEFAULT 'mid' NOT NULL,
	"location_city" text,
	"location_state" text,
	"location_country" text,
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" text DEFAULT 'USD' NOT NULL,
	"posted_date" date,
	"job_page_url" text,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_title_len" CHECK (char_length("jobs"."job_title") between 1 and 100),
	CONSTRAINT "jobs_type_check" CHECK ("jobs"."job_type" in ('full-time','part-time','contract','remote')),
	CONSTRAINT "jobs_level_check" CHECK ("jobs"."experience_level" in ('entry','mid','senior','lead')),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('active','inactive','closed')),
	CONSTRAINT "jobs_currency_check" CHECK ("jobs"."salary_currency" in ('USD','EUR','GBP','INR','CAD','AUD')),
	CONSTRAINT "jobs_salary_check" CHECK ("jobs"."salary_min" is null or "jobs"."salary_max" is null or "jobs"."salary_max" >= "jobs"."salary_min"),
	CONSTRAINT "jobs_salary_positive" CHECK (("jobs"."salary_min" is null or "jobs"."salary_min" >= 0) and ("jobs"."salary_max" is null or "jobs"."salary_max" >= 0))
);
--> statement-breakpoint
CREATE TABLE "product_trials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" text,
	"product_name" text NOT NULL,
	"description" text NOT NULL,
	"access_link" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"trial_period_days" integer DEFAULT 14 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_trials_status_check" CHECK ("product_trials"."status" in ('active','inactive')),
	CONSTRAINT "product_trials_period_check" CHECK ("product_trials"."trial_period_days" >= 1),
	CONSTRAINT "product_trials_dates_check" CHECK ("product_trials"."end_date" > "product_trials"."start_date"),
	CONSTRAINT "product_trials_description_len" CHECK (char_length("product_trials"."description") <= 500)
);
--> statement-breakpoint
CREATE TABLE "product_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" text,
	"product_name" text NOT NULL,
	"version" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"release_date" date NOT NULL,
	"release_notes_url" text,
	"demo_video_url" text,
	"video_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topics_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_content_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"vendor_id" text,
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"interaction_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_content_interactions_type_check" CHECK ("user_content_interactions"."interaction_type" in ('trial_activation','webinar_registration','like','view'))
);
--> statement-breakpoint
CREATE TABLE "user_likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"vendor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_likes_content_type_check" CHECK ("user_likes"."content_type" in ('job','webinar','certification','product_update','product_trial','ai_course'))
);
--> statement-breakpoint
CREATE TABLE "user_trial_activations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"trial_id" uuid NOT NULL,
	"activation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"feedback" text,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_trial_activations_status_check" CHECK ("user_trial_activations"."status" in ('active','completed','expired')),
	CONSTRAINT "user_trial_activations_rating_check" CHECK ("user_trial_activations"."rating" is null or ("user_trial_activations"."rating" between 1 and 5))
);
--> statement-breakpoint
CREATE TABLE "user_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"content_type" text DEFAULT 'webinar' NOT NULL,
	"content_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_views_content_type_check" CHECK ("user_views"."content_type" in ('job','webinar','certification','product_update','product_trial','ai_course'))
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"website_url" text,
	"description" text,
	"domain_name" text,
	"vendor_manager_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_id_slug" CHECK ("vendors"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "webinar_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webinar_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reminder_24h_sent_at" timestamp with time zone,
	"reminder_1h_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" text,
	"title" text NOT NULL,
	"description" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"registration_url" text,
	"webinar_url" text,
	"video_url" text,
	"recording_url" text,
	"thumbnail_url" text,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"experience_level" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinars_status_check" CHECK ("webinars"."status" in ('upcoming','live','completed','cancelled')),
	CONSTRAINT "webinars_level_check" CHECK ("webinars"."experience_level" is null or "webinars"."experience_level" in ('beginner','intermediate','advanced','all-levels')),
	CONSTRAINT "webinars_duration_check" CHECK ("webinars"."duration_minutes" > 0 and "webinars"."duration_minutes" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "forum_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic_id" uuid NOT NULL,
	"user_id" uuid,
	"content" text NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"downvotes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_replies_counts_check" CHECK ("forum_replies"."upvotes" >= 0 and "forum_replies"."downvotes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "forum_topic_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"downvotes" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_topics_title_len" CHECK (char_length("forum_topics"."title") between 1 and 255),
	CONSTRAINT "forum_topics_counts_check" CHECK ("forum_topics"."upvotes" >= 0 and "forum_topics"."downvotes" >= 0 and "forum_topics"."reply_count" >= 0 and "forum_topics"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "forum_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_votes_target_check" CHECK ("forum_votes"."target_type" in ('topic','reply')),
	CONSTRAINT "forum_votes_value_check" CHECK ("forum_votes"."value" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "digest_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"daily_digest" boolean DEFAULT false NOT NULL,
	"weekly_digest" boolean DEFAULT false NOT NULL,
	"biweekly_digest" boolean DEFAULT false NOT NULL,
	"monthly_digest" boolean DEFAULT false NOT NULL,
	"preferred_topics" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"preferred_vendors" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('forum_reply','trial_expiring','new_webinar','system'))
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"all_webinars" boolean DEFAULT false NOT NULL,
	"upcoming_webinars" boolean DEFAULT true NOT NULL,
	"featured_webinars" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "background_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "background_jobs_status_check" CHECK ("background_jobs"."status" in ('pending','running','done','failed'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"ip" text,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_subject_check" CHECK ("contact_messages"."subject" in ('general','support','billing','partnership','feedback','other'))
);
--> statement-breakpoint
CREATE TABLE "digest_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"digest_type" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"triggered_by" uuid,
	"test_user_id" uuid,
	CONSTRAINT "digest_runs_type_check" CHECK ("digest_runs"."digest_type" in ('daily','weekly','biweekly','monthly')),
	CONSTRAINT "digest_runs_status_check" CHECK ("digest_runs"."status" in ('completed','in_progress','failed'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"dedupe_key" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending','sending','sent','failed'))
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_courses" ADD CONSTRAINT "ai_courses_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_trials" ADD CONSTRAINT "product_trials_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_updates" ADD CONSTRAINT "product_updates_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_interactions" ADD CONSTRAINT "user_content_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_interactions" ADD CONSTRAINT "user_content_interactions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_likes" ADD CONSTRAINT "user_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_likes" ADD CONSTRAINT "user_likes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_trial_activations" ADD CONSTRAINT "user_trial_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_trial_activations" ADD CONSTRAINT "user_trial_activations_trial_id_product_trials_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."product_trials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_views" ADD CONSTRAINT "user_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topic_views" ADD CONSTRAINT "forum_topic_views_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_votes" ADD CONSTRAINT "forum_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_preferences" ADD CONSTRAINT "digest_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_runs" ADD CONSTRAINT "digest_runs_triggered_by_users_id_fk" FOREIGN KEY ("triggered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_runs" ADD CONSTRAINT "digest_runs_test_user_id_users_id_fk" FOREIGN KEY ("test_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_token_hash_key" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_tokens_user_kind_idx" ON "email_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "profiles_email_idx" ON "profiles" USING btree ("email");--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profiles_is_pro_idx" ON "profiles" USING btree ("is_pro");--> statement-breakpoint
CREATE INDEX "rate_limit_events_lookup_idx" ON "rate_limit_events" USING btree ("bucket","key","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_events_created_idx" ON "rate_limit_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_sessions_token_hash_key" ON "refresh_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_sessions_family_idx" ON "refresh_sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_sessions_user_idx" ON "refresh_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_order_key" ON "orders" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_subscriptions_user_idx" ON "user_subscriptions" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "user_subscriptions_end_idx" ON "user_subscriptions" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "ai_courses_vendor_idx" ON "ai_courses" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "ai_courses_created_idx" ON "ai_courses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ai_courses_name_idx" ON "ai_courses" USING btree ("name");--> statement-breakpoint
CREATE INDEX "certifications_vendor_idx" ON "certifications" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "certifications_created_idx" ON "certifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "certifications_name_idx" ON "certifications" USING btree ("name");--> statement-breakpoint
CREATE INDEX "jobs_status_posted_idx" ON "jobs" USING btree ("status","posted_date");--> statement-breakpoint
CREATE INDEX "jobs_vendor_idx" ON "jobs" USING btree ("vendor_id","status");--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_title_idx" ON "jobs" USING btree ("job_title");--> statement-breakpoint
CREATE INDEX "jobs_salary_idx" ON "jobs" USING btree ("salary_min","salary_max");--> statement-breakpoint
CREATE INDEX "jobs_location_idx" ON "jobs" USING btree ("location_city","location_state","location_country");--> statement-breakpoint
CREATE INDEX "jobs_level_type_idx" ON "jobs" USING btree ("experience_level","job_type");--> statement-breakpoint
CREATE INDEX "product_trials_vendor_idx" ON "product_trials" USING btree ("vendor_id","status");--> statement-breakpoint
CREATE INDEX "product_trials_featured_idx" ON "product_trials" USING btree ("is_featured","status","created_at");--> statement-breakpoint
CREATE INDEX "product_trials_start_idx" ON "product_trials" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "product_trials_end_idx" ON "product_trials" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "product_trials_created_idx" ON "product_trials" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_updates_release_idx" ON "product_updates" USING btree ("release_date");--> statement-breakpoint
CREATE INDEX "product_updates_vendor_idx" ON "product_updates" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "product_updates_created_idx" ON "product_updates" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_content_interactions_user_idx" ON "user_content_interactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_content_interactions_vendor_idx" ON "user_content_interactions" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_likes_unique" ON "user_likes" USING btree ("user_id","content_type","content_id");--> statement-breakpoint
CREATE INDEX "user_likes_content_idx" ON "user_likes" USING btree ("content_type","content_id");--> statement-breakpoint
CREATE INDEX "user_likes_vendor_idx" ON "user_likes" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "user_likes_created_idx" ON "user_likes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_trial_activations_unique" ON "user_trial_activations" USING btree ("user_id","trial_id");--> statement-breakpoint
CREATE INDEX "user_trial_activations_trial_idx" ON "user_trial_activations" USING btree ("trial_id","status");--> statement-breakpoint
CREATE INDEX "user_trial_activations_expiry_idx" ON "user_trial_activations" USING btree ("status","expiry_date");--> statement-breakpoint
CREATE INDEX "user_views_user_idx" ON "user_views" USING btree ("user_id","content_type","viewed_at");--> statement-breakpoint
CREATE INDEX "vendors_name_idx" ON "vendors" USING btree ("name");--> statement-breakpoint
CREATE INDEX "vendors_manager_email_idx" ON "vendors" USING btree (lower("vendor_manager_email"));--> statement-breakpoint
CREATE INDEX "vendors_domain_idx" ON "vendors" USING btree ("domain_name");--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_registrations_unique" ON "webinar_registrations" USING btree ("webinar_id","user_id");--> statement-breakpoint
CREATE INDEX "webinar_registrations_user_idx" ON "webinar_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webinars_vendor_idx" ON "webinars" USING btree ("vendor_id","start_time");--> statement-breakpoint
CREATE INDEX "webinars_status_start_idx" ON "webinars" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "webinars_start_idx" ON "webinars" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "webinars_duration_idx" ON "webinars" USING btree ("duration_minutes");--> statement-breakpoint
CREATE INDEX "webinars_level_idx" ON "webinars" USING btree ("experience_level");--> statement-breakpoint
CREATE INDEX "forum_replies_topic_idx" ON "forum_replies" USING btree ("topic_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_topic_views_lookup_idx" ON "forum_topic_views" USING btree ("topic_id","viewer_key","viewed_at");--> statement-breakpoint
CREATE INDEX "forum_topics_created_idx" ON "forum_topics" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "forum_topics_upvotes_idx" ON "forum_topics" USING btree ("upvotes","created_at");--> statement-breakpoint
CREATE INDEX "forum_topics_replies_idx" ON "forum_topics" USING btree ("reply_count","created_at");--> statement-breakpoint
CREATE INDEX "forum_topics_tags_idx" ON "forum_topics" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "forum_topics_user_idx" ON "forum_topics" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_votes_unique" ON "forum_votes" USING btree ("user_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "forum_votes_target_idx" ON "forum_votes" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key" ON "notifications" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_dedupe_key" ON "background_jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "digest_runs_sent_idx" ON "digest_runs" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe_key" ON "email_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_name_key" ON "email_templates" USING btree ("name");