CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"heading" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"announcement_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"auditor_info" text DEFAULT '' NOT NULL,
	"file" jsonb,
	"sensitivity" text DEFAULT 'PUBLIC' NOT NULL,
	"expiry_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"logo" jsonb,
	"standard_logo" text,
	"industry" text,
	"description" text DEFAULT '' NOT NULL,
	"report_overview" text DEFAULT '' NOT NULL,
	"show_industry" boolean DEFAULT false NOT NULL,
	"show_validity" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_controls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"catalogue_key" text,
	"heading" text NOT NULL,
	"file" jsonb,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"catalogue_key" text,
	"heading" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"sensitivity" text DEFAULT 'PUBLIC' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"issued_by" text DEFAULT '' NOT NULL,
	"file" jsonb NOT NULL,
	"sensitivity" text DEFAULT 'PUBLIC' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"heading" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security_controls" ADD CONSTRAINT "security_controls_domain_id_security_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."security_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_org_created_idx" ON "announcements" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "certifications_org_seq_idx" ON "certifications" USING btree ("organization_id","sequence");--> statement-breakpoint
CREATE INDEX "security_controls_org_domain_idx" ON "security_controls" USING btree ("organization_id","domain_id","sequence");--> statement-breakpoint
CREATE INDEX "security_domains_org_seq_idx" ON "security_domains" USING btree ("organization_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "security_domains_org_heading_key" ON "security_domains" USING btree ("organization_id",lower("heading"));--> statement-breakpoint
CREATE INDEX "security_reports_org_seq_idx" ON "security_reports" USING btree ("organization_id","sequence");--> statement-breakpoint
CREATE INDEX "security_topics_org_seq_idx" ON "security_topics" USING btree ("organization_id","sequence");