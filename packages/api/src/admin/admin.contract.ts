import { z } from 'zod';
import { endpoint } from '../endpoint';
import { systemInfoSchema } from './system-info.schemas';

export const systemSettingsSchema = z.object({
  /** Legacy (uninvited) registration; off by default: Potluck is invitation-only. */
  open_registration: z.boolean(),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

export const adminContract = {
  getSettings: endpoint({
    method: 'GET',
    path: '/admin/settings',
    summary: 'System settings (admin)',
    auth: true,
    responses: { 200: systemSettingsSchema },
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/admin/settings',
    summary: 'Change system settings (admin)',
    auth: true,
    body: systemSettingsSchema.partial(),
    responses: { 200: systemSettingsSchema },
  }),
  systemInfo: endpoint({
    method: 'GET',
    path: '/admin/system-info',
    summary: 'Version, database, storage, mail and AI status, counts (admin; never a secret)',
    auth: true,
    responses: { 200: systemInfoSchema },
  }),
};
