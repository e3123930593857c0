import { Card } from '../card/card';
import * as styles from './shopping-analytics.css';

/** Shopping analytics as the panel shows them (spec 001 §3; the window is the last 30 days). */
export interface ShoppingAnalyticsData {
  total_lists: number;
  /** Percent, 0 to 100. */
  average_completion_rate: number;
  total_spent: number;
  average_cost_per_list: number;
  most_purchased_items: ReadonlyArray<{ name: string; count: number }>;
  spending_by_category: ReadonlyArray<{ category: string; amount: number }>;
}

/** How many rows each ranking shows (spec 001 §9). */
export const ANALYTICS_LIMITS = { items: 10, categories: 8 } as const;

export interface ShoppingAnalyticsProps {
  analytics: ShoppingAnalyticsData;
  /** @default 30 */
  days?: number;
}

const money = (value: number) => `$${value.toFixed(2)}`;

interface Ranked {
  label: string;
  value: number;
  text: string;
}

function Ranking({ title, rows, emptyText }: { title: string; rows: Ranked[]; emptyText: string }) {
  const top = Math.max(1, ...rows.map((row) => row.value));
  return (
    <Card padding="md">
      <h3 className={styles.panelTitle}>{title}</h3>
      {rows.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ol className={styles.rows} aria-label={title}>
          {rows.map((row) => (
            <li key={row.label} className={styles.row}>
              <span>{row.label}</span>
              <span className={styles.rowValue}>{row.text}</span>
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${(row.value / top) * 100}%`, display: 'block' }} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** The Shopping page's analytics tab: totals, the most purchased items (top 10) and spending by category (top 8). */
export function ShoppingAnalytics({ analytics, days = 30 }: ShoppingAnalyticsProps) {
  const stats = [
    { label: 'Shopping lists', value: String(analytics.total_lists) },
    { label: 'Average completion', value: `${Math.round(analytics.average_completion_rate)}%` },
    { label: 'Total spent', value: money(analytics.total_spent) },
    { label: 'Average per list', value: money(analytics.average_cost_per_list) },
  ];
  const items = [...analytics.most_purchased_items]
    .sort((a, b) => b.count - a.count)
    .slice(0, ANALYTICS_LIMITS.items)
    .map((item) => ({ label: item.name, value: item.count, text: `${item.count}×` }));
  const categories = [...analytics.spending_by_category]
    .sort((a, b) => b.amount - a.amount)
    .slice(0, ANALYTICS_LIMITS.categories)
    .map((entry) => ({ label: entry.category, value: entry.amount, text: money(entry.amount) }));
  return (
    <section className={styles.root} aria-label={`Shopping analytics, last ${days} days`}>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <Card key={stat.label} padding="md" className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </Card>
        ))}
      </dl>
      <div className={styles.panels}>
        <Ranking title="Most purchased items" rows={items} emptyText="Tick items off in a list to see them here." />
        <Ranking title="Spending by category" rows={categories} emptyText="No spending recorded yet." />
      </div>
    </section>
  );
}
