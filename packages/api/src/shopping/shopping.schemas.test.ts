import { describe, expect, it } from 'vitest';
import { autoCategorizeQuerySchema } from './shopping-insights.schemas';
import { templateInputSchema } from './shopping-templates.schemas';
import {
  SHOPPING_MESSAGES as M,
  fromRecipesInputSchema,
  shoppingItemInputSchema,
  shoppingListInputSchema,
} from './shopping.schemas';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('shopping schemas', () => {
  it('require a trimmed list name and item name', () => {
    expect(messages(shoppingListInputSchema.safeParse({ name: '   ' }))).toEqual([M.listNameRequired]);
    expect(shoppingListInputSchema.parse({ name: '  Weekly ' }).name).toBe('Weekly');
    expect(messages(shoppingItemInputSchema.safeParse({ name: '' }))).toEqual([M.itemNameRequired]);
    expect(messages(shoppingItemInputSchema.safeParse({}))).toEqual([M.itemNameRequired]);
  });

  it('keep item amounts within 0 to 999', () => {
    expect(messages(shoppingItemInputSchema.safeParse({ name: 'Milk', amount: -1 }))).toEqual([M.amountMin]);
    expect(messages(shoppingItemInputSchema.safeParse({ name: 'Milk', amount: 999.5 }))).toEqual([M.amountMax]);
    expect(messages(shoppingItemInputSchema.safeParse({ name: 'Milk', amount: 'two' }))).toEqual([M.amountNumber]);
    expect(shoppingItemInputSchema.parse({ name: 'Milk', amount: 999 }).amount).toBe(999);
    expect(shoppingItemInputSchema.parse({ name: 'Milk', amount: 0 }).amount).toBe(0);
  });

  it('take template amounts in steps of 0.01 and need one item', () => {
    const item = (amount: number) => ({ name: 'Tea', template_items: [{ name: 'Tea', amount }] });
    for (const ok of [0.07, 1.1, 2.35, 998.99, 0.29])
      expect(templateInputSchema.safeParse(item(ok)).success).toBe(true);
    expect(messages(templateInputSchema.safeParse(item(0.005)))).toEqual([M.templateAmountStep]);
    expect(messages(templateInputSchema.safeParse({ name: 'Tea', template_items: [] }))).toEqual([
      M.templateItemsRequired,
    ]);
    expect(messages(templateInputSchema.safeParse({ name: ' ', template_items: [{ name: 'x' }] }))).toEqual([
      M.templateNameRequired,
    ]);
  });

  it('need a recipe to generate from and at least one serving', () => {
    expect(messages(fromRecipesInputSchema.safeParse({ recipe_ids: [] }))).toEqual([M.recipesRequired]);
    expect(messages(fromRecipesInputSchema.safeParse({}))).toEqual([M.recipesRequired]);
    expect(messages(fromRecipesInputSchema.safeParse({ recipe_ids: [1], servings_override: { 1: 0 } }))).toEqual([
      M.servingsMin,
    ]);
    expect(fromRecipesInputSchema.parse({ recipe_ids: [1] })).toMatchObject({ merge_similar_items: true });
  });

  it('ask for a suggestion only with 2 or more characters', () => {
    expect(messages(autoCategorizeQuerySchema.safeParse({ item_name: ' a ' }))).toEqual([M.suggestionNameTooShort]);
    expect(autoCategorizeQuerySchema.parse({ item_name: ' ab ' }).item_name).toBe('ab');
  });
});
