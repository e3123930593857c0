import { cx } from 'class-variance-authority';
import { Children, type ReactNode } from 'react';
import * as styles from './shopping-category-group.css';

export interface ShoppingCategoryGroupProps {
  /** The category, e.g. 'Produce'. */
  category: string;
  /** How many of the group's items are ticked. */
  completed: number;
  /** One ShoppingItem per child; each becomes a list item. */
  children: ReactNode;
  /** Heading level in the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3';
}

/** One aisle of a shopping list: the category, how many of its items are ticked, and the items. */
export function ShoppingCategoryGroup({
  category,
  completed,
  children,
  headingLevel = 'h3',
}: ShoppingCategoryGroupProps) {
  const Heading = headingLevel;
  const rows = Children.toArray(children);
  const allDone = rows.length > 0 && completed >= rows.length;
  return (
    <section className={styles.root} aria-label={category}>
      <div className={styles.header}>
        <Heading className={styles.title}>{category}</Heading>
        <span className={cx(styles.count, allDone && styles.done)}>
          {completed}/{rows.length}
        </span>
      </div>
      <ul className={styles.items}>
        {rows.map((row, index) => (
          // Children carry their own keys (Children.toArray keeps them); the wrapper only adds the list item.
          <li key={(row as { key?: string }).key ?? index}>{row}</li>
        ))}
      </ul>
    </section>
  );
}
