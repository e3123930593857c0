/** Every text of the meal plan screens; the spec's exact strings (001 §2, §4, §5, §8) where it names them. */
export const MEAL_PLAN_TEXT = {
  title: 'Meal Plans',
  tabs: { plans: 'Meal Plans', templates: 'Templates', analytics: 'Analytics' },
  filters: { active: 'Active Plans', all: 'All Plans' },
  search: 'Search meal plans',
  newPlan: 'New Plan',
  noPlans: 'No meal plans yet',
  noPlansHint: 'Create your first meal plan to get started!',
  noMatches: 'No meal plans match your search.',
  loadFailed: 'Failed to load meal plans',
  tryAgain: 'Try Again',
  // Templates tab
  createTemplate: 'Create Template',
  noTemplates: 'No templates yet',
  noTemplatesHint: 'Create a template to start new plans from it.',
  // Analytics tab
  analyticsFailed: 'Failed to load meal plan analytics',
  analytics: {
    window: (days: number) => `Your meal planning over the last ${days} days.`,
    totalPlans: 'Total plans',
    totalMeals: 'Total meals',
    completionRate: 'Completion rate',
    avgMeals: 'Average meals per plan',
    favoriteTypes: 'Favorite meal types',
    topRecipes: 'Most planned recipes',
    none: 'Nothing planned yet.',
  },
  // Plan form
  formTitle: { create: 'New Meal Plan', edit: 'Edit Meal Plan', duplicate: 'Duplicate Meal Plan' },
  templateTitle: 'New Template',
  submit: { create: 'Create Plan', edit: 'Save Changes', duplicate: 'Duplicate Plan' },
  planName: 'Plan Name',
  description: 'Description',
  startDate: 'Start Date',
  endDate: 'End Date',
  servings: 'Default Servings',
  includeSnacks: 'Include snacks',
  copySuffix: ' (Copy)',
  // Delete
  deleteTitle: 'Delete this meal plan?',
  deleteConfirm: (name: string) => `“${name}” and all its meals will be deleted. This cannot be undone.`,
  delete: 'Delete',
  actionFailed: 'Something went wrong. Please try again.',
  // Detail
  breadcrumb: 'Meal Plans',
  createList: 'Create List',
  share: 'Share',
  duplicate: 'Duplicate',
  edit: 'Edit',
  notFound: 'Meal Plan Not Found',
  notFoundHint: "The meal plan you're looking for doesn't exist or you don't have permission to view it.",
  loadPlanFailed: 'Failed to load the meal plan',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  weekOf: (range: string) => `Week of ${range}`,
  servingsLabel: (n: number) => `${n} servings`,
  // Shopping list from the plan
  createListTitle: 'Create Shopping List',
  listSuffix: 'Shopping List',
  listName: 'List Name',
  mergeSimilar: 'Merge similar items',
  daysToInclude: 'Days to include',
  selectAll: 'Select All',
  deselectAll: 'Deselect All',
  daysRequired: 'Please select at least one day to generate a shopping list.',
  generateFailed: 'Failed to generate shopping list. Please try again.',
  // Custom meal
  addCustom: 'Custom meal',
  customTitle: (slot: string, day: string) => `Custom ${slot} on ${day}`,
  customName: 'Meal name',
  customNotes: 'Notes',
  addMeal: 'Add Meal',
  // Adding from the collection
  contextMissing: 'Meal planning context not found',
  addError400: (detail: string | undefined) =>
    detail ? `Error: ${detail}` : 'Invalid request. Please check your meal plan settings.',
  addFailed: 'Failed to add recipes to meal plan. Please try again.',
  adding: 'Adding recipes to your meal plan…',
} as const;

export const PLAN_FILTERS = ['active', 'all'] as const;
export type PlanFilter = (typeof PLAN_FILTERS)[number];
