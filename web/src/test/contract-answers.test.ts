import { describe, expect, it } from 'vitest';
import { answerSchemaOf, checkAnswer } from './contract-answers';
import { envelope } from './helpers';

describe('fake answers checked against the contract', () => {
  it('finds the route of a request, with its parameters and the /api prefix', () => {
    expect(answerSchemaOf('/api/user/query/1/20')).toBeDefined();
    expect(answerSchemaOf('/api/shopDevice/delete/SKN-1')).toBeDefined();
    expect(answerSchemaOf('/api/nowhere')).toBeUndefined();
  });

  it('refuses an answer the server could not send, and one of a route it does not know', async () => {
    expect(await checkAnswer('/api/shop/updateStatus/1/0', envelope(200, 200, {}))).toMatch(/does not match/);
    expect(await checkAnswer('/api/nowhere', envelope(200, 200, {}))).toMatch(/no response schema/);
  });

  it('lets a matching answer and a refusal through', async () => {
    const page = { list: [], total: 0, page: 1, pageSize: 20 };
    expect(await checkAnswer('/api/staff/query/1/20', envelope(200, 200, page))).toBeNull();
    expect(await checkAnswer('/api/staff/add', envelope(409, 400101, null, 'taken'))).toBeNull();
  });
});
