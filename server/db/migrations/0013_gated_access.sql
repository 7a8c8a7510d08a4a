CREATE TABLE "access_requests" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"company_name" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"customer_id" uuid,
	"member_id" uuid,
	"decided_by" uuid,
	"decision_date" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_requests_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "access_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"refuse_free_mail" boolean DEFAULT false NOT NULL,
	"require_nda" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_members" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"password_hash" text,
	"invitation_source" text DEFAULT 'MANUAL_INVITE' NOT NULL,
	"invited_at" timestamp with time zone,
	"last_login" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_members_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "document_downloads" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"customer_id" uuid,
	"document_kind" text NOT NULL,
	"document_id" uuid NOT NULL,
	"document_name" text NOT NULL,
	"stamped" boolean DEFAULT false NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_downloads_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_sessions_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "member_tokens" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_tokens_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "signed_ndas" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"customer_id" uuid,
	"nda_id" uuid NOT NULL,
	"nda_version" text NOT NULL,
	"signer_name" text NOT NULL,
	"email" text NOT NULL,
	"company_name" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"text_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signed_ndas_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "nda_texts" ADD COLUMN "is_material" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "access_requests_org_status_idx" ON "access_requests" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "access_requests_org_created_idx" ON "access_requests" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_members_org_email_key" ON "customer_members" USING btree ("organization_id",lower("email"));--> statement-breakpoint
CREATE INDEX "customer_members_org_customer_idx" ON "customer_members" USING btree ("organization_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "document_downloads_org_customer_idx" ON "document_downloads" USING btree ("organization_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "document_downloads_org_member_idx" ON "document_downloads" USING btree ("organization_id","member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_sessions_org_token_key" ON "member_sessions" USING btree ("organization_id","token_hash");--> statement-breakpoint
CREATE INDEX "member_sessions_org_member_idx" ON "member_sessions" USING btree ("organization_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_tokens_org_token_key" ON "member_tokens" USING btree ("organization_id","token_hash");--> statement-breakpoint
CREATE INDEX "member_tokens_org_member_idx" ON "member_tokens" USING btree ("organization_id","member_id");--> statement-breakpoint
CREATE INDEX "signed_ndas_org_signed_idx" ON "signed_ndas" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "signed_ndas_org_member_idx" ON "signed_ndas" USING btree ("organization_id","member_id","created_at");