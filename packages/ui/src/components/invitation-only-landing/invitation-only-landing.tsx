import { CookingPot, LogIn, Soup, Wheat } from 'lucide-react';
import type { ReactNode } from 'react';
import { vars } from '../../tokens/contract.css';
import { BrandMark } from '../brand-mark/brand-mark';
import { Button, buttonClass } from '../button/button';
import type { RenderLink } from '../link/link';
import { renderAnchor } from '../link/link';
import * as styles from './invitation-only-landing.css';

export interface InvitationOnlyLandingProps {
  /** Sign-in route; rendered through `renderLink`. Use this or `onSignIn`. */
  signInHref?: string;
  /** Router link renderer for `signInHref`. @default a plain `<a>` */
  renderLink?: RenderLink;
  /** Called by the Sign In button when no `signInHref` is given. */
  onSignIn?: () => void;
}

interface RecipePaper {
  title: string;
  icon: ReactNode;
  tint: string;
  ink: string;
  style: { top: string; left: string; transform: string };
}

// Decorative recipe cards fanned out on the tablecloth.
const papers: RecipePaper[] = [
  {
    title: 'Sunday ragù',
    icon: <CookingPot size={24} />,
    tint: vars.color.primarySoft,
    ink: vars.color.primarySoftText,
    style: { top: '8%', left: '7%', transform: 'rotate(-6deg)' },
  },
  {
    title: 'Herb focaccia',
    icon: <Wheat size={24} />,
    tint: vars.color.accentSoft,
    ink: vars.color.accentSoftText,
    style: { top: '22%', left: '50%', transform: 'rotate(5deg)' },
  },
  {
    title: 'Tomato soup',
    icon: <Soup size={24} />,
    tint: vars.color.secondarySoft,
    ink: vars.color.secondarySoftText,
    style: { top: '56%', left: '22%', transform: 'rotate(-2deg)' },
  },
];

/** The page for every unknown path: Potluck is invitation-only, with a way to sign in. */
export function InvitationOnlyLanding({ signInHref, renderLink = renderAnchor, onSignIn }: InvitationOnlyLandingProps) {
  const signInLabel = (
    <>
      <LogIn size={20} aria-hidden="true" />
      Sign In
    </>
  );
  const signIn = signInHref ? (
    renderLink({ href: signInHref, className: buttonClass({ size: 'lg' }), children: signInLabel })
  ) : (
    <Button size="lg" onClick={onSignIn} iconStart={<LogIn size={20} />}>
      Sign In
    </Button>
  );

  return (
    <div className={styles.page}>
      <header className={styles.nav}>
        <BrandMark />
      </header>
      <main className={styles.hero}>
        <div className={styles.copy}>
          <h1 className={styles.title}>
            Your family’s recipes, <span className={styles.accent}>passed around the table.</span>
          </h1>
          <p className={styles.lead}>
            Potluck is an invitation-only cookbook for families and close friends: keep the recipes that matter, plan
            the week’s meals and cook alongside an AI chef.
          </p>
          <div className={styles.actions}>
            {signIn}
            <p className={styles.note}>New here? Ask a family member for an invitation link to join.</p>
          </div>
        </div>
        <div className={styles.art} aria-hidden="true">
          {papers.map((paper) => (
            <div key={paper.title} className={styles.paper} style={paper.style}>
              <span className={styles.paperIcon} style={{ backgroundColor: paper.tint, color: paper.ink }}>
                {paper.icon}
              </span>
              <span className={styles.paperTitle}>{paper.title}</span>
              <span className={styles.paperLine} style={{ width: '90%' }} />
              <span className={styles.paperLine} style={{ width: '65%' }} />
            </div>
          ))}
        </div>
      </main>
    </div>
  );
}
