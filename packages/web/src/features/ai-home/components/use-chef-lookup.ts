import { errorText } from '@potluck/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HOME_TEXT as T } from './ai-home-text';
import { useDebouncedValue } from './use-debounced-value';

/** Spec 000 §2: famous chefs are looked up 1 s after the dish name stops changing. */
export const CHEF_LOOKUP_DELAY_MS = 1000;

export type ChefLookup =
  | { status: 'idle' }
  | { status: 'loading'; dish: string }
  | { status: 'found'; dish: string; chefs: readonly string[] }
  | { status: 'none'; dish: string }
  | { status: 'error'; dish: string; message: string };

/**
 * The famous-chef lookup of a dish name being typed. Only a name the reader changed is looked up
 * (a prefilled name waits for "Find famous chefs", so opening a recipe costs no AI call); `lookUpNow`
 * skips the wait. Answers are kept per dish for the visit, and an answer for a name that is no longer
 * the latest asked is dropped.
 */
export function useChefLookup(dish: string, findChefs: (dish: string) => Promise<readonly string[]>, enabled: boolean) {
  const [lookup, setLookup] = useState<ChefLookup>({ status: 'idle' });
  const settled = useDebouncedValue(dish, CHEF_LOOKUP_DELAY_MS);
  const lastSettled = useRef(settled);
  const latest = useRef<string | null>(null);
  const answers = useRef(new Map<string, readonly string[]>());

  const lookUp = useCallback(
    async (name: string) => {
      const wanted = name.trim();
      if (!enabled || wanted === '' || wanted === latest.current) return;
      latest.current = wanted;
      const known = answers.current.get(wanted.toLowerCase());
      if (known) {
        setLookup(
          known.length > 0 ? { status: 'found', dish: wanted, chefs: known } : { status: 'none', dish: wanted },
        );
        return;
      }
      setLookup({ status: 'loading', dish: wanted });
      try {
        const chefs = await findChefs(wanted);
        answers.current.set(wanted.toLowerCase(), chefs);
        if (latest.current !== wanted) return;
        setLookup(chefs.length > 0 ? { status: 'found', dish: wanted, chefs } : { status: 'none', dish: wanted });
      } catch (error) {
        if (latest.current !== wanted) return;
        // A failed lookup may be asked again.
        latest.current = null;
        setLookup({ status: 'error', dish: wanted, message: errorText(error, T.lookupFailed) });
      }
    },
    [enabled, findChefs],
  );

  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled.trim() === '') {
      latest.current = null;
      setLookup({ status: 'idle' });
      return;
    }
    void lookUp(settled);
  }, [settled, lookUp]);

  return { lookup, lookUpNow: () => void lookUp(dish) };
}
