import type { Plan, UpdatePlanBody } from '@crayonbox/contract';
import { api, apiOrThrow } from '@/lib/api';

/** GET /plans/list: every plan, cheapest first (admins also get stripe_price_id); null after a shown error. */
export const listPlans = (signal?: AbortSignal) => api.get<Plan[]>('/plans/list', { signal });

/** GET /plans/{id}/read; throws the ApiError (404 for an unknown id). */
export const readPlan = (id: number, signal?: AbortSignal) => apiOrThrow.get<Plan>(`/plans/${id}/read`, { signal });

/** POST /plans/{id}/update; throws the ApiError so the form can show the 422 field errors. */
export const updatePlan = (id: number, body: UpdatePlanBody) => apiOrThrow.postJson<Plan>(`/plans/${id}/update`, body);
