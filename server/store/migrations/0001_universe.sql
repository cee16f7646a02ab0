CREATE TABLE "calendars" (
	"id" text PRIMARY KEY NOT NULL,
	"days" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_zh_hant" text NOT NULL,
	"name_zh_hans" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_scenarios" (
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	CONSTRAINT "demo_scenarios_code_kind_reason_pk" PRIMARY KEY("code","kind","reason")
);
--> statement-breakpoint
CREATE TABLE "market_series" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"calendar" text NOT NULL,
	"start_index" integer NOT NULL,
	"meta" jsonb NOT NULL,
	"values" "bytea" NOT NULL,
	"extra" "bytea",
	CONSTRAINT "market_series_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "product_docs" (
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "product_docs_code_kind_pk" PRIMARY KEY("code","kind")
);
--> statement-breakpoint
CREATE TABLE "product_navs" (
	"code" text NOT NULL,
	"year" integer NOT NULL,
	"calendar" text NOT NULL,
	"start_index" integer NOT NULL,
	"nav" "bytea" NOT NULL,
	"dividend_index" "bytea" NOT NULL,
	"dividend_amount" "bytea" NOT NULL,
	CONSTRAINT "product_navs_code_year_pk" PRIMARY KEY("code","year")
);
--> statement-breakpoint
CREATE TABLE "product_series" (
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"calendar" text NOT NULL,
	"start_index" integer NOT NULL,
	"values" "bytea" NOT NULL,
	CONSTRAINT "product_series_code_kind_pk" PRIMARY KEY("code","kind")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"code" text PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"name" text NOT NULL,
	"name_zh_hant" text,
	"name_zh_hans" text,
	"isin" text,
	"symbol" text,
	"currency" text NOT NULL,
	"asset_class" text,
	"category" text,
	"region" text,
	"company_id" text,
	"launch_date" date,
	"is_strategy" boolean NOT NULL,
	"is_demo" boolean NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "products_isin_idx" ON "products" USING btree ("isin");--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_id");--> statement-breakpoint
-- NAV and series bytes are random-looking doubles: TOAST compression costs time and saves nothing.
ALTER TABLE "product_navs" ALTER COLUMN "nav" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "product_series" ALTER COLUMN "values" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "market_series" ALTER COLUMN "values" SET STORAGE EXTERNAL;
