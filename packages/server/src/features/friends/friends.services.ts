import type { AppContext } from '../../context';
import type { AttemptsService } from '../auth/attempts.service';
import { createBlocksService } from './blocks.service';
import { createFriendInvitesService } from './friend-invites.service';
import { createFriendSearchService } from './friend-search.service';
import { createFriendshipsService } from './friendships.service';

/** The friends feature's services, wired once (spread into the app's services). */
export function createFriendsServices(ctx: AppContext, deps: { attempts: AttemptsService }) {
  const friendships = createFriendshipsService(ctx);
  return {
    friendships,
    friendSearch: createFriendSearchService(ctx),
    blocks: createBlocksService(ctx),
    friendInvites: createFriendInvitesService(ctx, { attempts: deps.attempts, friendships }),
  };
}
