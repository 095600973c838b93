import type { CreatePageBody, Page, UploadPageBody, UploadPreview, UploadPreviewBody } from '@crayonbox/contract';
import { api, apiOrThrow } from '@/lib/api';

/** GET /pages/prompt/generate: an idea for the prompt box, or null (error already shown). */
export const generatePrompt = () => api.get<{ prompt: string }>('/pages/prompt/generate');

/** POST /pages/create: draws a page with AI (can take up to a minute). Throws ApiError. */
export const createAiPage = (body: CreatePageBody) => apiOrThrow.postJson<Page>('/pages/create', body);

/** POST /pages/upload: turns an uploaded image into a page. Throws ApiError. */
export const createUploadedPage = (body: UploadPageBody) => apiOrThrow.postJson<Page>('/pages/upload', body);

/** POST /pages/upload/preview: the page an upload would make (nothing is created or spent). Throws ApiError. */
export const previewUpload = (body: UploadPreviewBody) => apiOrThrow.postJson<UploadPreview>('/pages/upload/preview', body);
