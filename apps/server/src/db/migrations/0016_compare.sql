CREATE TABLE "compare_opens" (
	"key" text PRIMARY KEY NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_helpful_votes" (
	"activation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_votes_activation_id_user_id_pk" PRIMARY KEY("activation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"activation_id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_replies_body_len" CHECK (char_length("review_replies"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "vendor_profiles" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"deployment" text,
	"deployment_confirmed_at" timestamp with time zone,
	"pricing_models" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_from" integer,
	"price_currency" text DEFAULT 'USD' NOT NULL,
	"price_unit" text,
	"pricing_confirmed_at" timestamp with time zone,
	"free_trial_days" integer,
	"trial_confirmed_at" timestamp with time zone,
	"docs_url" text,
	"pricing_url" text,
	"status_url" text,
	"links_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_profiles_deployment_check" CHECK ("vendor_profiles"."deployment" is null or "vendor_profiles"."deployment" in ('saas','self-hosted','both')),
	CONSTRAINT "vendor_profiles_pricing_check" CHECK ("vendor_profiles"."pricing_models" <@ array['free-tier','per-seat','usage-based','enterprise']::text[]),
	CONSTRAINT "vendor_profiles_price_check" CHECK ("vendor_profiles"."price_from" is null or "vendor_profiles"."price_from" >= 0),
	CONSTRAINT "vendor_profiles_currency_check" CHECK ("vendor_profiles"."price_currency" in ('USD','EUR','GBP','INR','CAD','AUD')),
	CONSTRAINT "vendor_profiles_trial_check" CHECK ("vendor_profiles"."free_trial_days" is null or "vendor_profiles"."free_trial_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "vendor_tags" (
	"vendor_id" text NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_tags_vendor_id_kind_slug_pk" PRIMARY KEY("vendor_id","kind","slug")
);
--> statement-breakpoint
CREATE TABLE "vendor_taxonomy" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_taxonomy_kind_slug_pk" PRIMARY KEY("kind","slug"),
	CONSTRAINT "vendor_taxonomy_kind_check" CHECK ("vendor_taxonomy"."kind" in ('category','framework','language','ci')),
	CONSTRAINT "vendor_taxonomy_slug_check" CHECK ("vendor_taxonomy"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("vendor_taxonomy"."slug") <= 60),
	CONSTRAINT "vendor_taxonomy_name_len" CHECK (char_length("vendor_taxonomy"."name") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_activation_id_user_trial_activations_id_fk" FOREIGN KEY ("activation_id") REFERENCES "public"."user_trial_activations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_activation_id_user_trial_activations_id_fk" FOREIGN KEY ("activation_id") REFERENCES "public"."user_trial_activations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD CONSTRAINT "vendor_profiles_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_tags" ADD CONSTRAINT "vendor_tags_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_tags" ADD CONSTRAINT "vendor_tags_term_fk" FOREIGN KEY ("kind","slug") REFERENCES "public"."vendor_taxonomy"("kind","slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "compare_opens_opens_idx" ON "compare_opens" USING btree ("opens");--> statement-breakpoint
CREATE INDEX "review_helpful_votes_user_idx" ON "review_helpful_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "review_replies_vendor_idx" ON "review_replies" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_profiles_deployment_idx" ON "vendor_profiles" USING btree ("deployment");--> statement-breakpoint
CREATE INDEX "vendor_profiles_pricing_idx" ON "vendor_profiles" USING gin ("pricing_models");--> statement-breakpoint
CREATE INDEX "vendor_profiles_trial_idx" ON "vendor_profiles" USING btree ("free_trial_days") WHERE "vendor_profiles"."free_trial_days" > 0;--> statement-breakpoint
CREATE INDEX "vendor_tags_term_idx" ON "vendor_tags" USING btree ("kind","slug","vendor_id");--> statement-breakpoint
-- Hand-written (docs/decisions/2301): profiles, the taxonomy, replies and helpful votes are part of public
-- answers (vendor pages, the finder, comparisons), so they bump the catalogue cache version (docs/decisions/1302).
-- compare_opens does not: an opened comparison changes no public answer.
CREATE TRIGGER vendor_taxonomy_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendor_taxonomy
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');--> statement-breakpoint
CREATE TRIGGER vendor_profiles_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendor_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');--> statement-breakpoint
CREATE TRIGGER vendor_tags_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendor_tags
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');--> statement-breakpoint
CREATE TRIGGER review_replies_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON review_replies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');--> statement-breakpoint
CREATE TRIGGER review_helpful_votes_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON review_helpful_votes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');--> statement-breakpoint
-- The starting taxonomy (every install, not only the demo); admins extend and rename it.
INSERT INTO vendor_taxonomy (kind, slug, name, description, sort_order) VALUES
  ('category', 'self-healing-locators', 'Self-healing locators', 'Repairs broken selectors when the UI changes', 10),
  ('category', 'visual-ai', 'Visual AI', 'Visual regression checks with learned baselines', 20),
  ('category', 'test-generation', 'Test generation from requirements', 'Writes tests from stories, specs or user journeys', 30),
  ('category', 'llm-evaluation', 'LLM/agent evaluation', 'Tests and scores LLM and agent output', 40),
  ('category', 'test-data-generation', 'Test data generation', 'Synthetic or masked test data', 50),
  ('category', 'flaky-test-analysis', 'Flaky-test analysis', 'Finds, quarantines and explains flaky tests', 60),
  ('category', 'accessibility-testing', 'Accessibility testing', 'Automated WCAG checks and guidance', 70),
  ('category', 'risk-based-selection', 'Risk-based test selection', 'Runs the tests a change can break', 80),
  ('category', 'autonomous-exploration', 'Autonomous exploratory testing', 'Agents that explore the app and report issues', 90),
  ('category', 'performance-anomalies', 'Performance anomaly detection', 'Spots regressions in load and latency', 100),
  ('framework', 'playwright', 'Playwright', NULL, 10),
  ('framework', 'cypress', 'Cypress', NULL, 20),
  ('framework', 'selenium', 'Selenium', NULL, 30),
  ('framework', 'appium', 'Appium', NULL, 40),
  ('framework', 'webdriverio', 'WebdriverIO', NULL, 50),
  ('framework', 'pytest', 'pytest', NULL, 60),
  ('framework', 'junit', 'JUnit', NULL, 70),
  ('framework', 'k6', 'k6', NULL, 80),
  ('language', 'typescript', 'TypeScript', NULL, 10),
  ('language', 'javascript', 'JavaScript', NULL, 20),
  ('language', 'java', 'Java', NULL, 30),
  ('language', 'python', 'Python', NULL, 40),
  ('language', 'csharp', 'C#', NULL, 50),
  ('language', 'go', 'Go', NULL, 60),
  ('language', 'kotlin', 'Kotlin', NULL, 70),
  ('ci', 'github-actions', 'GitHub Actions', NULL, 10),
  ('ci', 'gitlab-ci', 'GitLab CI', NULL, 20),
  ('ci', 'jenkins', 'Jenkins', NULL, 30),
  ('ci', 'azure-devops', 'Azure DevOps', NULL, 40),
  ('ci', 'circleci', 'CircleCI', NULL, 50),
  ('ci', 'bitbucket-pipelines', 'Bitbucket Pipelines', NULL, 60)
ON CONFLICT DO NOTHING;
