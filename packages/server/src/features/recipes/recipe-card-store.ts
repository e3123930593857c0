import { recipeSummarySchema, type RecipeSummary } from '@potluck/api';
import { JsonText } from '../../http/json-text';
import { LruMap } from '../../lib/lru-map';
import { batched, nextTurn } from './batched';
import { type CardsDocument, type Read, cardsOf, toCards } from './recipe-cards';

/** A card checked against its schema and serialized, once: pages are assembled from these texts. */
export const cardText = (card: RecipeSummary) => JsonText.of(recipeSummarySchema, card);

/** Cards kept (about 1 KB each): the recipes searches show most, least recently shown forgotten first. */
const CARDS_KEPT = 20_000;
/** Cards per statement when reading ahead (see warm): short enough that requests interleave on PGlite. */
const WARM_CHUNK = 200;
/**
 * Missing cards read per statement, and statements at once: on PostgreSQL a burst of first searches is read by a
 * few statements side by side on the pool's connections; PGlite has one session and runs statements on the main
 * thread (see createCardStore).
 */
const CARDS_PER_READ = 100;
const READS_AT_ONCE = 4;

/**
 * Recipe cards as the API sends them, serialized once, kept current by the search index's change check
 * (decision 019): every change to what a card shows (migrations 0015 and 0016) notes its recipe, and a check
 * that reads the note drops the card before any answer trusts that check. So a card here is as fresh as the
 * last check, whatever the page cache's lifetime, and an answer that waited for a check began after it arrived
 * sees every write committed before it — the guarantee reading the cards from the database gave.
 *
 * Missing cards are read together: the pages asked for while one read runs share the next (group commit), at
 * most `perRead` in a statement (PGlite's statements block the main thread: smaller ones let the answers whose
 * cards are kept go out between them).
 */
export function createCardStore(
  read: Read,
  { kept = CARDS_KEPT, perRead = CARDS_PER_READ, readsAtOnce = READS_AT_ONCE } = {},
) {
  const cards = new LruMap<number, JsonText>(kept);
  /** Counts drops; a read that began before a drop of its recipe does not store that card (it may predate it). */
  let epoch = 0;
  /** When each recipe was last dropped, while reads are in flight (else nothing can be stale: cleared). */
  const droppedAt = new Map<number, number>();
  let droppedAll = 0;
  let reading = 0;

  const load = batched<JsonText>(
    async (keys) => {
      const started = epoch;
      reading++;
      try {
        const [row] = await read<{ doc: CardsDocument }>(cardsOf(keys.map(Number)));
        const found = new Map<string, JsonText>();
        for (const card of toCards(row!.doc)) {
          const text = cardText(card);
          found.set(String(card.id), text);
          if (droppedAll <= started && (droppedAt.get(card.id) ?? 0) <= started) cards.set(card.id, text);
        }
        return found;
      } finally {
        if (--reading === 0) droppedAt.clear();
      }
    },
    perRead,
    nextTurn,
    readsAtOnce,
  );

  /** The cards of these recipes in order, kept or read (a recipe deleted meanwhile has none: left out). */
  async function of(ids: number[]): Promise<JsonText[]> {
    const found: Array<JsonText | undefined> = ids.map((id) => cards.get(id));
    const missing = ids.filter((_, i) => !found[i]);
    if (missing.length > 0) {
      const loaded = await Promise.all(missing.map((id) => load(String(id))));
      let k = 0;
      for (let i = 0; i < found.length; i++) if (!found[i]) found[i] = loaded[k++];
    }
    return found.filter((card): card is JsonText => card !== undefined);
  }

  return {
    of,
    /**
     * Reads these recipes' cards ahead, in this order (the last most recently shown), a few at a time one after
     * another, so that requests meanwhile wait little; stops if every card is dropped meanwhile (a new load).
     */
    async warm(ids: number[]): Promise<void> {
      const since = droppedAll;
      for (let i = 0; i < ids.length && droppedAll === since; i += WARM_CHUNK) await of(ids.slice(i, i + WARM_CHUNK));
    },
    /** Forgets these recipes' cards (a check read changes to them), or every card ('all': the index was reloaded). */
    drop(ids: number[] | 'all') {
      epoch++;
      if (ids === 'all') {
        cards.clear();
        droppedAll = epoch;
        return;
      }
      for (const id of ids) {
        cards.delete(id);
        if (reading > 0) droppedAt.set(id, epoch);
      }
    },
    get size() {
      return cards.size;
    },
  };
}
export type CardStore = ReturnType<typeof createCardStore>;
