import type { Ref } from 'react';
import { css } from 'styled-system/css';
import { CloseIcon } from './icons/shell-icons';
import { Drawer } from './ui/drawer';
import { IconButton } from './ui/icon-button';
import { Wordmark } from './site-logo';

/** A menu sheet's head: the wordmark titling it (its name for assistive tech) and its close button; `compact` in the portal. */
export function MenuSheetHeader({ title, closeLabel, compact = false, closeRef }: {
  title: string;
  closeLabel: string;
  compact?: boolean;
  closeRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <Drawer.Header>
      <Drawer.Title>
        <Wordmark />
        <span className={css({ srOnly: true })}>{title}</span>
      </Drawer.Title>
      <Drawer.CloseTrigger asChild>
        <IconButton ref={closeRef} size={compact ? 'md' : 'lg'}>
          <CloseIcon size={compact ? 20 : 22} />
          <span className={css({ srOnly: true })}>{closeLabel}</span>
        </IconButton>
      </Drawer.CloseTrigger>
    </Drawer.Header>
  );
}
