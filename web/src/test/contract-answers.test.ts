import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerSchemaOf, checkAnswer } from './contract-answers';
import { refusal, success } from './fake-api';

describe('fake answers checked against the contract', () => {
  it('finds the route of a request, with its parameters and the /api prefix', () => {
    expect(answerSchemaOf('/api/user/query/1/20')).toBeDefined();
    expect(answerSchemaOf('/api/shopDevice/delete/SKN-1')).toBeDefined();
    expect(answerSchemaOf('/api/nowhere')).toBeUndefined();
  });

  it('refuses an answer the server could not send, and one of a route it does not know', async () => {
    expect(await checkAnswer('/api/shop/updateStatus/1/0', success({}))).toMatch(/does not match/);
    expect(await checkAnswer('/api/nowhere', success({}))).toMatch(/no response schema/);
  });

  it('refuses a refusal the server could not send: a code outside the catalogue, or its code with another status', async () => {
    const envelope = (status: number, code: number) =>
      HttpResponse.json({ code, message: 'no', datas: null }, { status });
    expect(await checkAnswer('/api/staff/query/1/20', envelope(400, 40000))).toMatch(/not in the error catalogue/);
    expect(await checkAnswer('/api/login', envelope(401, 100401))).toMatch(/HTTP status 401; the server sends 400/);
  });

  it('lets a matching answer, a refusal of the catalogue and an answer that is no envelope through', async () => {
    const page = { list: [], total: 0, page: 1, pageSize: 20 };
    expect(await checkAnswer('/api/staff/query/1/20', success(page))).toBeNull();
    expect(await checkAnswer('/api/staff/add', refusal(400101, 'taken'))).toBeNull();
    expect(await checkAnswer('/api/data/export', new Response('a,b\n', { status: 200 }))).toBeNull();
  });
});
