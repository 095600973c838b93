import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdmin, createTestApp, json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai.ts';
import { matchWordList } from './kid-safety.ts';
import { SUBJECTS } from './prompt-ideas.ts';
import { setOpenAiKey } from './test-fixtures.ts';

let t: TestApp;
let fake: FakeOpenAi;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let user: Awaited<ReturnType<typeof signUpVerified>>;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  vi.stubEnv('OPENAI_BASE_URL', fake.url);
  t = await createTestApp();
  admin = await createAdmin(t);
  user = await signUpVerified(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
  vi.unstubAllEnvs();
});
beforeEach(() => fake.reset());

const generate = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/pages/prompt/generate', headers: auth });
const fromCurated = (prompt: string) => SUBJECTS.some((s) => prompt.startsWith(s));

describe('GET /pages/prompt/generate', () => {
  it('without a provider key offers varied, kid-safe curated ideas', async () => {
    const prompts: string[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await generate(user.auth);
      expect(res.statusCode).toBe(200);
      prompts.push(json(res).data.prompt);
    }
    expect(new Set(prompts).size).toBeGreaterThan(10);
    for (const p of prompts) {
      expect(fromCurated(p)).toBe(true);
      expect(matchWordList(p)).toBeNull();
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('with a key lets the text model polish the idea, and falls back to the curated idea when it fails', async () => {
    await setOpenAiKey(t, admin.auth, 'sk-test-prompt-9876');
    try {
      const polished = await generate(user.auth);
      expect(json(polished).data.prompt).toBe(fake.chatAnswer);
      const [call] = fake.calls('/v1/chat/completions');
      expect(fromCurated(call?.body.messages.at(-1).content)).toBe(true);

      fake.chat = 'error';
      const fallback = json(await generate(user.auth)).data.prompt;
      expect(fromCurated(fallback)).toBe(true);

      // A polished answer that fails the kid-safety list is not passed on.
      fake.chat = 'success';
      fake.chatAnswer = 'a dragon drinking beer';
      expect(fromCurated(json(await generate(user.auth)).data.prompt)).toBe(true);
    } finally {
      await setOpenAiKey(t, admin.auth, '');
    }
  });

  it('is for signed-in non-admin users', async () => {
    expect((await generate({})).statusCode).toBe(401);
    const res = await generate(admin.auth);
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('FORBIDDEN');
  });
});
