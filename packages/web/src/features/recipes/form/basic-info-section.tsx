import { CUISINES, DIFFICULTIES, MEAL_TYPES, optionLabel, type Category } from '@potluck/api';
import { Field, Input, Select, Textarea, type SelectOption } from '@potluck/ui';
import { CategoryPicker } from './category-picker';
import { FormSection } from './form-section';
import type { RecipeFormErrors } from './recipe-form-validation';
import type { RecipeFormValues } from './recipe-form-values';
import * as styles from './recipe-form.css';
import { TagInput } from './tag-input';
import type { RecipeFormState } from './use-recipe-form';

/** Radix Select has no empty value: this one stands for "not set". */
const NOT_SET = 'none';
const options = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: optionLabel(value) }));
const DIFFICULTY_OPTIONS = options(DIFFICULTIES);
const CUISINE_OPTIONS = [{ value: NOT_SET, label: 'Not set' }, ...options(CUISINES)];
const MEAL_OPTIONS = [{ value: NOT_SET, label: 'Not set' }, ...options(MEAL_TYPES)];
const VISIBILITY_OPTIONS: SelectOption[] = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
];

export interface BasicInfoSectionProps {
  values: RecipeFormValues;
  errors: RecipeFormErrors['fields'];
  change: RecipeFormState['change'];
  categories: readonly Category[] | undefined;
  categoriesFailed?: boolean;
}

/** Title, description, times, servings, difficulty, cuisine, meal, visibility, categories, tags, source and notes. */
export function BasicInfoSection({ values, errors, change, categories, categoriesFailed }: BasicInfoSectionProps) {
  const minutes = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
  return (
    <FormSection title="Basic Information">
      <Field label="Recipe title" required error={errors.title}>
        <Input
          name="title"
          value={values.title}
          placeholder="e.g. Nonna’s lasagne"
          onChange={(e) => change('title', e.target.value)}
        />
      </Field>
      <Field label="Description" hint="A sentence or two about the dish." error={errors.description}>
        <Textarea
          name="description"
          rows={3}
          value={values.description}
          onChange={(e) => change('description', e.target.value)}
        />
      </Field>
      <div className={styles.fieldGrid}>
        <Field label="Prep time (minutes)" error={errors.prep_time_minutes}>
          <Input
            name="prep_time_minutes"
            {...minutes}
            value={values.prep_time_minutes}
            onChange={(e) => change('prep_time_minutes', e.target.value)}
          />
        </Field>
        <Field label="Cook time (minutes)" error={errors.cook_time_minutes}>
          <Input
            name="cook_time_minutes"
            {...minutes}
            value={values.cook_time_minutes}
            onChange={(e) => change('cook_time_minutes', e.target.value)}
          />
        </Field>
        <Field label="Servings" required error={errors.servings}>
          <Input
            name="servings"
            {...minutes}
            min={1}
            value={values.servings}
            onChange={(e) => change('servings', e.target.value)}
          />
        </Field>
        <Field label="Difficulty" error={errors.difficulty}>
          <Select
            options={DIFFICULTY_OPTIONS}
            value={values.difficulty}
            onValueChange={(v) => change('difficulty', v as RecipeFormValues['difficulty'])}
          />
        </Field>
      </div>
      <div className={styles.fieldGrid}>
        <Field label="Cuisine" error={errors.cuisine_type}>
          <Select
            options={CUISINE_OPTIONS}
            value={values.cuisine_type || NOT_SET}
            onValueChange={(v) => change('cuisine_type', (v === NOT_SET ? '' : v) as RecipeFormValues['cuisine_type'])}
          />
        </Field>
        <Field label="Meal type" error={errors.meal_type}>
          <Select
            options={MEAL_OPTIONS}
            value={values.meal_type || NOT_SET}
            onValueChange={(v) => change('meal_type', (v === NOT_SET ? '' : v) as RecipeFormValues['meal_type'])}
          />
        </Field>
        <Field
          label="Visibility"
          hint={values.visibility === 'private' ? 'Only you can see it.' : 'Everyone on this Potluck can see it.'}
          error={errors.visibility}
        >
          <Select
            options={VISIBILITY_OPTIONS}
            value={values.visibility}
            onValueChange={(v) => change('visibility', v as RecipeFormValues['visibility'])}
          />
        </Field>
      </div>
      <CategoryPicker
        categories={categories}
        failed={categoriesFailed}
        selected={values.category_ids}
        onChange={(ids) => change('category_ids', ids)}
        error={errors.category_ids}
      />
      <TagInput tags={values.tags} onChange={(tags) => change('tags', tags)} error={errors.tags} />
      <div className={styles.twoColumns}>
        <Field label="Source name" hint="A cookbook, a website or a person." error={errors.source_name}>
          <Input
            name="source_name"
            value={values.source_name}
            onChange={(e) => change('source_name', e.target.value)}
          />
        </Field>
        <Field label="Source URL" error={errors.source_url}>
          <Input
            name="source_url"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.source_url}
            onChange={(e) => change('source_url', e.target.value)}
          />
        </Field>
      </div>
      <Field label="Notes" hint="Tips, substitutions, the story behind it." error={errors.notes}>
        <Textarea name="notes" rows={3} value={values.notes} onChange={(e) => change('notes', e.target.value)} />
      </Field>
    </FormSection>
  );
}
