ALTER TABLE "integration_keys" DROP COLUMN "created_by";--> statement-breakpoint
ALTER TABLE "integration_keys" DROP COLUMN "revoked_at";