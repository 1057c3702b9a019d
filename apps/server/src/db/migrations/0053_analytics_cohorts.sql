CREATE TABLE "analytics_cohort_months" (
	"month" date NOT NULL,
	"cohort" date NOT NULL,
	"time_zone" text NOT NULL,
	"version" smallint NOT NULL,
	"members" integer NOT NULL,
	"active" integer NOT NULL,
	"paying" integer NOT NULL,
	"partial" boolean NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_cohort_months_month_cohort_pk" PRIMARY KEY("month","cohort")
);
