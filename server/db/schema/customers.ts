import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, updatedAt } from './columns';

/** A customer account of the vendor (portal §3 Customer). */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    whitelistedDomains: text('whitelisted_domains').array().notNull().default(sql`'{}'::text[]`),
    crmAccountId: text('crm_account_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('customers_org_name_key').on(t.organizationId, sql`lower(${t.name})`)],
);
