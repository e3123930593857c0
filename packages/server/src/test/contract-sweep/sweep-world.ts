import { API_PREFIX, type Endpoint, type ObjectKind, type Recipe, type StoredImage, contract } from '@potluck/api';
import { addDays } from '@potluck/api/domain';
import { jpeg, upload } from '../../features/images/image.fixtures';
import { type Member, as, createRecipe, recipeBody } from '../../features/recipes/recipe.fixtures';
import { type TestApp, signedIn } from '../test-app';
import { validSample } from './sample-input';

/** A member's private things, one of every kind an endpoint can name. */
export interface World {
  member: Member;
  recipe: Recipe;
  /** The value each kind of field takes to name this member's object. */
  values: Record<ObjectKind, unknown>;
}

async function ok<T>(what: string, res: Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`sweep world: ${what} failed: ${r.statusCode} ${r.body}`);
  return r.json() as T;
}

/**
 * The fixture factory of every object kind: a private recipe with a second version, a photo, a bookmark and
 * a like; a shopping list with an item and a template; a meal plan with a meal and a plan template. A new kind in OBJECT_KINDS does not compile until it gets its value here.
 */
export async function buildWorld(t: TestApp, member: Member, marker: string): Promise<World> {
  const categories = await ok<{ items: Array<{ id: number }> }>(
    'categories',
    as(t, member).get('/categories/categories'),
  );
  const first = {
    title: `${marker} secret pie`,
    description: `${marker} family secret`,
    visibility: 'private' as const,
    // Private words in every searchable part: a stranger's search, autocomplete or tag list must not show them.
    tags: [`${marker}tag`],
    ingredients: [{ ingredient_name: `${marker} saffron`, amount: 1, unit: 'g' }],
    // The category a search names (the first), so a search with that filter still reaches this recipe.
    category_ids: [categories.items[0]!.id],
  };
  const recipe = await createRecipe(t, member, first);
  const api = as(t, member);
  const second = recipeBody({ ...first, description: `${marker} family secret, v2` });
  await ok('second version', api.put(`/recipes/${recipe.id}`, second));
  const image = await ok<StoredImage>(
    'photo',
    upload(t, member, recipe.id, { data: await jpeg(64, 48), fields: { caption: `${marker} photo` } }),
  );
  await ok('bookmark', api.post('/bookmarks', { recipe_id: recipe.id, collection_name: `${marker} box` }));
  await ok('like', api.post(`/recipes/${recipe.id}/like`));
  const [folder, file] = image.image_url.split('/images/serve/')[1]!.split('/');
  // Made from the contract's own input schemas, so the fixture follows the shopping endpoints as they change.
  const viaContract = async (e: Endpoint, params: Record<string, unknown> = {}) => {
    if (!t.app.hasRoute({ method: e.method, url: API_PREFIX + e.path })) return undefined;
    const body = e.body ? validSample(e.body, (k) => (k === 'recipe' ? recipe.id : undefined), e.path) : {};
    const url = e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => String(params[name]));
    return (await ok<{ id: number }>(`${e.method} ${e.path}`, api.post(url, body))).id;
  };
  const shoppingList = await viaContract(contract.shopping.create);
  const shoppingItem = shoppingList && (await viaContract(contract.shopping.addItem, { id: shoppingList }));
  const shoppingTemplate = await viaContract(contract.shoppingTemplates.create);
  // A plan from today with a meal tomorrow (a sample date could be a past, read-only day), then its template.
  const today = new Date().toISOString().slice(0, 10);
  const plan = await ok<{ id: number }>(
    'meal plan',
    api.post('/meal-plans', { name: `${marker} plan`, start_date: today, end_date: addDays(today, 6) }),
  );
  const meals = await ok<{ items: Array<{ id: number }> }>(
    'meal',
    api.post(`/meal-plans/${plan.id}/meals/bulk`, {
      meals: [{ meal_date: addDays(today, 1), meal_type: 'dinner', recipe_id: recipe.id, notes: `${marker} note` }],
    }),
  );
  const mealTemplate = await ok<{ id: number }>(
    'meal plan template',
    api.post(`/meal-plans/${plan.id}/save-as-template`, { name: `${marker} template` }),
  );
  const invitation = await ok<{ id: number }>(
    'invitation',
    api.post('/invitations/send', { email: `invitee.${member.id}@example.com`, message: `${marker} welcome` }),
  );
  // A friendship with a third member (accepted, with a private message): a stranger may not answer, favourite or
  // end it.
  const third = await signedIn(t);
  const friendship = await ok<{ id: number }>(
    'friend request',
    api.post('/friends/request', { addressee_id: third.id, message: `${marker} hello friend` }),
  );
  await ok('friend accepted', as(t, third).put(`/friends/request/${friendship.id}`, { status: 'accepted' }));
  const values: Record<ObjectKind, unknown> = {
    recipe: recipe.id,
    recipeSlug: recipe.slug,
    image: image.id,
    imageFile: file,
    imagePath: `${folder}/${file}`,
    version: 1,
    ownBookmark: recipe.id,
    // undefined while the shopping endpoints are not served yet: the sweep then says which kind has no object.
    shoppingList,
    shoppingItem,
    shoppingTemplate,
    mealPlan: plan.id,
    meal: meals.items[0]!.id,
    mealPlanTemplate: mealTemplate.id,
    friendship: friendship.id,
    invitation: invitation.id,
    account: member.id,
    member: member.id,
    category: categories.items[0]!.id,
  };
  return { member, recipe, values };
}

/** Everything the owner reads about their objects; a stranger's call must leave it exactly as it was. */
export async function snapshot(t: TestApp, world: World): Promise<Record<string, unknown>> {
  const api = as(t, world.member);
  const id = world.recipe.id;
  const paths = [
    `/recipes/${id}`,
    `/images/recipe/${id}/images`,
    `/ai-chef/recipe/${id}/versions`,
    `/bookmarks/check/${id}`,
    `/recipes/${id}/like-status`,
    `/recipes/${id}/likes`,
    `/images/info?file_path=${encodeURIComponent(String(world.values.imagePath))}`,
    '/auth/me',
    ...(world.values.shoppingList ? [`/shopping/lists/${String(world.values.shoppingList)}`] : []),
    ...(world.values.shoppingTemplate ? [`/shopping/templates/${String(world.values.shoppingTemplate)}`] : []),
    `/meal-plans/${String(world.values.mealPlan)}`,
    `/meal-plans/templates/${String(world.values.mealPlanTemplate)}`,
    '/invitations/my-invitations',
  ];
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const res = await api.get(path);
    out[path] = { status: res.statusCode, body: res.json() };
  }
  return out;
}

/** Texts of the owner's private things that must never appear in a stranger's answer. */
export const secretsOf = (world: World, marker: string) => [marker, world.recipe.slug];
