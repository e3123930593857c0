import type { MealPlanSummary, MealPlanTemplate, SaveAsMealTemplate } from '@potluck/api';
import { Button, Checkbox, Dialog, Field, Inline, Input, Stack, Textarea } from '@potluck/ui';
import { useId, useState, type FormEvent } from 'react';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';
import * as styles from './meal-plans.css';

export interface SaveTemplateDialogProps {
  /** The plan to save; without it the dialog asks which of `plans` to save. */
  plan?: MealPlanSummary;
  plans?: MealPlanSummary[];
  /** Your template to edit (name, description, public) instead of saving a plan. */
  template?: MealPlanTemplate;
  onOpenChange: (open: boolean) => void;
  /**
   * Saves the plan `id` as a template, or updates the template `id` when editing; a rejection keeps the
   * dialog open with the typed values.
   */
  onSave: (id: number, body: SaveAsMealTemplate) => Promise<unknown>;
}

/**
 * Save as Template: a plan's meals kept by their day offset, under a name, optionally public. With `template`,
 * the same fields edit one of your templates.
 */
export function SaveTemplateDialog({ plan, plans = [], template, onOpenChange, onSave }: SaveTemplateDialogProps) {
  const [planId, setPlanId] = useState<number | null>(template?.id ?? plan?.id ?? plans[0]?.id ?? null);
  const [name, setName] = useState(template?.name ?? plan?.name ?? plans[0]?.name ?? '');
  const [description, setDescription] = useState(template?.description ?? plan?.description ?? '');
  const [isPublic, setPublic] = useState(template?.is_public ?? false);
  const [busy, setBusy] = useState(false);
  const planFieldId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || planId === null || !name.trim()) return;
    setBusy(true);
    try {
      await onSave(planId, { name: name.trim(), description: description.trim() || null, is_public: isPublic });
    } catch {
      // The page said what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => busy || onOpenChange(open)}
      title={template ? T.editTemplateTitle : T.saveTemplateTitle}
    >
      <Stack as="form" gap="md" onSubmit={submit}>
        <fieldset disabled={busy} className={styles.fieldset}>
          {plan || template ? null : (
            <Field label={T.fromPlan} required id={planFieldId}>
              <select
                id={planFieldId}
                className={styles.select}
                value={planId ?? ''}
                onChange={(event) => {
                  const chosen = plans.find((p) => p.id === Number(event.target.value));
                  setPlanId(chosen?.id ?? null);
                  if (chosen) setName(chosen.name);
                }}
              >
                {plans.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field label={T.templateName} required>
            <Input value={name} onChange={(event) => setName(event.target.value)} />
          </Field>
          <Field label={T.description}>
            <Textarea rows={2} value={description} onChange={(event) => setDescription(event.target.value)} />
          </Field>
          <Checkbox label={T.makePublic} checked={isPublic} onCheckedChange={(c) => setPublic(c === true)} />
        </fieldset>
        <Inline justify="end">
          <Button type="submit" disabled={planId === null || !name.trim()} loading={busy}>
            {template ? T.submit.edit : T.saveAsTemplate}
          </Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
