import type { MealPlanInput, MealPlanSummary } from '@potluck/api';
import { Button, Checkbox, Dialog, Field, Inline, Input, Stack, Textarea } from '@potluck/ui';
import { useState, type FormEvent } from 'react';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';
import * as styles from './meal-plans.css';
import { initialPlanValues, planBody, type PlanFormMode, type PlanFormValues } from './plan-form';

export interface PlanFormDialogProps {
  mode: PlanFormMode;
  /** Overrides the mode's title (e.g. 'New Template'). */
  title?: string;
  /** The plan to edit or duplicate. */
  plan?: MealPlanSummary;
  /** The member's calendar day, the first Start Date of a new plan. */
  today: string;
  onOpenChange: (open: boolean) => void;
  /** Creates, updates or duplicates; a rejection keeps the dialog open with the typed values. */
  onSubmit: (body: MealPlanInput) => Promise<unknown>;
}

/**
 * The plan form (spec 001 §2, §4, §5) in create, edit and duplicate mode: submit disabled while the name is
 * blank, and the whole form locked (fields, buttons, closing) while it saves.
 */
export function PlanFormDialog({ mode, title, plan, today, onOpenChange, onSubmit }: PlanFormDialogProps) {
  const [values, setValues] = useState<PlanFormValues>(() => initialPlanValues(mode, today, plan));
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof PlanFormValues>(key: K, value: PlanFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const complete = Boolean(values.name.trim() && values.start_date && values.end_date);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    setBusy(true);
    try {
      await onSubmit(planBody(values));
    } catch {
      // The page said what went wrong; the dialog keeps the typed values.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => busy || onOpenChange(open)} title={title ?? T.formTitle[mode]}>
      <Stack as="form" gap="md" onSubmit={submit} aria-busy={busy}>
        <fieldset disabled={busy} className={styles.fieldset}>
          <Field label={T.planName} required>
            <Input value={values.name} onChange={(event) => set('name', event.target.value)} />
          </Field>
          <Field label={T.description}>
            <Textarea
              rows={2}
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
            />
          </Field>
          <Inline gap="md">
            <Field label={T.startDate} required>
              <Input
                type="date"
                value={values.start_date}
                onChange={(event) => set('start_date', event.target.value)}
              />
            </Field>
            <Field label={T.endDate} required>
              <Input
                type="date"
                value={values.end_date}
                min={values.start_date || undefined}
                onChange={(event) => set('end_date', event.target.value)}
              />
            </Field>
          </Inline>
          <Field label={T.servings} hint="1 to 20">
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={20}
              value={values.servings}
              onChange={(event) => set('servings', event.target.value)}
            />
          </Field>
          <Checkbox
            label={T.includeSnacks}
            checked={values.include_snacks}
            onCheckedChange={(checked) => set('include_snacks', checked === true)}
          />
        </fieldset>
        <Inline gap="sm" justify="end">
          <Button type="submit" disabled={!complete} loading={busy}>
            {T.submit[mode]}
          </Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
