export declare const chromiumPath: string;
export declare function missingChromiumMessage(): string | null;
export declare function ensureChromium(): boolean;
