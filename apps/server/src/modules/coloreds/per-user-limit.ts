import type { FastifyRequest } from 'fastify';

/**
 * Route rate limit counted per signed-in user rather than per address: a classroom behind one
 * address autosaves many colorings at once. It runs after auth and before the
 * request is validated (preValidation), so the user is known and invalid requests count too.
 */
export const perUserLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preValidation' as const,
    keyGenerator: (req: FastifyRequest) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`),
  },
});
