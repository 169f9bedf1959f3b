CREATE TABLE "programmings" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"main_vehicle_plate_id" integer,
	"semi_trailer1_id" integer,
	"semi_trailer2_id" integer,
	"volume" numeric(12, 3) NOT NULL,
	"product_id" integer NOT NULL,
	"driver_id" integer,
	"travel_type" integer DEFAULT 1,
	"route_id" integer,
	"origin_reference_id" integer NOT NULL,
	"destination_reference_id" integer NOT NULL,
	"is_return" boolean DEFAULT false,
	"return_destination_reference_id" integer,
	"expected_departure_time" timestamp with time zone,
	"expected_arrival_time" timestamp with time zone,
	"distance_km" numeric(12, 1),
	"status" integer DEFAULT 1,
	"last_location_update" timestamp with time zone,
	"current_latitude" double precision,
	"current_longitude" double precision,
	"current_address_info" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programming_progress" (
	"programming_id" integer PRIMARY KEY NOT NULL,
	"stage" varchar(20) NOT NULL,
	"stage_since" timestamp with time zone,
	"pending_inside" boolean,
	"pending_since" timestamp with time zone,
	"pending_readings" smallint,
	"last_reading_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "programming_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"programming_id" integer NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"justification_id" integer,
	"user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"key_prefix" varchar(12) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "programmings" ADD CONSTRAINT "programmings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmings" ADD CONSTRAINT "programmings_main_vehicle_plate_id_vehicle_plates_id_fk" FOREIGN KEY ("main_vehicle_plate_id") REFERENCES "public"."vehicle_plates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmings" ADD CONSTRAINT "programmings_semi_trailer1_id_vehicle_plates_id_fk" FOREIGN KEY ("semi_trailer1_id") REFERENCES "public"."vehicle_plates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmings" ADD CONSTRAINT "programmings_semi_trailer2_id_vehicle_plates_id_fk" FOREIGN KEY ("semi_trailer2_id") REFERENCES "public"."vehicle_plates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmings" ADD CONSTRAINT "programmings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmings" ADD CONSTRAINT "programmings_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmings" ADD CONSTRAINT "programmings_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmings" ADD CONSTRAINT "programmings_origin_reference_id_references_id_fk" FOREIGN KEY ("origin_reference_id") REFERENCES "public"."references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmings" ADD CONSTRAINT "programmings_destination_reference_id_references_id_fk" FOREIGN KEY ("destination_reference_id") REFERENCES "public"."references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmings" ADD CONSTRAINT "programmings_return_destination_reference_id_references_id_fk" FOREIGN KEY ("return_destination_reference_id") REFERENCES "public"."references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programming_progress" ADD CONSTRAINT "programming_progress_programming_id_programmings_id_fk" FOREIGN KEY ("programming_id") REFERENCES "public"."programmings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programming_status_changes" ADD CONSTRAINT "programming_status_changes_programming_id_programmings_id_fk" FOREIGN KEY ("programming_id") REFERENCES "public"."programmings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programming_status_changes" ADD CONSTRAINT "programming_status_changes_justification_id_justifications_id_fk" FOREIGN KEY ("justification_id") REFERENCES "public"."justifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programming_status_changes" ADD CONSTRAINT "programming_status_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programmings_status_idx" ON "programmings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "programmings_created_at_idx" ON "programmings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "programmings_expected_departure_time_idx" ON "programmings" USING btree ("expected_departure_time");--> statement-breakpoint
CREATE INDEX "programmings_client_id_idx" ON "programmings" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "programmings_main_vehicle_plate_id_idx" ON "programmings" USING btree ("main_vehicle_plate_id");--> statement-breakpoint
CREATE INDEX "programmings_semi_trailer1_id_idx" ON "programmings" USING btree ("semi_trailer1_id");--> statement-breakpoint
CREATE INDEX "programmings_semi_trailer2_id_idx" ON "programmings" USING btree ("semi_trailer2_id");--> statement-breakpoint
CREATE INDEX "programmings_product_id_idx" ON "programmings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "programmings_driver_id_idx" ON "programmings" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "programmings_route_id_idx" ON "programmings" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "programmings_origin_reference_id_idx" ON "programmings" USING btree ("origin_reference_id");--> statement-breakpoint
CREATE INDEX "programmings_destination_reference_id_idx" ON "programmings" USING btree ("destination_reference_id");--> statement-breakpoint
CREATE INDEX "programmings_return_destination_reference_id_idx" ON "programmings" USING btree ("return_destination_reference_id");--> statement-breakpoint
CREATE INDEX "programming_status_changes_programming_idx" ON "programming_status_changes" USING btree ("programming_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_keys_hash_unique" ON "integration_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "integration_keys_created_idx" ON "integration_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_logs_placa_saved_at_unique" ON "tracking_logs" USING btree ("placa","saved_at");