import { type AiUsage, errorText } from '@potluck/api';
import { Card, ErrorState, Skeleton } from '@potluck/ui';
import { useAiUsage } from '../../ai/api/use-ai-usage';
import * as styles from './admin.css';

const number = new Intl.NumberFormat('en-US');
/** 'chef_questions' → 'Chef questions'. */
const featureName = (feature: string) => feature.charAt(0).toUpperCase() + feature.slice(1).replace(/_/g, ' ');

export interface AiUsageViewProps {
  usage: AiUsage | undefined;
  error?: unknown;
  onRetry?: () => void;
}

/** What the AI cost over the last week: calls, failures and tokens, by feature and by member (issue 6 cost control). */
export function AiUsageView({ usage, error, onRetry }: AiUsageViewProps) {
  return (
    <Card asChild padding="lg">
      <section aria-labelledby="ai-usage-heading">
        <h2 id="ai-usage-heading" className={styles.cardTitle}>
          AI usage, last 7 days
        </h2>
        {error && !usage ? (
          <ErrorState
            title="AI usage could not be loaded"
            message={errorText(error, 'Please try again.')}
            onRetry={onRetry}
            headingLevel="h3"
          />
        ) : !usage ? (
          <div role="status" aria-busy="true" aria-label="Loading AI usage">
            <Skeleton height={24} width="60%" />
          </div>
        ) : usage.calls === 0 ? (
          <p className={styles.note}>No AI calls in the last 7 days.</p>
        ) : (
          <div className={styles.usage}>
            {/* One text node per part, as the baseline was drawn: a split node shifts a glyph. */}
            {/* prettier-ignore */}
            <p className={styles.note}>
              {number.format(usage.calls)} {usage.calls === 1 ? 'call' : 'calls'} ({number.format(usage.failed)} failed), {number.format(usage.tokens)} tokens.
              Members are limited per minute and per day (AI_CALLS_PER_MINUTE, AI_CALLS_PER_DAY).
            </p>
            <table className={styles.table}>
              <caption className={styles.caption}>By feature</caption>
              <thead>
                <tr>
                  <th scope="col">Feature</th>
                  <th scope="col">Calls</th>
                  <th scope="col">Tokens</th>
                  <th scope="col">Average latency</th>
                </tr>
              </thead>
              <tbody>
                {usage.by_feature.map((f) => (
                  <tr key={f.feature}>
                    <th scope="row">{featureName(f.feature)}</th>
                    <td>{number.format(f.calls)}</td>
                    <td>{number.format(f.tokens)}</td>
                    <td>{number.format(f.avg_latency_ms)} ms</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <table className={styles.table}>
              <caption className={styles.caption}>By member</caption>
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  <th scope="col">Calls</th>
                  <th scope="col">Tokens</th>
                </tr>
              </thead>
              <tbody>
                {usage.by_user.map((u) => (
                  <tr key={u.user_id}>
                    <th scope="row">{u.username}</th>
                    <td>{number.format(u.calls)}</td>
                    <td>{number.format(u.tokens)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Card>
  );
}

export function AiUsageCard() {
  const { data, error, mutate } = useAiUsage(7);
  return <AiUsageView usage={data} error={error} onRetry={() => void mutate()} />;
}
