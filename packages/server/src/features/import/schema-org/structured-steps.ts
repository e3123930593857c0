/** A step as the mapper reads it: its text first. */
type Step = { instruction: string };

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * A section's steps without its name before each ("Teig: Mehl und Zucker mischen." in the section "Teig"): the name
 * is the group's label, which the page prints over the steps and not in them.
 */
export function withoutSectionName(steps: Step[], name: string): void {
  const lead = letters(name);
  if (!lead) return;
  for (const step of steps) {
    const colon = step.instruction.indexOf(':');
    if (colon > 0 && letters(step.instruction.slice(0, colon)) === lead)
      step.instruction = step.instruction.slice(colon + 1).trim() || step.instruction;
  }
}

/** The steps once, where the data lists the same run of steps twice (steps 1–6, then 1–6 again). */
export function withoutRepeatedRun<T extends Step>(steps: T[]): T[] {
  const half = steps.length / 2;
  if (steps.length < 4 || !Number.isInteger(half)) return steps;
  const same = steps.slice(0, half).every((s, n) => letters(s.instruction) === letters(steps[half + n]!.instruction));
  return same ? steps.slice(0, half) : steps;
}
