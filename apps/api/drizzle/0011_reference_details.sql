CREATE TABLE "reference_geofence_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"geofence_id" integer NOT NULL,
	"index" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_geofences" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_operating_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"contracted_gate_to_gate_minutes" integer NOT NULL,
	"expected_gate_to_gate_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "references" ALTER COLUMN "reference_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "references" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "references" ALTER COLUMN "reference_group_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reference_geofence_points" ADD CONSTRAINT "reference_geofence_points_geofence_id_reference_geofences_id_fk" FOREIGN KEY ("geofence_id") REFERENCES "public"."reference_geofences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_geofences" ADD CONSTRAINT "reference_geofences_reference_id_references_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."references"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_operating_hours" ADD CONSTRAINT "reference_operating_hours_reference_id_references_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."references"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reference_geofence_points_order_unique" ON "reference_geofence_points" USING btree ("geofence_id","index");--> statement-breakpoint
CREATE UNIQUE INDEX "reference_geofences_reference_id_unique" ON "reference_geofences" USING btree ("reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reference_operating_hours_day_unique" ON "reference_operating_hours" USING btree ("reference_id","day_of_week");