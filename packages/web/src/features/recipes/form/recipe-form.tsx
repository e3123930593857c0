import { RECIPE_MESSAGES, type Category, type RecipeInput } from '@potluck/api';
import { Alert, Button } from '@potluck/ui';
import { useEffect, type ReactNode } from 'react';
import { BasicInfoSection } from './basic-info-section';
import { IngredientsSection } from './ingredients-section';
import { InstructionsSection } from './instructions-section';
import { RecipePhotosSection } from './recipe-photos-section';
import type { RecipeFormMode } from './recipe-form-validation';
import type { RecipeFormValues } from './recipe-form-values';
import * as styles from './recipe-form.css';
import { useRecipeForm } from './use-recipe-form';

export interface RecipeFormProps {
  /** Create shows Create Recipe; edit shows Update Recipe. */
  mode: RecipeFormMode;
  /**
   * Starting values; read once. To load other values (the AI tab's parsed recipe), remount with a
   * new `key`. @default the empty form with the spec's defaults
   */
  initialValues?: RecipeFormValues;
  /** The category choices; undefined while they load. */
  categories: readonly Category[] | undefined;
  /** The categories could not be loaded (the rest of the form still works). @default false */
  categoriesFailed?: boolean;
  /** Saves the checked payload; a rejection (ApiError) is shown on the form. */
  onSubmit: (payload: RecipeInput) => Promise<unknown>;
  onCancel: () => void;
  /** Told when the form first differs from its starting values, and again after a save. */
  onDirtyChange?: (dirty: boolean) => void;
  /** The Recipe Photos uploader (photos/): the page owns the photos, which are not part of the payload. */
  photos?: ReactNode;
}

export const FAILURE_MESSAGES: Record<RecipeFormMode, string> = {
  create: RECIPE_MESSAGES.createFailed,
  edit: 'Failed to update recipe. Please try again.',
};

/** The recipe form of the create and edit pages: Recipe Photos, Basic Information, Ingredients, Instructions. */
export function RecipeForm({
  mode,
  initialValues,
  categories,
  categoriesFailed = false,
  onSubmit,
  onCancel,
  onDirtyChange,
  photos,
}: RecipeFormProps) {
  const form = useRecipeForm({ mode, initialValues, onSubmit, failureMessage: FAILURE_MESSAGES[mode] });
  const { values, errors, formError, submitting, dirty } = form;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-busy={submitting}
      aria-label={mode === 'create' ? 'New recipe' : 'Edit recipe'}
      className={styles.form}
    >
      <RecipePhotosSection mode={mode}>{photos}</RecipePhotosSection>
      <BasicInfoSection
        values={values}
        errors={errors.fields}
        change={form.change}
        categories={categories}
        categoriesFailed={categoriesFailed}
      />
      <IngredientsSection
        rows={values.ingredients}
        errors={errors.ingredients}
        listError={errors.fields.ingredients}
        form={form}
      />
      <InstructionsSection
        rows={values.instructions}
        errors={errors.instructions}
        listError={errors.fields.instructions}
        form={form}
      />
      {/* Beside the buttons: the failure appears where the person just clicked. */}
      {formError ? <Alert>{formError}</Alert> : null}
      <div className={styles.actionsBar}>
        <Button variant="secondary" size="lg" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="lg" loading={submitting}>
          {mode === 'create' ? 'Create Recipe' : 'Update Recipe'}
        </Button>
      </div>
    </form>
  );
}
