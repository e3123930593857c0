import type { VisibleLine } from './visible-lines';

// What kind of line a page shows: a step number, a section label, a sentence (shared by the ingredient and step readers).

/** A step number on a line of its own ("2", "Step 2", "Étape 2"): part of the layout, not a step. */
export const STEP_NUMBER =
  /^(?:(?:step|[ée]tape|schritt|paso|passo|stap|krok|trin|steg|vaihe|βήμα|adım|krok)\s*)?\d{1,2}\s*(?:[.:)]|\/\s*\d{1,2})?$|^\d{1,2}\s*(?:\/\s*\d{1,2})?$/iu;

export const SENTENCE_END = /[.!?)…。！]$/u;

/**
 * A whole sentence in bold ("Feed the starter several hours before mixing.") is a step a page stresses, and a
 * bold line in lower case ("pinch of salt") an ingredient it stresses: neither is a heading.
 */
const boldSentence = (line: VisibleLine) =>
  line.heading === 7 && ((/[.!]$/u.test(line.text) && line.text.split(' ').length >= 5) || /^\p{Ll}/u.test(line.text));

/** A section heading inside a list: markup says so (a heading or an all-bold line) or it ends with a colon. */
export const isLabel = (line: VisibleLine) =>
  ((line.heading > 0 && !boldSentence(line)) || (line.text.endsWith(':') && line.text.split(' ').length <= 8)) &&
  line.text.length <= 80;

/** A paragraph that reads as a sentence ("Versate l'impasto negli stampini.", ends with a stop). */
export const isSentence = (line: VisibleLine | undefined) =>
  !!line && !line.item && line.heading === 0 && SENTENCE_END.test(line.text) && line.text.split(' ').length >= 4;

/** A group's name among ingredient lines, without markup of its own ("For the dough", "Pour la pâte", "Für den Teig"). */
const GROUP_NAME =
  /^(?:for the|pour (?:la|le|les|l['’])|f[üu]r (?:den|die|das)|per (?:il|la|le|lo|i|gli|l['’])|para (?:el|la|los|las)|voor (?:de|het)|till?|f[öo]r)\s+[^\d½¼¾⅓⅔⅛,;.]{2,40}$/iu;
export const isGroupNameLine = (text: string) => GROUP_NAME.test(text.trim());
