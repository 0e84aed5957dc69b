/** The upload store. Interface only so far; the implementation (sharp, variants on disk) comes with the upload routes. */
export interface StoredImage {
  /** The file result.url names: `${UPLOAD_URL_PREFIX}${fileName}`. */
  fileName: string;
  size: number;
  contentType: string;
  width: number;
  height: number;
}

export interface ImageStore {
  ingest(input: { bytes: Uint8Array; userId: string; now: number }): Promise<StoredImage>;
  read(fileName: string): Promise<{ body: Uint8Array; contentType: string } | null>;
}
