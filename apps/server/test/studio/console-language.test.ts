import { type MessageId, studioPaths, workoutPaths } from '@studio/shared';
import { english, wordsIn } from '@studio/shared/english';
import { describe, expect, it } from 'vitest';
import { owner, t, withOwner } from './harness';

withOwner();

/**
 * Issue 35: the console's refusals come in the request's language (its Accept-Language) like the
 * member's: the schema's own sentence, and our sentences with the field named in that language.
 */
const post = (url: string, payload: object, language?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...owner.headers, ...(language ? { 'accept-language': language } : {}) },
  });

const languages = [
  ['pt-BR,pt;q=0.9', wordsIn('pt-BR')],
  ['es-MX', wordsIn('es')],
  [undefined, english],
] as const;

describe("the console's validation in the request language", () => {
  it('refuses a workout without a title in pt-BR, es, and English without a header', async () => {
    for (const [language, words] of languages) {
      const answer = await post(workoutPaths.workouts, { kind: 'workout' }, language);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(words('common.error.validation'));
      expect(answer.json().errors.title).toEqual([words('studio.schema.titleRequired')]);
    }
    expect((await post(workoutPaths.workouts, {}, 'pt-BR')).json().errors.title).toEqual([
      'O título é obrigatório',
    ]);
    expect((await post(workoutPaths.workouts, {}, 'es')).json().errors.title).toEqual([
      'El título es obligatorio',
    ]);
    expect((await post(workoutPaths.workouts, {})).json().errors.title).toEqual(['Title is required']);
  });

  it('refuses a bad promo code with its rule and the field named in the language', async () => {
    const bad = { code: 'x', montly_percent: 150, biannually_percent: 0, yearly_percent: 0 };
    const percent = (words: (id: MessageId, values?: Record<string, unknown>) => string) =>
      words('common.validation.atMost', { field: words('field.montlyPercent'), max: 100 });
    for (const [language, words] of languages) {
      const answer = await post(studioPaths.premiumOffers, bad, language);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toMatchObject({
        code: [words('studio.schema.offer.codeInvalid')],
        montly_percent: [percent(words)],
      });
    }
    const portuguese = (await post(studioPaths.premiumOffers, bad, 'pt-BR')).json().errors;
    expect(portuguese.code).toEqual(['O código deve ter de 3 a 50 letras, dígitos, - ou _']);
    expect(portuguese.montly_percent[0]).toContain('Desconto mensal (%)');
    const spanish = (await post(studioPaths.premiumOffers, bad, 'es')).json().errors;
    expect(spanish.montly_percent[0]).toContain('Descuento mensual (%)');
    const plain = (await post(studioPaths.premiumOffers, bad)).json().errors;
    expect(plain.montly_percent).toEqual(['Montly percent must be at most 100']);
  });
});
