import type { ShoppingTemplate } from '@potluck/api';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Field,
  Grid,
  Inline,
  Select,
  Skeleton,
  Stack,
  TemplateCard,
} from '@potluck/ui';
import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { useShoppingTemplates } from '../api/use-shopping-templates';
import { SHOPPING_TEXT as T, TEMPLATE_FILTER_CATEGORIES } from '../shopping.texts';

/** Radix Select has no empty value: this one stands for "every category". */
const ALL = '__all__';

export interface TemplatesTabProps {
  /** The signed-in member: only a template's owner edits or deletes it. */
  userId: number | null;
  onNew: () => void;
  onEdit: (template: ShoppingTemplate) => void;
  onUse: (template: ShoppingTemplate) => void;
  onDelete: (template: ShoppingTemplate) => Promise<unknown>;
}

/** The Templates tab: a category filter, New Template, and a card per template (own and public). */
export function TemplatesTab({ userId, onNew, onEdit, onUse, onDelete }: TemplatesTabProps) {
  const [category, setCategory] = useState<string>(ALL);
  const [deleting, setDeleting] = useState<ShoppingTemplate | null>(null);
  const { data, error, mutate } = useShoppingTemplates(category === ALL ? null : category);

  let body;
  if (error) body = <ErrorState title={T.loadFailed} onRetry={() => void mutate()} retryLabel={T.tryAgain} />;
  else if (!data) body = <Skeleton shape="rect" height={160} />;
  else if (data.length === 0) {
    body =
      category === ALL ? (
        <EmptyState
          title={T.noTemplates}
          description={T.noTemplatesHint}
          icon={<ClipboardList size={34} />}
          actions={<Button onClick={onNew}>{T.newTemplate}</Button>}
        />
      ) : (
        <EmptyState
          title={T.noTemplatesFound}
          description={T.noTemplatesFoundHint}
          icon={<ClipboardList size={34} />}
        />
      );
  } else {
    body = (
      <Grid gap="md" minColumnWidth="280px">
        {data.map((template) => {
          const mine = template.creator_id === userId;
          return (
            <TemplateCard
              key={template.id}
              template={template}
              onUse={() => onUse(template)}
              onEdit={mine ? () => onEdit(template) : undefined}
              onDelete={mine ? () => setDeleting(template) : undefined}
            />
          );
        })}
      </Grid>
    );
  }

  return (
    <Stack>
      <Inline align="end">
        <Field label={T.templateCategory}>
          <Select
            options={[
              { value: ALL, label: T.allCategories },
              ...TEMPLATE_FILTER_CATEGORIES.map((value) => ({ value, label: value })),
            ]}
            value={category}
            onValueChange={setCategory}
          />
        </Field>
        <Button variant="secondary" iconStart={<Plus size={18} />} onClick={onNew}>
          {T.newTemplate}
        </Button>
      </Inline>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={T.deleteTemplateTitle}
        description={deleting ? T.deleteTemplateConfirm(deleting.name) : ''}
        confirmLabel={T.delete}
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
    </Stack>
  );
}
