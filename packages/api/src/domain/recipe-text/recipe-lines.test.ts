import { describe, expect, it } from 'vitest';
import {
  isJunkLine,
  looksLikeIngredient,
  looksLikeStep,
  readSectionHeader,
  readStepMarker,
  readSubHeader,
  readTitle,
} from './recipe-lines';

describe('readSectionHeader', () => {
  it('recognises headers case-insensitively, with or without colons and markdown', () => {
    for (const line of ['Ingredients', 'INGREDIENTS:', '## Ingredients', '**Ingredients**', 'What you will need']) {
      expect(readSectionHeader(line), line).toEqual({ kind: 'ingredients', group: null });
    }
    for (const line of ['Directions', 'Method:', 'instructions', '### Steps', 'How to make it']) {
      expect(readSectionHeader(line)?.kind, line).toBe('instructions');
    }
    for (const line of ['Notes', "Cook's notes:", 'Tips']) expect(readSectionHeader(line)?.kind, line).toBe('notes');
    expect(readSectionHeader('Nutrition Facts')?.kind).toBe('other');
  });

  it('keeps the group of "Ingredients for the cake"', () => {
    expect(readSectionHeader('Ingredients for the cake:')).toEqual({ kind: 'ingredients', group: 'for the cake' });
  });

  it('recognises the headers of the other languages recipes come in, with what they are for', () => {
    for (const line of ['Zutaten', 'Ingrédients :', '**Ingredienti**', 'Ингредиенты', '材料', 'Składniki (4 porcje)'])
      expect(readSectionHeader(line), line).toEqual({ kind: 'ingredients', group: null });
    for (const line of ['Zubereitung', 'Préparation', 'Приготовление', '作り方', 'Sposób przygotowania'])
      expect(readSectionHeader(line), line).toEqual({ kind: 'instructions', group: null });
    expect(readSectionHeader('Zutaten für den Teig')).toEqual({ kind: 'ingredients', group: 'für den Teig' });
    expect(readSectionHeader('Mehl 200 g')).toBeNull();
  });

  it('does not take ordinary lines for headers', () => {
    for (const line of ['2 cups flour', 'Method of the madness is patience', 'Preheat the oven.'])
      expect(readSectionHeader(line)).toBeNull();
  });
});

describe('readSubHeader', () => {
  it('reads "For the sauce:" style group headings', () => {
    expect(readSubHeader('For the sauce:')).toBe('For the sauce');
    expect(readSubHeader('For the dough')).toBe('For the dough');
    expect(readSubHeader('Frosting:')).toBe('Frosting');
    expect(readSubHeader('### Topping')).toBe('Topping');
    expect(readSubHeader('FOR THE FILLING')).toBe('FOR THE FILLING');
  });

  it('does not read ingredients or sentences as groups', () => {
    for (const line of [
      '2 cups flour',
      'Salt and pepper',
      'Mix everything together and leave it to rest for a while:',
    ]) {
      expect(readSubHeader(line), line).toBeNull();
    }
  });
});

describe('readStepMarker', () => {
  it('strips "1.", "1)", "(1)", "Step 1:" and keeps the text', () => {
    for (const line of [
      '1. Mix well',
      '1) Mix well',
      '(1) Mix well',
      'Step 1: Mix well',
      'STEP 1 - Mix well',
      '- 1. Mix well',
    ]) {
      expect(readStepMarker(line), line).toBe('Mix well');
    }
    expect(readStepMarker('Step 2')).toBe('');
  });

  it('does not take amounts for step numbers', () => {
    for (const line of ['1.5 cups flour', '1 cup flour', '12 eggs', 'Mix well'])
      expect(readStepMarker(line), line).toBeNull();
  });
});

describe('looksLikeIngredient and looksLikeStep', () => {
  it('tells ingredient lines from steps', () => {
    for (const line of [
      '2 cups flour',
      'Pinch of salt',
      'Salt, to taste',
      'Parsley, for garnish',
      '• 3 eggs',
      'an onion',
    ]) {
      expect(looksLikeIngredient(line), line).toBe(true);
    }
    for (const line of [
      'Preheat the oven to 350°F.',
      '1. Mix the flour',
      'Stir in the sugar',
      'A lovely cake for a summer afternoon tea.',
    ]) {
      expect(looksLikeIngredient(line), line).toBe(false);
    }
    for (const line of ['Preheat the oven to 350°F.', 'Step 3: bake', 'Stir in the sugar'])
      expect(looksLikeStep(line), line).toBe(true);
    for (const line of ['2 cups flour', 'Fresh herbs']) expect(looksLikeStep(line), line).toBe(false);
  });
});

describe('readTitle and isJunkLine', () => {
  it('reads a short first line as the title', () => {
    expect(readTitle('# Best Banana Bread')).toBe('Best Banana Bread');
    expect(readTitle('Recipe: Lemon Bars')).toBe('Lemon Bars');
    expect(readTitle('This is a long opening sentence about how much we love this bread.')).toBeNull();
  });

  it('skips copied buttons', () => {
    for (const line of ['Jump to Recipe', 'Print Recipe', 'Pin', '1x 2x 3x', 'US Customary Metric'])
      expect(isJunkLine(line), line).toBe(true);
    expect(isJunkLine('Print the recipe card and enjoy')).toBe(false);
  });
});
