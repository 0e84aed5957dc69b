import { css } from 'styled-system/css';
import type { EnquiryCar } from '../../../machines/contact-form/contact-form.model';
import { IconButton } from '../../components/ui/icon-button';
import { useCopy } from '../../i18n/locale-context';
import { carName } from '../../../domain/car-page';
import { fieldId } from './contact-fields';
import { prefillText } from './contact-text';

/**
 * 'About: Ferrari 296 GTB' above the form when the message is about a car (issue 12), with a way to remove it. When
 * the server refused the car (no longer on the site), the problem shows under the chip and its remove button (the
 * form's `carId` field, where the focus goes) names it.
 */
export function EnquiryChip({ car, onRemove, error }: { car: EnquiryCar; onRemove: () => void; error?: string | undefined }) {
  const text = useCopy(prefillText).PREFILL_TEXT;
  const name = carName(car);
  const errorId = `${fieldId('carId')}-error`;
  return (
    <>
      <div role="group" aria-label={text.aboutLabel} data-testid="enquiry-chip" className={chip}>
        <span aria-hidden="true" className={mark} />
        <span className={css({ minW: 0 })}>
          <span className={css({ textStyle: 'eyebrow', color: 'gold.400', me: '2' })}>{text.about}</span>
          <span className={css({ color: 'text', fontWeight: '500' })}>{name}</span>
        </span>
        <IconButton
          id={fieldId('carId')}
          variant="quiet"
          size="sm"
          aria-label={text.remove(name)}
          aria-describedby={error ? errorId : undefined}
          onClick={onRemove}
          className={css({ w: '7', h: '7', borderRadius: 'pill' })}
        >
          <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </IconButton>
      </div>
      {error ? <p id={errorId} className={css({ mt: '2', color: 'danger.text', fontSize: 'sm' })}>{error}</p> : null}
    </>
  );
}

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '3',
  maxW: 'full',
  mt: '5',
  ps: '4',
  pe: '1.5',
  py: '1.5',
  borderRadius: 'pill',
  border: '1px solid',
  borderColor: 'accent.line.subtle',
  bg: 'glass.faint',
  fontSize: 'sm',
});
const mark = css({ w: '1.5', h: '1.5', borderRadius: 'pill', bg: 'gold.400', flexShrink: 0 });
