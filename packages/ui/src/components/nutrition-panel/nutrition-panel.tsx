import {
  formatNutrient,
  kcalFromMacros,
  NUTRITION_FIELDS,
  NUTRITION_UNAVAILABLE_MESSAGE,
  parseNutrition,
  type NutrientKey,
} from '@potluck/api/domain';
import { cva } from 'class-variance-authority';
import { Info } from 'lucide-react';
import { useId } from 'react';
import * as styles from './nutrition-panel.css';

export const MACRO_KEYS = ['protein_g', 'carbohydrates_g', 'fat_g'] as const satisfies readonly NutrientKey[];
export type MacroKey = (typeof MACRO_KEYS)[number];

const swatch = cva(styles.swatch, { variants: { macro: styles.macroColor } });
const segment = cva('', { variants: { macro: styles.macroColor } });

const LABEL = Object.fromEntries(NUTRITION_FIELDS.map((field) => [field.key, field.label])) as Record<
  NutrientKey,
  string
>;
const OTHER_FIELDS = NUTRITION_FIELDS.filter(
  (field) => field.key !== 'calories' && !(MACRO_KEYS as readonly string[]).includes(field.key),
);

export interface NutritionPanelProps {
  /** The recipe's `nutrition_json`, as an object or JSON text; anything invalid shows the spec's message. */
  nutrition: unknown;
  /** Heading level of the panel title. @default 'h2' */
  headingLevel?: 'h2' | 'h3';
}

/** Per-serving nutrition with the spec's units and precisions, and where the energy comes from. */
export function NutritionPanel({ nutrition, headingLevel = 'h2' }: NutritionPanelProps) {
  const titleId = useId();
  const Heading = headingLevel;
  const data = parseNutrition(nutrition);

  if (!data) {
    return (
      <section className={styles.root} aria-labelledby={titleId}>
        <Heading id={titleId} className={styles.title}>
          Nutrition
        </Heading>
        <p className={styles.unavailable}>
          <Info size={20} aria-hidden="true" />
          {NUTRITION_UNAVAILABLE_MESSAGE}
        </p>
      </section>
    );
  }

  const perServing = data.per_serving;
  // Share of energy from each macronutrient (4/4/9 kcal per gram), for the stacked bar.
  const macroKcal = kcalFromMacros(perServing);
  const share = (key: MacroKey) => (macroKcal > 0 ? (kcalFromMacros({ [key]: perServing[key] }) / macroKcal) * 100 : 0);

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          Nutrition
        </Heading>
        <span className={styles.subtitle}>
          Per serving · recipe makes {data.servings} {data.servings === 1 ? 'serving' : 'servings'}
        </span>
      </div>
      <div className={styles.energy}>
        <span className={styles.energyValue}>{formatNutrient('calories', perServing.calories)}</span>
        <span className={styles.energyLabel}>{LABEL.calories}</span>
      </div>
      {macroKcal > 0 ? (
        <div className={styles.macroBar} aria-hidden="true">
          {MACRO_KEYS.map((key) => (
            <span key={key} className={segment({ macro: key })} style={{ width: `${share(key)}%` }} />
          ))}
        </div>
      ) : null}
      <div className={styles.macros}>
        {MACRO_KEYS.map((key) => (
          <div key={key} className={styles.macro}>
            <span className={styles.macroName}>
              <span className={swatch({ macro: key })} aria-hidden="true" />
              {LABEL[key]}
            </span>
            <span className={styles.macroValue}>{formatNutrient(key, perServing[key])}</span>
          </div>
        ))}
      </div>
      <dl className={styles.rows}>
        {OTHER_FIELDS.map((field) => (
          <div key={field.key} className={styles.row}>
            <dt className={styles.rowName}>{field.label}</dt>
            <dd className={styles.rowValue}>{formatNutrient(field.key, perServing[field.key])}</dd>
          </div>
        ))}
      </dl>
      {data.disclaimer ? <p className={styles.disclaimer}>{data.disclaimer}</p> : null}
    </section>
  );
}
