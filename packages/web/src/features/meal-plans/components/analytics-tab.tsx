import { Card, ErrorState, Grid, Skeleton, Stack } from '@potluck/ui';
import { MEAL_ANALYTICS_DAYS, useMealPlanAnalytics } from '../api/use-meal-plan-analytics';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';
import * as styles from './meal-plans.css';

/** The Analytics tab: totals, completion rate, average meals per plan, favorite meal types, top 10 recipes. */
export function AnalyticsTab() {
  const { data, error, mutate } = useMealPlanAnalytics();
  if (error) return <ErrorState title={T.analyticsFailed} onRetry={() => void mutate()} retryLabel={T.tryAgain} />;
  if (!data) return <Skeleton shape="rect" height={240} />;
  const figures = [
    [T.analytics.totalPlans, String(data.total_plans)],
    [T.analytics.totalMeals, String(data.total_meals)],
    [T.analytics.completionRate, `${data.completion_rate}%`],
    [T.analytics.avgMeals, String(data.planning_consistency.avg_meals_per_plan)],
  ] as const;
  const types = Object.entries(data.favorite_meal_types).sort((a, b) => b[1] - a[1]);
  return (
    <Stack>
      <p className={styles.muted}>{T.analytics.window(MEAL_ANALYTICS_DAYS)}</p>
      <Grid as="dl" gap="md" minColumnWidth="160px">
        {figures.map(([label, value]) => (
          <Card key={label} padding="md" className={styles.figure}>
            <dt className={styles.muted}>{label}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </Card>
        ))}
      </Grid>
      <Grid gap="md" minColumnWidth="280px">
        <Card asChild padding="md">
          <section aria-label={T.analytics.favoriteTypes}>
            <h2 className={styles.sectionTitle}>{T.analytics.favoriteTypes}</h2>
            {types.length === 0 ? <p className={styles.muted}>{T.analytics.none}</p> : null}
            <ul className={styles.rows}>
              {types.map(([type, count]) => (
                <li key={type} className={styles.row}>
                  <span className={styles.capitalized}>{type}</span>
                  <span>{count}</span>
                </li>
              ))}
            </ul>
          </section>
        </Card>
        <Card asChild padding="md">
          <section aria-label={T.analytics.topRecipes}>
            <h2 className={styles.sectionTitle}>{T.analytics.topRecipes}</h2>
            {data.most_planned_recipes.length === 0 ? <p className={styles.muted}>{T.analytics.none}</p> : null}
            <ol className={styles.rows}>
              {data.most_planned_recipes.slice(0, 10).map((recipe) => (
                <li key={recipe.recipe_id} className={styles.row}>
                  <span>{recipe.recipe_name}</span>
                  <span>{recipe.count}×</span>
                </li>
              ))}
            </ol>
          </section>
        </Card>
      </Grid>
    </Stack>
  );
}
