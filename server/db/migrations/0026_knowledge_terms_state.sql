CREATE TABLE "kb_terms_state" (
	"organization_id" uuid NOT NULL,
	"analyzer" text NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kb_terms_state_organization_id_pk" PRIMARY KEY("organization_id")
);
