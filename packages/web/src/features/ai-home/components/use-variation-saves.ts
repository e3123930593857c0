import { ApiError, CHEF_MESSAGES, type ChefVariation, type RecipeInput } from '@potluck/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { savedAiRecipe } from './chef-variation-recipe';

/** Spec 000 §4: the Saved! state (and the saved variation) clear after 3 s. */
export const SAVED_RESET_MS = 3000;

export type SaveState =
  { status: 'saving' } | { status: 'saved' } | { status: 'failed'; message: string } | { status: 'login' };

export interface SavedNotice {
  id: number;
  title: string;
}

/** 'Failed to save recipe: {detail}', else the error's message (spec 000 §8). */
export function saveFailedMessage(error: unknown): string {
  const reason =
    error instanceof ApiError ? (error.detailText ?? error.message) : error instanceof Error ? error.message : '';
  return reason ? `${CHEF_MESSAGES.saveFailed} ${reason}` : CHEF_MESSAGES.saveFailed;
}

/**
 * Saving chef variations as recipes, each with its own state, keyed by the variation. A save needs a
 * signed-in member; 3 s after a save the Saved! state ends and `onCleared` removes the variation.
 */
export function useVariationSaves(opts: {
  signedIn: boolean;
  saveRecipe: (input: RecipeInput) => Promise<SavedNotice>;
  onCleared: (key: string) => void;
}) {
  const { signedIn, saveRecipe, onCleared } = opts;
  const [states, setStates] = useState<Record<string, SaveState>>({});
  const [notice, setNotice] = useState<SavedNotice | null>(null);
  const timers = useRef(new Set<number>());
  const cleared = useRef(onCleared);
  useEffect(() => {
    cleared.current = onCleared;
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const setState = (key: string, state: SaveState | null) =>
    setStates((all) => {
      const next = { ...all };
      if (state) next[key] = state;
      else delete next[key];
      return next;
    });

  const save = useCallback(
    async (key: string, variation: ChefVariation, dish: string) => {
      if (!signedIn) {
        setState(key, { status: 'login' });
        return;
      }
      setState(key, { status: 'saving' });
      setNotice(null);
      try {
        const recipe = await saveRecipe(savedAiRecipe(variation, dish));
        setState(key, { status: 'saved' });
        setNotice({ id: recipe.id, title: recipe.title });
        const timer = window.setTimeout(() => {
          timers.current.delete(timer);
          setState(key, null);
          cleared.current(key);
        }, SAVED_RESET_MS);
        timers.current.add(timer);
      } catch (error) {
        setState(key, { status: 'failed', message: saveFailedMessage(error) });
      }
    },
    [signedIn, saveRecipe],
  );

  return { stateOf: (key: string): SaveState | undefined => states[key], save, notice };
}
