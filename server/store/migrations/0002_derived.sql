CREATE TABLE "derived_categories" (
	"as_of" date NOT NULL,
	"category" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "derived_categories_as_of_category_pk" PRIMARY KEY("as_of","category")
);
--> statement-breakpoint
CREATE TABLE "derived_lists" (
	"as_of" date NOT NULL,
	"list" text NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "derived_lists_as_of_list_position_pk" PRIMARY KEY("as_of","list","position")
);
--> statement-breakpoint
CREATE TABLE "derived_products" (
	"as_of" date NOT NULL,
	"code" text NOT NULL,
	"risk_level" integer,
	"rating_tier" text,
	"star_rating" integer,
	"data" jsonb NOT NULL,
	CONSTRAINT "derived_products_as_of_code_pk" PRIMARY KEY("as_of","code")
);
