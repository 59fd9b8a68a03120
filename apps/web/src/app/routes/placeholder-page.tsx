import { UnderConstruction } from '../../components/under-construction';
import { useRouteHandle } from '../route-handle';

/**
 * Every route whose page a later issue builds points here, with its title in `handle`. It is one
 * lazy module shared by all of them; each route swaps to its own feature page when it is built.
 */
export function PlaceholderPage() {
  const { title = 'Trazo' } = useRouteHandle();
  return <UnderConstruction title={title} />;
}
