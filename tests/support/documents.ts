import { expect } from 'vitest';
import type { TestApp, TestUser } from './app';

/**
 * A Trust Center document (certification, security report) of another organisation does not exist for
 * this user: reading it, downloading its file, renaming it and deleting it all answer 404.
 */
export async function expectDocumentHiddenFrom(t: TestApp, user: TestUser, documentUrl: string) {
  for (const [method, path] of [
    ['GET', ''],
    ['GET', 'download/'],
    ['PATCH', ''],
    ['DELETE', ''],
  ] as const) {
    const res = await t.app.inject({
      method,
      url: `${documentUrl}${path}`,
      headers: user.headers,
      ...(method === 'PATCH' ? { payload: { name: 'Hacked' } } : {}),
    });
    expect(res.statusCode, `${method} ${documentUrl}${path}`).toBe(404);
  }
}
