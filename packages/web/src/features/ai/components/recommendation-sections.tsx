import type { RecipeRecommendations } from '@potluck/api';
import { Stack } from '@potluck/ui';
import { ArrowRight } from 'lucide-react';
import { AI_TEXT as T } from './ai-text';
import * as styles from './ai.css';

export interface RecommendationSectionsProps {
  recommendations: RecipeRecommendations;
  /** Prefix of the heading ids (saved and new ones can be on screen together). */
  idPrefix: string;
  /** Not saved yet: says where the required tools will appear. @default false */
  pending?: boolean;
}

function TipList({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack>
      <h3 id={id} className={styles.subTitle}>
        {title}
      </h3>
      <ul className={styles.list} aria-labelledby={id}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Stack>
  );
}

/** Cooking tips, substitutions (original → substitute, note), nutritional highlights and storage. */
export function RecommendationSections({ recommendations: r, idPrefix, pending = false }: RecommendationSectionsProps) {
  const tools = r.required_tools.length;
  return (
    <div className={styles.columns}>
      <TipList id={`${idPrefix}-tips`} title={T.cookingTips} items={r.cooking_tips} />
      {r.ingredient_substitutions.length > 0 ? (
        <Stack>
          <h3 id={`${idPrefix}-subs`} className={styles.subTitle}>
            {T.substitutions}
          </h3>
          <ul className={styles.list} aria-labelledby={`${idPrefix}-subs`}>
            {r.ingredient_substitutions.map((s) => (
              <li key={`${s.original}-${s.substitute}`}>
                <span className={styles.substitution}>
                  {s.original} <ArrowRight size={14} aria-label="instead use" /> <strong>{s.substitute}</strong>
                </span>
                {s.note ? <p className={styles.muted}>{s.note}</p> : null}
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
      <TipList id={`${idPrefix}-nutrition`} title={T.nutritionalHighlights} items={r.nutritional_highlights} />
      {r.storage_instructions ? (
        <Stack>
          <h3 id={`${idPrefix}-storage`} className={styles.subTitle}>
            {T.storage}
          </h3>
          <p className={styles.description}>{r.storage_instructions}</p>
        </Stack>
      ) : null}
      {pending && tools > 0 ? <p className={styles.muted}>{T.toolsNote(tools)}</p> : null}
    </div>
  );
}
