/**
 * The IPD choices 55–72 mm as one radio group (native radios, so arrow keys, Tab and screen
 * readers behave as users expect). The current IPD cannot be chosen again; the chosen one is
 * highlighted. A refusal that names this field (`error`) is shown under the group, marks the
 * group invalid and becomes its description for screen readers.
 */
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { IPD_CHOICES } from '../ipd';

interface Props {
  /** The form field the chosen value is submitted as. */
  name: string;
  current: number | null | undefined;
  chosen: number | undefined;
  onChoose: (ipd: number) => void;
  disabled?: boolean;
  error?: string;
}

export function IpdPicker({ name, current, chosen, onChoose, disabled, error }: Props) {
  const { t } = useLingui();
  const id = useId();
  const labelId = `${id}-label`;
  const currentId = `${id}-current`;
  const errorId = `${id}-error`;
  return (
    <div className="ipd-picker">
      <p id={labelId} className="ipd-picker__label">
        <Trans>Choose your preferred IPD</Trans>
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="ipd-picker__choices"
      >
        {IPD_CHOICES.map((ipd) => {
          const isCurrent = ipd === current;
          return (
            <label key={ipd} className="ipd-choice">
              <input
                type="radio"
                name={name}
                value={ipd}
                checked={chosen === ipd}
                disabled={disabled || isCurrent}
                onChange={() => onChoose(ipd)}
                aria-describedby={isCurrent ? currentId : undefined}
              />
              <span className="ipd-choice__face">{t`${ipd} mm`}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="ipd-picker__error">
          {error}
        </p>
      )}
      {typeof current === 'number' && (
        <p id={currentId} className="visually-hidden">
          <Trans>{current} mm is your current IPD.</Trans>
        </p>
      )}
    </div>
  );
}
