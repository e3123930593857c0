import { useParams } from 'react-router-dom';
import { parseListId } from '../api/keys';
import { ListDetail } from '../components/list-detail';

/** /shopping/{id}: the same detail as /shopping?list={id}. */
export function ShoppingListPage() {
  return <ListDetail id={parseListId(useParams().id)} />;
}
