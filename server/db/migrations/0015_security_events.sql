CREATE TABLE "security_event_deliveries" (
	"organization_id" uuid NOT NULL,
	"update_id" uuid NOT NULL,
	"email" text NOT NULL,
	"audience" text NOT NULL,
	"customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_event_deliveries_organization_id_update_id_email_pk" PRIMARY KEY("organization_id","update_id","email")
);
--> statement-breakpoint
CREATE TABLE "security_event_updates" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"external_link" text,
	"event_status" text NOT NULL,
	"customer_impact" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_event_updates_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"internal_description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"customer_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"report" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "security_events_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE INDEX "security_event_updates_org_event_created_idx" ON "security_event_updates" USING btree ("organization_id","event_id","created_at");--> statement-breakpoint
CREATE INDEX "security_events_org_status_created_idx" ON "security_events" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "security_events_org_created_idx" ON "security_events" USING btree ("organization_id","created_at");