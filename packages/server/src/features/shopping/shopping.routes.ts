import { contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function shoppingRoutes(app: FastifyInstance, services: Services): void {
  const c = contract.shopping;
  const { shoppingLists: lists, shoppingItems: items, shoppingGenerate: generate } = services;
  const { shoppingTemplates: templates, shoppingAnalytics: analytics, shoppingCategories: categories } = services;
  route(app, c.lists, ({ auth, query }) => lists.list(auth.user, query));
  route(app, c.get, ({ auth, params }) => lists.get(auth.user, params.id));
  route(app, c.create, ({ auth, body }) => lists.create(auth.user, body));
  route(app, c.update, ({ auth, params, body }) => lists.update(auth.user, params.id, body));
  route(app, c.remove, ({ auth, params }) => lists.remove(auth.user, params.id));
  route(app, c.addItem, ({ auth, params, body }) => items.add(auth.user, params.id, body));
  route(app, c.updateItem, ({ auth, params, body }) => items.update(auth.user, params.id, body));
  route(app, c.toggleItem, ({ auth, params, body }) => items.toggle(auth.user, params.id, body?.is_completed));
  route(app, c.removeItem, ({ auth, params }) => items.remove(auth.user, params.id));
  route(app, c.fromRecipes, ({ auth, body }) => generate.fromRecipes(auth.user, body));
  route(app, c.fromTemplate, ({ auth, body }) => generate.fromTemplate(auth.user, body));
  route(app, c.saveAsTemplate, ({ auth, params, query }) => templates.saveList(auth.user, params.id, query));
  // A suggestion writes nothing: it must not clear caches or wake the other processes.
  route(app, c.autoCategorize, ({ auth, query }) => categories.suggest(auth.user.id, query.item_name), {
    readOnly: true,
  });
  route(app, c.learnCategory, ({ auth, params, query }) =>
    items.learnCategory(auth.user, params.id, query.new_category),
  );
  route(app, c.categories, ({ auth }) => analytics.categories(auth.user));
  route(app, c.analytics, ({ auth, query }) => analytics.analytics(auth.user, query.days));

  const t = contract.shoppingTemplates;
  route(app, t.list, ({ auth, query }) => templates.list(auth.user, query));
  route(app, t.get, ({ auth, params }) => templates.get(auth.user, params.id));
  route(app, t.create, ({ auth, body }) => templates.create(auth.user, body));
  route(app, t.update, ({ auth, params, body }) => templates.update(auth.user, params.id, body));
  route(app, t.remove, ({ auth, params }) => templates.remove(auth.user, params.id));
}
