CREATE TABLE "nda_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tc_announcement_deliveries" (
	"organization_id" uuid NOT NULL,
	"announcement_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tc_announcement_deliveries_organization_id_announcement_id_subscriber_id_pk" PRIMARY KEY("organization_id","announcement_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "tc_configs" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"primary_color" text DEFAULT '4263eb' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"company_overview_title" text DEFAULT '' NOT NULL,
	"company_overview" text DEFAULT '' NOT NULL,
	"uptime_enable" boolean DEFAULT false NOT NULL,
	"uptime_value" text DEFAULT '' NOT NULL,
	"uptime_redirect_url" text DEFAULT '' NOT NULL,
	"public_contact_email" text DEFAULT '' NOT NULL,
	"privacy_policy_url" text DEFAULT '' NOT NULL,
	"section_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tc_security_pillars" (
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tc_security_pillars_organization_id_kind_pk" PRIMARY KEY("organization_id","kind")
);
--> statement-breakpoint
CREATE TABLE "tc_sub_processors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"data_types_handled" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"website_url" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tc_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tc_trusted_by" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"website_url" text DEFAULT '' NOT NULL,
	"logo" jsonb,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "nda_texts_org_version_key" ON "nda_texts" USING btree ("organization_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "tc_configs_slug_key" ON "tc_configs" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "tc_sub_processors_org_seq_idx" ON "tc_sub_processors" USING btree ("organization_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tc_subscribers_org_email_key" ON "tc_subscribers" USING btree ("organization_id",lower("email"));--> statement-breakpoint
CREATE INDEX "tc_subscribers_org_status_idx" ON "tc_subscribers" USING btree ("organization_id","status","confirmed_at");--> statement-breakpoint
CREATE INDEX "tc_trusted_by_org_seq_idx" ON "tc_trusted_by" USING btree ("organization_id","sequence");