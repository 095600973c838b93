import { z } from 'zod';
import { paginationQuery } from './common.ts';
import { signUpBody, updateUserBody, verifyBody } from './users.ts';

/** GET /users/paginate: page, optional per_page, search over name and email. */
export const usersPaginateQuery = paginationQuery;
export type UsersPaginateQuery = z.infer<typeof usersPaginateQuery>;

/**
 * PATCH /users/{id}/update: name, email, photo as on the Edit user screen; the email changes at
 * once (no verification mail). An omitted photo stays as it is ("" removes it). `admin` is
 * optional: it promotes or demotes the user.
 */
export const adminUpdateUserBody = updateUserBody.extend({
  photo: updateUserBody.shape.photo,
  admin: z.boolean({ error: 'Admin must be true or false.' }).optional(),
});
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBody>;

/** POST /users/password/reset: the token of the mailed link and the new password. */
export const resetPasswordBody = z.object({
  token: verifyBody.shape.token,
  password: signUpBody.shape.password,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** Answer of POST /users/{id}/password-reset. */
export interface ResetLinkSent {
  sent: true;
}

/** One number per dashboard counter. */
export interface CounterSet {
  users: number;
  pages: number;
  coloreds: number;
  subscriptions: number;
}

/** GET /analytics/counters: since Monday 00:00 UTC of the current ISO week, and all time. */
export interface DashboardCounters {
  week: CounterSet;
  total: CounterSet;
}

/** One month of a chart: name is the UTC month as "YYYY-MM" (e.g. "2026-11"). */
export interface ChartPoint {
  name: string;
  count: number;
}

/** GET /analytics/charts: 12 points per series, oldest month first, the current month last. */
export interface ChartSeries {
  users: ChartPoint[];
  pages: ChartPoint[];
  coloreds: ChartPoint[];
  subscriptions: ChartPoint[];
}
