import type { Credit } from '@crayonbox/contract';
import { api } from '@/lib/api';

/** GET /credits/read: credits left, plan and subscription; null after a shown error. */
export const readCredit = (signal?: AbortSignal) => api.get<Credit>('/credits/read', { signal });
