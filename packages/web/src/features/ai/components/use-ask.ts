import { useCallback, useRef, useState } from 'react';

/**
 * One question to the AI chef at a time: the latest answer, whether it is thinking, whether the last
 * question failed. A second send while one is under way is ignored (a double Enter sends once).
 */
export function useAsk<A>(ask: (question: string) => Promise<A>) {
  const [reply, setReply] = useState<A | null>(null);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  // The state above renders a frame late; the ref stops a second send before it has.
  const busy = useRef(false);

  const send = useCallback(
    async (question: string) => {
      if (busy.current) return;
      busy.current = true;
      setAsking(true);
      setFailed(false);
      try {
        setReply(await ask(question));
      } catch {
        setFailed(true);
      } finally {
        busy.current = false;
        setAsking(false);
      }
    },
    [ask],
  );
  return { reply, asking, failed, send };
}
