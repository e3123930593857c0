import type { OpenaiKeyStatus } from '@potluck/api';
import { Badge } from '@potluck/ui';
import { CONNECTIVITY_LABEL, formatTestedAt, KEY_SOURCE_LABEL } from './ai-key-messages';
import * as styles from './ai-provider.css';

const CONNECTIVITY_TONE = { working: 'success', not_working: 'danger', untested: 'neutral' } as const;

/** The key's status as GET /admin/openai-key/status reports it; the key itself is never shown, only its preview. */
export function AiKeyStatusList({ status }: { status: OpenaiKeyStatus }) {
  const rows = [
    {
      label: 'Status',
      value: (
        <span className={styles.inline}>
          <Badge tone={status.configured ? 'success' : 'neutral'}>
            {status.configured ? 'Configured' : 'Not configured'}
          </Badge>
          <span>{status.message}</span>
        </span>
      ),
    },
    { label: 'Key', value: status.key_preview ?? '—' },
    { label: 'Source', value: KEY_SOURCE_LABEL[status.source] },
    { label: 'Base URL', value: status.base_url ?? 'OpenAI (default)' },
    { label: 'Model', value: status.model },
    {
      label: 'Connectivity',
      value: (
        <span className={styles.inline}>
          <Badge tone={CONNECTIVITY_TONE[status.connectivity.status]}>
            {CONNECTIVITY_LABEL[status.connectivity.status]}
          </Badge>
          {status.connectivity.message ? <span>{status.connectivity.message}</span> : null}
        </span>
      ),
    },
    { label: 'Last tested', value: formatTestedAt(status.connectivity.last_tested) },
  ];
  return (
    <dl className={styles.statusList} aria-label="AI provider key status">
      {rows.map((row) => (
        <div key={row.label} className={styles.statusRow}>
          <dt className={styles.statusLabel}>{row.label}</dt>
          <dd className={styles.statusValue}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
