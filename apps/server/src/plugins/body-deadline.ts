import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@crayonbox/contract';

const seconds = (ms: number) => (Math.round(ms / 1000) === 1 ? '1 second' : `${Math.round(ms / 1000)} seconds`);

/**
 * Bounds how long a client may take to send its request body: a body that stops arriving for
 * `stallMs`, or is still arriving after `maxMs`, is answered 408 REQUEST_TIMEOUT and the
 * connection closed. Without it a client sending one byte a second holds a connection and up to
 * an upload's 10 MB of buffers for minutes (Node's own limit is five minutes, answered without
 * the contract's body).
 */
export const bodyDeadlinePlugin = fp(async (app: FastifyInstance, opts: { stallMs: number; maxMs: number }) => {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const length = Number(raw.headers['content-length'] ?? 0);
    // Injected requests (tests) have no real socket and their whole body at once.
    if (typeof raw.socket?.bytesRead !== 'number' || raw.complete) return done();
    if (!(length > 0) && !raw.headers['transfer-encoding']) return done();
    const cut = (message: string) => {
      stop();
      if (reply.sent || raw.complete) return;
      const body: ErrorBody = { message, code: 'REQUEST_TIMEOUT' };
      request.log.info({ received: raw.socket?.bytesRead }, 'request body timed out');
      // Once answered, the rest of the body is not worth waiting for: the socket goes, which also
      // ends the handler still reading it.
      reply.raw.once('finish', () => raw.destroy());
      void reply.status(408).header('connection', 'close').type('application/json; charset=utf-8').send(body);
    };
    // The socket's byte count, looked at a few times per stall period: listening to the body's
    // 'data' events would start the stream flowing before its parser is attached.
    const started = performance.now();
    let lastBytes = raw.socket?.bytesRead ?? 0;
    let lastProgress = started;
    const timer = setInterval(
      () => {
        const now = performance.now();
        const bytes = raw.socket?.bytesRead ?? lastBytes;
        if (bytes !== lastBytes) [lastBytes, lastProgress] = [bytes, now];
        if (now - started >= opts.maxMs)
          cut(`The upload took longer than ${seconds(opts.maxMs)}. Try a smaller file or a faster connection.`);
        else if (now - lastProgress >= opts.stallMs)
          cut(`The upload stopped: nothing arrived for ${seconds(opts.stallMs)}. Check the connection and try again.`);
      },
      Math.max(50, Math.min(1000, opts.stallMs / 4)),
    );
    timer.unref();
    const stop = () => clearInterval(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    reply.raw.once('finish', stop);
    done();
  });
});
