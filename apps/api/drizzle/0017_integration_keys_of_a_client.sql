ALTER TABLE "integration_keys" DROP CONSTRAINT "integration_keys_created_by_users_id_fk";
--> statement-breakpoint
DROP INDEX "integration_keys_hash_unique";--> statement-breakpoint
DROP INDEX "integration_keys_created_idx";--> statement-breakpoint
ALTER TABLE "integration_keys" ALTER COLUMN "key_hash" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "integration_keys" ALTER COLUMN "key_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_keys" ALTER COLUMN "key_prefix" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_keys_created_at_idx" ON "integration_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "integration_keys_client_id_idx" ON "integration_keys" USING btree ("client_id");--> statement-breakpoint
-- A key revoked before keys had isActive stays revoked.
UPDATE "integration_keys" SET "is_active" = false WHERE "revoked_at" IS NOT NULL;