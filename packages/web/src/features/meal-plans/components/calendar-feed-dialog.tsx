import type { MealFeed, MealFeedStatus } from '@potluck/api';
import { Alert, Button, Dialog, Field, Inline, Input, Skeleton, Stack } from '@potluck/ui';
import { CalendarSync, Copy, Power, PowerOff } from 'lucide-react';
import { useState } from 'react';
import { useMealFeed } from '../api/use-meal-feed';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';
import * as styles from './meal-plans.css';
import { useSecretLink } from './use-secret-link';

/**
 * The member's private iCalendar feed of planned meals: turn it on (a new URL, shown only then, replaces the
 * old one), copy it ('Link copied to clipboard!'), or turn it off. Profile settings are not built yet, so it
 * lives in the meal plans header.
 */
export function CalendarFeedDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const feed = useMealFeed(true);
  return (
    <CalendarFeedDialogView
      status={feed.status.data}
      failed={Boolean(feed.status.error)}
      onEnable={feed.enable}
      onDisable={feed.disable}
      onOpenChange={onOpenChange}
    />
  );
}

export interface CalendarFeedDialogViewProps {
  /** undefined while loading. */
  status: MealFeedStatus | undefined;
  failed: boolean;
  onEnable: () => Promise<MealFeed>;
  onDisable: () => Promise<unknown>;
  onOpenChange: (open: boolean) => void;
  /** Where the app is served (the feed URL is absolute). @default window.location.origin */
  origin?: string;
}

/** The dialog without the network, for stories. */
export function CalendarFeedDialogView({
  status,
  failed,
  onEnable,
  onDisable,
  onOpenChange,
  origin = window.location.origin,
}: CalendarFeedDialogViewProps) {
  const { link: url, setLink: setUrl, busy, error, run, copy } = useSecretLink('Changing the calendar feed');
  const enable = () => run(async () => setUrl(new URL((await onEnable()).path, origin).href));
  const disable = () =>
    run(async () => {
      await onDisable();
      setUrl(null);
    });
  const enabled = status?.enabled ?? false;
  return (
    <Dialog open onOpenChange={onOpenChange} title={T.feedTitle} description={T.feedHint}>
      <Stack gap="md">
        {failed ? (
          <Alert tone="danger">{T.feedFailed}</Alert>
        ) : !status ? (
          <Skeleton shape="rect" height={40} />
        ) : url ? (
          <Field label={T.feedUrl}>
            <Input readOnly value={url} onFocus={(event) => event.target.select()} />
          </Field>
        ) : (
          <p className={styles.muted}>{enabled ? T.feedOn : T.feedOff}</p>
        )}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {status ? (
          <Inline gap="sm" justify="end">
            {enabled ? (
              <Button variant="ghost" iconStart={<PowerOff size={16} />} loading={busy} onClick={() => void disable()}>
                {T.feedDisable}
              </Button>
            ) : null}
            {url ? (
              <Button iconStart={<Copy size={16} />} onClick={() => void copy()}>
                {T.copy}
              </Button>
            ) : (
              <Button iconStart={<Power size={16} />} loading={busy} onClick={() => void enable()}>
                {enabled ? T.feedNewUrl : T.feedEnable}
              </Button>
            )}
          </Inline>
        ) : null}
      </Stack>
    </Dialog>
  );
}

/** The header button that opens the calendar feed dialog. */
export function CalendarFeedButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" iconStart={<CalendarSync size={18} />} onClick={() => setOpen(true)}>
        {T.feed}
      </Button>
      {open ? <CalendarFeedDialog onOpenChange={setOpen} /> : null}
    </>
  );
}
