// Lines a page shows around its recipe that are no part of it: advert labels, buttons, a card's controls, asides.

/** The label a page puts over an advert ("Anzeige", "Advertisement", "Publicité"): no text of the recipe. */
const ADVERT_LABEL =
  /^(?:ads?|advertisement|advertising|sponsored|anzeige|werbung|publicit[ée]|pubblicit[àa]|publicidad|publicidade|an[úu]ncio|advertentie|reklame|reklama|annons|annonce|annonse|mainos|hirdet[ée]s|oglas|reclam[ăa]|διαφήμιση|reklam|реклама|広告|スポンサーリンク|광고|广告|โฆษณา|iklan|إعلان|פרסומת|quảng cáo)$/iu;

/**
 * The line an advert leaves in the text ("Advertisement - Continue Reading Below", "Story continues below"): no text
 * of the recipe.
 */
const CONTINUES_BELOW =
  /^(?:(?:advertisement|advert|ad|anzeige|werbung|publicit[ée])\s*[-–—:|]?\s*)?(?:(?:the )?(?:story|article|post|recipe|content|text) continues(?: below(?: (?:the |this )?(?:ad|advert|advertisement))?| after (?:the|this) (?:ad|advertisement))?|continue reading(?: below)?|scroll (?:down )?to continue(?: with content)?|weiterlesen nach der anzeige|la suite apr[èe]s (?:cette )?publicit[ée])$/iu;

const ACTION =
  /\b(?:save|print|pin|speichern|merken|drucken|enregistrer|sauvegarder|imprimer|salva|stampa|guardar|imprimir|opslaan|printen|spara|skriv ut|zapisz|drukuj|ulo[žz]it|vytisknout)\b/iu;
const RECIPE_WORD = /\b(?:recipe|rezept|recette|ricetta|receta|receita|recept|opskrift|oppskrift|przepis)\b/iu;

/**
 * A short line that asks to save, print or pin the recipe ("Save Recipe", "Rezept bei Chefkoch speichern",
 * "Imprimer la recette"): a button's text, no part of the recipe. ("Share this recipe" and "Rate this recipe" stay:
 * they are headings that end a recipe's steps.)
 */
const recipeAction = (line: string) =>
  line.split(' ').length <= 6 && !/[.!?]$/u.test(line) && ACTION.test(line) && RECIPE_WORD.test(line);

/**
 * The text of a recipe card's controls: the switch that keeps the screen on while cooking ("Cook Mode Prevent your
 * screen from going dark", "Scherm aanhouden") and the choice of units ("Metric - US Customary", "US | Metric").
 */
const CONTROL =
  /^(?:cook(?:ing)? mode\b.*|.*\bdoes(?:n['’]t| not) support cook(?:ing)? mode.*|.*prevent (?:your|the) screen from (?:going dark|turning off).*|keep (?:the )?screen (?:on|awake)|scherm aanhouden|bildschirm anlassen|(?:metric|imperial|us customary|us|uk)(?:\s*[-–|/]?\s*(?:metric|imperial|us customary|us|uk))+)$/iu;

/**
 * What a blog says around a recipe rather than in it: its affiliate disclosure ("Die mit einem Einkaufswagen
 * gekennzeichneten Links sind Affiliate-Links"), a call to review it ("If you make this, please leave a review"),
 * a button sending the shopping list ("Inviati la lista della spesa", "Add to shopping list").
 */
const ASIDE_NOTE =
  /\bthis site uses akismet\b|\bplease enable javascript\b|\b(?:we['’]ll|we will) (?:e-?mail|send) (?:this|the) (?:post|recipe)\b|^i agree to (?:be sent|receive) (?:e-?mails?|newsletters?)\b|\baffiliate[- ]?links?\b|\bas an amazon associate\b|\bif you (?:make|made|try|tried) this\b.*\b(?:review|rating|rate|comment)|\blet (?:me|us) know\b.{0,60}\b(?:comments?|below)\b|\bleave (?:me |us )?an? (?:comment|review|rating|star rating)\b|\btag (?:me|us|@[\w.]+)\b.{0,40}\b(?:instagram|facebook|pinterest|tiktok)\b|^(?:did you (?:make|try) this(?: recipe)?|tried this recipe|made this recipe)\s*\?\s*\S|^pin (?:this|it)(?: recipe)?(?: (?:for later|now))?\s*!?$|^(?:add|send|save|inviati|invia|aggiungi|zur|auf die|ajouter|envoyer|voeg|toevoegen)\b.{0,40}\b(?:shopping list|grocery list|lista della spesa|einkaufsliste|liste de courses|boodschappenlijst(?:je)?)\b|^(?:買い物リスト|お買い物リスト)に(?:追加|入れる)|^加入(?:购物清单|菜篮子)/iu;

/** A button's word on a line of its own ("Share", "Condividi", "Salva", "Drucken"): sharing, saving or printing the page. */
const BUTTON_WORD =
  /^(?:share|save|print|pin|pin it|tweet|e-?mail|condividi|salva|stampa|teilen|speichern|merken|drucken|partager|enregistrer|imprimer|compartir|guardar|imprimir|delen|opslaan|printen|dela|spara|del|gem|udskriv|jaa|tallenna|tulosta|udost[ęe]pnij|zapisz|drukuj|sd[íi]let|ulo[žz]it|tisk)$/iu;

// Glued together too, as links without spaces between them read ("FacebookTwitterWhatsAppPinterest").
const NETWORK = /facebook|twitter|pinterest|linkedin|whatsapp|instagram|flipboard|reddit|tumblr|telegram|yummly/giu;

/** A bar of share links ("Facebook Twitter Pin it", "Facebook 0 Twitter LinkedIn 0 Pinterest 0 0 Likes"): two networks or more, no sentence. */
const shareBar = (line: string) =>
  line.split(' ').length <= 16 && !/[.!?]$/u.test(line) && (line.match(NETWORK)?.length ?? 0) >= 2;

/** Who wrote the post ("Written By Rosanna Pansino", "Posted by Anna"): a byline, no line of the recipe. */
const BYLINE =
  /^(?:[Ww]ritten|[Pp]osted|[Pp]ublished|[Rr]ecipe|[Pp]hotos?)\s+[Bb]y\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}$/u;

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DATE = new RegExp(
  `\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+(?:19|20)\\d{2}\\b|\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH},?\\s+(?:19|20)\\d{2}\\b|\\b\\d{1,2}[./]\\d{1,2}[./](?:19|20)\\d{2}\\b|\\b(?:19|20)\\d{2}-\\d{2}-\\d{2}\\b`,
  'iu',
);

/** A line of the post's facts with its date ("Posted on Wed 13th March 2024", "Lunch Alexander Pacheco April 25, 2021 Comment"): no sentence. */
const dateLine = (line: string) => line.split(' ').length <= 12 && !/[.!?]$/u.test(line) && DATE.test(line);

/**
 * Whose photo it is, on a line of its own between a post's paragraphs ("Photo: Jane Doe", "(Photo credit: Jo)",
 * "Foto: Max Muster"): a caption, no step.
 */
const PHOTO_CREDIT =
  /^\(?(?:(?:photo|image|picture|foto|bild)(?:graphy|s)?(?:\s+(?:credits?|by))?|credits?|cr[ée]dits? photos?)\s*[:©]\s*[^.!?:]{1,60}\)?$/iu;

/** A copyright line ("© 2024 Jo Cooks. All rights reserved.", "Copyright Anna's Kitchen"): the site's, no step. */
const COPYRIGHT =
  /^(?:©|\(c\)\s|copyright\b)|\ball rights reserved\b|\btous droits r[ée]serv[ée]s\b|\balle rechte vorbehalten\b/iu;

/** A link back to the top of the page ("to the top", "Zurück nach oben") or to order the ingredients online. */
const PAGE_LINK =
  /^(?:(?:back )?to (?:the )?top|(?:zurück )?nach oben|retour en haut|torna su|volver arriba|naar boven|(?:order|buy|shop|bestel|koop|bestellen|kaufen|acheter|commander)(?: (?:these|the|all|deze|die|alle|les|ces))? (?:ingredients|products|producten|ingredi[eë]nten|zutaten|produkte|produits|ingr[ée]dients)(?: online)?)$/iu;

/** A line of the page that is no part of its recipe: an advert label, a button, a card's control or an aside. */
export const isPageChrome = (line: string) =>
  ADVERT_LABEL.test(line) ||
  CONTINUES_BELOW.test(line) ||
  BUTTON_WORD.test(line) ||
  recipeAction(line) ||
  CONTROL.test(line) ||
  ASIDE_NOTE.test(line) ||
  PAGE_LINK.test(line) ||
  shareBar(line) ||
  dateLine(line) ||
  BYLINE.test(line) ||
  PHOTO_CREDIT.test(line) ||
  (line.length <= 200 && COPYRIGHT.test(line));
