import { MEAL_PLAN_MESSAGES, contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function mealPlansRoutes(app: FastifyInstance, services: Services): void {
  const { mealPlans: plans, mealPlanMeals: meals, mealPlanAnalytics: analytics } = services;
  const { mealPlanTemplates: templates, mealPlanSharing: sharing, mealPlanShopping: shopping } = services;

  const c = contract.mealPlans;
  route(app, c.list, ({ auth, query }) => plans.list(auth.user, query));
  route(app, c.get, ({ auth, params }) => plans.get(auth.user, params.id));
  route(app, c.create, ({ auth, body }) => plans.create(auth.user, body));
  route(app, c.update, ({ auth, params, body }) => plans.update(auth.user, params.id, body));
  route(app, c.remove, ({ auth, params }) => plans.remove(auth.user, params.id));
  route(app, c.duplicate, ({ auth, params, query, body }) => plans.duplicate(auth.user, params.id, body, query.tz));
  route(app, c.addMeals, ({ auth, params, query, body }) => meals.add(auth.user, params.id, body, query.tz));
  route(app, c.updateMeal, ({ auth, params, query, body }) => meals.update(auth.user, params.id, body, query.tz));
  route(app, c.removeMeal, ({ auth, params, query }) => meals.remove(auth.user, params.id, query.tz));
  route(app, c.calendar, ({ auth, params, query }) => plans.calendar(auth.user, params.id, query));
  route(app, c.analytics, ({ auth, query }) => analytics.analytics(auth.user, query.days));

  const t = contract.mealPlanTemplates;
  route(app, t.list, ({ auth, query }) => templates.list(auth.user, query));
  route(app, t.get, ({ auth, params }) => templates.get(auth.user, params.id));
  route(app, t.saveAsTemplate, ({ auth, params, body }) => templates.saveFromPlan(auth.user, params.id, body));
  route(app, t.update, ({ auth, params, body }) => templates.update(auth.user, params.id, body));
  route(app, t.remove, ({ auth, params }) => templates.remove(auth.user, params.id));
  route(app, t.startPlan, ({ auth, query, body }) => templates.startPlan(auth.user, body, query.tz));

  const s = contract.mealPlanSharing;
  route(app, s.share, ({ auth, params }) => sharing.share(auth.user, params.id));
  route(app, s.unshare, ({ auth, params }) => sharing.unshare(auth.user, params.id));
  route(app, s.shared, ({ auth, params }) => sharing.shared(auth.user, params.token));
  route(app, s.feedStatus, ({ auth }) => sharing.feedStatus(auth.user));
  route(app, s.enableFeed, ({ auth }) => sharing.enableFeed(auth.user));
  route(app, s.disableFeed, ({ auth }) => sharing.disableFeed(auth.user));
  // iCalendar text, not JSON: no serializer; the token is the key, so nothing is cached or indexed.
  app.get<{ Params: { token: string } }>(
    s.feed.path,
    { schema: { summary: s.feed.summary, tags: ['meal-plans'] } },
    async (request, reply) => {
      const text = request.params.token.length <= 100 ? await sharing.feed(request.params.token) : null;
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      if (text === null) return reply.code(404).send({ detail: MEAL_PLAN_MESSAGES.notFound });
      return reply.type('text/calendar; charset=utf-8').send(text);
    },
  );

  // The shopping list of a plan is a shopping endpoint (its contract), built from this feature's data.
  route(app, contract.shopping.fromMealPlan, ({ auth, body }) => shopping.fromMealPlan(auth.user, body));
}
