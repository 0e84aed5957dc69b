import type { ReactNode } from 'react';
import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import { switchRecipe, type SwitchVariantProps } from '../../theme/recipes/switch';

type SwitchProps = SwitchVariantProps & {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** A labelled on/off switch (Ark's Switch; its hidden input carries role="switch", so it is named by the label). */
export function Switch({ label, checked, disabled, onCheckedChange, size }: SwitchProps) {
  const styles = switchRecipe({ size });
  return (
    <ArkSwitch.Root checked={checked} disabled={disabled} onCheckedChange={(d) => onCheckedChange(d.checked)} className={styles.root}>
      <ArkSwitch.Control className={styles.control}>
        <ArkSwitch.Thumb className={styles.thumb} />
      </ArkSwitch.Control>
      <ArkSwitch.Label className={styles.label}>{label}</ArkSwitch.Label>
      <ArkSwitch.HiddenInput role="switch" />
    </ArkSwitch.Root>
  );
}
