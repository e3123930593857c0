import type { Friendship, MemberSummary } from '@potluck/api';
import { memberName } from '@potluck/ui';

/** The member on the other side of a friendship from the viewer. */
export const otherMember = (friendship: Friendship, viewerId: number | undefined): MemberSummary =>
  friendship.requester_id === viewerId ? friendship.addressee : friendship.requester;

export const nameOf = (member: MemberSummary) => memberName(member);
