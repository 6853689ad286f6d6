/**
 * The IPD choices 55–72 mm as one radio group (native radios, so arrow keys, Tab and screen
 * readers behave as users expect). The current IPD cannot be chosen again; the chosen one is
 * highlighted.
 */
import { useId } from 'react';
import { IPD_CHOICES } from '../ipd';

interface Props {
  current: number | null | undefined;
  chosen: number | undefined;
  onChoose: (ipd: number) => void;
  disabled?: boolean;
}

export function IpdPicker({ current, chosen, onChoose, disabled }: Props) {
  const labelId = useId();
  const name = useId();
  return (
    <div className="ipd-picker">
      <p id={labelId} className="ipd-picker__label">
        Choose your preferred IPD
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="ipd-picker__choices">
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
                aria-describedby={isCurrent ? `${name}-current` : undefined}
              />
              <span className="ipd-choice__face">{ipd} mm</span>
            </label>
          );
        })}
      </div>
      {typeof current === 'number' && (
        <p id={`${name}-current`} className="visually-hidden">
          {current} mm is your current IPD.
        </p>
      )}
    </div>
  );
}
