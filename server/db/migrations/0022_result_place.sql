ALTER TABLE "questionnaire_request_files" ADD COLUMN "result_place" text;--> statement-breakpoint
ALTER TABLE "questionnaire_request_files" ADD COLUMN "result_previewed_at" timestamp with time zone;