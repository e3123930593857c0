import type { Element } from 'domhandler';
import { charactersUpTo } from './bounded-text';

// What a page's class names say is no part of what a reader reads as the recipe: text off the screen, captions,
// carousel copies, a shop's product boxes, a headline's kicker, sign-up boxes, ad slots.

/**
 * Classes that keep an element off the screen: text for screen readers only, a block for print only. (A plain
 * "hidden" class is not among them: scripts take it away to show a recipe, and classes for other screen sizes
 * show it again.)
 */
const HIDDEN_CLASS =
  /(?:^|\s)(?:sr-only|screen-reader-text|screen-reader-only|visually-hidden|visuallyhidden|element-invisible|show-for-sr|print-only|visible-print|d-print-block)(?:$|\s)/i;
/**
 * A photo's caption written as a block of its own (WordPress' "wp-caption-text", Blogger's "tr-caption"), as
 * <figcaption> is: no recipe text.
 */
const CAPTION_CLASS =
  /(?:^|\s)(?:wp-caption-text|wp-element-caption|tr-caption|(?:image|photo|img|media)[-_]?caption)(?:$|\s)/i;
/** A carousel's copy of a slide, made to loop it (Swiper's, Slick's, Owl's, Splide's, Glide's): read at the slide. */
const CLONE_CLASS =
  /(?:^|\s)(?:swiper-slide-duplicate|slick-cloned|cloned|splide__slide--clone|glide__slide--clone)(?:$|\s)/i;
/** An icon drawn by a font from its name's letters ("<i class="material-icons">timer</i>"): no word of the page. */
const ICON_FONT_CLASS = /(?:^|\s)(?:material-icons(?:-[\w-]+)?|material-symbols(?:-[\w-]+)?)(?:$|\s)/i;
/**
 * A shop's box for a product between a recipe's lines (Shopify's "product-card-wrapper", a blog's "Shop the
 * post"): its name, caption and price are no part of the recipe.
 */
const PRODUCT_CLASS =
  /(?:^|\s)(?:product-card(?:-wrapper)?|card-product|product-tile|product-teaser|shop-th(?:e|is)-[\w-]+|shoppable-[\w-]+)(?:$|\s)/i;
/**
 * A headline's kicker, the column or topic over it ("<h1><span class="article-heading__kicker">Wochenmarkt</span>
 * <span>Ofenkürbis mit Linsen und Feta</span></h1>"): no words of the title, nor of the recipe.
 */
const KICKER_CLASS = /(?:^|[-_\s])(?:kicker|overline|eyebrow|dachzeile|spitzmarke|surtitre)(?:$|[-_\s])/i;
/**
 * A box asking the reader to sign up for a newsletter, set between a recipe's steps ("<div class="newsletter-box">
 * Recevez nos meilleures recettes…"): a short block, never the page's body.
 */
const SIGN_UP_CLASS = /(?:^|[-_\s])(?:newsletter|subscribe|signup|sign-up|optin|opt-in)(?:$|[-_\s])/i;
const MAX_SIGN_UP = 600;
/**
 * A box of related recipes, set among the recipe's parts ("<aside class="receta-relacionada">" with another dish's
 * name, three of its rows and "Ver receta"): never the page's body.
 */
const RELATED_CLASS = /(?:^|[-_\s])(?:related|relacionad[ao]s?|correlat[ae]|verwandte?|similaires?)(?:$|[-_\s])/i;
const PAGE = new Set(['body', 'html', 'main', 'article']);
const isSignUpBox = (element: Element) =>
  SIGN_UP_CLASS.test(element.attribs.class ?? '') &&
  !PAGE.has(element.name) &&
  charactersUpTo(element, MAX_SIGN_UP) < MAX_SIGN_UP;
/**
 * A slot for an ad ("ad-container", "adsbygoogle", AdThrive's and Mediavine's), which the saved page shows as its
 * label alone ("Advertisement") between the recipe's lines: no part of the recipe.
 */
const AD_NAME =
  /^(?:ads?|adverts?|advertisements?|adsbygoogle|ad[-_](?:container|slot|unit|wrapper|label|box|placeholder)|adthrive(?:-ad)?|mv-ad-box|div-gpt-ad[-\w]*|td-a-rec(?:-[-\w]+)?|revenue_unit_wrap)$/i;
export const isAdSlot = (element: Element) =>
  `${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`.split(/\s+/).some((name) => AD_NAME.test(name));

/** An element its class names keep out of the recipe's text. */
export function isHiddenByClass(element: Element): boolean {
  const names = element.attribs.class ?? '';
  return (
    HIDDEN_CLASS.test(names) ||
    CAPTION_CLASS.test(names) ||
    CLONE_CLASS.test(names) ||
    ICON_FONT_CLASS.test(names) ||
    PRODUCT_CLASS.test(names) ||
    KICKER_CLASS.test(names) ||
    isSignUpBox(element) ||
    (RELATED_CLASS.test(names) && !PAGE.has(element.name)) ||
    isAdSlot(element)
  );
}
