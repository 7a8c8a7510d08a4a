import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, rootId } from './columns';

/** The tenant: one vendor organisation. Its own row is visible only to its members (RLS on id). */
export const organizations = pgTable(
  'organizations',
  {
    id: rootId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    featureTrustCenter: boolean('feature_trustcenter').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organizations_slug_key').on(t.slug)],
);
