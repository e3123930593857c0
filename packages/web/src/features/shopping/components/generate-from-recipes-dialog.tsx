import type { FromRecipesInput, Recipe } from '@potluck/api';
import { shoppingListName } from '@potluck/api/domain';
import { Alert, Button, Checkbox, Dialog, EmptyState, Field, IconButton, Input, Spinner, Stack } from '@potluck/ui';
import { BookOpen, Minus, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBusySubmit } from '../../../lib/use-busy-submit';
import { DEFAULT_SERVINGS, SHOPPING_TEXT as T } from '../shopping.texts';
import * as styles from './shopping.css';

export interface GenerateFromRecipesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The recipes picked on /recipes?mode=shopping-list; undefined while they load. */
  recipes: Recipe[] | undefined;
  onRemoveRecipe: (id: number) => void;
  onGenerate: (body: FromRecipesInput) => Promise<unknown>;
  /** The failure of the last attempt, already worded. */
  error?: string | null;
}

/**
 * Generate from recipes: the chosen recipes with servings each (minus stops at 1; default the recipe's
 * servings or 4), a name (blank: 'Shopping for …'), and merge similar items.
 */
export function GenerateFromRecipesDialog(props: GenerateFromRecipesDialogProps) {
  const { open, onOpenChange, recipes, onRemoveRecipe, onGenerate, error } = props;
  const [servings, setServings] = useState<Record<number, number>>({});
  const [name, setName] = useState('');
  const [merge, setMerge] = useState(true);
  const [warning, setWarning] = useState<string | null>(null);
  const chosen = recipes ?? [];
  const servingsOf = (recipe: Recipe) => servings[recipe.id] ?? (recipe.servings || DEFAULT_SERVINGS);

  // A failure is worded by the page into `error`.
  const { busy, submit } = useBusySubmit(() => {
    if (chosen.length === 0) {
      setWarning(T.recipesRequired);
      return null;
    }
    setWarning(null);
    return onGenerate({
      name: name.trim() || null,
      recipe_ids: chosen.map((recipe) => recipe.id),
      merge_similar_items: merge,
      servings_override: Object.fromEntries(chosen.map((recipe) => [String(recipe.id), servingsOf(recipe)])),
    });
  });

  const step = (recipe: Recipe, delta: number) =>
    setServings((current) => ({ ...current, [recipe.id]: Math.max(1, servingsOf(recipe) + delta) }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={T.generateTitle} size="lg">
      <Stack as="form" gap="md" onSubmit={submit}>
        {recipes === undefined ? (
          <Spinner label="Loading recipes…" />
        ) : chosen.length === 0 ? (
          <EmptyState
            title={T.noRecipesSelected}
            headingLevel="h3"
            icon={<BookOpen size={34} />}
            actions={
              <Button asChild variant="secondary">
                <Link to="/recipes?mode=shopping-list">{T.chooseRecipes}</Link>
              </Button>
            }
          />
        ) : (
          <ul className={styles.recipeRows} aria-label="Chosen recipes">
            {chosen.map((recipe) => (
              <li key={recipe.id} className={styles.recipeRow}>
                <span className={styles.recipeTitle}>{recipe.title}</span>
                <span className={styles.stepper} role="group" aria-label={T.servingsFor(recipe.title)}>
                  <IconButton
                    aria-label={`Fewer servings of ${recipe.title}`}
                    icon={<Minus size={18} />}
                    disabled={servingsOf(recipe) <= 1}
                    onClick={() => step(recipe, -1)}
                  />
                  <output className={styles.stepperValue} aria-live="polite">
                    {servingsOf(recipe)}
                  </output>
                  <IconButton
                    aria-label={`More servings of ${recipe.title}`}
                    icon={<Plus size={18} />}
                    onClick={() => step(recipe, 1)}
                  />
                </span>
                <IconButton
                  aria-label={T.removeRecipe(recipe.title)}
                  icon={<X size={18} />}
                  onClick={() => onRemoveRecipe(recipe.id)}
                />
              </li>
            ))}
          </ul>
        )}
        <Field label={T.listName} hint={`Leave empty for “${shoppingListName(chosen.map((r) => r.title))}”.`}>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Checkbox label={T.mergeSimilar} checked={merge} onCheckedChange={(state) => setMerge(state === true)} />
        {warning ? <Alert tone="warning">{warning}</Alert> : null}
        {error ? <Alert>{error}</Alert> : null}
        <div className={styles.formActions}>
          <Button type="submit" loading={busy} disabled={recipes === undefined}>
            {T.generate}
          </Button>
        </div>
      </Stack>
    </Dialog>
  );
}
