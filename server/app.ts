import dns from 'node:dns';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { ErrorCode } from '@shared/errors';
import { can, isPermission, type RoutePermission } from '@shared/permissions';
import { limits } from '@shared/limits';
import type { Config } from './config';
import type { Database } from './db/client';
import { withTenant } from './db/tenant-isolation';
import { AppError, forbidden, signedInOnly, unauthenticated } from './lib/errors';
import { authenticate } from './lib/auth/authenticate';
import { AuthCache } from './lib/auth/auth-cache';
import { AccessTokens } from './lib/auth/tokens';
import { createMailer } from './lib/mail';
import { createDiskStorage, createS3Storage } from './lib/files';
import { getOrCreateSecret, randomKey } from './lib/secrets';
import { pgRateLimitStore } from './lib/rate-limit-store';
import { httpLayerError, JSON_BODY_MAX_BYTES, registerHttpGuards } from './lib/http-guards';
import { JobRunner } from './lib/jobs';
import { issueDetail } from '@shared/validation-sentences';
import { modules } from './modules/index';
import type { AppDeps } from './deps';

const webDist = path.resolve('dist/web');

/** The resolver of custom-domain checks: the system's, or the DNS servers configured. */
function resolver(servers: string[] | undefined) {
  const r = new dns.promises.Resolver({ timeout: 5000, tries: 2 });
  if (servers?.length) r.setServers(servers);
  return r;
}

export async function buildApp(config: Config, database: Database, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.access_token', '*.refresh_token'],
          },
    genReqId: () => crypto.randomUUID(),
    // Forwarded headers (X-Forwarded-For, -Proto, -Host) only from the proxies TRUST_PROXY names.
    trustProxy: typeof config.trustProxy === 'number' ? hopsOf(config.trustProxy) : config.trustProxy,
    bodyLimit: JSON_BODY_MAX_BYTES,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = database.db;
  const tokenSecret = await getOrCreateSecret(db, 'access_token_key', () => randomKey(48));
  const tokens = new AccessTokens(tokenSecret, config.publicUrl);
  const storage = config.s3 ? await createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'files'));
  const deps: AppDeps = {
    config,
    database,
    db,
    tokens,
    mail: createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log as unknown as Logger }),
    storage,
    log: app.log as unknown as Logger,
    jobs: new JobRunner(db, app.log as unknown as Logger),
    tenant: (auth, fn) => withTenant(db, { organizationId: auth.organizationId, userId: auth.userId }, fn),
    dns: resolver(config.dnsServers),
  };
  app.decorate('deps', deps);
  // Who a bearer token is, remembered for a few seconds per instance; forgotten on every change (auth-cache.ts).
  const authCache = new AuthCache();
  await authCache.listen(database, deps.log);
  app.decorateRequest('auth', null);

  await app.register(cookie);
  // Security headers on every answer. The middleware is built once: @fastify/helmet rebuilt it (and
  // re-parsed the content security policy) on every request, a third of the public page's server time.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...(config.oidc ? [new URL(config.oidc.issuer).origin] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    hsts: config.publicUrl.startsWith('https:') ? { maxAge: 31536000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));
  registerHttpGuards(app);
  await app.register(rateLimit, {
    global: false,
    store: pgRateLimitStore(db),
    errorResponseBuilder: (_req, ctx) =>
      new AppError(429, ErrorCode.rateLimited, `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`),
  });
  await app.register(multipart, { limits: { fileSize: limits.uploadMaxBytes, files: 10, fields: 50 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Trustroom API',
        version: '1.0.0',
        description: 'Every call of the Trustroom product. Authenticate with `Authorization: Bearer <access token or API key>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Every /api/v1 route must declare its permission; collected here so a test can prove it.
  const routes: { method: string; url: string; permission: RoutePermission | undefined; signedInOnly: boolean }[] = [];
  app.decorate('declaredRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    const tag = route.url.split('/')[3] ?? 'other';
    route.schema = {
      ...route.schema,
      tags: route.schema?.tags ?? [tag],
      ...(route.config?.permission ? { description: `Permission: ${route.config.permission}` } : {}),
    };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods)
      if (m !== 'HEAD') routes.push({ method: m, url: route.url, permission: route.config?.permission, signedInOnly: Boolean(route.config?.signedInOnly) });
  });

  app.addHook('onRequest', async (request) => {
    // The route that matched, not the URL as sent: the router decodes "/api/%761/…" to an /api/v1 route.
    if (request.is404 || !request.routeOptions.url?.startsWith('/api/v1')) return;
    const permission = request.routeOptions.config?.permission;
    if (permission === 'public') return;
    request.auth = await authenticate(db, tokens, authCache, request);
    if (!permission) throw new AppError(500, ErrorCode.serverError, 'This call declares no permission.');
    if (!request.auth) throw unauthenticated();
    if (request.routeOptions.config?.signedInOnly && request.auth.via !== 'session') throw signedInOnly();
    if (permission === 'authenticated') return;
    if (!isPermission(permission)) throw new AppError(500, ErrorCode.serverError, `Unknown permission ${permission}.`);
    if (!can(request.auth.permissions, permission)) throw forbidden();
  });

  app.setErrorHandler((err, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ errors: err.items });
    }
    // A malformed id in the path names nothing that exists: the not-found answer, not the validator's words.
    if (hasZodFastifySchemaValidationErrors(err) && (err as { validationContext?: string }).validationContext === 'params') {
      return reply.status(404).send({ errors: [{ code: ErrorCode.notFound, detail: 'Not found.', attr: null }] });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const items = err.validation.map((v) => {
        // The type provider hands each zod issue over as { keyword: code, params: the rest, message }.
        const issue = { ...v.params, code: v.keyword, message: v.message ?? '', path: [] } as unknown as z.core.$ZodIssue;
        const attr = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || null;
        return { code: ErrorCode.validation, detail: issueDetail(attr, issue), attr };
      });
      return reply.status(400).send({ errors: items });
    }
    const e = err as { statusCode?: number; code?: string; message: string };
    const layer = httpLayerError(e, limits.uploadMaxBytes);
    if (layer) return reply.status(layer.status).send({ errors: [layer.item] });
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.status(e.statusCode).send({ errors: [{ code: ErrorCode.invalid, detail: e.message, attr: null }] });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ errors: [{ code: ErrorCode.serverError, detail: 'Something went wrong on our side. Please try again.', attr: null }] });
  });

  for (const register of modules) await register(app, deps);

  // The staff console (a single-page app) and its assets.
  if (fs.existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send({ errors: [{ code: ErrorCode.notFound, detail: 'Not found.', attr: null }] });
    }
    const index = path.join(webDist, 'index.html');
    if (!fs.existsSync(index)) return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    return reply.type('text/html').header('Cache-Control', 'no-cache').send(fs.createReadStream(index));
  });

  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    await authCache.close(database);
  });
  return app;
}

/** TRUST_PROXY=<n>: the nearest n hops are proxies. */
const hopsOf = (n: number) => (_address: string, hop: number) => hop < n;

declare module 'fastify' {
  interface FastifyInstance {
    declaredRoutes: { method: string; url: string; permission: RoutePermission | undefined; signedInOnly: boolean }[];
  }
}
