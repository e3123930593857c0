import type { AppContext } from '../../context';
import { createCategorySuggestionsService } from './category-suggestions.service';
import { createShoppingAnalyticsService } from './shopping-analytics.service';
import { createShoppingGenerateService } from './shopping-generate.service';
import { createShoppingItemsService } from './shopping-items.service';
import { createShoppingListsService } from './shopping-lists.service';
import { createShoppingTemplatesService } from './shopping-templates.service';

/** The shopping feature's services, wired once (spread into the app's services). */
export function createShoppingServices(ctx: AppContext) {
  const shoppingCategories = createCategorySuggestionsService(ctx);
  const shoppingLists = createShoppingListsService(ctx, { categories: shoppingCategories });
  return {
    shoppingCategories,
    shoppingLists,
    shoppingItems: createShoppingItemsService(ctx, { lists: shoppingLists, categories: shoppingCategories }),
    shoppingGenerate: createShoppingGenerateService(ctx, { lists: shoppingLists, categories: shoppingCategories }),
    shoppingTemplates: createShoppingTemplatesService(ctx, { categories: shoppingCategories }),
    shoppingAnalytics: createShoppingAnalyticsService(ctx),
  };
}
