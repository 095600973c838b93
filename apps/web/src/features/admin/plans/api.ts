import type { Plan, UpdatePlanBody } from '@crayonbox/contract';
import { apiOrThrow } from '@/lib/api';

/** POST /plans/{id}/update; throws the ApiError so the form can show the 422 field errors. */
export const updatePlan = (id: number, body: UpdatePlanBody) => apiOrThrow.postJson<Plan>(`/plans/${id}/update`, body);
