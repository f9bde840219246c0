import type { SerialStatus, SerialValidation } from '@/contract/account-api-types';
import {
  type SerialAction,
  serialActions,
  serialStatusLabel,
  serialValidationLabel,
} from '@/features/account/serial-number/serial-actions';

describe('serialActions', () => {
  const cases: [SerialValidation, SerialStatus, SerialAction[]][] = [
    [1, 1, [{ kind: 'unbind', disabled: false }]],
    [1, 2, [{ kind: 'unbind', disabled: false }]],
    [1, 3, [{ kind: 'unbind', disabled: true }]],
    [2, 1, [{ kind: 'edit' }, { kind: 'delete' }]],
    [2, 2, [{ kind: 'edit' }, { kind: 'delete' }]],
    [2, 3, [{ kind: 'edit' }, { kind: 'delete' }]],
  ];

  it.each(cases)('validation %i, status %i', (validation, status, expected) => {
    expect(serialActions({ goods_validate_id: validation, goods_verify_status: status })).toEqual(
      expected,
    );
  });

  it('offers nothing for an unknown validation flag', () => {
    expect(
      serialActions({ goods_validate_id: 0 as SerialValidation, goods_verify_status: 1 }),
    ).toEqual([]);
  });
});

describe('serial labels', () => {
  it.each([
    [1, 'Normal'],
    [2, 'N/A'],
    [3, 'Expire'],
    [9, '9'],
  ])('status %i is %s', (status, label) => {
    expect(serialStatusLabel(status)).toBe(label);
  });

  it.each([
    [1, 'Validated'],
    [2, 'Not validated'],
  ])('validation %i is %s', (validation, label) => {
    expect(serialValidationLabel(validation)).toBe(label);
  });
});
