export declare const SERVER_OUT_DIR: string;
export declare function buildServer(outdir?: string): Promise<void>;
