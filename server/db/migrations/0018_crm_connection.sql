ALTER TABLE "customers" ADD COLUMN "mrr" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "connection" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "secrets" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "last_error" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "last_import_count" integer;