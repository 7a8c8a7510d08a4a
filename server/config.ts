import path from 'node:path';

/** Every setting the server reads from the environment, in one place. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  nodeEnv: string;
  logLevel: string;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3: { bucket: string; region: string; endpoint: string | undefined } | undefined;
  llm: { baseUrl: string; apiKey: string | undefined; model: string; embeddingsModel: string | undefined } | undefined;
  supportEmail: string;
  /** Which peers may set X-Forwarded-For/-Proto/-Host (fastify's trustProxy): none unless TRUST_PROXY says. */
  trustProxy: boolean | number | string[];
  /** DNS servers for custom-domain checks (`DNS_SERVERS=10.0.0.2,1.1.1.1:53`); the system's resolvers when unset. */
  dnsServers: string[] | undefined;
  /** SSO_PRIVATE_NETWORK=allow: an identity provider may sit on a private or loopback address (server/lib/outbound-fetch.ts). */
  ssoPrivateNetwork: boolean;
  /** SALESFORCE_TEST_ORIGIN (tests only): one origin, a fake Salesforce, that the Salesforce integration may use besides Salesforce's hosts. */
  salesforceTestOrigin: string | null;
}

/**
 * TRUST_PROXY: unset or 'false' = trust no forwarded header (the socket address is the client); a number =
 * that many proxy hops; 'true' = any peer (only when every request passes your proxy); otherwise a
 * comma-separated list of addresses or CIDR ranges of your proxies (e.g. `10.0.0.0/8,127.0.0.1`).
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = (value ?? '').trim();
  if (!v || v.toLowerCase() === 'false' || v === '0') return false;
  if (v.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    nodeEnv: env.NODE_ENV ?? 'development',
    logLevel: env.LOG_LEVEL ?? 'info',
    oidc: env.OIDC_ISSUER ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID ?? '', clientSecret: env.OIDC_CLIENT_SECRET ?? '' } : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Trustroom <no-reply@trustroom.local>',
    s3: env.S3_BUCKET ? { bucket: env.S3_BUCKET, region: env.S3_REGION ?? 'us-east-1', endpoint: env.S3_ENDPOINT || undefined } : undefined,
    llm: env.LLM_BASE_URL
      ? {
          baseUrl: env.LLM_BASE_URL.replace(/\/$/, ''),
          apiKey: env.LLM_API_KEY || undefined,
          model: env.LLM_MODEL ?? 'gpt-4o-mini',
          embeddingsModel: env.LLM_EMBEDDINGS_MODEL || undefined,
        }
      : undefined,
    supportEmail: env.SUPPORT_EMAIL ?? 'support@trustroom.local',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dnsServers: env.DNS_SERVERS
      ? env.DNS_SERVERS.split(',')
          .map((x) => x.trim())
          .filter(Boolean)
      : undefined,
    ssoPrivateNetwork: env.SSO_PRIVATE_NETWORK === 'allow',
    salesforceTestOrigin: env.SALESFORCE_TEST_ORIGIN ? new URL(env.SALESFORCE_TEST_ORIGIN).origin : null,
  };
}
