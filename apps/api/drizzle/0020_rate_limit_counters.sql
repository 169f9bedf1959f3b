CREATE TABLE "rate_limit_counters" (
	"key" varchar(160) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
