import type { RecipePage } from '@potluck/api';
import { Button } from '@potluck/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as styles from './collection.css';

const number = new Intl.NumberFormat('en-US');

/**
 * Whether a page follows. Past the count cap the total is a floor, not the truth, so paging goes on
 * while a page comes back full (see recipePageSchema).
 */
export const hasNextPage = (page: RecipePage) =>
  page.total_capped ? page.items.length === page.limit : page.offset + page.items.length < page.total;

/** "Showing 51–100 of 1,000+": what the reader is looking at, out of how many. */
export function showingText(page: RecipePage): string {
  const from = page.offset + 1;
  const to = page.offset + page.items.length;
  const total = page.total_capped ? `${number.format(Math.max(page.total, to))}+` : number.format(page.total);
  return `Showing ${number.format(from)}–${number.format(to)} of ${total}`;
}

export interface CollectionPaginationProps {
  page: RecipePage;
  /** 1-based. */
  current: number;
  onPageChange: (page: number) => void;
}

/** Previous and Next over offset pages: only one page of a large collection is ever loaded. */
export function CollectionPagination({ page, current, onPageChange }: CollectionPaginationProps) {
  const next = hasNextPage(page);
  if (current <= 1 && !next) return null;
  return (
    <nav className={styles.pagination} aria-label="Pages">
      <Button
        variant="secondary"
        iconStart={<ChevronLeft size={18} />}
        disabled={current <= 1}
        onClick={() => onPageChange(current - 1)}
      >
        Previous
      </Button>
      <span className={styles.pageLabel}>
        Page {number.format(current)}
        {page.total_capped ? null : ` of ${number.format(Math.max(current, Math.ceil(page.total / page.limit)))}`}
      </span>
      <Button
        variant="secondary"
        iconEnd={<ChevronRight size={18} />}
        disabled={!next}
        onClick={() => onPageChange(current + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
