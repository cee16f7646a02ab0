CREATE TABLE "model_portfolio_subscriptions" (
	"user_id" text NOT NULL,
	"model_portfolio_id" text NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_portfolio_subscriptions_user_id_model_portfolio_id_pk" PRIMARY KEY("user_id","model_portfolio_id")
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"product_type" text DEFAULT 'fund' NOT NULL,
	"create_method" text NOT NULL,
	"risk_profile" integer,
	"holdings" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"card" jsonb NOT NULL,
	"risk_level" integer,
	"confirmed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wealth_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"goal" text NOT NULL,
	"name" text,
	"builder" text NOT NULL,
	"risk_level" integer,
	"inputs" jsonb NOT NULL,
	"holdings" jsonb NOT NULL,
	"analysis" jsonb,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_portfolio_subscriptions" ADD CONSTRAINT "model_portfolio_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twins" ADD CONSTRAINT "twins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wealth_plans" ADD CONSTRAINT "wealth_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolios_user_idx" ON "portfolios" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wealth_plans_user_idx" ON "wealth_plans" USING btree ("user_id","created_at");