/**
 * What a serial record offers: a validated serial can only be unbound,
 * and not once it has expired; a serial not validated yet can be edited or deleted.
 */
import type { ApiSerialRecord, SerialStatus, SerialValidation } from '@/contract/account-api-types';

export type SerialAction =
  { kind: 'unbind'; disabled: boolean } | { kind: 'edit' } | { kind: 'delete' };

export const SERIAL_STATUS_LABELS: Record<SerialStatus, string> = {
  1: 'Normal',
  2: 'N/A',
  3: 'Expire',
};

export const SERIAL_VALIDATION_LABELS: Record<SerialValidation, string> = {
  1: 'Validated',
  2: 'Not validated',
};

/** The row's buttons, in order. */
export function serialActions(
  record: Pick<ApiSerialRecord, 'goods_validate_id' | 'goods_verify_status'>,
): SerialAction[] {
  switch (record.goods_validate_id) {
    case 1:
      return [{ kind: 'unbind', disabled: record.goods_verify_status === 3 }];
    case 2:
      return [{ kind: 'edit' }, { kind: 'delete' }];
    default:
      return [];
  }
}

/** A status's label; an unknown value shows as it is. */
export function serialStatusLabel(status: number): string {
  return SERIAL_STATUS_LABELS[status as SerialStatus] ?? String(status);
}

/** A validation flag's label; an unknown value shows as it is. */
export function serialValidationLabel(validation: number): string {
  return SERIAL_VALIDATION_LABELS[validation as SerialValidation] ?? String(validation);
}
