/** The fields of another member the friends area shows (never an email). */
export interface FriendMember {
  id: number;
  username: string;
  display_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  avatar_url?: string | null;
}

/** How a member is named on screen: display name, else first and last name, else the username. */
export function memberName(member: Pick<FriendMember, 'username' | 'display_name' | 'first_name' | 'last_name'>) {
  const display = member.display_name?.trim();
  if (display) return display;
  const full = [member.first_name, member.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || member.username;
}
