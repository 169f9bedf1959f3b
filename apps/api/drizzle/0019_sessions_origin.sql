ALTER TABLE "sessions" ADD COLUMN "address" varchar(64);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" varchar(300);