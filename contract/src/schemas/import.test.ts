import { describe, expect, it } from 'vitest';
import { isImportRefusal, ZImportRefusal } from './import.js';

const fault = { row: 2, column: 'Name', field: 'name', message: 'Required' };

describe('isImportRefusal', () => {
  // The console's check (no zod) and the schema answer alike, on refusals and on what is not one.
  const cases: [string, unknown][] = [
    ['a refusal', { rows: [fault], faultCount: 1 }],
    ['with the duplicate name and the symptom key', { rows: [fault], faultCount: 3, name: 'Acne', key: 'acne' }],
    ['with no rows', { rows: [], faultCount: 0 }],
    ['with a field the schema does not name', { rows: [fault], faultCount: 1, extra: true }],
    ['null', null],
    ['a string', 'refused'],
    ['an array', [fault]],
    ['without rows', { faultCount: 1 }],
    ['rows not a list', { rows: fault, faultCount: 1 }],
    ['a row without its message', { rows: [{ row: 2, column: 'Name', field: 'name' }], faultCount: 1 }],
    ['a row number with a fraction', { rows: [{ ...fault, row: 2.5 }], faultCount: 1 }],
    ['a row number as text', { rows: [{ ...fault, row: '2' }], faultCount: 1 }],
    ['a row that is null', { rows: [null], faultCount: 1 }],
    ['no count', { rows: [fault] }],
    ['a count with a fraction', { rows: [fault], faultCount: 1.5 }],
    ['a name that is null', { rows: [fault], faultCount: 1, name: null }],
    ['a key that is a number', { rows: [fault], faultCount: 1, key: 7 }],
  ];
  it.each(cases)('%s: as the schema says', (_, value) => {
    expect(isImportRefusal(value)).toBe(ZImportRefusal.safeParse(value).success);
  });
  it('accepts a refusal and refuses the rest', () => {
    expect(cases.filter(([, v]) => isImportRefusal(v)).map(([name]) => name)).toEqual([
      'a refusal',
      'with the duplicate name and the symptom key',
      'with no rows',
      'with a field the schema does not name',
    ]);
  });
});
