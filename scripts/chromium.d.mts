export declare const NO_CHROMIUM_MESSAGE: string;
export declare const DEBIAN_CHROMIUM: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare function tryFindChromium(): string | undefined;
export declare function findChromium(): string;
export declare function findChromiumOrExit(): string;
