import { isTag } from 'domhandler';
import { MEAL_WISHES } from './after-steps-words';
import { ofOneKind } from './page-elements';
import type { VisibleLine } from './visible-lines';

// What kind of line a page shows: a step number, a section label, a sentence (shared by the ingredient and step readers).

/** The word a page prints before a step's number ("Step", "Étape", "Schritt"…), for the patterns that read it. */
export const STEP_WORD =
  '(?:step|[ée]tape|schritt|paso|passo|stap|krok|trin|steg|vaihe|βήμα|adım|шаг|крок|pasul|langkah|bước|שלב|الخطوة|ขั้นตอนที่|步骤|手順|단계)';

/** How many steps there are, after a step's number: "Step 2 of 5", "Schritt 2 von 5", "2/5". */
export const STEP_OF = '(?:\\s*(?:\\/|of|von|sur|de|di|van|av|af|z)\\s*\\d{1,2})?';

/** The word for a step where the languages write it after its number ("1. solis", "2. samm", "3. korak"). */
const STEP_AFTER = '(?:solis|samm|[žz]ingsnis|korak|skref|ad[ıi]m)';
/**
 * A step number on a line of its own ("2", "Step 2", "Étape 2", "Step 2 of 5", "1. solis"): part of the layout, not a
 * step.
 */
export const STEP_NUMBER = new RegExp(
  `^(?:${STEP_WORD}\\s*)?\\d{1,2}\\s*(?:[.:)]|${STEP_OF})$|^\\d{1,2}\\s*(?:\\/\\s*\\d{1,2})?$|^\\d{1,2}\\.?\\s*${STEP_AFTER}$`,
  'iu',
);

export const SENTENCE_END = /[.!?)…。！]$/u;

/** A number as a page writes an amount's, at the start of a line: "4", "¾", "1 1/2", "1,5", "2-3". */
export const AMOUNT_NUMBER = '[\\d½¼¾⅓⅔⅛][\\d½¼¾⅓⅔⅛.,/\\s-]*';

/** A line that starts with an amount ("200 g flour", "½ cup milk", "2 eggs"). */
export const startsWithAmount = (text: string) => /^[\d½¼¾⅓⅔⅛]/u.test(text);

/** Most words an ingredient's line has outside its brackets (a note in them may run long: "(if using fresh, …)"). */
const MAX_ROW_WORDS = 15;

/** A line as short as an ingredient's, its words outside brackets counted. */
export const isShortRow = (text: string) =>
  text
    .replace(/\([^()]*\)|\[[^[\]]*\]/gu, ' ')
    .trim()
    .split(/\s+/).length <= MAX_ROW_WORDS;

/** A line of a heading element, <h1>–<h6> (not an all-bold line). */
export const isHeadingElement = (line: VisibleLine | undefined) => !!line && line.heading >= 1 && line.heading <= 6;

/** An oven's temperature ("350°F", "180 ºC", "200 degrees", "Gas 4"): what a step says, never a group's name. */
const TEMPERATURE = /\d\s*[°º]|\d\s*(?:degrees|grad|graden|gradi|grados)\b|\bgas(?: mark)? \d/iu;

/**
 * A whole sentence in bold ("Feed the starter several hours before mixing.") is a step a page stresses, and so is a
 * bold line that sets the oven ("Preheat oven to 350°F"); a bold line in lower case ("pinch of salt") is an
 * ingredient it stresses: none is a heading.
 */
const boldSentence = (line: VisibleLine) =>
  line.heading === 7 &&
  ((/[.!]$/u.test(line.text) && line.text.split(' ').length >= 5) ||
    /^\p{Ll}/u.test(line.text) ||
    TEMPERATURE.test(line.text));

/**
 * A group's name marked as such, as Japanese and Chinese recipes write them: after a square or diamond ("■合わせ調味料")
 * or in lenticular brackets ("【タレ】"), with no amount. (Not a star or a circle: they mark the ingredients mixed
 * together, "★醤油 大さじ1".)
 */
const MARKED_LABEL = /^(?:[■□◆◇]\s*[^\d\s■□◆◇][^\d]{0,24}|【[^】\d]{1,20}】|\[[^\]\d]{1,20}\]|［[^］\d]{1,20}］)$/u;

/**
 * A section heading inside a list: markup says so (a heading or an all-bold line), it ends with a colon or a mark
 * says so.
 */
export const isLabel = (line: VisibleLine) =>
  ((line.heading > 0 && !boldSentence(line)) ||
    (line.text.endsWith(':') && line.text.split(' ').length <= 8) ||
    MARKED_LABEL.test(line.text)) &&
  line.text.length <= 80;

/**
 * Lines that are what a page links to, not what it says: two or more, every one all link, most without an amount
 * (a sidebar's "Pumpkin", "Apples"; other recipes, "Kringle: how one bakery kept its recipe for 70 years"; a table of
 * contents). A shop's ingredients linked to its products ("2 eggs", "Mehl 200 g") are what the recipe takes.
 */
const linkedRow = (text: string) => startsWithAmount(text) || (/[\d½¼¾⅓⅔⅛]/u.test(text) && text.split(' ').length <= 6);
export const isLinkList = (lines: VisibleLine[]) =>
  lines.length >= 2 && lines.every((l) => l.link) && lines.filter((l) => linkedRow(l.text)).length < lines.length / 2;

/** A text that reads as a sentence: four words or more ending with a stop ("Mix the flour and the eggs."). */
/** Letters of the scripts written without spaces between words (Chinese, Japanese, Thai). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu;
/**
 * A sentence: its stop, and four words or more (or, in a script without spaces, eight letters: "ボウルにタレの材料を
 * すべて入れて混ぜ合わせておく。").
 */
export const isSentenceText = (text: string) =>
  SENTENCE_END.test(text) && (text.split(' ').length >= 4 || (text.match(UNSPACED)?.length ?? 0) >= 8);

/** Two texts or more, at least two in three of them sentences: a method, not a list of ingredients. */
export const mostlySentences = (texts: string[]) =>
  texts.length >= 2 && texts.filter(isSentenceText).length >= (2 * texts.length) / 3;

/** A paragraph that reads as a sentence ("Versate l'impasto negli stampini.", ends with a stop). */
export const isSentence = (line: VisibleLine | undefined) =>
  !!line && !line.item && line.heading === 0 && isSentenceText(line.text);

/**
 * A group's name among ingredient lines, without markup of its own ("For the dough", "Pour la pâte", "Für den Teig",
 * "Para o recheio", "Do podania", "Na těsto").
 */
const GROUP_NAME =
  /^(?:for the|to make(?: the)?|pour (?:la|le|les|l['’])|για (?:το|τη|την|τα|τον|τις|τους|τo)|f[üu]r (?:den|die|das)|per (?:il|la|le|lo|i|gli|l['’])|para (?:el|la|los|las|o|a|os|as)|voor (?:de|het)|till?|f[öo]r|do|na)\s+[^\d½¼¾⅓⅔⅛,;.]{2,40}$/iu;
/** A group named by its number alone ("Group 1", "Gruppe 2"), as a baker's table of weights names its parts. */
const NUMBERED_GROUP = /^(?:group|gruppe|groupe|gruppo|grupo|groep|grupa|skupina)\s+\d{1,2}:?$/iu;
/** A group named by what its ingredients are for ("Dry ingredients", "Marinade ingredients"). */
const INGREDIENTS_GROUP = /^(?:[\p{L}'’-]+\s+){1,3}ingredients:?$/iu;
export const isGroupNameLine = (text: string) =>
  [GROUP_NAME, NUMBERED_GROUP, INGREDIENTS_GROUP].some((name) => name.test(text.trim()));

/**
 * The bare name of a part of a dish, as a group of its ingredients is called ("Dough", "Frosting:", "Füllung",
 * "Garniture", "Ripieno", "Optional", "To serve"): the whole line, no amount.
 */
const PART_NOUN =
  /^(?:the\s+)?(?:dough|crust|pastry|filling|frosting|icing|glaze|toppings?|dressing|marinade|garnish|batter|streusel|sauce|syrup|optional(?:\s+(?:toppings?|extras?|add-ins|garnish))?|seasoning|buttercream|ganache|assembly|to assemble|to serve|for serving|to garnish|facoltativo|opzionale|facultatif|teig|f[üu]llung|belag|glasur|pâte|garniture|glaçage|ripieno|farcia|impasto|glassa|copertura|relleno|cobertura|glaseado|deeg|vulling|glazuur|양념(?:장)?|소스|토핑|마무리|고명|반죽|調味料|调料|配料|たれ|タレ|仕上げ|生地|トッピング|腌料|酱汁|面团|馅料)\s*(?:\((?:optional|facultatif|facoltativo|opcional)\))?\s*:?$/iu;
export const isPartNoun = (text: string) => PART_NOUN.test(text.trim());

/** A line in the words that name a group of a recipe's rows: "For the filling", "Group 1", or a part's bare name. */
export const namesGroup = (text: string) => isGroupNameLine(text) || isPartNoun(text);

/**
 * A duration: a number and a unit of time, perhaps two ("1 hr 20 mins", "40mins", "15 min.", "20 λεπτά", "15'",
 * "10 хв", "30 dk", "15分", "20분").
 */
const DURATION =
  "\\d+(?:[.,]\\d+)?\\s*(?:(?:min(?:ute)?s?|minut(?:i|en|os|er|ter|y|a)?|h|hrs?|hours?|heures?|ore|std|stunden?|horas?|uur|timer?|godz\\w*|λεπτ[άα]|[ώω]ρ(?:ες|α)|хв(?:илин[иа]?)?|год(?:ин[иа]?)?|мин(?:ут[аы]?)?|час(?:а|ов)?|dk|dakika|saat|hod(?:in[ay]?)?|tuntia?|分(?:钟|鐘)?|時間|小[时時]|분|시간|นาที|ชั่วโมง|phút|giờ|menit|jam)\\.?|['’′](?!\\p{L}))";
/** Words that name a time of a recipe, without a colon after them ("Preparation time 40mins", "Kochzeit 20 Min."). */
const TIME_WORD =
  /\b(?:time|zeit|temps|tempo|tiempo|tijd|czas|tid|aika)\b|(?:zeit|tijd|tid)$|^(?:prep|cook|total|active|ready in|cuisson|pr[ée]paration|cottura|preparazione|cocci[óo]n|preparaci[óo]n|bereiding|zubereitung)$/iu;
/** "About" before a time ("Arbeitszeit ca. 20 Minuten", "env. 15 min"). */
const ABOUT_TIME = '(?:(?:ca|approx|env|circa|cirka|etwa|about|around|ongeveer|noin|oko[łl]o)\\.?\\s+)?';
const TIME_FACT = new RegExp(
  `^(\\p{L}[\\p{L}\\s'’/-]{0,40}?)\\s*(:?)\\s*${ABOUT_TIME}${DURATION}(?:\\s*${DURATION})?$`,
  'iu',
);

/** A duration alone ("5 mins", "1 hr 20 mins", "10-15 Min."): a step's time, as meal kits set it beside the step. */
const DURATION_ALONE = new RegExp(`^(?:\\d+\\s*[-–]\\s*)?${DURATION}(?:\\s*${DURATION})?$`, 'iu');
export const isDurationAlone = (text: string) => DURATION_ALONE.test(text.trim());

/** A time of the recipe on a line of its own: its label ends with a colon or names a time ("Cottura: 15 min"). */
export function isTimeFact(text: string): boolean {
  const found = TIME_FACT.exec(text);
  if (!found) return false;
  const label = found[1]!.trim();
  return label.split(/\s+/).length <= 4 && (found[2] === ':' || TIME_WORD.test(label));
}

/** A wish of a good meal alone, perhaps with its marks and an emoji ("Bon appétit !", "Enjoy! 😋"). */
const MEAL_WISH = new RegExp(`^¡?(?:${MEAL_WISHES.join('|')})[\\s!.…]*[\\p{Extended_Pictographic}\\s]*$`, 'iu');
export const isMealWish = (text: string) => MEAL_WISH.test(text.trim());

/**
 * A sentence of the writer's own story ("That summer we ate them on the back steps…", "My grandmother never wrote it
 * down", "When I asked her…"): it starts with the writer or the story's time, and speaks of the writer.
 */
export const isStoryLine = (text: string) =>
  ((/^(?:I|I['’]ve|I['’]m|We|We['’]ve|My|Our|That (?:summer|year|day|night|week|winter|spring|autumn|fall)|When (?:I|we)|She|He|They)\s/u.test(
    text,
  ) &&
    /(?<![\p{L}'’])(?:I|me|my|we|us|our)(?![\p{L}'’])/u.test(text)) ||
    DISH_REMARK.test(text) ||
    AUTHOR_LINE.test(text) ||
    SIGN_OFF.test(text)) &&
  text.split(' ').length >= 6;

/** The writer signing off ("I hope you enjoy it as much as we do!", "Espero que os gusten, ¡un besote!"). */
const SIGN_OFF =
  /^(?:(?:i |we )?hope you (?:all )?(?:enjoy|like|love|give)|espero que (?:os|te|les|la|lo) (?:gust|anim)|j['’]esp[èe]re que (?:vous|cette|ça|ce)|spero (?:che )?(?:vi|ti) (?:piaccia|piacciano)|ich hoffe,? (?:es|euch|ihr|dir|sie)|espero que (?:voc[êe]s? |gost)|ik hoop dat (?:jullie|je|u) |mam nadziej[ęe],? [żz]e)/iu;

/** A line on the writer ("Hannah Birch is a food writer based in Whitby.", "Greta Oyelaran is the Courier's food editor."). */
const AUTHOR_LINE =
  /^\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){1,2}\s(?:is|was)\s(?:a|an|the)\s[^.]*?(?:writer|editor|columnist|author|chef|cook|baker|contributor|critic|journalist)(?![\p{L}])/u;

/**
 * A remark on how the dish keeps, not what to do ("They're best on the day, but any leftovers can be frozen…",
 * "Leftovers make the best sandwiches!").
 */
const DISH_REMARK =
  /^(?:they['’]re|they are|these are|it['’]s|this is|leftovers|any leftovers)\s(?:.*\s)?(?:best|leftovers?|keeps?|freezes?|frozen)(?![\p{L}])/iu;

/**
 * A note ("Tip: …", "Option: …", "Astuce : …", or led by the reference mark of Japanese, Korean and Chinese pages,
 * "※ 계량은 밥숟가락 기준이에요!"): after a method written as paragraphs, the method has ended; among ingredient lines,
 * it is no line and the ingredients go on after it.
 */
export const NOTE_LEAD =
  /^※\s*\S|^(?:(?:il|lo|la|le|the|el|o|a)\s+)?(?:(?:top|pro|quick|kitchen|expert|helpful|petite?|kleiner|piccolo|pequeño|\p{L}+['’]?s)\s+)?(?:tips?|notes?|\p{L}+\s+(?:tips?|notes?|hints?)|options?|variations?|serving suggestion|storage|storing|freezing|to freeze|make[- ]ahead|leftovers|reheat(?:ing)?|to reheat|substitutions?|aufbewahrung|conservation|conservazione|conservaci[óo]n|bewaren|opbevaring|f[öo]rvaring|astuces?|conseils?|remarques?|tipps?|nipp|padoms|patarimas|hinweise?|consigli[o]?|consejos?|notas?|dicas?|segredos?|trucos?|trucs?|p[üu]f noktas[ıi]|porad[ay](?: eksperta| kucharza)?|טיפ(?:ים)?|נקודה חשובה|نصيحة|نصائح|เคล็ดลับ|tip|opmerking|vinkki|savjeti?|savet|napomena|напомена|mẹo(?: nhỏ)?|lưu ý|ghi chú|савет|съвет|бележка|टिप|नोट|نکته|rada|pozn[áa]mka|sfat(?:uri)?|not[ăa]|совет|порада|(?:τα |το )?μυστικ[όά]|συμβουλ[ήέ]ς?|σημε[ίι]ωση)(?:\s+(?:from|von|της|του|della|dello|del|di|de|du|des|da|do|van)(?:\s+(?:the|de|la|le|l['’]))?(?:\s+\p{L}[\p{L}'’.-]*){1,3})?\s*:\s*\S/iu;

/**
 * A line pointing elsewhere, which a site sets between two parts of a method ("RELATED: Our 25 best weeknight
 * dinners", "Lire aussi : …"): its lead-in and a colon.
 */
const ASIDE_LEAD =
  /^(?:related|see also|read more|also read|read next|more|don['’]t miss|must read|watch|you (?:might|may) also like|lire aussi|[àa] lire aussi|voir aussi|lees ook|bekijk ook|auch lecker|lesen sie auch|siehe auch|leggi anche|lee tambi[ée]n|leia tamb[ée]m|zobacz (?:te[żz]|tak[żz]e)|l[äa]s [äo]ven|l[äa]s ocks[åa]|se ogs[åa]|les ogs[åa]|cite[șs]te [șs]i|читайте (?:также|також)|pro[čc]itajte (?:i|jo[šs])|p[řr]e[čc]t[ěe]te si|pre[čc][íi]tajte si|lue my[öo]s|baca juga|ये भी पढ़ें|यह भी पढ़ें|আরও পড়ুন|basahin din|اقرأ (?:أيضا|أيضاً)|קראו גם|อ่านเพิ่มเติม|xem th[êe]m)\s*:\s*\S|^[iİ]lg[iİ]l[iİ] haber(?:ler)?\s*:?\s+\S/iu;
/**
 * The same words as a label of their own, in an element before the link, with no colon: "<span>À lire aussi</span>
 * <a>Les erreurs à ne pas commettre…</a>", the link's title capitalised.
 */
const ASIDE_LABEL =
  /^(?:[àa] lire aussi|lire aussi|voir aussi|see also|also read|read more|read next|lesen sie auch|siehe auch|leggi anche|lee tambi[ée]n|leia tamb[ée]m|lees ook)\s+(\S)/iu;
export const isAsideLead = (text: string) =>
  ASIDE_LEAD.test(text) || /^\p{Lu}/u.test(ASIDE_LABEL.exec(text)?.[1] ?? '');

/**
 * A line pointing elsewhere: led in as one ("RELATED: …"), or a paragraph all of links (not a list's item: an
 * ingredient may link to the product).
 */
export const isAside = (line: VisibleLine) =>
  line.heading === 0 && (isAsideLead(line.text) || (!line.item && !!line.link));

/** The element holding the line's block: blocks of one parent are one run of rows or steps. */
const parentOf = (line: VisibleLine | undefined) => line?.block?.parent ?? null;

/**
 * Two lines in one run: blocks of one parent, or blocks of one element each wrapped alike, side by side
 * ("<div><p>1 tsp cumin</p></div><div><p>salt to taste</p></div>", as site builders write each row).
 */
const oneRun = (a: VisibleLine, b: VisibleLine) => {
  const [pa, pb] = [parentOf(a), parentOf(b)];
  const wrapper = (p: typeof pa) => !!p && isTag(p) && p.children.filter(isTag).length === 1;
  return (
    pa === pb ||
    (wrapper(pa) && wrapper(pb) && pa!.parent === pb!.parent && ofOneKind(pa, pb) && a.block?.name === b.block?.name)
  );
};

/**
 * A heading in words the reader does not know over the method ("<p>Get started</p>"): a short line (four words at
 * most) without an amount, a comma (a row's note: "Parmesan cheese, for garnish") or a sentence's end, in a block of
 * its own, apart from the run of the line before it (if any) and from the line after it (a list's item, or a block
 * of another element).
 */
export const isUnknownHeading = (line: VisibleLine, next: VisibleLine, before?: VisibleLine) =>
  !line.item &&
  !startsWithAmount(line.text) &&
  !SENTENCE_END.test(line.text) &&
  !line.text.includes(',') &&
  line.text.split(' ').length <= 4 &&
  (next.item || parentOf(next) !== parentOf(line)) &&
  (before === undefined || !oneRun(before, line));

/** A tip's heading ("Kelsworth kitchen tip", "Astuces"), no group of the method. */
const TIP_NAME = /(?:^|\s)(?:tips?|notes?|hints?|tricks?|tipps?|astuces?|consigli|consejos?|dicas?)(?:$|\s)/iu;
export const isTipName = (text: string) => TIP_NAME.test(text);
