import { AI_FEATURES, contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Services } from '../../services';

/** Spec 000 §7 AI and AI chef calls; every provider call goes through services.aiGateway. */
export function aiRoutes(app: FastifyInstance, services: Services): void {
  const c = contract.ai;
  const { aiKeys, aiParse, aiChef, aiHome, aiNutrition } = services;

  route(app, c.status, async () => {
    const available = await aiKeys.available();
    const features = Object.fromEntries(AI_FEATURES.map((f) => [f, available || f === 'recipe_parsing'])) as Record<
      (typeof AI_FEATURES)[number],
      boolean
    >;
    return {
      ai_available: available,
      provider: (await aiKeys.status()).configured ? ('openai-compatible' as const) : ('none' as const),
      features,
      message: available
        ? 'AI features are available'
        : 'AI features are not configured; recipe text is read by the built-in parser',
    };
  });
  route(app, c.parseRecipe, ({ auth, body }) => aiParse.parse(auth.user.id, body.text, body.enhance));
  route(app, c.enhanceRecipe, ({ auth, body }) => aiParse.enhance(auth.user.id, body.recipe_data));
  route(app, c.suggestIngredients, ({ auth, query }) =>
    aiParse.suggestIngredients(auth.user.id, query.recipe_title, query.cuisine_type),
  );
  route(app, c.cookingAssistant, ({ auth, body }) => aiHome.ask(auth.user, body.question));
  route(app, c.famousChefs, ({ auth, body }) => aiHome.famousChefs(auth.user, body.dish_name));
  route(app, c.singleChefRecipe, ({ auth, body }) => aiHome.singleChef(auth.user, body.recipe_query, body.chef_name));
  route(app, c.multiChefRecipes, ({ auth, body }) => aiHome.multiChef(auth.user, body.recipe_query));
  route(app, c.analyzeNutrition, ({ auth, body }) => aiNutrition.analyze(auth.user, body.text, body.servings));
  route(app, c.discover, ({ query }) => services.recipeShelves.discover(query.limit));
  route(app, c.parseNutrition, ({ auth, body }) => aiNutrition.parseOntoRecipe(auth.user, body.recipe_id, body.text));
  route(app, c.askChef, ({ auth, body }) => aiChef.ask(auth.user, body.recipe_id, body.question));
  route(app, c.createVersion, ({ auth, body }) => aiChef.createVersion(auth.user, body));
  route(app, c.generateSuggestions, ({ auth, params }) => aiChef.generateSuggestions(auth.user, params.id));
  route(app, c.saveSuggestions, ({ auth, params, body }) =>
    aiChef.saveSuggestions(auth.user, params.id, body.ai_suggestions_json),
  );
  route(app, c.clearSuggestions, ({ auth, params }) => aiChef.clearSuggestions(auth.user, params.id));
}
