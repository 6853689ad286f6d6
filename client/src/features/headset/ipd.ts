/** The IPD rule (BEHAVIOUR §5, §9, §10): whole millimetres from 55 to 72. */
import { IPD_MAX, IPD_MIN, ipdChangeSchema } from '#client/shared/core/entities.ts';

export const IPD_CHOICES: readonly number[] = Array.from({ length: IPD_MAX - IPD_MIN + 1 }, (_, i) => IPD_MIN + i);

export function isValidIpd(value: unknown): value is number {
  return ipdChangeSchema.safeParse({ ipd: value }).success;
}

/** Whether a choice may be sent: valid, above 0, and different from the current IPD. */
export function canConfirm(chosen: number | undefined, current: number | null | undefined): chosen is number {
  return chosen !== undefined && chosen > 0 && isValidIpd(chosen) && chosen !== current;
}
