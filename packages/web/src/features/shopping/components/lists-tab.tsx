import type { ShoppingListSummary } from '@potluck/api';
import { Button, Card, EmptyState, ErrorState, Grid, Inline, ShoppingProgress, Skeleton, Stack } from '@potluck/ui';
import { ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useShoppingLists } from '../api/use-shopping-lists';
import { LIST_FILTERS, SHOPPING_TEXT as T, type ListFilter } from '../shopping.texts';
import * as styles from './shopping.css';

export interface ListsTabProps {
  filter: ListFilter;
  onFilterChange: (filter: ListFilter) => void;
  onNewList: () => void;
}

function ListCard({ list }: { list: ShoppingListSummary }) {
  const meta = [list.preferred_store, list.shopping_date].filter(Boolean).join(' · ');
  return (
    <Card asChild padding="md" interactive className={styles.listCard}>
      <Link to={`/shopping?list=${list.id}`}>
        <h3 className={styles.listCardTitle}>{list.name}</h3>
        {meta ? <p className={styles.muted}>{meta}</p> : null}
        <ShoppingProgress list={list} />
      </Link>
    </Card>
  );
}

/** The Lists tab: filter all / active / completed / archived, and a card per list. */
export function ListsTab({ filter, onFilterChange, onNewList }: ListsTabProps) {
  const { data, error, mutate } = useShoppingLists(filter);
  let body;
  if (error) body = <ErrorState title={T.loadFailed} onRetry={() => void mutate()} retryLabel={T.tryAgain} />;
  else if (!data) body = <Skeleton shape="rect" height={160} />;
  else if (data.length === 0 && filter === 'all') {
    body = (
      <EmptyState
        title={T.noLists}
        description={T.noListsHint}
        icon={<ShoppingBasket size={34} />}
        actions={<Button onClick={onNewList}>{T.newList}</Button>}
      />
    );
  } else if (data.length === 0) body = <p className={styles.muted}>{T.noListsForFilter(filter)}</p>;
  else {
    body = (
      <Grid gap="md" minColumnWidth="280px">
        {data.map((list) => (
          <ListCard key={list.id} list={list} />
        ))}
      </Grid>
    );
  }
  return (
    <Stack>
      <Inline gap="xs" role="group" aria-label="Show lists">
        {LIST_FILTERS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={value === filter ? 'primary' : 'secondary'}
            aria-pressed={value === filter}
            onClick={() => onFilterChange(value)}
          >
            {T.filters[value]}
          </Button>
        ))}
      </Inline>
      {body}
    </Stack>
  );
}
