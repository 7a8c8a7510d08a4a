CREATE TABLE "questionnaire_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"file_id" uuid,
	"question_id" uuid,
	"author_id" uuid,
	"author_name" text DEFAULT '' NOT NULL,
	"comment_text" text NOT NULL,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_priority_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priority" text NOT NULL,
	"due_date_offset_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"sequence_num" integer NOT NULL,
	"group_name" text NOT NULL,
	"row_number" integer,
	"external_ref" text,
	"answer_cells" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"question" text NOT NULL,
	"answer_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer_choice" text,
	"answer_text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"sme_status" text,
	"due_date" date,
	"assignee_id" uuid,
	"answered_by_id" uuid,
	"approved_by_id" uuid,
	"approved_by_sme" boolean DEFAULT false NOT NULL,
	"source" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confidence" real,
	"flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" text,
	"ai_answered" boolean DEFAULT false NOT NULL,
	"was_answered_by_ai_once" boolean DEFAULT false NOT NULL,
	"ai_regeneration_count" integer DEFAULT 0 NOT NULL,
	"ai_qna_feedback_action" text,
	"is_custom" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_request_assignees" (
	"organization_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "questionnaire_request_assignees_organization_id_request_id_user_id_pk" PRIMARY KEY("organization_id","request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_request_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"parse_status" text DEFAULT 'QUEUED' NOT NULL,
	"parse_progress" integer DEFAULT 0 NOT NULL,
	"inspection" jsonb,
	"sheet_mappings" jsonb,
	"all_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selected_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_review_started" boolean DEFAULT false NOT NULL,
	"is_review_completed" boolean DEFAULT false NOT NULL,
	"additional_instructions" text DEFAULT '' NOT NULL,
	"ai_status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"ai_progress" integer DEFAULT 0 NOT NULL,
	"ai_started_at" timestamp with time zone,
	"ai_completed_at" timestamp with time zone,
	"ai_processor_failure_reason" text,
	"selected_kb_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_conversion_request_status" text,
	"converted_file_key" text,
	"approved_at" timestamp with time zone,
	"approved_by_id" uuid,
	"completed_at" timestamp with time zone,
	"completed_by_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_request_products" (
	"organization_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "questionnaire_request_products_organization_id_request_id_product_id_pk" PRIMARY KEY("organization_id","request_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"req_num" integer NOT NULL,
	"kind" text DEFAULT 'MANUAL' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"customer_id" uuid,
	"customer_type" text DEFAULT 'EXISTING' NOT NULL,
	"source_relation_type" text DEFAULT 'DIRECT' NOT NULL,
	"customer_mrr" numeric(14, 2),
	"requestor" text DEFAULT '' NOT NULL,
	"requestor_email" text,
	"customer_comments" text DEFAULT '' NOT NULL,
	"gtm_poc_id" uuid,
	"owner_id" uuid,
	"due_date" date,
	"due_date_source" text DEFAULT 'MANUAL' NOT NULL,
	"priority" text DEFAULT 'P4' NOT NULL,
	"priority_rule_id" uuid,
	"additional_instructions" text DEFAULT '' NOT NULL,
	"external_contact" jsonb,
	"created_by_id" uuid,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"default_priority" text DEFAULT 'P4' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_comments" ADD CONSTRAINT "questionnaire_comments_request_id_questionnaire_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."questionnaire_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_comments" ADD CONSTRAINT "questionnaire_comments_file_id_questionnaire_request_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."questionnaire_request_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_comments" ADD CONSTRAINT "questionnaire_comments_question_id_questionnaire_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questionnaire_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_request_id_questionnaire_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."questionnaire_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_file_id_questionnaire_request_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."questionnaire_request_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_request_assignees" ADD CONSTRAINT "questionnaire_request_assignees_request_id_questionnaire_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."questionnaire_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_request_files" ADD CONSTRAINT "questionnaire_request_files_request_id_questionnaire_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."questionnaire_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_request_products" ADD CONSTRAINT "questionnaire_request_products_request_id_questionnaire_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."questionnaire_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_comments_org_request_idx" ON "questionnaire_comments" USING btree ("organization_id","request_id","created_at");--> statement-breakpoint
CREATE INDEX "questionnaire_comments_org_file_idx" ON "questionnaire_comments" USING btree ("organization_id","file_id","created_at");--> statement-breakpoint
CREATE INDEX "questionnaire_comments_org_question_idx" ON "questionnaire_comments" USING btree ("organization_id","question_id");--> statement-breakpoint
CREATE INDEX "questionnaire_priority_rules_org_pos_idx" ON "questionnaire_priority_rules" USING btree ("organization_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_questions_org_file_seq_key" ON "questionnaire_questions" USING btree ("organization_id","file_id","sequence_num");--> statement-breakpoint
CREATE INDEX "questionnaire_questions_org_file_group_idx" ON "questionnaire_questions" USING btree ("organization_id","file_id","group_name","sequence_num");--> statement-breakpoint
CREATE INDEX "questionnaire_questions_org_assignee_idx" ON "questionnaire_questions" USING btree ("organization_id","assignee_id","status");--> statement-breakpoint
CREATE INDEX "questionnaire_questions_org_request_idx" ON "questionnaire_questions" USING btree ("organization_id","request_id");--> statement-breakpoint
CREATE INDEX "questionnaire_questions_question_trgm_idx" ON "questionnaire_questions" USING gin ("question" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questionnaire_request_assignees_user_idx" ON "questionnaire_request_assignees" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "questionnaire_request_files_org_request_idx" ON "questionnaire_request_files" USING btree ("organization_id","request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_requests_org_num_key" ON "questionnaire_requests" USING btree ("organization_id","req_num");--> statement-breakpoint
CREATE INDEX "questionnaire_requests_org_status_idx" ON "questionnaire_requests" USING btree ("organization_id","status","priority","due_date");--> statement-breakpoint
CREATE INDEX "questionnaire_requests_org_customer_idx" ON "questionnaire_requests" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE INDEX "questionnaire_requests_org_owner_idx" ON "questionnaire_requests" USING btree ("organization_id","owner_id");