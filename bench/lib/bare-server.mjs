// Child process of bench/pages.mjs: the bare Fastify JSON route the page list is compared with.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ data: { ok: true } }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.on('message', (msg) => {
  if (msg?.type !== 'cpu') return;
  const usage = process.cpuUsage();
  process.send({ type: 'cpu', id: msg.id, cpu: { node: (usage.user + usage.system) / 1e6, pg: {} } });
});
process.send({ ready: true, port: app.server.address().port });
process.on('disconnect', () => app.close().then(() => process.exit(0)));
