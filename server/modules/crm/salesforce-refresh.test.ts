import { describe, expect, it } from 'vitest';
import { connect } from './salesforce';

describe('a Salesforce connection whose refreshed token cannot be kept', () => {
  it('does not turn the failure into an unhandled rejection (which would end the server process)', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      const conn = connect(
        {
          loginUrl: 'https://login.salesforce.com',
          clientId: 'id',
          clientSecret: 'secret',
          redirectUri: 'http://localhost/cb',
          instanceUrl: 'https://example.my.salesforce.com',
          accessToken: 'old',
          refreshToken: 'refresh',
          testOrigin: null,
        },
        () => Promise.reject(new Error('the database is down')),
      );
      conn.emit('refresh', 'new-token');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });
});
