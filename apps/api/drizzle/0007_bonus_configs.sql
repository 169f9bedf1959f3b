CREATE TABLE "bonus_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"fleet_id" integer NOT NULL,
	"vehicle_plate_id" integer,
	"min_performance" numeric(12, 2) NOT NULL,
	"max_performance" numeric(12, 2) NOT NULL,
	"bonus_value" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_configs" ADD CONSTRAINT "bonus_configs_fleet_id_fleets_id_fk" FOREIGN KEY ("fleet_id") REFERENCES "public"."fleets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_configs" ADD CONSTRAINT "bonus_configs_vehicle_plate_id_vehicle_plates_id_fk" FOREIGN KEY ("vehicle_plate_id") REFERENCES "public"."vehicle_plates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_configs_type_idx" ON "bonus_configs" USING btree ("type");--> statement-breakpoint
CREATE INDEX "bonus_configs_min_performance_idx" ON "bonus_configs" USING btree ("min_performance");--> statement-breakpoint
CREATE INDEX "bonus_configs_fleet_id_idx" ON "bonus_configs" USING btree ("fleet_id");--> statement-breakpoint
CREATE INDEX "bonus_configs_vehicle_plate_id_idx" ON "bonus_configs" USING btree ("vehicle_plate_id");