import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error.ts';
import { diagnose, GENERIC_SAVE_HINT, saveFailureToasts } from './save-failure.ts';

const failure = (status: number, messages: string[], responseBody: unknown) => {
  const error = new HttpError(status, messages, 'falhou');
  error.exchange = {
    method: 'POST',
    url: 'http://localhost:3000/v1/backoffice/references',
    sent: { reference: {} },
    responseBody,
    responseHeaders: { 'content-type': 'application/json' },
  };
  return error;
};

describe('a refused reference save', () => {
  it('toasts each error of the answer', () => {
    const error = failure(400, ['A', 'B'], { success: false, errors: ['A', 'B'] });
    expect(saveFailureToasts(error)).toEqual(['A', 'B']);
  });

  it("toasts 'Erro: {title}' when the answer has a title and no list, else the generic hint", () => {
    expect(saveFailureToasts(failure(400, [], { title: 'Conflito de dados' }))).toEqual([
      'Erro: Conflito de dados',
    ]);
    expect(saveFailureToasts(failure(422, [], 'Unprocessable'))).toEqual([GENERIC_SAVE_HINT]);
  });

  it('adds only a title to what the HTTP client already said of another status (no message twice)', () => {
    const serverError = failure(500, ['Ops, algo deu errado! Tente novamente mais tarde.'], { errors: [] });
    expect(saveFailureToasts(serverError)).toEqual([]);
    expect(saveFailureToasts(failure(409, [], { title: 'Referência em uso' }))).toEqual([
      'Erro: Referência em uso',
    ]);
  });

  it('adds nothing when no answer came (the HTTP client already said so)', () => {
    expect(saveFailureToasts(new HttpError(0, [], 'Sem conexão', 'network'))).toEqual([]);
  });

  it('diagnoses status, message, answer, headers, url, method and what was sent', () => {
    const diagnosis = diagnose(failure(400, ['A'], { errors: ['A'] }), { other: true });
    expect(diagnosis).toEqual({
      status: 400,
      message: 'A',
      responseData: { errors: ['A'] },
      headers: { 'content-type': 'application/json' },
      url: 'http://localhost:3000/v1/backoffice/references',
      method: 'POST',
      sentData: { reference: {} },
    });
  });
});
