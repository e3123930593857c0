import type { AdminUser } from '@potluck/api';
import { table, type Column } from './text-layout';

const nameOf = (u: Pick<AdminUser, 'display_name' | 'first_name' | 'last_name'>) =>
  u.display_name || [u.first_name, u.last_name].filter(Boolean).join(' ') || '–';

/** The admin's user table (spec 001 §2): username, name, email, role, status, recipes, joined. */
export function renderUserTable(users: readonly AdminUser[], width = 80): string {
  const columns: Column[] = [
    { header: 'USERNAME' },
    { header: 'NAME', shrink: true, minWidth: 8 },
    { header: 'EMAIL' },
    { header: 'ROLE' },
    { header: 'STATUS' },
    { header: 'RECIPES', align: 'right' },
    { header: 'JOINED' },
  ];
  const rows = users.map((u) => [
    u.username,
    nameOf(u),
    u.email,
    u.role,
    u.is_active ? 'active' : 'inactive',
    String(u.recipe_count),
    u.created_at.slice(0, 10),
  ]);
  return table(columns, rows, width).join('\n');
}
