DROP INDEX "programmings_created_at_idx";--> statement-breakpoint
DROP INDEX "programmings_expected_departure_time_idx";--> statement-breakpoint
CREATE INDEX "programmings_created_at_id_idx" ON "programmings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "programmings_expected_departure_time_id_idx" ON "programmings" USING btree ("expected_departure_time","id");