import type { FromMealTemplate, MealPlanTemplate } from '@potluck/api';
import { Button, Dialog, Field, Inline, Input, Stack } from '@potluck/ui';
import { useState, type FormEvent } from 'react';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';
import * as styles from './meal-plans.css';

export interface StartPlanDialogProps {
  template: MealPlanTemplate;
  today: string;
  onOpenChange: (open: boolean) => void;
  onStart: (body: FromMealTemplate) => Promise<unknown>;
}

/** Start a plan from a template: its meals land on the start date plus their day offset. */
export function StartPlanDialog({ template, today, onOpenChange, onStart }: StartPlanDialogProps) {
  const [name, setName] = useState(template.name);
  const [start, setStart] = useState(today);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !name.trim() || !start) return;
    setBusy(true);
    try {
      await onStart({ template_id: template.id, start_date: start, name: name.trim() });
    } catch {
      // The page said what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => busy || onOpenChange(open)} title={T.startPlanTitle(template.name)}>
      <Stack as="form" gap="md" onSubmit={submit}>
        <fieldset disabled={busy} className={styles.fieldset}>
          <Field label={T.planName} required>
            <Input value={name} onChange={(event) => setName(event.target.value)} />
          </Field>
          <Field label={T.startDate} required hint={T.templateDays(template.duration_days)}>
            <Input type="date" value={start} onChange={(event) => setStart(event.target.value)} />
          </Field>
        </fieldset>
        <Inline justify="end">
          <Button type="submit" disabled={!name.trim() || !start} loading={busy}>
            {T.startPlan}
          </Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
