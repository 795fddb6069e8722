CREATE TABLE "search_log" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"last_total" integer,
	CONSTRAINT "search_log_day_kind_term_pk" PRIMARY KEY("day","kind","term")
);
--> statement-breakpoint
CREATE INDEX "search_log_day_idx" ON "search_log" USING btree ("day" DESC NULLS LAST);