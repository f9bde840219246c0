/**
 * The Personal Center's reminders, from the passports: a warranty that ends within 30 days,
 * a serial whose status is Expire, a claim that waits for the customer. Each has an id that
 * names its state, so a dismissed reminder stays dismissed until something new happens (a
 * new warranty date, another claim).
 */
import type { DevicePassport } from './join';

export type ReminderKind = 'warranty-ending' | 'serial-expired' | 'claim-waiting';

export interface Reminder {
  id: string;
  kind: ReminderKind;
  serial: string;
  modelName: string;
  /** What the notice says. */
  text: string;
  /** The label of its action. */
  action: string;
  /** The claim it is about (claim-waiting). */
  claimId?: number;
}

function daysText(days: number): string {
  if (days === 0) return 'ends today';
  return days === 1 ? 'ends tomorrow' : `ends in ${days} days`;
}

export function remindersOf(passports: readonly DevicePassport[]): Reminder[] {
  const reminders: Reminder[] = [];
  for (const p of passports) {
    const about = { serial: p.serial, modelName: p.modelName };
    if (p.warranty?.state === 'ending') {
      reminders.push({
        ...about,
        id: `warranty-ending:${p.serial}:${p.warranty.end}`,
        kind: 'warranty-ending',
        text: `The warranty of your ${p.modelName} (${p.serial}) ${daysText(p.warranty.daysLeft)}, on ${p.warranty.end}.`,
        action: 'Start a warranty claim',
      });
    }
    if (p.status === 3) {
      reminders.push({
        ...about,
        id: `serial-expired:${p.serial}`,
        kind: 'serial-expired',
        text: `The serial number ${p.serial} of your ${p.modelName} has expired.`,
        action: 'Contact Tech Support',
      });
    }
    for (const { claim, stage } of p.claims) {
      if (!stage.waitsForCustomer) continue;
      reminders.push({
        ...about,
        id: `claim-waiting:${claim.product_warranty_id}:${claim.product_warranty_examine_id}`,
        kind: 'claim-waiting',
        claimId: claim.product_warranty_id,
        text: `Your warranty claim for the ${p.modelName} (${p.serial}) was approved: send the product back and enter its logistics tracking number.`,
        action: 'Enter the tracking number',
      });
    }
  }
  return reminders;
}

/** The reminders not dismissed on this browser. */
export function visibleReminders(
  reminders: readonly Reminder[],
  dismissed: ReadonlySet<string>,
): Reminder[] {
  return reminders.filter((r) => !dismissed.has(r.id));
}
