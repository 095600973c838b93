import { z } from 'zod';

const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long.')
  .pipe(z.email('Enter a valid email address.'));
const name = z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(100, 'Name must be 100 characters or fewer.');
const password = z
  .string({ error: 'Password is required.' })
  .min(8, 'Password must be at least 8 characters.')
  .max(200, 'Password must be 200 characters or fewer.');
/** A photo is a url returned by /storage/upload, or "" for none. */
const photo = z.string().trim().max(2048, 'Photo url is too long.');

export const signUpBody = z.object({ name, email, password });
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.object({
  email,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(200),
});
export type SignInBody = z.infer<typeof signInBody>;

export const verifyBody = z.object({
  token: z.string({ error: 'Token is required.' }).min(10, 'This link is not valid.').max(200),
});

/** POST /users/password/forgot: the email to mail a reset link to (if an account has it). */
export const forgotPasswordBody = z.object({ email });

/** POST /users/password/change: the current password, and the new one. */
export const changePasswordBody = z.object({
  current_password: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(200),
  password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const adminCreateBody = z.object({ name, email, password });

export const createUserBody = z.object({ name, email, password, admin: z.boolean().optional().default(false) });
export type CreateUserBody = z.infer<typeof createUserBody>;

/** Leaving photo out keeps the current one; "" removes it. */
export const updateSelfBody = z.object({ name, email, photo: photo.optional() });
export type UpdateSelfBody = z.infer<typeof updateSelfBody>;

export const updateUserBody = updateSelfBody;

/** The plan as the user and credit objects show it. */
export const planSummarySchema = z.object({ id: z.number().int(), name: z.string(), title: z.string(), paid: z.boolean() });
export type PlanSummary = z.infer<typeof planSummarySchema>;

/** The subscription summary of CONTRACT.md: canceled as soon as a cancellation is asked for. */
export const subscriptionSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(['active', 'canceled']),
  price: z.number(),
  created_at: z.string(),
  canceled_at: z.string().nullable(),
  expire_at: z.string().nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** The user object of CONTRACT.md. stripe_id only for admins and the user themself. */
export const userSchema = z.object({
  id: z.number().int(),
  admin: z.boolean(),
  name: z.string(),
  email: z.string(),
  photo: z.string(),
  blocked: z.boolean(),
  verified: z.boolean(),
  created_at: z.string(),
  stripe_id: z.string().nullable().optional(),
  plan: planSummarySchema.nullable(),
  subscription: subscriptionSummarySchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Answer of sign-in, verify, first admin and password reset: a new token and its user. */
export const authResultSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

/** A `{ <flag>: true }` acknowledgement (`sent`, `changed`, `signed_out`). */
export const flagSchema = <K extends string>(key: K) => z.object({ [key]: z.literal(true) } as Record<K, z.ZodLiteral<true>>);
