CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"fund_code" text NOT NULL,
	"audience" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"markdown" text NOT NULL,
	"facts" jsonb NOT NULL,
	"facts_version" integer NOT NULL,
	"data_as_of" text,
	"generator" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_user_idx" ON "reports" USING btree ("user_id","created_at");