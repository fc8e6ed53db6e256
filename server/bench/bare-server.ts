// The baseline for `npm run bench`: a bare Fastify server with one route returning a constant
// envelope, no plugins, no database, no logging. Listens on 127.0.0.1:$PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { code: 200, message: 'Success', datas: { ok: true } };
app.get('/bare', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, () => app.close().then(() => process.exit(0)));
