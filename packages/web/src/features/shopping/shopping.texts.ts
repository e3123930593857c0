/** Every text of the shopping screens; the spec's exact strings (001 §2, §4, §5, §8) where it names them. */
export const SHOPPING_TEXT = {
  title: 'Shopping',
  tabs: { lists: 'Lists', analytics: 'Analytics', templates: 'Templates' },
  filters: { all: 'All', active: 'Active', completed: 'Completed', archived: 'Archived' },
  newList: 'New List',
  fromRecipes: 'From Recipes',
  noLists: 'No shopping lists yet',
  noListsHint: 'Create a list by hand, from recipes or from a template.',
  noListsForFilter: (filter: string) => `No ${filter} shopping lists.`,
  noItems: 'No items yet',
  noItemsHint: 'Add the first thing you need below.',
  noTemplates: 'No Templates Yet',
  noTemplatesHint: 'Save a list as a template, or create one, to reuse it for the next shop.',
  noTemplatesFound: 'No Templates Found',
  noTemplatesFoundHint: 'No template in this category. Try another one.',
  listNotFound: 'Shopping list not found',
  listNotFoundHint: 'It may have been deleted, or it belongs to someone else.',
  goBack: 'Go Back',
  loadFailed: 'Failed to load shopping lists',
  loadListFailed: 'Failed to load the shopping list',
  tryAgain: 'Try Again',
  // Create list dialog
  createListTitle: 'New Shopping List',
  listName: 'List Name',
  description: 'Description',
  shoppingDate: 'Shopping Date',
  preferredStore: 'Preferred Store',
  create: 'Create List',
  cancel: 'Cancel',
  // Generate from recipes
  generateTitle: 'Shopping List from Recipes',
  chooseRecipes: 'Choose Recipes',
  mergeSimilar: 'Merge similar items',
  servingsFor: (title: string) => `Servings for ${title}`,
  recipesRequired: 'Please select at least one recipe',
  noRecipesSelected: 'No recipes selected',
  generate: 'Create Shopping List',
  generateFailed: (reason: string) => `Failed to generate shopping list: ${reason}`,
  removeRecipe: (title: string) => `Remove ${title}`,
  // Detail
  backToLists: 'All lists',
  addItem: 'Add Item',
  itemName: 'Item',
  amount: 'Amount',
  unit: 'Unit',
  category: 'Category',
  notes: 'Notes',
  saveAsTemplate: 'Save as Template',
  print: 'Print',
  completeList: 'Complete List',
  completeConfirmTitle: 'Complete this list?',
  completeConfirm: 'The list moves to Completed. You can still open it later.',
  deleteList: 'Delete List',
  deleteListTitle: 'Delete this shopping list?',
  deleteListConfirm: (name: string) => `“${name}” and all its items will be deleted. This cannot be undone.`,
  deleteItemTitle: 'Delete this item?',
  deleteItemConfirm: (name: string) => `“${name}” will be removed from the list.`,
  delete: 'Delete',
  actionFailed: 'Something went wrong. Please try again.',
  // Templates
  allCategories: 'All categories',
  newTemplate: 'New Template',
  editTemplate: 'Edit Template',
  templateName: 'Template Name',
  templateCategory: 'Category',
  makePublic: 'Share with other members (public)',
  templateItems: 'Items',
  addTemplateItem: 'Add',
  saveTemplate: 'Save Template',
  templateItemsRequired: 'Please add at least one item to the template',
  deleteTemplateTitle: 'Delete this template?',
  deleteTemplateConfirm: (name: string) => `“${name}” will be deleted. Lists made from it stay.`,
  useTemplateTitle: (name: string) => `New list from “${name}”`,
  includeItem: (name: string) => `Include ${name}`,
  templateSaved: 'Template saved',
  // Print
  printInvalid: 'Invalid shopping list ID',
  printNotFound: 'Shopping List Not Found',
  printNotFoundMessage: "The shopping list you're trying to print could not be found.",
  printLoading: 'Preparing the shopping list for printing…',
  printTimedOut: 'The shopping list took too long to load.',
  backToShopping: 'Back to Shopping',
} as const;

/** Template categories offered when saving (spec 001 §9). */
export const TEMPLATE_SAVE_CATEGORIES = [
  'Weekly Shopping',
  'Party Supplies',
  'Bulk Items',
  'Holiday Shopping',
  'Special Occasion',
  'Emergency Kit',
] as const;

/** The template filter offers these on top of the save categories (spec 001 §9). */
export const TEMPLATE_FILTER_CATEGORIES = [
  ...TEMPLATE_SAVE_CATEGORIES,
  'Baking',
  'Lunch',
  'Entertainment',
  'Health & Wellness',
  'Beverages',
  'Breakfast',
  'Meal Prep',
] as const;

export const LIST_FILTERS = ['all', 'active', 'completed', 'archived'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** Servings used for a recipe that names none (spec 001 §5). */
export const DEFAULT_SERVINGS = 4;
