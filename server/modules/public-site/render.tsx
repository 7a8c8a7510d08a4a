import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { PublicSiteData } from '@shared/contracts/tc-config';
import { richTextToPlain } from '../../lib/rich-text';
import { MessagePage, themeStyle, TrustSite } from '@web/trust-site/TrustSite';
import { IncidentPage, type IncidentPageData } from '@web/trust-site/Incidents';
import { siteAssets } from './assets';
import { escapeHtml as esc } from '@shared/html';

const favicon = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#${color}"/><path d="M16 6l8 3v6c0 5-3.4 9.3-8 11-4.6-1.7-8-6-8-11V9z" fill="white"/></svg>`)}`;

function documentHtml(opts: {
  title: string;
  description: string;
  color: string;
  body: string;
  canonical?: string;
  script: boolean;
  noindex?: boolean;
  feed?: string;
  /** Where the browser goes next by itself (a download that then starts while this page stays). */
  refresh?: string;
}) {
  const { css, script } = siteAssets();
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${esc(opts.title)}</title>` +
    `<meta name="description" content="${esc(opts.description)}">` +
    `<meta property="og:title" content="${esc(opts.title)}"><meta property="og:description" content="${esc(opts.description)}"><meta property="og:type" content="website">` +
    (opts.canonical ? `<link rel="canonical" href="${esc(opts.canonical)}"><meta property="og:url" content="${esc(opts.canonical)}">` : '') +
    (opts.noindex ? '<meta name="robots" content="noindex">' : '') +
    (opts.refresh ? `<meta http-equiv="refresh" content="1;url=${esc(opts.refresh)}">` : '') +
    (opts.feed ? `<link rel="alternate" type="application/atom+xml" title="Security updates" href="${esc(opts.feed)}">` : '') +
    `<meta name="theme-color" content="#${opts.color}"><link rel="icon" href="${favicon(opts.color)}">` +
    `<style>${css}</style></head><body>${opts.body}` +
    (opts.script ? `<script src="/trust-assets/site.${script.hash}.js" defer></script>` : '') +
    '</body></html>'
  );
}

/** The whole public page of one Trust Center, as HTML that reads without JavaScript. */
export function renderSitePage(data: PublicSiteData, canonical: string): string {
  const body = renderToString(<TrustSite data={data} subscribe={{ action: `/trust/${encodeURIComponent(data.slug)}/subscribe` }} />);
  const overview = richTextToPlain(data.company_overview);
  return documentHtml({
    title: `${data.company_name} Trust Center`,
    description: overview ? overview.slice(0, 200) : `Security, privacy and compliance at ${data.company_name}.`,
    color: data.primary_color,
    body,
    canonical,
    script: true,
    feed: `/trust/${encodeURIComponent(data.slug)}/feed.xml`,
  });
}

/** A security event's public page: its public updates, without script. */
export function renderIncidentPage(data: IncidentPageData, color: string, canonical: string): string {
  const body = renderToString(
    <div className="tc-site" style={themeStyle(color)}>
      <IncidentPage data={data} />
    </div>,
  );
  const latest = data.incident.updates.at(-1);
  return documentHtml({
    title: `${data.incident.name} · ${data.company_name} Trust Center`,
    description: latest ? `${latest.title}: ${latest.description}`.slice(0, 200) : data.incident.name,
    color,
    body,
    canonical,
    script: false,
    feed: `/trust/${encodeURIComponent(data.slug)}/feed.xml`,
  });
}

/** A small branded page: not found, or a subscription message. */
export function renderMessagePage(opts: {
  title: string;
  text: string;
  color?: string;
  back?: { href: string; label: string };
  form?: { action: string; label: string };
}): string {
  const body = renderToString(<MessagePage title={opts.title} text={opts.text} primary={opts.color} back={opts.back} form={opts.form} />);
  return documentHtml({ title: opts.title, description: opts.text, color: opts.color ?? '4263eb', body, script: false, noindex: true });
}

/** A page of the Trust Center's gated access (forms that work without JavaScript), never indexed. */
export function renderAccessPage(opts: { title: string; color: string; element: ReactElement; refresh?: string }): string {
  return documentHtml({
    title: opts.title,
    description: opts.title,
    color: opts.color,
    body: renderToString(opts.element),
    script: false,
    noindex: true,
    ...(opts.refresh ? { refresh: opts.refresh } : {}),
  });
}
