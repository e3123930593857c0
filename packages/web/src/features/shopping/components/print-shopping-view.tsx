import type { ShoppingList } from '@potluck/api';
import { formatAmountWithUnit, shoppingStatusLabel } from '@potluck/api/domain';
import { SHOPPING_TEXT as T } from '../shopping.texts';
import { groupByCategory } from '@potluck/api/domain';
import * as styles from './print-shopping.css';

/** A shopping list as it goes on paper: grouped by category in store-walk order, a box to tick per item. */
export function PrintShoppingView({ list }: { list: ShoppingList }) {
  const groups = groupByCategory(list.items);
  const meta = [list.preferred_store, list.shopping_date, `${list.total_items} items`, shoppingStatusLabel(list)]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className={styles.sheet}>
      <header className={styles.header}>
        <h1 className={styles.title}>{list.name}</h1>
        <p className={styles.meta}>{meta}</p>
        {list.description ? <p className={styles.meta}>{list.description}</p> : null}
      </header>
      {groups.length === 0 ? <p className={styles.empty}>{T.noItems}</p> : null}
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.category} className={styles.group} aria-label={group.category}>
            <h2 className={styles.groupTitle}>{group.category}</h2>
            <ul className={styles.items}>
              {group.items.map((item) => {
                const amount = formatAmountWithUnit(item.amount, item.unit);
                return (
                  <li key={item.id} className={styles.item}>
                    <span className={styles.box} role="img" aria-label={item.is_completed ? 'ticked' : 'not ticked'}>
                      {item.is_completed ? '✓' : ''}
                    </span>
                    <span className={item.is_completed ? styles.done : undefined}>
                      {amount ? <span className={styles.amount}>{amount} </span> : null}
                      {item.name}
                      {item.notes ? <span className={styles.notes}> — {item.notes}</span> : null}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      <footer className={styles.footer}>Printed from Potluck</footer>
    </article>
  );
}
