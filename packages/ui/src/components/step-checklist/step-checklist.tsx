import { formatMinutes } from '@potluck/api/domain';
import { cva } from 'class-variance-authority';
import { Check, Clock, Thermometer } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../badge/badge';
import * as styles from './step-checklist.css';

const item = cva(styles.item, { variants: { done: { true: styles.itemDone } } });
const instruction = cva(styles.instruction, { variants: { done: { true: styles.done } } });

/** One method step (spec Instruction entity). */
export interface ChecklistStep {
  id: number | string;
  step_number: number;
  instruction: string;
  time_minutes?: number | null;
  temperature?: string | null;
  notes?: string | null;
}

export interface StepChecklistProps {
  steps: readonly ChecklistStep[];
  /** Ids ticked at first. @default none */
  defaultChecked?: ReadonlyArray<number | string>;
  /** Names the list for screen readers. @default 'Instructions' */
  'aria-label'?: string;
}

/** Method steps a cook ticks off as they go; ticks are local to this page view. */
export function StepChecklist({ steps, defaultChecked = [], ...rest }: StepChecklistProps) {
  const [checked, setChecked] = useState<ReadonlySet<number | string>>(() => new Set(defaultChecked));
  const sorted = [...steps].sort((a, b) => a.step_number - b.step_number);

  const toggle = (id: number | string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ol className={styles.list} aria-label={rest['aria-label'] ?? 'Instructions'}>
      {sorted.map((step) => {
        const isDone = checked.has(step.id);
        const textId = `step-${step.id}-text`;
        const minutes = formatMinutes(step.time_minutes);
        return (
          <li key={step.id} className={item({ done: isDone })}>
            <button
              type="button"
              role="checkbox"
              aria-checked={isDone}
              aria-label={`Step ${step.step_number} done`}
              aria-describedby={textId}
              className={styles.toggle}
              onClick={() => toggle(step.id)}
            >
              {isDone ? (
                <Check size={20} strokeWidth={3} aria-hidden="true" />
              ) : (
                <span aria-hidden="true">{step.step_number}</span>
              )}
            </button>
            <div className={styles.content}>
              <p id={textId} className={instruction({ done: isDone })} data-done={isDone || undefined}>
                {step.instruction}
              </p>
              {minutes || step.temperature ? (
                <div className={styles.facts}>
                  {minutes ? (
                    <Badge tone="secondary" icon={<Clock size={12} />}>
                      {minutes}
                    </Badge>
                  ) : null}
                  {step.temperature ? (
                    <Badge tone="primary" icon={<Thermometer size={12} />}>
                      {step.temperature}
                    </Badge>
                  ) : null}
                </div>
              ) : null}
              {step.notes ? <p className={styles.note}>{step.notes}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
