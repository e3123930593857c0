import { contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function referenceRoutes(app: FastifyInstance, services: Services): void {
  const c = contract.reference;
  const { reference } = services;
  route(app, c.categories, () => reference.categories());
  route(app, c.tags, ({ auth, query }) => reference.tags(auth.user, query.search));
  route(app, c.popularTags, ({ query }) => reference.popularTags(query.limit));
  route(app, c.cuisineTypes, async () => reference.cuisineTypes());
  route(app, c.mealTypes, async () => reference.mealTypes());
  route(app, c.difficultyLevels, async () => reference.difficultyLevels());
  route(app, c.ingredientAutocomplete, ({ auth, query }) =>
    reference.ingredientAutocomplete(auth.user, query.q, query.limit),
  );
  route(app, c.commonUnits, async () => reference.commonUnits());
}
