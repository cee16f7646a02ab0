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
CREATE INDEX "derived_news_code" ON "derived_news" USING btree ("as_of","code");--> statement-breakpoint
CREATE INDEX "derived_news_date" ON "derived_news" USING btree ("as_of","date");