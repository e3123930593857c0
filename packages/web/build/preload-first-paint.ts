import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Cuts the request waterfall of the first paint. Without it the browser learns about the page
 * chunk only after the entry script has run (React.lazy), and about the fonts only after that
 * page has rendered text; each step is a round trip before the largest paint.
 *
 * - `<link rel=modulepreload>` for the chunks of `pages` (and their static imports), with
 *   `preload as=style` for their CSS: signed-out visitors always start at /login.
 * - `<link rel=preload as=font>` for the Latin subsets of the UI's variable fonts, which every
 *   page uses above the fold.
 */
export function preloadFirstPaint(options: { pages: RegExp[]; fonts: RegExp[] }): Plugin {
  return {
    name: 'potluck:preload-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entryFiles = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        const entryCss = new Set(
          chunks.filter((c) => entryFiles.has(c.fileName)).flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]),
        );
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (file: string) => {
          const chunk = byFile.get(file);
          if (!chunk || scripts.has(file) || entryFiles.has(file)) return;
          scripts.add(file);
          chunk.viteMetadata?.importedCss.forEach((css) => entryCss.has(css) || styles.add(css));
          chunk.imports.forEach(visit);
        };
        chunks
          .filter((c) => c.facadeModuleId && options.pages.some((p) => p.test(c.facadeModuleId!)))
          .forEach((c) => visit(c.fileName));
        const fonts = Object.keys(bundle).filter((file) => options.fonts.some((f) => f.test(file)));
        const link = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({
          tag: 'link',
          attrs,
          injectTo: 'head',
        });
        return [
          ...fonts.map((file) =>
            link({ rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: true }),
          ),
          ...[...scripts].map((file) => link({ rel: 'modulepreload', href: `/${file}`, crossorigin: true })),
          ...[...styles].map((file) => link({ rel: 'preload', as: 'style', href: `/${file}`, crossorigin: true })),
        ];
      },
    },
  };
}
