import { formatAmountWithUnit } from '@potluck/api/domain';
import { Pencil, Star, Trash2, Users } from 'lucide-react';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { IconButton } from '../icon-button/icon-button';
import * as styles from './template-card.css';

/** The fields of a shopping template a card shows (spec 001 §3 Shopping template). */
export interface TemplateCardData {
  id: number;
  name: string;
  description?: string | null;
  category?: string | null;
  estimated_cost?: number | null;
  is_public: boolean;
  is_featured?: boolean;
  usage_count?: number;
  template_items: ReadonlyArray<{ name: string; amount?: number | null; unit?: string | null }>;
}

/** A template card shows this many of its items (spec 001 §9). */
export const TEMPLATE_SAMPLE_SIZE = 3;

export interface TemplateCardProps {
  template: TemplateCardData;
  /** Opens the create-list-from-template dialog. */
  onUse: () => void;
  /** Edit and delete are for the owner only: leave them out for someone else's public template. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** Heading level of the name in the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3';
}

const money = (value: number) => `$${value.toFixed(2)}`;

/** One shopping template: name, category, its first 3 items, and Use (Edit and Delete for its owner). */
export function TemplateCard({ template, onUse, onEdit, onDelete, headingLevel = 'h3' }: TemplateCardProps) {
  const Heading = headingLevel;
  const items = template.template_items;
  const rest = items.length - TEMPLATE_SAMPLE_SIZE;
  return (
    <Card asChild padding="md" className={styles.root}>
      <article aria-label={template.name}>
        <div className={styles.header}>
          <Heading className={styles.title}>{template.name}</Heading>
          <div className={styles.badges}>
            {template.category ? <Badge tone="secondary">{template.category}</Badge> : null}
            {template.is_featured ? (
              <Badge tone="accent" icon={<Star size={12} />}>
                Featured
              </Badge>
            ) : null}
            {template.is_public ? <Badge tone="neutral">Public</Badge> : null}
          </div>
          {template.description ? <p className={styles.description}>{template.description}</p> : null}
        </div>
        <ul className={styles.samples} aria-label={`Items in ${template.name}`}>
          {items.slice(0, TEMPLATE_SAMPLE_SIZE).map((item, index) => (
            <li key={`${index}-${item.name}`} className={styles.sample}>
              <span>{item.name}</span>
              <span className={styles.sampleAmount}>{formatAmountWithUnit(item.amount, item.unit)}</span>
            </li>
          ))}
        </ul>
        {rest > 0 ? <span className={styles.more}>+{rest} more</span> : null}
        <div className={styles.meta}>
          <span>
            {items.length} {items.length === 1 ? 'item' : 'items'}
          </span>
          {template.usage_count ? (
            <span className={styles.metaEntry}>
              <Users size={14} aria-hidden="true" /> Used {template.usage_count}×
            </span>
          ) : null}
          {template.estimated_cost ? <span>About {money(template.estimated_cost)}</span> : null}
        </div>
        <div className={styles.actions}>
          <Button className={styles.grow} onClick={onUse}>
            Use Template
          </Button>
          {onEdit ? (
            <IconButton aria-label={`Edit ${template.name}`} icon={<Pencil size={18} />} onClick={onEdit} />
          ) : null}
          {onDelete ? (
            <IconButton
              aria-label={`Delete ${template.name}`}
              icon={<Trash2 size={18} />}
              variant="danger"
              onClick={onDelete}
            />
          ) : null}
        </div>
      </article>
    </Card>
  );
}
