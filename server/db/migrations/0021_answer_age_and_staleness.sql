ALTER TABLE "questionnaire_questions" ADD COLUMN "stale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD COLUMN "stale_reason" text;--> statement-breakpoint
ALTER TABLE "questionnaire_settings" ADD COLUMN "answer_review_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "kb_library_entries" ADD COLUMN "approved_how" text;--> statement-breakpoint
ALTER TABLE "kb_library_entries" ADD COLUMN "reviewed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "kb_library_entries" ADD COLUMN "reviewed_by_name" text;--> statement-breakpoint
ALTER TABLE "kb_library_entries" ADD COLUMN "citations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kb_library_entries" ADD COLUMN "stale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kb_library_entries" ADD COLUMN "stale_reason" text;--> statement-breakpoint
CREATE INDEX "kb_library_org_stale_idx" ON "kb_library_entries" USING btree ("organization_id","stale_at");