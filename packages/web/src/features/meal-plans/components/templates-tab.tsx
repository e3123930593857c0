import type { MealPlanTemplate } from '@potluck/api';
import { Badge, Button, Card, EmptyState, ErrorState, Grid, IconButton, Skeleton, Stack } from '@potluck/ui';
import { LayoutTemplate, Pencil, Play, Plus, Trash2 } from 'lucide-react';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';
import * as styles from './meal-plans.css';

export interface TemplatesTabProps {
  templates: MealPlanTemplate[] | undefined;
  error: unknown;
  onRetry: () => void;
  onCreate: () => void;
  onStart: (template: MealPlanTemplate) => void;
  /** Opens the edit dialog of your template (name, description, public). */
  onEdit: (template: MealPlanTemplate) => void;
  onDelete: (template: MealPlanTemplate) => void;
}

/** The Templates tab: Create Template (from one of your plans), and templates to start a plan from. */
export function TemplatesTab({ templates, error, onRetry, onCreate, onStart, onEdit, onDelete }: TemplatesTabProps) {
  const create = (
    <Button iconStart={<Plus size={18} />} onClick={onCreate}>
      {T.createTemplate}
    </Button>
  );
  if (error) return <ErrorState title={T.templatesFailed} onRetry={onRetry} retryLabel={T.tryAgain} />;
  if (!templates) return <Skeleton shape="rect" height={220} />;
  if (templates.length === 0) {
    return (
      <EmptyState
        title={T.noTemplates}
        description={T.noTemplatesHint}
        icon={<LayoutTemplate size={34} />}
        actions={create}
      />
    );
  }
  return (
    <Stack>
      <div>{create}</div>
      <Grid gap="md" minColumnWidth="280px">
        {templates.map((template) => (
          <Card asChild padding="md" key={template.id} className={styles.templateCard}>
            <article aria-label={template.name}>
              <h3 className={styles.sectionTitle}>{template.name}</h3>
              <div>
                <Badge tone="accent">{T.templateBadge}</Badge> {template.is_public ? <Badge>{T.public}</Badge> : null}
              </div>
              {template.description ? <p className={styles.muted}>{template.description}</p> : null}
              <p className={styles.muted}>{T.templateSummary(template.duration_days, template.meals.length)}</p>
              <div className={styles.templateActions}>
                <Button iconStart={<Play size={16} />} onClick={() => onStart(template)}>
                  {T.startPlan}
                </Button>
                {template.is_own ? (
                  <IconButton
                    aria-label={`Edit ${template.name}`}
                    icon={<Pencil size={18} />}
                    variant="secondary"
                    onClick={() => onEdit(template)}
                  />
                ) : null}
                {template.is_own ? (
                  <IconButton
                    aria-label={`Delete ${template.name}`}
                    icon={<Trash2 size={18} />}
                    variant="danger"
                    onClick={() => onDelete(template)}
                  />
                ) : null}
              </div>
            </article>
          </Card>
        ))}
      </Grid>
    </Stack>
  );
}
