import { CHEF_MESSAGES, parseNutritionBodySchema } from '@potluck/api';
import { Button, Field, Inline, Textarea, useToast } from '@potluck/ui';
import { ScanText } from 'lucide-react';
import { useState } from 'react';
import { AI_TEXT as T } from './ai-text';
import * as styles from './ai.css';
import { StatusLine } from './status-line';

export interface NutritionLabelFormProps {
  /** Reads the label onto the recipe; resolves once the recipe on screen shows it. */
  parseLabel: (text: string) => Promise<{ success: boolean }>;
  /** The facts were stored (the dialog closes). */
  onStored: () => void;
}

/** The text rule of POST /recipes/parse-nutrition, checked before sending with the same message. */
const labelError = (text: string): string | null => {
  const checked = parseNutritionBodySchema.shape.text.safeParse(text);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
};

/** "Paste nutrition label": the text is read by the AI chef and stored on the recipe in one step. */
export function NutritionLabelForm({ parseLabel, onStored }: NutritionLabelFormProps) {
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const submit = async () => {
    const invalid = labelError(text);
    setError(invalid);
    if (invalid || reading) return;
    setReading(true);
    let stored = false;
    try {
      const result = await parseLabel(text.trim());
      stored = result.success;
      if (stored) toast({ variant: 'success', title: CHEF_MESSAGES.nutritionParsed });
      else toast({ title: CHEF_MESSAGES.noNutrition });
    } catch {
      toast({ variant: 'error', title: CHEF_MESSAGES.nutritionFailed });
    } finally {
      setReading(false);
    }
    // After the busy state is cleared: closing unmounts this form.
    if (stored) onStored();
  };

  return (
    <form
      aria-label={T.pasteLabelTab}
      aria-busy={reading}
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={T.labelText} hint={T.labelHint} error={error}>
        <Textarea
          rows={8}
          value={text}
          placeholder={T.labelPlaceholder}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
      </Field>
      {reading ? <StatusLine>{T.readingLabel}</StatusLine> : null}
      <Inline>
        <Button type="submit" iconStart={<ScanText size={18} />} loading={reading}>
          {T.readLabel}
        </Button>
      </Inline>
    </form>
  );
}
