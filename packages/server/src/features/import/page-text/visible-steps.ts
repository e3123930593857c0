import type { ParentNode } from 'domhandler';
import {
  NOTE_LEAD,
  SENTENCE_END,
  STEP_NUMBER,
  isAside,
  isDurationAlone,
  isLabel,
  isMealWish,
  isSentence,
} from './line-kinds';
import {
  isGroupName,
  isHeadingStep,
  nameOverLines,
  numberedSteps,
  splitCountedText,
  countedFrom,
  countedRun,
  countedTitle,
  stepCount,
  stepTitle,
  withoutCountedNumbers,
  withoutStepNumber,
} from './step-markers';
import { isNutritionList, isRecipeFact } from './recipe-facts';
import { countedOnAfter, listGoesOn, namesParagraphs, pointsOn, stepNumber, tipInMethod } from './method-lists';
import { paragraphsFirst, withTipTitles, withoutStepControls, withoutUsedLists } from './step-region';
import type { VisibleLine } from './visible-lines';
import { commonAncestor, within } from './page-elements';
import {
  besideOfKind,
  pageGoesOn,
  lastShortStep,
  opensGroup,
  parentOf,
  sentenceAfterShort,
  shortBetweenSteps,
} from './paragraph-steps';

/** A step as its page shows it, with the section heading it comes under first ("For the glaze"), if any. */
export interface VisibleStep {
  text: string;
  label: string | null;
}

/** The steps of the region under a method heading: list items, numbered blocks or paragraphs. */
export function stepLines(region: VisibleLine[]): VisibleStep[] {
  const lines = withTipTitles(withoutStepControls(region));
  const numbered = numberedSteps(lines, (text) => STEP_NUMBER.test(text));
  // A step that is one paragraph of numbered steps ("1. Heat the oil. 2. Add the onion.") is those steps.
  return (numbered ?? readSteps(withoutUsedLists(paragraphsFirst(lines)))).flatMap((step) =>
    (splitCountedText(step.text) ?? [step.text]).map((text, n) => ({ text, label: n === 0 ? step.label : null })),
  );
}

function readSteps(region: VisibleLine[]): VisibleStep[] {
  const items = region.filter((l) => l.item && !isLabel(l));
  const steps: VisibleStep[] = [];
  let label: string | null = null;
  let list: VisibleLine['list'] = null;
  let lastEntry: VisibleLine['entry'] = null;
  // The block the steps since the last section heading sit in side by side, each a block of its own, if one does.
  let shared: ParentNode | null = null;
  let lastBlock: VisibleLine['block'] = null;
  let runStart = 0;
  // Within a few short steps without stops between steps with them.
  let shortRun = false;
  // Just past a tip between two parts of the method's list.
  let tipped = false;
  // The block of the first step.
  let firstBlock: VisibleLine['block'] = null;
  // How many of the steps since the last group's name are lines of its first step's paragraph, broken by <br>, and
  // whether each group before was one such paragraph.
  let paragraphLines = 0;
  // How many counted headings title the steps so far, and whether a paragraph under the last one was read.
  let [titled, underTitle] = [0, false];
  let paragraphsSoFar = true;
  // Within paragraphs under a group's name after the method's lists; the ranks of the groups' names so far.
  let paragraphGroup = false;
  const ranks: number[] = [];
  // How many step numbers on lines of their own so far.
  let headed = 0;
  // Whether no line read so far is all in italics.
  let plainSteps = true;
  const oneParagraph = () => paragraphsSoFar && paragraphLines === steps.length - runStart && lastBlock?.name === 'p';
  for (const [k, line] of region.entries()) {
    // A step number on its own line is layout, and a time or the servings stated over the steps a fact of the recipe.
    // (The next step's number between two lists, "Step 3", lets the next list go on, as a tip between them does.)
    // (So does a number that counts on from those over the lists before it: "Schritt 2" over its own list of points.)
    if (STEP_NUMBER.test(line.text)) {
      const counted = stepNumber(line.text) === ++headed;
      if (!line.item && items.length >= 2 && (counted || countedOnAfter(region, k, steps.length))) tipped = true;
      continue;
    }
    // (What a serving holds, after the method, is the card going on: a credit may follow it, "Adapted from…".)
    if (steps.length > 0 && isNutritionList(line.text)) break;
    if (isRecipeFact(line.text)) continue;
    // "Step 1 Coat the tomatoes" over the step's text: the step's title, a label.
    // Steps titled by counted headings ("1. Make the dough", "Step 2 Let it rise"; not a whole step, "1. Preheat the
    // oven."): the paragraphs under each are one step, and a heading after them that counts on from none, with no
    // counted title after it, ends the method (the writer's tips after it; not "Air Fryer" over its own 1, 2, 3).
    const counted = region[k + 1]?.heading === 0 ? countedTitle(line) : 0;
    if (counted > 0 && (counted === titled + 1 || counted === 1)) [titled, underTitle] = [counted, false];
    else if (titled >= 2 && !line.item && line.heading > 0 && line.heading <= 6 && stepCount(line.text) === 0) {
      if (!region.slice(k + 1).some((l) => [1, titled + 1].includes(countedTitle(l)))) break;
      [titled, underTitle] = [0, false];
    }
    const title = stepTitle(line.text);
    if (title) {
      label = title;
      continue;
    }
    // Paragraphs of one list item are one step ("Whisk the eggs:" in bold, then its text). (A duration alone in it,
    // "5 mins" before or after the text, is the step's time, no words of it.)
    if (line.item && line.entry === lastEntry && items.length >= 2) {
      const step = steps.at(-1)!;
      if (isDurationAlone(step.text)) step.text = line.text;
      else if (!isDurationAlone(line.text)) step.text += ` ${line.text}`;
      continue;
    }
    // A title the page names a heading is a label even over its text in the same item; a bold lead-in is not.
    const lead = line.item && region[k + 1]?.entry === line.entry && !line.named;
    const groupName =
      items.length >= 2
        ? isGroupName(region, k, list)
        : nameOverLines(region, k) || opensGroup(region, k, shared ?? lastBlock?.parent ?? null);
    // A heading that is a whole step, straight over the next such heading ("<h3>1. Preheat the oven to 180C.</h3>
    // <h3>2. Mix…</h3>"): a step the page writes as a heading, not a label.
    if (isHeadingStep(region, k)) {
      steps.push({ text: line.text, label });
      label = null;
      continue;
    }
    // (Not a wish of a good meal in bold: "<p><strong>Velbekomme!</strong></p>" signs the method off.)
    if (line.named || (!lead && (isLabel(line) || groupName) && !isMealWish(line.text))) {
      label = line.text.replace(/:$/, '');
      ranks.push(line.heading || 7);
      paragraphsSoFar &&= paragraphLines === steps.length - runStart;
      [list, shared, runStart, paragraphLines] = [null, null, steps.length, 0];
      continue;
    }
    // What a tip among the method's lines is: passed over where the method goes on after it, the end of its step,
    // or the last step; else the method's end.
    const tip = steps.length > 0 ? tipInMethod(region, k, firstBlock) : null;
    // A tip between two parts of the method's list ("Tip: keep the heat low." before the next <ol>) is passed over:
    // the method goes on in the next list.
    if (items.length >= 2 && tip === 'passed') {
      tipped = true;
      continue;
    }
    // A step's own list inside its item ("Skim off the foam.", "Add more water if needed." under "Simmer the
    // lentils…") is a part of that step: the method goes on in its list after it.
    if (
      items.length >= 2 &&
      line.item &&
      list !== null &&
      line.list !== list &&
      within(line.list, list) &&
      steps.length > 0
    ) {
      steps.at(-1)!.text += ` ${line.text}`;
      continue;
    }
    // Another list straight after the method's, with no section heading between, is the page going on (tags),
    // unless a step points to it ("Assemble the lasagna in the order shown below."), or it is the list that holds
    // the one before (a step's own list of sub-steps ended), or it comes after such a tip.
    if (
      items.length >= 2 &&
      line.item &&
      list !== null &&
      line.list !== list &&
      !tipped &&
      !pointsOn(steps.map((s) => s.text)) &&
      !listGoesOn(region, k, steps) &&
      !(line.list && within(list, line.list))
    )
      break;
    if (line.item) [list, tipped] = [line.list, false];
    // Past the method's list, a paragraph is the page going on (tags, notes), not another step, unless the method's
    // list goes on after it ("<p>Tip: …</p><ol start="3">"), or it is a group's own paragraph (namesParagraphs).
    if (items.length >= 2 && !line.item) {
      if ((paragraphGroup || namesParagraphs(label, ranks)) && isSentence(line)) paragraphGroup = true;
      else if (steps.length > 0 && !countedOnAfter(region, k, steps.length)) break;
      else continue;
    }
    // The page going on after the steps: a question to the reader, the cook signing off, the writer's story.
    if (
      !line.item &&
      steps.length > 0 &&
      pageGoesOn(line, steps.length, steps[0]!.text, items.length >= 2, [firstBlock, lastBlock])
    )
      break;
    // A note ends steps written as paragraphs, unless it is one the method reads on past, its step's last line or
    // the method's last step.
    // (An aside the method goes on past is passed over as such a tip is.)
    if (items.length < 2 && steps.length > 0 && (NOTE_LEAD.test(line.text) || isAside(line) || tip === 'passed')) {
      if (tip === null) break;
      if (tip === 'step') steps.at(-1)!.text += ` ${line.text}`;
      if (tip === 'last') {
        steps.push({ text: line.text, label });
        label = null;
      }
      continue;
    }
    // A paragraph all in italics after two steps or more in plain paragraphs: an editor's note or a credit ("Marsh &
    // Main is open for dinner Tuesday through Saturday…", "Recipe adapted from…").
    if (items.length < 2 && steps.length >= 2 && !line.item && line.italic && !line.caption && plainSteps) break;
    plainSteps &&= !line.italic;
    // A photo's or a video's caption between steps written as paragraphs is no step ("Here is how it looks at this
    // point"), nor a part of the counted step before it.
    if (items.length < 2 && steps.length > 0 && line.caption) continue;
    // Paragraphs counted from 1 ("1. Rub the butter…", "2. …") end at one without the next number, when no later
    // line has it (a sign-off after them: "Hope you enjoy these!").
    // One paragraph of numbered steps ("1. Line the trays. 2. Cream the butter… 10. Leave to cool.") is the method,
    // or its group's: a paragraph after it that counts on from none of them ("3. …") and comes under no group's
    // name is the page going on (a credit, the method again for print), not another step.
    const afterCounted = steps.length > 0 && label === null && line.block !== lastBlock;
    if (items.length < 2 && !line.item && afterCounted && stepCount(line.text) <= 1) {
      if (splitCountedText(steps.at(-1)!.text)) break;
    }
    // One without it before the next number goes on the step before it (a step of two paragraphs). Each group of
    // steps counts from 1 again ("Oven Instructions" 1, 2, 3, then "Air Fryer Instructions" 1, 2), when the method
    // starts so.
    const run = steps.slice(runStart);
    const countedMethod = runStart === 0 || stepCount(steps[0]!.text) === 1;
    if (
      items.length < 2 &&
      !line.item &&
      countedMethod &&
      countedRun(run) >= 1 &&
      stepCount(line.text) !== run.length + 1
    ) {
      if (!countedFrom(region, k, run.length + 1)) {
        if (steps.length >= 2) break;
      } else {
        steps.at(-1)!.text += ` ${line.text}`;
        continue;
      }
    }
    // Three steps or more written as blocks side by side in one block end where a line stands outside it (a
    // cooking mode's "Recipe Complete!", a credit in a box of its own under them).
    // (Not one in a block beside theirs and of its kind: the steps go on there, and end outside it.)
    if (underTitle && !line.item && !line.caption) {
      steps.at(-1)!.text += ` ${line.text}`;
      continue;
    }
    const outside: boolean = shared !== null && !within(line.block, shared);
    const beside: boolean = outside && besideOfKind(line, shared!);
    if (items.length < 2 && steps.length - runStart >= 3 && outside && !beside) break;
    // Three steps or more written as the lines of one paragraph (broken by <br>) end with it, as a list does, and so
    // do groups of steps each one such paragraph under its name. (Not at a group's name: "Make the frosting" over
    // its own paragraph of lines; nor at a line that counts on from them, "④…" after "①…<br>②…<br>③…", a photo and
    // a tip.)
    const countsOn = () => stepCount(steps.at(-1)!.text) === steps.length && stepCount(line.text) === steps.length + 1;
    if (items.length < 2 && steps.length >= 3 && oneParagraph() && line.block !== lastBlock && !label && !countsOn())
      break;
    // A paragraph going on in lower case ("e una spolverata di parmigiano…") is the step before it, cut by a photo.
    if (items.length < 2 && steps.length > 0 && !SENTENCE_END.test(steps.at(-1)!.text) && /^\p{Ll}/u.test(line.text)) {
      steps.at(-1)!.text += ` ${line.text}`;
      continue;
    }
    // Steps written as paragraphs end where a short line that is no sentence starts (a byline, share links).
    // (Not one between two sentences: "Poi aggiungete lo zucchero" is a step without its full stop; nor a few
    // such steps in a row, in the block of the steps around them.)
    // (Nor on a page that ends no step with a stop: "Koka valfri pasta", "Ånga broccolin tills den är mjuk".)
    const short = !SENTENCE_END.test(line.text) && line.text.split(' ').length < 8;
    const unpunctuated = steps.length > 0 && steps.every((s) => !SENTENCE_END.test(s.text));
    if (
      items.length < 2 &&
      steps.length > 0 &&
      short &&
      !unpunctuated &&
      !(isSentence(region[k - 1]) && isSentence(region[k + 1])) &&
      !((isSentence(region[k - 1]) || shortRun) && sentenceAfterShort(region, k)) &&
      !shortBetweenSteps(region, k) &&
      !lastShortStep(region, k)
    )
      break;
    shortRun = short && steps.length > 0;
    const inRun = steps.length - runStart;
    if (inRun === paragraphLines && (inRun === 0 || line.block === lastBlock)) paragraphLines++;
    // (Its "Step 2:" stays on until the steps are read: it counts them as "2." does.)
    steps.push({ text: line.text, label });
    underTitle = titled > 0 && !line.item;
    firstBlock ??= line.block;
    const own = line.block !== lastBlock;
    shared = !own
      ? null
      : steps.length - runStart === 1 || beside
        ? parentOf(line)
        : commonAncestor(shared, line.block);
    lastBlock = line.block;
    [label, lastEntry] = [null, line.entry];
  }
  const texts = withoutCountedNumbers(steps.map((s) => withoutStepNumber(s.text)));
  return steps.map((s, n) => ({ ...s, text: texts[n]! }));
}
