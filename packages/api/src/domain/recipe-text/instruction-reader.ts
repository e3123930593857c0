import type { Instruction } from '../../recipes/recipe.schemas';
import { findDurations } from './recipe-meta';

/** One method step read from text: the create payload's instruction row (spec 000 §3 Instruction, without id). */
export type ParsedInstruction = Omit<Instruction, 'id'>;

// "350°F", "180 °C", "200 degrees C", "400F"; a bare "350°" keeps its degree sign. Gas marks are British ovens.
const TEMPERATURE =
  /(\d{2,3})\s*°\s*([CF])\b|(\d{2,3})\s*degrees?\s*(F|C|fahrenheit|celsius)\b|\b(\d{3})\s?([CF])\b|(\d{2,3})\s*°|\b(gas\s+mark\s+\d{1,2})\b/i;

/** The oven or oil temperature a step names first, normalised ("350 degrees F" → "350°F"), or null. */
export function readTemperature(text: string): string | null {
  const match = TEMPERATURE.exec(text);
  if (match === null) return null;
  if (match[1] !== undefined) return `${match[1]}°${match[2]!.toUpperCase()}`;
  if (match[3] !== undefined) return `${match[3]}°${match[4]!.charAt(0).toUpperCase()}`;
  if (match[5] !== undefined) return `${match[5]}°${match[6]!.toUpperCase()}`;
  if (match[7] !== undefined) return `${match[7]}°`;
  return match[8]!.replace(/^gas/i, 'Gas').replace(/\s+/g, ' ');
}

/**
 * A step with its number (from 1, in reading order) and what it says about time and heat. The step time is
 * set only when the step names exactly one duration: "cook 5 minutes, then 10 more" has no single answer.
 */
export function toInstruction(text: string, index: number): ParsedInstruction {
  const durations = findDurations(text).filter((minutes) => minutes <= 10_000);
  return {
    step_number: index + 1,
    instruction: text.slice(0, 5000),
    time_minutes: durations.length === 1 ? durations[0]! : null,
    temperature: readTemperature(text),
    notes: null,
  };
}
