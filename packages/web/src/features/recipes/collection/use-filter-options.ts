import { CUISINES, DIFFICULTIES, MEAL_TYPES, optionLabel } from '@potluck/api';
import type { SelectOption } from '@potluck/ui';
import { useMemo } from 'react';
import { useCategories, useCuisineTypes, useDifficultyLevels, useMealTypes } from '../api/use-reference-data';
import type { FilterOptions } from './filter-panel';

const fallback = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: optionLabel(value) }));

/**
 * The filter menu's choices from the reference-data calls. Until they answer (or if they fail) the
 * fixed lists of the API stand in, so a filter from the address bar still shows its name.
 */
export function useFilterOptions(): FilterOptions {
  const categories = useCategories().data;
  const cuisines = useCuisineTypes().data;
  const mealTypes = useMealTypes().data;
  const difficulties = useDifficultyLevels().data;
  return useMemo(
    () => ({
      categories: categories?.items.map((c) => ({ value: String(c.id), label: c.name })) ?? [],
      cuisines: cuisines?.items ?? fallback(CUISINES),
      mealTypes: mealTypes?.items ?? fallback(MEAL_TYPES),
      difficulties: difficulties?.items ?? fallback(DIFFICULTIES),
    }),
    [categories, cuisines, mealTypes, difficulties],
  );
}
