export * from './import.schemas';
export * from './import.contract';
export { escapeMarkdown, recipeToMarkdown, type MarkdownOptions } from './recipe-markdown';
export * from './recipe-parts';
