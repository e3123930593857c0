import type { CookingTimePreference, EquipmentLevel, SkillLevel } from '@potluck/api';

/** Labels of the options of spec 001 §5 (time preferences carry their ranges). */
export const SKILL_LABELS: Record<SkillLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};
export const TIME_LABELS: Record<CookingTimePreference, string> = {
  quick: 'Quick (under 30 min)',
  moderate: 'Moderate (30-60 min)',
  long: 'Long (1-2 hours)',
  extended: 'Extended (2+ hours)',
  any: 'Any',
};
export const EQUIPMENT_LABELS: Record<EquipmentLevel, string> = {
  basic: 'Basic',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  professional: 'Professional',
};
export const SPICE_LABELS = ['', 'Mild', 'Gentle', 'Medium', 'Hot', 'Very hot'] as const;
