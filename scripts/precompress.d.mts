export declare const COMPRESSIBLE: RegExp;
export declare const MIN_BYTES: number;
export declare function precompress(dir: string): Promise<number>;
