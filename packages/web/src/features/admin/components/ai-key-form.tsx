import { updateOpenaiKeySchema } from '@potluck/api';
import { Alert, Button, Field, Input } from '@potluck/ui';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { fieldErrorsFromIssues, type FieldErrors } from '../../../lib/form-errors';
import type { AiKeyChange } from '../../ai/api/use-update-ai-key';
import { keyUpdateErrorMessage } from './ai-key-messages';
import * as styles from './ai-provider.css';

type KeyField = 'openai_api_key' | 'base_url' | 'model';

export interface AiKeyFormProps {
  /** Saves the key; resolves with the server's message. */
  onSave: (change: AiKeyChange) => Promise<{ message: string }>;
  /** Told after a successful save (the card says so). */
  onSaved: (message: string) => void;
}

const EMPTY = { openai_api_key: '', base_url: '', model: '' };

/**
 * Sets the AI provider key (spec 001 §5): not empty, and 'sk-' for OpenAI itself; a custom base URL
 * (Ollama, vLLM) accepts any key. The same shared schema as the server checks before sending.
 */
export function AiKeyForm({ onSave, onSaved }: AiKeyFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<KeyField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (field: KeyField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, ...(field === 'base_url' ? { openai_api_key: undefined } : {}) }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    const checked = updateOpenaiKeySchema.safeParse({ ...values, model: values.model.trim() || null });
    if (!checked.success) {
      setErrors(fieldErrorsFromIssues<KeyField>(checked.error.issues));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const result = await onSave({
        openai_api_key: checked.data.openai_api_key,
        base_url: checked.data.base_url ?? null,
        model: checked.data.model ?? null,
      });
      setValues(EMPTY);
      onSaved(result.message);
    } catch (e) {
      setFailure(keyUpdateErrorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Update the AI provider key"
      aria-busy={saving}
    >
      <h3 className={styles.formTitle}>Update the key</h3>
      <Field
        label="API key"
        required
        error={errors.openai_api_key}
        hint="Stored encrypted; only a short preview is ever shown again."
      >
        <Input
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={values.openai_api_key}
          onChange={(e) => change('openai_api_key', e.target.value)}
        />
      </Field>
      <Field
        label="Base URL (optional)"
        error={errors.base_url}
        hint="Leave empty for OpenAI. For an OpenAI-compatible server (Ollama, vLLM) give its URL, e.g. http://localhost:11434/v1."
      >
        <Input
          type="url"
          inputMode="url"
          value={values.base_url}
          onChange={(e) => change('base_url', e.target.value)}
        />
      </Field>
      <Field label="Model (optional)" error={errors.model} hint="Leave empty for the default model.">
        <Input value={values.model} onChange={(e) => change('model', e.target.value)} />
      </Field>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" iconStart={<KeyRound size={18} />} loading={saving}>
          Save key
        </Button>
      </div>
    </form>
  );
}
