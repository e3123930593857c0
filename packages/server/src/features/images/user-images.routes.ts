import { contract } from '@potluck/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';

/**
 * Avatar and profile cover calls, registered inside the images' multipart scope (same limits and error
 * mapping as recipe uploads). POST /users/profile/avatar (spec 001 §7) is the profile page's name for the
 * avatar upload: same service, but it answers the updated account so the page can show it at once.
 */
export function userImagesRoutes(
  scope: FastifyInstance,
  services: Services,
  fileOf: (request: FastifyRequest) => Buffer,
): void {
  const { userImages } = services;
  const c = contract.images;
  route(
    scope,
    c.uploadAvatar,
    async ({ auth, request }) => (await userImages.upload(auth.user, 'avatar', fileOf(request))).image,
  );
  route(
    scope,
    c.uploadCover,
    async ({ auth, request }) => (await userImages.upload(auth.user, 'cover', fileOf(request))).image,
  );
  route(
    scope,
    contract.users.uploadProfileAvatar,
    async ({ auth, request }) => (await userImages.upload(auth.user, 'avatar', fileOf(request))).user,
  );
  route(scope, contract.profile.uploadCover, async ({ auth, request }) => {
    await userImages.upload(auth.user, 'cover', fileOf(request));
    return services.profile.get(auth.user.id);
  });
  route(scope, c.deleteAvatar, async ({ auth }) => {
    await userImages.remove(auth.user, 'avatar');
    return null;
  });
  route(scope, c.deleteCover, async ({ auth }) => {
    await userImages.remove(auth.user, 'cover');
    return null;
  });
}
