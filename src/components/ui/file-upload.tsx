import type { ComponentProps } from 'react';
import { FileUpload as ArkFileUpload } from '@ark-ui/react/file-upload';
import { cx } from 'styled-system/css';
import { fileUpload } from '../../theme/recipes/file-upload';

/**
 * Ark's file upload as a one-picture slot: a label, a dropzone (click, Enter or drop) holding a preview of the
 * picked image and, while it uploads, an overlay; the hidden input feeds the native picker.
 */
const styles = fileUpload();

function Root({ className, ...rest }: ArkFileUpload.RootProps) {
  return <ArkFileUpload.Root className={cx(styles.root, className)} {...rest} />;
}

function Label({ className, ...rest }: ArkFileUpload.LabelProps) {
  return <ArkFileUpload.Label className={cx(styles.label, className)} {...rest} />;
}

function Dropzone({ className, ...rest }: ArkFileUpload.DropzoneProps) {
  return <ArkFileUpload.Dropzone className={cx(styles.dropzone, className)} {...rest} />;
}

/** The picked image, covering the dropzone. */
function Preview({ className, alt, ...rest }: ComponentProps<'img'> & { alt: string }) {
  return <img alt={alt} className={cx(styles.preview, className)} {...rest} />;
}

/** A veil over the preview (e.g. "Uploading…", as a status). */
function Overlay({ className, ...rest }: ComponentProps<'span'>) {
  return <span className={cx(styles.overlay, className)} {...rest} />;
}

export const FileUpload = { Root, Label, Dropzone, Preview, Overlay, HiddenInput: ArkFileUpload.HiddenInput };
