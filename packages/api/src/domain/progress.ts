/**
 * Share of done things in percent, 0 to 100, unrounded: completed shopping items of a list, completed
 * meals of a plan (spec 001 §2, §3). Kept unrounded so 199 of 200 never reads as a finished 100; round
 * only for display. Nothing to do (total 0 or less) is 0 percent; counts are clamped to 0..total.
 */
export function completionPercentage(completed: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(completed)) return 0;
  const done = Math.min(Math.max(completed, 0), total);
  return (done * 100) / total;
}
