ALTER TABLE "security_controls" DROP CONSTRAINT "security_controls_domain_id_security_domains_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_comments" DROP CONSTRAINT "questionnaire_comments_request_id_questionnaire_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_comments" DROP CONSTRAINT "questionnaire_comments_file_id_questionnaire_request_files_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_comments" DROP CONSTRAINT "questionnaire_comments_question_id_questionnaire_questions_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_questions" DROP CONSTRAINT "questionnaire_questions_request_id_questionnaire_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_questions" DROP CONSTRAINT "questionnaire_questions_file_id_questionnaire_request_files_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_request_assignees" DROP CONSTRAINT "questionnaire_request_assignees_request_id_questionnaire_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_request_files" DROP CONSTRAINT "questionnaire_request_files_request_id_questionnaire_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_request_products" DROP CONSTRAINT "questionnaire_request_products_request_id_questionnaire_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "kb_passages" DROP CONSTRAINT "kb_passages_document_id_kb_documents_id_fk";
--> statement-breakpoint
DROP INDEX "api_keys_hash_key";--> statement-breakpoint
DROP INDEX "sessions_refresh_key";--> statement-breakpoint
ALTER TABLE "api_keys" DROP CONSTRAINT "api_keys_pkey";--> statement-breakpoint
ALTER TABLE "roles" DROP CONSTRAINT "roles_pkey";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";--> statement-breakpoint
ALTER TABLE "activity_logs" DROP CONSTRAINT "activity_logs_pkey";--> statement-breakpoint
ALTER TABLE "mail_messages" DROP CONSTRAINT "mail_messages_pkey";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_pkey";--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_pkey";--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_pkey";--> statement-breakpoint
ALTER TABLE "announcements" DROP CONSTRAINT "announcements_pkey";--> statement-breakpoint
ALTER TABLE "certifications" DROP CONSTRAINT "certifications_pkey";--> statement-breakpoint
ALTER TABLE "security_controls" DROP CONSTRAINT "security_controls_pkey";--> statement-breakpoint
ALTER TABLE "security_domains" DROP CONSTRAINT "security_domains_pkey";--> statement-breakpoint
ALTER TABLE "security_reports" DROP CONSTRAINT "security_reports_pkey";--> statement-breakpoint
ALTER TABLE "security_topics" DROP CONSTRAINT "security_topics_pkey";--> statement-breakpoint
ALTER TABLE "questionnaire_comments" DROP CONSTRAINT "questionnaire_comments_pkey";--> statement-breakpoint
ALTER TABLE "questionnaire_priority_rules" DROP CONSTRAINT "questionnaire_priority_rules_pkey";--> statement-breakpoint
ALTER TABLE "questionnaire_questions" DROP CONSTRAINT "questionnaire_questions_pkey";--> statement-breakpoint
ALTER TABLE "questionnaire_request_files" DROP CONSTRAINT "questionnaire_request_files_pkey";--> statement-breakpoint
ALTER TABLE "questionnaire_requests" DROP CONSTRAINT "questionnaire_requests_pkey";--> statement-breakpoint
ALTER TABLE "nda_texts" DROP CONSTRAINT "nda_texts_pkey";--> statement-breakpoint
ALTER TABLE "tc_sub_processors" DROP CONSTRAINT "tc_sub_processors_pkey";--> statement-breakpoint
ALTER TABLE "tc_subscribers" DROP CONSTRAINT "tc_subscribers_pkey";--> statement-breakpoint
ALTER TABLE "tc_trusted_by" DROP CONSTRAINT "tc_trusted_by_pkey";--> statement-breakpoint
ALTER TABLE "kb_documents" DROP CONSTRAINT "kb_documents_pkey";--> statement-breakpoint
ALTER TABLE "kb_library_entries" DROP CONSTRAINT "kb_library_entries_pkey";--> statement-breakpoint
ALTER TABLE "kb_passages" DROP CONSTRAINT "kb_passages_pkey";--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "security_controls" ADD CONSTRAINT "security_controls_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "security_domains" ADD CONSTRAINT "security_domains_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "security_reports" ADD CONSTRAINT "security_reports_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "security_topics" ADD CONSTRAINT "security_topics_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "questionnaire_comments" ADD CONSTRAINT "questionnaire_comments_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "questionnaire_priority_rules" ADD CONSTRAINT "questionnaire_priority_rules_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "questionnaire_request_files" ADD CONSTRAINT "questionnaire_request_files_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "questionnaire_requests" ADD CONSTRAINT "questionnaire_requests_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "nda_texts" ADD CONSTRAINT "nda_texts_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "tc_sub_processors" ADD CONSTRAINT "tc_sub_processors_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "tc_subscribers" ADD CONSTRAINT "tc_subscribers_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "tc_trusted_by" ADD CONSTRAINT "tc_trusted_by_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "kb_documents" ADD CONSTRAINT "kb_documents_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "kb_library_entries" ADD CONSTRAINT "kb_library_entries_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "kb_passages" ADD CONSTRAINT "kb_passages_organization_id_id_pk" PRIMARY KEY("organization_id","id");--> statement-breakpoint
ALTER TABLE "security_controls" ADD CONSTRAINT "security_controls_domain_fk" FOREIGN KEY ("organization_id","domain_id") REFERENCES "public"."security_domains"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_comments" ADD CONSTRAINT "questionnaire_comments_request_fk" FOREIGN KEY ("organization_id","request_id") REFERENCES "public"."questionnaire_requests"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_comments" ADD CONSTRAINT "questionnaire_comments_file_fk" FOREIGN KEY ("organization_id","file_id") REFERENCES "public"."questionnaire_request_files"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_comments" ADD CONSTRAINT "questionnaire_comments_question_fk" FOREIGN KEY ("organization_id","question_id") REFERENCES "public"."questionnaire_questions"("organization_id","id") ON DELETE set null ("question_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_request_fk" FOREIGN KEY ("organization_id","request_id") REFERENCES "public"."questionnaire_requests"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_file_fk" FOREIGN KEY ("organization_id","file_id") REFERENCES "public"."questionnaire_request_files"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_request_assignees" ADD CONSTRAINT "questionnaire_request_assignees_request_fk" FOREIGN KEY ("organization_id","request_id") REFERENCES "public"."questionnaire_requests"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_request_files" ADD CONSTRAINT "questionnaire_request_files_request_fk" FOREIGN KEY ("organization_id","request_id") REFERENCES "public"."questionnaire_requests"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_request_products" ADD CONSTRAINT "questionnaire_request_products_request_fk" FOREIGN KEY ("organization_id","request_id") REFERENCES "public"."questionnaire_requests"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_passages" ADD CONSTRAINT "kb_passages_document_fk" FOREIGN KEY ("organization_id","document_id") REFERENCES "public"."kb_documents"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_org_hash_key" ON "api_keys" USING btree ("organization_id","key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_hash_lookup_idx" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_org_refresh_key" ON "sessions" USING btree ("organization_id","refresh_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_refresh_lookup_idx" ON "sessions" USING btree ("refresh_token_hash");