import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, updatedAt } from './columns';

/** A customer account of the vendor (portal §3 Customer). */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    whitelistedDomains: text('whitelisted_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    crmAccountId: text('crm_account_id'),
    /** Monthly recurring revenue, from the CRM's mapped amount field when imported. */
    mrr: numeric('mrr', { precision: 14, scale: 2 }),
    /**
     * MANUAL: created in the console; CRM: imported from the CRM integration, whose name, domains and
     * account link the CRM owns (allowed_actions.is_editable is false for these).
     */
    source: text('source').notNull().default('MANUAL'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('customers_org_name_key').on(t.organizationId, sql`lower(${t.name})`),
    index('customers_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);
