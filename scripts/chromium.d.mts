export declare const NO_CHROMIUM_MESSAGE: string;
export declare const DEBIAN_CHROMIUM: string;
export declare const DEBIAN_HEADLESS_SHELL: string;
export declare const CHROMIUM_ARGS: readonly string[];
export interface FindChromiumOptions {
  /** Prefer Debian's headless shell (the e2e suite). */
  forTests?: boolean;
}
export declare function tryFindChromium(options?: FindChromiumOptions): string | undefined;
export declare function findChromium(options?: FindChromiumOptions): string;
export declare function findChromiumOrExit(options?: FindChromiumOptions): string;
