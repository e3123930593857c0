/** The charset of the Content-Type, else of a <meta charset> near the top, else UTF-8. */
function charsetOf(contentType: string, body: Buffer): string {
  const declared = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1];
  const meta = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(body.subarray(0, 4096).toString('latin1'))?.[1];
  return (declared ?? meta ?? 'utf-8').toLowerCase();
}

/** The labels a browser reads as windows-1252 (HTML's encoding standard: "ISO-8859-1" means it too). */
const WINDOWS_1252 =
  /^(?:windows-1252|cp1252|x-cp1252|iso-?8859-1|iso_8859-1|latin1|l1|us-ascii|ascii|ansi_x3\.4-1968)$/;
/** Its letters at 0x80–0x9F, where Latin-1 has control codes (Node decodes the label as Latin-1). */
const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * A page's text from its bytes, in the charset its server or its own <meta> names (a page saved from Word or an old
 * site is windows-1252: "Grandma Ruth’s" with its apostrophe in one byte), else UTF-8; without a byte order mark.
 */
export function decodePage(body: Buffer, contentType = ''): string {
  const charset = charsetOf(contentType, body);
  let text: string;
  try {
    text = new TextDecoder(charset).decode(body);
  } catch {
    text = new TextDecoder('utf-8').decode(body);
  }
  if (WINDOWS_1252.test(charset)) text = text.replace(/[\u0080-\u009f]/g, (c) => HIGH[c.charCodeAt(0) - 0x80]!);
  return text.replace(/^\uFEFF/, '');
}
