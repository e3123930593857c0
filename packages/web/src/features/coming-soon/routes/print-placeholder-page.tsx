import { Button, EmptyState, ErrorState, visuallyHidden } from '@potluck/ui';
import { Link, useParams } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '../../../lib/route-focus';
import { usePageTitle } from '../../../lib/use-page-title';
import * as styles from './print-placeholder-page.css';

const KINDS = {
  shopping: {
    invalid: 'Invalid shopping list ID',
    title: 'Print shopping list',
    heading: 'Printing shopping lists is coming in the next release',
    back: () => ({ to: '/shopping', label: 'Back to shopping' }),
  },
} as const;

/**
 * /print-shopping/{id}, standing alone without the shell. The id check is the spec's own
 * ('Invalid shopping list ID'); the printing arrives with shopping lists.
 */
export function PrintPlaceholderPage({ kind }: { kind: keyof typeof KINDS }) {
  const { id } = useParams();
  const text = KINDS[kind];
  const valid = id !== undefined && /^[1-9]\d*$/.test(id);
  usePageTitle(valid ? text.title : text.invalid);
  const back = valid ? text.back() : { to: '/shopping', label: 'Go back' };
  const action = (
    <Button asChild variant="secondary">
      <Link to={back.to}>{back.label}</Link>
    </Button>
  );
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.page}>
      {valid ? <h1 className={visuallyHidden}>{text.title}</h1> : null}
      {valid ? (
        <EmptyState
          title={text.heading}
          description="The page will print itself and bring you back when it is done."
          actions={action}
          headingLevel="h2"
        />
      ) : (
        <ErrorState title={text.invalid} actions={action} headingLevel="h1" />
      )}
    </main>
  );
}
