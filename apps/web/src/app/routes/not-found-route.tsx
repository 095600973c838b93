import { NotFoundScreen } from '@/components/not-found-screen';

/** Any path the route table does not know. */
export const Component = NotFoundScreen;
