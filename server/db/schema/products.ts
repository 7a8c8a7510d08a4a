import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, updatedAt } from './columns';

/** A product the vendor sells; knowledge and questionnaires can be scoped to products. */
export const products = pgTable(
  'products',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] }), uniqueIndex('products_org_name_key').on(t.organizationId, sql`lower(${t.name})`)],
);
