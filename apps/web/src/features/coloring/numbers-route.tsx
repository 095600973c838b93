import { useLoaderData } from 'react-router';
import { NumbersScreen } from './numbers/numbers-screen';
import { numbersLoader, type NumbersData } from './numbers/numbers-loader';

export const loader = numbersLoader;

/** /pages/{id}/numbers: color by number; a fresh screen (and engine) per page. */
export function Component() {
  const data = useLoaderData<NumbersData>();
  return <NumbersScreen key={data.page.id} data={data} />;
}
