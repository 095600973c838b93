import type { Plan, User } from '@crayonbox/contract';

let nextId = 1;

/** A user as GET /users/read returns it, with overrides. */
export function buildUser(overrides: Partial<User> = {}): User {
  const id = nextId++;
  return {
    id,
    admin: false,
    name: `User ${id}`,
    email: `user${id}@example.com`,
    photo: '',
    blocked: false,
    verified: true,
    created_at: '2025-01-02T03:04:05.000Z',
    stripe_id: null,
    plan: { id: 1, name: 'free', title: 'Free', paid: false },
    subscription: null,
    ...overrides,
  };
}

/** A fetch Response with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A plan as GET /plans/list returns it (the starter plan, priced), with overrides. */
export function buildPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 2,
    name: 'starter',
    title: 'Starter',
    description: 'For weekly colorists.',
    price: 7.99,
    discount: 0,
    paid: true,
    stripe_price_id: 'price_starter',
    public_page_limit: 50,
    page_creation_limit: 20,
    book_limit: 3,
    book_page_limit: 50,
    ...overrides,
  };
}
