export declare const SERVER_V8_FLAGS: string[]
export declare function serverNodeArgs(entry?: string): string[]
export declare function freePort(): Promise<number>
