CREATE TABLE "justifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"description" varchar(500) NOT NULL,
	"type" text DEFAULT 'Cancellation',
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(150) NOT NULL,
	"description" varchar(500) NOT NULL,
	"type" text DEFAULT 'DryLoad',
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "references" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_code" varchar(50),
	"name" varchar(150),
	"description" varchar(500),
	"reference_group_id" integer,
	"is_reference_visible" boolean DEFAULT true,
	"is_load" boolean DEFAULT false,
	"is_unload" boolean DEFAULT false,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "references" ADD CONSTRAINT "references_reference_group_id_reference_groups_id_fk" FOREIGN KEY ("reference_group_id") REFERENCES "public"."reference_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_origin_id_references_id_fk" FOREIGN KEY ("origin_id") REFERENCES "public"."references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_destination_id_references_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "justifications_code_unique" ON "justifications" USING btree ("code");--> statement-breakpoint
CREATE INDEX "justifications_description_idx" ON "justifications" USING btree ("description");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_unique" ON "products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "references_reference_code_unique" ON "references" USING btree ("reference_code");--> statement-breakpoint
CREATE INDEX "references_name_idx" ON "references" USING btree ("name");--> statement-breakpoint
CREATE INDEX "references_reference_group_id_idx" ON "references" USING btree ("reference_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "routes_origin_id_destination_id_unique" ON "routes" USING btree ("origin_id","destination_id");--> statement-breakpoint
CREATE INDEX "routes_origin_id_idx" ON "routes" USING btree ("origin_id");--> statement-breakpoint
CREATE INDEX "routes_destination_id_idx" ON "routes" USING btree ("destination_id");