import { Badge } from '@potluck/ui';
import { Wrench } from 'lucide-react';
import { DETAIL_TEXT as T } from './detail.constants';
import * as styles from './recipe-detail.css';

/** A required tool (spec Required tool entity). */
export interface RequiredTool {
  tool_name: string;
  category: string | null;
  is_essential: boolean;
  alternative: string | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The tools of `required_tools` that have a name; the field is free JSON, so anything else is skipped. */
export function readTools(raw: readonly unknown[]): RequiredTool[] {
  return raw.flatMap((entry) => {
    if (typeof entry === 'string')
      return text(entry) ? [{ tool_name: entry.trim(), category: null, is_essential: true, alternative: null }] : [];
    if (!entry || typeof entry !== 'object') return [];
    const t = entry as Record<string, unknown>;
    const name = text(t.tool_name);
    if (!name) return [];
    return [
      {
        tool_name: name,
        category: text(t.category),
        is_essential: t.is_essential !== false,
        alternative: text(t.alternative),
      },
    ];
  });
}

/** The required tools panel; nothing is drawn when the recipe lists none. */
export function RequiredToolsPanel({ tools, className }: { tools: readonly RequiredTool[]; className?: string }) {
  if (tools.length === 0) return null;
  return (
    <section className={className} aria-labelledby="recipe-tools-title">
      <div className={styles.section}>
        <h2 id="recipe-tools-title" className={styles.sectionTitle}>
          {T.tools}
        </h2>
        <ul className={styles.toolList}>
          {tools.map((tool) => (
            <li key={tool.tool_name} className={styles.tool}>
              <Wrench size={18} className={styles.toolIcon} aria-hidden="true" />
              <span className={styles.toolText}>
                <span className={styles.toolName}>
                  {tool.tool_name}
                  {tool.is_essential ? <Badge tone="primary">{T.essential}</Badge> : null}
                  {tool.category ? <Badge tone="neutral">{tool.category}</Badge> : null}
                </span>
                {tool.alternative ? (
                  <span className={styles.muted}>
                    {T.toolAlternative} {tool.alternative}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
