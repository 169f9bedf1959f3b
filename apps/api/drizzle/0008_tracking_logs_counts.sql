CREATE TABLE "tracking_logs_count_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"placa" varchar(11),
	"motorista_nome" varchar(200),
	CONSTRAINT "tracking_logs_count_groups_key" UNIQUE NULLS NOT DISTINCT("client_id","placa","motorista_nome")
);
--> statement-breakpoint
CREATE TABLE "tracking_logs_counts_by_day" (
	"group_id" integer NOT NULL,
	"day" date,
	"row_count" integer NOT NULL,
	CONSTRAINT "tracking_logs_counts_by_day_key" UNIQUE NULLS NOT DISTINCT("group_id","day")
);
--> statement-breakpoint
CREATE TABLE "tracking_logs_counts_by_hour" (
	"hour" timestamp,
	"row_count" integer NOT NULL,
	CONSTRAINT "tracking_logs_counts_by_hour_key" UNIQUE NULLS NOT DISTINCT("hour")
);
--> statement-breakpoint
DROP INDEX "tracking_logs_saved_at_idx";--> statement-breakpoint
DROP INDEX "tracking_logs_placa_idx";--> statement-breakpoint
DROP INDEX "tracking_logs_motorista_nome_idx";--> statement-breakpoint
DROP INDEX "tracking_logs_client_id_idx";--> statement-breakpoint
CREATE INDEX "tracking_logs_saved_at_id_idx" ON "tracking_logs" USING btree ("saved_at","id");--> statement-breakpoint
CREATE INDEX "tracking_logs_client_id_saved_at_id_idx" ON "tracking_logs" USING btree ("client_id","saved_at","id");--> statement-breakpoint
CREATE INDEX "tracking_logs_placa_saved_at_id_idx" ON "tracking_logs" USING btree ("placa","saved_at","id");--> statement-breakpoint
CREATE INDEX "tracking_logs_motorista_nome_saved_at_id_idx" ON "tracking_logs" USING btree ("motorista_nome","saved_at","id");