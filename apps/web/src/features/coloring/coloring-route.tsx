import { useLoaderData } from 'react-router';
import { ColoringScreen } from './components/coloring-screen';
import { coloringLoader, type ColoringData } from './loader';

export const loader = coloringLoader;

/** /pages/{id}/color: a fresh screen (and engine) per page. */
export function Component() {
  const data = useLoaderData<ColoringData>();
  return <ColoringScreen key={data.page.id} data={data} />;
}
