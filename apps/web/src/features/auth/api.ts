import type { AuthResult, SignInBody, SignUpBody, User } from '@crayonbox/contract';
import { apiOrThrow } from '@/lib/api';

// Auth calls throw ApiError so the forms can show field errors and messages inline.

export const signIn = (body: SignInBody) => apiOrThrow.postJson<AuthResult>('/users/sign-in', body);

export const signUp = (body: SignUpBody) => apiOrThrow.postJson<User>('/users/sign-up', body);

export const verifyEmail = (token: string, signal?: AbortSignal) => apiOrThrow.postJson<AuthResult>('/users/verify', { token }, { signal });

export const adminExists = (signal?: AbortSignal) => apiOrThrow.get<{ exists: boolean }>('/users/admin/exists', { signal });

export const createAdmin = (body: SignUpBody) => apiOrThrow.postJson<AuthResult>('/users/admin/create', body);

export const resetPassword = (token: string, password: string) =>
  apiOrThrow.postJson<AuthResult>('/users/password/reset', { token, password });

/** POST /users/password/forgot: the same answer whether or not an account has the email. */
export const forgotPassword = (email: string) => apiOrThrow.postJson<{ sent: true }>('/users/password/forgot', { email });

/** POST /users/verify/resend: a fresh verification link (the same answer for any email). */
export const resendVerification = (email: string) => apiOrThrow.postJson<{ sent: true }>('/users/verify/resend', { email });
