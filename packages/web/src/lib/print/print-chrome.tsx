import { Alert, Button, ErrorState, Spinner, type ErrorStateProps } from '@potluck/ui';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'react-router-dom';
import * as styles from './print-chrome.css';

/** The texts every print page's frame shows (spec 000 §2 Print, 001 §2). */
export const PRINT_CHROME_TEXT = {
  print: 'Print',
  printFallbackTitle: 'The print dialog did not open',
  printFallback: 'Use your browser’s Print command (Ctrl+P, or ⌘P on a Mac) to print this page.',
} as const;

/** While the printed thing loads. */
export function PrintLoading({ label }: { label: string }) {
  return (
    <div className={styles.centered}>
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** An invalid id, a missing thing or a failed load: the page's only heading, centred. */
export function PrintErrorState(props: Omit<ErrorStateProps, 'headingLevel'>) {
  return (
    <div className={styles.centered}>
      <ErrorState {...props} headingLevel="h1" />
    </div>
  );
}

/** A link back to where the print was started from, as the error states and the toolbar show it. */
export function PrintBackLink({ to, label, variant }: { to: string; label: string; variant: 'secondary' | 'ghost' }) {
  return (
    <Button asChild variant={variant} iconStart={<ArrowLeft size={18} />}>
      <Link to={to}>{label}</Link>
    </Button>
  );
}

export interface PrintToolbarProps {
  backTo: string;
  backLabel: string;
  onPrint: () => void;
  /** window.print threw: point to the browser's own Print command. @default false */
  printFailed?: boolean;
}

/** Screen-only controls above the sheet (hidden on paper). */
export function PrintToolbar({ backTo, backLabel, onPrint, printFailed = false }: PrintToolbarProps) {
  return (
    <>
      <div className={styles.toolbar}>
        <PrintBackLink to={backTo} label={backLabel} variant="ghost" />
        <Button onClick={onPrint} iconStart={<Printer size={18} />}>
          {PRINT_CHROME_TEXT.print}
        </Button>
      </div>
      {printFailed ? (
        <div className={styles.fallback}>
          <Alert tone="warning" title={PRINT_CHROME_TEXT.printFallbackTitle}>
            {PRINT_CHROME_TEXT.printFallback}
          </Alert>
        </div>
      ) : null}
    </>
  );
}
