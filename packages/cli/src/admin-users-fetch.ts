import type { AdminUser } from '@potluck/api';
import type { PotluckClient } from '@potluck/api/client';
import type { Context } from './context';
import { UserError } from './errors';

/** The member with exactly this username (any case), through the admin's search; a clear error if none. */
export async function findAccount(ctx: Context, client: PotluckClient, username: string): Promise<AdminUser> {
  const wanted = username.trim().replace(/^@/, '');
  const page = await ctx.call(
    () => client.adminUsers.list({ query: { search: wanted, role_filter: 'all', status_filter: 'all', limit: 100 } }),
    { authenticated: true },
  );
  const found = page.items.find((u) => u.username.toLowerCase() === wanted.toLowerCase());
  if (!found) throw new UserError(`No member is called "${wanted}" (see \`potluck admin users\`).`, { status: 404 });
  return found;
}
