import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type ImageBehaviour = 'success' | 'slow' | 'error' | 'not-image' | 'blank';
export type ModerationBehaviour = 'clean' | 'flag' | 'error';
export type ChatBehaviour = 'success' | 'error';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: any;
}

export interface FakeOpenAi {
  /** Base url for the SDK (OPENAI_BASE_URL), ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  /** Requests to one endpoint, e.g. calls('/v1/images/generations'). */
  calls(path: string): RecordedRequest[];
  images: ImageBehaviour;
  moderation: ModerationBehaviour;
  chat: ChatBehaviour;
  /** How long the 'slow' image behaviour waits before answering. */
  slowMs: number;
  /** The text the chat endpoint answers with. */
  chatAnswer: string;
  reset(): void;
  close(): Promise<void>;
}

/**
 * A drawing like an image model's: a grey-shaded, anti-aliased cat face on an off-white
 * background with a few specks, so the clean-up has real work to do.
 */
export async function drawnShape(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
    <rect width="1024" height="1024" fill="#f6f3ee"/>
    <circle cx="512" cy="560" r="300" fill="#e4e4e4" stroke="#1a1a1a" stroke-width="14"/>
    <path d="M262 400 L300 150 L430 290 Z M762 400 L724 150 L594 290 Z" fill="#dddddd" stroke="#222" stroke-width="14" stroke-linejoin="round"/>
    <circle cx="410" cy="520" r="40" fill="none" stroke="#111" stroke-width="12"/>
    <circle cx="614" cy="520" r="40" fill="none" stroke="#111" stroke-width="12"/>
    <path d="M462 650 Q512 700 562 650" fill="none" stroke="#161616" stroke-width="12"/>
    <circle cx="120" cy="900" r="1.2" fill="#000"/><circle cx="930" cy="120" r="1" fill="#111"/><circle cx="880" cy="860" r="1.1" fill="#000"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A multipart body as the SDK sends it: text fields as strings, files as { name, type, bytes }. */
async function readForm(raw: Buffer, contentType: string) {
  const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  const body: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    body[name] = typeof value === 'string' ? value : { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return body;
}

/** A fake OpenAI-compatible server on 127.0.0.1 (random port), reached through the official SDK. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const png = await drawnShape();
  const blank = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const pending = new Set<NodeJS.Timeout>();

  const fake = {
    url: '',
    requests: [] as RecordedRequest[],
    calls: (path: string) => fake.requests.filter((r) => r.path === path),
    images: 'success' as ImageBehaviour,
    moderation: 'clean' as ModerationBehaviour,
    chat: 'success' as ChatBehaviour,
    slowMs: 3000,
    chatAnswer: 'A cheerful dragon baking star-shaped cookies in a cozy cottage kitchen',
    reset() {
      fake.requests.length = 0;
      fake.images = 'success';
      fake.moderation = 'clean';
      fake.chat = 'success';
      fake.slowMs = 3000;
    },
    close: async () => {},
  };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const failure = (res: http.ServerResponse) => send(res, 500, { error: { message: 'The server had an error.', type: 'server_error' } });
  const imageAnswer = (b64: string) => ({ created: Math.floor(Date.now() / 1000), data: [{ b64_json: b64 }] });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks);
      const type = req.headers['content-type'] ?? '';
      let body: any = null;
      if (type.startsWith('multipart/form-data')) body = await readForm(raw, type);
      else {
        const text = raw.toString('utf8');
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          body = text;
        }
      }
      const path = (req.url ?? '').split('?')[0] ?? '';
      fake.requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });

      // An edit (the picture plus a prompt, multipart) answers like a generation, with the same behaviours.
      if (req.method === 'POST' && (path === '/v1/images/generations' || path === '/v1/images/edits')) {
        if (fake.images === 'error') return failure(res);
        if (fake.images === 'not-image')
          return send(res, 200, imageAnswer(Buffer.from('This is not a picture, just some words.').toString('base64')));
        if (fake.images === 'blank') return send(res, 200, imageAnswer(blank.toString('base64')));
        if (fake.images === 'slow') {
          const timer = setTimeout(() => {
            pending.delete(timer);
            send(res, 200, imageAnswer(png.toString('base64')));
          }, fake.slowMs);
          pending.add(timer);
          return;
        }
        return send(res, 200, imageAnswer(png.toString('base64')));
      }
      if (req.method === 'POST' && path === '/v1/moderations') {
        if (fake.moderation === 'error') return failure(res);
        const flagged = fake.moderation === 'flag';
        return send(res, 200, {
          id: 'modr-fake',
          model: body?.model ?? 'omni-moderation-latest',
          results: [{ flagged, categories: { violence: flagged }, category_scores: { violence: flagged ? 0.97 : 0.01 } }],
        });
      }
      if (req.method === 'POST' && path === '/v1/chat/completions') {
        if (fake.chat === 'error') return failure(res);
        return send(res, 200, {
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body?.model ?? 'gpt-4o-mini',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: fake.chatAnswer } }],
        });
      }
      send(res, 404, { error: { message: `No fake for ${req.method} ${path}` } });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/v1`;
  fake.close = async () => {
    for (const timer of pending) clearTimeout(timer);
    pending.clear();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
