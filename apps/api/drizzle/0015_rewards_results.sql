CREATE TABLE "driver_month_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"driver_cpf" varchar(11) NOT NULL,
	"driver_name" varchar(200),
	"fleet_id" integer,
	"main_plate" varchar(11),
	"driving_seconds" integer NOT NULL,
	"distance_km" numeric(12, 3) NOT NULL,
	"eligible" boolean NOT NULL,
	"engine_load_percentage" numeric(5, 2),
	"inertia_percentage" numeric(5, 2),
	"engine_load_prize_cents" integer NOT NULL,
	"inertia_prize_cents" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driver_month_results" ADD CONSTRAINT "driver_month_results_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_month_results" ADD CONSTRAINT "driver_month_results_fleet_id_fleets_id_fk" FOREIGN KEY ("fleet_id") REFERENCES "public"."fleets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_month_results_client_month_driver_unique" ON "driver_month_results" USING btree ("client_id","year","month","driver_cpf");--> statement-breakpoint
CREATE INDEX "driver_month_results_driver_idx" ON "driver_month_results" USING btree ("driver_cpf","year","month");