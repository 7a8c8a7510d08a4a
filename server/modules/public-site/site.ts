/** One Trust Center as the public side finds it by its address. */
export interface SiteRef {
  organizationId: string;
  slug: string;
  isPublished: boolean;
  version: number;
  primaryColor: string;
  companyName: string;
  /** The organisation's verified host name, the canonical address when there is one. */
  customDomain: string | null;
}
