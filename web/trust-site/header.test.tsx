import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicSiteData } from '@shared/contracts/tc-config';
import { SiteHeader } from './sections/Overview';

describe('the public Trust Center header', () => {
  it('names the member sign-in link the same on every screen size', () => {
    const html = renderToStaticMarkup(<SiteHeader data={{ company_name: 'Acme Cloud', slug: 'acme-cloud' } as PublicSiteData} nav={[]} />);
    const link = /<a [^>]*data-member-link[^>]*>(.*?)<\/a>/.exec(html)?.[1];
    expect(link?.replace(/<[^>]+>/g, '')).toBe('Member sign-in');
  });
});
