CREATE TABLE "security_event_acknowledgements" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"update_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"member_id" uuid,
	"member_name" text NOT NULL,
	"member_email" text NOT NULL,
	"via" text NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_event_acknowledgements_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "security_event_reminders" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"sent_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "security_event_reminders_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "sub_processor_notice_deliveries" (
	"organization_id" uuid NOT NULL,
	"notice_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_processor_notice_deliveries_organization_id_notice_id_email_pk" PRIMARY KEY("organization_id","notice_id","email")
);
--> statement-breakpoint
CREATE TABLE "sub_processor_notices" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"objection_days" integer NOT NULL,
	"objection_deadline" timestamp with time zone NOT NULL,
	"announcement_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_processor_notices_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "sub_processor_objections" (
	"organization_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"member_name" text NOT NULL,
	"member_email" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_processor_objections_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "security_event_acks_org_update_customer_uq" ON "security_event_acknowledgements" USING btree ("organization_id","update_id","customer_id");--> statement-breakpoint
CREATE INDEX "security_event_acks_org_event_idx" ON "security_event_acknowledgements" USING btree ("organization_id","event_id");--> statement-breakpoint
CREATE INDEX "security_event_reminders_org_event_idx" ON "security_event_reminders" USING btree ("organization_id","event_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "sub_processor_notices_org_created_idx" ON "sub_processor_notices" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_processor_objections_org_notice_member_uq" ON "sub_processor_objections" USING btree ("organization_id","notice_id","member_id");