import { Button, Checkbox, Dialog, Field, Input, Select, Stack } from '@potluck/ui';
import { useState } from 'react';
import { useBusySubmit } from '../../../lib/use-busy-submit';
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
  const { busy, submit } = useBusySubmit(() =>
    name.trim()
      ? onSave({ template_name: name.trim(), category, is_public: isPublic }).then(() => onOpenChange(false))
      : null,
  );

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
