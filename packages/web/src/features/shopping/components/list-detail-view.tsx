import type { ShoppingItem as Item, ShoppingList } from '@potluck/api';
import {
  Button,
  ConfirmDialog,
  DropdownMenu,
  EmptyState,
  IconButton,
  ShoppingCategoryGroup,
  ShoppingItem,
  ShoppingProgress,
  Stack,
  type ShoppingItemDraft,
} from '@potluck/ui';
import { ArrowLeft, BookmarkPlus, CheckCheck, EllipsisVertical, ListPlus, Printer, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SHOPPING_TEXT as T } from '../shopping.texts';
import { groupByCategory } from '@potluck/api/domain';
import * as styles from './shopping.css';

export interface ListDetailViewProps {
  /** The list as the member sees it (unconfirmed ticks applied). */
  list: ShoppingList;
  onToggle: (itemId: number, completed: boolean) => void;
  onSaveItem: (item: Item, draft: ShoppingItemDraft) => Promise<unknown>;
  onDeleteItem: (item: Item) => Promise<unknown>;
  /** The add-item form, under the items. */
  addForm: ReactNode;
  /** The thumb bar's Add Item: bring the form into view. */
  onAddItem: () => void;
  onComplete: () => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  onSaveAsTemplate: () => void;
  onPrint: () => void;
  /** Some tick is waiting for the connection. @default false */
  retrying?: boolean;
}

/** A list's detail: progress, items by category in store-walk order, add and edit forms, list actions. */
export function ListDetailView(props: ListDetailViewProps) {
  const { list, onToggle, onSaveItem, onDeleteItem, addForm, onAddItem, retrying = false } = props;
  const [editingId, setEditingId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState<'complete' | 'delete' | Item | null>(null);
  const groups = groupByCategory(list.items);
  const active = list.status === 'active';

  const save = async (item: Item, draft: ShoppingItemDraft) => {
    setSaving(true);
    try {
      await onSaveItem(item, draft);
      setEditingId(null);
    } catch {
      // The page said what went wrong; the form stays open with the typed values.
    } finally {
      setSaving(false);
    }
  };

  const completeButton = (className?: string) =>
    active ? (
      <Button className={className} iconStart={<CheckCheck size={18} />} onClick={() => setConfirm('complete')}>
        {T.completeList}
      </Button>
    ) : null;

  return (
    <article className={styles.detail} aria-labelledby="shopping-list-title">
      <div className={styles.detailHeader}>
        <div>
          <Button asChild variant="ghost" size="sm" iconStart={<ArrowLeft size={16} />}>
            <Link to="/shopping">{T.backToLists}</Link>
          </Button>
        </div>
        <div className={styles.titleRow}>
          <h1 id="shopping-list-title" className={styles.title}>
            {list.name}
          </h1>
          <div className={styles.headerActions}>{completeButton()}</div>
          <DropdownMenu
            trigger={<IconButton aria-label="More list actions" icon={<EllipsisVertical size={20} />} />}
            items={[
              { id: 'print', label: T.print, icon: <Printer size={16} />, onSelect: props.onPrint },
              {
                id: 'template',
                label: T.saveAsTemplate,
                icon: <BookmarkPlus size={16} />,
                onSelect: props.onSaveAsTemplate,
              },
              { id: 'sep', type: 'separator' },
              {
                id: 'delete',
                label: T.deleteList,
                icon: <Trash2 size={16} />,
                tone: 'danger',
                onSelect: () => setConfirm('delete'),
              },
            ]}
          />
        </div>
        {list.description || list.preferred_store || list.shopping_date ? (
          <p className={styles.muted}>
            {[list.description, list.preferred_store, list.shopping_date].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <ShoppingProgress list={list} />
        {retrying ? (
          <p className={styles.offline} role="status">
            Offline — your ticks are kept and will be saved when the connection is back.
          </p>
        ) : null}
      </div>

      {list.items.length === 0 ? (
        <EmptyState title={T.noItems} description={T.noItemsHint} headingLevel="h2" icon={<ListPlus size={34} />} />
      ) : (
        <Stack>
          {groups.map((group) => (
            <ShoppingCategoryGroup
              key={group.category}
              category={group.category}
              completed={group.completed}
              headingLevel="h2"
            >
              {group.items.map((item) => (
                <ShoppingItem
                  key={item.id}
                  item={item}
                  onToggle={(completed) => onToggle(item.id, completed)}
                  isEditing={editingId === item.id}
                  saving={saving}
                  onEdit={() => setEditingId(item.id)}
                  onCancelEdit={() => setEditingId(null)}
                  onSave={(draft) => void save(item, draft)}
                  onDelete={() => setConfirm(item)}
                />
              ))}
            </ShoppingCategoryGroup>
          ))}
        </Stack>
      )}

      {addForm}

      <div className={styles.thumbBar}>
        <Button
          variant="secondary"
          className={styles.thumbButton}
          iconStart={<ListPlus size={20} />}
          onClick={onAddItem}
        >
          {T.addItem}
        </Button>
        {completeButton(styles.thumbButton)}
      </div>

      <ConfirmDialog
        open={confirm === 'complete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={T.completeConfirmTitle}
        description={T.completeConfirm}
        confirmLabel={T.completeList}
        tone="primary"
        onConfirm={props.onComplete}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={T.deleteListTitle}
        description={T.deleteListConfirm(list.name)}
        confirmLabel={T.delete}
        onConfirm={props.onDelete}
      />
      <ConfirmDialog
        open={typeof confirm === 'object' && confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={T.deleteItemTitle}
        description={typeof confirm === 'object' && confirm ? T.deleteItemConfirm(confirm.name) : ''}
        confirmLabel={T.delete}
        onConfirm={() => (typeof confirm === 'object' && confirm ? onDeleteItem(confirm) : undefined)}
      />
    </article>
  );
}
