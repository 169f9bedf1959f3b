CREATE TABLE "app_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(150) NOT NULL,
	"message" varchar(2000) NOT NULL,
	"sender" varchar(150),
	"due_date" timestamp with time zone,
	"can_mark_as_read" boolean DEFAULT false,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"description" varchar(500),
	"client_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(150) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleets" (
	"id" serial PRIMARY KEY NOT NULL,
	"operation_name" varchar(150) NOT NULL,
	"client_id" integer NOT NULL,
	"business_unit_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(150) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(150) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_plates" (
	"id" serial PRIMARY KEY NOT NULL,
	"plate" varchar(11) NOT NULL,
	"tag" varchar(50) NOT NULL,
	"description" varchar(500),
	"client_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"fleet_type_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(150) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_units" ADD CONSTRAINT "business_units_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleets" ADD CONSTRAINT "fleets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleets" ADD CONSTRAINT "fleets_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_plates" ADD CONSTRAINT "vehicle_plates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_plates" ADD CONSTRAINT "vehicle_plates_type_id_vehicle_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_plates" ADD CONSTRAINT "vehicle_plates_fleet_type_id_fleet_types_id_fk" FOREIGN KEY ("fleet_type_id") REFERENCES "public"."fleet_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_messages_created_at_idx" ON "app_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "business_units_name_idx" ON "business_units" USING btree ("name");--> statement-breakpoint
CREATE INDEX "business_units_created_at_idx" ON "business_units" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "business_units_client_id_idx" ON "business_units" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_types_code_unique" ON "fleet_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "fleet_types_name_idx" ON "fleet_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "fleets_operation_name_idx" ON "fleets" USING btree ("operation_name");--> statement-breakpoint
CREATE INDEX "fleets_created_at_idx" ON "fleets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fleets_client_id_idx" ON "fleets" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "fleets_business_unit_id_idx" ON "fleets" USING btree ("business_unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operation_types_code_unique" ON "operation_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "operation_types_name_idx" ON "operation_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "reference_groups_code_unique" ON "reference_groups" USING btree ("code");--> statement-breakpoint
CREATE INDEX "reference_groups_name_idx" ON "reference_groups" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_plates_plate_unique" ON "vehicle_plates" USING btree ("plate");--> statement-breakpoint
CREATE INDEX "vehicle_plates_created_at_idx" ON "vehicle_plates" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vehicle_plates_client_id_idx" ON "vehicle_plates" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "vehicle_plates_type_id_idx" ON "vehicle_plates" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "vehicle_plates_fleet_type_id_idx" ON "vehicle_plates" USING btree ("fleet_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_types_code_unique" ON "vehicle_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "vehicle_types_name_idx" ON "vehicle_types" USING btree ("name");