import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import authPlugin from '../plugins/auth.js';
import { SCOPES, type Scope } from './scope.js';

/** Every API route declares its store scope (or `public`): the auth plugin refuses to start otherwise. */
async function appWith(config: Record<string, unknown> | undefined) {
  const app = Fastify({ logger: false });
  await app.register(
    async (api) => {
      await api.register(authPlugin, { db: {} as Db });
      api.get('/thing', { config }, async () => 'ok');
    },
    { prefix: '/api' },
  );
  return app;
}

describe('route scope declarations', () => {
  it('refuses a route that declares neither a scope nor public', async () => {
    await expect(appWith(undefined).then((a) => a.ready())).rejects.toThrow(/GET \/api\/thing declares neither/);
    await expect(appWith({ access: 'users' }).then((a) => a.ready())).rejects.toThrow(/declares neither/);
  });

  it('accepts public routes and every named scope', async () => {
    for (const config of [{ public: true }, ...SCOPES.map((scope: Scope) => ({ scope }))]) {
      const app = await appWith(config);
      await app.ready();
      await app.close();
    }
  });
});
