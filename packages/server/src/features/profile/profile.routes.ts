import { contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';

/** The profile and cooking preferences (the cover upload sits with the other uploads in user-images.routes). */
export function profileRoutes(app: FastifyInstance, services: Services): void {
  const c = contract.profile;
  const { profile, userImages } = services;
  route(app, c.get, ({ auth }) => profile.get(auth.user.id));
  route(app, c.update, ({ auth, body }) => profile.update(auth.user, body));
  route(app, c.updateStats, ({ auth }) => profile.updateStats(auth.user.id));
  route(app, c.deleteAvatar, async ({ auth }) => {
    await userImages.remove(auth.user, 'avatar');
    return profile.get(auth.user.id);
  });
  route(app, c.deleteCover, async ({ auth }) => {
    await userImages.remove(auth.user, 'cover');
    return profile.get(auth.user.id);
  });
  route(app, c.getPreferences, ({ auth }) => profile.preferences(auth.user.id));
  route(app, c.updatePreferences, ({ auth, body }) => profile.savePreferences(auth.user.id, body));
}
