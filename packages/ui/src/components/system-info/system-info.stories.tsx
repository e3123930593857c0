import type { SystemInfo } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SystemInfoPanel } from './system-info';

const healthy: SystemInfo = {
  version: '1.4.0',
  node_version: 'v20.19.2',
  uptime_seconds: 3 * 86_400 + 4 * 3600 + 120,
  database: { engine: 'postgres', size_bytes: 48_758_784 },
  storage: { kind: 'local', image_count: 1342 },
  mail: { transport: 'smtp', configured: true, pending_retry: 0, failed: 0 },
  ai: { configured: true, source: 'settings' },
  counts: { users: 23, active_users: 21, admins: 2, recipes: 412, pending_invitations: 3 },
};

const meta = {
  title: 'People/SystemInfoPanel',
  tags: ['dark-check'],
  component: SystemInfoPanel,
  args: { info: healthy },
} satisfies Meta<typeof SystemInfoPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything configured: SMTP, an AI key saved by an admin, sizes in MB. */
export const Configured: Story = {
  play: async ({ canvas }) => {
    const mail = within(canvas.getByRole('region', { name: 'Mail' }));
    await expect(mail.getByText('Configured')).toBeInTheDocument();
    await expect(mail.getByText('None')).toBeInTheDocument();
    await expect(canvas.getByText('46.5 MB')).toBeInTheDocument();
    await expect(canvas.getByText('3d 4h')).toBeInTheDocument();
    await expect(canvas.getByText('1,342')).toBeInTheDocument();
  },
};

/** A fresh install: the embedded database, mail to the outbox with undelivered invitations, no AI key. */
export const NotConfigured: Story = {
  args: {
    info: {
      ...healthy,
      uptime_seconds: 600,
      database: { engine: 'pglite', size_bytes: null },
      mail: { transport: 'outbox', configured: false, pending_retry: 2, failed: 1 },
      ai: { configured: false, source: 'none' },
    },
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('region', { name: 'AI' })).getByText('Not configured')).toBeInTheDocument();
    await expect(canvas.getByText('2 retrying, 1 failed')).toBeInTheDocument();
    await expect(canvas.getByText('PGlite (embedded)')).toBeInTheDocument();
    await expect(canvas.getByText('Unknown')).toBeInTheDocument();
    await expect(canvas.getByText('10m')).toBeInTheDocument();
  },
};
