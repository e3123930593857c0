import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { recipeKeys } from './keys';

/** Categories, cuisines, meal types and difficulty levels: fresh for 30 minutes (spec 000 §9). */
export const useCategories = () =>
  useSWR(recipeKeys.reference('categories'), () => api.reference.categories(), freshFor('categories'));
export const useCuisineTypes = () =>
  useSWR(recipeKeys.reference('cuisines'), () => api.reference.cuisineTypes(), freshFor('cuisineTypes'));
export const useMealTypes = () =>
  useSWR(recipeKeys.reference('meal-types'), () => api.reference.mealTypes(), freshFor('mealTypes'));
export const useDifficultyLevels = () =>
  useSWR(recipeKeys.reference('difficulties'), () => api.reference.difficultyLevels(), freshFor('difficultyLevels'));
