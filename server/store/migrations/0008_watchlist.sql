CREATE TABLE "alert_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_digest" text DEFAULT 'off' NOT NULL,
	"last_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_states" (
	"user_id" text NOT NULL,
	"alert_id" text NOT NULL,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "alert_states_user_id_alert_id_pk" PRIMARY KEY("user_id","alert_id")
);
--> statement-breakpoint
CREATE TABLE "derived_alerts" (
	"as_of" date NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "derived_alerts_as_of_id_pk" PRIMARY KEY("as_of","id")
);
--> statement-breakpoint
CREATE TABLE "watchlist_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"personalized" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_items" (
	"group_id" text NOT NULL,
	"user_id" text NOT NULL,
	"fund_code" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_items_group_id_fund_code_pk" PRIMARY KEY("group_id","fund_code")
);
--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_states" ADD CONSTRAINT "alert_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_groups" ADD CONSTRAINT "watchlist_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_group_id_watchlist_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."watchlist_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "derived_alerts_code" ON "derived_alerts" USING btree ("as_of","code");--> statement-breakpoint
CREATE INDEX "watchlist_groups_user_idx" ON "watchlist_groups" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_groups_one_default" ON "watchlist_groups" USING btree ("user_id") WHERE "watchlist_groups"."is_default";--> statement-breakpoint
CREATE INDEX "watchlist_items_user_idx" ON "watchlist_items" USING btree ("user_id","fund_code");