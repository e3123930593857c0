import { ApiError, errorText, type ShoppingItem } from '@potluck/api';
import { Button, ErrorState, Skeleton, useToast, type ShoppingItemDraft } from '@potluck/ui';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { useItemMutations } from '../api/use-item-mutations';
import { useItemTicks } from '../api/use-item-ticks';
import { useListMutations } from '../api/use-list-mutations';
import { useShoppingList } from '../api/use-shopping-list';
import { SHOPPING_TEXT as T } from '../shopping.texts';
import { AddItemForm } from './add-item-form';
import { ListDetailView } from './list-detail-view';
import { SaveTemplateDialog } from './save-template-dialog';

/** /shopping?list={id} and /shopping/{id}: loads one list and wires its actions. */
export function ListDetail({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { data, error, mutate } = useShoppingList(id);
  const ticks = useItemTicks(id);
  const items = useItemMutations(id ?? 0);
  const lists = useListMutations();
  const [saveOpen, setSaveOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const missing = id === null || (error instanceof ApiError && error.status === 404);
  usePageTitle(missing ? T.listNotFound : (data?.name ?? T.title));

  /** Runs a call; on failure says so (and rethrows so the form or dialog stays open). */
  const attempt = async <R,>(run: () => Promise<R>, success?: string): Promise<R> => {
    try {
      const result = await run();
      if (success) toast({ variant: 'success', title: success });
      return result;
    } catch (failure) {
      console.warn('Shopping action failed', failure);
      toast({ variant: 'error', title: T.actionFailed, description: errorText(failure, '') || undefined });
      throw failure;
    }
  };

  if (missing) {
    return (
      <ErrorState
        title={T.listNotFound}
        message={T.listNotFoundHint}
        headingLevel="h1"
        actions={<Button onClick={() => navigate('/shopping')}>{T.goBack}</Button>}
      />
    );
  }
  if (error) {
    return (
      <ErrorState title={T.loadListFailed} headingLevel="h1" onRetry={() => void mutate()} retryLabel={T.tryAgain} />
    );
  }
  if (!data) return <Skeleton shape="rect" height={320} />;

  const list = ticks.withTicks(data);
  return (
    <>
      <ListDetailView
        list={list}
        retrying={ticks.retrying}
        onToggle={ticks.toggle}
        onSaveItem={(item: ShoppingItem, draft: ShoppingItemDraft) =>
          attempt(async () => {
            const category = draft.category || item.category;
            await items.update(item.id, {
              name: draft.name,
              amount: draft.amount,
              unit: draft.unit || null,
              notes: draft.notes || null,
            });
            // A new category is also a lesson for the next suggestion of this name.
            if (category !== item.category) await items.recategorize(item.id, item.category, category);
          })
        }
        onDeleteItem={(item) => attempt(() => items.remove(item.id))}
        addForm={<AddItemForm nameRef={nameRef} onAdd={(body) => attempt(() => items.add(body))} />}
        onAddItem={() => {
          nameRef.current?.scrollIntoView({ block: 'center' });
          nameRef.current?.focus();
        }}
        onComplete={() => attempt(() => lists.update(list.id, { status: 'completed' }))}
        onDelete={() =>
          attempt(async () => {
            await lists.remove(list.id);
            navigate('/shopping', { replace: true });
          })
        }
        onSaveAsTemplate={() => setSaveOpen(true)}
        onPrint={() => navigate(`/print-shopping/${list.id}`)}
      />
      {saveOpen ? (
        <SaveTemplateDialog
          open
          onOpenChange={setSaveOpen}
          defaultName={list.name}
          onSave={(values) => attempt(() => lists.saveAsTemplate(list.id, values), T.templateSaved)}
        />
      ) : null}
    </>
  );
}
