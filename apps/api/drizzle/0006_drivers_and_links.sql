CREATE TABLE "client_drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(150),
	"cpf" text,
	"client_id" integer NOT NULL,
	"vehicle_plate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"password_hash" text
);
--> statement-breakpoint
CREATE TABLE "fleet_drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"fleet_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_drivers" ADD CONSTRAINT "client_drivers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_drivers" ADD CONSTRAINT "client_drivers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_vehicle_plate_id_vehicle_plates_id_fk" FOREIGN KEY ("vehicle_plate_id") REFERENCES "public"."vehicle_plates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_drivers" ADD CONSTRAINT "fleet_drivers_fleet_id_fleets_id_fk" FOREIGN KEY ("fleet_id") REFERENCES "public"."fleets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_drivers" ADD CONSTRAINT "fleet_drivers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_drivers_client_id_driver_id_unique" ON "client_drivers" USING btree ("client_id","driver_id");--> statement-breakpoint
CREATE INDEX "client_drivers_client_id_idx" ON "client_drivers" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_drivers_driver_id_idx" ON "client_drivers" USING btree ("driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_cpf_unique" ON "drivers" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "drivers_client_id_idx" ON "drivers" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "drivers_vehicle_plate_id_idx" ON "drivers" USING btree ("vehicle_plate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_drivers_fleet_id_driver_id_unique" ON "fleet_drivers" USING btree ("fleet_id","driver_id");--> statement-breakpoint
CREATE INDEX "fleet_drivers_fleet_id_idx" ON "fleet_drivers" USING btree ("fleet_id");--> statement-breakpoint
CREATE INDEX "fleet_drivers_driver_id_idx" ON "fleet_drivers" USING btree ("driver_id");