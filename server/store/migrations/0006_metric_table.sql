CREATE TABLE "derived_metric_tables" (
	"as_of" date PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
