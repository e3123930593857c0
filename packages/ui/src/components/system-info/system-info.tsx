import type { SystemInfo } from '@potluck/api';
import { Bot, Database, HardDrive, Mail, Server, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../badge/badge';
import * as styles from './system-info.css';

export interface SystemInfoPanelProps {
  info: SystemInfo;
}

const count = new Intl.NumberFormat('en-US');

/** Bytes as B, KB, MB or GB (powers of 1024, one decimal from KB up). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

/** Seconds as '3d 4h', '4h 12m' or '12m'. */
export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  return `${m}m`;
}

function Group({ title, icon, rows }: { title: string; icon: ReactNode; rows: [string, ReactNode][] }) {
  return (
    <section className={styles.group} aria-label={title}>
      <h3 className={styles.groupTitle}>
        {icon}
        {title}
      </h3>
      <dl className={styles.rows}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const status = (ok: boolean, yes: string, no: string) => (
  <Badge tone={ok ? 'success' : 'accent'}>{ok ? yes : no}</Badge>
);

/**
 * The admin's System Settings: version, database, storage, mail and AI status and counts (GET /admin/system-info;
 * statuses only, never a secret).
 */
export function SystemInfoPanel({ info }: SystemInfoPanelProps) {
  const mailIssues = info.mail.pending_retry + info.mail.failed;
  return (
    <section className={styles.root} aria-labelledby="system-info-title">
      <h2 id="system-info-title" className={styles.title}>
        System information
      </h2>
      <div className={styles.groups}>
        <Group
          title="Server"
          icon={<Server size={16} aria-hidden="true" />}
          rows={[
            ['Version', info.version],
            ['Node.js', info.node_version],
            ['Uptime', formatUptime(info.uptime_seconds)],
          ]}
        />
        <Group
          title="Database"
          icon={<Database size={16} aria-hidden="true" />}
          rows={[
            ['Engine', info.database.engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'],
            ['Size', info.database.size_bytes === null ? 'Unknown' : formatBytes(info.database.size_bytes)],
          ]}
        />
        <Group
          title="Storage"
          icon={<HardDrive size={16} aria-hidden="true" />}
          rows={[
            ['Kind', info.storage.kind === 'local' ? 'Local folder' : 'S3-compatible'],
            ['Images', count.format(info.storage.image_count)],
          ]}
        />
        <Group
          title="Mail"
          icon={<Mail size={16} aria-hidden="true" />}
          rows={[
            ['Transport', info.mail.transport === 'smtp' ? 'SMTP' : 'Outbox folder'],
            ['Status', status(info.mail.configured, 'Configured', 'Not configured')],
            [
              'Undelivered',
              mailIssues === 0 ? 'None' : `${info.mail.pending_retry} retrying, ${info.mail.failed} failed`,
            ],
          ]}
        />
        <Group
          title="AI"
          icon={<Bot size={16} aria-hidden="true" />}
          rows={[
            ['Status', status(info.ai.configured, 'Configured', 'Not configured')],
            ['Key from', { settings: 'Admin settings', environment: 'Environment', none: 'Nowhere' }[info.ai.source]],
          ]}
        />
        <Group
          title="Counts"
          icon={<Users size={16} aria-hidden="true" />}
          rows={[
            ['Members', count.format(info.counts.users)],
            ['Active', count.format(info.counts.active_users)],
            ['Admins', count.format(info.counts.admins)],
            ['Recipes', count.format(info.counts.recipes)],
            ['Pending invitations', count.format(info.counts.pending_invitations)],
          ]}
        />
      </div>
    </section>
  );
}
