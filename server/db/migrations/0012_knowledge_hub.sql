CREATE TABLE "kb_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"format" text NOT NULL,
	"owner_id" uuid,
	"all_products" boolean DEFAULT true NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"review_date" date,
	"series_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"replaced_by_id" uuid,
	"status" text DEFAULT 'PROCESSING' NOT NULL,
	"parse_error" text,
	"passage_count" integer DEFAULT 0 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_library_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer_choice" text,
	"answer_text" text,
	"all_products" boolean DEFAULT true NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"owner_id" uuid,
	"last_reviewed_at" timestamp with time zone,
	"source" text DEFAULT 'manual' NOT NULL,
	"source_reference" text DEFAULT '' NOT NULL,
	"external_ref" text,
	"section" text,
	"group_id" uuid NOT NULL,
	"has_conflict" boolean DEFAULT false NOT NULL,
	"question_terms" text DEFAULT '' NOT NULL,
	"answer_terms" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', question), 'A') || to_tsvector('english', coalesce(answer_choice, '') || ' ' || coalesce(answer_text, ''))) STORED,
	"term_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', question_terms), 'A') || to_tsvector('simple', answer_terms)) STORED,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"page" integer,
	"text" text NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(heading, '')), 'A') || to_tsvector('english', text)) STORED,
	"term_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', terms)) STORED
);
--> statement-breakpoint
ALTER TABLE "kb_passages" ADD CONSTRAINT "kb_passages_document_id_kb_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."kb_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kb_documents_org_current_idx" ON "kb_documents" USING btree ("organization_id","is_current","name");--> statement-breakpoint
CREATE INDEX "kb_documents_org_series_idx" ON "kb_documents" USING btree ("organization_id","series_id","version");--> statement-breakpoint
CREATE INDEX "kb_library_org_group_idx" ON "kb_library_entries" USING btree ("organization_id","group_id");--> statement-breakpoint
CREATE INDEX "kb_library_org_conflict_idx" ON "kb_library_entries" USING btree ("organization_id","has_conflict");--> statement-breakpoint
CREATE INDEX "kb_library_org_source_idx" ON "kb_library_entries" USING btree ("organization_id","source","created_at");--> statement-breakpoint
CREATE INDEX "kb_library_search_idx" ON "kb_library_entries" USING gin ("search");--> statement-breakpoint
CREATE INDEX "kb_library_term_vector_idx" ON "kb_library_entries" USING gin ("term_vector");--> statement-breakpoint
CREATE INDEX "kb_library_question_trgm_idx" ON "kb_library_entries" USING gin ("question" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kb_passages_org_document_idx" ON "kb_passages" USING btree ("organization_id","document_id","position");--> statement-breakpoint
CREATE INDEX "kb_passages_search_idx" ON "kb_passages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "kb_passages_term_vector_idx" ON "kb_passages" USING gin ("term_vector");--> statement-breakpoint
CREATE INDEX "kb_passages_text_trgm_idx" ON "kb_passages" USING gin ("text" gin_trgm_ops);