import { IMPORT_MESSAGES } from '@potluck/api';
import { type ChildNode, isTag, isText } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { HttpError } from '../../http/http-error';
import type { Draft } from './mapping/draft';
import type { PageData } from './schema-org/page-data';
import type { PageContext } from './schema-org/recipe-mapper';

const NOT_CONTENT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'nav', 'header', 'footer', 'aside', 'form', 'iframe']);

/** The readable text of a page (its <article> or <main> when there is one), one block per line: what a text parser reads. */
export function pageMainText(page: Pick<PageData, 'document'>): string {
  const root = DomUtils.findOne((e) => e.name === 'article', page.document.children, true)
    ?? DomUtils.findOne((e) => e.name === 'main', page.document.children, true)
    ?? DomUtils.findOne((e) => e.name === 'body', page.document.children, true)
    ?? page.document;
  const lines: string[] = [];
  let line = '';
  const flush = () => {
    lines.push(line);
    line = '';
  };
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (isText(node)) line += node.data;
      else if (isTag(node) && !NOT_CONTENT.has(node.name)) {
        const block = !['span', 'a', 'b', 'i', 'em', 'strong', 'small', 'sup', 'sub', 'abbr', 'time', 'label'].includes(node.name);
        if (block) flush();
        visit(node.children);
        if (block) flush();
      }
    }
  };
  visit(root.children);
  flush();
  return lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n');
}

/**
 * A page without schema.org Recipe data. Issue 7 wants the AI parser (when configured) or the built-in text
 * parser to read pageMainText(page) here and return a Draft with its own parser name; until that is wired,
 * such a page is answered with 422 "No recipe found on this page".
 */
export async function fallbackWithoutStructuredData(_page: PageData, _context: PageContext): Promise<Draft> {
  throw new HttpError(422, IMPORT_MESSAGES.noRecipeOnPage);
}
