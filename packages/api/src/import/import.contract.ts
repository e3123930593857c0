import { z } from 'zod';
import { idParamsOf } from '../common/common.schemas';
import { endpoint } from '../endpoint';
import {
  exportQuerySchema,
  importFileResultSchema,
  importHtmlSchema,
  importResultSchema,
  importUrlSchema,
} from './import.schemas';

/**
 * Recipe import and export (issue 7). import-file takes multipart/form-data (file, publish, preview), which
 * the contract cannot describe as a zod body: its route reads the parts itself and the typed client sends it
 * with client.upload(contract.imports.file, { body: formData }). The export paths answer a file (JSON, JSON-LD,
 * Markdown or a zip) with Content-Disposition: attachment, not a JSON body: clients use client.fetchRaw.
 */
export const importContract = {
  url: endpoint({
    method: 'POST',
    path: '/recipes/import-url',
    summary: 'Import the recipe of a web page (schema.org data); preview: true creates nothing',
    auth: true,
    body: importUrlSchema,
    responses: { 201: importResultSchema },
  }),
  html: endpoint({
    method: 'POST',
    path: '/recipes/import-html',
    summary: 'Import the recipe of pasted page HTML; preview: true creates nothing',
    auth: true,
    body: importHtmlSchema,
    responses: { 201: importResultSchema },
  }),
  file: endpoint({
    method: 'POST',
    path: '/recipes/import-file',
    summary: 'Import a schema.org JSON, Paprika, Mealie or Tandoor export (multipart: file, publish, preview)',
    auth: true,
    multipart: { file: 'file', fields: ['publish', 'preview'] },
    responses: { 201: importFileResultSchema },
  }),
  exportOne: endpoint({
    method: 'GET',
    path: '/recipes/:id/export',
    summary: 'Download a recipe as json (Potluck), jsonld (schema.org) or md (Markdown)',
    auth: true,
    params: idParamsOf('recipe'),
    query: exportQuerySchema,
    responses: { 200: z.unknown() },
  }),
  exportAll: endpoint({
    method: 'GET',
    path: '/recipes/export/all',
    summary: 'Your whole library as a zip of schema.org JSON files and their photos',
    auth: true,
    responses: { 200: z.unknown() },
  }),
};
