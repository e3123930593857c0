import type { RecipeInput } from '@potluck/api';
import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import {
  blankIngredient,
  blankInstruction,
  emptyRecipeForm,
  type IngredientRow,
  type InstructionRow,
  type RecipeFormValues,
} from './recipe-form-values';
import {
  hasAnyError,
  noErrors,
  submitFailure,
  validateRecipeForm,
  type RecipeFormErrors,
  type RecipeFormField,
  type RecipeFormMode,
} from './recipe-form-validation';

type ScalarField = Exclude<keyof RecipeFormValues, 'ingredients' | 'instructions'>;
type ListName = 'ingredients' | 'instructions';
type RowOf<L extends ListName> = L extends 'ingredients' ? IngredientRow : InstructionRow;

export interface RecipeFormOptions {
  mode: RecipeFormMode;
  /** The starting values (edit: from the recipe). @default the empty form with the spec's defaults */
  initialValues?: RecipeFormValues;
  /** Sends the checked payload; a rejection is shown on the form. */
  onSubmit: (payload: RecipeInput) => Promise<unknown>;
  /** Above the form when a save fails without a server detail. */
  failureMessage: string;
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The recipe form's state: values, messages and the save. Checks with the api schemas before any
 * request (same rules and texts as the server), then hands the payload to `onSubmit`.
 */
export function useRecipeForm({ mode, initialValues, onSubmit, failureMessage }: RecipeFormOptions) {
  const [values, setValues] = useState<RecipeFormValues>(() => initialValues ?? emptyRecipeForm());
  const [errors, setErrors] = useState<RecipeFormErrors>(noErrors);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [dirty, setDirty] = useState(false);
  const inFlight = useRef(false);

  const update = (next: (v: RecipeFormValues) => RecipeFormValues) => {
    setValues(next);
    setDirty(true);
  };

  const clearField = (field: RecipeFormField) =>
    setErrors((e) => (e.fields[field] ? { ...e, fields: { ...e.fields, [field]: undefined } } : e));

  const change = <F extends ScalarField>(field: F, value: RecipeFormValues[F]) => {
    update((v) => ({ ...v, [field]: value }));
    clearField(field);
  };

  const changeRow = <L extends ListName>(list: L, key: string, patch: Partial<Omit<RowOf<L>, 'key'>>) => {
    update((v) => ({
      ...v,
      [list]: (v[list] as RowOf<L>[]).map((row) => (row.key === key ? { ...row, ...patch } : row)),
    }));
    setErrors((e) => {
      const rowErrors = e[list][key];
      const touched = Object.keys(patch).filter(
        (f) => (rowErrors as Record<string, string | undefined> | undefined)?.[f],
      );
      if (!touched.length && !e.fields[list]) return e;
      const cleared = { ...rowErrors, ...Object.fromEntries(touched.map((f) => [f, undefined])) };
      return { ...e, fields: { ...e.fields, [list]: undefined }, [list]: { ...e[list], [key]: cleared } };
    });
  };

  /** Adds an empty row at the end and returns its key (the section focuses it). */
  const addRow = (list: ListName): string => {
    const row = list === 'ingredients' ? blankIngredient() : blankInstruction();
    update((v) => ({ ...v, [list]: [...v[list], row] }));
    return row.key;
  };

  /** Removes a row; the last one left is emptied instead, so there is always a row to type in. */
  const removeRow = (list: ListName, key: string) => {
    update((v) => {
      const rows = v[list] as (IngredientRow | InstructionRow)[];
      if (rows.length > 1) return { ...v, [list]: rows.filter((r) => r.key !== key) };
      return { ...v, [list]: [list === 'ingredients' ? blankIngredient() : blankInstruction()] };
    });
  };

  const moveRow = (list: ListName, key: string, by: -1 | 1) => {
    update((v) => {
      const rows = v[list] as (IngredientRow | InstructionRow)[];
      const from = rows.findIndex((r) => r.key === key);
      return { ...v, [list]: move(rows, from, from + by) };
    });
  };

  /** Replaces every value (the AI tab will fill the form with a parsed recipe). */
  const reset = (next: RecipeFormValues) => {
    setValues(next);
    setErrors(noErrors());
    setFormError(null);
    setDirty(true);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current) return;
    const snapshot = values;
    const checked = validateRecipeForm(snapshot, mode);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(null);
      focusFirstInvalid(form);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setErrors(noErrors());
    setFormError(null);
    try {
      await onSubmit(checked.payload);
      setDirty(false);
    } catch (error) {
      const failure = submitFailure(error, snapshot, failureMessage);
      setErrors(failure.errors);
      setFormError(failure.formError);
      if (hasAnyError(failure.errors)) focusFirstInvalid(form);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { values, errors, formError, submitting, dirty, change, changeRow, addRow, removeRow, moveRow, reset, submit };
}

export type RecipeFormState = ReturnType<typeof useRecipeForm>;
