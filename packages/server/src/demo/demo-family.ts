import type { Role } from '@potluck/api';

/**
 * The one password every demo account signs in with. It is printed by `pnpm demo` and documented for
 * anyone trying Potluck out; it must never be used outside demo mode (POTLUCK_DEMO=1).
 */
export const DEMO_PASSWORD = 'Potluck-demo-2026!';

export const DEMO_FAMILY_NAME = 'The Moretti family';

export type DemoUser = {
  readonly username: string;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly display_name: string;
  readonly role: Role;
  readonly password: string;
};

/**
 * Four generations of cooking under one roof, more or less:
 * - Dan (47) set Potluck up so Nonna’s recipes would stop living on splattered index cards. Weekend
 *   smoker, weeknight cook, still talks about the year he taught English in Seoul.
 * - Nonna Rosa (78), Dan’s mother, came from near Bologna in 1968 and has run Sunday lunch ever since.
 * - Priya (45), Dan’s wife, grew up in Leeds with Punjabi parents; cooks her mum’s food, pub classics,
 *   and anything a friend will teach her.
 * - Sofia (16) bakes everything, sells cookies at every school fair, and mixes the family’s cuisines
 *   with cheerful disregard for tradition.
 */
export const DEMO_USERS = [
  {
    username: 'dan_moretti',
    email: 'dan@potluck.example',
    first_name: 'Daniel',
    last_name: 'Moretti',
    display_name: 'Dan Moretti',
    role: 'admin',
    password: DEMO_PASSWORD,
  },
  {
    username: 'nonna_rosa',
    email: 'rosa@potluck.example',
    first_name: 'Rosa',
    last_name: 'Moretti',
    display_name: 'Nonna Rosa',
    role: 'user',
    password: DEMO_PASSWORD,
  },
  {
    username: 'priya_moretti',
    email: 'priya@potluck.example',
    first_name: 'Priya',
    last_name: 'Moretti',
    display_name: 'Priya Moretti',
    role: 'user',
    password: DEMO_PASSWORD,
  },
  {
    username: 'sofia_bakes',
    email: 'sofia@potluck.example',
    first_name: 'Sofia',
    last_name: 'Moretti',
    display_name: 'Sofia',
    role: 'user',
    password: DEMO_PASSWORD,
  },
] as const satisfies readonly DemoUser[];

export type DemoUsername = (typeof DEMO_USERS)[number]['username'];
