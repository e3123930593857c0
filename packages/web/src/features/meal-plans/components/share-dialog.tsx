import type { MealPlanShare } from '@potluck/api';
import { Alert, Button, Dialog, Field, Inline, Input, Stack } from '@potluck/ui';
import { Copy, Link2, Link2Off } from 'lucide-react';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';
import * as styles from './meal-plans.css';
import { useSecretLink } from './use-secret-link';

export interface ShareDialogProps {
  /** Whether a link is live (its token is only known right after it was made). */
  isShared: boolean;
  onOpenChange: (open: boolean) => void;
  onShare: () => Promise<MealPlanShare>;
  onRevoke: () => Promise<unknown>;
}

/** Share: make a read-only link to the plan, copy it ('Link copied to clipboard!'), or revoke it. */
export function ShareDialog({ isShared, onOpenChange, onShare, onRevoke }: ShareDialogProps) {
  const { link, setLink, busy, error, run, copy } = useSecretLink('Sharing a meal plan');
  const make = () =>
    run(async () => {
      const share = await onShare();
      setLink(new URL(share.path, window.location.origin).href);
    });
  return (
    <Dialog open onOpenChange={onOpenChange} title={T.shareTitle} description={T.shareHint}>
      <Stack gap="md">
        {link ? (
          <Field label={T.shareLink}>
            <Input readOnly value={link} onFocus={(event) => event.target.select()} />
          </Field>
        ) : (
          <p className={styles.muted}>{isShared ? T.sharedAlready : T.notShared}</p>
        )}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Inline gap="sm" justify="end">
          {isShared || link ? (
            <Button
              variant="ghost"
              iconStart={<Link2Off size={16} />}
              loading={busy}
              onClick={() =>
                run(async () => {
                  await onRevoke();
                  setLink(null);
                })
              }
            >
              {T.revoke}
            </Button>
          ) : null}
          {link ? (
            <Button iconStart={<Copy size={16} />} onClick={() => void copy()}>
              {T.copy}
            </Button>
          ) : (
            <Button iconStart={<Link2 size={16} />} loading={busy} onClick={() => void make()}>
              {isShared ? T.newLink : T.makeLink}
            </Button>
          )}
        </Inline>
      </Stack>
    </Dialog>
  );
}
