import type { AppContext } from '../../context';
import type { ShoppingGenerateService } from '../shopping/shopping-generate.service';
import { createMealPlanAnalyticsService } from './meal-plan-analytics.service';
import { createMealPlanMealsService } from './meal-plan-meals.service';
import { createMealPlanSharingService } from './meal-plan-sharing.service';
import { createMealPlanShoppingService } from './meal-plan-shopping.service';
import { createMealPlanTemplatesService } from './meal-plan-templates.service';
import { createMealPlansService } from './meal-plans.service';

/** The meal plan feature's services, wired once (spread into the app's services). */
export function createMealPlanServices(ctx: AppContext, deps: { shoppingGenerate: ShoppingGenerateService }) {
  const mealPlans = createMealPlansService(ctx);
  return {
    mealPlans,
    mealPlanMeals: createMealPlanMealsService(ctx, { plans: mealPlans }),
    mealPlanTemplates: createMealPlanTemplatesService(ctx, { plans: mealPlans }),
    mealPlanSharing: createMealPlanSharingService(ctx, { plans: mealPlans }),
    mealPlanAnalytics: createMealPlanAnalyticsService(ctx),
    mealPlanShopping: createMealPlanShoppingService(ctx, { plans: mealPlans, generate: deps.shoppingGenerate }),
  };
}
