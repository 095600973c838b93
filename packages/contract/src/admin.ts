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
export const resetLinkSentSchema = z.object({ sent: z.literal(true) });
export type ResetLinkSent = z.infer<typeof resetLinkSentSchema>;

/** One number per dashboard counter. */
export const counterSetSchema = z.object({
  users: z.number().int(),
  pages: z.number().int(),
  coloreds: z.number().int(),
  subscriptions: z.number().int(),
});
export type CounterSet = z.infer<typeof counterSetSchema>;

/** GET /analytics/counters: since Monday 00:00 UTC of the current ISO week, and all time. */
export const dashboardCountersSchema = z.object({ week: counterSetSchema, total: counterSetSchema });
export type DashboardCounters = z.infer<typeof dashboardCountersSchema>;

/** One month of a chart: name is the UTC month as "YYYY-MM" (e.g. "2026-11"). */
export const chartPointSchema = z.object({ name: z.string(), count: z.number().int() });
export type ChartPoint = z.infer<typeof chartPointSchema>;

/** GET /analytics/charts: 12 points per series, oldest month first, the current month last. */
export const chartSeriesSchema = z.object({
  users: z.array(chartPointSchema),
  pages: z.array(chartPointSchema),
  coloreds: z.array(chartPointSchema),
  subscriptions: z.array(chartPointSchema),
});
export type ChartSeries = z.infer<typeof chartSeriesSchema>;
