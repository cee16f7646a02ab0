CREATE TABLE "derived_news" (
	"as_of" date NOT NULL,
	"id" text NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "derived_news_as_of_id_pk" PRIMARY KEY("as_of","id")
);
--> statement-breakpoint
CREATE TABLE "news_feed_items" (
	"id" text PRIMARY KEY NOT NULL,
	"feed_url" text NOT NULL,
	"institution_id" integer,
	"guid" text NOT NULL,
	"link" text,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"publisher" text,
	"published_at" timestamp with time zone NOT NULL,
	"codes" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "derived_news_code" ON "derived_news" USING btree ("as_of","code");--> statement-breakpoint
CREATE INDEX "derived_news_date" ON "derived_news" USING btree ("as_of","date");--> statement-breakpoint
CREATE UNIQUE INDEX "news_feed_items_guid" ON "news_feed_items" USING btree ("feed_url","guid");--> statement-breakpoint
CREATE INDEX "news_feed_items_published" ON "news_feed_items" USING btree ("published_at");