/** How far (px) the row's scrolled-off ends fade out; a tab brought into view stops clear of the fade. */
export const FADE_PX = 32;

/**
 * Keeps a scrolling row of tabs readable as one: marks the ends that have tabs scrolled out of sight
 * (`data-more-before`, `data-more-after`, which the styles fade out) and scrolls the selected tab into view when the row
 * first lays out, when it resizes and whenever the selection changes. Returns the function that stops watching.
 */
export function watchTabRow(row: HTMLElement): () => void {
  const mark = () => {
    const scrolled = Math.abs(row.scrollLeft);
    const hidden = row.scrollWidth - row.clientWidth;
    row.toggleAttribute('data-more-before', scrolled > 1);
    row.toggleAttribute('data-more-after', hidden - scrolled > 1);
  };
  const reveal = () => {
    const tab = row.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (tab) {
      // The tab's place in the scrolled content (the row is not positioned, so offsetLeft would not say it).
      const box = tab.getBoundingClientRect();
      const start = box.left - row.getBoundingClientRect().left - row.clientLeft + row.scrollLeft;
      const end = start + box.width;
      const view = row.clientWidth;
      // Only the row scrolls (scrollIntoView would scroll the page too); a tab already in full view stays put.
      if (start < row.scrollLeft + FADE_PX) row.scrollLeft = Math.max(0, start - FADE_PX);
      else if (end > row.scrollLeft + view - FADE_PX) row.scrollLeft = end - view + FADE_PX;
    }
    mark();
  };
  row.addEventListener('scroll', mark, { passive: true });
  const selection = new MutationObserver(reveal);
  selection.observe(row, { subtree: true, attributeFilter: ['data-state'] });
  const size = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reveal);
  size?.observe(row);
  reveal();
  return () => {
    row.removeEventListener('scroll', mark);
    selection.disconnect();
    size?.disconnect();
  };
}
