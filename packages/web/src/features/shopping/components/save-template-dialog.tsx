import { Button, Checkbox, Dialog, Field, Input, Select, Stack } from '@potluck/ui';
import { useState, type FormEvent } from 'react';
import { SHOPPING_TEXT as T, TEMPLATE_SAVE_CATEGORIES } from '../shopping.texts';
import * as styles from './shopping.css';

export interface SaveTemplateValues {
  template_name: string;
  category: string;
  is_public: boolean;
}

export interface SaveTemplateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Proposed template name (the list's). */
  defaultName: string;
  onSave: (values: SaveTemplateValues) => Promise<unknown>;
}

/** Save as Template: a name (required), one of the spec's six categories, and whether others may use it. */
export function SaveTemplateDialog({ open, onOpenChange, defaultName, onSave }: SaveTemplateDialogProps) {
  const [name, setName] = useState(defaultName);
  const [category, setCategory] = useState<string>(TEMPLATE_SAVE_CATEGORIES[0]);
  const [isPublic, setIsPublic] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    try {
      await onSave({ template_name: name.trim(), category, is_public: isPublic });
      onOpenChange(false);
    } catch {
      // The page said what went wrong; the dialog stays with the typed values.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={T.saveAsTemplate}>
      <Stack as="form" gap="md" onSubmit={submit}>
        <Field label={T.templateName} required>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label={T.templateCategory}>
          <Select
            options={TEMPLATE_SAVE_CATEGORIES.map((value) => ({ value, label: value }))}
            value={category}
            onValueChange={setCategory}
          />
        </Field>
        <Checkbox label={T.makePublic} checked={isPublic} onCheckedChange={(state) => setIsPublic(state === true)} />
        <div className={styles.formActions}>
          <Button type="submit" disabled={!name.trim()} loading={busy}>
            {T.saveTemplate}
          </Button>
        </div>
      </Stack>
    </Dialog>
  );
}
