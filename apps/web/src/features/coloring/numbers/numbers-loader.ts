import { NUMBERS_STYLES, type NumbersPlan, type NumbersStyle } from '@crayonbox/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError, handleApiError } from '@/lib/api';
import { notify } from '@/stores/notifications';
import { readNumbersPlan } from '../api';
import { coloringLoader, type ColoringData } from '../loader';

export interface NumbersData extends ColoringData {
  plan: NumbersPlan;
}

/** The style asked for in the address (?style=), bright when missing or unknown. */
export function styleFrom(url: string): NumbersStyle {
  const asked = new URL(url).searchParams.get('style');
  return (NUMBERS_STYLES as readonly string[]).includes(asked ?? '') ? (asked as NumbersStyle) : 'bright';
}

/**
 * Loader of /pages/{id}/numbers: what the coloring screen loads (same credit rule: a numbered
 * session of someone else's page counts as coloring it) and the plan, in parallel. "My colors"
 * before any coloring falls back to bright with the server's reason.
 */
export async function numbersLoader(args: Pick<LoaderFunctionArgs, 'params' | 'request' | 'context'>): Promise<NumbersData> {
  const id = Number(args.params.id);
  const style = styleFrom(args.request.url);
  const planFor = async (s: NumbersStyle): Promise<NumbersPlan> => {
    try {
      return await readNumbersPlan(id, s, args.request.signal);
    } catch (error) {
      if (s !== 'bright' && error instanceof ApiError && error.status === 422) {
        notify.info(error.errors?.style?.[0] ?? error.message);
        return planFor('bright');
      }
      throw error;
    }
  };
  const planned = Number.isSafeInteger(id) && id > 0 ? planFor(style) : null;
  // The coloring loader redirects for unknown pages and missing credits; the plan waits for it.
  planned?.catch(() => undefined);
  const data = await coloringLoader(args);
  try {
    return { ...data, plan: await (planned as Promise<NumbersPlan>) };
  } catch (error) {
    handleApiError(error);
    throw error;
  }
}
