import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';

/** System reads (a visitor has no tenant yet): one Trust Center's row by its address, with its verified custom domain. */
export interface SiteRow {
  organization_id: string;
  slug: string;
  is_published: boolean;
  version: number;
  primary_color: string;
  company_name: string;
  custom_domain: string | null;
}

async function selectSite(db: Db, where: ReturnType<typeof sql>) {
  const [row] = await rows<SiteRow>(
    db,
    sql`select c.organization_id, c.slug, c.is_published, c.version, c.primary_color, c.company_name,
               (select d.domain from custom_domains d where d.organization_id = c.organization_id and d.verified_at is not null limit 1) as custom_domain
        from tc_configs c where ${where}`,
  );
  return row ?? null;
}

/** By slug (already lower case). */
export const selectSiteBySlug = (db: Db, slug: string) => selectSite(db, sql`lower(c.slug) = ${slug}`);

/** By a verified custom domain (already lower case, without port). */
export const selectSiteByHost = (db: Db, host: string) =>
  selectSite(
    db,
    sql`c.organization_id = (select d.organization_id from custom_domains d where lower(d.domain) = ${host} and d.verified_at is not null limit 1)`,
  );
