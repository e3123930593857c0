import { cva, type VariantProps } from 'class-variance-authority';
import { Gauge, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../badge/badge';
import * as styles from './confidence-badge.css';

export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

const TONE = { high: 'success', medium: 'accent', low: 'danger' } as const satisfies Record<ConfidenceLevel, string>;

const ICON: Record<ConfidenceLevel, ReactNode> = {
  high: <ShieldCheck size={14} />,
  medium: <Gauge size={14} />,
  low: <ShieldAlert size={14} />,
};

const LABEL: Record<ConfidenceLevel, string> = {
  high: 'High confidence',
  medium: 'Medium confidence',
  low: 'Low confidence',
};

const badge = cva(styles.base, { variants: { level: styles.level } });

export interface ConfidenceBadgeProps extends Omit<VariantProps<typeof badge>, 'level'> {
  /** The AI parser's `ai_confidence`. */
  level: ConfidenceLevel;
  className?: string;
}

/** How sure the AI parser is about a parsed recipe: high (green), medium (saffron), low (red). */
export function ConfidenceBadge({ level, className }: ConfidenceBadgeProps) {
  return (
    <Badge tone={TONE[level]} size="md" icon={ICON[level]} className={badge({ level, className })}>
      {LABEL[level]}
    </Badge>
  );
}
