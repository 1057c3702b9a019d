import { describe, expect, it } from 'vitest';
import en from '../i18n/catalog/server/en.json' with { type: 'json' };
import es from '../i18n/catalog/server/es.json' with { type: 'json' };
import ptBR from '../i18n/catalog/server/pt-BR.json' with { type: 'json' };
import { MAX_SEARCH_LENGTH } from './search';

describe('the refusal of a search', () => {
  // The message says the limit in words in each language; it must move with the constant.
  it.each([
    ['en', en],
    ['pt-BR', ptBR],
    ['es', es],
  ])('names MAX_SEARCH_LENGTH in %s', (_, catalog) => {
    expect(catalog['server.library.searchInvalid']).toMatch(
      new RegExp(`\\b1\\b.*\\b${MAX_SEARCH_LENGTH}\\b`),
    );
  });
});
