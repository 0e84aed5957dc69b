/**
 * What a server says in an error's `message` that is also an entry of the message catalogue (SPEC §5, §8): the
 * protocol's words, keyed as the catalogue keys them. The clients recognise them, so the page shows them in its language (api/error-map.ts), and the
 * catalogue and the servers take them from here.
 */
export const SERVER_TEXTS = {
  carNotFound: 'Car not found',
  serverInvalidId: 'Valid car ID is required',
  fileTooLarge: 'File size must be less than 5MB',
  fileType: 'Only JPEG, PNG, and WebP images are allowed',
} as const;
